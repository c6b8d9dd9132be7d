"""Shared helpers of the engine benchmarks: where the evaluation kit lives, the header line, in-process runs.

The evaluation scripts in `../shared/eval` (the repo root's sibling) are run as they are, as separate
processes; fitcoach's side runs in-process through the same runners as `fitcoach parse|estimate --jsonl`.
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from contextlib import redirect_stdout
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fitcoach.coach.engine.cli import add_parse_arguments, run_parse
from fitcoach.coach.engine.knowledge import Knowledge

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED = REPO_ROOT.parent / "shared"
EVAL = SHARED / "eval"
NUTRIBENCH = SHARED / "data" / "nutribench" / "v1"
USDA_SR28 = SHARED / "data" / "usda" / "raw_sr28"
# The date the evaluation corpora are written against (`--today` in `../shared/eval/README.md`).
EVAL_TODAY = "2026-11-30"


def commit() -> str:
    try:
        result = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return "unknown"
    return result.stdout.strip() or "uncommitted"


def header(title: str) -> str:
    return f"{title}  {datetime.now(UTC):%Y-%m-%d %H:%M} UTC  commit {commit()}"


def require_shared() -> None:
    """Exit quietly (status 0) where the evaluation kit is not installed, as on a user's machine."""
    if not EVAL.is_dir():
        print(f"skipped: the evaluation kit {EVAL} is absent")
        sys.exit(0)


def run_eval_script(script: str, *args: str) -> str:
    """Run one of `../shared/eval`'s scripts from its own folder and return its standard output."""
    result = subprocess.run(
        [sys.executable, str(EVAL / script), *args], cwd=EVAL, capture_output=True, text=True, check=False
    )
    return result.stdout


def run_jsonl(
    runner: Callable[[argparse.Namespace, Knowledge], int],
    add_arguments: Callable[[argparse.ArgumentParser], None],
    argv: Sequence[str],
    knowledge: Knowledge,
) -> str:
    """Run a `--jsonl` runner in-process, exactly as the command line would, and return its output."""
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    buffer = io.StringIO()
    with redirect_stdout(buffer):
        runner(parser.parse_args(list(argv)), knowledge)
    return buffer.getvalue()


def parse_jsonl(path: Path) -> str:
    """`fitcoach parse --jsonl path` on the corpora's date, with the built-in catalogs: one result a line."""
    return run_jsonl(
        run_parse, add_parse_arguments, ["--jsonl", str(path), "--today", EVAL_TODAY], Knowledge.builtin()
    )


def dev_cases() -> list[dict[str, Any]]:
    """The labelled development corpus (`dev_parse.py`), one case per message."""
    return [json.loads(line) for line in run_eval_script("dev_parse.py").splitlines() if line]
