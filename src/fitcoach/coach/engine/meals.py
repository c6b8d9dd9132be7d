"""Meal types from meal words ("for lunch", "brunch") and times of day ("this morning", "at 1pm")."""

from __future__ import annotations

import re
from dataclasses import dataclass

# Re-exported: the engine speaks the diary's meal types.
from fitcoach.nutrition.schemas import MealType as MealType

MEAL_WORDS = {
    "breakfast": MealType.BREAKFAST,
    "brekkie": MealType.BREAKFAST,
    "brunch": MealType.BREAKFAST,
    "lunch": MealType.LUNCH,
    "luncheon": MealType.LUNCH,
    "dinner": MealType.DINNER,
    "supper": MealType.DINNER,
    "tea time": MealType.SNACK,
    "snack": MealType.SNACK,
    "snacks": MealType.SNACK,
    "dessert": MealType.SNACK,
}
TIME_OF_DAY_WORDS = {
    "this morning": MealType.BREAKFAST,
    "yesterday morning": MealType.BREAKFAST,
    "in the morning": MealType.BREAKFAST,
    "morning": MealType.BREAKFAST,
    "at noon": MealType.LUNCH,
    "midday": MealType.LUNCH,
    "last night": MealType.DINNER,
    "tonight": MealType.DINNER,
    "this evening": MealType.DINNER,
    "in the evening": MealType.DINNER,
    "yesterday evening": MealType.DINNER,
    "night": MealType.DINNER,
    "evening": MealType.DINNER,
}

# Clock hours (24 h, end exclusive) of the usual meal windows: the USDA WWEIA/NHANES "eating occasion"
# analyses place most breakfasts 05:00-10:30, lunches 11:00-14:30 and dinners 17:00-21:30.
BREAKFAST_HOURS = (5.0, 10.75)
LUNCH_HOURS = (11.0, 15.0)
DINNER_HOURS = (17.0, 22.0)

_MEAL_WORD = re.compile(r"\b(" + "|".join(sorted(MEAL_WORDS, key=len, reverse=True)) + r")\b")
_TIME_WORD = re.compile(r"\b(" + "|".join(sorted(TIME_OF_DAY_WORDS, key=len, reverse=True)) + r")\b")
_CLOCK = re.compile(r"\b(?:at|around|about) (\d{1,2})(?: : (\d{2}))? ?(am|pm|a m|p m)?\b")


@dataclass(frozen=True, slots=True)
class MealMention:
    start: int
    end: int
    meal: MealType


def meal_for_hour(hour: float) -> MealType:
    for window, meal in (
        (BREAKFAST_HOURS, MealType.BREAKFAST),
        (LUNCH_HOURS, MealType.LUNCH),
        (DINNER_HOURS, MealType.DINNER),
    ):
        if window[0] <= hour < window[1]:
            return meal
    return MealType.SNACK


def _clock_hour(match: re.Match[str]) -> float | None:
    hour = int(match.group(1))
    minutes = int(match.group(2) or 0)
    suffix = (match.group(3) or "").replace(" ", "")
    if hour > 23 or minutes > 59 or (suffix and not 1 <= hour <= 12):
        return None
    if suffix == "pm" and hour != 12:
        hour += 12
    elif suffix == "am" and hour == 12:
        hour = 0
    elif not suffix and not match.group(2) and hour <= 12:
        # A bare "at 7" is ambiguous; without am/pm only a lunch-time "at 12" or "at 1" is safe to read.
        return {12: 12.0, 1: 13.0}.get(hour)
    return hour + minutes / 60


def find_meals(text: str) -> list[MealMention]:
    """Meal words first; times of day and clock times only where no meal word sits."""
    found = [MealMention(m.start(), m.end(), MEAL_WORDS[m.group(1)]) for m in _MEAL_WORD.finditer(text)]
    for match in _TIME_WORD.finditer(text):
        found.append(MealMention(match.start(), match.end(), TIME_OF_DAY_WORDS[match.group(1)]))
    for match in _CLOCK.finditer(text):
        hour = _clock_hour(match)
        if hour is not None:
            found.append(MealMention(match.start(), match.end(), meal_for_hour(hour)))
    return sorted(found, key=lambda mention: mention.start)


def explicit_meal(text: str) -> MealType | None:
    """The meal a meal word names in `text`, else None."""
    match = _MEAL_WORD.search(text)
    return MEAL_WORDS[match.group(1)] if match else None
