"""The shape every policy shares, and the pattern helpers they use.

A policy looks at a `ScannedText` (normalised once, quantities extracted once) and returns a
`PolicyResult` when it fires, or None when the message passes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from fitcoach.coach.policies.models import PolicyContext, PolicyResult, Severity
from fitcoach.coach.policies.quantities import Quantity, extract_quantities
from fitcoach.coach.policies.text import clause_before, is_negated, normalise


@dataclass(frozen=True)
class ScannedText:
    raw: str
    text: str
    quantities: tuple[Quantity, ...]


def scan(raw: str, ctx: PolicyContext) -> ScannedText:
    text = normalise(raw)
    return ScannedText(raw=raw, text=text, quantities=tuple(extract_quantities(text, ctx.today)))


class Policy(Protocol):
    name: str
    severity: Severity

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None: ...

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None: ...


def compile_all(patterns: Iterable[str]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(pattern) for pattern in patterns)


def explain_away(
    text: str,
    patterns: Iterable[re.Pattern[str]],
    *,
    exclusions: Iterable[re.Pattern[str]] = (),
    negatable: bool = True,
) -> str:
    """The text with what the patterns dismissed blanked out, for the classifier to score.

    The patterns know that "this workout is killing me" is figurative and that "I don't use
    laxatives" is a denial; a bag of words does not. Blanking those phrases (and, for a negated
    signal, the clause up to it) leaves the classifier the rest of the message, so "I'm not suicidal
    but I wish I didn't wake up" is still scored on its second half.
    """
    spans = [match.span() for pattern in exclusions for match in pattern.finditer(text)]
    if negatable:
        for pattern in patterns:
            for match in pattern.finditer(text):
                if is_negated(text, match.start()):
                    clause = clause_before(text, match.start())
                    spans.append((match.start() - len(clause), match.end()))
    masked = list(text)
    for start, end in spans:
        masked[start:end] = " " * (end - start)
    return "".join(masked)


def find_signal(
    text: str,
    patterns: Iterable[re.Pattern[str]],
    *,
    exclusions: Iterable[re.Pattern[str]] = (),
    negatable: bool = True,
) -> re.Match[str] | None:
    """The first pattern match that is neither negated nor overlapping an excluded (figurative) phrase."""
    excluded_spans = [match.span() for pattern in exclusions for match in pattern.finditer(text)]
    for pattern in patterns:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in excluded_spans):
                continue
            if negatable and is_negated(text, match.start()):
                continue
            return match
    return None
