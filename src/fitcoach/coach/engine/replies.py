"""The offline engine's words: a reply written only from the results of the tools it called."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from fitcoach.coach.messages import ToolResultPart
from fitcoach.coach.options import MANUAL_EXAMPLE

LOGGING_TOOLS = frozenset({"log_food", "log_exercise", "log_measurement", "log_water"})


def reply_from_results(results: Sequence[ToolResultPart], *, today: date) -> str:
    parts: list[str] = []
    logged = any(r.name in LOGGING_TOOLS and not r.is_error for r in results)
    for result in results:
        content = result.content if isinstance(result.content, dict) else {}
        if result.is_error:
            parts.append(f"I couldn't do that ({result.name}): {result.content_as_text()}")
        elif result.name == "offer_food_options":
            parts.append(options_text(content))
        elif result.name == "get_diary":
            parts.append(day_summary(content, today=today, after_logging=logged))
        elif result.name == "get_weight_trend":
            parts.append(weight_trend_text(content))
        elif result.name == "get_nutrition_summary":
            parts.append(nutrition_summary_text(content))
    return "\n\n".join(p for p in parts if p) or "Done."


def options_text(content: dict[str, Any]) -> str:
    item = content.get("item") or {}
    choices = content.get("choices") or []
    name = item.get("food_name", "that food")
    if not choices:
        return (
            f'I don\'t know "{name}" yet. Reply with its nutrition as '
            f"`{MANUAL_EXAMPLE}` and I'll save it as your own food."
        )
    lines = [f'I don\'t know "{name}" exactly. Did you mean:']
    lines += [f"{i}. {c['name']} (about {c['calories']} kcal)" for i, c in enumerate(choices, start=1)]
    lines.append(f"Reply with a number, or `{MANUAL_EXAMPLE}` to enter it yourself.")
    return "\n".join(lines)


def day_summary(diary: dict[str, Any], *, today: date, after_logging: bool) -> str:
    totals, goals, water = diary.get("totals") or {}, diary.get("goals") or {}, diary.get("water") or {}
    day = diary.get("date") or today.isoformat()
    label = "Today" if day == today.isoformat() else f"On {day}"
    kcal, kcal_goal = float(totals.get("calories", 0)), float(goals.get("calories", 0) or 0)
    protein, protein_goal = float(totals.get("protein", 0)), float(goals.get("protein", 0) or 0)
    water_ml, water_goal = float(water.get("ml", 0)), float(goals.get("water_ml", 0) or 0)
    line = (
        f"{label}: {kcal:.0f} of {kcal_goal:.0f} kcal, protein {protein:.0f} of {protein_goal:.0f} g, "
        f"water {water_ml:.0f} of {water_goal:.0f} ml"
    )
    burned = float(totals.get("calories_burned", 0))
    if burned:
        line += f", {burned:.0f} kcal burned"
    if not after_logging:
        foods = diary.get("food_entries") or []
        if foods:
            names = ", ".join(str((f.get("food") or {}).get("name", "?")) for f in foods[:8])
            line += f". You logged: {names}"
        elif not kcal:
            line += ". Nothing logged yet"
    tip = daily_tip(kcal, kcal_goal, protein, protein_goal, water_ml, water_goal) if after_logging else None
    return f"{line}." + (f"\nTip: {tip}" if tip else "")


def daily_tip(
    kcal: float, kcal_goal: float, protein: float, protein_goal: float, water_ml: float, water_goal: float
) -> str | None:
    """One short, data-driven nudge; the order puts the most useful first."""
    if kcal_goal and kcal > kcal_goal * 1.1:
        return "You're past today's calorie goal; a lighter, protein-rich dinner and a walk would balance it."
    if protein_goal and protein < protein_goal * 0.5 and kcal > kcal_goal * 0.5:
        return "Protein is lagging; eggs, Greek yogurt, chicken or lentils at your next meal would help."
    if water_goal and water_ml < water_goal * 0.5:
        return "Keep a glass of water nearby; you're under half of today's water goal."
    if kcal_goal and kcal < kcal_goal * 0.3:
        return "Plenty of room left today; plan balanced meals rather than saving it all for late."
    return "Nicely on track; keep logging as you go."


def weight_trend_text(trend: dict[str, Any]) -> str:
    if not trend.get("entries") and trend.get("first") is None:
        return "I don't have enough weigh-ins for a trend yet; log your weight a few times a week."
    first, last = trend.get("first") or {}, trend.get("last") or {}
    change = trend.get("change")
    unit = trend.get("unit", "kg")
    weekly = trend.get("weekly_rate")
    text = f"Your weight went from {first.get('value')} to {last.get('value')} {unit}"
    if change is not None:
        text += f" ({float(change):+.1f} {unit})"
    text += f" between {first.get('date')} and {last.get('date')}"
    if weekly is not None:
        text += f", about {float(weekly):+.2f} {unit} a week"
    return text + "."


def nutrition_summary_text(summary: dict[str, Any]) -> str:
    average = summary.get("average") or {}
    days = summary.get("days_logged", summary.get("days"))
    if not average:
        return "There's nothing logged in that period yet."
    return (
        f"Over the last {summary.get('days', '?')} days ({days} logged) you averaged "
        f"{float(average.get('calories', 0)):.0f} kcal and "
        f"{float(average.get('protein', 0)):.0f} g protein a day."
    )
