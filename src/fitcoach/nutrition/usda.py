"""Read USDA food composition downloads into FoodRecord objects (pure: files in, records out, no database).

Two layouts are understood, detected from the directory's contents:

* SR28 / SR Legacy ASCII (https://www.ars.usda.gov/ ... sr28_doc.pdf): `~`-quoted, `^`-separated latin-1 files
  FOOD_DES.txt, FD_GROUP.txt, WEIGHT.txt and either ABBREV.txt (one row of nutrients per food) or NUT_DATA.txt
  (one row per food and nutrient);
* FoodData Central CSV (https://fdc.nal.usda.gov/download-datasets): food.csv, food_nutrient.csv,
  nutrient.csv, food_portion.csv, measure_unit.csv, and optionally food_category.csv and branded_food.csv.

Household measures ("cup, chopped", "large (8\" to 8-7/8\" long)", "NLEA serving") are normalised to our unit
words; measures we cannot name, and plain weights (oz, lb) that the mass units already cover, are dropped.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from fitcoach.nutrition.catalog import FoodRecord, Nutrients, Portion, singularise
from fitcoach.nutrition.portions import MASS_UNITS, MAX_SINGLE_SERVE_GRAMS, normalise_unit

ProgressCallback = Callable[[int, int], None]

# Report progress every this many foods: often enough for a smooth bar, rarely enough to cost nothing.
PROGRESS_EVERY = 250

# SR28 nutrient numbers (SR28 documentation, Table 7 / NUTR_DEF.txt).
SR_NUTRIENTS = {
    "208": "calories",
    "203": "protein",
    "205": "carbs",
    "204": "fat",
    "291": "fiber",
    "269": "sugar",
    "307": "sodium_mg",
}
# ABBREV.txt column positions of the same nutrients (SR28 documentation, "Abbreviated file" layout).
ABBREV_COLUMNS = {
    "calories": 3,
    "protein": 4,
    "fat": 5,
    "carbs": 7,
    "fiber": 8,
    "sugar": 9,
    "sodium_mg": 15,
}
# FoodData Central nutrient ids (nutrient.csv). Energy may come as plain kcal (1008) or, for Foundation
# foods, only as Atwater general (2047) or specific (2048) factors; carbohydrate by difference is 1005.
FDC_NUTRIENTS = {
    1008: "calories",
    1003: "protein",
    1005: "carbs",
    1004: "fat",
    1079: "fiber",
    2000: "sugar",
    1093: "sodium_mg",
}
FDC_ENERGY_FALLBACKS = (2048, 2047)
# FoodData Central data types that describe foods people eat; the full download also holds lab samples
# and acquisitions ("sub_sample_food", "market_acquistion", ...) that would only add noise to search.
FDC_FOOD_DATA_TYPES = frozenset({"foundation_food", "sr_legacy_food", "survey_fndds_food", "branded_food"})

# USDA food groups (FD_GROUP.txt / food_category.csv) -> our catalog categories.
GROUP_CATEGORIES = {
    "Dairy and Egg Products": "dairy_eggs",
    "Spices and Herbs": "condiment_sauce",
    "Baby Foods": "baby_food",
    "Fats and Oils": "fats_oils",
    "Poultry Products": "meat_poultry",
    "Soups, Sauces, and Gravies": "soup",
    "Sausages and Luncheon Meats": "meat_poultry",
    "Breakfast Cereals": "breakfast_cereal",
    "Fruits and Fruit Juices": "fruit",
    "Pork Products": "meat_poultry",
    "Vegetables and Vegetable Products": "vegetable",
    "Nut and Seed Products": "nuts_seeds",
    "Beef Products": "meat_poultry",
    "Beverages": "drink",
    "Finfish and Shellfish Products": "seafood",
    "Legumes and Legume Products": "legumes",
    "Lamb, Veal, and Game Products": "meat_poultry",
    "Baked Products": "bread_bakery",
    "Sweets": "sweets",
    "Cereal Grains and Pasta": "grain",
    "Fast Foods": "fast_food",
    "Meals, Entrees, and Side Dishes": "dish",
    "Snacks": "snack",
    "American Indian/Alaska Native Foods": "other",
    "Restaurant Foods": "restaurant",
}
# Snack packages heavier than a single-serve one (portions.MAX_SINGLE_SERVE_GRAMS) are retail ones. Cereal
# counts here too, though portions.SNACK_CATEGORIES (whose package is a serving) leaves it out.
RETAIL_PACKAGE_CATEGORIES = frozenset({"snack", "sweets", "breakfast_cereal"})
SNACK_PACKAGE_UNITS = frozenset({"bag", "packet", "box", "container"})
# When a food lists several household measures, a bare count means the first of these it has.
COUNT_UNIT_PREFERENCE = (
    "piece",
    "medium",
    "slice",
    "bar",
    "cookie",
    "patty",
    "link",
    "strip",
    "fillet",
    "breast",
    "can",
    "bottle",
    "container",
    "scoop",
    "serving",
)
# Measure words USDA uses for "one whole item" that are not unit words of ours.
_WHOLE_ITEM_WORDS = frozenset({"fruit", "each", "whole", "item", "unit", "nlea"})
# Measures named after the food itself ("1 muffin", "1 sandwich", "22 chips"): one of them is a piece,
# which is what a bare count of the food ("2 muffins") means.
_ITEM_NOUNS = frozenset(
    {
        "apple",
        "bagel",
        "banana",
        "biscuit",
        "brownie",
        "bun",
        "burger",
        "burrito",
        "carrot",
        "chip",
        "cone",
        "croissant",
        "cupcake",
        "date",
        "donut",
        "doughnut",
        "egg",
        "enchilada",
        "fig",
        "frankfurter",
        "muffin",
        "nugget",
        "olive",
        "onion",
        "orange",
        "pancake",
        "pastry",
        "peach",
        "pear",
        "pepper",
        "plum",
        "pocket",
        "pop",
        "popsicle",
        "potato",
        "pretzel",
        "roll",
        "sandwich",
        "scone",
        "taco",
        "tamale",
        "taquito",
        "tart",
        "tomato",
        "tortilla",
        "turnover",
        "twist",
        "wafer",
        "waffle",
    }
)


@dataclass(frozen=True, slots=True)
class _RawFood:
    """What both layouts share before a FoodRecord is made."""

    ref: str
    description: str
    group: str
    nutrients: dict[str, float]
    portions: list[Portion]
    common_names: tuple[str, ...] = ()
    brand: str | None = None


def read_usda(path: Path, on_progress: ProgressCallback | None = None) -> Iterator[FoodRecord]:
    """Every food of an SR28/SR Legacy ASCII directory or a FoodData Central CSV directory."""
    if _find(path, "FOOD_DES.txt") is not None:
        return _records(_read_sr_ascii(path, on_progress), key_prefix="usda")
    if _find(path, "food.csv") is not None:
        return _records(_read_fdc_csv(path, on_progress), key_prefix="fdc")
    raise FileNotFoundError(
        f"{path} holds neither SR28 ASCII (FOOD_DES.txt) nor FoodData Central CSV (food.csv)"
    )


def normalise_measure(description: str) -> str | None:
    """Our unit word for a USDA measure ("cup, chopped" -> "cup", "large (8\" long)" -> "large") or None."""
    lowered = description.lower()
    if "yield" in lowered:
        return None  # "unit (yield from 1 lb ready-to-cook chicken)" is a purchase yield, not a portion
    text = re.sub(r"\(.*?\)", " ", lowered).split(",")[0]
    words = re.findall(r"[a-z]+", text)
    if not words:
        return None
    if words[0] in _WHOLE_ITEM_WORDS:
        return "serving" if words[:2] == ["nlea", "serving"] else "piece"
    if singularise(words[0]) in _ITEM_NOUNS:
        return "piece"
    for size in (2, 1):
        unit = normalise_unit(" ".join(words[:size]))
        if unit is not None:
            return unit
    return None


def _records(raw_foods: Iterable[_RawFood], *, key_prefix: str) -> Iterator[FoodRecord]:
    for raw in raw_foods:
        if "calories" not in raw.nutrients:
            continue  # without energy the record would log zero calories, which is worse than no match
        category = GROUP_CATEGORIES.get(raw.group, "other")
        portions = tuple(portion for portion in raw.portions if not _retail_package(category, portion))
        yield FoodRecord(
            key=f"{key_prefix}-{raw.ref}",
            name=raw.description,
            aliases=raw.common_names,
            category=category,
            per_100g=Nutrients(
                calories=raw.nutrients.get("calories", 0.0),
                protein=raw.nutrients.get("protein", 0.0),
                carbs=raw.nutrients.get("carbs", 0.0),
                fat=raw.nutrients.get("fat", 0.0),
                fiber=raw.nutrients.get("fiber"),
                sugar=raw.nutrients.get("sugar"),
                sodium_mg=raw.nutrients.get("sodium_mg"),
            ),
            portions=portions,
            default_unit=_default_unit(portions),
            source="usda",
            source_ref=raw.ref,
            brand=raw.brand,
        )


def _retail_package(category: str, portion: Portion) -> bool:
    """A family-size bag or box of snacks ("bag (6 oz)", "package (16 oz)"): not what "a bag of chips" eaten
    means, so the single-serve default applies instead."""
    return (
        category in RETAIL_PACKAGE_CATEGORIES
        and portion.unit in SNACK_PACKAGE_UNITS
        and portion.grams > MAX_SINGLE_SERVE_GRAMS
    )


def _default_unit(portions: tuple[Portion, ...]) -> str:
    """The unit a bare count means: a whole item when the food has one, else its first household measure
    (USDA lists the typical one first), else grams."""
    units = {portion.unit for portion in portions}
    counted = next((unit for unit in COUNT_UNIT_PREFERENCE if unit in units), None)
    if counted is not None:
        return counted
    return portions[0].unit if portions else "g"


def _collect_portions(rows: Iterable[tuple[str, float, str, float]]) -> dict[str, list[Portion]]:
    """Each food's portions from (food id, amount, measure description, grams) rows, typical first."""
    by_food: dict[str, list[Portion]] = {}
    first_weight: dict[str, Portion] = {}
    for food_id, amount, description, grams in rows:
        portions = by_food.setdefault(food_id, [])
        unit = normalise_measure(description)
        if unit is None or amount <= 0 or grams <= 0:
            continue
        if unit == "oz":
            first_weight.setdefault(food_id, Portion(unit="serving", grams=round(grams, 2)))
        # USDA lists the typical measure first ("cup, chopped" before "cup, sliced"); keep one per unit.
        if unit not in MASS_UNITS and all(existing.unit != unit for existing in portions):
            portions.append(Portion(unit=unit, grams=round(grams / amount, 2)))
    for food_id, serving in first_weight.items():
        # Foods USDA measures only by weight (candies "1 oz", meats "3 oz"): a serving or a piece of one
        # is the first weight listed, its reference amount, rather than 100 g.
        if not by_food[food_id]:
            by_food[food_id].append(serving)
    return by_food


