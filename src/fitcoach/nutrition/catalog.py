"""The food catalog: value objects for foods and nutrients, the built-in food list, and fuzzy food search.

Everything here is pure (no database, no I/O beyond reading the packaged JSON once) so the offline
parser can call it thousands of times a second, over the curated list plus ~9,000 imported USDA foods.

Search works in cheap steps:
1. the query is normalised (lower case, accents and punctuation removed, each word singularised) and
   every word the catalog has never seen is corrected to the closest known word ("bananna" -> "banana");
   the correction lowers the score in proportion to how far the word had to move;
2. an exact-name dictionary answers the common case ("eggs") in one lookup, scoring 100, and a
   sorted-words dictionary catches reordered names ("rice brown"), scoring REORDERED_SCORE;
3. the names sharing a word with the query (at most MAX_CANDIDATES, best-ranked first) are scored with
   rapidfuzz, blending a token-set score (all the query's words are in the name) with a token-sort score
   (the name has no extra words), so "chicken burrito" prefers "burrito, chicken" over "chicken".
Results are ranked by score plus a small bonus by source: the user's own foods, then the curated
catalog, then USDA imports, with branded foods last.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache, partial
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
# A name that matches the query's words in another order ("milk chocolate" for "chocolate milk") is
# almost certainly meant, but must rank below the literal name.
REORDERED_SCORE = 97.0
# Words that change a food's energy a lot while changing its name little ("diet fruit soda" is not
# "fruit soda"): a fuzzy match loses MODIFIER_PENALTY for each one found on only one side.
MODIFIER_WORDS = frozenset(
    {
        "diet",
        "zero",
        "light",
        "lite",
        "unsweetened",
        "sugarless",
        "free",
        "skim",
        "nonfat",
        "low",
        "lowfat",
        "reduced",
    }
)
MODIFIER_PENALTY = 12.0
# Words of a food in the state it is bought, not eaten ("Rice, white, raw", "Gelatin desserts, dry mix",
# "shake mix, powder"): USDA lists both forms, and a meal names the one eaten unless it says otherwise.
UNPREPARED_WORDS = frozenset({"dry", "powder", "mix", "unprepared", "dehydrated", "uncooked", "unheated"})
UNPREPARED_PENALTY = 8.0
# Most rows scored per query: rows are ranked (curated first, short names first), so the best of a
# common word's hundreds of USDA rows are among the first ones.
MAX_CANDIDATES = 150
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

    @property
    def identity(self) -> tuple[str, str, int | None]:
        """What tells one food from another: a user's copy of a built-in food is another food."""
        return (self.source, self.key, self.id)

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
    """One catalog entry of `data/foods.json` as a FoodRecord.

    An entry holds key, name, aliases, category, per_100g (calories, protein, carbs, fat and, when known,
    fiber, sugar, sodium_mg), portions ({unit: grams}), default_unit, optionally density_g_per_ml, and
    either "ndb" (the USDA SR28 number its figures come from) or "basis" (how they were estimated).
    """
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
# Food plurals that the suffix rules below would get wrong.
_IRREGULAR_SINGULARS = {
    "leaves": "leaf",
    "loaves": "loaf",
    "halves": "half",
    "cookies": "cookie",
    "pies": "pie",
    "potpies": "potpie",
    "brownies": "brownie",
    "smoothies": "smoothie",
    "veggies": "veggie",
    "hoagies": "hoagie",
    "cuties": "cutie",
    "pierogies": "pierogi",
    "quiches": "quiche",
    "brioches": "brioche",
}
# Food words ending in "s" that are not plurals.
_NOT_PLURAL = frozenset(
    {"hummus", "couscous", "asparagus", "molasses", "swiss", "citrus", "octopus", "bass", "grits", "oats"}
)
# Claims written as one word or two ("lowfat" and "low fat", USDA "Milk, chocolate, lowfat"): one spelling.
_JOINED_CLAIMS = {"low fat": "lowfat", "low-fat": "lowfat", "non fat": "nonfat", "non-fat": "nonfat"}
_SPLIT_CLAIM = re.compile(r"\b(?:low|non)[ -]fat\b")
_ES_PLURAL_ENDINGS = ("ches", "shes", "sses", "xes", "zes", "oes")


