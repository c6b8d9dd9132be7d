"""The built-in food catalog: data sanity and fuzzy search behaviour."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fitcoach.nutrition.catalog import (
    CONFIDENT_SCORE,
    MIN_SCORE,
    FoodIndex,
    FoodMatch,
    FoodRecord,
    Nutrients,
    Portion,
    UserFoods,
    load_builtin_foods,
    normalise_name,
)

# Atwater general factors, kcal per gram of protein, carbohydrate and fat (USDA Agriculture Handbook 74),
# with fibre at 2 kcal/g (EU Regulation 1169/2011, Annex XIV) since SR28 counts it inside carbohydrate.
ATWATER = (4.0, 4.0, 9.0)
FIBRE_KCAL_PER_G = 2.0
# SR28 uses food-specific factors (fruit acids: lemon 29 kcal vs 44 by 4/4/9), so only gross
# disagreements between the stated energy and the macros are data errors.
ATWATER_TOLERANCE = 0.25
ATWATER_SLACK_KCAL = 20.0
# SR28 entries whose energy rests on components the macros do not show: alcohol (7 kcal/g), polyols,
# cocoa's specific factors, leavening salts, and a cereal that is half insoluble fibre.
ATWATER_EXEMPT = frozenset(
    {"vanilla-extract", "sugar-free-gum", "cocoa-powder", "baking-powder", "fiber-one"}
)


@pytest.fixture(scope="module")
def foods() -> list[FoodRecord]:
    return load_builtin_foods()


@pytest.fixture(scope="module")
def index(foods: list[FoodRecord]) -> FoodIndex:
    return FoodIndex(foods)


def _user_food(name: str, *, calories: float = 100.0) -> FoodRecord:
    return FoodRecord(
        key=f"user-{name}",
        name=name,
        aliases=(),
        category="user",
        per_100g=Nutrients(calories=calories, protein=1.0, carbs=1.0, fat=1.0),
        portions=(Portion("serving", 200.0),),
        default_unit="serving",
        source="user",
        id=1,
        user_id=7,
    )


def _top_name(index: FoodIndex, query: str) -> str:
    match = index.best(query)
    assert match is not None, query
    return match.food.name


# --- data sanity -------------------------------------------------------------------------------------


def test_catalog_keys_are_unique(foods: list[FoodRecord]) -> None:
    keys = [food.key for food in foods]
    assert len(keys) == len(set(keys))


def test_catalog_has_at_least_a_thousand_foods(foods: list[FoodRecord]) -> None:
    assert len(foods) >= 1000


def test_no_two_foods_share_a_name_or_alias(foods: list[FoodRecord]) -> None:
    owners: dict[str, str] = {}
    clashes = []
    for food in foods:
        for label in {normalise_name(label) for label in (food.name, *food.aliases)}:
            if label in owners:
                clashes.append((label, owners[label], food.key))
            owners[label] = food.key
    assert clashes == []


def test_cited_references_are_sr28_numbers(foods: list[FoodRecord]) -> None:
    bad = [
        f.key
        for f in foods
        if f.source_ref is not None and not (len(f.source_ref) == 5 and f.source_ref.isdigit())
    ]
    assert bad == []


def test_every_portion_weighs_something(foods: list[FoodRecord]) -> None:
    bad = [(food.key, p) for food in foods for p in food.portions if p.grams <= 0]
    assert bad == []


def test_default_unit_is_a_portion_or_a_measure(foods: list[FoodRecord]) -> None:
    measures = {"g", "ml", "cup", "tbsp", "tsp", "fl_oz", "glass", "mug"}
    bad = [f.key for f in foods if f.default_unit not in measures and f.portion(f.default_unit) is None]
    assert bad == []


def test_macros_are_plausible_amounts(foods: list[FoodRecord]) -> None:
    bad = [
        food.key
        for food in foods
        if min(food.per_100g.protein, food.per_100g.carbs, food.per_100g.fat) < 0
        or food.per_100g.protein + food.per_100g.carbs + food.per_100g.fat > 100.5
    ]
    assert bad == []


def test_energy_agrees_with_atwater_factors(foods: list[FoodRecord]) -> None:
    bad = []
    for food in foods:
        n = food.per_100g
        if food.category == "alcohol" or food.key in ATWATER_EXEMPT:
            continue
        fibre = n.fiber or 0.0
        atwater = ATWATER[0] * n.protein + ATWATER[1] * (n.carbs - fibre) + ATWATER[2] * n.fat
        atwater += FIBRE_KCAL_PER_G * fibre
        if abs(atwater - n.calories) > max(ATWATER_SLACK_KCAL, ATWATER_TOLERANCE * n.calories):
            bad.append((food.key, n.calories, round(atwater)))
    assert bad == []


def test_common_household_portions_match_usda(index: FoodIndex) -> None:
    # The figures the issue names: large egg 50 g, slice of bread ~28 g, cup of cooked rice ~158 g,
    # medium banana ~118 g, handful of nuts ~28 g.
    checks = [("egg", "large", 50.0), ("white bread", "slice", 28.0), ("rice", "cup", 158.0)]
    checks += [("banana", "medium", 118.0), ("almonds", "handful", 28.0)]
    for query, unit, grams in checks:
        match = index.best(query)
        assert match is not None
        portion = match.food.portion(unit)
        assert portion is not None, (query, unit)
        assert portion.grams == pytest.approx(grams, rel=0.05)


@pytest.mark.parametrize(
    ("query", "unit", "grams"),
    [
        # SR28 WEIGHT.txt: 36052 "quesadilla 8-10 inch diameter", 21028 "item", 21355 "sandwich",
        # 18342 "roll (hamburger, frankfurter, ..., large roll)"
        ("quesadilla", "piece", 194.0),
        ("ice cream cone", "piece", 120.0),
        ("chicken fillet sandwich", "piece", 131.0),
        ("dinner roll", "large", 43.0),
        # label weights: a Tootsie Pop, a 6-inch candy cane
        ("lollipop", "piece", 17.0),
        ("candy cane", "piece", 14.0),
    ],
)
def test_household_portions_follow_their_source(
    index: FoodIndex, query: str, unit: str, grams: float
) -> None:
    match = index.best(query)
    assert match is not None
    portion = match.food.portion(unit)
    assert portion is not None
    assert portion.grams == pytest.approx(grams)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("doughnut with icing", "chocolate-donut"),
        ("yogurt with fruit", "fruit-yogurt"),
        ("iced green tea", "green-tea-bottled"),
        ("diet iced green tea", "green-tea-bottled-diet"),
        ("light ice cream", "light-ice-cream"),
        ("light ice cream sandwich", "ice-cream-sandwich"),
    ],
)
def test_a_kind_said_by_its_topping_or_claim_finds_that_kind(
    index: FoodIndex, query: str, expected: str
) -> None:
    match = index.best(query)
    assert match is not None
    assert match.food.key == expected


def test_a_cornbread_muffin_is_a_corn_muffin_not_a_blueberry_one(index: FoodIndex) -> None:
    assert _top_name(index, "cornbread muffin") == "muffin, corn"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("turnover", "hot-pocket"),
        ("meat turnover", "hot-pocket"),
        ("apple turnover", "fruit-turnover"),
        ("meat and cheese turnover", "turnover-meat-cheese"),
        ("pepperoni pizza hot pocket", "turnover-meat-cheese"),
        ("cheese and tomato sauce turnover", "turnover-cheese-tomato"),
    ],
)
def test_a_turnover_is_the_savory_frozen_kind_unless_its_fruit_is_said(
    index: FoodIndex, query: str, expected: str
) -> None:
    match = index.best(query)
    assert match is not None
    assert match.food.key == expected


def test_loading_is_cached() -> None:
    assert load_builtin_foods()[0] is load_builtin_foods()[0]


# --- nutrient maths ----------------------------------------------------------------------------------


def test_nutrients_scale_every_field() -> None:
    n = Nutrients(calories=100, protein=10, carbs=20, fat=5, fiber=2, sugar=None, sodium_mg=50)
    assert n.scaled(1.5) == Nutrients(150, 15, 30, 7.5, 3, None, 75)


def test_nutrients_add_and_keep_unknowns_unknown() -> None:
    a = Nutrients(calories=100, protein=10, carbs=20, fat=5, fiber=None, sugar=None, sodium_mg=10)
    b = Nutrients(calories=50, protein=1, carbs=2, fat=3, fiber=4, sugar=None, sodium_mg=None)
    total = a + b
    assert (total.calories, total.fiber, total.sugar, total.sodium_mg) == (150, 4, None, 10)


def test_zero_is_the_identity_of_addition() -> None:
    n = Nutrients(calories=1, protein=2, carbs=3, fat=4, fiber=5, sugar=6, sodium_mg=7)
    assert Nutrients.zero() + n == n


# --- search ------------------------------------------------------------------------------------------


def test_normalised_names_are_singular_and_unaccented() -> None:
    assert normalise_name("Jalapeño Peppers, Tomatoes & Berries") == "jalapeno pepper tomato berry"


@pytest.mark.parametrize(
    ("query", "expected"),
    [("eggs", "egg"), ("tomatoes", "tomato"), ("Bananas", "banana"), ("blueberries", "blueberries")],
)
def test_plurals_find_the_food(index: FoodIndex, query: str, expected: str) -> None:
    assert _top_name(index, query) == expected


@pytest.mark.parametrize(("query", "expected"), [("bananna", "banana"), ("brocoli", "broccoli")])
def test_typos_find_the_food_with_a_lower_score(index: FoodIndex, query: str, expected: str) -> None:
    match = index.best(query)
    assert match is not None
    assert match.food.name == expected
    assert MIN_SCORE <= match.score < 100


def test_word_order_does_not_matter(index: FoodIndex) -> None:
    assert _top_name(index, "rice brown") == _top_name(index, "brown rice") == "brown rice (cooked)"


@pytest.mark.parametrize(
    ("query", "expected"),
    [("rice", "white rice (cooked)"), ("chicken", "chicken breast (cooked)"), ("pizza", "pizza, cheese")],
)
def test_bare_names_default_to_the_usual_cooked_form(index: FoodIndex, query: str, expected: str) -> None:
    assert _top_name(index, query) == expected


def test_literal_name_ranks_above_the_same_words_reordered(index: FoodIndex) -> None:
    matches = index.search("chocolate milk", limit=2)
    assert [m.food.name for m in matches] == ["chocolate milk", "milk chocolate"]
    assert matches[0].score > matches[1].score >= CONFIDENT_SCORE


def test_a_diet_query_is_not_confidently_the_regular_food() -> None:
    regular = dataclasses.replace(_user_food("orange soda"), source="builtin")
    index = FoodIndex([regular])
    match = index.best("diet orange fizzy soda")
    assert match is not None
    assert not match.confident


def test_exact_name_is_confident(index: FoodIndex) -> None:
    match = index.best("orange juice")
    assert match is not None
    assert match.confident
    assert match.score == 100


def test_nonsense_finds_nothing(index: FoodIndex) -> None:
    assert index.best("qwxzvbnm") is None


def test_results_are_sorted_and_limited(index: FoodIndex) -> None:
    matches = index.search("milk", limit=3)
    assert 0 < len(matches) <= 3
    assert all(MIN_SCORE <= m.score <= 100 for m in matches)


def test_user_food_ranks_first(index: FoodIndex) -> None:
    mine = _user_food("banana")
    matches = index.search("banana", user_foods=UserFoods([mine]))
    assert matches[0].food is mine
    assert any(m.food.source == "builtin" for m in matches[1:])


def test_user_food_does_not_beat_a_much_better_public_match(index: FoodIndex) -> None:
    mine = _user_food("banana bread")
    match = index.best("apple", user_foods=UserFoods([mine]))
    assert match is not None
    assert match.food.name == "apple"


def test_one_user_index_serves_every_search_of_a_request(index: FoodIndex) -> None:
    bread, granola = _user_food("banana bread"), _user_food("granny's granola")
    own = UserFoods([bread, granola])
    assert index.best("granny's granola", user_foods=own) == FoodMatch(granola, 100.0)
    assert index.search("banana bread", user_foods=own)[0].food is bread
    assert index.best("apple", user_foods=own) == index.best("apple")


def test_a_user_without_foods_searches_the_catalog_alone(index: FoodIndex) -> None:
    assert not UserFoods([])
    assert index.search("banana", user_foods=UserFoods([])) == index.search("banana")


def test_curated_food_ranks_above_usda_import_of_the_same_name(foods: list[FoodRecord]) -> None:
    egg = next(f for f in foods if f.key == "egg")
    imported = dataclasses.replace(
        egg, key="usda-01123", name="Egg, whole, raw, fresh", aliases=(), source="usda"
    )
    index = FoodIndex([imported, *foods])
    assert _top_name(index, "egg whole raw") == "egg"


def test_usda_import_fills_a_gap(foods: list[FoodRecord]) -> None:
    base = foods[0]
    durian = dataclasses.replace(
        base, key="usda-09094", name="Durian, raw or frozen", aliases=(), source="usda"
    )
    index = FoodIndex([*foods, durian])
    assert _top_name(index, "durian") == "Durian, raw or frozen"
    assert len(index) == len(foods) + 1


def test_branded_food_ranks_below_generic(foods: list[FoodRecord]) -> None:
    base = next(f for f in foods if f.key == "cola")
    branded = dataclasses.replace(base, key="brand-cola", brand="Acme", source="usda")
    generic = dataclasses.replace(base, key="generic-cola", source="usda")
    index = FoodIndex([branded, generic])
    assert index.search("cola")[0].food.key == "generic-cola"


def test_confidence_follows_the_threshold() -> None:
    food = _user_food("x")
    assert FoodMatch(food, CONFIDENT_SCORE).confident
    assert not FoodMatch(food, CONFIDENT_SCORE - 0.1).confident


# Hypothesis runs a test many times and refuses function-scoped fixtures: share one index.
_SHARED_INDEX = FoodIndex(load_builtin_foods())


@given(st.text(max_size=60))
def test_search_never_raises(query: str) -> None:
    matches = _SHARED_INDEX.search(query)
    assert all(MIN_SCORE <= m.score <= 100 for m in matches)


def test_low_fat_written_in_two_words_finds_the_lowfat_food(index: FoodIndex) -> None:
    match = index.best("low fat chocolate milk")
    assert match is not None
    assert match.food.key == "chocolate-milk"


def test_a_food_as_bought_ranks_below_the_same_food_as_eaten(foods: list[FoodRecord]) -> None:
    base = dataclasses.replace(foods[0], aliases=(), source="usda")
    cooked = dataclasses.replace(base, key="usda-1", name="Gelatin dessert, prepared")
    dry = dataclasses.replace(base, key="usda-2", name="Gelatin dessert, dry mix")
    match = FoodIndex([dry, cooked]).best("gelatin dessert")
    assert match is not None
    assert match.food.key == "usda-1"
