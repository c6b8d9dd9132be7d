"""Engine set-up per kind of database URL."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from fitcoach.core.database import Database

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("url", ["sqlite+aiosqlite://", "sqlite+aiosqlite:///:memory:"])
async def test_an_in_memory_sqlite_database_opens(url: str) -> None:
    # In-memory SQLite uses a StaticPool, which refuses the pool sizes given to a SQLite file.
    database = Database(url)
    try:
        async with database.sessionmaker() as session:
            assert (await session.execute(text("SELECT 1"))).scalar_one() == 1
    finally:
        await database.dispose()
