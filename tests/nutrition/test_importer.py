"""``fitcoach foods import-usda`` into a real database: idempotent, and the command reports clearly."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fitcoach.bootstrap import prepare_database
from fitcoach.cli import main
from fitcoach.config import Settings
from fitcoach.core.database import Database
from fitcoach.core.errors import ValidationFailed
from fitcoach.nutrition.importer import import_usda
from fitcoach.nutrition.models import Food


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'import.db'}", data_dir=tmp_path, secret_key="x" * 40
    )


async def _count_imported(url: str) -> int:
    database = Database(url)
    try:
        async with database.sessionmaker() as session:
            return int(
                await session.scalar(select(func.count()).select_from(Food).where(Food.source == "usda")) or 0
            )
    finally:
        await database.dispose()


def test_importing_twice_changes_nothing(tmp_path: Path, fdc_fixture: Path) -> None:
    settings = _settings(tmp_path)
    prepare_database(settings.resolved_database_url)
    first = asyncio.run(import_usda(settings, fdc_fixture, show_progress=False))
    second = asyncio.run(import_usda(settings, fdc_fixture, show_progress=False))
    assert first == second > 0
    assert asyncio.run(_count_imported(settings.resolved_database_url)) == first


def test_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValidationFailed, match="not a folder"):
        asyncio.run(import_usda(_settings(tmp_path), tmp_path / "nope", show_progress=False))


def test_the_command_prints_a_sentence_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FITCOACH_DATA_DIR", str(tmp_path))
    monkeypatch.setattr("fitcoach.cli.get_settings", lambda: _settings(tmp_path))
    assert main(["foods", "import-usda", str(tmp_path / "missing"), "--quiet"]) == 1
    assert "is not a folder of USDA files" in capsys.readouterr().err
