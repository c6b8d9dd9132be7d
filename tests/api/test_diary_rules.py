"""Rules of the diary endpoints: dates, bounds, units, upserts and readable errors."""

from __future__ import annotations

import httpx
import pytest

from tests.factories import make_user

pytestmark = pytest.mark.anyio


async def test_a_future_date_is_rejected_with_a_clear_message(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.post(
        "/api/v1/water", headers=me.headers, json={"ml": 250, "entry_date": "2026-12-01"}
    )
    assert response.status_code == 422
    assert (
        response.json()["error"]
        == "2026-12-01 is in the future; entries can be logged up to today (2026-11-30)."
    )


async def test_today_follows_the_users_timezone(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    # 12:00 UTC on Nov 30 is already 01:00 on Dec 1 in Auckland (UTC+13 in summer).
    await client.put("/api/v1/preferences", headers=me.headers, json={"timezone": "Pacific/Auckland"})
    response = await client.post(
        "/api/v1/water", headers=me.headers, json={"ml": 250, "entry_date": "2026-12-01"}
    )
    assert response.status_code == 201
    assert (await client.get("/api/v1/diary", headers=me.headers)).json()["date"] == "2026-12-01"


async def test_an_unknown_timezone_is_refused(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.put("/api/v1/preferences", headers=me.headers, json={"timezone": "Mars/Olympus"})
    assert response.status_code == 422
    assert "Unknown timezone" in response.json()["error"]


@pytest.mark.parametrize("quantity", [0, -1, 100_000])
async def test_quantities_must_be_positive_and_bounded(client: httpx.AsyncClient, quantity: float) -> None:
    me = await make_user(client)
    body = {"food_name": "apple", "quantity": quantity, "unit": "piece", "meal_type": "snack"}
    response = await client.post("/api/v1/food-entries", headers=me.headers, json=body)
    assert response.status_code == 422
    assert response.json()["detail"][0]["field"] == "quantity"


async def test_water_adds_up_and_glasses_use_the_preferred_size(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.put("/api/v1/preferences", headers=me.headers, json={"glass_ml": 300})
    await client.post("/api/v1/water", headers=me.headers, json={"glasses": 2})
    response = await client.post("/api/v1/water", headers=me.headers, json={"ml": 150})
    assert response.json()["ml"] == 750
    assert response.json()["glasses"] == 2.5


async def test_water_needs_exactly_one_amount(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.post("/api/v1/water", headers=me.headers, json={"ml": 100, "glasses": 1})
    assert response.status_code == 422
    assert "exactly one of ml or glasses" in response.json()["error"]


async def test_measurements_change_only_the_fields_given(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.post("/api/v1/measurements", headers=me.headers, json={"weight": 80, "waist": 90})
    response = await client.post("/api/v1/measurements", headers=me.headers, json={"waist": 88})
    assert response.json()["weight"] == 80
    assert response.json()["waist"] == 88


async def test_measurements_are_converted_from_the_given_unit(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.post(
        "/api/v1/measurements",
        headers=me.headers,
        json={"weight": 176.37, "weight_unit": "lb", "waist": 34, "length_unit": "in"},
    )
    assert response.json()["weight"] == pytest.approx(80.0, abs=0.01)
    assert response.json()["waist"] == pytest.approx(86.4, abs=0.05)


async def test_measurements_are_shown_in_the_users_units(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.put("/api/v1/preferences", headers=me.headers, json={"weight_unit": "lb"})
    await client.post("/api/v1/measurements", headers=me.headers, json={"weight": 80, "weight_unit": "kg"})
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["measurements"]["weight"] == pytest.approx(176.37, abs=0.01)
    assert diary["measurements"]["weight_unit"] == "lb"


async def test_custom_measurement_upserts_per_day_and_hour(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.post("/api/v1/custom-measurements", headers=me.headers, json={"name": "Sleep", "value": 7})
    await client.post("/api/v1/custom-measurements", headers=me.headers, json={"name": "sleep", "value": 7.5})
    await client.post(
        "/api/v1/custom-measurements",
        headers=me.headers,
        json={"name": "glucose", "value": 95, "entry_hour": 8},
    )
    rows = (await client.get("/api/v1/diary", headers=me.headers)).json()["custom_measurements"]
    assert [(r["name"], r["value"]) for r in rows] == [("glucose", 95), ("sleep", 7.5)]


async def test_food_with_inline_nutrition_creates_the_users_own_food(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    body = {
        "food_name": "Protein shake",
        "quantity": 1,
        "unit": "serving",
        "meal_type": "snack",
        "nutrition": {"calories": 180, "protein": 30, "carbs": 6, "fat": 3},
    }
    first = (await client.post("/api/v1/food-entries", headers=me.headers, json=body)).json()
    second = (await client.post("/api/v1/food-entries", headers=me.headers, json=body)).json()
    assert first["nutrition"] == {"calories": 180, "protein": 30, "carbs": 6, "fat": 3}
    assert first["food"]["id"] == second["food"]["id"]
    hits = (await client.get("/api/v1/foods", params={"q": "protein shake"}, headers=me.headers)).json()
    assert hits[0]["is_own"] is True


async def test_an_unknown_food_name_answers_404_with_suggestions(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    body = {"food_name": "zzqx unknown thing", "quantity": 1, "unit": "serving", "meal_type": "snack"}
    response = await client.post("/api/v1/food-entries", headers=me.headers, json=body)
    assert response.status_code == 404
    assert "suggestions" in response.json()["detail"]


async def test_an_unknown_activity_name_answers_404_with_suggestions(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    body = {"exercise_name": "zzqx unknown thing", "duration_minutes": 30}
    response = await client.post("/api/v1/exercise-entries", headers=me.headers, json=body)
    assert response.status_code == 404
    assert "suggestions" in response.json()["detail"]


async def test_exercise_calories_use_the_latest_weight(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    body = {"exercise_name": "yoga", "duration_minutes": 60}
    default = (await client.post("/api/v1/exercise-entries", headers=me.headers, json=body)).json()
    await client.post("/api/v1/measurements", headers=me.headers, json={"weight": 140})
    heavier = (await client.post("/api/v1/exercise-entries", headers=me.headers, json=body)).json()
    assert heavier["calories_burned"] == pytest.approx(2 * default["calories_burned"], rel=0.01)


async def test_given_calories_burned_win_and_allow_unknown_activities(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    body = {"exercise_name": "underwater basket weaving", "duration_minutes": 30, "calories_burned": 123}
    response = await client.post("/api/v1/exercise-entries", headers=me.headers, json=body)
    assert response.status_code == 201
    assert response.json()["calories_burned"] == 123


async def test_goals_default_and_per_day(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.put("/api/v1/goals", headers=me.headers, json={"calories": 2200})
    await client.put("/api/v1/goals", headers=me.headers, json={"goal_date": "2026-11-29", "calories": 2600})
    today = (await client.get("/api/v1/goals", headers=me.headers)).json()
    sunday = (await client.get("/api/v1/goals", params={"date": "2026-11-29"}, headers=me.headers)).json()
    assert (today["calories"], sunday["calories"]) == (2200, 2600)
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["goals"]["calories"] == 2200


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/v1/food-entries", "not json"),
        ("/api/v1/food-entries", {"quantity": 1}),
        ("/api/v1/exercise-entries", {"exercise_name": "run", "duration_minutes": "long"}),
        ("/api/v1/measurements", {}),
        ("/api/v1/custom-measurements", {"value": 1}),
        # A vanishing serving would scale its nutrition to infinity per 100 g.
        (
            "/api/v1/foods",
            {"name": "dust", "serving_grams": 1e-300, "per_serving": {"calories": 1, "protein": 1}},
        ),
    ],
)
async def test_bad_bodies_get_a_readable_422(client: httpx.AsyncClient, path: str, body: object) -> None:
    me = await make_user(client)
    if isinstance(body, str):
        response = await client.post(
            path, headers={**me.headers, "content-type": "application/json"}, content=body
        )
    else:
        response = await client.post(path, headers=me.headers, json=body)
    assert response.status_code == 422
    assert set(response.json()) == {"error", "detail"}
    assert response.json()["error"].startswith("Invalid request")


async def test_unknown_paths_are_json_404(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/nope")
    assert response.status_code == 404
    assert response.json() == {"error": "Not found.", "detail": None}


async def test_ids_beyond_the_database_range_are_invalid(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    huge = 2**63
    deleted = await client.delete(f"/api/v1/food-entries/{huge}", headers=me.headers)
    logged = await client.post(
        "/api/v1/exercise-entries", headers=me.headers, json={"exercise_id": huge, "duration_minutes": 10}
    )
    assert (deleted.status_code, logged.status_code) == (422, 422)


async def test_a_vanishing_quantity_with_its_own_nutrition_is_refused(client: httpx.AsyncClient) -> None:
    # 100 kcal for 5e-324 of a serving would be infinite calories per serving
    me = await make_user(client)
    body = {"food_name": "mystery bar", "quantity": 5e-324, "nutrition": {"calories": 100}}
    response = await client.post("/api/v1/food-entries", headers=me.headers, json=body)
    assert response.status_code == 422
    assert response.json()["detail"][0]["field"] == "quantity"
