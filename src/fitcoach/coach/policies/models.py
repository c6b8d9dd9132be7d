"""Value objects of the policy engine: context in, outcome out.

`PolicyOutcome.violations` become rows of `ai_policy_violation_log` (written by the caller);
`disclaimers` travel as structured data in the chat response and are never spliced into the text.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import IntEnum, StrEnum


class PolicyAction(StrEnum):
    ALLOW = "allow"
    MODIFY = "modify"
    BLOCK = "block"
    FLAG = "flag"


class Severity(IntEnum):
    """Higher runs first and wins ties between actions of equal weight."""

    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4

    @property
    def label(self) -> str:
        return self.name.lower()


# How strongly an action overrides the message: support resources beat a plain block, which beats
# a disclaimer, which beats nothing.
ACTION_WEIGHT = {PolicyAction.ALLOW: 0, PolicyAction.MODIFY: 1, PolicyAction.BLOCK: 2, PolicyAction.FLAG: 3}


@dataclass(frozen=True)
class PolicyContext:
    today: date
    sex: str | None = None
    weight_kg: float | None = None
    locale: str = "US"
    eating_disorder_session: bool = False
    # The reply to check was written by fitcoach's offline engine from its own templates, not by a model:
    # the patterns still read it, but the classifier, trained to judge free model text, is not asked
    # ("I didn't find anything to log there" once scored as eating-disorder advice).
    engine_reply: bool = False
    # The message answered asks how to support someone at risk: a good reply explains self-harm, purging
    # or restriction in the clinical words the classifier reads as the risk itself, so only the patterns
    # judge it.
    answering_a_helper: bool = False


@dataclass(frozen=True)
class Trigger:
    """What fired a policy: the excerpt a pattern matched, or the classifier's score, logged as "model p=0.93"
    with the probability kept as a number (`model_probability`)."""

    text: str
    model_probability: float | None = None


@dataclass(frozen=True)
class Violation:
    policy: str
    severity: str
    trigger: str
    action: PolicyAction
    model_probability: float | None = None


@dataclass(frozen=True)
class Disclaimer:
    type: str
    text: str


@dataclass(frozen=True)
class PolicyResult:
    """What one policy decided about one message; the engine folds these into a `PolicyOutcome`. An ALLOW
    result is advice, not a violation: its disclaimers travel with the message, and its `reply` is the
    answer for an engine without a model."""

    policy: str
    severity: Severity
    action: PolicyAction
    trigger: str
    disclaimers: tuple[Disclaimer, ...] = ()
    # The classifier's probability when it, not a pattern, fired the policy.
    model_probability: float | None = None
    reply: str | None = None
    rewritten: str | None = None
    start_eating_disorder_session: bool = False
    # Policies whose flag answers this result too: it is dropped when one of them flags the same message.
    yields_to: tuple[str, ...] = ()


@dataclass(frozen=True)
class PolicyOutcome:
    action: PolicyAction
    violations: tuple[Violation, ...] = ()
    disclaimers: tuple[Disclaimer, ...] = ()
    reply: str | None = None
    start_eating_disorder_session: bool = False
    # Advice given without a violation (someone asking how to support a friend at risk): logged for the audit
    # trail with the action "allow", never listed in `policies`.
    advised: tuple[Violation, ...] = ()
    # A written answer to a message the policies let through with resources ("how do I support my friend?"),
    # for the offline engine, which cannot answer open questions; a model writes its own.
    guidance: str | None = None

    @property
    def policies(self) -> list[str]:
        """Names of the policies that fired, most severe first, each once."""
        return list(dict.fromkeys(violation.policy for violation in self.violations))
