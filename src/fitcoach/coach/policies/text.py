"""Text normalisation and the negation check the policies share.

People in distress do not spell carefully, so before any pattern runs the text is lower-cased,
typographic quotes are straightened, chat shorthand is expanded ("wanna", "im", "dont") and a
short list of safety-critical words is repaired when misspelt by one letter ("suicidel", "laxitives").
The fuzzy repair is deliberately limited to long, distinctive words: a wider net turns ordinary
words into alarming ones ("starting" is one letter from "starving").
"""

from __future__ import annotations

import re
import unicodedata

from rapidfuzz.distance import Levenshtein

_SHORTHAND = {
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "got to",
    "im": "i'm",
    "ive": "i've",
    "id": "i'd",
    "dont": "don't",
    "cant": "can't",
    "wont": "won't",
    "didnt": "didn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "shouldnt": "shouldn't",
    "couldnt": "couldn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "youre": "you're",
    "theres": "there's",
    "theyre": "they're",
    "shes": "she's",
    "hes": "he's",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "wouldnt": "wouldn't",
    "whats": "what's",
    "thats": "that's",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrow": "tomorrow",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "plz": "please",
    "kil": "kill",
    "myslef": "myself",
    "mysef": "myself",
}
_CRITICAL_WORDS = (
    "suicide",
    "suicidal",
    "laxative",
    "laxatives",
    "diuretic",
    "diuretics",
    "anorexia",
    "anorexic",
    "bulimia",
    "bulimic",
    "overdose",
    "insulin",
    "pregnant",
    "pregnancy",
    "metformin",
)
_FUZZY_MIN_LENGTH = 7
# Laxatives by name, which the medical and eating-disorder policies both read.
LAXATIVE = r"(?:laxatives?|dulcolax|senna|senokot|bisacodyl|ex-?lax|movicol|laxido)"
# Prescription loop diuretics, which some take to make weight ("a couple of my mate's lasix before the
# weigh-in"): the eating-disorder and medical policies share the list.
DIURETIC_BRAND = r"(?:lasix|furosemide|frusemide|bumetanide)"
# A countdown to one's end, the writer's or another's: "countdown to not being a burden: 3 days".
COUNTDOWN_TO_THE_END = (
    r"\bcountdown (?:to|till|until) (?:not being (?:a burden|here|around)|the end\b(?! of)|goodbye|being gone"
    r"|i'm gone)"
)
# Means shown to someone, as a photo: "my friend just sent me a photo of a pile of pills". The crisis policy
# reads it as the risk; the frames as an emergency under way, never a support question to let through.
PILLS_SHOWN = (
    r"(?:sent|texted|showed|snapped)(?: me| us)? (?:a )?(?:photo|pic|picture|snap|video) of"
    r" (?:a |her |his |their |my )?(?:pile|handful|load|bunch|stack|bottle|heap|lot) of"
    r" (?:pills|tablets|meds|paracetamol)"
)
# What a hard session is made of, for the figures of speech it breeds ("killed myself on walking lunges",
# "gonna throw up if i have to do one more burpee"): the crisis and eating-disorder policies share it.
EXERTION = (
    r"(?:lunges?|squats?|spin|burpees?|sprints?|hills?|intervals?|repeats|leg day|legs|cardio|hiit|reps|sets"
    r"|wall ?balls?|wods?|crossfit|pilates|yoga|bootcamp|circuits?|deadlifts?|bench|thrusters?|box jumps?"
    r"|pull-?ups?|push-?ups?|stairs|stairmaster|treadmill|rower|bike|assault bike|class|session|workout|run"
    r"|race|marathon|ultra|parkrun|suicides|drills?|laps|training|practice|shuttles?|beep test|bleep test"
    r"|yo-?yo test"
    r"|\d+ ?(?:m|k|km|mi|miles?)\b(?: repeats| reps| efforts)?)"
)
_VULGAR_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
_VULGAR_FRACTION_RE = re.compile(r"(\d*) ?([½¼¾])")
_TOKEN_RE = re.compile(r"[a-z']+|[^a-z']+")
_NEGATION_RE = re.compile(
    r"\b(?:not|never|no|don't|do not|didn't|doesn't|won't|wouldn't|isn't|aren't|wasn't|without|avoid|"
    r"avoiding|instead of|rather than|against|shouldn't|should not)\b"
)
# Phrases that contain a negation word without denying what follows them.
_HEDGE_RE = re.compile(
    r"\b(?:not sure|don't know|no idea|not certain|can't stop|cannot stop|won't stop|not being|not feeling"
    # "no one knows I make myself sick", "I can't run without getting chest pain": the risk is affirmed
    r"|no one|no-one|nobody|(?:can't|cannot|can not) \w+ without"
    # a condition, whose "don't" is part of the plan: "if I don't eat anything I cancel out the drinks"
    r"|if (?:i|you|we) (?:don't|do not|didn't|did not)"
    # a request pressed on the coach: "why won't you give me thinspo"
    r"|(?:won't|wouldn't|don't|can't|cannot|will not) you (?:just )?(?:give|send|show|tell|help|let|make"
    r"|write|find)"
    # "my dietitian doesn't know I'm still purging": what someone is unaware of is still happening
    r"|(?:doesn't|does not|didn't|did not|don't|won't) (?:know|realise|realize)(?: that)? (?:i|i'm|i've|i am"
    r"|she|he|they|my)"
    # ... or kept from someone who would notice: "how do i lose 10 kilos without them noticing i'm not eating"
    r"|without (?:them|him|her|anyone|anybody|people|everyone|my \w+|mum|mom|dad)(?=\s*$))\b"
)
# (a thousands separator is no break: "from 1,600 to 1,400")
# A point between digits is a decimal, not a full stop: "1,000 kcal a day will take 1.5 kg a week off".
_FULL_STOP = r"(?<!\d)\.|\.(?!\d)"
_CLAUSE_BREAK_RE = re.compile(
    _FULL_STOP + r"|[!?;:\n]|,(?!(?<=\d,)\d{3}(?!\d))|\bbut\b|\bhowever\b|\bthough\b"
)
# A clause the writer starts of their own ends a denial: "so mum doesn't notice and i tell her i ate", "a 40k
# with no food bc i didn't deserve lunch" (not a reason denied: "not because i purge").
_OWN_CLAUSE_RE = re.compile(r"\band (?:then |so |now )?(?=i\b)|(?<!not )\b(?:because|bc|cos|coz|cuz) (?=i\b)")
_SENTENCE_BREAK_RE = re.compile(_FULL_STOP + r"|[!?;\n]")
NEGATION_WINDOW_CHARS = 40
NEGATION_WINDOW_WORDS = 4
# A range whose first end drops the hundreds the second says: "8-900" is 800 to 900, "11-1200" 1,100 to 1,200.
_SHORT_RANGE_RE = re.compile(r"\b([1-9]|1[0-9]) ?- ?((?:[1-9]|1[0-9])00)\b")
# "a grand a day calorie-wise": a thousand, where what follows says of what (not "spent a grand on a bike").
_GRAND_RE = re.compile(
    r"\b(?:a|one) grand\b(?=\s*(?:a day|per day|daily|cals?\b|calories|kcal|calorie-wise))"
)
# "been eating round 800 a day": about a figure, with its "a" dropped.
_ROUND_FIGURE_RE = re.compile(r"(?<![\w'])round (?=\d,\d{3}\b|\d{3,4}\b)")


