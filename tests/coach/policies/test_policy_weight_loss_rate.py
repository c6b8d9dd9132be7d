from datetime import date

import pytest

from fitcoach.coach.policies import PolicyAction, PolicyContext, check_input, check_output
from fitcoach.coach.policies.evaluation import CORPUS_TODAY

CTX = PolicyContext(today=CORPUS_TODAY)


@pytest.mark.parametrize(
    "text",
    [
        "I want to lose 1.5 kg a week",
        "how do I lose 3 pounds a week",
        "drop 10 kg in a month",
        "I want to lose 20 lbs by Christmas",
        "lose two stone in six weeks",
    ],
)
def test_fast_loss_gets_the_rate_disclaimer(text: str) -> None:
    outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.policies == ["weight_loss_rate"]
    assert [d.type for d in outcome.disclaimers] == ["weight_loss_rate"]


@pytest.mark.parametrize(
    "text",
    [
        "I want to lose 2 pounds a week",
        "I want to gain 2 kg a month",
        "I weigh 95 kg",
        "I lost 1.5 kg this month",
        "I deadlifted 140 kg",
    ],
)
def test_safe_or_unrelated_amounts_pass(text: str) -> None:
    assert check_input(text, CTX).action is PolicyAction.ALLOW


def test_limit_scales_with_known_bodyweight() -> None:
    text = "I want to lose 1 kg a week"
    assert check_input(text, PolicyContext(today=CTX.today, weight_kg=60)).action is PolicyAction.MODIFY
    assert check_input(text, PolicyContext(today=CTX.today, weight_kg=110)).action is PolicyAction.ALLOW


def test_deadline_rate_depends_on_today() -> None:
    text = "I want to lose 20 lbs by Christmas"
    assert check_input(text, PolicyContext(today=date(2026, 5, 1))).action is PolicyAction.ALLOW


