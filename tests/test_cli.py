"""The ``fitcoach`` command as a person runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fitcoach.cli import build_parser, main
from fitcoach.config import Settings


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    settings = Settings(
        data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'cli.db'}", secret_key="x" * 40
    )
    monkeypatch.setattr("fitcoach.cli.get_settings", lambda: settings)
    return tmp_path


@pytest.mark.parametrize(
    "command",
    [
        [],
        ["serve"],
        ["db"],
        ["db", "upgrade"],
        ["users"],
        ["users", "create"],
        ["foods"],
        ["foods", "import-usda"],
        ["parse"],
        ["estimate"],
    ],
)
def test_every_command_has_help(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args([*command, "--help"])
    assert exit_.value.code == 0
    assert "usage: fitcoach" in capsys.readouterr().out


def test_users_create_prints_a_working_token_as_its_last_word(
    isolated: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["users", "create", "cli@example.com"]) == 0
    token = capsys.readouterr().out.split()[-1]
    assert token.startswith("fc_")


def test_creating_the_same_user_twice_explains_why_it_failed(
    isolated: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["users", "create", "twice@example.com"])
    assert main(["users", "create", "twice@example.com"]) == 1
    assert "already exists" in capsys.readouterr().err


def test_parse_prints_the_contract_json(isolated: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "2 eggs for breakfast", "--today", "2026-11-30", "--json"]) == 0
    parsed = json.loads(capsys.readouterr().out)
    food = parsed["intents"][0]
    assert food["intent"] == "log_food"
    assert food["date"] == "2026-11-30"
    assert food["meal_type"] == "breakfast"
    assert not (isolated / "cli.db").exists()  # parsing creates no database


def test_db_upgrade_migrates_and_says_so(isolated: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["db", "upgrade"]) == 0
    assert "up to date" in capsys.readouterr().out
    assert (isolated / "cli.db").exists()
