"""Calorie-burn math: pure functions over catalog activities.

Energy expenditure follows the 2024 Adult Compendium of Physical Activities (Herrmann SD et
al., J Sport Health Sci 2024): one MET is about 1 kcal per kilogram of body weight per hour,
so kcal = MET x kg x hours.
"""

from __future__ import annotations

from fitcoach.exercise.catalog import Activity, SpeedMet

# The weight assumed when the user has not recorded one: the Compendium's
# 1 MET ~ 1 kcal/kg/h convention is usually illustrated for a 70 kg adult.
DEFAULT_WEIGHT_KG: float = 70.0

_MINUTES_PER_HOUR = 60.0


def speed_kmh(*, duration_minutes: float, distance_km: float) -> float:
    # Multiplied before dividing: a duration so short that it underflows to zero hours ("5e-324 minutes")
    # still gives a (huge) speed, not a ZeroDivisionError.
    return distance_km * _MINUTES_PER_HOUR / duration_minutes


def speed_row_for(
    activity: Activity, *, duration_minutes: float | None, distance_km: float | None
) -> SpeedMet | None:
    """The compendium speed row matching the session's average speed, if pace tells one."""
    if not activity.speed_mets or duration_minutes is None or distance_km is None:
        return None
    if duration_minutes <= 0 or distance_km <= 0:
        return None
    speed = speed_kmh(duration_minutes=duration_minutes, distance_km=distance_km)
    # Rows ascend and the first starts at 0 km/h, so the last row already reached is the match.
    reached = [row for row in activity.speed_mets if speed >= row.min_speed_kmh]
    return reached[-1]


def met_for(activity: Activity, *, duration_minutes: float | None, distance_km: float | None) -> float:
    """The MET for one logged session.

    With both distance and time, activities that carry compendium speed rows (running,
    walking, cycling, swimming...) use the row for the session's average speed; otherwise
    the activity's typical MET applies.
    """
    row = speed_row_for(activity, duration_minutes=duration_minutes, distance_km=distance_km)
    return row.met if row else activity.met


def calories_burned(met: float, weight_kg: float | None, duration_minutes: float) -> float:
    """kcal = MET x kg x hours; the default weight stands in when none is known."""
    if met < 0 or duration_minutes < 0:
        raise ValueError("MET and duration must not be negative")
    weight = weight_kg if weight_kg and weight_kg > 0 else DEFAULT_WEIGHT_KG
    return met * weight * duration_minutes / _MINUTES_PER_HOUR
