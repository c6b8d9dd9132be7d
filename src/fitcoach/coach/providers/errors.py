"""Errors of the model providers, vendor-neutral.

Adapters catch their SDK's exceptions and raise these ``from`` them, so callers never import an
SDK to handle a failure::

    ServiceError (502)                       fitcoach.core.errors
    └── ProviderError (502)                  any failed model call (a rejected request included)
        ├── ProviderTimeout (504)            no answer within the configured timeout
        ├── ProviderUnavailable (502)        5xx, overloaded, connection refused: retried
        │   └── ProviderRateLimited (502)    429: retried, honouring Retry-After
        └── ProviderAuthError (502)          an API key the vendor refused
            └── ProviderNotConfigured (409)  no API key stored for a vendor that needs one
    ValidationFailed (422)                   fitcoach.core.errors
    └── InvalidBaseURL (422)                 a base URL the factory refuses

``error_for_status`` is the one HTTP-status ladder the adapters share.
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


class ProviderNotConfigured(ProviderAuthError):
    """The user chose a vendor but stored no key for it: their settings, not the vendor, must change."""

    status_code = 409


class InvalidBaseURL(ValidationFailed):
    pass


def error_for_status(
    status: int,
    *,
    provider: str,
    detail: object,
    retry_after_seconds: float | None = None,
    key_refused: bool = False,
    server_failed: bool = False,
) -> ProviderError:
    """Our error for a vendor's HTTP error ``status``; ``detail`` keeps the vendor's message.

    401 and 403 refuse the key, 429 is a rate limit (``retry_after_seconds`` is the server's
    Retry-After), 5xx an outage, anything else a rejected request. ``key_refused`` and
    ``server_failed`` carry what only one vendor signals: a bad key reported as a 400, an error
    event inside a 200 stream.
    """
    if key_refused or status in (401, 403):
        return ProviderAuthError(
            f"{provider} refused the API key (HTTP {status}).", provider=provider, detail=detail
        )
    if status == 429:
        return ProviderRateLimited(
            f"{provider} is rate limiting requests.",
            provider=provider,
            detail=detail,
            retry_after_seconds=retry_after_seconds,
        )
    if server_failed or status >= 500:
        return ProviderUnavailable(f"{provider} failed (HTTP {status}).", provider=provider, detail=detail)
    return ProviderError(
        f"{provider} rejected the request (HTTP {status}).", provider=provider, detail=detail
    )