def test_recommended_fast_loss_in_output_gets_the_disclaimer() -> None:
    outcome = check_output("On this plan you can lose 2 kg per week.", CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.reply is None


@pytest.mark.parametrize("weight", [0.0, -5.0, float("nan"), float("inf")])
def test_unusable_bodyweight_falls_back_to_one_kg_a_week(weight: float) -> None:
    ctx = PolicyContext(today=CTX.today, weight_kg=weight)
    assert check_input("I want to lose 1.5 kg a week", ctx).action is PolicyAction.MODIFY
    assert check_input("I want to lose 0.9 kg a week", ctx).action is PolicyAction.ALLOW


@pytest.mark.parametrize(
    "text",
    [
        "I'm 55 kg and want to lose 0.8 kg a week",
        "want to drop 6 kg, hopefully by next friday",
        "lose 8 lbs before my sister's party on the 12th",
        "a 10 day juice cleanse to lose 5 kg",
    ],
)
def test_rates_from_stated_weight_later_deadlines_and_programmes(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


def test_a_weekly_target_reads_as_loss_unless_gain_is_named() -> None:
    assert "weight_loss_rate" in check_output("Let's target 2 kg a week from now on.", CTX).policies
    assert "weight_loss_rate" not in check_output("Let's target 2 kg a week of muscle gain.", CTX).policies


def test_a_goal_weight_by_a_date_is_the_loss_between_now_and_then() -> None:
    # 80 -> 70 kg between 30 November and Christmas Eve is about 2.9 kg a week
    assert "weight_loss_rate" in check_input("im 80kg, trying to be 70kg by christmas eve", CTX).policies
    # 80 -> 78 kg by Christmas Eve is about 0.6 kg a week
    assert check_input("im 80kg, trying to be 78kg by christmas eve", CTX).policies == []


def test_an_aim_with_an_approximate_amount_is_still_a_target() -> None:
    reply = "Aim for about 2 kg per week for the next month."
    assert "weight_loss_rate" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        # a loss said with its unit elsewhere in the message
        "I'm 200 lbs and want to lose 30 of it in 6 weeks",
        "i'm 70kg and want to hit 62 before christmas",
        # a deadline named earlier and pointed back to
        "weigh-in on the 10th, need to be 5 kg lighter by then",
        # a whole named month
        "bet I can lose 25lbs in January",
        # the span the message counts outranks the calendar ("thanksgiving" is a year away on 30 November)
        "need to drop 25 lbs before thanksgiving, that's 6 weeks away",
        "want to be 50 kg by my holiday in 4 weeks, I weigh 58 kg",
    ],
)
def test_spans_and_units_the_message_gives_elsewhere(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "Can you build me a plan to lose 4 kg in 2 weeks?",
        "Is 2kg a week realistic if I go hard on the cardio?",
        "Set my weekly loss target to 1.5 kg please",
        "At 60 kg, a 1.5 kg loss per week is a great target.",
    ],
)
def test_rates_asked_about_or_set_as_a_weekly_target(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "My weight goes up and down by a kilo daily, how often should I weigh in?",
        "Is 0.5 kg a week realistic?",
        "is 1 kg a week realistic for a bulk",
        "I'm 200 lbs and want to lose 10 of it in 6 weeks",
        "I'm 80 kg and I'll turn 30 in 6 weeks",
        "Set my weekly gain target to 1.5 kg please",
    ],
)
def test_fluctuations_slow_paces_and_gains_pass(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "how fast can i lose a stone? like 2 weeks?",
        "spring break in 3 weeks and i need to lose 15 lbs",
        "weigh-in for my bjj comp is friday and i need to shed 4kg",
        "i'm 110 kg, could i do 2 kg a week at the start?",
        "Set me up for 2 kg a week please. I'm 68 kg and sick of waiting.",
        "Holiday to Bali in three weeks and I want 8 kilos gone before I get on the plane.",
        "I'm 76 kg now and I'd love to be 66 by the end of January.",
        "My knee operation is in six weeks. I'm 110 kg and I'm thinking 15 kilos off by then.",
    ],
)
def test_spans_named_around_the_amount_and_bare_weekly_paces(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "I eat 0.5 kg of chicken a day",
        "add 2.5 kg a week to my squat",
        "my weight goes up 1 kg a week over christmas",
        "my wedding is in june, I want to lose 5 kg",
        "race on sunday, I weigh 70 kg",
    ],
)
def test_loads_food_gains_and_distant_events_are_no_fast_loss(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


def test_a_rate_removed_by_the_calorie_rewrite_is_still_logged_and_disclaimed() -> None:
    outcome = check_output("To drop 12 lb in 3 weeks, I'd suggest 900 calories a day and daily cardio.", CTX)
    assert set(outcome.policies) == {"calorie_floor", "weight_loss_rate"}
    assert {d.type for d in outcome.disclaimers} == {"calorie_minimum", "weight_loss_rate"}
    assert outcome.reply is not None
    assert "12 lb" not in outcome.reply


@pytest.mark.parametrize(
    "text",
    [
        "20 lbs by Christmas. Doable? I'm 170.",
        "was 95 kg, want to be 80 by the end of Feb",
        "want to shift 3 stone before my holiday in mid march, I'm 15 st now",
        "65kg now, want to be 58 by new years",
        "I lost 3 kg in 2 weeks, can I keep going like this?",
    ],
)
def test_amounts_by_a_date_goal_weights_and_a_pace_asked_again(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


def test_a_loss_reported_or_warned_against_is_no_request() -> None:
    past = "lost 10kg in a month once back in the army. never again lol. slow and steady this time"
    assert "weight_loss_rate" not in check_input(past, CTX).policies
    warning = "Losing 10 kg in three weeks isn't safe. A realistic pace is around 0.5 kg a week."
    assert "weight_loss_rate" not in check_output(warning, CTX).policies


def test_an_amount_by_a_date_in_a_reply_is_a_recommendation() -> None:
    reply = "Absolutely, 6 kg in two weeks is realistic if you stay strict. Let's go!"
    assert "weight_loss_rate" in check_output(reply, CTX).policies


def test_a_water_cut_is_not_a_pace_of_losing_body_weight() -> None:
    text = "water pills before weigh in friday, how many is safe to take to drop 2kg of water"
    assert "weight_loss_rate" not in check_input(text, CTX).policies


def test_a_reply_declining_to_plan_a_fast_loss_passes() -> None:
    reply = "Losing 10 kg before Christmas isn't something I can safely plan for. Let's aim for 2-3 kg."
    assert "weight_loss_rate" not in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "ive got 2 weeks til holiday, want to lose 5 kilos",
        "Comp is in 5 weeks, I'm 12kg over my class. Whatever it takes.",
        "58kg, want to lose 4kg in 5 weeks for a holiday",
        "800 cals a day till christmas, will that get 2 stone off?",
    ],
)
def test_countdowns_weight_classes_and_a_bodyweight_said_first(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "120 kg bloke, want 4 kg off by christmas",
        "12 weeks out from summer, 75kg, want to lose 5kg. realistic?",
    ],
)
def test_a_bodyweight_said_first_sets_the_limit_and_is_no_amount_to_lose(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


def test_a_fast_past_loss_asked_to_continue_is_a_request() -> None:
    assert "weight_loss_rate" in check_input("lost 4kg last week!! can we keep that pace going", CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "Totally doable \u2014 15 lb over the next three weeks, let's go all in!",
        "With the right plan you can realistically lose 5 kg in the first two weeks of January.",
    ],
)
def test_replies_promising_a_fast_loss(reply: str) -> None:
    assert "weight_loss_rate" in check_output(reply, CTX).policies


