"""Daily goals."""

from __future__ import annotations

from datetime import date

from fastapi import APIRouter

from fitcoach.api.deps import CurrentUser, DbSession
from fitcoach.goals import service
from fitcoach.goals.schemas import GoalsRead, GoalsUpdate

router = APIRouter(tags=["goals"])


@router.get("/goals")
async def get_goals(me: CurrentUser, session: DbSession, date: date | None = None) -> GoalsRead:
    """The goals in force on a day (today by default)."""
    return await service.goals_for(session, user_id=me.user.id, day=date or me.today)


@router.put("/goals")
async def set_goals(body: GoalsUpdate, me: CurrentUser, session: DbSession) -> GoalsRead:
    """Change the default goals, or one day's with ``goal_date``; fields not given keep their value."""
    return await service.set_goals(session, user_id=me.user.id, update=body)
