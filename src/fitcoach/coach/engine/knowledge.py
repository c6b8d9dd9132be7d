"""What the offline engine knows about the world: the food and activity catalogs it matches names against."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from fitcoach.exercise.catalog import ExerciseIndex, load_builtin_activities
from fitcoach.nutrition.catalog import (
    NO_USER_FOODS,
    FoodIndex,
    FoodMatch,
    FoodRecord,
    UserFoods,
    load_builtin_foods,
    normalise_words,
)

# A compound name ("mac and cheese") must match a catalog name this well to stay one item.
COMPOUND_SCORE = 95.0
# How many candidates are weighed for the head-noun preference, and how far below the best they may score.
HEAD_NOUN_CANDIDATES = 5
HEAD_NOUN_MARGIN = 12.0
# Words that decide a food's nutrition more than its name does; frying adds a floured coating and its fat, so
# "fried chicken breast" is the fried chicken, not the plain breast that shares more of its words.
DECISIVE_WORDS = frozenset(
    {"diet", "zero", "unsweetened", "skim", "nonfat", "light", "lite", "decaf",
     "fried", "breaded", "battered"}
)  # fmt: skip


@dataclass(frozen=True)
class Knowledge:
    """The public catalogs; each index caches its own searches, so this is cheap to build per request."""

    foods: FoodIndex
    exercises: ExerciseIndex

    @classmethod
    def builtin(cls) -> Knowledge:
        """The catalogs shipped with fitcoach (built once per process)."""
        return _builtin_knowledge()

    def best_food(self, name: str, user_foods: UserFoods = NO_USER_FOODS) -> FoodMatch | None:
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

    def is_compound_food(self, phrase: str, user_foods: UserFoods = NO_USER_FOODS) -> bool:
        """Whether `phrase` ("mac and cheese") is, word for word, the name of one catalog food."""
        return _names_exactly(phrase, self.foods.best(phrase, user_foods=user_foods))


def _has_word(food: FoodRecord, word: str) -> bool:
    return any(word in normalise_words(label) for label in (food.name, *food.aliases))


def is_named_by(food: FoodRecord, words: Iterable[str]) -> bool:
    """Whether `words` (from `normalise_words`) are, in any order, exactly those of the food's name or of
    one of its aliases."""
    wanted = set(words)
    return any(set(normalise_words(label)) == wanted for label in (food.name, *food.aliases))


def _names_exactly(phrase: str, match: FoodMatch | None) -> bool:
    if match is None or match.score < COMPOUND_SCORE:
        return False
    words = normalise_words(phrase)
    if len(words) < 2:
        # "coffee and a": one side holds no name of its own, so nothing is being joined.
        return False
    return is_named_by(match.food, words)


@cache
def _builtin_knowledge() -> Knowledge:
    return Knowledge(
        foods=FoodIndex(load_builtin_foods()), exercises=ExerciseIndex(load_builtin_activities())
    )
