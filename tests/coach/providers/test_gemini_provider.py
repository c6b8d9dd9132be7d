"""The Gemini adapter against a fake Gemini API server, through the real google-genai client."""

from __future__ import annotations

import base64
from typing import Any

import pytest

from fitcoach.coach.messages import (
    ImagePart,
    Message,
    StreamDone,
    TextDelta,
    ToolCallPart,
    ToolCallReady,
    ToolDefinition,
    ToolResultPart,
    Usage,
    UsageReport,
)
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.errors import (
    ProviderAuthError,
    ProviderError,
    ProviderRateLimited,
    ProviderTimeout,
    ProviderUnavailable,
)
from fitcoach.coach.providers.gemini import GeminiProvider
from tests.coach.providers.wire import (
    GEMINI_MODEL,
    GEMINI_SIGNATURE,
    gemini_function_call_part,
    gemini_response,
)

pytestmark = pytest.mark.anyio

OPTIONS = CompletionOptions(model=GEMINI_MODEL, max_tokens=800, temperature=0.5, timeout_seconds=20.0)
LOG_FOOD = ToolDefinition(
    name="log_food",
    description="Log a food the user ate.",
    parameters={"type": "object", "properties": {"food": {"type": "string"}}, "required": ["food"]},
)


def error_body(code: int, status: str, text: str, reason: str | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": text, "status": status}
    if reason is not None:
        error["details"] = [
            {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                "reason": reason,
                "domain": "googleapis.com",
            }
        ]
    return {"error": error}


@pytest.fixture
def provider(vendor, instant_retry) -> GeminiProvider:
    return GeminiProvider(api_key="gm-test", retry=instant_retry, http_client=vendor.client())


async def test_plain_text_with_system_instruction(provider, vendor):
    vendor.reply_json(gemini_response([{"text": "Hydrate well."}]))

    answer = await provider.complete([Message.system("You are a coach."), Message.user("Tip?")], [], OPTIONS)

    assert answer.text == "Hydrate well."
    assert answer.finish_reason == "stop"
    assert answer.model == GEMINI_MODEL
    request = vendor.requests[0]
    assert (request.method, request.path) == ("POST", f"/v1/models/{GEMINI_MODEL}:generateContent")
    assert request.headers["x-goog-api-key"] == "gm-test"
    assert request.body["systemInstruction"] == {"parts": [{"text": "You are a coach."}], "role": "user"}
    assert request.body["contents"] == [{"role": "user", "parts": [{"text": "Tip?"}]}]
    assert request.body["generationConfig"] == {"maxOutputTokens": 800, "temperature": 0.5}


async def test_usage_counts_thoughts_as_output_and_cached_prompt_tokens(provider, vendor):
    vendor.reply_json(gemini_response([{"text": "ok"}]))

    answer = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert answer.usage == Usage(input_tokens=300, output_tokens=32, cached_input_tokens=256)


async def test_function_call_becomes_a_tool_call_with_its_signature(provider, vendor):
    vendor.reply_json(gemini_response([gemini_function_call_part("log_food", {"food": "oats"})]))

    answer = await provider.complete([Message.user("I ate oats")], [LOG_FOOD], OPTIONS)

    assert answer.finish_reason == "tool_calls"
    (call,) = answer.tool_calls
    assert (call.name, dict(call.arguments), call.replay_token) == (
        "log_food",
        {"food": "oats"},
        GEMINI_SIGNATURE,
    )
    assert call.id.startswith("call_")
    assert vendor.last_body["tools"] == [
        {
            "functionDeclarations": [
                {
                    "name": "log_food",
                    "description": "Log a food the user ate.",
                    # google-genai sends this field snake_cased; proto3 JSON accepts both spellings.
                    "parameters_json_schema": LOG_FOOD.parameters,
                }
            ]
        }
    ]


async def test_tool_round_trip_sends_function_call_and_function_response_parts(provider, vendor):
    vendor.reply_json(gemini_response([{"text": "Logged."}]))
    call = ToolCallPart(
        id="call_1", name="log_food", arguments={"food": "oats"}, replay_token=GEMINI_SIGNATURE
    )
    history = [
        Message.user("I ate oats"),
        Message.assistant(tool_calls=[call]),
        Message.tool_results(
            [
                ToolResultPart(call_id="call_1", name="log_food", content={"calories": 311}),
                ToolResultPart(call_id="call_2", name="log_food", content="unknown food", is_error=True),
            ]
        ),
    ]

    await provider.complete(history, [LOG_FOOD], OPTIONS)

    assert vendor.last_body["contents"][1:] == [
        {
            "role": "model",
            "parts": [
                {
                    "functionCall": {"id": "call_1", "name": "log_food", "args": {"food": "oats"}},
                    "thoughtSignature": base64.b64encode(GEMINI_SIGNATURE).decode(),
                }
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "call_1",
                        "name": "log_food",
                        "response": {"output": {"calories": 311}},
                    }
                },
                {
                    "functionResponse": {
                        "id": "call_2",
                        "name": "log_food",
                        "response": {"error": "unknown food"},
                    }
                },
            ],
        },
    ]


