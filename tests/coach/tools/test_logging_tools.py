"""log_food, log_exercise, log_measurement and log_water against the real database."""

from __future__ import annotations

from typing import Any

import pytest

from fitcoach.accounts.models import UserPreferences
from fitcoach.coach.tools import ToolContext
from fitcoach.diary.service import diary_for
from tests.coach.conftest import MakeContext
from tests.coach.tools.conftest import Call, content_of, log_meal


def _only(actions: tuple[dict[str, Any], ...]) -> dict[str, Any]:
    assert len(actions) == 1
    return actions[0]


@pytest.mark.anyio
async def test_log_food_writes_a_catalog_food_and_returns_the_days_totals(
    ctx: ToolContext, call: Call
) -> None:
    execution = await call(ctx, "log_food", food_name="eggs", quantity=2, unit="piece", meal_type="breakfast")

    action = _only(execution.actions)
    assert action["type"] == "food_entry"
    assert action["name"] == "egg"
    assert action["grams"] == 100
    assert action["calories"] == 143
    assert action["date"] == "2026-11-30"
    data = content_of(execution)
    assert data["day_totals"]["calories"] == 143
    assert data["day_totals"]["remaining_calories"] == 2000 - 143
    diary = await diary_for(ctx.session, user_id=ctx.user_id, prefs=ctx.preferences, day=ctx.today)
    assert [e.id for e in diary.food_entries] == [action["id"]]


@pytest.mark.anyio
async def test_log_food_with_stated_nutrition_uses_it(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx,
        "log_food",
        food_name="grandma's lasagne",
        quantity=1,
        unit="plate",
        meal_type="dinner",
        nutrition={"calories": 650, "protein": 32, "carbs": 60, "fat": 28},
    )

    action = _only(execution.actions)
    assert (action["calories"], action["protein"], action["unit"]) == (650, 32, "plate")


@pytest.mark.anyio
async def test_log_food_on_a_past_date(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx, "log_food", food_name="banana", quantity=1, unit="piece", meal_type="snack", date="2026-11-28"
    )

    assert _only(execution.actions)["date"] == "2026-11-28"
    assert content_of(execution)["day_totals"]["date"] == "2026-11-28"


@pytest.mark.anyio
async def test_log_food_in_the_future_is_refused(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx, "log_food", food_name="banana", quantity=1, unit="piece", meal_type="snack", date="2026-12-01"
    )

    assert execution.result_part.is_error
    assert execution.actions == ()


@pytest.mark.anyio
async def test_log_food_for_an_unknown_food_offers_suggestions(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx, "log_food", food_name="zzqx blorp", quantity=1, unit="serving", meal_type="lunch"
    )

    assert execution.result_part.is_error
    assert "nutrition" in str(execution.result_part.content)
    assert "suggestions" in str(execution.result_part.content)
    assert execution.error is not None
    assert "suggestions" in execution.error.detail  # type: ignore[operator]


@pytest.mark.anyio
async def test_log_exercise_estimates_calories_from_the_activity(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "log_measurement", weight=70, weight_unit="kg")

    execution = await call(ctx, "log_exercise", exercise_name="running", duration_minutes=30, distance=5)

    action = _only(execution.actions)
    assert action["type"] == "exercise_entry"
    assert action["name"] == "Running"
    assert action["distance"] == 5
    assert action["distance_unit"] == "km"
    assert action["calories_burned"] > 200
    data = content_of(execution)
    assert data["day_totals"]["calories_burned"] == action["calories_burned"]


@pytest.mark.anyio
async def test_log_exercise_keeps_stated_calories(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx, "log_exercise", exercise_name="zumba class", duration_minutes=45, calories_burned=380
    )

    assert _only(execution.actions)["calories_burned"] == 380