# "1k2" is 1,200 and "1k5" 1,500: thousands, then hundreds after the k.
_THOUSANDS_THEN_HUNDREDS_RE = re.compile(r"\b([1-9])k([1-9])\b")
# "9hundred", "12 hundred": hundreds counted in digits.
_DIGIT_HUNDREDS_RE = re.compile(r"\b([1-9]|1[0-9]) ?hundred\b")
# "nine-ish hundred" is about nine hundred.
_ROUGH_HUNDREDS_RE = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)[- ]?ish"
    r" (hundred|thousand)\b"
)

# "lose way too pounds a day": a number misheard by dictation, as "too" never counts a unit.
_MISHEARD_TWO_RE = re.compile(r"\b(?:way )?too (?=(?:pounds|lbs?|kilos?|kgs?|stone|kilograms)\b)")


# Words of risk disguised so as not to be flagged: spelt with symbols ("k!ll", "r3str1ct1ng", "s3lf h@rm") or
# spaced out ("p u r g e"). A disguised token is restored only when what it spells is such a word, so "a1c",
# "5x5" and "a b c d" stay as written.
_DISGUISED_STEMS = (
    "kill",
    "suicid",
    "die",
    "dead",
    "starv",
    "purg",
    "restrict",
    "self",
    "myself",
    "harm",
    "cut",
    "vomit",
    "thinspo",
    "anorexi",
    "bulimi",
    "laxative",
    "overdose",
    "pills",
    "hang",
    "bleed",
    "binge",
    "fast",
    "skinny",
    "thin",
)
_LEET = str.maketrans({"!": "i", "1": "i", "3": "e", "@": "a", "0": "o", "$": "s", "4": "a", "5": "s"})
_LEET_TOKEN_RE = re.compile(r"(?<![\w!@$])[a-z]*[!1@$0345][a-z!1@$0345]*(?![\w!@$])")
_SPACED_LETTERS_RE = re.compile(r"\b(?:[a-z] ){3,}[a-z]\b")


def _restore_disguised(text: str) -> str:
    """`text` with its disguised words of risk spelt out again (no token of digits alone spells one)."""
    text = _SPACED_LETTERS_RE.sub(
        lambda spaced: _if_a_risk_word(spaced.group().replace(" ", ""), spaced), text
    )
    return _LEET_TOKEN_RE.sub(lambda token: _if_a_risk_word(token.group().translate(_LEET), token), text)


