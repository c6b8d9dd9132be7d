"""Catalog and diary tools: find foods and activities, read a day's diary, read and set goals."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from fitcoach.coach.tools.common import DATE_HELP, STRICT
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import Tool, ToolCategory, ToolResult
from fitcoach.core.errors import ValidationFailed
from fitcoach.core.units import WeightUnit, to_kg
from fitcoach.diary.service import diary_for
from fitcoach.exercise import service as exercise_service
from fitcoach.goals import energy
from fitcoach.goals import service as goals_service
from fitcoach.goals.schemas import GoalsUpdate
from fitcoach.nutrition import service as nutrition_service

# Enough portions for the model to pick a unit, without flooding the context with every one.
PORTIONS_SHOWN = 6
GOAL_FIELDS = ("calories", "protein", "carbs", "fat", "water_ml", "steps", "target_weight")


class SearchArgs(BaseModel):
    model_config = STRICT

    query: str = Field(min_length=1, max_length=200)
    limit: int = Field(default=5, ge=1, le=10)


class DayArgs(BaseModel):
    model_config = STRICT

    date: dt.date | None = Field(default=None, description=DATE_HELP)


class SetGoalsArgs(BaseModel):
    model_config = STRICT

    date: dt.date | None = Field(
        default=None, description="Only for this day; omit to change the default goals"
    )
    calories: float | None = Field(default=None, ge=0, le=10_000)
    protein: float | None = Field(default=None, ge=0, le=1_000, description="grams")
    carbs: float | None = Field(default=None, ge=0, le=2_000, description="grams")
    fat: float | None = Field(default=None, ge=0, le=1_000, description="grams")
    water_ml: float | None = Field(default=None, ge=0, le=10_000)
    steps: int | None = Field(default=None, ge=0, le=200_000)
    target_weight: float | None = Field(default=None, gt=0, le=1000)
    weight_unit: Literal["kg", "lb"] | None = Field(default=None, description="Omit for the user's unit")

    @model_validator(mode="after")
    def _something_to_set(self) -> SetGoalsArgs:
        if all(getattr(self, name) is None for name in GOAL_FIELDS):
            raise ValueError(f"give at least one of {', '.join(GOAL_FIELDS)}")
        return self


async def search_foods(ctx: ToolContext, args: SearchArgs) -> ToolResult:
    matches = await nutrition_service.search_foods(
        ctx.session, user_id=ctx.user_id, query=args.query, limit=args.limit
    )
    foods: list[Any] = []
    for match in matches:
        view = nutrition_service.search_view(match, user_id=ctx.user_id)
        foods.append(
            {
                "id": view.id,
                "name": view.name,
                "brand": view.brand,
                "is_own": view.is_own,
                "per_100g": view.per_100g.model_dump(),
                "portions": [p.model_dump() for p in view.portions[:PORTIONS_SHOWN]],
                "default_unit": view.default_unit,
                "score": view.score,
                "confident": match.confident,
            }
        )
    return ToolResult(
        data={"query": args.query, "foods": foods}, summary=f"{len(foods)} foods for {args.query!r}"
    )


async def search_exercises(ctx: ToolContext, args: SearchArgs) -> ToolResult:
    matches = await exercise_service.search_activities(
        ctx.session, user_id=ctx.user_id, query=args.query, limit=args.limit
    )
    activities: list[Any] = [
        exercise_service.activity_view(match).model_dump(include={"id", "name", "category", "met", "score"})
        for match in matches
    ]
    return ToolResult(
        data={"query": args.query, "activities": activities},
        summary=f"{len(activities)} activities for {args.query!r}",
    )


async def get_diary(ctx: ToolContext, args: DayArgs) -> ToolResult:
    day = args.date or ctx.today
    diary = await diary_for(ctx.session, user_id=ctx.user_id, prefs=ctx.preferences, day=day)
    return ToolResult(
        data=diary.model_dump(mode="json"),
        summary=(
            f"diary {day}: {len(diary.food_entries)} foods, {len(diary.exercise_entries)} exercises, "
            f"{diary.totals.calories:g} kcal"
        ),
    )


async def get_goals(ctx: ToolContext, args: DayArgs) -> ToolResult:
    day = args.date or ctx.today
    goals = await goals_service.goals_for(ctx.session, user_id=ctx.user_id, day=day)
    return ToolResult(data=goals.model_dump(mode="json"), summary=f"goals for {day}: {goals.calories:g} kcal")


async def set_goals(ctx: ToolContext, args: SetGoalsArgs) -> ToolResult:
    if args.calories is not None and args.calories <= energy.VERY_LOW_CALORIE_KCAL:
        raise ValidationFailed(
            f"A goal of {args.calories:g} kcal a day is a very-low-calorie diet, which needs medical "
            "supervision; fitcoach won't set it."
        )
    changes = args.model_dump(exclude={"date", "target_weight", "weight_unit"}, exclude_none=True)
    if args.target_weight is not None:
        unit = WeightUnit(args.weight_unit or ctx.preferences.weight_unit)
        changes["target_weight_kg"] = round(to_kg(args.target_weight, unit), 2)
    row = await goals_service.set_goal_row(
        ctx.session, user_id=ctx.user_id, update=GoalsUpdate(goal_date=args.date, **changes)
    )
    goals = goals_service.view(row, args.date)
    data: dict[str, Any] = {"goals": goals.model_dump(mode="json"), "changed": sorted(changes)}
    floor = energy.calorie_floor_kcal(ctx.preferences.sex)
    if args.calories is not None and args.calories < floor:
        data["warning"] = (
            f"{args.calories:g} kcal is below the {floor:g} kcal a day usually advised without supervision"
        )
    scope = f"for {args.date}" if args.date else "as the default"
    return ToolResult(
        data=data,
        summary=f"set {', '.join(sorted(changes))} {scope}",
        actions=(
            {
                "type": "goals",
                "id": row.id,
                "date": args.date.isoformat() if args.date else None,
                **changes,
            },
        ),
    )


TOOLS = (
    Tool(
        name="search_foods",
        category=ToolCategory.FOOD,
        description="Find foods in the catalog and the user's own foods: nutrition per 100 g and portions.",
        arguments=SearchArgs,
        handler=search_foods,
        cache_ttl_seconds=300,
        example={"query": "greek yogurt", "limit": 5},
    ),
    Tool(
        name="search_exercises",
        category=ToolCategory.EXERCISE,
        description="Find activities (with their MET values) to log exercise against.",
        arguments=SearchArgs,
        handler=search_exercises,
        cache_ttl_seconds=300,
        example={"query": "cycling", "limit": 5},
    ),
    Tool(
        name="get_diary",
        category=ToolCategory.REPORTS,
        description="Everything logged on one day: foods, exercise, water, measurements, totals and goals.",
        arguments=DayArgs,
        handler=get_diary,
        cache_ttl_seconds=60,
        example={"date": "2026-01-15"},
    ),
    Tool(
        name="get_goals",
        category=ToolCategory.GOALS,
        description="The daily goals in force on a day: calories, macros, water, steps, target weight.",
        arguments=DayArgs,
        handler=get_goals,
        cache_ttl_seconds=300,
    ),
    Tool(
        name="set_goals",
        category=ToolCategory.GOALS,
        description=(
            "Change the user's daily goals (default, or one day's with `date`); fields not given keep their "
            "value. Only when the user asked for the change."
        ),
        arguments=SetGoalsArgs,
        handler=set_goals,
        example={"calories": 2200, "protein": 140},
    ),
)
