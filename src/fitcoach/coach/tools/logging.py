"""Tools that write the diary: food, exercise, measurements and water.

Each reuses its domain service (the same rules as the HTTP API: no future dates, units in the
user's preferences) and returns what was written, as ``actions``, with the day's new totals.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from fitcoach.body import service as body_service
from fitcoach.body.schemas import CustomMeasurementCreate, MeasurementsUpdate
from fitcoach.coach.tools.common import DATE_HELP, STRICT, day_totals
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import Tool, ToolCategory, ToolResult
from fitcoach.core.schemas import MAX_ROW_ID
from fitcoach.exercise import service as exercise_service
from fitcoach.exercise.schemas import DistanceUnit, ExerciseEntryCreate
from fitcoach.goals import service as goals_service
from fitcoach.nutrition import service as nutrition_service
from fitcoach.nutrition.schemas import FoodEntryCreate, FoodQuantity, MealType, NutritionIn

BODY_FIELDS = ("weight", "neck", "waist", "hips", "steps")


class LogFoodArgs(BaseModel):
    model_config = STRICT

    food_name: str = Field(min_length=1, max_length=200, description="The food as the user named it")
    quantity: FoodQuantity = Field(description="How much, in `unit`")
    unit: str = Field(
        min_length=1,
        max_length=30,
        description="g kg oz lb ml l cup tbsp tsp fl_oz piece slice serving, or a portion word (can, bowl)",
    )
    meal_type: MealType
    date: dt.date | None = Field(default=None, description=DATE_HELP)
    food_id: int | None = Field(
        default=None, ge=1, le=MAX_ROW_ID, description="An id from search_foods, when known"
    )
    nutrition: NutritionIn | None = Field(
        default=None, description="Calories and macros of this amount, only when the user stated them"
    )


async def log_food(ctx: ToolContext, args: LogFoodArgs) -> ToolResult:
    create = FoodEntryCreate(
        food_id=args.food_id,
        food_name=args.food_name,
        quantity=args.quantity,
        unit=args.unit,
        meal_type=args.meal_type,
        entry_date=args.date,
        nutrition=args.nutrition,
    )
    entry = await nutrition_service.log_food(ctx.session, user_id=ctx.user_id, today=ctx.today, create=create)
    logged = nutrition_service.entry_view(entry).model_dump(mode="json")
    action = {
        "type": "food_entry",
        "id": entry.id,
        "name": entry.food_name,
        "food_id": entry.food_id,
        "quantity": entry.quantity,
        "unit": entry.unit,
        "grams": entry.grams,
        "meal_type": entry.meal_type,
        "date": entry.entry_date.isoformat(),
        "calories": entry.calories,
        "protein": entry.protein,
        "carbs": entry.carbs,
        "fat": entry.fat,
    }
    return ToolResult(
        data={"logged": logged, "day_totals": await day_totals(ctx, entry.entry_date)},
        summary=(
            f"logged {entry.quantity:g} {entry.unit} {entry.food_name} ({entry.calories:g} kcal) "
            f"for {entry.meal_type} on {entry.entry_date}"
        ),
        actions=(action,),
    )


class LogExerciseArgs(BaseModel):
    model_config = STRICT

    exercise_name: str = Field(min_length=1, max_length=200, description="The activity, e.g. 'running'")
    duration_minutes: float = Field(gt=0, le=24 * 60)
    distance: float | None = Field(default=None, gt=0, le=100_000)
    distance_unit: DistanceUnit | None = Field(default=None, description="km (default), mi or m")
    calories_burned: float | None = Field(
        default=None, ge=0, le=20_000, description="Only when the user stated it; otherwise estimated"
    )
    date: dt.date | None = Field(default=None, description=DATE_HELP)


async def log_exercise(ctx: ToolContext, args: LogExerciseArgs) -> ToolResult:
    create = ExerciseEntryCreate(
        exercise_name=args.exercise_name,
        duration_minutes=args.duration_minutes,
        distance=args.distance,
        distance_unit=args.distance_unit,
        calories_burned=args.calories_burned,
        entry_date=args.date,
    )
    entry = await exercise_service.log_exercise(
        ctx.session, user_id=ctx.user_id, today=ctx.today, create=create
    )
    logged = exercise_service.entry_view(entry)
    action = {
        "type": "exercise_entry",
        "id": entry.id,
        "name": entry.exercise_name,
        "exercise_id": entry.exercise_id,
        "duration_minutes": entry.duration_minutes,
        "distance": logged.distance,
        "distance_unit": logged.distance_unit,
        "calories_burned": entry.calories_burned,
        "date": entry.entry_date.isoformat(),
    }
    return ToolResult(
        data={
            "logged": logged.model_dump(mode="json"),
            "day_totals": await day_totals(ctx, entry.entry_date),
        },
        summary=(
            f"logged {entry.exercise_name} {entry.duration_minutes:g} min "
            f"({entry.calories_burned:g} kcal burned) on {entry.entry_date}"
        ),
        actions=(action,),
    )


class CustomValue(BaseModel):
    model_config = STRICT

    name: str = Field(min_length=1, max_length=100, description="e.g. 'body fat', 'resting heart rate'")
    value: float = Field(ge=-1_000_000, le=1_000_000)
    unit: str | None = Field(default=None, max_length=20, description="e.g. '%', 'bpm'")


class LogMeasurementArgs(BaseModel):
    model_config = STRICT

    date: dt.date | None = Field(default=None, description=DATE_HELP)
    weight: float | None = Field(default=None, gt=0, le=1000)
    weight_unit: Literal["kg", "lb"] | None = Field(default=None, description="Omit for the user's unit")
    neck: float | None = Field(default=None, gt=0, le=300)
    waist: float | None = Field(default=None, gt=0, le=500)
    hips: float | None = Field(default=None, gt=0, le=500)
    length_unit: Literal["cm", "in"] | None = Field(default=None, description="Omit for the user's unit")
    steps: int | None = Field(default=None, ge=0, le=200_000)
    custom: list[CustomValue] | None = Field(
        default=None, max_length=10, description="Anything else measured"
    )

    @model_validator(mode="after")
    def _something_to_record(self) -> LogMeasurementArgs:
        if all(getattr(self, name) is None for name in BODY_FIELDS) and not self.custom:
            raise ValueError("give at least one of weight, neck, waist, hips, steps or custom")
        return self


async def log_measurement(ctx: ToolContext, args: LogMeasurementArgs) -> ToolResult:
    day = args.date or ctx.today
    actions: list[dict[str, Any]] = []
    recorded: dict[str, Any] = {}
    if any(getattr(args, name) is not None for name in BODY_FIELDS):
        update = MeasurementsUpdate(
            entry_date=day,
            **args.model_dump(exclude={"date", "custom"}, exclude_none=True),
        )
        view = await body_service.record_measurements(
            ctx.session, user_id=ctx.user_id, prefs=ctx.preferences, today=ctx.today, update=update
        )
        recorded["measurements"] = view.model_dump(mode="json")
        actions.append(_measurement_action(args, view.id, ctx, day))
    customs = []
    for item in args.custom or []:
        create = CustomMeasurementCreate(name=item.name, value=item.value, unit=item.unit, entry_date=day)
        saved = await body_service.record_custom_measurement(
            ctx.session, user_id=ctx.user_id, today=ctx.today, create=create
        )
        customs.append(saved.model_dump(mode="json"))
        actions.append(
            {
                "type": "custom_measurement",
                "id": saved.id,
                "name": saved.name,
                "value": saved.value,
                "unit": saved.unit,
                "date": saved.date.isoformat(),
            }
        )
    if customs:
        recorded["custom"] = customs
    return ToolResult(
        data={"recorded": recorded, "date": day.isoformat()},
        summary=f"recorded {_described(actions)} on {day}",
        actions=tuple(actions),
    )


def _measurement_action(
    args: LogMeasurementArgs, row_id: int | None, ctx: ToolContext, day: dt.date
) -> dict[str, Any]:
    """The values as the user gave them, each with the unit it was taken in."""
    weight_unit = args.weight_unit or ctx.preferences.weight_unit
    length_unit = args.length_unit or ctx.preferences.length_unit
    units = {"weight": weight_unit, "neck": length_unit, "waist": length_unit, "hips": length_unit}
    values = {name: getattr(args, name) for name in BODY_FIELDS if getattr(args, name) is not None}
    return {
        "type": "measurement",
        "id": row_id,
        "date": day.isoformat(),
        "values": values,
        "units": {name: units.get(name, "steps") for name in values},
    }


def _described(actions: list[dict[str, Any]]) -> str:
    parts = []
    for action in actions:
        if action["type"] == "custom_measurement":
            parts.append(f"{action['name']} {action['value']:g}{action['unit'] or ''}")
            continue
        parts.extend(f"{name} {value:g} {action['units'][name]}" for name, value in action["values"].items())
    return ", ".join(parts)


class LogWaterArgs(BaseModel):
    model_config = STRICT

    ml: float | None = Field(default=None, gt=0, le=10_000, description="Millilitres drunk")
    glasses_consumed: float | None = Field(
        default=None, gt=0, le=40, description="Glasses drunk (the user's glass size applies)"
    )
    date: dt.date | None = Field(default=None, description=DATE_HELP)

    @model_validator(mode="after")
    def _one_amount(self) -> LogWaterArgs:
        if (self.ml is None) == (self.glasses_consumed is None):
            raise ValueError("give exactly one of ml or glasses_consumed")
        return self


async def log_water(ctx: ToolContext, args: LogWaterArgs) -> ToolResult:
    glass_ml = ctx.preferences.glass_ml
    added_ml = args.ml if args.ml is not None else (args.glasses_consumed or 0.0) * glass_ml
    water = await body_service.add_water(
        ctx.session,
        user_id=ctx.user_id,
        prefs=ctx.preferences,
        today=ctx.today,
        ml=added_ml,
        entry_date=args.date,
    )
    goals = await goals_service.goals_for(ctx.session, user_id=ctx.user_id, day=water.date)
    added: dict[str, Any] = {"ml": round(added_ml, 1), "glasses": round(added_ml / glass_ml, 2)}
    return ToolResult(
        data={
            "added": added,
            "date": water.date.isoformat(),
            "day_total_ml": water.ml,
            "day_total_glasses": water.glasses,
            "goal_ml": goals.water_ml,
        },
        summary=f"added {added['ml']:g} ml of water on {water.date} (day total {water.ml:g} ml)",
        actions=(
            {
                "type": "water",
                "id": water.id,
                **added,
                "date": water.date.isoformat(),
                "total_ml": water.ml,
            },
        ),
    )


TOOLS = (
    Tool(
        name="log_food",
        category=ToolCategory.FOOD,
        description=(
            "Log one food the user ate. Call once per food item. Nutrition is looked up from the catalog; "
            "pass `nutrition` only when the user gave the numbers."
        ),
        arguments=LogFoodArgs,
        handler=log_food,
        example={"food_name": "banana", "quantity": 1, "unit": "piece", "meal_type": "breakfast"},
    ),
    Tool(
        name="log_exercise",
        category=ToolCategory.EXERCISE,
        description=(
            "Log one exercise session. Calories burned are estimated from the activity's MET and the "
            "user's weight unless the user stated them."
        ),
        arguments=LogExerciseArgs,
        handler=log_exercise,
        example={"exercise_name": "running", "duration_minutes": 30, "distance": 5, "distance_unit": "km"},
    ),
    Tool(
        name="log_measurement",
        category=ToolCategory.CHECKIN,
        description=(
            "Record body measurements for a day: weight, neck, waist, hips, steps, and custom values "
            "such as body fat. Only the fields given change."
        ),
        arguments=LogMeasurementArgs,
        handler=log_measurement,
        example={
            "weight": 72.5,
            "weight_unit": "kg",
            "custom": [{"name": "body fat", "value": 18, "unit": "%"}],
        },
    ),
    Tool(
        name="log_water",
        category=ToolCategory.CHECKIN,
        description="Add water the user drank to the day's total, in ml or in glasses.",
        arguments=LogWaterArgs,
        handler=log_water,
        example={"glasses_consumed": 2},
    ),
)
