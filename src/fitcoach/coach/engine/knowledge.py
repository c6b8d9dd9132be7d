"""What the offline engine knows about the world: the food and activity catalogs it matches names against."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from fitcoach.exercise.catalog import Activity, ActivityMatch, ExerciseIndex, load_builtin_activities
from fitcoach.nutrition.catalog import FoodIndex, FoodMatch, FoodRecord, load_builtin_foods, normalise_words

# A compound name ("mac and cheese") must match a catalog name this well to stay one item.
COMPOUND_SCORE = 95.0
# How many candidates are weighed for the head-noun preference, and how far below the best they may score.
HEAD_NOUN_CANDIDATES = 5
HEAD_NOUN_MARGIN = 12.0
# Words that decide a food's nutrition more than its name does.
DECISIVE_WORDS = frozenset(
    {"diet", "zero", "unsweetened", "skim", "nonfat", "light", "lite", "decaf"}
)  # fmt: skip
# Activity lookups repeat the same few dozen phrases; keep their answers.
ACTIVITY_CACHE_SIZE = 4096


@dataclass(frozen=True)
class Knowledge:
    foods: FoodIndex
    exercises: ExerciseIndex
    _activity_cache: dict[str, ActivityMatch | None] = field(default_factory=dict, compare=False, repr=False)
    _compound_cache: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def builtin(cls) -> Knowledge:
        """The catalogs shipped with fitcoach (built once per process)."""
        return _builtin_knowledge()

    def best_food(self, name: str, user_foods: Sequence[FoodRecord] = ()) -> FoodMatch | None:
        """The best match, preferring among close scores a food that keeps the name's decisive words and
        its head noun.

        "Diet", "unsweetened" or "skim" change a food's nutrition more than any other word, so a candidate
        that drops one loses to one that keeps it ("diet root beer" is not root beer). English food names put
        the kind of food last ("pepper soda" is a soda, "oatmeal bar" a bar), so then a candidate naming that
        last word beats a slightly better-scored one that only shares a modifier.
        """
        matches = self.foods.search(name, limit=HEAD_NOUN_CANDIDATES, user_foods=user_foods)
        if not matches:
            return None
        words = normalise_words(name)
        head = words[-1] if words else ""
        decisive = [word for word in words if word in DECISIVE_WORDS]
        close = [match for match in matches if match.score >= matches[0].score - HEAD_NOUN_MARGIN]

        def preference(match: FoodMatch) -> tuple[bool, bool]:
            keeps = all(_has_word(match.food, word) for word in decisive)
            return (keeps, _has_word(match.food, head))

        return max(close, key=preference)

    def best_activity(self, name: str, user_activities: Sequence[Activity] = ()) -> ActivityMatch | None:
        if user_activities:
            return self.exercises.best(name, user_activities=user_activities)
        if name in self._activity_cache:
            return self._activity_cache[name]
        match = self.exercises.best(name)
        if len(self._activity_cache) >= ACTIVITY_CACHE_SIZE:
            self._activity_cache.clear()
        self._activity_cache[name] = match
        return match

    def is_compound_food(self, phrase: str, user_foods: Sequence[FoodRecord] = ()) -> bool:
        """Whether `phrase` ("mac and cheese") is, word for word, the name of one catalog food."""
        if not user_foods and phrase in self._compound_cache:
            return self._compound_cache[phrase]
        found = _names_exactly(phrase, self.foods.best(phrase, user_foods=user_foods))
        if not user_foods:
            if len(self._compound_cache) >= ACTIVITY_CACHE_SIZE:
                self._compound_cache.clear()
            self._compound_cache[phrase] = found
        return found


def _has_word(food: FoodRecord, word: str) -> bool:
    return any(word in normalise_words(label) for label in (food.name, *food.aliases))


def _names_exactly(phrase: str, match: FoodMatch | None) -> bool:
    if match is None or match.score < COMPOUND_SCORE:
        return False
    words = normalise_words(phrase)
    wanted = set(words)
    if len(words) < 2:
        # "coffee and a": one side holds no name of its own, so nothing is being joined.
        return False
    return any(set(normalise_words(label)) == wanted for label in (match.food.name, *match.food.aliases))


@cache
def _builtin_knowledge() -> Knowledge:
    return Knowledge(
        foods=FoodIndex(load_builtin_foods()), exercises=ExerciseIndex(load_builtin_activities())
    )
