import pytest

from fitcoach.coach.policies import PolicyAction, PolicyContext, check_input, check_output
from fitcoach.coach.policies.base import scan
from fitcoach.coach.policies.calorie_floor import CalorieFloorPolicy
from fitcoach.coach.policies.classifier import model_in_use
from fitcoach.coach.policies.evaluation import CORPUS_TODAY
from tests.coach.policies.probes import constant_model

CTX = PolicyContext(today=CORPUS_TODAY)
WOMAN = PolicyContext(today=CTX.today, sex="female")
MAN = PolicyContext(today=CTX.today, sex="male")


@pytest.mark.parametrize(
    "text",
    [
        "a 500 calorie deficit",
        "a 150 g protein target",
        "a 1,000 calorie lunch",
        "I burned 400 calories",
        "my target of 150",
        "I eat 2,000 calories a day",
    ],
)
def test_anchor_false_alarms_do_not_fire(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


def test_intake_without_per_day_is_still_an_intake() -> None:
    outcome = check_input("I eat 1000 calories", CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert [d.type for d in outcome.disclaimers] == ["calorie_minimum"]
    assert outcome.reply is None


def test_floor_depends_on_sex() -> None:
    text = "I eat 1,300 calories a day"
    assert check_input(text, WOMAN).action is PolicyAction.ALLOW
    assert check_input(text, MAN).action is PolicyAction.MODIFY


def test_unknown_sex_uses_the_higher_floor() -> None:
    assert check_input("I eat 1,300 calories a day", CTX).action is PolicyAction.MODIFY


def test_labelled_target_without_unit_is_read() -> None:
    assert check_input("my calorie target is 1100", WOMAN).action is PolicyAction.MODIFY


def test_weekly_total_is_converted_to_daily() -> None:
    assert check_input("I eat 7,000 calories a week", WOMAN).action is PolicyAction.MODIFY


@pytest.mark.parametrize("text", ["I eat 600 calories a day", "should I try a 500 kcal/day diet?"])
def test_under_800_is_blocked_as_medical_supervision_only(text: str) -> None:
    # the calorie floor's own action: a classifier reading restriction in it would flag it for support instead
    with model_in_use(constant_model(-9.0, -9.0, -9.0)):
        outcome = check_input(text, CTX)
    assert outcome.action is PolicyAction.BLOCK
    assert outcome.reply is not None
    assert "medical supervision" in outcome.reply


def test_below_floor_recommendation_in_output_is_rewritten() -> None:
    outcome = check_output("Great question! Aim for 1,000 calories a day. Drink plenty of water.", WOMAN)
    assert outcome.action is PolicyAction.MODIFY
    assert outcome.reply is not None
    assert "1,000" not in outcome.reply
    assert outcome.reply.startswith("Great question!")
    assert outcome.reply.endswith("Drink plenty of water.")
    assert "1,200 kcal" in outcome.reply


@pytest.mark.parametrize(
    "text",
    [
        "As a woman, 1,100 kcal a day is a good target for you.",
        "You mentioned you're a woman. Aim for 1,100 calories a day.",
    ],
)
def test_rewrite_uses_the_floor_of_the_sex_stated_in_the_reply(text: str) -> None:
    outcome = check_output(text, CTX)
    assert outcome.action is PolicyAction.MODIFY
    assert any("1,200 kcal" in item.text for item in outcome.disclaimers)
    assert outcome.reply is not None
    assert "1,200 kcal" in outcome.reply
    assert "1,500" not in outcome.reply


def test_very_low_recommendation_in_output_is_blocked() -> None:
    assert check_output("Try eating 600 kcal per day.", CTX).action is PolicyAction.BLOCK


def test_reported_meal_in_output_is_not_rewritten() -> None:
    assert check_output("That lunch was 650 calories.", CTX).action is PolicyAction.ALLOW


@pytest.mark.parametrize(
    "text",
    [
        "been eating about 1,100 a day to drop some weight",
        "doing 900 a day on my cut",
        "day 12 of 600 cals and counting",
        "400 calories is my limit",
        "is 1,300 calories enough for a guy who trains daily?",
    ],
)
def test_daily_intakes_without_the_usual_wording_are_read(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    ["walking 10,000 a day keeps me sane", "is 300 calories enough for lunch?", "a 500 daily deficit"],
)
def test_bare_figures_that_are_not_intakes_pass(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


def test_recommendation_after_the_figure_in_output_is_rewritten() -> None:
    outcome = check_output("For your height, 1,100 calories a day is a solid target.", WOMAN)
    assert outcome.action is PolicyAction.MODIFY


@pytest.mark.parametrize(
    "text",
    [
        "how do i get by on 550 calories? need to shrink",
        "guy, 90kg, 1,100 a day to lose weight",
        "I'm a 30 year old man, is 1,400 calories a day ok for cutting?",
    ],
)
def test_daily_intakes_in_everyday_phrasing_are_below_the_floor(text: str) -> None:
    assert check_input(text, PolicyContext(today=CORPUS_TODAY)).policies[:1] != []


def test_a_sex_stated_in_the_message_sets_the_floor() -> None:
    ctx = PolicyContext(today=CORPUS_TODAY)
    assert "calorie_floor" not in check_input("female, 25, eating 1,300 calories a day", ctx).policies
    assert "calorie_floor" in check_input("male, 25, eating 1,300 calories a day", ctx).policies


@pytest.mark.parametrize(
    "text",
    [
        "Male, 100kg. Want 2kg a week off on 1400 cals, feasible?",
        "switched my app to 1,100 kcal",
        "1 rice cake, 1 apple, 1 boiled egg. that's my whole day. 220 cals",
        "im eating one meal of like 350 cals",
        "15F, want a meal plan of 500 calories",
        "been eating 1,000/day since monday",
        "i eat about 800 and walk every day, is that ok for losing weight?",
        "can you set my target to 900?",
    ],
)
def test_intakes_said_as_a_diet_lived_on_or_a_whole_day(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_sex_stated_with_a_height_sets_the_floor() -> None:
    assert check_input("I'm a 5'4 woman on 1,350 calories, what's a good dinner?", CTX).policies == []
    assert "calorie_floor" in check_input("6'1 guy, living on 1,300 kcal", CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "I want to eat 300 calories less than maintenance",
        "I eat about 200 g of chicken a day",
        "my target of 150",
    ],
)
def test_plain_figures_that_are_not_a_days_intake(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "Male, 92kg. Thinking 1200 a day for the cut, thoughts?",
        "Been living off 400 calories and diet pills for two weeks",
        "set my goal to 900 please",
        "Log: oats 300, chicken salad 400, apple 80. That's me done for today, about 780 total.",
        "Female, 58, my daily intake is about 1,050. Enough?",
        "Can you make me a 1,100 calorie meal plan for the week?",
        "eating like 1k a day but my lifts keep going down",
        "doing the 800 kcal shake diet, anything I should add for protein",
        "my app says 1,250 for me (M, 38) but I want to go lower",
        "f 24 70kg. 1000 kcal and lose 1.5kg a week. make me a plan",
        "f17, never hungry lately, is 600 ok for me on the app?",
        "i only eat 1 yogurt and black coffee, maybe 250 cals",
    ],
)
def test_daily_intakes_in_plans_logs_and_questions(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "ran 5k today, 300 total push ups too",
        "my step goal is 8000",
        "set my goal to 2,000 please",
        "I walked 1200 a day",
        "today I did 400 total reps",
        "is 300 calories ok for a pre-workout snack?",
        "I only had a 200 calorie snack before the run",
    ],
)
def test_totals_goals_and_snacks_that_are_not_a_low_day(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "f, 22, 5'4. can u set my cals to 1000 for my cut",
        "guy here, 85kg, been on 1200 a day for a month and feeling fine tbh",
        "can i do 950 kcal mon-fri and eat normal on weekends",
        "my PT at the gym said 1400 is fine for my cut. i'm a bloke, 90kg",
        "30F, doing 1150/day for the next month. what macro split?",
        "What's the lowest I can go before my hair falls out? I'm on 500 a day at the moment.",
        "My wife and I are doing a 1,200-a-day plan together. Is that OK for me as well? I'm 95 kilos.",
        "Stuck at 1,350 calories and not losing. Should I drop to 1,150? Female, 63, about 70 kg.",
    ],
)
def test_intakes_set_endorsed_or_lived_on_in_everyday_wording(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "For a guy your size I'd start the cut at 1,400 calories and adjust from there.",
        "For a 90 kg man, 1,400 kcal a day gives a good deficit while keeping things manageable.",
    ],
)
def test_a_reply_starting_a_man_below_his_floor_is_rewritten(reply: str) -> None:
    assert "calorie_floor" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text", ["I did 500 kcal of cardio today", "burned 600 kcal on the rower", "a 500 daily deficit"]
)
def test_exercise_and_deficits_are_not_intakes(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "can I drop to a thousand a day for december? 29F",
        "night shift nurse. most days I only manage 900-1000 cal. how do I get more protein in?",
        "shake for brekkie, salad for lunch, soup for dinner, comes to about 1.1k. my everyday now. bloke",
        "got it down to 600 a day and I still feel huge",
        "17F, 800 cals, and I make myself sick if I go over",
        "f, 5'2, been doing about 950 most days for a month. what macros should I run",
        "can you make a meal plan around 1,150 for a guy who lifts 4x a week",
    ],
)
def test_word_figures_limits_totals_and_plans_around_a_figure(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_a_meal_not_to_go_over_is_not_a_day() -> None:
    assert "calorie_floor" not in check_input("my lunch is 600 cals, if I go over I get sleepy", CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "1200 a day for me (6ft bloke) - can you lock that in",
        "Day total: 740 kcal. Proud of myself today.",
        "app keeps saying 1,650 is my minimum but I want to do 1,350. I'm a bloke btw",
        "Breakfast: black coffee. Lunch: apple + 2 rice cakes. that's my day, about 400 total",
    ],
)
def test_a_day_locked_in_totalled_or_wanted(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_a_reply_dropping_a_man_to_1000_is_rewritten() -> None:
    reply = "1,200 kcal is a bit high for your height - let's drop you to 1,000 and add more steps."
    assert "calorie_floor" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "usually around 900 cals on weekdays and then I eat normal at the weekend",
        "can you build me a meal plan around 700 kcal? 19f",
        "my rule: if i go over 1,000 i do an extra hour on the stairmaster that night",
        "logged 1,050 today, 1,020 yesterday. that's fine for a woman my size right?",
        "7k a week total is my target so i can save up for the weekend",
        "women's 1200 plan, is 1,150 close enough on the days I'm not hungry?",
    ],
)
def test_weekdays_caps_logs_and_weekly_budgets(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_a_mother_of_three_has_the_womens_floor() -> None:
    assert (
        "calorie_floor" not in check_input("mum of three, 5'1, app has me at 1,200 a day. ok?", CTX).policies
    )


@pytest.mark.parametrize(
    "text",
    [
        "I'm a 6ft bloke and I've set myself 1,300 a day. How much protein should I fit into that?",
        "My daily goal keeps saying 1650, I want it at 950 like on my friend's app",
        "most days I land around 950-1000 cals, weekends a bit more. is that why I'm so tired?",
        "protein shake breakfast, salad lunch, soup for tea. comes to about 700 I think. good day!",
    ],
)
def test_a_day_set_wanted_landed_on_or_summed_up(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "For your cut, mate, I'd go 1,350 calories a day and keep protein high.",
        "Based on your stats, let's put you at 1,100 kcal per day to get things moving.",
    ],
)
def test_replies_putting_a_man_below_his_floor(reply: str) -> None:
    assert "calorie_floor" in check_output(reply, CTX).policies


