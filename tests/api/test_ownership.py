"""The anonymous / owner / other-user matrix: every endpoint answers only its owner."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import httpx
import pytest

from tests.factories import ApiUser, make_own_food, make_user

pytestmark = pytest.mark.anyio

Create = Callable[[httpx.AsyncClient, ApiUser], Awaitable[int]]


async def _food_entry(client: httpx.AsyncClient, owner: ApiUser) -> int:
    body = {"food_name": "oatmeal", "quantity": 1, "unit": "cup", "meal_type": "breakfast"}
    response = await client.post("/api/v1/food-entries", headers=owner.headers, json=body)
    return int(response.json()["id"])


async def _exercise_entry(client: httpx.AsyncClient, owner: ApiUser) -> int:
    body = {"exercise_name": "yoga", "duration_minutes": 30}
    response = await client.post("/api/v1/exercise-entries", headers=owner.headers, json=body)
    return int(response.json()["id"])


async def _water(client: httpx.AsyncClient, owner: ApiUser) -> int:
    response = await client.post("/api/v1/water", headers=owner.headers, json={"ml": 250})
    return int(response.json()["id"])


async def _measurements(client: httpx.AsyncClient, owner: ApiUser) -> int:
    response = await client.post("/api/v1/measurements", headers=owner.headers, json={"weight": 70})
    return int(response.json()["id"])


async def _custom(client: httpx.AsyncClient, owner: ApiUser) -> int:
    response = await client.post(
        "/api/v1/custom-measurements", headers=owner.headers, json={"name": "sleep", "value": 8}
    )
    return int(response.json()["id"])


RESOURCES: dict[str, Create] = {
    "food-entries": _food_entry,
    "exercise-entries": _exercise_entry,
    "water": _water,
    "measurements": _measurements,
    "custom-measurements": _custom,
    "foods": make_own_food,
}


@pytest.mark.parametrize("path", list(RESOURCES))
async def test_only_the_owner_can_delete(client: httpx.AsyncClient, path: str) -> None:
    owner, other = await make_user(client), await make_user(client)
    row_id = await RESOURCES[path](client, owner)

    anonymous = await client.delete(f"/api/v1/{path}/{row_id}")
    stranger = await client.delete(f"/api/v1/{path}/{row_id}", headers=other.headers)
    mine = await client.delete(f"/api/v1/{path}/{row_id}", headers=owner.headers)
    again = await client.delete(f"/api/v1/{path}/{row_id}", headers=owner.headers)

    assert (anonymous.status_code, stranger.status_code, mine.status_code, again.status_code) == (
        401,
        404,
        204,
        404,
    )


async def test_another_users_own_food_is_invisible(client: httpx.AsyncClient) -> None:
    owner, other = await make_user(client), await make_user(client)
    food_id = await make_own_food(client, owner)
    assert (await client.get(f"/api/v1/foods/{food_id}", headers=owner.headers)).status_code == 200
    assert (await client.get(f"/api/v1/foods/{food_id}", headers=other.headers)).status_code == 404
    body = {"food_id": food_id, "quantity": 1, "unit": "bowl", "meal_type": "lunch"}
    assert (await client.post("/api/v1/food-entries", headers=other.headers, json=body)).status_code == 404
    hits = (await client.get("/api/v1/foods", params={"q": "grandma's stew"}, headers=other.headers)).json()
    assert all(hit["id"] != food_id for hit in hits)


async def test_a_diary_shows_only_its_owners_entries(client: httpx.AsyncClient) -> None:
    owner, other = await make_user(client), await make_user(client)
    await _food_entry(client, owner)
    await _water(client, owner)
    theirs = (await client.get("/api/v1/diary", headers=other.headers)).json()
    assert theirs["food_entries"] == []
    assert theirs["water"]["ml"] == 0


GET_PATHS = [
    "/api/v1/diary",
    "/api/v1/goals",
    "/api/v1/preferences",
    "/api/v1/ai-settings",
    "/api/v1/users/me",
    "/api/v1/users/me/export",
    "/api/v1/foods?q=egg",
    "/api/v1/exercises?q=run",
]


@pytest.mark.parametrize("path", GET_PATHS)
async def test_reads_need_a_token(client: httpx.AsyncClient, path: str) -> None:
    assert (await client.get(path)).status_code == 401
    assert (await client.get(path, headers={"Authorization": "Bearer fc_not-a-token"})).status_code == 401


async def test_another_users_coach_session_cannot_be_resumed(client: httpx.AsyncClient) -> None:
    owner, other = await make_user(client), await make_user(client)
    started = await client.post("/api/v1/coach/chat", headers=owner.headers, json={"message": "hello"})
    session_id = started.json()["session_id"]
    theirs = await client.post(
        "/api/v1/coach/chat", headers=other.headers, json={"message": "hello", "session_id": session_id}
    )
    assert theirs.status_code == 404
    assert (await client.post("/api/v1/coach/chat", json={"message": "hello"})).status_code == 401


@pytest.mark.parametrize("path", ["/api/v1/coach/insights"])
async def test_coach_reads_need_a_token(client: httpx.AsyncClient, path: str) -> None:
    assert (await client.get(path)).status_code == 401
