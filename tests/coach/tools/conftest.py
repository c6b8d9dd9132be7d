"""The coach's tool registry and a one-line way to call a tool (contexts: ``tests/coach/conftest.py``)."""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import pytest

from fitcoach.coach.messages import ToolCallPart
from fitcoach.coach.tools import (
    ToolContext,
    ToolExecution,
    ToolRegistry,
    default_registry,
)
from tests.coach.conftest import TODAY

_calls = itertools.count(1)

Call = Callable[..., Awaitable[ToolExecution]]


def content_of(execution: ToolExecution) -> Any:
    """The result of a call that must have succeeded."""
    assert not execution.result_part.is_error, execution.result_part.content
    return execution.result_part.content


def ago(days: int) -> str:
    """The ISO date ``days`` before ``TODAY``, as a tool argument."""
    return (TODAY - timedelta(days=days)).isoformat()


async def log_meal(
    call: Call, ctx: ToolContext, *, calories: float, protein: float, days_ago: int = 0
) -> None:
    """One meal of stated nutrition, ``days_ago`` days before ``TODAY``."""
    await call(
        ctx,
        "log_food",
        food_name="test meal",
        quantity=1,
        unit="serving",
        meal_type="lunch",
        date=ago(days_ago),
        nutrition={"calories": calories, "protein": protein},
    )


@pytest.fixture
def registry() -> ToolRegistry:
    return default_registry()


@pytest.fixture
def call(registry: ToolRegistry) -> Call:
    async def run(context: ToolContext, name: str, **arguments: Any) -> ToolExecution:
        return await registry.execute(
            context, ToolCallPart(id=f"call-{next(_calls)}", name=name, arguments=arguments)
        )

    return run
