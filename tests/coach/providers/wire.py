"""Bodies the fake vendor servers send, in each vendor's documented wire format.

Shared by the adapter tests and the whole-turn tests (``test_chat_through_vendors.py``).
"""

from __future__ import annotations

import base64
from typing import Any

# --- OpenAI chat completions -------------------------------------------------------------------------

OPENAI_USAGE = {
    "prompt_tokens": 120,
    "completion_tokens": 30,
    "total_tokens": 150,
    "prompt_tokens_details": {"cached_tokens": 64, "audio_tokens": 0},
    "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0},
}


def openai_chunk(
    delta: dict[str, Any] | None, finish_reason: str | None = None, **extra: Any
) -> dict[str, Any]:
    return {
        "id": "chatcmpl-123",
        "object": "chat.completion.chunk",
        "created": 1694268190,
        "model": "gpt-4o-2024-08-06",
        "system_fingerprint": "fp_44709d6fcb",
        "choices": []
        if delta is None
        else [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
        "usage": None,
        **extra,
    }


# --- Anthropic messages ------------------------------------------------------------------------------

ANTHROPIC_MODEL = "claude-sonnet-4-6"
ANTHROPIC_USAGE = {
    "input_tokens": 25,
    "cache_creation_input_tokens": 10,
    "cache_read_input_tokens": 2000,
    "output_tokens": 42,
    "service_tier": "standard",
}


def anthropic_message(content: list[dict[str, Any]], stop_reason: str) -> dict[str, Any]:
    return {
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": ANTHROPIC_MODEL,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": ANTHROPIC_USAGE,
    }


def anthropic_stream_events(
    *blocks: tuple[str, dict[str, Any]], stop_reason: str
) -> list[tuple[str, object]]:
    start = anthropic_message([], stop_reason)
    start.update(
        stop_reason=None,
        usage={
            "input_tokens": 25,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 2000,
            "output_tokens": 1,
        },
    )
    return [
        ("message_start", {"type": "message_start", "message": start}),
        ("ping", {"type": "ping"}),
        *blocks,
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                "usage": {"output_tokens": 57},
            },
        ),
        ("message_stop", {"type": "message_stop"}),
    ]


# --- Gemini generateContent --------------------------------------------------------------------------

GEMINI_MODEL = "gemini-2.5-flash"
GEMINI_USAGE = {
    "promptTokenCount": 300,
    "candidatesTokenCount": 20,
    "thoughtsTokenCount": 12,
    "cachedContentTokenCount": 256,
    "totalTokenCount": 332,
}
GEMINI_SIGNATURE = b"opaque-thought-signature"


def gemini_response(
    parts: list[dict[str, Any]],
    finish_reason: str | None = "STOP",
    usage: dict[str, int] | None = GEMINI_USAGE,
) -> dict[str, Any]:
    candidate: dict[str, Any] = {"content": {"parts": parts, "role": "model"}, "index": 0}
    if finish_reason is not None:
        candidate["finishReason"] = finish_reason
    body: dict[str, Any] = {
        "candidates": [candidate],
        "modelVersion": GEMINI_MODEL,
        "responseId": "Gm3qaPq0Ba2qkdUP",
    }
    if usage is not None:
        body["usageMetadata"] = usage
    return body


def gemini_function_call_part(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "functionCall": {"name": name, "args": args},
        "thoughtSignature": base64.b64encode(GEMINI_SIGNATURE).decode(),
    }
