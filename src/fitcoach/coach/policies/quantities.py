"""Numbers with units, ranges and rates, extracted once for every policy.

The anchors each re-parsed numbers inside every policy and got it wrong in different ways (kg read
as lb, "1.5 kg" read as "5 kg", a bare "target of 150" treated as calories). Here one scanner finds
every `Quantity` in a message: its value (or range), its unit, and the period or time span it is
spread over, so each policy only decides what the quantity *means*.

Pure functions over normalised (lower-cased) text; nothing here raises on any input.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from fitcoach.coach.engine.numbers import TENS, UNITS
from fitcoach.coach.policies.dates import approximate_weeks_until, month_span_weeks, weeks_since, weeks_until
from fitcoach.coach.policies.text import clause_before, sentence_after, sentence_before
from fitcoach.core.units import KG_PER_LB


class Unit(StrEnum):
    KCAL = "kcal"
    KG = "kg"
    GRAM = "g"


class Period(StrEnum):
    DAY = "day"
    WEEK = "week"
    FORTNIGHT = "fortnight"
    MONTH = "month"


# Exact conversion factors: the stone of 14 international pounds; the thermochemical calorie
# (1 kcal = 4.184 kJ), as used on food labels.
KG_PER_STONE = 14 * KG_PER_LB
KJ_PER_KCAL = 4.184
# Calendar averages, so "10 kg in a month" and "2 kg a month" give the same weekly rate.
DAYS_PER_WEEK = 7.0
WEEKS_PER_MONTH = 365.25 / 12 / 7
HOURS_PER_DAY = 24.0

_UNIT_WORDS: dict[str, tuple[Unit, float]] = {
    "kcal": (Unit.KCAL, 1.0),
    "kcals": (Unit.KCAL, 1.0),
    "kilocalories": (Unit.KCAL, 1.0),
    "kilocalorie": (Unit.KCAL, 1.0),
    "calories": (Unit.KCAL, 1.0),
    "calorie": (Unit.KCAL, 1.0),
    "cals": (Unit.KCAL, 1.0),
    "cal": (Unit.KCAL, 1.0),
    # Spanish mixed into English: "1000 calorías diarias", "15 libras"
    "calorías": (Unit.KCAL, 1.0),
    "calorias": (Unit.KCAL, 1.0),
    "kj": (Unit.KCAL, 1 / KJ_PER_KCAL),
    "mj": (Unit.KCAL, 1000 / KJ_PER_KCAL),
    "kilojoule": (Unit.KCAL, 1 / KJ_PER_KCAL),
    "megajoule": (Unit.KCAL, 1000 / KJ_PER_KCAL),
    "megajoules": (Unit.KCAL, 1000 / KJ_PER_KCAL),
    "kilojoules": (Unit.KCAL, 1 / KJ_PER_KCAL),
    "kg": (Unit.KG, 1.0),
    "kgs": (Unit.KG, 1.0),
    "kilo": (Unit.KG, 1.0),
    "kilos": (Unit.KG, 1.0),
    "kilogram": (Unit.KG, 1.0),
    "kilograms": (Unit.KG, 1.0),
    "lb": (Unit.KG, KG_PER_LB),
    "lbs": (Unit.KG, KG_PER_LB),
    "pound": (Unit.KG, KG_PER_LB),
    "pounds": (Unit.KG, KG_PER_LB),
    "libras": (Unit.KG, KG_PER_LB),
    "st": (Unit.KG, KG_PER_STONE),
    "stone": (Unit.KG, KG_PER_STONE),
    "stones": (Unit.KG, KG_PER_STONE),
    "g": (Unit.GRAM, 1.0),
    "grams": (Unit.GRAM, 1.0),
    "gram": (Unit.GRAM, 1.0),
    "gr": (Unit.GRAM, 1.0),
}

_WORD_UNIT = (
    r"(?:(?:" + "|".join(TENS) + r")(?:[- ](?:" + "|".join(list(UNITS)[1:10]) + r"))?"
    r"|" + "|".join(sorted(UNITS, key=len, reverse=True)) + r")"
)
# "twelve hundred", "one thousand two hundred", "two thousand five hundred and fifty", "one and a half"
_WORD_NUMBER = (
    _WORD_UNIT + r"(?: hundred| thousand)?(?:(?: and)? " + _WORD_UNIT + r"(?: hundred)?)*"
    r"(?: and (?:a )?half)?"
)
# Digits with optional thousands separators and decimals ("1,200", "1.5", "0.5"), "1k", a word
# number ("twelve hundred"), or the article in "a pound a week" / "half a kilo".
_NUMBER = (
    r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:k(?![a-z]))?"
    r"|\b" + _WORD_NUMBER + r"\b"
    # "a thousand calories", "a thousand two hundred"
    r"|\ban? (?:hundred|thousand)(?:(?: and)? " + _WORD_UNIT + r"(?: hundred)?)*\b"
    # "a couple of pounds a week" (of a weight only: "1,500 kcal for a couple of weeks" is no total)
    r"|\ba couple of(?= (?:pounds?|lbs?|kgs?|kilos?|stone)\b)|\bhalf an?\b|\ban?\b"
)
_UNIT = r"(?:" + "|".join(sorted(_UNIT_WORDS, key=len, reverse=True)) + r")"
_QUANTITY_RE = re.compile(
    r"(?P<low>" + _NUMBER + r")(?:\s*(?:-|–|to)\s*(?P<high>" + _NUMBER + r"))?"
    # "700-ish cals": a figure hedged with "-ish" keeps its unit
    r"\s*-?\s*(?:ish\s*)?"
    # "a full stone", "a good 5 kg", "a whole kilo": the size stressed
    r"(?:(?<=\ba )(?:full|whole|good|solid|clear)\s+|(?<=\d )(?:good|solid|full)\s+)?"
    r"(?P<unit>" + _UNIT + r")(?![a-z])"
    # "a stone and a half": half a unit more
    r"(?P<and_half>\s+and a half\b)?"
    # "9st 10", "11 stone 4lb": pounds more, not the figure of something else ("2 stone 4 weeks ago",
    # "12 stone 5'6")
    r"(?:(?:(?<=st)|(?<=stone)|(?<=stones))\s*(?:and\s+)?(?P<and_pounds>(?:1[0-3]|\d)(?:\.\d)?)"
    r"(?:\s*(?:lbs?|pounds?)\b)?"
    r"(?![\d.']|\s*(?:kg|kilos?|st|stone|%|weeks?|wks?|days?|months?|years?|yrs?|x|reps?|sets?|km|miles?|k\b"
    r"|cm|ft|feet|in\b|inch|hours?|hrs?|mins?|minutes|am|pm|times|kids|children)))?"
)
# A unit said as one of itself, opening its clause or after a loss verb, with the span it is for: "stone in
# a fortnight, doable?", "lose stone by xmas". Not "kidney stone", "pound the pavement in a week".
_BARE_UNIT_RE = re.compile(
    r"(?:^|[.!?;:,]\s*|\b(?:lose|drop|shed|cut)\s+)(?P<unit>stone|kilo|pound)"
    r"(?=\s+(?:off\s+|gone\s+)?(?:in|within|by|before|over)\b)"
)
# Words that may sit between a quantity and its rate or deadline: "2 kg of fat a week", "6 kg lighter
# by new year", "12 kg gone in january", "15 lb off you this month".
_FILLER_RE = re.compile(
    r"^\s*(?:of (?:body ?)?(?:fat|weight)|lighter|off(?: (?:you|me|him|her|them))?|down|more|gone|in total"
    r"|on the scales?"
    r"|total|(?:weight |fat )?loss"
    # "10 kg each in 30 days"
    r"|each(?! (?:week|wk|day|night|month|fortnight))|apiece|per person|a head)\b"
)
# Of a body weight only: "6kg to cut in 10 days" (not "500 cals to cut a day", a deficit).
# ... and "15 kg reduce within 6 weeks", the verb after the amount as some write it.
# ... and "1.5 kg coming off every week", "2 lb dropping off a week", "a kilo lost per week".
_WEIGHT_FILLER_RE = re.compile(
    r"^\s*(?:to (?:lose|cut|drop|shed|take off|get off)|(?:reduce|lose|drop)"
    r"|(?:coming|came|dropping|falling|fell|melting|melted|flying|flew|going|lost|dropped|shed"
    r"|gone)(?: off)?)\b"
)
_PERIOD_WORDS = r"(?P<period>day|week|wk|fortnight|month|mo|night)"
_RATE_RE = re.compile(
    # not "a week ago", a time, not a rate
    r"^\s*(?:(?:a|an|per|each|every|/|a\s+single|every\s+single|each\s+and\s+every)\s*"
    + _PERIOD_WORDS
    + r"\b(?!\s*ago\b)"
    r"|(?P<adverb>daily|weekly|monthly|nightly)\b)"
)
_SPAN_RE = re.compile(
    r"^\s*(?:(?:in|within|over|inside|in just|in only|in the next|over the next|in the first|over the first"
    r"|over these|in these|within these|every|each|per)\s+"
    r"(?:(?:a|an|one|the next)\s+|(?P<count>" + _NUMBER + r")\s*)|(?:this|next|the coming|last|the past)\s+"
    # "lost 4kg in the first week of my cut", "4-5 kg off in your first week"
    r"|(?:in|over|during) (?:the|your) first\s+"
    # "lose 6kg in the week before weigh-in", "5 kg in the fortnight before your embryo transfer"
    r"|in the (?:last |final )?(?=(?:week|fortnight|month) before\b)"
    # "lose 8 kilos during the month" (of Ramadan, say)
    r"|(?:during|over|across|throughout|in) (?:the|that) (?=month\b))"
    # "24h": an hour only after its count
    r"(?P<span_unit>hours|hour|hrs|hr|(?<=\d)h|day|days|week|weeks|wk|wks|month|months|fortnight)\b"
)
# A programme named before the loss it promises: "a 14 day water fast to lose 10 kg".
_PROGRAMME_SPAN_RE = re.compile(
    r"\b(?P<count>" + _NUMBER + r")[- ]?(?P<span_unit>day|week|wk|month)s?[- ]"
    r"(?:\w+ ){0,2}(?:fast|fasting|diet|cleanse|detox|challenge|plan|programme|program|cut|juice)\b"
    r"(?=[^.!?;\n]*$)"
)
# "1000 cals for 3 weeks so I can drop 8kg": a span, then the loss it is for.
_SPAN_BEFORE_LOSS_RE = re.compile(
    r"\b(?:for|over) (?:the next |the )?(?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>hours?|hrs?|days?|weeks?|wks?|months?|fortnights?)\s+"
    # "skip food for the 48 hours beforehand and you'll easily drop the last 2 kg"
    r"(?:(?:beforehand|before(?: it| that| then)?|prior)\s+)?"
    r"(?:so (?:that )?i can|so i|to|in order to"
    r"|and(?: (?:you'll|you will|you can|you|i'll|i will|i can))?)\s+"
    r"(?:\w+ )?(?:lose|drop|shed|cut|get rid of|take off)\s+(?:another |about |around |the (?:last |final )?"
    r"|an? )?$"
)
# ... or a goal for a span, named before the amount: "a good goal for the next month is 8 kg".
_GOAL_FOR_SPAN_RE = re.compile(
    r"\b(?:goal|target|aim)s? (?:for|over) (?:the next |the coming |this |the )?(?:(?:a|an|one)\s+|(?P<count>"
    + _NUMBER
    + r")\s*)?(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\s+(?:is|should be|of|:)\s+"
    r"(?:about |around |roughly )?$"
)
# ... or a span opening the sentence, then the loss wanted in it: "in 3 weeks i need to lose 5kg", "in 2 weeks
# I wanna be 5kg lighter".
_OPENING_SPAN_RE = re.compile(
    r"(?:^|[.!?;]\s*)(?:in|within|over) (?:the next |the coming )?(?:(?:a|an|one)\s+|(?P<count>"
    + _NUMBER
    + r")\s*)(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)(?: from now| time)?,?\s+(?:i|we)"
    r" (?:really |just )?(?:need|want|wanna|have|gotta|got|hope|hoping|plan|planning|aim|aiming|would like"
    r"|'d like)(?: to)? (?:be |lose |drop |shed |cut |get |have )?(?:about |around |another )?$"
)
# ... or asked about before the amount is said: "how many kgs can i drop in 7 days for the weigh in, need 4
# gone".
_ASKED_SPAN_BEFORE_LOSS_RE = re.compile(
    r"\b(?:drop|lose|shed|cut|get rid of|take off)\s+(?:in|within)\s+(?:(?:a|an|one)\s+|(?P<count>"
    + _NUMBER
    + r")\s*)(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b[^.!?]{0,50}"
    r"\b(?:need|want|have to|gotta|got to)\s+(?:about |around |another )?$"
)
# A deadline later in the sentence than the amount: "lose 10 lbs, hopefully by friday", "lose 7 kg
# before my cousin's wedding next saturday", "goal 58 kg, deadline is valentine's day", "date: 1 jan",
# "4 kg over and the weigh-in is on friday".
_LATER_DEADLINE_RE = re.compile(
    r"\b(?:by|before|until|till|til|for|deadline|date|weigh[- ]?in|fight|bout)\b"
    r"(?P<rest>[^.!?;\n]{0,50})"
    r"|(?P<bare>^\W{0,3}next (?:week|month)\b)"
)
# "lighter by then", "off before that": the deadline was named earlier in the message.
_BACK_REFERENCE_RE = re.compile(
    r"^\s*(?:of (?:body ?)?(?:fat|weight) |lighter |off |down |gone )?(?:by|before|until|till) "
    r"(?:then|that|that day|it)\b"
)
# An ordinal's "st" glued to its number: "1st", "21st", "31st" (but "11st" is eleven stone).
_ORDINAL_ST = re.compile(r"(?<!1)1st$")
# What may follow a weight said without its unit: the end of a clause, or the span or deadline it is for.
# "need to be 74 to lift in the 74s": the event it is for.
_AFTER_UNITLESS_WEIGHT = (
    r"(?=\s*(?:$|[.,!?;]|(?:in|by|before|for|over|within|this|next|until|till|on the scales?|on stage)\b"
    r"|to (?:lift|fight|compete|box|wrestle|row|race|ride|play|make (?:weight|the)|weigh in|step on)\b"
    # what it is for: "want to lose 7 so i fit the size 8 dress"
    r"|so (?:that )?(?:i|i'll|i can|we|we'll|it)\b))"
)
# "I'm 65 now", "currently 62", "wrestler, 165 rn": the user's weight, in the unit the message uses elsewhere.
# "I'm 122 and ..." is a weight too: a three-digit number is nobody's age, where "I'm 45 and" may be one.
_UNITLESS_BODYWEIGHT_RES = (
    re.compile(
        r"\b(?:i'm|i am|im|i weigh|weighing|currently|sitting at|hovering (?:at|around)|weighed(?: in at)?"
        r"|walking (?:a)?round at|i'm at|im at"
        r"|scales? (?:said|says|showed|shows|read|reads))\s+(?:about |around |roughly )?"
        r"(?P<amount>\d{2,3}(?:\.\d)?)"
        r"(?=\s*(?:now|rn|right now|atm|currently|at the moment|this morning|today|$|[.,!?;])"
        r"|(?<=\d{3})\s+(?:and|but)\b"
        # a two-figure weight, told by the lower one needed after it: "im 84 and need to be 73"
        r"|\s+and (?:need|want|have|gotta|got|hoping|trying) to (?:be|get|make|hit|weigh)\b)"
    ),
    re.compile(r"(?:^|[,;:]\s*)(?P<amount>\d{2,3}(?:\.\d)?)\s*(?:rn|right now|atm)\b"),
)
# Words that put a weight to reach before it: "hit 62", "goal weight: 60", "need to be 52".
# "want to be under 85", "stage weight is 82".
_UNITLESS_GOAL_VERBS = (
    r"(?:hit|reach|get to|get down to|make|(?:goal|stage|show|comp|fight|target) weight(?: is| of|:)?"
    r"|(?:goal|target)(?: is| of|:)?"
    # a class's limit to make: "weigh-in 12 december, limit 72.5"
    r"|(?<=, )(?:weight |class |weigh-?in )?limit(?: is| of|:)?"
    r"|(?:want to|wanna|need to|trying to|try to|hoping to|hope to|like to|love to|aim to|plan to|have to"
    r"|going to|wants to|needs to|has to|is trying to|is hoping to) be"
    # a diet's purpose: "doing 1000 cals a day to be 85 by end of december"
    r"|(?<=a day )to be|(?<=cutting )to be|(?<=diet )to be"
    # "im 84kg and want 80 by the 23rd", "54kg, need 51.5 for saturday's ride", "65kg now, want 58 by ..."
    r"|(?<=i )(?:want|need)|(?<=and )(?:want|need)|(?<=, )(?:need|want)|^need"
    # the weight a plan is to bring: "stick me on 800 a day so I'm 85 by New Year's Day"
    r"|(?:so|till|until|til) (?:i'm|i am|im)"
    # "want to see 90 on the scale", "want to be back at 64", "step on stage at 80"
    r"|(?:want to|wanna|need to|hoping to|hope to|like to|love to) see|be back (?:at|to|down to)"
    r"|step on (?:stage|the scales?) at|walk (?:across|on(?:to)?) (?:that |the )?stage at"
    # "i'm 88 kilo, aiming for 78"
    r"|(?:aiming|aim|shooting) for"
    # a coach's number for the writer: "the rugby coach wants me at 75 to play wing"
    r"|(?:wants?|wanted|needs?|needed) me (?:at|to be(?: at)?|to get (?:down )?to|down to))"
    r"(?: under| below| sub)?"
)
# "got 3 weeks", "only 10 days left": the time there is.
# ... or said as the next sentence: "12 kilos off before my swing ends? 4 weeks left".
_TIME_LEFT_RE = re.compile(
    r"(?:\b(?:got|have|only|just)\s+|(?<=[.!?;] )(?=[^.!?;\n]{0,20}\b(?:left|to go)\b))"
    r"(?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)(?=\s*(?:left|to go|till|until|before|$|[.!,;]))"
)
_NEXT_SENTENCE_RE = re.compile(r"[^.!?;\n]*[.!?;\n]+([^.!?;\n]*)")
_GOAL_BEFORE_RE = re.compile(rf"\b(?:{_UNITLESS_GOAL_VERBS})\s+(?:about |around |roughly )?$")
# A weight class to make: "need to make the 93s", "cutting to the 66s", "need to be in the 74s".
WEIGHT_CLASS_BEFORE = (
    r"\b(?:make|making|cut(?:ting)? (?:down )?to|get (?:down )?(?:in)?to|fight at|compete (?:at|in)"
    r"|lift in|be in) the"
)
_WEIGHT_CLASS = WEIGHT_CLASS_BEFORE + r" (?P<class>\d{2,3})s\b"
# "I'm 70kg and want to hit 62 before christmas", "need to make 57 for nationals": a weight to reach, in the
# message's unit.
_UNITLESS_GOAL_RE = re.compile(
    rf"\b(?:{_UNITLESS_GOAL_VERBS})\s+(?:about |around |roughly )?(?P<amount>\d{{2,3}}(?:\.\d+)?)"
    + _AFTER_UNITLESS_WEIGHT
    + r"|"
    + _WEIGHT_CLASS
)
# "I'm 200 lbs and want to lose 30 of it in 6 weeks": an amount, or a weight to reach, in the message's unit.
_UNITLESS_LOSS_RE = re.compile(
    r"\b(?:lose|losing|drop|dropping|shed|shedding|take off|get rid of|" + _UNITLESS_GOAL_VERBS + r")\s+"
    r"(?:another |the other |about |around |roughly |at least )?"
    # a boxing class named before its limit: "want to be at cruiser 90.7"
    r"(?:at (?:(?:cruiser|light[- ]?heavy|middle|super[- ]middle|welter|light|feather|bantam|fly)"
    r"(?:weight)? )?)?"
    r"(?P<amount>\d{1,3}(?:\.\d+)?|\b" + _WORD_NUMBER + r"\b)"
    # "want 10 of it gone in the next month"
    r"(?: (?:of it|of that|of them|more))?(?: (?:gone|off|lost|shifted))?"
    + _AFTER_UNITLESS_WEIGHT
    + r"|"
    + _WEIGHT_CLASS
)
_WEIGHT_UNIT_WORDS = sorted(
    (word for word, (unit, _) in _UNIT_WORDS.items() if unit is Unit.KG), key=len, reverse=True
)
_WEIGHT_UNIT = r"(?:" + "|".join(_WEIGHT_UNIT_WORDS) + r")"
# "95 -> 90": an arrow from one weight to another.
_ARROW = r"(?:->|-->|=>|\u2192)"
# "95 to 90kg", "from 74 to 68kg", "90kg to 78kg", "75 kg -> 65 kg", "78 down to 70": a weight and the one
# it is to become. A range is said low to high ("20-30 lbs"); high to low, or after "from", it is a change.
_WEIGHT_CHANGE_RE = re.compile(
    rf"(?P<from>\bfrom\s+)?(?<![\d.,])(?P<current>\d{{2,3}}(?:\.\d+)?)\s*(?P<current_unit>{_WEIGHT_UNIT})?"
    r"\s*(?:to|down to|" + _ARROW + r")\s*(?:under |below |sub )?"
    rf"(?P<target>\d{{2,3}}(?:\.\d+)?)(?:\s*(?P<target_unit>{_WEIGHT_UNIT})(?![a-z])"
    rf"|{_AFTER_UNITLESS_WEIGHT}"
    # after "from", a pair is a change whatever follows it: "get from 84 to 74 and i want it to be fat"
    r"|(?(from)(?=\s+(?:and|but|so|asap|without|while)\b)|(?!)))"
)
# A weight class to make from a weight, named either way round: "make the 66kg class from 71 in 10 days",
# "from 73 to the -66 category by the trials".
_CLASS_NAMED = r"\s*(?:class|category|division|cat|s\b)"
_CLASS_NAMED_RE = re.compile(r"\d" + _CLASS_NAMED)
_CLASS_CHANGE_RES = (
    re.compile(
        WEIGHT_CLASS_BEFORE
        + rf" -?(?P<target>\d{{2,3}}(?:\.\d+)?)\s*(?P<target_unit>{_WEIGHT_UNIT})?"
        + _CLASS_NAMED
        + r"\s+(?P<from>from\s+)"
        + rf"(?P<current>\d{{2,3}}(?:\.\d+)?)\s*(?P<current_unit>{_WEIGHT_UNIT})?(?![a-z])"
    ),
    re.compile(
        rf"(?P<from>\bfrom\s+)(?P<current>\d{{2,3}}(?:\.\d+)?)\s*(?P<current_unit>{_WEIGHT_UNIT})?"
        r"\s*(?:to|down to|into) the -?"
        rf"(?P<target>\d{{2,3}}(?:\.\d+)?)\s*(?P<target_unit>{_WEIGHT_UNIT})?" + _CLASS_NAMED
    ),
)
# Measures other than bodyweight: a bare number in a sentence naming one is that measure ("resting heart rate
# from 72 to 55", "resting hr is currently 75"), never a weight in the message's unit.
_OTHER_MEASURE_RE = re.compile(r"\b(?:heart ?rates?|hr|bpm|resting|pulse|vo2(?: ?max)?|watts?|ftp)\b")
# Looser words, of the number's own clause only: "my 5k time from 28 to 22", not "... in time for xmas".
_OTHER_MEASURE_CLAUSE_RE = re.compile(
    r"\b(?:pace|(?<!\bin )(?<!\bon )(?<!same )(?<!this )(?<!that )(?<!next )(?<!by the )time|mins?|minutes?"
    r"|secs?|seconds?)\b"
)
# Said of the weight, earlier in the sentence, where no unit is named: "making weight, 78 down to 70 in 10
# days". Without it, "resting hr 78 down to 70" is no change of weight.
_WEIGHT_NAMED_RE = re.compile(
    r"\bweigh|\b(?:cut|cutting|make weight|making weight|bodyweight|scales?|class|category|division)\b"
)
# ... or the writer going from one to the other: "need to get from 84 to 74", "going 152 to 138 in 10 days",
# "can you get me from 110 to under 100".
_GOING_FROM_RE = re.compile(
    r"\b(?:get|go|going|come|coming|drop|dropping|move|get down)(?: (?:me|us|myself))?(?: from)?\s+$"
)
# "before thanksgiving, that's 6 weeks away", "8kg off, i've got a fortnight before the medical": the span the
# message itself counts.
_WEEKS_AWAY_RE = re.compile(
    r"^[^.!?;\n]{0,50}?\b(?P<count>"
    + _NUMBER
    + r")\s*(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\s+"
    r"(?:away|off|out|from now|to go|left|before|until|till|til)\b"
)
# Occasions a loss is aimed at, whose date may be named before the amount.
# Words that put a date or an event behind: "post christmas i want to lose 6kg over spring".
_PAST_MARKERS = ("post", "after", "since")
# Not one already past.
_EVENT_RE = re.compile(
    "".join(rf"(?<!{marker} )" for marker in _PAST_MARKERS)
    + r"\b(?:weigh[- ]?ins?|comps?|competition|wedding|holiday|trip|reunion|party|shoot|photoshoot|race"
    r"|show(?! (?:me|us|you|him|her|them)\b)|stage|casting"
    r"|fights?|bouts?|match|meet|operation|surgery|vacation|spring break|graduation|prom|cruise"
    r"|photos|birthday"
    r"|christmas|xmas|new year|easter|valentine'?s?|fitting|formals?|smokers?|trials?|tryouts?|regatta"
    r"|hogmanay|thanksgiving|burns night|bonfire night|winter break|christmas break|flight|flying"
    r"|(?:gets?|getting) married"
    r"|gala|recital|showcase|tournament|grading|selection|debs?|ball|hen do|stag do|honeymoon|festival"
    r"|audition|marathon|triathlon|sportive|ultra|10k|5k|season|game|camp|tour|(?:fitness |bleep |beep )?test"
    r"|assessment|retest|re-test"
    # a visit, a medical or a fight night: "bf visits in 2 weeks", "HGV medical in 3 weeks", "boxing night"
    r"|visits?|visiting|medical|boxing|interview|(?:first|big|hot) date"
    # a date said before the amount: "ibiza on 1 feb and I want to be 6 kilos lighter"
    r"|january|february|march|april|june|july|august|september|october|november|december"
    r"|jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b"
)
# "2 weeks til holiday", "3 weeks left": time counted down to the event the amount is for.
_COUNTDOWN_RE = re.compile(
    r"\b(?P<count>" + _NUMBER + r")\s*(?P<span_unit>hours?|hrs?|days?|weeks?|wks?|months?)\s+"
    r"(?:til|till|until|to go|before|left|away|out|to do it|to get there|to lose it|to shift it"
    # "2 days to weigh-in"
    r"|to (?=(?:the |my |our )?(?:weigh[- ]?in|comp|fight|show|race|wedding|holiday|meet|bout)))\b"
)
# "show is in 3 weeks and im still 20 lbs over": whatever is due in that time is what the amount is for.
_DUE_IN_RE = re.compile(
    r"\b(?:is|are|'s|'re)\s+(?:in|within)\s+(?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b"
)
# "Bali in 6 weeks. want to lose 12kg": a place or an occasion counted down as a sentence of its own.
_NAMED_IN_RE = re.compile(
    r"(?:^|[.!?]\s+)(?:[a-z']+ ){0,2}[a-z']+ (?:in|within) (?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\s*(?:[.!?:]|$)"
)
# "... i move to lisbon in 6 weeks", "moving to dubai in 3 weeks": something the writer does when the span is
# up.
_WRITER_DUE_IN_RE = re.compile(
    r"(?:\b(?:i|we)(?:'m|'re| am| are)? |(?:^|[.!?,]\s*))(?:move|moving|leave|leaving|fly|flying|start"
    r"|starting|go|going|get|getting|travel|travelling|traveling|head|heading|ship|shipping|deploy"
    r"|deploying|report|graduate"
    r"|graduating)\b(?: [\w']+){0,3}? (?:in|within) (?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b"
)
# "my fiance's back from his rotation in 3 weeks": someone's return counted down.
_RETURN_IN_RE = re.compile(
    r"(?:(?:'s|\bis|\bare|'re|\bgets?|\bcomes?) (?:back|home)|\b(?:returns?|returning|arrives?|arriving"
    r"|lands?|landing|flies (?:in|home)|coming home))\b(?: [\w']+){0,4}? (?:in|within) (?:(?:a|an|one)\s+"
    r"|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b"
)
# "need to drop two dress sizes by the 12th, so about 8 kg": the amount puts a number on a loss the sentence
# has already given a deadline.
ESTIMATE_BEFORE = re.compile(
    r"\b(?:so|thinking|that's|that is|which is|i reckon|i'd say|maybe|probably)\s*"
    r"(?:like |about |around |roughly |maybe )*$"
)
# "? like 2 weeks?", ". thinking like 5 weeks": the span as a short follow-up.
_FOLLOW_UP_SPAN_RE = re.compile(
    # (after a condition, too: "lose 10kg if they went all in. like 3 weeks?")
    r"^\s*(?:(?:if|when) [^.!?]{0,40})?[?.!,]+\s*(?:i'm |im )?(?:thinking |hoping |maybe |like |say |in"
    r" |within |over |about |around |ideally |preferably |hopefully |realistically )*"
    # "? photos in 3 weeks": the occasion may come first
    r"(?:(?:\w+ )?(?:wedding|photos?|holiday|shoot|comp|meet|weigh-?in|party|trip|prom|race|fight|show"
    r"|formal|reunion|ball|gala|date) (?:is |are )?(?:in|within) )?"
    r"(?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b"
)
# "? thinking end of january", ". hoping by the 20th": a deadline as a short follow-up.
_FOLLOW_UP_DEADLINE_RE = re.compile(
    r"^\s*[?.!,]+\s*(?:i'm |im )?(?:thinking|hoping|maybe|like|say)\s+(?:like |about |around |maybe )*"
    r"(?:by |before )?(?P<rest>(?!by\b|before\b)[^.!?;\n]{2,40})"
)
# Below this many units a weight is an amount to lose, above it more likely a bodyweight.
_LEAST_BODYWEIGHT = 30
_PERIOD_DAYS = {
    Period.DAY: 1.0,
    Period.WEEK: DAYS_PER_WEEK,
    Period.FORTNIGHT: 2 * DAYS_PER_WEEK,
    Period.MONTH: WEEKS_PER_MONTH * DAYS_PER_WEEK,
}


@dataclass(frozen=True)
class Quantity:
    """A number with a unit, in base units (kcal, kg, g), and what it is spread over.

    A weight to reach from another ("from 74 to 68 kg") keeps the one it starts from in `from_weight`. When
    the message names no unit at all ("165 rn, need to be 152 by saturday"), `unit_stated` is False and both
    stay in that unknown unit: only their ratio means anything.
    """

    low: float
    high: float
    unit: Unit
    start: int
    end: int
    period: Period | None = None
    span_weeks: float | None = None
    from_weight: float | None = None
    unit_stated: bool = True

    @property
    def weeks(self) -> float | None:
        """How many weeks the amount is spread over, when it is a rate or has a deadline."""
        days = self._days()
        return None if days is None else days / DAYS_PER_WEEK

    @property
    def per_day(self) -> tuple[float, float] | None:
        """The (low, high) amount per day, when the quantity is a rate."""
        days = self._days()
        if days is None:
            return None
        return self.low / days, self.high / days

    @property
    def per_week(self) -> tuple[float, float] | None:
        """The (low, high) amount per week, from a rate or a time span."""
        days = self._days()
        if days is None:
            return None
        return self.low / days * DAYS_PER_WEEK, self.high / days * DAYS_PER_WEEK

    def _days(self) -> float | None:
        if self.period is not None:
            return _PERIOD_DAYS[self.period]
        if self.span_weeks is not None and self.span_weeks > 0:
            return self.span_weeks * DAYS_PER_WEEK
        return None


def parse_number(token: str) -> float | None:
    """A number from digits ("1,200", "1.5", "2k") or words ("twelve hundred", "a", "half a")."""
    token = token.strip()
    if not token:
        return None
    if token[0].isdigit() or token[0] == ".":
        multiplier = 1000.0 if token.endswith("k") else 1.0
        try:
            return float(token.rstrip("k").replace(",", "")) * multiplier
        except ValueError:
            return None
    return _parse_word_number(token)


def _parse_word_number(words: str) -> float | None:
    if words in ("a", "an"):
        return 1.0
    if words.startswith("half"):
        return 0.5
    if words.startswith("a couple"):
        return 2.0
    # Thousands are banked as they close; "hundred" scales only the group being read: "one thousand two
    # hundred" is 1,000 + 2 x 100.
    total, group = 0.0, 0.0
    words_read = re.split(r"[- ]", words)
    for index, word in enumerate(words_read):
        if word in ("a", "an") and index == 0:
            group = 1  # "a thousand", "a hundred"; the "a" of "and a half" is not a count
        elif word in UNITS:
            group += UNITS[word]
        elif word in TENS:
            group += TENS[word]
        elif word == "hundred":
            group = (group or 1) * 100
        elif word == "thousand":
            total += (group or 1) * 1000
            group = 0
        elif word == "half":
            group += 0.5
    return total + group


_UNIT_ASKED_ABOUT_RE = re.compile(r"\bhow (?:many|much) (?P<unit>" + _WEIGHT_UNIT + r")\b")


def extract_quantities(text: str, today: date) -> list[Quantity]:
    """Every number-with-unit in `text` (already normalised), with its rate or span if stated."""
    quantities: list[Quantity] = []
    weight_factor: float | None = None
    for match in _QUANTITY_RE.finditer(text):
        quantity = _quantity_from_match(match, text, today)
        if quantity is not None:
            quantities.append(quantity)
            if quantity.unit is Unit.KG and weight_factor is None:
                weight_factor = _UNIT_WORDS[match["unit"]][1]
    if weight_factor is None:
        # a unit asked about, with the amount said bare: "how many kgs can i drop in 7 days, need 4 gone"
        asked = _UNIT_ASKED_ABOUT_RE.search(text)
        weight_factor = _UNIT_WORDS[asked["unit"]][1] if asked else None
    changes = _weight_changes(text, today, weight_factor)
    # "95 to 90kg" is a change, not the range of an amount
    quantities = [quantity for quantity in quantities if not _inside_any(quantity, changes)] + changes
    quantities.extend(_bare_units(text, today, quantities))
    if weight_factor is not None:
        quantities.extend(_unitless_losses(text, today, weight_factor, quantities))
    else:
        quantities.extend(_unstated_unit_goals(text, today, quantities))
    return sorted(quantities, key=lambda quantity: quantity.start)


def _inside_any(quantity: Quantity, others: list[Quantity]) -> bool:
    return any(other.start <= quantity.start < other.end for other in others)


def _quantity_from_match(match: re.Match[str], text: str, today: date) -> Quantity | None:
    unit, factor = _UNIT_WORDS[match["unit"]]
    low = parse_number(match["low"])
    high = parse_number(match["high"]) if match["high"] else low
    if low is None or high is None:
        return None
    if match["low"] in ("a", "an") and unit is not Unit.KG:
        # "a calorie" / "a gram" is idiom, not a quantity; "a pound a week" is one.
        return None
    if match["unit"] == "st" and _ORDINAL_ST.search(text[match.start() : match.end()]):
        # "December 31st", "the 1st": an ordinal, not stone
        return None
    if match["high"] and 0 < low < high / 10:
        # "12-1300 calories" is 1,200 to 1,300: the low end says only its leading digits
        low *= 10 ** (len(str(int(high))) - len(str(int(low))))
    if match["and_half"]:
        low, high = low + 0.5, high + 0.5
    pounds = _extra_pounds(match)
    low, high = sorted((low * factor + pounds, high * factor + pounds))
    return _spread(low, high, unit, match.start(), match.end(), text, today)


def _extra_pounds(match: re.Match[str]) -> float:
    """The pounds said after stone ("9st 10"), in kg."""
    if not match["and_pounds"] or _UNIT_WORDS[match["unit"]][1] != KG_PER_STONE:
        return 0.0
    return float(match["and_pounds"]) * KG_PER_LB


def _unitless_losses(text: str, today: date, factor: float, found: list[Quantity]) -> list[Quantity]:
    """Weights stated without a unit in a message that names one elsewhere: "I'm 200 lbs and want to
    lose 30 of it in 6 weeks" loses 30 lb; "6 kilos lighter. I'm 65 now" weighs 65 kg."""
    losses = []
    for match in [*_UNITLESS_LOSS_RE.finditer(text), *_unitless_bodyweights(text)]:
        group = "class" if match.groupdict().get("class") else "amount"
        amount = parse_number(match[group])
        if amount is None or _is_read(match, found):
            continue
        if _names_other_measure(text, match.start(group), match.end()):
            continue
        losses.append(
            _spread(amount * factor, amount * factor, Unit.KG, match.start(group), match.end(), text, today)
        )
    return losses


