"""Coach sessions and their stored history: created and resumed only here, trimmed as they grow."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.coach.messages import Message
from fitcoach.coach.models import ChatMessage, CoachSession
from fitcoach.core.errors import NotFound

STORED_MESSAGES = 12
SENT_MESSAGES = 6


class SessionNotFound(NotFound):
    pass


async def open_session(
    session: AsyncSession, *, user_id: int, session_id: str | None, now: datetime, idle: timedelta
) -> CoachSession:
    """The user's session by id, or a new one; an idle session is not resumed but replaced."""
    if session_id is not None:
        query = select(CoachSession).where(CoachSession.id == session_id, CoachSession.user_id == user_id)
        found = (await session.execute(query)).scalar_one_or_none()
        if found is None:
            raise SessionNotFound(
                f"No coach session {session_id}; start a new one by leaving session_id out."
            )
        if _aware(found.last_active_at) + idle > now:
            return found
    coach_session = CoachSession(
        id=str(uuid.uuid4()), user_id=user_id, last_active_at=now, message_count=0, tokens_used=0, flags={}
    )
    session.add(coach_session)
    await session.flush()
    return coach_session


def _aware(moment: datetime) -> datetime:
    # SQLite hands timestamps back without their zone; they were written in UTC.
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


async def recent_messages(
    session: AsyncSession, coach_session: CoachSession, limit: int
) -> list[ChatMessage]:
    query = (
        select(ChatMessage)
        .where(ChatMessage.session_id == coach_session.id)
        .order_by(ChatMessage.id.desc())
        .limit(limit)
    )
    return list(reversed((await session.execute(query)).scalars().all()))


def history_for_model(stored: list[ChatMessage]) -> list[Message]:
    """Earlier turns as plain messages; their tool calls are replayed as a compact note, not as calls."""
    history = []
    for row in stored[-SENT_MESSAGES:]:
        if row.role == "user":
            history.append(Message.user(row.content))
        elif row.role == "assistant":
            tools = row.meta.get("tools") or []
            note = "".join(f"\n[earlier tool call: {t['tool_name']} → {t['output_summary']}]" for t in tools)
            history.append(Message.assistant(row.content + note))
    return history


async def append_exchange(
    session: AsyncSession,
    coach_session: CoachSession,
    *,
    user_text: str,
    reply: str,
    reply_meta: dict[str, Any],
    tokens: int,
    now: datetime,
) -> None:
    session.add(
        ChatMessage(
            session_id=coach_session.id,
            user_id=coach_session.user_id,
            role="user",
            content=user_text,
            meta={},
        )
    )
    session.add(
        ChatMessage(
            session_id=coach_session.id,
            user_id=coach_session.user_id,
            role="assistant",
            content=reply,
            meta=reply_meta,
        )
    )
    coach_session.message_count += 2
    coach_session.tokens_used += tokens
    coach_session.last_active_at = now
    await session.flush()
    await _trim(session, coach_session)


async def _trim(session: AsyncSession, coach_session: CoachSession) -> None:
    keep = (
        select(ChatMessage.id)
        .where(ChatMessage.session_id == coach_session.id)
        .order_by(ChatMessage.id.desc())
        .limit(STORED_MESSAGES)
    )
    kept = list((await session.execute(keep)).scalars())
    if len(kept) >= STORED_MESSAGES:
        await session.execute(
            delete(ChatMessage).where(ChatMessage.session_id == coach_session.id, ChatMessage.id < min(kept))
        )
