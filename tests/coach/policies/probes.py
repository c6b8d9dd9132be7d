"""Probes written as (text, direction, policy), direction "i" for a user message and "o" for a reply."""

from fitcoach.coach.policies import PolicyContext, check_input, check_output
from fitcoach.coach.policies.classifier import INPUT, LABELS, OUTPUT, SafetyModel
from fitcoach.coach.policies.evaluation import CORPUS_TODAY

CTX = PolicyContext(today=CORPUS_TODAY)


def constant_model(*intercepts: float) -> SafetyModel:
    """A classifier with no features, whose score for each label is fixed by its intercept (one per label, in
    `LABELS` order): -9 silences it, 9 makes it certain."""
    return SafetyModel.from_json(
        {
            "labels": list(LABELS),
            "features": {},
            "intercepts": list(intercepts),
            "thresholds": {direction: dict.fromkeys(LABELS, 0.5) for direction in (INPUT, OUTPUT)},
        }
    )


def word_model(word: str) -> SafetyModel:
    """A classifier certain of every label when `word` is in what the patterns leave it, silent otherwise: it
    shows whether a figure of speech is set aside before the classifier reads the message."""
    return SafetyModel.from_json(
        {
            "labels": list(LABELS),
            "features": {f"w:{word}": [1.0, *[20.0] * len(LABELS)]},
            "intercepts": [-9.0] * len(LABELS),
            "thresholds": {direction: dict.fromkeys(LABELS, 0.5) for direction in (INPUT, OUTPUT)},
        }
    )


def policies_fired(text: str, direction: str) -> list[str]:
    """The policies that fire on a probe, on the corpus's date and an empty profile."""
    check = check_output if direction == "o" else check_input
    return check(text, CTX).policies
