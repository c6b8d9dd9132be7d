"""Daily goals: a default row per user (``goal_date`` null) and optional per-date overrides."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Date, Float, ForeignKey, Integer, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.core.database import Base, IdMixin, TimestampMixin


class UserGoal(IdMixin, TimestampMixin, Base):
    __tablename__ = "user_goals"
    __table_args__ = (UniqueConstraint("user_id", "goal_date"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    goal_date: Mapped[date | None] = mapped_column(Date)
    calories: Mapped[float] = mapped_column(Float)
    protein: Mapped[float] = mapped_column(Float)
    carbs: Mapped[float] = mapped_column(Float)
    fat: Mapped[float] = mapped_column(Float)
    water_ml: Mapped[float] = mapped_column(Float)
    steps: Mapped[int] = mapped_column(Integer)
    target_weight_kg: Mapped[float | None] = mapped_column(Float)
