"""Request-scoped dependencies: the database session (one commit per request) and the caller."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts import repository as accounts_repository
from fitcoach.accounts import service as accounts_service
from fitcoach.accounts.principal import Principal
from fitcoach.config import Settings
from fitcoach.core.clock import Clock, today_in
from fitcoach.core.database import Database
from fitcoach.core.errors import AuthenticationRequired
from fitcoach.core.schemas import MAX_ROW_ID


async def _db_session(request: Request) -> AsyncIterator[AsyncSession]:
    database: Database = request.app.state.database
    async with database.sessionmaker() as session:
        try:
            yield session
            await session.commit()
        except BaseException:
            await session.rollback()
            raise
    await forget_cached_reads(request)


async def forget_cached_reads(request: Request) -> None:
    """After a committed write, the coach's cached reads of that user are stale.

    Invalidating after the commit (not only when a tool writes) also covers writes made through the
    plain API and a read that slipped in between a tool's write and its turn's commit.
    """
    user_id = getattr(request.state, "user_id", None)
    if user_id is not None and request.method not in ("GET", "HEAD", "OPTIONS"):
        await request.app.state.tool_registry.cache.invalidate_user(user_id)


# scope="function": the commit happens before the response is sent, so a failed commit is an error
# response rather than a success the client was already told about.
DbSession = Annotated[AsyncSession, Depends(_db_session, scope="function")]

_bearer = HTTPBearer(
    auto_error=False, description="An API token from register, login or `fitcoach users create`."
)


def bearer_token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str:
    if credentials is None or credentials.scheme.lower() != "bearer" or not credentials.credentials:
        raise AuthenticationRequired("Send your API token as 'Authorization: Bearer <token>'.")
    return credentials.credentials


def app_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def app_clock(request: Request) -> Clock:
    clock: Clock = request.app.state.clock
    return clock


async def _principal(
    request: Request,
    session: DbSession,
    token: Annotated[str, Depends(bearer_token)],
    clock: Annotated[Clock, Depends(app_clock)],
) -> Principal:
    user = await accounts_service.authenticate(session, token)
    prefs = await accounts_repository.preferences_of(session, user)
    request.state.user_id = user.id
    return Principal(user=user, preferences=prefs, today=today_in(prefs.timezone, clock))


CurrentUser = Annotated[Principal, Depends(_principal)]
AppSettings = Annotated[Settings, Depends(app_settings)]
# A record id in a URL path, with the same bounds as core.schemas.RowId in request bodies.
RowIdPath = Annotated[int, Path(ge=1, le=MAX_ROW_ID, description="The id of one of your records")]
