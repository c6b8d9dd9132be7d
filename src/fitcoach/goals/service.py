"""Daily goals: a day's own row, else the user's default row, else fitcoach's defaults."""

from __future__ import annotations

from datetime import date

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.clock import each_day
from fitcoach.core.schemas import settable
from fitcoach.goals.models import UserGoal
from fitcoach.goals.schemas import GoalsRead, GoalsUpdate

GOALS_NULLABLE = frozenset({"target_weight_kg"})


async def _row(session: AsyncSession, *, user_id: int, goal_date: date | None) -> UserGoal | None:
    day = UserGoal.goal_date.is_(None) if goal_date is None else UserGoal.goal_date == goal_date
    query = select(UserGoal).where(UserGoal.user_id == user_id, day)
    return (await session.execute(query)).scalar_one_or_none()


async def goals_for(session: AsyncSession, *, user_id: int, day: date) -> GoalsRead:
    row = await _row(session, user_id=user_id, goal_date=day) or await _row(
        session, user_id=user_id, goal_date=None
    )
    return view(row or _defaults(user_id), day)


async def goals_between(
    session: AsyncSession, *, user_id: int, start: date, end: date
) -> dict[date, GoalsRead]:
    """The goals in force on each day from ``start`` to ``end``, in one query rather than two per day."""
    in_window = UserGoal.goal_date.between(start, end)
    query = select(UserGoal).where(UserGoal.user_id == user_id, or_(in_window, UserGoal.goal_date.is_(None)))
    rows = {row.goal_date: row for row in (await session.execute(query)).scalars()}
    fallback = rows.get(None) or _defaults(user_id)
    return {day: view(rows.get(day) or fallback, day) for day in each_day(start, end)}


async def set_goals(session: AsyncSession, *, user_id: int, update: GoalsUpdate) -> GoalsRead:
    return view(await set_goal_row(session, user_id=user_id, update=update), update.goal_date)


async def set_goal_row(session: AsyncSession, *, user_id: int, update: GoalsUpdate) -> UserGoal:
    """Apply the update to the day's (or the default) row, created from the default goals when missing."""
    row = await _row(session, user_id=user_id, goal_date=update.goal_date)
    if row is None:
        base = await _row(session, user_id=user_id, goal_date=None) or _defaults(user_id)
        row = UserGoal(
            user_id=user_id,
            goal_date=update.goal_date,
            calories=base.calories,
            protein=base.protein,
            carbs=base.carbs,
            fat=base.fat,
            water_ml=base.water_ml,
            steps=base.steps,
            target_weight_kg=base.target_weight_kg,
        )
        session.add(row)
    for field, value in settable(update, nullable=GOALS_NULLABLE, exclude={"goal_date"}).items():
        setattr(row, field, value)
    await session.flush()
    return row


def _defaults(user_id: int) -> UserGoal:
    # Reference intakes for an average adult (EU 1169/2011 Annex XIII: 2000 kcal, 70 g fat, 260 g carbs,
    # 50 g protein); protein is set higher because people training need more (ISSN 2017: 1.4-2.0 g/kg).
    return UserGoal(
        user_id=user_id,
        goal_date=None,
        calories=2000.0,
        protein=100.0,
        carbs=260.0,
        fat=70.0,
        water_ml=2000.0,
        steps=8000,
        target_weight_kg=None,
    )


def view(row: UserGoal, day: date | None) -> GoalsRead:
    return GoalsRead(
        date=day,
        calories=row.calories,
        protein=row.protein,
        carbs=row.carbs,
        fat=row.fat,
        water_ml=row.water_ml,
        steps=row.steps,
        target_weight_kg=row.target_weight_kg,
    )
