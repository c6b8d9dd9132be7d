"""One retry policy for every vendor: rate limits and server errors are retried with backoff.

The SDKs' own retries are switched off (``max_retries=0``; google-genai retries nothing unless
asked) so that all vendors behave alike and tests can make the backoff instant. Timeouts are
not retried: a turn must answer within a bounded time, and a second 60-second wait rarely helps.
"""

from __future__ import annotations

import asyncio
import email.utils
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from fitcoach.coach.providers.errors import ProviderRateLimited, ProviderUnavailable

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """``max_attempts`` counts the first try; waits double from ``initial_backoff_seconds``."""

    max_attempts: int = 3
    initial_backoff_seconds: float = 0.5
    max_backoff_seconds: float = 8.0

    def backoff_seconds(self, failed_attempts: int, error: ProviderUnavailable) -> float:
        exponential = self.initial_backoff_seconds * 2.0 ** (failed_attempts - 1)
        if isinstance(error, ProviderRateLimited) and error.retry_after_seconds is not None:
            exponential = max(exponential, error.retry_after_seconds)
        return min(exponential, self.max_backoff_seconds)


async def call_with_retries(call: Callable[[], Awaitable[T]], policy: RetryPolicy) -> T:
    """Run ``call``, retrying on ``ProviderUnavailable`` (429 included) until attempts run out."""
    failed_attempts = 0
    while True:
        try:
            return await call()
        except ProviderUnavailable as error:
            failed_attempts += 1
            if failed_attempts >= policy.max_attempts:
                raise
            await asyncio.sleep(policy.backoff_seconds(failed_attempts, error))


def retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """Seconds a server asked us to wait: ``retry-after-ms`` (OpenAI) or ``Retry-After`` (RFC 9110)."""
    milliseconds = headers.get("retry-after-ms")
    if milliseconds is not None:
        try:
            return max(float(milliseconds) / 1000, 0.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        moment = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(moment.timestamp() - time.time(), 0.0)
