"""Check-ins, custom measurements and water: values arrive in the user's units, are stored in base units."""

from __future__ import annotations

from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import UserPreferences
from fitcoach.body import repository
from fitcoach.body.models import CheckInMeasurement, CustomCategory, CustomMeasurement, WaterIntake
from fitcoach.body.schemas import (
    CustomMeasurementCreate,
    CustomMeasurementRead,
    MeasurementsRead,
    MeasurementsUpdate,
    WaterRead,
)
from fitcoach.core.clock import ensure_not_future
from fitcoach.core.units import LengthUnit, WeightUnit, from_cm, from_kg, to_cm, to_kg


def water_view(row: WaterIntake | None, *, entry_date: date, glass_ml: float) -> WaterRead:
    ml = row.ml if row else 0.0
    return WaterRead(
        id=row.id if row else None, date=entry_date, ml=round(ml, 1), glasses=round(ml / glass_ml, 2)
    )


async def add_water(
    session: AsyncSession,
    *,
    user_id: int,
    prefs: UserPreferences,
    today: date,
    ml: float | None = None,
    glasses: float | None = None,
    entry_date: date | None = None,
) -> WaterRead:
    day = ensure_not_future(entry_date or today, today)
    amount = ml if ml is not None else (glasses or 0.0) * prefs.glass_ml
    row = await repository.add_water(session, user_id=user_id, entry_date=day, ml=amount)
    return water_view(row, entry_date=day, glass_ml=prefs.glass_ml)


def measurements_view(
    row: CheckInMeasurement | None, *, entry_date: date, prefs: UserPreferences
) -> MeasurementsRead:
    weight_unit, length_unit = WeightUnit(prefs.weight_unit), LengthUnit(prefs.length_unit)

    def length(cm: float | None) -> float | None:
        return None if cm is None else round(from_cm(cm, length_unit), 1)

    return MeasurementsRead(
        id=row.id if row else None,
        date=entry_date,
        weight=None
        if row is None or row.weight_kg is None
        else round(from_kg(row.weight_kg, weight_unit), 2),
        neck=length(row.neck_cm if row else None),
        waist=length(row.waist_cm if row else None),
        hips=length(row.hips_cm if row else None),
        steps=row.steps if row else None,
        weight_unit=weight_unit.value,
        length_unit=length_unit.value,
    )


async def record_measurements(
    session: AsyncSession, *, user_id: int, prefs: UserPreferences, today: date, update: MeasurementsUpdate
) -> MeasurementsRead:
    day = ensure_not_future(update.entry_date or today, today)
    weight_unit = WeightUnit(update.weight_unit or prefs.weight_unit)
    length_unit = LengthUnit(update.length_unit or prefs.length_unit)
    fields: dict[str, float | int] = {}
    if update.weight is not None:
        fields["weight_kg"] = to_kg(update.weight, weight_unit)
    for name in ("neck", "waist", "hips"):
        value = getattr(update, name)
        if value is not None:
            fields[f"{name}_cm"] = to_cm(value, length_unit)
    if update.steps is not None:
        fields["steps"] = update.steps
    row = await repository.upsert_checkin(session, user_id=user_id, entry_date=day, fields=fields)
    return measurements_view(row, entry_date=day, prefs=prefs)


def custom_view(row: CustomMeasurement, category: CustomCategory) -> CustomMeasurementRead:
    return CustomMeasurementRead(
        id=row.id,
        name=category.name,
        value=row.value,
        unit=category.unit,
        date=row.entry_date,
        entry_hour=row.entry_hour,
    )


async def record_custom_measurement(
    session: AsyncSession, *, user_id: int, today: date, create: CustomMeasurementCreate
) -> CustomMeasurementRead:
    day = ensure_not_future(create.entry_date or today, today)
    name = " ".join(create.name.split()).lower()
    category = await repository.category_named(session, user_id=user_id, name=name, unit=create.unit)
    row = await repository.upsert_custom_measurement(
        session,
        user_id=user_id,
        category_id=category.id,
        entry_date=day,
        entry_hour=create.entry_hour or 0,
        value=create.value,
    )
    return custom_view(row, category)
