from __future__ import annotations

import pytest

from fitcoach.coach.engine.numbers import format_number, normalise_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("two eggs", "2 eggs"),
        ("twenty five minutes", "25 minutes"),
        ("twenty-five minutes", "25 minutes"),
        ("one hundred and twenty grams", "120 grams"),
        ("a dozen eggs", "12 eggs"),
        ("half a dozen eggs", "6 eggs"),
        ("a couple of slices", "2 slices"),
        ("a few crackers", "3 crackers"),
        ("1/2 cup oats", "0.5 cup oats"),
        ("1 1/2 cups", "1.5 cups"),
        ("½ cup", "0.5 cup"),
        ("1½ cups", "1.5 cups"),
        ("1 ½ cups", "1.5 cups"),
        ("2⅓ cups flour", "2.333 cups flour"),
        ("¾ cup and ⅛ tsp", "0.75 cup and 0.125 tsp"),
        ("half a cup", "0.5 cup"),
        ("half an hour", "0.5 hour"),
        ("half of a stuffed pepper", "0.5 stuffed pepper"),
        ("one half of a canned pear", "0.5 canned pear"),
        ("an hour and a half", "1.5 hour"),
        ("one and a half bananas", "1.5 bananas"),
        ("two and a half cups", "2.5 cups"),
        ("three quarters of a cup", "0.75 of a cup"),
        ("150g chicken", "150 g chicken"),
        ("12,000 steps", "12000 steps"),
        ("70,5 kg", "70.5 kg"),
        ("Nov 28", "nov 28"),
    ],
)
def test_amounts_are_written_in_digits(text: str, expected: str) -> None:
    assert normalise_text(text) == expected


def test_blood_pressure_is_not_read_as_a_fraction() -> None:
    assert normalise_text("bp 120/80") == "bp 120 / 80"


def test_iso_dates_stay_one_token() -> None:
    assert normalise_text("on 2026-11-28") == "on 2026/11/28"


def test_control_characters_and_other_scripts_do_not_break_cleaning() -> None:
    assert normalise_text("\x00\x07 2 яйца 🍳 卵") == "2 яйца 🍳 卵"


@pytest.mark.parametrize(("value", "text"), [(2.0, "2"), (2.5, "2.5"), (1 / 3, "0.333"), (0.0, "0")])
def test_numbers_print_without_trailing_zeros(value: float, text: str) -> None:
    assert format_number(value) == text
