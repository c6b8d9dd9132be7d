"""The food catalog: value objects for foods and nutrients, the built-in food list, and fuzzy food search.

Everything here is pure (no database, no I/O beyond reading the packaged JSON once) so the offline
parser can call it thousands of times a second.

Search works in three steps, each cheap:
1. the query is normalised (lower case, accents and punctuation removed, each word singularised) and
   every word the catalog has never seen is corrected to the closest known word ("bananna" -> "banana");
   the correction lowers the score in proportion to how far the word had to move;
2. an exact-alias dictionary answers the common case ("eggs", "rice brown") in one lookup;
3. otherwise only the names that share a word with the query are scored with rapidfuzz, blending a
   token-set score (all the query's words are in the name) with a token-sort score (the name has no
   extra words), so "chicken burrito" prefers "burrito, chicken" over "chicken".
Results are ranked by score plus a small bonus by source: the user's own foods, then the curated
catalog, then USDA imports, with branded foods last.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from rapidfuzz import fuzz, process

# A match at or above this score names the food the user meant; below it the caller should ask.
CONFIDENT_SCORE = 85.0
# Below this score a candidate is noise and is never returned.
MIN_SCORE = 60.0
# How close an unknown word must be to a known one to be read as a typo of it ("brocoli" -> "broccoli").
TYPO_CUTOFF = 80.0
# Weight of the token-set score in the blend; the rest is the token-sort score (see module docstring).
SUBSET_WEIGHT = 0.6
# Ranking bonuses: a user's own food beats a curated one, a curated one beats a long USDA name.
SOURCE_BONUS = {"user": 10.0, "builtin": 5.0, "usda": 0.0}
BRANDED_PENALTY = 3.0
# Queries cached per index; parsed meals repeat the same few hundred foods.
QUERY_CACHE_SIZE = 4096

_BUILTIN_DATA_FILES = ("foods.json",)


@dataclass(frozen=True, slots=True)
class Nutrients:
    """Energy (kcal) and macronutrients (g), plus fibre and sugar (g) and sodium (mg) when known."""

    calories: float
    protein: float
    carbs: float
    fat: float
    fiber: float | None = None
    sugar: float | None = None
    sodium_mg: float | None = None

    def scaled(self, factor: float) -> Nutrients:
        return Nutrients(
            calories=self.calories * factor,
            protein=self.protein * factor,
            carbs=self.carbs * factor,
            fat=self.fat * factor,
            fiber=None if self.fiber is None else self.fiber * factor,
            sugar=None if self.sugar is None else self.sugar * factor,
            sodium_mg=None if self.sodium_mg is None else self.sodium_mg * factor,
        )

    def __add__(self, other: Nutrients) -> Nutrients:
        return Nutrients(
            calories=self.calories + other.calories,
            protein=self.protein + other.protein,
            carbs=self.carbs + other.carbs,
            fat=self.fat + other.fat,
            fiber=_add_optional(self.fiber, other.fiber),
            sugar=_add_optional(self.sugar, other.sugar),
            sodium_mg=_add_optional(self.sodium_mg, other.sodium_mg),
        )

    @classmethod
    def zero(cls) -> Nutrients:
        return cls(calories=0.0, protein=0.0, carbs=0.0, fat=0.0, fiber=0.0, sugar=0.0, sodium_mg=0.0)


def _add_optional(a: float | None, b: float | None) -> float | None:
    # An unknown amount stays unknown only when both sides are unknown; otherwise the known part counts.
    if a is None and b is None:
        return None
    return (a or 0.0) + (b or 0.0)


@dataclass(frozen=True, slots=True)
class Portion:
    """A household measure of one food: `unit` is a normalised unit word, `grams` what one of it weighs."""

    unit: str
    grams: float


@dataclass(frozen=True, slots=True)
class FoodRecord:
    key: str
    name: str
    aliases: tuple[str, ...]
    category: str
    per_100g: Nutrients
    portions: tuple[Portion, ...]
    default_unit: str
    density_g_per_ml: float | None = None
    source: str = "builtin"
    source_ref: str | None = None
    brand: str | None = None
    id: int | None = None
    user_id: int | None = None

    def portion(self, unit: str) -> Portion | None:
        for candidate in self.portions:
            if candidate.unit == unit:
                return candidate
        return None


@dataclass(frozen=True, slots=True)
class FoodMatch:
    food: FoodRecord
    score: float

    @property
    def confident(self) -> bool:
        return self.score >= CONFIDENT_SCORE


# --- built-in catalog -------------------------------------------------------------------------------


@cache
def _load_builtin_tuple() -> tuple[FoodRecord, ...]:
    foods: list[FoodRecord] = []
    data_dir = resources.files("fitcoach.nutrition") / "data"
    for filename in _BUILTIN_DATA_FILES:
        raw = json.loads((data_dir / filename).read_text(encoding="utf-8"))
        foods.extend(food_from_json(entry) for entry in raw["foods"])
    return tuple(foods)


def load_builtin_foods() -> list[FoodRecord]:
    """The curated catalog shipped with fitcoach (parsed once, then cached)."""
    return list(_load_builtin_tuple())


def food_from_json(entry: dict[str, Any]) -> FoodRecord:
    """One catalog entry of `data/foods.json` as a FoodRecord."""
    nutrients = entry["per_100g"]
    return FoodRecord(
        key=entry["key"],
        name=entry["name"],
        aliases=tuple(entry.get("aliases", ())),
        category=entry["category"],
        per_100g=Nutrients(
            calories=float(nutrients["calories"]),
            protein=float(nutrients["protein"]),
            carbs=float(nutrients["carbs"]),
            fat=float(nutrients["fat"]),
            fiber=_optional_float(nutrients.get("fiber")),
            sugar=_optional_float(nutrients.get("sugar")),
            sodium_mg=_optional_float(nutrients.get("sodium_mg")),
        ),
        portions=tuple(Portion(unit, float(grams)) for unit, grams in entry.get("portions", {}).items()),
        default_unit=entry.get("default_unit", "g"),
        density_g_per_ml=_optional_float(entry.get("density_g_per_ml")),
        source="builtin",
        source_ref=entry.get("ndb"),
        brand=entry.get("brand"),
    )


def _optional_float(value: Any) -> float | None:
    return None if value is None else float(value)


# --- name normalisation -----------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9%]+")
# Words that carry no identity in a food name ("a bowl of the oats" -> "bowl oat").
_FILLER_WORDS = frozenset({"a", "an", "the", "of", "and", "n", "some", "my"})
# Plurals that the suffix rules below would get wrong.
_IRREGULAR_SINGULARS = {
    "leaves": "leaf",
    "loaves": "loaf",
    "halves": "half",
    "knives": "knife",
    "cookies": "cookie",
    "pies": "pie",
    "brownies": "brownie",
    "smoothies": "smoothie",
    "veggies": "veggie",
    "hoagies": "hoagie",
    "calories": "calorie",
    "potpies": "potpie",
    "rotisseries": "rotisserie",
    "teeth": "tooth",
    "geese": "goose",
    "mice": "mouse",
}
# Words ending in "s" that are not plurals.
_NOT_PLURAL = frozenset(
    {"hummus", "couscous", "asparagus", "molasses", "swiss", "citrus", "octopus", "bass", "grits", "oats"}
)
_ES_PLURAL_ENDINGS = ("ches", "shes", "sses", "xes", "zes", "oes")


def singularise(word: str) -> str:
    """A crude English singular, good enough to make "berries"/"berry" and "tomatoes"/"tomato" meet."""
    if word in _IRREGULAR_SINGULARS:
        return _IRREGULAR_SINGULARS[word]
    if len(word) <= 3 or word in _NOT_PLURAL or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(_ES_PLURAL_ENDINGS):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def normalise_words(text: str) -> list[str]:
    """The identity-bearing words of a food name, lower case, unaccented and singular."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return [singularise(word) for word in _WORD.findall(ascii_text) if word not in _FILLER_WORDS]


