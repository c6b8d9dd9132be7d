"""The shared retry policy and the network guard of these tests."""

from __future__ import annotations

import socket

import pytest

from fitcoach.coach.messages import Message
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.errors import (
    ProviderError,
    ProviderRateLimited,
    ProviderTimeout,
    ProviderUnavailable,
)
from fitcoach.coach.providers.openai import OpenAIProvider
from fitcoach.coach.providers.retry import RetryPolicy, call_with_retries, retry_after_seconds

POLICY = RetryPolicy(max_attempts=4, initial_backoff_seconds=0.5, max_backoff_seconds=3.0)


def test_backoff_doubles_up_to_the_cap():
    error = ProviderUnavailable("down")

    assert [POLICY.backoff_seconds(n, error) for n in (1, 2, 3, 4)] == [0.5, 1.0, 2.0, 3.0]


def test_backoff_honours_a_longer_retry_after_within_the_cap():
    assert POLICY.backoff_seconds(1, ProviderRateLimited("slow", retry_after_seconds=2.0)) == 2.0
    assert POLICY.backoff_seconds(1, ProviderRateLimited("slow", retry_after_seconds=90.0)) == 3.0


@pytest.mark.parametrize(
    ("headers", "seconds"),
    [
        ({"retry-after-ms": "1500"}, 1.5),
        ({"retry-after": "7"}, 7.0),
        ({}, None),
        ({"retry-after": "soon"}, None),
    ],
)
def test_retry_after_headers_are_read(headers, seconds):
    assert retry_after_seconds(headers) == seconds


def test_retry_after_http_date_is_in_the_future_or_zero():
    assert retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0


@pytest.mark.anyio
@pytest.mark.parametrize("error", [ProviderError("bad request"), ProviderTimeout("slow")])
async def test_non_transient_errors_are_not_retried(error):
    calls = 0

    async def failing():
        nonlocal calls
        calls += 1
        raise error

    with pytest.raises(type(error)):
        await call_with_retries(failing, RetryPolicy(initial_backoff_seconds=0))

    assert calls == 1


def test_guard_refuses_vendor_hosts(real_network_guard):
    with pytest.raises(OSError, match="forbidden"):
        socket.getaddrinfo("api.openai.com", 443)

    assert real_network_guard == ["lookup 'api.openai.com'"]
    real_network_guard.clear()  # the refusal was the point of this test


@pytest.mark.anyio
async def test_guard_stops_an_adapter_without_a_fake_server(real_network_guard):
    provider = OpenAIProvider(api_key="sk-test", retry=RetryPolicy(max_attempts=1))

    with pytest.raises(ProviderUnavailable):
        await provider.complete([Message.user("hi")], [], CompletionOptions(model="gpt-4o", max_tokens=10))

    assert real_network_guard
    real_network_guard.clear()  # the refusal was the point of this test
