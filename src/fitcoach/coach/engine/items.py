"""Reading one food clause into an amount, a unit and a food name.

"2 slices of sourdough toast" -> (2, "slice", "sourdough toast"); "a medium banana" -> (1, "medium",
"banana");
"bowl of cereal" -> (1, "bowl", "cereal"); "150 g salmon" -> (150, "g", "salmon"); "3 cookies" -> (3, None,
"cookies"). Text comes from `numbers.normalise_text` with verbs and fillers already removed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.nutrition.catalog import FoodMatch, FoodRecord, UserFoods
from fitcoach.nutrition.portions import (
    GRAMS_PER_UNIT,
    MASS_UNITS,
    ML_PER_UNIT,
    SINGLE_SERVE_PACKAGES,
    SIZE_RATIOS,
    SLICE_UNITS,
    SNACK_BAG_SIZE_OZ,
    SNACK_CATEGORIES,
    WHOLE_UNITS,
    grams_for,
    normalise_unit,
    sized_slice_grams,
)

# Size words read as the portion they name ("a large apple").
SIZE_WORDS = {
    "small": "small",
    "little": "small",
    "medium": "medium",
    "med": "medium",
    "mid sized": "medium",
    "large": "large",
    "big": "large",
    "huge": "extra_large",
    "jumbo": "extra_large",
    "extra large": "extra_large",
    "xl": "extra_large",
    "fun size": "fun_size",
    "fun sized": "fun_size",
    "snack size": "fun_size",
    "snack sized": "fun_size",
    "bite size": "bite_size",
    "bite sized": "bite_size",
    "miniature": "bite_size",
    "personal": "personal",
    "funsize": "fun_size",
    "snacksize": "fun_size",
    "bitesize": "bite_size",
}
# Words for a twelve-inch length: "footlong", and "foot-long" as tokenised.
FOOTLONG_WORDS = (("footlong",), ("foot", "long"))
# Size words that, inside a name, still measure the food ("a soft medium cookie"); "big" and "jumbo" there
# are usually part of a name ("big mac", "jumbo shrimp").
INNER_SIZE_WORDS = frozenset({"small", "medium", "large"})
# Parts of a food whose size names a kind of the food, not an amount ("medium crust", "large curd").
SIZED_PARTS = frozenset({"crust", "curd"})
# Words the unit table knows that are usually part of a food's name, not its measure.
NOT_A_UNIT = frozenset({"whole", "regular", "each", "c", "unit", "item", "order", "pot", "big", "small",
"large", "medium",
                        "med", "lg", "sm", "xl", "jumbo", "pie", "pizza", "sandwich", "wrap", "cookie",
                         "cracker",
                        "roll", "steak", "breast", "wing", "leg", "thigh", "drumstick", "patty", "link",
                         "chop",
                        "fillet", "filet", "leaf", "head", "loaf", "ear", "cob", "stick", "bar", "strip",
                         "square",
                        "in"})  # fmt: skip
# Measures people name without an amount ("bowl of cereal", "cup of tea"); any other unit needs one
# ("can" alone is more often the verb).
UNITS_WITHOUT_AMOUNT = frozenset(
    {"bowl", "cup", "glass", "plate", "slice", "handful", "mug", "piece", "serving", "bottle"}
)
# Units that measure rather than contain: "12 fl oz can" is 12 fl oz, whatever holds it.
MEASURE_UNITS = frozenset(GRAMS_PER_UNIT) | (frozenset(ML_PER_UNIT) - {"glass", "mug"})
# Words that may describe a container before "<unit> of" ("a regular microwave bag of popcorn").
MAX_DESCRIBING_WORDS = 2
# Units that state an amount exactly: "a large 507 g bottle" is 507 g whatever its size word says.
EXACT_UNITS = frozenset(GRAMS_PER_UNIT) | {"ml", "cl", "dl", "l", "fl_oz"}
# Units a size word does not scale: an exact measure, or a package that already is the snack size ("a snack
# size bag of chips" is one such bag) or has sizes of its own.
UNSIZED_UNITS = EXACT_UNITS | {"bag", "packet", "container", "pouch", "box", "carton", "can", "bottle"}
# "whole wheat", "whole grain", "whole milk": a kind of food, not the whole of one.
WHOLE_AS_KIND = frozenset({"wheat", "grain", "grains", "milk", "meal", "bean", "beans"})
# Words that say a container was bought already filled ("a prepackaged bowl", "a single serve bowl").
_PACKAGED_WORDS = frozenset({"prepackaged", "packaged", "serve"})
# Words among a measure that never name a kind of food ("a single serving bag of", "one of the").
_NOT_CONTAINER_WORDS = frozenset({"of", "the", "a", "an", "single", "individual", "or", "and", "regular"})
# Counting words with no amount of their own.
VAGUE_AMOUNTS = {"some": 1.0, "a": 1.0, "an": 1.0, "another": 1.0, "few": 3.0, "several": 3.0, "couple": 2.0}
# "2 x eggs", "eggs x2"
_TIMES = re.compile(r"^(?:x ?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) ?x)$")
_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
# Phrases read and kept: a clause is read once to test for water and again as food.
PHRASE_CACHE_SIZE = 4096


@dataclass(frozen=True, slots=True)
class FoodPhrase:
    quantity: float
    unit: str | None  # normalised unit word, or None when only a count was said
    name: str
    amount_said: bool  # a number, an article or a unit was said ("a banana", "2 eggs", "bowl of cereal")
    size: str | None = None  # "large" in "a large serving of fries": scales the unit's weight
    # The words read as amount and measure ("a big"), for a second look when the name alone is not a food
    # ("a big mac" is a Big Mac, not a large mac).
    measure_words: str = ""
    # Other words said among the measure ("microwave" in "a regular microwave bag of popcorn"): they may name
    # the kind of food the container holds.
    container_words: str = ""


def _unit_at(words: list[str], index: int) -> tuple[str | None, int]:
    """The unit starting at words[index] and how many words it takes."""
    if index + 1 < len(words):
        # Two-word spellings ("fl oz", "fluid ounces") are checked before single words.
        pair = normalise_unit(f"{words[index]} {words[index + 1]}")
        if pair is not None:
            return pair, 2
    if index < len(words) and words[index].isalpha():
        unit = normalise_unit(words[index])
        # "a bar of chocolate", "a stick of mozzarella": followed by "of", even a name-like word measures.
        measures = index + 1 < len(words) and words[index + 1] == "of"
        if unit is not None and (measures or (unit not in NOT_A_UNIT and words[index] not in NOT_A_UNIT)):
            return unit, 1
    return None, 0


def _size_at(words: list[str], index: int) -> tuple[str | None, int]:
    if index + 1 < len(words) and words[index + 1] in SIZED_PARTS:
        # "a medium crust pizza": the size is the crust's, a kind of pizza
        return None, 0
    if index + 1 < len(words) and f"{words[index]} {words[index + 1]}" in SIZE_WORDS:
        return SIZE_WORDS[f"{words[index]} {words[index + 1]}"], 2
    if index < len(words) and words[index] in SIZE_WORDS:
        return SIZE_WORDS[words[index]], 1
    return None, 0


def _skip_alternative(words: list[str], index: int) -> int:
    """ "small or medium bag", "large or thick slice": the first choice stands, the alternative is skipped."""
    if index + 1 < len(words) and words[index] == "or":
        return index + 2
    return index


def _read_amount(words: list[str]) -> tuple[float, bool, int]:
    """(quantity, said, words used) at the start of a phrase: "2", "a", "a 16.9" ("a 16.9 fl oz bottle")."""
    if not words:
        return 1.0, False, 0
    times = _TIMES.match(words[0])
    if _NUMBER.match(words[0]) or times:
        quantity = float(words[0]) if times is None else float(times.group(1) or times.group(2))
        used = 2 if len(words) > 1 and words[1] == "x" else 1
        return quantity, True, used
    if words[0] in VAGUE_AMOUNTS:
        if len(words) > 1 and _NUMBER.match(words[1]):
            return float(words[1]), True, 2
        return VAGUE_AMOUNTS[words[0]], True, 1
    return 1.0, False, 0


def _read_measure(words: list[str], index: int, amount_said: bool) -> tuple[str | None, str | None, int]:
    """(unit, size, next index): sizes and units after the amount, "medium single serving bag of"."""
    size, used = _size_at(words, index)
    index = _skip_alternative(words, index + used)
    # "a prepackaged bowl of cereal", "a regular microwave bag of popcorn": words describing the container
    if amount_said:
        index += _describing_words_before_unit(words, index)
    unit: str | None = None
    single_serving = False
    while index < len(words) and words[index] in ("single", "individual"):
        single_serving = True
        index += 1
    while index < len(words):
        found, used = _unit_at(words, index)
        if found is None or index + used >= len(words):
            break
        if not amount_said and found not in UNITS_WITHOUT_AMOUNT and unit is None:
            break
        if unit is not None and found in MEASURE_UNITS:
            # "a piece of pound cake", "a bowl of cup noodles": a measure after a container names the food.
            break
        # "16.9 fl oz bottle": the measure said with the number wins over the container after it;
        # "single serving bag" is one serving, whatever the bag; otherwise the last container word names it.
        if unit is None or (unit not in MEASURE_UNITS and not (single_serving and unit == "serving")):
            unit = found
        index = _skip_alternative(words, index + used)
        while index < len(words) and words[index] in ("of", "the", "a", "an"):
            index += 1
        size_after, used = _size_at(words, index)
        size = size or size_after
        index += used
    return unit, size, index


def _packaged_as_container(unit: str | None, container_words: str) -> str | None:
    """ "a prepackaged bowl of cereal": a bowl bought filled is a single-serve package of its food, not a
    bowl the eater filled (which holds several servings)."""
    if unit == "bowl" and _PACKAGED_WORDS.intersection(container_words.split()):
        return "container"
    return unit


def _describing_words_before_unit(words: list[str], index: int) -> int:
    """How many words (at most MAX_DESCRIBING_WORDS) describe the container before "<unit> of"."""
    for skip in range(1, MAX_DESCRIBING_WORDS + 1):
        unit_at = index + skip
        if unit_at + 1 >= len(words) or _unit_at(words, unit_at - 1)[0] is not None:
            return 0
        unit = _unit_at(words, unit_at)[0]
        # Estimation text has lost its "of"s ("a regular microwave bag popcorn"); a container still counts.
        if unit is not None and (words[unit_at + 1] == "of" or unit not in MEASURE_UNITS):
            return skip
    return 0


@lru_cache(maxsize=PHRASE_CACHE_SIZE)
def read_food_phrase(clause: str) -> FoodPhrase | None:
    """Amount, unit and name of a food clause; None when no name is left."""
    # "2 % milk" names a milk; the percentage is not an amount.
    text = re.sub(r"\b(\d+(?:\.\d+)?) (%|percent)", r"\1%", clause)
    words = [word for word in text.split() if any(ch.isalnum() for ch in word)]
    words = _trailing_amount_first(words)
    quantity, amount_said, index = _read_amount(words)
    amount_end = index
    unit, size, index = _read_measure(words, index, amount_said)
    # Only the size words may belong to a name ("big mac"); "205 g" or "cup of" never do.
    measure_words = " ".join(word for word in words[amount_end:index] if word in SIZE_WORDS)
    container_words = " ".join(
        word
        for word in words[amount_end:index]
        if word not in SIZE_WORDS and word not in _NOT_CONTAINER_WORDS and _unit_at([word], 0)[0] is None
    )
    amount_said = amount_said or unit is not None
    unit = _packaged_as_container(unit, container_words)
    # "a serving of 148 g instant grits", "a sweet 126 g banana": a measured amount after a vague one (an
    # adjective may sit between) is the real amount.
    for skip in (0, 1):
        at = index + skip
        if at + 2 < len(words) and _NUMBER.match(words[at]):
            exact_unit, used = _unit_at(words, at + 1)
            if exact_unit in MEASURE_UNITS:
                quantity, unit = float(words[at]), exact_unit
                index = at + 1 + used
                # "57 g serving of", "620 g bottle of": the container after a weight adds nothing
                if index + 1 < len(words) and _unit_at(words, index)[0] not in (None, *MEASURE_UNITS):
                    index += 1
                while index < len(words) and words[index] in ("of", "the", "a", "an"):
                    index += 1
                break
    name_words = words[index:]
    while name_words and name_words[-1] in ("of", "a", "an", "the", "and", "with", "x", "or"):
        name_words.pop()
    # "eggs x2" (tokenised "eggs x 2") at the end
    if len(name_words) > 2 and name_words[-2] == "x" and _NUMBER.match(name_words[-1]):
        quantity, amount_said = float(name_words[-1]), True
        del name_words[-2:]
    if not name_words or (len(name_words) == 1 and normalise_unit(name_words[0]) in MEASURE_UNITS):
        return None
    if size is None:
        size, name_words = _size_inside_name(name_words)
    if unit is None:
        quantity, name_words = _footlong_as_two(quantity, name_words)
    if unit is None and size is not None:
        unit, size, amount_said = size, None, True
    return FoodPhrase(
        quantity=quantity,
        unit=unit,
        name=" ".join(name_words),
        amount_said=amount_said,
        size=size,
        measure_words=measure_words,
        container_words=container_words,
    )


def _size_inside_name(name_words: list[str]) -> tuple[str | None, list[str]]:
    """ "a freshly baked medium chocolate chip cookie", "a soft small roll": a describing word before the size
    kept the size from being read as the amount; it is still the size of the food named after it."""
    for index, word in enumerate(name_words[:-1]):
        if word in INNER_SIZE_WORDS and name_words[index + 1] not in SIZED_PARTS:
            return SIZE_WORDS[word], [*name_words[:index], *name_words[index + 1 :]]
    return None, name_words


def _footlong_as_two(quantity: float, name_words: list[str]) -> tuple[float, list[str]]:
    """ "a footlong sub", "a foot-long frankfurter": twelve inches is two of the six-inch item the catalog
    weighs (USDA SR28 weighs a 12 inch Subway sub at twice its 6 inch sub), so the count doubles."""
    for index in range(len(name_words)):
        for length_words in FOOTLONG_WORDS:
            end = index + len(length_words)
            if tuple(name_words[index:end]) == length_words and len(name_words) > len(length_words):
                return quantity * 2, [*name_words[:index], *name_words[end:]]
    return quantity, name_words


def _trailing_amount_first(words: list[str]) -> list[str]:
    """ "water 500 ml", "coffee 2 cups": an amount said after the name is moved before it."""
    if len(words) < 3 or _NUMBER.match(words[0]) or words[0] in VAGUE_AMOUNTS:
        return words
    for size in (2, 1):
        tail = words[-size:]
        if not _NUMBER.match(tail[0]):
            continue
        if size == 2 and _unit_at(tail, 1)[0] is None:
            continue
        return [*tail, *words[:-size]]
    return words


def unit_named_in(food: FoodRecord, name: str) -> str | None:
    """ "snickers bar", "coke can": a last word that is one of the food's own portions is its unit; so is a
    first one, as the "of" of "a bar of milk chocolate" is dropped before the name is read."""
    words = name.split()
    for word in dict.fromkeys((words[-1], words[0])):
        unit = normalise_unit(word)
        if unit in WHOLE_UNITS:
            # "cheese pizza" names the food; one of it is a slice unless "whole" or a size is said.
            return None
        if unit is not None and food.portion(unit) is not None:
            return unit
    return None


def _said_unit(food: FoodRecord, phrase: FoodPhrase) -> str | None:
    """The unit said, unless it is the food itself: "a cup of Reese's peanut butter cup" is one cup-shaped
    candy, "a fruit cup" one container, when the food has no such measure of its own."""
    unit = phrase.unit
    if unit is None or unit in MASS_UNITS or food.portion(unit) is not None:
        return unit
    named_units = {normalise_unit(word) for word in food.name.split()}
    return None if unit in named_units else unit


def _whole_named_in(food: FoodRecord, name: str) -> str | None:
    """ "a whole sweet potato pie": the food's whole portion, when it is sold whole and by the slice."""
    words = name.split()
    if words[0] != "whole" or (len(words) > 1 and words[1] in WHOLE_AS_KIND):
        return None
    return next((unit for unit in WHOLE_UNITS if food.portion(unit) is not None), None)


