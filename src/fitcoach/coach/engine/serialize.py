"""The parser's results as the JSON of the outside contract (CONTRACT.md, "Command line")."""

from __future__ import annotations

from typing import Any, assert_never

from fitcoach.coach.engine.measurements import Measurement
from fitcoach.coach.engine.results import (
    Chat,
    ExerciseItem,
    FoodItem,
    Intent,
    MeasurementLog,
    ParseResult,
    Question,
    WaterLog,
)
from fitcoach.exercise.catalog import Activity
from fitcoach.nutrition.catalog import FoodRecord, Nutrients

# Output precision: grams and kcal to 0.1, macros to 0.01 g (finer than any label states).
GRAMS_DIGITS = 1
MACRO_DIGITS = 2


def nutrition_json(nutrients: Nutrients | None) -> dict[str, float] | None:
    if nutrients is None:
        return None
    return {
        "calories": round(nutrients.calories, GRAMS_DIGITS),
        "protein": round(nutrients.protein, MACRO_DIGITS),
        "carbs": round(nutrients.carbs, MACRO_DIGITS),
        "fat": round(nutrients.fat, MACRO_DIGITS),
    }


def food_ref(food: FoodRecord | None) -> dict[str, Any] | None:
    """`{"id", "name"}`; a catalog food without a database id is named by its key."""
    if food is None:
        return None
    return {"id": food.id if food.id is not None else food.key, "name": food.name}


def _activity_ref(activity: Activity | None) -> dict[str, Any] | None:
    if activity is None:
        return None
    return {"id": activity.id if activity.id is not None else activity.key, "name": activity.name}


def _number(value: float | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else round(value, 3)


def _measurement_json(measurement: Measurement) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": measurement.type,
        "value": _number(measurement.value),
        "unit": measurement.unit,
    }
    if measurement.type == "custom":
        out["name"] = measurement.name
    if measurement.secondary_value is not None:
        out["secondary_value"] = _number(measurement.secondary_value)
    return out


def intent_json(intent: Intent) -> dict[str, Any]:
    if isinstance(intent, FoodItem):
        return {
            "intent": "log_food",
            "food_name": intent.food_name,
            "quantity": _number(intent.quantity),
            "unit": intent.unit,
            "meal_type": intent.meal_type.value,
            "date": intent.date.isoformat(),
            "food": food_ref(intent.match.food if intent.match else None),
            "grams": intent.grams,
            "nutrition": nutrition_json(intent.nutrition),
        }
    if isinstance(intent, ExerciseItem):
        return {
            "intent": "log_exercise",
            "exercise_name": intent.exercise_name,
            "duration_minutes": _number(intent.duration_minutes),
            "distance": _number(intent.distance),
            "distance_unit": intent.distance_unit,
            "date": intent.date.isoformat(),
            "exercise": _activity_ref(intent.match.activity if intent.match else None),
            "calories_burned": intent.calories_burned,
        }
    if isinstance(intent, MeasurementLog):
        return {
            "intent": "log_measurement",
            "measurements": [_measurement_json(m) for m in intent.measurements],
            "date": intent.date.isoformat(),
        }
    if isinstance(intent, WaterLog):
        return {
            "intent": "log_water",
            "glasses_consumed": _number(intent.glasses),
            "ml": _number(intent.ml),
            "date": intent.date.isoformat(),
        }
    if isinstance(intent, Question):
        return {"intent": "ask_question"}
    if isinstance(intent, Chat):
        return {"intent": "chat"}
    assert_never(intent)


def to_contract_json(result: ParseResult) -> dict[str, Any]:
    """`{"text", "intents": [...]}` exactly as `fitcoach parse --json` prints it."""
    return {"text": result.text, "intents": [intent_json(intent) for intent in result.intents]}
