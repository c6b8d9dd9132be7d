"""Numbered options for a food the catalog doesn't know, and the user's answer to them.

The engine calls ``offer_food_options`` for an unknown food; its result (three close catalog
foods) is stored in the reply's metadata. The next message may answer it: "2" logs the second,
"manual: 250 kcal, 10g protein, 30g carbs, 8g fat" logs the user's own food, a number out of range
gets guidance, and anything else is a new turn.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from fitcoach.coach.messages import JSONValue
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import Tool, ToolCategory, ToolResult
from fitcoach.core.clock import ensure_not_future
from fitcoach.nutrition.catalog import FoodMatch, UserFoods
from fitcoach.nutrition.catalog_store import load_foods, public_food_index
from fitcoach.nutrition.portions import grams_for, nutrition_for

CHOICES = 3
MANUAL_EXAMPLE = "manual: 250 kcal, 10g protein, 30g carbs, 8g fat"


class OfferFoodOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    food_name: str = Field(min_length=1, max_length=200)
    quantity: float = Field(gt=0, le=10_000)
    unit: str = Field(default="serving", max_length=30)
    meal_type: str = Field(default="snack", pattern="^(breakfast|lunch|dinner|snack)$")
    date: dt.date | None = None


async def _offer(ctx: ToolContext, args: OfferFoodOptions) -> ToolResult:
    day = ensure_not_future(args.date or ctx.today, ctx.today)
    matches = await closest_foods(ctx, args.food_name)
    choices: list[JSONValue] = []
    for match in matches:
        grams = grams_for(match.food, args.quantity, args.unit)
        kcal = nutrition_for(match.food, grams).calories
        choices.append(
            {
                "food_id": match.food.id,
                "name": match.food.name,
                "calories": round(kcal),
                "grams": round(grams),
            }
        )
    item: dict[str, JSONValue] = {
        "food_name": args.food_name,
        "quantity": args.quantity,
        "unit": args.unit,
        "meal_type": args.meal_type,
        "date": day.isoformat(),
    }
    summary = f"{len(choices)} options for {args.food_name!r}"
    data: dict[str, JSONValue] = {"item": item, "choices": choices}
    return ToolResult(data=data, summary=summary)


async def closest_foods(ctx: ToolContext, name: str) -> list[FoodMatch]:
    """The three closest foods: to the whole name, then to its words (longest first), then the nearest at all.

    An unknown dish ("grandma's zzqx stew") rarely matches as a whole, but its telling word does.
    """
    # Loaded once for every query below (nutrition.service.search_foods would reload them per query).
    index = await public_food_index(ctx.session)
    own = UserFoods(await load_foods(ctx.session, user_id=ctx.user_id))
    found: dict[str, FoodMatch] = {}
    words = sorted(set(re.findall(r"[a-z]{3,}", name.lower())), key=len, reverse=True)
    for query in [name, *words]:
        for match in index.search(query, limit=CHOICES, user_foods=own):
            found.setdefault(match.food.key, match)
        if len(found) >= CHOICES:
            return list(found.values())[:CHOICES]
    for match in index.closest(name, limit=CHOICES):
        found.setdefault(match.food.key, match)
    return list(found.values())[:CHOICES]


OFFER_FOOD_OPTIONS = Tool(
    name="offer_food_options",
    category=ToolCategory.FOOD,
    description=(
        "When a food is not in the catalog: find the three closest catalog foods to offer the user as "
        "numbered options. Nothing is logged."
    ),
    arguments=OfferFoodOptions,
    handler=_offer,
    cache_ttl_seconds=None,
    read_only=True,  # never cached: a search the user is about to answer must see their newest foods
    example={"food_name": "grandma's stew", "quantity": 1, "unit": "bowl", "meal_type": "dinner"},
)


@dataclass(frozen=True)
class PendingChoice:
    item: dict[str, Any]
    choices: list[dict[str, Any]]

    def as_meta(self) -> dict[str, Any]:
        return {"item": self.item, "choices": self.choices}

    @classmethod
    def from_meta(cls, meta: dict[str, Any] | None) -> PendingChoice | None:
        if not meta or not meta.get("choices"):
            return None
        return cls(item=dict(meta["item"]), choices=list(meta["choices"]))


_NUMBER = re.compile(r"^\s*(?:#|no\.?|number|option)?\s*(\d{1,2})\s*[.)!]?\s*$", re.I)
_MANUAL = re.compile(r"^\s*manual\s*:(.*)$", re.I | re.S)
_NUTRIENT = re.compile(
    r"(\d+(?:[.,]\d+)?)\s*(k?cal(?:ories)?|kcals?|g(?:rams?)?\s*(?:of\s*)?(protein|carbs?|carbohydrates?|fat)|"
    r"(protein|carbs?|carbohydrates?|fat))",
    re.I,
)


@dataclass(frozen=True)
class ChoiceAnswer:
    """How a message answers pending options: a pick, a manual entry, a bad number, or not at all."""

    kind: str  # "pick" | "manual" | "invalid" | "none"
    call: dict[str, Any] | None = None
    guidance: str | None = None


def answer_to(pending: PendingChoice, text: str) -> ChoiceAnswer:
    number = _NUMBER.match(text)
    if number:
        index = int(number.group(1))
        if 1 <= index <= len(pending.choices):
            return ChoiceAnswer("pick", {"name": "log_food", "arguments": _chosen(pending, index - 1)})
        guidance = (
            f"Please answer with a number from 1 to {len(pending.choices)}, "
            f"or give the nutrition as `{MANUAL_EXAMPLE}`."
        )
        return ChoiceAnswer("invalid", guidance=guidance)
    manual = _MANUAL.match(text)
    if manual:
        nutrition = parse_manual_nutrition(manual.group(1))
        if nutrition is None:
            return ChoiceAnswer("invalid", guidance=f"I couldn't read the calories. Try `{MANUAL_EXAMPLE}`.")
        arguments = {**item_arguments(pending.item), "nutrition": nutrition}
        return ChoiceAnswer("manual", {"name": "log_food", "arguments": arguments})
    return ChoiceAnswer("none")


def _chosen(pending: PendingChoice, index: int) -> dict[str, Any]:
    """A catalog option logs by id; a suggested one (no id) logs its own nutrition as the user's food."""
    choice = pending.choices[index]
    arguments = {**item_arguments(pending.item), "food_name": choice["name"]}
    if choice.get("food_id") is not None:
        return {**arguments, "food_id": choice["food_id"]}
    nutrients = ("calories", "protein", "carbs", "fat")
    return {**arguments, "nutrition": {k: choice[k] for k in nutrients}}


def item_arguments(item: Mapping[str, Any]) -> dict[str, Any]:
    """The ``log_food`` arguments an item (or a model's call) set, without the ones left empty."""
    keys = ("food_name", "quantity", "unit", "meal_type", "date")
    return {k: item[k] for k in keys if item.get(k) is not None}


def parse_manual_nutrition(text: str) -> dict[str, float] | None:
    """``250 kcal, 10g protein, 30g carbs, 8g fat`` -> nutrients; calories are required."""
    found: dict[str, float] = {}
    for match in _NUTRIENT.finditer(text):
        value = float(match.group(1).replace(",", "."))
        word = (match.group(3) or match.group(4) or match.group(2)).lower()
        key = (
            "calories"
            if "cal" in word
            else "protein"
            if word.startswith("protein")
            else "fat"
            if word == "fat"
            else "carbs"
        )
        found.setdefault(key, value)
    if "calories" not in found:
        return None
    return {
        "calories": found["calories"],
        "protein": found.get("protein", 0.0),
        "carbs": found.get("carbs", 0.0),
        "fat": found.get("fat", 0.0),
    }
