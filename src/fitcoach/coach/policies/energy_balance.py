"""Energy balance: the daily deficit a message plans, and the intake it leaves from a stated maintenance.

"TDEE 2,050, want a 1,000 kcal deficit" plans 1,050 kcal a day; "my BMR is 1,420, want to eat BMR minus
400" plans 1,020. The calorie floor judges that intake. The weight-loss rate judges the deficit's pace, at
the rule of thumb behind "500 a day is about half a kilo a week": 3,500 kcal to a pound of fat (Wishnofsky
1958), 7,700 to a kilo. The rule overstates long-run loss (Hall et al. 2011, Lancet 378:826), which is the
right side to err on for a warning about going too fast.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from fitcoach.coach.policies.quantities import DAYS_PER_WEEK, parse_number
from fitcoach.coach.policies.text import is_negated

KCAL_PER_KG_LOST = 7700.0

_KCAL = r"(?:kcal|cals?|calories?)"
# A day's energy (1,000 to 9,999), and a deficit (100 to 9,999).
_DAY_FIGURE = r"\d,?\d{3}"
_DEFICIT_FIGURE = r"(?:\d,?\d{3}|[1-9]\d\d)"
_MAINTENANCE_WORD = r"(?:tdee|maintenance|maint|bmr)"
# "tdee 2,050", "my maintenance is about 2,400", "whoop puts my tdee at 2,800", "tdee's apparently 1500".
_MAINTENANCE = re.compile(
    r"\b(?P<word>" + _MAINTENANCE_WORD + r")(?:'s|:|=| is| of| at| around| about| roughly| approx\w*"
    r"| apparently| probably| estimated| calculated| says| shows| ~)*\s*~?(?P<kcal>" + _DAY_FIGURE + r")\b"
    # "2,600 maintenance", "a 2600 tdee"
    r"|\b(?P<kcal_first>"
    + _DAY_FIGURE
    + r") ?(?:"
    + _KCAL
    + r" )?(?P<word_after>"
    + _MAINTENANCE_WORD
    + r")\b"
)
# "a 1,000 kcal deficit", "deficit of 800", "bmr minus 400", "1,500 below maintenance".
_DEFICIT = re.compile(
    r"\b(?P<kcal>" + _DEFICIT_FIGURE + r") ?(?:" + _KCAL + r")?(?: a day| daily| per day| ?/ ?day)?"
    r" (?:" + _KCAL + r" )?deficit\b"
    r"|\b(?:deficit of|(?P<from_word>" + _MAINTENANCE_WORD + r") minus) (?:about |around |roughly )?"
    r"(?P<kcal_after>" + _DEFICIT_FIGURE + r")\b"
    r"|\b(?P<kcal_under>"
    + _DEFICIT_FIGURE
    + r") ?(?:"
    + _KCAL
    + r" )?(?:a day )?(?:under|below|less than|off)"
    r" (?:my |your |the )?(?P<under_word>" + _MAINTENANCE_WORD + r")\b"
)
# A deficit counted over a week or more is not a day's: "a 3,500 deficit a week", "deficit of 2,000 so far".
_NOT_DAILY_AFTER = re.compile(
    r" ?(?:a|per|each|every|this|that|over the|for the) (?:week|wk|month)\b"
    r"| ?(?:weekly|total|so far|in total)\b"
)
# A deficit named to be dismissed or warned against: "a 1,500 deficit is too much", "don't go 1,000 under
# maintenance"; not asked about ("is a 1,500 deficit too much?" still plans it).
_WARNED_AFTER = re.compile(
    r"[^.!?]{0,30}\b(?:too (?:much|big|aggressive|steep|fast|extreme|low)|not safe|unsafe|dangerous|crazy"
    r"|insane|silly|stupid|unsustainable|way too)\b(?![^.!?]*\?)"
)


@dataclass(frozen=True)
class PlannedDeficit:
    """A daily deficit a message names, with the maintenance it is taken from when one is stated."""

    deficit_kcal: float
    start: int
    end: int
    maintenance_kcal: float | None = None

    @property
    def intake_kcal(self) -> float | None:
        if self.maintenance_kcal is None:
            return None
        return self.maintenance_kcal - self.deficit_kcal

    @property
    def weekly_loss_kg(self) -> float:
        return weekly_loss_kg(self.deficit_kcal)


def weekly_loss_kg(daily_deficit_kcal: float) -> float:
    """The kilos a week a daily deficit would take off, by the rule of thumb."""
    return daily_deficit_kcal * DAYS_PER_WEEK / KCAL_PER_KG_LOST


# Both the calorie floor and the weight-loss rate read a message's deficits, the floor once a sentence more
# when it rewrites a reply.
@lru_cache(maxsize=64)
def planned_deficits(text: str) -> tuple[PlannedDeficit, ...]:
    """The daily deficits `text` plans (not ones it warns against), each from the maintenance the message
    states: a TDEE or maintenance over a BMR, unless the deficit is taken from the BMR by name."""
    maintenances = _maintenances(text)
    found = []
    for match in _DEFICIT.finditer(text):
        group = next(name for name in ("kcal", "kcal_after", "kcal_under") if match[name])
        deficit = parse_number(match[group])
        if deficit is None or _NOT_DAILY_AFTER.match(text, match.end()) or _warned_against(text, match):
            continue
        named_from = match["from_word"] or match["under_word"]
        found.append(
            PlannedDeficit(
                deficit_kcal=deficit,
                start=match.start(),
                end=match.end(),
                maintenance_kcal=_maintenance_for(maintenances, named_from),
            )
        )
    return tuple(found)


def stated_maintenance_kcal(text: str) -> float | None:
    """The TDEE or maintenance the message states (not a BMR, which is below what a day burns)."""
    return _maintenances(text).get("tdee")


def _maintenances(text: str) -> dict[str, float]:
    """The maintenance figures stated, by kind ("bmr" or "tdee"), the first of each kind."""
    found: dict[str, float] = {}
    for match in _MAINTENANCE.finditer(text):
        kcal = parse_number(match["kcal"] or match["kcal_first"])
        kind = "bmr" if (match["word"] or match["word_after"]) == "bmr" else "tdee"
        if kcal is not None:
            found.setdefault(kind, kcal)
    return found


def _maintenance_for(maintenances: dict[str, float], named_from: str | None) -> float | None:
    if named_from == "bmr":
        return maintenances.get("bmr")
    return maintenances.get("tdee", maintenances.get("bmr"))


def _warned_against(text: str, match: re.Match[str]) -> bool:
    return is_negated(text, match.start()) or _WARNED_AFTER.match(text, match.end()) is not None