def _find(directory: Path, filename: str) -> Path | None:
    """A file in `directory` by name, ignoring case (USDA zips differ: FOOD_DES.txt vs food_des.txt)."""
    exact = directory / filename
    if exact.is_file():
        return exact
    lowered = filename.lower()
    if directory.is_dir():
        for candidate in directory.iterdir():
            if candidate.name.lower() == lowered and candidate.is_file():
                return candidate
    return None


def _report(on_progress: ProgressCallback | None, done: int, total: int) -> None:
    if on_progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
        on_progress(done, total)


# --- SR28 / SR Legacy ASCII ----------------------------------------------------------------------------


def _sr_rows(path: Path) -> Iterator[list[str]]:
    """Rows of an SR ASCII file: fields separated by ^, text fields wrapped in ~, latin-1, CRLF lines."""
    with path.open(encoding="latin-1", newline="") as handle:
        for line in handle:
            line = line.rstrip("\r\n")
            if line:
                yield [field.strip("~") for field in line.split("^")]


def _sr_number(text: str) -> float | None:
    return float(text) if text.strip() else None


def _read_sr_ascii(directory: Path, on_progress: ProgressCallback | None) -> Iterator[_RawFood]:
    groups = _sr_groups(directory)
    nutrients = _sr_nutrients(directory)
    portions = _sr_portions(directory)
    food_des = _find(directory, "FOOD_DES.txt")
    assert food_des is not None  # read_usda checked it
    descriptions = list(_sr_rows(food_des))
    total = len(descriptions)
    for done, row in enumerate(descriptions, start=1):
        ndb, group_code, long_desc = row[0], row[1], row[2]
        common = row[4] if len(row) > 4 else ""
        brand = row[5] if len(row) > 5 and row[5] else None
        yield _RawFood(
            ref=ndb,
            description=long_desc,
            group=groups.get(group_code, ""),
            nutrients=nutrients.get(ndb, {}),
            portions=portions.get(ndb, []),
            common_names=tuple(name.strip() for name in common.split(",") if name.strip()),
            brand=brand,
        )
        _report(on_progress, done, total)


