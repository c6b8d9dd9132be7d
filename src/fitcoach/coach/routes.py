"""The coach over HTTP: one-shot chat, the same turn streamed as Server-Sent Events, and insights."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from fitcoach.accounts.principal import Principal
from fitcoach.api.deps import AppSettings, CurrentUser, DbSession
from fitcoach.coach.insights import Insights, insights_for
from fitcoach.coach.orchestrator import TurnEvent
from fitcoach.coach.providers.errors import ProviderError
from fitcoach.coach.schemas import ChatRequest, ChatResponse
from fitcoach.coach.service import CoachService
from fitcoach.core.database import Database
from fitcoach.core.errors import FitcoachError

log = logging.getLogger(__name__)
router = APIRouter(prefix="/coach", tags=["coach"])

STREAM_ERROR_TEXT = "Sorry, something went wrong and nothing from this message was saved. Please try again."


def coach_service(request: Request, settings: AppSettings) -> CoachService:
    state = request.app.state
    return CoachService(settings, state.tool_registry, state.clock, provider_factory=state.provider_factory)


def public_error(error: ProviderError) -> ProviderError:
    """The same error without the vendor's own text, which can echo keys or prompts."""
    return type(error)(error.message, provider=error.provider)


@router.post("/chat")
async def chat(
    body: ChatRequest, me: CurrentUser, session: DbSession, request: Request, settings: AppSettings
) -> ChatResponse:
    """One coach turn: log what the message reports, answer what it asks."""
    service = coach_service(request, settings)
    try:
        async for event in service.turn(session, me, body):
            if isinstance(event, ChatResponse):
                return event
    except ProviderError as e:
        raise public_error(e) from e
    raise RuntimeError("the coach turn ended without a response")


@router.post("/chat/stream", response_class=StreamingResponse)
async def chat_stream(
    body: ChatRequest, me: CurrentUser, request: Request, settings: AppSettings
) -> StreamingResponse:
    """The turn as Server-Sent Events: ``token``, ``tool_start``, ``tool_end``, then ``done`` or ``error``."""
    service = coach_service(request, settings)
    database: Database = request.app.state.database
    return StreamingResponse(
        _events(service, database, me, body),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


async def _events(
    service: CoachService, database: Database, me: Principal, body: ChatRequest
) -> AsyncIterator[str]:
    async with database.sessionmaker() as session:
        try:
            async for event in service.turn(session, me, body):
                if isinstance(event, TurnEvent):
                    yield _sse(event.type, event.data)
                else:
                    await session.commit()
                    await service.registry.cache.invalidate_user(me.user_id)
                    yield _sse("done", event.model_dump(mode="json", exclude={"message"}))
        except FitcoachError as e:
            await session.rollback()
            yield _sse(
                "error",
                {
                    "error": e.message if not isinstance(e, ProviderError) else STREAM_ERROR_TEXT,
                    "status_code": e.status_code,
                },
            )
        except Exception:
            await session.rollback()
            log.exception("coach stream failed")
            yield _sse("error", {"error": STREAM_ERROR_TEXT, "status_code": 500})


def _sse(kind: str, data: dict[str, Any]) -> str:
    return f"data: {json.dumps({'type': kind, 'data': data}, ensure_ascii=False)}\n\n"


@router.get("/insights")
async def insights(me: CurrentUser, session: DbSession) -> Insights:
    """Weight trend, logging adherence, and calories and protein against targets, computed from your data."""
    return await insights_for(session, user_id=me.user.id, prefs=me.preferences, today=me.today)
