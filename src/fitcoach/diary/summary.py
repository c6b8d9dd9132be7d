"""Summaries over a span of days: intake per day, what counts as on target, a trend's slope.

The coach's tools and the insights page both read these, so they cannot disagree on a day.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.clock import each_day
from fitcoach.goals.schemas import GoalsRead
from fitcoach.nutrition import repository as nutrition_repository

# "On target" for a day's calories: within 10 % of the goal either way, the usual tolerance of
# self-monitoring studies.
CALORIE_TOLERANCE = 0.10
NUTRIENTS = ("calories", "protein", "carbs", "fat")


async def daily_nutrition(
    session: AsyncSession, *, user_id: int, start: date, end: date
) -> dict[date, dict[str, Any]]:
    """Every day of the window with its entry count and nutrient totals (zeros when nothing was logged)."""
    entries = await nutrition_repository.entries_between(session, user_id=user_id, start=start, end=end)
    days: dict[date, dict[str, Any]] = {
        day: {"date": day.isoformat(), "entries": 0, **dict.fromkeys(NUTRIENTS, 0.0)}
        for day in each_day(start, end)
    }
    for entry in entries:
        totals = days[entry.entry_date]
        totals["entries"] += 1
        for name in NUTRIENTS:
            totals[name] += getattr(entry, name)
    # Rounded once, as diary.service.totals_of does, so a day here matches the same day in the diary.
    for totals in days.values():
        for name in NUTRIENTS:
            totals[name] = round(totals[name], 1)
    return days


def on_calorie_target(calories: float, goals: GoalsRead) -> bool:
    return abs(calories - goals.calories) <= CALORIE_TOLERANCE * goals.calories


def protein_met(protein: float, goals: GoalsRead) -> bool:
    return protein >= goals.protein


def least_squares_slope(points: Sequence[tuple[float, float]]) -> float:
    """The ordinary least-squares slope of y on x (0 when every x is the same)."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    if spread == 0:
        return 0.0
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / spread
