"""The built-in activity catalog and its fuzzy search.

Every activity cites a row of the 2024 Adult Compendium of Physical Activities
(Herrmann SD et al., J Sport Health Sci 2024;13(1):6-12, https://pacompendium.com), the
source of its MET value. Activities whose intensity follows their speed (running, walking,
cycling, swimming) also carry the compendium's speed rows, so a logged distance and time
pick the matching MET (see `fitcoach.exercise.burn.met_for`).

The curated data lives in `data/activities.json`; this module turns it into value objects
and searches them with rapidfuzz, the user's own activities first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from rapidfuzz import fuzz, process

from fitcoach.core.units import KM_PER_MILE

CATEGORIES = frozenset(
    {
        "running", "walking", "cycling", "swimming", "sport", "gym", "strength", "class", "home",
        "outdoor", "other",
    }
)  # fmt: skip

# Speeds in the compendium's descriptions are written in these units; all are converted to km/h.
# 1 yard = 0.9144 m (exact, International Yard and Pound, 1959).
_KMH_PER_UNIT = {"km/h": 1.0, "mph": KM_PER_MILE, "yd/min": 0.9144 * 60 / 1000}

# Scores are rapidfuzz's 0-100 scale. Below SEARCH_CUTOFF a candidate is noise; from
# CONFIDENT_SCORE up, a match is safe to log without asking (a typo or a verb form of a name).
SEARCH_CUTOFF = 60.0
CONFIDENT_SCORE = 85.0
# Word-level tuning (0-100 scale), set by hand against typo, verb-form and phrase probes
# (see tests/exercise/test_activity_search.py): a word below _WORD_CUTOFF is a different word;
# a name fully inside a longer query scores from _CONTAINED_BASE up to 100 as it covers more
# of the query; a query fully inside a longer name scores _WITHIN_BASE to +_WITHIN_SPAN.
_WORD_CUTOFF = 75.0
_CONTAINED_BASE = 0.85
_WITHIN_BASE = 0.70
_WITHIN_SPAN = 0.15
_FIRST_LETTER_PENALTY = 0.9
# Queries cached per index; parsed messages repeat the same few dozen activity phrases.
QUERY_CACHE_SIZE = 4096

# Words people wrap around an activity's name that say nothing about which activity it is:
# "did some yoga", "went for a run", "played a game of tennis".
_FILLER_WORDS = frozenset(
    {
        "a", "an", "the", "some", "my", "of", "for", "bit", "little", "quick", "session",
        "did", "do", "doing", "done", "went", "go", "going", "gone", "had", "have", "having",
        "played", "play", "playing", "game", "took", "take", "i", "we",
    }
)  # fmt: skip
# Amounts belong to the entry, not the activity: "45 min bike ride" names a bike ride, and
# "an hour and a half of yoga" names yoga.
_AMOUNT_WORDS = frozenset(
    {
        "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours", "h", "sec", "secs", "seconds",
        "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "mile", "miles", "mi",
        "m", "meter", "meters", "metre", "metres", "yards", "half", "and",
    }
)  # fmt: skip
_NUMBER = re.compile(r"\d+(?:km|k|mi|m|min|mins|h|hr|hrs|s)?")
_NON_WORD = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True, slots=True)
class SpeedMet:
    """One compendium speed row: the MET that applies from `min_speed_kmh` up to the next row."""

    min_speed_kmh: float
    met: float
    compendium_code: str


@dataclass(frozen=True, slots=True)
class Activity:
    key: str
    name: str
    aliases: tuple[str, ...]
    met: float  # typical MET when no pace is known
    compendium_code: str | None
    category: str
    speed_mets: tuple[SpeedMet, ...] = ()
    source: str = "builtin"
    id: int | None = None
    user_id: int | None = None


@dataclass(frozen=True, slots=True)
class ActivityMatch:
    activity: Activity
    score: float

    @property
    def confident(self) -> bool:
        return self.score >= CONFIDENT_SCORE


def normalize_activity_text(text: str) -> str:
    """Lower-case words without punctuation or filler, so "Went for a 5 km RUN!" reads "run"."""
    words = _NON_WORD.sub(" ", text.lower()).split()
    kept = [
        word
        for word in words
        if word not in _FILLER_WORDS and word not in _AMOUNT_WORDS and not _NUMBER.fullmatch(word)
    ]
    return " ".join(kept or words)


# --- loading the curated data -------------------------------------------------------------


def _speed_rows_to_thresholds(table: dict[str, Any]) -> tuple[SpeedMet, ...]:
    """Turn a compendium speed table into ascending thresholds.

    The compendium describes rows as ranges ("4.0 to 4.4 mph") or points ("7 mph") with
    gaps between them; a speed in a gap belongs to the nearer row, so each row starts
    halfway between the previous row's top speed and its own bottom speed. The slowest row
    also covers everything below it.
    """
    to_kmh = _KMH_PER_UNIT[table["unit"]]
    rows = table["rows"]
    thresholds: list[SpeedMet] = []
    previous_top: float | None = None
    for row in rows:
        low, high = row["speed"]
        start = 0.0 if previous_top is None else (previous_top + low) / 2
        thresholds.append(SpeedMet(round(start * to_kmh, 3), float(row["met"]), row["code"]))
        previous_top = high
    return tuple(thresholds)


def _activity_from_json(entry: dict[str, Any], speed_tables: dict[str, tuple[SpeedMet, ...]]) -> Activity:
    return Activity(
        key=entry["key"],
        name=entry["name"],
        aliases=tuple(entry.get("aliases", ())),
        met=float(entry["met"]),
        compendium_code=entry["code"],
        category=entry["category"],
        speed_mets=speed_tables[entry["speeds"]] if "speeds" in entry else (),
    )


@cache
def _builtin_activities() -> tuple[Activity, ...]:
    raw = json.loads(resources.files("fitcoach.exercise").joinpath("data/activities.json").read_text("utf-8"))
    speed_tables = {name: _speed_rows_to_thresholds(table) for name, table in raw["speed_tables"].items()}
    return tuple(_activity_from_json(entry, speed_tables) for entry in raw["activities"])


def load_builtin_activities() -> list[Activity]:
    """The curated catalog, in catalog order (general activities before their variants)."""
    return list(_builtin_activities())


# --- search --------------------------------------------------------------------------------


def _first_letter_kept(similarity: float, left: str, right: str) -> float:
    """Typos rarely change a word's first letter: "runing" is "running", not "pruning"."""
    return similarity if left[:1] == right[:1] else similarity * _FIRST_LETTER_PENALTY


