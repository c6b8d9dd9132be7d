"""The provider/tool loop: ask the model, run the tools it calls, repeat (at most five rounds).

It streams what happens as ``TurnEvent``s (tokens, tool starts and ends) and ends with one
``TurnOutcome``. The same loop serves every brain, the offline engine included.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
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
from fitcoach.coach.tools.registry import ToolCategory, ToolExecution, ToolRegistry

MAX_ROUNDS = 5
ESCALATION_TOOL = "enable_tools"
MAX_ITERATIONS_REPLY = (
    "Sorry, I couldn't finish that within my step limit. Could you ask again, perhaps in smaller parts?"
)


@dataclass
class ToolScope:
    """Which tool categories the model may use, and whether it may widen them (auto mode only)."""

    categories: set[ToolCategory]
    may_escalate: bool

    def widen(self, requested: Sequence[str]) -> list[ToolCategory]:
        added = [ToolCategory(c) for c in requested if c in ToolCategory._value2member_map_]
        self.categories.update(added)
        return added


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

    @property
    def actions(self) -> list[dict[str, Any]]:
        return [action for execution in self.executions for action in execution.actions]


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
        if call.name == ESCALATION_TOOL:
            return self._escalate(call, scope), None
        tool = self.registry.get(call.name)
        if tool is not None and tool.category not in scope.categories:
            # Manual selection is a strict ceiling, and in auto mode the model widens by asking first.
            hint = "call enable_tools first" if scope.may_escalate else "the user has not enabled it"
            message = f"{call.name} is not available in this conversation ({hint})."
            return ToolResultPart(call.id, call.name, message, is_error=True), None
        execution = await self.registry.execute(ctx, call)
        return execution.result_part, execution

    @staticmethod
    def _escalate(call: ToolCallPart, scope: ToolScope) -> ToolResultPart:
        requested = [str(c) for c in call.arguments.get("categories") or []]
        if not scope.may_escalate:
            message = (
                "The user limited this conversation to the tools they selected. Tell them which tools you "
                f"would need ({', '.join(requested) or 'more'}) and to enable them in the tool selector."
            )
            return ToolResultPart(call.id, call.name, message, is_error=True)
        added = scope.widen(requested)
        content: dict[str, Any] = {
            "enabled": [c.value for c in added],
            "now_available": sorted(scope.categories),
        }
        return ToolResultPart(call.id, call.name, content)
