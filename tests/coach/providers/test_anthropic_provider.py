"""The Anthropic adapter against a fake Messages API server, through the real SDK."""

from __future__ import annotations

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
from fitcoach.coach.providers.anthropic import AnthropicProvider
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.errors import (
    ProviderAuthError,
    ProviderError,
    ProviderRateLimited,
    ProviderTimeout,
    ProviderUnavailable,
)
from tests.coach.providers.wire import ANTHROPIC_MODEL, anthropic_message, anthropic_stream_events

pytestmark = pytest.mark.anyio

OPTIONS = CompletionOptions(model=ANTHROPIC_MODEL, max_tokens=1024, temperature=0.4, timeout_seconds=15.0)
LOG_FOOD = ToolDefinition(
    name="log_food",
    description="Log a food the user ate.",
    parameters={"type": "object", "properties": {"food": {"type": "string"}}, "required": ["food"]},
)
SEARCH_FOOD = ToolDefinition(
    name="search_food",
    description="Find foods by name.",
    parameters={"type": "object", "properties": {"query": {"type": "string"}}},
)


def error_body(kind: str, text: str) -> dict[str, Any]:
    return {
        "type": "error",
        "error": {"type": kind, "message": text},
        "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy",
    }


@pytest.fixture
def provider(vendor, instant_retry) -> AnthropicProvider:
    return AnthropicProvider(api_key="sk-ant-test", retry=instant_retry, http_client=vendor.client())


async def test_plain_text_with_the_system_prompt_cached(provider, vendor):
    vendor.reply_json(anthropic_message([{"type": "text", "text": "Eat more protein."}], "end_turn"))

    response = await provider.complete(
        [Message.system("You are a coach."), Message.user("Advice?")], [LOG_FOOD, SEARCH_FOOD], OPTIONS
    )

    assert response.text == "Eat more protein."
    assert response.finish_reason == "stop"
    request = vendor.requests[0]
    assert (request.method, request.path) == ("POST", "/v1/messages")
    assert request.headers["authorization"] == "Bearer sk-ant-test"
    assert request.body["model"] == ANTHROPIC_MODEL
    assert request.body["max_tokens"] == 1024
    assert request.body["system"] == [
        {"type": "text", "text": "You are a coach.", "cache_control": {"type": "ephemeral"}}
    ]
    assert request.body["messages"] == [{"role": "user", "content": [{"type": "text", "text": "Advice?"}]}]


async def test_only_the_last_tool_definition_is_a_cache_breakpoint(provider, vendor):
    vendor.reply_json(anthropic_message([{"type": "text", "text": "ok"}], "end_turn"))

    await provider.complete([Message.user("hi")], [LOG_FOOD, SEARCH_FOOD], OPTIONS)

    assert vendor.last_body["tools"] == [
        {"name": "log_food", "description": "Log a food the user ate.", "input_schema": LOG_FOOD.parameters},
        {
            "name": "search_food",
            "description": "Find foods by name.",
            "input_schema": SEARCH_FOOD.parameters,
            "cache_control": {"type": "ephemeral"},
        },
    ]


async def test_no_sampling_parameters_are_sent(provider, vendor):
    # The SDK's API version (2026-10-21) rejects temperature on every model.
    vendor.reply_json(anthropic_message([{"type": "text", "text": "ok"}], "end_turn"))

    await provider.complete([Message.user("hi")], [], OPTIONS)

    assert "temperature" not in vendor.last_body
    assert "system" not in vendor.last_body
    assert "tools" not in vendor.last_body


async def test_usage_counts_cache_reads_and_writes_as_input(provider, vendor):
    vendor.reply_json(anthropic_message([{"type": "text", "text": "ok"}], "end_turn"))

    response = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert response.usage == Usage(input_tokens=2035, output_tokens=42, cached_input_tokens=2000)


async def test_tool_use_block_becomes_a_tool_call(provider, vendor):
    vendor.reply_json(
        anthropic_message(
            [
                {"type": "text", "text": "Logging that."},
                {
                    "type": "tool_use",
                    "id": "toolu_01A09q90qw90lq917835lq9",
                    "name": "log_food",
                    "input": {"food": "oats"},
                },
            ],
            "tool_use",
        )
    )

    response = await provider.complete([Message.user("I ate oats")], [LOG_FOOD], OPTIONS)

    assert response.finish_reason == "tool_calls"
    assert response.text == "Logging that."
    assert response.tool_calls == (
        ToolCallPart(id="toolu_01A09q90qw90lq917835lq9", name="log_food", arguments={"food": "oats"}),
    )


async def test_tool_round_trip_sends_tool_use_then_tool_result_blocks(provider, vendor):
    vendor.reply_json(anthropic_message([{"type": "text", "text": "Logged."}], "end_turn"))
    call = ToolCallPart(id="toolu_01", name="log_food", arguments={"food": "oats"})
    history = [
        Message.system("You are a coach."),
        Message.user("I ate oats"),
        Message.assistant("Logging that.", tool_calls=[call]),
        Message.tool_results(
            [ToolResultPart(call_id="toolu_01", name="log_food", content={"calories": 311})]
        ),
        Message.tool_results(
            [ToolResultPart(call_id="toolu_02", name="log_food", content="unknown food", is_error=True)]
        ),
    ]

    await provider.complete(history, [LOG_FOOD], OPTIONS)

    assert vendor.last_body["messages"][1:] == [
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Logging that."},
                {"type": "tool_use", "id": "toolu_01", "name": "log_food", "input": {"food": "oats"}},
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_01",
                    "content": '{"calories":311}',
                    "is_error": False,
                },
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_02",
                    "content": "unknown food",
                    "is_error": True,
                },
            ],
        },
    ]


