"""``enable_tools``: the model asks for more tool categories than the router offered.

The call runs through the registry like any other (validated, logged, traced); the handler only
echoes the validated request, and the orchestrator widens the tool set for the next round from it.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, WithJsonSchema

from fitcoach.coach.messages import JSONValue
from fitcoach.coach.tools.common import STRICT
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import CATEGORY_ORDER, ROUTABLE, Tool, ToolCategory, ToolResult

ENABLE_TOOLS = "enable_tools"


def _not_escalation(category: ToolCategory) -> ToolCategory:
    if category is ToolCategory.ESCALATION:
        raise ValueError("escalation is always available; name the categories of tools you need")
    return category


def as_list(value: object) -> object:
    """One bare value as a one-item list: models often send a single category as a string."""
    return [value] if isinstance(value, str) else value


EnableableCategory = Annotated[
    ToolCategory,
    AfterValidator(_not_escalation),
    WithJsonSchema(
        {"type": "string", "enum": [category.value for category in ToolCategory if category in ROUTABLE]}
    ),
]


class EnableToolsArgs(BaseModel):
    model_config = STRICT

    categories: Annotated[list[EnableableCategory], BeforeValidator(as_list)] = Field(
        min_length=1, max_length=len(ROUTABLE)
    )
    reason: str | None = Field(default=None, max_length=200, description="Why these tools are needed")


async def enable_tools(ctx: ToolContext, args: EnableToolsArgs) -> ToolResult:
    requested = sorted(set(args.categories), key=CATEGORY_ORDER.__getitem__)
    names: list[JSONValue] = [category.value for category in requested]
    return ToolResult(data={"enabled": names}, summary=f"requested tools: {', '.join(map(str, names))}")


def enabled_categories(result: ToolResult) -> list[ToolCategory]:
    """The categories a successful ``enable_tools`` call enabled, read back from its result."""
    data = result.data
    names = data.get("enabled") if isinstance(data, dict) else None
    return [ToolCategory(name) for name in names if isinstance(name, str)] if isinstance(names, list) else []


TOOLS = (
    Tool(
        name=ENABLE_TOOLS,
        category=ToolCategory.ESCALATION,
        description=(
            "Ask for more tools when the ones offered cannot answer: food, exercise, checkin, goals, "
            "reports, coaching, vision, profile, trainer. They are available from the next step."
        ),
        arguments=EnableToolsArgs,
        handler=enable_tools,
        example={"categories": ["reports"], "reason": "needs the weekly nutrition summary"},
        read_only=True,
    ),
)
