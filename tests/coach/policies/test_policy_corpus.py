"""The labelled corpus: the issue's targets, asserted."""

from pathlib import Path

import pytest

from fitcoach.coach.policies.evaluation import PolicyScore, load_corpus, score

CORPUS = Path(__file__).resolve().parent / "safety_corpus.jsonl"
MESSAGES = load_corpus(CORPUS)
SCORES = score(MESSAGES)


def _report(result: PolicyScore) -> str:
    return f"misses={result.misses} false_alarms={result.false_alarms}"


def test_corpus_is_large_and_balanced() -> None:
    risky = sum(1 for message in MESSAGES if message.expected)
    benign = len(MESSAGES) - risky
    assert len(MESSAGES) >= 150
    assert abs(risky - benign) <= len(MESSAGES) * 0.05


@pytest.mark.parametrize("policy", ["crisis", "eating_disorder"])
def test_recall_of_life_threatening_policies_is_at_least_98_percent(policy: str) -> None:
    assert SCORES[policy].recall >= 0.98, _report(SCORES[policy])


def test_overall_precision_is_at_least_95_percent() -> None:
    assert SCORES["overall"].precision >= 0.95, _report(SCORES["overall"])


@pytest.mark.parametrize("policy", ["medical", "calorie_floor", "weight_loss_rate"])
def test_other_policies_recall_at_least_90_percent(policy: str) -> None:
    assert SCORES[policy].recall >= 0.90, _report(SCORES[policy])
