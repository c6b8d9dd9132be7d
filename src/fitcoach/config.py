"""Settings read from ``FITCOACH_*`` environment variables, with defaults that run on a fresh machine."""

from __future__ import annotations

import secrets
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# Provider and tier names come from `tiers`, which loads no vendor SDK: the CLI must start fast.
from fitcoach.coach.providers.tiers import ProviderName, Tier

# A placeholder people copy from examples; refused outside development.
KNOWN_DEFAULT_SECRETS = frozenset({"changeme", "change-me", "secret", "fitcoach", "dev"})


class Environment(StrEnum):
    DEVELOPMENT = "development"
    PRODUCTION = "production"
    TEST = "test"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FITCOACH_", env_file=".env", extra="ignore")

    environment: Environment = Environment.DEVELOPMENT
    data_dir: Path = Path("data")
    database_url: str | None = None
    redis_url: str | None = None
    secret_key: str | None = None
    timezone: str = "UTC"

    llm_provider: ProviderName = "offline"
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_tier: Tier = "standard"
    openai_api_key: str | None = None
    anthropic_api_key: str | None = None
    gemini_api_key: str | None = None
    llm_timeout_seconds: float = Field(default=60.0, gt=0)
    fast_path: Literal["on", "off"] = "on"
    allow_private_base_urls: bool = False
    coach_session_idle_hours: float = Field(default=24.0, gt=0)
    # Set by `serve --workers N`: without Redis, per-process caches of the coach's reads would disagree.
    multiple_workers: bool = False

    @model_validator(mode="after")
    def _refuse_known_secret_outside_development(self) -> Settings:
        if (
            self.secret_key is not None
            and self.secret_key.strip().lower() in KNOWN_DEFAULT_SECRETS
            and self.environment is not Environment.DEVELOPMENT
        ):
            raise ValueError("FITCOACH_SECRET_KEY is a well-known placeholder; set a long random value.")
        return self

    @property
    def resolved_database_url(self) -> str:
        """The SQLAlchemy async URL, defaulting to a SQLite file in the data directory."""
        url = self.database_url or f"sqlite:///{(self.data_dir / 'fitcoach.db').resolve()}"
        return async_database_url(url)

    def resolved_secret_key(self) -> str:
        """The configured secret, else one generated into the data directory on first use."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / "secret_key"
        if path.exists():
            return path.read_text().strip()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        key = secrets.token_urlsafe(48)
        path.write_text(key)
        path.chmod(0o600)
        return key


def async_database_url(url: str) -> str:
    """Map the plain URLs people write to the async drivers fitcoach uses."""
    for plain, driver in (
        ("postgresql://", "postgresql+psycopg://"),
        ("postgres://", "postgresql+psycopg://"),
        ("sqlite://", "sqlite+aiosqlite://"),
    ):
        if url.startswith(plain):
            return driver + url[len(plain) :]
    return url


@lru_cache
def get_settings() -> Settings:
    return Settings()
