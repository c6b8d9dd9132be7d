"""What the coach keeps: sessions, their messages, tool-call and policy-violation logs."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.core.clock import system_clock
from fitcoach.core.database import Base, IdMixin, TimestampMixin


class CoachSession(TimestampMixin, Base):
    """A conversation; expires after a period of inactivity (``coach_session_idle_hours``)."""

    __tablename__ = "coach_sessions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    last_active_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=system_clock)
    message_count: Mapped[int] = mapped_column(Integer, default=0)
    tokens_used: Mapped[int] = mapped_column(Integer, default=0)
    # Session-wide safety state, such as "no weight-loss coaching after an eating-disorder signal".
    flags: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class ChatMessage(IdMixin, TimestampMixin, Base):
    """One message of a session; tool calls and pending options ride in ``meta``."""

    __tablename__ = "chat_messages"
    __table_args__ = (Index("ix_chat_messages_session_id_id", "session_id", "id"),)

    session_id: Mapped[str] = mapped_column(ForeignKey("coach_sessions.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(20))
    content: Mapped[str] = mapped_column(Text, default="")
    meta: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class AiToolCallLog(IdMixin, TimestampMixin, Base):
    __tablename__ = "ai_tool_call_log"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    session_id: Mapped[str | None] = mapped_column(String(36))
    tool_name: Mapped[str] = mapped_column(String(60))
    arguments: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    output_summary: Mapped[str] = mapped_column(Text, default="")
    success: Mapped[bool] = mapped_column(default=True)
    cached: Mapped[bool] = mapped_column(default=False)
    latency_ms: Mapped[float] = mapped_column(Float, default=0.0)


class AiPolicyViolationLog(IdMixin, TimestampMixin, Base):
    __tablename__ = "ai_policy_violation_log"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    session_id: Mapped[str | None] = mapped_column(String(36))
    direction: Mapped[str] = mapped_column(String(10))  # input | output
    policy: Mapped[str] = mapped_column(String(40))
    severity: Mapped[str] = mapped_column(String(10))
    trigger: Mapped[str] = mapped_column(String(200))
    action: Mapped[str] = mapped_column(String(10))
