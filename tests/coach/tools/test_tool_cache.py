"""The in-process and Redis tool caches: TTL, bounds, per-user invalidation."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator

import pytest
import redis.asyncio as redis_asyncio
from redis.exceptions import RedisError

from fitcoach.coach.tools.cache import InProcessToolCache, NoToolCache, RedisToolCache, tool_cache_from_url


class FakeMonotonic:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.anyio
async def test_entries_expire_after_their_ttl() -> None:
    clock = FakeMonotonic()
    cache = InProcessToolCache(clock=clock)
    await cache.set(1, "k", "v", ttl_seconds=60)

    clock.now += 59.9
    assert await cache.get(1, "k") == "v"
    clock.now += 0.1
    assert await cache.get(1, "k") is None


@pytest.mark.anyio
async def test_invalidation_drops_one_users_entries_only() -> None:
    cache = InProcessToolCache()
    await cache.set(1, "k", "alice", ttl_seconds=60)
    await cache.set(2, "k", "bob", ttl_seconds=60)

    await cache.invalidate_user(1)

    assert await cache.get(1, "k") is None
    assert await cache.get(2, "k") == "bob"
    await cache.set(1, "k", "alice again", ttl_seconds=60)
    assert await cache.get(1, "k") == "alice again"


@pytest.mark.anyio
async def test_the_cache_is_bounded_and_evicts_the_least_recently_used() -> None:
    cache = InProcessToolCache(max_entries=2)
    await cache.set(1, "a", "1", ttl_seconds=60)
    await cache.set(1, "b", "2", ttl_seconds=60)
    assert await cache.get(1, "a") == "1"  # "b" is now the least recently used

    await cache.set(1, "c", "3", ttl_seconds=60)

    assert len(cache) == 2
    assert await cache.get(1, "b") is None
    assert await cache.get(1, "a") == "1"


def test_without_a_redis_url_the_cache_is_in_process() -> None:
    assert isinstance(tool_cache_from_url(None), InProcessToolCache)


@pytest.mark.anyio
async def test_an_unreachable_redis_degrades_to_misses() -> None:
    cache = RedisToolCache("redis://127.0.0.1:1/0")
    try:
        await cache.set(1, "k", "v", ttl_seconds=60)
        assert await cache.get(1, "k") is None
        await cache.invalidate_user(1)
    finally:
        await cache.close()


@pytest.fixture
async def redis_url() -> AsyncIterator[str]:
    url = os.environ.get("FITCOACH_TEST_REDIS_URL")
    if not url:
        if os.environ.get("FITCOACH_TEST_REQUIRE_SERVICES"):
            pytest.fail("FITCOACH_TEST_REDIS_URL is not set and services are required")
        pytest.skip("FITCOACH_TEST_REDIS_URL is not set")
    client = redis_asyncio.Redis.from_url(url)
    try:
        await client.ping()
    except RedisError as e:
        await client.aclose()
        if os.environ.get("FITCOACH_TEST_REQUIRE_SERVICES"):
            pytest.fail(f"Redis at {url} is unreachable: {e}")
        pytest.skip(f"Redis at {url} is unreachable: {e}")
    yield url
    await client.aclose()


@pytest.fixture
async def redis_cache(redis_url: str) -> AsyncIterator[RedisToolCache]:
    cache = RedisToolCache(redis_url)
    yield cache
    await cache.close()


def _user() -> int:
    # A fresh user id per test keeps runs (and parallel runners) from seeing each other's keys.
    return secrets.randbelow(10**12) + 10**12


@pytest.mark.anyio
async def test_redis_round_trip_with_ttl(redis_cache: RedisToolCache, redis_url: str) -> None:
    user = _user()
    await redis_cache.set(user, "get_diary:abc", '{"x":1}', ttl_seconds=30)

    assert await redis_cache.get(user, "get_diary:abc") == '{"x":1}'
    raw = redis_asyncio.Redis.from_url(redis_url, decode_responses=True)
    try:
        ttl = await raw.ttl(f"fc:tool:{user}:0:get_diary:abc")
    finally:
        await raw.aclose()
    assert 0 < ttl <= 30


@pytest.mark.anyio
async def test_redis_invalidation_is_seen_by_every_process(
    redis_cache: RedisToolCache, redis_url: str
) -> None:
    other_process = RedisToolCache(redis_url)
    user, bystander = _user(), _user()
    try:
        await redis_cache.set(user, "k", "v", ttl_seconds=60)
        await redis_cache.set(bystander, "k", "w", ttl_seconds=60)
        assert await other_process.get(user, "k") == "v"

        await other_process.invalidate_user(user)

        assert await redis_cache.get(user, "k") is None
        assert await redis_cache.get(bystander, "k") == "w"
    finally:
        await other_process.close()


@pytest.mark.anyio
async def test_a_redis_url_gives_the_redis_cache() -> None:
    cache = tool_cache_from_url("redis://127.0.0.1:6379/15")
    assert isinstance(cache, RedisToolCache)
    await cache.close()


@pytest.mark.anyio
async def test_without_shared_storage_several_processes_cache_nothing() -> None:
    cache = tool_cache_from_url(None, shared_processes=True)
    assert isinstance(cache, NoToolCache)
    await cache.set(1, "k", "v", 60)
    assert await cache.get(1, "k") is None
