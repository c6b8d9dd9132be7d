"""Train the safety classifier shipped as `src/fitcoach/coach/policies/data/safety_model.json`.

Usage: python scripts/train_safety_model.py [--check] [--heldout PATH ...]

Trains one linear model per label (crisis, eating_disorder, medical; the mean of two logistic regressions,
see `train`) on the labelled safety
corpora in `tests/coach/policies/` and on everyday assistant requests from `../shared/` (CLINC150 train
split: none of them is risky, and the false-positive test scores the *test* split), which must be present.
Needs the `train` extra: `pip install -e '.[train]'`.
Features and TF-IDF weighting come from `fitcoach.coach.policies.classifier`, so the JSON model is
scored at run time exactly as it was here. The vocabulary is pruned to the features with the
largest weights and the models refitted on it, so the file stays small and the runtime norm matches.

Printed: the training data, cross-validated precision/recall per label, the model size and, with
`--heldout`, a sweep of thresholds on held-out corpora (never pass a test set you will report).
`--leave-one-out` scores each studied held-out corpus through the policies with a model trained without
it: the closest estimate, short of a fresh corpus, of how the whole engine meets writers it has not seen
(patterns included, though they were tuned on these corpora). It takes a few minutes.
`--check` retrains and fails if the committed model differs (the training is deterministic).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import itertools
import json
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.feature_extraction import DictVectorizer
from sklearn.feature_extraction.text import TfidfTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold
from tqdm import tqdm

from fitcoach.coach.engine.replies import day_summary
from fitcoach.coach.policies import classifier
from fitcoach.coach.policies.classifier import LABELS, MODEL_RESOURCE, RiskScores, SafetyModel, features
from fitcoach.coach.policies.evaluation import (
    CORPUS_TODAY,
    LabelledMessage,
    PolicyScore,
    fired_policies,
    load_corpus,
    score_fired,
)
from fitcoach.coach.policies.text import normalise
from fitcoach.exercise.catalog import load_builtin_activities
from fitcoach.nutrition.catalog import load_builtin_foods

REPO_ROOT = Path(__file__).resolve().parents[1]
CORPUS_DIR = REPO_ROOT / "tests" / "coach" / "policies"
# Each corpus with the weight of its messages: the hand-curated safety corpus is dense with hard
# negatives ("I'm not suicidal, just tired of plateauing", "binge-watched Netflix"), which the
# classifier must not lose among the larger training corpus.
CORPORA = {CORPUS_DIR / "safety_corpus.jsonl": 3.0, CORPUS_DIR / "training_corpus.jsonl": 1.0}
# The held-out corpora once studied (see heldout/README.md) are training data too: their writers are the ones
# the model has not otherwise met, and leaving each out in turn showed the fresh corpus gaining most from
# the others (recall 84.0% -> 87.7%, precision 85.1% -> 86.1%). The fresh corpora are never trained on; they
# are named before they are written, so that they cannot be trained on by mistake when they arrive.
HELDOUT_DIR = CORPUS_DIR / "heldout"
FRESH_CORPORA = {HELDOUT_DIR / "test_cj.jsonl"}
STUDIED_CORPORA = {path: 1.0 for path in sorted(HELDOUT_DIR.glob("*.jsonl")) if path not in FRESH_CORPORA}
CLINC = REPO_ROOT.parent / "shared" / "data" / "intents" / "clinc150_data_full.json"
# Where `classifier.load_model` reads the model from, in the source tree the package runs from.
MODEL_PATH = Path(classifier.__file__).parent / MODEL_RESOURCE

SEED = 0
FOLDS = 5
# Inverse regularisation strength; chosen by cross-validation on the training corpora. Re-checked once the
# solver converged (`TOLERANCE`), six groups of studied corpora left out at a time: C = 5 lost crisis recall
# (98.8% -> 98.1% at the same precision) and C = 60 matched C = 20 only at a higher threshold.
C = 20.0
# Where the solver stops. This weakly regularised loss is nearly flat along many directions (a word and its
# character n-grams rise and fall together), and at scikit-learn's default tolerance (1e-4) lbfgs stopped far
# from the optimum, wherever the data led it: adding one 300-message corpus moved the crisis intercept by 0.1
# and 270 crisis decisions on the studied corpora in sample. Solved to 1e-7, the same addition moves 9, and
# in-sample crisis errors fall from 428 to 265; left out six groups at a time, the studied corpora scored
# crisis 96.9% precision / 98.8% recall and overall 96.2% / 97.0% (96.3% / 99.0% and 95.9% / 97.1% before).
TOLERANCE = 1e-7
MAX_ITERATIONS = 20_000
# Added to each feature's count on both sides of a label before their ratio is taken (Laplace smoothing).
NB_SMOOTHING = 1.0
# A feature must occur in this many training messages to enter the vocabulary.
MIN_DOCUMENT_FREQUENCY = 2
# Kept after pruning: the features with the largest absolute weight on any label.
MAX_FEATURES = 30_000
# The engine's summaries are few and near-identical; a full weight each keeps them clearly safe.
ENGINE_REPLY_WEIGHT = 1.0
# Everyday requests are many and easy, but the oblique crisis messages of the training corpus ("not sure I
# want to be here any more") share words with everyday hedges ("not sure to be honest", "not synced any
# more"); a full weight each keeps the hedges clear, under 1% of the CLINC150 test requests flagged
# (0.8 left 1.02%, 0.6 1.2%).
EVERYDAY_WEIGHT = 1.0
# Generated logging messages (`logging_messages`), and the words around their items.
LOGGING_MESSAGES = 3000
_MEALS = ("breakfast", "lunch", "dinner", "a snack", "brekkie", "tea")
_AMOUNTS = ("2", "a", "one", "half a", "a bowl of", "a cup of", "a slice of", "3")
_OPENINGS = ("", "", "", "logged: ", "today: ", "quick log - ", "morning! ", "ok so ", "just ")
# Decision thresholds on P(label), chosen on the held-out tuning corpora (tuning.jsonl, tuning_b.jsonl and
# test.jsonl; re-checked against every tuning corpus up to test_j.jsonl), never on the fresh one: low for
# crisis and eating disorders, where a miss costs far more than a gentle support message, and no lower than
# keeps everyday requests under 1% flagged and the hand-written look-alikes ("my doctor gave me laxatives
# for constipation") clear. In the sixth session, for the averaged model (`train`), studied corpora left
# out in turn chose crisis 0.25 and eating disorders 0.3 (from 0.3 and 0.4): recall 98.2% -> 98.7% and
# 96.3% -> 96.8%, for overall precision 96.3% -> 96.0% (measured before both halves shared one vocabulary).
# In the eleventh session the 29 studied corpora, left out in turn (`--grid`), moved crisis to 0.35: crisis
# precision 95.1% -> 96.1% for recall 99.0% -> 98.7%; eating disorders at 0.4 lost 0.6 points of recall.
# Replies are held to a higher bar: an everyday coach reply ("keep a glass of water nearby") that is
# blocked costs every user, and the output patterns already catch the plainest harmful advice. Crisis
# replies have few training examples, so only a near-certain score blocks one ("You logged: banana." once
# scored 0.53); the crisis output patterns do the rest.
THRESHOLDS = {
    "input": {"crisis": 0.35, "eating_disorder": 0.3, "medical": 0.5},
    "output": {"crisis": 0.9, "eating_disorder": 0.7, "medical": 0.5},
}
DECIMALS = 5


@dataclass(frozen=True)
class Example:
    text: str
    direction: str
    labels: frozenset[str]
    weight: float = 1.0
    everyday: bool = False


def load_examples(path: Path, weight: float = 1.0) -> list[Example]:
    return [
        Example(
            text=message.text,
            direction=message.direction,
            labels=message.expected & set(LABELS),
            weight=weight,
        )
        for message in load_corpus(path)
        # Labelled for what the session makes of an ordinary request, not for the words.
        if not message.context.eating_disorder_session
    ]


def load_everyday() -> list[Example]:
    if not CLINC.exists():
        # Without its everyday negatives the model would flag far more ordinary requests than the shipped one.
        sys.exit(f"{CLINC} is missing: training needs ../shared beside the repository")
    data = json.loads(CLINC.read_text(encoding="utf-8"))
    return [
        Example(text=text, direction="input", labels=frozenset(), weight=EVERYDAY_WEIGHT, everyday=True)
        for text, _intent in data["train"] + data["oos_train"]
    ]


def engine_replies() -> list[Example]:
    """The offline engine's own day summaries and tips, as safe coach replies.

    They are the replies fitcoach sends most often; numbers vary, so they are generated over a grid
    of plausible days rather than written out.
    """
    replies = []
    for kcal, protein, water in itertools.product((0, 350, 1240, 1980, 2600), (0, 30, 95), (0, 750, 2250)):
        diary = {
            "date": CORPUS_TODAY.isoformat(),
            "totals": {"calories": kcal, "protein": protein, "calories_burned": 0},
            "goals": {"calories": 2000, "protein": 100, "water_ml": 2000},
            "water": {"ml": water},
        }
        text = day_summary(diary, today=CORPUS_TODAY, after_logging=True)
        replies.append(Example(text=text, direction="output", labels=frozenset(), weight=ENGINE_REPLY_WEIGHT))
    return replies


def logging_messages(count: int = LOGGING_MESSAGES, seed: int = SEED) -> list[Example]:
    """Ordinary logging messages, the app's commonest traffic, as safe user input.

    Generated from the food and activity catalogs over varied phrasings, so that the words of a plain log
    ("drank 3 glasses of water, ran 5k in 28 min and my waist is 86 cm") are anchored as everyday: the
    risky corpora are full of water, runs and waists, and without these the model drifted towards reading a
    plain log as compensation (0.20 -> 0.33 for that message as the corpora grew).
    """
    rng = random.Random(seed)
    foods = [food.name.lower() for food in load_builtin_foods()]
    activities = [
        activity.aliases[0] if activity.aliases else activity.name.lower()
        for activity in load_builtin_activities()
    ]
    parts = [
        lambda: f"{rng.choice(_AMOUNTS)} {rng.choice(foods)} for {rng.choice(_MEALS)}",
        lambda: f"had {rng.choice(foods)} and {rng.choice(foods)}",
        lambda: f"{rng.choice(_MEALS)}: {rng.choice(foods)}, {rng.choice(foods)}",
        lambda: f"ate {rng.randint(1, 4)} {rng.choice(foods)}",
        lambda: f"{rng.choice(foods)} {rng.choice((100, 150, 200, 250, 300))}g",
        lambda: f"ran {rng.choice((3, 5, 8, 10, 12))}k in {rng.randint(15, 70)} min",
        lambda: f"{rng.choice(activities)} for {rng.choice((20, 30, 45, 60, 90))} minutes",
        lambda: f"did {rng.choice((15, 25, 40))} min of {rng.choice(activities)}",
        lambda: f"walked {rng.choice((2, 4, 6))} km",
        lambda: f"drank {rng.randint(2, 10)} glasses of water",
        lambda: f"{rng.choice((500, 750, 1000, 1500))}ml water",
        lambda: f"weight {rng.randint(50, 110)}.{rng.randint(0, 9)} kg",
        lambda: f"my {rng.choice(('waist', 'neck', 'hips'))} is {rng.randint(30, 110)} cm",
        lambda: f"{rng.randint(3, 18)}k steps today",
        lambda: f"slept {rng.randint(5, 9)}.5 h",
    ]
    messages = []
    for _ in range(count):
        chosen = [rng.choice(parts)() for _ in range(rng.randint(1, 3))]
        text = rng.choice(_OPENINGS) + rng.choice((", ", " and ", ". ")).join(chosen)
        messages.append(Example(text=text, direction="input", labels=frozenset(), weight=EVERYDAY_WEIGHT))
    return messages


def feature_dicts(examples: Iterable[Example]) -> list[dict[str, int]]:
    return [dict(features(normalise(example.text), example.direction)) for example in examples]


@dataclass
class Fitted:
    vocabulary: list[str]
    idf: np.ndarray
    coefficients: np.ndarray  # labels x features
    intercepts: np.ndarray


def train(rows: Sequence[dict[str, int]], examples: Sequence[Example]) -> Fitted:
    """Two regressions over the same TF-IDF features, averaged: still one linear model, so the runtime is
    unchanged.

    One sees the features as they are; the other sees them scaled by how much likelier each is in a
    label's messages than in the rest (NBSVM, Wang & Manning 2012), which lets the telling words weigh
    and damps the common ones. Alone, the scaled one was surer of crisis wording but flagged more
    look-alikes that share one strong word ("saying goodbye to sugar for good"); the average was better
    than either. Both are refitted on one vocabulary, the union of each one's strongest features, so the
    runtime's L2 norm is the one each was trained with and the shipped scores are exactly their mean.
    """
    strongest = [prune(fit(rows, examples, None, scaled)) for scaled in (False, True)]
    vocabulary = sorted({feature for features in strongest for feature in features})
    halves = [fit(rows, examples, vocabulary, scaled) for scaled in (False, True)]
    return Fitted(
        vocabulary,
        halves[0].idf,
        np.mean([half.coefficients for half in halves], axis=0),
        np.mean([half.intercepts for half in halves], axis=0),
    )


def fit(
    rows: Sequence[dict[str, int]], examples: Sequence[Example], vocabulary: list[str] | None, scaled: bool
) -> Fitted:
    vectorizer = DictVectorizer(sort=True)
    if vocabulary is None:
        counts = vectorizer.fit_transform(rows)
        document_frequency = np.asarray((counts > 0).sum(axis=0)).ravel()
        keep = np.flatnonzero(document_frequency >= MIN_DOCUMENT_FREQUENCY)
        vocabulary = [vectorizer.feature_names_[index] for index in keep]
        counts = counts[:, keep]
    else:
        vectorizer.fit([dict.fromkeys(vocabulary, 1)])
        counts = vectorizer.transform(rows)
        vocabulary = list(vectorizer.feature_names_)
    tfidf = TfidfTransformer(sublinear_tf=True, smooth_idf=True, norm="l2")
    matrix = tfidf.fit_transform(counts)
    present = (counts > 0).astype(float)
    weights = np.array([example.weight for example in examples])
    coefficients, intercepts = [], []
    for label in LABELS:
        target = np.array([label in example.labels for example in examples], dtype=int)
        scale = np.abs(log_count_ratio(present, target)) if scaled else np.ones(len(vocabulary))
        model = _classifier().fit(matrix.multiply(scale).tocsr(), target, sample_weight=weights)
        # Weights for the scaled features, folded back onto the plain TF-IDF features the runtime computes.
        coefficients.append(model.coef_[0] * scale)
        intercepts.append(model.intercept_[0])
    return Fitted(vocabulary, tfidf.idf_, np.vstack(coefficients), np.array(intercepts))


def log_count_ratio(present: Any, target: np.ndarray) -> np.ndarray:
    """How much likelier each feature is in the label's messages than in the others (log, smoothed)."""
    positive = np.asarray(present[target == 1].sum(axis=0)).ravel() + NB_SMOOTHING
    negative = np.asarray(present[target == 0].sum(axis=0)).ravel() + NB_SMOOTHING
    ratio: np.ndarray = np.log((positive / positive.sum()) / (negative / negative.sum()))
    return ratio


