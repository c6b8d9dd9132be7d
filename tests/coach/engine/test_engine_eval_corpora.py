"""The shared evaluation corpora as regression guards (skipped where `../shared` is absent)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from datetime import date
from pathlib import Path
from types import ModuleType

import pytest

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.parser import parse_message
from fitcoach.coach.engine.serialize import to_contract_json

REPO_ROOT = Path(__file__).resolve().parents[3]
EVAL = REPO_ROOT.parent / "shared" / "eval"
TODAY = date(2026, 11, 30)
LOGGING = {"log_food", "log_exercise", "log_measurement", "log_water"}

pytestmark = pytest.mark.skipif(not EVAL.is_dir(), reason="the evaluation kit ../shared/eval is absent")


def _script_output(*args: str) -> list[str]:
    result = subprocess.run([sys.executable, *args], cwd=EVAL, capture_output=True, text=True, check=True)
    return result.stdout.splitlines()


def _scorer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("score_parse", EVAL / "score_parse.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_dev_corpus_accuracy_is_at_least_95_percent(knowledge: Knowledge) -> None:
    scorer = _scorer()
    cases = [json.loads(line) for line in _script_output("dev_parse.py") if line]
    passed = 0
    for case in cases:
        produced = to_contract_json(parse_message(case["text"], today=TODAY, knowledge=knowledge))
        expected = case["expect"]
        alternatives = expected["any_of"] if isinstance(expected, dict) else [expected]
        passed += any(scorer.case_ok(alternative, produced) for alternative in alternatives)
    assert passed / len(cases) >= 0.95


def test_false_positive_rate_is_at_most_1_percent(knowledge: Knowledge) -> None:
    utterances = _script_output("false_positives.py", "make")
    logged = 0
    for text in utterances:
        intents = to_contract_json(parse_message(text, today=TODAY, knowledge=knowledge))["intents"]
        logged += any(intent["intent"] in LOGGING for intent in intents)
    assert logged / len(utterances) <= 0.01
