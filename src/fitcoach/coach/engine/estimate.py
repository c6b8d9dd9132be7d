"""Estimating a whole meal from a free description: "For breakfast I had a cup of coffee with whole milk and
a glazed doughnut" -> one item per food with its amount, grams and nutrition, and the meal's totals.

Unlike logging, estimation always answers: an item whose name only loosely matches the catalog still counts
(with its food named), because a rough figure is what the caller asked for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from fitcoach.coach.engine.items import SIZE_WORDS, FoodPhrase, food_match, portion_of, read_food_phrase
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.lexicon import FOOD_FILLER, NOT_FOOD_WORDS
from fitcoach.coach.engine.numbers import normalise_text
from fitcoach.coach.engine.segment import Span, split_clauses
from fitcoach.coach.engine.serialize import food_ref, nutrition_json
from fitcoach.nutrition.catalog import NO_USER_FOODS, FoodMatch, Nutrients, UserFoods
from fitcoach.nutrition.portions import (
    GRAMS_PER_UNIT,
    MASS_UNITS,
    VOLUME_UNITS,
    normalise_unit,
    nutrition_for,
)

# How well "<filling> <dish>" must match a catalog dish to be read as that dish.
DISH_SCORE = 80.0
# A chunk this short that opens with a story word is only story; longer ones may still name a food
# ("for breakfast I had a bagel").
STORY_OPENER_MAX_WORDS = 6
# A loose match is still the best guess for an estimate; below this score the words are not a food.
ESTIMATE_MIN_SCORE = 62.0

# Where one food ends and the next begins in a meal description.
ITEM_SEPARATOR = re.compile(
    r" (?:,|;|\.|!|and|with|alongside|along with|together with|paired with|topped with|topped it off with"
    r"|topped off with|served with|accompanied by|complemented by|complemented with|washed it down with"
    r"|washed down with|washed it all down with|washed everything down with|plus|as well as|followed by"
    r"|and a side of|with a side of|on the side|w|&|n|also"
    r"|then|and then|but|stirred in|mixed with|added|along side|next to|while|whilst|before|after"
    r"|additionally|in addition|poured over|over|on top of"
    # "a bottle of water as I savored an empanada": the eater turns to a second food
    r"|as i|as we|i also)(?= )"
)
# Words that describe how a food was made or served, said before what it was made or served with.
_PARTICIPLE = (
    r"(?:filled|stuffed|topped|loaded|smothered|covered|spread|dipped|inspired|drizzled|slathered|melted"
    r"|nestled|sprinkled|seasoned|garnished|cooked|made|prepared|served|baked|warmed|heated|packed|drenched"
    r"|soaked|mixed|brewed|paired|wrapped|sauteed|fried|grilled|enriched|infused|flavored|flavoured|sweetened"
    r"|blended|combined|enhanced|dusted|glazed|coated|studded|dressed|tossed|layered|adorned|finished)"
)
# Where the description of a food stops and the story around it starts: "...pizza from the cafeteria",
# "...apple, perfect for satisfying my hunger", "...cola for a quick snack".
_TRAILING_STORY = re.compile(
    r" (?:for|to|that|which|who|perfect|making|enjoying|savoring|savouring|from|on|in|at|while|as|because|so"
    r"|just|keeping|giving|providing|during|after|before|when|since|this|today|tonight|yesterday"
    r"|weighing|weighed|totaling|totalling|all|both|each|that's|it|its|it's|is|was|were|right"
    r"|straight|fresh out|by"
    # "a cup of pasta featuring a tomato sauce": what follows is in the food already named
    r"|featuring|combining|boasting"
    # A participle starts the story only with its phrase: "filled with meat", not "seasoned doritos".
    rf"|{_PARTICIPLE} (?:with|in|by|on|from|to|for|over|using))\b.*$"
)
# "a burrito filled" once "with meat" was cut off as the next item: the participle is left at the end.
_TRAILING_PARTICIPLE = re.compile(rf" {_PARTICIPLE}$")
# Story words around food names: they describe the eater's mood, not the food.
_STORY_WORDS = re.compile(
    r"\b(?:delicious|deliciously|satisfying|juicy|tasty|refreshing|comforting|warm|fluffy|hearty|crispy"
    r"|creamy|rich|fun|crisp|flavorful|flavourful|simple|quick|nice|lovely|yummy|scrumptious|delightful"
    r"|savory|savoury|wholesome|filling|classic|homemade|perfectly|freshly|fresh|chilled"
    # "a tender steak" is a steak, but a chicken tender is a breaded strip
    r"|(?<!chicken )tender"
    r"|generous|generously|healthy|nutritious|zesty|tangy|decadent|indulgent|treat|bit|serving size|sized?"
    r"|kid size|choice|option|way|touch|addition|delight|goodness"
    r"|single|portion|helping|myself|treated|indulged|enjoyed|savored|savoured|relished|opted|grabbed|poured"
    r"|prepared|sipped|munched|nibbled|started|kicked|off|day|consisted|consisting|included|including"
    r"|featuring|featured|alongside|favorite|favourite|fast food|school|cafeteria|lunchtime|dinnertime"
    r"|snacktime|morning|afternoon|evening|night|time|break|pick me up|went|for|of|my|the|our|some|also"
    r"|opened|up|whipped|reached|other|type|kind|style|nfs|ns|as to|to|as|regular|mixture|dish"
    # "a mix of nuts" is nuts, where "trail mix" names a food
    r"|mix of"
    # "a plain bagel" is a bagel, but plain yogurt is the unsweetened kind, not the flavored one
    r"|plain(?! (?:[a-z]+ ){0,2}yogh?urt)"
    r"|bowlful|cupful)\b"
)
# A weight said after the food: "weighing 103 g", "totaling 593 g", "which was 260 g".
_STATED_WEIGHT = re.compile(
    r"\b(?:weighing|weighed|weighs|totaling|totalling|total of|was|were|at|of about|about|around)"
    r" (?:about |around |roughly |approximately )?(\d+(?:\.\d+)?) ?(g|grams?|oz|ounces?|kg)\b"
)
# A meal word names the occasion, not a food, unless a food noun follows it ("breakfast burrito") or it is
# sold as one ("a frozen meal", "a tv dinner").
_MEAL_WORD = re.compile(
    r"\b(?<!frozen )(?<!tv )(?:breakfast|lunch|dinner|supper|brunch|snack|meal)\b"
    r"(?= of\b| consisting\b| featuring\b| that\b|$)"
)
# "a fig cookie, specifically a Newton bar", "a McDouble, which is a double cheeseburger": what follows names
# the food just said once more, usually more exactly (its brand, its count, its size), so it replaces it.
_RESTATEMENT = re.compile(
    r"^(?:which (?:is|was|are|were)|that (?:is|was)|specifically|namely|also known as|otherwise known as"
    r"|known as|i ?\.? ?e ?\.?|in other words)(?= an? )"
)
# A chunk that opens like this tells the occasion or comments on the food before it: nothing to count.
_STORY_OPENER = re.compile(
    r"^(?:which|that|it|its|it's|perfect|perfectly|making|enjoying|keeping|giving|providing|just|this|both|all"
    r"|each|so|because|as|for|during|at|to|in|on|my|our|while|when|after|before|then)\b"
)
# "my breakfast included a small apple": a short story opener that goes on to say what was eaten.
_TELLS_WHAT_WAS_EATEN = re.compile(
    r"\b(?:included|includes|including|consisted of|consisting of|featured|featuring|had|ate|drank)"
    r" (?=(?:\d|a |an |one |some |two ))"
)
# "pizza topped with a variety of meats", "a cup of beef with a medley of vegetables": a collection said after
# a food is what is in that food, not a serving of its own.
_COLLECTION_IN_FOOD = re.compile(
    r"^(?:a|an|some)? ?(?:[a-z]+ )?"
    r"(?:variety|medley|selection|assortment|mix|mixture|combination|array|blend) of\b"
)
# Joiners that bring in a food served beside the one before ("accompanied by a salad").
_SIDE_JOINERS = (
    r"accompanied by|complemented by|complemented with|paired with|alongside|along with|plus|as well as"
    r"|followed by"
)
# Joiners after which a collection is a side served beside the food ("accompanied by potatoes and a medley of
# vegetables"), not what is in it.
_SIDE_LINK = re.compile(
    rf"(?:^|\b)(?:{_SIDE_JOINERS}|served with|along side|and a side of|with a side of|on the side)$"
)
_FLAVOUR_NAME = re.compile(r" and [a-z ]+ (?:flavored|flavoured|flavor|flavour)$")
_LENGTH = r"(?:\d+(?:\.\d+)?|an?) ?(?:inches|inch|in|cm|centimeters?|centimetres?)\b"
_DIMENSION = re.compile(
    rf"\b(?:measuring |about |around )*(?:{_LENGTH}|\d+(?:\.\d+)? of {_LENGTH})(?: by {_LENGTH})*"
    r"(?: (?:long|wide|thick|tall|across|in diameter|diameter))?"
    # "a 100 calorie pack": the energy on the label names the pack, it is not an amount eaten
    r"|\b\d+ (?:calorie|calories|cal|kcal)\b"
)
# Words of a nutrient claim ("reduced sugar", "low-fat", "caffeine free"): adjectives, never a food alone.
_CLAIM_WORDS = frozenset(
    "reduced low lower no added free less light lite non zero extra high fat sugar sodium salt calorie"
    " calories carb carbs caffeine decaffeinated unsweetened sweetened diet nonfat lowfat skim".split()
)
# "a non-chocolate filling", "a flavor other than fruit", "meat other than pepperoni": the food named is the
# one thing the food is not. A claim ("non-fat") still describes the food, and "non-dairy" and
# "non-alcoholic" name kinds of creamer, milk or beer.
_NEGATED_FOOD = re.compile(r"\b(?:non|other than) (?P<word>[a-z]+)\b(?= [a-z])")
_NEGATED_KINDS = frozenset({"dairy", "alcoholic"})
# "ready-to-drink chocolate milk" is chocolate milk; left in, its "to" would start the story.
_READY_TO = re.compile(r"\bready ?(?:to|2) ?(?:drink|eat|heat|serve|bake|use|cook)\b")
# "a large iced tea brewed black and sweetened with sugar", "an iced tea that was pre-sweetened": sugar said
# after the tea (where the trailing story would cut it off) makes it the presweetened tea (SR28 14281, about a
# fifth less sugar than a Southern sweet tea), so the claim moves before the name. Artificial sweeteners and
# honey name another drink, and a sweetener with an amount ("with a teaspoon of sugar") is an item of its own.
_SWEETENED_LATER = re.compile(
    r"\b(?P<tea>(?:(?:brewed|decaffeinated|green|black) )?iced (?:(?:black|green) )?tea)\b"
    r"(?P<between>(?: (?!(?:and an?|with an?)\b)[a-z]+| ,){0,5}?) (?:pre )?sweetened\b"
    r"(?! with (?:an?|one|\d|saccharin|splenda|sucralose|stevia|aspartame|honey|artificial)\b)"
)
# "a cinnamon bun without frosting", "a brownie cookie sans icing": what the food lacks is not eaten, so the
# words up to the next item name nothing to count (left in, "frosting" would be read as the food).
_LEFT_OUT = re.compile(rf" (?:without|sans)\b.*?(?={ITEM_SEPARATOR.pattern}|$)")
# "pizza with meat on a medium crust": the crust is the pizza's, not a second pizza.
_CRUST_OF_PIZZA = re.compile(r"\b(?:on|with|and) (?:an? )?(?:[a-z]+ ){0,2}crust\b")
# "a Milk 'n Cereal bar", "mac 'n' cheese": "and" shortened, which the catalog names spell out; the apostrophe
# left in would cut the name in two at "n".
_AND_CONTRACTED = re.compile(r" ' n(?: ')? ")
# "a fun size Snickers": one word, so the story words "fun" and "size" do not take the size away.
_CANDY_SIZE = re.compile(r"\b(fun|snack|bite) sized?\b")
# "an egg, cheese, and sausage sandwich", "a meat and cheese turnover": fillings listed before the dish they
# fill are one food, not several ("egg" would otherwise take the sandwich's weight).
_FILLED_DISHES = (
    "sandwich|sandwiches|burrito|burritos|taco|tacos|turnover|turnovers|pizza|sub|wrap|omelet|omelette"
    "|quesadilla|empanada|empanadas|biscuit|bagel|croissant|hoagie|calzone|casserole|pocket|pockets|roll|rolls"
    "|griddle cake|muffin|salad|soup|stew|pie"
)
_FILLING_WORD = r"(?!(?:a|an|the|some|one|two|of|with|and|or|on|in|for|to)\b)[a-z]+"
_FILLING_JOINER = r"(?: ,)? and(?: / or)?"
_LAST_FILLING_JOINER = re.compile(rf"{_FILLING_JOINER}$")
_LISTED_FILLING = re.compile(
    rf"\b(?P<fillings>{_FILLING_WORD}(?: {_FILLING_WORD})?(?: -)?(?: , {_FILLING_WORD}(?: {_FILLING_WORD})?)*"
    rf"{_FILLING_JOINER})"
    rf" (?P<rest>(?:{_FILLING_WORD} ){{0,3}}?(?:{_FILLED_DISHES}))\b"
)
# "a frankfurter on a white bun", "... nestled in a large soft white roll": the sausage alone is the food, so
# the bun is eaten as an item of its own (a "hot dog" or a sandwich already counts its bread).
_ON_A_BUN = re.compile(
    r"\b(?P<sausage>frankfurters?|franks?|wieners?|sausages?|bratwursts?|brats?|kielbasa|links?)"
    r"(?: served| nestled| tucked| wrapped)? (?:on|in|inside) (?:an? |two |2 )?"
    r"(?P<bun>(?:[a-z]+ ){0,3}(?:bun|roll|bread))\b"
)
# "a sandwich filled with peanut butter and jelly on wheat bread": a dish named by what is in it.
_DISH_OF_END = (
    r" on\b| in\b| \.|$| paired\b| alongside\b| accompanied\b| and a\b| with a\b| from\b| for\b"
    # "... of meat and cheese and topped with a sauce": the next participle starts what is on the dish
    rf"| and {_PARTICIPLE} with\b"
)
# "egg, meat, and cheese": a comma that goes on with the list of fillings does not end it.
_LIST_GOES_ON = r"(?: [a-z']+ ,| and\b| [a-z']+ ,? and\b)"
_DISH_OF = re.compile(
    r"\b(?P<dish>sandwich|wrap|burrito|taco|quesadilla|omelet|omelette|salad|soup|pie|bagel|smoothie|sub)"
    r" (?:of|filled with|made with|with|featuring|stuffed with) (?:an? )?"
    rf"(?P<filling>[a-z' ]+?)(?= ,|{_DISH_OF_END})"
)
# "a turnover, packed with a tasty mixture of chicken and vegetables": a turnover is known only by its filling
# (the frozen kinds differ by a third in carbs), so its filling is read even after a comma and mix words.
_TURNOVER_OF = re.compile(
    r"\b(?P<dish>turnover)(?: ,)? (?:filled|packed|stuffed) with (?:an? )?"
    r"(?:(?:[a-z]+ )?(?:mix|mixture|combination|blend|medley) of )?"
    rf"(?P<filling>(?:[a-z' ]| ,(?={_LIST_GOES_ON}))+?)(?= ,(?!{_LIST_GOES_ON})|{_DISH_OF_END})"
)
# How far back a filling said again after its dish ("... sandwich made with peanut butter and jelly") is
# looked for, and the words that join a filling without naming any of it.
RESTATED_LOOKBACK_WORDS = 5
_LINK_WORDS = frozenset({"a", "an", "and", "or", "the", "of", "with"})
# "250 g of pasta with tomato sauce and meat": a weight said of a food followed by "with" weighs the whole
# dish, so what comes with it shares that weight instead of adding a serving of its own. Only a weight: "a
# cup of cereal with milk" measures the cereal, and "a burger with fries" is two foods.
WHOLE_DISH_UNITS = MASS_UNITS
# At least half the weight stays with the food the dish is named after; what is in it shares the rest.
LEAD_SHARE = 0.5
# Foods that already are whole dishes ("lasagna with meat", "pizza topped with pepperoni", "a milkshake with
# whipped cream"): what is said to be in them is in their figures already.
COMPLETE_DISH_CATEGORIES = frozenset({"dish", "fast_food", "restaurant", "soup", "drink"})
# "oatmeal made with water", "rice cooked with fat": how it was made, not a food of its own. Water, salt and
# other foods under this energy are the same.
PREPARATION_CATEGORIES = frozenset({"fats_oils"})
PREPARATION_MAX_KCAL_PER_100G = 5.0
# Drinks said after "with" are drunk beside the dish ("250 g of pasta with a coke").
SIDE_DRINK_CATEGORIES = frozenset({"drink", "alcohol"})
# Foods measured by these units are not counted in things: "a tomato sauce" is some sauce, "a topping" some
# topping, where "a baked potato" is one potato.
UNCOUNTED_UNITS = MASS_UNITS | VOLUME_UNITS | {"serving"}
_DIGIT = re.compile(r"\d")
# "pizza from the school cafeteria", "school lunch pepperoni pizza": school kitchens serve their own versions
# of foods (USDA SR28 lists "School Lunch" pizzas, nuggets and patties), larger and leaner than a chain's.
# Said in the food's own chunk, the school version is the food eaten; "a school carton of juice" names a
# package, which the school version of a food does not change.
_AT_SCHOOL = re.compile(r"\b(?:school|cafeteria)\b(?! (?:carton|container|box|cup|pouch)s?\b)")
SCHOOL = "school"
# The dishes a school kitchen makes; its milk and juice are the same drinks in school-sized packages.
SCHOOL_KITCHEN_CATEGORIES = frozenset({"dish", "fast_food", "restaurant"})
# "with a maple flavor", "with calcium", "loaded with vitamin C": a claim about the food, not a food in it.
_CLAIM_OF_FOOD = re.compile(
    r"\b(?:flavou?rs?|flavou?red|vitamins?|calcium|iron|fiber|fibre|protein|sodium)\b"
)
# Frozen meals and TV dinners are sold whole: the meat, potatoes and vegetables said after their name are the
# tray's compartments, not servings of their own, and a weight said anywhere in the description weighs the
# tray. Named by a brand that sells only such meals, or by "frozen"/"tv" before the meal word.
_FROZEN_MEAL_BRANDS = (
    r"lean cuisine|banquet|stouffer ?'? ?s|healthy choice|marie callender ?'? ?s|hungry man|swanson"
    r"|smart ones|weight watchers|kid cuisine"
)
# Words between the brand and the meal word ("banquet fried chicken dinner"), never story words that would
# reach a meal word of the story ("a frozen pizza for dinner").
_MEAL_NAME_WORD = (
    r"(?!(?:for|at|with|after|during|as|my|to|this|the|of|in|on|from|a|an|that|which|is|was|and a)\b)[a-z']+"
)
_FROZEN_MEAL = re.compile(
    rf"\b(?:diet |light )?(?:{_FROZEN_MEAL_BRANDS}|frozen|tv)(?: {_MEAL_NAME_WORD}){{0,4}}?"
    r" (?:meal|dinner|entree|entrée)s?\b"
)
# Where the tray's contents end: the sentence ends, or a joiner brings in a food with an amount of its own
# ("complemented by a can of cola") that is not one of the tray's sides ("and a side of vegetables").
_MEAL_CONTENTS_END = re.compile(
    rf" [.!?;](?: |$)|(?: ,)? (?:and|{_SIDE_JOINERS}|washed (?:it )?down with|with)"
    r" (?=(?:an?|one|two|some|\d+(?:\.\d+)?) (?!(?:[a-z]+ ){0,2}"
    r"(?:sides?|medley|variety|assortment|selection|mix|combination|dessert|vegetables?)\b))"
)
_TRAY_WEIGHT = re.compile(r"(?<!fl )\b\d+(?:\.\d+)? ?(?:oz|ounces?|g|grams?)\b")
# Breakfast trays (pancakes and sausage, French toast) are far richer in carbohydrate than dinners; they are
# read as the foods they list.
_BREAKFAST_TRAY = re.compile(r"\b(?:pancakes?|waffles?|french toast|flapsticks?)\b")
# "frozen" and "meal" alone name no food (NOT_FOOD_WORDS), so the tray is read as an entree.
FROZEN_MEAL = "frozen entree"
# A turkey dinner is the one frozen dinner SR28 lists whole (22957).
FROZEN_TURKEY_DINNER = "frozen turkey dinner"
_WITH_JOINER = re.compile(
    r"^(?:with|topped with|topped off with|mixed with|stirred in|on top of|over|poured over)$"
)
_ARTICLE_START = re.compile(r"^an? ")
# "a bottle (8 fl oz) of orange juice", "a can of Monster (16 fl oz)": the size of the package, said in
# brackets, is the amount drunk; it goes before the package word, where "an 8 fl oz bottle" says it.
_PACKAGE_WORDS = r"bottle|can|carton|box|pouch|container|cup|glass|bag|packet|package"
_BRACKETED_PACKAGE_SIZE = re.compile(
    rf"\b(?P<article>an?) (?P<package>{_PACKAGE_WORDS})(?P<name>(?: of(?: [a-z'-]+){{1,5}}?)?)"
    r" \( (?P<size>\d+(?:\.\d+)? (?:fl oz|oz|ml|l|g))(?: or [^()]*)? \)"
)
# Whatever else is said in brackets ("( about 2 cups )") is an aside.
_BRACKETED = re.compile(r"\( [^()]* \)")
_SENTENCE_BREAK = re.compile(r"[.!?;]")
_LIST_JOINER = re.compile(r"^(?:,|and|, and|&|plus)(?: added)?$")
_SIZES = frozenset(SIZE_WORDS.values())
_MEASURED_AMOUNT = re.compile(r"\b\d+(?:\.\d+)? ?(?:g|grams?|oz|ounces?|ml|cups?|fl oz)\b")
_AMOUNT = r"\b(?:\d+(?:\.\d+)?|a|an|one|another|some|half)\b"
_AMOUNT_START = re.compile(_AMOUNT)
# The count "one" as the text has it once numbers are normalised.
ONE = "1"
_LAST_AMOUNT = re.compile(rf"{_AMOUNT}(?!.*{_AMOUNT})")


@dataclass(frozen=True, slots=True)
class MealItem:
    food_name: str
    match: FoodMatch
    quantity: float
    unit: str
    grams: float
    nutrition: Nutrients


@dataclass(frozen=True, slots=True)
class MealEstimate:
    text: str
    items: tuple[MealItem, ...]
    totals: Nutrients


def estimate_meal(text: str, *, knowledge: Knowledge, user_foods: UserFoods = NO_USER_FOODS) -> MealEstimate:
    """Every food the description names, with amounts, and the meal's total nutrition."""
    normalised = _BRACKETED_PACKAGE_SIZE.sub(_package_size_first, _as_frozen_meals(normalise_text(text)))
    normalised = _BRACKETED.sub(" ", normalised)
    # "100% juice" is juice; "2% milk" keeps its percentage as part of the name.
    normalised = normalised.replace(" 100 % ", " ")
    normalised = _AND_CONTRACTED.sub(" and ", normalised)
    # "10 inches long and about 1.25 inches in diameter" describes a size, not an amount eaten.
    normalised = _DIMENSION.sub(" ", normalised)
    normalised = _READY_TO.sub(" ", normalised)
    normalised = _LEFT_OUT.sub("", normalised)
    normalised = _SWEETENED_LATER.sub(r"sweetened \g<tea>\g<between>", normalised)
    normalised = _CRUST_OF_PIZZA.sub(" ", normalised)
    normalised = _CANDY_SIZE.sub(r"\1size", normalised)
    normalised = _LISTED_FILLING.sub(_filled_dish, normalised)
    normalised = _ON_A_BUN.sub(r"\g<sausage> with a \g<bun>", normalised)
    any_amount = _AMOUNT_START.search(normalised) is not None
    for dish_of in (_DISH_OF, _TURNOVER_OF):
        normalised = dish_of.sub(lambda match: _named_dish(match, knowledge, user_foods), normalised)
    # "a sandwich with egg and cheese" has just become "an egg and cheese sandwich": one food again
    normalised = _LISTED_FILLING.sub(_filled_dish, normalised)

    def is_compound(phrase: str) -> bool:
        # "sour cream and onion flavored chips": the words joined name one flavour
        return _FLAVOUR_NAME.search(phrase) is not None or knowledge.is_compound_food(phrase, user_foods)

    chunks = split_clauses(normalised, (0, len(normalised)), ITEM_SEPARATOR, is_compound)
    items: list[MealItem] = []
    # Items said with the count "one" ("1 doughnut"), not an article: a later "one" of them is a second one.
    counted_as_one: set[int] = set()
    dishes: list[_Dish] = []
    dish: _Dish | None = None
    pending = ""
    previous_end = 0
    lead_ready = False
    link = ""
    spans = _join_split_adjectives(normalised, chunks)
    for index, (start, end) in enumerate(spans):
        joiner = " ".join(normalised[previous_end:start].split())
        listed = _LIST_JOINER.match(joiner) is not None
        if not listed:
            # The last joiner that is not a list's comma or "and": what a listed food is to the one before.
            link = joiner
        previous_end = end
        chunk = f"{pending} {normalised[start:end]}" if pending else normalised[start:end]
        carried, pending = bool(pending), ""
        if dish is None or not listed:
            # A list ("with tomato sauce, meat and vegetables") goes on with the dish; anything else ends it.
            dish = _Dish(lead=len(items) - 1) if lead_ready and _opens_dish(joiner, items[-1]) else None
            if dish is not None:
                dishes.append(dish)
        follows_item, lead_ready = lead_ready, False
        restated = _RESTATEMENT.match(chunk.strip()) if follows_item else None
        if restated:
            # "a McDouble, which is a classic double cheeseburger": the same food said again, more exactly.
            chunk = chunk.strip()[restated.end() :]
        if (
            dish is not None
            and not carried
            and _goes_in(chunk, dish, items[dish.lead], knowledge, user_foods)
        ):
            continue
        dish = None
        if items and _COLLECTION_IN_FOOD.match(chunk.strip()) and not _SIDE_LINK.search(link):
            continue
        stated = _STATED_WEIGHT.search(chunk)
        stated_grams = _grams_of(stated) if stated else None
        # A chunk without an amount counts only in a description that says no amount at all ("pizza").
        phrases = _phrases_of(chunk, first=not items and not any_amount)
        if not phrases:
            if stated_grams is not None and items:
                # "a soft taco with meat weighing 103 g", "barley soup, totaling 593 g"
                items[-1] = _reweighed(items[-1], stated_grams)
            elif _MEASURED_AMOUNT.search(chunk) and not carried:
                # "507 g of crisp, unsweetened water": the amount waits for its food after the comma.
                pending = chunk
            continue
        at_school = _AT_SCHOOL.search(chunk) is not None
        found = next(
            (
                (amount, item)
                for amount, p in phrases
                if (item := _item(p, knowledge, user_foods, at_school=at_school)) is not None
            ),
            None,
        )
        if found is None:
            if not carried and _next_says_no_amount(normalised, chunks, end):
                # "a cup of sweet and crunchy raw grapes": the amount was cut from its food at the "and".
                pending = chunk
            continue
        amount, item = found
        if _restates(amount, item, items, counted_as_one):
            continue
        if amount == ONE:
            counted_as_one.add(len(items))
        if restated or (
            follows_item and _same_kind(items[-1], item) and _is_appositive(normalised, spans, index, joiner)
        ):
            item = _restated_item(items.pop(), item)
        items.append(item if stated_grams is None else _reweighed(item, stated_grams))
        lead_ready = True
    for each in reversed(dishes):
        items[each.lead : each.lead + 1] = _shared_out(items[each.lead], each.components)
    totals = Nutrients.zero()
    for item in items:
        totals = totals + item.nutrition
    return MealEstimate(text=text, items=tuple(items), totals=totals)


