"""The FastAPI application factory."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI

from fitcoach import __version__
from fitcoach.accounts.routes import router as accounts_router
from fitcoach.api.errors import install_error_handlers
from fitcoach.api.idempotency import IdempotencyMiddleware
from fitcoach.body.routes import router as body_router
from fitcoach.coach.providers.factory import build_provider
from fitcoach.coach.routes import router as coach_router
from fitcoach.coach.tools import default_registry, tool_cache_from_url
from fitcoach.config import Settings, get_settings
from fitcoach.core.clock import Clock, system_clock
from fitcoach.core.database import Database
from fitcoach.diary.routes import router as diary_router
from fitcoach.exercise.routes import router as exercise_router
from fitcoach.goals.routes import router as goals_router
from fitcoach.nutrition.routes import router as nutrition_router

API_PREFIX = "/api/v1"

health_router = APIRouter(tags=["health"])


@health_router.get("/health")
async def health() -> dict[str, str]:
    return {"status": "ok"}


def create_app(
    settings: Settings | None = None, *, database: Database | None = None, clock: Clock = system_clock
) -> FastAPI:
    settings = settings or get_settings()
    owns_database = database is None
    database = database or Database(settings.resolved_database_url)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        if owns_database:
            await database.dispose()

    app = FastAPI(title="fitcoach", version=__version__, lifespan=lifespan)
    app.state.settings = settings
    app.state.database = database
    app.state.clock = clock
    app.state.tool_registry = default_registry(
        tool_cache_from_url(settings.redis_url, shared_processes=settings.multiple_workers)
    )
    app.state.provider_factory = build_provider
    install_error_handlers(app)
    app.add_middleware(IdempotencyMiddleware)
    for router in (
        health_router,
        accounts_router,
        diary_router,
        nutrition_router,
        exercise_router,
        body_router,
        goals_router,
        coach_router,
    ):
        app.include_router(router, prefix=API_PREFIX)
    return app
