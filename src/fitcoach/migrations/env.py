"""Alembic environment: runs migrations through the async engine on SQLite or PostgreSQL."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from fitcoach.all_models import Base
from fitcoach.core.database import create_engine

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    # render_as_batch: SQLite can't ALTER most things in place; batch mode rebuilds tables instead.
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


async def _run_async() -> None:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "")
    async with engine.connect() as connection:
        await connection.run_sync(_run)
        await connection.commit()
    await engine.dispose()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
    else:
        asyncio.run(_run_async())


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
else:
    run_migrations_online()
