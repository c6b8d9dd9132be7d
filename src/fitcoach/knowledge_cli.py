"""The engine's knowledge for command-line use: the shipped catalogs plus what was imported.

``parse`` and ``estimate`` must start fast and must not create a database as a side effect, so
the shipped catalogs come from the package and only imported foods are read from the database.
"""

from __future__ import annotations

import asyncio

from sqlalchemy.exc import DBAPIError

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.config import Settings
from fitcoach.core.database import Database, sqlite_path
from fitcoach.exercise.catalog import ExerciseIndex, load_builtin_activities
from fitcoach.nutrition.catalog import FoodIndex, FoodRecord, load_builtin_foods
from fitcoach.nutrition.catalog_store import load_imported_foods


def load_knowledge(settings: Settings) -> Knowledge:
    url = settings.resolved_database_url
    if _missing_sqlite_file(url):
        return Knowledge.builtin()
    imported = asyncio.run(_imported_foods(url))
    if not imported:
        return Knowledge.builtin()
    return Knowledge(
        foods=FoodIndex([*load_builtin_foods(), *imported]),
        exercises=ExerciseIndex(load_builtin_activities()),
    )


def _missing_sqlite_file(url: str) -> bool:
    """True for SQLite in memory or in a file not created yet: neither holds imported foods."""
    path = sqlite_path(url)
    return url.startswith("sqlite") and (path is None or not path.exists())


async def _imported_foods(url: str) -> list[FoodRecord]:
    database = Database(url)
    try:
        async with database.sessionmaker() as session:
            try:
                return await load_imported_foods(session)
            except DBAPIError:  # a database that was never migrated holds no imports
                return []
    finally:
        await database.dispose()
