"""Request and response shapes of accounts, preferences and AI settings."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, EmailStr, Field

from fitcoach.coach.providers.tiers import ProviderName, Tier
from fitcoach.goals.energy import ActivityLevel, Sex


class Credentials(BaseModel):
    email: EmailStr
    password: str = Field(min_length=8, max_length=256)


class LoginRequest(BaseModel):
    email: EmailStr
    password: str = Field(min_length=1, max_length=256)


class UserRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    email: str


class TokenRead(BaseModel):
    access_token: str
    token_type: Literal["bearer"] = "bearer"


class RegisterRead(TokenRead):
    user: UserRead


class PreferencesRead(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    weight_unit: Literal["kg", "lb"]
    length_unit: Literal["cm", "in"]
    date_format: str
    timezone: str
    glass_ml: float
    auto_clear_history_days: int | None
    sex: Sex | None
    birth_date: date | None
    height_cm: float | None
    activity_level: str
    locale: str


class PreferencesUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    weight_unit: Literal["kg", "lb"] | None = None
    length_unit: Literal["cm", "in"] | None = None
    date_format: Literal["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY"] | None = None
    timezone: str | None = Field(default=None, max_length=64)
    glass_ml: float | None = Field(default=None, gt=0, le=2000)
    auto_clear_history_days: int | None = Field(default=None, ge=1, le=3650)
    sex: Sex | None = None
    birth_date: date | None = None
    height_cm: float | None = Field(default=None, gt=50, lt=300)
    activity_level: ActivityLevel | None = None
    locale: str | None = Field(default=None, min_length=2, max_length=10)


class AiSettingsRead(BaseModel):
    provider: ProviderName | None
    model: str | None
    tier: Tier | None
    base_url: str | None
    system_prompt_extra: str | None
    tool_profile: Literal["full", "core"]
    has_api_key: bool


class AiSettingsUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    provider: ProviderName | None = None
    model: str | None = Field(default=None, max_length=100)
    tier: Tier | None = None
    api_key: str | None = Field(default=None, min_length=1, max_length=500)
    base_url: str | None = Field(default=None, max_length=500)
    system_prompt_extra: str | None = Field(default=None, max_length=4000)
    tool_profile: Literal["full", "core"] | None = None
    clear_api_key: bool = False
