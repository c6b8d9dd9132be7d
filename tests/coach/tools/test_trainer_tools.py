"""Exercise history, weekly volume and personal bests from the exercise diary."""

from __future__ import annotations

import pytest

from fitcoach.coach.tools import ToolContext
from tests.coach.conftest import MakeContext
from tests.coach.tools.conftest import Call, ago, content_of


async def _runs(call: Call, ctx: ToolContext) -> None:
    await call(ctx, "log_exercise", exercise_name="running", duration_minutes=30, distance=5, date=ago(10))
    await call(ctx, "log_exercise", exercise_name="running", duration_minutes=65, distance=10, date=ago(3))
    await call(ctx, "log_exercise", exercise_name="running", duration_minutes=2, distance=0.5, date=ago(1))
    await call(ctx, "log_exercise", exercise_name="yoga", duration_minutes=60, calories_burned=180)


@pytest.mark.anyio
async def test_history_lists_the_window_entries(ctx: ToolContext, call: Call) -> None:
    await _runs(call, ctx)

    data = content_of(await call(ctx, "get_historical_exercise_logs", days=7))

    assert [(e["date"], e["duration_minutes"]) for e in data["entries"]] == [
        (ago(3), 65),
        (ago(1), 2),
        (ago(0), 60),
    ]
    assert data["totals"]["sessions"] == 3
    assert data["totals"]["minutes"] == 127


@pytest.mark.anyio
async def test_history_days_are_range_checked(ctx: ToolContext, call: Call) -> None:
    assert (await call(ctx, "get_historical_exercise_logs", days=181)).result_part.is_error


@pytest.mark.anyio
async def test_volume_trends_sum_each_week(ctx: ToolContext, call: Call) -> None:
    await _runs(call, ctx)

    data = content_of(await call(ctx, "get_volume_trends", weeks=3))

    # 2026-11-30 is a Monday: this week holds only today's yoga.
    assert [w["week_start"] for w in data["weeks"]] == ["2026-11-16", "2026-11-23", "2026-11-30"]
    assert [(w["sessions"], w["minutes"], w["distance_km"]) for w in data["weeks"]] == [
        (1, 30, 5),
        (2, 67, 10.5),
        (1, 60, 0),
    ]
    assert data["average_per_complete_week"]["minutes"] == 48.5


@pytest.mark.anyio
async def test_pr_records_give_longest_distance_and_fastest_pace(ctx: ToolContext, call: Call) -> None:
    await _runs(call, ctx)

    data = content_of(await call(ctx, "get_pr_records"))

    running, yoga = data["records"]
    assert running["activity"] == "Running"
    assert running["longest_distance"] == {"km": 10, "date": ago(3)}
    assert running["fastest_pace"]["min_per_km"] == 6.0  # the 500 m sprint is too short to count
    assert running["fastest_pace"]["date"] == ago(10)
    assert yoga["longest_duration"]["minutes"] == 60
    assert "fastest_pace" not in yoga
    assert "Lifting" in data["note"]


@pytest.mark.anyio
async def test_trainer_reads_never_show_another_users_data(make_context: MakeContext, call: Call) -> None:
    alice, bob = await make_context(), await make_context()
    await _runs(call, bob)

    history = content_of(await call(alice, "get_historical_exercise_logs"))
    volume = content_of(await call(alice, "get_volume_trends"))
    records = content_of(await call(alice, "get_pr_records"))

    assert history["entries"] == []
    assert sum(w["sessions"] for w in volume["weeks"]) == 0
    assert records["records"] == []
