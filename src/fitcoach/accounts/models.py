"""Users, their API tokens, preferences and AI service settings."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, DateTime, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from fitcoach.core.database import Base, IdMixin, TimestampMixin


class User(IdMixin, TimestampMixin, Base):
    __tablename__ = "users"

    email: Mapped[str] = mapped_column(String(320), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))


class ApiToken(IdMixin, TimestampMixin, Base):
    __tablename__ = "api_tokens"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(100), default="login")
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class UserPreferences(Base):
    __tablename__ = "user_preferences"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    weight_unit: Mapped[str] = mapped_column(String(4), default="kg")
    length_unit: Mapped[str] = mapped_column(String(4), default="cm")
    date_format: Mapped[str] = mapped_column(String(20), default="YYYY-MM-DD")
    timezone: Mapped[str] = mapped_column(String(64), default="UTC")
    glass_ml: Mapped[float] = mapped_column(Float, default=250.0)
    auto_clear_history_days: Mapped[int | None] = mapped_column(Integer)
    sex: Mapped[str | None] = mapped_column(String(10))
    birth_date: Mapped[date | None] = mapped_column(Date)
    height_cm: Mapped[float | None] = mapped_column(Float)
    activity_level: Mapped[str] = mapped_column(String(20), default="moderate")
    locale: Mapped[str] = mapped_column(String(10), default="US")


class AiServiceSettings(Base):
    __tablename__ = "ai_service_settings"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    provider: Mapped[str | None] = mapped_column(String(20))
    model: Mapped[str | None] = mapped_column(String(100))
    tier: Mapped[str | None] = mapped_column(String(20))
    api_key_encrypted: Mapped[str | None] = mapped_column(Text)
    base_url: Mapped[str | None] = mapped_column(String(500))
    system_prompt_extra: Mapped[str | None] = mapped_column(Text)
    tool_profile: Mapped[str] = mapped_column(String(20), default="full")
