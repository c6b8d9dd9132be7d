from __future__ import annotations

import httpx
import pytest

from tests.factories import make_user

pytestmark = pytest.mark.anyio


async def test_a_repeated_key_replays_the_first_answer_without_writing_twice(
    client: httpx.AsyncClient,
) -> None:
    me = await make_user(client)
    headers = {**me.headers, "Idempotency-Key": "water-1"}
    first = await client.post("/api/v1/water", headers=headers, json={"ml": 250})
    second = await client.post("/api/v1/water", headers=headers, json={"ml": 250})
    assert first.status_code == second.status_code == 201
    assert second.json() == first.json()
    assert second.headers["idempotency-replayed"] == "true"
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["water"]["ml"] == 250


async def test_the_same_key_with_another_body_is_refused(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    headers = {**me.headers, "Idempotency-Key": "k"}
    await client.post("/api/v1/water", headers=headers, json={"ml": 250})
    response = await client.post("/api/v1/water", headers=headers, json={"ml": 500})
    assert response.status_code == 422
    assert "different request" in response.json()["error"]


async def test_keys_are_scoped_to_their_user(client: httpx.AsyncClient) -> None:
    ana, bob = await make_user(client), await make_user(client)
    for user in (ana, bob):
        response = await client.post(
            "/api/v1/water", headers={**user.headers, "Idempotency-Key": "same"}, json={"ml": 100}
        )
        assert "idempotency-replayed" not in response.headers
    assert (await client.get("/api/v1/diary", headers=bob.headers)).json()["water"]["ml"] == 100


async def test_an_error_answer_is_replayed_too(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    headers = {**me.headers, "Idempotency-Key": "future"}
    body = {"ml": 250, "entry_date": "2030-01-01"}
    first = await client.post("/api/v1/water", headers=headers, json=body)
    second = await client.post("/api/v1/water", headers=headers, json=body)
    assert first.status_code == second.status_code == 422
