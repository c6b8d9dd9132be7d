"""Queries on check-ins, custom measurements and water, all scoped to one user."""

from __future__ import annotations

from datetime import date
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.body.models import CheckInMeasurement, CustomCategory, CustomMeasurement, WaterIntake
from fitcoach.core.upsert import excluded, upsert_returning_id

Row = TypeVar("Row")


async def add_water(session: AsyncSession, *, user_id: int, entry_date: date, ml: float) -> WaterIntake:
    table = WaterIntake.__table__
    row_id = await upsert_returning_id(
        session,
        table,  # type: ignore[arg-type]
        {"user_id": user_id, "entry_date": entry_date, "ml": ml},
        conflict_columns=["user_id", "entry_date"],
        updates={"ml": lambda ex: table.c.ml + ex.ml},
    )
    return await _refreshed(session, WaterIntake, row_id)


async def water_on(session: AsyncSession, *, user_id: int, entry_date: date) -> WaterIntake | None:
    query = select(WaterIntake).where(WaterIntake.user_id == user_id, WaterIntake.entry_date == entry_date)
    return (await session.execute(query)).scalar_one_or_none()


async def upsert_checkin(
    session: AsyncSession, *, user_id: int, entry_date: date, fields: dict[str, Any]
) -> CheckInMeasurement:
    """Set only ``fields`` on the day's check-in row, creating it when missing."""
    row_id = await upsert_returning_id(
        session,
        CheckInMeasurement.__table__,  # type: ignore[arg-type]
        {"user_id": user_id, "entry_date": entry_date, **fields},
        conflict_columns=["user_id", "entry_date"],
        updates={name: excluded(name) for name in fields},
    )
    return await _refreshed(session, CheckInMeasurement, row_id)


async def checkin_on(session: AsyncSession, *, user_id: int, entry_date: date) -> CheckInMeasurement | None:
    query = select(CheckInMeasurement).where(
        CheckInMeasurement.user_id == user_id, CheckInMeasurement.entry_date == entry_date
    )
    return (await session.execute(query)).scalar_one_or_none()


async def checkins_between(
    session: AsyncSession, *, user_id: int, start: date, end: date
) -> list[CheckInMeasurement]:
    query = (
        select(CheckInMeasurement)
        .where(
            CheckInMeasurement.user_id == user_id,
            CheckInMeasurement.entry_date >= start,
            CheckInMeasurement.entry_date <= end,
        )
        .order_by(CheckInMeasurement.entry_date)
    )
    return list((await session.execute(query)).scalars())


async def latest_weigh_in(
    session: AsyncSession, *, user_id: int, on_or_before: date
) -> CheckInMeasurement | None:
    """The most recent check-in on or before the day that has a weight."""
    query = (
        select(CheckInMeasurement)
        .where(
            CheckInMeasurement.user_id == user_id,
            CheckInMeasurement.entry_date <= on_or_before,
            CheckInMeasurement.weight_kg.is_not(None),
        )
        .order_by(CheckInMeasurement.entry_date.desc())
        .limit(1)
    )
    return (await session.execute(query)).scalar_one_or_none()


async def latest_weight_kg(session: AsyncSession, *, user_id: int, on_or_before: date) -> float | None:
    row = await latest_weigh_in(session, user_id=user_id, on_or_before=on_or_before)
    return row.weight_kg if row else None


async def category_named(
    session: AsyncSession, *, user_id: int, name: str, unit: str | None
) -> CustomCategory:
    """The user's custom category of that name, created on first use (race-safe)."""
    row_id = await upsert_returning_id(
        session,
        CustomCategory.__table__,  # type: ignore[arg-type]
        {"user_id": user_id, "name": name, "unit": unit},
        conflict_columns=["user_id", "name"],
        updates={"name": excluded("name")},
    )
    category = await _refreshed(session, CustomCategory, row_id)
    if category.unit is None and unit is not None:
        category.unit = unit
    return category


async def upsert_custom_measurement(
    session: AsyncSession, *, user_id: int, category_id: int, entry_date: date, entry_hour: int, value: float
) -> CustomMeasurement:
    row_id = await upsert_returning_id(
        session,
        CustomMeasurement.__table__,  # type: ignore[arg-type]
        {
            "user_id": user_id,
            "category_id": category_id,
            "entry_date": entry_date,
            "entry_hour": entry_hour,
            "value": value,
        },
        conflict_columns=["user_id", "category_id", "entry_date", "entry_hour"],
        updates={"value": excluded("value")},
    )
    return await _refreshed(session, CustomMeasurement, row_id)


async def custom_measurements_on(
    session: AsyncSession, *, user_id: int, entry_date: date
) -> list[tuple[CustomMeasurement, CustomCategory]]:
    query = (
        select(CustomMeasurement, CustomCategory)
        .join(CustomCategory, CustomCategory.id == CustomMeasurement.category_id)
        .where(CustomMeasurement.user_id == user_id, CustomMeasurement.entry_date == entry_date)
        .order_by(CustomCategory.name, CustomMeasurement.entry_hour)
    )
    return [(m, c) for m, c in (await session.execute(query)).all()]


async def _refreshed(session: AsyncSession, model: type[Row], row_id: int) -> Row:
    # populate_existing: the upsert changed the row behind the identity map's back.
    table: Any = model
    query = select(model).where(table.id == row_id).execution_options(populate_existing=True)
    return (await session.execute(query)).scalar_one()
