"""The HTTP-status ladder every vendor adapter shares."""

from __future__ import annotations

import pytest

from fitcoach.coach.providers.errors import (
    ProviderAuthError,
    ProviderError,
    ProviderRateLimited,
    ProviderUnavailable,
    error_for_status,
)


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (401, ProviderAuthError),
        (403, ProviderAuthError),
        (429, ProviderRateLimited),
        (500, ProviderUnavailable),
        (529, ProviderUnavailable),
        (400, ProviderError),
        (404, ProviderError),
    ],
)
def test_status_picks_the_error(status, expected):
    error = error_for_status(status, provider="openai", detail="vendor says no")

    assert type(error) is expected
    assert (error.provider, error.detail) == ("openai", "vendor says no")


def test_rate_limit_keeps_the_servers_wait():
    error = error_for_status(429, provider="gemini", detail=None, retry_after_seconds=7.0)

    assert isinstance(error, ProviderRateLimited)
    assert error.retry_after_seconds == 7.0


def test_vendor_signals_override_the_status():
    bad_key = error_for_status(400, provider="gemini", detail=None, key_refused=True)
    in_stream = error_for_status(200, provider="anthropic", detail=None, server_failed=True)

    assert type(bad_key) is ProviderAuthError
    assert type(in_stream) is ProviderUnavailable
