"""Trainer reads over the exercise diary: history, weekly volume and personal bests.

Until workout logs (sets, reps, loads) exist, these read ``exercise_entries``: minutes, distance
and calories. Lifting records arrive with the trainer's workout logs.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import select

from fitcoach.coach.tools.common import STRICT, window
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import Tool, ToolCategory, ToolResult
from fitcoach.exercise import service as exercise_service
from fitcoach.exercise.models import ExerciseEntry

# Beyond what anyone runs, rides or walks: ten years covers every plausible record.
ALL_TIME_DAYS = 3650
# Paces over very short distances (a logged 100 m) are noise, not records.
MIN_PACE_DISTANCE_KM = 1.0
LIFTING_NOTE = (
    "Lifting PRs (loads and reps) come with the trainer's workout logs; these are from cardio entries."
)


class HistoryArgs(BaseModel):
    model_config = STRICT

    days: int = Field(default=30, ge=1, le=180, description="How many days back, today included")


class VolumeArgs(BaseModel):
    model_config = STRICT

    weeks: int = Field(default=8, ge=1, le=52, description="How many weeks back, this week included")


class RecordsArgs(BaseModel):
    model_config = STRICT

    days: int = Field(
        default=ALL_TIME_DAYS, ge=7, le=ALL_TIME_DAYS, description="How far back; default all time"
    )


async def get_historical_exercise_logs(ctx: ToolContext, args: HistoryArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    entries = await _entries_between(ctx, start, end)
    logs: list[Any] = [exercise_service.entry_view(entry).model_dump(mode="json") for entry in entries]
    minutes = sum(entry.duration_minutes for entry in entries)
    return ToolResult(
        data={
            "window": {"start": start.isoformat(), "end": end.isoformat()},
            "entries": logs,
            "totals": {
                "sessions": len(entries),
                "minutes": round(minutes, 1),
                "calories_burned": round(sum(entry.calories_burned for entry in entries), 1),
            },
        },
        summary=f"{len(entries)} exercise entries, {minutes:g} min in {args.days} days",
    )


async def get_volume_trends(ctx: ToolContext, args: VolumeArgs) -> ToolResult:
    this_monday = ctx.today - timedelta(days=ctx.today.weekday())
    first_monday = this_monday - timedelta(weeks=args.weeks - 1)
    entries = await _entries_between(ctx, first_monday, ctx.today)
    weeks = {
        first_monday + timedelta(weeks=offset): _empty_week(first_monday + timedelta(weeks=offset))
        for offset in range(args.weeks)
    }
    for entry in entries:
        week = weeks[entry.entry_date - timedelta(days=entry.entry_date.weekday())]
        week["sessions"] += 1
        week["minutes"] = round(week["minutes"] + entry.duration_minutes, 1)
        week["calories_burned"] = round(week["calories_burned"] + entry.calories_burned, 1)
        week["distance_km"] = round(week["distance_km"] + (entry.distance_km or 0.0), 2)
    rows: list[Any] = list(weeks.values())
    complete = rows[:-1]  # this week is still running
    average = {
        name: round(sum(week[name] for week in complete) / len(complete), 1) if complete else None
        for name in ("sessions", "minutes", "calories_burned")
    }
    return ToolResult(
        data={
            "weeks": rows,
            "average_per_complete_week": average,
            "note": "weeks start on Monday; the last one is in progress",
        },
        summary=f"weekly volume over {args.weeks} weeks: {sum(w['minutes'] for w in rows):g} min in total",
    )


async def get_pr_records(ctx: ToolContext, args: RecordsArgs) -> ToolResult:
    start, end = window(ctx.today, args.days)
    entries = await _entries_between(ctx, start, end)
    by_activity: dict[str, list[ExerciseEntry]] = {}
    for entry in entries:
        by_activity.setdefault(entry.exercise_name, []).append(entry)
    records: list[Any] = [_records_of(name, rows) for name, rows in sorted(by_activity.items())]
    return ToolResult(
        data={"records": records, "note": LIFTING_NOTE},
        summary=f"personal bests for {len(records)} activities",
    )


def _records_of(name: str, entries: list[ExerciseEntry]) -> dict[str, Any]:
    longest_session = max(entries, key=lambda e: (e.duration_minutes, e.entry_date))
    record: dict[str, Any] = {
        "activity": name,
        "sessions": len(entries),
        "longest_duration": {
            "minutes": longest_session.duration_minutes,
            "date": longest_session.entry_date.isoformat(),
        },
    }
    with_distance = [e for e in entries if e.distance_km]
    if with_distance:
        farthest = max(with_distance, key=lambda e: (e.distance_km or 0.0, e.entry_date))
        record["longest_distance"] = {
            "km": round(farthest.distance_km or 0.0, 2),
            "date": farthest.entry_date.isoformat(),
        }
    paced = [e for e in with_distance if (e.distance_km or 0.0) >= MIN_PACE_DISTANCE_KM]
    if paced:
        fastest = min(paced, key=lambda e: (e.duration_minutes / (e.distance_km or 1.0), e.entry_date))
        pace = fastest.duration_minutes / (fastest.distance_km or 1.0)
        record["fastest_pace"] = {
            "min_per_km": round(pace, 2),
            "km_per_hour": round(60 / pace, 1),
            "distance_km": round(fastest.distance_km or 0.0, 2),
            "date": fastest.entry_date.isoformat(),
        }
    return record


def _empty_week(monday: date) -> dict[str, Any]:
    return {
        "week_start": monday.isoformat(),
        "sessions": 0,
        "minutes": 0.0,
        "calories_burned": 0.0,
        "distance_km": 0.0,
    }


async def _entries_between(ctx: ToolContext, start: date, end: date) -> list[ExerciseEntry]:
    query = (
        select(ExerciseEntry)
        .where(
            ExerciseEntry.user_id == ctx.user_id,
            ExerciseEntry.entry_date >= start,
            ExerciseEntry.entry_date <= end,
        )
        .order_by(ExerciseEntry.entry_date, ExerciseEntry.id)
    )
    return list((await ctx.session.execute(query)).scalars())


TOOLS = (
    Tool(
        name="get_historical_exercise_logs",
        category=ToolCategory.TRAINER,
        description="The user's exercise entries over recent days (activity, minutes, distance, calories).",
        arguments=HistoryArgs,
        handler=get_historical_exercise_logs,
        cache_ttl_seconds=120,
        example={"days": 30},
    ),
    Tool(
        name="get_volume_trends",
        category=ToolCategory.TRAINER,
        description="Weekly training volume: sessions, minutes, calories and distance per week.",
        arguments=VolumeArgs,
        handler=get_volume_trends,
        cache_ttl_seconds=120,
        example={"weeks": 8},
    ),
    Tool(
        name="get_pr_records",
        category=ToolCategory.TRAINER,
        description="Personal bests per activity: longest session, longest distance and fastest pace.",
        arguments=RecordsArgs,
        handler=get_pr_records,
        cache_ttl_seconds=300,
    ),
)