async def test_image_is_sent_as_a_base64_source(provider, vendor):
    vendor.reply_json(anthropic_message([{"type": "text", "text": "Oats."}], "end_turn"))
    photo = ImagePart(data=b"\x89PNG\r\n", media_type="image/png")

    await provider.complete([Message.user("What is this?", images=[photo])], [], OPTIONS)

    assert vendor.last_body["messages"][0]["content"] == [
        {"type": "text", "text": "What is this?"},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0K"}},
    ]


async def test_unsupported_image_format_is_refused_before_sending(provider, vendor):
    photo = ImagePart(data=b"II*\x00", media_type="image/tiff")

    with pytest.raises(ProviderError, match="image/tiff"):
        await provider.complete([Message.user("What is this?", images=[photo])], [], OPTIONS)

    assert vendor.requests == []


async def test_stream_yields_text_and_a_finished_tool_call(provider, vendor):
    vendor.reply_event_stream(
        anthropic_stream_events(
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            ),
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 0,
                    "delta": {"type": "text_delta", "text": "Logging "},
                },
            ),
            (
                "content_block_delta",
                {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "oats."}},
            ),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": 1,
                    "content_block": {"type": "tool_use", "id": "toolu_01", "name": "log_food", "input": {}},
                },
            ),
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 1,
                    "delta": {"type": "input_json_delta", "partial_json": ""},
                },
            ),
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 1,
                    "delta": {"type": "input_json_delta", "partial_json": '{"food": "oa'},
                },
            ),
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 1,
                    "delta": {"type": "input_json_delta", "partial_json": 'ts"}'},
                },
            ),
            ("content_block_stop", {"type": "content_block_stop", "index": 1}),
            stop_reason="tool_use",
        )
    )

    events = [event async for event in provider.stream([Message.user("I ate oats")], [LOG_FOOD], OPTIONS)]

    call = ToolCallPart(id="toolu_01", name="log_food", arguments={"food": "oats"})
    assert events[:4] == [
        TextDelta("Logging "),
        TextDelta("oats."),
        ToolCallReady(call),
        UsageReport(Usage(input_tokens=2025, output_tokens=57, cached_input_tokens=2000)),
    ]
    assert isinstance(events[4], StreamDone)
    assert events[4].response.text == "Logging oats."
    assert events[4].response.tool_calls == (call,)
    assert events[4].response.finish_reason == "tool_calls"
    assert vendor.last_body["stream"] is True


async def test_error_event_inside_a_stream_is_mapped(provider, vendor):
    vendor.reply_event_stream(
        [
            ("message_start", {"type": "message_start", "message": anthropic_message([], "end_turn")}),
            ("error", error_body("overloaded_error", "Overloaded")),
        ]
    )

    with pytest.raises(ProviderUnavailable):
        async for _event in provider.stream([Message.user("hi")], [], OPTIONS):
            pass


@pytest.mark.parametrize(
    ("status", "kind", "expected"),
    [
        (401, "authentication_error", ProviderAuthError),
        (400, "invalid_request_error", ProviderError),
        (500, "api_error", ProviderUnavailable),
        (529, "overloaded_error", ProviderUnavailable),
    ],
)
async def test_vendor_errors_are_mapped(provider, vendor, status, kind, expected):
    for _ in range(3):
        vendor.reply_json(error_body(kind, f"{kind} happened"), status=status)

    with pytest.raises(expected) as raised:
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert type(raised.value) is expected
    assert raised.value.provider == "anthropic"
    assert raised.value.__cause__ is not None


async def test_rate_limit_is_retried_until_success(provider, vendor):
    vendor.reply_json(
        error_body("rate_limit_error", "Number of requests has exceeded your rate limit"),
        status=429,
        headers={"retry-after": "0"},
    )
    vendor.reply_json(anthropic_message([{"type": "text", "text": "ok"}], "end_turn"))

    response = await provider.complete([Message.user("hi")], [], OPTIONS)

    assert response.text == "ok"
    assert len(vendor.requests) == 2


async def test_exhausted_rate_limit_surfaces_as_rate_limited(provider, vendor):
    for _ in range(3):
        vendor.reply_json(error_body("rate_limit_error", "slow down"), status=429)

    with pytest.raises(ProviderRateLimited):
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert len(vendor.requests) == 3


async def test_timeout_becomes_provider_timeout(provider, vendor):
    vendor.reply_timeout()

    with pytest.raises(ProviderTimeout):
        await provider.complete([Message.user("hi")], [], OPTIONS)

    assert len(vendor.requests) == 1
    assert vendor.requests[0].timeout["read"] == 15.0
