from __future__ import annotations

import httpx
import pytest

from tests.factories import make_user

pytestmark = pytest.mark.anyio


async def test_register_returns_user_and_bearer_token(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/auth/register", json={"email": "Ana@Example.com", "password": "long enough"}
    )
    body = response.json()
    assert response.status_code == 201
    assert body["user"]["email"] == "ana@example.com"
    assert body["token_type"] == "bearer"
    assert body["access_token"].startswith("fc_")


async def test_registering_the_same_email_twice_is_a_conflict(client: httpx.AsyncClient) -> None:
    await make_user(client, email="twice@example.com")
    response = await client.post(
        "/api/v1/auth/register", json={"email": "twice@example.com", "password": "long enough"}
    )
    assert response.status_code == 409
    assert "already exists" in response.json()["error"]


async def test_login_issues_a_working_token(client: httpx.AsyncClient) -> None:
    await make_user(client, email="login@example.com", password="s3cret-pass")
    response = await client.post(
        "/api/v1/auth/login", json={"email": "login@example.com", "password": "s3cret-pass"}
    )
    token = response.json()["access_token"]
    me = await client.get("/api/v1/users/me", headers={"Authorization": f"Bearer {token}"})
    assert me.json()["email"] == "login@example.com"


async def test_wrong_password_is_401_with_a_message(client: httpx.AsyncClient) -> None:
    await make_user(client, email="wrong@example.com", password="s3cret-pass")
    response = await client.post(
        "/api/v1/auth/login", json={"email": "wrong@example.com", "password": "nope"}
    )
    assert response.status_code == 401
    assert response.json() == {"error": "Email or password is incorrect.", "detail": None}


async def test_missing_token_is_401(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/diary")
    assert response.status_code == 401
    assert "Bearer" in response.json()["error"]


async def test_logout_revokes_the_token(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    assert (await client.post("/api/v1/auth/logout", headers=me.headers)).status_code == 204
    assert (await client.get("/api/v1/diary", headers=me.headers)).status_code == 401


async def test_short_password_is_refused_readably(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/auth/register", json={"email": "a@example.com", "password": "short"}
    )
    assert response.status_code == 422
    assert response.json()["error"].startswith("Invalid request — password:")


async def test_export_holds_the_users_data_but_no_secrets(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.post("/api/v1/water", headers=me.headers, json={"ml": 300})
    await client.put(
        "/api/v1/ai-settings", headers=me.headers, json={"provider": "openai", "api_key": "sk-very-secret"}
    )
    export = await client.get("/api/v1/users/me/export", headers=me.headers)
    assert export.json()["water_intake"][0]["ml"] == 300
    assert "sk-very-secret" not in export.text
    assert "password_hash" not in export.text


async def test_deleting_the_account_removes_it(client: httpx.AsyncClient) -> None:
    me = await make_user(client, email="gone@example.com", password="s3cret-pass")
    assert (await client.delete("/api/v1/users/me", headers=me.headers)).status_code == 204
    response = await client.post(
        "/api/v1/auth/login", json={"email": "gone@example.com", "password": "s3cret-pass"}
    )
    assert response.status_code == 401


async def test_ai_settings_never_return_the_key(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.put(
        "/api/v1/ai-settings", headers=me.headers, json={"provider": "anthropic", "api_key": "sk-ant-123"}
    )
    assert response.json()["has_api_key"] is True
    assert "sk-ant-123" not in response.text


async def test_ai_settings_refuse_a_private_base_url(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.put(
        "/api/v1/ai-settings",
        headers=me.headers,
        json={"provider": "openai", "base_url": "http://10.0.0.5/v1"},
    )
    assert response.status_code == 422


async def test_chat_through_a_vendor_with_no_stored_key_asks_for_one(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.put("/api/v1/ai-settings", headers=me.headers, json={"provider": "anthropic"})
    response = await client.post("/api/v1/coach/chat", headers=me.headers, json={"message": "hello"})
    assert response.status_code == 409
    assert "No API key is configured for anthropic" in response.json()["error"]
