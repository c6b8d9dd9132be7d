"""Exercise slots in a clause: the activity words, the duration and the distance.

"ran 10 km in 55 minutes" -> activity "running", 55 min, 10 km; "45 min bike ride" -> "bike ride", 45 min;
"played soccer for 1.5 hour" -> "soccer", 90 min. Text comes from `numbers.normalise_text`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fitcoach.coach.engine.lexicon import NOT_EXERCISE

# Past and present forms of exercise verbs -> the activity they name.
EXERCISE_VERBS = {
    "ran": "running",
    "run": "running",
    "running": "running",
    "runs": "running",
    "jogged": "jogging",
    "jog": "jogging",
    "jogging": "jogging",
    "walked": "walking",
    "walk": "walking",
    "walking": "walking",
    "strolled": "walking",
    "hiked": "hiking",
    "hike": "hiking",
    "hiking": "hiking",
    "swam": "swimming",
    "swim": "swimming",
    "swimming": "swimming",
    "cycled": "cycling",
    "cycle": "cycling",
    "cycling": "cycling",
    "biked": "cycling",
    "bike": "cycling",
    "biking": "cycling",
    "rode": "cycling",
    "ride": "cycling",
    "rowed": "rowing machine",
    "rowing": "rowing machine",
    "row": "rowing machine",
    "lifted": "strength training",
    "lifting": "strength training",
    "lift": "strength training",
    "danced": "dancing",
    "dancing": "dancing",
    "stretched": "stretching",
    "climbed": "climbing",
    "skied": "skiing",
    "skated": "ice skating",
    "boxed": "boxing",
    "trained": "gym",
    "exercised": "gym",
    "worked out": "gym",
    "work out": "gym",
    "workout": "gym",
    "sprinted": "running",
    "paddled": "kayaking",
    "skipped rope": "jump rope",
}
# Verbs that take the activity as their object: "did yoga", "played tennis", "went for a swim".
CARRIER_VERBS = re.compile(
    r"\b(?:did|done|doing|played|playing|went|go|practiced|practised|took|had|completed|finished|attended)\b"
)
# Past-tense forms: an exercise verb in the past logs even without a duration ("did yoga yesterday").
PAST_FORMS = frozenset(
    {"ran", "jogged", "walked", "strolled", "hiked", "swam", "cycled", "biked", "rode", "rowed", "lifted",
     "danced",
     "stretched", "climbed", "skied", "skated", "boxed", "trained", "exercised", "worked out", "sprinted",
     "paddled", "did", "done", "played", "went", "practiced", "practised", "completed", "finished",
      "attended"}
)  # fmt: skip

_VERB = re.compile(r"\b(" + "|".join(sorted(EXERCISE_VERBS, key=len, reverse=True)) + r")\b")
_HOURS = r"(?:hours?|hrs?|h)"
_MINUTES = r"(?:minutes?|mins?|min|m)"
_DURATION = re.compile(
    rf"\b(?:(?P<h>\d+(?:\.\d+)?|an|a) ?{_HOURS}(?: (?:and )?(?P<hm>\d+)(?: ?{_MINUTES})?)?"
    rf"|(?P<m>\d+(?:\.\d+)?) ?(?:minutes?|mins?|min)(?: (?:and )?(?P<s>\d+) ?(?:seconds?|secs?|s))?)\b"
)
DISTANCE_UNITS = {
    "km": "km",
    "kms": "km",
    "k": "km",
    "kilometer": "km",
    "kilometers": "km",
    "kilometre": "km",
    "kilometres": "km",
    "mi": "mi",
    "mile": "mi",
    "miles": "mi",
    "m": "m",
    "meter": "m",
    "meters": "m",
    "metre": "m",
    "metres": "m",
    "laps": "laps",
}
_DISTANCE = re.compile(
    r"\b(?P<value>\d+(?:\.\d+)?) ?(?P<unit>"
    + "|".join(sorted(DISTANCE_UNITS, key=len, reverse=True))
    + r")\b"
)
# The length of one swimming-pool lap: a 25 m short-course pool (FINA/World Aquatics standard length).
POOL_LAP_METRES = 25.0
_ACTIVITY_FILLER = re.compile(
    r"\b(?:i|we|my|the|a|an|some|for|in|of|at|on|around|about|today|this|that|with|then|just|also|and|"
    r"session|workout|minutes?|mins?|min|hours?|hrs?|h|km|k|mi|miles?|meters?|metres?|m|total|distance|"
    r"approximately|roughly|nearly|almost|over|under|laps?|did|done|went|go|had|took|completed|finished|"
    r"was|were|quick|good|great|long|short|easy|hard|nice|little|bit|got|in|class|outside|today's|km's|"
    r"practiced|practised|attended|played|playing|doing|pace)\b"
)


@dataclass(frozen=True, slots=True)
class ExerciseSlots:
    query: str  # the words naming the activity, verbs turned into activity names
    duration_minutes: float | None
    distance: float | None
    distance_unit: str | None
    has_verb: bool
    past_tense: bool


def read_duration(text: str) -> tuple[float | None, str]:
    """Total minutes said in `text` and the text without them."""
    total = 0.0
    found = False
    for match in _DURATION.finditer(text):
        if match.group("h") is not None:
            hours_text = match.group("h")
            hours = 1.0 if hours_text in ("a", "an") else float(hours_text)
            total += hours * 60 + float(match.group("hm") or 0)
        else:
            total += float(match.group("m")) + float(match.group("s") or 0) / 60
        found = True
    if not found or total <= 0 or total > 24 * 60:
        return None, text
    return round(total, 2), _DURATION.sub(" ", text)


def read_distance(text: str) -> tuple[float | None, str | None, str]:
    match = _DISTANCE.search(text)
    if match is None:
        return None, None, text
    value, unit = float(match.group("value")), DISTANCE_UNITS[match.group("unit")]
    if unit == "laps":
        value, unit = value * POOL_LAP_METRES, "m"
    if value <= 0 or (unit == "km" and value > 500) or (unit == "mi" and value > 300):
        return None, None, text
    return value, unit, text[: match.start()] + " " + text[match.end() :]


def read_exercise(clause: str) -> ExerciseSlots | None:
    """The exercise slots of a clause, or None when an exercise verb is used in another sense."""
    if NOT_EXERCISE.search(clause):
        return None
    duration, rest = read_duration(clause)
    distance, unit, rest = read_distance(rest)
    verbs = _VERB.findall(rest)
    past = any(verb in PAST_FORMS for verb in verbs) or bool(
        (carrier := CARRIER_VERBS.search(rest)) and carrier.group(0) in PAST_FORMS
    )
    words = _VERB.sub(lambda m: " " + EXERCISE_VERBS[m.group(1)] + " ", rest)
    query = " ".join(
        word for word in _ACTIVITY_FILLER.sub(" ", words).split() if any(ch.isalnum() for ch in word)
    )
    return ExerciseSlots(
        query=query,
        duration_minutes=duration,
        distance=distance,
        distance_unit=unit,
        has_verb=bool(verbs),
        past_tense=past,
    )
