"""The OpenAI adapter against a fake Chat Completions server, through the real SDK."""

from __future__ import annotations

import json
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
from fitcoach.coach.providers.openai import OpenAIProvider
from fitcoach.coach.providers.wire import UNPARSED_ARGUMENTS_KEY
from tests.coach.providers.wire import OPENAI_USAGE, openai_chunk

pytestmark = pytest.mark.anyio

OPTIONS = CompletionOptions(model="gpt-4o", max_tokens=512, temperature=0.3, timeout_seconds=12.0)
LOG_FOOD = ToolDefinition(
    name="log_food",
    description="Log a food the user ate.",
    parameters={
        "type": "object",
        "properties": {"food": {"type": "string"}, "grams": {"type": "number"}},
        "required": ["food"],
    },
)


def completion(
    message: dict[str, Any], finish_reason: str, *, model: str = "gpt-4o-2024-08-06"
) -> dict[str, Any]:
    return {
        "id": "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
        "object": "chat.completion",
        "created": 1741569952,
        "model": model,
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason}],
        "usage": OPENAI_USAGE,
        "service_tier": "default",
        "system_fingerprint": "fp_44709d6fcb",
    }


def error_body(message: str, kind: str, code: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


@pytest.fixture
def provider(vendor, instant_retry) -> OpenAIProvider:
    return OpenAIProvider(api_key="sk-test", retry=instant_retry, http_client=vendor.client())


async def test_plain_text_answer(provider, vendor):
    vendor.reply_json(
        completion({"role": "assistant", "content": "Oats are a great start.", "refusal": None}, "stop")
    )

    response = await provider.complete(
        [Message.system("Be brief."), Message.user("Breakfast idea?")], [], OPTIONS
    )

    assert response.text == "Oats are a great start."
    assert response.finish_reason == "stop"
    assert response.model == "gpt-4o-2024-08-06"
    request = vendor.requests[0]
    assert (request.method, request.path) == ("POST", "/v1/chat/completions")
    assert request.headers["authorization"] == "Bearer sk-test"
    assert request.body == {
        "model": "gpt-4o",
        "messages": [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "Breakfast idea?"},
        ],
        "max_completion_tokens": 512,
        "temperature": 0.3,
    }


async def test_usage_counts_cached_prompt_tokens(provider, vendor):
    vendor.reply_json(completion({"role": "assistant", "content": "Hi"}, "stop"))

    response = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert response.usage == Usage(input_tokens=120, output_tokens=30, cached_input_tokens=64)


async def test_tool_call_is_returned_with_parsed_arguments(provider, vendor):
    vendor.reply_json(
        completion(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_abc123",
                        "type": "function",
                        "function": {"name": "log_food", "arguments": '{"food": "oats", "grams": 80}'},
                    }
                ],
            },
            "tool_calls",
        )
    )

    response = await provider.complete([Message.user("I had 80g oats")], [LOG_FOOD], OPTIONS)

    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCallPart(id="call_abc123", name="log_food", arguments={"food": "oats", "grams": 80}),
    )
    assert vendor.last_body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "log_food",
                "description": "Log a food the user ate.",
                "parameters": LOG_FOOD.parameters,
            },
        }
    ]


