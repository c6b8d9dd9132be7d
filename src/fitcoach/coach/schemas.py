"""The chat contract: request and response of ``/api/v1/coach/chat`` (and the stream's done event)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from fitcoach.coach.tools.registry import ToolCategory

MAX_MESSAGE_CHARS = 4000


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=MAX_MESSAGE_CHARS)
    session_id: str | None = Field(default=None, max_length=36)
    categories: list[ToolCategory] | None = Field(default=None, max_length=len(ToolCategory))
    image: str | None = Field(
        default=None, description="base64 or a data: URL (JPEG, PNG, GIF or WebP, at most 5 MB)"
    )

    @field_validator("message")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the message is empty")
        return value


class SafetyRead(BaseModel):
    action: Literal["allow", "modify", "block", "flag"]
    policies: list[str]


class DisclaimerRead(BaseModel):
    type: str
    text: str


class ChatResponse(BaseModel):
    message: str
    session_id: str
    actions: list[dict[str, Any]]
    options: list[dict[str, Any]] | None
    proposal: dict[str, Any] | None
    memory_mutations: list[dict[str, Any]]
    tool_trace: list[dict[str, Any]]
    disclaimers: list[DisclaimerRead]
    safety: SafetyRead
    confidence: float
    data_gaps: list[str]
    tokens_used: int
    routing: dict[str, Any]
    finish_reason: str
