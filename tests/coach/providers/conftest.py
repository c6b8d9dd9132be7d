"""Fake vendor servers for the provider adapters, and a guard against reaching real ones.

Each fake answers through ``httpx2.MockTransport`` injected into the real SDK client, so the
SDK's own request building, SSE parsing and error classes are exercised; it records every
request body so tests can assert the wire format we send.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

import httpx2
import pytest

from fitcoach.coach.providers.retry import RetryPolicy


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    headers: httpx2.Headers
    body: dict[str, Any]
    timeout: dict[str, float | None]


Reply = Callable[[httpx2.Request], httpx2.Response]


class FakeVendor:
    """A scripted vendor server: replies are served in the order they were queued."""

    def __init__(self) -> None:
        self._replies: deque[Reply] = deque()
        self.requests: list[RecordedRequest] = []

    def reply_json(self, body: object, *, status: int = 200, headers: dict[str, str] | None = None) -> None:
        self._replies.append(lambda _request: httpx2.Response(status, json=body, headers=headers))

    def reply_sse(self, events: list[str]) -> None:
        """A 200 ``text/event-stream`` whose events arrive one network chunk each."""

        async def chunks() -> AsyncIterator[bytes]:
            for event in events:
                yield event.encode()

        self._replies.append(
            lambda _request: httpx2.Response(
                200, headers={"content-type": "text/event-stream"}, content=chunks()
            )
        )

    def reply_data_stream(self, payloads: list[object]) -> None:
        """SSE events made of one ``data:`` line each (OpenAI, Gemini); strings go as they are."""
        self.reply_sse([sse_data(payload) for payload in payloads])

    def reply_event_stream(self, events: list[tuple[str, object]]) -> None:
        """Named SSE events (Anthropic)."""
        self.reply_sse([sse_event(name, payload) for name, payload in events])

    def reply_timeout(self) -> None:
        def time_out(request: httpx2.Request) -> httpx2.Response:
            raise httpx2.ReadTimeout("timed out waiting for the fake vendor", request=request)

        self._replies.append(time_out)

    def client(self) -> httpx2.AsyncClient:
        return httpx2.AsyncClient(transport=httpx2.MockTransport(self._handle))

    def _handle(self, request: httpx2.Request) -> httpx2.Response:
        self.requests.append(
            RecordedRequest(
                method=request.method,
                path=request.url.path,
                query=dict(request.url.params),
                headers=request.headers,
                body=json.loads(request.content) if request.content else {},
                timeout=dict(request.extensions.get("timeout", {})),
            )
        )
        if not self._replies:
            return httpx2.Response(500, json={"error": "the fake vendor has no reply queued"})
        return self._replies.popleft()(request)

    @property
    def last_body(self) -> dict[str, Any]:
        return self.requests[-1].body


def sse_data(payload: object) -> str:
    """One SSE event with only a data line (OpenAI, Gemini)."""
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return f"data: {text}\n\n"


def sse_event(name: str, payload: object) -> str:
    """One named SSE event (Anthropic)."""
    return f"event: {name}\ndata: {json.dumps(payload)}\n\n"


@pytest.fixture
def vendor() -> FakeVendor:
    return FakeVendor()


@pytest.fixture
def instant_retry() -> RetryPolicy:
    return RetryPolicy(max_attempts=3, initial_backoff_seconds=0.0, max_backoff_seconds=0.0)