def _bare_units(text: str, today: date, found: list[Quantity]) -> list[Quantity]:
    """ "stone in a fortnight": one of the unit, when the span it is for follows it."""
    units = []
    for match in _BARE_UNIT_RE.finditer(text):
        start = match.start("unit")
        if any(quantity.start <= start < quantity.end for quantity in found):
            continue
        factor = _UNIT_WORDS[match["unit"]][1]
        unit = _spread(factor, factor, Unit.KG, start, match.end(), text, today)
        if unit.span_weeks is not None or unit.period is not None:
            units.append(unit)
    return units


def _is_read(match: re.Match[str], found: list[Quantity]) -> bool:
    """Whether the number `match` found is part of a quantity already read."""
    return any(quantity.start <= match.start("amount") < quantity.end for quantity in found)


def _unitless_bodyweights(text: str) -> Iterator[re.Match[str]]:
    for pattern in _UNITLESS_BODYWEIGHT_RES:
        for match in pattern.finditer(text):
            if not _names_other_measure(text, match.start("amount"), match.end()):
                yield match


# A race time, a lift or a count whose figure this is, named right before it ("5k target is 25", "squat goal
# is 80") or after it ("goal is 100 for my deadlift", "35 to race as a vet"); not the event a weight is for
# ("need to be 70 for my marathon").
_MEASURE_OWNS_BEFORE_RE = re.compile(
    r"\b(?:\d+ ?k|parkrun|marathon|half|squat|deadlift|bench|total|push ?-?ups?|pull ?-?ups?|speed|ftp|pb|pr"
    r"|vo2(?: ?max)?)(?: (?:\w+ )?(?:time|goal|target|pace|pb|pr))?(?: (?:is|of|to|from|at|=|:))?"
    r"(?: (?:sub|under|below))? ?$"
)
_MEASURE_OWNS_AFTER_RE = re.compile(
    r"^\s*(?:(?:for|on|in) (?:my|the|a) (?:deadlift|squat|bench|total|push ?-?ups?|pull ?-?ups?)\b"
    r"(?! (?:comp|competition|meet|day|show)\b)"
    r"|to (?:race|compete|run|ride) as an? (?:vet|veteran|master)\b)"
)


