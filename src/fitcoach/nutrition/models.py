"""The food catalog (public and per-user foods with portions) and the food diary."""

from __future__ import annotations

from datetime import date

from sqlalchemy import JSON, Date, Float, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from fitcoach.core.database import Base, IdMixin, TimestampMixin


class Food(IdMixin, TimestampMixin, Base):
    """A food with nutrients per 100 g; ``user_id`` is null for the public catalog."""

    __tablename__ = "foods"
    __table_args__ = (
        UniqueConstraint("key"),
        Index("ix_foods_user_id_name", "user_id", "name"),
    )

    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200))
    aliases: Mapped[list[str]] = mapped_column(JSON, default=list)
    category: Mapped[str] = mapped_column(String(40), default="other")
    brand: Mapped[str | None] = mapped_column(String(120))
    source: Mapped[str] = mapped_column(String(20), default="builtin")
    source_ref: Mapped[str | None] = mapped_column(String(40))
    calories: Mapped[float] = mapped_column(Float)
    protein: Mapped[float] = mapped_column(Float)
    carbs: Mapped[float] = mapped_column(Float)
    fat: Mapped[float] = mapped_column(Float)
    fiber: Mapped[float | None] = mapped_column(Float)
    sugar: Mapped[float | None] = mapped_column(Float)
    sodium_mg: Mapped[float | None] = mapped_column(Float)
    default_unit: Mapped[str] = mapped_column(String(20), default="g")
    density_g_per_ml: Mapped[float | None] = mapped_column(Float)

    portions: Mapped[list[FoodPortion]] = relationship(
        back_populates="food", cascade="all, delete-orphan", lazy="raise", order_by="FoodPortion.id"
    )


class FoodPortion(IdMixin, Base):
    """A household measure of a food ("1 large" = 50 g)."""

    __tablename__ = "food_portions"
    __table_args__ = (UniqueConstraint("food_id", "unit"),)

    food_id: Mapped[int] = mapped_column(ForeignKey("foods.id", ondelete="CASCADE"), index=True)
    unit: Mapped[str] = mapped_column(String(30))
    grams: Mapped[float] = mapped_column(Float)

    food: Mapped[Food] = relationship(back_populates="portions", lazy="raise")


class FoodEntry(IdMixin, TimestampMixin, Base):
    """What a user ate; nutrients are a snapshot, so later catalog edits don't rewrite history."""

    __tablename__ = "food_entries"
    __table_args__ = (Index("ix_food_entries_user_id_entry_date", "user_id", "entry_date"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    food_id: Mapped[int | None] = mapped_column(ForeignKey("foods.id", ondelete="SET NULL"))
    food_name: Mapped[str] = mapped_column(String(200))
    entry_date: Mapped[date] = mapped_column(Date)
    meal_type: Mapped[str] = mapped_column(String(20))
    quantity: Mapped[float] = mapped_column(Float)
    unit: Mapped[str] = mapped_column(String(30))
    grams: Mapped[float | None] = mapped_column(Float)
    calories: Mapped[float] = mapped_column(Float)
    protein: Mapped[float] = mapped_column(Float)
    carbs: Mapped[float] = mapped_column(Float)
    fat: Mapped[float] = mapped_column(Float)
