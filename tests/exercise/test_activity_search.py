"""Fuzzy activity search: verb forms, typos, phrases, the user's own activities first."""

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fitcoach.exercise.catalog import (
    Activity,
    ExerciseIndex,
    UserActivities,
    load_builtin_activities,
    normalize_activity_text,
)


@cache
def index() -> ExerciseIndex:
    return ExerciseIndex(load_builtin_activities())


def best_key(query: str, user_activities: tuple[Activity, ...] = ()) -> str | None:
    match = index().best(query, user_activities=UserActivities(user_activities))
    return match.activity.key if match else None


def make_user_activity(name: str, *aliases: str, met: float = 6.0) -> Activity:
    return Activity(
        key=f"user-{name.lower().replace(' ', '-')}", name=name, aliases=aliases, met=met,
        compendium_code=None, category="other", source="user", id=1, user_id=7,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("ran", "running"), ("running", "running"), ("jogged", "jogging"), ("biked", "cycling"),
        ("cycled", "cycling"), ("swam", "swimming"), ("hiked", "hiking"), ("walked", "walking"),
        ("lifted weights", "strength_training"), ("rowed", "rowing_machine"), ("danced", "dancing"),
    ],
)  # fmt: skip
def test_verb_forms_find_their_activity(query: str, key: str) -> None:
    match = index().best(query)
    assert match is not None
    assert match.activity.key == key
    assert match.confident


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("runing", "running"), ("swimmming", "swimming"), ("cyclign", "cycling"), ("hicking", "hiking"),
        ("basketbal", "basketball"), ("spinn class", "spin_class"), ("pilatez", "pilates"),
        ("elipticle", "elliptical"), ("socer practice", "soccer"),
    ],
)  # fmt: skip
def test_typos_find_their_activity(query: str, key: str) -> None:
    assert best_key(query) == key


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("45 min bike ride", "cycling"), ("an hour of yoga", "yoga"), ("played soccer", "soccer"),
        ("did 30 minutes on the elliptical", "elliptical"), ("went for a walk", "walking"),
        ("walk the dog", "walking_dog"), ("took the stairs", "stair_climbing"),
        ("rode my bike to work", "cycling_commute"), ("tennis with dad", "tennis"),
        ("kayaking on the lake", "kayaking"), ("strength training", "strength_training"),
        ("swim laps", "swimming"), ("hot yoga", "yoga_hot"), ("breaststroke", "swimming_breaststroke"),
    ],
)  # fmt: skip
def test_phrases_find_their_activity(query: str, key: str) -> None:
    match = index().best(query)
    assert match is not None
    assert (match.activity.key, match.confident) == (key, True)


@pytest.mark.parametrize("query", ["pizza", "eggs", "rest day", "meeting", "coffee", "nap"])
def test_words_that_are_not_activities_are_never_confident(query: str) -> None:
    match = index().best(query)
    assert match is None or not match.confident


def test_a_word_shared_with_a_longer_name_is_not_confident() -> None:
    match = index().best("water")
    assert match is not None
    assert not match.confident


def test_typo_keeps_its_first_letter() -> None:
    # "runing" is as close to "pruning" (hedge trimming) as to "running" letter by letter.
    matches = index().search("runing", limit=2)
    assert matches[0].activity.key == "running"
    assert not matches[1].confident


def test_scores_are_on_a_0_to_100_scale_best_first() -> None:
    matches = index().search("cycling", limit=5)
    scores = [match.score for match in matches]
    assert scores[0] == 100.0
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 <= score <= 100.0 for score in scores)


def test_limit_caps_the_results() -> None:
    assert len(index().search("swimming", limit=3)) == 3


def test_empty_query_finds_nothing() -> None:
    assert index().search("   ") == []


def test_user_activity_comes_first_when_it_matches() -> None:
    mine = make_user_activity("Morning run with Rex", "run with rex")
    matches = index().search("morning run with rex", user_activities=UserActivities([mine]))
    assert matches[0].activity is mine
    assert matches[1].activity.key == "running"


def test_user_activity_beats_an_equally_good_builtin() -> None:
    mine = make_user_activity("Yoga")
    match = index().best("yoga", user_activities=UserActivities([mine]))
    assert match is not None
    assert match.activity.source == "user"


def test_weak_user_match_does_not_push_aside_an_exact_builtin() -> None:
    mine = make_user_activity("Running club social")
    match = index().best("swimming", user_activities=UserActivities([mine]))
    assert match is not None
    assert match.activity.key == "swimming"


def test_a_repeated_query_is_answered_from_the_cache() -> None:
    fresh = ExerciseIndex(load_builtin_activities())
    first = fresh.search("went for a run")
    assert fresh.search("Went for a 5 km RUN!") is first  # the same activity words, the same answer
    assert fresh.search("went for a run", limit=1) == first[:1]


def test_normalisation_drops_filler_and_amounts() -> None:
    assert normalize_activity_text("Went for a 5 km RUN!") == "run"
    assert normalize_activity_text("did 45 mins of yoga") == "yoga"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_text_searches_without_error(query: str) -> None:
    matches = index().search(query, limit=3)
    assert len(matches) <= 3
    assert all(0.0 <= match.score <= 100.0 for match in matches)
