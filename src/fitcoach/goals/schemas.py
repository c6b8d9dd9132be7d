"""Shapes of daily goals."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict, Field


class GoalsRead(BaseModel):
    date: date | None
    calories: float
    protein: float
    carbs: float
    fat: float
    water_ml: float
    steps: int
    target_weight_kg: float | None


class GoalsUpdate(BaseModel):
    """New goals; with ``goal_date`` they apply to that day only, else they become the default."""

    model_config = ConfigDict(extra="forbid")

    goal_date: date | None = None
    calories: float | None = Field(default=None, ge=0, le=10_000)
    protein: float | None = Field(default=None, ge=0, le=1_000)
    carbs: float | None = Field(default=None, ge=0, le=2_000)
    fat: float | None = Field(default=None, ge=0, le=1_000)
    water_ml: float | None = Field(default=None, ge=0, le=10_000)
    steps: int | None = Field(default=None, ge=0, le=200_000)
    target_weight_kg: float | None = Field(default=None, gt=0, le=500)
