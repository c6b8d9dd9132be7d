"""Gemini through google-genai: function_call / function_response parts, system instruction apart."""

from __future__ import annotations

import contextlib
import math
import uuid
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, assert_never

import httpx
import httpx2
from google import genai
from google.genai import errors as genai_errors
from google.genai import types

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
from fitcoach.coach.providers.wire import assembled_response

_FILTERED: FinishReason = "content_filter"
_FINISH_REASONS: dict[types.FinishReason, FinishReason] = {
    types.FinishReason.STOP: "stop",
    types.FinishReason.MAX_TOKENS: "length",
    types.FinishReason.SAFETY: _FILTERED,
    types.FinishReason.RECITATION: _FILTERED,
    types.FinishReason.BLOCKLIST: _FILTERED,
    types.FinishReason.PROHIBITED_CONTENT: _FILTERED,
    types.FinishReason.SPII: _FILTERED,
    types.FinishReason.IMAGE_SAFETY: _FILTERED,
    types.FinishReason.IMAGE_PROHIBITED_CONTENT: _FILTERED,
    types.FinishReason.MODEL_ARMOR: _FILTERED,
    types.FinishReason.MALFORMED_FUNCTION_CALL: "error",
    types.FinishReason.UNEXPECTED_TOOL_CALL: "error",
    types.FinishReason.TOO_MANY_TOOL_CALLS: "error",
    types.FinishReason.MISSING_THOUGHT_SIGNATURE: "error",
    types.FinishReason.MALFORMED_RESPONSE: "error",
}

# Gemini reports a bad key as 400 INVALID_ARGUMENT with this reason (google.rpc.ErrorInfo).
_INVALID_KEY_REASON = "API_KEY_INVALID"

_TIMEOUTS = (httpx.TimeoutException, httpx2.TimeoutException)
_TRANSPORT_FAILURES = (httpx.TransportError, httpx2.TransportError)


class GeminiProvider:
    """Gemini's generateContent / streamGenerateContent through the SDK's async client."""

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str | None = None,
        name: str = "gemini",
        retry: RetryPolicy | None = None,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self.name = name
        self._retry = retry or RetryPolicy()
        self._client = genai.Client(
            vertexai=False,
            api_key=api_key,
            http_options=types.HttpOptions(base_url=base_url, httpx_async_client=http_client),
        )

    async def aclose(self) -> None:
        """Release the HTTP connections; the provider cannot be used afterwards."""
        await self._client.aio.aclose()
        self._client.close()

    async def complete(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> LLMResponse:
        async def attempt() -> types.GenerateContentResponse:
            with _translated_errors(self.name):
                return await self._client.aio.models.generate_content(
                    model=options.model,
                    contents=_map_contents(messages),
                    config=_config(messages, tools, options),
                )

        reply = await call_with_retries(attempt, self._retry)
        assembly = _Assembly(model=options.model)
        assembly.absorb(reply)
        return assembly.response()

    async def stream(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolDefinition],
        options: CompletionOptions,
    ) -> AsyncIterator[StreamEvent]:
        # The request goes out on the first iteration, so the first chunk is fetched under retry.
        async def open_stream() -> tuple[
            AsyncIterator[types.GenerateContentResponse], types.GenerateContentResponse | None
        ]:
            with _translated_errors(self.name):
                chunks = await self._client.aio.models.generate_content_stream(
                    model=options.model,
                    contents=_map_contents(messages),
                    config=_config(messages, tools, options),
                )
                return chunks, await anext(chunks, None)

        chunks, first = await call_with_retries(open_stream, self._retry)
        assembly = _Assembly(model=options.model)
        if first is not None:
            for event in assembly.absorb(first):
                yield event
        with _translated_errors(self.name):
            async for chunk in chunks:
                for event in assembly.absorb(chunk):
                    yield event
        yield UsageReport(assembly.usage)
        yield StreamDone(assembly.response())


@contextlib.contextmanager
def _translated_errors(provider: str) -> Iterator[None]:
    """Re-raise vendor and transport failures as ours; anything else (a bug) passes untouched."""
    try:
        yield
    except Exception as error:
        mapped = map_gemini_error(error, provider=provider)
        if mapped is None:
            raise
        raise mapped from error


def map_gemini_error(error: Exception, *, provider: str) -> ProviderError | None:
    """Our error for an SDK or transport failure; ``None`` for errors that are not the vendor's."""
    if isinstance(error, _TIMEOUTS):
        return ProviderTimeout(f"{provider} did not answer in time.", provider=provider)
    if isinstance(error, _TRANSPORT_FAILURES):
        return ProviderUnavailable(f"Could not reach {provider}.", provider=provider, detail=str(error))
    if not isinstance(error, genai_errors.APIError):
        return None
    headers = error.response.headers if error.response is not None else {}
    return error_for_status(
        error.code,
        provider=provider,
        detail=error.message,
        retry_after_seconds=retry_after_seconds(headers),
        key_refused=_INVALID_KEY_REASON in str(error.details),
    )