class _NameTable:
    """Every normalised name and alias of some activities, tokenised once for scoring.

    A query is scored against each name three ways, keeping the best:
    - the whole strings, for typos ("swimmming");
    - how much of the name appears in the query ("soccer practice" holds "soccer"): strong;
    - how much of the query appears in a longer name ("water" in "water polo"): weaker,
      since the query does not say which of several longer names it means.
    Word similarity is computed once per query word against the vocabulary of all names,
    and only names sharing a similar word are scored word by word.
    """

    def __init__(self, activities: Iterable[Activity]) -> None:
        self.activities = tuple(activities)
        self.choices: list[str] = []
        self.owners: list[int] = []
        self.exact: dict[str, int] = {}
        self.choice_words: list[tuple[int, ...]] = []
        word_ids: dict[str, int] = {}
        for position, activity in enumerate(self.activities):
            for label in (activity.name, *activity.aliases):
                normalized = normalize_activity_text(label)
                if not normalized:
                    continue
                self.choices.append(normalized)
                self.owners.append(position)
                self.exact.setdefault(normalized, position)
                words = dict.fromkeys(normalized.split())
                self.choice_words.append(tuple(word_ids.setdefault(word, len(word_ids)) for word in words))
        self.vocabulary = list(word_ids)  # dicts keep insertion order, so list index == word id
        self.word_lengths = [len(word) for word in self.vocabulary]
        self.choices_with_word: list[list[int]] = [[] for _ in self.vocabulary]
        for choice, words_of_choice in enumerate(self.choice_words):
            for word_id in words_of_choice:
                self.choices_with_word[word_id].append(choice)

    def _word_similarities(self, query_words: list[str]) -> list[dict[int, float]]:
        """For each query word: vocabulary word id -> similarity, for similar words only."""
        similarities: list[dict[int, float]] = []
        for word in query_words:
            found = process.extract(
                word, self.vocabulary, scorer=fuzz.ratio, limit=None, score_cutoff=_WORD_CUTOFF
            )
            similarities.append(
                {index: _first_letter_kept(score, word, vocab_word) for vocab_word, score, index in found}
            )
        return similarities

    def _word_overlap_score(
        self, choice: int, query_words: list[str], similar: list[dict[int, float]]
    ) -> float:
        words = self.choice_words[choice]
        best_for_choice_word = [max(found.get(word, 0.0) for found in similar) for word in words]
        choice_letters = sum(self.word_lengths[word] for word in words)
        choice_in_query = (
            sum(s * self.word_lengths[w] for s, w in zip(best_for_choice_word, words, strict=True))
            / choice_letters
        )
        query_letters = sum(len(word) for word in query_words)
        query_in_choice = (
            sum(
                len(q) * max(found.get(w, 0.0) for w in words)
                for q, found in zip(query_words, similar, strict=True)
            )
            / query_letters
        )
        contained = choice_in_query * (_CONTAINED_BASE + (1 - _CONTAINED_BASE) * query_in_choice / 100)
        within = query_in_choice * (_WITHIN_BASE + _WITHIN_SPAN * choice_in_query / 100)
        return max(contained, within)

    def scores(self, query: str) -> dict[int, float]:
        """Best score per activity position, at or above SEARCH_CUTOFF."""
        best: dict[int, float] = {}
        if query in self.exact:
            best[self.exact[query]] = 100.0

        def keep(choice: int, score: float) -> None:
            if score >= SEARCH_CUTOFF:
                owner = self.owners[choice]
                best[owner] = max(best.get(owner, 0.0), score)

        for choice_text, score, choice in process.extract(
            query, self.choices, scorer=fuzz.ratio, limit=None, score_cutoff=SEARCH_CUTOFF
        ):
            keep(choice, _first_letter_kept(score, query, choice_text))
        query_words = query.split()
        similar = self._word_similarities(query_words)
        candidates = {
            choice for found in similar for word in found for choice in self.choices_with_word[word]
        }
        for choice in candidates:
            keep(choice, self._word_overlap_score(choice, query_words, similar))
        return best

    def ranked(self, query: str, limit: int) -> list[ActivityMatch]:
        # Equal scores keep catalog order, which lists the general activity before its variants.
        scored = sorted(self.scores(query).items(), key=lambda item: (-item[1], item[0]))
        return [
            ActivityMatch(self.activities[position], round(score, 1)) for position, score in scored[:limit]
        ]


