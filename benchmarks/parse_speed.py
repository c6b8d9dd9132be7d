"""Speed of `fitcoach parse --jsonl`: messages a second after start-up, and the start-up time itself.
Targets (issue): at least 1,000 messages a second on one core; start-up with the catalog at most 1 s.

Usage: python benchmarks/parse_speed.py [--repeat N]
The messages are the evaluation kit's dev corpus and false-positive utterances when `../shared` is present,
else a built-in sample; start-up is timed on the real console script `.venv/bin/fitcoach`.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import EVAL, EVAL_TODAY, REPO_ROOT, dev_cases, header, parse_jsonl, run_eval_script

from fitcoach.coach.engine.knowledge import Knowledge

SAMPLE = [
    "2 eggs and toast for breakfast",
    "ran 5k in 28 min",
    "waist 86 cm",
    "3 glasses of water",
    "slept 7.5 h",
    "had a chicken salad and an apple for lunch yesterday",
    "how many calories are in a banana?",
    "book a table for dinner",
]


def _messages() -> list[str]:
    if not EVAL.is_dir():
        return SAMPLE * 500
    return [case["text"] for case in dev_cases()] + run_eval_script("false_positives.py", "make").splitlines()


def _startup_seconds() -> float | None:
    script = REPO_ROOT / ".venv" / "bin" / "fitcoach"
    if not script.exists():
        return None
    started = time.perf_counter()
    subprocess.run(
        [str(script), "parse", "--today", EVAL_TODAY, "2 eggs for breakfast"],
        capture_output=True,
        check=False,
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="passes over the messages (best one counts)")
    args = parser.parse_args()
    print(header("parse speed"))
    messages = _messages()
    # The catalogs load once per process and parse_jsonl reuses them: load them before the timed passes.
    Knowledge.builtin()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "messages.txt"
        path.write_text("\n".join(messages) + "\n")
        best = float("inf")
        for _ in range(max(1, args.repeat)):
            started = time.perf_counter()
            parse_jsonl(path)
            best = min(best, time.perf_counter() - started)
    print(f"parse --jsonl: {len(messages)} messages in {best:.2f} s = {len(messages) / best:,.0f} messages/s")
    startup = _startup_seconds()
    if startup is None:
        print("start-up: skipped (no .venv/bin/fitcoach)", file=sys.stderr)
    else:
        print(f"start-up (fitcoach parse of one message, catalog loaded): {startup:.2f} s")


if __name__ == "__main__":
    main()
