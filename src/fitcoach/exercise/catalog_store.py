"""The activity catalog in the database: seeding the built-in list and loading the search index."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.meta import VersionedCache, bump_version, write_if_changed
from fitcoach.exercise.catalog import Activity, ExerciseIndex, SpeedMet, load_builtin_activities
from fitcoach.exercise.models import Exercise

CATALOG_VERSION_KEY = "exercise_catalog_version"
BUILTIN_DIGEST_KEY = "builtin_activities_digest"


def activity_from_row(row: Exercise) -> Activity:
    return Activity(
        key=row.key,
        name=row.name,
        aliases=tuple(row.aliases or ()),
        met=row.met,
        compendium_code=row.compendium_code,
        category=row.category,
        speed_mets=tuple(SpeedMet(**speed) for speed in row.speed_mets or ()),
        source=row.source,
        id=row.id,
        user_id=row.user_id,
    )


def _apply(row: Exercise, activity: Activity) -> None:
    row.name, row.aliases, row.category = activity.name, list(activity.aliases), activity.category
    row.met, row.compendium_code, row.source = activity.met, activity.compendium_code, activity.source
    row.speed_mets = [
        {"min_speed_kmh": s.min_speed_kmh, "met": s.met, "compendium_code": s.compendium_code}
        for s in activity.speed_mets
    ]


async def sync_builtin_activities(session: AsyncSession) -> bool:
    """Seed or refresh the shipped activities when they changed since the last start; True if it wrote."""
    activities = load_builtin_activities()

    async def write() -> None:
        rows = {
            r.key: r
            for r in (await session.execute(select(Exercise).where(Exercise.user_id.is_(None)))).scalars()
        }
        for activity in activities:
            row = rows.get(activity.key) or Exercise(key=activity.key, user_id=None)
            _apply(row, activity)
            session.add(row)
        await session.flush()
        await bump_version(session, CATALOG_VERSION_KEY)

    return await write_if_changed(session, BUILTIN_DIGEST_KEY, activities, write)


async def load_activities(session: AsyncSession, *, user_id: int | None) -> list[Activity]:
    owner = Exercise.user_id.is_(None) if user_id is None else Exercise.user_id == user_id
    rows = (await session.execute(select(Exercise).where(owner).order_by(Exercise.id))).scalars()
    return [activity_from_row(row) for row in rows]


async def _build_public_index(session: AsyncSession) -> ExerciseIndex:
    return ExerciseIndex(await load_activities(session, user_id=None))


_public_index = VersionedCache(CATALOG_VERSION_KEY, _build_public_index)


async def public_exercise_index(session: AsyncSession) -> ExerciseIndex:
    """The public activities' index, rebuilt only when a new release changed them."""
    return await _public_index.get(session)
