"""Portion maths: how many grams "2 slices", "1 cup" or "a handful" of a food is, and what that supplies.

Pure functions over FoodRecord. The order of preference for a unit is: a mass unit converts exactly;
the food's own household portion for that word; for a volume, the food's density (given, or derived from
its own cup/tbsp/tsp portion), else its category's typical density, else water's 1 g/ml; for a portion
word the food lacks, a sibling portion ("piece" <-> "medium") or a generic size; and finally the food's
default unit.
"""

from __future__ import annotations

from fitcoach.nutrition.catalog import FoodRecord, Nutrients, Portion

# Mass units in grams. 1 avoirdupois ounce = 28.349523125 g and 1 lb = 453.59237 g exactly
# (NIST Handbook 44, Appendix C, 2024).
GRAMS_PER_UNIT = {
    "g": 1.0,
    "mg": 0.001,
    "kg": 1000.0,
    "oz": 28.349523125,
    "lb": 453.59237,
}

# Volume units in millilitres, US customary (NIST Handbook 44, Appendix C): 1 US cup = 8 US fl oz
# = 236.5882365 ml; 1 tbsp = 1/2 fl oz; 1 tsp = 1/6 fl oz. A "glass" and a "mug" are household sizes, not
# standards: 8 fl oz, the USDA FNDDS "glass" and the ChooseMyPlate cup of milk. A "shot" is 1.5 fl oz, the
# US standard drink of 80-proof spirits (NIAAA); a "pinch" and a "dash" are the kitchen conventions of
# 1/16 and 1/8 teaspoon.
ML_PER_UNIT = {
    "ml": 1.0,
    "cl": 10.0,
    "dl": 100.0,
    "l": 1000.0,
    "fl_oz": 29.5735295625,
    "cup": 236.5882365,
    "tbsp": 14.78676478125,
    "tsp": 4.92892159375,
    "pint": 473.176473,
    "quart": 946.352946,
    "gallon": 3785.411784,
    "glass": 236.5882365,
    "mug": 236.5882365,
    "shot": 44.36029434375,
    "pinch": 0.30805759960938,
    "dash": 0.61611519921875,
}

# Water's density, for a food with no density, no volume portion and no category density below.
WATER_G_PER_ML = 1.0
# Bulk density (g/ml) of a household cup by catalog category, for foods with no volume portion of their
# own ("a cup of lasagna", "a cup of crackers"): the median USDA SR28 cup weight / 236.6 ml over the
# catalog's SR28-sourced foods of that category.
CATEGORY_DENSITY_G_PER_ML = {
    "baby_food": 0.99,
    "bread_bakery": 0.24,
    "breakfast_cereal": 0.16,
    "condiment_sauce": 1.06,
    "dairy_eggs": 0.97,
    "dish": 1.00,
    "drink": 1.05,
    "fast_food": 0.62,
    "fats_oils": 0.92,
    "fruit": 0.70,
    "grain": 0.67,
    "legumes": 0.83,
    "meat_poultry": 0.59,
    "nuts_seeds": 0.58,
    "restaurant": 0.62,
    "seafood": 0.62,
    "snack": 0.30,
    "soup": 1.04,
    "sweets": 0.74,
    "vegetable": 0.63,
}

