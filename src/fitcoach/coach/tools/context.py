"""What a tool may know about the turn it runs in: never more than the orchestrator hands it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.core.clock import Clock, system_clock


@dataclass(frozen=True)
class ToolContext:
    """The authenticated user and the turn's resources.

    ``user_id`` comes from the request's authentication, never from model arguments. ``session``
    is the turn's database session: tools flush but never commit, so a turn's writes land together.
    """

    user_id: int
    session: AsyncSession
    today: date
    preferences: UserPreferences
    coach_session_id: str | None = None
    clock: Clock = system_clock