_UNDER_BEFORE_RE = re.compile(r"\b(?:under|sub|below) $")
_RACE_AFTER_RE = re.compile(r"^\s*(?:for|in|at) (?:the|my|a) (?:\d+ ?k|parkrun|marathon|half|10 ?miler?)\b")


def _names_other_measure(text: str, start: int, end: int) -> bool:
    """Whether the sentence around a bare number from `start` to `end` names a measure other than
    bodyweight ("resting hr is currently 75"), which the number then is."""
    if _OTHER_MEASURE_RE.search(sentence_before(text, start) + " " + sentence_after(text, end)):
        return True
    if _MEASURE_OWNS_BEFORE_RE.search(text[max(0, start - 40) : start]) or _MEASURE_OWNS_AFTER_RE.match(
        text[end : end + 40]
    ):
        return True
    # "want to be under 50 for the 10k": a time to beat
    if _UNDER_BEFORE_RE.search(text[max(0, start - 10) : start]) and _RACE_AFTER_RE.match(
        text[end : end + 30]
    ):
        return True
    clause = clause_before(text, start) + " " + re.split(r"[,:]|\bbut\b", sentence_after(text, end))[0]
    return _OTHER_MEASURE_CLAUSE_RE.search(clause) is not None


def _unstated_unit_goals(text: str, today: date, found: list[Quantity]) -> list[Quantity]:
    """Weights to reach in a message that names no unit at all: "165 rn and need to be 152 for the match
    saturday". The unit is unknown, but it is the unit of the weight the user is at, so each goal keeps that
    weight as `from_weight` and the share of bodyweight to lose is known."""
    current = next((match for match in _unitless_bodyweights(text) if not _is_read(match, found)), None)
    if current is None:
        return []
    goals = []
    for match in _UNITLESS_GOAL_RE.finditer(text):
        group = "amount" if match["amount"] else "class"
        target = float(match[group])
        if target < _LEAST_BODYWEIGHT or _is_read(match, found):
            continue
        if _names_other_measure(text, match.start(group), match.end()):
            continue
        goal = _spread(target, target, Unit.KG, match.start(group), match.end(), text, today)
        goals.append(replace(goal, from_weight=float(current["amount"]), unit_stated=False))
    return goals


