"""Prompt size per coach turn: auto-routing (only the chosen categories' tools) against every tool.

Counts what a provider receives each turn — the system prompt, the tool schemas and the history
window — over 50 typical messages played as one conversation. Tokens are estimated as characters
divided by four (OpenAI's rule of thumb for English; no tokenizer can be downloaded here), which is
the same for both arms, so the ratio is what to read.

usage: python benchmarks/prompt_tokens.py
"""

from __future__ import annotations

import asyncio
import json
import statistics

from _common import header
from tqdm import tqdm

from fitcoach.coach.messages import ToolDefinition
from fitcoach.coach.prompts.composer import compose_system_prompt
from fitcoach.coach.routing.categories import PROFILES, route
from fitcoach.coach.routing.classifier import CLASSIFIER_PROMPT
from fitcoach.coach.sessions import SENT_MESSAGES
from fitcoach.coach.tools import ToolCategory, default_registry

CHARS_PER_TOKEN = 4
TARGET_RATIO = 0.40
TYPICAL_REPLY = "Logged. Today: 1,240 of 2,000 kcal, protein 62 of 100 g. Tip: add some protein at dinner."
CONTEXT_BLOCK = (
    "## Context for this turn\n- Today is 2026-11-30 (Monday), timezone Europe/Paris.\n"
    "- Units: weight in kg, lengths in cm; a glass is 250 ml.\n"
    "- Profile: sex female, height 168 cm, latest weight 64.2 kg.\n"
    "- Today so far: 1240 of 2000 kcal, protein 62 of 100 g, water 750 of 2000 ml, 310 kcal burned.\n"
    "- Memory: nothing remembered yet.\n- Training plan: none active."
)
MESSAGES = [
    "2 eggs and toast for breakfast",
    "ran 5k in 28 min",
    "waist 86 cm",
    "3 glasses of water",
    "slept 7.5 h",
    "had a chicken caesar salad for lunch",
    "how many calories do I have left today?",
    "weight 64.2 kg",
    "is it ok to train legs two days in a row?",
    "what should I eat before a morning run?",
    "a protein shake after the gym",
    "did 45 minutes of yoga",
    "how is my weight trending this month?",
    "I keep snacking at night, any tips?",
    "grabbed a latte and a croissant",
    "walked 10000 steps today",
    "what's a good protein target for me?",
    "bowl of oatmeal with blueberries",
    "how did I do this week?",
    "I feel tired all the time lately",
    "two slices of pizza for dinner",
    "swam 30 minutes",
    "should I do cardio or weights first?",
    "an apple and a handful of almonds",
    "set my calorie goal to 1900",
    "what's my TDEE?",
    "played tennis for an hour",
    "hips 98 cm",
    "I had sushi, about 12 pieces",
    "how much water should I drink?",
    "make me a 3 day workout plan",
    "what are my personal records?",
    "greek yogurt with honey",
    "cycled 20 km in 50 minutes",
    "am I eating enough protein?",
    "good morning!",
    "my knee hurts when I squat",
    "beef burrito for lunch",
    "how many steps did I do yesterday?",
    "can you explain macros?",
    "thanks, that helps",
    "a banana and peanut butter",
    "did a HIIT class",
    "what did I eat yesterday?",
    "body fat 24%",
    "how do I break a plateau?",
    "rice and chicken curry",
    "lifted weights for an hour",
    "I want to lose 4 kg by March",
    "summarize my month",
]


def estimated_tokens(text: str) -> int:
    return max(1, len(text) // CHARS_PER_TOKEN)


def schema_text(tools: list[ToolDefinition]) -> str:
    return json.dumps(
        [{"name": t.name, "description": t.description, "parameters": t.parameters} for t in tools]
    )


def history_text(turn: int) -> str:
    window = []
    for earlier in MESSAGES[max(0, turn - SENT_MESSAGES // 2) : turn]:
        window += [earlier, TYPICAL_REPLY]
    return "\n".join(window[-SENT_MESSAGES:])


async def measure() -> tuple[list[int], list[int]]:
    registry = default_registry()
    everything = set(PROFILES["full"])
    all_prompt = compose_system_prompt(profile="full", categories=everything, context_block=CONTEXT_BLOCK)
    all_schema = schema_text(registry.definitions(everything, include_escalation=False))

    async def classifier_stand_in(_text: str) -> set[ToolCategory]:
        return {ToolCategory.COACHING}

    routed, unrouted = [], []
    for turn, message in enumerate(tqdm(MESSAGES, desc="turns", unit=" turn")):
        routing = await route(
            message, has_image=False, manual=None, profile="full", classifier=classifier_stand_in
        )
        prompt = compose_system_prompt(
            profile="full", categories=routing.categories, context_block=CONTEXT_BLOCK
        )
        schema = schema_text(registry.definitions(routing.categories, include_escalation=True))
        history = history_text(turn)
        classifier_cost = (
            estimated_tokens(CLASSIFIER_PROMPT + message) if routing.source == "classifier" else 0
        )
        routed.append(estimated_tokens(prompt + schema + history + message) + classifier_cost)
        unrouted.append(estimated_tokens(all_prompt + all_schema + history + message))
    return routed, unrouted


def main() -> None:
    routed, unrouted = asyncio.run(measure())
    ratio = sum(routed) / sum(unrouted)
    print(header("prompt tokens per turn (≈ characters / 4), 50 typical messages"))
    mean, median = statistics.mean(routed), statistics.median(routed)
    print(f"auto-routing: mean {mean:.0f}, median {median:.0f}, max {max(routed)}")
    print(f"all tools:    mean {statistics.mean(unrouted):.0f}, median {statistics.median(unrouted):.0f}")
    verdict = "meets" if ratio <= TARGET_RATIO else "misses"
    print(f"auto-routing / all tools = {ratio:.0%} ({verdict} the {TARGET_RATIO:.0%} target)")


if __name__ == "__main__":
    main()
