"""Assembles a day's diary from the nutrition, exercise, body and goals domains."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.body import repository as body_repository
from fitcoach.body import service as body_service
from fitcoach.diary.schemas import DiaryRead, DiaryTotals
from fitcoach.exercise import service as exercise_service
from fitcoach.exercise.models import ExerciseEntry
from fitcoach.goals import service as goals_service
from fitcoach.goals.schemas import GoalsRead
from fitcoach.nutrition import repository as nutrition_repository
from fitcoach.nutrition import service as nutrition_service
from fitcoach.nutrition.models import FoodEntry


@dataclass(frozen=True)
class DayBalance:
    """A day's food and exercise entries, its goals, and what they add up to."""

    foods: Sequence[FoodEntry]
    exercises: Sequence[ExerciseEntry]
    goals: GoalsRead
    totals: DiaryTotals
    remaining_calories: float


async def day_totals(session: AsyncSession, *, user_id: int, day: date) -> DayBalance:
    """The day's entries and totals, the one source for the diary and the coach's after-write summary."""
    foods = await nutrition_repository.entries_on(session, user_id=user_id, entry_date=day)
    exercises = await exercise_service.entries_on(session, user_id=user_id, entry_date=day)
    goals = await goals_service.goals_for(session, user_id=user_id, day=day)
    totals, remaining = totals_of(foods, exercises, goals)
    return DayBalance(foods, exercises, goals, totals, remaining)


async def diary_for(session: AsyncSession, *, user_id: int, prefs: UserPreferences, day: date) -> DiaryRead:
    balance = await day_totals(session, user_id=user_id, day=day)
    water = await body_repository.water_on(session, user_id=user_id, entry_date=day)
    checkin = await body_repository.checkin_on(session, user_id=user_id, entry_date=day)
    customs = await body_repository.custom_measurements_on(session, user_id=user_id, entry_date=day)
    return DiaryRead(
        date=day,
        food_entries=[nutrition_service.entry_view(f) for f in balance.foods],
        exercise_entries=[exercise_service.entry_view(e) for e in balance.exercises],
        water=body_service.water_view(water, entry_date=day, glass_ml=prefs.glass_ml),
        measurements=body_service.measurements_view(checkin, entry_date=day, prefs=prefs),
        custom_measurements=[body_service.custom_view(m, c) for m, c in customs],
        totals=balance.totals,
        goals=balance.goals,
        remaining_calories=balance.remaining_calories,
    )


def totals_of(
    foods: Sequence[FoodEntry], exercises: Sequence[ExerciseEntry], goals: GoalsRead
) -> tuple[DiaryTotals, float]:
    """A day's totals, and the calories left: the goal, less what was eaten, plus what was burned.

    What is left comes from the rounded totals, so it matches the figures shown beside it.
    """
    totals = DiaryTotals(
        calories=round(sum(f.calories for f in foods), 1),
        protein=round(sum(f.protein for f in foods), 1),
        carbs=round(sum(f.carbs for f in foods), 1),
        fat=round(sum(f.fat for f in foods), 1),
        calories_burned=round(sum(e.calories_burned for e in exercises), 1),
    )
    return totals, round(goals.calories - totals.calories + totals.calories_burned, 1)
