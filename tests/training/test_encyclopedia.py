"""The strength exercise encyclopedia: slugs, vocabulary, coverage, equipment and lookup."""

import json
import re
from pathlib import Path

import pytest

from fitcoach.training.encyclopedia import (
    EQUIPMENT,
    MECHANICS,
    MUSCLES,
    PATTERNS,
    can_perform,
    exercises_for,
    exercises_for_muscle,
    find_exercise,
    load_encyclopedia,
    usable_equipment,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
ENCYCLOPEDIA_JSON = REPO_ROOT / "src" / "fitcoach" / "training" / "data" / "strength_exercises.json"
CONTRACT_EQUIPMENT = (
    "barbell dumbbells flat_bench incline_bench adjustable_bench rack cable rope pullup_bar leg_press "
    "leg_extension hamstring_machine calf_machine ab_wheel bodyweight"
)
CONTRACT_MUSCLES = "chest back shoulders quads hamstrings glutes calves biceps triceps core"


def test_vocabularies_match_the_contract() -> None:
    assert set(CONTRACT_EQUIPMENT.split()) == EQUIPMENT
    assert set(CONTRACT_MUSCLES.split()) == MUSCLES


def test_encyclopedia_has_41_exercises_keyed_by_slug() -> None:
    encyclopedia = load_encyclopedia()
    assert len(encyclopedia) == 41
    assert all(slug == exercise.slug for slug, exercise in encyclopedia.items())


@pytest.mark.parametrize(
    "slug", ["barbell-bench-press", "dumbbell-row", "back-squat", "romanian-deadlift", "pull-up", "plank"]
)
def test_well_known_slugs_exist(slug: str) -> None:
    assert slug in load_encyclopedia()


def test_slugs_are_lowercase_kebab_case() -> None:
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", slug) for slug in load_encyclopedia())


def test_every_word_is_from_the_vocabulary() -> None:
    for exercise in load_encyclopedia().values():
        assert exercise.equipment, exercise.slug
        assert exercise.equipment <= EQUIPMENT, exercise.slug
        assert exercise.mechanic in MECHANICS, exercise.slug
        assert exercise.pattern in PATTERNS, exercise.slug
        assert exercise.primary_muscles, exercise.slug
        assert set(exercise.primary_muscles) <= MUSCLES, exercise.slug
        assert set(exercise.secondary_muscles) <= MUSCLES, exercise.slug
        assert not set(exercise.primary_muscles) & set(exercise.secondary_muscles), exercise.slug


def test_bodyweight_is_never_listed_beside_equipment() -> None:
    for exercise in load_encyclopedia().values():
        assert "bodyweight" not in exercise.equipment or exercise.equipment == {"bodyweight"}, exercise.slug


def test_every_pattern_is_trained() -> None:
    assert {exercise.pattern for exercise in load_encyclopedia().values()} == PATTERNS


@pytest.mark.parametrize("muscle", sorted(MUSCLES))
def test_every_muscle_has_several_primary_options(muscle: str) -> None:
    options = exercises_for_muscle(muscle)
    assert len(options) >= 2
    # Options span equipment levels, not one machine repeated.
    assert len({exercise.equipment for exercise in options}) >= 2


def test_bodyweight_only_users_get_a_full_body_set() -> None:
    trained = {muscle for exercise in exercises_for(["bodyweight"]) for muscle in exercise.primary_muscles}
    # Biceps need something to pull on; with only the body they are trained as a secondary mover at best.
    assert trained == MUSCLES - {"biceps"}
    patterns = {exercise.pattern for exercise in exercises_for([])}
    assert {"horizontal_push", "vertical_push", "squat", "hinge", "lunge", "core"} <= patterns


def test_a_pullup_bar_completes_the_bodyweight_set() -> None:
    trained = {muscle for exercise in exercises_for(["pullup_bar"]) for muscle in exercise.primary_muscles}
    assert trained == MUSCLES


def test_an_adjustable_bench_serves_as_flat_and_incline() -> None:
    encyclopedia = load_encyclopedia()
    assert {"flat_bench", "incline_bench", "bodyweight"} <= usable_equipment(["adjustable_bench"])
    assert can_perform(encyclopedia["incline-dumbbell-press"], ["dumbbells", "adjustable_bench"])
    assert not can_perform(encyclopedia["incline-dumbbell-press"], ["dumbbells", "flat_bench"])


def test_a_full_gym_can_perform_everything() -> None:
    assert len(exercises_for(EQUIPMENT)) == 41


def test_aliases_name_one_exercise_each() -> None:
    owners: dict[str, str] = {}
    for exercise in load_encyclopedia().values():
        for label in {text.lower() for text in (exercise.name, *exercise.aliases)}:
            assert owners.setdefault(label, exercise.slug) == exercise.slug, label


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("bench", "barbell-bench-press"), ("RDLs", "romanian-deadlift"), ("pullups", "pull-up"),
        ("Farmer's walk", "farmers-carry"), ("dumbell row", "dumbbell-row"), ("squats", "back-squat"),
        ("overhead press", "overhead-press"), ("lat pull-down", "lat-pulldown"),
    ],
)  # fmt: skip
def test_typed_names_find_their_exercise(text: str, slug: str) -> None:
    exercise = find_exercise(text)
    assert exercise is not None
    assert exercise.slug == slug


@pytest.mark.parametrize("text", ["", "pizza", "went for a run"])
def test_unknown_names_find_nothing(text: str) -> None:
    assert find_exercise(text) is None


def test_reference_names_exist_in_free_exercise_db(shared_dir: Path) -> None:
    free_exercise_db = shared_dir / "data" / "exercises" / "free-exercise-db_exercises.json"
    if not free_exercise_db.is_file():
        pytest.skip("the shared free-exercise-db file is absent")
    known = {entry["name"] for entry in json.loads(free_exercise_db.read_text(encoding="utf-8"))}
    entries = json.loads(ENCYCLOPEDIA_JSON.read_text(encoding="utf-8"))["exercises"]
    references = [entry["free_exercise_db_name"] for entry in entries if "free_exercise_db_name" in entry]
    assert len(references) >= 35
    assert set(references) <= known
