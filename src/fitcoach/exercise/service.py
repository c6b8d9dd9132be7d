"""The exercise diary: calories burned from MET x kg x hours with the user's latest weight."""

from __future__ import annotations

from datetime import date

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.body.repository import latest_weight_kg
from fitcoach.core.clock import ensure_not_future
from fitcoach.core.errors import ExerciseNotFound
from fitcoach.core.units import km_from
from fitcoach.exercise.burn import calories_burned, met_for
from fitcoach.exercise.catalog import Activity, ActivityMatch, UserActivities
from fitcoach.exercise.catalog_store import activity_from_row, load_activities, public_exercise_index
from fitcoach.exercise.models import Exercise, ExerciseEntry
from fitcoach.exercise.schemas import ActivityRead, ExerciseEntryCreate, ExerciseEntryRead, ExerciseRef

SUGGESTIONS = 3


async def search_activities(
    session: AsyncSession, *, user_id: int, query: str, limit: int = 10
) -> list[ActivityMatch]:
    index = await public_exercise_index(session)
    own = UserActivities(await load_activities(session, user_id=user_id))
    return index.search(query, limit=limit, user_activities=own)


async def resolve_activity(
    session: AsyncSession,
    *,
    user_id: int,
    exercise_id: int | None = None,
    name: str | None = None,
    unmatched_ok: bool = False,
) -> Activity | None:
    """The activity by id, else the confident best match for the name.

    Without a confident match: None when ``unmatched_ok`` (the caller knows the calories burned),
    else ``ExerciseNotFound`` with the closest matches as suggestions.
    """
    if exercise_id is not None:
        query = select(Exercise).where(
            Exercise.id == exercise_id, or_(Exercise.user_id.is_(None), Exercise.user_id == user_id)
        )
        row = (await session.execute(query)).scalar_one_or_none()
        if row is None:
            raise ExerciseNotFound(f"No exercise with id {exercise_id}.")
        return activity_from_row(row)
    query_text = name or ""
    matches = await search_activities(session, user_id=user_id, query=query_text, limit=SUGGESTIONS)
    if matches and matches[0].confident:
        return matches[0].activity
    if unmatched_ok:
        return None
    raise ExerciseNotFound(
        f"No activity matches {query_text!r}; pick a suggestion or send calories_burned.",
        detail={"suggestions": [{"id": m.activity.id, "name": m.activity.name} for m in matches]},
    )


async def log_exercise(
    session: AsyncSession, *, user_id: int, today: date, create: ExerciseEntryCreate
) -> ExerciseEntry:
    entry_date = ensure_not_future(create.entry_date or today, today)
    activity = await resolve_activity(
        session,
        user_id=user_id,
        exercise_id=create.exercise_id,
        name=create.exercise_name,
        unmatched_ok=create.calories_burned is not None,
    )
    distance_km = (
        km_from(create.distance, create.distance_unit) if create.distance and create.distance_unit else None
    )
    burned = create.calories_burned
    if burned is None and activity is not None:
        weight = await latest_weight_kg(session, user_id=user_id, on_or_before=entry_date)
        met = met_for(activity, duration_minutes=create.duration_minutes, distance_km=distance_km)
        burned = calories_burned(met, weight, create.duration_minutes)
    entry = ExerciseEntry(
        user_id=user_id,
        exercise_id=activity.id if activity else None,
        exercise_name=activity.name if activity else " ".join((create.exercise_name or "").split()),
        entry_date=entry_date,
        duration_minutes=create.duration_minutes,
        distance_km=distance_km,
        distance_unit=create.distance_unit if create.distance else None,
        calories_burned=round(burned or 0.0, 1),
    )
    session.add(entry)
    await session.flush()
    return entry


def entry_view(entry: ExerciseEntry) -> ExerciseEntryRead:
    distance = None
    if entry.distance_km is not None and entry.distance_unit:
        distance = round(entry.distance_km / km_from(1.0, entry.distance_unit), 3)
    return ExerciseEntryRead(
        id=entry.id,
        date=entry.entry_date,
        exercise=ExerciseRef(id=entry.exercise_id, name=entry.exercise_name),
        duration_minutes=entry.duration_minutes,
        distance=distance,
        distance_unit=entry.distance_unit,
        calories_burned=entry.calories_burned,
    )


def activity_view(match: ActivityMatch) -> ActivityRead:
    a = match.activity
    return ActivityRead(
        id=a.id,
        key=a.key,
        name=a.name,
        category=a.category,
        met=a.met,
        compendium_code=a.compendium_code,
        score=round(match.score, 1),
    )


async def entries_on(session: AsyncSession, *, user_id: int, entry_date: date) -> list[ExerciseEntry]:
    query = (
        select(ExerciseEntry)
        .where(ExerciseEntry.user_id == user_id, ExerciseEntry.entry_date == entry_date)
        .order_by(ExerciseEntry.created_at, ExerciseEntry.id)
    )
    return list((await session.execute(query)).scalars())
