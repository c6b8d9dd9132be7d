"""The LLM classifier: when no keyword decides, a short model call names the categories (as JSON)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fitcoach.coach.messages import Message
from fitcoach.coach.models import ChatMessage
from fitcoach.coach.providers.base import CompletionOptions, Provider
from fitcoach.coach.providers.errors import ProviderError
from fitcoach.coach.routing.categories import Classifier, parse_classifier_answer
from fitcoach.coach.tools.registry import ROUTABLE, ToolCategory

CLASSIFIER_PROMPT = (
    "Classify the user's last message for a fitness and nutrition coach. Categories: "
    + ", ".join(sorted(c.value for c in ROUTABLE))
    + '. Answer with JSON only, like {"categories": ["food"]}. Use an empty list for general coaching.'
)
CLASSIFIER_MAX_TOKENS = 60


def llm_classifier(
    provider: Provider, options: CompletionOptions, history: Sequence[ChatMessage]
) -> Classifier:
    async def classify(text: str) -> set[ToolCategory] | None:
        previous = [m for m in history if m.role == "assistant"][-1:]
        context = f"Previous assistant message: {previous[0].content[:500]}\n" if previous else ""
        messages = [Message.system(CLASSIFIER_PROMPT), Message.user(f"{context}User message: {text}")]
        small = replace(options, max_tokens=CLASSIFIER_MAX_TOKENS, temperature=0.0)
        try:
            response = await provider.complete(messages, [], small)
        except ProviderError:
            return None  # the profile default stands in; the turn itself will surface a real outage
        return parse_classifier_answer(response.text)

    return classify
