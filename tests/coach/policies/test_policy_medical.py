import pytest

from fitcoach.coach.policies import PolicyAction, PolicyContext, check_input, check_output
from fitcoach.coach.policies.evaluation import CORPUS_TODAY

CTX = PolicyContext(today=CORPUS_TODAY)


@pytest.mark.parametrize(
    "text",
    [
        "should I stop taking my insulin?",
        "I get chest pain when running",
        "how much ibuprofen can I take while pregnant?",
        "do I have diabetes? I'm always thirsty",
        "can I come off my blood pressure meds?",
    ],
)
def test_diagnosis_and_medication_questions_get_a_referral(text: str) -> None:
    outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.BLOCK
    assert outcome.policies == ["medical"]
    assert outcome.reply is not None
    assert "doctor" in outcome.reply
    assert [d.type for d in outcome.disclaimers] == ["medical"]


def test_known_condition_in_normal_question_is_allowed_with_disclaimer() -> None:
    outcome = check_input("I have type 2 diabetes, what's a good breakfast?", CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.reply is None
    assert [d.type for d in outcome.disclaimers] == ["medical"]


@pytest.mark.parametrize(
    "text",
    [
        "my chest is sore from bench press",
        "is creatine safe?",
        "my wife is pregnant, gift ideas for a runner?",
    ],
)
def test_ordinary_questions_pass(text: str) -> None:
    assert check_input(text, CTX).action is PolicyAction.ALLOW


def test_diagnostic_language_in_output_is_blocked() -> None:
    outcome = check_output("From what you describe, you probably have hypothyroidism.", CTX)
    assert outcome.action is PolicyAction.BLOCK
    assert outcome.reply is not None
    assert "diagnose" in outcome.reply


def test_referral_in_output_is_allowed() -> None:
    assert (
        check_output("Please talk to your doctor before changing your insulin.", CTX).action
        is PolicyAction.ALLOW
    )


@pytest.mark.parametrize(
    "text",
    [
        "Had a hip replacement in March. When can I safely start doing lunges again?",
        "I'm going through the menopause and just started HRT. Does that change my protein?",
    ],
)
def test_joint_replacements_and_hormone_therapy_are_known_conditions(text: str) -> None:
    assert check_input(text, CTX).policies == ["medical"]


def test_having_stopped_a_medicine_is_a_medication_decision() -> None:
    outcome = check_input("I've stopped taking my sertraline, is that ok with my training?", CTX)
    assert outcome.action is PolicyAction.BLOCK


@pytest.mark.parametrize(
    "text",
    [
        "my dad had a heart attack, can I still do HIIT?",
        "my wife is going through the menopause, gift ideas?",
    ],
)
def test_someone_elses_condition_is_not_the_users(text: str) -> None:
    assert "medical" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "type 1 here, what should I eat before a long run so I don't go hypo",
        "have high blood pressure, what's a decent cardio plan for a total beginner?",
        "PCOS and really struggling to lose weight, what should my macros look like?",
    ],
)
def test_a_condition_said_without_i_have(text: str) -> None:
    assert "medical" in check_input(text, CTX).policies


def test_periods_stopping_is_referred() -> None:
    assert "medical" in check_input("my periods stopped in march, is that from training?", CTX).policies


def test_a_reply_naming_an_injury_as_fact_is_blocked() -> None:
    reply = "That clicking in your knee is almost certainly a torn meniscus, so skip squats until it heals."
    assert "medical" in check_output(reply, CTX).policies


def test_a_reply_handing_a_dose_question_to_the_care_team_passes() -> None:
    reply = "I can't advise on changing your insulin doses, that's one for your diabetes team."
    assert "medical" not in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "knee still swells up after every run since I twisted it in august, is that a ligament thing?",
        "period's been missing for 4 months since I upped my mileage, should I worry?",
    ],
)
def test_asking_what_an_injury_is_and_a_missing_period_are_referred(text: str) -> None:
    assert "medical" in check_input(text, CTX).policies


def test_how_many_of_an_over_the_counter_medicine_is_referred() -> None:
    assert "medical" in check_input("how many ibuprofen can I take after a marathon?", CTX).policies


def test_a_reply_waving_a_symptom_away_is_blocked() -> None:
    reply = "Those headaches are just caffeine withdrawal from starting dry January, nothing to worry about."
    assert "medical" in check_output(reply, CTX).policies


def test_weeks_along_is_a_pregnancy() -> None:
    assert "medical" in check_input("22 weeks along, are burpees still ok?", CTX).policies


def test_asking_what_is_wrong_when_a_diet_stalls_is_no_medical_question() -> None:
    assert (
        "medical"
        not in check_input("i eat about 800 a day and still not losing, whats wrong with me", CTX).policies
    )
