"""Tool contexts for real users in the rolled-back test database, and a one-line way to call a tool."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import date
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.accounts.service import register
from fitcoach.coach.messages import ToolCallPart
from fitcoach.coach.tools import (
    InProcessToolCache,
    ToolContext,
    ToolExecution,
    ToolRegistry,
    default_registry,
)
from fitcoach.core.database import Database

TODAY = date(2026, 11, 30)
_users = itertools.count(1)
_calls = itertools.count(1)

MakeContext = Callable[..., Awaitable[ToolContext]]
Call = Callable[..., Awaitable[ToolExecution]]


@pytest.fixture
async def session(database: Database) -> AsyncIterator[AsyncSession]:
    async with database.sessionmaker() as session:
        yield session


@pytest.fixture
def make_context(session: AsyncSession) -> MakeContext:
    async def make(*, today: date = TODAY, **preferences: Any) -> ToolContext:
        user, _token = await register(session, f"tools{next(_users)}@example.com", "correct horse")
        await session.flush()
        prefs = await session.get(UserPreferences, user.id)
        assert prefs is not None
        for name, value in preferences.items():
            setattr(prefs, name, value)
        await session.flush()
        return ToolContext(user_id=user.id, session=session, today=today, preferences=prefs)

    return make


@pytest.fixture
async def ctx(make_context: MakeContext) -> ToolContext:
    return await make_context()


@pytest.fixture
def registry() -> ToolRegistry:
    return default_registry(InProcessToolCache())


@pytest.fixture
def call(registry: ToolRegistry) -> Call:
    async def run(context: ToolContext, name: str, **arguments: Any) -> ToolExecution:
        return await registry.execute(
            context, ToolCallPart(id=f"call-{next(_calls)}", name=name, arguments=arguments)
        )

    return run