@dataclass
class _Dish:
    """A weighed food (the index of its item) and the foods said to be in it."""

    lead: int
    components: list[MealItem] = field(default_factory=list)


def _goes_in(chunk: str, dish: _Dish, lead: MealItem, knowledge: Knowledge, user_foods: UserFoods) -> bool:
    """Whether the chunk is in the weighed dish ("250 g of pasta with tomato sauce and meat": the sauce and
    the meat are in the 250 g); its food, if it names one, is then one of the dish's components."""
    phrase = None if _CLAIM_OF_FOOD.search(chunk) else _phrase_from(chunk)
    component = None if phrase is None else _item(phrase, knowledge, user_foods)
    if _stands_alone(chunk, phrase, component, lead):
        return False
    if component is not None:
        dish.components.append(component)
    return True


def _restated_item(said: MealItem, again: MealItem) -> MealItem:
    """The food said twice ("a McDouble, which is a double cheeseburger"): the description the catalog knows
    better names it, at the weight said, if one was ("an 88 g corn dog, which is a frankfurter")."""
    best = again if again.match.score >= said.match.score else said
    return _reweighed(best, said.grams) if said.unit in MASS_UNITS else best


def _package_size_first(match: re.Match[str]) -> str:
    return f"{match.group('article')} {match.group('size')} {match.group('package')}{match.group('name')} "