def portion_of(food: FoodRecord, phrase: FoodPhrase) -> tuple[str, float]:
    """(unit, grams) of a phrase for a matched food: the unit said, else one named in the food's name, else
    the food's own default; a size said with a unit ("a large serving") scales its weight."""
    unit = _said_unit(food, phrase) or unit_named_in(food, phrase.name) or _whole_named_in(food, phrase.name)
    unit = unit or food.default_unit
    if phrase.unit is None and unit in MEASURE_UNITS:
        # "a rotisserie chicken thigh" counts a thing; a food weighed in grams by default has a serving.
        unit = "serving"
    if (
        unit in SINGLE_SERVE_PACKAGES
        and food.category in SNACK_CATEGORIES
        and phrase.size in SNACK_BAG_SIZE_OZ
    ):
        return unit, round(phrase.quantity * SNACK_BAG_SIZE_OZ[phrase.size] * GRAMS_PER_UNIT["oz"], 1)
    sliced = sized_slice_grams(food, phrase.size) if phrase.size and unit in SLICE_UNITS else None
    if sliced is not None:
        return unit, round(phrase.quantity * sliced, 1)
    grams = grams_for(food, phrase.quantity, unit)
    if phrase.size is not None and unit not in SIZE_RATIOS and unit not in UNSIZED_UNITS:
        grams *= SIZE_RATIOS.get(phrase.size, 1.0)
    return unit, round(grams, 1)


