"""NutriBench v1 (WWEIA meals, natural and metric descriptions): carbohydrate Acc@7.5g and MAE of
`fitcoach estimate`, scored by `../shared/eval/score_nutribench.py`.
Targets (issue): Acc@7.5g >= 45% with the built-in catalog, >= 60% with a USDA SR28 import.

Usage: python benchmarks/nutribench.py [--split test|dev] [--usda] [--files natural metric]
`--usda` adds the SR28 foods of `../shared/data/usda/raw_sr28`, as `fitcoach foods import-usda` would.
Tune on `--split dev` only; reported figures use the test split.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _common import NUTRIBENCH, USDA_SR28, header, require_shared, run_eval_script, run_jsonl

from fitcoach.coach.engine.cli import add_estimate_arguments, run_estimate
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.exercise.catalog import ExerciseIndex, load_builtin_activities
from fitcoach.nutrition.catalog import FoodIndex, load_builtin_foods
from fitcoach.nutrition.usda import read_usda


def _knowledge(with_usda: bool) -> Knowledge:
    if not with_usda:
        return Knowledge.builtin()
    foods = [*load_builtin_foods(), *read_usda(USDA_SR28)]
    return Knowledge(foods=FoodIndex(foods), exercises=ExerciseIndex(load_builtin_activities()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("test", "dev"), default="test")
    parser.add_argument("--usda", action="store_true", help="add the USDA SR28 foods to the catalog")
    parser.add_argument("--files", nargs="+", default=["natural", "metric"], choices=("natural", "metric"))
    args = parser.parse_args()
    require_shared()
    knowledge = _knowledge(args.usda)
    catalog = "built-in + USDA SR28" if args.usda else "built-in"
    print(header(f"nutribench ({catalog} catalog, {len(knowledge.foods)} foods, {args.split} split)"))
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for name in args.files:
            csv_path = str(NUTRIBENCH / f"wweia_meal_{name}.csv")
            meals = work / f"{name}.txt"
            meals.write_text(run_eval_script("score_nutribench.py", "make", csv_path, "--split", args.split))
            started = time.perf_counter()
            produced = work / f"{name}.jsonl"
            produced.write_text(
                run_jsonl(run_estimate, add_estimate_arguments, ["--jsonl", str(meals)], knowledge)
            )
            elapsed = time.perf_counter() - started
            print(
                run_eval_script(
                    "score_nutribench.py", "score", csv_path, str(produced), "--split", args.split
                ),
                end="",
            )
            print(f"({elapsed:.1f} s)")


if __name__ == "__main__":
    main()
