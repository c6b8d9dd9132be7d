"""Cutting a normalised message into sentences and clauses, keeping compound food names whole.

"had eggs and bacon for breakfast then swam 30 min" -> "had eggs" | "bacon for breakfast" | "swam 30 min";
"mac and cheese for dinner" stays one clause when the catalog knows "mac and cheese".
Spans are (start, end) offsets into the normalised text so dates and meal words found on the whole
message can be placed in their clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int]

_SENTENCE_END = re.compile(r" ?(?:[.!?;]+|\n)(?: |$)")
STRONG_SEPARATOR = re.compile(
    r" (?:, and then|, then|, and|and then|then|,|and|plus|&|\+|also|as well as|followed by"
    r"|after that|afterwards"
    r"|but|/|n)(?= )"
)
# Separators between a food and what came with it; applied only inside food clauses.
SIDE_SEPARATOR = re.compile(
    r" (?:with|alongside|along with|together with|paired with|topped with|topped off with|served with"
    r"|accompanied by|on the side of|plus a side of|and a side of|with a side of|w"
    # "honey in my tea", "milk in the coffee"
    r"|in my|in the|in a|in some|on my|on a|on the)(?= )"
)
# Words joined by these can form one food name ("mac and cheese", "half & half", "rice with beans").
_JOINING_WORDS = frozenset({"and", "&", "n", "with", "w"})
MAX_NAME_WORDS_PER_SIDE = 3
# Words that name nothing: a side of a join made only of these joins nothing ("coffee and a ...").
_NAMELESS = frozenset({"a", "an", "the", "some", "of", "my", "our", "your", "his", "her", "their", "another"})


def split_sentences(text: str) -> list[tuple[Span, bool]]:
    """Sentence spans, each with whether it ended in a question mark."""
    sentences: list[tuple[Span, bool]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        if match.start() > start:
            sentences.append(((start, match.start()), "?" in match.group(0)))
        start = match.end()
    if start < len(text):
        sentences.append(((start, len(text)), False))
    return sentences


def _is_compound_here(text: str, match: re.Match[str], is_compound: Callable[[str], bool]) -> bool:
    joiner = match.group(0).strip()
    if joiner not in _JOINING_WORDS:
        return False
    left_words = text[: match.start()].split()
    right_words = text[match.end() :].split()
    for left_size in range(1, min(MAX_NAME_WORDS_PER_SIDE, len(left_words)) + 1):
        left = left_words[-left_size:]
        if not left[0].isalpha():
            break
        if left[-1] in _NAMELESS:
            break
        for right_size in range(1, min(MAX_NAME_WORDS_PER_SIDE, len(right_words)) + 1):
            right = right_words[:right_size]
            if not right[-1].isalpha():
                break
            if right[0] in _NAMELESS:
                # "tea and a sweet cookie": an article starts a new item, never the second half of a name.
                return False
            if is_compound(" ".join([*left, joiner, *right])):
                return True
    return False


def split_clauses(
    text: str, span: Span, pattern: re.Pattern[str], is_compound: Callable[[str], bool]
) -> list[Span]:
    """Cut text[span] at the separators of `pattern`, except inside compound names."""
    start, end = span
    piece = text[start:end]
    clauses: list[Span] = []
    cursor = 0
    for match in pattern.finditer(piece):
        if match.start() < cursor:
            continue
        if _is_compound_here(piece, match, is_compound):
            continue
        if match.start() > cursor:
            clauses.append((start + cursor, start + match.start()))
        cursor = match.end()
    if cursor < len(piece):
        clauses.append((start + cursor, end))
    return [(s, e) for s, e in clauses if text[s:e].strip(" ,")]
