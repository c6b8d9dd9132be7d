"""Installation facts in ``app_meta``: catalog versions that let each process cache its indexes,
and digests of the shipped catalogs that let a start skip re-seeding them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.core.models import AppMeta

T = TypeVar("T")


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


def content_digest(content: object) -> str:
    """A fingerprint of shipped data (its ``repr``), to tell whether a release changed it."""
    return hashlib.sha256(repr(content).encode()).hexdigest()


async def write_if_changed(
    session: AsyncSession, digest_key: str, content: object, write: Callable[[], Awaitable[None]]
) -> bool:
    """Run ``write`` only when ``content`` differs from what was written last time; True if it ran."""
    digest = content_digest(content)
    if await read_meta(session, digest_key) == digest:
        return False
    await write()
    await write_meta(session, digest_key, digest)
    return True


class VersionedCache(Generic[T]):
    """One value per database and catalog version, shared by the requests of this process.

    Bumping the version in ``app_meta`` (an import, a new release) makes every process rebuild it.
    """

    def __init__(self, version_key: str, build: Callable[[AsyncSession], Awaitable[T]]) -> None:
        self._version_key = version_key
        self._build = build
        self._cached: dict[tuple[str, str | None], T] = {}

    async def get(self, session: AsyncSession) -> T:
        cache_key = (str(session.get_bind().engine.url), await read_meta(session, self._version_key))
        value = self._cached.get(cache_key)
        if value is None:
            value = await self._build(session)
            self._cached.clear()
            self._cached[cache_key] = value
        return value
