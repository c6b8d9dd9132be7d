"""Goals in force on a day: the day's own row, else the user's default row, else fitcoach's defaults."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import User
from fitcoach.goals.schemas import GoalsUpdate
from fitcoach.goals.service import goals_between, goals_for, set_goals

pytestmark = pytest.mark.anyio

START = date(2026, 11, 24)
END = date(2026, 11, 30)


async def _check_matches_goals_for(session: AsyncSession, user: User) -> None:
    window = await goals_between(session, user_id=user.id, start=START, end=END)
    assert list(window) == [START + timedelta(days=n) for n in range(7)]
    for day, goals in window.items():
        assert goals == await goals_for(session, user_id=user.id, day=day)


async def test_without_rows_every_day_has_the_builtin_defaults(session: AsyncSession, user: User) -> None:
    window = await goals_between(session, user_id=user.id, start=START, end=END)
    assert {goals.calories for goals in window.values()} == {2000.0}
    await _check_matches_goals_for(session, user)


async def test_a_days_row_wins_over_the_default_row(session: AsyncSession, user: User) -> None:
    await set_goals(session, user_id=user.id, update=GoalsUpdate(calories=1800))
    await set_goals(session, user_id=user.id, update=GoalsUpdate(goal_date=END, calories=2500))
    # Outside the window: must not leak into it.
    await set_goals(
        session, user_id=user.id, update=GoalsUpdate(goal_date=END + timedelta(days=1), calories=9)
    )

    window = await goals_between(session, user_id=user.id, start=START, end=END)

    assert window[END].calories == 2500
    assert window[END].date == END
    assert {window[day].calories for day in window if day != END} == {1800}
    await _check_matches_goals_for(session, user)


async def test_every_day_with_its_own_row(session: AsyncSession, user: User) -> None:
    for offset in range(7):
        day = START + timedelta(days=offset)
        await set_goals(session, user_id=user.id, update=GoalsUpdate(goal_date=day, calories=1500 + offset))

    window = await goals_between(session, user_id=user.id, start=START, end=END)

    assert [goals.calories for goals in window.values()] == [1500 + n for n in range(7)]
    await _check_matches_goals_for(session, user)
