"""Tool contexts for real users in the rolled-back test database (the tool and orchestrator tests)."""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable
from datetime import date
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.repository import preferences_of
from fitcoach.accounts.service import register
from fitcoach.coach.tools import ToolContext

TODAY = date(2026, 11, 30)
_users = itertools.count(1)

MakeContext = Callable[..., Awaitable[ToolContext]]


@pytest.fixture
def make_context(session: AsyncSession) -> MakeContext:
    """A new user's context; keyword arguments set that user's preferences."""

    async def make(*, today: date = TODAY, **preferences: Any) -> ToolContext:
        user, _token = await register(session, f"tools{next(_users)}@example.com", "correct horse")
        prefs = await preferences_of(session, user)
        for name, value in preferences.items():
            setattr(prefs, name, value)
        await session.flush()
        return ToolContext(user_id=user.id, session=session, today=today, preferences=prefs)

    return make


@pytest.fixture
async def ctx(make_context: MakeContext) -> ToolContext:
    return await make_context()