class UserActivities:
    """One user's own activities, indexed once so that every search of a request reuses the index."""

    def __init__(self, activities: Iterable[Activity] = ()) -> None:
        self._table = _NameTable(activities)

    def __bool__(self) -> bool:
        return bool(self._table.activities)

    def ranked(self, normalized: str, limit: int) -> list[ActivityMatch]:
        return self._table.ranked(normalized, limit)


# A user with no activities of their own: searches read only the public catalog.
NO_USER_ACTIVITIES = UserActivities()


class ExerciseIndex:
    """Fuzzy search over activities; names and aliases are normalised once, up front."""

    def __init__(self, activities: Iterable[Activity]) -> None:
        self._builtin = _NameTable(activities)
        # Per index, so a rebuilt catalog starts with an empty cache.
        self._ranked_builtin = lru_cache(maxsize=QUERY_CACHE_SIZE)(self._builtin.ranked)

    def search(
        self, query: str, *, limit: int = 5, user_activities: UserActivities = NO_USER_ACTIVITIES
    ) -> list[ActivityMatch]:
        """Matches best first; the user's own activities lead when they match confidently.

        A user's weak match (say 65) does not push aside an exact built-in match: only
        confident user matches are lifted to the front, the rest compete on score.
        """
        normalized = normalize_activity_text(query)
        if not normalized or limit <= 0:
            return []
        builtin_matches = self._ranked_builtin(normalized, limit)
        if not user_activities:
            return builtin_matches
        user_matches = user_activities.ranked(normalized, limit)
        lifted = [match for match in user_matches if match.confident]
        rest = sorted(
            [match for match in user_matches if not match.confident] + builtin_matches,
            key=lambda match: -match.score,
        )
        return (lifted + rest)[:limit]

    def best(
        self, query: str, *, user_activities: UserActivities = NO_USER_ACTIVITIES
    ) -> ActivityMatch | None:
        matches = self.search(query, limit=1, user_activities=user_activities)
        return matches[0] if matches else None