def _is_appositive(text: str, spans: list[Span], index: int, joiner: str) -> bool:
    """ "a pumpkin empanada, a Mexican turnover that hit the spot": a food after a bare comma that no "and"
    follows is not the next of a list (a list ends "..., and a Z") but the food before, said again."""
    chunk = text[spans[index][0] : spans[index][1]].strip()
    if joiner != "," or not _ARTICLE_START.match(chunk) or _DIGIT.search(chunk):
        # "a 45 g cornbread muffin" has an amount of its own: a food of its own.
        return False
    for (_, end), (start, _) in zip(spans[index:], spans[index + 1 :], strict=False):
        following = " ".join(text[end:start].split())
        if _SENTENCE_BREAK.search(following):
            break
        if _LIST_JOINER.match(following):
            return False
    return True


def _same_kind(said: MealItem, again: MealItem) -> bool:
    return said.match.food.category == again.match.food.category


def _opens_dish(joiner: str, lead: MealItem) -> bool:
    """ "250 g of pasta with ...": a weighed food, then "with"."""
    return _WITH_JOINER.match(joiner) is not None and lead.unit in WHOLE_DISH_UNITS


def _stands_alone(chunk: str, phrase: FoodPhrase | None, component: MealItem | None, lead: MealItem) -> bool:
    """A food after "with" that is not in the dish: one with an amount of its own ("with 2 tbsp of syrup",
    "with a cup of milk"), or one said with an article that is a side, not an ingredient: a thing counted
    whole ("with a baked potato", "and a beer"), or anything beside a whole dish ("lasagna with a salad")."""
    if _DIGIT.search(chunk) or (phrase is not None and phrase.unit is not None and phrase.unit not in _SIZES):
        return True
    if phrase is None or not phrase.amount_said or component is None:
        return False
    return _counted_whole(component) or _is_whole_dish(lead)


