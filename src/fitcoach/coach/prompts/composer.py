"""The system prompt: a byte-stable base and category parts, then the per-turn context block.

Providers cache prompt prefixes, so everything that changes per turn (date, summary, memory) comes
last, after the parts that only change when the tool set does.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from importlib.resources import files

from fitcoach.coach.tools.registry import ROUTABLE, ToolCategory


@cache
def template(name: str) -> str:
    return (files("fitcoach.coach.prompts") / f"{name}.md").read_text(encoding="utf-8").strip()


def compose_system_prompt(
    *,
    profile: str,
    categories: Iterable[ToolCategory],
    context_block: str,
    extra: str | None = None,
    manual: bool = False,
) -> str:
    base = template("base_core" if profile == "core" else "base_full")
    chosen = set(categories) & ROUTABLE  # enable_tools has no prompt part of its own
    parts = [base, *(template(c.value) for c in ToolCategory if c in chosen)]
    if manual:
        parts.append(
            "The user chose which tools you may use. If you need others, tell them to enable those in the "
            "tool selector; do not call `enable_tools`."
        )
    if extra:
        parts.append(
            f"The user's own instructions (follow them unless they conflict with safety):\n{extra.strip()}"
        )
    parts.append(context_block)
    return "\n\n".join(parts)
