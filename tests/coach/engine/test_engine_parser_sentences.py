"""Sentences written for these tests (not the shared corpora): what each one must log.

Each case lists the logged items as (kind, fields) with only the fields that matter; `name` is a word that
must appear in the food or exercise name (said or matched).
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.parser import parse_message
from fitcoach.coach.engine.serialize import to_contract_json

TODAY = date(2026, 11, 30)  # a Monday
YESTERDAY = "2026-11-29"

Item = tuple[str, dict[str, Any]]


def _items(result: dict[str, Any]) -> list[Item]:
    items: list[Item] = []
    for intent in result["intents"]:
        kind = intent["intent"]
        if kind == "log_measurement":
            items += [("measure", {**m, "date": intent["date"]}) for m in intent["measurements"]]
        elif kind.startswith("log_"):
            items.append((kind.removeprefix("log_"), intent))
    return items


def _name(item: dict[str, Any]) -> str:
    parts = [item.get("food_name"), item.get("exercise_name"), item.get("name")]
    for ref in (item.get("food"), item.get("exercise")):
        if ref:
            parts.append(ref["name"])
    return " ".join(str(part) for part in parts if part).lower()


def _matches(expected: dict[str, Any], got: dict[str, Any]) -> bool:
    for key, want in expected.items():
        if key == "name":
            if want not in _name(got):
                return False
        elif isinstance(want, float | int) and not isinstance(want, bool):
            have = got.get(key)
            if have is None or abs(float(have) - want) > 0.011 * max(1.0, abs(want)):
                return False
        elif got.get(key) != want:
            return False
    return True


def _check(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    result = to_contract_json(parse_message(text, today=TODAY, knowledge=knowledge))
    got = _items(result)
    assert len(got) == len(expected), result
    left = list(got)
    for kind, fields in expected:
        hit = next((i for i, (k, g) in enumerate(left) if k == kind and _matches(fields, g)), None)
        assert hit is not None, (kind, fields, result)
        left.pop(hit)


FOOD_CASES: list[tuple[str, list[Item]]] = [
    ("3 scrambled eggs for breakfast", [("food", {"name": "egg", "quantity": 3, "meal_type": "breakfast"})]),
    ("ate two bananas", [("food", {"name": "banana", "quantity": 2})]),
    ("had a bowl of oatmeal this morning", [("food", {"name": "oat", "meal_type": "breakfast"})]),
    ("a cup of coffee", [("food", {"name": "coffee", "quantity": 1, "unit": "cup"})]),
    (
        "2 slices of pizza for lunch",
        [("food", {"name": "pizza", "quantity": 2, "unit": "slice", "meal_type": "lunch"})],
    ),
    ("200g greek yogurt", [("food", {"name": "yogurt", "quantity": 200, "unit": "g", "grams": 200})]),
    ("I ate half an avocado", [("food", {"name": "avocado", "quantity": 0.5})]),
    ("one and a half cups of rice", [("food", {"name": "rice", "quantity": 1.5, "unit": "cup"})]),
    ("a handful of almonds", [("food", {"name": "almond", "quantity": 1, "unit": "handful"})]),
    ("had a dozen grapes", [("food", {"name": "grape", "quantity": 12})]),
    ("a couple of cookies after dinner", [("food", {"name": "cookie", "quantity": 2})]),
    ("I had an apple at 3pm", [("food", {"name": "apple", "meal_type": "snack"})]),
    ("had a salad at 1pm", [("food", {"name": "salad", "meal_type": "lunch"})]),
    ("ate a steak at 7 pm", [("food", {"name": "steak", "meal_type": "dinner"})]),
    ("a banana", [("food", {"name": "banana", "meal_type": "snack", "date": "2026-11-30"})]),
    (
        "yesterday I had a bagel with cream cheese",
        [("food", {"name": "bagel with cream cheese", "date": YESTERDAY})],
    ),
    ("had a pear with peanut butter", [("food", {"name": "pear"}), ("food", {"name": "peanut butter"})]),
    ("on saturday I ate 2 hot dogs", [("food", {"name": "hot dog", "quantity": 2, "date": "2026-11-28"})]),
    (
        "3 days ago I had a burger for dinner",
        [("food", {"name": "burger", "meal_type": "dinner", "date": "2026-11-27"})],
    ),
    (
        "for breakfast I had toast and for lunch a salad",
        [
            ("food", {"name": "bread", "meal_type": "breakfast"}),
            ("food", {"name": "salad", "meal_type": "lunch"}),
        ],
    ),
    (
        "had chicken, rice and broccoli for dinner",
        [
            ("food", {"name": "chicken", "meal_type": "dinner"}),
            ("food", {"name": "rice", "meal_type": "dinner"}),
            ("food", {"name": "broccoli", "meal_type": "dinner"}),
        ],
    ),
    (
        "breakfast was 2 boiled eggs and a slice of toast",
        [
            ("food", {"name": "egg", "quantity": 2, "meal_type": "breakfast"}),
            ("food", {"name": "bread", "quantity": 1, "meal_type": "breakfast"}),
        ],
    ),
    ("snacked on some grapes", [("food", {"name": "grape"})]),
    ("drank a can of coke", [("food", {"name": "cola", "unit": "can"})]),
    ("a tbsp of peanut butter", [("food", {"name": "peanut butter", "quantity": 1, "unit": "tbsp"})]),
    ("had a large orange", [("food", {"name": "orange", "unit": "large"})]),
    ("1 cup of cooked quinoa", [("food", {"name": "quinoa", "unit": "cup"})]),
    ("a latte and a muffin", [("food", {"name": "latte"}), ("food", {"name": "muffin"})]),
    ("I had half and half in my coffee", [("food", {"name": "half"}), ("food", {"name": "coffee"})]),
    ("2 tablespoons of olive oil", [("food", {"name": "olive oil", "quantity": 2, "unit": "tbsp"})]),
    ("eggs x3", [("food", {"name": "egg", "quantity": 3})]),
    ("half a bagel with cream cheese this morning", [("food", {"name": "bagel", "quantity": 0.5})]),
    ("2 scoops of whey protein", [("food", {"name": "whey", "quantity": 2, "unit": "scoop"})]),
    ("I had a big mac", [("food", {"name": "big mac", "quantity": 1})]),
    ("had fish and chips", [("food", {"name": "fish and chips"})]),
    (
        "mac and cheese for dinner last night",
        [("food", {"name": "mac", "meal_type": "dinner", "date": YESTERDAY})],
    ),
    ("peanut butter and jelly sandwich", [("food", {"name": "jelly"})]),
    ("grilled salmon 6 oz", [("food", {"name": "salmon", "quantity": 6, "unit": "oz"})]),
    ("after my run I ate a banana", [("food", {"name": "banana", "quantity": 1})]),
    ("ate a granola bar at 10am", [("food", {"name": "granola", "meal_type": "breakfast"})]),
    ("2 beers yesterday", [("food", {"name": "beer", "quantity": 2, "date": YESTERDAY})]),
    ("had a generous slice of chocolate cake", [("food", {"name": "cake", "quantity": 1, "unit": "slice"})]),
    ("a stick of string cheese", [("food", {"name": "cheese", "unit": "stick"})]),
    ("a can of diet coke", [("food", {"name": "diet", "unit": "can"})]),
]


@pytest.mark.parametrize(("text", "expected"), FOOD_CASES)
def test_food_sentences(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    _check(knowledge, text, expected)


EXERCISE_CASES: list[tuple[str, list[Item]]] = [
    (
        "ran 5k in 28 min",
        [("exercise", {"name": "run", "duration_minutes": 28, "distance": 5, "distance_unit": "km"})],
    ),
    ("went for a 30 minute run", [("exercise", {"name": "run", "duration_minutes": 30})]),
    ("cycled 20 km", [("exercise", {"name": "cycl", "distance": 20, "distance_unit": "km"})]),
    ("swam 1500m", [("exercise", {"name": "swim", "distance": 1500, "distance_unit": "m"})]),
    ("did 45 minutes of pilates", [("exercise", {"name": "pilates", "duration_minutes": 45})]),
    ("played tennis for 2 hours", [("exercise", {"name": "tennis", "duration_minutes": 120})]),
    ("half an hour on the elliptical", [("exercise", {"name": "elliptical", "duration_minutes": 30})]),
    ("walked the dog for 40 minutes", [("exercise", {"name": "walk", "duration_minutes": 40})]),
    ("1h30 hike on saturday", [("exercise", {"name": "hik", "duration_minutes": 90, "date": "2026-11-28"})]),
    ("rowed for 20 min", [("exercise", {"name": "row", "duration_minutes": 20})]),
    ("lifted weights for an hour", [("exercise", {"name": "strength", "duration_minutes": 60})]),
    ("went swimming yesterday", [("exercise", {"name": "swim", "date": YESTERDAY})]),
    ("jogged 3 miles", [("exercise", {"name": "jog", "distance": 3, "distance_unit": "mi"})]),
    ("20 minutes of hiit", [("exercise", {"name": "hiit", "duration_minutes": 20})]),
    ("yoga for 1 hour this morning", [("exercise", {"name": "yoga", "duration_minutes": 60})]),
    ("danced for twenty minutes", [("exercise", {"name": "danc", "duration_minutes": 20})]),
    ("biked to work, 25 min", [("exercise", {"name": "cycl", "duration_minutes": 25})]),
    ("tuesday: ran 8 km", [("exercise", {"name": "run", "distance": 8, "date": "2026-11-24"})]),
    ("biked 15 miles in an hour", [("exercise", {"name": "cycl", "duration_minutes": 60, "distance": 15})]),
    ("went on a 2 hour hike", [("exercise", {"name": "hik", "duration_minutes": 120})]),
]


@pytest.mark.parametrize(("text", "expected"), EXERCISE_CASES)
def test_exercise_sentences(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    _check(knowledge, text, expected)


MEASUREMENT_CASES: list[tuple[str, list[Item]]] = [
    ("waist 86 cm", [("measure", {"type": "waist", "value": 86, "unit": "cm"})]),
    ("weighed in at 80.4 kg this morning", [("measure", {"type": "weight", "value": 80.4, "unit": "kg"})]),
    ("scale says 176 lbs", [("measure", {"type": "weight", "value": 176, "unit": "lb"})]),
    ("my weight today is 72 kg", [("measure", {"type": "weight", "value": 72, "unit": "kg"})]),
    ("80 kg", [("measure", {"type": "weight", "value": 80, "unit": "kg"})]),
    ("hips 98cm", [("measure", {"type": "hips", "value": 98, "unit": "cm"})]),
    ("neck 15 inches", [("measure", {"type": "neck", "value": 15, "unit": "in"})]),
    ("walked 9,500 steps today", [("measure", {"type": "steps", "value": 9500})]),
    ("10k steps", [("measure", {"type": "steps", "value": 10000})]),
    ("slept 7.5 h", [("measure", {"type": "custom", "name": "sleep", "value": 7.5})]),
    (
        "got 6 hours of sleep last night",
        [("measure", {"type": "custom", "name": "sleep", "value": 6, "date": YESTERDAY})],
    ),
    ("blood sugar 110 mg/dl", [("measure", {"type": "custom", "name": "glucose", "value": 110})]),
    ("body fat 22%", [("measure", {"type": "custom", "name": "body fat", "value": 22, "unit": "%"})]),
    ("resting heart rate 54 bpm", [("measure", {"type": "custom", "name": "heart rate", "value": 54})]),
    ("blood pressure 125/82", [("measure", {"type": "custom", "name": "blood pressure", "value": 125})]),
    (
        "weight 81kg, waist 90cm",
        [("measure", {"type": "weight", "value": 81}), ("measure", {"type": "waist", "value": 90})],
    ),
    ("weighed 79 kg yesterday", [("measure", {"type": "weight", "value": 79, "date": YESTERDAY})]),
    ("my hips are 40 inches", [("measure", {"type": "hips", "value": 40, "unit": "in"})]),
    ("fasting glucose 92", [("measure", {"type": "custom", "name": "glucose", "value": 92})]),
]


@pytest.mark.parametrize(("text", "expected"), MEASUREMENT_CASES)
def test_measurement_sentences(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    _check(knowledge, text, expected)


WATER_CASES: list[tuple[str, list[Item]]] = [
    ("3 glasses of water", [("water", {"ml": 750, "glasses_consumed": 3})]),
    ("drank a liter of water", [("water", {"ml": 1000})]),
    ("500 ml of water", [("water", {"ml": 500})]),
    ("had 2 bottles of water", [("water", {"ml": 1000})]),
    ("16 oz of water", [("water", {"ml": 473.2})]),
    ("a glass of sparkling water", [("water", {"ml": 250})]),
    ("drank two glasses of water yesterday", [("water", {"ml": 500, "date": YESTERDAY})]),
    ("water 500ml", [("water", {"ml": 500})]),
    ("drank a pint of water", [("water", {"ml": 473.2})]),
]


@pytest.mark.parametrize(("text", "expected"), WATER_CASES)
def test_water_sentences(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    _check(knowledge, text, expected)


MIXED_CASES: list[tuple[str, list[Item]]] = [
    (
        "drank 2 glasses of water and weighed 80 kg",
        [("water", {"ml": 500}), ("measure", {"type": "weight", "value": 80})],
    ),
    (
        "ran 5 km and then had a protein shake",
        [("exercise", {"name": "run", "distance": 5}), ("food", {"name": "protein"})],
    ),
    (
        "slept 8 hours, walked 30 minutes and ate a pear",
        [
            ("measure", {"type": "custom", "name": "sleep", "value": 8}),
            ("exercise", {"name": "walk"}),
            ("food", {"name": "pear"}),
        ],
    ),
    (
        "had oatmeal for breakfast. ran 10k at lunch.",
        [("food", {"name": "oat", "meal_type": "breakfast"}), ("exercise", {"name": "run", "distance": 10})],
    ),
]


@pytest.mark.parametrize(("text", "expected"), MIXED_CASES)
def test_mixed_sentences(knowledge: Knowledge, text: str, expected: list[Item]) -> None:
    _check(knowledge, text, expected)


NOT_LOGS = [
    "I ran out of milk",
    "I ran into an old friend",
    "book a table for dinner",
    "how many calories are in a banana?",
    "how many calories are in a banana",
    "what should I eat for dinner",
    "remind me to drink water",
    "add milk to my shopping list",
    "I want to lose 5 kg",
    "I didn't eat breakfast today",
    "I skipped lunch",
    "I had a great day",
    "I had a meeting at 3pm",
    "we ran late for the movie",
    "I need to buy eggs",
    "I love pizza",
    "I usually have oatmeal for breakfast",
    "I'm going to run 5k tomorrow",
    "should I eat more protein",
    "can you log my lunch",
    "calories in 2 eggs",
    "is 80 kg a healthy weight for me",
    "my goal weight is 70 kg",
    "set a timer for 20 minutes",
    "thanks!",
    "hello coach",
    "what's a good recipe for chicken",
    "order a pizza",
    "I walked into the kitchen",
    "I played video games for 2 hours",
    "lunch was great",
    "I feel bloated after eating pizza",
    "I ate too much",
    "meeting rooms open between one and three pm",
    "my knee hurts after running",
    "I'm going for a run later",
]


@pytest.mark.parametrize("text", NOT_LOGS)
def test_sentences_that_log_nothing(knowledge: Knowledge, text: str) -> None:
    result = to_contract_json(parse_message(text, today=TODAY, knowledge=knowledge))
    assert _items(result) == [], result
    assert {intent["intent"] for intent in result["intents"]} <= {"ask_question", "chat"}


@pytest.mark.parametrize("text", ["how many calories are in a banana?", "what should I eat for dinner"])
def test_questions_are_asked(knowledge: Knowledge, text: str) -> None:
    result = to_contract_json(parse_message(text, today=TODAY, knowledge=knowledge))
    assert result["intents"] == [{"intent": "ask_question"}]


def test_small_talk_is_chat(knowledge: Knowledge) -> None:
    result = to_contract_json(parse_message("good morning!", today=TODAY, knowledge=knowledge))
    assert result["intents"] == [{"intent": "chat"}]
