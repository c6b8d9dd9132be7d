"""Shapes of activities and exercise entries."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fitcoach.core.schemas import RowId

DistanceUnit = Literal["km", "mi", "m"]


class ExerciseEntryCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    exercise_id: RowId | None = None
    exercise_name: str | None = Field(default=None, min_length=1, max_length=200)
    duration_minutes: float = Field(gt=0, le=24 * 60)
    calories_burned: float | None = Field(default=None, ge=0, le=20_000)
    distance: float | None = Field(default=None, gt=0, le=100_000)
    distance_unit: DistanceUnit | None = None
    entry_date: date | None = None

    @model_validator(mode="after")
    def _names_an_activity(self) -> ExerciseEntryCreate:
        if self.exercise_id is None and not (self.exercise_name and self.exercise_name.strip()):
            raise ValueError("give exercise_id or exercise_name")
        if self.distance is not None and self.distance_unit is None:
            self.distance_unit = "km"
        return self


class ExerciseRef(BaseModel):
    id: int | None
    name: str


class ExerciseEntryRead(BaseModel):
    id: int
    date: date
    exercise: ExerciseRef
    duration_minutes: float
    distance: float | None
    distance_unit: DistanceUnit | None
    calories_burned: float


class ActivityRead(BaseModel):
    id: int | None
    key: str
    name: str
    category: str
    met: float
    compendium_code: str | None
    score: float | None = None
