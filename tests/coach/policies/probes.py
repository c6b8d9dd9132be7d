"""Probes written as (text, direction, policy), direction "i" for a user message and "o" for a reply."""

from fitcoach.coach.policies import PolicyContext, check_input, check_output
from fitcoach.coach.policies.evaluation import CORPUS_TODAY

CTX = PolicyContext(today=CORPUS_TODAY)


def policies_fired(text: str, direction: str) -> list[str]:
    """The policies that fire on a probe, on the corpus's date and an empty profile."""
    check = check_output if direction == "o" else check_input
    return check(text, CTX).policies