def normalise_name(text: str) -> str:
    return " ".join(normalise_words(text))


def _sorted_key(words: Sequence[str]) -> str:
    return " ".join(sorted(words))


# --- search -----------------------------------------------------------------------------------------


@dataclass(slots=True)
class _NameTable:
    """Normalised names of a set of foods, with the lookups search needs precomputed."""

    foods: list[FoodRecord]
    choices: list[str] = field(default_factory=list)  # one normalised name or alias per row
    choice_food: list[int] = field(default_factory=list)  # row -> index in `foods`
    exact: dict[str, int] = field(default_factory=dict)  # normalised or word-sorted name -> food index
    postings: dict[str, list[int]] = field(default_factory=dict)  # word -> rows containing it

    @classmethod
    def build(cls, foods: Iterable[FoodRecord]) -> _NameTable:
        # Curated names claim exact aliases before USDA imports, so "apple" is ours, not "Apples, raw".
        ordered = sorted(foods, key=lambda food: -_source_bonus(food))
        table = cls(foods=ordered)
        for food_index, food in enumerate(ordered):
            for label in (food.name, *food.aliases):
                table._add_label(food_index, label)
        return table

    def _add_label(self, food_index: int, label: str) -> None:
        words = normalise_words(label)
        if not words:
            return
        name = " ".join(words)
        self.exact.setdefault(name, food_index)
        self.exact.setdefault(_sorted_key(words), food_index)
        row = len(self.choices)
        self.choices.append(name)
        self.choice_food.append(food_index)
        for word in set(words):
            self.postings.setdefault(word, []).append(row)


