"""False-positive logging rate on 5,753 utterances that log nothing (`../shared/eval/false_positives.py`:
CLINC150 test and out-of-scope test, SLURP food subset). Target (issue): at most 1%.

Usage: python benchmarks/false_positives.py [--verbose]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from _common import header, parse_jsonl, require_shared, run_eval_script


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list the false positives")
    args = parser.parse_args()
    require_shared()
    print(header("false positives"))
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        utterances = work / "fp.txt"
        utterances.write_text(run_eval_script("false_positives.py", "make"))
        produced = work / "fp.jsonl"
        produced.write_text(parse_jsonl(utterances))
        flags = ["--verbose"] if args.verbose else []
        print(run_eval_script("false_positives.py", "score", str(produced), *flags), end="")


if __name__ == "__main__":
    main()