# A handful of nuts, dried fruit or snacks is about 1 oz (28 g): USDA MyPlate "1 ounce-equivalent" of nuts
# and the FDA RACC for nuts (21 CFR 101.12, 30 g). Used when the food has no handful portion of its own.
HANDFUL_GRAMS = 28.0
# A "bowl" (cereal, soup, pasta, salad) when the food has none: 1.5 US cups, the midpoint of FNDDS small
# (1 cup) and large (2 cups) bowls; applied through the food's own cup portion or density.
BOWL_CUPS = 1.5
# Size words relative to "medium", when a food only lists a medium (or a piece). USDA SR28 sizes of
# eggs (38/44/50 g), bananas (101/118/136 g) and apples (149/182/223 g) put small at ~0.82-0.86x and
# large at ~1.14-1.23x of medium.
# Candy sizes relative to a full bar, from US labels: "fun size" Snickers, Milky Way and Kit Kat weigh 14-17 g
# against 42-53 g bars (~1/3); a Hershey's "miniature" weighs 8.5 g against a 43 g bar (~1/5).
SIZE_RATIOS = {
    "small": 0.83,
    "medium": 1.0,
    "large": 1.2,
    "extra_large": 1.35,
    "fun_size": 0.33,
    "bite_size": 0.2,
    "personal": 1.0,
}
# A size word on a drink that has no portion of that size names a cup size, in fl oz: the common US
# coffee-shop and fountain cups (12 fl oz small/"tall", 16 fl oz medium/"grande", 24 fl oz large/iced
# "venti"; fountain drinks 16/21/32 fl oz cups hold about the same drink once the ice is counted out).
DRINK_SIZE_FL_OZ = {"small": 12.0, "medium": 16.0, "large": 24.0, "extra_large": 32.0}
DRINK_CATEGORY = "drink"
# A drink's container when the drink lists none: the US standard 12 fl oz can, a 12 fl oz bottle, the
# common single-serve juice and juice-drink bottle (sodas and water list their own 20 and 16.9 fl oz ones),
# and the 200 ml (6.75 fl oz) juice box.
DRINK_CONTAINER_FL_OZ = {"can": 12.0, "bottle": 12.0, "box": 6.75}
# Portions that are one whole of a food sold whole or by the slice (USDA SR28 lists "pizza" and "pie"):
# a size word said of such a food without "slice" ("a large pizza") sizes the whole. The SR28 whole is the
# large one (14" chain pizzas); US chains sell 10", 12", 14" and 16" pizzas and 6-8" personal ones, and
# weight goes with area.
WHOLE_UNITS = ("pizza", "pie", "loaf")
WHOLE_SIZE_FRACTION = {
    "small": (10 / 14) ** 2,
    "medium": (12 / 14) ** 2,
    "large": 1.0,
    "extra_large": (16 / 14) ** 2,
    "personal": (7 / 14) ** 2,
}
# "A medium piece of pizza", "a slice of large pizza": a size said of a slice names the pizza it was cut
# from. Chains cut 12", 14" and 16" pizzas in 8 (SR28's 14" chain pizzas weigh 8 slices: 853 g whole,
# 107 g a slice) and a 10" small one in 6 (Domino's and Pizza Hut menus).
SLICE_UNITS = frozenset({"slice", "piece"})
SLICES_PER_WHOLE = 8
SLICES_PER_SIZED_WHOLE = {"small": 6}
# A "serving" of a food that lists none: its whole item unless items are smaller than this (a chip, a
# candy, a cracker), where a serving is a single-serve package or 1 oz, the FDA reference amount for
# chips, crackers and candies (21 CFR 101.12(b), 30 g; 28 g = 1 oz as labelled).
SMALL_ITEM_GRAMS = 20.0
SINGLE_SERVE_PACKAGES = ("bag", "packet", "container", "pouch")
SNACK_SERVING_GRAMS = 28.0
# Single-serve bags of chips, candy and crackers are 1-3.5 oz (28-99 g) on US shelves; above that a package
# is a retail multi-serving one.
MAX_SINGLE_SERVE_GRAMS = 100.0
# A single-serve bowl or cup of ready-to-eat cereal holds 1 oz (28 g): SR28 weighs cereal "bowl (3/4 cup)
# (1 NLEA serving)" portions at 21-28 g (08370, 08579), and the 1 oz bowl packs of Cheerios and Lucky Charms
# (from memory) match its upper end.
CEREAL_CATEGORY = "breakfast_cereal"
CEREAL_SINGLE_SERVE_GRAMS = 28.0
# Categories whose single-serve package, when the food lists none, is one serving of it.
SNACK_CATEGORIES = frozenset({"snack", "sweets"})
# A single-serve bag (or packet, pouch) of chips, crackers or popcorn said with its size: US bags come in 1,
# 2 and 3 oz, the weights USDA FNDDS gives its "small", "medium" and "large single serving bag" portions, and
# 3.5 oz "big grab" bags, the largest still single-serve (see MAX_SINGLE_SERVE_GRAMS).
SNACK_BAG_SIZE_OZ = {"small": 1.0, "medium": 2.0, "large": 3.0, "extra_large": 3.5}
CANDY_SIZES = frozenset({"fun_size", "bite_size"})
# A container of fruit (canned peaches, mandarin oranges) when the food lists none: the 4 oz (113 g)
# single-serve fruit cup US brands sell (Dole, Del Monte), which the catalog's fruit cocktail and applesauce
# containers already weigh, not the 1 cup measure (about 250 g) a fruit would otherwise fall back to.
FRUIT_CATEGORY = "fruit"
FRUIT_CUP_GRAMS = 113.0
# A cookie said with its size, for a cookie that lists no such size: the USDA FNDDS cookie sizes (a small
# cookie 20 g, a medium one 30 g, a large one 45 g), which hold across kinds where the weight of a single
# packaged cookie (an 8 g shortbread, a 10 g chocolate chip) does not.
COOKIE_UNIT = "cookie"
COOKIE_SIZE_GRAMS = {"small": 20.0, "medium": 30.0, "large": 45.0}
# When a food has no portion at all for a count ("2 of them"), one serving is 100 g, the unit in which
# every figure of the catalog is stated.
FALLBACK_SERVING_GRAMS = 100.0