def _source_bonus(food: FoodRecord) -> float:
    bonus = SOURCE_BONUS.get(food.source, 0.0)
    return bonus - BRANDED_PENALTY if food.brand else bonus


def _blend(subset_score: float, order_free_score: float) -> float:
    return SUBSET_WEIGHT * subset_score + (1.0 - SUBSET_WEIGHT) * order_free_score


class FoodIndex:
    """Fuzzy search over a fixed set of foods (built-in plus imported), with a user's foods per query."""

    def __init__(self, foods: Iterable[FoodRecord]) -> None:
        self._table = _NameTable.build(foods)
        self._vocabulary = list(self._table.postings)
        self._cache: dict[tuple[str, int], list[FoodMatch]] = {}

    def __len__(self) -> int:
        return len(self._table.foods)

    def search(self, query: str, *, limit: int = 5, user_foods: Sequence[FoodRecord] = ()) -> list[FoodMatch]:
        """The best `limit` matches for `query`, best first, each scored 0-100; user foods rank first."""
        if limit <= 0:
            return []
        words = normalise_words(query)
        if not words:
            return []
        public = self._search_public(words, limit)
        if not user_foods:
            return public
        own = _search_table(_NameTable.build(user_foods), words, limit, vocabulary=None)
        return _rank([*own, *public], limit)

    def best(self, query: str, *, user_foods: Sequence[FoodRecord] = ()) -> FoodMatch | None:
        """The top match scoring at least MIN_SCORE, or None."""
        matches = self.search(query, limit=1, user_foods=user_foods)
        return matches[0] if matches else None

    def _search_public(self, words: list[str], limit: int) -> list[FoodMatch]:
        cache_key = (" ".join(words), limit)
        cached = self._cache.get(cache_key)
        if cached is not None:
            return cached
        matches = _search_table(self._table, words, limit, vocabulary=self._vocabulary)
        if len(self._cache) >= QUERY_CACHE_SIZE:
            self._cache.clear()
        self._cache[cache_key] = matches
        return matches


def _search_table(
    table: _NameTable, words: list[str], limit: int, *, vocabulary: list[str] | None
) -> list[FoodMatch]:
    corrected, typo_factor = _correct_typos(words, table, vocabulary or list(table.postings))
    query = " ".join(corrected)
    scores: dict[int, float] = {}
    for key in (query, _sorted_key(corrected)):
        food_index = table.exact.get(key)
        if food_index is not None:
            scores[food_index] = 100.0
    rows = _candidate_rows(table, corrected)
    if rows:
        for food_index, score in _score_rows(table, query, rows):
            if score > scores.get(food_index, 0.0):
                scores[food_index] = score
    matches = [
        FoodMatch(table.foods[index], round(score * typo_factor, 1))
        for index, score in scores.items()
        if score * typo_factor >= MIN_SCORE
    ]
    return _rank(matches, limit)


def _correct_typos(words: list[str], table: _NameTable, vocabulary: list[str]) -> tuple[list[str], float]:
    """Replace each unknown word by the closest known word; the factor (<= 1) says how sure that is."""
    corrected: list[str] = []
    factor = 1.0
    for word in words:
        if word in table.postings or not vocabulary:
            corrected.append(word)
            continue
        found = process.extractOne(word, vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
        if found is None:
            corrected.append(word)
            continue
        corrected.append(found[0])
        factor *= found[1] / 100.0
    return corrected, factor


def _candidate_rows(table: _NameTable, words: list[str]) -> list[int]:
    rows: set[int] = set()
    for word in words:
        rows.update(table.postings.get(word, ()))
    return sorted(rows)


def _score_rows(table: _NameTable, query: str, rows: list[int]) -> Iterable[tuple[int, float]]:
    """Score candidate rows with two C-speed passes and blend them (see module docstring)."""
    candidates = {row: table.choices[row] for row in rows}
    subset = process.extract(
        query, candidates, scorer=fuzz.token_set_ratio, score_cutoff=MIN_SCORE, limit=None
    )
    order_free = {
        row: score
        for _, score, row in process.extract(query, candidates, scorer=fuzz.token_sort_ratio, limit=None)
    }
    for _, subset_score, row in subset:
        yield table.choice_food[row], _blend(subset_score, order_free[row])


def _rank(matches: Iterable[FoodMatch], limit: int) -> list[FoodMatch]:
    best_per_food: dict[tuple[str, str, int | None], FoodMatch] = {}
    for match in matches:
        identity = (match.food.source, match.food.key, match.food.id)
        previous = best_per_food.get(identity)
        if previous is None or match.score > previous.score:
            best_per_food[identity] = match
    ordered = sorted(
        best_per_food.values(),
        key=lambda m: (-(m.score + _source_bonus(m.food)), len(m.food.name), m.food.name),
    )
    return ordered[:limit]
