"""A curated encyclopedia of strength exercises: stable slugs, equipment, muscles, movement patterns.

The entries live in `data/strength_exercises.json` and use only the words of ``EQUIPMENT``,
``MUSCLES``, ``MECHANICS`` and ``PATTERNS`` below. Lookups answer what a set of equipment allows,
which exercises train a muscle, and which entry a typed name means.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rapidfuzz import fuzz, process

EQUIPMENT: frozenset[str] = frozenset(
    {
        "barbell", "dumbbells", "flat_bench", "incline_bench", "adjustable_bench", "rack", "cable",
        "rope", "pullup_bar", "leg_press", "leg_extension", "hamstring_machine", "calf_machine",
        "ab_wheel", "bodyweight",
    }
)  # fmt: skip
MUSCLES: frozenset[str] = frozenset(
    {"chest", "back", "shoulders", "quads", "hamstrings", "glutes", "calves", "biceps", "triceps", "core"}
)
MECHANICS: frozenset[str] = frozenset({"compound", "isolation", "core"})
PATTERNS: frozenset[str] = frozenset(
    {
        "horizontal_push", "vertical_push", "horizontal_pull", "vertical_pull", "squat", "hinge",
        "lunge", "carry", "core", "isolation",
    }
)  # fmt: skip

# An adjustable bench sets flat or inclined, so it stands in for either fixed bench.
_STANDS_IN_FOR = {"adjustable_bench": frozenset({"flat_bench", "incline_bench"})}

# Below this rapidfuzz score a typed exercise name is not taken to mean an encyclopedia entry.
FIND_CUTOFF = 85.0
_NON_WORD = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True, slots=True)
class StrengthExercise:
    slug: str
    name: str
    aliases: tuple[str, ...]
    equipment: frozenset[str]  # everything needed; {"bodyweight"} means nothing at all
    mechanic: str
    pattern: str
    primary_muscles: tuple[str, ...]
    secondary_muscles: tuple[str, ...]


def _exercise_from_json(entry: dict[str, Any]) -> StrengthExercise:
    return StrengthExercise(
        slug=entry["slug"],
        name=entry["name"],
        aliases=tuple(entry["aliases"]),
        equipment=frozenset(entry["equipment"]),
        mechanic=entry["mechanic"],
        pattern=entry["pattern"],
        primary_muscles=tuple(entry["primary"]),
        secondary_muscles=tuple(entry["secondary"]),
    )


@cache
def _encyclopedia() -> dict[str, StrengthExercise]:
    text = resources.files("fitcoach.training").joinpath("data/strength_exercises.json").read_text("utf-8")
    return {entry["slug"]: _exercise_from_json(entry) for entry in json.loads(text)["exercises"]}


def load_encyclopedia() -> dict[str, StrengthExercise]:
    """Slug -> exercise, in encyclopedia order (a fresh dict; the entries are shared and frozen)."""
    return dict(_encyclopedia())


def usable_equipment(owned: Iterable[str]) -> frozenset[str]:
    """What a user can train with: their equipment, what it stands in for, and their body."""
    usable = set(owned) | {"bodyweight"}
    for item in list(usable):
        usable |= _STANDS_IN_FOR.get(item, frozenset())
    return frozenset(usable)


def can_perform(exercise: StrengthExercise, owned: Iterable[str]) -> bool:
    return exercise.equipment <= usable_equipment(owned)


def exercises_for(owned: Iterable[str]) -> list[StrengthExercise]:
    """Every exercise the user's equipment allows, in encyclopedia order."""
    usable = usable_equipment(owned)
    return [exercise for exercise in _encyclopedia().values() if exercise.equipment <= usable]


def exercises_for_muscle(muscle: str, *, primary_only: bool = True) -> list[StrengthExercise]:
    return [
        exercise
        for exercise in _encyclopedia().values()
        if muscle in exercise.primary_muscles or (not primary_only and muscle in exercise.secondary_muscles)
    ]


def _normalize(text: str) -> str:
    return " ".join(_NON_WORD.sub(" ", text.lower()).split())


@cache
def _names() -> tuple[dict[str, str], list[str], list[str]]:
    """Normalised slug, name and aliases -> slug, plus parallel lists for rapidfuzz."""
    exact: dict[str, str] = {}
    for exercise in _encyclopedia().values():
        for label in (exercise.slug, exercise.name, *exercise.aliases):
            exact.setdefault(_normalize(label), exercise.slug)
    return exact, list(exact), list(exact.values())


def find_exercise(text: str) -> StrengthExercise | None:
    """The entry a typed name means ("bench", "RDLs", "pullups"), or None when unsure."""
    query = _normalize(text)
    if not query:
        return None
    exact, labels, slugs = _names()
    if query in exact:
        return _encyclopedia()[exact[query]]
    found = process.extractOne(
        query, labels, scorer=fuzz.token_sort_ratio, processor=None, score_cutoff=FIND_CUTOFF
    )
    return _encyclopedia()[slugs[found[2]]] if found else None
