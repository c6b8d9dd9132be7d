"""The authenticated user as every request and every coach turn sees them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from fitcoach.accounts.models import User, UserPreferences


@dataclass(frozen=True)
class Principal:
    user: User
    preferences: UserPreferences
    today: date  # in the user's timezone

    @property
    def user_id(self) -> int:
        return self.user.id
