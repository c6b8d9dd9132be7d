"""The day view."""

from __future__ import annotations

from datetime import date

from fastapi import APIRouter

from fitcoach.api.deps import CurrentUser, DbSession
from fitcoach.diary import service
from fitcoach.diary.schemas import DiaryRead

router = APIRouter(tags=["diary"])


@router.get("/diary")
async def get_diary(me: CurrentUser, session: DbSession, date: date | None = None) -> DiaryRead:
    """Everything logged on a day (today by default) with totals against goals."""
    return await service.diary_for(session, user_id=me.user.id, prefs=me.preferences, day=date or me.today)
