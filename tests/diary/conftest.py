"""A session in the rolled-back test database and a fresh user in it."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import User
from fitcoach.accounts.service import register
from fitcoach.core.database import Database

_users = itertools.count(1)


@pytest.fixture
async def session(database: Database) -> AsyncIterator[AsyncSession]:
    async with database.sessionmaker() as session:
        yield session


@pytest.fixture
async def user(session: AsyncSession) -> User:
    user, _token = await register(session, f"diary{next(_users)}@example.com", "correct horse")
    await session.flush()
    return user