@pytest.mark.anyio
async def test_log_measurement_records_body_and_custom_values(ctx: ToolContext, call: Call) -> None:
    execution = await call(
        ctx,
        "log_measurement",
        weight=165,
        weight_unit="lb",
        waist=32,
        length_unit="in",
        custom=[{"name": "Body  Fat", "value": 18.5, "unit": "%"}],
    )

    body, custom = execution.actions
    assert body["type"] == "measurement"
    assert body["values"] == {"weight": 165, "waist": 32}
    assert body["units"] == {"weight": "lb", "waist": "in"}
    assert custom == {
        "type": "custom_measurement",
        "id": custom["id"],
        "name": "body fat",
        "value": 18.5,
        "unit": "%",
        "date": "2026-11-30",
    }
    diary = await diary_for(ctx.session, user_id=ctx.user_id, prefs=ctx.preferences, day=ctx.today)
    assert diary.measurements.weight == pytest.approx(74.84, abs=0.01)  # stored in the user's kg
    assert (
        execution.trace.output_summary == "recorded weight 165 lb, waist 32 in, body fat 18.5% on 2026-11-30"
    )


@pytest.mark.anyio
async def test_log_measurement_units_default_to_the_users(make_context: MakeContext, call: Call) -> None:
    ctx = await make_context(weight_unit="lb", length_unit="in")

    execution = await call(ctx, "log_measurement", weight=150, hips=38, steps=12000)

    assert execution.actions[0]["units"] == {"weight": "lb", "hips": "in", "steps": "steps"}


@pytest.mark.anyio
async def test_log_measurement_needs_something_to_record(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_measurement", date="2026-11-29")

    assert execution.result_part.is_error
    assert "at least one" in str(execution.result_part.content)


@pytest.mark.anyio
async def test_log_water_counts_glasses_in_the_users_glass_size(
    make_context: MakeContext, call: Call
) -> None:
    ctx = await make_context(glass_ml=300.0)

    await call(ctx, "log_water", ml=200)
    execution = await call(ctx, "log_water", glasses_consumed=2)

    action = _only(execution.actions)
    assert (action["type"], action["ml"], action["glasses"], action["total_ml"]) == ("water", 600, 2, 800)
    data = content_of(execution)
    assert data["day_total_ml"] == 800
    assert data["goal_ml"] == 2000


@pytest.mark.anyio
async def test_log_water_takes_exactly_one_amount(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_water", ml=250, glasses_consumed=1)

    assert execution.result_part.is_error
    assert "exactly one" in str(execution.result_part.content)


@pytest.mark.anyio
async def test_writes_land_on_the_calling_user_only(make_context: MakeContext, call: Call) -> None:
    alice, bob = await make_context(), await make_context()

    await call(alice, "log_food", food_name="egg", quantity=1, unit="piece", meal_type="breakfast")
    await call(alice, "log_water", ml=500)
    await call(alice, "log_exercise", exercise_name="walking", duration_minutes=20)
    await call(alice, "log_measurement", weight=60)

    prefs = await bob.session.get(UserPreferences, bob.user_id)
    assert prefs is not None
    diary = await diary_for(bob.session, user_id=bob.user_id, prefs=prefs, day=bob.today)
    assert diary.food_entries == []
    assert diary.exercise_entries == []
    assert diary.water.ml == 0
    assert diary.measurements.weight is None


@pytest.mark.anyio
async def test_day_totals_after_a_write_match_the_diary(ctx: ToolContext, call: Call) -> None:
    await log_meal(call, ctx, calories=100.06, protein=1)
    execution = await call(
        ctx, "log_exercise", exercise_name="zumba class", duration_minutes=10, calories_burned=50.04
    )

    data = content_of(execution)
    diary = await diary_for(ctx.session, user_id=ctx.user_id, prefs=ctx.preferences, day=ctx.today)
    # What is left comes from the rounded totals, as the diary shows it: 2000 - 100.1 + 50.0.
    assert data["day_totals"]["remaining_calories"] == diary.remaining_calories == 1949.9
    assert data["day_totals"]["calories"] == diary.totals.calories