def _is_whole_dish(item: MealItem) -> bool:
    return item.match.food.category in COMPLETE_DISH_CATEGORIES


def _counted_whole(item: MealItem) -> bool:
    food = item.match.food
    return food.default_unit not in UNCOUNTED_UNITS or food.category in SIDE_DRINK_CATEGORIES


def _is_preparation(component: MealItem) -> bool:
    food = component.match.food
    return food.category in PREPARATION_CATEGORIES or food.per_100g.calories < PREPARATION_MAX_KCAL_PER_100G


def _shared_out(lead: MealItem, components: list[MealItem]) -> list[MealItem]:
    """The lead's weight shared out: what is in it takes an even share of half of it, never more than its own
    portion ("250 g of pasta with pesto" has a spoonful of pesto, not 125 g), and the lead keeps the rest."""
    if _is_whole_dish(lead):
        return [lead]
    components = [component for component in components if not _is_preparation(component)]
    if not components:
        return [lead]
    share = lead.grams * (1 - LEAD_SHARE) / len(components)
    shared = [_reweighed(component, min(component.grams, share)) for component in components]
    return [_reweighed(lead, lead.grams - sum(component.grams for component in shared)), *shared]


def _next_says_no_amount(text: str, chunks: list[Span], end: int) -> bool:
    """Whether the chunk after the one ending at `end` names a food without an amount of its own."""
    following = next((text[s:e] for s, e in chunks if s >= end), None)
    return following is not None and _AMOUNT_START.search(following) is None


