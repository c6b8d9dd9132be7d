"""Parser accuracy on the labelled development corpus (`../shared/eval/dev_parse.py`), scored by
`score_parse.py`. Target (issue): at least 95%.

Usage: python benchmarks/parse_eval.py [--verbose]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from _common import dev_cases, header, parse_jsonl, require_shared, run_eval_script


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list the failed cases")
    args = parser.parse_args()
    require_shared()
    print(header("parse accuracy (dev corpus)"))
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        labelled = dev_cases()
        cases = work / "cases.jsonl"
        cases.write_text("".join(json.dumps(case) + "\n" for case in labelled))
        texts = work / "texts.txt"
        texts.write_text("".join(case["text"] + "\n" for case in labelled))
        produced = work / "out.jsonl"
        produced.write_text(parse_jsonl(texts))
        flags = ["--verbose"] if args.verbose else []
        print(run_eval_script("score_parse.py", str(cases), str(produced), *flags), end="")


if __name__ == "__main__":
    main()
