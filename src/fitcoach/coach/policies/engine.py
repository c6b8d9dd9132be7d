"""The policy engine: every user message and every model reply passes through here.

Policies run from most to least severe. Each policy that fires yields a `Violation`; the outcome
takes the strongest action (flag > block > modify > allow) and, for block and flag, the reply of the
most severe policy that chose it. Every policy runs on every input, so the violation log records
each risk a message carries ("I want to die. Should I stop my insulin?" is crisis *and* medical);
once an input is flagged for support, though, only the flagging policies' disclaimers travel with
it: the turn is about getting support, and a medication or calorie note would be noise. A result may
yield to another policy's flag that answers it too (light-headedness told as the cost of starving is
the eating disorder's): it is then dropped, from the log as well. A policy may also allow a message
with advice (someone asking how to support a friend at risk): that is no violation, but its
disclaimers travel, and its written answer becomes `guidance` for the offline engine.
On output, a policy that rewrites the text hands the rewritten text to the policies after it, so
rewrites compose; a risk an earlier rewrite removed is still logged and disclaimed. Streaming
callers run `check_output` on the final text once the stream completes; text already streamed is
not retracted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fitcoach.coach.policies import frames
from fitcoach.coach.policies.base import Policy, ScannedText, scan
from fitcoach.coach.policies.calorie_floor import CalorieFloorPolicy
from fitcoach.coach.policies.classifier import surely_flagged_alone
from fitcoach.coach.policies.crisis import CrisisPolicy
from fitcoach.coach.policies.eating_disorder import EatingDisorderPolicy
from fitcoach.coach.policies.medical import MedicalPolicy
from fitcoach.coach.policies.models import (
    ACTION_WEIGHT,
    Disclaimer,
    PolicyAction,
    PolicyContext,
    PolicyOutcome,
    PolicyResult,
    Violation,
)
from fitcoach.coach.policies.weight_loss_rate import WeightLossRatePolicy

POLICIES: tuple[Policy, ...] = tuple(
    sorted(
        (
            CrisisPolicy(),
            EatingDisorderPolicy(),
            MedicalPolicy(),
            CalorieFloorPolicy(),
            WeightLossRatePolicy(),
        ),
        key=lambda policy: policy.severity,
        reverse=True,
    )
)


def check_input(text: str, ctx: PolicyContext) -> PolicyOutcome:
    """Check a user message before any model call; block and flag mean no model is called."""
    scanned = scan(text, ctx)
    if frames.asks_about_helping(scanned.text):
        own = _writers_own_risk(scanned, ctx)
        if own is not None:
            return own
    results = [result for policy in POLICIES if (result := policy.check_input(scanned, ctx)) is not None]
    return _outcome(results, rewritten=None)


def _writers_own_risk(scanned: ScannedText, ctx: PolicyContext) -> PolicyOutcome | None:
    """A question about helping someone may tell the writer's own risk: a clause of it that names only the
    writer, or no one, and would be flagged said alone ("my mum has bulimia, how do i help her? been sicking
    up after tea too") is the writer's, and the message is flagged as theirs."""
    for clause in frames.writers_clauses(scanned.text):
        alone = check_input(clause, ctx)
        flagged = [violation for violation in alone.violations if violation.action is PolicyAction.FLAG]
        if any(surely_flagged_alone(violation.model_probability) for violation in flagged):
            return alone
    return None


def check_output(text: str, ctx: PolicyContext) -> PolicyOutcome:
    """Check a model reply; `reply` is the replacement (block) or rewritten text (modify), if any."""
    results: list[PolicyResult] = []
    original = scanned = scan(text, ctx)
    for policy in POLICIES:
        result = policy.check_output(scanned, ctx)
        if result is None and scanned is not original:
            result = _said_before_rewrite(policy, original, ctx)
        if result is None:
            continue
        results.append(result)
        # Scanning is the costly part: only a rewrite that changed the text is scanned again.
        if result.rewritten is not None and result.rewritten != scanned.raw:
            scanned = scan(result.rewritten, ctx)
    return _outcome(results, rewritten=scanned.raw if scanned.raw != text else None)


def _said_before_rewrite(policy: Policy, original: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
    """What the reply as the model wrote it violated, though an earlier rewrite removed it ("drop 12 lb in
    3 weeks on 900 calories a day" loses the rate with the intake): logged and disclaimed, not rewritten."""
    result = policy.check_output(original, ctx)
    if result is None or result.action is not PolicyAction.MODIFY:
        return result
    return replace(result, rewritten=None)


def _outcome(results: Sequence[PolicyResult], *, rewritten: str | None) -> PolicyOutcome:
    flagged = {result.policy for result in results if result.action is PolicyAction.FLAG}
    results = [result for result in results if not flagged.intersection(result.yields_to)]
    if not results:
        return PolicyOutcome(action=PolicyAction.ALLOW)
    ordered = sorted(results, key=lambda result: result.severity, reverse=True)
    action = max((result.action for result in ordered), key=ACTION_WEIGHT.__getitem__)
    replacement = next((result.reply for result in ordered if result.action is action and result.reply), None)
    advice = [result for result in ordered if result.action is PolicyAction.ALLOW]
    return PolicyOutcome(
        action=action,
        violations=tuple(_violation(result) for result in ordered if result.action is not PolicyAction.ALLOW),
        advised=tuple(_violation(result) for result in advice),
        disclaimers=_unique_disclaimers(
            [result for result in ordered if action is not PolicyAction.FLAG or result.action is action]
        ),
        reply=replacement if action in (PolicyAction.BLOCK, PolicyAction.FLAG) else rewritten,
        start_eating_disorder_session=any(result.start_eating_disorder_session for result in ordered),
        # only a message the model or the engine will answer needs it
        guidance=next((r.reply for r in advice if r.reply), None) if action in _ANSWERED else None,
    )


_ANSWERED = (PolicyAction.ALLOW, PolicyAction.MODIFY)


def _violation(result: PolicyResult) -> Violation:
    return Violation(
        policy=result.policy,
        severity=result.severity.label,
        trigger=result.trigger,
        action=result.action,
        model_probability=result.model_probability,
    )


def _unique_disclaimers(results: Sequence[PolicyResult]) -> tuple[Disclaimer, ...]:
    seen: dict[str, Disclaimer] = {}
    for result in results:
        for item in result.disclaimers:
            seen.setdefault(item.type, item)
    return tuple(seen.values())