def _as_frozen_meals(text: str) -> str:
    """ "a banquet meal featuring fried chicken with potatoes ( 16.5 oz ) , complemented by a can of cola" ->
    "a frozen entree weighing 16.5 oz , complemented by a can of cola": one tray, its contents dropped."""
    parts: list[str] = []
    cursor = 0
    for meal in _FROZEN_MEAL.finditer(text):
        if meal.start() < cursor:
            continue
        end = _MEAL_CONTENTS_END.search(text, meal.end())
        contents_end = end.start() if end else len(text)
        said = text[meal.start() : contents_end]
        if _BREAKFAST_TRAY.search(said):
            continue
        weight = _TRAY_WEIGHT.search(text, meal.end(), contents_end)
        name = FROZEN_TURKEY_DINNER if "turkey" in said else FROZEN_MEAL
        parts += [text[cursor : meal.start()], name, f" weighing {weight.group(0)}" if weight else ""]
        cursor = contents_end
    return "".join([*parts, text[cursor:]])


def _filled_dish(match: re.Match[str]) -> str:
    fillings = match.group("fillings").replace(" , ", " ").replace(" -", "")
    fillings = _LAST_FILLING_JOINER.sub("", fillings).replace(" and ", " ")
    return f"{fillings} {match.group('rest')}"


