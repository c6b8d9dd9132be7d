"""Database engine, sessions and the declarative base shared by every domain's models."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import DateTime, Integer, MetaData, event
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.pool import ConnectionPoolEntry

from fitcoach.core.clock import system_clock

# Stable constraint names keep Alembic migrations identical on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class IdMixin:
    id: Mapped[int] = mapped_column(Integer, primary_key=True)


class TimestampMixin:
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=system_clock)


def sqlite_path(url: str) -> Path | None:
    """The file a SQLite URL points at; None for another database or SQLite in memory."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def create_engine(url: str, **kwargs: Any) -> AsyncEngine:
    """An async engine; SQLite gets foreign keys, WAL, and transactions that queue rather than fail."""
    if url.startswith("sqlite"):
        # SQLite has one writer at a time. One pooled connection per process makes requests queue in
        # order for it, instead of polling the file lock with sleeps (which stretched p95 tenfold).
        # In-memory SQLite gets a StaticPool (one shared connection already), which takes no sizes.
        if "poolclass" not in kwargs and sqlite_path(url) is not None:
            kwargs.setdefault("pool_size", 1)
            kwargs.setdefault("max_overflow", 0)
        engine = create_async_engine(url, connect_args={"timeout": 30}, **kwargs)
        event.listen(engine.sync_engine, "connect", _configure_sqlite_connection)
        event.listen(engine.sync_engine, "begin", _begin_sqlite_transaction)
        return engine
    return create_async_engine(url, pool_pre_ping=True, **kwargs)


def _configure_sqlite_connection(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
    # The driver's own implicit BEGIN breaks SAVEPOINT and transactional DDL (SQLAlchemy's documented
    # pysqlite/aiosqlite recipe): turn it off and begin explicitly below.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    # In WAL mode NORMAL still never corrupts the database; it only skips an fsync per commit.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


def _begin_sqlite_transaction(connection: Connection) -> None:
    # IMMEDIATE takes the write lock up front, so two writers wait for each other (busy_timeout)
    # instead of one failing with "database is locked" when it upgrades a read lock.
    connection.exec_driver_sql("BEGIN IMMEDIATE")


class Database:
    """The engine and session factory of one configured database."""

    def __init__(self, url: str, **engine_kwargs: Any) -> None:
        self.engine = create_engine(url, **engine_kwargs)
        self.sessionmaker: async_sessionmaker[AsyncSession] = async_sessionmaker(
            self.engine, expire_on_commit=False
        )

    @classmethod
    def bound_to(cls, connection: AsyncConnection) -> Database:
        """Sessions inside an open transaction of ``connection``: their commits become savepoints.

        Tests use it to run each case in one transaction that is rolled back afterwards.
        """
        database = cls.__new__(cls)
        database.engine = connection.engine
        database.sessionmaker = async_sessionmaker(
            bind=connection, expire_on_commit=False, join_transaction_mode="create_savepoint"
        )
        return database

    async def dispose(self) -> None:
        await self.engine.dispose()
