"""Confirmations written from what the tools actually wrote, never from what a model claims."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _amount(value: Any) -> str:
    number = float(value)
    return f"{number:g}" if number != int(number) else str(int(number))


def describe_action(action: dict[str, Any]) -> str | None:
    kind = action.get("type")
    if kind == "food_entry":
        unit = action.get("unit") or ""
        amount = f"{_amount(action.get('quantity', 1))} {unit}".strip()
        kcal = action.get("calories")
        return f"{amount} {action.get('name', 'food')}" + (
            f" ({round(float(kcal))} kcal)" if kcal is not None else ""
        )
    if kind == "exercise_entry":
        burned = action.get("calories_burned")
        minutes = action.get("duration_minutes")
        text = str(action.get("name", "exercise"))
        if minutes:
            text += f", {_amount(minutes)} min"
        return text + (f" ({round(float(burned))} kcal burned)" if burned is not None else "")
    if kind == "water":
        added = action.get("added_ml", action.get("ml"))
        return f"{_amount(added)} ml of water" if added is not None else "water"
    if kind == "measurement":
        fields = [f"{k} {_amount(v)}" for k, v in (action.get("values") or {}).items() if v is not None]
        return "measurements: " + ", ".join(fields) if fields else "measurements"
    if kind == "custom_measurement":
        unit = f" {action['unit']}" if action.get("unit") else ""
        return f"{action.get('name', 'measurement')} {_amount(action.get('value', 0))}{unit}"
    return None


def confirmation(actions: Sequence[dict[str, Any]]) -> str:
    """ "Logged: 2 piece egg (143 kcal); 500 ml of water." from the turn's write actions."""
    described = [text for text in (describe_action(a) for a in actions) if text]
    return f"Logged: {'; '.join(described)}." if described else ""


def merge_reply(confirmed: str, text: str) -> str:
    return "\n\n".join(part for part in (confirmed.strip(), text.strip()) if part)
