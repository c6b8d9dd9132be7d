"""Alembic, driven from code: the schema only ever changes through these migrations."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from alembic import command
from alembic.config import Config


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(Path(str(files("fitcoach"))) / "migrations"))
    config.set_main_option("sqlalchemy.url", url)
    return config


def upgrade(url: str) -> None:
    """Run Alembic's upgrade to head (blocking; call from synchronous code)."""
    _ensure_sqlite_directory(url)
    command.upgrade(alembic_config(url), "head")


def _ensure_sqlite_directory(url: str) -> None:
    if url.startswith("sqlite") and ":///" in url:
        path = url.split(":///", 1)[1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
