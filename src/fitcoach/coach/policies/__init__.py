"""Safety policies applied to every coach input and output (see `engine`)."""

from fitcoach.coach.policies.engine import check_input, check_output
from fitcoach.coach.policies.models import (
    Disclaimer,
    PolicyAction,
    PolicyContext,
    PolicyOutcome,
    Violation,
)

__all__ = [
    "Disclaimer",
    "PolicyAction",
    "PolicyContext",
    "PolicyOutcome",
    "Violation",
    "check_input",
    "check_output",
]
