"""Precision and recall of the safety policies on the labelled corpus.

Usage: python benchmarks/safety.py [--corpus PATH] [--benign-lines PATH] [--verbose]
Targets (issue): recall >= 98% for crisis and eating disorders, precision >= 95% overall.
--benign-lines takes one everyday utterance per line (for example the output of
`python ../shared/eval/false_positives.py make`) and reports how often any policy fires on them.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from _common import REPO_ROOT, header

from fitcoach.coach.policies import PolicyContext, check_input
from fitcoach.coach.policies.evaluation import CORPUS_TODAY, load_corpus, score

DEFAULT_CORPUS = REPO_ROOT / "tests" / "coach" / "policies" / "safety_corpus.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--benign-lines", type=Path, help="one benign utterance per line")
    parser.add_argument("--verbose", action="store_true", help="list misses and false alarms")
    args = parser.parse_args()

    messages = load_corpus(args.corpus)
    risky = sum(1 for message in messages if message.expected)
    print(header("safety policies"))
    print(
        f"corpus {args.corpus.name}: {len(messages)} messages ({risky} risky, {len(messages) - risky} benign)"
    )
    print(f"{'policy':<18}{'precision':>10}{'recall':>10}{'tp':>6}{'fp':>6}{'fn':>6}")
    for name, result in score(messages).items():
        print(
            f"{name:<18}{result.precision:>10.1%}{result.recall:>10.1%}"
            f"{result.true_positives:>6}{result.false_positives:>6}{result.false_negatives:>6}"
        )
        if args.verbose:
            for text in result.misses:
                print(f"    missed:      {text}")
            for text in result.false_alarms:
                print(f"    false alarm: {text}")
    if args.benign_lines:
        _report_benign(args.benign_lines, verbose=args.verbose)


def _report_benign(path: Path, *, verbose: bool) -> None:
    ctx = PolicyContext(today=CORPUS_TODAY)
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    checked = [(line, check_input(line, ctx).policies) for line in lines]
    fired = [(line, policies) for line, policies in checked if policies]
    rate = len(fired) / max(len(lines), 1)
    print(f"benign lines {path.name}: {len(fired)} of {len(lines)} fired ({rate:.2%})")
    if verbose:
        for line, policies in fired:
            print(f"    {','.join(policies)}: {line}")


if __name__ == "__main__":
    main()
