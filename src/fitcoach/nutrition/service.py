"""Food search, the user's own foods and the food diary."""

from __future__ import annotations

import re
import secrets
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.clock import ensure_not_future
from fitcoach.core.errors import FoodNotFound, ValidationFailed
from fitcoach.nutrition import repository
from fitcoach.nutrition.catalog import FoodMatch, FoodRecord, Nutrients, UserFoods
from fitcoach.nutrition.catalog_store import load_foods, public_food_index, record_from_row
from fitcoach.nutrition.models import Food, FoodEntry, FoodPortion
from fitcoach.nutrition.portions import (
    GRAMS_PER_UNIT,
    MASS_UNITS,
    ML_PER_UNIT,
    VOLUME_UNITS,
    grams_for,
    normalise_unit,
    nutrition_for,
)
from fitcoach.nutrition.schemas import (
    FoodCreate,
    FoodEntryCreate,
    FoodEntryRead,
    FoodRead,
    FoodRef,
    FoodSearchResult,
    MealType,
    NutritionIn,
    NutritionRead,
    PortionRead,
)

SUGGESTIONS = 3


async def search_foods(
    session: AsyncSession, *, user_id: int, query: str, limit: int = 10
) -> list[FoodMatch]:
    index = await public_food_index(session)
    own = UserFoods(await load_foods(session, user_id=user_id))
    return index.search(query, limit=limit, user_foods=own)


async def resolve_food(
    session: AsyncSession, *, user_id: int, food_id: int | None = None, food_name: str | None = None
) -> FoodRecord:
    """The food by id (public or own), else the confident best match for the name."""
    if food_id is not None:
        found = await repository.visible_food(session, user_id=user_id, food_id=food_id)
        if found is None:
            raise FoodNotFound(f"No food with id {food_id}.")
        return record_from_row(*found)
    name = food_name or ""
    matches = await search_foods(session, user_id=user_id, query=name, limit=SUGGESTIONS)
    if matches and matches[0].confident:
        return matches[0].food
    raise FoodNotFound(
        f"No food matches {name!r} confidently; pick one of the suggestions or send its nutrition.",
        detail={
            "suggestions": [
                {"id": m.food.id, "name": m.food.name, "score": round(m.score, 1)} for m in matches
            ]
        },
    )


async def log_food(session: AsyncSession, *, user_id: int, today: date, create: FoodEntryCreate) -> FoodEntry:
    entry_date = ensure_not_future(create.entry_date or today, today)
    if create.nutrition is not None and create.food_id is None:
        return await _log_with_own_nutrition(
            session,
            user_id=user_id,
            entry_date=entry_date,
            create=create,
            nutrients=_nutrients(create.nutrition),
        )
    food = await resolve_food(session, user_id=user_id, food_id=create.food_id, food_name=create.food_name)
    unit = _checked_unit(create.unit)
    grams = grams_for(food, create.quantity, unit)
    nutrients = _nutrients(create.nutrition) if create.nutrition else nutrition_for(food, grams)
    return await add_entry(
        session,
        user_id=user_id,
        food=food,
        entry_date=entry_date,
        meal_type=create.meal_type,
        quantity=create.quantity,
        unit=unit,
        grams=grams,
        nutrients=nutrients,
    )


async def add_entry(
    session: AsyncSession,
    *,
    user_id: int,
    food: FoodRecord,
    entry_date: date,
    meal_type: MealType,
    quantity: float,
    unit: str,
    grams: float | None,
    nutrients: Nutrients,
) -> FoodEntry:
    food_id = food.id if food.id is not None else await repository.food_id_for_key(session, food.key)
    entry = FoodEntry(
        user_id=user_id,
        food_id=food_id,
        food_name=food.name,
        entry_date=entry_date,
        meal_type=meal_type.value,
        quantity=quantity,
        unit=unit,
        grams=None if grams is None else round(grams, 1),
        calories=round(nutrients.calories, 1),
        protein=round(nutrients.protein, 1),
        carbs=round(nutrients.carbs, 1),
        fat=round(nutrients.fat, 1),
    )
    session.add(entry)
    await session.flush()
    return entry


