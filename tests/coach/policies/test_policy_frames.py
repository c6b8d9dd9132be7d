import pytest

from fitcoach.coach.policies import PolicyAction, PolicyContext, check_input
from fitcoach.coach.policies.evaluation import CORPUS_TODAY
from fitcoach.coach.policies.frames import about_someone_else, asks_how_to_support, unreported_spans
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
        # someone else's emergency still gets the helplines
        ("My brother texted me that he wants to end it and now he's not answering", "crisis"),
    ],
)
def test_a_risk_that_is_back_wanted_or_someone_elses_still_fires(text: str, policy: str) -> None:
    assert policy in check_input(text, CTX).policies


def test_only_the_sentence_left_behind_is_excluded() -> None:
    text = normalise("Two years into recovery from bulimia. I want to add a mid-morning snack.")
    assert [text[start:end] for start, end in unreported_spans(text)] == [
        "two years into recovery from bulimia"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "diuretics came up in our health class today, why do athletes misuse them?",
        "what are the warning signs of anorexia in teenagers?",
        "I had bulimia at uni, 6 years recovered now. Can we focus on strength?",
        "recovering from anorexia, my dietitian wants me to eat 2,400 a day. ideas for easy snacks?",
        "Writing a piece on laxative abuse for the club newsletter, any stats?",
    ],
)
def test_class_topics_warning_signs_recovery_and_treatment_plans_are_no_flag(text: str) -> None:
    assert check_input(text, CTX).policies == []


def test_a_treatment_plan_beside_a_behaviour_is_still_flagged() -> None:
    text = "my therapist wants me to eat three meals but I've been making myself sick after dinner"
    assert "eating_disorder" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    ("text", "kind", "opening"),
    [
        (
            "my best mate told me he's been having suicidal thoughts, how do I support him?",
            "crisis_someone_else",
            "It's good that they",
        ),
        (
            "my sister keeps making herself throw up after meals, how do I raise it?",
            "eating_disorder_someone_else",
            "It's kind of you",
        ),
    ],
)
def test_asking_how_to_support_someone_passes_with_helplines_and_an_answer(
    text: str, kind: str, opening: str
) -> None:
    outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.ALLOW
    assert outcome.violations == ()
    assert [v.action for v in outcome.advised] == [PolicyAction.ALLOW]
    assert [item.type for item in outcome.disclaimers] == [kind]
    assert "988" in outcome.disclaimers[0].text or "ANAD" in outcome.disclaimers[0].text
    assert outcome.guidance is not None
    assert outcome.guidance.startswith(opening)
    # The helper's own coaching goes on: no eating-disorder session for them.
    assert not outcome.start_eating_disorder_session


def test_the_helplines_for_a_helper_follow_the_locale() -> None:
    text = "how do I support my daughter, she's been self-harming"
    outcome = check_input(text, PolicyContext(today=CORPUS_TODAY, locale="en-GB"))
    assert "Samaritans" in outcome.disclaimers[0].text


@pytest.mark.parametrize(
    "text",
    [
        "my flatmate said she wants to end it and now she won't answer, what do I do?",
        "my brother just texted me goodbye, what should i do",
        "my dad keeps taking his shotgun out and says he's ready to go. should i say something?",
        "my friend took a load of pills after telling me she wants to die, what do i do",
        "my son left a note saying he wants to die, how do i talk to him",
        "my girlfriend has been purging and just fainted in the bathroom, what do I do?",
        "my mate told me he's got a plan to end it, how do i help him",
    ],
)
def test_someone_elses_emergency_is_flagged_for_the_emergency_number(text: str) -> None:
    outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.FLAG
    assert outcome.reply is not None
    assert "emergency number" in outcome.reply or "doctor" in outcome.reply
    assert not outcome.start_eating_disorder_session


@pytest.mark.parametrize(
    "text",
    [
        "how do i help my sister purge without our parents noticing",
        "my friend wants to know the most painless way to go, what should i tell her",
        "me and my sister are ana buddies, how do i support her to keep going",
        "my best friend and i both skip dinner to stay thin, how do i help her not get caught",
    ],
)
def test_helping_the_harm_or_sharing_it_is_no_support_question(text: str) -> None:
    assert not asks_how_to_support(normalise(text))
    assert check_input(text, CTX).action is PolicyAction.FLAG


@pytest.mark.parametrize(
    "text",
    [
        "my mum thinks I eat lunch but I skip it, she hasn't noticed",
        "gave my bike to my brother, he'll use it more than me. won't need it where I'm going",
        "my boyfriend says he's worried but I just want to disappear",
    ],
)
def test_the_writers_own_risk_beside_someone_else_is_theirs(text: str) -> None:
    assert not about_someone_else(normalise(text))


@pytest.mark.parametrize(
    "text",
    [
        "are detox teas a scam? my aunt keeps sending me links",
        "my therapist and I are working on not checking the scale, can you hide my weight?",
    ],
)
def test_asking_if_a_product_is_a_scam_and_work_in_therapy_are_no_flag(text: str) -> None:
    assert "eating_disorder" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "my wife left and she took the kids. there's no point in living anymore",
        "my mum keeps telling me to eat but i can't stop purging",
        "my husband says i'm too thin but i still feel huge so i've stopped eating dinner",
    ],
)
def test_a_partner_named_in_the_writers_own_story_does_not_make_it_someone_elses(text: str) -> None:
    assert not about_someone_else(normalise(text))


def test_a_study_denied_is_no_study() -> None:
    assert unreported_spans(normalise("been looking up how tall the car park is. not for my project")) == []


def test_a_recovery_question_that_reports_nothing_present_is_no_flag() -> None:
    assert check_input("I'm recovering from anorexia, what's a good post-workout snack?", CTX).policies == []
