from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from fitcoach.config import Environment, Settings, async_database_url


def test_plain_urls_get_async_drivers() -> None:
    assert async_database_url("postgresql://u@h:5432/db") == "postgresql+psycopg://u@h:5432/db"
    assert async_database_url("sqlite:///x.db") == "sqlite+aiosqlite:///x.db"


def test_default_database_is_a_sqlite_file_in_the_data_dir(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, database_url=None)
    assert settings.resolved_database_url == f"sqlite+aiosqlite:///{tmp_path.resolve() / 'fitcoach.db'}"


def test_secret_is_generated_once_into_the_data_dir(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, secret_key=None)
    first = settings.resolved_secret_key()
    assert len(first) > 40
    assert settings.resolved_secret_key() == first
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_a_known_placeholder_secret_is_refused_in_production() -> None:
    with pytest.raises(ValidationError, match="placeholder"):
        Settings(environment=Environment.PRODUCTION, secret_key="changeme")


def test_a_placeholder_secret_is_tolerated_in_development() -> None:
    assert Settings(environment=Environment.DEVELOPMENT, secret_key="changeme").secret_key == "changeme"