async def _log_with_own_nutrition(
    session: AsyncSession, *, user_id: int, entry_date: date, create: FoodEntryCreate, nutrients: Nutrients
) -> FoodEntry:
    name = " ".join((create.food_name or "").split())
    unit = _checked_unit(create.unit)
    grams = _known_grams(create.quantity, unit)
    food = await repository.own_food_named(session, user_id=user_id, name=name)
    if food is None:
        per_unit = nutrients.scaled(1 / create.quantity)
        food = await create_own_food(
            session,
            user_id=user_id,
            name=name,
            brand=None,
            serving_unit=unit,
            serving_grams=grams / create.quantity if grams else None,
            per_serving=per_unit,
        )
    record = record_from_row(food, [])
    return await add_entry(
        session,
        user_id=user_id,
        food=record,
        entry_date=entry_date,
        meal_type=create.meal_type,
        quantity=create.quantity,
        unit=unit,
        grams=grams,
        nutrients=nutrients,
    )


async def create_own_food(
    session: AsyncSession,
    *,
    user_id: int,
    name: str,
    brand: str | None,
    serving_unit: str,
    serving_grams: float | None,
    per_serving: Nutrients,
) -> Food:
    """A user's food. Without a known weight, one serving is taken as a nominal 100 g."""
    grams = serving_grams or 100.0
    per_100g = per_serving.scaled(100.0 / grams)
    food = Food(
        user_id=user_id,
        key=f"user-{user_id}-{_slug(name)}-{_unique_suffix()}",
        name=name,
        aliases=[],
        category="own",
        brand=brand,
        source="user",
        calories=per_100g.calories,
        protein=per_100g.protein,
        carbs=per_100g.carbs,
        fat=per_100g.fat,
        default_unit=serving_unit if serving_unit not in MASS_UNITS else "g",
    )
    session.add(food)
    await session.flush()
    if serving_unit not in MASS_UNITS:
        session.add(FoodPortion(food_id=food.id, unit=serving_unit, grams=grams))
        await session.flush()
    return food


async def create_food(session: AsyncSession, *, user_id: int, create: FoodCreate) -> FoodRecord:
    unit = _checked_unit(create.serving_unit)
    food = await create_own_food(
        session,
        user_id=user_id,
        name=" ".join(create.name.split()),
        brand=create.brand,
        serving_unit=unit,
        serving_grams=create.serving_grams,
        per_serving=_nutrients(create.per_serving),
    )
    found = await repository.visible_food(session, user_id=user_id, food_id=food.id)
    assert found is not None  # just created, in this transaction
    return record_from_row(*found)


def _checked_unit(unit: str) -> str:
    normalised = normalise_unit(unit)
    if normalised is not None:
        return normalised
    word = " ".join(unit.lower().split())
    if not re.fullmatch(r"[a-z][a-z _-]{0,29}", word):
        raise ValidationFailed(f"{unit!r} is not a unit fitcoach understands (try g, cup, slice or serving).")
    return word


def _known_grams(quantity: float, unit: str) -> float | None:
    """Grams when the unit itself says the weight (mass, or volume taken as water-dense)."""
    if unit in MASS_UNITS:
        return quantity * GRAMS_PER_UNIT[unit]
    if unit in VOLUME_UNITS:
        return quantity * ML_PER_UNIT[unit]
    return None


def _nutrients(n: NutritionIn) -> Nutrients:
    return Nutrients(calories=n.calories, protein=n.protein, carbs=n.carbs, fat=n.fat)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:60] or "food"


def _unique_suffix() -> str:
    return secrets.token_hex(4)


def entry_view(entry: FoodEntry) -> FoodEntryRead:
    return FoodEntryRead(
        id=entry.id,
        date=entry.entry_date,
        meal_type=MealType(entry.meal_type),
        food=FoodRef(id=entry.food_id, name=entry.food_name),
        quantity=entry.quantity,
        unit=entry.unit,
        grams=entry.grams,
        nutrition=NutritionRead(
            calories=entry.calories, protein=entry.protein, carbs=entry.carbs, fat=entry.fat
        ),
    )


def food_view(food: FoodRecord, *, user_id: int) -> FoodRead:
    n = food.per_100g
    return FoodRead(
        id=food.id,
        key=food.key,
        name=food.name,
        brand=food.brand,
        category=food.category,
        source=food.source,
        is_own=food.user_id == user_id,
        per_100g=NutritionRead(calories=n.calories, protein=n.protein, carbs=n.carbs, fat=n.fat),
        portions=[PortionRead(unit=p.unit, grams=p.grams) for p in food.portions],
        default_unit=food.default_unit,
    )


def search_view(match: FoodMatch, *, user_id: int) -> FoodSearchResult:
    return FoodSearchResult(
        **food_view(match.food, user_id=user_id).model_dump(), score=round(match.score, 1)
    )
