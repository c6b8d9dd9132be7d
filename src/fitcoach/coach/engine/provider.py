"""The offline engine as a provider: it reads the last user message, calls the same tools a model
would, and writes its reply from what the tools returned. No key, no network, zero tokens.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.parser import DEFAULT_GLASS_ML, parse_message
from fitcoach.coach.engine.replies import reply_from_results
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
from fitcoach.coach.messages import (
    ImagePart,
    LLMResponse,
    Message,
    StreamDone,
    StreamEvent,
    TextDelta,
    ToolCallPart,
    ToolCallReady,
    ToolDefinition,
    ToolResultPart,
    Usage,
    UsageReport,
)
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.tiers import OFFLINE_MODEL
from fitcoach.core.units import km_from
from fitcoach.exercise.catalog import NO_USER_ACTIVITIES, UserActivities
from fitcoach.nutrition.catalog import NO_USER_FOODS, UserFoods

NO_IMAGES = (
    "I can't read images in offline mode. Tell me what's on the plate (for example \"a chicken salad and a "
    "roll\") and I'll log it, or switch to a vision-capable AI provider in your settings."
)
# Typical speeds when only a distance is given (km/h); walking 5, running 10, cycling 20 follow the
# Compendium's "moderate" rows for each.
TYPICAL_SPEED_KMH = {"walking": 5.0, "running": 10.0, "cycling": 20.0, "swimming": 2.5}


@dataclass(frozen=True)
class EngineContext:
    """What the engine needs to read one user's message; the user's own entries are indexed once for it."""

    knowledge: Knowledge
    today: date
    user_foods: UserFoods = NO_USER_FOODS
    user_activities: UserActivities = NO_USER_ACTIVITIES
    weight_kg: float | None = None
    glass_ml: float = DEFAULT_GLASS_ML
    # The safety policies' written answer to this message (how to support someone at risk): the engine's
    # whole reply, since nothing in such a message is the writer's to log.
    guidance: str | None = None


class OfflineProvider:
    def __init__(self, context: EngineContext, parsed: ParseResult | None = None) -> None:
        """`parsed`: the user's message as already read under `context` (by the fast-path check), so that
        it is not parsed a second time."""
        self.context = context
        self.parsed = parsed

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
    ) -> LLMResponse:
        return self.respond(messages, tools)

    async def stream(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
    ) -> AsyncIterator[StreamEvent]:
        response = self.respond(messages, tools)
        for word in re.findall(r"\S+\s*|\s+", response.text):
            yield TextDelta(word)
        for call in response.tool_calls:
            yield ToolCallReady(call)
        yield UsageReport(response.usage)
        yield StreamDone(response)

    def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> LLMResponse:
        last = messages[-1] if messages else Message.user("")
        if last.role == "tool":
            results = [p for p in last.parts if isinstance(p, ToolResultPart)]
            return _final(reply_from_results(results, today=self.context.today))
        if any(isinstance(part, ImagePart) for part in last.parts):
            return _final(NO_IMAGES)
        if self.context.guidance is not None:
            # A question about supporting someone: nothing in it is the writer's to log ("she had a pizza").
            return _final(self.context.guidance)
        available = {tool.name for tool in tools}
        parsed = self._parse(last.text)
        calls = planned_calls(parsed, today=self.context.today)
        missing = sorted({c.name for c in calls} - available)
        if missing:
            return _final(
                "I'd need tools that are switched off for this chat ("
                + ", ".join(missing)
                + "). Enable them in the tool selector and send that again."
            )
        if calls:
            return LLMResponse(Message.assistant(tool_calls=calls), "tool_calls", Usage(), OFFLINE_MODEL)
        return _final(conversational_reply(parsed))

    def _parse(self, text: str) -> ParseResult:
        if self.parsed is not None and self.parsed.text == text:
            return self.parsed
        return parse_with(self.context, text)


def parse_with(context: EngineContext, text: str) -> ParseResult:
    """`text` read with everything the engine knows of this user."""
    return parse_message(
        text,
        today=context.today,
        knowledge=context.knowledge,
        user_foods=context.user_foods,
        user_activities=context.user_activities,
        weight_kg=context.weight_kg,
        glass_ml=context.glass_ml,
    )


def _final(text: str) -> LLMResponse:
    return LLMResponse(Message.assistant(text), "stop", Usage(), OFFLINE_MODEL)


def planned_calls(parsed: ParseResult, *, today: date) -> list[ToolCallPart]:
    """The tool calls that log every item of the message, then read the day back for the summary."""
    calls: list[dict[str, Any]] = []
    for intent in parsed.intents:
        call = _call_for(intent)
        if call is not None:
            calls.append(call)
    logged_dates = {c["arguments"]["date"] for c in calls if "date" in c["arguments"]}
    if calls:
        for day in sorted(logged_dates or {today.isoformat()}):
            calls.append({"name": "get_diary", "arguments": {"date": day}})
    else:
        question = _question_call(parsed, today=today)
        if question is not None:
            calls.append(question)
    return [
        ToolCallPart(id=f"offline_{i}", name=c["name"], arguments=c["arguments"]) for i, c in enumerate(calls)
    ]


def _call_for(intent: Intent) -> dict[str, Any] | None:
    match intent:
        case FoodItem():
            return _food_call(intent)
        case ExerciseItem():
            return _exercise_call(intent)
        case MeasurementLog():
            return {"name": "log_measurement", "arguments": _measurement_arguments(intent)}
        case WaterLog(ml=ml, date=day):
            return {"name": "log_water", "arguments": {"ml": round(ml, 1), "date": day.isoformat()}}
        case Question() | Chat():
            return None
    return None


def _food_call(item: FoodItem) -> dict[str, Any]:
    common = {
        "quantity": item.quantity,
        "unit": item.unit or (item.match.food.default_unit if item.match else "serving"),
        "meal_type": item.meal_type.value,
        "date": item.date.isoformat(),
    }
    if item.match is None:
        return {"name": "offer_food_options", "arguments": {"food_name": item.food_name, **common}}
    food = item.match.food
    arguments: dict[str, Any] = {"food_name": food.name, **common}
    if food.id is not None:
        arguments["food_id"] = food.id
    return {"name": "log_food", "arguments": arguments}


def _exercise_call(item: ExerciseItem) -> dict[str, Any] | None:
    activity = item.match.activity if item.match else None
    minutes = item.duration_minutes
    if minutes is None and item.distance and activity is not None:
        speed = TYPICAL_SPEED_KMH.get(activity.category)
        if speed:
            minutes = round(km_from(item.distance, item.distance_unit or "km") / speed * 60)
    if minutes is None:
        return None
    arguments: dict[str, Any] = {
        "exercise_name": activity.name if activity else item.exercise_name,
        "duration_minutes": minutes,
        "date": item.date.isoformat(),
    }
    if item.distance:
        arguments["distance"] = item.distance
        arguments["distance_unit"] = item.distance_unit or "km"
    return {"name": "log_exercise", "arguments": arguments}


def _measurement_arguments(log: MeasurementLog) -> dict[str, Any]:
    arguments: dict[str, Any] = {"date": log.date.isoformat()}
    custom = []
    for m in log.measurements:
        if m.type == "weight":
            arguments["weight"] = m.value
            if m.unit in ("kg", "lb"):
                arguments["weight_unit"] = m.unit
        elif m.type in ("neck", "waist", "hips"):
            arguments[m.type] = m.value
            if m.unit in ("cm", "in"):
                arguments["length_unit"] = m.unit
        elif m.type == "steps":
            arguments["steps"] = int(m.value)
        else:
            custom.append(
                {"name": m.name or m.type, "value": m.value, **({"unit": m.unit} if m.unit else {})}
            )
    if custom:
        arguments["custom"] = custom
    return arguments


_TODAY_TOTALS = re.compile(
    r"\b(how (many|much)|what('s| is| are)|total|so far|left|remaining)\b.*"
    r"\b(calorie|kcal|protein|carb|fat|water|eat|ate|today)",
    re.I,
)
_ATE_ON = re.compile(r"\bwhat did i (eat|have|log)\b|\bmy (diary|log)\b", re.I)
_WEIGHT_TREND = re.compile(
    r"\b(weight|weigh)\b.*\b(trend|progress|going|changed?|chart)\b|\b(trend|progress)\b.*\bweight\b", re.I
)
_YESTERDAY = re.compile(r"\byesterday\b", re.I)
_NUTRITION_WEEK = re.compile(
    r"\b(this|last|past) week\b.*\b(eat|ate|calorie|protein|nutrition)"
    r"|\b(average|weekly)\b.*\b(calorie|intake|protein)",
    re.I,
)


def _question_call(parsed: ParseResult, *, today: date) -> dict[str, Any] | None:
    """Questions the engine can answer from the user's own data."""
    text = parsed.text
    if _WEIGHT_TREND.search(text):
        return {"name": "get_weight_trend", "arguments": {"days": 30}}
    if _NUTRITION_WEEK.search(text):
        return {"name": "get_nutrition_summary", "arguments": {"days": 7}}
    if _ATE_ON.search(text) or _TODAY_TOTALS.search(text):
        day = today - timedelta(days=1) if _YESTERDAY.search(text) else today
        return {"name": "get_diary", "arguments": {"date": day.isoformat()}}
    return None


