import pytest

from fitcoach.coach.policies.text import (
    clause_before,
    excerpt,
    is_negated,
    normalise,
    sentence_after,
    sentence_before,
)


def test_shorthand_and_split_reflexive_are_expanded() -> None:
    assert normalise("Im gonna kill my self") == "i'm going to kill myself"


def test_typographic_apostrophes_are_straightened() -> None:
    assert normalise("I don\u2019t want to") == "i don't want to"


@pytest.mark.parametrize(("typo", "word"), [("laxitives", "laxatives"), ("diuretcs", "diuretics")])
def test_misspelt_critical_word_is_repaired(typo: str, word: str) -> None:
    assert normalise(f"i use {typo}") == f"i use {word}"


@pytest.mark.parametrize("word", ["suicides", "starting", "purring"])
def test_inflections_and_ordinary_words_are_left_alone(word: str) -> None:
    assert normalise(word) == word


def test_nearby_negation_counts() -> None:
    text = "i don't use laxatives"
    assert is_negated(text, text.index("laxatives"))


def test_negation_in_another_clause_does_not_count() -> None:
    text = "i'm not proud of it, but i use laxatives"
    assert not is_negated(text, text.index("laxatives"))


def test_hedge_is_not_negation() -> None:
    text = "i can't stop thinking about purging"
    assert not is_negated(text, text.index("purging"))


def test_excerpt_is_short_and_masks_contact_details() -> None:
    text = "call me on +44 7700 900123 or mail x@y.com " + "a" * 100
    trigger = excerpt(text, 0, len(text))
    assert len(trigger) <= 60
    assert "7700" not in trigger
    assert "@" not in trigger


def test_a_new_clause_of_ones_own_ends_a_denial() -> None:
    text = normalise("so mum doesn't notice and i tell her")
    assert not is_negated(text, text.index("tell"))


def test_a_decimal_point_ends_no_sentence() -> None:
    text = "1,000 kcal a day takes 1.5 kg a week off. Easy."
    assert sentence_after(text, 0) == "1,000 kcal a day takes 1.5 kg a week off"
    assert sentence_before(text, text.index("a week")) == "1,000 kcal a day takes 1.5 kg "
    assert clause_before(text, text.index("kg a week")) == "1,000 kcal a day takes 1.5 "
    assert sentence_after("down 2 kg. 5 weeks to go", 0) == "down 2 kg"
