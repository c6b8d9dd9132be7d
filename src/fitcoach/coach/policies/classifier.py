"""A learned risk score beside the patterns: linear text classifiers, pure-Python inference.

The patterns are precise but only know the phrasings someone thought of; people in distress find
others ("I keep checking how high the car park roof is"). One linear model per label (crisis,
eating_disorder, medical) over TF-IDF features of the normalised text catches wording that is *like*
the risky messages it was trained on; each is the average of two logistic regressions, one of them
over features scaled by how telling they are (NBSVM), which stays one linear model. It is trained offline by
`scripts/train_safety_model.py` (scikit-learn) and shipped as `data/safety_model.json`:
vocabulary -> idf and one weight per label, intercepts, and thresholds per direction and label (a
coach reply is held to a higher bar than a user message: blocking the app's own logging
confirmation costs every user, a missed user message costs one). Inference here
needs no third-party package.

Features, identical at training and inference time (the training script imports `features`):
word unigrams and bigrams, character 3-5-grams inside each word (padded with spaces, like
scikit-learn's `char_wb`), and a direction token, so a coach reply and a user message are told
apart. Digits are reduced to their shape ("450" -> "000") so a figure never seen in training still
looks like its neighbours. Weights are sublinear TF times IDF, L2-normalised.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from fitcoach.coach.policies.models import Trigger

LABELS = ("crisis", "eating_disorder", "medical")
# Labels that word-level features confuse with each other: a message about purging after a binge and
# one about wanting to die share "hate myself", "can't stop", "punish". Where both reach their
# thresholds the likelier one is the risk, unless both are near certain ("I want to starve myself to
# death"). Chosen on the tuning corpora, where it halved the crisis/eating-disorder cross-flags at the
# cost of one crisis message already flagged by the other label's support reply.
RIVAL_LABELS = {"crisis": ("eating_disorder",), "eating_disorder": ("crisis",)}
# A medical hint from the model beside a crisis or eating-disorder one is almost always the same
# message's pills or symptoms ("saving up my insulin"): support answers it, so medical yields unless
# near certain.
DEFERS_TO = {"medical": ("crisis", "eating_disorder")}
BOTH_LABELS_PROBABILITY = 0.8
MODEL_RESOURCE = "data/safety_model.json"
# Direction tokens: a coach reply recommending a 400-calorie day is not a user describing one.
INPUT = "input"
OUTPUT = "output"
CHAR_NGRAM_SIZES = (3, 4, 5)
_WORD_RE = re.compile(r"[a-z0-9']+")
_SENTENCE_RE = re.compile(r"[.!?;\n]+")
_TOKEN_RE = re.compile(r"[a-z0-9']+|[.!?;:,\n]")
_CLAUSE_BREAKS = frozenset(".!?;:,\n")
# Words that deny what follows: "avoid laxatives", "don't use laxatives". The next few words are
# marked (`n:laxatives`, and no character n-grams) so the model learns a denied word apart from an
# asserted one (Das & Chen 2001; Pang, Lee & Vaithyanathan 2002 mark negation the same way).
_NEGATION_CUES = frozenset(
    "not no never don't doesn't didn't won't isn't aren't wasn't weren't shouldn't avoid without "
    "stop stopped quit".split()
)
NEGATION_SCOPE_WORDS = 3
# A passage of fewer words is mostly intercept: the patterns judge such short messages alone.
MIN_WORDS = 3
# A sentence scored without the rest of its message has few features, and a few words weigh heavily in it
# ("just wanted to say thanks for the programme" once scored 0.8 for crisis, after a healed past): it counts
# only when this sure. Scored leaving each held-out corpus out of training in turn, this bar kept crisis
# recall at 98.1% (98.7% when any sentence counted) and lifted crisis precision from 90.7% to 92.7% and
# overall precision from 93.3% to 94.4%.
SENTENCE_ALONE_PROBABILITY = 0.6
_DIGIT_RE = re.compile(r"[0-9]")


@dataclass(frozen=True)
class SafetyModel:
    """Per feature: its idf and one weight per label (in `labels` order); thresholds by direction."""

    labels: tuple[str, ...]
    idf: Mapping[str, float]
    weights: Mapping[str, tuple[float, ...]]
    intercepts: tuple[float, ...]
    thresholds: Mapping[str, Mapping[str, float]]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SafetyModel:
        labels = tuple(data["labels"])
        table: Mapping[str, list[float]] = data["features"]
        return cls(
            labels=labels,
            idf={feature: row[0] for feature, row in table.items()},
            weights={feature: tuple(row[1:]) for feature, row in table.items()},
            intercepts=tuple(data["intercepts"]),
            thresholds={direction: dict(table) for direction, table in data["thresholds"].items()},
        )

    def probabilities(self, normalised_text: str, direction: str) -> dict[str, float]:
        """P(label) for text already passed through `normalise`: the whole message's, or a sentence's
        where that sentence alone is clearly risky, so a risky sentence buried in a long message
        ("logged my oats. tbh I keep thinking everyone would be fine without me") is not diluted by
        the rest of it."""
        scores = self._passage_probabilities(normalised_text, direction)
        sentences = [
            sentence for sentence in _SENTENCE_RE.split(normalised_text) if _WORD_RE.search(sentence)
        ]
        # A lone sentence has the whole message's features (sentence marks are only clause breaks), so
        # scoring it again would change nothing.
        if len(sentences) < 2:
            return scores
        for sentence in sentences:
            for label, probability in self._passage_probabilities(sentence, direction).items():
                bar = max(SENTENCE_ALONE_PROBABILITY, self.thresholds[direction][label])
                if probability >= bar:
                    scores[label] = max(scores[label], probability)
        return scores

    def _passage_probabilities(self, passage: str, direction: str) -> dict[str, float]:
        if word_count(passage) < MIN_WORDS:
            return dict.fromkeys(self.labels, 0.0)
        vector = self._tfidf(features(passage, direction))
        scores = list(self.intercepts)
        for feature, value in vector.items():
            for index, weight in enumerate(self.weights[feature]):
                scores[index] += weight * value
        return {label: _sigmoid(score) for label, score in zip(self.labels, scores, strict=True)}

    def _tfidf(self, counts: Mapping[str, int]) -> dict[str, float]:
        vector = {
            feature: (1.0 + math.log(count)) * self.idf[feature]
            for feature, count in counts.items()
            if feature in self.idf
        }
        norm = math.sqrt(sum(value * value for value in vector.values()))
        return {feature: value / norm for feature, value in vector.items()} if norm else {}


@dataclass(frozen=True)
class RiskScores:
    """The classifier's probabilities for one message, and whether each reaches its threshold."""

    probabilities: Mapping[str, float]
    thresholds: Mapping[str, float]

    def flags(self, label: str) -> bool:
        """Whether the label reaches its threshold and, against a rival label that also does, wins or is
        itself near certain: "binged again, I hate myself" is support for eating, not a suicide risk.
        A label that defers to others (`DEFERS_TO`) needs near certainty whenever one of them flags."""
        probability = self.probabilities[label]
        if probability < self.thresholds[label]:
            return False
        if any(self._reaches(stronger) for stronger in DEFERS_TO.get(label, ())):
            return probability >= BOTH_LABELS_PROBABILITY
        rivals = [self.probabilities[rival] for rival in RIVAL_LABELS.get(label, ()) if self._reaches(rival)]
        return probability >= BOTH_LABELS_PROBABILITY or all(probability >= rival for rival in rivals)

    def _reaches(self, label: str) -> bool:
        return self.probabilities[label] >= self.thresholds[label]

    def trigger(self, label: str) -> Trigger:
        """What the violation log records for a model hit ("model p=0.93")."""
        probability = self.probabilities[label]
        return Trigger(f"model p={probability:.2f}", model_probability=probability)