def _classifier() -> LogisticRegression:
    return LogisticRegression(C=C, tol=TOLERANCE, max_iter=MAX_ITERATIONS, random_state=SEED)


def prune(fitted: Fitted) -> list[str]:
    strength = np.abs(fitted.coefficients).max(axis=0)
    order = np.argsort(-strength, kind="stable")[:MAX_FEATURES]
    return sorted(fitted.vocabulary[index] for index in order)


def to_json(fitted: Fitted, trained_on: dict[str, int]) -> dict[str, Any]:
    table = {
        feature: [round(float(fitted.idf[index]), DECIMALS)]
        + [round(float(weight), DECIMALS) for weight in fitted.coefficients[:, index]]
        for index, feature in enumerate(fitted.vocabulary)
    }
    return {
        "description": "fitcoach safety classifier; trained by scripts/train_safety_model.py",
        "labels": list(LABELS),
        "trained_on": trained_on,
        "intercepts": [round(float(value), DECIMALS) for value in fitted.intercepts],
        "thresholds": THRESHOLDS,
        "features": table,
    }


def cross_validate(examples: Sequence[Example], rows: Sequence[dict[str, int]]) -> None:
    """Out-of-fold P(label) for every labelled-corpus message, scored at the shipped thresholds."""
    strata = np.array([_stratum(example) for example in examples])
    predicted: list[RiskScores | None] = [None] * len(examples)
    folds = StratifiedKFold(n_splits=FOLDS, shuffle=True, random_state=SEED)
    for train_index, test_index in folds.split(np.zeros(len(examples)), strata):
        fitted = train([rows[i] for i in train_index], [examples[i] for i in train_index])
        model = SafetyModel.from_json(to_json(fitted, {}))
        for i in test_index:
            predicted[i] = RiskScores(_probabilities(model, examples[i]), THRESHOLDS[examples[i].direction])
    print(f"{FOLDS}-fold cross-validation (model alone, thresholds {THRESHOLDS}):")
    corpus = [i for i, example in enumerate(examples) if not example.everyday]
    everyday = [i for i, example in enumerate(examples) if example.everyday]
    for label in LABELS:
        fired = [scores is not None and scores.flags(label) for scores in predicted]
        _print_scores(label, [examples[i] for i in corpus], [fired[i] for i in corpus])
        if everyday:
            rate = sum(fired[i] for i in everyday) / len(everyday)
            print(f"    everyday requests flagged: {rate:.2%}")


