"""Insights computed in Python from the user's own records: no model involved, so always available."""

from __future__ import annotations

from datetime import date, timedelta

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.body.repository import checkins_between
from fitcoach.core.units import WeightUnit, from_kg
from fitcoach.diary.summary import (
    daily_nutrition,
    least_squares_slope,
    on_calorie_target,
    protein_met,
)
from fitcoach.goals.service import goals_between

WINDOW_DAYS = 14


class WeightTrend(BaseModel):
    unit: str
    first: float | None
    last: float | None
    change: float | None
    weekly_rate: float | None
    weigh_ins: int


class Adherence(BaseModel):
    days: int
    days_logged: int
    days_on_calorie_target: int
    days_protein_met: int


class Intake(BaseModel):
    average_calories: float | None
    calorie_goal: float
    average_protein: float | None
    protein_goal: float


class Insights(BaseModel):
    period_start: date
    period_end: date
    weight: WeightTrend
    adherence: Adherence
    intake: Intake
    highlights: list[str]


async def insights_for(
    session: AsyncSession, *, user_id: int, prefs: UserPreferences, today: date
) -> Insights:
    start = today - timedelta(days=WINDOW_DAYS - 1)
    unit = WeightUnit(prefs.weight_unit)
    weights = [
        (c.entry_date, c.weight_kg)
        for c in await checkins_between(session, user_id=user_id, start=start, end=today)
        if c.weight_kg is not None
    ]
    # One check-in per day, so two weigh-ins are two days: enough for a slope.
    points = [((d - start).days, w) for d, w in weights]
    slope = least_squares_slope(points) if len(weights) > 1 else None
    trend = WeightTrend(
        unit=unit.value,
        first=round(from_kg(weights[0][1], unit), 2) if weights else None,
        last=round(from_kg(weights[-1][1], unit), 2) if weights else None,
        change=round(from_kg(weights[-1][1] - weights[0][1], unit), 2) if len(weights) > 1 else None,
        weekly_rate=round(from_kg(slope * 7, unit), 2) if slope is not None else None,
        weigh_ins=len(weights),
    )
    # Each day is judged against the goals in force that day, as the coach's adherence tool does.
    goals = await goals_between(session, user_id=user_id, start=start, end=today)
    days = await daily_nutrition(session, user_id=user_id, start=start, end=today)
    logged = {day: totals for day, totals in days.items() if totals["entries"]}
    days_logged = len(logged)
    intake = Intake(
        average_calories=round(sum(t["calories"] for t in logged.values()) / days_logged) if logged else None,
        calorie_goal=goals[today].calories,
        average_protein=round(sum(t["protein"] for t in logged.values()) / days_logged) if logged else None,
        protein_goal=goals[today].protein,
    )
    adherence = Adherence(
        days=WINDOW_DAYS,
        days_logged=days_logged,
        days_on_calorie_target=sum(on_calorie_target(t["calories"], goals[d]) for d, t in logged.items()),
        days_protein_met=sum(protein_met(t["protein"], goals[d]) for d, t in logged.items()),
    )
    return Insights(
        period_start=start,
        period_end=today,
        weight=trend,
        adherence=adherence,
        intake=intake,
        highlights=_highlights(trend, adherence, intake),
    )


def _highlights(trend: WeightTrend, adherence: Adherence, intake: Intake) -> list[str]:
    notes = []
    if adherence.days_logged == 0:
        notes.append("Nothing logged in the last two weeks: start with today's meals.")
    else:
        notes.append(f"You logged food on {adherence.days_logged} of the last {adherence.days} days.")
    if trend.weekly_rate is not None:
        direction = "down" if trend.weekly_rate < 0 else "up" if trend.weekly_rate > 0 else "steady"
        notes.append(f"Weight is trending {direction} ({trend.weekly_rate:+.2f} {trend.unit} a week).")
    elif trend.weigh_ins < 2:
        notes.append("Weigh in at least twice a week to see a trend.")
    if intake.average_protein is not None and intake.average_protein < intake.protein_goal * 0.8:
        notes.append(
            f"Protein averages {intake.average_protein:.0f} g against a {intake.protein_goal:.0f} g goal."
        )
    return notes
