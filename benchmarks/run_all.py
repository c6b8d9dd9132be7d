"""Run every benchmark in turn and print their figures (`make benchmarks`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The fresh held-out corpora (see their README); the others have been studied, so they flatter the policies.
HELDOUT = HERE.parent / "tests" / "coach" / "policies" / "heldout"
FRESH = ("test_cj.jsonl",)
BENCHMARKS = [
    ["parse_eval.py"],
    ["false_positives.py"],
    ["nutribench.py"],
    ["nutribench.py", "--usda"],
    ["parse_speed.py"],
    ["safety.py"],
    *(["safety.py", "--corpus", str(HELDOUT / name)] for name in FRESH),
    ["prompt_tokens.py"],
    ["chat_overhead.py"],
]


def main() -> int:
    failed = 0
    for command in BENCHMARKS:
        print(f"\n=== {' '.join(command)}", flush=True)
        result = subprocess.run([sys.executable, str(HERE / command[0]), *command[1:]], check=False)
        failed += result.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