def _named_dish(match: re.Match[str], knowledge: Knowledge, user_foods: UserFoods) -> str:
    """ "a sandwich of peanut butter and jelly" -> "a peanut butter and jelly sandwich", when the catalog
    knows that dish; otherwise the words stay as they were."""
    dish, filling = match.group("dish"), match.group("filling")
    if _filling_said_before(match):
        # "a peanut butter and jelly sandwich made with regular peanut butter and jelly": named once already
        return dish
    candidate = f"{filling.replace(' ,', '')} {dish}"
    found = knowledge.best_food(candidate, user_foods)
    if found is not None and found.score >= DISH_SCORE and dish in found.food.name.lower():
        return candidate
    return match.group(0)


def _filling_said_before(match: re.Match[str]) -> bool:
    """Whether the words just before the dish already name all its filling; claims ("reduced-fat") and story
    words ("regular") aside, as they name no food ("a fruit smoothie made with whole fruit and dairy" says
    more than "fruit smoothie" did)."""
    before = set(match.string[: match.start()].split()[-RESTATED_LOOKBACK_WORDS:])
    filling = set(_STORY_WORDS.sub(" ", match.group("filling")).split()) - _LINK_WORDS - _CLAIM_WORDS
    return bool(filling) and filling <= before


def _join_split_adjectives(text: str, chunks: list[Span]) -> list[Span]:
    """ "a sweet, juicy banana": a one-word chunk cut at a comma goes with the amountless chunk after it."""
    joined: list[Span] = []
    for span in chunks:
        if joined:
            previous = text[joined[-1][0] : joined[-1][1]]
            after_amount = previous[m.end() :] if (m := _LAST_AMOUNT.search(previous)) else ""
            between = text[joined[-1][1] : span[0]]
            if (
                "," in between
                and (len(after_amount.split()) == 1 or _is_nutrient_claim(after_amount))
                and not _AMOUNT_START.match(text[span[0] : span[1]].strip())
            ):
                joined[-1] = (joined[-1][0], span[1])
                continue
        joined.append(span)
    return joined


