"""One rendering for every error: ``{"error": <a sentence a person understands>, "detail": ...}``."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from fitcoach.core.errors import FitcoachError

log = logging.getLogger(__name__)


def error_response(status_code: int, error: str, detail: object = None) -> JSONResponse:
    headers = {"WWW-Authenticate": "Bearer"} if status_code == 401 else None
    return JSONResponse({"error": error, "detail": detail}, status_code=status_code, headers=headers)


def describe_validation_errors(errors: list[dict[str, Any]]) -> tuple[str, list[dict[str, str]]]:
    """Turn Pydantic's error list into one readable sentence and a per-field list."""
    fields = []
    for err in errors:
        location = [
            str(part) for part in err.get("loc", ()) if part not in ("body", "query", "path", "header")
        ]
        field = ".".join(location) or "request"
        message = str(err.get("msg", "is invalid"))
        if err.get("type") == "json_invalid":
            field, message = "request", "the body is not valid JSON"
        elif err.get("type") == "missing":
            message = "is required"
        fields.append({"field": field, "message": message})
    summary = "; ".join(f"{f['field']}: {f['message']}" for f in fields[:5])
    return f"Invalid request — {summary}.", fields


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(FitcoachError)
    async def _fitcoach_error(_request: Request, exc: FitcoachError) -> JSONResponse:
        return error_response(exc.status_code, exc.message, exc.detail)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        error, fields = describe_validation_errors(list(exc.errors()))
        return error_response(422, error, fields)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        messages = {404: "Not found.", 405: "Method not allowed on this path."}
        error = exc.detail if isinstance(exc.detail, str) and exc.status_code not in messages else None
        return error_response(exc.status_code, error or messages.get(exc.status_code, "Request failed."))

    @app.exception_handler(Exception)
    async def _unexpected(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return error_response(500, "Something went wrong on our side; nothing was saved.")