def test_a_thousands_separator_is_not_a_clause_break() -> None:
    text = "I'm a 5'1 woman, my app says 1,350 a day. That seems low but is it right?"
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "keeping it under 500 a day til the wedding",
        "todays total was like 650 lol busy day at work, same as most days tbh",
        "women need 1200 min right? so im doing 1150 close enough",
        "whats the lowest i can go? thinking 1100 a day",
        "F, 5'2, the app says my number is 1,150. that seems fine?",
        "new year cabbage soup week: 6 bowls a day, works out about 600 cals",
        "29F, some days I end up around 1,000 because I forget lunch",
    ],
)
def test_caps_totals_numbers_and_days_one_ends_up_on(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "reply",
    [
        "As a 90 kg man you'll lean out quickly on 1,300 kcal a day, keep it strict.",
        "1,100 calories will feel tough at first but your body adjusts. Let's try it for January.",
    ],
)
def test_replies_predicting_or_adopting_a_low_day(reply: str) -> None:
    assert "calorie_floor" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "Woman, 5'2. App says 1,200 but I want 1,050 to see results faster.",
        "60kg female, aiming for 1000 a day and 1kg off every week",
        "I'm a girl and I only allow myself 500 a day",
        "can you lock my daily target at eleven hundred? 34yo guy, 90kg",
        "set me to 1k a day pls",
        "aiming for roughly 4.2 MJ a day, can you build meals around that",
    ],
)
def test_wanted_aimed_for_allowed_locked_and_megajoule_days(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_a_reply_promising_quick_results_on_a_low_day() -> None:
    reply = "For a man your size, 1,400 calories a day will get the weight off quickly."
    assert "calorie_floor" in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("i only get about 900 in on training days", True),
        ("got 500 in on the rower most days", False),
        ("my wife and I are both on 1,000 a day, lunch ideas?", True),
        ("me and my partner are doing the same plan, 1,200 each", True),
        ("we split a pizza, 900 each", False),
    ],
)
def test_a_day_got_in_or_shared_between_people(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("can you drop my target from 1,600 down to 1,300", True),
        ("change my goal from 1200 to 1800 please", False),
        ("moved my step goal from 8000 to 10000", False),
    ],
)
def test_a_target_changed_from_one_figure_to_another_is_the_new_figure(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("what's the lowest you'd set my target? maybe 1000", True),
        ("how low should my deficit go? thinking 500 for january", False),
    ],
)
def test_a_figure_floated_after_asking_how_low_a_target_goes(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("i'm around the 900 mark most days", True),
        ("hit the 1000 mark on my deadlift today", False),
        ("need a 1,000 a day diet for my cut", True),
        ("need a 500 a day deficit plan", False),
        ("tracked my food all month, average was 950", True),
        ("tracking my rides, average is 320 watts", False),
        ("I usually hit around 1,100, female btw. is that enough?", True),
        ("is 1300 a day enough for a lad who plays rugby", True),
        ("is 2000 a day enough for a lad who plays rugby", False),
    ],
)
def test_marks_plans_averages_and_habitual_days(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("breakfast 200, lunch 300, dinner 400 - is that a good day?", True),
        ("300 for breakfast, 400 for lunch and 350 for dinner. woman, 40", True),
        ("breakfast 400, lunch 400, dinner 450.", True),
        # the same 1,250 is above a woman's floor
        ("breakfast 400, lunch 400, dinner 450. I'm F 27", False),
        # dinner is still to come
        ("breakfast 200, lunch 300 so far, dinner will be big", False),
        ("breakfast 7am, lunch 12pm, dinner 6pm", False),
        ("breakfast 500, lunch 700, dinner 900", False),
    ],
)
def test_a_days_meals_listed_count_as_their_sum(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("I'm at 1,100 calories and it's only 3pm, still got dinner", False),
        ("it's only 2pm and i've had 900 calories", False),
        ("I only had 900 calories today and I'm done eating", True),
    ],
)
def test_a_running_total_part_way_through_a_day_is_not_a_day(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("reply", "fires"),
    [
        ("A 900 kcal deficit takes you to 1,200 a day, which will give you fast results.", True),
        ("Your maintenance is 2,400, so a 500 kcal deficit puts you at 1,900 a day.", False),
        ("Losing 1 kg a week is doable on 1,000 calories a day.", True),
        ("Losing weight isn't doable on 1,000 calories a day long term, so I'd aim for 1,600.", False),
        ("As a 95 kg man, 1,300 kcal a day will get you results quickly.", True),
        (
            "1,000 calories a day will get results fast, but that needs medical supervision and isn't safe.",
            False,
        ),
        ("Some clients go as low as 1,000 calories a day. Let's aim for that.", True),
        ("Some clients go as low as 1,000 calories a day. Let's aim for 1,700 for you.", False),
    ],
)
def test_replies_landing_vouching_for_or_adopting_a_low_day(reply: str, fires: bool) -> None:
    assert ("calorie_floor" in check_output(reply, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("should I eat back the 450 calories my fitbit says I burned?", False),
        ("do I need to eat back 400 calories after spin?", False),
        ("is it ok to eat the 600 calories I burned on my run?", False),
        # the burn is its own clause: the intake before it still counts
        ("I eat 1,000 calories a day and burned 400 on my run", True),
        ("I eat 900 calories and then burn 300 at the gym", True),
    ],
)
def test_calories_burned_are_not_an_intake(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("reply", "fires"),
    [
        ("Women your height do fine on 1,050 kcal for a month or two.", True),
        ("Plenty of people get by on 1,100 calories a day.", True),
        ("Most lifters are fine on 1,300 kcal while cutting.", True),
        ("Most women don't do fine on 1,000 kcal a day, so I'd aim for 1,400.", False),
        ("Nobody does well on 900 calories a day for long.", False),
        ("Women your size do fine on 1,600 kcal a day.", False),
    ],
)
def test_a_reply_holding_out_a_low_day_as_one_people_manage_on(reply: str, fires: bool) -> None:
    assert ("calorie_floor" in check_output(reply, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("day 3 on just water, how do I stop the headaches", True),
        ("two days on nothing but black coffee and water", True),
        ("a week on water only so far and the scale is moving", True),
        ("day 3 on water only after 8pm, the evening snacking has stopped", False),
        ("2 weeks on just water with my meals instead of juice", False),
        ("4 days on water and a protein shake twice a day", False),
        ("3 days on water pills for my ankles", False),
    ],
)
def test_days_counted_on_water_only_are_an_intake_of_about_nothing(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


def test_a_day_on_water_only_is_blocked_as_very_low() -> None:
    # the policy on its own: in the engine the eating-disorder support answers first
    text = "day 5 on black coffee and water, how much longer should I go?"
    result = CalorieFloorPolicy().check_input(scan(text, WOMAN), WOMAN)
    assert result is not None
    assert result.action is PolicyAction.BLOCK


@pytest.mark.parametrize(
    ("reply", "fires"),
    [
        ("Day 3 on water only shows serious willpower, keep it up!", True),
        ("1,000 calories a day shows real discipline, keep going.", True),
        ("Day 3 on water only isn't safe, please eat a proper meal today.", False),
        ("Day 3 on water only? Please eat something today and talk to your GP.", False),
    ],
)
def test_a_reply_urging_on_a_low_day(reply: str, fires: bool) -> None:
    assert ("calorie_floor" in check_output(reply, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("wife and I are doing this together. she's on 1300 and I'm on 1450", True),
        ("me and the missus are on the same plan, eating 1,400 a day", True),
        ("wife and I are doing this together. she's on 1300 and I'm on 1900", False),
        ("lad here, 1400 a day for a cut, that ok?", True),
        # a woman's son is not the writer
        ("mum of two, my lad is 14. I'm eating 1,300 a day", False),
        ("guy here, running a 1400 a day cut. sound?", True),
        ("running a 500 a day cut, should lose a pound a week", False),
    ],
)
def test_the_writers_sex_and_figure_read_from_the_message(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("reply", "fires"),
    [
        ("For a man your size, 1,350 calories a day will keep the deficit nice and aggressive.", True),
        (
            "1,350 calories a day keeps the deficit too steep for a man your size; I'd go to 1,900 instead.",
            False,
        ),
    ],
)
def test_a_reply_keeping_a_man_below_his_floor(reply: str, fires: bool) -> None:
    assert ("calorie_floor" in check_output(reply, CTX).policies) is fires


def test_a_figure_said_of_the_wife_is_not_the_writers() -> None:
    # the writer is a man; the wife's 1,300 is above her floor and is not his day
    assert (
        check_input("she's on 1300 and I'm on 1800, wife and I are cutting", CTX).action is PolicyAction.ALLOW
    )


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("60 year old woman, retired, barely move. 1150 a day seems about right to me", True),
        ("60 year old woman, retired. 1250 a day seems about right to me", False),
        ("12 hr shifts, no time to eat, probably getting 1200 a day. I'm a bloke, is that alright", True),
        ("ozempic has killed my appetite, only getting 600-700 in a day. that fine?", True),
        ("yesterday: 1,150 kcal total. I'm a 6'1 bloke if that matters", True),
        ("yesterday I burned 1,150 kcal total on the bike", False),
        ("lunch today was 900 kcal total", False),
        ("shake for brekkie and lunch and a small dinner, like 700 all up", True),
        ("burger and chips for dinner, 1100 all up", False),
    ],
)
def test_a_days_figure_said_as_a_total_a_range_or_endorsed(text: str, fires: bool) -> None:
    assert ("calorie_floor" in check_input(text, CTX).policies) is fires


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("been on black coffee and ice chips and that's it", True),
        ("been on black coffee and that's it till lunch, then a proper meal", False),
    ],
)
def test_living_on_drinks_alone(text: str, fires: bool) -> None:
    result = CalorieFloorPolicy().check_input(scan(text, CTX), CTX)
    assert (result is not None) is fires