_GREETING = re.compile(r"^\W*(hi|hello|hey|good (morning|afternoon|evening)|yo|hiya|howdy)\b", re.I)
_THANKS = re.compile(r"\b(thanks|thank you|cheers|great|awesome|perfect)\b", re.I)

HOW_TO_LOG = (
    'Tell me what you ate, did or measured, for example "2 eggs and toast for breakfast", '
    '"ran 5k in 28 min", "waist 86 cm", "3 glasses of water" or "slept 7.5 h".'
)


GREETING_REPLY = f"Hi! {HOW_TO_LOG} You can also ask how many calories you have left today."
THANKS_REPLY = "You're welcome! Keep it up."
OPEN_QUESTION_REPLY = (
    "I'm running in offline mode, so I can log what you tell me and answer questions about your own "
    "data (calories today, what you ate yesterday, your weight trend). Open questions need an AI "
    "provider: add one in your AI settings."
)
NOTHING_TO_LOG_REPLY = f"I didn't find anything to log there. {HOW_TO_LOG}"
# The engine's replies that do not depend on the user's data: the output check must pass them (the
# service marks them ``engine_reply``, so only the patterns read them, not the classifier).
FIXED_REPLIES = (NO_IMAGES, GREETING_REPLY, THANKS_REPLY, OPEN_QUESTION_REPLY, NOTHING_TO_LOG_REPLY)


def conversational_reply(parsed: ParseResult) -> str:
    text = parsed.text
    if _GREETING.search(text):
        return GREETING_REPLY
    if _THANKS.search(text):
        return THANKS_REPLY
    if any(isinstance(i, Question) for i in parsed.intents) or "?" in text:
        return OPEN_QUESTION_REPLY
    return NOTHING_TO_LOG_REPLY
