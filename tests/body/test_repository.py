"""Upserts on body rows: the column default stamps created_at on insert, and a conflict keeps it."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.accounts.service import register
from fitcoach.body import repository
from fitcoach.core.database import Database

pytestmark = pytest.mark.anyio


async def test_an_upsert_stamps_created_at_once(database: Database) -> None:
    async with database.sessionmaker() as session:
        user, _token = await register(session, "upsert-stamp@example.com", "correct horse")
        await session.flush()
        day = date(2026, 11, 30)

        first = await repository.add_water(session, user_id=user.id, entry_date=day, ml=250)
        created = first.created_at
        checkin = await repository.upsert_checkin(
            session, user_id=user.id, entry_date=day, fields={"weight_kg": 80.0}
        )
        checkin_created = checkin.created_at
        second = await repository.add_water(session, user_id=user.id, entry_date=day, ml=250)
        again = await repository.upsert_checkin(
            session, user_id=user.id, entry_date=day, fields={"steps": 9000}
        )

        assert created is not None
        assert checkin_created is not None
        assert (second.id, second.ml, second.created_at) == (first.id, 500, created)
        assert (again.weight_kg, again.steps, again.created_at) == (80.0, 9000, checkin_created)
