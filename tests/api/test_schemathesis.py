"""Property-based run over the OpenAPI schema, authenticated: no input makes the server error."""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from sqlalchemy.pool import NullPool
from starlette.testclient import TestClient

from fitcoach.api.app import create_app
from fitcoach.bootstrap import prepare_database
from fitcoach.coach.providers.factory import build_provider
from fitcoach.config import Environment, Settings, async_database_url
from fitcoach.core.database import Database
from tests.fakes import SteadyModel


@pytest.fixture(scope="module")
def app_and_token(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, str]]:
    data_dir: Path = tmp_path_factory.mktemp("schemathesis")
    url = async_database_url(f"sqlite:///{data_dir / 'fuzz.db'}")
    prepare_database(url)
    app_settings = Settings(
        environment=Environment.TEST,
        data_dir=data_dir,
        database_url=url,
        secret_key="fuzz-secret-key-that-is-long-enough-0123456789",
    )
    # NullPool: the test client runs the app on its own event loop, so no connection may outlive a call.
    app = create_app(app_settings, database=Database(url, poolclass=NullPool))
    # The fuzzer may store any vendor's AI settings and then chat: no request may leave the machine.
    # The real provider is still built (and discarded), so its checks of those settings are fuzzed too.
    # A key is filled in when the fuzzer stored none, so the provider is built rather than refused with a 409.
    app.state.provider_factory = lambda config: (
        build_provider(replace(config, api_key=config.api_key or "fuzz-key")),
        SteadyModel(),
    )[1]
    with TestClient(app) as client:
        response = client.post(
            "/api/v1/auth/register", json={"email": "fuzz@example.com", "password": "fuzz-password"}
        )
        yield app, response.json()["access_token"]


SKIPPED = {("DELETE", "/api/v1/users/me"), ("POST", "/api/v1/auth/logout")}


def _unsendable(error: Exception) -> bool:
    """The HTTP client refused to put a generated non-ASCII header on the wire: no request reached the app."""
    frames = traceback.extract_tb(error.__traceback__)
    return isinstance(error, UnicodeEncodeError) and any(
        frame.name == "_normalize_header_value" for frame in frames
    )


def test_no_input_makes_a_server_error(app_and_token: tuple[Any, str]) -> None:
    app, token = app_and_token
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    failures: list[str] = []
    for result in schema.get_all_operations():
        operation = result.ok()
        if (operation.method.upper(), operation.path) in SKIPPED:
            continue

        @given(case=operation.as_strategy())
        @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def call(case: Any) -> None:
            try:
                response = case.call(headers={"Authorization": f"Bearer {token}"})
            except Exception as e:  # the test client re-raises what the app didn't handle
                if _unsendable(e):
                    return
                failures.append(f"{case.method} {case.formatted_path} raised {e!r}"[:300])
                return
            if response.status_code >= 500:
                failures.append(
                    f"{case.method} {case.formatted_path} -> {response.status_code}: {response.text[:200]}"
                )

        call()
    assert not failures, "\n".join(failures[:10])
