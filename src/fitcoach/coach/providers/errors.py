"""Errors of the model providers, vendor-neutral.

Adapters catch their SDK's exceptions and raise these ``from`` them, so callers never import an
SDK to handle a failure::

    ServiceError (502)                       fitcoach.core.errors
    └── ProviderError (502)                  any failed model call (a rejected request included)
        ├── ProviderTimeout (504)            no answer within the configured timeout
        ├── ProviderUnavailable (502)        5xx, overloaded, connection refused: retried
        │   └── ProviderRateLimited (502)    429: retried, honouring Retry-After
        └── ProviderAuthError (502)          missing, invalid or unauthorised API key
    ValidationFailed (422)                   fitcoach.core.errors
    └── InvalidBaseURL (422)                 a base URL the factory refuses
"""

from __future__ import annotations

from fitcoach.core.errors import ServiceError, ValidationFailed


class ProviderError(ServiceError):
    """A model call failed; ``provider`` names the vendor adapter that failed."""

    def __init__(self, message: str, *, provider: str = "", detail: object = None) -> None:
        super().__init__(message, detail=detail)
        self.provider = provider


class ProviderTimeout(ProviderError):
    status_code = 504


class ProviderUnavailable(ProviderError):
    pass


class ProviderRateLimited(ProviderUnavailable):
    def __init__(
        self,
        message: str,
        *,
        provider: str = "",
        detail: object = None,
        retry_after_seconds: float | None = None,
    ) -> None:
        super().__init__(message, provider=provider, detail=detail)
        self.retry_after_seconds = retry_after_seconds


class ProviderAuthError(ProviderError):
    pass


class InvalidBaseURL(ValidationFailed):
    pass
