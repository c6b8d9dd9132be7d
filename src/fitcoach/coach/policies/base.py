"""The shape every policy shares, and the pattern helpers they use.

A policy looks at a `ScannedText` (normalised once, quantities extracted once) and returns a
`PolicyResult` when it fires, or None when the message passes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from fitcoach.coach.policies import frames
from fitcoach.coach.policies.classifier import risk_scores, word_count
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity, Trigger
from fitcoach.coach.policies.quantities import Quantity, extract_quantities
from fitcoach.coach.policies.templates import disclaimer, reply
from fitcoach.coach.policies.text import clause_before, excerpt, is_negated, normalise


@dataclass(frozen=True)
class ScannedText:
    raw: str
    text: str
    quantities: tuple[Quantity, ...]

    @cached_property
    def unreported_spans(self) -> tuple[tuple[int, int], ...]:
        """Sentences that name a risk studied or long left behind (`frames`): found once per message, for
        every policy that excludes them."""
        return tuple(frames.unreported_spans(self.text))

    @cached_property
    def about_someone_else(self) -> bool:
        """Whether the risk the message speaks of is another person's (`frames.about_someone_else`)."""
        return frames.about_someone_else(self.text)

    @cached_property
    def asks_how_to_support(self) -> bool:
        """Whether the message asks how to support someone else, no emergency under way
        (`frames.asks_how_to_support`)."""
        return frames.asks_how_to_support(self.text)

    @cached_property
    def helps_with_their_harm(self) -> bool:
        """Whether the message asks to help another person with the harm (`frames.helps_with_their_harm`)."""
        return frames.helps_with_their_harm(self.text)


# Where help is, pointed to in a reply to someone supporting a person at risk: such a reply explains
# self-harm or purging in the words the classifier reads as the risk. Only a pointer counts ("encourage her
# to see her GP", "call 988", "Beat's helpline"), not a bare word ("it'll help her beat the cravings", "a
# nurse can check her bloods"); a reply that points nowhere ("have her skip breakfast") is still judged.
_HELP_POINTED_TO = re.compile(
    r"\b(?:see|call|contact|talk to|speak to|speak with|ring|text|visit|book (?:in )?with|reach out to"
    r"|suggest|recommend|involve|tell"
    r"|get (?:her|him|them|you) (?:to|in front of)|encourage (?:her|him|them|you) to (?:see|talk to|speak to"
    r"|contact|call|visit)|referral to|refer (?:her|him|them|you) to) (?:a |an |her |his |their |your |the )?"
    r"(?:gp|doctor|therapist|counsell?or|psychologist|psychiatrist|treatment team|care team|specialist"
    r"|school nurse|pediatrician|paediatrician|eating disorder service|camhs|mental health team|helpline"
    r"|crisis line|a&e|emergency services)\b"
    r"|\b(?:988|samaritans|beat helpline|beat's|anad|nedic|butterfly foundation|bodywhys|crisis text line"
    r"|lifeline|shout (?:on )?85258|116 123|911|999|112)\b"
)
# Fewer words than this left of a message once the patterns have excused part of it go unjudged.
FEW_WORDS_LEFT = 5


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


def find_signal(text: str, patterns: Iterable[re.Pattern[str]]) -> re.Match[str] | None:
    """The first pattern match that is not negated ("I don't want to lose weight")."""
    return next(
        (
            match
            for pattern in patterns
            for match in pattern.finditer(text)
            if not is_negated(text, match.start())
        ),
        None,
    )


def find_signal_or_remainder(
    text: str,
    patterns: Iterable[re.Pattern[str]],
    *,
    exclusions: Iterable[re.Pattern[str]] = (),
    excluded_spans: Iterable[tuple[int, int]] = (),
    negatable: bool = True,
) -> tuple[re.Match[str] | None, str]:
    """The first pattern match that is neither negated nor overlapping an excluded (figurative) phrase or
    span, and the text with what the patterns dismissed blanked out, for the classifier to score.

    The patterns know that "this workout is killing me" is figurative and that "I don't use
    laxatives" is a denial; a bag of words does not. Blanking those phrases (and, for a negated
    signal, the clause up to it) leaves the classifier the rest of the message, so "I'm not suicidal
    but I wish I didn't wake up" is still scored on its second half.
    """
    excluded = [
        *excluded_spans,
        *(match.span() for pattern in exclusions for match in pattern.finditer(text)),
    ]
    dismissed = list(excluded)
    signal: re.Match[str] | None = None
    for pattern in patterns:
        for match in pattern.finditer(text):
            if negatable and is_negated(text, match.start()):
                # Blanked even where it overlaps an excluded phrase: the denial's clause goes too.
                clause = clause_before(text, match.start())
                dismissed.append((match.start() - len(clause), match.end()))
            elif signal is None and not _overlaps(match, excluded):
                signal = match
    remainder = _blank(text, dismissed)
    return signal, "" if _nothing_left_to_judge(remainder, excluded, dismissed) else remainder