def _is_nutrient_claim(words: str) -> bool:
    """ "reduced sugar", "low fat", "caffeine free": a claim about the food named after the comma."""
    said = words.split()
    return bool(said) and all(word in _CLAIM_WORDS for word in said)


def _grams_of(stated: re.Match[str]) -> float:
    return float(stated.group(1)) * GRAMS_PER_UNIT.get(normalise_unit(stated.group(2)) or "g", 1.0)


def _reweighed(item: MealItem, grams: float) -> MealItem:
    """The item at a weight the description states outright, or its share of a weighed dish."""
    grams = round(grams, 1)
    return MealItem(item.food_name, item.match, grams, "g", grams, nutrition_for(item.match.food, grams))


def _restates(amount: str, item: MealItem, items: list[MealItem], counted_as_one: set[int]) -> bool:
    """ "a yeast doughnut ... my delightful 1 doughnut", "a banana, enjoying 1 fruit and 1 banana in total":
    the count "one" said of a food already named once, with an article, counts that food again rather than
    adding a second one (a second one is "another" or "a second")."""
    if amount != ONE or item.quantity != 1:
        return False
    return any(
        index not in counted_as_one
        and earlier.quantity == 1
        and earlier.match.food.identity == item.match.food.identity
        for index, earlier in enumerate(items)
    )


