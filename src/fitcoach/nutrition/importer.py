"""``fitcoach foods import-usda``: USDA foods into the public catalog, with a progress bar."""

from __future__ import annotations

from pathlib import Path

from tqdm import tqdm

from fitcoach.config import Settings
from fitcoach.core.database import Database
from fitcoach.core.errors import ValidationFailed
from fitcoach.nutrition.catalog_store import upsert_public_foods
from fitcoach.nutrition.usda import read_usda


async def import_usda(settings: Settings, path: Path, *, show_progress: bool = True) -> int:
    """Read every food at ``path`` and upsert it by key, so running it twice changes nothing."""
    if not path.is_dir():
        raise ValidationFailed(f"{path} is not a folder of USDA files.")
    database = Database(settings.resolved_database_url)
    with tqdm(desc="reading USDA foods", unit=" foods", disable=not show_progress) as reading:

        def advance(done: int, total: int) -> None:
            reading.total = total
            reading.n = done
            reading.refresh()

        records = list(read_usda(path, on_progress=advance))
    try:
        async with database.sessionmaker() as session:
            with tqdm(
                total=len(records), desc="writing", unit=" foods", disable=not show_progress
            ) as writing:

                def written(count: int) -> None:
                    writing.n = count
                    writing.refresh()

                count = await upsert_public_foods(session, records, on_progress=written)
            await session.commit()
            return count
    finally:
        await database.dispose()