def _probabilities(model: SafetyModel, example: Example) -> dict[str, float]:
    return model.probabilities(normalise(example.text), example.direction)


def _stratum(example: Example) -> str:
    return ",".join(sorted(example.labels)) + ("/everyday" if example.everyday else "")


def _print_scores(label: str, examples: Sequence[Example], fired: Sequence[bool]) -> None:
    result = PolicyScore()
    for example, example_fired in zip(examples, fired, strict=True):
        result.record(example.text, expected=label in example.labels, fired=example_fired)
    print(
        f"  {label:<16} precision {result.precision:6.1%}  recall {result.recall:6.1%}  "
        f"(tp {result.true_positives}, fp {result.false_positives}, fn {result.false_negatives})"
    )


def sweep(model: SafetyModel, paths: Sequence[Path]) -> None:
    """Model-alone precision/recall per label at a range of thresholds, on held-out corpora."""
    examples = [example for path in paths for example in load_examples(path)]
    scored = [_probabilities(model, example) for example in examples]
    print(f"threshold sweep on {', '.join(path.name for path in paths)} ({len(examples)} messages):")
    for label in LABELS:
        for threshold in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7):
            print(f"  t={threshold:.1f}", end="")
            # Decided as the policies decide, rival labels included, with this label's threshold swept.
            fired = [
                RiskScores(scores, {**THRESHOLDS[example.direction], label: threshold}).flags(label)
                for example, scores in zip(examples, scored, strict=True)
            ]
            _print_scores(label, examples, fired)


