"""Options for an unknown food from an LLM: three realistic guesses with nutrition, checked before use.

When a model's ``log_food`` call names a food the catalog doesn't know, one more small request asks
for three plausible versions of it (as JSON). Each is validated: the amounts must be possible and
the calories must agree with the macronutrients, so a garbled answer is never shown as fact.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import BaseModel, Field, ValidationError, model_validator

from fitcoach.coach.messages import Message
from fitcoach.coach.options import PendingChoice, item_arguments
from fitcoach.coach.providers.base import CompletionOptions, Provider
from fitcoach.coach.providers.errors import ProviderError
from fitcoach.coach.providers.wire import json_object
from fitcoach.coach.tools.registry import ToolExecution
from fitcoach.core.errors import FoodNotFound

OPTIONS_MAX_TOKENS = 400
# Atwater general factors (kcal/g): protein 4, carbohydrate 4, fat 9 (FAO Food and Nutrition Paper 77).
ATWATER = {"protein": 4.0, "carbs": 4.0, "fat": 9.0}
# Fibre, alcohol and rounding move real labels off the Atwater sum; beyond this the answer is wrong.
ATWATER_TOLERANCE = 0.30
ATWATER_SLACK_KCAL = 30.0

PROMPT = (
    'The user ate {amount} of "{name}", which is not in our food database. Suggest the three most likely '
    "versions of it with realistic nutrition for exactly that amount. Answer with JSON only: "
    '{{"options": [{{"name": "...", "calories": 0, "protein": 0, "carbs": 0, "fat": 0}}, ...]}}'
)


class FoodGuess(BaseModel):
    name: str = Field(min_length=1, max_length=120)
    calories: float = Field(ge=0, le=5000)
    protein: float = Field(ge=0, le=500)
    carbs: float = Field(ge=0, le=1000)
    fat: float = Field(ge=0, le=500)

    @model_validator(mode="after")
    def _calories_match_macros(self) -> FoodGuess:
        atwater = sum(getattr(self, k) * factor for k, factor in ATWATER.items())
        if abs(atwater - self.calories) > max(ATWATER_TOLERANCE * self.calories, ATWATER_SLACK_KCAL):
            raise ValueError(f"{self.calories} kcal does not match its macronutrients ({atwater:.0f} kcal)")
        return self


def unknown_food_item(executions: list[ToolExecution], conversation: list[Message]) -> dict[str, Any] | None:
    """What a ``log_food`` call that failed on an unknown food tried to log, if any."""
    failed = {
        e.result_part.call_id
        for e in executions
        if e.trace.tool_name == "log_food" and isinstance(e.error, FoodNotFound)
    }
    for message in conversation:
        for call in message.tool_calls:
            if call.id in failed:
                return item_arguments(call.arguments)
    return None


def parse_guesses(answer: str) -> list[FoodGuess]:
    found = json_object(answer)
    raw = found.get("options") if found is not None else None
    guesses = []
    for item in raw if isinstance(raw, list) else []:
        try:
            guesses.append(FoodGuess.model_validate(item))
        except ValidationError:
            continue
    return guesses[:3]


async def llm_food_options(
    provider: Provider, options: CompletionOptions, item: dict[str, Any]
) -> PendingChoice | None:
    amount = f"{item.get('quantity', 1)} {item.get('unit') or 'serving'}"
    prompt = PROMPT.format(amount=amount, name=item.get("food_name", "food"))
    small = replace(options, max_tokens=OPTIONS_MAX_TOKENS, temperature=0.2)
    try:
        response = await provider.complete([Message.user(prompt)], [], small)
    except ProviderError:
        return None
    guesses = parse_guesses(response.text)
    if not guesses:
        return None
    choices = [{"food_id": None, **guess.model_dump()} for guess in guesses]
    return PendingChoice(item=item, choices=choices)
