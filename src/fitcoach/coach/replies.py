"""Confirmations written from what the tools actually wrote, never from what a model claims."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _amount(value: Any) -> str:
    number = float(value)
    return f"{number:g}" if number != int(number) else str(int(number))


ABBREVIATED_UNITS = frozenset({"g", "kg", "oz", "lb", "ml", "l", "fl_oz", "tbsp", "tsp", "mg"})


def _portion(quantity: Any, unit: str) -> str:
    """ "2 pieces", "1 slice", "150 g": the amount as a person would say it."""
    amount = _amount(quantity)
    if unit in ABBREVIATED_UNITS or float(quantity) == 1:
        return f"{amount} {unit.replace('_', ' ')}"
    plural = unit + "es" if unit.endswith(("ch", "sh", "s", "x")) else unit + "s"
    return f"{amount} {plural}"


def describe_action(action: dict[str, Any]) -> str | None:
    kind = action.get("type")
    if kind == "food_entry":
        details = [_portion(action.get("quantity", 1), str(action.get("unit") or "serving"))]
        if action.get("calories") is not None:
            details.append(f"{round(float(action['calories']))} kcal")
        return f"{action.get('name', 'food')} ({', '.join(details)})"
    if kind == "exercise_entry":
        details = []
        if action.get("duration_minutes"):
            details.append(f"{_amount(action['duration_minutes'])} min")
        if action.get("distance"):
            details.append(f"{_amount(action['distance'])} {action.get('distance_unit') or 'km'}")
        if action.get("calories_burned") is not None:
            details.append(f"{round(float(action['calories_burned']))} kcal burned")
        return f"{action.get('name', 'exercise')}" + (f" ({', '.join(details)})" if details else "")
    if kind == "water":
        added = action.get("ml")
        return f"{_amount(added)} ml of water" if added is not None else "water"
    if kind == "measurement":
        units = action.get("units") or {}
        fields = [
            f"{name} {_amount(value)}{(' ' + units[name]) if units.get(name) else ''}"
            for name, value in (action.get("values") or {}).items()
            if value is not None
        ]
        return ", ".join(fields) if fields else "measurements"
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
