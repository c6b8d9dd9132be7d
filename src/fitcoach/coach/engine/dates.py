"""Dates and times of day in a normalised message, resolved against the user's today.

A logged date is never in the future: a phrase that could point forward ("on saturday", "Dec 3" said
on Nov 30) means its most recent past occurrence. Text must come from `numbers.normalise_text`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

WEEKDAYS = {
    "monday": 0,
    "tuesday": 1,
    "wednesday": 2,
    "thursday": 3,
    "friday": 4,
    "saturday": 5,
    "sunday": 6,
}
# Short forms only count after "on"/"last" ("I sat down" is not a Saturday).
WEEKDAY_ABBREVIATIONS = {
    "mon": 0,
    "tue": 1,
    "tues": 1,
    "wed": 2,
    "thu": 3,
    "thur": 3,
    "thurs": 3,
    "fri": 4,
    "sat": 5,
    "sun": 6,
}
MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}

_DAY_PARTS = r"(?:morning|afternoon|evening|night|noon|lunch|breakfast|dinner)"
_ORDINAL = r"(?: ?(?:st|nd|rd|th))?"
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_WEEKDAY = "|".join(WEEKDAYS)
_WEEKDAY_SHORT = "|".join(sorted(WEEKDAY_ABBREVIATIONS, key=len, reverse=True))


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date phrase found at text[start:end], resolved to `value`."""

    start: int
    end: int
    value: date


def _days_back(today: date, days: int) -> date:
    return today - timedelta(days=days)


def _past_weekday(today: date, weekday: int) -> date:
    # The most recent such weekday strictly before today: "on monday" said on a Monday is a week ago.
    back = (today.weekday() - weekday) % 7 or 7
    return today - timedelta(days=back)


def _past_month_day(today: date, month: int, day: int, year: int | None = None) -> date | None:
    candidate_year = year if year is not None else today.year
    try:
        candidate = date(candidate_year, month, day)
    except ValueError:
        return None
    if candidate > today:
        try:
            candidate = date(candidate_year - 1, month, day)
        except ValueError:
            return None
    return candidate


def _relative(match: re.Match[str], today: date) -> date | None:
    word = match.group(0)
    if word.startswith("the day before yesterday"):
        return _days_back(today, 2)
    if word.startswith(("yesterday", "last night", "last evening")):
        return _days_back(today, 1)
    if word.startswith("last week"):
        return _days_back(today, 7)
    return today


def _ago(match: re.Match[str], today: date) -> date | None:
    count_text, unit = match.group(1), match.group(2)
    count = 1.0 if count_text in ("a", "an") else float(count_text)
    days = count * (7 if unit.startswith("week") else 1)
    if days > 3660:
        return None
    return _days_back(today, int(days))


def _weekday(match: re.Match[str], today: date) -> date | None:
    name = match.group(1)
    weekday = WEEKDAYS.get(name, WEEKDAY_ABBREVIATIONS.get(name))
    return None if weekday is None else _past_weekday(today, weekday)


def _month_first(match: re.Match[str], today: date) -> date | None:
    return _past_month_day(today, MONTHS[match.group(1)], int(match.group(2)))


def _day_first(match: re.Match[str], today: date) -> date | None:
    return _past_month_day(today, MONTHS[match.group(2)], int(match.group(1)))


def _iso(match: re.Match[str], today: date) -> date | None:
    year, month, day = (int(part) for part in match.group(0).split("/"))
    return _past_month_day(today, month, day, year)


def _day_of_month(match: re.Match[str], today: date) -> date | None:
    day = int(match.group(1))
    try:
        candidate = today.replace(day=day)
    except ValueError:
        return None
    if candidate > today:
        previous_month_end = today.replace(day=1) - timedelta(days=1)
        try:
            candidate = previous_month_end.replace(day=day)
        except ValueError:
            return None
    return candidate


_PATTERNS = (
    (
        re.compile(
            r"\b(?:the day before yesterday|yesterday|last night|last evening|last week|today|tonight"
            rf"|this {_DAY_PARTS})\b"
        ),
        _relative,
    ),
    (re.compile(r"\b(a|an|\d+) (days?|weeks?) ago\b"), _ago),
    (re.compile(rf"\b(?:on |last |this past |past )?({_WEEKDAY})s?\b"), _weekday),
    (re.compile(rf"\b(?:on|last) ({_WEEKDAY_SHORT})\b"), _weekday),
    (re.compile(rf"\b(?:on )?({_MONTH}) (\d{{1,2}}){_ORDINAL}\b(?! ?(?:am|pm|:))"), _month_first),
    (re.compile(rf"\b(?:on )?(?:the )?(\d{{1,2}}){_ORDINAL} (?:of )?({_MONTH})\b"), _day_first),
    (re.compile(r"\b\d{4}/\d{1,2}/\d{1,2}\b"), _iso),
    (re.compile(r"\bon the (\d{1,2}) ?(?:st|nd|rd|th)\b"), _day_of_month),
)


def find_dates(text: str, today: date) -> list[DateMention]:
    """Every date phrase in `text`, in reading order, none later than `today`."""
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for pattern, resolve in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(start < t_end and t_start < end for t_start, t_end in taken):
                continue
            value = resolve(match, today)
            if value is None:
                continue
            found.append(DateMention(start, end, min(value, today)))
            taken.append((start, end))
    return sorted(found, key=lambda mention: mention.start)