# Every spelling we accept -> normalised unit. Plurals are handled by normalise_unit itself.
_UNIT_WORDS: dict[str, str] = {
    # mass
    "g": "g",
    "gr": "g",
    "gram": "g",
    "gramme": "g",
    "grm": "g",
    "mg": "mg",
    "milligram": "mg",
    "kg": "kg",
    "kilo": "kg",
    "kilogram": "kg",
    "kilogramme": "kg",
    "oz": "oz",
    "ounce": "oz",
    "lb": "lb",
    "lbs": "lb",
    "pound": "lb",
    # volume
    "ml": "ml",
    "millilitre": "ml",
    "milliliter": "ml",
    "mls": "ml",
    "cc": "ml",
    "cl": "cl",
    "centilitre": "cl",
    "centiliter": "cl",
    "dl": "dl",
    "decilitre": "dl",
    "deciliter": "dl",
    "l": "l",
    "litre": "l",
    "liter": "l",
    "ltr": "l",
    "fl_oz": "fl_oz",
    "fl oz": "fl_oz",
    "floz": "fl_oz",
    "fluid ounce": "fl_oz",
    "fl. oz": "fl_oz",
    "cup": "cup",
    "c": "cup",
    "tbsp": "tbsp",
    "tbs": "tbsp",
    "tbl": "tbsp",
    "tablespoon": "tbsp",
    "tblsp": "tbsp",
    "tbsps": "tbsp",
    "tsp": "tsp",
    "teaspoon": "tsp",
    "tsps": "tsp",
    "pint": "pint",
    "pt": "pint",
    "quart": "quart",
    "qt": "quart",
    "gallon": "gallon",
    "gal": "gallon",
    "glass": "glass",
    "mug": "mug",
    # household portion words
    "piece": "piece",
    "pc": "piece",
    "pcs": "piece",
    "item": "piece",
    "whole": "piece",
    "each": "piece",
    "unit": "piece",
    "slice": "slice",
    "slab": "slice",
    "serving": "serving",
    "portion": "serving",
    "helping": "serving",
    "order": "serving",
    "can": "can",
    "tin": "can",
    "bottle": "bottle",
    "bowl": "bowl",
    "plate": "plate",
    "handful": "handful",
    "small": "small",
    "sm": "small",
    "medium": "medium",
    "med": "medium",
    "regular": "medium",
    "large": "large",
    "lg": "large",
    "big": "large",
    "extra large": "extra_large",
    "extra_large": "extra_large",
    "fun_size": "fun_size",
    "bite_size": "bite_size",
    "personal": "personal",
    "xl": "extra_large",
    "jumbo": "extra_large",
    "bar": "bar",
    "scoop": "scoop",
    "stick": "stick",
    "packet": "packet",
    "pack": "packet",
    "sachet": "packet",
    "package": "packet",
    "pkg": "packet",
    "bag": "bag",
    "container": "container",
    "cup container": "container",
    "pot": "container",
    "tub": "container",
    "carton": "carton",
    "box": "box",
    "jar": "jar",
    "pouch": "pouch",
    "fillet": "fillet",
    "filet": "fillet",
    "breast": "breast",
    "thigh": "thigh",
    "drumstick": "drumstick",
    "wing": "wing",
    "leg": "leg",
    "patty": "patty",
    "link": "link",
    "strip": "strip",
    "rasher": "strip",
    "steak": "steak",
    "chop": "chop",
    "cookie": "cookie",
    "cracker": "cracker",
    "leaf": "leaf",
    "stalk": "stalk",
    "spear": "spear",
    "ear": "ear",
    "cob": "ear",
    "clove": "clove",
    "head": "head",
    "wedge": "wedge",
    "sprig": "sprig",
    "pinch": "pinch",
    "dash": "dash",
    "shot": "shot",
    "square": "square",
    "pat": "pat",
    "dollop": "dollop",
    "sandwich": "sandwich",
    "roll": "roll",
    "loaf": "loaf",
    "pie": "pie",
    "pizza": "pizza",
    "wrap": "wrap",
}

