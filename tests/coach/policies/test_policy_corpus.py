"""The labelled corpus: the issue's targets, asserted."""

from pathlib import Path

import pytest

from fitcoach.coach.policies.evaluation import LabelledMessage, PolicyScore, load_corpus, score

CORPUS = Path(__file__).resolve().parent / "safety_corpus.jsonl"


@pytest.fixture(scope="module")
def messages() -> list[LabelledMessage]:
    return load_corpus(CORPUS)


@pytest.fixture(scope="module")
def scores(messages: list[LabelledMessage]) -> dict[str, PolicyScore]:
    return score(messages)


def _report(result: PolicyScore) -> str:
    return f"misses={result.misses} false_alarms={result.false_alarms}"


def test_corpus_is_large_and_balanced(messages: list[LabelledMessage]) -> None:
    risky = sum(1 for message in messages if message.expected)
    benign = len(messages) - risky
    assert len(messages) >= 150
    assert abs(risky - benign) <= len(messages) * 0.05


@pytest.mark.parametrize("policy", ["crisis", "eating_disorder"])
def test_recall_of_life_threatening_policies_is_at_least_98_percent(
    scores: dict[str, PolicyScore], policy: str
) -> None:
    assert scores[policy].recall >= 0.98, _report(scores[policy])


def test_overall_precision_is_at_least_95_percent(scores: dict[str, PolicyScore]) -> None:
    assert scores["overall"].precision >= 0.95, _report(scores["overall"])


@pytest.mark.parametrize("policy", ["medical", "calorie_floor", "weight_loss_rate"])
def test_other_policies_recall_at_least_90_percent(scores: dict[str, PolicyScore], policy: str) -> None:
    assert scores[policy].recall >= 0.90, _report(scores[policy])