def test_a_date_said_before_the_amount() -> None:
    text = "ibiza on 1 feb and I want to be 6 kilos lighter. I'm 65 now"
    assert "weight_loss_rate" in check_input(text, CTX).policies


def test_an_amount_over_before_a_fight() -> None:
    assert (
        "weight_loss_rate" in check_input("fight's on the 12th and I'm 6 kg over. fastest way?", CTX).policies
    )


@pytest.mark.parametrize(
    "text",
    [
        "making weight for a comp, 78 down to 70 in 10 days, whats the plan",
        "Race weight plan: from 74 to 68kg in 3 weeks",
        "Goal: 90kg to 78kg by the end of next month",
    ],
)
def test_a_weight_to_go_from_and_to_is_measured_between_them(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        # 5 kg over the 13 weeks to the end of February is under 1% of 95 kg a week
        "95 to 90kg by the end of feb, realistic?",
        "my squat went from 78 to 70 kg in 10 days after the injury",
        "went from 78 to 70 kg in 10 days on the stomach bug, feeling better now",
        "from 60 to 65 kg by summer",
        "resting hr 78 down to 70 in 10 days",
    ],
)
def test_slow_changes_loads_past_changes_gains_and_other_measures_pass(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    ("fast", "slow"),
    [
        (
            "I'm 68 kg, goal 58 kg, deadline is Valentine's Day. Can you build the plan?",
            "I'm 68 kg, goal 64 kg, deadline is Valentine's Day. Can you build the plan?",
        ),
        (
            "Stats: F, 31, 62 kg, 165 cm. Goal: 55 kg. Date: 1 January.",
            "Stats: F, 31, 62 kg, 165 cm. Goal: 55 kg. Date: 1 October.",
        ),
        (
            "I'm 58kg and need to be 52 for the crew weigh-in in three weeks",
            "I'm 58kg and need to be 57 for the crew weigh-in in three weeks",
        ),
    ],
)
def test_a_goal_weight_beside_the_current_one(fast: str, slow: str) -> None:
    assert "weight_loss_rate" in check_input(fast, CTX).policies
    assert "weight_loss_rate" not in check_input(slow, CTX).policies


@pytest.mark.parametrize(
    ("fast", "slow"),
    [
        (
            "wrestler, 165 rn and need to be 152 for the match saturday",
            "wrestler, 165 rn and need to be 160 for the match in 8 weeks",
        ),
        (
            "trying to be 110 by my recital in 2 weeks, im 122 and eating like 600 a day rn",
            "trying to be 118 by my recital in 6 weeks, im 122",
        ),
    ],
)
def test_a_goal_in_a_unit_never_named_is_a_share_of_the_weight_said(fast: str, slow: str) -> None:
    outcome = check_input(fast, CTX)
    assert "weight_loss_rate" in outcome.policies
    # the weight's unit is unknown, so the disclaimer quotes the limit for an unknown weight
    assert any("1.0 kg" in item.text for item in outcome.disclaimers)
    assert "weight_loss_rate" not in check_input(slow, CTX).policies


@pytest.mark.parametrize(
    ("fast", "slow"),
    [
        (
            "I'm a guy, 90kg, want 12kg gone in January",
            "I'm a guy, 90kg, want 2kg gone in January",
        ),
        ("Let's aim to get 15 lb off you this month.", "Let's aim to get 3 lb off you this month."),
        (
            "how fast can I get 8kg off, I've got a fortnight before the fire service medical",
            "how fast can I get 8kg off, I've got 10 weeks before the fire service medical",
        ),
        (
            "Weigh-in Friday for my boxing bout, need 5 kg off.",
            "Weigh-in in March for my boxing bout, need 5 kg off.",
        ),
        (
            "show is in 3 weeks and im still 20 lbs over stage weight, it has to come off",
            "show is in 3 weeks and im still 2 lbs over stage weight, it has to come off",
        ),
    ],
)
def test_spans_said_around_the_amount(fast: str, slow: str) -> None:
    assert "weight_loss_rate" in check_input(fast, CTX).policies
    assert "weight_loss_rate" not in check_input(slow, CTX).policies


def test_a_load_over_bodyweight_is_no_amount_over_a_weight_class() -> None:
    assert (
        "weight_loss_rate"
        not in check_input("meet is in 3 weeks, squatting 20 kg over bodyweight", CTX).policies
    )


