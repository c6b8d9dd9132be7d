"""Text clean-up and number reading for the offline parser.

`normalise_text` turns a raw chat message into one lower-case line in which every amount is written in
digits: "two and a half cups" -> "2.5 cups", "a dozen eggs" -> "12 eggs", "½ cup" -> "0.5 cup",
"150g" -> "150 g", "twenty-five minutes" -> "25 minutes", "12,000 steps" -> "12000 steps".
Everything downstream (dates, units, intents, items) then matches plain decimal numbers only.
"""

from __future__ import annotations

import re
import unicodedata

# Unicode vulgar fractions people type or paste from recipes.
_VULGAR_FRACTIONS = {
    "½": 0.5,
    "⅓": 1 / 3,
    "⅔": 2 / 3,
    "¼": 0.25,
    "¾": 0.75,
    "⅕": 0.2,
    "⅛": 0.125,
    "⅜": 0.375,
    "⅝": 0.625,
    "⅞": 0.875,
}

UNITS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
SCALES = {"hundred": 100, "thousand": 1000}
# Words that stand for a count on their own ("a couple of eggs", "a dozen", "a few crackers").
COUNT_WORDS = {"dozen": 12, "couple": 2, "pair": 2, "few": 3, "half": 0.5, "quarter": 0.25, "third": 1 / 3}
# "three quarters", "two thirds": a count of fractional parts.
FRACTION_PARTS = {
    "half": 0.5,
    "halves": 0.5,
    "third": 1 / 3,
    "thirds": 1 / 3,
    "quarter": 0.25,
    "quarters": 0.25,
}

# Fractions people write with a slash have small denominators; "120/80" is a blood pressure, "11/28" a date.
MAX_FRACTION_DENOMINATOR = 16
# Messages longer than this are cut: nobody logs a meal in more, and noise must stay cheap to parse.
MAX_MESSAGE_CHARS = 2000

# A fraction glyph and the digit it follows, if any: "1½" is one and a half; a lone "½" is a half.
_FRACTION_GLYPH = re.compile(rf"(?:(\d)\s*)?([{''.join(_VULGAR_FRACTIONS)}])")
_TOKEN = re.compile(r"\d{4}/\d{1,2}/\d{1,2}|\d+(?:\.\d+)?|[^\W\d_]+(?:'[^\W\d_]+)?|\S", re.UNICODE)
_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")