# Words that name one whole thing and can stand in for each other when a food lacks one of them.
_COUNT_SYNONYMS = ("piece", "medium", "serving")
# Volume words whose size varies by household: a food's own portion of them says nothing of its density.
_HOUSEHOLD_VOLUMES = frozenset({"glass", "mug", "shot", "pinch", "dash"})
MASS_UNITS = frozenset(GRAMS_PER_UNIT)
VOLUME_UNITS = frozenset(ML_PER_UNIT)


def normalise_unit(word: str) -> str | None:
    """The normalised unit for a unit word ("tablespoons" -> "tbsp", "Slices" -> "slice"), else None."""
    text = " ".join(word.lower().replace(".", " ").replace("-", " ").split())
    if not text:
        return None
    for candidate in _singular_candidates(text):
        unit = _UNIT_WORDS.get(candidate)
        if unit is not None:
            return unit
    return None


def _singular_candidates(text: str) -> tuple[str, ...]:
    # "loaves" -> "loaf", "boxes" -> "box", "slices" -> "slice", "cups" -> "cup"
    candidates = [text]
    if text.endswith("ves"):
        candidates.append(text[:-3] + "f")
    if text.endswith("es"):
        candidates.append(text[:-2])
    if text.endswith("s"):
        candidates.append(text[:-1])
    return tuple(candidates)


def grams_for(food: FoodRecord, quantity: float, unit: str | None) -> float:
    """Grams in `quantity` `unit`s of `food`; a bare count (unit None or unknown) uses its default unit."""
    normalised = normalise_unit(unit) if unit else None
    if normalised is None:
        normalised = food.default_unit
    return quantity * _grams_per_unit(food, normalised)


def sized_slice_grams(food: FoodRecord, size: str) -> float | None:
    """Grams of a slice cut from a whole of the size said ("a medium piece of pizza"), for a food sold whole
    and by the slice; None for other foods."""
    whole = _first_portion(food, WHOLE_UNITS)
    if whole is None or size not in WHOLE_SIZE_FRACTION:
        return None
    return whole.grams * WHOLE_SIZE_FRACTION[size] / SLICES_PER_SIZED_WHOLE.get(size, SLICES_PER_WHOLE)


def nutrition_for(food: FoodRecord, grams: float) -> Nutrients:
    """What `grams` of `food` supplies."""
    return food.per_100g.scaled(grams / 100.0)


def _grams_per_unit(food: FoodRecord, unit: str) -> float:
    if unit in GRAMS_PER_UNIT:
        return GRAMS_PER_UNIT[unit]
    own = food.portion(unit)
    if own is not None:
        return own.grams
    if unit in ML_PER_UNIT:
        return ML_PER_UNIT[unit] * density_of(food)
    return _grams_for_missing_portion(food, unit)


