"""A person's data, all of it, as JSON: every table with a ``user_id`` column, minus secrets."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import User
from fitcoach.core.database import Base

# Credentials are not the user's content; exporting them would only widen a leak.
SECRET_COLUMNS = frozenset({"password_hash", "token_hash", "api_key_encrypted", "response_body"})
SKIPPED_TABLES = frozenset({"idempotency_keys"})


def _jsonable(value: Any) -> Any:
    if isinstance(value, date | datetime):
        return value.isoformat()
    if isinstance(value, bytes):
        return None
    return value


async def export_user_data(session: AsyncSession, user: User) -> dict[str, Any]:
    data: dict[str, Any] = {
        "user": {"id": user.id, "email": user.email, "created_at": _jsonable(user.created_at)}
    }
    for table in Base.metadata.sorted_tables:
        if "user_id" not in table.c or table.name in SKIPPED_TABLES:
            continue
        columns = [c for c in table.c if c.name not in SECRET_COLUMNS]
        rows = await session.execute(select(*columns).where(table.c.user_id == user.id))
        data[table.name] = [{k: _jsonable(v) for k, v in row._mapping.items()} for row in rows]
    return data
