"""Concurrent writes against a real, committed database (not the per-test transaction)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from fitcoach.api.app import create_app
from fitcoach.config import Settings
from fitcoach.core.database import Database
from tests.factories import FixedClock, make_user

pytestmark = pytest.mark.anyio

CONCURRENT_REQUESTS = 50


@pytest.fixture
async def committing_client(settings: Settings, clock: FixedClock) -> AsyncIterator[httpx.AsyncClient]:
    database = Database(settings.resolved_database_url)  # the pool the server itself would use
    app = create_app(settings, database=database, clock=clock)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://fitcoach.test"
    ) as http:
        yield http
    await database.dispose()


async def test_fifty_concurrent_water_additions_lose_nothing(committing_client: httpx.AsyncClient) -> None:
    me = await make_user(committing_client)
    try:
        responses = await asyncio.gather(
            *(
                committing_client.post("/api/v1/water", headers=me.headers, json={"ml": 250})
                for _ in range(CONCURRENT_REQUESTS)
            )
        )
        assert {r.status_code for r in responses} == {201}
        diary = (await committing_client.get("/api/v1/diary", headers=me.headers)).json()
        assert diary["water"]["ml"] == CONCURRENT_REQUESTS * 250
    finally:
        await committing_client.delete("/api/v1/users/me", headers=me.headers)


async def test_concurrent_measurements_of_one_day_merge(committing_client: httpx.AsyncClient) -> None:
    me = await make_user(committing_client)
    try:
        fields = [{"weight": 80}, {"neck": 40}, {"waist": 86}, {"hips": 100}, {"steps": 9000}]
        responses = await asyncio.gather(
            *(committing_client.post("/api/v1/measurements", headers=me.headers, json=f) for f in fields)
        )
        assert {r.status_code for r in responses} == {201}
        day = (await committing_client.get("/api/v1/diary", headers=me.headers)).json()["measurements"]
        assert (day["weight"], day["neck"], day["waist"], day["hips"], day["steps"]) == (
            80,
            40,
            86,
            100,
            9000,
        )
    finally:
        await committing_client.delete("/api/v1/users/me", headers=me.headers)