def singularise(word: str) -> str:
    """A crude English singular, good enough to make "berries"/"berry" and "tomatoes"/"tomato" meet."""
    if word in _IRREGULAR_SINGULARS:
        return _IRREGULAR_SINGULARS[word]
    if len(word) <= 3 or word in _NOT_PLURAL or word.endswith(("ss", "us")):
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
    ascii_text = _SPLIT_CLAIM.sub(lambda match: _JOINED_CLAIMS[match.group(0)], ascii_text)
    return [singularise(word) for word in _WORD.findall(ascii_text) if word not in _FILLER_WORDS]


def normalise_name(text: str) -> str:
    return " ".join(normalise_words(text))


def _sorted_key(words: Sequence[str]) -> str:
    return " ".join(sorted(words))


# --- search -----------------------------------------------------------------------------------------


@dataclass(slots=True)
class _NameTable:
    """Normalised names of a set of foods, with the lookups search needs precomputed.

    Rows (one per name or alias) are numbered in ranking order: curated before imported, then shorter
    names first. A sorted set of row numbers is therefore already best-first, which lets search score only
    the first MAX_CANDIDATES rows sharing a word with the query however common that word is.
    """

    foods: list[FoodRecord]
    choices: list[str] = field(default_factory=list)  # one normalised name or alias per row
    choice_food: list[int] = field(default_factory=list)  # row -> index in `foods`
    exact: dict[str, int] = field(default_factory=dict)  # normalised name -> food index
    reordered: dict[str, int] = field(default_factory=dict)  # same words sorted -> food index
    postings: dict[str, list[int]] = field(default_factory=dict)  # word -> rows containing it

    @classmethod
    def build(cls, foods: Iterable[FoodRecord]) -> _NameTable:
        # Curated names claim exact aliases before USDA imports, so "apple" is ours, not "Apples, raw".
        ordered = sorted(foods, key=lambda food: -_source_bonus(food))
        table = cls(foods=ordered)
        labels = [
            (food_index, words)
            for food_index, food in enumerate(ordered)
            for words in (normalise_words(label) for label in (food.name, *food.aliases))
            if words
        ]
        labels.sort(key=lambda item: (-_source_bonus(ordered[item[0]]), len(" ".join(item[1]))))
        for food_index, words in labels:
            table._add_row(food_index, words)
        return table

    def _add_row(self, food_index: int, words: list[str]) -> None:
        name = " ".join(words)
        self.exact.setdefault(name, food_index)
        self.reordered.setdefault(_sorted_key(words), food_index)
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


class UserFoods:
    """One user's own foods, indexed once so that every search of a request reuses the index."""

    def __init__(self, foods: Iterable[FoodRecord] = ()) -> None:
        self._table = _NameTable.build(foods)
        self._vocabulary = list(self._table.postings)

    def __bool__(self) -> bool:
        return bool(self._table.foods)

    def search(self, words: list[str], limit: int) -> list[FoodMatch]:
        """The user's foods matching the normalised `words`, best first."""
        return _search_table(self._table, words, limit, vocabulary=self._vocabulary)


# A user with no foods of their own: searches take the public fast paths.
NO_USER_FOODS = UserFoods()


class FoodIndex:
    """Fuzzy search over a fixed set of foods (built-in plus imported), with a user's foods per query."""

    def __init__(self, foods: Iterable[FoodRecord]) -> None:
        self._table = _NameTable.build(foods)
        self._vocabulary = list(self._table.postings)
        # Per index, so a rebuilt catalog starts with an empty cache; called with the words as a tuple.
        self._search_public = lru_cache(maxsize=QUERY_CACHE_SIZE)(
            partial(_search_table, self._table, vocabulary=self._vocabulary)
        )

    def __len__(self) -> int:
        return len(self._table.foods)

    def search(self, query: str, *, limit: int = 5, user_foods: UserFoods = NO_USER_FOODS) -> list[FoodMatch]:
        """The best `limit` matches for `query`, best first, each scored 0-100; user foods rank first."""
        if limit <= 0:
            return []
        words = normalise_words(query)
        if not words:
            return []
        public = self._search_public(tuple(words), limit)
        if not user_foods:
            return public
        return _rank([*user_foods.search(words, limit), *public], limit)

    def best(self, query: str, *, user_foods: UserFoods = NO_USER_FOODS) -> FoodMatch | None:
        """The top match scoring at least MIN_SCORE, or None."""
        if not user_foods:
            # Fast path: a literal name or alias needs no fuzzy scoring (most parsed foods are one).
            literal = self._table.exact.get(normalise_name(query))
            if literal is not None:
                return FoodMatch(self._table.foods[literal], 100.0)
        matches = self.search(query, limit=1, user_foods=user_foods)
        return matches[0] if matches else None

    def closest(self, query: str, *, limit: int = 3) -> list[FoodMatch]:
        """The `limit` nearest foods whatever their score: options to offer when nothing matches well."""
        text = normalise_name(query)
        if not text:
            return []
        found = process.extract(text, self._table.choices, scorer=fuzz.WRatio, limit=limit * 8)
        nearest: dict[int, FoodMatch] = {}
        for _choice, score, row in found:
            food_index = self._table.choice_food[row]
            if food_index not in nearest:
                nearest[food_index] = FoodMatch(self._table.foods[food_index], round(float(score), 1))
        return _rank(nearest.values(), limit)


