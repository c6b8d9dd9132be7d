"""Queries on users and tokens."""

from __future__ import annotations

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import AiServiceSettings, ApiToken, User, UserPreferences
from fitcoach.core.clock import system_clock


async def user_by_email(session: AsyncSession, email: str) -> User | None:
    return (await session.execute(select(User).where(User.email == email))).scalar_one_or_none()


async def user_by_token_hash(session: AsyncSession, token_hash: str) -> User | None:
    query = (
        select(User)
        .join(ApiToken, ApiToken.user_id == User.id)
        .where(ApiToken.token_hash == token_hash, ApiToken.revoked_at.is_(None))
    )
    return (await session.execute(query)).scalar_one_or_none()


async def revoke_token(session: AsyncSession, token_hash: str) -> None:
    await session.execute(
        update(ApiToken).where(ApiToken.token_hash == token_hash).values(revoked_at=system_clock())
    )


async def preferences_of(session: AsyncSession, user: User) -> UserPreferences:
    prefs = await session.get(UserPreferences, user.id)
    if prefs is None:
        prefs = UserPreferences(user_id=user.id)
        session.add(prefs)
        await session.flush()
    return prefs


async def ai_settings_of(session: AsyncSession, user: User) -> AiServiceSettings | None:
    return await session.get(AiServiceSettings, user.id)
