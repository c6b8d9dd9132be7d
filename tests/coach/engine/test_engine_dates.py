from __future__ import annotations

from datetime import date

import pytest

from fitcoach.coach.engine.dates import find_dates
from fitcoach.coach.engine.numbers import normalise_text

# A Monday, the date the shared evaluation corpora are written against.
TODAY = date(2026, 11, 30)


def _date(text: str, today: date = TODAY) -> date | None:
    found = find_dates(normalise_text(text), today)
    return found[0].value if found else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yesterday", date(2026, 11, 29)),
        ("last night", date(2026, 11, 29)),
        ("the day before yesterday", date(2026, 11, 28)),
        ("3 days ago", date(2026, 11, 27)),
        ("three days ago", date(2026, 11, 27)),
        ("a week ago", date(2026, 11, 23)),
        ("this morning", TODAY),
        ("today", TODAY),
        ("on saturday", date(2026, 11, 28)),
        ("on sunday", date(2026, 11, 29)),
        ("last friday", date(2026, 11, 27)),
        ("on sat", date(2026, 11, 28)),
        ("Nov 28", date(2026, 11, 28)),
        ("28th November", date(2026, 11, 28)),
        ("november 3rd", date(2026, 11, 3)),
        ("2026-11-20", date(2026, 11, 20)),
    ],
)
def test_date_phrases_resolve_against_today(text: str, expected: date) -> None:
    assert _date(text) == expected


def test_a_weekday_named_on_that_weekday_means_a_week_ago() -> None:
    assert _date("on monday") == date(2026, 11, 23)


@pytest.mark.parametrize("text", ["Dec 3", "December 25th", "2026-12-24"])
def test_a_date_that_looks_ahead_resolves_to_its_past_occurrence(text: str) -> None:
    resolved = _date(text)
    assert resolved is not None
    assert resolved <= TODAY
    assert resolved.year == 2025


def test_sat_as_a_verb_is_not_a_saturday() -> None:
    assert _date("I sat down and ate a pear") is None


def test_no_date_phrase_gives_nothing() -> None:
    assert _date("two eggs") is None
