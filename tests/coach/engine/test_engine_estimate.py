from __future__ import annotations

import pytest

from fitcoach.coach.engine.estimate import estimate_json, estimate_meal
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.nutrition.portions import WHOLE_SIZE_FRACTION


def _foods(knowledge: Knowledge, text: str) -> list[tuple[str, float | None]]:
    estimate = estimate_meal(text, knowledge=knowledge)
    return [(item.match.food.key if item.match else "?", item.grams) for item in estimate.items]


def test_a_long_description_yields_each_food_once(knowledge: Knowledge) -> None:
    text = (
        "For my breakfast, I prepared a slice of whole wheat bread, alongside a medium banana, "
        "and topped it off with a tablespoon of peanut butter."
    )
    keys = [key for key, _ in _foods(knowledge, text)]
    assert keys == ["whole-wheat-bread", "banana", "peanut-butter"]


def test_grams_said_in_the_description_are_used(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "For lunch I had 150g of cooked white rice.") == [("white-rice-cooked", 150.0)]


def test_a_weight_said_after_the_food_replaces_its_default_portion(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("I enjoyed a banana weighing 130g.", knowledge=knowledge).items
    assert item.grams == 130.0


def test_an_amount_split_from_its_food_by_a_comma_still_applies(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("I drank 507g of crisp, unsweetened bottled water.", knowledge=knowledge).items
    assert item.grams == pytest.approx(507.0)
    assert item.nutrition is not None
    assert item.nutrition.calories == 0


def test_story_words_do_not_become_foods(knowledge: Knowledge) -> None:
    estimate = estimate_meal(
        "For a quick pick-me-up during my afternoon break, I had a pear.", knowledge=knowledge
    )
    assert [item.match.food.key for item in estimate.items if item.match] == ["pear"]


def test_ingredients_listed_after_a_dish_are_not_counted_twice(knowledge: Knowledge) -> None:
    estimate = estimate_meal("I had a burrito with beans, cheese, and rice.", knowledge=knowledge)
    assert len(estimate.items) == 1


def test_totals_are_the_sum_of_the_items(knowledge: Knowledge) -> None:
    estimate = estimate_meal("two eggs and a slice of toast and a cup of orange juice", knowledge=knowledge)
    assert len(estimate.items) == 3
    assert estimate.totals.carbs == pytest.approx(
        sum(i.nutrition.carbs for i in estimate.items if i.nutrition)
    )


def test_nothing_recognisable_estimates_zero(knowledge: Knowledge) -> None:
    printed = estimate_json(estimate_meal("a long walk in the park", knowledge=knowledge))
    assert printed["items"] == []
    assert printed["totals"] == {"calories": 0.0, "protein": 0.0, "carbs": 0.0, "fat": 0.0}


def test_pound_in_a_food_name_is_not_a_weight(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("For a snack I had a piece of pound cake.", knowledge=knowledge).items
    assert item.unit != "lb"
    assert item.grams is not None
    assert item.grams < 200


def test_words_describing_a_container_keep_its_unit(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("I had a regular microwave bag of butter popcorn.", knowledge=knowledge).items
    assert item.unit == "bag"


def test_ready_to_drink_is_not_the_start_of_a_story(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a cup of ready-to-drink chocolate milk.")]
    assert keys == ["chocolate-milk"]


def test_a_nutrient_claim_cut_off_by_a_comma_is_not_a_food(knowledge: Knowledge) -> None:
    text = "I had a cup of reduced sugar, ready-to-drink chocolate milk."
    keys = [key for key, _ in _foods(knowledge, text)]
    assert keys == ["chocolate-milk-reduced-sugar"]


def test_a_large_pizza_is_a_whole_pizza(knowledge: Knowledge) -> None:
    ((_, whole),) = _foods(knowledge, "For dinner I had a large thin crust cheese pizza.")
    ((_, slice_),) = _foods(knowledge, "For dinner I had a slice of thin crust cheese pizza.")
    assert whole is not None
    assert slice_ is not None
    assert whole > 4 * slice_


def test_a_large_soda_is_a_large_cup(knowledge: Knowledge) -> None:
    ((_, large),) = _foods(knowledge, "At lunch I had a large cola.")
    ((_, can),) = _foods(knowledge, "At lunch I had a can of cola.")
    assert large is not None
    assert can is not None
    assert large > can


def test_a_fun_size_candy_bar_is_a_third_of_a_bar(knowledge: Knowledge) -> None:
    ((_, fun),) = _foods(knowledge, "I had a fun-size Snickers bar for a snack.")
    ((_, full),) = _foods(knowledge, "I had a Snickers bar for a snack.")
    assert fun is not None
    assert full is not None
    assert fun == pytest.approx(full / 3, rel=0.05)


def test_a_serving_of_chips_is_not_one_chip(knowledge: Knowledge) -> None:
    ((_, grams),) = _foods(knowledge, "I had a medium serving of potato chips.")
    assert grams is not None
    assert grams >= 20


def test_fillings_listed_before_their_dish_are_one_food(knowledge: Knowledge) -> None:
    estimate = estimate_meal("For breakfast I had an egg, cheese, and sausage sandwich.", knowledge=knowledge)
    (item,) = estimate.items
    assert item.match is not None
    assert "sandwich" in item.match.food.name


def test_a_medium_crust_is_a_kind_of_pizza_not_a_whole_one(knowledge: Knowledge) -> None:
    ((key, grams),) = _foods(knowledge, "At lunch I had a piece of medium crust pizza.")
    assert key == "pizza-cheese"
    assert grams is not None
    assert grams < 200


def test_a_sausage_on_a_bun_counts_the_bun(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a frankfurter on a white bun for lunch.")]
    assert keys == ["hot-dog-frankfurter", "hamburger-bun"]


def test_where_the_meal_came_from_is_not_a_food(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a taco from a fast food restaurant.")]
    assert keys == ["taco"]


def test_an_article_before_in_is_not_a_length(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("I had an individual carton of orange juice.", knowledge=knowledge).items
    assert item.unit == "carton"


def test_a_whole_pie_is_the_whole_pie_but_whole_wheat_is_a_kind(knowledge: Knowledge) -> None:
    ((_, pie),) = _foods(knowledge, "I ate a whole pumpkin pie for dinner.")
    ((_, bread),) = _foods(knowledge, "I had a whole wheat bread for lunch.")
    assert pie is not None
    assert pie > 500
    assert bread is not None
    assert bread < 100


def test_a_sausage_on_a_described_bun_or_bread_counts_the_bread(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a frankfurter on a fluffy white bun.")]
    assert keys == ["hot-dog-frankfurter", "hamburger-bun"]
    keys = [key for key, _ in _foods(knowledge, "I opted for a plain frankfurter on white bread for lunch.")]
    assert keys == ["hot-dog-frankfurter", "white-bread"]


def test_a_short_opener_that_says_what_was_eaten_still_counts(knowledge: Knowledge) -> None:
    text = "This morning, my breakfast included a small apple, and a tablespoon of peanut butter."
    assert [key for key, _ in _foods(knowledge, text)] == ["apple", "peanut-butter"]


def test_a_second_food_after_as_i_is_read(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a bottle of water as I savored an empanada.")]
    assert keys == ["water", "empanada"]


def test_an_amount_cut_from_its_food_at_and_still_applies(knowledge: Knowledge) -> None:
    ((key, grams),) = _foods(knowledge, "I munched on a cup of sweet and crunchy red grapes.")
    assert key == "grapes"
    assert grams is not None
    assert grams > 100


def test_a_flavour_named_with_and_stays_one_food(knowledge: Knowledge) -> None:
    text = "I opened a bag of sour cream and onion flavored potato chips."
    assert [key for key, _ in _foods(knowledge, text)] == ["potato-chips"]


def test_the_container_can_name_the_kind_of_food(knowledge: Knowledge) -> None:
    ((key, grams),) = _foods(knowledge, "I opened a regular microwave bag of plain popcorn.")
    assert key == "microwave-popcorn"
    assert grams is not None
    assert grams > 50


def test_a_lone_measure_word_is_not_a_food(knowledge: Knowledge) -> None:
    text = "I enjoyed a chocolate-covered marshmallow. I savored every bit of that one piece."
    assert len(_foods(knowledge, text)) == 1


def test_plain_iced_tea_is_sweetened_per_us_usage(knowledge: Knowledge) -> None:
    (sweet,) = estimate_meal("I drank a bottle of iced black tea.", knowledge=knowledge).items
    (plain,) = estimate_meal("I drank a bottle of unsweetened iced tea.", knowledge=knowledge).items
    assert sweet.nutrition is not None
    assert plain.nutrition is not None
    assert sweet.nutrition.carbs > 20
    assert plain.nutrition.carbs < 2


def test_generic_drink_and_sandwich_names_find_their_kind(knowledge: Knowledge) -> None:
    assert [key for key, _ in _foods(knowledge, "I had a fruit juice drink.")] == ["capri-sun"]
    assert [key for key, _ in _foods(knowledge, "I had a frankfurter sandwich.")] == ["hot-dog"]
    text = "I enjoyed a sandwich made with a chicken fillet from the school cafeteria."
    assert [key for key, _ in _foods(knowledge, text)] == ["chicken-fillet-sandwich"]


@pytest.mark.parametrize(
    ("text", "foods"),
    [
        ("a small cup of coffee alongside a 16.9 fl oz bottle filled with tap water", ["coffee", "water"]),
        ("a piece of chocolate fudge, measuring just one cubic inch", ["fudge"]),
        ("a slice of cheese pizza from a nearby restaurant", ["pizza-cheese"]),
    ],
)
def test_words_about_a_food_are_not_a_second_food(knowledge: Knowledge, text: str, foods: list[str]) -> None:
    assert [key for key, _ in _foods(knowledge, text)] == foods


def test_what_comes_with_a_weighed_food_shares_its_weight(knowledge: Knowledge) -> None:
    foods = _foods(knowledge, "For lunch I had 250g of pasta with a rich tomato sauce and meat.")
    assert sum(grams or 0 for _, grams in foods) == pytest.approx(250.0)
    assert foods[0] == ("pasta-cooked", 125.0)
    assert "tomato-sauce" in [key for key, _ in foods]


def test_a_food_with_its_own_amount_is_not_part_of_the_dish(knowledge: Knowledge) -> None:
    foods = _foods(knowledge, "I had 200g of chicken breast with a tablespoon of pesto.")
    assert foods[0] == ("chicken-breast-cooked", 200.0)
    assert [key for key, _ in foods][1:] == ["pesto"]


@pytest.mark.parametrize(
    ("text", "food"),
    [
        # A whole dish already counts what is in it.
        ("I had 250g of lasagna with meat.", "lasagna"),
        # How it was made is not a food of its own.
        ("I had 300g of oatmeal made with water.", "oatmeal-cooked"),
        # A claim about the food is not a food in it.
        ("I drank 248g of orange juice with calcium.", "orange-juice"),
    ],
)
def test_a_weighed_dish_keeps_its_weight_when_nothing_else_is_in_it(
    knowledge: Knowledge, text: str, food: str
) -> None:
    foods = _foods(knowledge, text)
    assert foods[0][0] == food
    assert len(foods) == 1


@pytest.mark.parametrize(
    ("text", "sides"),
    [
        ("200 g of chicken breast with a baked potato", ["potato-baked"]),
        ("300 g of steak with a baked potato and a beer", ["potato-baked", "beer"]),
        ("300 g of lasagna with a garden salad", ["salad-garden"]),
    ],
)
def test_a_side_said_with_an_article_keeps_its_own_portion(
    knowledge: Knowledge, text: str, sides: list[str]
) -> None:
    lead, *rest = _foods(knowledge, text)
    assert lead[1] in (200.0, 300.0)
    assert [key for key, _ in rest] == sides


def test_a_condiment_in_a_weighed_dish_takes_no_more_than_its_own_portion(knowledge: Knowledge) -> None:
    (pasta, pesto) = _foods(knowledge, "I had 250 g of pasta with pesto.")
    assert pesto == ("pesto", 16.0)
    assert pasta == ("pasta-cooked", 234.0)


def test_shared_weights_are_rounded(knowledge: Knowledge) -> None:
    text = "250g of ready-to-heat pasta with cream sauce, meat, and added vegetables"
    assert all(grams == round(grams, 1) for _, grams in _foods(knowledge, text))


def test_a_counted_food_with_a_side_stays_two_foods(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "a cheeseburger with a medium order of french fries")]
    assert keys == ["cheeseburger", "french-fries"]


@pytest.mark.parametrize(("size", "ounces"), [("small", 1), ("medium", 2), ("large", 3)])
def test_a_sized_single_serve_snack_bag_weighs_its_ounces(
    knowledge: Knowledge, size: str, ounces: int
) -> None:
    (item,) = estimate_meal(f"a {size} single serving bag of potato chips", knowledge=knowledge).items
    assert item.grams == pytest.approx(ounces * 28.35, abs=0.1)


def test_a_sized_snack_packet_weighs_like_a_bag(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("an extra large packet of potato chips", knowledge=knowledge).items
    assert item.grams == pytest.approx(3.5 * 28.35, abs=0.1)


def test_a_bare_muffin_is_a_sweet_bakery_muffin_of_household_size(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "a medium fruit muffin") == [("muffin-blueberry", 130.0)]


def test_a_kiwi_fruit_is_a_kiwi_not_a_fruit_salad(knowledge: Knowledge) -> None:
    assert [key for key, _ in _foods(knowledge, "a raw kiwi fruit")] == ["kiwi"]


def test_a_cup_of_french_fries_weighs_like_loose_fries(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "a cup of french fries") == [("french-fries", 60.0)]


def test_presweetened_iced_tea_is_not_the_bottled_sweet_tea(knowledge: Knowledge) -> None:
    (home,) = estimate_meal("a large pre-sweetened iced tea", knowledge=knowledge).items
    (bottled,) = estimate_meal("a large iced black tea", knowledge=knowledge).items
    assert home.match.food.key == "presweetened-iced-tea"
    assert bottled.match.food.key == "sweet-tea"
    # a large fountain drink is 24 fl oz: about 744 g of tea, not the 812 g a 271 g cup would make it
    assert bottled.grams == pytest.approx(744.0, rel=0.01)


def test_a_piece_of_thin_crust_pizza_is_a_chain_slice(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "a piece of thin crust cheese pizza") == [("pizza-thin-crust", 76.0)]


def test_a_chocolate_snack_cake_is_one_packaged_cake_not_a_slice(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "a Devil Dog chocolate snack cake") == [("chocolate-snack-cake", 50.0)]


def test_a_noodle_soup_is_the_instant_kind_mostly_noodles(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("a package of noodle soup", knowledge=knowledge).items
    assert item.match.food.key == "ramen-noodles-prepared"


@pytest.mark.parametrize(
    "text",
    [
        "I had a chicken wing, baked to achieve a satisfying crunch.",
        "I had a pear, which filled the kitchen with a delightful aroma.",
        "I had a medium cookie, crafted from a beloved recipe or purchased from a bakery.",
    ],
)
def test_words_for_senses_and_places_do_not_become_foods(knowledge: Knowledge, text: str) -> None:
    assert len(estimate_meal(text, knowledge=knowledge).items) == 1


def test_an_adjective_cut_from_its_food_by_a_comma_is_not_a_food(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "I had a cup of bottled, unsweetened water.") == [("water", 236.8)]


def test_a_mix_that_names_a_food_keeps_its_name(knowledge: Knowledge) -> None:
    assert [key for key, _ in _foods(knowledge, "I snacked on a cup of trail mix.")] == ["trail-mix"]


def test_a_collection_said_of_a_dish_is_in_the_dish(knowledge: Knowledge) -> None:
    text = "I had a slice of pizza topped with a variety of vegetables."
    assert [key for key, _ in _foods(knowledge, text)] == ["pizza-cheese"]


def test_a_collection_served_beside_a_food_is_a_side(knowledge: Knowledge) -> None:
    text = "I had a chicken breast accompanied by potatoes and a medley of vegetables."
    assert [key for key, _ in _foods(knowledge, text)] == ["chicken-breast-cooked", "mixed-vegetables"]


def test_what_a_food_is_said_to_feature_does_not_rename_it(knowledge: Knowledge) -> None:
    text = "I had a cup of pasta featuring a tomato-based sauce."
    assert [key for key, _ in _foods(knowledge, text)] == ["pasta-cooked"]


def test_a_participle_cut_from_what_it_was_made_with_is_not_part_of_the_name(knowledge: Knowledge) -> None:
    (item,) = estimate_meal("I had a Capri Sun pouch filled with fruit juice.", knowledge=knowledge).items
    assert item.food_name == "capri sun pouch"


def test_a_frozen_meal_is_a_food_not_an_occasion(knowledge: Knowledge) -> None:
    text = "I had a 9.25 oz frozen meal of turkey with gravy."
    assert [key for key, _ in _foods(knowledge, text)] == ["tv-dinner"]


@pytest.mark.parametrize(("size", "grams"), [("small", 102.0), ("medium", 131.0)])
def test_a_sized_taco_weighs_a_taco_of_that_size(knowledge: Knowledge, size: str, grams: float) -> None:
    assert _foods(knowledge, f"I had a {size} taco.") == [("taco", grams)]


def test_a_sausage_in_a_roll_described_at_length_counts_the_roll(knowledge: Knowledge) -> None:
    foods = _foods(knowledge, "I had a turkey frankfurter nestled in a large soft white roll.")
    assert [key for key, _ in foods][-1] == "dinner-roll"
    foods = _foods(knowledge, "I had a frankfurter wrapped in a soft white roll.")
    assert [key for key, _ in foods][-1] == "dinner-roll"


def test_one_of_a_food_already_named_restates_it(knowledge: Knowledge) -> None:
    text = "I started my day with a fluffy yeast doughnut, savoring every bite of my delightful 1 doughnut."
    assert [key for key, _ in _foods(knowledge, text)] == ["donut"]
    text = "For lunch, I had a raw pear and a banana, enjoying one fruit and one banana in total."
    assert [key for key, _ in _foods(knowledge, text)] == ["pear", "banana"]


def test_one_after_one_of_the_same_food_is_a_second_one(knowledge: Knowledge) -> None:
    text = "I had one egg at breakfast and one egg at lunch."
    assert [key for key, _ in _foods(knowledge, text)] == ["egg", "egg"]


def test_a_food_said_to_be_what_it_is_not_is_not_counted(knowledge: Knowledge) -> None:
    text = "a granola bar coated with a sweet non-chocolate glaze"
    assert [key for key, _ in _foods(knowledge, text)] == ["granola-bar"]
    assert [key for key, _ in _foods(knowledge, "a cup of non-fat milk")] == ["skim-milk"]


@pytest.mark.parametrize(
    ("text", "size"),
    [("a medium piece of cheese pizza", "medium"), ("a slice of extra-large cheese pizza", "extra_large")],
)
def test_a_size_said_of_a_pizza_slice_sizes_the_pizza_it_was_cut_from(
    knowledge: Knowledge, text: str, size: str
) -> None:
    ((key, grams),) = _foods(knowledge, text)
    assert key == "pizza-cheese"
    assert grams == pytest.approx(853.0 * WHOLE_SIZE_FRACTION[size] / 8, abs=0.1)


def test_a_dish_from_school_is_the_school_kitchens_version(knowledge: Knowledge) -> None:
    text = "For lunch I had a slice of thin crust pepperoni pizza from the school cafeteria."
    assert [key for key, _ in _foods(knowledge, text)] == ["school-pizza"]
    text = "I had a cup of 2% milk from school and a slice of thin crust pizza."
    assert [key for key, _ in _foods(knowledge, text)] == ["2-pct-milk", "pizza-thin-crust"]


def test_greek_yogurt_without_plain_is_the_flavored_kind(knowledge: Knowledge) -> None:
    assert [key for key, _ in _foods(knowledge, "a 5.3 oz container of Greek yogurt")] == [
        "greek-yogurt-flavored"
    ]
    assert [key for key, _ in _foods(knowledge, "a cup of plain Greek yogurt")] == [
        "greek-yogurt-plain-nonfat"
    ]


def test_a_burrito_size_is_the_size_of_its_tortilla(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "I had a small burrito with meat and beans.") == [
        ("burrito-beef-and-bean", 164.0)
    ]
    assert _foods(knowledge, "I had a large burrito with meat and beans.") == [
        ("burrito-beef-and-bean", 392.0)
    ]


def test_a_cup_of_instant_noodle_soup_is_a_cup_noodles_container(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "I had a cup of noodle soup.") == [("ramen-noodles-prepared", 425.0)]


def test_a_frozen_meal_is_one_tray_whatever_its_compartments(knowledge: Knowledge) -> None:
    text = "I had an 11 oz frozen meal of Salisbury steak with gravy, accompanied by potatoes and vegetables."
    assert _foods(knowledge, text) == [("frozen-meal", pytest.approx(311.8))]


def test_a_brand_names_a_frozen_meal_and_a_drink_beside_it_still_counts(knowledge: Knowledge) -> None:
    text = "A Banquet meal of fried chicken with potatoes and vegetables, complemented by a can of cola."
    assert [key for key, _ in _foods(knowledge, text)] == ["frozen-meal", "cola"]


def test_a_tray_weight_said_after_its_contents_weighs_the_tray(knowledge: Knowledge) -> None:
    text = "I had a Healthy Choice chicken and vegetable entree with noodles (8.5 oz)."
    assert _foods(knowledge, text) == [("frozen-meal", pytest.approx(241.0))]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I had a 6 oz container of nonfat flavored yogurt.", "nonfat-yogurt-flavored"),
        ("I had a 6 oz container of nonfat yogurt with a delightful flavor.", "nonfat-yogurt-flavored"),
        ("I had a 6 oz container of nonfat yogurt with fruit.", "nonfat-yogurt-fruit"),
        ("I had a 6 oz container of fruit-flavored nonfat yogurt.", "nonfat-yogurt-fruit"),
    ],
)
def test_nonfat_yogurt_is_the_light_kind_unless_fruit_is_said(
    knowledge: Knowledge, text: str, key: str
) -> None:
    assert [found for found, _ in _foods(knowledge, text)] == [key]


@pytest.mark.parametrize(
    ("text", "key", "grams"),
    [
        ("I had a large gumdrop.", "gumdrops", 11.6),
        ("I had a box of gumdrops.", "gumdrops", 64.0),
        ("I had a gumdrop jelly ring.", "jelly-ring", 10.0),
    ],
)
def test_gumdrops_weigh_a_gumdrop_not_a_handful_of_gummy_bears(
    knowledge: Knowledge, text: str, key: str, grams: float
) -> None:
    assert _foods(knowledge, text) == [(key, grams)]


def test_a_cup_of_chicken_and_rice_is_one_dish_not_plain_chicken(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "For dinner, I had a cup of chicken and rice.") == [
        ("chicken-and-rice-latino", 141.0)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "I had a medium cinnamon bun without frosting.",
        "I had a medium cinnamon bun sans frosting, and a cup of coffee.",
    ],
)
def test_what_a_food_is_eaten_without_is_not_counted(knowledge: Knowledge, text: str) -> None:
    assert "frosting" not in [key for key, _ in _foods(knowledge, text)]


@pytest.mark.parametrize(
    ("text", "key", "grams"),
    [
        ("I had a frozen peanut butter and jelly sandwich.", "uncrustables", 52.0),
        (
            "I had a peanut butter and jelly sandwich made with regular peanut butter and jelly.",
            "peanut-butter-and-jelly-sandwich",
            108.0,
        ),
    ],
)
def test_a_filling_said_again_after_its_dish_names_the_same_dish(
    knowledge: Knowledge, text: str, key: str, grams: float
) -> None:
    assert _foods(knowledge, text) == [(key, grams)]


def test_sour_cream_and_onion_potato_chips_are_chips_not_sour_cream(knowledge: Knowledge) -> None:
    text = "I had a bag of sour cream and onion potato chips."
    assert _foods(knowledge, text) == [("sour-cream-and-onion-chips", 28.0)]


def test_a_food_restated_after_which_is_counts_once(knowledge: Knowledge) -> None:
    text = "For dinner I had a McDouble, which is a classic double cheeseburger from McDonald's."
    assert [key for key, _ in _foods(knowledge, text)] == ["double-cheeseburger"]


def test_a_restated_food_keeps_the_weight_said_first(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "I had an 88g corn dog, which is a frankfurter coated in cornbread.") == [
        ("hot-dog-frankfurter", 88.0)
    ]


def test_an_appositive_names_the_food_before_it_again(knowledge: Knowledge) -> None:
    # No "and" ends a list here: "a classic macaroni and cheese favorite" is the Easy Mac said again.
    assert _foods(knowledge, "I had 215g of Easy Mac, a classic macaroni and cheese favorite.") == [
        ("mac-and-cheese", 215.0)
    ]


def test_a_list_ended_by_and_is_not_an_appositive(knowledge: Knowledge) -> None:
    keys = [key for key, _ in _foods(knowledge, "I had a banana, an apple, and a cup of coffee.")]
    assert keys == ["banana", "apple", "coffee"]


def test_a_container_word_before_the_name_is_the_foods_own_portion(knowledge: Knowledge) -> None:
    # "a bar of milk chocolate" reads as "bar milk chocolate" once its "of" is dropped: one 44 g bar.
    (item,) = estimate_meal("I had a bar of plain milk chocolate.", knowledge=knowledge).items
    assert (item.unit, item.grams) == ("bar", 44.0)


@pytest.mark.parametrize(
    "text",
    ["I drank a bottle (8 fl oz) of orange juice.", "I drank a bottle of orange juice (8 fl oz or 237 ml)."],
)
def test_a_package_size_said_in_brackets_is_the_amount(knowledge: Knowledge, text: str) -> None:
    (item,) = estimate_meal(text, knowledge=knowledge).items
    assert (item.quantity, item.unit) == (8.0, "fl_oz")


@pytest.mark.parametrize(
    "text", ["I drank a can of pepper soft drink.", "I had a can of pepper-flavored soft drink."]
)
def test_a_pepper_soft_drink_is_a_pepper_type_soda(knowledge: Knowledge, text: str) -> None:
    # USDA's "pepper-type" carbonated beverage (Dr Pepper's kind), not a cola or an orange soda.
    assert [key for key, _ in _foods(knowledge, text)] == ["dr-pepper"]


@pytest.mark.parametrize(
    "text",
    [
        "I drank a large iced tea sweetened with sugar.",
        "I had a large iced black tea that was pre-sweetened for extra flavor.",
        "I had a 372g iced tea, brewed black and sweetened, with a sub.",
    ],
)
def test_sugar_said_after_an_iced_tea_makes_it_the_presweetened_tea(knowledge: Knowledge, text: str) -> None:
    assert _foods(knowledge, text)[0][0] == "presweetened-iced-tea"


def test_a_sweetener_with_an_amount_leaves_the_tea_unsweetened_and_counts_on_its_own(
    knowledge: Knowledge,
) -> None:
    keys = [
        key
        for key, _ in _foods(knowledge, "I had a cup of hot black tea sweetened with a teaspoon of sugar.")
    ]
    assert "presweetened-iced-tea" not in keys
    assert "sugar" in keys


def test_a_brownie_cookie_is_a_brownie_and_a_small_one_is_a_two_inch_square(knowledge: Knowledge) -> None:
    # SR28 weighs a large brownie square at 56 g and a 2-inch one at 24 g.
    assert _foods(knowledge, "I had a medium brownie cookie.") == [("brownie", 56.0)]
    assert _foods(knowledge, "I had a small brownie cookie.") == [("brownie", 24.0)]


def test_a_chicken_tender_is_the_breaded_strip_where_tender_meat_is_a_story_word(
    knowledge: Knowledge,
) -> None:
    assert [key for key, _ in _foods(knowledge, "I had a crispy chicken tender.")] == ["chicken-tenders"]
    assert [key for key, _ in _foods(knowledge, "I had a tender pork chop.")] == ["pork-chop-cooked"]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I had a packet of sucralose sugar substitute.", "sucralose-sweetener"),
        ("I added a packet of sugar substitute.", "sucralose-sweetener"),
        ("I added a packet of saccharin.", "saccharin-sweetener"),
        ("I added a packet of aspartame.", "aspartame-sweetener"),
    ],
)
def test_a_tabletop_sweetener_packet_weighs_a_gram(knowledge: Knowledge, text: str, key: str) -> None:
    # SR28 weighs one packet of each at 1 g: about 1 g of carbohydrate, not the 4 g packet of sugar.
    assert _foods(knowledge, text) == [(key, 1.0)]


def test_a_fast_food_fried_chicken_breast_weighs_the_sr28_breast_with_skin(knowledge: Knowledge) -> None:
    # SR28 21469 weighs one breast with skin and breading at 203 g.
    assert _foods(knowledge, "At lunch I had a fried chicken breast from a fast-food chain.") == [
        ("fried-chicken", 203.0)
    ]


def test_a_marshmallow_cookie_is_the_rice_cereal_treat(knowledge: Knowledge) -> None:
    # SR28 28330 "Cookies, marshmallow, with rice cereal": not a chocolate chip cookie nor plain marshmallows.
    assert _foods(knowledge, "For a snack I had a bar of no-bake marshmallow cookie.") == [
        ("rice-crispy-treat", 22.0)
    ]


def test_a_taco_bell_chalupa_is_a_chalupa_not_a_hard_taco(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "For lunch I had a Taco Bell chalupa.") == [("chalupa", 153.0)]


def test_a_single_pretzel_stick_is_one_thin_stick_not_a_handful(knowledge: Knowledge) -> None:
    # Label: 48 pretzel sticks weigh 28 g.
    assert _foods(knowledge, "For a snack I had a single pretzel stick.") == [("pretzels", 0.6)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I had a turnover, packed with a tasty mixture of chicken or turkey and vegetables, at noon.",
            "turnover-chicken-vegetable",
        ),
        (
            "For dinner I had a turnover filled with a mix of egg, meat, and cheese.",
            "turnover-egg-meat-cheese",
        ),
    ],
)
def test_a_turnover_is_known_by_the_filling_said_after_it(
    knowledge: Knowledge, text: str, expected: str
) -> None:
    # SR28 lists frozen turnovers by filling (32026, 32028), 127 g each.
    assert _foods(knowledge, text) == [(expected, 127.0)]


def test_a_prepackaged_bowl_of_cereal_is_one_single_serve_package(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "For breakfast I had a prepackaged bowl of corn flakes.") == [
        ("corn-flakes", 28.0)
    ]


def test_a_contracted_and_keeps_a_food_name_whole(knowledge: Knowledge) -> None:
    assert _foods(knowledge, "For a snack I had a Milk 'n Cereal bar.") == [("milk-and-cereal-bar", 25.0)]


def test_perfectly_before_a_food_is_not_where_the_story_starts(knowledge: Knowledge) -> None:
    keys = [
        key for key, _ in _foods(knowledge, "For lunch I had a turkey sandwich with a perfectly ripe banana.")
    ]
    assert any(key.startswith("banana") for key in keys)


@pytest.mark.parametrize(
    "text",
    [
        "For lunch I had a sandwich and a cup of milk, creating a delightful combination.",
        "For lunch I had a sandwich and a cup of cool, unsweetened water.",
    ],
)
def test_words_about_the_meal_name_no_food(knowledge: Knowledge, text: str) -> None:
    keys = [key for key, _ in _foods(knowledge, text)]
    assert keys[0] == "sandwich"
    assert all(key in ("sandwich", "water", "whole-milk") for key in keys)