def _weight_changes(text: str, today: date, message_factor: float | None) -> list[Quantity]:
    """Weights to go from and to ("from 74 to 68kg in 3 weeks"): each is its target, with `from_weight`."""
    matches = [
        match for pattern in (_WEIGHT_CHANGE_RE, *_CLASS_CHANGE_RES) for match in pattern.finditer(text)
    ]
    changes = (_weight_change(match, text, today, message_factor) for match in matches)
    return [change for change in changes if change is not None]


def _weight_change(
    match: re.Match[str], text: str, today: date, message_factor: float | None
) -> Quantity | None:
    current, target = float(match["current"]), float(match["target"])
    if not match["from"] and current <= target:
        return None  # "20 to 30 lbs" is a range
    unit_word = match["target_unit"] or match["current_unit"]
    if not unit_word and _names_other_measure(text, match.start("current"), match.end()):
        return None  # "resting heart rate from 72 to 55": a bare pair in a sentence of another measure
    # a bare number takes the unit the message names elsewhere ("i'm 80kg, want to go from 80 to 70 by june")
    factor = _UNIT_WORDS[unit_word][1] if unit_word else message_factor
    if factor is None and not _said_as_a_weight_change(text, match.start(), match.group()):
        return None
    scale = 1.0 if factor is None else factor
    if min(current, target) * scale < _LEAST_BODYWEIGHT:
        return None  # "from 40 to 30 lbs" of a load, not a bodyweight
    goal = _spread(target * scale, target * scale, Unit.KG, match.start("current"), match.end(), text, today)
    if goal.span_weeks is None and goal.period is None:
        goal = replace(goal, span_weeks=_span_earlier_in_sentence_weeks(text, match.start()))
    return replace(goal, from_weight=current * scale, unit_stated=factor is not None)


