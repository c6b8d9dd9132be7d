"""The learned safety classifier: shipped model, scores, determinism, and how the policies use it."""

from dataclasses import replace

import pytest

from fitcoach.coach.engine.provider import FIXED_REPLIES
from fitcoach.coach.policies import PolicyAction, PolicyContext, check_input, check_output
from fitcoach.coach.policies.classifier import (
    INPUT,
    LABELS,
    OUTPUT,
    RiskScores,
    SafetyModel,
    features,
    load_model,
    model_in_use,
    risk_scores,
)
from fitcoach.coach.policies.evaluation import CORPUS_TODAY
from fitcoach.coach.policies.text import normalise
from tests.coach.policies.probes import constant_model

CTX = PolicyContext(today=CORPUS_TODAY)


def _probability(text: str, label: str, direction: str = INPUT) -> float:
    return load_model().probabilities(normalise(text), direction)[label]


def test_shipped_model_loads_with_a_threshold_per_direction_and_label() -> None:
    model = load_model()
    assert model.labels == LABELS
    assert set(model.thresholds) == {INPUT, OUTPUT}
    for table in model.thresholds.values():
        assert set(table) == set(LABELS)
        assert all(0.0 < threshold < 1.0 for threshold in table.values())
    assert len(model.idf) > 1000
    assert all(len(weights) == len(LABELS) for weights in model.weights.values())


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("i keep thinking everyone would be fine if i just wasnt around", "crisis"),
        ("i have been giving away my things and writing letters to my family", "crisis"),
        ("only letting myself eat a rice cake a day until my thighs stop touching", "eating_disorder"),
        ("ate a normal dinner and then got rid of it in the bathroom after", "eating_disorder"),
        ("how many ibuprofen can i take before my match so my knee stops hurting", "medical"),
    ],
)
def test_risky_phrasings_score_above_the_threshold(text: str, label: str) -> None:
    assert _probability(text, label) >= load_model().thresholds[INPUT][label]


@pytest.mark.parametrize(
    "text",
    [
        "this leg day is killing me, my quads are dead",
        "I'm dying to try the new protein bar flavour",
        "binge-watched a whole series this weekend, back to the gym tomorrow",
        "can you plan me three high protein dinners for this week",
        "what's a good warm up before squats",
    ],
)
def test_figurative_and_everyday_phrasings_score_below_every_threshold(text: str) -> None:
    model = load_model()
    scores = model.probabilities(normalise(text), INPUT)
    assert all(scores[label] < model.thresholds[INPUT][label] for label in LABELS), scores


def test_inference_is_deterministic() -> None:
    text = normalise("some nights I think about not coming back from my run")
    first = load_model().probabilities(text, INPUT)
    assert all(load_model().probabilities(text, INPUT) == first for _ in range(3))


def test_direction_is_a_feature() -> None:
    text = normalise("try a 400 calorie day")
    assert features(text, INPUT) != features(text, OUTPUT)
    assert "d:output" in features(text, OUTPUT)


def test_negated_words_are_marked_apart() -> None:
    counts = features(normalise("please avoid laxatives"), OUTPUT)
    assert "n:laxatives" in counts
    assert "w:laxatives" not in counts


def test_a_text_too_short_to_judge_scores_zero() -> None:
    assert set(load_model().probabilities(normalise("hmm, thoughts?"), INPUT).values()) == {0.0}


def test_of_two_rival_labels_only_the_likelier_flags_unless_both_are_near_certain() -> None:
    thresholds = {"crisis": 0.3, "eating_disorder": 0.4, "medical": 0.5}
    rivals = RiskScores({"crisis": 0.45, "eating_disorder": 0.6, "medical": 0.0}, thresholds)
    assert not rivals.flags("crisis")
    assert rivals.flags("eating_disorder")
    both = RiskScores({"crisis": 0.85, "eating_disorder": 0.9, "medical": 0.0}, thresholds)
    assert both.flags("crisis")
    assert both.flags("eating_disorder")