async def test_tool_round_trip_maps_call_and_result_messages(provider, vendor):
    vendor.reply_json(completion({"role": "assistant", "content": "Logged 80 g of oats."}, "stop"))
    call = ToolCallPart(id="call_abc123", name="log_food", arguments={"food": "oats", "grams": 80})
    history = [
        Message.user("I had 80g oats"),
        Message.assistant(tool_calls=[call]),
        Message.tool_results(
            [
                ToolResultPart(
                    call_id="call_abc123", name="log_food", content={"logged": True, "calories": 311}
                ),
                ToolResultPart(
                    call_id="call_def456", name="log_water", content="no such tool", is_error=True
                ),
            ]
        ),
    ]

    await provider.complete(history, [LOG_FOOD], OPTIONS)

    assert vendor.last_body["messages"][1:] == [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_abc123",
                    "type": "function",
                    "function": {"name": "log_food", "arguments": '{"food":"oats","grams":80}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_abc123", "content": '{"logged":true,"calories":311}'},
        {"role": "tool", "tool_call_id": "call_def456", "content": "Error: no such tool"},
    ]


async def test_image_is_sent_as_a_data_url(provider, vendor):
    vendor.reply_json(completion({"role": "assistant", "content": "A bowl of oats."}, "stop"))
    photo = ImagePart(data=b"\xff\xd8\xff\xe0jpeg", media_type="image/jpeg")

    await provider.complete([Message.user("What is this?", images=[photo])], [], OPTIONS)

    assert vendor.last_body["messages"][0]["content"] == [
        {"type": "text", "text": "What is this?"},
        {"type": "image_url", "image_url": {"url": "data:image/jpeg;base64,/9j/4GpwZWc="}},
    ]


async def test_stream_yields_text_then_usage_then_done(provider, vendor):
    vendor.reply_data_stream(
        [
            openai_chunk({"role": "assistant", "content": "", "refusal": None}),
            openai_chunk({"content": "Protein "}),
            openai_chunk({"content": "matters."}),
            openai_chunk({}, "stop"),
            openai_chunk(None, usage=OPENAI_USAGE),
            "[DONE]",
        ]
    )

    events = [event async for event in provider.stream([Message.user("Why protein?")], [], OPTIONS)]

    assert events[:2] == [TextDelta("Protein "), TextDelta("matters.")]
    assert events[2] == UsageReport(Usage(input_tokens=120, output_tokens=30, cached_input_tokens=64))
    assert isinstance(events[3], StreamDone)
    assert events[3].response.text == "Protein matters."
    assert events[3].response.finish_reason == "stop"
    assert vendor.last_body["stream"] is True
    assert vendor.last_body["stream_options"] == {"include_usage": True}


async def test_stream_assembles_tool_call_fragments(provider, vendor):
    vendor.reply_data_stream(
        [
            openai_chunk({"role": "assistant", "content": None}),
            openai_chunk(
                {
                    "tool_calls": [
                        {
                            "index": 0,
                            "id": "call_abc123",
                            "type": "function",
                            "function": {"name": "log_food", "arguments": ""},
                        }
                    ]
                }
            ),
            openai_chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"food": "'}}]}),
            openai_chunk({"tool_calls": [{"index": 0, "function": {"arguments": 'oats", "grams": 80}'}}]}),
            openai_chunk({}, "tool_calls"),
            openai_chunk(None, usage=OPENAI_USAGE),
            "[DONE]",
        ]
    )

    events = [event async for event in provider.stream([Message.user("80g oats")], [LOG_FOOD], OPTIONS)]

    expected_call = ToolCallPart(id="call_abc123", name="log_food", arguments={"food": "oats", "grams": 80})
    assert events[0] == ToolCallReady(expected_call)
    assert isinstance(events[-1], StreamDone)
    assert events[-1].response.tool_calls == (expected_call,)
    assert events[-1].response.finish_reason == "tool_calls"


async def test_invalid_tool_arguments_are_kept_for_the_registry_to_reject(provider, vendor):
    bad_call = {"id": "call_1", "type": "function", "function": {"name": "log_food", "arguments": "{oats"}}
    vendor.reply_json(
        completion({"role": "assistant", "content": None, "tool_calls": [bad_call]}, "tool_calls")
    )

    response = await provider.complete([Message.user("oats")], [LOG_FOOD], OPTIONS)

    assert response.tool_calls[0].arguments == {UNPARSED_ARGUMENTS_KEY: "{oats"}


@pytest.mark.parametrize(
    ("status", "body", "expected"),
    [
        (
            401,
            error_body("Incorrect API key provided: sk-test.", "invalid_request_error", "invalid_api_key"),
            ProviderAuthError,
        ),
        (400, error_body("Invalid 'messages': empty array.", "invalid_request_error"), ProviderError),
        (
            500,
            error_body("The server had an error while processing your request.", "server_error"),
            ProviderUnavailable,
        ),
    ],
)
async def test_vendor_errors_are_mapped(provider, vendor, status, body, expected):
    for _ in range(3):
        vendor.reply_json(body, status=status)

    with pytest.raises(expected) as raised:
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert type(raised.value) is expected
    assert raised.value.provider == "openai"
    assert raised.value.__cause__ is not None
    assert body["error"]["message"] in str(raised.value.detail)


async def test_client_errors_are_not_retried(provider, vendor):
    vendor.reply_json(error_body("bad", "invalid_request_error"), status=400)

    with pytest.raises(ProviderError):
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert len(vendor.requests) == 1


async def test_rate_limit_is_retried_until_success(provider, vendor):
    vendor.reply_json(
        error_body("Rate limit reached for gpt-4o.", "requests", "rate_limit_exceeded"),
        status=429,
        headers={"retry-after-ms": "0"},
    )
    vendor.reply_json(completion({"role": "assistant", "content": "Done."}, "stop"))

    response = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert response.text == "Done."
    assert len(vendor.requests) == 2


async def test_persistent_server_errors_give_up_after_the_policy_attempts(provider, vendor):
    for _ in range(3):
        vendor.reply_json(error_body("overloaded", "server_error"), status=503)

    with pytest.raises(ProviderUnavailable):
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert len(vendor.requests) == 3


async def test_exhausted_rate_limit_surfaces_as_rate_limited(provider, vendor):
    for _ in range(3):
        vendor.reply_json(error_body("slow down", "requests"), status=429)

    with pytest.raises(ProviderRateLimited):
        await provider.complete([Message.user("hi")], [], OPTIONS)


async def test_timeout_becomes_provider_timeout_and_is_not_retried(provider, vendor):
    vendor.reply_timeout()

    with pytest.raises(ProviderTimeout) as raised:
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert raised.value.status_code == 504
    assert len(vendor.requests) == 1
    assert vendor.requests[0].timeout["read"] == 12.0


async def test_stream_errors_are_mapped_before_any_event(provider, vendor):
    vendor.reply_json(error_body("Incorrect API key provided", "invalid_request_error"), status=401)

    with pytest.raises(ProviderAuthError):
        async for _event in provider.stream([Message.user("hi")], [], OPTIONS):
            pass


async def test_reasoning_models_get_no_temperature(provider, vendor):
    vendor.reply_json(completion({"role": "assistant", "content": "ok"}, "stop", model="o4-mini"))

    await provider.complete(
        [Message.user("hi")], [], CompletionOptions(model="o4-mini", max_tokens=256, temperature=0.2)
    )

    assert "temperature" not in vendor.last_body
    assert vendor.last_body["max_completion_tokens"] == 256


async def test_compatible_server_gets_max_tokens_and_its_base_url(vendor, instant_retry):
    server = OpenAIProvider(
        api_key="ollama",
        base_url="http://localhost:11434/v1",
        compatible_server=True,
        name="ollama",
        retry=instant_retry,
        http_client=vendor.client(),
    )
    vendor.reply_json(completion({"role": "assistant", "content": "ok"}, "stop", model="llama3.2"))

    response = await server.complete(
        [Message.user("hi")], [], CompletionOptions(model="llama3.2", max_tokens=100)
    )

    request = vendor.requests[0]
    assert request.path == "/v1/chat/completions"
    assert request.body["max_tokens"] == 100
    assert "max_completion_tokens" not in request.body
    assert "temperature" not in request.body
    assert response.model == "llama3.2"


async def test_compatible_server_saying_stop_with_tool_calls_means_tool_calls(vendor, instant_retry):
    server = OpenAIProvider(
        api_key="x",
        base_url="http://localhost:8000/v1",
        compatible_server=True,
        retry=instant_retry,
        http_client=vendor.client(),
    )
    call = {
        "id": "call_0",
        "type": "function",
        "function": {"name": "log_food", "arguments": json.dumps({"food": "egg"})},
    }
    vendor.reply_json(completion({"role": "assistant", "content": "", "tool_calls": [call]}, "stop"))

    response = await server.complete([Message.user("an egg")], [LOG_FOOD], OPTIONS)

    assert response.finish_reason == "tool_calls"
