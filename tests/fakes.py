"""A scripted fake model: queue its answers, then inspect what it was sent."""

from __future__ import annotations

from collections import deque
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from fitcoach.coach.messages import (
    LLMResponse,
    Message,
    StreamDone,
    StreamEvent,
    TextDelta,
    ToolCallPart,
    ToolCallReady,
    ToolDefinition,
    Usage,
    UsageReport,
)
from fitcoach.coach.providers.base import CompletionOptions


def says(text: str, *, tokens: int = 10) -> LLMResponse:
    return LLMResponse(
        Message.assistant(text), "stop", Usage(input_tokens=tokens, output_tokens=tokens), "scripted"
    )


def calls(*tool_calls: tuple[str, dict[str, Any]], tokens: int = 10) -> LLMResponse:
    parts = [
        ToolCallPart(id=f"call_{i}", name=name, arguments=args) for i, (name, args) in enumerate(tool_calls)
    ]
    return LLMResponse(
        Message.assistant(tool_calls=parts),
        "tool_calls",
        Usage(input_tokens=tokens, output_tokens=tokens),
        "scripted",
    )


@dataclass
class Request:
    messages: list[Message]
    tools: list[ToolDefinition]


@dataclass
class ScriptedModel:
    replies: deque[LLMResponse] = field(default_factory=deque)
    requests: list[Request] = field(default_factory=list)

    def enqueue(self, *responses: LLMResponse) -> None:
        self.replies.extend(responses)

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
    ) -> LLMResponse:
        self.requests.append(Request(list(messages), list(tools)))
        if not self.replies:
            raise AssertionError("the scripted model was asked more often than scripted")
        return self.replies.popleft()

    async def stream(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
    ) -> AsyncIterator[StreamEvent]:
        response = await self.complete(messages, tools, options)
        if response.text:
            yield TextDelta(response.text)
        for call in response.tool_calls:
            yield ToolCallReady(call)
        yield UsageReport(response.usage)
        yield StreamDone(response)

    def tool_names(self, request: int = -1) -> list[str]:
        return [tool.name for tool in self.requests[request].tools]


@dataclass
class SteadyModel(ScriptedModel):
    """Answers every request with the same short reply, however many come: for fuzzing, where the number of
    model calls is not known in advance."""

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
    ) -> LLMResponse:
        self.requests.append(Request(list(messages), list(tools)))
        return says("Noted.")
