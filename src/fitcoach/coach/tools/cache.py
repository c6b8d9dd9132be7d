"""The cache of read tools' results, per user, with O(1) invalidation of a user's entries.

In one process an in-memory LRU does; with several API processes (``FITCOACH_REDIS_URL``) the
cache lives in Redis so a write in one process invalidates the reads of all of them.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import redis.asyncio as redis_asyncio
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

DEFAULT_MAX_ENTRIES = 10_000
# The version key must outlive every cached entry (tool TTLs are minutes), or a reset version could
# make old entries reachable again; a day also lets idle users' keys disappear.
VERSION_KEY_TTL_SECONDS = 24 * 3600


class ToolCache(Protocol):
    async def get(self, user_id: int, key: str) -> str | None: ...

    async def set(self, user_id: int, key: str, value: str, ttl_seconds: int) -> None: ...

    async def invalidate_user(self, user_id: int) -> None: ...


@dataclass(slots=True)
class _Entry:
    generation: int
    expires_at: float
    value: str


class InProcessToolCache:
    """A bounded LRU with per-entry TTL on a monotonic clock.

    Invalidation bumps the user's generation instead of scanning: older entries stop matching and
    age out of the LRU. The lock only matters if a thread pool shares the cache; under asyncio
    every method runs to completion without yielding.
    """

    def __init__(
        self, *, max_entries: int = DEFAULT_MAX_ENTRIES, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._entries: OrderedDict[tuple[int, str], _Entry] = OrderedDict()
        self._generations: dict[int, int] = {}
        self._max_entries = max_entries
        self._clock = clock
        self._lock = threading.Lock()

    async def get(self, user_id: int, key: str) -> str | None:
        with self._lock:
            entry = self._entries.get((user_id, key))
            if entry is None:
                return None
            if entry.generation != self._generations.get(user_id, 0) or entry.expires_at <= self._clock():
                del self._entries[(user_id, key)]
                return None
            self._entries.move_to_end((user_id, key))
            return entry.value

    async def set(self, user_id: int, key: str, value: str, ttl_seconds: int) -> None:
        with self._lock:
            generation = self._generations.get(user_id, 0)
            self._entries[(user_id, key)] = _Entry(generation, self._clock() + ttl_seconds, value)
            self._entries.move_to_end((user_id, key))
            while len(self._entries) > self._max_entries:
                self._entries.popitem(last=False)

    async def invalidate_user(self, user_id: int) -> None:
        with self._lock:
            self._generations[user_id] = self._generations.get(user_id, 0) + 1

    def __len__(self) -> int:
        return len(self._entries)


class RedisToolCache:
    """Entries under ``fc:tool:{user_id}:{version}:{key}``; invalidation increments the version.

    A Redis failure never fails a tool call: reads miss and writes are skipped, with a warning.
    """

    def __init__(self, url: str) -> None:
        self._redis = redis_asyncio.Redis.from_url(url, decode_responses=True)

    async def get(self, user_id: int, key: str) -> str | None:
        try:
            version = await self._version(user_id)
            value = await self._redis.get(self._key(user_id, version, key))
        except RedisError as e:
            logger.warning("tool cache read failed: %s", e)
            return None
        return _text(value)

    async def set(self, user_id: int, key: str, value: str, ttl_seconds: int) -> None:
        try:
            version = await self._version(user_id)
            await self._redis.set(self._key(user_id, version, key), value, ex=ttl_seconds)
        except RedisError as e:
            logger.warning("tool cache write failed: %s", e)

    async def invalidate_user(self, user_id: int) -> None:
        try:
            async with self._redis.pipeline(transaction=True) as pipe:
                pipe.incr(self._version_key(user_id))
                pipe.expire(self._version_key(user_id), VERSION_KEY_TTL_SECONDS)
                await pipe.execute()
        except RedisError as e:
            logger.warning("tool cache invalidation failed for user %s: %s", user_id, e)

    async def close(self) -> None:
        await self._redis.aclose()

    async def _version(self, user_id: int) -> str:
        return _text(await self._redis.get(self._version_key(user_id))) or "0"

    @staticmethod
    def _version_key(user_id: int) -> str:
        return f"fc:toolver:{user_id}"

    @staticmethod
    def _key(user_id: int, version: str, key: str) -> str:
        return f"fc:tool:{user_id}:{version}:{key}"


def _text(value: bytes | str | None) -> str | None:
    # The client decodes responses; the library's annotations still allow bytes.
    return value.decode() if isinstance(value, bytes) else value


class NoToolCache:
    """Caches nothing: for several processes without a shared Redis, where a local cache would go stale."""

    async def get(self, user_id: int, key: str) -> str | None:
        return None

    async def set(self, user_id: int, key: str, value: str, ttl_seconds: int) -> None:
        return None

    async def invalidate_user(self, user_id: int) -> None:
        return None


def tool_cache_from_url(redis_url: str | None, *, shared_processes: bool = False) -> ToolCache:
    """Redis when a URL is configured; else the in-process cache, or none when processes must agree."""
    if redis_url:
        return RedisToolCache(redis_url)
    return NoToolCache() if shared_processes else InProcessToolCache()
