"""Portion maths: units to grams, and grams to nutrients."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fitcoach.nutrition.catalog import FoodRecord, Nutrients, Portion, load_builtin_foods
from fitcoach.nutrition.portions import (
    CATEGORY_DENSITY_G_PER_ML,
    CEREAL_SINGLE_SERVE_GRAMS,
    COOKIE_SIZE_GRAMS,
    DRINK_SIZE_FL_OZ,
    FRUIT_CUP_GRAMS,
    GRAMS_PER_UNIT,
    HANDFUL_GRAMS,
    ML_PER_UNIT,
    SIZE_RATIOS,
    grams_for,
    normalise_unit,
    nutrition_for,
    sized_slice_grams,
)


def _food(key: str) -> FoodRecord:
    return next(food for food in load_builtin_foods() if food.key == key)


def _bare_food(**changes: object) -> FoodRecord:
    food = FoodRecord(
        key="thing",
        name="thing",
        aliases=(),
        category="other",
        per_100g=Nutrients(calories=200, protein=10, carbs=20, fat=8),
        portions=(),
        default_unit="g",
    )
    return dataclasses.replace(food, **changes)


@pytest.mark.parametrize(
    ("word", "unit"),
    [
        ("tablespoons", "tbsp"),
        ("Tbsp.", "tbsp"),
        ("grams", "g"),
        ("slices", "slice"),
        ("cups", "cup"),
        ("fl oz", "fl_oz"),
        ("fluid ounces", "fl_oz"),
        ("ounces", "oz"),
        ("lbs", "lb"),
        ("kilos", "kg"),
        ("litres", "l"),
        ("pieces", "piece"),
        ("loaves", "loaf"),
        ("boxes", "box"),
        ("handfuls", "handful"),
    ],
)
def test_unit_words_normalise(word: str, unit: str) -> None:
    assert normalise_unit(word) == unit


def test_unknown_unit_word_is_none() -> None:
    assert normalise_unit("florp") is None
    assert normalise_unit("  ") is None


def test_mass_units_convert_exactly() -> None:
    food = _food("egg")
    assert grams_for(food, 2, "oz") == pytest.approx(56.699, abs=0.001)
    assert grams_for(food, 1, "lb") == pytest.approx(453.592, abs=0.001)
    assert grams_for(food, 0.5, "kg") == 500


def test_bare_count_uses_default_unit() -> None:
    assert grams_for(_food("egg"), 2, None) == 100  # two large eggs


def test_food_portion_beats_generic_volume() -> None:
    assert grams_for(_food("white-rice-cooked"), 1, "cup") == pytest.approx(158)


def test_drink_volume_uses_its_density() -> None:
    milk = _food("whole-milk")
    assert grams_for(milk, 250, "ml") == pytest.approx(250 * milk.density_g_per_ml, rel=1e-6)  # type: ignore[operator]


def test_volume_without_density_is_water_like() -> None:
    assert grams_for(_bare_food(), 1, "cup") == pytest.approx(ML_PER_UNIT["cup"])


def test_volume_of_a_solid_without_volume_portion_uses_its_category_density() -> None:
    crackers = _bare_food(category="snack")
    assert grams_for(crackers, 1, "cup") == pytest.approx(
        ML_PER_UNIT["cup"] * CATEGORY_DENSITY_G_PER_ML["snack"]
    )


def test_density_is_derived_from_a_tbsp_portion() -> None:
    food = _bare_food(portions=(Portion("tbsp", 16.0),))
    assert grams_for(food, 1, "tsp") == pytest.approx(16.0 / 3, rel=1e-3)


def test_size_words_borrow_from_medium() -> None:
    food = _bare_food(portions=(Portion("medium", 100.0),), default_unit="medium")
    assert grams_for(food, 1, "large") > 100 > grams_for(food, 1, "small")


def test_handful_has_a_generic_size() -> None:
    assert grams_for(_bare_food(), 1, "handful") == HANDFUL_GRAMS


def test_piece_falls_back_to_medium() -> None:
    food = _bare_food(portions=(Portion("medium", 118.0),), default_unit="medium")
    assert grams_for(food, 2, "pieces") == 236


def test_unknown_unit_uses_default_unit() -> None:
    assert grams_for(_food("egg"), 3, "florps") == 150


def test_portion_word_the_food_lacks_means_a_serving() -> None:
    assert grams_for(_bare_food(), 1, "slice") == 100


def test_nutrition_scales_per_100g() -> None:
    result = nutrition_for(_bare_food(), 150)
    assert (result.calories, result.protein, result.carbs, result.fat) == (300, 15, 30, 12)


@given(
    st.sampled_from(load_builtin_foods()),
    st.floats(min_value=0, max_value=1e4),
    st.one_of(st.none(), st.text(max_size=15)),
)
def test_grams_are_never_negative_for_any_unit(food: FoodRecord, quantity: float, unit: str | None) -> None:
    assert grams_for(food, quantity, unit) >= 0


def test_bowl_without_its_own_portion_is_one_and_a_half_cups() -> None:
    food = _bare_food(portions=(Portion("cup", 200.0),))
    assert grams_for(food, 1, "bowl") == pytest.approx(300.0)


def test_pinch_is_a_sixteenth_of_a_teaspoon() -> None:
    food = _bare_food(portions=(Portion("tsp", 2.6),))
    assert grams_for(food, 1, "pinch") == pytest.approx(2.6 / 16, rel=1e-3)


def test_a_glass_portion_does_not_set_the_density() -> None:
    food = _bare_food(portions=(Portion("glass", 147.0),))
    assert grams_for(food, 1, "glass") == 147.0
    assert grams_for(food, 100, "ml") == pytest.approx(100.0)


def test_size_word_for_a_piece_only_food_scales_the_piece() -> None:
    food = _bare_food(portions=(Portion("piece", 50.0),), default_unit="piece")
    assert grams_for(food, 1, "large") == pytest.approx(50.0 * SIZE_RATIOS["large"])


@given(st.text(max_size=30))
def test_normalise_unit_never_raises(word: str) -> None:
    unit = normalise_unit(word)
    assert unit is None or unit in GRAMS_PER_UNIT or unit in ML_PER_UNIT or unit.isidentifier()


def test_a_size_of_a_drink_without_that_portion_is_a_cup_size() -> None:
    food = _bare_food(category="drink", portions=(Portion("can", 368.0),), default_unit="can")
    large_ml = DRINK_SIZE_FL_OZ["large"] * ML_PER_UNIT["fl_oz"]
    assert grams_for(food, 1, "large") == pytest.approx(large_ml * CATEGORY_DENSITY_G_PER_ML["drink"])
    assert grams_for(food, 1, "small") < grams_for(food, 1, "medium") < grams_for(food, 1, "large")


def test_a_size_of_a_food_sold_whole_sizes_the_whole() -> None:
    food = _bare_food(portions=(Portion("slice", 107.0), Portion("pizza", 853.0)), default_unit="slice")
    assert grams_for(food, 1, "large") == pytest.approx(853.0)
    assert 107.0 < grams_for(food, 1, "small") < 853.0


def test_a_bag_of_a_snack_without_one_is_a_single_serve_bag() -> None:
    food = _bare_food(category="snack", portions=(Portion("piece", 2.0),), default_unit="piece")
    assert grams_for(food, 1, "bag") == pytest.approx(28.0)


def test_a_can_of_a_drink_without_one_is_a_standard_can() -> None:
    food = _bare_food(category="drink", portions=(Portion("cup", 240.0),), default_unit="cup")
    assert grams_for(food, 1, "can") == pytest.approx(12 * 240.0 / 8, rel=0.02)


def test_a_piece_of_a_food_sold_in_squares_is_one_square() -> None:
    chocolate = _food("milk-chocolate")
    square = chocolate.portion("square")
    assert square is not None
    assert grams_for(chocolate, 1, "piece") == square.grams


def test_a_box_of_juice_is_a_juice_box() -> None:
    juice = _food("apple-juice")
    assert juice.portion("box") is None
    assert grams_for(juice, 1, "box") == pytest.approx(
        6.75 * ML_PER_UNIT["fl_oz"] * 248 / ML_PER_UNIT["cup"], rel=0.01
    )


def test_a_sized_cookie_without_that_size_weighs_a_household_cookie() -> None:
    shortbread = _food("shortbread")
    assert shortbread.portion("medium") is None
    assert grams_for(shortbread, 1, "medium") == COOKIE_SIZE_GRAMS["medium"]
    assert grams_for(shortbread, 1, "cookie") == 8.0


def test_a_sized_slice_is_an_eighth_of_a_whole_of_that_size() -> None:
    food = _bare_food(portions=(Portion("slice", 137.0), Portion("pizza", 853.0)), default_unit="slice")
    assert sized_slice_grams(food, "large") == pytest.approx(853.0 / 8)
    assert sized_slice_grams(food, "medium") == pytest.approx(853.0 * (12 / 14) ** 2 / 8)
    # a small pizza is cut in 6
    assert sized_slice_grams(food, "small") == pytest.approx(853.0 * (10 / 14) ** 2 / 6)
    assert sized_slice_grams(_bare_food(portions=(Portion("piece", 50.0),)), "medium") is None


def test_a_container_of_fruit_that_lists_none_is_a_fruit_cup_not_a_cup_measure() -> None:
    peaches = _food("canned-peaches")
    assert peaches.portion("container") is None
    assert grams_for(peaches, 1, "container") == FRUIT_CUP_GRAMS
    assert grams_for(_food("applesauce"), 1, "container") == 113.0


def test_a_miniature_dinner_roll_is_the_small_pan_roll() -> None:
    # A dinner roll is already a small roll: a miniature one is SR28's 2-inch pan roll, not a fifth of it.
    assert grams_for(_food("dinner-roll"), 1, "bite_size") == pytest.approx(25.0)


def test_a_single_serve_package_of_cereal_is_one_ounce() -> None:
    assert grams_for(_food("corn-flakes"), 1, "container") == CEREAL_SINGLE_SERVE_GRAMS == 28.0
