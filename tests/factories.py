"""Keyword-only factories and small fakes shared by the tests."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from datetime import datetime, timedelta

import httpx

_emails = itertools.count(1)


class FixedClock:
    """A clock that stands still until a test moves it."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


@dataclass(frozen=True)
class ApiUser:
    id: int
    email: str
    token: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


async def make_user(
    client: httpx.AsyncClient, *, email: str | None = None, password: str = "correct horse"
) -> ApiUser:
    email = email or f"user{next(_emails)}@example.com"
    response = await client.post("/api/v1/auth/register", json={"email": email, "password": password})
    assert response.status_code == 201, response.text
    body = response.json()
    return ApiUser(id=body["user"]["id"], email=email, token=body["access_token"])


async def make_own_food(client: httpx.AsyncClient, user: ApiUser) -> int:
    """The user's own food "Grandma's stew" (a 350 g bowl of 420 kcal); returns its id."""
    body = {
        "name": "Grandma's stew",
        "serving_unit": "bowl",
        "serving_grams": 350,
        "per_serving": {"calories": 420},
    }
    response = await client.post("/api/v1/foods", headers=user.headers, json=body)
    assert response.status_code == 201, response.text
    return int(response.json()["id"])