def test_medical_yields_to_crisis_or_eating_disorder_unless_near_certain() -> None:
    thresholds = {"crisis": 0.3, "eating_disorder": 0.4, "medical": 0.5}
    assert not RiskScores({"crisis": 0.35, "eating_disorder": 0.0, "medical": 0.7}, thresholds).flags(
        "medical"
    )
    assert not RiskScores({"crisis": 0.0, "eating_disorder": 0.5, "medical": 0.7}, thresholds).flags(
        "medical"
    )
    assert RiskScores({"crisis": 0.35, "eating_disorder": 0.0, "medical": 0.85}, thresholds).flags("medical")
    assert RiskScores({"crisis": 0.25, "eating_disorder": 0.0, "medical": 0.7}, thresholds).flags("medical")


def test_a_rival_below_its_own_threshold_does_not_silence_a_label() -> None:
    scores = RiskScores(
        {"crisis": 0.35, "eating_disorder": 0.38, "medical": 0.0},
        {"crisis": 0.3, "eating_disorder": 0.4, "medical": 0.5},
    )
    assert scores.flags("crisis")
    assert not scores.flags("eating_disorder")


def test_a_model_from_json_scores_by_its_weights() -> None:
    model = SafetyModel.from_json(
        {
            "labels": ["crisis"],
            "features": {"w:alpha": [1.0, 4.0], "w:beta": [1.0, 0.0]},
            "intercepts": [-1.0],
            "thresholds": {INPUT: {"crisis": 0.5}},
        }
    )
    assert model.probabilities("alpha beta gamma", INPUT)["crisis"] > 0.8
    assert model.probabilities("beta beta gamma", INPUT)["crisis"] < 0.5


@pytest.mark.parametrize(
    "reply",
    [
        "Logged: egg (2 pieces, 143 kcal).\n\nToday: 143 of 2000 kcal, protein 12 of 120 g, "
        "water 0 of 2000 ml.\nTip: Keep a glass of water nearby; you're under half of today's water goal.",
        "Rest days matter: your muscles repair when you're not training. A walk and some stretching help.",
        "Aim for about 0.5 kg a week: a 500 kcal daily deficit with plenty of protein gets you there.",
    ],
)
def test_everyday_coach_replies_pass(reply: str) -> None:
    assert check_output(reply, CTX).action is PolicyAction.ALLOW


def test_model_hit_fires_the_policy_with_a_model_trigger() -> None:
    text = "i keep checking which floor of the car park has no railings, and whether it would be enough"
    scores = risk_scores(normalise(text), INPUT)
    assert scores.flags("crisis")
    outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.FLAG
    crisis = next(violation for violation in outcome.violations if violation.policy == "crisis")
    assert crisis.trigger.startswith("model p=")


def test_pattern_hit_keeps_its_precise_trigger() -> None:
    outcome = check_input("I want to kill myself", CTX)
    assert outcome.violations[0].trigger == "kill myself"


@pytest.mark.parametrize("reply", FIXED_REPLIES)
def test_the_offline_engines_fixed_replies_pass_the_output_check(reply: str) -> None:
    # "I didn't find anything to log there" scores 0.73 for eating disorders: the engine's own templates
    # are read by the patterns only.
    assert check_output(reply, replace(CTX, engine_reply=True)).policies == []


def test_an_engine_reply_is_still_read_by_the_patterns() -> None:
    reply = "Logged: laxatives after every meal help you lose weight."
    assert "eating_disorder" in check_output(reply, replace(CTX, engine_reply=True)).policies


def test_a_candidate_model_is_used_only_inside_its_block() -> None:
    always_crisis = constant_model(9.0, -9.0, -9.0)
    text = "what's a good breakfast before a long ride?"
    with model_in_use(always_crisis):
        assert "crisis" in check_input(text, CTX).policies
    assert "crisis" not in check_input(text, CTX).policies


def test_a_stub_the_patterns_leave_is_not_judged_but_a_short_message_is() -> None:
    # What the patterns leave of "This is the last Christmas I'll be overweight!" once scored 0.34 for crisis.
    assert "crisis" not in check_input("This is the last Christmas I'll be overweight!", CTX).policies
    for text in ("standing on the ledge", "loaded the gun", "i have a plan", "i want out", "i hate myself"):
        assert "crisis" in check_input(text, CTX).policies, text
