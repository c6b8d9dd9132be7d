"""Everyday assistant requests (CLINC150 test and out-of-scope splits) should almost never fire."""

import json
from pathlib import Path

import pytest

from fitcoach.coach.policies import PolicyContext, check_input
from fitcoach.coach.policies.evaluation import CORPUS_TODAY

# A handful of these are genuinely sensitive ("what are the symptoms of cancer" is a diagnosis
# question, "what is the point of life" is worth a gentle check-in from the classifier), so the bar
# is a rate, not zero: the 1%.
MAX_FIRING_RATE = 0.01


def test_everyday_requests_rarely_trigger_a_policy(shared_dir: Path) -> None:
    clinc = shared_dir / "data" / "intents" / "clinc150_data_full.json"
    if not clinc.exists():
        pytest.skip("shared CLINC150 data not available next to the repository")
    data = json.loads(clinc.read_text(encoding="utf-8"))
    texts = [text for text, _intent in data["test"] + data["oos_test"]]
    ctx = PolicyContext(today=CORPUS_TODAY)
    fired = [text for text in texts if check_input(text, ctx).policies]
    assert len(fired) / len(texts) <= MAX_FIRING_RATE, fired
