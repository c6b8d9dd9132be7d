"""What the parser reads out of a message: one typed value per intent."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from fitcoach.coach.engine.meals import MealType
from fitcoach.coach.engine.measurements import Measurement
from fitcoach.exercise.catalog import ActivityMatch
from fitcoach.nutrition.catalog import FoodMatch, Nutrients


@dataclass(frozen=True, slots=True)
class FoodItem:
    """One food eaten. `match` is None when no catalog food is a confident match: grams and nutrition are
    then unknown and the coach asks which food was meant."""

    food_name: str
    quantity: float
    unit: str | None
    meal_type: MealType
    date: date
    match: FoodMatch | None
    grams: float | None
    nutrition: Nutrients | None


@dataclass(frozen=True, slots=True)
class ExerciseItem:
    exercise_name: str
    duration_minutes: float | None
    distance: float | None
    distance_unit: str | None
    date: date
    match: ActivityMatch | None
    calories_burned: float | None


@dataclass(frozen=True, slots=True)
class MeasurementLog:
    measurements: tuple[Measurement, ...]
    date: date


@dataclass(frozen=True, slots=True)
class WaterLog:
    glasses: float
    ml: float
    date: date


@dataclass(frozen=True, slots=True)
class Question:
    """The message asks something; nothing to log."""

    text: str


@dataclass(frozen=True, slots=True)
class Chat:
    """Small talk, a request or a plan; nothing to log."""

    text: str


Intent = FoodItem | ExerciseItem | MeasurementLog | WaterLog | Question | Chat
LogIntent = FoodItem | ExerciseItem | MeasurementLog | WaterLog


@dataclass(frozen=True, slots=True)
class ParseResult:
    text: str
    intents: tuple[Intent, ...]

    @property
    def logs(self) -> tuple[LogIntent, ...]:
        return tuple(
            intent
            for intent in self.intents
            if isinstance(intent, FoodItem | ExerciseItem | MeasurementLog | WaterLog)
        )