def density_of(food: FoodRecord) -> float:
    """Grams per millilitre: the food's own, else from a volume portion, else its category's or water's."""
    if food.density_g_per_ml is not None:
        return food.density_g_per_ml
    for portion in food.portions:
        if portion.unit in ML_PER_UNIT and portion.unit not in _HOUSEHOLD_VOLUMES:
            return portion.grams / ML_PER_UNIT[portion.unit]
    return CATEGORY_DENSITY_G_PER_ML.get(food.category, WATER_G_PER_ML)


def _grams_for_missing_portion(food: FoodRecord, unit: str) -> float:
    """A household word the food has no portion for: borrow a sibling portion or a generic size."""
    if unit in COOKIE_SIZE_GRAMS and food.default_unit == COOKIE_UNIT:
        return COOKIE_SIZE_GRAMS[unit]
    if unit in SIZE_RATIOS:
        whole = _first_portion(food, WHOLE_UNITS)
        if whole is not None and unit in WHOLE_SIZE_FRACTION:
            return whole.grams * WHOLE_SIZE_FRACTION[unit]
        if food.category == DRINK_CATEGORY and unit in DRINK_SIZE_FL_OZ:
            return DRINK_SIZE_FL_OZ[unit] * ML_PER_UNIT["fl_oz"] * density_of(food)
        # a fun size is a fraction of a bar; other sizes are relative to a medium one
        bases = ("bar",) if unit in CANDY_SIZES else ("medium", "piece", "serving")
        medium = _first_portion(food, (*bases, food.default_unit))
        if medium is not None:
            return medium.grams * SIZE_RATIOS[unit]
    if food.category == DRINK_CATEGORY and unit in DRINK_CONTAINER_FL_OZ:
        return DRINK_CONTAINER_FL_OZ[unit] * ML_PER_UNIT["fl_oz"] * density_of(food)
    if unit == "handful":
        return HANDFUL_GRAMS
    if unit == "bowl":
        return BOWL_CUPS * _grams_per_unit(food, "cup")
    if unit == "container" and food.category == FRUIT_CATEGORY:
        return FRUIT_CUP_GRAMS
    if unit in SINGLE_SERVE_PACKAGES and food.category == CEREAL_CATEGORY:
        return CEREAL_SINGLE_SERVE_GRAMS
    if unit == "serving" or (unit in SINGLE_SERVE_PACKAGES and food.category in SNACK_CATEGORIES):
        return _serving_grams(food)
    square = food.portion("square")
    if unit == "piece" and square is not None:
        # "a piece of milk chocolate" is one square of the bar, not the bar
        return square.grams
    if unit in _COUNT_SYNONYMS:
        whole = _first_portion(food, _COUNT_SYNONYMS)
        if whole is not None:
            return whole.grams
    return _default_unit_grams(food, unit)


def _serving_grams(food: FoodRecord) -> float:
    """A serving (or, for snacks, a single-serve package) of a food that lists none: one whole item when
    items are a meal's size, else its own single-serve package or serving, else the 1 oz snack serving."""
    whole = _first_portion(food, ("piece", "medium"))
    if whole is None and food.category not in SNACK_CATEGORIES:
        return _default_unit_grams(food, "serving")
    if whole is not None and whole.grams >= SMALL_ITEM_GRAMS:
        return whole.grams
    package = _first_portion(food, SINGLE_SERVE_PACKAGES)
    if package is not None and package.grams <= MAX_SINGLE_SERVE_GRAMS:
        return package.grams
    serving = food.portion("serving")
    return serving.grams if serving is not None else SNACK_SERVING_GRAMS


def _first_portion(food: FoodRecord, units: tuple[str, ...]) -> Portion | None:
    for unit in units:
        portion = food.portion(unit)
        if portion is not None:
            return portion
    return None


def _default_unit_grams(food: FoodRecord, asked_unit: str) -> float:
    default = food.default_unit
    if default != asked_unit:
        if default in GRAMS_PER_UNIT:
            # A portion word that a food measured by weight lacks ("a slice of rice") means one serving.
            serving = food.portion("serving")
            return serving.grams if serving is not None else FALLBACK_SERVING_GRAMS
        return _grams_per_unit(food, default)
    if food.portions:
        return food.portions[0].grams
    return FALLBACK_SERVING_GRAMS
