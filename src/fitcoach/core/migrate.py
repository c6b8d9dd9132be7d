"""Alembic, driven from code: the schema only ever changes through these migrations."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from alembic import command
from alembic.config import Config

from fitcoach.core.database import sqlite_path


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
    path = sqlite_path(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
