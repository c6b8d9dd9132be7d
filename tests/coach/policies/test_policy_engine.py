from hypothesis import given, settings
from hypothesis import strategies as st

from fitcoach.coach.policies import PolicyAction, PolicyContext, PolicyOutcome, check_input, check_output
from fitcoach.coach.policies.engine import POLICIES
from fitcoach.coach.policies.evaluation import CORPUS_TODAY
from fitcoach.coach.policies.templates import disclaimer_kinds

CTX = PolicyContext(today=CORPUS_TODAY)
CONTEXTS = st.builds(
    PolicyContext,
    today=st.dates(),
    sex=st.sampled_from([None, "female", "male", "F", ""]),
    weight_kg=st.one_of(st.none(), st.floats(allow_nan=True, allow_infinity=True)),
    locale=st.text(max_size=8),
    eating_disorder_session=st.booleans(),
)


def test_benign_message_is_allowed_with_nothing_attached() -> None:
    outcome = check_input("log 2 eggs and toast for breakfast", CTX)
    assert outcome == PolicyOutcome(action=PolicyAction.ALLOW)
    assert outcome.policies == []


def test_policies_run_in_severity_order() -> None:
    severities = [policy.severity for policy in POLICIES]
    assert severities == sorted(severities, reverse=True)
    assert POLICIES[0].name == "crisis"


def test_strongest_action_wins_and_every_violation_is_kept() -> None:
    outcome = check_input("I have diabetes and I want to lose 3 kg a week", CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.policies == ["weight_loss_rate", "medical"]  # medium before low
    assert {d.type for d in outcome.disclaimers} == {"medical", "weight_loss_rate"}


def test_flag_uses_the_crisis_reply_and_records_every_risk() -> None:
    outcome = check_input("I want to die. Should I stop taking my insulin?", CTX)
    assert outcome.action is PolicyAction.FLAG
    assert outcome.policies == ["crisis", "medical"]
    assert outcome.reply is not None
    assert "988" in outcome.reply


def test_flag_carries_only_the_support_disclaimers() -> None:
    outcome = check_input("I want to die. Should I stop taking my insulin?", CTX)
    assert [item.type for item in outcome.disclaimers] == ["crisis"]


def test_block_beats_modify() -> None:
    outcome = check_input("I have diabetes. Should I stop taking my insulin? I eat 1000 calories a day.", CTX)
    assert outcome.action is PolicyAction.BLOCK
    assert outcome.policies == ["medical", "calorie_floor"]
    assert outcome.reply is not None
    assert "doctor" in outcome.reply


def test_crisis_and_eating_disorder_together_start_the_session() -> None:
    outcome = check_input("I make myself throw up and I want to die", CTX)
    assert outcome.action is PolicyAction.FLAG
    assert set(outcome.policies) == {"crisis", "eating_disorder"}
    assert outcome.start_eating_disorder_session


def test_disclaimers_are_data_never_inside_the_reply() -> None:
    outcome = check_output("Aim for 1,000 calories a day.", CTX)
    assert outcome.reply is not None
    for item in outcome.disclaimers:
        assert item.text not in outcome.reply


def test_modify_without_rewrite_leaves_reply_empty() -> None:
    assert check_input("I eat 1000 calories a day", CTX).reply is None


def test_output_rewrites_compose_with_later_policies() -> None:
    outcome = check_output("Eat 1,000 calories a day. You will lose 2 kg per week.", CTX)
    assert outcome.policies == ["calorie_floor", "weight_loss_rate"]
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.reply is not None
    assert "1,000" not in outcome.reply
    assert outcome.reply.endswith("You will lose 2 kg per week.")


def test_a_risk_an_earlier_rewrite_removed_is_logged_but_not_rewritten_again() -> None:
    outcome = check_output("Eat 1,000 calories a day and you will lose 2 kg per week.", CTX)
    assert outcome.policies == ["calorie_floor", "weight_loss_rate"]
    assert outcome.reply is not None
    assert "2 kg" not in outcome.reply


def test_every_disclaimer_kind_named_by_the_issue_exists() -> None:
    expected = {"general", "medical", "calorie_minimum", "weight_loss_rate", "crisis", "eating_disorder"}
    assert expected <= set(disclaimer_kinds())


@settings(max_examples=200)
@given(st.text(), CONTEXTS)
def test_check_input_never_raises(text: str, ctx: PolicyContext) -> None:
    check_input(text, ctx)


@settings(max_examples=200)
@given(st.text(), CONTEXTS)
def test_check_output_never_raises(text: str, ctx: PolicyContext) -> None:
    check_output(text, ctx)
