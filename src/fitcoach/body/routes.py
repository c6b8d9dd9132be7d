"""Water, check-in measurements and custom measurements."""

from __future__ import annotations

from fastapi import APIRouter, status

from fitcoach.api.deps import CurrentUser, DbSession, RowIdPath
from fitcoach.body import service
from fitcoach.body.models import CheckInMeasurement, CustomMeasurement, WaterIntake
from fitcoach.body.schemas import (
    CustomMeasurementCreate,
    CustomMeasurementRead,
    MeasurementsRead,
    MeasurementsUpdate,
    WaterAdd,
    WaterRead,
)
from fitcoach.core.owned import delete_owned

router = APIRouter(tags=["check-ins"])


@router.post("/water", status_code=status.HTTP_201_CREATED)
async def add_water(body: WaterAdd, me: CurrentUser, session: DbSession) -> WaterRead:
    """Add water to a day's total (``ml`` or ``glasses`` of the user's glass size)."""
    return await service.add_water(
        session,
        user_id=me.user.id,
        prefs=me.preferences,
        today=me.today,
        ml=body.ml,
        glasses=body.glasses,
        entry_date=body.entry_date,
    )


@router.delete("/water/{entry_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_water(entry_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Remove a day's water record."""
    await delete_owned(session, WaterIntake, user_id=me.user.id, row_id=entry_id)


@router.post("/measurements", status_code=status.HTTP_201_CREATED)
async def record_measurements(
    body: MeasurementsUpdate, me: CurrentUser, session: DbSession
) -> MeasurementsRead:
    """Record the day's weight, neck, waist, hips or steps; fields not given keep their value."""
    return await service.record_measurements(
        session, user_id=me.user.id, prefs=me.preferences, today=me.today, update=body
    )


@router.delete("/measurements/{entry_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_measurements(entry_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Remove a day's check-in measurements."""
    await delete_owned(session, CheckInMeasurement, user_id=me.user.id, row_id=entry_id)


@router.post("/custom-measurements", status_code=status.HTTP_201_CREATED)
async def record_custom_measurement(
    body: CustomMeasurementCreate, me: CurrentUser, session: DbSession
) -> CustomMeasurementRead:
    """Record a custom measurement (sleep, resting heart rate…); its category is made on first use."""
    return await service.record_custom_measurement(session, user_id=me.user.id, today=me.today, create=body)


@router.delete("/custom-measurements/{entry_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_custom_measurement(entry_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Remove one custom measurement value."""
    await delete_owned(session, CustomMeasurement, user_id=me.user.id, row_id=entry_id)
