"""Atomic INSERT … ON CONFLICT DO UPDATE, spelled for whichever database is configured.

Both SQLite (3.24+) and PostgreSQL resolve the conflict inside one statement, so concurrent
additions to the same row never lose an update.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Table
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession


async def upsert_returning_id(
    session: AsyncSession,
    table: Table,
    values: dict[str, Any],
    *,
    conflict_columns: list[str],
    updates: dict[str, Any],
) -> int:
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    statement = insert(table).values(**values)
    resolved = {
        name: (value(statement.excluded) if callable(value) else value) for name, value in updates.items()
    }
    statement = statement.on_conflict_do_update(index_elements=conflict_columns, set_=resolved)
    result = await session.execute(statement.returning(table.c.id))
    return int(result.scalar_one())


def excluded(column: str) -> Any:
    """The value the conflicting INSERT proposed for ``column``."""

    def pick(excluded_row: Any) -> ColumnElement[Any]:
        return getattr(excluded_row, column)  # type: ignore[no-any-return]

    return pick
