"""Whole chat turns through each vendor's real SDK against a fake server speaking its wire format.

The model answers "drank 2 glasses of water" with a ``log_water`` call; the water must be logged
from the tool result and the reply streamed.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from fitcoach.api.app import create_app
from fitcoach.coach.providers.base import Provider
from fitcoach.coach.providers.factory import ProviderConfig, build_provider
from fitcoach.coach.service import ProviderFactory
from fitcoach.config import Environment, Settings
from fitcoach.core.database import Database
from tests.coach.providers.conftest import FakeVendor
from tests.coach.providers.wire import (
    OPENAI_USAGE,
    anthropic_stream_events,
    gemini_function_call_part,
    gemini_response,
    openai_chunk,
)
from tests.factories import FixedClock, make_user

pytestmark = pytest.mark.anyio

MESSAGE = "drank 2 glasses of water"


def queue_openai_log_water_call(vendor: FakeVendor) -> None:
    call = {
        "index": 0,
        "id": "call_1",
        "type": "function",
        "function": {"name": "log_water", "arguments": ""},
    }
    vendor.reply_data_stream(
        [
            openai_chunk({"role": "assistant", "content": None, "tool_calls": [call]}),
            openai_chunk(
                {"tool_calls": [{"index": 0, "function": {"arguments": '{"glasses_consumed": 2}'}}]}
            ),
            openai_chunk({}, "tool_calls"),
            openai_chunk(None, usage=OPENAI_USAGE),
            "[DONE]",
        ]
    )


def openai_script(vendor: FakeVendor) -> None:
    queue_openai_log_water_call(vendor)
    vendor.reply_data_stream(
        [
            openai_chunk({"role": "assistant", "content": "Nice, "}),
            openai_chunk({"content": "keep sipping!"}),
            openai_chunk({}, "stop"),
            openai_chunk(None, usage=OPENAI_USAGE),
            "[DONE]",
        ]
    )


def anthropic_script(vendor: FakeVendor) -> None:
    tool_use = {"type": "tool_use", "id": "toolu_1", "name": "log_water", "input": {}}
    vendor.reply_event_stream(
        anthropic_stream_events(
            ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": tool_use}),
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": 0,
                    "delta": {"type": "input_json_delta", "partial_json": '{"glasses_consumed": 2}'},
                },
            ),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            stop_reason="tool_use",
        )
    )
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
                    "delta": {"type": "text_delta", "text": "Nice, keep sipping!"},
                },
            ),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            stop_reason="end_turn",
        )
    )


def gemini_script(vendor: FakeVendor) -> None:
    vendor.reply_data_stream(
        [gemini_response([gemini_function_call_part("log_water", {"glasses_consumed": 2})])]
    )
    vendor.reply_data_stream([gemini_response([{"text": "Nice, keep sipping!"}])])


def vendor_factory(vendor: FakeVendor) -> ProviderFactory:
    def build(config: ProviderConfig) -> Provider:
        return build_provider(config, http_client=vendor.client())

    return build


SCRIPTS: dict[str, tuple[dict[str, Any], Callable[[FakeVendor], None]]] = {
    "openai": (
        {"llm_provider": "openai", "llm_base_url": "http://llm.fake.test/v1", "openai_api_key": "sk-test"},
        openai_script,
    ),
    "anthropic": (
        {"llm_provider": "anthropic", "anthropic_api_key": "sk-ant-test", "llm_model": "claude-sonnet-4-6"},
        anthropic_script,
    ),
    "gemini": (
        {"llm_provider": "gemini", "gemini_api_key": "gm-test", "llm_model": "gemini-2.5-flash"},
        gemini_script,
    ),
}


@pytest.fixture(params=list(SCRIPTS))
def vendor_name(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def vendor_client(
    vendor_name: str,
    vendor: FakeVendor,
    database: Database,
    database_url: str,
    tmp_path: Path,
    clock: FixedClock,
) -> AsyncIterator[httpx.AsyncClient]:
    overrides, script = SCRIPTS[vendor_name]
    settings = Settings(
        environment=Environment.TEST,
        data_dir=tmp_path,
        database_url=database_url,
        secret_key="test-secret-key-that-is-long-enough-0123456789",
        fast_path="off",
        **overrides,
    )
    app = create_app(settings, database=database, clock=clock)
    app.state.provider_factory = vendor_factory(vendor)
    script(vendor)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://fitcoach.test"
    ) as http:
        yield http


async def test_a_model_tool_call_logs_water_and_the_reply_streams(
    vendor_client: httpx.AsyncClient, vendor: FakeVendor
) -> None:
    me = await make_user(vendor_client)
    async with vendor_client.stream(
        "POST", "/api/v1/coach/chat/stream", headers=me.headers, json={"message": MESSAGE}
    ) as r:
        events = [json.loads(line[6:]) async for line in r.aiter_lines() if line.startswith("data: ")]
    kinds = [e["type"] for e in events]
    assert kinds[-1] == "done", events[-1]
    assert "tool_end" in kinds
    tokens = "".join(e["data"]["text"] for e in events if e["type"] == "token")
    assert "keep sipping" in tokens
    done = events[-1]["data"]
    assert done["actions"][0]["type"] == "water"
    assert done["tokens_used"] > 0
    diary = (await vendor_client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["water"]["ml"] == 500
    sent = vendor.requests[0].body
    assert "log_water" in json.dumps(sent)


async def test_the_one_shot_chat_confirms_from_the_tool_result(vendor_client: httpx.AsyncClient) -> None:
    me = await make_user(vendor_client)
    response = await vendor_client.post("/api/v1/coach/chat", headers=me.headers, json={"message": MESSAGE})
    body = response.json()
    assert response.status_code == 200, body
    assert body["message"].startswith("Logged: 500 ml of water")
    assert body["message"].endswith("keep sipping!")


@pytest.fixture
async def failing_openai(
    vendor: FakeVendor, database: Database, database_url: str, tmp_path: Path, clock: FixedClock
) -> AsyncIterator[httpx.AsyncClient]:
    settings = Settings(
        environment=Environment.TEST,
        data_dir=tmp_path,
        database_url=database_url,
        secret_key="test-secret-key-that-is-long-enough-0123456789",
        fast_path="off",
        llm_provider="openai",
        llm_base_url="http://llm.fake.test/v1",
        openai_api_key="sk-test",
    )
    app = create_app(settings, database=database, clock=clock)
    app.state.provider_factory = vendor_factory(vendor)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://fitcoach.test"
    ) as http:
        yield http


async def test_a_provider_that_keeps_failing_answers_502_and_keeps_nothing(
    failing_openai: httpx.AsyncClient, vendor: FakeVendor
) -> None:
    me = await make_user(failing_openai)
    queue_openai_log_water_call(vendor)
    for _ in range(3):
        vendor.reply_json({"error": {"message": "overloaded sk-secret", "type": "server_error"}}, status=503)

    response = await failing_openai.post("/api/v1/coach/chat", headers=me.headers, json={"message": MESSAGE})

    assert response.status_code == 502
    assert set(response.json()) == {"error", "detail"}
    assert "sk-secret" not in response.text
    diary = (await failing_openai.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["water"]["ml"] == 0  # the first round's log_water was rolled back with the turn


async def test_a_failing_stream_ends_with_an_error_event_and_keeps_nothing(
    failing_openai: httpx.AsyncClient, vendor: FakeVendor
) -> None:
    me = await make_user(failing_openai)
    for _ in range(3):
        vendor.reply_json({"error": {"message": "overloaded", "type": "server_error"}}, status=503)
    async with failing_openai.stream(
        "POST", "/api/v1/coach/chat/stream", headers=me.headers, json={"message": "hi"}
    ) as r:
        events = [json.loads(line[6:]) async for line in r.aiter_lines() if line.startswith("data: ")]
    assert events[-1]["type"] == "error"
    assert events[-1]["data"]["error"].startswith("Sorry, something went wrong")
