"""Precision and recall of the policies on a labelled corpus of messages.

Used by the corpus test (which asserts the targets) and by `benchmarks/safety.py` (which prints
them). Each corpus line is JSON: `text`, `policies` (the names that should fire, empty for a
benign message), optional `direction` ("input" by default, or "output") and optional `context`
(`sex`, `weight_kg`, `locale`, `eating_disorder_session`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from fitcoach.coach.policies.engine import POLICIES, check_input, check_output
from fitcoach.coach.policies.models import PolicyContext

# The corpus is scored as of a fixed day, so date-relative goals ("by Christmas") stay stable.
CORPUS_TODAY = date(2026, 11, 30)


@dataclass(frozen=True)
class LabelledMessage:
    text: str
    expected: frozenset[str]
    direction: str = "input"
    context: PolicyContext = field(default_factory=lambda: PolicyContext(today=CORPUS_TODAY))


@dataclass
class PolicyScore:
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0
    misses: list[str] = field(default_factory=list)
    false_alarms: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        fired = self.true_positives + self.false_positives
        return self.true_positives / fired if fired else 1.0

    @property
    def recall(self) -> float:
        expected = self.true_positives + self.false_negatives
        return self.true_positives / expected if expected else 1.0

    def record(self, text: str, *, expected: bool, fired: bool) -> None:
        """Count one message for which the policy was `expected` to fire and did or did not."""
        if expected and fired:
            self.true_positives += 1
        elif fired:
            self.false_positives += 1
            self.false_alarms.append(text)
        elif expected:
            self.false_negatives += 1
            self.misses.append(text)


def load_corpus(path: Path) -> list[LabelledMessage]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [_labelled(json.loads(line)) for line in lines if line.strip()]


def _labelled(row: dict[str, Any]) -> LabelledMessage:
    context: dict[str, Any] = row.get("context", {})
    return LabelledMessage(
        text=row["text"],
        expected=frozenset(row["policies"]),
        direction=row.get("direction", "input"),
        context=PolicyContext(today=CORPUS_TODAY, **context),
    )


def fired_policies(message: LabelledMessage) -> frozenset[str]:
    check = check_output if message.direction == "output" else check_input
    return frozenset(check(message.text, message.context).policies)


def score(messages: Iterable[LabelledMessage]) -> dict[str, PolicyScore]:
    """Per-policy counts, plus an "overall" entry summing them (micro-averaged)."""
    checked = list(messages)
    return score_fired(checked, [fired_policies(message) for message in checked])


def score_fired(
    messages: Sequence[LabelledMessage], fired_by_message: Sequence[frozenset[str]]
) -> dict[str, PolicyScore]:
    """`score` for policies already found to fire on each message (by the chat API, say)."""
    scores = {policy.name: PolicyScore() for policy in POLICIES}
    overall = PolicyScore()
    for message, fired in zip(messages, fired_by_message, strict=True):
        for name, policy_score in scores.items():
            for target in (policy_score, overall):
                target.record(message.text, expected=name in message.expected, fired=name in fired)
    return {**scores, "overall": overall}
