"""Check-ins: daily body measurements, custom measurements and water."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Date, Float, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.core.database import Base, IdMixin, TimestampMixin


class CheckInMeasurement(IdMixin, TimestampMixin, Base):
    """One row per user and date; each field is set independently."""

    __tablename__ = "check_in_measurements"
    __table_args__ = (UniqueConstraint("user_id", "entry_date"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    entry_date: Mapped[date] = mapped_column(Date)
    weight_kg: Mapped[float | None] = mapped_column(Float)
    neck_cm: Mapped[float | None] = mapped_column(Float)
    waist_cm: Mapped[float | None] = mapped_column(Float)
    hips_cm: Mapped[float | None] = mapped_column(Float)
    steps: Mapped[int | None] = mapped_column(Integer)


class CustomCategory(IdMixin, TimestampMixin, Base):
    __tablename__ = "custom_categories"
    __table_args__ = (UniqueConstraint("user_id", "name"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    unit: Mapped[str | None] = mapped_column(String(20))


class CustomMeasurement(IdMixin, TimestampMixin, Base):
    """A value of a custom category; one per user, category, date and hour (hour 0 = the day)."""

    __tablename__ = "custom_measurements"
    __table_args__ = (UniqueConstraint("user_id", "category_id", "entry_date", "entry_hour"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    category_id: Mapped[int] = mapped_column(ForeignKey("custom_categories.id", ondelete="CASCADE"))
    entry_date: Mapped[date] = mapped_column(Date)
    entry_hour: Mapped[int] = mapped_column(Integer, default=0)
    value: Mapped[float] = mapped_column(Float)


class WaterIntake(IdMixin, TimestampMixin, Base):
    """The day's water in millilitres; additions are atomic increments of one row."""

    __tablename__ = "water_intake"
    __table_args__ = (UniqueConstraint("user_id", "entry_date"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    entry_date: Mapped[date] = mapped_column(Date)
    ml: Mapped[float] = mapped_column(Float, default=0.0)
