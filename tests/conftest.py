"""Shared fixtures: a migrated database per backend, one rolled-back transaction per test, an API client.

The suite runs on SQLite always and on PostgreSQL when ``FITCOACH_TEST_DATABASE_URL`` is set.
With ``FITCOACH_TEST_REQUIRE_SERVICES=1`` (CI), an unreachable PostgreSQL fails the run instead of
skipping it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import itertools
import os
import socket
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.pool import NullPool

from fitcoach.accounts.models import User
from fitcoach.accounts.service import register
from fitcoach.api.app import create_app
from fitcoach.bootstrap import prepare_database
from fitcoach.config import Environment, Settings, async_database_url
from fitcoach.core.database import Database, create_engine
from tests.factories import FixedClock

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED = REPO_ROOT.parent / "shared"
TODAY = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
_users = itertools.count(1)


def _backends() -> list[str]:
    backends = ["sqlite"]
    if os.environ.get("FITCOACH_TEST_DATABASE_URL"):
        backends.append("postgresql")
    return backends


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    return "asyncio"


def _reset_postgres(url: str) -> None:
    async def reset() -> None:
        engine = create_engine(url, poolclass=NullPool)
        async with engine.begin() as connection:
            await connection.execute(text("DROP SCHEMA public CASCADE"))
            await connection.execute(text("CREATE SCHEMA public"))
        await engine.dispose()

    asyncio.run(reset())


@pytest.fixture(scope="session", params=_backends())
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A freshly migrated and seeded database of one backend, shared by the whole session."""
    if request.param == "sqlite":
        url = async_database_url(f"sqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}")
    else:
        url = async_database_url(os.environ["FITCOACH_TEST_DATABASE_URL"])
        try:
            _reset_postgres(url)
        except Exception as e:
            if os.environ.get("FITCOACH_TEST_REQUIRE_SERVICES"):
                pytest.fail(f"PostgreSQL at {url} is unreachable: {e}")
            pytest.skip(f"PostgreSQL at {url} is unreachable: {e}")
    prepare_database(url)
    return url


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(TODAY)


@pytest.fixture
def settings(tmp_path: Path, database_url: str) -> Settings:
    return Settings(
        environment=Environment.TEST,
        data_dir=tmp_path,
        database_url=database_url,
        secret_key="test-secret-key-that-is-long-enough-0123456789",
    )


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    """Sessions joined to one outer transaction that is rolled back after the test."""
    engine = create_engine(database_url, poolclass=NullPool)
    async with engine.connect() as connection:
        transaction = await connection.begin()
        yield Database.bound_to(connection)
        await transaction.rollback()
    await engine.dispose()


@pytest.fixture
async def session(database: Database) -> AsyncIterator[AsyncSession]:
    async with database.sessionmaker() as session:
        yield session


@pytest.fixture
async def user(session: AsyncSession) -> User:
    """A fresh registered user in the test's session."""
    user, _token = await register(session, f"user{next(_users)}@example.com", "correct horse")
    await session.flush()
    return user


@pytest.fixture
async def client(
    settings: Settings, database: Database, clock: FixedClock
) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, database=database, clock=clock)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://fitcoach.test") as http:
        yield http


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The reference data beside the repository (``../shared``); a test needing it skips without it."""
    if not SHARED.is_dir():
        pytest.skip("../shared (reference data) is not beside the repository")
    return SHARED


_VENDOR_ENVIRONMENT = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_ORG_ID",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_AUTH_TOKEN",
    "ANTHROPIC_BASE_URL",
    "GOOGLE_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_GEMINI_BASE_URL",
    "GOOGLE_GENAI_USE_VERTEXAI",
    "GOOGLE_GENAI_USE_ENTERPRISE",
    "GOOGLE_CLOUD_PROJECT",
)


@pytest.fixture(autouse=True)
def no_vendor_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The SDKs read these; a developer's real keys must never leak into a test."""
    for name in _VENDOR_ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


def _is_loopback(host: object) -> bool:
    if not isinstance(host, str):
        return True  # unix sockets and the like
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def real_network_guard(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Refuse any name lookup or connection beyond loopback, and fail the test that tried.

    SDKs turn a refused connection into their own connection error (and may swallow it into a
    retry), so refusing alone could go unnoticed: every attempt is also recorded and fails the
    test at teardown.
    """
    attempts: list[str] = []
    real_getaddrinfo = socket.getaddrinfo
    real_connect = socket.socket.connect

    def guarded_getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host is not None and not _is_loopback(host if not isinstance(host, bytes) else host.decode()):
            attempts.append(f"lookup {host!r}")
            raise OSError(f"test tried to resolve {host!r}: real network access is forbidden in tests")
        return real_getaddrinfo(host, *args, **kwargs)

    def guarded_connect(self: socket.socket, address: Any) -> None:
        if isinstance(address, tuple) and not _is_loopback(address[0]):
            attempts.append(f"connect {address!r}")
            raise OSError(f"test tried to connect to {address!r}: real network access is forbidden in tests")
        real_connect(self, address)

    monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    yield attempts
    if attempts:
        pytest.fail(f"test tried to reach the network: {attempts}")