def format_number(value: float) -> str:
    """Shortest decimal spelling: 2.0 -> "2", 2.5 -> "2.5", 1/3 -> "0.333"."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text or "0"


def _clean(text: str) -> str:
    text = _FRACTION_GLYPH.sub(_fraction_value, text[:MAX_MESSAGE_CHARS])
    text = unicodedata.normalize("NFKC", text).replace("\u2044", "/")
    text = text.lower().replace("’", "'").replace("‘", "'")
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    # ISO dates survive as one token ("2026/11/28") before hyphens and slashes are read as separators.
    text = re.sub(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", r"\1/\2/\3", text)
    # "twenty-five", "half-cup", "5-km": a hyphen between words or numbers separates them.
    text = re.sub(r"(?<=\w)-(?=\w)", " ", text)
    # Thousands separators: "12,000 steps" -> "12000 steps"; a comma before 1-2 digits is left alone.
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    # Decimal commas ("70,5 kg") are European decimals.
    text = re.sub(r"(?<=\d),(?=\d{1,2}\b)", ".", text)
    return text


def _fraction_value(match: re.Match[str]) -> str:
    # "1½" -> "1+0.5", summed by _sum_marked once slashes and words are read; "½" -> " 0.5 "
    whole, value = match.group(1), _VULGAR_FRACTIONS[match.group(2)]
    return f"{whole}+{value}" if whole else f" {value} "


def _sum_marked(text: str) -> str:
    # "1+0.5" written by _clean for "1½"
    return re.sub(
        r"(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)",
        lambda m: format_number(float(m.group(1)) + float(m.group(2))),
        text,
    )


def _slash_fractions(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        whole, numerator, denominator = match.group(1), int(match.group(2)), int(match.group(3))
        if denominator == 0 or denominator > MAX_FRACTION_DENOMINATOR or numerator > 4 * denominator:
            return match.group(0)
        value = numerator / denominator + (float(whole) if whole else 0.0)
        return f" {format_number(value)} "

    return re.sub(r"(?<![\d/])(?:(\d+)\s+)?(\d+)\s*/\s*(\d+)(?![\d/])", replace, text)


def tokenize(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _read_number_words(tokens: list[str], start: int) -> tuple[float, int] | None:
    """A number written in words from tokens[start]: (value, tokens used), else None."""
    total = 0.0
    current = 0.0
    i = start
    while i < len(tokens):
        word = tokens[i]
        if word in UNITS:
            # "twenty five" continues; "five six" or "twelve three" do not.
            if i > start and (current % 10 != 0 or 10 <= current % 100 < 20):
                break
            current += UNITS[word]
        elif word in TENS:
            if current % 100 != 0:
                break
            current += TENS[word]
        elif word in SCALES and i > start:
            if SCALES[word] == 100:
                current *= 100
            else:
                total += current * SCALES[word]
                current = 0
        elif (
            word == "and"
            and i > start
            and current >= 100
            and i + 1 < len(tokens)
            and (tokens[i + 1] in UNITS or tokens[i + 1] in TENS)
        ):
            pass  # "one hundred and twenty"
        else:
            break
        i += 1
    if i == start:
        return None
    return total + current, i - start


def _words_to_digits(tokens: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(tokens):
        read = _read_number_words(tokens, i)
        if read is not None:
            value, used = read
            out.append(format_number(value))
            i += used
            continue
        out.append(tokens[i])
        i += 1
    return out


def _is_number(token: str) -> bool:
    return bool(_NUMBER.match(token))


def _merge_counts(tokens: list[str]) -> list[str]:
    """Fold count phrases into single numbers: "a dozen" 12, "2 and a half" 2.5, "three quarters" 0.75."""
    out: list[str] = []
    i = 0
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < n else ""
        # "one half of a pear", "a half of an avocado": the half is the amount
        if tok in ("one", "1", "a") and nxt == "half" and i + 2 < n and tokens[i + 2] in ("of", "a", "an"):
            i += 1
            continue
        # "half of a stuffed pepper" is half a stuffed pepper
        if tok == "half" and nxt == "of" and i + 2 < n and tokens[i + 2] in ("a", "an"):
            out.append("0.5")
            i += 3
            continue
        # "half a dozen", "half a cup", "half an hour"
        if tok == "half" and nxt in ("a", "an"):
            after = tokens[i + 2] if i + 2 < n else ""
            if after == "dozen":
                out.append("6")
                i += 3
                continue
            out.append("0.5")
            i += 2
            continue
        # "a dozen", "a couple of", "a pair of", "a few", "a half", "a quarter", "a third"
        if tok in ("a", "an") and nxt in COUNT_WORDS:
            out.append(format_number(COUNT_WORDS[nxt]))
            i += 2
            if i < n and tokens[i] == "of" and nxt in ("couple", "pair", "few", "dozen"):
                i += 1
            continue
        if _is_number(tok):
            value = float(tok)
            j = i + 1
            # "2 dozen"
            if j < n and tokens[j] == "dozen":
                value *= 12
                j += 1
            # "3 quarters", "2 thirds"
            elif j < n and tokens[j] in FRACTION_PARTS and tokens[j] not in ("half",) and value <= 4:
                value *= FRACTION_PARTS[tokens[j]]
                j += 1
            # "2 and a half", "1 and 0.5" (from "one and ½")
            if j + 2 < n + 1 and tokens[j : j + 3] == ["and", "a", "half"]:
                value += 0.5
                j += 3
            elif j + 1 < n and tokens[j] == "and" and _is_number(tokens[j + 1]) and float(tokens[j + 1]) < 1:
                value += float(tokens[j + 1])
                j += 2
            elif (
                j < n
                and _is_number(tokens[j])
                and 0 < float(tokens[j]) < 1
                and "." in tokens[j]
                and value >= 1
            ):
                # "1 0.5" from "1 1/2"
                value += float(tokens[j])
                j += 1
            out.append(format_number(value))
            i = j
            continue
        out.append(tok)
        i += 1
    return out


def _unit_and_a_half(tokens: list[str]) -> list[str]:
    """ "an hour and a half" -> "1.5 hour", "2 cups and a half" -> "2.5 cups"."""
    out = list(tokens)
    i = 0
    while i + 4 < len(out):
        head, unit = out[i], out[i + 1]
        if out[i + 2 : i + 5] == ["and", "a", "half"] and unit.isalpha():
            if head in ("a", "an"):
                out[i : i + 5] = ["1.5", unit]
                continue
            if _is_number(head):
                out[i : i + 5] = [format_number(float(head) + 0.5), unit]
                continue
        i += 1
    return out


def normalise_text(text: str) -> str:
    """One lower-case, space-separated line with every amount in decimal digits (see module docstring)."""
    cleaned = _slash_fractions(_sum_marked(_clean(text)))
    tokens = tokenize(cleaned)
    tokens = _words_to_digits(tokens)
    tokens = _unit_and_a_half(tokens)
    tokens = _merge_counts(tokens)
    return " ".join(tokens)
