"""The food catalog in the database: seeding the built-in list, importing USDA data, loading indexes.

Public foods are read into one in-process ``FoodIndex`` per catalog version, so a search costs no
query; a user's own foods are few and are read per request, then ranked first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from sqlalchemy import ColumnElement, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.meta import VersionedCache, bump_version, write_if_changed
from fitcoach.nutrition.catalog import FoodIndex, FoodRecord, Nutrients, Portion, load_builtin_foods
from fitcoach.nutrition.models import Food, FoodPortion

CATALOG_VERSION_KEY = "food_catalog_version"
BUILTIN_DIGEST_KEY = "builtin_foods_digest"
BATCH_SIZE = 500


def record_from_row(food: Food, portions: Sequence[FoodPortion]) -> FoodRecord:
    return FoodRecord(
        key=food.key,
        name=food.name,
        aliases=tuple(food.aliases or ()),
        category=food.category,
        per_100g=Nutrients(
            calories=food.calories,
            protein=food.protein,
            carbs=food.carbs,
            fat=food.fat,
            fiber=food.fiber,
            sugar=food.sugar,
            sodium_mg=food.sodium_mg,
        ),
        portions=tuple(Portion(unit=p.unit, grams=p.grams) for p in portions),
        default_unit=food.default_unit,
        density_g_per_ml=food.density_g_per_ml,
        source=food.source,
        source_ref=food.source_ref,
        brand=food.brand,
        id=food.id,
        user_id=food.user_id,
    )


def _apply_record(food: Food, record: FoodRecord) -> None:
    n = record.per_100g
    food.name, food.aliases, food.category = record.name, list(record.aliases), record.category
    food.brand, food.source, food.source_ref = record.brand, record.source, record.source_ref
    food.calories, food.protein, food.carbs, food.fat = n.calories, n.protein, n.carbs, n.fat
    food.fiber, food.sugar, food.sodium_mg = n.fiber, n.sugar, n.sodium_mg
    food.default_unit, food.density_g_per_ml = record.default_unit, record.density_g_per_ml


async def upsert_public_foods(
    session: AsyncSession,
    records: Iterable[FoodRecord],
    on_progress: Callable[[int], None] | None = None,
) -> int:
    """Insert or update public foods by key, replacing their portions; returns how many were written."""
    existing = dict((await session.execute(select(Food.key, Food.id).where(Food.user_id.is_(None)))).all())
    written = 0
    batch: list[FoodRecord] = []
    for record in records:
        batch.append(record)
        if len(batch) >= BATCH_SIZE:
            written += await _write_batch(session, batch, existing)
            batch.clear()
            if on_progress:
                on_progress(written)
    written += await _write_batch(session, batch, existing)
    if on_progress:
        on_progress(written)
    await bump_version(session, CATALOG_VERSION_KEY)
    return written


async def _write_batch(session: AsyncSession, batch: list[FoodRecord], existing: dict[str, int]) -> int:
    if not batch:
        return 0
    known_ids = [existing[r.key] for r in batch if r.key in existing]
    rows = {f.key: f for f in (await session.execute(select(Food).where(Food.id.in_(known_ids)))).scalars()}
    if known_ids:
        await session.execute(delete(FoodPortion).where(FoodPortion.food_id.in_(known_ids)))
    foods = []
    for record in batch:
        food = rows.get(record.key) or Food(key=record.key, user_id=None)
        _apply_record(food, record)
        session.add(food)
        foods.append((food, record))
    await session.flush()
    for food, record in foods:
        existing[record.key] = food.id
        session.add_all(
            FoodPortion(food_id=food.id, unit=p.unit, grams=p.grams) for p in _unique_units(record)
        )
    await session.flush()
    return len(batch)


def _unique_units(record: FoodRecord) -> list[Portion]:
    seen: dict[str, Portion] = {}
    for portion in record.portions:
        seen.setdefault(portion.unit, portion)
    return list(seen.values())


async def sync_builtin_foods(session: AsyncSession) -> bool:
    """Seed or refresh the shipped catalog when it changed since the last start; True if it wrote."""
    records = load_builtin_foods()

    async def write() -> None:
        await upsert_public_foods(session, records)

    return await write_if_changed(session, BUILTIN_DIGEST_KEY, records, write)


async def load_foods(session: AsyncSession, *, user_id: int | None) -> list[FoodRecord]:
    """Public foods (``user_id`` None) or one user's own foods, with their portions."""
    owner = Food.user_id.is_(None) if user_id is None else Food.user_id == user_id
    return await _load_where(session, owner)


async def load_imported_foods(session: AsyncSession) -> list[FoodRecord]:
    """Public foods that came from an import rather than with fitcoach."""
    return await _load_where(session, Food.user_id.is_(None) & (Food.source != "builtin"))


async def _load_where(session: AsyncSession, condition: ColumnElement[bool]) -> list[FoodRecord]:
    foods = (await session.execute(select(Food).where(condition).order_by(Food.id))).scalars().all()
    portions: dict[int, list[FoodPortion]] = {}
    portion_query = select(FoodPortion).join(Food, Food.id == FoodPortion.food_id).where(condition)
    for portion in (await session.execute(portion_query.order_by(FoodPortion.id))).scalars():
        portions.setdefault(portion.food_id, []).append(portion)
    return [record_from_row(food, portions.get(food.id, [])) for food in foods]


async def _build_public_index(session: AsyncSession) -> FoodIndex:
    return FoodIndex(await load_foods(session, user_id=None))


_public_index = VersionedCache(CATALOG_VERSION_KEY, _build_public_index)


async def public_food_index(session: AsyncSession) -> FoodIndex:
    """The public catalog's index, rebuilt only when an import or a new release changed it."""
    return await _public_index.get(session)