def _phrases_of(chunk: str, *, first: bool) -> list[tuple[str, FoodPhrase]]:
    """The candidate food phrases of one chunk, one from each amount it says, in reading order, each with
    that amount's word: "I found a perfect pick-me-up in a cup of sorbet" tries ("a", "a perfect
    pick-me-up"), then ("a", "a cup of sorbet")."""
    opener = _STORY_OPENER.match(chunk.strip())
    if opener and len(chunk.split()) <= STORY_OPENER_MAX_WORDS and not _TELLS_WHAT_WAS_EATEN.search(chunk):
        # "which was a light choice", "for a quick snack"
        return []
    amounts = [(amount.start(), amount.group(0)) for amount in _AMOUNT_START.finditer(chunk)]
    if not amounts and (not first or opener):
        # A bare name after a comma ("egg, cheese, and sausage") is an ingredient of the item before it.
        return []
    phrases = [(word, _phrase_from(chunk[start:])) for start, word in amounts or [(0, "")]]
    return [(word, phrase) for word, phrase in phrases if phrase is not None]


def _phrase_from(body: str) -> FoodPhrase | None:
    """The phrase from an amount to where the story resumes."""
    body = _TRAILING_PARTICIPLE.sub("", _TRAILING_STORY.sub("", body))
    body = _NEGATED_FOOD.sub(_unless_claim, body)
    body = _MEAL_WORD.sub(" ", body)
    body = _STORY_WORDS.sub(" ", body)
    body = FOOD_FILLER.sub(" ", body)
    return read_food_phrase(" ".join(body.split()))


def _unless_claim(negated: re.Match[str]) -> str:
    word = negated.group("word")
    return negated.group(0) if word in _CLAIM_WORDS or word in _NEGATED_KINDS else " "


def _item(
    phrase: FoodPhrase, knowledge: Knowledge, user_foods: UserFoods, *, at_school: bool = False
) -> MealItem | None:
    if all(word in NOT_FOOD_WORDS or len(word) == 1 or word.isdigit() for word in phrase.name.split()):
        return None
    match, phrase = food_match(knowledge, phrase, user_foods)
    if match is None or match.score < ESTIMATE_MIN_SCORE:
        return None
    if at_school:
        match = _school_version(match, phrase, knowledge, user_foods)
    food = match.food
    unit, grams = portion_of(food, phrase)
    return MealItem(
        food_name=phrase.name,
        match=match,
        quantity=phrase.quantity,
        unit=unit,
        grams=round(grams, 1),
        nutrition=nutrition_for(food, grams),
    )


def _school_version(
    match: FoodMatch, phrase: FoodPhrase, knowledge: Knowledge, user_foods: UserFoods
) -> FoodMatch:
    """The school kitchen's version of a food said to come from school, when the catalog has one: named by
    the kind of food alone ("school pizza" for "thin crust pepperoni pizza"), as school menus name them."""
    if match.food.category not in SCHOOL_KITCHEN_CATEGORIES:
        return match
    head = phrase.name.split()[-1]
    school = knowledge.best_food(f"{SCHOOL} {head}", user_foods)
    if school is None or not school.confident:
        return match
    name = school.food.name.lower()
    return school if SCHOOL in name and head in name else match


def estimate_json(estimate: MealEstimate) -> dict[str, Any]:
    """`{"text", "items", "totals"}` exactly as `fitcoach estimate --json` prints it."""
    return {
        "text": estimate.text,
        "items": [
            {
                "food_name": item.food_name,
                "food": food_ref(item.match.food),
                "quantity": item.quantity,
                "unit": item.unit,
                "grams": item.grams,
                "nutrition": nutrition_json(item.nutrition),
            }
            for item in estimate.items
        ],
        "totals": nutrition_json(estimate.totals),
    }
