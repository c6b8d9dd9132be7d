"""Getting a database ready: migrate to the current schema, then seed the shipped catalogs."""

from __future__ import annotations

import asyncio

from fitcoach.core.database import Database
from fitcoach.core.migrate import upgrade
from fitcoach.exercise.catalog_store import sync_builtin_activities
from fitcoach.nutrition.catalog_store import sync_builtin_foods


async def seed_catalogs(database: Database) -> None:
    async with database.sessionmaker() as session:
        await sync_builtin_foods(session)
        await sync_builtin_activities(session)
        await session.commit()


def prepare_database(url: str) -> None:
    """What ``serve`` and ``db upgrade`` do first; idempotent and cheap when nothing changed."""
    upgrade(url)

    async def _seed() -> None:
        database = Database(url)
        try:
            await seed_catalogs(database)
        finally:
            await database.dispose()

    asyncio.run(_seed())