def surely_flagged_alone(model_probability: float | None) -> bool:
    """Whether a violation found in a passage scored alone is a pattern's (no `model_probability`), or a model
    hit at least `SENTENCE_ALONE_PROBABILITY` sure: a few words out of their message weigh heavily in the
    model."""
    return model_probability is None or model_probability >= SENTENCE_ALONE_PROBABILITY


def features(normalised_text: str, direction: str) -> Counter[str]:
    """Raw feature counts: `w:` words, `b:` word bigrams, `c:` in-word character n-grams, `d:` direction."""
    tokens = [_DIGIT_RE.sub("0", token.strip("'")) for token in _TOKEN_RE.findall(normalised_text)]
    words = [token for token in tokens if token and token not in _CLAUSE_BREAKS]
    negated = _negated_positions(tokens)
    counts: Counter[str] = Counter(
        f"n:{token}" if index in negated else f"w:{token}"
        for index, token in enumerate(tokens)
        if token and token not in _CLAUSE_BREAKS
    )
    counts.update(f"b:{first} {second}" for first, second in zip(words, words[1:], strict=False))
    for index, word in enumerate(tokens):
        if index in negated or not word or word in _CLAUSE_BREAKS:
            continue
        padded = f" {word} "
        for size in CHAR_NGRAM_SIZES:
            counts.update(f"c:{padded[i : i + size]}" for i in range(len(padded) - size + 1))
    counts[f"d:{direction}"] += 1
    return counts


def word_count(passage: str) -> int:
    """The words of normalised text, as the classifier counts them."""
    return len(_WORD_RE.findall(passage))


def _negated_positions(tokens: list[str]) -> set[int]:
    """Indexes of the few words after a negation cue, within its clause."""
    negated: set[int] = set()
    scope = 0
    for index, token in enumerate(tokens):
        if token in _CLAUSE_BREAKS:
            scope = 0
        elif token in _NEGATION_CUES:
            scope = NEGATION_SCOPE_WORDS
        elif scope and token:
            negated.add(index)
            scope -= 1
    return negated


@cache
def load_model() -> SafetyModel:
    """The shipped model, read once per process."""
    raw = resources.files(__package__).joinpath(MODEL_RESOURCE).read_text(encoding="utf-8")
    return SafetyModel.from_json(json.loads(raw))


# A candidate model the training script is judging through the policies (`model_in_use`); None in service.
_candidate: SafetyModel | None = None


@contextmanager
def model_in_use(model: SafetyModel) -> Iterator[None]:
    """Score with `model` in place of the shipped one inside the block, so that the training script can
    judge a candidate through the policies exactly as they will use it."""
    global _candidate
    _candidate = model
    risk_scores.cache_clear()
    try:
        yield
    finally:
        _candidate = None
        risk_scores.cache_clear()


@lru_cache(maxsize=512)
def risk_scores(normalised_text: str, direction: str) -> RiskScores:
    """The shipped model's scores; cached, since several policies ask about the same message."""
    model = _candidate or load_model()
    return RiskScores(
        probabilities=model.probabilities(normalised_text, direction),
        thresholds=model.thresholds[direction],
    )


def _sigmoid(score: float) -> float:
    if score >= 0:
        return 1.0 / (1.0 + math.exp(-score))
    exp = math.exp(score)
    return exp / (1.0 + exp)
