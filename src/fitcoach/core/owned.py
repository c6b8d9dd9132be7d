"""Owner scoping in one place: rows are deleted only through their owner's id."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.errors import EntryNotFound


async def delete_owned(session: AsyncSession, model: type[Any], *, user_id: int, row_id: int) -> None:
    """Delete the row if it belongs to the user; another user's row answers like a missing one."""
    result: Any = await session.execute(delete(model).where(model.id == row_id, model.user_id == user_id))
    if not result.rowcount:
        raise EntryNotFound(f"No {_label(model)} with id {row_id}.")


def _label(model: type[Any]) -> str:
    return str(model.__tablename__).replace("_", " ").rstrip("s")
