from __future__ import annotations

import pytest

from fitcoach.coach.engine.items import read_food_phrase


@pytest.mark.parametrize(
    ("clause", "quantity", "unit", "name"),
    [
        ("16 fl oz diet coke", 16.0, "fl_oz", "diet coke"),
        ("12 fluid ounces of orange juice", 12.0, "fl_oz", "orange juice"),
        ("8 fluid ounce milk", 8.0, "fl_oz", "milk"),
        # The portion table's "cup container" is one container (a yogurt cup), not a cup measure.
        ("a cup container of yogurt", 1.0, "container", "yogurt"),
    ],
)
def test_two_word_units_are_read_as_one(clause: str, quantity: float, unit: str, name: str) -> None:
    phrase = read_food_phrase(clause)
    assert phrase is not None
    assert (phrase.quantity, phrase.unit, phrase.name) == (quantity, unit, name)


def test_a_clause_read_twice_reads_the_same() -> None:
    # Read once to test for water and once as food: the second read is the cached first.
    assert read_food_phrase("2 glasses of water") is read_food_phrase("2 glasses of water")


@pytest.mark.parametrize(
    ("clause", "size", "name"),
    [
        ("a baked medium chocolate chip cookie", "medium", "baked chocolate chip cookie"),
        ("a soft small roll", "small", "soft roll"),
        # The size of a part names a kind of the food, not its amount.
        ("a cheesy medium crust pizza", None, "cheesy medium crust pizza"),
    ],
)
def test_a_size_after_a_describing_word_still_sizes_the_food(
    clause: str, size: str | None, name: str
) -> None:
    phrase = read_food_phrase(clause)
    assert phrase is not None
    # With no other measure said, the size is the portion ("a medium cookie").
    assert (phrase.unit, phrase.name) == (size, name)


@pytest.mark.parametrize(
    ("clause", "quantity", "name"),
    [
        ("a footlong chicken club sandwich", 2.0, "chicken club sandwich"),
        ("a foot long frankfurter", 2.0, "frankfurter"),
        ("2 footlong subs", 4.0, "subs"),
    ],
)
def test_a_footlong_is_two_six_inch_items(clause: str, quantity: float, name: str) -> None:
    phrase = read_food_phrase(clause)
    assert phrase is not None
    assert (phrase.quantity, phrase.name) == (quantity, name)


def test_footlong_alone_stays_the_name() -> None:
    phrase = read_food_phrase("a footlong")
    assert phrase is not None
    assert (phrase.quantity, phrase.name) == (1.0, "footlong")