# A span said earlier in the sentence of a change from one weight to another: "drop a weight class in 5 weeks,
# 66 down to 59".
_SPAN_IN_SENTENCE_RE = re.compile(
    r"\b(?:in|within|over|inside) (?:the next )?(?:(?:a|an|one)\s+|(?P<count>" + _NUMBER + r")\s*)"
    r"(?P<span_unit>days?|weeks?|wks?|months?|fortnights?)\b"
)


def _span_earlier_in_sentence_weeks(text: str, start: int) -> float | None:
    spans = list(_SPAN_IN_SENTENCE_RE.finditer(sentence_before(text, start)))
    return counted_weeks(spans[-1]) if spans else None


_ARROW_RE = re.compile(_ARROW)


def _said_as_a_weight_change(text: str, start: int, pair: str) -> bool:
    """Whether a bare `pair` of numbers at `start` is a weight change: the sentence names weighing or a cut,
    the writer is going from one to the other, an arrow points from one to the other ("200 -> 180 by new
    year's"), or one is a weight class ("make the 93s from 99")."""
    going = (
        _GOING_FROM_RE.search(text[max(0, start - 12) : start])
        or _ARROW_RE.search(pair)
        or _CLASS_NAMED_RE.search(pair)
    )
    return going is not None or _WEIGHT_NAMED_RE.search(sentence_before(text, start)) is not None


