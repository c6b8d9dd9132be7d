"""The provider/tool loop: ask the model, run the tools it calls, repeat (at most five rounds).

It streams what happens as ``TurnEvent``s (tokens, tool starts and ends) and ends with one
``TurnOutcome``. The same loop serves every brain, the offline engine included.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, assert_never

from fitcoach.coach.messages import (
    LLMResponse,
    Message,
    StreamDone,
    TextDelta,
    ToolCallPart,
    ToolCallReady,
    ToolResultPart,
    Usage,
    UsageReport,
)
from fitcoach.coach.providers.base import CompletionOptions, Provider
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.escalation import ENABLE_TOOLS, as_list, enabled_categories
from fitcoach.coach.tools.registry import ToolCategory, ToolExecution, ToolRegistry

MAX_ROUNDS = 5
MAX_ITERATIONS_REPLY = (
    "Sorry, I couldn't finish that within my step limit. Could you ask again, perhaps in smaller parts?"
)


@dataclass
class ToolScope:
    """Which tool categories the model may use, and whether it may widen them (auto mode only)."""

    categories: set[ToolCategory]
    may_escalate: bool

    def widen(self, categories: Iterable[ToolCategory]) -> None:
        self.categories.update(categories)


@dataclass(frozen=True)
class TurnEvent:
    type: Literal["token", "tool_start", "tool_end"]
    data: dict[str, Any]


@dataclass
class TurnOutcome:
    text: str
    finish_reason: str
    usage: Usage = field(default_factory=Usage)
    executions: list[ToolExecution] = field(default_factory=list)
    rounds: int = 0
    model: str = ""


class Orchestrator:
    def __init__(
        self,
        provider: Provider,
        registry: ToolRegistry,
        options: CompletionOptions,
        *,
        max_rounds: int = MAX_ROUNDS,
    ) -> None:
        self.provider, self.registry, self.options, self.max_rounds = provider, registry, options, max_rounds

    async def run(
        self, ctx: ToolContext, conversation: list[Message], scope: ToolScope
    ) -> AsyncIterator[TurnEvent | TurnOutcome]:
        outcome = TurnOutcome(text="", finish_reason="stop")
        for _ in range(self.max_rounds):
            outcome.rounds += 1
            tools = self.registry.definitions(scope.categories, include_escalation=scope.may_escalate)
            response: LLMResponse | None = None
            async for event in self.provider.stream(conversation, tools, self.options):
                match event:
                    case TextDelta(text=text):
                        yield TurnEvent("token", {"text": text})
                    case ToolCallReady() | UsageReport():
                        pass
                    case StreamDone(response=done):
                        response = done
                    case _:
                        assert_never(event)
            if response is None:  # a provider that ends without StreamDone broke its contract
                raise RuntimeError("provider stream ended without a final response")
            outcome.usage += response.usage
            outcome.model = response.model
            conversation.append(response.message)
            if not response.tool_calls:
                outcome.text = response.text
                outcome.finish_reason = response.finish_reason
                yield outcome
                return
            results = []
            for call in response.tool_calls:
                yield TurnEvent("tool_start", {"tool_name": call.name, "arguments": dict(call.arguments)})
                part, execution = await self._execute(ctx, call, scope)
                results.append(part)
                if execution is not None:
                    outcome.executions.append(execution)
                    yield TurnEvent("tool_end", execution.trace.as_json())
            conversation.append(Message.tool_results(results))
        outcome.text = MAX_ITERATIONS_REPLY
        outcome.finish_reason = "max_iterations"
        yield outcome

    async def _execute(
        self, ctx: ToolContext, call: ToolCallPart, scope: ToolScope
    ) -> tuple[ToolResultPart, ToolExecution | None]:
        if call.name == ENABLE_TOOLS:
            return await self._escalate(ctx, call, scope)
        tool = self.registry.get(call.name)
        if tool is not None and tool.category not in scope.categories:
            # Manual selection is a strict ceiling, and in auto mode the model widens by asking first.
            hint = "call enable_tools first" if scope.may_escalate else "the user has not enabled it"
            message = f"{call.name} is not available in this conversation ({hint})."
            return ToolResultPart(call.id, call.name, message, is_error=True), None
        execution = await self.registry.execute(ctx, call)
        return execution.result_part, execution

    async def _escalate(
        self, ctx: ToolContext, call: ToolCallPart, scope: ToolScope
    ) -> tuple[ToolResultPart, ToolExecution | None]:
        if not scope.may_escalate:
            return _escalation_refused(call), None
        # Through the registry like any other call: a bad request gets its corrective error, a log row
        # and a trace, and only the categories it validated are enabled.
        execution = await self.registry.execute(ctx, call)
        if execution.result is None:
            return execution.result_part, execution
        enabled = enabled_categories(execution.result)
        scope.widen(enabled)
        content: dict[str, Any] = {
            "enabled": [c.value for c in enabled],
            "now_available": sorted(scope.categories),
        }
        return ToolResultPart(call.id, call.name, content), execution


def _escalation_refused(call: ToolCallPart) -> ToolResultPart:
    # The same reading of the request as the registry's validation gives it.
    requested = as_list(call.arguments.get("categories"))
    names = requested if isinstance(requested, list) else []
    message = (
        "The user limited this conversation to the tools they selected. Tell them which tools you "
        f"would need ({', '.join(map(str, names)) or 'more'}) and to enable them in the tool selector."
    )
    return ToolResultPart(call.id, call.name, message, is_error=True)
