"""Disclaimer and reply templates, loaded from `templates.json` next to this module.

Wording and helpline numbers are data, so they can be reviewed and localised without code changes;
the sources are recorded in the file itself.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from fitcoach.coach.policies.models import Disclaimer

DEFAULT_LOCALE = "default"


@cache
def _templates() -> dict[str, Any]:
    raw = resources.files(__package__).joinpath("templates.json").read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(raw)
    return loaded


def disclaimer(kind: str, *, locale: str = DEFAULT_LOCALE, **values: str) -> Disclaimer:
    """The disclaimer of `kind` (general, medical, calorie_minimum, ...), filled with `values`; `{resources}`
    with the helplines of `locale` on one line."""
    text: str = _templates()["disclaimers"][kind]
    if "{resources}" in text:
        values["resources"] = " ".join(resources_for(_resource_kind(kind), locale))
    return Disclaimer(type=kind, text=text.format(**values) if values else text)


def disclaimer_kinds() -> tuple[str, ...]:
    return tuple(_templates()["disclaimers"])


def resources_for(kind: str, locale: str) -> list[str]:
    """Helpline lines for `kind` ("crisis_resources" or "eating_disorder_resources") in `locale`."""
    table: dict[str, list[str]] = _templates()[kind]
    country = _country(locale)
    return table.get(country, table[DEFAULT_LOCALE])


def reply(kind: str, *, locale: str = DEFAULT_LOCALE, **values: str) -> str:
    """A replacement reply; `{resources}` is filled with the helplines matching the reply."""
    text: str = _templates()["replies"][kind]
    if "{resources}" in text:
        values["resources"] = "\n".join(f"- {line}" for line in resources_for(_resource_kind(kind), locale))
    return text.format(**values) if values else text


def _resource_kind(kind: str) -> str:
    return "crisis_resources" if kind.startswith("crisis") else "eating_disorder_resources"


def _country(locale: str) -> str:
    """ "en-GB", "en_gb" and "GB" all mean Great Britain; "UK" is the common alias."""
    country = locale.replace("_", "-").split("-")[-1].upper()
    return "GB" if country == "UK" else country
