"""Sanity of the curated activity catalog and its compendium citations."""

import csv
from pathlib import Path

import pytest

from fitcoach.exercise.catalog import CATEGORIES, Activity, load_builtin_activities, normalize_activity_text

REPO_ROOT = Path(__file__).resolve().parents[2]
COMPENDIUM_CSV = REPO_ROOT.parent / "shared" / "data" / "compendium" / "adult_compendium_2024_mets.csv"
SPEED_AWARE = ("running", "jogging", "walking", "brisk_walking", "cycling", "swimming")


def by_key() -> dict[str, Activity]:
    return {activity.key: activity for activity in load_builtin_activities()}


def test_catalog_has_at_least_150_activities() -> None:
    assert len(load_builtin_activities()) >= 150


def test_keys_are_unique() -> None:
    keys = [activity.key for activity in load_builtin_activities()]
    assert len(keys) == len(set(keys))


def test_every_category_is_a_known_word() -> None:
    assert {activity.category for activity in load_builtin_activities()} <= CATEGORIES


def test_every_activity_cites_a_code_and_a_plausible_met() -> None:
    for activity in load_builtin_activities():
        assert activity.compendium_code, activity.key
        # The compendium's range runs from 1.0 (lying quietly) to about 23 (fastest running).
        assert 1.0 <= activity.met <= 23.0, activity.key


def test_no_alias_names_two_activities() -> None:
    owners: dict[str, str] = {}
    for activity in load_builtin_activities():
        for label in {normalize_activity_text(text) for text in (activity.name, *activity.aliases)}:
            assert owners.setdefault(label, activity.key) == activity.key, label


@pytest.mark.parametrize(
    ("key", "verb_forms"),
    [
        ("running", {"ran", "running", "run"}),
        ("jogging", {"jogged", "jogging"}),
        ("cycling", {"biked", "cycled", "biking", "cycling"}),
        ("swimming", {"swam", "swimming"}),
        ("hiking", {"hiked", "hiking"}),
        ("walking", {"walked", "walking"}),
        ("strength_training", {"lifted weights", "weight training", "lifting weights"}),
    ],
)
def test_verb_forms_are_aliases(key: str, verb_forms: set[str]) -> None:
    assert verb_forms <= set(by_key()[key].aliases)


@pytest.mark.parametrize("key", SPEED_AWARE)
def test_pace_aware_activities_carry_ascending_speed_rows(key: str) -> None:
    rows = by_key()[key].speed_mets
    assert len(rows) >= 3
    assert rows[0].min_speed_kmh == 0.0
    thresholds = [row.min_speed_kmh for row in rows]
    assert thresholds == sorted(thresholds)
    assert len(set(thresholds)) == len(thresholds)


def test_required_families_are_present() -> None:
    keys = set(by_key())
    required = {
        "running", "jogging", "walking", "hiking", "stair_climbing", "cycling", "stationary_bike",
        "spin_class", "swimming", "swimming_freestyle_slow", "swimming_freestyle_fast",
        "swimming_breaststroke", "swimming_backstroke", "swimming_butterfly", "swimming_leisurely",
        "rowing_machine", "elliptical", "yoga", "pilates", "strength_training", "circuit_training",
        "hiit", "crossfit", "calisthenics", "dancing", "zumba", "aerobics", "soccer", "basketball",
        "tennis", "badminton", "volleyball", "golf", "baseball", "ice_hockey", "rugby", "boxing",
        "martial_arts", "climbing", "skiing", "ice_skating", "surfing", "gardening", "housework",
    }  # fmt: skip
    assert required <= keys


def read_compendium() -> dict[str, float]:
    if not COMPENDIUM_CSV.is_file():
        pytest.skip("the shared 2024 Compendium CSV is absent (../shared is not checked out)")
    with COMPENDIUM_CSV.open(encoding="utf-8") as handle:
        return {row["activity_code"]: float(row["met_value"]) for row in csv.DictReader(handle)}


def test_every_cited_code_exists_in_the_compendium_with_the_same_met() -> None:
    compendium = read_compendium()
    for activity in load_builtin_activities():
        assert activity.compendium_code in compendium, activity.key
        assert compendium[activity.compendium_code] == activity.met, activity.key
        for row in activity.speed_mets:
            assert compendium.get(row.compendium_code) == row.met, (activity.key, row.compendium_code)
