"""The one error root of fitcoach.

Every expected failure is a ``FitcoachError`` carrying the HTTP status it maps to; one handler
in ``fitcoach.api.errors`` renders them all as ``{"error": ..., "detail": ...}``.

    FitcoachError (400)
    ├── ValidationFailed (422)
    │   └── FutureDateError (422)
    ├── AuthenticationRequired (401)
    ├── NotFound (404)
    │   ├── FoodNotFound
    │   ├── ExerciseNotFound
    │   └── EntryNotFound
    ├── Conflict (409)
    │   └── EmailTaken
    └── ServiceError (502)        (coach providers live in fitcoach.coach.providers.errors)
"""

from __future__ import annotations


class FitcoachError(Exception):
    """Base of every error fitcoach raises on purpose; ``status_code`` is the HTTP status."""

    status_code: int = 400

    def __init__(self, message: str, *, detail: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail


class ValidationFailed(FitcoachError):
    status_code = 422


class FutureDateError(ValidationFailed):
    def __init__(self, entry_date: object, today: object) -> None:
        super().__init__(
            f"{entry_date} is in the future; entries can be logged up to today ({today}).",
            detail={"entry_date": str(entry_date), "today": str(today)},
        )


class AuthenticationRequired(FitcoachError):
    status_code = 401


class NotFound(FitcoachError):
    status_code = 404


class FoodNotFound(NotFound):
    pass


class ExerciseNotFound(NotFound):
    pass


class EntryNotFound(NotFound):
    pass


class Conflict(FitcoachError):
    status_code = 409


class EmailTaken(Conflict):
    pass


class ServiceError(FitcoachError):
    status_code = 502
