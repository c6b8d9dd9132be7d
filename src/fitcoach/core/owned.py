"""Owner scoping in one place: rows are fetched and deleted only through their owner's id."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.errors import EntryNotFound

Row = TypeVar("Row")


async def get_owned(session: AsyncSession, model: type[Row], *, user_id: int, row_id: int) -> Row:
    """The row if it belongs to the user; another user's row is indistinguishable from a missing one."""
    table: Any = model
    row = (
        await session.execute(select(model).where(table.id == row_id, table.user_id == user_id))
    ).scalar_one_or_none()
    if row is None:
        raise EntryNotFound(f"No {_label(model)} with id {row_id}.")
    return row


async def delete_owned(session: AsyncSession, model: type[Any], *, user_id: int, row_id: int) -> None:
    result: Any = await session.execute(delete(model).where(model.id == row_id, model.user_id == user_id))
    if not result.rowcount:
        raise EntryNotFound(f"No {_label(model)} with id {row_id}.")


def _label(model: type[Any]) -> str:
    return str(model.__tablename__).replace("_", " ").rstrip("s")
