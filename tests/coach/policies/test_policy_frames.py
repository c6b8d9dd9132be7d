import pytest

from fitcoach.coach.policies import PolicyContext, check_input
from fitcoach.coach.policies.evaluation import CORPUS_TODAY
from fitcoach.coach.policies.frames import unreported_spans
from fitcoach.coach.policies.text import normalise

CTX = PolicyContext(today=CORPUS_TODAY)


@pytest.mark.parametrize(
    "text",
    [
        "I self-harmed as a teenager and I'm twenty years clear of it now. Proud of my sleeveless top.",
        "used to starve myself in high school but i'm in a much better place now, just want a balanced plan",
        "writing my psych essay on bulimia in female athletes, any good sources?",
        "Is it true laxatives only cause water loss? Reading up on weight-loss myths for an assignment.",
        "whats the difference between bulimia and binge eating disorder? for my nutrition module",
    ],
)
def test_a_risk_studied_or_long_left_behind_is_no_flag(text: str) -> None:
    assert check_input(text, CTX).policies == []


@pytest.mark.parametrize(
    ("text", "policy"),
    [
        ("i used to cut and i started again last night", "crisis"),
        ("my brother died years ago and i want to join him", "crisis"),
        ("i've been researching ways to end it", "crisis"),
        ("i failed my exam and want to die", "crisis"),
        ("i used to eat 3 meals, now i make myself sick after every one", "eating_disorder"),
        # someone else's crisis still gets the helplines
        ("My brother texted me that he wants to end it and now he's not answering", "crisis"),
    ],
)
def test_a_risk_that_is_back_wanted_or_someone_elses_still_fires(text: str, policy: str) -> None:
    assert policy in check_input(text, CTX).policies


def test_only_the_sentence_left_behind_is_excluded() -> None:
    text = normalise("Two years into recovery from bulimia. My dietitian wants me to add a snack.")
    assert [text[start:end] for start, end in unreported_spans(text)] == [
        "two years into recovery from bulimia"
    ]
