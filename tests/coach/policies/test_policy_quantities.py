from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fitcoach.coach.policies.dates import weeks_until
from fitcoach.coach.policies.quantities import (
    Period,
    Unit,
    extract_quantities,
    parse_number,
)
from fitcoach.coach.policies.text import normalise
from fitcoach.core.units import KG_PER_LB

TODAY = date(2026, 11, 30)


def quantities(text: str) -> list[tuple[float, Unit]]:
    return [(q.low, q.unit) for q in extract_quantities(normalise(text), TODAY)]


def test_kilograms_are_not_read_as_pounds() -> None:
    assert quantities("I weigh 80 kg") == [(80.0, Unit.KG)]


def test_pounds_are_converted_to_kilograms() -> None:
    [(value, unit)] = quantities("lose 3 pounds")
    assert unit is Unit.KG
    assert value == pytest.approx(3 * KG_PER_LB)


def test_decimal_is_read_whole_not_as_its_fraction() -> None:
    assert quantities("lose 1.5 kg a week") == [(1.5, Unit.KG)]


def test_unit_glued_to_the_number_is_read() -> None:
    assert quantities("5kg and 1000kcal") == [(5.0, Unit.KG), (1000.0, Unit.KCAL)]


def test_thousands_separator_is_read() -> None:
    assert quantities("a 1,200 calorie target") == [(1200.0, Unit.KCAL)]


def test_bare_number_without_unit_is_not_a_quantity() -> None:
    assert quantities("my target of 150") == []


def test_grams_are_not_calories() -> None:
    assert quantities("a 150 g protein target") == [(150.0, Unit.GRAM)]


def test_kilojoules_are_converted_to_kcal() -> None:
    [(value, unit)] = quantities("5000 kJ")
    assert unit is Unit.KCAL
    assert value == pytest.approx(1195, abs=1)


def test_word_numbers_and_stone_are_read() -> None:
    [(value, _)] = quantities("two stone")
    assert value == pytest.approx(12.7, abs=0.01)
    assert quantities("twelve hundred calories") == [(1200.0, Unit.KCAL)]


def test_range_keeps_both_ends() -> None:
    [quantity] = extract_quantities("1-2 kg a week", TODAY)
    assert (quantity.low, quantity.high) == (1.0, 2.0)
    assert quantity.per_week == (1.0, 2.0)


@pytest.mark.parametrize(
    ("text", "period"),
    [("900 kcal a day", Period.DAY), ("2 lb per week", Period.WEEK), ("4 kg/month", Period.MONTH)],
)
def test_rate_period_is_recognised(text: str, period: Period) -> None:
    [quantity] = extract_quantities(text, TODAY)
    assert quantity.period is period


def test_span_in_a_month_becomes_weekly_rate() -> None:
    [quantity] = extract_quantities("10 kg in a month", TODAY)
    assert quantity.per_week is not None
    assert quantity.per_week[0] == pytest.approx(2.3, abs=0.01)


def test_every_n_days_becomes_weekly_rate() -> None:
    [quantity] = extract_quantities("1 kg every 3 days", TODAY)
    assert quantity.per_week == pytest.approx((7 / 3, 7 / 3))


def test_deadline_is_measured_from_today() -> None:
    [december] = extract_quantities("20 lbs by christmas", TODAY)
    [june] = extract_quantities("20 lbs by christmas", date(2026, 6, 1))
    assert december.per_week is not None
    assert june.per_week is not None
    assert december.per_week[0] == pytest.approx(20 * KG_PER_LB / (25 / 7))
    assert june.per_week[0] < 0.5


@pytest.mark.parametrize(
    ("tail", "days"),
    [
        ("by thanksgiving", 360),  # 26 Nov 2026 has passed; next is 25 Nov 2027
        ("by easter", 118),  # 28 Mar 2027
        ("by june 15", 197),
        ("before the 1st of january", 32),
        ("by friday", 4),
        ("by the end of the month", 1),
    ],
)
def test_deadlines_resolve_to_the_right_day(tail: str, days: int) -> None:
    weeks = weeks_until(f" {tail}", TODAY)
    assert weeks == pytest.approx(days / 7)


def test_unknown_deadline_gives_no_rate() -> None:
    assert weeks_until(" by my wedding", TODAY) is None


@given(st.text())
def test_extraction_never_raises(text: str) -> None:
    extract_quantities(normalise(text), TODAY)


@given(st.from_regex(r"[0-9 ,.k\-]{0,12}(kg|lb|kcal|cal|stone|g)? ?(a|per|in|by|every)? ?[a-z0-9 ]{0,12}"))
def test_extraction_never_raises_on_quantity_like_text(text: str) -> None:
    extract_quantities(text, TODAY)


@given(st.text(max_size=20))
def test_parse_number_never_raises(token: str) -> None:
    parse_number(token)