def leave_one_out(
    common: Sequence[Example],
    studied: dict[Path, list[Example]],
    grid: Sequence[tuple[float, float]] = (),
    cache: Path | None = None,
) -> None:
    """Each studied corpus scored by the policies with a model trained without it, pooled; with a `grid`
    of (crisis, eating disorder) input thresholds, once at each as well. Each fold's model is kept in `cache`,
    named by a digest of what it was trained on, so a later run over the same data only scores again."""
    settings = [(THRESHOLDS["input"]["crisis"], THRESHOLDS["input"]["eating_disorder"]), *grid]
    messages: list[LabelledMessage] = []
    fired: dict[tuple[float, float], list[frozenset[str]]] = {setting: [] for setting in settings}
    for path in tqdm(studied, desc="leave one out", unit="corpus"):
        examples = [
            *common,
            *(example for other, loaded in studied.items() if other != path for example in loaded),
        ]
        model = _fold_model(examples, path.stem, cache)
        corpus = load_corpus(path)
        for setting in settings:
            with classifier.model_in_use(_with_input_thresholds(model, *setting)):
                fired[setting] += [fired_policies(message) for message in corpus]
        messages += corpus
    for setting in settings:
        print(
            f"leave one out, through the policies ({len(studied)} corpora, {len(messages)} messages), input"
            f" thresholds crisis {setting[0]}, eating disorders {setting[1]}:"
        )
        for name, result in score_fired(messages, fired[setting]).items():
            print(
                f"  {name:<16} precision {result.precision:6.1%}  recall {result.recall:6.1%}  "
                f"(tp {result.true_positives}, fp {result.false_positives}, fn {result.false_negatives})"
            )


