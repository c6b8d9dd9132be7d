"""Anthropic Messages with tool_use / tool_result blocks, through the official async SDK."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict, assert_never

import anthropic
import httpx2
from anthropic import AsyncAnthropic, omit
from anthropic.types import (
    ContentBlockParam,
    ImageBlockParam,
    MessageParam,
    RawContentBlockDeltaEvent,
    RawContentBlockStartEvent,
    RawContentBlockStopEvent,
    RawMessageDeltaEvent,
    RawMessageStartEvent,
    RawMessageStopEvent,
    RawMessageStreamEvent,
    StopReason,
    TextBlockParam,
    ToolParam,
)
from anthropic.types import Message as AnthropicMessage

from fitcoach.coach.messages import (
    FinishReason,
    ImagePart,
    LLMResponse,
    Message,
    Role,
    StreamDone,
    StreamEvent,
    TextDelta,
    TextPart,
    ToolCallPart,
    ToolCallReady,
    ToolDefinition,
    ToolResultPart,
    Usage,
    UsageReport,
)
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.errors import (
    ProviderError,
    ProviderTimeout,
    ProviderUnavailable,
    error_for_status,
)
from fitcoach.coach.providers.retry import RetryPolicy, call_with_retries, retry_after_seconds
from fitcoach.coach.providers.wire import (
    assembled_response,
    image_base64,
    parse_tool_arguments,
    settle_finish_reason,
)

ANTHROPIC_BASE_URL = "https://api.anthropic.com"

ImageMediaType = Literal["image/jpeg", "image/png", "image/gif", "image/webp"]
# The image formats the Messages API accepts (Anthropic docs, "Vision": supported formats).
_IMAGE_MEDIA_TYPES: dict[str, ImageMediaType] = {
    "image/jpeg": "image/jpeg",
    "image/jpg": "image/jpeg",
    "image/png": "image/png",
    "image/gif": "image/gif",
    "image/webp": "image/webp",
}

_FINISH_REASONS: dict[StopReason, FinishReason] = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "pause_turn": "stop",
    "tool_use": "tool_calls",
    "max_tokens": "length",
    "model_context_window_exceeded": "length",
    "refusal": "content_filter",
}

# No sampling parameters are sent: the SDK pins anthropic-version 2026-10-21, from which any
# temperature, top_p or top_k is a 400 on every model (and Claude 4.7+ rejected them earlier).
# CompletionOptions.temperature is therefore ignored here.


class AnthropicProvider:
    """Claude through the Messages API, with the stable prompt prefix marked for caching."""

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = ANTHROPIC_BASE_URL,
        name: str = "anthropic",
        retry: RetryPolicy | None = None,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self.name = name
        self._retry = retry or RetryPolicy()
        self._client = AsyncAnthropic(
            api_key=api_key, base_url=base_url, max_retries=0, http_client=http_client
        )

    async def aclose(self) -> None:
        """Release the HTTP connections; the provider cannot be used afterwards."""
        await self._client.close()

    async def complete(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> LLMResponse:
        async def attempt() -> AnthropicMessage:
            try:
                return await self._client.messages.create(**_request(messages, tools, options))
            except anthropic.AnthropicError as error:
                raise map_anthropic_error(error, provider=self.name) from error

        reply = await call_with_retries(attempt, self._retry)
        return _response_from_message(reply)

    async def stream(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> AsyncIterator[StreamEvent]:
        async def open_stream() -> anthropic.AsyncStream[RawMessageStreamEvent]:
            try:
                return await self._client.messages.create(**_request(messages, tools, options), stream=True)
            except anthropic.AnthropicError as error:
                raise map_anthropic_error(error, provider=self.name) from error

        raw_events = await call_with_retries(open_stream, self._retry)
        assembly = _StreamAssembly(model=options.model)
        try:
            async for raw_event in raw_events:
                for event in assembly.absorb(raw_event):
                    yield event
        except anthropic.AnthropicError as error:
            raise map_anthropic_error(error, provider=self.name) from error
        finally:
            await raw_events.close()
        yield UsageReport(assembly.usage)
        yield StreamDone(assembly.response())


def map_anthropic_error(error: anthropic.AnthropicError, *, provider: str) -> ProviderError:
    """Our error for an SDK failure; the vendor's message is kept as ``detail``."""
    if isinstance(error, anthropic.APITimeoutError):
        return ProviderTimeout(f"{provider} did not answer in time.", provider=provider)
    if isinstance(error, anthropic.APIConnectionError):
        return ProviderUnavailable(f"Could not reach {provider}.", provider=provider, detail=str(error))
    if isinstance(error, anthropic.APIStatusError):
        return error_for_status(
            error.status_code,
            provider=provider,
            detail=error.message,
            retry_after_seconds=retry_after_seconds(error.response.headers),
            # An error event inside a 200 stream (e.g. overloaded_error) arrives with the stream's status.
            server_failed=error.status_code < 400,
        )
    return ProviderError(f"{provider} call failed.", provider=provider, detail=str(error))


