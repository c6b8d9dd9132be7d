"""search_foods, search_exercises, get_diary, get_goals and set_goals."""

from __future__ import annotations

import pytest

from fitcoach.coach.tools import ToolContext
from tests.coach.conftest import MakeContext
from tests.coach.tools.conftest import Call, content_of


@pytest.mark.anyio
async def test_search_foods_finds_catalog_foods_with_portions(ctx: ToolContext, call: Call) -> None:
    data = content_of(await call(ctx, "search_foods", query="eggs", limit=3))

    top = data["foods"][0]
    assert top["name"] == "egg"
    assert top["per_100g"]["calories"] == 143
    assert {"unit": "piece", "grams": 50.0} in top["portions"]
    assert len(data["foods"]) <= 3


@pytest.mark.anyio
async def test_search_foods_limit_is_range_checked(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "search_foods", query="egg", limit=50)

    assert execution.result_part.is_error
    assert "limit" in str(execution.result_part.content)


@pytest.mark.anyio
async def test_search_foods_shows_own_foods_to_their_owner_only(
    make_context: MakeContext, call: Call
) -> None:
    alice, bob = await make_context(), await make_context()
    await call(
        alice,
        "log_food",
        food_name="quokka crunch bar",
        quantity=1,
        unit="bar",
        meal_type="snack",
        nutrition={"calories": 210},
    )

    mine = content_of(await call(alice, "search_foods", query="quokka crunch bar"))
    theirs = content_of(await call(bob, "search_foods", query="quokka crunch bar"))

    assert mine["foods"][0]["is_own"] is True
    assert all(food["name"] != "quokka crunch bar" for food in theirs["foods"])


@pytest.mark.anyio
async def test_search_exercises_gives_met_values(ctx: ToolContext, call: Call) -> None:
    data = content_of(await call(ctx, "search_exercises", query="running"))

    top = data["activities"][0]
    assert top["name"] == "Running"
    assert top["met"] > 5


@pytest.mark.anyio
async def test_get_diary_shows_the_days_entries(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "log_food", food_name="egg", quantity=2, unit="piece", meal_type="breakfast")
    await call(ctx, "log_water", ml=500)

    data = content_of(await call(ctx, "get_diary"))

    assert data["date"] == "2026-11-30"
    assert [e["food"]["name"] for e in data["food_entries"]] == ["egg"]
    assert data["water"]["ml"] == 500
    assert data["totals"]["calories"] == 143


@pytest.mark.anyio
async def test_set_goals_changes_defaults_and_get_goals_reads_them(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "set_goals", calories=2200, protein=140)

    action = execution.actions[0]
    assert (action["type"], action["calories"], action["protein"], action["date"]) == (
        "goals",
        2200,
        140,
        None,
    )
    assert isinstance(action["id"], int)
    goals = content_of(await call(ctx, "get_goals"))
    assert (goals["calories"], goals["protein"], goals["carbs"]) == (2200, 140, 260)


@pytest.mark.anyio
async def test_set_goals_for_one_day_leaves_the_default(ctx: ToolContext, call: Call) -> None:
    await call(ctx, "set_goals", date="2026-11-29", calories=3000)

    assert content_of(await call(ctx, "get_goals", date="2026-11-29"))["calories"] == 3000
    assert content_of(await call(ctx, "get_goals"))["calories"] == 2000


@pytest.mark.anyio
async def test_set_goals_converts_a_target_weight_from_the_users_unit(
    make_context: MakeContext, call: Call
) -> None:
    ctx = await make_context(weight_unit="lb")

    execution = await call(ctx, "set_goals", target_weight=150)

    assert execution.actions[0]["target_weight_kg"] == pytest.approx(68.04)


@pytest.mark.anyio
async def test_set_goals_refuses_a_very_low_calorie_goal(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "set_goals", calories=700)

    assert execution.result_part.is_error
    assert "medical supervision" in str(execution.result_part.content)
    assert content_of(await call(ctx, "get_goals"))["calories"] == 2000


@pytest.mark.anyio
async def test_set_goals_warns_below_the_usual_floor(ctx: ToolContext, call: Call) -> None:
    data = content_of(await call(ctx, "set_goals", calories=1300))

    assert "1500" in data["warning"]


@pytest.mark.anyio
async def test_set_goals_needs_a_goal(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "set_goals", date="2026-11-30")

    assert execution.result_part.is_error
