"""The seam every model sits behind: the orchestrator talks to a ``Provider`` and nothing else."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from fitcoach.coach.messages import LLMResponse, Message, StreamEvent, ToolDefinition

DEFAULT_TIMEOUT_SECONDS = 60.0


@dataclass(frozen=True, slots=True)
class CompletionOptions:
    """Per-call settings; ``temperature=None`` leaves sampling to the model's default."""

    model: str
    max_tokens: int
    temperature: float | None = None
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS


class Provider(Protocol):
    """A model that answers a conversation, possibly by asking for tools.

    ``complete`` returns the whole answer; ``stream`` yields text deltas and finished tool calls
    as they arrive, then one ``UsageReport`` and a final ``StreamDone`` carrying the same
    ``LLMResponse`` ``complete`` would have returned. Both raise ``ProviderError`` subclasses.
    """

    async def complete(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> LLMResponse: ...

    def stream(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> AsyncIterator[StreamEvent]: ...