class _MessagesRequest(TypedDict):
    model: str
    max_tokens: int
    system: list[TextBlockParam] | anthropic.Omit
    messages: list[MessageParam]
    tools: list[ToolParam] | anthropic.Omit
    timeout: float


def _request(
    messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
) -> _MessagesRequest:
    system = _system_blocks(messages)
    return _MessagesRequest(
        model=options.model,
        max_tokens=options.max_tokens,
        system=system or omit,
        messages=_map_messages(messages),
        tools=_map_tools(tools) or omit,
        timeout=options.timeout_seconds,
    )


def _system_blocks(messages: Sequence[Message]) -> list[TextBlockParam]:
    """The system prompt as blocks, the last one a cache breakpoint: it is the stable prefix of a turn."""
    blocks: list[TextBlockParam] = [
        {"type": "text", "text": message.text}
        for message in messages
        if message.role == "system" and message.text
    ]
    if blocks:
        blocks[-1]["cache_control"] = {"type": "ephemeral"}
    return blocks


def _map_tools(tools: Sequence[ToolDefinition]) -> list[ToolParam]:
    mapped: list[ToolParam] = [
        {"name": tool.name, "description": tool.description, "input_schema": dict(tool.parameters)}
        for tool in tools
    ]
    if mapped:
        # Tools precede the system prompt in the cache prefix; marking the last caches them all.
        mapped[-1]["cache_control"] = {"type": "ephemeral"}
    return mapped


def _map_messages(messages: Sequence[Message]) -> list[MessageParam]:
    """User and assistant turns; tool results travel in a user turn, merged with its neighbours."""
    turns: list[tuple[Literal["user", "assistant"], list[ContentBlockParam]]] = []
    for message in messages:
        role = _wire_role(message.role)
        blocks = [_map_part(part) for part in message.parts if not _is_empty_text(part)]
        if role is None or not blocks:
            continue
        if turns and turns[-1][0] == role:
            turns[-1][1].extend(blocks)
        else:
            turns.append((role, blocks))
    return [_turn(role, blocks) for role, blocks in turns]


def _turn(role: Literal["user", "assistant"], blocks: list[ContentBlockParam]) -> MessageParam:
    if role == "user":
        return {"role": "user", "content": blocks}
    return {"role": "assistant", "content": blocks}


def _wire_role(role: Role) -> Literal["user", "assistant"] | None:
    match role:
        case "system":
            return None
        case "user" | "tool":
            return "user"
        case "assistant":
            return "assistant"
        case _:
            assert_never(role)


def _is_empty_text(part: object) -> bool:
    # The API rejects empty text blocks.
    return isinstance(part, TextPart) and not part.text


def _map_part(part: TextPart | ImagePart | ToolCallPart | ToolResultPart) -> ContentBlockParam:
    match part:
        case TextPart(text=text):
            return {"type": "text", "text": text}
        case ImagePart():
            return _image_block(part)
        case ToolCallPart():
            return {"type": "tool_use", "id": part.id, "name": part.name, "input": dict(part.arguments)}
        case ToolResultPart():
            return {
                "type": "tool_result",
                "tool_use_id": part.call_id,
                "content": part.content_as_text(),
                "is_error": part.is_error,
            }
        case _:
            assert_never(part)


def _image_block(part: ImagePart) -> ImageBlockParam:
    media_type = _IMAGE_MEDIA_TYPES.get(part.media_type.lower())
    if media_type is None:
        raise ProviderError(f"Anthropic does not accept {part.media_type} images.", provider="anthropic")
    return {
        "type": "image",
        "source": {"type": "base64", "media_type": media_type, "data": image_base64(part)},
    }


