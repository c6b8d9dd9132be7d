"""Helpers the tool modules share: date windows, a day's totals, rounding for compact results."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from pydantic import ConfigDict

from fitcoach.coach.tools.context import ToolContext
from fitcoach.diary import service as diary_service

# Models send extra keys (a "user_id", a misspelt field); forbidding them gets the call corrected.
STRICT = ConfigDict(extra="forbid")
DATE_HELP = "YYYY-MM-DD in the user's calendar; omit for today"


def window(today: date, days: int) -> tuple[date, date]:
    """The last ``days`` days, today included."""
    return today - timedelta(days=days - 1), today


def r1(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


async def day_totals(ctx: ToolContext, day: date) -> dict[str, Any]:
    """What a day adds up to after a write: eaten, burned, the goal and what is left."""
    balance = await diary_service.day_totals(ctx.session, user_id=ctx.user_id, day=day)
    return {
        "date": day.isoformat(),
        **balance.totals.model_dump(),
        "calorie_goal": balance.goals.calories,
        "remaining_calories": balance.remaining_calories,
    }
