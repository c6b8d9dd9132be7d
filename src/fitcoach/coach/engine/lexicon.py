"""The words that tell a log from a question, a request or small talk.

All patterns run on text from `numbers.normalise_text` (lower case, tokens separated by single spaces,
amounts in digits).
"""

from __future__ import annotations

import re


def _words(*words: str) -> str:
    return r"\b(?:" + "|".join(sorted(words, key=len, reverse=True)) + r")\b"


# A sentence opening with one of these asks something.
QUESTION_OPENERS = re.compile(
    r"^(?:(?:so|ok|okay|hey|hi|um|and|but|also|please|coach) ,? )*"
    r"(?:how|what|what's|whats|when|where|why|who|whose|which|is it|are there|is there|tell me|explain"
    r"|can|could|would|will|should|shall|do|does|is|are|may|might|am i|am we"
    r"|(?:did|was|were|have|has) (?:i|you|we|it|my|there|this|that|these|those|they|he|she|u"
    r"|eating|drinking))\b"
    # A question after a comma: "i have a rash, what can i use", "had pizza, how bad is that".
    r"|(?:^|, )(?:how|what|what's|whats|why|when|where|which|who|can i|should i|is it|is that|do i)\b"
    r"|\bhow (?:many|much|long|often)\b"
)
# Requests, plans, wishes and habits: none of them says something was eaten or done.
NOT_A_LOG = re.compile(
    r"^(?:(?:so|ok|okay|hey|hi|um|please|coach) ,? )*"
    r"(?:add|book|remind|set|find|order|buy|get|make|give|help|cancel|check|call|text|send|play|put|schedule"
    r"|search|look|list|turn|show|please|let's|lets|let|change|update|delete|remove|start|stop|convert"
    r"|calculate|compute|suggest|recommend|plan|create|reserve|tell|share|pay|transfer|read|what|how"
    r"|need|want|email|write|bring|pick|cook|bake|prepare|go|try|eat|drink|keep|reset|repeat|say"
    r"|rate|navigate)\b"
    r"|"
    + _words(
        "i want",
        "i wanna",
        "i'd like",
        "i would like",
        "i need",
        "i needed",
        "we need",
        "i'm going to",
        "i am going to",
        "i'm gonna",
        "gonna",
        "going to",
        "i will",
        "i'll",
        "we'll",
        "i plan",
        "planning to",
        "i should",
        "should i",
        "i must",
        "i have to",
        "i've got to",
        "i hope",
        "i wish",
        "trying to",
        "try to",
        "i love",
        "i like",
        "i hate",
        "i prefer",
        "i enjoy",
        "i usually",
        "i always",
        "i often",
        "i normally",
        "i typically",
        "every day",
        "everyday",
        "each day",
        "every morning",
        "every night",
        "per day",
        "per week",
        "remind me",
        "reminder",
        "shopping list",
        "grocery",
        "groceries",
        "recipe",
        "recipes",
        "reservation",
        "restaurant",
        "book a table",
        "a table for",
        "deliver",
        "delivery",
        "takeout",
        "menu",
        "goal",
        "target",
        "lose",
        "gain",
        "lost",
        "gained",
        "calories in",
        "calories are in",
        "nutrition",
        "nutritional",
        "allergic",
        "allergy",
        "out of",
        "ran out",
        "run out",
        "running out",
        "running low",
        "do you",
        "can you",
        "could you",
        "would you",
        "will you",
        "wondering",
        "wonder",
        "if i",
        "until",
        "tomorrow",
        "next week",
        "dream",
        "dreamt",
        "dreamed",
        "thinking about",
        "craving",
        "expired",
        "expire",
        "price",
        "cost",
        "cheap",
        "pantry",
        "fridge",
        "in stock",
        "shopping",
        "left in",
        "should",
        "calendar",
        "i feel",
        "i felt",
        "feeling",
        "feels",
        "i can",
        "we can",
        "you can",
    )
    # "3 glasses a day" is a habit; "a day ago" is a date.
    + r"|\b(?:a|per|every|each) (?:day|week|month)\b(?! ago)"
)
# Negated sentences log nothing ("I didn't eat breakfast", "skipped the gym").
NEGATION = re.compile(
    _words(
        "didn't",
        "didnt",
        "did not",
        "haven't",
        "havent",
        "have not",
        "hasn't",
        "never",
        "not",
        "don't",
        "dont",
        "do not",
        "won't",
        "can't",
        "cannot",
        "couldn't",
        "skipped",
        "skip",
        "no longer",
        "wasn't",
        "weren't",
        "nothing",
    )
)

# Verbs and phrases that say something was eaten or drunk.
STRONG_EATING = re.compile(
    _words(
        "ate",
        "eaten",
        "eating",
        "drank",
        "drinking",
        "consumed",
        "snacked",
        "snacking",
        "munched",
        "devoured",
        "sipped",
        "chugged",
        "nibbled",
        "scarfed",
        "gobbled",
        "polished off",
        "breakfast was",
        "lunch was",
        "dinner was",
        "snack was",
        "for breakfast",
        "for lunch",
        "for dinner",
        "for supper",
        "for brunch",
        "for a snack",
        "as a snack",
        "for snack",
        "for dessert",
        "breakfast :",
        "lunch :",
        "dinner :",
        "snack :",
        "log",
        "logged",
        "logging",
        "just ate",
        "i've had",
        "ive had",
    )
)
# The verb after which a clause names what was eaten ("after my run I ate a banana").
EATING_VERB = re.compile(
    _words(
        "ate", "eaten", "eating", "had", "having", "drank", "drinking", "consumed", "snacked on",
        "munched on", "nibbled on", "sipped on", "sipped", "devoured", "grabbed", "finished", "enjoyed",
        "scarfed down",
    )
)  # fmt: skip
# Weaker verbs ("had a meeting", "got a call"): they log a food only when the food is recognised.
WEAK_EATING = re.compile(
    _words(
        "had",
        "have had",
        "having",
        "grabbed",
        "got",
        "enjoyed",
        "tried",
        "treated myself to",
        "made",
        "cooked",
    )
)