def _spread(low: float, high: float, unit: Unit, start: int, end: int, text: str, today: date) -> Quantity:
    """The quantity with the rate or time span that follows it in `text`."""
    near, following = text[end : end + 60], text[end : end + 80]
    tail = _FILLER_RE.sub("", near, count=1)
    if unit is Unit.KG:
        tail = _WEIGHT_FILLER_RE.sub("", tail, count=1)
    period = _rate_period(tail)
    span_weeks = None if period is not None else _span_weeks(tail, today, following)
    if period is None and span_weeks is None and unit is Unit.KG:
        # Only body weight: "eat 1,500 calories until Christmas" is not 1,500 kcal spread over weeks.
        span_weeks = (
            _weeks_since_a_loss_began(text, start, today)
            or _later_deadline_weeks(following, today)
            or _follow_up_span_weeks(tail, today)
            or _earlier_deadline_weeks(text, start, end, today)
            or _restated_deadline_weeks(text, start, today)
            or _event_span_weeks(text, start, today)
            # a bounded window: a programme is named just before its promise, and the scan stays linear
            or _programme_weeks(text[max(0, start - 80) : start])
            or _span_before_loss_weeks(text, start)
            or _goal_due_later_weeks(text, start, end, today)
            or _event_dated_next_weeks(text, end, today)
            or approximate_weeks_until(tail, today)
            or _gain_undone_weeks(text, end, today)
        )
    return Quantity(low=low, high=high, unit=unit, start=start, end=end, period=period, span_weeks=span_weeks)


