"""Foods and the food diary."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, status

from fitcoach.api.deps import CurrentUser, DbSession, RowIdPath
from fitcoach.core.owned import delete_owned
from fitcoach.nutrition import service
from fitcoach.nutrition.models import Food, FoodEntry
from fitcoach.nutrition.schemas import FoodCreate, FoodEntryCreate, FoodEntryRead, FoodRead, FoodSearchResult

router = APIRouter(tags=["nutrition"])


@router.post("/food-entries", status_code=status.HTTP_201_CREATED)
async def log_food(body: FoodEntryCreate, me: CurrentUser, session: DbSession) -> FoodEntryRead:
    """Log a food by id, by name (matched against your foods first), or with its nutrition."""
    entry = await service.log_food(session, user_id=me.user.id, today=me.today, create=body)
    return service.entry_view(entry)


@router.delete("/food-entries/{entry_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_food_entry(entry_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Remove one logged food."""
    await delete_owned(session, FoodEntry, user_id=me.user.id, row_id=entry_id)


@router.get("/foods")
async def search_foods(
    me: CurrentUser,
    session: DbSession,
    q: Annotated[str, Query(min_length=1, max_length=200, description="What to search for")],
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
) -> list[FoodSearchResult]:
    """Search the catalog; your own foods rank first, each result has a 0-100 score."""
    matches = await service.search_foods(session, user_id=me.user.id, query=q, limit=limit)
    return [service.search_view(m, user_id=me.user.id) for m in matches]


@router.get("/foods/{food_id}")
async def get_food(food_id: RowIdPath, me: CurrentUser, session: DbSession) -> FoodRead:
    """One food of the public catalog or your own."""
    food = await service.resolve_food(session, user_id=me.user.id, food_id=food_id)
    return service.food_view(food, user_id=me.user.id)


@router.post("/foods", status_code=status.HTTP_201_CREATED)
async def create_food(body: FoodCreate, me: CurrentUser, session: DbSession) -> FoodRead:
    """Add a food of your own, described per serving."""
    food = await service.create_food(session, user_id=me.user.id, create=body)
    return service.food_view(food, user_id=me.user.id)


@router.delete("/foods/{food_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_food(food_id: RowIdPath, me: CurrentUser, session: DbSession) -> None:
    """Delete one of your own foods (entries that used it keep their figures)."""
    await delete_owned(session, Food, user_id=me.user.id, row_id=food_id)
