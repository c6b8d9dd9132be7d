from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fitcoach.coach.policies.dates import weeks_until
from fitcoach.coach.policies.quantities import (
    Period,
    Quantity,
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
        ("by the end of next month", 31),  # 31 December
    ],
)
def test_deadlines_resolve_to_the_right_day(tail: str, days: int) -> None:
    weeks = weeks_until(f" {tail}", TODAY)
    assert weeks == pytest.approx(days / 7)


def test_unknown_deadline_gives_no_rate() -> None:
    assert weeks_until(" by my wedding", TODAY) is None


def scan(text: str) -> list[Quantity]:
    return extract_quantities(normalise(text), TODAY)


def test_a_weight_written_high_to_low_is_a_change_not_a_range() -> None:
    [change] = scan("from 74 to 68kg in 3 weeks")
    assert (change.low, change.from_weight, change.span_weeks) == (68.0, 74.0, 3.0)
    [amount] = scan("lose 20 to 30 lbs in 3 weeks")
    assert amount.from_weight is None
    assert amount.high == pytest.approx(30 * KG_PER_LB)


@pytest.mark.parametrize(
    "text", ["need to make the 81s from 86 in 3 weeks", "gotta go from 86 into the -81kg category in 3 weeks"]
)
def test_a_weight_class_to_make_from_a_weight_is_a_change(text: str) -> None:
    changes = [quantity for quantity in scan(text) if quantity.from_weight is not None]
    assert [(change.low, change.from_weight, change.span_weeks) for change in changes] == [(81.0, 86.0, 3.0)]


def test_a_span_may_follow_in_the_next_sentence_or_come_before_as_a_goals() -> None:
    [amount] = scan("how do i get 9 kilos off before my rotation ends? 3 weeks left")
    assert amount.span_weeks == 3.0
    [goal] = scan("your goal for the next fortnight is 4 kg")
    assert goal.span_weeks == 2.0


def test_a_change_in_no_named_unit_needs_the_weight_named() -> None:
    [change] = scan("making weight, 78 down to 70 in 10 days")
    assert (change.low, change.from_weight, change.unit_stated) == (70.0, 78.0, False)
    assert scan("resting hr 78 down to 70 in 10 days") == []


def test_a_goal_in_no_named_unit_keeps_the_weight_it_starts_from() -> None:
    [goal] = scan("wrestler, 165 rn and need to be 152 for the match saturday")
    assert (goal.low, goal.from_weight, goal.unit_stated) == (152.0, 165.0, False)
    assert goal.weeks == pytest.approx(5 / 7)
    # no weight the user is at, nothing to measure the goal from
    assert scan("need to be 152 for the match saturday") == []


def test_a_bare_goal_takes_the_unit_of_the_stated_weight() -> None:
    [_, goal] = scan("I'm 58kg and need to be 52 for the crew weigh-in in three weeks")
    assert (goal.low, goal.unit, goal.weeks) == (52.0, Unit.KG, 3.0)


@pytest.mark.parametrize(
    ("text", "weeks"),
    [
        ("want 12kg gone in january", 31 / 7),
        ("get 15 lb off you this month", 365.25 / 12 / 7),
        ("get 8kg off, i've got a fortnight before the medical", 2.0),
        ("goal 58 kg, deadline is valentine's day", 76 / 7),
        ("goal: 55 kg. date: 1 january", 32 / 7),
        ("weigh-in friday for my boxing bout, need 5 kg off", 4 / 7),
        ("show is in 3 weeks and im still 20 lbs over", 3.0),
        ("need to drop two dress sizes by the 12th, so about 8 kg", 12 / 7),
    ],
)
def test_spans_said_around_an_amount(text: str, weeks: float) -> None:
    [quantity] = scan(text)
    assert quantity.weeks == pytest.approx(weeks)


def test_an_amount_after_a_deadline_without_an_estimate_has_no_span() -> None:
    [quantity] = scan("need to drop a size by the 12th, and squatted 8 kg more than last week")
    assert quantity.weeks is None


@given(st.text())
def test_extraction_never_raises(text: str) -> None:
    extract_quantities(normalise(text), TODAY)


@given(st.from_regex(r"[0-9 ,.k\-]{0,12}(kg|lb|kcal|cal|stone|g)? ?(a|per|in|by|every)? ?[a-z0-9 ]{0,12}"))
def test_extraction_never_raises_on_quantity_like_text(text: str) -> None:
    extract_quantities(text, TODAY)


@given(st.text(max_size=20))
def test_parse_number_never_raises(token: str) -> None:
    parse_number(token)


@pytest.mark.parametrize(
    ("text", "low", "weeks"),
    [
        ("stone in a fortnight, doable?", 14 * KG_PER_LB, 2.0),
        ("6kg to cut in 10 days", 6.0, 10 / 7),
        ("january 1st. 15 pounds. i know i can do it", 15 * KG_PER_LB, 32 / 7),
        ("lose 30 pounds? thinking end of january", 30 * KG_PER_LB, 62 / 7),
    ],
)
def test_bare_units_weight_fillers_and_dates_in_their_own_fragment(
    text: str, low: float, weeks: float
) -> None:
    [quantity] = scan(text)
    assert quantity.low == pytest.approx(low)
    assert quantity.weeks == pytest.approx(weeks)


@pytest.mark.parametrize(
    "text",
    ["kidney stone in a week", "i want to gain stone in a month", "pound the pavement in a week"],
)
def test_a_bare_unit_needs_its_clause_or_a_loss_verb(text: str) -> None:
    assert scan(text) == []


def test_a_calorie_deficit_to_cut_is_no_rate() -> None:
    [quantity] = scan("500 cals to cut a day")
    assert quantity.period is None