async def test_image_is_sent_as_inline_data(provider, vendor):
    vendor.reply_json(gemini_response([{"text": "Oats."}]))
    photo = ImagePart(data=b"\xff\xd8\xff\xe0jpeg", media_type="image/jpeg")

    await provider.complete([Message.user("What is this?", images=[photo])], [], OPTIONS)

    text, image = vendor.last_body["contents"][0]["parts"]
    assert text == {"text": "What is this?"}
    # google-genai encodes bytes as URL-safe base64, which proto3 JSON accepts.
    assert base64.urlsafe_b64decode(image["inlineData"]["data"]) == photo.data
    assert image["inlineData"]["mime_type"] == "image/jpeg"


async def test_stream_yields_text_and_whole_function_calls(provider, vendor):
    vendor.reply_data_stream(
        [
            gemini_response([{"text": "Logging "}], finish_reason=None, usage=None),
            gemini_response([{"text": "oats."}], finish_reason=None, usage=None),
            gemini_response([gemini_function_call_part("log_food", {"food": "oats"})], finish_reason="STOP"),
        ]
    )

    events = [event async for event in provider.stream([Message.user("I ate oats")], [LOG_FOOD], OPTIONS)]

    request = vendor.requests[0]
    assert request.path == f"/v1/models/{GEMINI_MODEL}:streamGenerateContent"
    assert request.query == {"alt": "sse"}
    assert events[:2] == [TextDelta("Logging "), TextDelta("oats.")]
    assert isinstance(events[2], ToolCallReady)
    assert events[2].call.name == "log_food"
    assert events[3] == UsageReport(Usage(input_tokens=300, output_tokens=32, cached_input_tokens=256))
    assert isinstance(events[4], StreamDone)
    assert events[4].response.text == "Logging oats."
    assert events[4].response.tool_calls == (events[2].call,)
    assert events[4].response.finish_reason == "tool_calls"


async def test_thought_parts_are_not_part_of_the_answer(provider, vendor):
    vendor.reply_json(gemini_response([{"text": "Let me think...", "thought": True}, {"text": "Eat oats."}]))

    answer = await provider.complete([Message.user("Breakfast?")], [], OPTIONS)

    assert answer.text == "Eat oats."


async def test_safety_stop_is_a_content_filter(provider, vendor):
    vendor.reply_json(gemini_response([], finish_reason="SAFETY"))

    answer = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert answer.finish_reason == "content_filter"


@pytest.mark.parametrize(
    ("status", "body", "expected"),
    [
        (
            400,
            error_body(
                400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", "API_KEY_INVALID"
            ),
            ProviderAuthError,
        ),
        (
            401,
            error_body(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
            ProviderAuthError,
        ),
        (400, error_body(400, "INVALID_ARGUMENT", "Request contains an invalid argument."), ProviderError),
        (500, error_body(500, "INTERNAL", "An internal error has occurred."), ProviderUnavailable),
    ],
)
async def test_vendor_errors_are_mapped(provider, vendor, status, body, expected):
    for _ in range(3):
        vendor.reply_json(body, status=status)

    with pytest.raises(expected) as raised:
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert type(raised.value) is expected
    assert raised.value.provider == "gemini"
    assert raised.value.__cause__ is not None


async def test_rate_limit_is_retried_until_success(provider, vendor):
    vendor.reply_json(
        error_body(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota)."), status=429
    )
    vendor.reply_json(gemini_response([{"text": "ok"}]))

    answer = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert answer.text == "ok"
    assert len(vendor.requests) == 2


async def test_stream_rate_limit_is_retried_before_the_first_event(provider, vendor):
    vendor.reply_json(error_body(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted."), status=429)
    vendor.reply_data_stream([gemini_response([{"text": "ok"}])])

    events = [event async for event in provider.stream([Message.user("hi")], [], OPTIONS)]

    assert events[0] == TextDelta("ok")
    assert len(vendor.requests) == 2


async def test_exhausted_rate_limit_surfaces_as_rate_limited(provider, vendor):
    for _ in range(3):
        vendor.reply_json(error_body(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted."), status=429)

    with pytest.raises(ProviderRateLimited):
        await provider.complete([Message.user("hi")], [], OPTIONS)


async def test_timeout_becomes_provider_timeout(provider, vendor):
    vendor.reply_timeout()

    with pytest.raises(ProviderTimeout):
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert len(vendor.requests) == 1
    assert vendor.requests[0].timeout["read"] == 20.0
