"""Summaries over a span of days agree with the day's diary."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import User
from fitcoach.accounts.repository import preferences_of
from fitcoach.diary.service import diary_for
from fitcoach.diary.summary import daily_nutrition
from fitcoach.nutrition.models import FoodEntry

pytestmark = pytest.mark.anyio

DAY = date(2026, 11, 30)


def _entry(user: User, *, calories: float, day: date = DAY) -> FoodEntry:
    return FoodEntry(
        user_id=user.id,
        food_name="snack",
        entry_date=day,
        meal_type="snack",
        quantity=1,
        unit="serving",
        calories=calories,
        protein=1.23,
        carbs=0,
        fat=0,
    )


async def test_a_days_totals_are_rounded_once_like_the_diarys(session: AsyncSession, user: User) -> None:
    session.add_all(_entry(user, calories=12.34) for _ in range(10))
    await session.flush()

    days = await daily_nutrition(session, user_id=user.id, start=DAY, end=DAY)

    # Rounding after each entry would give 10 x 12.3 = 123.0 and 10 x 1.2 = 12.0.
    assert days[DAY]["calories"] == 123.4
    assert days[DAY]["protein"] == 12.3
    assert days[DAY]["entries"] == 10
    diary = await diary_for(session, user_id=user.id, prefs=await preferences_of(session, user), day=DAY)
    assert diary.totals.calories == days[DAY]["calories"]
    assert diary.totals.protein == days[DAY]["protein"]


async def test_a_day_without_entries_is_zero(session: AsyncSession, user: User) -> None:
    yesterday = DAY - timedelta(days=1)
    session.add(_entry(user, calories=100, day=DAY))
    await session.flush()

    days = await daily_nutrition(session, user_id=user.id, start=yesterday, end=DAY)

    assert days[yesterday] == {
        "date": yesterday.isoformat(),
        "entries": 0,
        "calories": 0.0,
        "protein": 0.0,
        "carbs": 0.0,
        "fat": 0.0,
    }
    assert days[DAY]["calories"] == 100
