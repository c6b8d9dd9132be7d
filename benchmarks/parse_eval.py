"""Parser accuracy on the labelled development corpus (`../shared/eval/dev_parse.py`), scored by
`score_parse.py`. Target (issue): at least 95%.

Usage: python benchmarks/parse_eval.py [--verbose]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from _common import EVAL_TODAY, header, require_shared, run_eval_script, run_jsonl

from fitcoach.coach.engine.cli import add_parse_arguments, run_parse
from fitcoach.coach.engine.knowledge import Knowledge


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list the failed cases")
    args = parser.parse_args()
    require_shared()
    print(header("parse accuracy (dev corpus)"))
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        cases = work / "cases.jsonl"
        cases.write_text(run_eval_script("dev_parse.py"))
        texts = work / "texts.txt"
        texts.write_text(
            "".join(json.loads(line)["text"] + "\n" for line in cases.read_text().splitlines() if line)
        )
        produced = work / "out.jsonl"
        produced.write_text(
            run_jsonl(
                run_parse,
                add_parse_arguments,
                ["--jsonl", str(texts), "--today", EVAL_TODAY],
                Knowledge.builtin(),
            )
        )
        flags = ["--verbose"] if args.verbose else []
        print(run_eval_script("score_parse.py", str(cases), str(produced), *flags), end="")


if __name__ == "__main__":
    main()
