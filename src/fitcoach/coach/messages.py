"""The one message vocabulary the coach speaks, whichever model answers.

Provider adapters translate these types to and from their vendor's wire format at the edge
(``fitcoach.coach.providers``); nothing else in fitcoach sees an SDK type. Every union here is
closed, so consumers match on the concrete classes and end with ``assert_never``::

    match part:
        case TextPart(): ...
        case ImagePart(): ...
        case ToolCallPart(): ...
        case ToolResultPart(): ...
        case _:
            assert_never(part)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

Role: TypeAlias = Literal["system", "user", "assistant", "tool"]

JSONValue: TypeAlias = str | int | float | bool | None | list["JSONValue"] | dict[str, "JSONValue"]


@dataclass(frozen=True, slots=True)
class TextPart:
    text: str


@dataclass(frozen=True, slots=True)
class ImagePart:
    """Raw image bytes; each adapter encodes them in its vendor's format (base64, inline blob)."""

    data: bytes
    media_type: str

    def __repr__(self) -> str:
        # Image bytes would flood logs and test failure output.
        return f"ImagePart(media_type={self.media_type!r}, size={len(self.data)})"


@dataclass(frozen=True, slots=True)
class ToolCallPart:
    """A tool the model asked to run.

    ``replay_token`` is opaque vendor data that must travel back with the call on the next
    request (Gemini's thought signatures); adapters that have none leave it ``None``.
    """

    id: str
    name: str
    arguments: Mapping[str, Any]
    replay_token: bytes | None = None


@dataclass(frozen=True, slots=True)
class ToolResultPart:
    """What running a tool returned, addressed to the call it answers."""

    call_id: str
    name: str
    content: JSONValue
    is_error: bool = False

    def content_as_text(self) -> str:
        """The content as vendors that only take text want it: strings as-is, the rest as JSON."""
        if isinstance(self.content, str):
            return self.content
        return json.dumps(self.content, ensure_ascii=False, separators=(",", ":"))


Part: TypeAlias = TextPart | ImagePart | ToolCallPart | ToolResultPart


@dataclass(frozen=True, slots=True)
class Message:
    role: Role
    parts: tuple[Part, ...]

    @classmethod
    def system(cls, text: str) -> Message:
        return cls("system", (TextPart(text),))

    @classmethod
    def user(cls, text: str, *, images: Iterable[ImagePart] = ()) -> Message:
        return cls("user", (TextPart(text), *images))

    @classmethod
    def assistant(cls, text: str = "", *, tool_calls: Iterable[ToolCallPart] = ()) -> Message:
        text_parts: tuple[Part, ...] = (TextPart(text),) if text else ()
        return cls("assistant", (*text_parts, *tool_calls))

    @classmethod
    def tool_results(cls, results: Iterable[ToolResultPart]) -> Message:
        return cls("tool", tuple(results))

    @property
    def text(self) -> str:
        return "".join(part.text for part in self.parts if isinstance(part, TextPart))

    @property
    def tool_calls(self) -> tuple[ToolCallPart, ...]:
        return tuple(part for part in self.parts if isinstance(part, ToolCallPart))


@dataclass(frozen=True, slots=True)
class ToolDefinition:
    """A tool offered to the model; ``parameters`` is a JSON Schema object."""

    name: str
    description: str
    parameters: Mapping[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})


FinishReason: TypeAlias = Literal["stop", "tool_calls", "length", "content_filter", "error"]


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens one call consumed.

    ``input_tokens`` counts every prompt token, cached ones included, whatever the vendor's own
    convention; ``cached_input_tokens`` is the part of it served from the prompt cache.
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cached_input_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cached_input_tokens=self.cached_input_tokens + other.cached_input_tokens,
        )


@dataclass(frozen=True, slots=True)
class LLMResponse:
    message: Message
    finish_reason: FinishReason
    usage: Usage
    model: str

    @property
    def text(self) -> str:
        return self.message.text

    @property
    def tool_calls(self) -> tuple[ToolCallPart, ...]:
        return self.message.tool_calls


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str


@dataclass(frozen=True, slots=True)
class ToolCallReady:
    """A tool call whose arguments have fully arrived."""

    call: ToolCallPart


@dataclass(frozen=True, slots=True)
class UsageReport:
    usage: Usage


@dataclass(frozen=True, slots=True)
class StreamDone:
    """The last event of every stream: the whole answer, as ``complete`` would have returned it."""

    response: LLMResponse


StreamEvent: TypeAlias = TextDelta | ToolCallReady | UsageReport | StreamDone