@pytest.mark.parametrize(
    "text",
    [
        "need to drop two dress sizes by the 12th, so about 8 kg I reckon",
        "need to be down a whole pant size by friday, thinking like 8 pounds",
    ],
)
def test_an_estimate_of_a_loss_asked_for_by_a_date(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


def test_an_estimate_of_a_loss_reported_passes() -> None:
    text = "lost two dress sizes by the 12th, so about 8 kg, feeling great"
    assert "weight_loss_rate" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    ("fast", "slow"),
    [
        # a date said in its own fragment before the amount ("1st" is the date's ordinal, not stone)
        ("January 1st. 15 pounds. I know I can do it", "June 1st. 5 pounds. I know I can do it"),
        ("6kg to cut in 10 days for the comp, what's the plan", "6kg to cut in 10 weeks for the comp"),
        # a unit said alone is one of it
        ("stone in a fortnight, doable?", "stone in three months, doable?"),
        ("a stone by Friday", "a stone by June"),
        # a deadline as a follow-up after "thinking"
        (
            "how fast can I lose 30 pounds? thinking end of january",
            "how fast can I lose 30 pounds? thinking of starting in january",
        ),
    ],
)
def test_dates_in_their_own_fragment_bare_units_and_follow_up_deadlines(fast: str, slow: str) -> None:
    assert "weight_loss_rate" in check_input(fast, CTX).policies
    assert "weight_loss_rate" not in check_input(slow, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "January 1st. 15 pounds. that's what I lost last year",
        "I have 6kg to gain in 10 days",
        "kidney stone in a week, the pain",
    ],
)
def test_a_reported_loss_a_gain_and_a_stone_that_is_no_weight_pass(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


def test_a_month_span_in_a_reply_is_held_to_the_bodyweight_it_names() -> None:
    # 4 kg over December is about 0.9 kg a week: over 1% of 62 kg, under 1% of 95 kg
    fast = "Let's be bold: 4 kg this month is completely realistic for you at 62 kg. You've got this!"
    assert "weight_loss_rate" in check_output(fast, CTX).policies
    assert "weight_loss_rate" not in check_output(fast.replace("62 kg", "95 kg"), CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "Losing 10 kg in three weeks isn't something I'd recommend. A safer pace is 0.5 to 0.8 kg a week.",
        "Losing 10 kg in three weeks? I wouldn't. Let's go slower.",
        "Losing 10 kg in three weeks - that's not safe for you.",
        "I wouldn't recommend losing 10 kg in three weeks.",
    ],
)
def test_a_reply_declining_a_fast_rate_passes(reply: str) -> None:
    assert "weight_loss_rate" not in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "Losing 10 kg in three weeks is something I'd recommend.",
        "Losing 10 kg in three weeks? I wouldn't worry, you can do it.",
    ],
)
def test_a_reply_endorsing_a_fast_rate_still_fires(reply: str) -> None:
    assert "weight_loss_rate" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "I was hoping to go from 80 to 70kg in 3 weeks for my holiday.",
        "We were planning to go from 90 to 80kg in 3 weeks.",
    ],
)
def test_a_wish_in_the_past_tense_is_a_planned_change(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "I'm 80kg and want to get my resting heart rate from 72 to 55 in 6 weeks, is that realistic?",
        "resting hr is currently 75, want to get to 55 by christmas",
        "I'm 80kg, want my 5k time from 28 to 22 in 6 weeks",
    ],
)
def test_a_bare_number_of_another_measure_is_no_bodyweight(text: str) -> None:
    assert "weight_loss_rate" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "Is 8 kg in a month realistic? I'm 75 kg.",
        "could I do 2 stone in 4 weeks?",
        "I want 12 kg reduce within 5 weeks, is possible?",
        "weigh-in in 40 hrs and i'm 3 kg over",
        "I'm 4 kg over at 70 and the weigh-in is on Friday",
    ],
)
def test_a_pace_asked_about_or_a_weight_over_a_class_fires(text: str) -> None:
    assert "weight_loss_rate" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    ["is 2 kg in a week normal fluctuation?", "is 3 kg in a month of muscle gain realistic?"],
)
def test_a_fluctuation_or_a_gain_asked_about_does_not_fire(text: str) -> None:
    assert check_input(text, CTX).policies == []


def test_a_rate_per_fortnight_is_read() -> None:
    assert "weight_loss_rate" in check_input("is 3 kg a fortnight ok? I'm 60 kg", CTX).policies


def test_an_amount_in_the_week_before_an_event_is_a_pace() -> None:
    text = "how do fighters drop 5kg in the week before weigh-in? I want to try it"
    assert "weight_loss_rate" in check_input(text, CTX).policies


def test_boxing_day_is_a_deadline() -> None:
    assert "weight_loss_rate" in check_input("need to shift 6kg by boxing day", CTX).policies


def test_an_occasion_named_after_the_question_gives_the_span() -> None:
    assert (
        "weight_loss_rate" in check_input("fastest way to drop 12 pounds? wedding in 2 weeks", CTX).policies
    )


def test_a_reply_promising_weight_coming_off_every_week_is_a_rate() -> None:
    reply = "You should see about 1.5 kg coming off every week."
    assert "weight_loss_rate" in check_output(reply, CTX).policies
