"""OpenAI Chat Completions, and every server that speaks it (Ollama, vLLM, LM Studio, OpenRouter)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import TypedDict, assert_never

import httpx2
import openai
from openai import AsyncOpenAI, omit
from openai.types import CompletionUsage
from openai.types.chat import (
    ChatCompletion,
    ChatCompletionAssistantMessageParam,
    ChatCompletionChunk,
    ChatCompletionContentPartParam,
    ChatCompletionMessageFunctionToolCallParam,
    ChatCompletionMessageParam,
    ChatCompletionToolParam,
)

from fitcoach.coach.messages import (
    FinishReason,
    ImagePart,
    LLMResponse,
    Message,
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
    dump_tool_arguments,
    image_data_url,
    parse_tool_arguments,
    settle_finish_reason,
    tool_result_text,
)

OPENAI_BASE_URL = "https://api.openai.com/v1"

# Reasoning models (o1, o3, o4-mini, the gpt-5 family and later) reject a temperature other than
# the default and reject `max_tokens` in favour of `max_completion_tokens`.
_REASONING_MODEL = re.compile(r"^(o\d|gpt-(?:[5-9]|\d{2,}))")

_FINISH_REASONS: dict[str, FinishReason] = {
    "stop": "stop",
    "tool_calls": "tool_calls",
    "function_call": "tool_calls",
    "length": "length",
    "content_filter": "content_filter",
}


class OpenAIProvider:
    """Chat Completions with function tools through the official async SDK.

    ``compatible_server`` is for other servers speaking the same API: they get the widely
    supported ``max_tokens`` and always the caller's temperature, since OpenAI's model rules do
    not apply to them.
    """

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = OPENAI_BASE_URL,
        compatible_server: bool = False,
        name: str = "openai",
        retry: RetryPolicy | None = None,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self.name = name
        self._compatible_server = compatible_server
        self._retry = retry or RetryPolicy()
        self._client = AsyncOpenAI(api_key=api_key, base_url=base_url, max_retries=0, http_client=http_client)

    async def aclose(self) -> None:
        """Release the HTTP connections; the provider cannot be used afterwards."""
        await self._client.close()

    async def complete(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> LLMResponse:
        async def attempt() -> ChatCompletion:
            try:
                return await self._client.chat.completions.create(**self._request(messages, tools, options))
            except openai.OpenAIError as error:
                raise self._map_error(error) from error

        completion = await call_with_retries(attempt, self._retry)
        return self._response_from_completion(completion, options.model)

    async def stream(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> AsyncIterator[StreamEvent]:
        async def open_stream() -> openai.AsyncStream[ChatCompletionChunk]:
            try:
                return await self._client.chat.completions.create(
                    **self._request(messages, tools, options),
                    stream=True,
                    stream_options={"include_usage": True},
                )
            except openai.OpenAIError as error:
                raise self._map_error(error) from error

        chunks = await call_with_retries(open_stream, self._retry)
        assembly = _StreamAssembly(model=options.model)
        try:
            async for chunk in chunks:
                for event in assembly.absorb(chunk):
                    yield event
        except openai.OpenAIError as error:
            raise self._map_error(error) from error
        finally:
            await chunks.close()
        for event in assembly.finish():
            yield event

    def _request(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> _ChatRequest:
        reasoning = not self._compatible_server and _REASONING_MODEL.match(options.model) is not None
        return _ChatRequest(
            model=options.model,
            messages=_map_messages(messages),
            tools=[_map_tool(tool) for tool in tools] if tools else omit,
            max_tokens=options.max_tokens if self._compatible_server else omit,
            max_completion_tokens=omit if self._compatible_server else options.max_tokens,
            temperature=omit if reasoning or options.temperature is None else options.temperature,
            timeout=options.timeout_seconds,
        )

    def _response_from_completion(self, completion: ChatCompletion, requested_model: str) -> LLMResponse:
        if not completion.choices:
            raise ProviderError("The model returned no answer.", provider=self.name)
        choice = completion.choices[0]
        parts: list[TextPart | ToolCallPart] = []
        if choice.message.content:
            parts.append(TextPart(choice.message.content))
        for call in choice.message.tool_calls or ():
            if call.type == "function":
                parts.append(
                    ToolCallPart(
                        id=call.id,
                        name=call.function.name,
                        arguments=parse_tool_arguments(call.function.arguments),
                    )
                )
        reason = _FINISH_REASONS.get(choice.finish_reason or "stop", "stop")
        return LLMResponse(
            message=Message("assistant", tuple(parts)),
            finish_reason=settle_finish_reason(reason, has_tool_calls=bool(choice.message.tool_calls)),
            usage=_map_usage(completion.usage),
            model=completion.model or requested_model,
        )

    def _map_error(self, error: openai.OpenAIError) -> ProviderError:
        return map_openai_error(error, provider=self.name)


def map_openai_error(error: openai.OpenAIError, *, provider: str) -> ProviderError:
    """Our error for an SDK failure; the vendor's message is kept as ``detail``."""
    if isinstance(error, openai.APITimeoutError):
        return ProviderTimeout(f"{provider} did not answer in time.", provider=provider)
    if isinstance(error, openai.APIConnectionError):
        return ProviderUnavailable(f"Could not reach {provider}.", provider=provider, detail=str(error))
    if isinstance(error, openai.APIStatusError):
        return error_for_status(
            error.status_code,
            provider=provider,
            detail=error.message,
            retry_after_seconds=retry_after_seconds(error.response.headers),
        )
    return ProviderError(f"{provider} call failed.", provider=provider, detail=str(error))