def _sr_groups(directory: Path) -> dict[str, str]:
    path = _find(directory, "FD_GROUP.txt")
    return {} if path is None else {row[0]: row[1] for row in _sr_rows(path)}


def _sr_nutrients(directory: Path) -> dict[str, dict[str, float]]:
    abbrev = _find(directory, "ABBREV.txt")
    if abbrev is not None:
        return {row[0]: _abbrev_nutrients(row) for row in _sr_rows(abbrev)}
    nut_data = _find(directory, "NUT_DATA.txt")
    if nut_data is None:
        raise FileNotFoundError(f"{directory} has neither ABBREV.txt nor NUT_DATA.txt")
    by_food: dict[str, dict[str, float]] = {}
    for row in _sr_rows(nut_data):
        name = SR_NUTRIENTS.get(row[1])
        value = _sr_number(row[2])
        if name is not None and value is not None:
            by_food.setdefault(row[0], {})[name] = value
    return by_food


def _abbrev_nutrients(row: list[str]) -> dict[str, float]:
    values: dict[str, float] = {}
    for name, column in ABBREV_COLUMNS.items():
        value = _sr_number(row[column]) if column < len(row) else None
        if value is not None:
            values[name] = value
    return values


def _sr_portions(directory: Path) -> dict[str, list[Portion]]:
    path = _find(directory, "WEIGHT.txt")
    if path is None:
        return {}
    return _collect_portions(
        (row[0], amount, row[3], grams)
        for row in _sr_rows(path)
        if (amount := _sr_number(row[2])) is not None and (grams := _sr_number(row[4])) is not None
    )


