"""The typed API the coach and the offline provider call: parse_message and its results."""

from __future__ import annotations

from datetime import date

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.meals import MealType
from fitcoach.coach.engine.parser import parse_message
from fitcoach.coach.engine.results import Chat, ExerciseItem, FoodItem, MeasurementLog, Question, WaterLog
from fitcoach.coach.engine.serialize import to_contract_json
from fitcoach.exercise.catalog import Activity, UserActivities
from fitcoach.nutrition.catalog import FoodRecord, Nutrients, Portion, UserFoods

TODAY = date(2026, 11, 30)


def _parse(knowledge: Knowledge, text: str, **options: object) -> tuple[object, ...]:
    return parse_message(text, today=TODAY, knowledge=knowledge, **options).intents  # type: ignore[arg-type]


def test_food_items_carry_their_match_weight_and_nutrition(knowledge: Knowledge) -> None:
    (item,) = _parse(knowledge, "2 eggs for breakfast")
    assert isinstance(item, FoodItem)
    assert item.match is not None
    assert item.match.food.key == "egg"
    assert item.meal_type is MealType.BREAKFAST
    assert item.grams == 100.0
    assert item.nutrition is not None
    assert 130 < item.nutrition.calories < 160


def test_an_unknown_food_is_logged_without_food_grams_or_nutrition(knowledge: Knowledge) -> None:
    (item,) = _parse(knowledge, "I ate a plate of zorblax stew")
    assert isinstance(item, FoodItem)
    assert item.match is None
    assert item.grams is None
    assert item.nutrition is None
    printed = to_contract_json(
        parse_message("I ate a plate of zorblax stew", today=TODAY, knowledge=knowledge)
    )
    assert printed["intents"][0]["food"] is None


def test_the_users_own_foods_are_found_first(knowledge: Knowledge) -> None:
    granola = FoodRecord(
        key="user-7-granny-granola",
        name="granny's granola",
        aliases=(),
        category="user",
        per_100g=Nutrients(calories=450, protein=10, carbs=60, fat=18),
        portions=(Portion("cup", 60.0),),
        default_unit="cup",
        source="user",
        id=42,
        user_id=7,
    )
    intents = parse_message(
        "had a cup of granny's granola", today=TODAY, knowledge=knowledge, user_foods=UserFoods([granola])
    )
    printed = to_contract_json(intents)
    assert printed["intents"][0]["food"] == {"id": 42, "name": "granny's granola"}
    assert printed["intents"][0]["grams"] == 60.0


def test_the_users_own_activities_are_found(knowledge: Knowledge) -> None:
    own = Activity(
        key="user-3-sled-pull", name="Sled pulls", aliases=(), met=8.0, compendium_code=None, category="gym"
    )
    (item,) = _parse(knowledge, "did sled pulls for 20 min", user_activities=UserActivities([own]))
    assert isinstance(item, ExerciseItem)
    assert item.match is not None
    assert item.match.activity.name == "Sled pulls"


def test_calories_burned_use_the_users_weight(knowledge: Knowledge) -> None:
    (light,) = _parse(knowledge, "walked for 60 minutes", weight_kg=50.0)
    (heavy,) = _parse(knowledge, "walked for 60 minutes", weight_kg=100.0)
    assert isinstance(light, ExerciseItem)
    assert isinstance(heavy, ExerciseItem)
    assert light.calories_burned
    assert heavy.calories_burned
    assert heavy.calories_burned == 2 * light.calories_burned


def test_a_glass_follows_the_callers_glass_size(knowledge: Knowledge) -> None:
    (water,) = _parse(knowledge, "2 glasses of water", glass_ml=330.0)
    assert water == WaterLog(glasses=2, ml=660.0, date=TODAY)


def test_measurements_of_one_message_share_one_intent(knowledge: Knowledge) -> None:
    (log,) = _parse(knowledge, "weight 80 kg, waist 86 cm, 9000 steps")
    assert isinstance(log, MeasurementLog)
    assert [m.type for m in log.measurements] == ["weight", "waist", "steps"]


def test_custom_measurements_serialise_with_their_name(knowledge: Knowledge) -> None:
    printed = to_contract_json(parse_message("blood glucose 95 mg/dl", today=TODAY, knowledge=knowledge))
    assert printed["intents"] == [
        {
            "intent": "log_measurement",
            "measurements": [{"type": "custom", "name": "blood glucose", "value": 95, "unit": "mg/dL"}],
            "date": "2026-11-30",
        }
    ]


def test_blood_pressure_keeps_both_numbers(knowledge: Knowledge) -> None:
    (log,) = _parse(knowledge, "bp 118/76")
    assert isinstance(log, MeasurementLog)
    (reading,) = log.measurements
    assert (reading.value, reading.secondary_value, reading.unit) == (118, 76, "mmHg")


def test_a_question_with_a_log_keeps_both(knowledge: Knowledge) -> None:
    intents = _parse(knowledge, "I ate 2 eggs. How much protein is that?")
    assert isinstance(intents[0], FoodItem)
    assert isinstance(intents[-1], Question)


def test_chat_when_nothing_is_logged(knowledge: Knowledge) -> None:
    assert _parse(knowledge, "thanks coach") == (Chat("thanks coach"),)


def test_compound_names_from_the_catalog_stay_whole(knowledge: Knowledge) -> None:
    for text in ("mac and cheese", "peanut butter and jelly sandwich", "spaghetti and meatballs"):
        (item,) = _parse(knowledge, f"had {text} for dinner")
        assert isinstance(item, FoodItem), text
        assert item.match is not None, text


def test_each_meal_word_applies_to_its_own_items(knowledge: Knowledge) -> None:
    intents = _parse(knowledge, "eggs for breakfast, a sandwich for lunch and pasta for dinner")
    assert [i.meal_type for i in intents if isinstance(i, FoodItem)] == [
        MealType.BREAKFAST,
        MealType.LUNCH,
        MealType.DINNER,
    ]
