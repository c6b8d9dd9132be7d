from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from fitcoach.coach.engine.cli import add_estimate_arguments, add_parse_arguments, run_estimate, run_parse
from fitcoach.coach.engine.knowledge import Knowledge


def _args(add: object, argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add(parser)  # type: ignore[operator]
    return parser.parse_args(argv)


def test_parse_json_prints_the_contract_object(
    knowledge: Knowledge, capsys: pytest.CaptureFixture[str]
) -> None:
    args = _args(add_parse_arguments, ["2 eggs for breakfast", "--today", "2026-11-30", "--json"])
    assert run_parse(args, knowledge) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["text"] == "2 eggs for breakfast"
    (food,) = printed["intents"]
    assert set(food) == {
        "intent",
        "food_name",
        "quantity",
        "unit",
        "meal_type",
        "date",
        "food",
        "grams",
        "nutrition",
    }
    assert food["food"] == {"id": "egg", "name": "egg"}
    assert set(food["nutrition"]) == {"calories", "protein", "carbs", "fat"}
    assert food["date"] == "2026-11-30"


def test_parse_jsonl_writes_one_object_a_line_in_order(
    knowledge: Knowledge, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    messages = ["ran 5k in 28 min", "", "how many calories are in a banana?", "waist 86 cm"]
    source = tmp_path / "in.txt"
    source.write_text("\n".join(messages) + "\n")
    assert (
        run_parse(_args(add_parse_arguments, ["--jsonl", str(source), "--today", "2026-11-30"]), knowledge)
        == 0
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["text"] for line in lines] == messages
    assert lines[0]["intents"][0]["intent"] == "log_exercise"
    assert lines[1]["intents"] == [{"intent": "chat"}]
    assert lines[2]["intents"] == [{"intent": "ask_question"}]
    assert lines[3]["intents"][0]["measurements"] == [{"type": "waist", "value": 86, "unit": "cm"}]


def test_parse_jsonl_reads_standard_input(
    knowledge: Knowledge, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("3 glasses of water\n"))
    assert run_parse(_args(add_parse_arguments, ["--jsonl", "-", "--today", "2026-11-30"]), knowledge) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert json.loads(line)["intents"] == [
        {"intent": "log_water", "glasses_consumed": 3, "ml": 750, "date": "2026-11-30"}
    ]


def test_glass_size_can_be_changed(knowledge: Knowledge, capsys: pytest.CaptureFixture[str]) -> None:
    args = _args(
        add_parse_arguments, ["2 glasses of water", "--today", "2026-11-30", "--json", "--glass-ml", "300"]
    )
    run_parse(args, knowledge)
    assert json.loads(capsys.readouterr().out)["intents"][0]["ml"] == 600


def test_parse_without_text_or_jsonl_is_a_usage_error(knowledge: Knowledge) -> None:
    assert run_parse(_args(add_parse_arguments, []), knowledge) == 2


def test_parse_rejects_a_bad_today() -> None:
    with pytest.raises(SystemExit):
        _args(add_parse_arguments, ["x", "--today", "30/11/2026"])


def test_estimate_json_lists_items_and_totals(
    knowledge: Knowledge, capsys: pytest.CaptureFixture[str]
) -> None:
    args = _args(add_estimate_arguments, ["a medium banana and a cup of whole milk", "--json"])
    assert run_estimate(args, knowledge) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [item["food"]["id"] for item in printed["items"]] == ["banana", "whole-milk"]
    assert set(printed["items"][0]) == {"food_name", "food", "quantity", "unit", "grams", "nutrition"}
    carbs = sum(item["nutrition"]["carbs"] for item in printed["items"])
    assert printed["totals"]["carbs"] == pytest.approx(carbs, abs=0.02)


def test_estimate_jsonl_streams_lines(
    knowledge: Knowledge, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "meals.txt"
    source.write_text("an apple\n12 fl oz bottle of water\n")
    assert run_estimate(_args(add_estimate_arguments, ["--jsonl", str(source)]), knowledge) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 2
    assert lines[1]["totals"]["calories"] == 0


def test_plain_text_output_is_readable(knowledge: Knowledge, capsys: pytest.CaptureFixture[str]) -> None:
    run_parse(_args(add_parse_arguments, ["ran 5k", "--today", "2026-11-30"]), knowledge)
    assert capsys.readouterr().out.startswith("log_exercise: ")
    run_estimate(_args(add_estimate_arguments, ["an apple"]), knowledge)
    assert "total:" in capsys.readouterr().out
