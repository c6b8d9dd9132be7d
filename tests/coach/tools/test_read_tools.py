"""Profile, check-ins, weight trend, nutrition summary, TDEE and adherence against the real database."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from fitcoach.coach.messages import ToolCallPart
from fitcoach.coach.tools import ToolContext, ToolExecution, ToolRegistry
from fitcoach.core.database import Database
from fitcoach.diary.summary import least_squares_slope
from tests.coach.conftest import MakeContext
from tests.coach.tools.conftest import Call, ago, content_of, log_meal


@pytest.mark.anyio
async def test_profile_has_age_height_weight_and_goals(make_context: MakeContext, call: Call) -> None:
    ctx = await make_context(
        sex="female", birth_date=date(1990, 12, 1), height_cm=170.0, activity_level="light", weight_unit="lb"
    )
    await call(ctx, "log_measurement", weight=150, weight_unit="lb", date=ago(3))

    data = content_of(await call(ctx, "get_user_profile"))

    assert data["profile"] == {
        "sex": "female",
        "birth_date": "1990-12-01",
        "age": 35,
        "height": 170.0,
        "activity_level": "light",
    }
    assert data["latest_weight"]["weight"] == 150
    assert data["latest_weight"]["date"] == ago(3)
    assert data["goals"]["calories"] == 2000
    assert data["data_gaps"] == []


@pytest.mark.anyio
async def test_profile_lists_what_is_missing(ctx: ToolContext, call: Call) -> None:
    data = content_of(await call(ctx, "get_user_profile"))

    assert data["latest_weight"] is None
    assert data["data_gaps"] == ["sex", "birth_date", "height", "weight (no weigh-in logged)"]


@pytest.mark.anyio
async def test_recent_checkins_cover_the_window_only(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "log_measurement", weight=80, date=ago(20))
    await call(ctx, "log_measurement", weight=79.5, waist=90, date=ago(5))
    await call(
        ctx, "log_measurement", steps=9000, custom=[{"name": "resting hr", "value": 58, "unit": "bpm"}]
    )

    data = content_of(await call(ctx, "get_recent_checkins", days=14))

    assert data["checkins"] == [
        {"date": ago(5), "weight": 79.5, "waist": 90.0},
        {"date": ago(0), "steps": 9000},
    ]
    assert data["custom"] == [{"date": ago(0), "name": "resting hr", "value": 58.0, "unit": "bpm"}]
    assert data["window"] == {"start": ago(13), "end": ago(0)}


@pytest.mark.anyio
async def test_checkin_days_are_range_checked(ctx: ToolContext, call: Call) -> None:
    assert (await call(ctx, "get_recent_checkins", days=91)).result_part.is_error
    assert (await call(ctx, "get_weight_trend", days=6)).result_part.is_error


@pytest.mark.anyio
async def test_weight_trend_gives_change_rate_and_slope(ctx: ToolContext, call: Call) -> None:
    for days_ago, kg in [(28, 80.0), (21, 79.0), (14, 78.5), (7, 78.0), (0, 77.0)]:
        await call(ctx, "log_measurement", weight=kg, date=ago(days_ago))
    await call(ctx, "set_goals", target_weight=72)

    data = content_of(await call(ctx, "get_weight_trend", days=30))

    assert data["points"] == 5
    assert data["first"] == {"date": ago(28), "weight": 80.0}
    assert data["last"] == {"date": ago(0), "weight": 77.0}
    assert data["change"] == -3.0
    assert data["weekly_rate"] == -0.75
    assert data["slope_per_week"] == pytest.approx(-0.7, abs=0.01)
    assert data["direction"] == "down"
    assert data["target_weight"] == 72
    assert [w["average"] for w in data["weekly_averages"]] == [80.0, 79.0, 78.5, 78.0, 77.0]


@pytest.mark.anyio
async def test_weight_trend_is_shown_in_the_users_unit(make_context: MakeContext, call: Call) -> None:
    ctx = await make_context(weight_unit="lb")
    await call(ctx, "log_measurement", weight=200, date=ago(14))
    await call(ctx, "log_measurement", weight=196, date=ago(0))

    data = content_of(await call(ctx, "get_weight_trend"))

    assert (data["unit"], data["change"], data["weekly_rate"]) == ("lb", -4.0, -2.0)


@pytest.mark.anyio
async def test_weight_trend_with_one_weigh_in_reports_the_gap(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "log_measurement", weight=70)

    data = content_of(await call(ctx, "get_weight_trend"))

    assert data["points"] == 1
    assert "needs 2" in data["data_gaps"][0]
    assert "slope_per_week" not in data


def test_least_squares_slope_of_a_line_and_of_a_vertical() -> None:
    assert least_squares_slope([(0, 1), (1, 3), (2, 5)]) == pytest.approx(2)
    assert least_squares_slope([(3, 1), (3, 2)]) == 0


@pytest.mark.anyio
async def test_nutrition_summary_per_day_and_average_against_goals(ctx: ToolContext, call: Call) -> None:
    await log_meal(call, ctx, calories=1800, protein=90, days_ago=0)
    await log_meal(call, ctx, calories=2200, protein=110, days_ago=1)
    await log_meal(call, ctx, calories=500, protein=5, days_ago=9)  # outside 7 days
    await call(ctx, "set_goals", date=ago(1), calories=2500)

    data = content_of(await call(ctx, "get_nutrition_summary", days=7))

    assert data["days_logged"] == 2
    assert [(d["date"], d["calories"], d["calorie_goal"]) for d in data["days"]] == [
        (ago(1), 2200, 2500),
        (ago(0), 1800, 2000),
    ]
    assert data["average_per_logged_day"]["calories"] == 2000
    assert data["average_per_logged_day"]["protein"] == 100
    assert data["average_vs_goal"]["calories"] == 0


@pytest.mark.anyio
async def test_nutrition_summary_without_food_reports_the_gap(ctx: ToolContext, call: Call) -> None:
    data = content_of(await call(ctx, "get_nutrition_summary"))

    assert data["days_logged"] == 0
    assert data["data_gaps"]


@pytest.mark.anyio
async def test_tdee_from_the_profile_and_latest_weight(make_context: MakeContext, call: Call) -> None:
    ctx = await make_context(
        sex="male", birth_date=date(1996, 11, 30), height_cm=180.0, activity_level="moderate"
    )
    await call(ctx, "log_measurement", weight=80)

    data = content_of(await call(ctx, "calculate_tdee"))

    assert data["inputs"] == {"weight_kg": 80.0, "height_cm": 180.0, "age": 30, "sex": "male"}
    assert data["bmr"] == 1780
    assert data["tdee"] == round(1780 * 1.55)
    assert data["suggested_targets"]["maintain"]["calories"] == 2759
    assert data["suggested_targets"]["lose"]["calories"] == 2259
    assert data["suggested_targets"]["maintain"]["protein"] == 128
    assert "Mifflin" in data["citation"]


@pytest.mark.anyio
async def test_tdee_lists_missing_inputs(make_context: MakeContext, call: Call) -> None:
    ctx = await make_context(sex="female", height_cm=160.0)

    execution = await call(ctx, "calculate_tdee")

    data = content_of(execution)
    assert data["data_gaps"] == ["birth_date", "weight (no weigh-in logged)"]
    assert "bmr" not in data


@pytest.mark.anyio
async def test_adherence_counts_days_on_target(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "set_goals", calories=2000, protein=100, water_ml=1500)
    await log_meal(call, ctx, calories=2150, protein=120, days_ago=0)  # within 10 %, protein hit
    await log_meal(call, ctx, calories=1500, protein=80, days_ago=2)  # under by 25 %, protein missed
    await log_meal(call, ctx, calories=1850, protein=95, days_ago=3)  # within 10 %, protein missed
    await call(ctx, "log_water", ml=1500, date=ago(2))
    await call(ctx, "log_water", ml=1000)

    data = content_of(await call(ctx, "get_adherence_metrics", days=7))

    assert data["days_logged"] == 3
    assert data["logging_rate"] == round(3 / 7, 2)
    assert (data["calorie_goal_days"], data["calorie_goal_rate"]) == (2, 0.67)
    assert (data["protein_goal_days"], data["protein_goal_rate"]) == (1, 0.33)
    assert (data["water_goal_days"], data["water_goal_rate"]) == (1, 0.14)


@pytest.mark.anyio
async def test_reads_never_show_another_users_data(make_context: MakeContext, call: Call) -> None:
    alice, bob = (
        await make_context(),
        await make_context(sex="male", birth_date=date(1980, 1, 1), height_cm=175.0),
    )
    await call(bob, "log_measurement", weight=90, date=ago(7))
    await call(bob, "log_measurement", weight=88)
    await log_meal(call, bob, calories=2500, protein=150)
    await call(bob, "log_water", ml=3000)

    profile = content_of(await call(alice, "get_user_profile"))
    checkins = content_of(await call(alice, "get_recent_checkins"))
    trend = content_of(await call(alice, "get_weight_trend"))
    summary = content_of(await call(alice, "get_nutrition_summary"))
    tdee = content_of(await call(alice, "calculate_tdee"))
    adherence = content_of(await call(alice, "get_adherence_metrics"))

    assert profile["latest_weight"] is None
    assert checkins["checkins"] == []
    assert trend["points"] == 0
    assert summary["days_logged"] == 0
    assert "weight (no weigh-in logged)" in tdee["data_gaps"]
    assert (adherence["days_logged"], adherence["water_goal_days"]) == (0, 0)


@pytest.mark.anyio
async def test_a_cached_summary_is_refreshed_after_a_food_is_logged(
    database: Database, ctx: ToolContext, registry: ToolRegistry
) -> None:
    async def turn(name: str, **arguments: Any) -> ToolExecution:
        async with database.sessionmaker() as session:
            context = ToolContext(ctx.user_id, session, ctx.today, ctx.preferences)
            execution = await registry.execute(context, ToolCallPart(id="c", name=name, arguments=arguments))
            await session.commit()
            return execution

    await turn("get_nutrition_summary", days=7)
    assert (await turn("get_nutrition_summary", days=7)).trace.cached
    await turn("log_food", food_name="egg", quantity=1, unit="piece", meal_type="breakfast")

    refreshed = await turn("get_nutrition_summary", days=7)

    assert not refreshed.trace.cached
    assert content_of(refreshed)["days_logged"] == 1