def _if_a_risk_word(restored: str, written: re.Match[str]) -> str:
    return restored if restored.startswith(_DISGUISED_STEMS) else written.group()


# "a stone-a-fortnight plan", "2kg-per-week": a rate written as one word.
_HYPHENED_RATE_RE = re.compile(r"(?<=[a-z0-9])-(a|per)-(day|week|fortnight|month)\b")


def normalise(text: str) -> str:
    """Lower-case, straighten quotes, expand shorthand and repair misspelt critical words."""
    # vulgar fractions before NFKC, which would spell "½" as "1⁄2" and the scanner read 2
    text = _VULGAR_FRACTION_RE.sub(_decimal, text)
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"\bmy\s+self\b", "myself", text)
    # a distance, not "kill myself": "ran 10 kms today"
    text = re.sub(r"(\d) ?kms\b", r"\1 km", text)
    text = re.sub(r"[ \t]+", " ", text)
    text = _SHORT_RANGE_RE.sub(_hundreds_range, text)
    text = _GRAND_RE.sub("1000", text)
    text = _ROUND_FIGURE_RE.sub("around ", text)
    text = _THOUSANDS_THEN_HUNDREDS_RE.sub(r"\g<1>\g<2>00", text)
    text = _DIGIT_HUNDREDS_RE.sub(r"\g<1>00", text)
    text = _ROUGH_HUNDREDS_RE.sub(r"\1 \2", text)
    text = _MISHEARD_TWO_RE.sub("two ", text)
    text = _HYPHENED_RATE_RE.sub(r" \1 \2", text)
    text = _restore_disguised(text)
    return "".join(_repair(token) for token in _TOKEN_RE.findall(text))


def _hundreds_range(range_: re.Match[str]) -> str:
    low, high = int(range_[1]), int(range_[2])
    return f"{low * 100}-{high}" if low * 100 < high else range_[0]


def _decimal(fraction: re.Match[str]) -> str:
    """ "1½" -> "1.5", "½" -> "0.5"."""
    return f"{int(fraction[1] or 0) + _VULGAR_FRACTIONS[fraction[2]]:g}"


def _repair(token: str) -> str:
    if not token[:1].isalpha():
        return token
    if token in _SHORTHAND:
        return _SHORTHAND[token]
    if len(token) < _FUZZY_MIN_LENGTH or token in _CRITICAL_WORDS:
        return token
    for word in _CRITICAL_WORDS:
        if token.startswith(word) or word.startswith(token):
            # An inflection ("suicides", the sprint drill), not a typo.
            continue
        if abs(len(word) - len(token)) <= 1 and Levenshtein.distance(word, token, score_cutoff=1) <= 1:
            return word
    return token


def sentence_after(text: str, position: int, limit: int | None = None) -> str:
    """The text from `position` to the end of its sentence, within `limit` characters when one is given."""
    window = text[position:] if limit is None else text[position : position + limit]
    return _SENTENCE_BREAK_RE.split(window, maxsplit=1)[0]


def sentence_before(text: str, position: int) -> str:
    """The text from the start of the sentence `position` is in up to `position`."""
    return _SENTENCE_BREAK_RE.split(text[:position])[-1]


def clause_before(text: str, position: int) -> str:
    """The part of the clause that precedes `position`, within a short window."""
    window = text[max(0, position - NEGATION_WINDOW_CHARS) : position]
    breaks = list(_CLAUSE_BREAK_RE.finditer(window))
    return window[breaks[-1].end() :] if breaks else window


def is_negated(text: str, position: int) -> bool:
    """True when the clause leading up to `position` negates what follows ("I don't use laxatives")."""
    # Only the few words right before count: in "trick my body into not being hungry so I can eat
    # nothing" the "not" belongs to another phrase.
    clause = _OWN_CLAUSE_RE.split(clause_before(text, position))[-1]
    before = " ".join(clause.split()[-NEGATION_WINDOW_WORDS:])
    hedges = list(_HEDGE_RE.finditer(before))
    # a denial after the hedge still denies: "my doctor doesn't know I don't purge anymore"
    return _NEGATION_RE.search(before[hedges[-1].end() :] if hedges else before) is not None


def excerpt(text: str, start: int, end: int, limit: int = 60) -> str:
    """A short, single-line, printable excerpt of the trigger, safe to store in a log row."""
    fragment = text[start:end]
    fragment = re.sub(r"\S+@\S+", "[email]", fragment)
    fragment = re.sub(r"\+?\d[\d ()-]{7,}\d", "[number]", fragment)
    fragment = re.sub(r"[^\w .,'%/-]", " ", fragment)
    fragment = re.sub(r"\s+", " ", fragment).strip()
    return fragment[:limit]