def food_match(
    knowledge: Knowledge, phrase: FoodPhrase, user_foods: UserFoods
) -> tuple[FoodMatch | None, FoodPhrase]:
    """The food a phrase names; when its name alone is not one, the name with its measure words ("a big mac"
    is one Big Mac, not a large "mac")."""
    match = knowledge.best_food(phrase.name, user_foods)
    if (match is None or not match.confident) and phrase.measure_words:
        whole_name = f"{phrase.measure_words} {phrase.name}"
        whole = knowledge.best_food(whole_name, user_foods)
        if whole is not None and whole.confident and (match is None or whole.score > match.score):
            unit = phrase.unit if phrase.unit not in SIZE_RATIOS else None
            return whole, replace(phrase, name=whole_name, unit=unit, size=None, measure_words="")
    if match is not None and phrase.container_words and _lacks_said_unit(match.food, phrase):
        # "a microwave bag of popcorn" is microwave popcorn, which comes by the bag; plain popcorn does not.
        kind = knowledge.best_food(f"{phrase.container_words} {phrase.name}", user_foods)
        if kind is not None and kind.confident and not _lacks_said_unit(kind.food, phrase):
            return kind, phrase
    return match, phrase


def _lacks_said_unit(food: FoodRecord, phrase: FoodPhrase) -> bool:
    return phrase.unit is not None and phrase.unit not in MASS_UNITS and food.portion(phrase.unit) is None