class _ChatRequest(TypedDict):
    model: str
    messages: list[ChatCompletionMessageParam]
    tools: list[ChatCompletionToolParam] | openai.Omit
    max_tokens: int | openai.Omit
    max_completion_tokens: int | openai.Omit
    temperature: float | openai.Omit
    timeout: float


def _map_messages(messages: Sequence[Message]) -> list[ChatCompletionMessageParam]:
    mapped: list[ChatCompletionMessageParam] = []
    for message in messages:
        mapped.extend(_map_message(message))
    return mapped


def _map_message(message: Message) -> list[ChatCompletionMessageParam]:
    match message.role:
        case "system":
            return [{"role": "system", "content": message.text}]
        case "user":
            return [{"role": "user", "content": _user_content(message)}]
        case "assistant":
            return [_assistant_message(message)]
        case "tool":
            return [
                {"role": "tool", "tool_call_id": part.call_id, "content": tool_result_text(part)}
                for part in message.parts
                if isinstance(part, ToolResultPart)
            ]
        case _:
            assert_never(message.role)


def _user_content(message: Message) -> str | list[ChatCompletionContentPartParam]:
    if all(isinstance(part, TextPart) for part in message.parts):
        return message.text
    content: list[ChatCompletionContentPartParam] = []
    for part in message.parts:
        match part:
            case TextPart(text=text):
                content.append({"type": "text", "text": text})
            case ImagePart():
                content.append({"type": "image_url", "image_url": {"url": image_data_url(part)}})
            case ToolCallPart() | ToolResultPart():
                raise ProviderError("A user message cannot carry tool calls or tool results.")
            case _:
                assert_never(part)
    return content


def _assistant_message(message: Message) -> ChatCompletionAssistantMessageParam:
    calls: list[ChatCompletionMessageFunctionToolCallParam] = [
        {
            "id": call.id,
            "type": "function",
            "function": {"name": call.name, "arguments": dump_tool_arguments(call.arguments)},
        }
        for call in message.tool_calls
    ]
    assistant: ChatCompletionAssistantMessageParam = {"role": "assistant", "content": message.text or None}
    if calls:
        assistant["tool_calls"] = calls
    return assistant


def _map_tool(tool: ToolDefinition) -> ChatCompletionToolParam:
    return {
        "type": "function",
        "function": {"name": tool.name, "description": tool.description, "parameters": dict(tool.parameters)},
    }


def _map_usage(usage: CompletionUsage | None) -> Usage:
    if usage is None:
        return Usage()
    details = usage.prompt_tokens_details
    return Usage(
        input_tokens=usage.prompt_tokens,
        output_tokens=usage.completion_tokens,
        cached_input_tokens=(details.cached_tokens or 0) if details else 0,
    )


@dataclass
class _PendingCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)

    def finished(self) -> ToolCallPart:
        return ToolCallPart(
            id=self.id, name=self.name, arguments=parse_tool_arguments("".join(self.arguments))
        )


@dataclass
class _StreamAssembly:
    """Rebuilds the whole answer from chunks: tool calls arrive in pieces keyed by ``index``."""

    model: str
    text: list[str] = field(default_factory=list)
    pending: dict[int, _PendingCall] = field(default_factory=dict)
    calls: list[ToolCallPart] = field(default_factory=list)
    finish_reason: FinishReason = "stop"
    usage: Usage = field(default_factory=Usage)

    def absorb(self, chunk: ChatCompletionChunk) -> list[StreamEvent]:
        if chunk.model:
            self.model = chunk.model
        if chunk.usage is not None:
            self.usage = _map_usage(chunk.usage)
        events: list[StreamEvent] = []
        for choice in chunk.choices[:1]:
            if choice.delta.content:
                self.text.append(choice.delta.content)
                events.append(TextDelta(choice.delta.content))
            for piece in choice.delta.tool_calls or ():
                pending = self.pending.setdefault(piece.index, _PendingCall())
                if piece.id:
                    pending.id = piece.id
                if piece.function and piece.function.name:
                    pending.name = piece.function.name
                if piece.function and piece.function.arguments:
                    pending.arguments.append(piece.function.arguments)
            if choice.finish_reason is not None:
                self.finish_reason = _FINISH_REASONS.get(choice.finish_reason, "stop")
                events.extend(self._release_calls())
        return events

    def finish(self) -> list[StreamEvent]:
        # A server that ends the stream without a finish_reason still gets its calls delivered.
        events = self._release_calls()
        response = assembled_response(self.text, self.calls, self.finish_reason, self.usage, self.model)
        return [*events, UsageReport(self.usage), StreamDone(response)]

    def _release_calls(self) -> list[StreamEvent]:
        released = [self.pending[index].finished() for index in sorted(self.pending)]
        self.pending.clear()
        self.calls.extend(released)
        return [ToolCallReady(call) for call in released]
