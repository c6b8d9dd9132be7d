"""The registry's one path for every call: validation, caching, errors, savepoints, the call log."""

from __future__ import annotations

import json
from datetime import date

import pytest
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.body import repository as body_repository
from fitcoach.body.models import CheckInMeasurement
from fitcoach.coach.messages import ToolCallPart
from fitcoach.coach.models import AiToolCallLog
from fitcoach.coach.tools import (
    InProcessToolCache,
    Tool,
    ToolCategory,
    ToolContext,
    ToolRegistry,
    ToolResult,
    default_registry,
    escalation,
)
from fitcoach.core.database import Database
from fitcoach.core.errors import ValidationFailed
from tests.coach.conftest import TODAY, MakeContext
from tests.coach.tools.conftest import Call


class CountArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    days: int = Field(default=7, ge=1, le=90)


class Counter:
    """A read tool that counts how often its handler really ran."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, ctx: ToolContext, args: CountArgs) -> ToolResult:
        self.calls += 1
        return ToolResult(data={"days": args.days, "run": self.calls}, summary=f"run {self.calls}")


async def _write(ctx: ToolContext, args: CountArgs) -> ToolResult:
    return ToolResult(data={"ok": True}, summary="wrote", actions=({"type": "water", "id": 1},))


async def _failing_write(ctx: ToolContext, args: CountArgs) -> ToolResult:
    await body_repository.upsert_checkin(
        ctx.session, user_id=ctx.user_id, entry_date=ctx.today, fields={"steps": 1234}
    )
    raise ValidationFailed("the second half of this write is not allowed")


def _fake_registry(counter: Counter) -> ToolRegistry:
    return ToolRegistry(
        [
            Tool("count", ToolCategory.REPORTS, "Count runs.", CountArgs, counter, 60, {"days": 7}),
            Tool("write", ToolCategory.CHECKIN, "Write something.", CountArgs, _write),
            Tool("failing_write", ToolCategory.CHECKIN, "Fail half-way.", CountArgs, _failing_write),
            *escalation.TOOLS,
        ],
        InProcessToolCache(),
    )


def _call(name: str, **arguments: object) -> ToolCallPart:
    return ToolCallPart(id="call-1", name=name, arguments=arguments)


@pytest.mark.anyio
async def test_unknown_tool_is_an_error_result_listing_the_tools(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_pizza", slices=2)

    assert execution.result_part.is_error
    assert execution.result is None
    assert "log_pizza" in str(execution.result_part.content)
    assert "log_food" in str(execution.result_part.content)
    assert not execution.trace.ok


@pytest.mark.anyio
async def test_bad_arguments_get_a_corrective_message_with_each_field_and_an_example(
    ctx: ToolContext, call: Call
) -> None:
    execution = await call(ctx, "log_food", food_name="egg", quantity=-2, meal_type="brunch")

    message = str(execution.result_part.content)
    assert execution.result_part.is_error
    assert "quantity" in message
    assert "meal_type" in message
    assert "unit" in message  # missing
    example = json.loads(message.split("A valid call looks like: ", 1)[1])
    assert example == default_registry().get("log_food").example  # type: ignore[union-attr]


@pytest.mark.anyio
async def test_a_user_id_from_the_model_is_refused(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_water", ml=250, user_id=ctx.user_id + 1)

    assert execution.result_part.is_error
    assert "user_id" in str(execution.result_part.content)


@pytest.mark.anyio
async def test_business_errors_become_error_results_with_their_message(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_water", ml=250, date="2026-12-25")

    assert execution.result_part.is_error
    assert "in the future" in str(execution.result_part.content)
    assert execution.error is not None
    assert execution.actions == ()


@pytest.mark.anyio
async def test_a_failed_write_leaves_nothing_half_written(ctx: ToolContext, session: AsyncSession) -> None:
    registry = _fake_registry(Counter())

    execution = await registry.execute(ctx, _call("failing_write"))

    assert execution.result_part.is_error
    rows = await session.execute(select(CheckInMeasurement).where(CheckInMeasurement.user_id == ctx.user_id))
    assert rows.scalars().all() == []
    assert ctx.preferences.glass_ml == 250  # objects outside the savepoint stay loaded
    assert (await registry.execute(ctx, _call("write"))).trace.ok


@pytest.mark.anyio
async def test_reads_are_served_from_the_cache_until_a_write_invalidates_them(
    database: Database, make_context: MakeContext
) -> None:
    counter = Counter()
    registry = _fake_registry(counter)
    ctx = await make_context()

    first = await registry.execute(ctx, _call("count", days=7))
    second = await registry.execute(ctx, _call("count", days=7))
    other_args = await registry.execute(ctx, _call("count", days=8))
    assert (first.trace.cached, second.trace.cached, other_args.trace.cached) == (False, True, False)
    assert second.result_part.content == first.result_part.content
    assert counter.calls == 2

    async with database.sessionmaker() as next_turn:
        writer = ToolContext(ctx.user_id, next_turn, TODAY, ctx.preferences)
        assert (await registry.execute(writer, _call("write"))).trace.ok
    async with database.sessionmaker() as later_turn:
        reader = ToolContext(ctx.user_id, later_turn, TODAY, ctx.preferences)
        after_write = await registry.execute(reader, _call("count", days=7))
    assert not after_write.trace.cached
    assert counter.calls == 3


@pytest.mark.anyio
async def test_reads_after_a_write_in_the_same_turn_bypass_the_cache(ctx: ToolContext) -> None:
    counter = Counter()
    registry = _fake_registry(counter)
    await registry.execute(ctx, _call("write"))

    await registry.execute(ctx, _call("count", days=7))
    again = await registry.execute(ctx, _call("count", days=7))

    assert not again.trace.cached
    assert counter.calls == 2


@pytest.mark.anyio
async def test_cached_reads_of_one_user_never_reach_another(make_context: MakeContext) -> None:
    counter = Counter()
    registry = _fake_registry(counter)
    alice, bob = await make_context(), await make_context()

    await registry.execute(alice, _call("count", days=7))
    for_bob = await registry.execute(bob, _call("count", days=7))

    assert not for_bob.trace.cached
    assert counter.calls == 2


@pytest.mark.anyio
async def test_every_execution_is_logged_in_the_turns_session(
    ctx: ToolContext, call: Call, session: AsyncSession
) -> None:
    await call(ctx, "log_water", ml=300)
    await call(ctx, "log_water", ml=-1)
    await session.flush()

    rows = (
        (await session.execute(select(AiToolCallLog).where(AiToolCallLog.user_id == ctx.user_id)))
        .scalars()
        .all()
    )
    assert [(r.tool_name, r.success, r.cached) for r in rows] == [
        ("log_water", True, False),
        ("log_water", False, False),
    ]
    assert rows[0].arguments == {"ml": 300}
    assert rows[0].output_summary.startswith("added 300 ml")
    assert rows[0].latency_ms >= 0


@pytest.mark.anyio
async def test_trace_entries_serialise_to_json(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "log_water", glasses_consumed=2)

    trace = execution.trace.as_json()
    assert trace["tool_name"] == "log_water"
    assert trace["ok"] is True
    assert set(trace) >= {"latency_ms", "cached", "input_summary", "output_summary", "description"}
    json.dumps(trace)


def test_definitions_are_ordered_by_category_then_name_and_stable() -> None:
    registry = default_registry()

    names = [d.name for d in registry.definitions()]
    again = [json.dumps(d.parameters, sort_keys=False) for d in registry.definitions()]

    categories = [registry.get(n).category for n in names]  # type: ignore[union-attr]
    order = list(ToolCategory)
    assert [order.index(c) for c in categories] == sorted(order.index(c) for c in categories)
    assert names[-1] == "enable_tools"
    assert again == [json.dumps(d.parameters, sort_keys=False) for d in registry.definitions()]


def test_definitions_are_self_contained_json_schema() -> None:
    for definition in default_registry().definitions():
        text = json.dumps(definition.parameters)
        assert "$ref" not in text
        assert "$defs" not in text
        assert definition.parameters["type"] == "object"
        assert definition.description


def test_definitions_filter_by_category_and_escalation() -> None:
    registry = default_registry()

    food = [d.name for d in registry.definitions([ToolCategory.FOOD])]
    food_only = [d.name for d in registry.definitions([ToolCategory.FOOD], include_escalation=False)]

    assert "log_food" in food
    assert "log_water" not in food
    assert food == [*food_only, "enable_tools"]


@pytest.mark.anyio
async def test_enable_tools_echoes_the_categories_asked_for(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "enable_tools", categories=["trainer", "reports", "trainer"])

    assert execution.result_part.content == {"enabled": ["reports", "trainer"]}


@pytest.mark.anyio
async def test_read_only_tools_do_not_invalidate_the_cache(ctx: ToolContext) -> None:
    counter = Counter()
    registry = _fake_registry(counter)
    await registry.execute(ctx, _call("count", days=7))

    await registry.execute(ctx, _call("enable_tools", categories=["goals"]))
    again = await registry.execute(ctx, _call("count", days=7))

    assert again.trace.cached


@pytest.mark.anyio
async def test_enable_tools_takes_one_category_as_a_string(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "enable_tools", categories="goals")

    assert execution.result_part.content == {"enabled": ["goals"]}


@pytest.mark.anyio
async def test_enable_tools_refuses_unknown_categories(ctx: ToolContext, call: Call) -> None:
    execution = await call(ctx, "enable_tools", categories=["escalation", "astrology"])

    assert execution.result_part.is_error


def test_unique_names_are_required() -> None:
    tool = Tool("count", ToolCategory.REPORTS, "Count.", CountArgs, Counter(), 60)
    with pytest.raises(ValueError, match="unique"):
        ToolRegistry([tool, tool], InProcessToolCache())


@pytest.mark.anyio
async def test_a_new_day_does_not_reuse_yesterdays_cached_read(ctx: ToolContext) -> None:
    counter = Counter()
    registry = _fake_registry(counter)
    await registry.execute(ctx, _call("count", days=7))

    tomorrow = ToolContext(ctx.user_id, ctx.session, date(2026, 12, 1), ctx.preferences)
    next_day = await registry.execute(tomorrow, _call("count", days=7))

    assert not next_day.trace.cached
