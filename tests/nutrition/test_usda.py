"""USDA readers (SR28 ASCII and FoodData Central CSV) and the catalog's agreement with SR28."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from fitcoach.nutrition.catalog import FoodRecord, Portion, load_builtin_foods
from fitcoach.nutrition.portions import grams_for
from fitcoach.nutrition.usda import normalise_measure, read_usda

# The bar for "the figures must be right": catalog energy within 10% of the cited SR28 entry.
KCAL_TOLERANCE = 0.10


def _write_sr(path: Path, name: str, rows: list[str]) -> None:
    path.joinpath(name).write_bytes(("\r\n".join(rows) + "\r\n").encode("latin-1"))


# SR28's ABBREV.txt columns after the NDB number and short name, as printed for raw bananas (09040): water,
# kcal, protein, fat, ash, carbs, fibre, sugar, ..., sodium (16th). Every food written here carries them;
# only the banana's tests read them.
_SR_NUTRIENTS = "74.91^89^1.09^0.33^0.82^22.84^2.6^12.23^5^0.26^27^22^358^1^0.15"
# The food's group is known by its name (the code only joins FOOD_DES.txt to FD_GROUP.txt).
_SR_GROUP_CODE = "0900"


def _write_sr_food(
    folder: Path,
    ref: str,
    group: str,
    description: str,
    weight_rows: Sequence[tuple[float, str, float]],
    *,
    common_names: str = "",
) -> None:
    """The four files of an SR28 release holding one food; weight rows are (amount, measure, grams)."""
    _write_sr(folder, "FD_GROUP.txt", [f"~{_SR_GROUP_CODE}~^~{group}~"])
    food_row = f"~{ref}~^~{_SR_GROUP_CODE}~^~{description}~^~~^~{common_names}~^^~Y~^^0^^6.25^^^"
    _write_sr(folder, "FOOD_DES.txt", [food_row])
    _write_sr(folder, "ABBREV.txt", [f"~{ref}~^~~^{_SR_NUTRIENTS}"])
    weights = [
        f"~{ref}~^{seq}^{amount:g}^~{measure}~^{grams:g}^^"
        for seq, (amount, measure, grams) in enumerate(weight_rows, start=1)
    ]
    _write_sr(folder, "WEIGHT.txt", weights)


def _one_sr_food(
    folder: Path, ref: str, group: str, description: str, weight_rows: Sequence[tuple[float, str, float]]
) -> FoodRecord:
    """The record read from an SR28 release holding only this food."""
    _write_sr_food(folder, ref, group, description, weight_rows)
    (food,) = read_usda(folder)
    return food


@pytest.fixture
def sr_fixture(tmp_path: Path) -> Path:
    _write_sr_food(
        tmp_path,
        "09040",
        "Fruits and Fruit Juices",
        "Bananas, raw",
        [
            (1, "cup, mashed", 225),
            (1, 'medium (7" to 7-7/8" long)', 118),
            (2, 'large (8" to 8-7/8" long)', 272),
            (1, "oz", 28.35),
        ],
        common_names="plantain, guineo",
    )
    return tmp_path


def test_sr_fixture_is_read_into_a_record(sr_fixture: Path) -> None:
    (banana,) = read_usda(sr_fixture)
    assert banana.key == "usda-09040"
    assert banana.source == "usda"
    assert banana.source_ref == "09040"
    assert banana.category == "fruit"
    assert banana.aliases == ("plantain", "guineo")
    assert banana.per_100g.calories == 89
    assert banana.per_100g.sodium_mg == 1
    assert banana.portions == (Portion("cup", 225.0), Portion("medium", 118.0), Portion("large", 136.0))
    assert banana.default_unit == "medium"


def test_sr_nut_data_is_used_without_abbrev(sr_fixture: Path) -> None:
    (sr_fixture / "ABBREV.txt").unlink()
    rows = ["~09040~^~208~^89^", "~09040~^~203~^1.09^", "~09040~^~205~^22.84^", "~09040~^~204~^0.33^"]
    _write_sr(sr_fixture, "NUT_DATA.txt", rows)
    (banana,) = read_usda(sr_fixture)
    assert (banana.per_100g.calories, banana.per_100g.carbs, banana.per_100g.fiber) == (89, 22.84, None)


def test_progress_is_reported_to_the_end(sr_fixture: Path) -> None:
    calls: list[tuple[int, int]] = []
    list(read_usda(sr_fixture, on_progress=lambda done, total: calls.append((done, total))))
    assert calls[-1] == (1, 1)


def test_unknown_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_usda(tmp_path)


@pytest.mark.parametrize(
    ("measure", "unit"),
    [
        ("cup, chopped", "cup"),
        ('large (8" to 8-7/8" long)', "large"),
        ("NLEA serving", "serving"),
        ("tbsp", "tbsp"),
        ("fl oz", "fl_oz"),
        ("slices", "slice"),
        ("each burrito", "piece"),
        ("muffin", "piece"),
        ("sandwich", "piece"),
        ("chips", "piece"),
        ("extra large", "extra_large"),
        ("cubic inch", None),
        ("unit (yield from 1 lb ready-to-cook chicken)", None),
    ],
)
def test_usda_measures_normalise_to_our_units(measure: str, unit: str | None) -> None:
    assert normalise_measure(measure) == unit


def _by_ref(foods: list[FoodRecord]) -> dict[str | None, FoodRecord]:
    return {food.source_ref: food for food in foods}


@pytest.fixture
def fdc_foods(fdc_fixture: Path) -> dict[str | None, FoodRecord]:
    return _by_ref(list(read_usda(fdc_fixture)))


def test_fdc_csv_is_read_into_records(fdc_foods: dict[str | None, FoodRecord]) -> None:
    cheddar = fdc_foods["1"]
    assert cheddar.key == "fdc-1"
    assert cheddar.category == "dairy_eggs"
    assert (cheddar.per_100g.calories, cheddar.per_100g.protein, cheddar.per_100g.sodium_mg) == (
        403,
        24.9,
        621,
    )
    assert cheddar.portions == (Portion("slice", 28.0), Portion("cup", 132.0))
    assert cheddar.default_unit == "slice"
    assert cheddar.brand is None


def test_fdc_branded_food_uses_atwater_energy_and_brand(fdc_foods: dict[str | None, FoodRecord]) -> None:
    oats = fdc_foods["2"]
    assert oats.per_100g.calories == 380
    assert oats.per_100g.sugar == 20
    assert oats.brand == "Acme Foods"
    assert oats.portions == (Portion("cup", 60.0),)


def test_fdc_samples_and_foods_without_energy_are_skipped(fdc_foods: dict[str | None, FoodRecord]) -> None:
    assert sorted(fdc_foods) == ["1", "2"]


def test_fdc_progress_counts_every_row(fdc_fixture: Path) -> None:
    calls: list[tuple[int, int]] = []
    list(read_usda(fdc_fixture, on_progress=lambda done, total: calls.append((done, total))))
    assert calls[-1] == (4, 4)


# --- against the real SR28 files -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def sr28_foods(shared_dir: Path) -> dict[str | None, FoodRecord]:
    sr28 = shared_dir / "data" / "usda" / "raw_sr28"
    if not (sr28 / "FOOD_DES.txt").is_file():
        pytest.skip("USDA SR28 raw files are not present (../shared/data/usda/raw_sr28)")
    return _by_ref(list(read_usda(sr28)))


def test_real_sr28_reads_every_food(sr28_foods: dict[str | None, FoodRecord]) -> None:
    assert len(sr28_foods) == 8789
    egg = sr28_foods["01123"]
    assert egg.name == "Egg, whole, raw, fresh"
    assert egg.per_100g.calories == 143
    assert egg.portion("large") == Portion("large", 50.0)
    assert sr28_foods["20045"].portion("cup") == Portion("cup", 158.0)


def test_builtin_energy_is_within_ten_percent_of_cited_sr28(sr28_foods: dict[str | None, FoodRecord]) -> None:
    cited = [food for food in load_builtin_foods() if food.source_ref is not None]
    assert cited
    off = []
    for food in cited:
        usda = sr28_foods.get(food.source_ref)
        if usda is None:
            off.append((food.key, food.source_ref, "not in SR28"))
            continue
        reference = usda.per_100g.calories
        if abs(food.per_100g.calories - reference) > KCAL_TOLERANCE * max(reference, 1.0):
            off.append((food.key, food.source_ref, f"{food.per_100g.calories} vs {reference}"))
    assert off == []


def test_a_food_without_a_whole_item_counts_in_its_first_household_measure(tmp_path: Path) -> None:
    weights = [(1.0, "cup, diced", 132.0), (1.0, "oz", 28.35)]
    cheese = _one_sr_food(tmp_path, "01009", "Dairy and Egg Products", "Cheese, cheddar", weights)
    assert cheese.default_unit == "cup"


def test_a_family_size_snack_bag_is_not_a_portion(tmp_path: Path) -> None:
    weights = [(1.0, "oz", 28.35), (1.0, "bag (6 oz)", 170.0)]
    chips = _one_sr_food(tmp_path, "19422", "Snacks", "Snacks, potato chips, reduced fat", weights)
    assert chips.portion("bag") is None


def test_a_food_weighed_only_by_the_ounce_is_served_by_that_weight(tmp_path: Path) -> None:
    weights = [(1.0, "oz", 28.35)]
    fondant = _one_sr_food(tmp_path, "19099", "Sweets", "Candies, fondant, prepared-from-recipe", weights)
    assert grams_for(fondant, 1, "piece") == pytest.approx(28.35)
