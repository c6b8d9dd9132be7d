"""The tool registry: what the model may call, and the one path every call takes.

``execute`` validates the model's arguments against the tool's Pydantic model (a bad call gets a
corrective message naming each bad field, with a valid example), serves reads from the cache,
runs writes inside a savepoint so a failed tool leaves nothing half-written, invalidates the
user's cached reads after a write, turns expected business errors into error results the model
can act on, and logs every call to ``ai_tool_call_log`` in the turn's session.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from pydantic import BaseModel, ValidationError

from fitcoach.coach.messages import JSONValue, ToolCallPart, ToolDefinition, ToolResultPart
from fitcoach.coach.models import AiToolCallLog
from fitcoach.coach.tools.cache import ToolCache
from fitcoach.coach.tools.context import ToolContext
from fitcoach.core.errors import FitcoachError

SUMMARY_CHARS = 200
TOOL_NAME_CHARS = 60  # ai_tool_call_log.tool_name
# Set on the turn's session once a tool wrote: later reads in that turn see uncommitted rows, which
# must not reach the shared cache (the turn may still roll back).
_WROTE_IN_SESSION = "fitcoach_tool_wrote"


class ToolCategory(StrEnum):
    """Groups the router enables together; the declaration order is the order tools are offered in."""

    FOOD = "food"
    EXERCISE = "exercise"
    CHECKIN = "checkin"
    GOALS = "goals"
    REPORTS = "reports"
    COACHING = "coaching"
    VISION = "vision"
    PROFILE = "profile"
    TRAINER = "trainer"
    ESCALATION = "escalation"


CATEGORY_ORDER = {category: index for index, category in enumerate(ToolCategory)}
# Every category but escalation: what the router chooses from and ``enable_tools`` may ask for
# (``enable_tools`` itself is offered by the orchestrator, not chosen).
ROUTABLE = frozenset(category for category in ToolCategory if category is not ToolCategory.ESCALATION)


@dataclass(frozen=True)
class ToolResult:
    data: JSONValue
    summary: str
    actions: tuple[dict[str, Any], ...] = ()


Handler = Callable[[ToolContext, Any], Awaitable[ToolResult]]


@dataclass(frozen=True)
class Tool:
    """A tool; ``cache_ttl_seconds`` None marks a write (never cached, invalidates the user's reads).

    ``read_only`` marks an uncached tool that changes nothing (escalation, offering choices): it
    then skips the write's savepoint and cache invalidation.
    """

    name: str
    category: ToolCategory
    description: str
    arguments: type[BaseModel]
    handler: Handler
    cache_ttl_seconds: int | None = None
    example: dict[str, Any] = field(default_factory=dict)
    read_only: bool = False

    @property
    def is_write(self) -> bool:
        return self.cache_ttl_seconds is None and not self.read_only

    def definition(self) -> ToolDefinition:
        return self._definition

    @cached_property
    def _definition(self) -> ToolDefinition:
        # Built once: the same bytes every turn keep providers' prompt caches warm.
        return ToolDefinition(
            name=self.name, description=self.description, parameters=json_schema(self.arguments)
        )


@dataclass(frozen=True)
class TraceEntry:
    tool_name: str
    description: str
    input_summary: str
    output_summary: str
    latency_ms: float
    cached: bool
    ok: bool

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class ToolExecution:
    result_part: ToolResultPart
    trace: TraceEntry
    actions: tuple[dict[str, Any], ...]
    result: ToolResult | None
    # The business error behind a failed call, for callers that use its ``detail`` (suggestions).
    error: FitcoachError | None = None


def actions_of(executions: Iterable[ToolExecution]) -> list[dict[str, Any]]:
    """What the calls did (entries written, goals set), in call order: the reply confirms these."""
    return [action for execution in executions for action in execution.actions]


class _CallFailed(Exception):
    """A call that ends in an error result for the model, not an exception for the turn."""

    def __init__(self, message: str, error: FitcoachError | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.error = error


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool], cache: ToolCache) -> None:
        ordered = sorted(tools, key=lambda t: (CATEGORY_ORDER[t.category], t.name))
        self._tools = {tool.name: tool for tool in ordered}
        if len(self._tools) != len(ordered):
            raise ValueError("tool names must be unique")
        self.cache = cache

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def definitions(
        self, categories: Iterable[ToolCategory] | None = None, *, include_escalation: bool = True
    ) -> list[ToolDefinition]:
        """Tools of the given categories (all when None), in category order then by name."""
        wanted = set(ToolCategory) if categories is None else set(categories)
        wanted.discard(ToolCategory.ESCALATION)
        if include_escalation:
            wanted.add(ToolCategory.ESCALATION)
        return [tool.definition() for tool in self._tools.values() if tool.category in wanted]

    async def execute(self, ctx: ToolContext, call: ToolCallPart) -> ToolExecution:
        started = time.perf_counter()
        tool = self._tools.get(call.name)
        cached = False
        result: ToolResult | None = None
        failure: _CallFailed | None = None
        try:
            if tool is None:
                raise _CallFailed(f"Unknown tool {call.name!r}. Available tools: {', '.join(self._tools)}.")
            arguments = _validated(tool, call.arguments)
            result, cached = await self._run(tool, ctx, arguments)
        except _CallFailed as e:
            failure = e
        latency_ms = round((time.perf_counter() - started) * 1000, 2)
        execution = _execution(call, tool, result, failure, cached=cached, latency_ms=latency_ms)
        ctx.session.add(
            AiToolCallLog(
                user_id=ctx.user_id,
                session_id=ctx.coach_session_id,
                tool_name=call.name[:TOOL_NAME_CHARS],
                arguments=_loggable(call.arguments),
                output_summary=execution.trace.output_summary,
                success=execution.trace.ok,
                cached=cached,
                latency_ms=latency_ms,
            )
        )
        return execution

    async def _run(self, tool: Tool, ctx: ToolContext, arguments: BaseModel) -> tuple[ToolResult, bool]:
        if tool.is_write:
            result = await _run_write(tool, ctx, arguments)
            ctx.session.info[_WROTE_IN_SESSION] = True
            await self.cache.invalidate_user(ctx.user_id)
            return result, False
        ttl = tool.cache_ttl_seconds
        if ttl is None or ctx.session.info.get(_WROTE_IN_SESSION):
            return await _run_handler(tool, ctx, arguments), False
        key = cache_key(tool, ctx, arguments)
        hit = await self.cache.get(ctx.user_id, key)
        if hit is not None:
            return _decoded(hit), True
        result = await _run_handler(tool, ctx, arguments)
        await self.cache.set(ctx.user_id, key, _encoded(result), ttl)
        return result, False


async def _run_write(tool: Tool, ctx: ToolContext, arguments: BaseModel) -> ToolResult:
    # A savepoint per write: a tool that fails half-way (a check-in saved, then a bad custom value)
    # leaves the turn's other writes intact and its own undone.
    async with ctx.session.begin_nested():
        return await _run_handler(tool, ctx, arguments)


async def _run_handler(tool: Tool, ctx: ToolContext, arguments: BaseModel) -> ToolResult:
    try:
        return await tool.handler(ctx, arguments)
    except FitcoachError as e:
        raise _CallFailed(_error_message(e), e) from e
    except ValidationError as e:
        # A domain schema refused what the tool's own model let through: still the caller's to fix.
        raise _CallFailed(_corrective_message(tool, e)) from e


def _error_message(error: FitcoachError) -> str:
    """The message, and its detail (a food's suggestions) as JSON the model can pick from."""
    if error.detail is None:
        return error.message
    detail = json.dumps(error.detail, ensure_ascii=False, sort_keys=True, default=str)
    return f"{error.message}\nDetails: {detail}"


def _validated(tool: Tool, raw: Any) -> BaseModel:
    try:
        return tool.arguments.model_validate(dict(raw) if isinstance(raw, Mapping) else raw)
    except ValidationError as e:
        raise _CallFailed(_corrective_message(tool, e)) from e


def _corrective_message(tool: Tool, error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False):
        where = ".".join(str(part) for part in item["loc"]) or "arguments"
        problems.append(f"- {where}: {item['msg']}")
    example = json.dumps(tool.example, ensure_ascii=False, sort_keys=True)
    return (
        f"Invalid arguments for {tool.name}:\n"
        + "\n".join(problems)
        + f"\nA valid call looks like: {example}"
    )


def _execution(
    call: ToolCallPart,
    tool: Tool | None,
    result: ToolResult | None,
    failure: _CallFailed | None,
    *,
    cached: bool,
    latency_ms: float,
) -> ToolExecution:
    if result is not None:
        content: JSONValue = result.data
        output_summary = result.summary
    else:
        content = failure.message if failure else "The tool returned nothing."
        output_summary = content
    trace = TraceEntry(
        tool_name=call.name,
        description=tool.description.split(". ")[0].rstrip(".") if tool else "unknown tool",
        input_summary=_clipped(json.dumps(_loggable(call.arguments), ensure_ascii=False, sort_keys=True)),
        output_summary=_clipped(output_summary),
        latency_ms=latency_ms,
        cached=cached,
        ok=result is not None,
    )
    return ToolExecution(
        result_part=ToolResultPart(call_id=call.id, name=call.name, content=content, is_error=result is None),
        trace=trace,
        actions=result.actions if result else (),
        result=result,
        error=failure.error if failure else None,
    )


def cache_key(tool: Tool, ctx: ToolContext, arguments: BaseModel) -> str:
    """Tool name, the user's today (reads are relative to it) and the canonical validated arguments."""
    canonical = json.dumps(arguments.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:32]
    return f"{tool.name}:{ctx.today.isoformat()}:{digest}"


def _encoded(result: ToolResult) -> str:
    return json.dumps({"data": result.data, "summary": result.summary}, separators=(",", ":"))


def _decoded(raw: str) -> ToolResult:
    payload = json.loads(raw)
    return ToolResult(data=payload["data"], summary=payload["summary"])


def _loggable(arguments: Any) -> dict[str, Any]:
    """The raw arguments as JSON-safe data (models can send anything)."""
    if not isinstance(arguments, dict):
        try:
            arguments = dict(arguments)
        except (TypeError, ValueError):
            return {"_raw": repr(arguments)[:SUMMARY_CHARS]}
    loggable: dict[str, Any] = json.loads(json.dumps(arguments, default=str))
    return loggable


def _clipped(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SUMMARY_CHARS else text[: SUMMARY_CHARS - 1] + "…"


def json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema, self-contained (no ``$ref``), without titles, keys sorted.

    Inlined because several providers reject ``$defs``; titles only repeat the property names and
    cost tokens on every request.
    """
    schema = model.model_json_schema()
    definitions = schema.pop("$defs", {})
    normalised: dict[str, Any] = _normalised(schema, definitions)
    return normalised


def _normalised(node: Any, definitions: dict[str, Any], *, in_properties: bool = False) -> Any:
    if isinstance(node, list):
        return [_normalised(item, definitions) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target = definitions[node["$ref"].rsplit("/", 1)[-1]]
        merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
        return _normalised(merged, definitions, in_properties=in_properties)
    result: dict[str, Any] = {}
    for key in sorted(node):
        if key == "title" and not in_properties:
            continue
        result[key] = _normalised(node[key], definitions, in_properties=key == "properties")
    return result if in_properties else _without_null_option(result)


def _without_null_option(node: dict[str, Any]) -> dict[str, Any]:
    """``{"anyOf": [X, {"type": "null"}], "default": null}`` as plain X: the field is optional anyway.

    Half the schema's bytes were these unions, and some providers handle ``anyOf`` poorly; a model
    that still sends null is accepted by the Pydantic model.
    """
    options = node.get("anyOf")
    if node.get("default", ...) is not None or not isinstance(options, list) or len(options) != 2:
        return node
    kept = [option for option in options if option != {"type": "null"}]
    if len(kept) != 1:
        return node
    rest = {k: v for k, v in node.items() if k not in ("anyOf", "default")}
    return dict(sorted({**kept[0], **rest}.items()))