def _rate_period(tail: str) -> Period | None:
    rate = _RATE_RE.match(tail)
    if rate is None:
        return None
    word = rate["period"] or rate["adverb"]
    if word.startswith(("day", "night", "daily", "nightly")):
        return Period.DAY
    if word.startswith(("week", "wk")):
        return Period.WEEK
    if word.startswith("fortnight"):
        return Period.FORTNIGHT
    return Period.MONTH


# A week named, not counted: "cut from 77 to 70 in fight week". (Not "overnight": a loss overnight is water,
# which the eating-disorder policy judges.)
_NAMED_WEEK_RE = re.compile(
    r"^\s*(?:in|during|over|for|across) (?:the )?(?:fight week|weigh-?in week|comp week|week of the fight)\b"
)


def _span_weeks(tail: str, today: date, following: str) -> float | None:
    """The span `tail` opens ("in 6 weeks", "by Christmas", "in fight week"); a count the sentence gives
    ("that's 6 weeks away") outranks the calendar."""
    span = _SPAN_RE.match(tail) or _WEEKS_AWAY_RE.match(following)
    if span is not None:
        return counted_weeks(span)
    if _NAMED_WEEK_RE.match(tail):
        return 1.0
    return weeks_until(tail, today) or month_span_weeks(tail, today)


def span_opening_weeks(tail: str, today: date) -> float | None:
    """The weeks of the span or deadline that opens `tail`: "in 6 weeks", "by Christmas", "in December"."""
    return _span_weeks(tail, today, "")


def counted_weeks(span: re.Match[str]) -> float | None:
    """The weeks a span match counts with its `count` and `span_unit` groups ("6 weeks"; "a month" is one)."""
    count = parse_number(span["count"]) if span["count"] else 1.0
    return None if count is None else _in_weeks(count, span["span_unit"])


def _in_weeks(count: float, span_unit: str) -> float:
    """`count` hours ("hrs"), days, weeks ("wk"), fortnights or months, in weeks."""
    if span_unit.startswith("h"):
        return count / (DAYS_PER_WEEK * HOURS_PER_DAY)
    if span_unit.startswith("day"):
        return count / DAYS_PER_WEEK
    if span_unit.startswith("w"):
        return count
    if span_unit.startswith("fortnight"):
        return count * 2
    return count * WEEKS_PER_MONTH


def _later_deadline_weeks(tail: str, today: date) -> float | None:
    for deadline in _LATER_DEADLINE_RE.finditer(tail):
        if deadline["bare"]:
            return weeks_until("by " + deadline["bare"], today)
        # The date may follow the event it names: "before the party on the 19th", "for my wedding next
        # saturday".
        weeks = first_deadline_weeks(deadline["rest"], today)
        if weeks is not None:
            return weeks
    return None


def _counted_span_weeks(phrase: str) -> float | None:
    """ "in 4 weeks" inside a deadline ("by my holiday in 4 weeks")."""
    span = _SPAN_RE.match(phrase)
    if span is None or not phrase.startswith(("in ", "within ")):
        return None
    return counted_weeks(span)


# Programmes whose names give their length: "75 hard starts monday and my goal is 30 lbs gone by the end of
# it".
_NAMED_PROGRAMME_WEEKS = {"75hard": 75 / DAYS_PER_WEEK, "whole30": 30 / DAYS_PER_WEEK}
_NAMED_PROGRAMME_RE = re.compile(r"\b(?P<name>75 ?hard|whole30)\b(?=[^.!?;\n]*$)")


def _programme_weeks(before: str) -> float | None:
    named = _NAMED_PROGRAMME_RE.search(before)
    if named is not None:
        return _NAMED_PROGRAMME_WEEKS[named["name"].replace(" ", "")]
    programme = _PROGRAMME_SPAN_RE.search(before)
    if programme is None:
        return None
    count = parse_number(programme["count"])
    if count is None or count <= 0:
        return None
    return _in_weeks(count, programme["span_unit"])


# A loss already seen: "down 4kg", "lost 3 kilos".
_LOSS_SEEN_BEFORE_RE = re.compile(
    r"\b(?:down|lost|dropped|shed|gone)\s+(?:about |around |roughly |nearly )?$"
)


# A weight gained, then wanted gone: "put on 15kg before they sorted my dose. want it all gone in 6 weeks".
GAIN_UNDONE_AFTER_RE = re.compile(
    r"[^.!?;\n]{0,60}[.!?;,]*\s*(?:and |but |so |now )?(?:i |i'd )?(?:want|need|wanna|gotta|have to|like"
    r"|(?:hoping|trying|going) to get)\s+(?:it|that|this|them|the lot|all of it)(?: all)?\s+(?:gone|off)\b"
    r"(?P<rest>[^.!?;\n]{0,40})"
)


