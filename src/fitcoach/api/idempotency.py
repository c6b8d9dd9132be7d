"""``Idempotency-Key`` on POST: the first answer is stored and replayed instead of writing twice.

A key is scoped to the user who sent it. While the first request runs, a second one with the same
key answers 409; a key reused for a different request answers 422. Server errors are not stored,
so the client may retry them. Streaming responses are never stored.
"""

from __future__ import annotations

import hashlib

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from fitcoach.accounts import repository as accounts_repository
from fitcoach.api.errors import error_response
from fitcoach.core.crypto import token_digest
from fitcoach.core.database import Database
from fitcoach.core.models import IdempotencyKey

MAX_KEY_LENGTH = 255


class IdempotencyMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        key = headers.get("idempotency-key")
        token = _bearer(headers.get("authorization"))
        if not key or token is None or scope["path"].endswith("/stream"):
            await self.app(scope, receive, send)
            return
        if len(key) > MAX_KEY_LENGTH:
            await error_response(422, "Idempotency-Key is longer than 255 characters.")(scope, receive, send)
            return
        database: Database = scope["app"].state.database
        async with database.sessionmaker() as session:
            user = await accounts_repository.user_by_token_hash(session, token_digest(token))
        if user is None:  # let the route answer 401 in its usual way
            await self.app(scope, receive, send)
            return
        body = await _read_body(receive)
        digest = hashlib.sha256(scope["path"].encode() + b"\0" + body).hexdigest()
        await _Exchange(self.app, database, user.id, key, digest).run(scope, receive, body, send)


class _Exchange:
    def __init__(self, app: ASGIApp, database: Database, user_id: int, key: str, digest: str) -> None:
        self.app, self.database, self.user_id, self.key, self.digest = app, database, user_id, key, digest

    async def run(self, scope: Scope, receive: Receive, body: bytes, send: Send) -> None:
        record_id = await self._claim(scope)
        if record_id is None:
            await self._answer_existing(scope, receive, send)
            return
        status, content_type, chunks = 500, None, []

        async def capture(message: Message) -> None:
            nonlocal status, content_type
            if message["type"] == "http.response.start":
                status = message["status"]
                content_type = Headers(raw=message["headers"]).get("content-type")
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
            await send(message)

        try:
            await self.app(scope, _replay(body), capture)
        finally:
            await self._settle(record_id, status, content_type, b"".join(chunks))

    async def _claim(self, scope: Scope) -> int | None:
        async with self.database.sessionmaker() as session:
            record = IdempotencyKey(
                user_id=self.user_id,
                key=self.key,
                method="POST",
                path=scope["path"],
                request_digest=self.digest,
            )
            session.add(record)
            try:
                await session.commit()
            except IntegrityError:
                return None
            return record.id

    async def _answer_existing(self, scope: Scope, receive: Receive, send: Send) -> None:
        async with self.database.sessionmaker() as session:
            record = (
                await session.execute(
                    select(IdempotencyKey).where(
                        IdempotencyKey.user_id == self.user_id, IdempotencyKey.key == self.key
                    )
                )
            ).scalar_one()
        if record.request_digest != self.digest:
            error = "This Idempotency-Key was already used for a different request; use a new key."
            await error_response(422, error)(scope, receive, send)
        elif record.status_code is None:
            error = "A request with this Idempotency-Key is still being processed; retry shortly."
            await error_response(409, error)(scope, receive, send)
        else:
            headers = [(b"idempotency-replayed", b"true")]
            if record.content_type:
                headers.append((b"content-type", record.content_type.encode()))
            await send({"type": "http.response.start", "status": record.status_code, "headers": headers})
            await send({"type": "http.response.body", "body": record.response_body or b""})

    async def _settle(self, record_id: int, status: int, content_type: str | None, body: bytes) -> None:
        async with self.database.sessionmaker() as session:
            storable = status < 500 and not (content_type or "").startswith("text/event-stream")
            if storable:
                await session.execute(
                    update(IdempotencyKey)
                    .where(IdempotencyKey.id == record_id)
                    .values(status_code=status, content_type=content_type, response_body=body)
                )
            else:
                await session.execute(delete(IdempotencyKey).where(IdempotencyKey.id == record_id))
            await session.commit()


def _bearer(authorization: str | None) -> str | None:
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


async def _read_body(receive: Receive) -> bytes:
    body = b""
    while True:
        message = await receive()
        chunk: bytes = message.get("body", b"")
        body += chunk
        if not message.get("more_body", False):
            return body


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return {"type": "http.disconnect"}

    return receive
