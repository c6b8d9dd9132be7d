from __future__ import annotations

import pytest

from fitcoach.coach.engine.estimate import estimate_meal
from fitcoach.coach.engine.knowledge import Knowledge, is_named_by
from fitcoach.nutrition.catalog import normalise_words


def _key(knowledge: Knowledge, name: str) -> str | None:
    match = knowledge.best_food(name)
    return match.food.key if match else None


@pytest.mark.parametrize("name", ["sandwich", "sandwiches", "deli sandwich"])
def test_a_sandwich_without_a_named_filling_is_a_generic_sandwich(knowledge: Knowledge, name: str) -> None:
    # A filling the user did not name (turkey) must not be added by the match.
    assert _key(knowledge, name) == "sandwich"


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("turkey sandwich", "turkey-sandwich"),
        ("egg and cheese sandwich", "egg-and-cheese-sandwich"),
        ("grilled cheese sandwich", "grilled-cheese-sandwich"),
        ("peanut butter and jelly sandwich", "peanut-butter-and-jelly-sandwich"),
    ],
)
def test_a_sandwich_with_a_named_filling_keeps_it(knowledge: Knowledge, name: str, key: str) -> None:
    assert _key(knowledge, name) == key


def test_a_meal_with_a_plain_sandwich_prices_a_generic_sandwich(knowledge: Knowledge) -> None:

    estimate = estimate_meal("For lunch, I had a raw banana and a sandwich.", knowledge=knowledge)
    assert [item.match.food.key for item in estimate.items if item.match] == ["banana", "sandwich"]


def test_a_food_is_named_by_its_own_words_in_any_order(knowledge: Knowledge) -> None:
    match = knowledge.best_food("peanut butter and jelly sandwich")
    assert match is not None
    assert is_named_by(match.food, normalise_words("jelly and peanut butter sandwich"))
    assert not is_named_by(match.food, normalise_words("peanut butter sandwich"))


@pytest.mark.parametrize(
    ("name", "key"),
    [("crunchy fried chicken breast", "fried-chicken"), ("chicken breast", "chicken-breast-cooked")],
)
def test_a_frying_word_said_of_a_food_picks_the_fried_food(knowledge: Knowledge, name: str, key: str) -> None:
    # Frying adds a floured coating, so "fried chicken breast" is not the plain roasted breast.
    assert _key(knowledge, name) == key


@pytest.mark.parametrize(("name", "key"), [("hard white roll", "hard-roll"), ("white roll", "dinner-roll")])
def test_a_hard_roll_is_not_a_soft_dinner_roll(knowledge: Knowledge, name: str, key: str) -> None:
    assert _key(knowledge, name) == key
