"""Pace-aware MET selection and calorie maths."""

import pytest

from fitcoach.exercise.burn import DEFAULT_WEIGHT_KG, calories_burned, met_for, speed_row_for
from fitcoach.exercise.catalog import Activity, load_builtin_activities


def activity(key: str) -> Activity:
    return next(a for a in load_builtin_activities() if a.key == key)


def test_walking_5_km_in_an_hour_uses_the_moderate_pace_row() -> None:
    # 5 km/h = 3.1 mph: compendium 17190 "Walking, 2.8 to 3.4 mph, level, moderate pace".
    row = speed_row_for(activity("walking"), duration_minutes=60, distance_km=5)
    assert row is not None
    assert (row.compendium_code, row.met) == ("17190", 3.8)


def test_running_10_km_in_50_minutes_uses_the_7_5_mph_row() -> None:
    # 12 km/h = 7.46 mph, nearest the compendium's 7.5 mph row (12080).
    assert met_for(activity("running"), duration_minutes=50, distance_km=10) == 11.8


def test_running_10_km_in_55_minutes_uses_the_6_7_mph_row() -> None:
    # 10.9 km/h = 6.78 mph: compendium 12060 "Running, 6.7 mph (9 min/mile)".
    assert met_for(activity("running"), duration_minutes=55, distance_km=10) == 10.5


def test_faster_running_never_lowers_the_met() -> None:
    running = activity("running")
    mets = [met_for(running, duration_minutes=60, distance_km=km) for km in range(5, 25)]
    assert mets == sorted(mets)


def test_a_duration_too_short_to_measure_in_hours_gives_the_fastest_row() -> None:
    # 5e-324 minutes is above zero but underflows to 0.0 hours; schemathesis sent it to the API.
    running = activity("running")
    assert speed_row_for(running, duration_minutes=5e-324, distance_km=1) == running.speed_mets[-1]


def test_cycling_at_25_kmh_uses_the_14_to_16_mph_row() -> None:
    # 25 km/h = 15.5 mph: compendium 01040 "Bicycling, 14-15.9 mph".
    assert met_for(activity("cycling"), duration_minutes=60, distance_km=25) == 10.0


def test_swimming_1500_m_in_30_minutes_uses_the_medium_crawl_row() -> None:
    # 50 m/min = 54.7 yd/min: compendium 18290 "Swimming, crawl, medium speed, ~50 yards/minute".
    assert met_for(activity("swimming"), duration_minutes=30, distance_km=1.5) == 8.0


def test_very_slow_running_falls_to_the_slowest_row() -> None:
    assert met_for(activity("running"), duration_minutes=120, distance_km=5) == 6.5


@pytest.mark.parametrize(
    ("minutes", "km"), [(None, 5.0), (30.0, None), (None, None), (0.0, 5.0), (30.0, 0.0)]
)
def test_without_a_usable_pace_the_typical_met_applies(minutes: float | None, km: float | None) -> None:
    running = activity("running")
    assert met_for(running, duration_minutes=minutes, distance_km=km) == running.met


def test_activity_without_speed_rows_ignores_distance() -> None:
    yoga = activity("yoga")
    assert met_for(yoga, duration_minutes=60, distance_km=3) == yoga.met


def test_calories_are_met_times_kg_times_hours() -> None:
    assert calories_burned(8.0, 80.0, 90) == pytest.approx(8.0 * 80.0 * 1.5)


def test_calories_use_70_kg_when_weight_is_unknown() -> None:
    assert DEFAULT_WEIGHT_KG == 70.0
    assert calories_burned(10.0, None, 30) == pytest.approx(350.0)


def test_zero_minutes_burn_nothing() -> None:
    assert calories_burned(10.0, 70.0, 0) == 0.0


def test_negative_duration_is_rejected() -> None:
    with pytest.raises(ValueError, match="negative"):
        calories_burned(5.0, 70.0, -10)