def _search_table(
    table: _NameTable, words: Sequence[str], limit: int, *, vocabulary: list[str]
) -> list[FoodMatch]:
    corrected, typo_factor = _correct_typos(words, table, vocabulary)
    query = " ".join(corrected)
    scores: dict[int, float] = {}
    literal = table.exact.get(query)
    if literal is not None:
        scores[literal] = 100.0
    reordered = table.reordered.get(_sorted_key(corrected))
    if reordered is not None and reordered != literal:
        scores[reordered] = REORDERED_SCORE
    for food_index, score in _score_rows(table, query, _candidate_rows(table, corrected)):
        if score > scores.get(food_index, 0.0):
            scores[food_index] = score
    matches = [
        FoodMatch(table.foods[index], round(score * typo_factor, 1))
        for index, score in scores.items()
        if score * typo_factor >= MIN_SCORE
    ]
    return _rank(matches, limit)


def _correct_typos(words: Sequence[str], table: _NameTable, vocabulary: list[str]) -> tuple[list[str], float]:
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
    """Rows worth scoring, best first: those holding every query word, then those holding some."""
    postings = [set(table.postings[word]) for word in words if word in table.postings]
    if not postings:
        return []
    complete = sorted(set.intersection(*postings))
    if len(complete) >= MAX_CANDIDATES or len(postings) == 1:
        return complete[:MAX_CANDIDATES]
    partial = sorted(set.union(*postings).difference(complete))
    return (complete + partial)[:MAX_CANDIDATES]


def _score_rows(table: _NameTable, query: str, rows: list[int]) -> Iterable[tuple[int, float]]:
    """Score candidate rows with two C-speed passes and blend them (see module docstring)."""
    if not rows:
        return
    candidates = [table.choices[row] for row in rows]
    subset = process.extract(
        query, candidates, scorer=fuzz.token_set_ratio, score_cutoff=MIN_SCORE, limit=None
    )
    query_words = frozenset(query.split())
    query_modifiers = MODIFIER_WORDS.intersection(query_words)
    for choice, subset_score, position in subset:
        score = _blend(subset_score, fuzz.token_sort_ratio(query, choice))
        if choice != query:
            score = min(score, REORDERED_SCORE)
        choice_words = choice.split()
        mismatched = query_modifiers.symmetric_difference(MODIFIER_WORDS.intersection(choice_words))
        unasked_state = UNPREPARED_WORDS.intersection(choice_words).difference(query_words)
        penalty = MODIFIER_PENALTY * len(mismatched) + UNPREPARED_PENALTY * bool(unasked_state)
        yield table.choice_food[rows[position]], score - penalty


def _rank(matches: Iterable[FoodMatch], limit: int) -> list[FoodMatch]:
    best_per_food: dict[tuple[str, str, int | None], FoodMatch] = {}
    for match in matches:
        identity = match.food.identity
        previous = best_per_food.get(identity)
        if previous is None or match.score > previous.score:
            best_per_food[identity] = match
    ordered = sorted(
        best_per_food.values(),
        key=lambda m: (-(m.score + _source_bonus(m.food)), len(m.food.name), m.food.name),
    )
    return ordered[:limit]