def _nothing_left_to_judge(
    remainder: str, excluded: list[tuple[int, int]], dismissed: list[tuple[int, int]]
) -> bool:
    """What the patterns excused may leave a stub ("This is the last Christmas I'll be overweight!" leaves
    "this is the", which scored 0.34 for crisis on its function words), or only a question about feeding
    someone else ("my mum takes water pills, what high-potassium foods can she eat" once her prescription is
    excused), which the classifier would read as the writer's own."""
    if excluded and word_count(remainder) < FEW_WORDS_LEFT:
        return True
    return bool(dismissed) and frames.asks_about_feeding_them(remainder)


def signal_or_model_trigger(
    text: str,
    patterns: Iterable[re.Pattern[str]],
    label: str,
    direction: str,
    *,
    exclusions: Iterable[re.Pattern[str]] = (),
    excluded_spans: Iterable[tuple[int, int]] = (),
    negatable: bool = True,
    use_model: bool = True,
) -> Trigger | None:
    """What fires `label` on `text`, for the violation log: the excerpt around the first pattern signal, else
    the classifier's score when it reaches the label's threshold on what the patterns left; None when neither
    does."""
    signal, remainder = find_signal_or_remainder(
        text, patterns, exclusions=exclusions, excluded_spans=excluded_spans, negatable=negatable
    )
    if signal is not None:
        return Trigger(excerpt(text, signal.start(), signal.end()))
    if not use_model:
        return None
    scores = risk_scores(remainder, direction)
    return scores.trigger(label) if scores.flags(label) else None


def model_may_judge_reply(
    scanned: ScannedText,
    ctx: PolicyContext,
    spared_by: Iterable[re.Pattern[str]],
    warned_by: Iterable[re.Pattern[str]] = (),
) -> bool:
    """Whether the classifier is asked about a reply: not when fitcoach's own engine wrote it
    (`PolicyContext.engine_reply`) or it answers someone supporting a person at risk and names where help
    is (`PolicyContext.answering_a_helper`), nor when `spared_by` finds it declining or pointing to help, or
    `warned_by` finds a warning, words a bag-of-words model reads as the risk itself. The patterns judge
    such a reply alone. A warning carries its own negation ("three days without food is not safe"), so
    it is searched as written, not dismissed as negated by the words before it."""
    if ctx.engine_reply or find_signal(scanned.text, spared_by) is not None:
        return False
    if ctx.answering_a_helper and _HELP_POINTED_TO.search(scanned.text):
        return False
    return not any(pattern.search(scanned.text) for pattern in warned_by)


def support_for_the_helper(
    policy: str, severity: Severity, trigger: Trigger, ctx: PolicyContext
) -> PolicyResult:
    """Someone asking how to support a person at risk is not at risk: the message passes (no violation) with
    helplines that also help worried friends, and a written answer for an engine that cannot answer open
    questions. The writers of the held-out corpora, like a clinician, count such a question as benign."""
    kind = f"{policy}_someone_else"
    return PolicyResult(
        policy=policy,
        severity=severity,
        action=PolicyAction.ALLOW,
        trigger=trigger.text,
        model_probability=trigger.model_probability,
        disclaimers=(disclaimer(kind, locale=ctx.locale),),
        reply=reply(kind, locale=ctx.locale),
    )


def _overlaps(match: re.Match[str], spans: Iterable[tuple[int, int]]) -> bool:
    return any(start < match.end() and match.start() < end for start, end in spans)


def _blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    masked = list(text)
    for start, end in spans:
        masked[start:end] = " " * (end - start)
    return "".join(masked)
