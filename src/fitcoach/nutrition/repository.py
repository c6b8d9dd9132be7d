"""Queries on foods and food entries, scoped to the user."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.nutrition.models import Food, FoodEntry, FoodPortion


async def visible_food(
    session: AsyncSession, *, user_id: int, food_id: int
) -> tuple[Food, list[FoodPortion]] | None:
    """A public food or one of the user's own; never another user's."""
    query = select(Food).where(Food.id == food_id, or_(Food.user_id.is_(None), Food.user_id == user_id))
    food = (await session.execute(query)).scalar_one_or_none()
    if food is None:
        return None
    portions = (await session.execute(select(FoodPortion).where(FoodPortion.food_id == food.id))).scalars()
    return food, list(portions)


async def own_food_named(session: AsyncSession, *, user_id: int, name: str) -> Food | None:
    query = select(Food).where(Food.user_id == user_id, func.lower(Food.name) == name.lower()).limit(1)
    return (await session.execute(query)).scalar_one_or_none()


async def food_id_for_key(session: AsyncSession, key: str) -> int | None:
    return (await session.execute(select(Food.id).where(Food.key == key))).scalar_one_or_none()


async def entries_on(session: AsyncSession, *, user_id: int, entry_date: date) -> list[FoodEntry]:
    query = (
        select(FoodEntry)
        .where(FoodEntry.user_id == user_id, FoodEntry.entry_date == entry_date)
        .order_by(FoodEntry.created_at, FoodEntry.id)
    )
    return list((await session.execute(query)).scalars())


async def entries_between(session: AsyncSession, *, user_id: int, start: date, end: date) -> list[FoodEntry]:
    query = (
        select(FoodEntry)
        .where(FoodEntry.user_id == user_id, FoodEntry.entry_date >= start, FoodEntry.entry_date <= end)
        .order_by(FoodEntry.entry_date, FoodEntry.id)
    )
    return list((await session.execute(query)).scalars())
