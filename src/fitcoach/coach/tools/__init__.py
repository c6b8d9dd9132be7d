"""The coach's tools: the registry, its cache, and the tools by category."""

from __future__ import annotations

from fitcoach.coach.tools import catalog, escalation, logging, reads, trainer
from fitcoach.coach.tools.cache import (
    InProcessToolCache,
    RedisToolCache,
    ToolCache,
    tool_cache_from_url,
)
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import (
    Tool,
    ToolCategory,
    ToolExecution,
    ToolRegistry,
    ToolResult,
    TraceEntry,
)

__all__ = [
    "InProcessToolCache",
    "RedisToolCache",
    "Tool",
    "ToolCache",
    "ToolCategory",
    "ToolContext",
    "ToolExecution",
    "ToolRegistry",
    "ToolResult",
    "TraceEntry",
    "all_tools",
    "default_registry",
    "tool_cache_from_url",
]


def all_tools() -> list[Tool]:
    return [*logging.TOOLS, *reads.TOOLS, *catalog.TOOLS, *trainer.TOOLS, *escalation.TOOLS]


def default_registry(cache: ToolCache | None = None) -> ToolRegistry:
    """What the coach offers: every tool and the food options, with ``cache`` (in-process by default)."""
    # Imported here: the options module builds its tool from this package, so it loads after it.
    from fitcoach.coach.options import OFFER_FOOD_OPTIONS

    return ToolRegistry(
        [*all_tools(), OFFER_FOOD_OPTIONS], cache if cache is not None else InProcessToolCache()
    )
