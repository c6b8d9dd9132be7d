"""The provider/tool loop against a scripted model and the real tool registry."""

from __future__ import annotations

import pytest

from fitcoach.coach.messages import Message
from fitcoach.coach.orchestrator import MAX_ROUNDS, Orchestrator, ToolScope, TurnEvent, TurnOutcome
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.tools import ToolCategory, ToolContext, default_registry
from fitcoach.coach.tools.registry import actions_of
from tests.fakes import ScriptedModel, calls, says

pytestmark = pytest.mark.anyio

OPTIONS = CompletionOptions(model="scripted", max_tokens=100)


async def run(
    model: ScriptedModel, ctx: ToolContext, scope: ToolScope
) -> tuple[list[TurnEvent], TurnOutcome]:
    events: list[TurnEvent] = []
    outcome: TurnOutcome | None = None
    orchestrator = Orchestrator(model, default_registry(), OPTIONS)
    async for event in orchestrator.run(ctx, [Message.user("hi")], scope):
        if isinstance(event, TurnOutcome):
            outcome = event
        else:
            events.append(event)
    assert outcome is not None
    return events, outcome


def auto(*categories: ToolCategory) -> ToolScope:
    return ToolScope(set(categories), may_escalate=True)


async def test_a_tool_call_runs_and_its_result_goes_back_to_the_model(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(calls(("log_water", {"ml": 500})), says("Logged."))
    events, outcome = await run(model, ctx, auto(ToolCategory.CHECKIN))
    assert [e.type for e in events] == ["tool_start", "tool_end", "token"]
    assert actions_of(outcome.executions)[0]["type"] == "water"
    tool_message = model.requests[1].messages[-1]
    assert tool_message.role == "tool"
    assert outcome.usage.input_tokens == 20


async def test_only_the_chosen_categories_tools_are_sent(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(says("ok"))
    await run(model, ctx, auto(ToolCategory.CHECKIN))
    names = model.tool_names()
    assert "log_water" in names
    assert "log_food" not in names
    assert "enable_tools" in names


async def test_enable_tools_widens_the_next_round(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(calls(("enable_tools", {"categories": ["food"]})), says("ok"))
    await run(model, ctx, auto(ToolCategory.CHECKIN))
    assert "log_food" not in model.tool_names(0)
    assert "log_food" in model.tool_names(1)


async def test_enable_tools_with_one_category_as_a_string_widens_by_that_category(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(calls(("enable_tools", {"categories": "reports"})), says("ok"))
    events, _outcome = await run(model, ctx, auto(ToolCategory.CHECKIN))
    assert "get_nutrition_summary" in model.tool_names(1)
    assert "log_food" not in model.tool_names(1)
    assert [e.type for e in events] == ["tool_start", "tool_end", "token"]


async def test_a_bad_enable_tools_call_gets_the_corrective_error_and_is_traced(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(calls(("enable_tools", {"categories": ["food", "astrology"]})), says("ok"))
    events, outcome = await run(model, ctx, auto(ToolCategory.CHECKIN))
    result = model.requests[1].messages[-1].parts[0]
    assert getattr(result, "is_error", False)
    assert "Invalid arguments for enable_tools" in result.content_as_text()
    assert "log_food" not in model.tool_names(1)
    assert [e.type for e in events] == ["tool_start", "tool_end", "token"]
    assert events[1].data["tool_name"] == "enable_tools"
    assert events[1].data["ok"] is False
    assert [e.trace.tool_name for e in outcome.executions] == ["enable_tools"]


async def test_manual_selection_is_a_strict_ceiling(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(
        calls(
            ("enable_tools", {"categories": ["food"]}), ("log_food", {"food_name": "apple", "quantity": 1})
        ),
        says("ok"),
    )
    _events, outcome = await run(model, ctx, ToolScope({ToolCategory.CHECKIN}, may_escalate=False))
    assert "enable_tools" not in model.tool_names(0)
    results = model.requests[1].messages[-1].parts
    assert all(getattr(p, "is_error", False) for p in results)
    assert actions_of(outcome.executions) == []


async def test_a_bad_call_gets_a_corrective_message_the_model_can_fix(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(calls(("log_water", {"ml": -5})), calls(("log_water", {"ml": 250})), says("Fixed."))
    _events, outcome = await run(model, ctx, auto(ToolCategory.CHECKIN))
    first_result = model.requests[1].messages[-1].parts[0]
    assert getattr(first_result, "is_error", False)
    assert len(actions_of(outcome.executions)) == 1


async def test_the_loop_stops_after_five_rounds_with_an_apology(ctx: ToolContext) -> None:
    model = ScriptedModel()
    model.enqueue(*(calls(("get_diary", {})) for _ in range(MAX_ROUNDS)))
    _events, outcome = await run(model, ctx, auto(ToolCategory.REPORTS, ToolCategory.FOOD))
    assert outcome.finish_reason == "max_iterations"
    assert "Sorry" in outcome.text
    assert len(model.requests) == MAX_ROUNDS
