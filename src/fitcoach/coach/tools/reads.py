"""Read tools the coach reasons with: profile, check-ins, weight trend, nutrition, energy, adherence.

Every query is scoped to ``ctx.user_id``; values are shown in the user's units. Results say what
is missing (``data_gaps``) rather than guessing.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import select

from fitcoach.body import repository as body_repository
from fitcoach.body import service as body_service
from fitcoach.body.models import CheckInMeasurement, CustomCategory, CustomMeasurement, WaterIntake
from fitcoach.coach.tools.common import STRICT, r1, window
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import Tool, ToolCategory, ToolResult
from fitcoach.core.clock import each_day
from fitcoach.core.units import LengthUnit, WeightUnit, from_cm, from_kg
from fitcoach.diary.summary import (
    CALORIE_TOLERANCE,
    NUTRIENTS,
    daily_nutrition,
    least_squares_slope,
    on_calorie_target,
    protein_met,
)
from fitcoach.goals import energy
from fitcoach.goals import service as goals_service
from fitcoach.goals.schemas import GoalsRead
from fitcoach.goals.service import goals_between

# A weekly change smaller than this (in kg) reads as stable; day-to-day water swings are larger.
STABLE_KG_PER_WEEK = 0.1


class NoArgs(BaseModel):
    model_config = STRICT


class DaysArgs(BaseModel):
    model_config = STRICT

    days: int = Field(default=14, ge=1, le=90, description="How many days back, today included")


class TrendArgs(BaseModel):
    model_config = STRICT

    days: int = Field(default=30, ge=7, le=365, description="How many days back, today included")


class SummaryArgs(BaseModel):
    model_config = STRICT

    days: int = Field(default=7, ge=1, le=90, description="How many days back, today included")


class AdherenceArgs(BaseModel):
    model_config = STRICT

    days: int = Field(default=14, ge=7, le=90, description="How many days back, today included")


async def get_user_profile(ctx: ToolContext, args: NoArgs) -> ToolResult:
    prefs = ctx.preferences
    latest = await _latest_weight(ctx)
    goals = await goals_service.goals_for(ctx.session, user_id=ctx.user_id, day=ctx.today)
    length_unit = LengthUnit(prefs.length_unit)
    profile = {
        "sex": prefs.sex,
        "birth_date": prefs.birth_date.isoformat() if prefs.birth_date else None,
        "age": energy.age_on(prefs.birth_date, ctx.today) if prefs.birth_date else None,
        "height": r1(from_cm(prefs.height_cm, length_unit)) if prefs.height_cm else None,
        "activity_level": prefs.activity_level,
    }
    data: dict[str, Any] = {
        "today": ctx.today.isoformat(),
        "profile": profile,
        "latest_weight": latest,
        "preferences": {
            "weight_unit": prefs.weight_unit,
            "length_unit": prefs.length_unit,
            "timezone": prefs.timezone,
            "glass_ml": prefs.glass_ml,
        },
        "goals": _goals_json(goals),
        "data_gaps": _profile_gaps(ctx, has_weight=latest is not None),
    }
    return ToolResult(data=data, summary=f"profile ({len(data['data_gaps'])} gaps)")


async def get_recent_checkins(ctx: ToolContext, args: DaysArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    rows = await body_repository.checkins_between(ctx.session, user_id=ctx.user_id, start=start, end=end)
    checkins = []
    for row in rows:
        view = body_service.measurements_view(row, entry_date=row.entry_date, prefs=ctx.preferences)
        values = view.model_dump(mode="json", exclude={"id", "weight_unit", "length_unit"})
        checkins.append({k: v for k, v in values.items() if v is not None})
    custom = await _custom_between(ctx, start, end)
    data: dict[str, Any] = {
        "window": _window_json(start, end),
        "units": {"weight": ctx.preferences.weight_unit, "length": ctx.preferences.length_unit},
        "checkins": checkins,
        "custom": custom,
    }
    return ToolResult(
        data=data,
        summary=f"{len(checkins)} check-ins and {len(custom)} custom values in {args.days} days",
    )


async def get_weight_trend(ctx: ToolContext, args: TrendArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    rows = [
        row
        for row in await body_repository.checkins_between(
            ctx.session, user_id=ctx.user_id, start=start, end=end
        )
        if row.weight_kg is not None
    ]
    unit = WeightUnit(ctx.preferences.weight_unit)
    base: dict[str, Any] = {"window": _window_json(start, end), "unit": unit.value, "points": len(rows)}
    if len(rows) < 2:
        base["data_gaps"] = [f"{len(rows)} weigh-in(s) in the last {args.days} days; a trend needs 2 or more"]
        if rows:
            base["last"] = _weigh_in(rows[-1], unit)
        return ToolResult(data=base, summary=f"weight trend: {len(rows)} weigh-in(s), not enough")
    points = [((row.entry_date - start).days, row.weight_kg or 0.0) for row in rows]
    first, last = rows[0], rows[-1]
    span_days = (last.entry_date - first.entry_date).days
    change_kg = (last.weight_kg or 0.0) - (first.weight_kg or 0.0)
    slope_kg_per_week = least_squares_slope(points) * 7
    goals = await goals_service.goals_for(ctx.session, user_id=ctx.user_id, day=ctx.today)
    data = {
        **base,
        "first": _weigh_in(first, unit),
        "last": _weigh_in(last, unit),
        "change": round(from_kg(change_kg, unit), 2),
        "weekly_rate": round(from_kg(change_kg / span_days * 7, unit), 2) if span_days else None,
        "slope_per_week": round(from_kg(slope_kg_per_week, unit), 2),
        "direction": _direction(slope_kg_per_week),
        "min": round(from_kg(min(w for _, w in points), unit), 2),
        "max": round(from_kg(max(w for _, w in points), unit), 2),
        "weekly_averages": _weekly_averages(rows, unit),
        "target_weight": round(from_kg(goals.target_weight_kg, unit), 2) if goals.target_weight_kg else None,
    }
    return ToolResult(
        data=data,
        summary=(
            f"weight {data['direction']}, {data['slope_per_week']:+g} {unit.value}/week "
            f"over {len(rows)} weigh-ins"
        ),
    )


async def get_nutrition_summary(ctx: ToolContext, args: SummaryArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    days = await daily_nutrition(ctx.session, user_id=ctx.user_id, start=start, end=end)
    goals = await goals_between(ctx.session, user_id=ctx.user_id, start=start, end=end)
    logged = [day for day in days.values() if day["entries"]]
    per_day = [
        {**totals, "calorie_goal": goals[date.fromisoformat(totals["date"])].calories} for totals in logged
    ]
    average = _average(logged, NUTRIENTS) if logged else None
    today_goals = goals[end]
    data: dict[str, Any] = {
        "window": _window_json(start, end),
        "days_logged": len(logged),
        "days": per_day,
        "average_per_logged_day": average,
        "goals": _goals_json(today_goals),
    }
    if average:
        data["average_vs_goal"] = {
            name: round(average[name] - getattr(today_goals, name), 1) for name in NUTRIENTS
        }
    else:
        data["data_gaps"] = [f"no food logged in the last {args.days} days"]
    summary = (
        f"{len(logged)}/{args.days} days logged, average {average['calories']:g} kcal"
        if average
        else f"no food logged in {args.days} days"
    )
    return ToolResult(data=data, summary=summary)


async def calculate_tdee(ctx: ToolContext, args: NoArgs) -> ToolResult:
    prefs = ctx.preferences
    latest = await _latest_weight(ctx)
    gaps = _profile_gaps(ctx, has_weight=latest is not None)
    level = prefs.activity_level
    data: dict[str, Any] = {
        "formula": "Mifflin-St Jeor",
        "citation": energy.MIFFLIN_ST_JEOR_CITATION,
        "activity_level": level,
        "activity_multiplier": energy.activity_multiplier(level),
    }
    weight_kg = latest["weight_kg"] if latest else None
    if gaps or weight_kg is None or prefs.sex not in ("female", "male"):
        data["data_gaps"] = gaps
        return ToolResult(data=data, summary=f"TDEE needs: {', '.join(gaps)}")
    sex: energy.Sex = "female" if prefs.sex == "female" else "male"
    age = energy.age_on(prefs.birth_date, ctx.today) if prefs.birth_date else 0
    bmr = energy.bmr_mifflin_st_jeor(
        weight_kg=weight_kg, height_cm=prefs.height_cm or 0.0, age_years=age, sex=sex
    )
    tdee = energy.tdee(bmr, level)
    targets = energy.calorie_targets(tdee, sex)
    data.update(
        {
            "inputs": {
                "weight_kg": round(weight_kg, 1),
                "height_cm": prefs.height_cm,
                "age": age,
                "sex": sex,
            },
            "bmr": round(bmr),
            "tdee": round(tdee),
            "suggested_targets": {
                goal: _macros_json(energy.macro_targets(calories=kcal, weight_kg=weight_kg))
                for goal, kcal in targets.items()
            },
        }
    )
    return ToolResult(data=data, summary=f"BMR {round(bmr)} kcal, TDEE {round(tdee)} kcal ({level})")


async def get_adherence_metrics(ctx: ToolContext, args: AdherenceArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    days = await daily_nutrition(ctx.session, user_id=ctx.user_id, start=start, end=end)
    goals = await goals_between(ctx.session, user_id=ctx.user_id, start=start, end=end)
    water = await _water_by_day(ctx, start, end)
    logged = [day for day, totals in days.items() if totals["entries"]]
    on_calories = [day for day in logged if on_calorie_target(days[day]["calories"], goals[day])]
    on_protein = [day for day in logged if protein_met(days[day]["protein"], goals[day])]
    on_water = [day for day in each_day(start, end) if water.get(day, 0.0) >= goals[day].water_ml]
    data: dict[str, Any] = {
        "window": _window_json(start, end),
        "days_in_window": args.days,
        "note": "today is included and may be incomplete",
        "days_logged": len(logged),
        "logging_rate": _rate(len(logged), args.days),
        "calorie_goal_days": len(on_calories),
        "calorie_goal_rate": _rate(len(on_calories), len(logged)),
        "calorie_tolerance": CALORIE_TOLERANCE,
        "protein_goal_days": len(on_protein),
        "protein_goal_rate": _rate(len(on_protein), len(logged)),
        "water_goal_days": len(on_water),
        "water_goal_rate": _rate(len(on_water), args.days),
        "rates_of": {"calorie": "logged days", "protein": "logged days", "water": "days in window"},
    }
    return ToolResult(
        data=data,
        summary=(
            f"logged {len(logged)}/{args.days} days; calories on target {len(on_calories)}, "
            f"protein {len(on_protein)}, water {len(on_water)}"
        ),
    )


async def _water_by_day(ctx: ToolContext, start: date, end: date) -> dict[date, float]:
    query = select(WaterIntake.entry_date, WaterIntake.ml).where(
        WaterIntake.user_id == ctx.user_id, WaterIntake.entry_date >= start, WaterIntake.entry_date <= end
    )
    return {row.entry_date: row.ml for row in (await ctx.session.execute(query)).all()}


async def _custom_between(ctx: ToolContext, start: date, end: date) -> list[dict[str, Any]]:
    query = (
        select(CustomMeasurement, CustomCategory)
        .join(CustomCategory, CustomCategory.id == CustomMeasurement.category_id)
        .where(
            CustomMeasurement.user_id == ctx.user_id,
            CustomMeasurement.entry_date >= start,
            CustomMeasurement.entry_date <= end,
        )
        .order_by(CustomMeasurement.entry_date, CustomCategory.name, CustomMeasurement.entry_hour)
    )
    return [
        {"date": m.entry_date.isoformat(), "name": c.name, "value": m.value, "unit": c.unit}
        for m, c in (await ctx.session.execute(query)).all()
    ]


async def _latest_weight(ctx: ToolContext) -> dict[str, Any] | None:
    row = await body_repository.latest_weigh_in(ctx.session, user_id=ctx.user_id, on_or_before=ctx.today)
    if row is None or row.weight_kg is None:
        return None
    unit = WeightUnit(ctx.preferences.weight_unit)
    return {**_weigh_in(row, unit), "unit": unit.value, "weight_kg": round(row.weight_kg, 2)}


def _profile_gaps(ctx: ToolContext, *, has_weight: bool) -> list[str]:
    prefs = ctx.preferences
    gaps = []
    if prefs.sex not in ("female", "male"):
        gaps.append("sex")
    if prefs.birth_date is None:
        gaps.append("birth_date")
    if prefs.height_cm is None:
        gaps.append("height")
    if not has_weight:
        gaps.append("weight (no weigh-in logged)")
    return gaps


def _weigh_in(row: CheckInMeasurement, unit: WeightUnit) -> dict[str, Any]:
    return {"date": row.entry_date.isoformat(), "weight": round(from_kg(row.weight_kg or 0.0, unit), 2)}


def _weekly_averages(rows: list[CheckInMeasurement], unit: WeightUnit) -> list[dict[str, Any]]:
    weeks: dict[date, list[float]] = {}
    for row in rows:
        monday = row.entry_date - timedelta(days=row.entry_date.weekday())
        weeks.setdefault(monday, []).append(row.weight_kg or 0.0)
    return [
        {"week_start": monday.isoformat(), "average": round(from_kg(sum(kgs) / len(kgs), unit), 2)}
        for monday, kgs in sorted(weeks.items())
    ]


def _direction(slope_kg_per_week: float) -> str:
    if abs(slope_kg_per_week) < STABLE_KG_PER_WEEK:
        return "stable"
    return "down" if slope_kg_per_week < 0 else "up"


def _average(days: list[dict[str, Any]], names: tuple[str, ...]) -> dict[str, float]:
    return {name: round(sum(day[name] for day in days) / len(days), 1) for name in names}


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 2) if whole else None


def _goals_json(goals: GoalsRead) -> dict[str, Any]:
    return goals.model_dump(mode="json", exclude={"date"})


def _macros_json(targets: energy.MacroTargets) -> dict[str, float]:
    return {
        "calories": round(targets.calories),
        "protein": round(targets.protein),
        "carbs": round(targets.carbs),
        "fat": round(targets.fat),
    }


def _window_json(start: date, end: date) -> dict[str, str]:
    return {"start": start.isoformat(), "end": end.isoformat()}


TOOLS = (
    Tool(
        name="get_user_profile",
        category=ToolCategory.PROFILE,
        description="The user's profile (sex, age, height, activity level), latest weight, units and goals.",
        arguments=NoArgs,
        handler=get_user_profile,
        cache_ttl_seconds=300,
    ),
    Tool(
        name="get_recent_checkins",
        category=ToolCategory.CHECKIN,
        description="Body check-ins (weight, neck, waist, hips, steps) and custom measurements, recent days.",
        arguments=DaysArgs,
        handler=get_recent_checkins,
        cache_ttl_seconds=60,
        example={"days": 14},
    ),
    Tool(
        name="get_weight_trend",
        category=ToolCategory.REPORTS,
        description=(
            "Weight trend over recent days: first and last weigh-in, change, weekly rate, a least-squares "
            "slope and weekly averages, in the user's unit."
        ),
        arguments=TrendArgs,
        handler=get_weight_trend,
        cache_ttl_seconds=120,
        example={"days": 30},
    ),
    Tool(
        name="get_nutrition_summary",
        category=ToolCategory.REPORTS,
        description="Calories and macros per logged day and on average over recent days, against the goals.",
        arguments=SummaryArgs,
        handler=get_nutrition_summary,
        cache_ttl_seconds=60,
        example={"days": 7},
    ),
    Tool(
        name="calculate_tdee",
        category=ToolCategory.GOALS,
        description=(
            "BMR (Mifflin-St Jeor) and daily energy expenditure from the user's latest weight, height, age, "
            "sex and activity level, with suggested calorie and macro targets; lists missing inputs."
        ),
        arguments=NoArgs,
        handler=calculate_tdee,
        cache_ttl_seconds=300,
    ),
    Tool(
        name="get_adherence_metrics",
        category=ToolCategory.COACHING,
        description=(
            "How consistently the user logs and hits goals: days logged, days within 10% of the calorie "
            "goal, protein and water goal hit rates."
        ),
        arguments=AdherenceArgs,
        handler=get_adherence_metrics,
        cache_ttl_seconds=120,
        example={"days": 14},
    ),
)
