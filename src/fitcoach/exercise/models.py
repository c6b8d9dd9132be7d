"""The activity catalog (MET values) and the exercise diary."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import JSON, Date, Float, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.core.database import Base, IdMixin, TimestampMixin


class Exercise(IdMixin, TimestampMixin, Base):
    """An activity with its MET; ``user_id`` is null for the public catalog."""

    __tablename__ = "exercises"
    __table_args__ = (UniqueConstraint("key"),)

    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200))
    aliases: Mapped[list[str]] = mapped_column(JSON, default=list)
    category: Mapped[str] = mapped_column(String(40), default="other")
    met: Mapped[float] = mapped_column(Float)
    compendium_code: Mapped[str | None] = mapped_column(String(20))
    speed_mets: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    source: Mapped[str] = mapped_column(String(20), default="builtin")


class ExerciseEntry(IdMixin, TimestampMixin, Base):
    __tablename__ = "exercise_entries"
    __table_args__ = (Index("ix_exercise_entries_user_id_entry_date", "user_id", "entry_date"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    exercise_id: Mapped[int | None] = mapped_column(ForeignKey("exercises.id", ondelete="SET NULL"))
    exercise_name: Mapped[str] = mapped_column(String(200))
    entry_date: Mapped[date] = mapped_column(Date)
    duration_minutes: Mapped[float] = mapped_column(Float)
    distance_km: Mapped[float | None] = mapped_column(Float)
    distance_unit: Mapped[str | None] = mapped_column(String(4))
    calories_burned: Mapped[float] = mapped_column(Float)
