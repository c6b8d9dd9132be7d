"""The diary of one day: everything logged, totals and goals."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel

from fitcoach.body.schemas import CustomMeasurementRead, MeasurementsRead, WaterRead
from fitcoach.exercise.schemas import ExerciseEntryRead
from fitcoach.goals.schemas import GoalsRead
from fitcoach.nutrition.schemas import FoodEntryRead


class DiaryTotals(BaseModel):
    calories: float
    protein: float
    carbs: float
    fat: float
    calories_burned: float


class DiaryRead(BaseModel):
    date: date
    food_entries: list[FoodEntryRead]
    exercise_entries: list[ExerciseEntryRead]
    water: WaterRead
    measurements: MeasurementsRead
    custom_measurements: list[CustomMeasurementRead]
    totals: DiaryTotals
    goals: GoalsRead
    remaining_calories: float