def _response_from_message(reply: AnthropicMessage) -> LLMResponse:
    parts: list[TextPart | ToolCallPart] = []
    for block in reply.content:
        if block.type == "text" and block.text:
            parts.append(TextPart(block.text))
        elif block.type == "tool_use":
            parts.append(ToolCallPart(id=block.id, name=block.name, arguments=_as_arguments(block.input)))
    has_tool_calls = any(isinstance(part, ToolCallPart) for part in parts)
    reason = _FINISH_REASONS.get(reply.stop_reason, "stop") if reply.stop_reason else "stop"
    return LLMResponse(
        message=Message("assistant", tuple(parts)),
        finish_reason=settle_finish_reason(reason, has_tool_calls=has_tool_calls),
        usage=_usage(
            input_tokens=reply.usage.input_tokens,
            output_tokens=reply.usage.output_tokens,
            cache_read=reply.usage.cache_read_input_tokens or 0,
            cache_write=reply.usage.cache_creation_input_tokens or 0,
        ),
        model=reply.model,
    )


def _as_arguments(value: object) -> dict[str, Any]:
    return {str(key): item for key, item in value.items()} if isinstance(value, dict) else {}


def _usage(*, input_tokens: int, output_tokens: int, cache_read: int, cache_write: int) -> Usage:
    # Anthropic's input_tokens leaves out the tokens read from or written to the cache.
    return Usage(
        input_tokens=input_tokens + cache_read + cache_write,
        output_tokens=output_tokens,
        cached_input_tokens=cache_read,
    )


@dataclass
class _PendingToolUse:
    id: str
    name: str
    json_pieces: list[str] = field(default_factory=list)


@dataclass
class _StreamAssembly:
    """Rebuilds the answer from raw SSE events; a tool call is complete at its ``content_block_stop``."""

    model: str
    text: list[str] = field(default_factory=list)
    pending: dict[int, _PendingToolUse] = field(default_factory=dict)
    calls: list[ToolCallPart] = field(default_factory=list)
    finish_reason: FinishReason = "stop"
    input_tokens: int = 0
    cache_read: int = 0
    cache_write: int = 0
    output_tokens: int = 0

    @property
    def usage(self) -> Usage:
        return _usage(
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            cache_read=self.cache_read,
            cache_write=self.cache_write,
        )

    def absorb(self, event: RawMessageStreamEvent) -> list[StreamEvent]:
        match event:
            case RawMessageStartEvent(message=started):
                self.model = started.model or self.model
                self.input_tokens = started.usage.input_tokens
                self.cache_read = started.usage.cache_read_input_tokens or 0
                self.cache_write = started.usage.cache_creation_input_tokens or 0
                self.output_tokens = started.usage.output_tokens
            case RawContentBlockStartEvent(content_block=block, index=index):
                if block.type == "tool_use":
                    self.pending[index] = _PendingToolUse(id=block.id, name=block.name)
                elif block.type == "text" and block.text:
                    return self._text(block.text)
            case RawContentBlockDeltaEvent(delta=delta, index=index):
                if delta.type == "text_delta" and delta.text:
                    return self._text(delta.text)
                if delta.type == "input_json_delta" and index in self.pending:
                    self.pending[index].json_pieces.append(delta.partial_json)
            case RawContentBlockStopEvent(index=index):
                return self._finish_tool_use(index)
            case RawMessageDeltaEvent(delta=delta, usage=usage):
                if delta.stop_reason:
                    self.finish_reason = _FINISH_REASONS.get(delta.stop_reason, "stop")
                # message_delta usage is cumulative for the whole message.
                self.output_tokens = usage.output_tokens
                self.input_tokens = (
                    usage.input_tokens if usage.input_tokens is not None else self.input_tokens
                )
                self.cache_read = usage.cache_read_input_tokens or self.cache_read
                self.cache_write = usage.cache_creation_input_tokens or self.cache_write
            case RawMessageStopEvent():
                pass
            case _:
                assert_never(event)
        return []

    def _text(self, text: str) -> list[StreamEvent]:
        self.text.append(text)
        return [TextDelta(text)]

    def _finish_tool_use(self, index: int) -> list[StreamEvent]:
        finished = self.pending.pop(index, None)
        if finished is None:
            return []
        call = ToolCallPart(
            id=finished.id, name=finished.name, arguments=parse_tool_arguments("".join(finished.json_pieces))
        )
        self.calls.append(call)
        return [ToolCallReady(call)]

    def response(self) -> LLMResponse:
        return assembled_response(self.text, self.calls, self.finish_reason, self.usage, self.model)
