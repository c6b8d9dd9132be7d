"""`fitcoach parse` and `fitcoach estimate`: argument definitions and runners for the lead's `fitcoach.cli`.

`--jsonl` reads one message a line and writes one JSON object a line, in order, streaming (a line is
written as soon as it is parsed), so a pipe of thousands of messages runs at parser speed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from datetime import date
from typing import IO, Any

from fitcoach.coach.engine.estimate import estimate_json, estimate_meal
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.parser import DEFAULT_GLASS_ML, parse_message
from fitcoach.coach.engine.serialize import to_contract_json


def _iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {text!r}") from error


def _add_input_arguments(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("text", nargs="?", help=f"the {what} to read (omit with --jsonl)")
    p.add_argument("--jsonl", metavar="FILE", help="read one message a line from FILE ('-' for stdin)")
    p.add_argument("--json", action="store_true", help="print JSON (the default with --jsonl)")


def add_parse_arguments(p: argparse.ArgumentParser) -> None:
    _add_input_arguments(p, "message")
    p.add_argument(
        "--today", type=_iso_date, default=None, help="the user's today, YYYY-MM-DD (default: today)"
    )
    p.add_argument(
        "--glass-ml",
        type=float,
        default=DEFAULT_GLASS_ML,
        help=f"millilitres in one glass (default {DEFAULT_GLASS_ML:g})",
    )


def add_estimate_arguments(p: argparse.ArgumentParser) -> None:
    _add_input_arguments(p, "meal description")


def _lines(path: str) -> Iterator[str]:
    if path == "-":
        for line in sys.stdin:
            yield line.rstrip("\r\n")
        return
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            yield line.rstrip("\r\n")


def _stream(path: str, render: Callable[[str], dict[str, Any]], out: IO[str]) -> int:
    write = out.write
    for line in _lines(path):
        write(json.dumps(render(line), ensure_ascii=False))
        write("\n")
    out.flush()
    return 0


def _single(
    args: argparse.Namespace,
    render: Callable[[str], dict[str, Any]],
    describe: Callable[[dict[str, Any]], str],
) -> int:
    if args.jsonl:
        return _stream(args.jsonl, render, sys.stdout)
    if args.text is None:
        sys.stderr.write("give a TEXT or --jsonl FILE\n")
        return 2
    result = render(args.text)
    sys.stdout.write(
        (json.dumps(result, ensure_ascii=False, indent=2) if args.json else describe(result)) + "\n"
    )
    return 0


def run_parse(args: argparse.Namespace, knowledge: Knowledge) -> int:
    today: date = args.today or date.today()
    glass_ml: float = args.glass_ml

    def render(text: str) -> dict[str, Any]:
        return to_contract_json(parse_message(text, today=today, knowledge=knowledge, glass_ml=glass_ml))

    return _single(args, render, _describe_parse)


def run_estimate(args: argparse.Namespace, knowledge: Knowledge) -> int:
    def render(text: str) -> dict[str, Any]:
        return estimate_json(estimate_meal(text, knowledge=knowledge))

    return _single(args, render, _describe_estimate)


def _describe_parse(result: dict[str, Any]) -> str:
    lines = []
    for intent in result["intents"]:
        fields = ", ".join(
            f"{key}={value}" for key, value in intent.items() if key != "intent" and value is not None
        )
        lines.append(f"{intent['intent']}: {fields}" if fields else intent["intent"])
    return "\n".join(lines)


def _describe_estimate(result: dict[str, Any]) -> str:
    lines = []
    for item in result["items"]:
        nutrition = item["nutrition"] or {}
        food = item["food"]["name"] if item["food"] else "?"
        lines.append(
            f"{item['quantity']:g} {item['unit'] or ''} {item['food_name']} -> {food}, {item['grams']} g, "
            f"{nutrition.get('calories', 0):.0f} kcal, {nutrition.get('carbs', 0):.1f} g carbs"
        )
    totals = result["totals"]
    lines.append(
        f"total: {totals['calories']:.0f} kcal, protein {totals['protein']:.1f} g, "
        f"carbs {totals['carbs']:.1f} g, "
        f"fat {totals['fat']:.1f} g"
    )
    return "\n".join(lines)