# --- FoodData Central CSV ------------------------------------------------------------------------------


def _csv_rows(directory: Path, filename: str) -> Iterator[dict[str, str]]:
    path = _find(directory, filename)
    if path is None:
        return
    with path.open(encoding="utf-8-sig", newline="") as handle:
        yield from csv.DictReader(handle)


def _csv_number(text: str | None) -> float | None:
    if text is None or not text.strip():
        return None
    try:
        return float(text)
    except ValueError:
        return None


def _read_fdc_csv(directory: Path, on_progress: ProgressCallback | None) -> Iterator[_RawFood]:
    categories = {row["id"]: row.get("description", "") for row in _csv_rows(directory, "food_category.csv")}
    brands = _fdc_brands(directory)
    nutrients = _fdc_nutrients(directory)
    portions = _fdc_portions(directory)
    foods = list(_csv_rows(directory, "food.csv"))
    total = len(foods)
    for done, row in enumerate(foods, start=1):
        _report(on_progress, done, total)
        if row.get("data_type", "sr_legacy_food") not in FDC_FOOD_DATA_TYPES:
            continue
        fdc_id = row["fdc_id"]
        yield _RawFood(
            ref=fdc_id,
            description=row.get("description", "").strip(),
            group=categories.get(row.get("food_category_id") or "", ""),
            nutrients=nutrients.get(fdc_id, {}),
            portions=portions.get(fdc_id, []),
            brand=brands.get(fdc_id),
        )


def _fdc_brands(directory: Path) -> dict[str, str]:
    brands: dict[str, str] = {}
    for row in _csv_rows(directory, "branded_food.csv"):
        brand = (row.get("brand_name") or row.get("brand_owner") or "").strip()
        if brand:
            brands[row["fdc_id"]] = brand
    return brands


def _fdc_nutrients(directory: Path) -> dict[str, dict[str, float]]:
    wanted = {*FDC_NUTRIENTS, *FDC_ENERGY_FALLBACKS}
    raw: dict[str, dict[int, float]] = {}
    for row in _csv_rows(directory, "food_nutrient.csv"):
        nutrient_id = int(_csv_number(row.get("nutrient_id")) or 0)
        amount = _csv_number(row.get("amount"))
        if nutrient_id in wanted and amount is not None:
            raw.setdefault(row["fdc_id"], {})[nutrient_id] = amount
    return {fdc_id: _fdc_named_nutrients(values) for fdc_id, values in raw.items()}


def _fdc_named_nutrients(values: dict[int, float]) -> dict[str, float]:
    named = {FDC_NUTRIENTS[nid]: amount for nid, amount in values.items() if nid in FDC_NUTRIENTS}
    if "calories" not in named:
        for fallback in FDC_ENERGY_FALLBACKS:
            if fallback in values:
                named["calories"] = values[fallback]
                break
    return named


def _fdc_portions(directory: Path) -> dict[str, list[Portion]]:
    units = {row["id"]: row.get("name", "") for row in _csv_rows(directory, "measure_unit.csv")}
    rows = sorted(_csv_rows(directory, "food_portion.csv"), key=_fdc_portion_order)
    return _collect_portions(
        (
            row["fdc_id"],
            _csv_number(row.get("amount")) or 1.0,
            _fdc_measure_text(units.get(row.get("measure_unit_id") or "", ""), row),
            grams,
        )
        for row in rows
        if (grams := _csv_number(row.get("gram_weight"))) is not None
    )


def _fdc_portion_order(row: dict[str, str]) -> tuple[str, float]:
    return row["fdc_id"], _csv_number(row.get("seq_num")) or 0.0


def _fdc_measure_text(unit_name: str, row: dict[str, str]) -> str:
    """The words naming the measure: the unit unless "undetermined", else the modifier or the description."""
    if unit_name and unit_name.lower() != "undetermined":
        return unit_name
    modifier = (row.get("modifier") or "").strip()
    if modifier and not modifier.replace(".", "").isdigit():
        return modifier
    # Survey (FNDDS) portions read "1 cup" or "1 medium (7\" long)": drop the leading amount.
    return re.sub(r"^[\d./\s-]+", "", row.get("portion_description") or "")
