"""Shapes of check-ins, custom measurements and water."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class WaterAdd(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ml: float | None = Field(default=None, gt=0, le=10_000)
    glasses: float | None = Field(default=None, gt=0, le=40)
    entry_date: date | None = None

    @model_validator(mode="after")
    def _one_amount(self) -> WaterAdd:
        if (self.ml is None) == (self.glasses is None):
            raise ValueError("give exactly one of ml or glasses")
        return self


class WaterRead(BaseModel):
    id: int | None
    date: date
    ml: float
    glasses: float


class MeasurementsUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    entry_date: date | None = None
    weight: float | None = Field(default=None, gt=0, le=1000)
    weight_unit: Literal["kg", "lb"] | None = None
    neck: float | None = Field(default=None, gt=0, le=300)
    waist: float | None = Field(default=None, gt=0, le=500)
    hips: float | None = Field(default=None, gt=0, le=500)
    length_unit: Literal["cm", "in"] | None = None
    steps: int | None = Field(default=None, ge=0, le=200_000)

    @model_validator(mode="after")
    def _something_to_record(self) -> MeasurementsUpdate:
        if all(getattr(self, f) is None for f in ("weight", "neck", "waist", "hips", "steps")):
            raise ValueError("give at least one of weight, neck, waist, hips or steps")
        return self


class MeasurementsRead(BaseModel):
    id: int | None
    date: date
    weight: float | None
    neck: float | None
    waist: float | None
    hips: float | None
    steps: int | None
    weight_unit: Literal["kg", "lb"]
    length_unit: Literal["cm", "in"]


class CustomMeasurementCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=100)
    value: float = Field(ge=-1_000_000, le=1_000_000)
    unit: str | None = Field(default=None, max_length=20)
    entry_date: date | None = None
    entry_hour: int | None = Field(default=None, ge=0, le=23)


class CustomMeasurementRead(BaseModel):
    id: int
    name: str
    value: float
    unit: str | None
    date: date
    entry_hour: int