def _gain_undone_weeks(text: str, end: int, today: date) -> float | None:
    undone = GAIN_UNDONE_AFTER_RE.match(text, end)
    return None if undone is None else first_deadline_weeks(undone["rest"], today)


def _weeks_since_a_loss_began(text: str, start: int, today: date) -> float | None:
    """The time a loss already seen took, named in its sentence: "doing 900 a day since halloween, down 4kg"
    spans since Halloween, whatever the sentences after it ask."""
    opening = sentence_before(text, start)
    if not _LOSS_SEEN_BEFORE_RE.search(opening):
        return None
    return weeks_since(opening + sentence_after(text, start), today)


def _span_before_loss_weeks(text: str, start: int) -> float | None:
    """A span said just before the loss ("for 2 weeks so i can lose ..."), asked about before the amount is
    said ("how many kgs can i drop in 7 days ..., need 4 gone"), set as a goal's ("goal for the next month
    is 8 kg") or opening the sentence ("in 3 weeks i need to lose 5kg")."""
    span = (
        _SPAN_BEFORE_LOSS_RE.search(text[max(0, start - 60) : start])
        or _ASKED_SPAN_BEFORE_LOSS_RE.search(text[max(0, start - 100) : start])
        or _GOAL_FOR_SPAN_RE.search(text[max(0, start - 60) : start])
        or _OPENING_SPAN_RE.search(text[max(0, start - 80) : start])
    )
    return None if span is None else counted_weeks(span)


def _earlier_deadline_weeks(text: str, start: int, end: int, today: date) -> float | None:
    """A deadline named before the amount and pointed back to: "weigh-in on the 10th, need to be 5 kg
    lighter by then"."""
    if not _BACK_REFERENCE_RE.match(text[end : end + 40]):
        return None
    return first_deadline_weeks(text[max(0, start - 120) : start], today)


def _event_span_weeks(text: str, start: int, today: date) -> float | None:
    """The date of an event named just before the amount: "weigh-in for my comp is friday and i need to shed
    4kg", "holiday in three weeks and I want 8 kilos gone", "Bali in 6 weeks. want to lose 12kg". Not when
    another weight sits in between, whose span it would be."""
    window = text[max(0, start - 120) : start]
    countdown = (
        _COUNTDOWN_RE.search(window)
        or _DUE_IN_RE.search(window)
        or _WRITER_DUE_IN_RE.search(window)
        or _NAMED_IN_RE.search(window)
        or _RETURN_IN_RE.search(window)
    )
    if countdown is not None and not _weighs_anything(window[countdown.end() :]):
        # "ive got 2 weeks til holiday, want to lose 5 kilos"
        return counted_weeks(countdown)
    # From the first event with no weight after it: "weigh-in friday for my boxing bout, need 5 kg off" dates
    # the bout by the weigh-in named before it.
    events = [event for event in _EVENT_RE.finditer(window) if not _weighs_anything(window[event.end() :])]
    return first_deadline_weeks(window[events[0].start() :], today) if events else None


# The date of what the amount is for, given later in its sentence.
_DATE_GIVEN_RE = re.compile(
    r"\b(?:the |its |it's |their )?date (?:is|was set for|they gave (?:me|us) is)\b"
    r"|\b(?:booked|scheduled|pencilled|penciled) (?:in )?for\b"
)


def _goal_due_later_weeks(text: str, start: int, end: int, today: date) -> float | None:
    """The event an amount or a weight to reach is for, counted down after it: "how fast can i lose 15 kg, our
    year-end function is in 6 weeks", "... i move to lisbon in 6 weeks", "need to be 74 to lift in the 74s at
    nationals. meet is in 5 weeks"; or dated later in its sentence ("... and the date is the 15th of
    january"); or, for a weight to reach, dated in the next sentence."""
    window = text[end : end + 120]
    due = (
        _DUE_IN_RE.search(window)
        or _COUNTDOWN_RE.search(window)
        or _TIME_LEFT_RE.search(window)
        or _WRITER_DUE_IN_RE.search(window)
    )
    if due is not None and not _weighs_anything(window[: due.start()]):
        return counted_weeks(due)
    dated = _DATE_GIVEN_RE.search(sentence_after(window, 0))
    if dated is not None and not _weighs_anything(window[: dated.start()]):
        return first_deadline_weeks(window[dated.end() :], today)
    if _GOAL_BEFORE_RE.search(text[max(0, start - 40) : start]) is None:
        return None
    # "... meet's on the 20th": the date of the next sentence
    following = _NEXT_SENTENCE_RE.match(window)
    if following is None or _weighs_anything(following[1]):
        return None
    return first_deadline_weeks(following[1], today)


# "... before my brother's wedding in kerala? it's on 3rd jan": the next sentence dates the event.
_ITS_DATE_RE = re.compile(r"^\s*(?:it's|it is|its|that's|that is|which is|the \w+(?:'s| is))\b")


def _event_dated_next_weeks(text: str, end: int, today: date) -> float | None:
    """The date of an event the amount's sentence names after it, given as the next sentence."""
    if _EVENT_RE.search(sentence_after(text, end)) is None:
        return None
    following = _NEXT_SENTENCE_RE.match(text, end)
    if following is None or not _ITS_DATE_RE.match(following[1]) or _weighs_anything(following[1]):
        return None
    return first_deadline_weeks(following[1], today)


def _restated_deadline_weeks(text: str, start: int, today: date) -> float | None:
    """The deadline of a loss the amount puts a number on: "drop two sizes by the 12th, so about 8 kg"."""
    window = text[max(0, start - 120) : start]
    sentence = sentence_before(window, len(window))
    if not ESTIMATE_BEFORE.search(sentence):
        return None
    return first_deadline_weeks(sentence, today)


def _weighs_anything(text: str) -> bool:
    """Whether `text` names an amount of weight a span could belong to; a bodyweight ("75kg") is not one."""
    return any(
        _UNIT_WORDS[match["unit"]][0] is Unit.KG
        and (parse_number(match["low"]) or 0) < _LEAST_BODYWEIGHT
        # "january 1st. 15 pounds": the ordinal of the date is no stone
        and not (match["unit"] == "st" and _ORDINAL_ST.search(match.group()))
        for match in _QUANTITY_RE.finditer(text)
    )


def first_deadline_weeks(phrase: str, today: date) -> float | None:
    """The first deadline or counted span any word of `phrase` opens ("... is friday", "... in 3 weeks")."""
    words = phrase.split()
    for index in range(len(words)):
        if index and words[index - 1] in _PAST_MARKERS:
            continue  # "post christmas": a date already behind
        rest = " ".join(words[index:])
        weeks = weeks_until("by " + rest, today) or _counted_span_weeks(rest)
        if weeks is not None:
            return weeks
    return None


def _follow_up_span_weeks(tail: str, today: date) -> float | None:
    """A span asked right after the amount: "how fast can i lose a stone? like 2 weeks?", or a deadline:
    "lose 30 pounds? thinking end of january"."""
    span = _FOLLOW_UP_SPAN_RE.match(tail)
    if span is not None:
        return counted_weeks(span)
    deadline = _FOLLOW_UP_DEADLINE_RE.match(tail)
    return None if deadline is None else weeks_until("by " + deadline["rest"], today)