# Subjects, verbs and fillers cut from a food clause before its name is looked up.
FOOD_FILLER = re.compile(
    _words(
        "i",
        "i've",
        "ive",
        "i'm",
        "im",
        "we",
        "me",
        "myself",
        "just",
        "also",
        "then",
        "and",
        "today",
        "ate",
        "eaten",
        "eating",
        "eat",
        "drank",
        "drunk",
        "drinking",
        "had",
        "have",
        "having",
        "has",
        "consumed",
        "snacked",
        "snacking",
        "snacked on",
        "munched",
        "munched on",
        "devoured",
        "finished",
        "sipped",
        "sipped on",
        "chugged",
        "nibbled",
        "nibbled on",
        "scarfed",
        "scarfed down",
        "gobbled",
        "polished off",
        "grabbed",
        "got",
        "enjoyed",
        "tried",
        "treated myself to",
        "made",
        "cooked",
        "was",
        "were",
        "is",
        "log",
        "logged",
        "track",
        "record",
        "add",
        "please",
        "for",
        "on",
        "at",
        "as",
        "in",
        "my",
        "the",
        "some",
        "bit of",
        "little",
        "quick",
        "delicious",
        "tasty",
        "yummy",
        "nice",
        "lovely",
        "healthy",
        "another",
        "about",
        "around",
        "roughly",
        "approximately",
        "like",
        "maybe",
        "ish",
        "so",
        "too",
        "down",
        "up",
        "with",
        "yesterday",
        "after",
        "before",
    )
)

# "ran out of", "walked into", "played video games": the verb does not mean exercise here.
NOT_EXERCISE = re.compile(
    _words(
        "ran out",
        "run out",
        "ran into",
        "run into",
        "running into",
        "ran late",
        "running late",
        "ran errands",
        "run errands",
        "ran over",
        "ran away",
        "ran a business",
        "ran the numbers",
        "ran a meeting",
        "running low",
        "walked in",
        "walked into",
        "walked out",
        "walked away",
        "walked by",
        "walked past",
        "walked through",
        "played games",
        "played a game",
        "played video games",
        "played cards",
        "played music",
        "played chess",
        "played poker",
        "played piano",
        "played guitar",
        "played the",
        "swam with",
    )
)

# Words that never name a food on their own: "I ate too much", "had something", "25 min".
NOT_FOOD_WORDS = frozenset(
    {"much", "too", "lot", "lots", "something", "anything", "nothing", "everything", "stuff", "food", "it",
     "that", "this", "them", "more", "less", "enough", "well", "bit", "min", "mins", "minute", "minutes",
     "hour", "hours", "km", "miles", "mile", "time", "times", "day", "today", "one", "ones", "same", "usual",
     "again", "meal",
     # judgements said of a meal ("lunch was great")
     "great", "good", "bad", "amazing", "awesome", "ok", "okay", "fine", "terrible", "awful", "nice", "heavy",
     "light", "huge", "big", "small", "yummy", "tasty", "delicious", "healthy", "unhealthy", "late", "early",
     "quick", "fast", "slow", "fun", "boring", "perfect", "better", "worse", "best", "worst", "lovely",
     # story words of meal descriptions ("a sweet pick-me-up", "a nutritious start", "a long day")
     "sweet", "start", "long", "variety", "nutritious", "any", "size", "layer", "pick", "kick", "extra",
     "snack", "breakfast", "lunch", "dinner", "supper", "brunch",
     # where a meal came from ("from a local fast food restaurant", "from the school cafeteria")
     "restaurant", "restaurants", "cafeteria", "local", "chain", "store", "school", "menu", "section", "spot",
     "place", "kitchen", "shop", "diner", "favorite", "favourite",
     # measures and packaging said without their food ("savored every bit of that one piece", "a drink")
     "piece", "pieces", "packaged", "package", "drink", "drinks", "serving", "servings", "portion", "amount",
     "afterward", "afterwards",
    # what a description says about a food, never a food alone ("a hint of flavor", "a crunchy coating",
    # "measuring a cubic inch", "a bottle filled with water", "guilt free")
    "hint", "note", "flavor", "flavors", "flavour", "flavours", "flavored", "flavoured", "balance", "touch",
    "coating", "experience", "luxurious", "guilt", "free", "love", "nearby", "end", "cubic", "inch", "inches",
    "cubes", "convenient", "filled", "whole", "cup", "cups", "bottle", "container", "bag", "can", "dessert",
    "toppings", "combo", "assorted", "hot", "cold", "warm", "steaming", "second", "additional",
    # senses and textures ("a delightful aroma", "a nice crunch", "a classic taste", "a quick bite")
    "taste", "aroma", "scent", "smell", "crunch", "texture", "bite", "bites", "sip", "sips",
    # adjectives, places and containers said apart from their food ("bottled, unsweetened water", "bought
    # from a bakery", "a lighter option", "a warm bowl made from a packet", "a packaged mix")
    "bottled", "canned", "frozen", "bakery", "smooth", "fruity", "lighter", "packet", "packets", "bowl",
    "mix",
    # how a food was cut, cooked or kept, cut off from it ("a cup of cool, unsweetened water", "roasted and
    # salted peanuts", "5.3 oz of nonfat goodness")
    "cool", "roasted", "diced", "minced", "nonfat",
    # what a meal did for the eater ("a delightful combination", "some quiet time")
    "combination", "quiet", "fulfilling", "bubbly"}
)  # fmt: skip
