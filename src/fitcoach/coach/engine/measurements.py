"""Body measurements said in a sentence: weight, neck, waist, hips, steps, and custom ones (sleep, blood
glucose, body fat, heart rate, blood pressure...).

Each reader is a pattern over normalised text (`numbers.normalise_text`) that yields a `Measurement` and
the span it used, so the rest of the clause can be read for other things.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

_NUM = r"(\d+(?:\.\d+)?)"
# Up to four short words between a name and its value: "my waist measures 86 cm", "weight is now 80 kg".
_GAP = r"(?: (?:is|are|was|were|at|of|now|measures|measured|measurement|circumference|size|reading"
_GAP += r"|came in at|=|:|-|about|around|this morning|today|down to|up to|today's|count|level|levels"
_GAP += r"|my|the|i|got))*"


WEIGHT_UNITS = {
    "kg": "kg",
    "kgs": "kg",
    "kilo": "kg",
    "kilos": "kg",
    "kilogram": "kg",
    "kilograms": "kg",
    "lb": "lb",
    "lbs": "lb",
    "pound": "lb",
    "pounds": "lb",
}
LENGTH_UNITS = {
    "cm": "cm",
    "cms": "cm",
    "centimeter": "cm",
    "centimeters": "cm",
    "centimetre": "cm",
    "centimetres": "cm",
    "in": "in",
    "inch": "in",
    "inches": "in",
    '"': "in",
    "mm": "mm",
}
BODY_PARTS = {
    "waist": ("waist", None),
    "neck": ("neck", None),
    "hips": ("hips", None),
    "hip": ("hips", None),
    "chest": ("custom", "chest"),
    "bust": ("custom", "chest"),
    "arm": ("custom", "arm"),
    "arms": ("custom", "arm"),
    "bicep": ("custom", "biceps"),
    "biceps": ("custom", "biceps"),
    "thigh": ("custom", "thigh"),
    "thighs": ("custom", "thigh"),
    "calf": ("custom", "calf"),
    "calves": ("custom", "calf"),
    "forearm": ("custom", "forearm"),
    "belly": ("waist", None),
}
_WEIGHT_UNIT = "(" + "|".join(sorted(WEIGHT_UNITS, key=len, reverse=True)) + r")\b"
_LENGTH_UNIT = (
    "(" + "|".join(sorted((re.escape(u) for u in LENGTH_UNITS), key=len, reverse=True)) + r")(?!\w)"
)
_BODY_PART = "(" + "|".join(sorted(BODY_PARTS, key=len, reverse=True)) + ")"

# Plausible ranges keep "I'm 30" (an age) or "waist 2" out of the diary.
WEIGHT_RANGE = {"kg": (20.0, 400.0), "lb": (45.0, 900.0)}
STEPS_RANGE = (10.0, 200_000.0)
SLEEP_HOURS_RANGE = (0.5, 24.0)


@dataclass(frozen=True, slots=True)
class Measurement:
    """One value: `type` is a standard type or "custom" (then `name` says which)."""

    type: str
    value: float
    unit: str | None = None
    name: str | None = None
    # The second number of a pair, such as the diastolic pressure of "120/80".
    secondary_value: float | None = None


@dataclass(frozen=True, slots=True)
class FoundMeasurement:
    start: int
    end: int
    measurement: Measurement


Reader = Callable[[re.Match[str]], Measurement | None]


def _in_range(value: float, bounds: tuple[float, float]) -> bool:
    return bounds[0] <= value <= bounds[1]


def _weight(match: re.Match[str]) -> Measurement | None:
    value, unit = float(match.group("value")), WEIGHT_UNITS[match.group("unit")]
    return Measurement("weight", value, unit) if _in_range(value, WEIGHT_RANGE[unit]) else None


def _body_part(match: re.Match[str]) -> Measurement | None:
    kind, name = BODY_PARTS[match.group("part")]
    unit_word = match.group("unit")
    unit = LENGTH_UNITS[unit_word] if unit_word else None
    value = float(match.group("value"))
    if value < 5 or value > 300:
        return None
    return Measurement(kind, value, unit, name)


def _steps(match: re.Match[str]) -> Measurement | None:
    value = float(match.group("value")) * (1000 if match.group("thousands") else 1)
    return Measurement("steps", value, "steps") if _in_range(value, STEPS_RANGE) else None


def _sleep(match: re.Match[str]) -> Measurement | None:
    hours = float(match.group("hours") or 0)
    minutes = float(match.group("minutes") or 0)
    value = round(hours + minutes / 60, 2)
    return Measurement("custom", value, "h", "sleep") if _in_range(value, SLEEP_HOURS_RANGE) else None


def _custom(name: str, unit_map: dict[str, str], default_unit: str | None) -> Reader:
    def read(match: re.Match[str]) -> Measurement | None:
        unit_word = (match.groupdict().get("unit") or "").replace(" ", "")
        unit = unit_map.get(unit_word, default_unit) if unit_word else default_unit
        return Measurement("custom", float(match.group("value")), unit, name)

    return read


def _blood_pressure(match: re.Match[str]) -> Measurement | None:
    systolic, diastolic = float(match.group("value")), float(match.group("second"))
    if not (60 <= systolic <= 260 and 30 <= diastolic <= 180):
        return None
    return Measurement("custom", systolic, "mmHg", "blood pressure", secondary_value=diastolic)


_HOURS = (
    r"(?P<hours>\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)(?: (?:and )?(?P<minutes>\d+)(?: ?(?:minutes?|mins?|m))?)?"
)
_GLUCOSE_UNITS = {"mg/dl": "mg/dL", "mg": "mg/dL", "mmol/l": "mmol/L", "mmol": "mmol/L"}

READERS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (
        re.compile(
            rf"\b(?:blood pressure|bp)\b{_GAP} (?P<value>\d{{2,3}}) ?(?:/|over) ?(?P<second>\d{{2,3}})\b"
        ),
        _blood_pressure,
    ),
    (
        re.compile(
            rf"\b(?:blood glucose|blood sugar|glucose|bg|fasting glucose|fasting blood sugar){_GAP} ?"
            rf"{_NUM.replace('(', '(?P<value>', 1)}(?: ?(?P<unit>mg ?/ ?dl|mmol ?/ ?l|mmol|mg))?"
        ),
        lambda m: _custom("blood glucose", _GLUCOSE_UNITS, None)(m),
    ),
    (
        re.compile(
            rf"\b(?:body ?fat|bf)(?: percentage| %)?{_GAP} (?P<value>\d+(?:\.\d+)?) ?(?P<unit>%|percent)?"
            rf"|\b(?P<value2>\d+(?:\.\d+)?) ?(?:%|percent) body ?fat\b"
        ),
        lambda m: Measurement("custom", float(m.group("value") or m.group("value2")), "%", "body fat"),
    ),
    (
        re.compile(
            rf"\b(?:resting heart rate|resting hr|resting pulse"
            rf"|rhr){_GAP} (?P<value>\d{{2,3}})(?: ?(?P<unit>bpm))?"
        ),
        lambda m: Measurement("custom", float(m.group("value")), "bpm", "resting heart rate"),
    ),
    (
        re.compile(rf"\b(?:heart rate|pulse|hr){_GAP} (?P<value>\d{{2,3}}) ?(?P<unit>bpm)"),
        lambda m: Measurement("custom", float(m.group("value")), "bpm", "heart rate"),
    ),
    (
        re.compile(
            rf"\b(?:hrv|heart rate variability){_GAP} (?P<value>\d{{1,3}}(?:\.\d+)?)(?: ?(?P<unit>ms))?"
        ),
        lambda m: Measurement("custom", float(m.group("value")), "ms", "heart rate variability"),
    ),
    (
        re.compile(
            rf"\b(?:body temperature|temperature"
            rf"|temp){_GAP} (?P<value>\d{{2,3}}(?:\.\d+)?) ?(?P<unit>°? ?[cf]\b|degrees)?"
        ),
        lambda m: _temperature(m),
    ),
    (re.compile(rf"\b(?:slept|sleep|sleeping|asleep){_GAP}(?: for| about| around)? {_HOURS}"), _sleep),
    (re.compile(rf"\b{_HOURS} (?:of )?(?:sleep|asleep)\b"), _sleep),
    (
        re.compile(r"\b(?P<value>\d+(?:\.\d+)?) ?(?P<thousands>k)? steps?\b"),
        _steps,
    ),
    (
        re.compile(
            r"\b(?:steps?|step count)(?: today)?(?: :| was| is"
            r"| =)? (?P<value>\d+(?:\.\d+)?)(?P<thousands> ?k)?\b"
        ),
        _steps,
    ),
    (
        re.compile(
            rf"\b{_BODY_PART.replace('(', '(?P<part>', 1)}{_GAP} (?P<value>\d+(?:\.\d+)?)"
            rf" ?(?:{_LENGTH_UNIT.replace('(', '(?P<unit>', 1)})?"
        ),
        _body_part,
    ),
    (
        re.compile(
            rf"\b(?P<value>\d+(?:\.\d+)?) ?{_LENGTH_UNIT.replace('(', '(?P<unit>', 1)} (?:around "
            rf"|at )?(?:the |my )?{_BODY_PART.replace('(', '(?P<part>', 1)}\b"
        ),
        _body_part,
    ),
    (
        re.compile(
            rf"\b(?:weight|weigh|weighed|weighing|weighs|weigh in|weighed in|weigh-in|i'm|i am|im"
            rf"|scale(?: says| said| showed| read| shows)?|bodyweight|body weight)\b"
            rf"{_GAP}(?: in)? (?P<value>\d+(?:\.\d+)?) ?{_WEIGHT_UNIT.replace('(', '(?P<unit>', 1)}"
        ),
        _weight,
    ),
    (
        re.compile(
            rf"\b(?:weight|weighed|weigh in|weighed in)\b{_GAP} (?P<value>\d{{2,3}}(?:\.\d+)?)\b(?! ?\w)"
        ),
        lambda m: Measurement("weight", float(m.group("value")), None),
    ),
)


def _temperature(match: re.Match[str]) -> Measurement | None:
    value = float(match.group("value"))
    unit_word = (match.group("unit") or "").replace("°", "").strip()
    unit = {"c": "°C", "f": "°F"}.get(unit_word) or ("°F" if value > 50 else "°C")
    return Measurement("custom", value, unit, "body temperature")


_BARE_WEIGHT = re.compile(rf"^(?P<value>\d+(?:\.\d+)?) ?{_WEIGHT_UNIT.replace('(', '(?P<unit>', 1)}$")


def find_measurements(text: str) -> Iterator[FoundMeasurement]:
    """Every measurement said in `text`, without overlaps, in reading order."""
    taken: list[tuple[int, int]] = []
    found: list[FoundMeasurement] = []
    for pattern, read in READERS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(start < t_end and t_start < end for t_start, t_end in taken):
                continue
            measurement = read(match)
            if measurement is None:
                continue
            taken.append((start, end))
            found.append(FoundMeasurement(start, end, measurement))
    yield from sorted(found, key=lambda item: item.start)


def bare_weight(clause: str) -> Measurement | None:
    """A clause that is nothing but a body weight ("80.4 kg") is a weigh-in."""
    match = _BARE_WEIGHT.match(clause.strip())
    return _weight(match) if match else None
