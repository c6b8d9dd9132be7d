"""Deadlines in a message ("by Christmas", "before June 15", "by the end of the month").

A weight-loss goal with a deadline is a rate once we know today's date, so "20 lbs by Christmas"
means something different on 1 December than on 1 June. Pure: `today` is always passed in.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta

from fitcoach.coach.engine.dates import MONTHS, WEEKDAYS

_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))

# "by christmas", "by the time winter break ends"
_DEADLINE_RE = re.compile(
    r"^\s*(?:by|before|until|till|for|para|antes de)\s+(?:the\s+)?(?:time\s+(?:the\s+)?)?"
    r"(?P<what>[a-z0-9' -]{2,30})"
)
_MONTH_DAY_RE = re.compile(
    r"^(?:(?P<day1>\d{1,2})(?:st|nd|rd|th)?(?: of)? (?P<month1>" + _MONTH_NAMES + r")\b"
    r"|(?P<part>early|mid|late)[- ]?(?P<part_month>" + _MONTH_NAMES + r")\b"
    r"|(?P<month2>" + _MONTH_NAMES + r")\b(?: (?P<day2>\d{1,2})(?:st|nd|rd|th)?\b)?)"
)
# "early march" is the 7th, "mid march" the 15th and "late march" the 24th.
_DAY_OF_PART = {"early": "7", "mid": "15", "late": "24"}
# "the end of January": the month's last day.
_END_OF_MONTH_RE = re.compile(r"^end of (?P<month>" + _MONTH_NAMES + r")\b")
# "In January", "during march": the whole of a named month, as the span a loss is spread over.
_IN_MONTH_RE = re.compile(
    r"^\s*(?:in|during|over|throughout)\s+(?:the month of\s+)?(?P<month>" + _MONTH_NAMES + r")\b"
)
# A holiday's event, which may be held on a day of its own: "christmas party on the 19th", "new year's do".
_HOLIDAY_EVENT_RE = re.compile(
    r"^(?:christmas|xmas|new year'?s?|halloween|easter|thanksgiving)(?: eve)? (?:work |office |staff )?"
    r"(?:party|parties|do|dinner|lunch|meal|market|fair|concert|play|show|ball|drinks|night out)\b"
)
# An event named for its season, held on a day of its own: "summer ball", "summer holiday".
_SEASONS_EVENT_RE = re.compile(
    r"^summer (?:ball|party|parties|fete|fair|formal|prom|camp|festival|wedding|do|concert|show|holiday|hols"
    r"|trip|tour|league|games|tournament|gala)\b"
)
# A date said after an event: "on the 19th", "on friday", "on 3 dec".
_DATED_RE = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)\b|on (?:the )?\d{1,2}\b|(?:on |this |next )?(?:"
    + "|".join(WEEKDAYS)
    + r")|"
    + _MONTH_NAMES
    + r")\b"
)
_DAY_OF_MONTH_RE = re.compile(
    r"^(?P<day>\d{1,2})(?:st|nd|rd|th)\b"
    r"(?! (?:of )?(?:week|day|month|time|year|attempt|place|round|set|rep|lap|go|try|child|kid|birthday)s?\b)"
)


def weeks_until(tail: str, today: date) -> float | None:
    """Weeks from `today` to the deadline that opens `tail`, or None when there is none."""
    deadline = _deadline_match(tail)
    if deadline is None:
        return None
    target = _resolve(deadline, today)
    if target is None:
        return None
    # A deadline today or in the past gives no meaningful rate; treat it as one day away at most.
    return max(target - today, timedelta(days=1)) / timedelta(weeks=1)


# Occasions whose day differs from place to place, at a day late enough that a pace is never overstated: read
# only when the message counts no time to them ("spring break, its in 3 weeks").
_APPROXIMATE_DAYS = {("spring break",): (3, 15)}


def approximate_weeks_until(tail: str, today: date) -> float | None:
    """Weeks from `today` to an occasion of no fixed day that opens `tail` ("by spring break")."""
    what = _deadline_match(tail)
    if what is None:
        return None
    for names, (month, day) in _APPROXIMATE_DAYS.items():
        if what.startswith(names):
            return (_next_occurrence(today, month, day) - today) / timedelta(weeks=1)
    return None


# "since halloween", "since september": a day or month of the calendar the time since is counted from.
_SINCE_RE = re.compile(r"\bsince\s+(?:the\s+)?(?P<what>[a-z0-9' -]{2,30})")


def weeks_since(passage: str, today: date) -> float | None:
    """Weeks from the last "since ..." in `passage` ("since halloween", "since the 3rd of october") to
    `today`, when it names a holiday or a date; None otherwise."""
    # the most recent such day: the first one on or after this day a year ago
    a_year_ago = today - timedelta(days=365)
    for match in reversed(list(_SINCE_RE.finditer(passage))):
        what = match["what"].strip()
        start = _holiday(what, a_year_ago) or _month_day(what, a_year_ago)
        if start is not None and start <= today:
            return max(today - start, timedelta(days=1)) / timedelta(weeks=1)
    return None


def month_span_weeks(tail: str, today: date) -> float | None:
    """The length in weeks of the month that opens `tail` ("in January"), or None when none does."""
    match = _IN_MONTH_RE.match(tail)
    if match is None:
        return None
    first = _next_month_named(match["month"], today)
    return (_first_of_next_month(first) - first) / timedelta(weeks=1)


def _deadline_match(tail: str) -> str | None:
    match = _DEADLINE_RE.match(tail)
    return match["what"].strip() if match else None


def _resolve(what: str, today: date) -> date | None:
    resolvers = (_holiday, _relative, _weekday, _month_day, _day_of_month)
    for resolve in resolvers:
        target = resolve(what, today)
        if target is not None:
            return target
    return None


def _next_occurrence(today: date, month: int, day: int) -> date:
    candidate = _safe_date(today.year, month, day)
    if candidate < today:
        candidate = _safe_date(today.year + 1, month, day)
    return candidate


def _next_month_named(name: str, today: date) -> date:
    """The first day of the month `name` ("jan", "june"): this month's, else the next one's."""
    return _next_occurrence(today.replace(day=1), MONTHS[name], 1)


def _first_of_next_month(day: date) -> date:
    return date(day.year + day.month // 12, day.month % 12 + 1, 1)


def _safe_date(year: int, month: int, day: int) -> date:
    day = min(day, 28) if month == 2 else min(day, 30 if month in (4, 6, 9, 11) else 31)
    return date(year, month, day)


def _holiday(what: str, today: date) -> date | None:
    fixed = {
        ("christmas", "xmas"): (12, 25),
        ("new year's day", "new years day", "new year day"): (1, 1),
        ("boxing day",): (12, 26),
        ("new year", "nye", "new years"): (12, 31),
        ("halloween",): (10, 31),
        ("valentine",): (2, 14),
        ("summer",): (6, 21),
        # days of a year's calendar people name a goal by, wherever they live
        ("hogmanay",): (12, 31),
        ("twelfth night", "epiphany"): (1, 6),
        ("lohri",): (1, 13),
        ("pongal", "makar sankranti", "sankranti"): (1, 14),
        ("burns night", "burns supper"): (1, 25),
        ("australia day", "republic day"): (1, 26),
        ("waitangi day",): (2, 6),
        ("st patrick", "st. patrick", "paddy's day", "patrick's day"): (3, 17),
        ("anzac day",): (4, 25),
        ("canada day",): (7, 1),
        ("july 4th", "4th of july", "fourth of july", "independence day"): (7, 4),
        ("bonfire night", "guy fawkes"): (11, 5),
        # ... and the year's end in the languages people mix into English: "drop 8 kilo by sylwester"
        ("navidad", "weihnachten", "noël", "natale", "kerst"): (12, 25),
        ("nochebuena", "wigilia", "heiligabend"): (12, 24),
        ("nochevieja", "sylwester", "silvester", "capodanno"): (12, 31),
        ("réveillon", "reveillon", "oudejaarsavond"): (12, 31),
        ("año nuevo", "ano nuevo", "neujahr", "nowy rok"): (1, 1),
        ("kwanzaa",): (12, 26),
    }
    event = _HOLIDAY_EVENT_RE.match(what)
    if event is not None and _DATED_RE.search(what, event.end()):
        return None  # "the christmas party on the 19th" is dated by what follows, not by Christmas day
    if _SEASONS_EVENT_RE.match(what):
        return None  # "before summer ball in 4 weeks": an event of its own, not midsummer
    school_break = _SCHOOL_WINTER_BREAK_RE.match(what)
    if school_break is not None:
        month, day = _WINTER_BREAK_ENDS if school_break["ends"] else _WINTER_BREAK_STARTS
        return _next_occurrence(today, month, day)
    for names, (month, day) in fixed.items():
        if what.startswith(names):
            return _next_occurrence(today, month, day)
    if what.startswith("thanksgiving"):
        return _thanksgiving_on_or_after(today)
    season = _SEASON_OPENER_RE.match(what)
    if season is not None:
        return _season_opener_on_or_after(today, str(season.lastgroup))
    if what.startswith("easter"):
        return _easter_on_or_after(today)
    return None


# The winter break of schools and universities, which starts before Christmas and ends after New Year.
_SCHOOL_WINTER_BREAK_RE = re.compile(
    r"^(?:winter|christmas|xmas) (?:break|holidays|hols|vacation)\b"
    r"(?P<ends> (?:ends?|is over|are over|finish(?:es)?))?"
)
_WINTER_BREAK_STARTS = (12, 19)
_WINTER_BREAK_ENDS = (1, 4)


# Sport's fixed weekends that people set a goal by: "15kg by the start of the six nations". Each is the n-th
# given weekday of its month: the Six Nations opens on February's first Saturday (or near it), the Super
# Bowl is played on its second Sunday.
_SEASON_OPENER_RE = re.compile(
    r"^(?:(?:the )?(?:start|beginning|kick-?off|opening (?:weekend|game|match)) of )?(?:the )?"
    r"(?:(?P<six_nations>six nations|6 nations)|(?P<super_bowl>super ?bowl))\b"
)
# (month, weekday, which of that weekday in the month) by the group the name matched
_SEASON_OPENERS = {"six_nations": (2, 5, 1), "super_bowl": (2, 6, 2)}


def _season_opener_on_or_after(today: date, season: str) -> date:
    month, weekday, nth = _SEASON_OPENERS[season]
    for year in (today.year, today.year + 1):
        first = date(year, month, 1)
        day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
        if day >= today:
            return day
    return date(today.year + 1, month, 7 * nth)


def _thanksgiving_on_or_after(today: date) -> date:
    """US Thanksgiving: the fourth Thursday of November."""
    for year in (today.year, today.year + 1):
        first = date(year, 11, 1)
        thursday = first + timedelta(days=(3 - first.weekday()) % 7 + 21)
        if thursday >= today:
            return thursday
    return date(today.year + 1, 11, 28)


def _easter_on_or_after(today: date) -> date:
    for year in (today.year, today.year + 1):
        easter = _easter_sunday(year)
        if easter >= today:
            return easter
    return _easter_sunday(today.year + 2)


def _easter_sunday(year: int) -> date:
    """Western Easter by the anonymous Gregorian algorithm (Meeus, Astronomical Algorithms, ch. 8)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    weekday_offset = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * weekday_offset) // 451
    month, day = divmod(h + weekday_offset - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _relative(what: str, today: date) -> date | None:
    month_end = _END_OF_MONTH_RE.match(what)
    if month_end is not None:
        return _first_of_next_month(_next_month_named(month_end["month"], today)) - timedelta(days=1)
    if what.startswith(("end of the month", "end of this month", "end of month")):
        return _first_of_next_month(today) - timedelta(days=1)
    if what.startswith("end of next month"):
        return _first_of_next_month(_first_of_next_month(today)) - timedelta(days=1)
    if what.startswith(("end of the year", "end of this year", "end of year")):
        return date(today.year, 12, 31)
    if what.startswith(("next week", "the weekend", "weekend", "this weekend")):
        return today + timedelta(days=7)
    if what.startswith("next month"):
        return today + timedelta(days=30)
    if what.startswith("tomorrow"):
        return today + timedelta(days=1)
    return None


def _weekday(what: str, today: date) -> date | None:
    for name, index in WEEKDAYS.items():
        if what.startswith((name, "next " + name)):
            ahead = (index - today.weekday()) % 7 or 7
            return today + timedelta(days=ahead)
    return None


def _month_day(what: str, today: date) -> date | None:
    match = _MONTH_DAY_RE.match(what)
    if match is None:
        return None
    month = MONTHS[match["month1"] or match["month2"] or match["part_month"]]
    day_text = match["day1"] or match["day2"] or _DAY_OF_PART.get(match["part"])
    if day_text is None:
        # "By June" is read as the 1st: the strictest reading, so a rate is never understated.
        return _next_occurrence(today, month, 1)
    day = int(day_text)
    if not 1 <= day <= 31:
        return None
    return _next_occurrence(today, month, day)


def _day_of_month(what: str, today: date) -> date | None:
    """ "By the 19th": the next 19th of a month, this month's if it is still ahead."""
    match = _DAY_OF_MONTH_RE.match(what)
    if match is None:
        return None
    day = int(match["day"])
    if not 1 <= day <= 31:
        return None
    # the next month that has that day: "by the 31st" said on 30 November is 31 December
    year, month = today.year, today.month
    for _ in range(3):
        if day <= monthrange(year, month)[1] and date(year, month, day) >= today:
            return date(year, month, day)
        year, month = year + month // 12, month % 12 + 1
    return None