def _fold_model(examples: Sequence[Example], name: str, cache: Path | None) -> SafetyModel:
    # The settings the fit depends on are part of the name, so a cached fold never outlives a change to them.
    settings = [C, TOLERANCE, MAX_ITERATIONS, NB_SMOOTHING, MIN_DOCUMENT_FREQUENCY, MAX_FEATURES]
    trained_on = [dataclasses.astuple(example) for example in examples]
    digest = hashlib.sha256(json.dumps([settings, trained_on], default=sorted).encode()).hexdigest()[:16]
    cached = None if cache is None else cache / f"{name}-{digest}.json"
    if cached is not None and cached.exists():
        return SafetyModel.from_json(json.loads(cached.read_text(encoding="utf-8")))
    model_json = to_json(train(feature_dicts(examples), examples), {})
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_text(json.dumps(model_json), encoding="utf-8")
    return SafetyModel.from_json(model_json)


def _with_input_thresholds(model: SafetyModel, crisis: float, eating_disorder: float) -> SafetyModel:
    inputs = {**model.thresholds["input"], "crisis": crisis, "eating_disorder": eating_disorder}
    return dataclasses.replace(model, thresholds={**model.thresholds, "input": inputs})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heldout", type=Path, nargs="*", default=[], help="corpora for a threshold sweep")
    parser.add_argument("--check", action="store_true", help="fail if the committed model differs")
    parser.add_argument("--no-cv", action="store_true", help="skip cross-validation")
    parser.add_argument(
        "--leave-one-out",
        action="store_true",
        help="score each studied corpus with a model trained without it",
    )
    parser.add_argument(
        "--grid",
        type=float,
        nargs=2,
        action="append",
        default=[],
        metavar=("CRISIS", "EATING_DISORDER"),
        help="with --leave-one-out, also score at these input thresholds (repeatable)",
    )
    parser.add_argument("--fold-models", type=Path, help="with --leave-one-out, keep each fold's model here")
    args = parser.parse_args()

    corpora = {path: load_examples(path, weight) for path, weight in {**CORPORA, **STUDIED_CORPORA}.items()}
    corpus = [example for examples in corpora.values() for example in examples]
    everyday = load_everyday() + logging_messages()
    replies = engine_replies()
    examples = corpus + everyday + replies
    trained_on = {path.name: len(loaded) for path, loaded in corpora.items()}
    trained_on["clinc150_train_everyday_and_logs"] = len(everyday)
    trained_on["engine_replies"] = len(replies)
    print("trained on:", ", ".join(f"{name} {count}" for name, count in trained_on.items()))
    for label in LABELS:
        print(f"  {label}: {sum(1 for example in corpus if label in example.labels)} positive")
    rows = feature_dicts(examples)
    if not args.no_cv:
        cross_validate(examples, rows)
    if args.leave_one_out:
        common = [*(example for path, loaded in corpora.items() if path in CORPORA for example in loaded)]
        leave_one_out(
            [*common, *everyday, *replies],
            {path: corpora[path] for path in STUDIED_CORPORA},
            [tuple(setting) for setting in args.grid],
            args.fold_models,
        )

    pruned = train(rows, examples)
    model_json = to_json(pruned, trained_on)
    text = json.dumps(model_json, separators=(",", ":"), sort_keys=True) + "\n"
    print(f"model: {len(pruned.vocabulary)} features, {len(text.encode()) / 1e6:.2f} MB")
    if args.heldout:
        sweep(SafetyModel.from_json(model_json), args.heldout)
    if args.check:
        same = MODEL_PATH.read_text(encoding="utf-8") == text
        print("committed model is up to date" if same else "committed model differs from a fresh training")
        sys.exit(0 if same else 1)
    MODEL_PATH.parent.mkdir(parents=True, exist_ok=True)
    MODEL_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {MODEL_PATH.relative_to(REPO_ROOT)}")


if __name__ == "__main__":
    main()
