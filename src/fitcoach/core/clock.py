"""Time as the user lives it: "today" is a date in the user's timezone, never the server's."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from fitcoach.core.errors import FutureDateError, ValidationFailed

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    return datetime.now(UTC)


def zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as e:
        raise ValidationFailed(f"Unknown timezone {name!r}; use an IANA name such as 'Europe/Paris'.") from e


def today_in(timezone: str, clock: Clock = system_clock) -> date:
    return clock().astimezone(zone(timezone)).date()


def each_day(start: date, end: date) -> list[date]:
    """Every day from ``start`` to ``end``, both included."""
    return [start + timedelta(days=offset) for offset in range((end - start).days + 1)]


def ensure_not_future(entry_date: date, today: date) -> date:
    if entry_date > today:
        raise FutureDateError(entry_date, today)
    return entry_date