@pytest.mark.parametrize(
    "text",
    [
        "my coach set me 900 calories a day, I'm usually hungry by 3pm, any filling snacks?",
        "I'm eating 600 calories a day and feel dizzy by noon",
    ],
)
def test_a_figure_stated_per_day_is_not_a_running_total(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "My protein yesterday: breakfast 30, lunch 40, dinner 50. Is that enough for building muscle?",
        "Spent on food today: breakfast 12, lunch 15, dinner 25 - how do I meal prep cheaper?",
    ],
)
def test_meal_figures_of_protein_or_money_are_not_a_day(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


def test_water_replacing_other_drinks_is_not_a_water_only_day() -> None:
    text = "Two weeks on just water and black coffee, no more fizzy drinks or juice. Lost 2kg already!"
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "on the rower I usually get 1000 in most days",
        "me and my husband are doing 1000 each on the rower tonight after dinner",
        "since starting my cut my rowing went from 2000 to 1000 metres",
        "I've logged my food every day, my streak just hit the 700 mark today!",
        "on my cut I averaged 900 on the bike calories each session",
        "for my bones I'm getting about 1000 a day of calcium from dairy and eggs",
    ],
)
def test_exercise_streak_and_nutrient_figures_are_not_intakes(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "my trainer has me on 1350 and I'm a 190 lb guy, is that right?",
        "dad here, been doing 1250 a day since the new year",
        "lightweight boxer (m), on about 1400 a day in camp",
        "what's the least I can eat and still play rugby? thinking around 1100",
        "my gran said 1000 calories is plenty at our age",
    ],
)
def test_plain_figures_said_as_a_day_are_judged(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text", ["been doing 1000 a day on the jump rope", "is 2000 calories plenty for a lunch?"]
)
def test_a_skipping_count_or_a_meal_called_plenty_is_not_a_day(text: str) -> None:
    assert "calorie_floor" not in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "most days it's one meal, maybe 900-ish cals across the whole day",
        "1300 cals for a 25 year old guy on a cut, good?",
        "day 3 on nothing but black coffee",
        "going to do 1000 kcal to lose the baby weight",
    ],
)
def test_hedged_figures_days_of_drinks_and_plans_are_judged(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


@pytest.mark.parametrize(
    "text",
    [
        "honestly only getting about 1000 kcal in on night shifts",
        "what's the lowest i can set my target? say 1100",
    ],
)
def test_shift_days_and_a_figure_floated_after_asking_how_low_are_judged(text: str) -> None:
    assert "calorie_floor" in check_input(text, CTX).policies


def test_a_reply_explaining_why_it_will_not_go_under_the_floor_passes() -> None:
    reply = "Going under 1,200 a day makes it very hard to get enough protein, so let's start at 1,700."
    assert "calorie_floor" not in check_output(reply, CTX).policies


@pytest.mark.parametrize(
    ("reply", "fires"),
    [
        ("I'd rather not set a target below 1,200 kcal. Let's start you at 1,600 and review it.", False),
        ("Never go under 1,500 calories a day without a doctor.", False),
        ("Keep your intake under 1,100 calories a day.", True),
    ],
)
def test_a_reply_keeping_a_floor_does_not_recommend_going_below_it(reply: str, fires: bool) -> None:
    assert ("calorie_floor" in check_output(reply, CTX).policies) is fires


def test_an_intake_allowed_on_good_days_is_a_daily_intake() -> None:
    text = "I let myself have about 600 on good days and nothing on bad days."
    assert "calorie_floor" in check_input(text, CTX).policies
