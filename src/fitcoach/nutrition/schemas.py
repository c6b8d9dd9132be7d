"""Shapes of foods and food entries."""

from __future__ import annotations

from datetime import date
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fitcoach.core.schemas import RowId

# How much of a food an entry is, in its unit. A thousandth is the smallest amount that means anything
# ("0.001 kg"); below it, nutrition said for the entry scales to infinity per unit.
FoodQuantity = Annotated[float, Field(ge=0.001, le=10_000)]


class MealType(StrEnum):
    BREAKFAST = "breakfast"
    LUNCH = "lunch"
    DINNER = "dinner"
    SNACK = "snack"


class NutritionIn(BaseModel):
    """Nutrients of the amount eaten (not per 100 g)."""

    model_config = ConfigDict(extra="forbid")

    calories: float = Field(ge=0, le=20_000)
    protein: float = Field(default=0, ge=0, le=2_000)
    carbs: float = Field(default=0, ge=0, le=2_000)
    fat: float = Field(default=0, ge=0, le=2_000)


class NutritionRead(BaseModel):
    calories: float
    protein: float
    carbs: float
    fat: float


class FoodEntryCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    food_id: RowId | None = None
    food_name: str | None = Field(default=None, min_length=1, max_length=200)
    quantity: FoodQuantity
    unit: str = Field(default="serving", min_length=1, max_length=30)
    meal_type: MealType = MealType.SNACK
    entry_date: date | None = None
    nutrition: NutritionIn | None = None

    @model_validator(mode="after")
    def _names_a_food(self) -> FoodEntryCreate:
        if self.food_id is None and not (self.food_name and self.food_name.strip()):
            raise ValueError("give food_id or food_name")
        return self


class FoodRef(BaseModel):
    id: int | None
    name: str


class FoodEntryRead(BaseModel):
    id: int
    date: date
    meal_type: MealType
    food: FoodRef
    quantity: float
    unit: str
    grams: float | None
    nutrition: NutritionRead


class PortionRead(BaseModel):
    unit: str
    grams: float


class FoodRead(BaseModel):
    id: int | None
    key: str
    name: str
    brand: str | None
    category: str
    source: str
    is_own: bool
    per_100g: NutritionRead
    portions: list[PortionRead]
    default_unit: str


class FoodSearchResult(FoodRead):
    score: float


class FoodCreate(BaseModel):
    """A user's own food, described per 100 g or per one portion."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=200)
    brand: str | None = Field(default=None, max_length=120)
    serving_unit: str = Field(default="serving", min_length=1, max_length=30)
    # At least a tenth of a gram: per-100 g figures of a vanishing serving overflow to infinity (and NaN).
    serving_grams: float | None = Field(default=None, ge=0.1, le=5_000)
    per_serving: NutritionIn
