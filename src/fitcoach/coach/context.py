"""The runtime context block: what the model should know this turn, in a few compact lines."""

from __future__ import annotations

from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.core.units import WeightUnit, from_kg
from fitcoach.diary.service import diary_for


async def context_block(
    session: AsyncSession, *, user_id: int, prefs: UserPreferences, today: date, weight_kg: float | None
) -> str:
    """The block for ``today``; ``weight_kg`` is the latest weight up to then (the turn already read it)."""
    day = await diary_for(session, user_id=user_id, prefs=prefs, day=today)
    unit = WeightUnit(prefs.weight_unit)
    lines = [
        "## Context for this turn",
        f"- Today is {today.isoformat()} ({today.strftime('%A')}), timezone {prefs.timezone}.",
        f"- Units: weight in {prefs.weight_unit}, lengths in {prefs.length_unit}; "
        f"a glass is {prefs.glass_ml:g} ml.",
        f"- Profile: sex {prefs.sex or 'unknown'}, height {_or_unknown(prefs.height_cm, 'cm')}, "
        f"latest weight {_or_unknown(weight_kg and round(from_kg(weight_kg, unit), 1), prefs.weight_unit)}.",
        f"- Today so far: {day.totals.calories:g} of {day.goals.calories:g} kcal, "
        f"protein {day.totals.protein:g} of "
        f"{day.goals.protein:g} g, water {day.water.ml:g} of {day.goals.water_ml:g} ml, "
        f"{day.totals.calories_burned:g} kcal burned.",
        "- Memory: nothing remembered yet.",
        "- Training plan: none active.",
    ]
    return "\n".join(lines)


def _or_unknown(value: float | None, unit: str) -> str:
    return "unknown" if value is None else f"{value:g} {unit}"
