from __future__ import annotations

import httpx
import pytest

from tests.factories import make_user

pytestmark = pytest.mark.anyio


async def test_health_answers_ok(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/health")
    assert response.json() == {"status": "ok"}


async def test_a_new_user_logs_a_day_and_sees_it_in_the_diary(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    h = me.headers
    food = await client.post(
        "/api/v1/food-entries",
        headers=h,
        json={"food_name": "banana", "quantity": 1, "unit": "medium", "meal_type": "breakfast"},
    )
    assert food.status_code == 201, food.text
    run = await client.post(
        "/api/v1/exercise-entries",
        headers=h,
        json={"exercise_name": "running", "duration_minutes": 30, "distance": 5, "distance_unit": "km"},
    )
    assert run.status_code == 201, run.text
    water = await client.post("/api/v1/water", headers=h, json={"glasses": 2})
    assert water.status_code == 201, water.text
    weight = await client.post("/api/v1/measurements", headers=h, json={"weight": 80, "waist": 86})
    assert weight.status_code == 201, weight.text
    sleep = await client.post(
        "/api/v1/custom-measurements", headers=h, json={"name": "Sleep", "value": 7.5, "unit": "h"}
    )
    assert sleep.status_code == 201, sleep.text

    diary = (await client.get("/api/v1/diary", headers=h)).json()

    assert diary["date"] == "2026-11-30"
    assert len(diary["food_entries"]) == 1
    assert 90 < diary["totals"]["calories"] < 120
    assert diary["water"] == {"id": water.json()["id"], "date": "2026-11-30", "ml": 500.0, "glasses": 2.0}
    assert diary["measurements"]["weight"] == 80
    assert diary["custom_measurements"][0]["name"] == "sleep"
    assert diary["totals"]["calories_burned"] > 200
