"""Small translations every vendor adapter needs the same way."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Sequence
from typing import Any

from fitcoach.coach.messages import (
    FinishReason,
    ImagePart,
    LLMResponse,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    Usage,
)

# A model sometimes writes arguments that are not a JSON object. They are kept under this key,
# rather than dropped, so the tool registry's validation fails and tells the model what to fix.
UNPARSED_ARGUMENTS_KEY = "_unparsed_arguments"


def parse_tool_arguments(raw: str | None) -> dict[str, Any]:
    if not raw or not raw.strip():
        return {}
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError:
        return {UNPARSED_ARGUMENTS_KEY: raw}
    if not isinstance(parsed, dict):
        return {UNPARSED_ARGUMENTS_KEY: raw}
    return parsed


def json_object(answer: str) -> dict[str, Any] | None:
    """The JSON object in a model's answer (often wrapped in prose or a code fence), or None."""
    match = re.search(r"\{.*\}", answer, re.DOTALL)
    if match is None:
        return None
    try:
        found = json.loads(match.group(0))
    except ValueError:
        return None
    return found if isinstance(found, dict) else None


def dump_tool_arguments(arguments: object) -> str:
    return json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))


def tool_result_text(part: ToolResultPart) -> str:
    """Tool output for vendors without an error flag: failures are labelled so the model sees them."""
    text = part.content_as_text()
    return f"Error: {text}" if part.is_error else text


def image_base64(part: ImagePart) -> str:
    return base64.b64encode(part.data).decode("ascii")


def image_data_url(part: ImagePart) -> str:
    return f"data:{part.media_type};base64,{image_base64(part)}"


def settle_finish_reason(reason: FinishReason, *, has_tool_calls: bool) -> FinishReason:
    """Some OpenAI-compatible servers (Ollama among them) say "stop" while returning tool calls."""
    if has_tool_calls and reason == "stop":
        return "tool_calls"
    return reason


def assembled_response(
    text_pieces: Sequence[str],
    calls: Sequence[ToolCallPart],
    finish_reason: FinishReason,
    usage: Usage,
    model: str,
) -> LLMResponse:
    """The whole answer an adapter collected: its text in one part (none if empty), then its tool calls."""
    text = "".join(text_pieces)
    parts: tuple[TextPart | ToolCallPart, ...] = ((TextPart(text),) if text else ()) + tuple(calls)
    return LLMResponse(
        message=Message("assistant", parts),
        finish_reason=settle_finish_reason(finish_reason, has_tool_calls=bool(calls)),
        usage=usage,
        model=model,
    )