def _config(
    messages: Sequence[Message], tools: Sequence[ToolDefinition], options: CompletionOptions
) -> types.GenerateContentConfig:
    system = "\n\n".join(message.text for message in messages if message.role == "system" and message.text)
    declarations = [
        types.FunctionDeclaration(
            name=tool.name, description=tool.description, parameters_json_schema=dict(tool.parameters)
        )
        for tool in tools
    ]
    return types.GenerateContentConfig(
        system_instruction=system or None,
        tools=[types.Tool(function_declarations=declarations)] if declarations else None,
        max_output_tokens=options.max_tokens,
        temperature=options.temperature,
        # HttpOptions.timeout is in milliseconds.
        http_options=types.HttpOptions(timeout=math.ceil(options.timeout_seconds * 1000)),
    )


def _map_contents(messages: Sequence[Message]) -> list[types.Content]:
    """Alternating user/model contents; tool results are user parts, merged with their neighbours."""
    contents: list[types.Content] = []
    for message in messages:
        role = _wire_role(message.role)
        parts = [
            _map_part(part) for part in message.parts if not (isinstance(part, TextPart) and not part.text)
        ]
        if role is None or not parts:
            continue
        if contents and contents[-1].role == role and contents[-1].parts is not None:
            contents[-1].parts.extend(parts)
        else:
            contents.append(types.Content(role=role, parts=parts))
    return contents


def _wire_role(role: Role) -> Literal["user", "model"] | None:
    match role:
        case "system":
            return None
        case "user" | "tool":
            return "user"
        case "assistant":
            return "model"
        case _:
            assert_never(role)


def _map_part(part: TextPart | ImagePart | ToolCallPart | ToolResultPart) -> types.Part:
    match part:
        case TextPart(text=text):
            return types.Part(text=text)
        case ImagePart(data=data, media_type=media_type):
            return types.Part(inline_data=types.Blob(data=data, mime_type=media_type))
        case ToolCallPart():
            return types.Part(
                function_call=types.FunctionCall(id=part.id, name=part.name, args=dict(part.arguments)),
                thought_signature=part.replay_token,
            )
        case ToolResultPart():
            # Gemini's documented convention: the result under "output", a failure under "error".
            key = "error" if part.is_error else "output"
            return types.Part(
                function_response=types.FunctionResponse(
                    id=part.call_id, name=part.name, response={key: part.content}
                )
            )
        case _:
            assert_never(part)


def _map_usage(usage: types.GenerateContentResponseUsageMetadata | None) -> Usage:
    if usage is None:
        return Usage()
    # Thinking tokens are billed as output; the prompt count already includes cached tokens.
    return Usage(
        input_tokens=usage.prompt_token_count or 0,
        output_tokens=(usage.candidates_token_count or 0) + (usage.thoughts_token_count or 0),
        cached_input_tokens=usage.cached_content_token_count or 0,
    )


@dataclass
class _Assembly:
    """Collects one answer from one response or many stream chunks (function calls come whole)."""

    model: str
    text: list[str] = field(default_factory=list)
    calls: list[ToolCallPart] = field(default_factory=list)
    finish_reason: FinishReason = "stop"
    usage: Usage = field(default_factory=Usage)

    def absorb(self, chunk: types.GenerateContentResponse) -> list[StreamEvent]:
        self.model = chunk.model_version or self.model
        if chunk.usage_metadata is not None:
            self.usage = _map_usage(chunk.usage_metadata)
        if chunk.prompt_feedback is not None and chunk.prompt_feedback.block_reason is not None:
            self.finish_reason = "content_filter"
        if not chunk.candidates:
            return []
        candidate = chunk.candidates[0]
        if candidate.finish_reason is not None:
            self.finish_reason = _FINISH_REASONS.get(candidate.finish_reason, "stop")
        parts = candidate.content.parts if candidate.content is not None else None
        return [event for part in parts or () for event in self._absorb_part(part)]

    def _absorb_part(self, part: types.Part) -> list[StreamEvent]:
        if part.thought:
            return []
        if part.function_call is not None:
            call = _tool_call(part.function_call, part.thought_signature)
            self.calls.append(call)
            return [ToolCallReady(call)]
        if part.text:
            self.text.append(part.text)
            return [TextDelta(part.text)]
        return []

    def response(self) -> LLMResponse:
        return assembled_response(self.text, self.calls, self.finish_reason, self.usage, self.model)


def _tool_call(function_call: types.FunctionCall, signature: bytes | None) -> ToolCallPart:
    # The Gemini API often leaves the id empty; the orchestrator needs one to pair the result.
    arguments: dict[str, Any] = dict(function_call.args or {})
    return ToolCallPart(
        id=function_call.id or f"call_{uuid.uuid4().hex[:16]}",
        name=function_call.name or "",
        arguments=arguments,
        replay_token=signature,
    )
