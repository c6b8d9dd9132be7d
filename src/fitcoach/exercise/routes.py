"""Activities and the exercise diary."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, status

from fitcoach.api.deps import CurrentUser, DbSession, RowIdPath
from fitcoach.core.owned import delete_owned
from fitcoach.exercise import service
from fitcoach.exercise.models import ExerciseEntry
from fitcoach.exercise.schemas import ActivityRead, ExerciseEntryCreate, ExerciseEntryRead

router = APIRouter(tags=["exercise"])


@router.post("/exercise-entries", status_code=status.HTTP_201_CREATED)
async def log_exercise(body: ExerciseEntryCreate, me: CurrentUser, session: DbSession) -> ExerciseEntryRead:
    """Log an activity; calories burned come from its MET, the pace and your latest weight when not given."""
    entry = await service.log_exercise(session, user_id=me.user.id, today=me.today, create=body)
    return service.entry_view(entry)


@router.delete("/exercise-entries/{entry_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_exercise_entry(entry_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Remove one logged activity."""
    await delete_owned(session, ExerciseEntry, user_id=me.user.id, row_id=entry_id)


@router.get("/exercises")
async def search_exercises(
    me: CurrentUser,
    session: DbSession,
    q: Annotated[str, Query(min_length=1, max_length=200)],
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
) -> list[ActivityRead]:
    """Search the activity catalog (MET values from the 2024 Adult Compendium)."""
    matches = await service.search_activities(session, user_id=me.user.id, query=q, limit=limit)
    return [service.activity_view(m) for m in matches]
