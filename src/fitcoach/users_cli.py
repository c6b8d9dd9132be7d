"""``fitcoach users create``: an account and a token for the CLI and MCP."""

from __future__ import annotations

import secrets

from fitcoach.accounts import service
from fitcoach.config import Settings
from fitcoach.core.database import Database


async def create_user(settings: Settings, email: str, password: str | None) -> str:
    database = Database(settings.resolved_database_url)
    try:
        async with database.sessionmaker() as session:
            _user, token = await service.register(session, email, password or secrets.token_urlsafe(24))
            await session.commit()
            return token
    finally:
        await database.dispose()
