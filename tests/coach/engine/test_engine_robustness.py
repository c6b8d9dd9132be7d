"""No input crashes the parser or the estimator: noise, emoji, other scripts, control characters, 10 kB."""

from __future__ import annotations

import time
from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fitcoach.coach.engine.estimate import estimate_json, estimate_meal
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.parser import parse_message
from fitcoach.coach.engine.serialize import to_contract_json

TODAY = date(2026, 11, 30)
# Words the parser reacts to, mixed into random text so hypothesis reaches the deeper paths.
VOCABULARY = [
    "ate", "had", "ran", "2", "½", "1/2", "cups", "of", "eggs", "and", "with", "kg", "waist", "cm", "water",
    "glasses", "slept", "h", "yesterday", "on", "saturday", "nov", "28", "for", "breakfast", "at", "1pm", ",",
    ".", "?", "mac", "cheese", "min", "km", "steps", "bp", "120/80", "%", "body", "fat", "x", "a", "dozen",
]  # fmt: skip
KNOWLEDGE = Knowledge.builtin()
HYPOTHESIS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _parse_everything(text: str) -> None:
    result = to_contract_json(parse_message(text, today=TODAY, knowledge=KNOWLEDGE))
    assert result["intents"]
    estimate_json(estimate_meal(text, knowledge=KNOWLEDGE))


@HYPOTHESIS
@given(st.text())
def test_any_text_parses(text: str) -> None:
    _parse_everything(text)


@HYPOTHESIS
@given(st.lists(st.one_of(st.sampled_from(VOCABULARY), st.text(max_size=6)), max_size=40).map(" ".join))
def test_word_salad_of_parser_vocabulary_parses(text: str) -> None:
    _parse_everything(text)


@HYPOTHESIS
@given(st.text(alphabet=st.characters(codec="utf-8"), min_size=0, max_size=200))
def test_control_characters_emoji_and_other_scripts_parse(text: str) -> None:
    _parse_everything(text + " 🍕 яйца 卵 \x00\x1b[31m \u202e")


def test_ten_kilobytes_of_noise_parse_quickly() -> None:
    noise = ("ate 2 eggs and ran 5k, waist 86 cm; " * 300)[:10_000] + "x" * 10_000
    started = time.perf_counter()
    _parse_everything(noise)
    assert time.perf_counter() - started < 2.0


def test_a_message_of_only_separators_is_chat() -> None:
    result = to_contract_json(parse_message(" , and , then ; . ? ", today=TODAY, knowledge=KNOWLEDGE))
    assert result["intents"] == [{"intent": "ask_question"}] or result["intents"] == [{"intent": "chat"}]
