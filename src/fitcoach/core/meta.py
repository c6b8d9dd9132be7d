"""Installation facts in ``app_meta``: catalog versions that let each process cache its indexes."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.models import AppMeta


async def read_meta(session: AsyncSession, key: str) -> str | None:
    return (await session.execute(select(AppMeta.value).where(AppMeta.key == key))).scalar_one_or_none()


async def write_meta(session: AsyncSession, key: str, value: str) -> None:
    row = await session.get(AppMeta, key)
    if row is None:
        session.add(AppMeta(key=key, value=value))
    else:
        row.value = value
    await session.flush()


async def bump_version(session: AsyncSession, key: str) -> int:
    version = int(await read_meta(session, key) or "0") + 1
    await write_meta(session, key, str(version))
    return version
