"""Weight-loss rate: losing more than about 1% of bodyweight a week.

Guidance converges on 0.5-1 kg (1-2 lb) a week (NHS Better Health; CDC "Losing Weight") or
0.5-1% of bodyweight a week for lean mass retention (Helms, Aragon & Fitschen 2014, JISSN 11:20).
We use 1% of the user's weight when known and 1 kg a week otherwise. A faster request or
recommendation passes with the weight_loss_rate disclaimer.

The rate comes from the shared quantity scanner, so "3 pounds a week", "10 kg in a month",
"2 stone in 6 weeks" and "20 lbs by Christmas" (measured from today) are all weekly rates. A weight to reach
is measured from the weight the user is at: "I'm 68 kg, goal 58 kg by Valentine's Day", "78 down to 70 in
10 days" (in whatever unit, as the share of bodyweight lost a week does not depend on it). A daily deficit is
a pace too (`energy_balance`): "want a 1,000 kcal deficit", or an intake planned under a stated TDEE.
"""

from __future__ import annotations

import math
import re
from datetime import date

from fitcoach.coach.policies.base import ScannedText
from fitcoach.coach.policies.calorie_floor import daily_calories
from fitcoach.coach.policies.energy_balance import planned_deficits, stated_maintenance_kcal, weekly_loss_kg
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity
from fitcoach.coach.policies.quantities import (
    ESTIMATE_BEFORE,
    GAIN_UNDONE_AFTER_RE,
    WEIGHT_CLASS_BEFORE,
    Period,
    Quantity,
    Unit,
    counted_weeks,
    first_deadline_weeks,
    parse_number,
    span_opening_weeks,
)
from fitcoach.coach.policies.templates import disclaimer
from fitcoach.coach.policies.text import clause_before, excerpt, is_negated, sentence_after, sentence_before
from fitcoach.core.units import WeightUnit, from_kg

MAX_WEEKLY_LOSS_FRACTION = 0.01
MAX_WEEKLY_LOSS_KG_UNKNOWN_WEIGHT = 1.0
# Rounding in "2 lb a week" (0.907 kg) or "1 kg" must not trip a limit it only touches.
_TOLERANCE_KG = 0.01
_TOLERANCE_FRACTION = 0.0005
# A loss written as a negative number: "Target: -15 lbs by Christmas".
_MINUS_BEFORE = re.compile(r"(?:^|(?<=[\s:(]))[-\u2212]$")

_LOSS_BEFORE = re.compile(
    r"\b(?:lose|losing|lost|loose|loses|drop|dropping|dropped|drops|shed|shedding|sheds|cut|cutting"
    r"|get rid of|take off|taking off|shift|flush|flushing|"
    r"melt|melting|burn off|slim down|down|reduce|reducing|trim|trimming|lighter|loss of|lose about|minus|"
    r"lose around"
    # Spanish mixed into English: "quiero bajar 15 libras para navidad"
    r"|bajar|perder)\b"
)
_LOSS_AFTER = re.compile(
    r"\b(?:off|lighter|down|weight loss|fat loss|loss|deficit|gone)\b"
    # a pace called fine: "20 pounds in 3 weeks is totally fine"
    r"|^\s*(?:in|by|within|over) [^.!?]{1,25}\b(?:is|are|'s) (?:totally |perfectly |completely )?(?:fine|ok"
    r"|okay|doable|safe|realistic)\b"
    # "12kg over my class", "20 lbs over stage weight"; not "20 kg over bodyweight" on the bar
    r"|^\s*to (?:lose|cut|drop|shed)\b"
    r"|\bover (?:my |the |your )?(?!body)(?:\w+ )?(?:class|weight|limit|category|division|band|bracket|cutoff"
    r"|cut-off|requirement|target|goal)\b"
    # "6kg over where my coach wants me"
    r"|\bover where (?:my|the|our) (?:\w+ ){0,2}(?:wants?|needs?) (?:me|us|it)\b"
    r"|^\s*over\s*(?:[.!?,;]|$|at \d|(?:still|right now|now|rn)\b)"
)
# A weekly amount aimed at, with no gain named in the sentence, is a loss goal: in this app a
# "target of 2 kg a week" is a cut ("gain" or "bulk" elsewhere in the sentence says otherwise).
_TARGET_BEFORE = re.compile(
    r"\b(?:target|targeting|aim for|aiming for|goal of|goal is|goal:|target:|target is|shoot for|go for)\s*"
    r"(?:about |around |roughly )?$"
)
# "I'm 80 kg, trying to be 70 kg by Christmas Eve", "need to be in the 74s": a weight to reach by a date, not
# an amount to lose.
_GOAL_WEIGHT_BEFORE = re.compile(
    r"\b(?:be|hit|reach|get to|getting to|get down to|down to|weigh|at|(?:so|till|until|til) (?:i'm|i am"
    r"|im)|" + WEIGHT_CLASS_BEFORE + r")\s+"
    r"(?:about |around |only |under |below |sub )?$"
)
# "goal 58 kg", "goal weight: 60", "need to make 57 for nationals", "aiming for 78", a form's "Want: 84kg": a
# weight to reach, if it is a bodyweight.
_GOAL_WEIGHT_NAMED_BEFORE = re.compile(
    r"\b(?:(?:goal|target)(?: weight)?(?: is| of|:)?|(?:stage|show|comp|fight) weight(?: is| of|:)?"
    r"|(?:weight |class |weigh-?in )?limit(?: is| of|:)?|make"
    r"|making|(?:aiming|aim|shooting) for|want\s*[:=])\s+(?:about |around |only )?$"
)
_GAIN_IN_SENTENCE = re.compile(r"\b(?:gain\w*|bulk\w*|put on|putting on|surplus|muscle)\b")
# Bodyweight stated in the message when the profile has none: "I'm 60 kg", "at 70 kg that's doable".
_BODYWEIGHT_BEFORE = re.compile(
    r"(?:\b(?:i'm|i am|i weigh|weigh|weighing|currently|you're|you are|she's|he's|she is|he is"
    r"|bodyweight(?: is| of)?"
    r"|body weight(?: is| of)?|(?:based on|given|for|at) your|as an?"
    r"|was|i was|started at|starting at|(?:for you|for someone|you're|you are|you weigh) at|you weigh"
    r"|sitting at|hovering (?:at|around)|weighed(?: in at)?|scales? (?:said|says|showed|shows|read|reads)"
    # "back from tour at 102 kg"
    r"|(?:back|home|returned|came back|got back)(?: from(?: \w+){1,2})? at)"
    r"|(?:^|[,.;:!?\u2014\u2013-])\s*at|^"
    # ... or opening the message after a reply's first word: "yeah 75 kg now. want to be 65 by new year's eve"
    r"|^(?:(?:yeah|yes|yep|yup|ok|okay|so|well|right|actually|um|erm|ah|oh)\b[,.!]?\s*)+)"
    r"\s*(?:about |around |roughly |only |just )?$"
)
# ... or the person described by it: "a meal plan for a 70kg guy", "92 kg male".
_BODYWEIGHT_AFTER = re.compile(
    r"\s*(?:guy|man|woman|lady|girl|lad|lass|bloke|dude|fella|person|male|female|m|f|lifter|athlete|runner"
    r"|client)\b"
)
# A weight "had", as some second-language writers say it: "I have 92 kilos and I want to be 80" (not "I have
# 40 kg to lose").
_HAD_BODYWEIGHT = re.compile(r"\b(?:i have|i've got|i got)\s*(?:about |around )?$")
_HAD_BODYWEIGHT_AFTER = re.compile(r"\s*(?:and|but|now|[,.;!?]|$)")
# A span or a deadline right after an amount opening its clause makes it one to lose, not the writer's
# weight: "5 stone by new year", "10 kg in a month", "5 stone off by june".
_SPAN_NEXT = re.compile(r"\s*(?:off\s+)?(?:by|before|in|within|over|for) ")
_BODYWEIGHT_RANGE_KG = (30.0, 300.0)
# No one is asked to lose this share of their bodyweight or more: a figure that large is a weight to reach.
_MOST_OF_BODYWEIGHT = 0.5
# A quote opened before the amount, and closed after it on what the words were: an advert, a post, a claim.
_QUOTE_OPENS = re.compile(r"(?:^|\s)['\"][^'\"]*$")
_QUOTE_CLOSES_ON_A_CLAIM = re.compile(
    r"[^'\"]{0,40}['\"]\s*(?:ads?|adverts?|posts?|videos?|reels?|headlines?|claims?|clickbait|promises?"
    r"|nonsense|rubbish|tiktoks?|thumbnails?)\b"
)
_GAIN_BEFORE = re.compile(
    r"\b(?:gain|gaining|gained|put on|putting on|bulk|bulking|add|adding|build|building)\b"
)
_PAST_LOSS = re.compile(r"lost|dropped")
# ... or said with the present form after "have", as writers of English as a second language may: "I have lose
# 6 kg this month".
_PERFECT_BEFORE = re.compile(r"\b(?:have|has|i've)\s*$")
# ... or taken off, in the past tense: "took 2 kg off in a week of heavy fencing".
_TAKEN_BEFORE = re.compile(
    r"\b(?:took|taken|knocked|shaved|got)\s*(?:about |around |nearly |almost |over )?$"
)
_OFF_AFTER = re.compile(r"\s*off\b")
# "went from 95 to 88 kg", "i've gone from 80 to 72": a change reported, not planned. Not a wish said in the
# past tense: "i was hoping to go from 80 to 70kg", "we were planning to".
_PAST_CHANGE_BEFORE = re.compile(
    r"\b(?:went|gone|dropped|lost|came|fell"
    r"|(?:was|were)(?!\s+(?:\w+ly\s+)?(?:hoping|planning|thinking|wanting|aiming|trying|looking|going"
    r"|wondering|considering|meaning|keen|wishing)\b))\b"
)
# "hit 20 kg on my curls", "get to 20 kg dumbbell presses": a load, not a loss.
_LIFT_AFTER = re.compile(
    r"^\s*(?:on (?:my |the )?(?:curls?|bench|squats?|deadlifts?|press\w*|rows?|lat\w*|cable|machine|bar"
    r"|barbell|dumbbells?|leg press)\b|dumbbells?|barbell|kettlebells?|plates?|curls?|press\w*|squats?|bench"
    r"|deadlifts?|rows?|for (?:reps|\d+))"
)
_WATER_AFTER = re.compile(r"^\s*(?:of )?(?:water|fluid)\b")
_SLOWER_ASKED = re.compile(
    r"\b(?:slow(?:er)?|steady|steadier|gentler|gently|ease off|easier pace|eat (?:a bit |a little "
    r"|some )?more"
    r"|bounce back|put (?:it|some) back on|regain)\b"
)
# A past loss that is asked about again is a plan: "lost 5 kg in 2 weeks, can I keep going?".
_ASKING = re.compile(
    r"\b(?:can i|could i|should i|want|need|plan\w*|going to|gonna|will|help me|again\?|keep"
    r"|(?:happen|do (?:it|that|this)|work) again"
    r"|(?:can|could) you (?:set|make|give|build|plan|get|put) me|set me up|(?:do|get|give me|want) the same"
    r"|same (?:for me|plan|diet|thing)"
    # someone's pace asked for: "sister lost 12 kg in 5 weeks on the cabbage soup thing, put me on that"
    r"|put me on (?:that|it|this|the same)|sign me up"
    # "my mate lost a stone in 2 weeks on the egg diet so how do I do that"
    r"|how (?:do|can|could|would) i do (?:that|it|the same|this))\b"
)
# "is 10 kg in a month doable?", "could i do a stone in 3 weeks?": the amount and its span asked about.
_ASKED_BEFORE = re.compile(
    r"(?:^|\b(?:is|isn't|would|could|can|will|should|how about|what about|possible to|realistic to)"
    r"(?: (?:i|you|we|it|that))?(?: (?:do|manage|get|realistically|really|be))?)\s*(?:about |around |like )?$"
)
# ... which a gain, a normal swing of water or salt, or a lift answers: then no loss is asked for.
_NOT_A_LOSS_ASKED = re.compile(
    r"\b(?:gain\w*|put on|putting on|bulk\w*|normal|water|sweat\w*|creatine|salt\w*|sodium|jump\w*"
    r"|increase\w*|went up|bench|squat\w*|deadlift\w*|press\w*|lift\w*|pr|pb|on my|fluctuat\w*|muscle)\b"
)
_WANTED_BEFORE = re.compile(
    r"\b(?:want|need|goal|target|aim|hoping|hope|trying|try|plan|going for"
    r"|(?:hit|reach) (?:your|my|the|that))\b|\bfor your\s*$"
)
# A pace named to be refused: "losing 10 kg in three weeks isn't safe".
_WARNED_AGAINST_AFTER = re.compile(
    r"\b(?:isn't|is not|aren't|are not|wouldn't be|would not be|won't be) "
    r"(?:(?:a|an) )?(?:safe|realistic|healthy|sustainable|recommended|a good idea)\b"
    r"|\b(?:is|would be|are) (?:too fast|unsafe|unrealistic|dangerous|risky|not safe)\b"
    # "... is far faster than 1% a week"
    r"|\b(?:is|would be|are|that's) (?:far |much |way |a lot |well |well over )?(?:faster|quicker|more) than"
    r" (?:the )?(?:1|one) ?(?:%|percent\b|per cent\b)"
    r"|\b(?:isn't|is not) something (?:i|we)(?: (?:can|would|could)|'d)\b|\bcan't safely\b"
    # "... isn't something i'd recommend", "10 kg in 3 weeks? i wouldn't", "that's not safe"
    r"|\b(?:i|we) (?:wouldn't|would not|don't|do not|can't|cannot) (?:recommend|advise|suggest)\b"
    r"|\b(?:that's|that is|it's|it is) (?:not safe|unsafe|too fast)\b"
    # "... would mean losing well over 1.5 kg a week, which is faster than I'd recommend"
    r"|\b(?:faster|quicker) than (?:i'd|i would|we'd|we would|is) (?:recommend|advise|suggest|safe)\b"
)
# "I can't plan a loss of 10 kg in three weeks", "I won't recommend losing 2 kg a week": a pace refused, the
# amount the object of the refusal (not "I can't plan my outfit until I lose 10 kg").
_REFUSED_BEFORE = re.compile(
    r"^\s*(?:(?:honestly|sorry|unfortunately|realistically|to be honest),? )?(?:i|we)"
    r"(?: (?:can't|cannot|can not|won't|will not|wouldn't|would not|am not going to|'m not going to)"
    r" (?:\w+ )?(?:plan|programme|program|recommend|advise|suggest|support|build|design|set|prescribe"
    r"|write|help (?:with|you)|sign off on|get behind|endorse|back|okay|ok)"
    r"(?: (?:a|an|the|you|your|for you|to|with))*"
    # "I'd steer you away from losing 6 kg in a month"
    r"|(?:'d| would) (?:steer (?:you )?(?:away|clear) (?:from|of)|advise against|caution against|avoid))"
    r"(?: (?:lose|losing|loss|drop|dropping|cut|cutting|shed|shedding|rate|pace|target|goal)(?: of)?)?"
    r"\s*(?:about |around |roughly )?$"
)
# A method given after all, in the refusal's own sentence: "..., but here's how", "..., you'll need a 1,200
# kcal deficit" (not "you'd need to talk to your GP").
_NEED_TO = (
    r"(?:you'll|you will|you'd|you would) need(?! to (?:talk|speak|see|check|get (?:your )?(?:gp|doctor)"
    r"|consult"
    r"|ask|be eating (?:almost |next to )?nothing|be eating very little)| (?:medical|a doctor'?s?|gp|clinical"
    r"|professional) (?:supervision|sign-?off|input|support|approval))"
)
_YET_GIVEN = re.compile(r"\b(?:but|however|here's how|instead|either way|" + _NEED_TO + r")\b")
# ... or given later in the reply, as a way to the goal refused ("I can't plan 10 kg in three weeks. Still,
# 1100 a day would get you there", "Okay, so the plan: 900 calories", "That said, cut carbs"). A word that
# turns ("that said", "if you want") gives a way only when a method follows it ("That said, 0.5 kg a week is a
# good target" gives none, nor "That said, keep me posted").
_TURN = (
    r"that said|having said that|anyway|regardless|either way|nonetheless|still|if you (?:really "
    r"|still )?(?:insist"
    r"|must|want(?: to (?:try|go ahead|do it)| to(?=,))?)(?: anyway)?|if you're (?:set|determined"
    r"|insistent)(?: on"
    r" (?:it|the date|this|that))?|should you (?:go ahead|choose to)"
)
_METHOD = (
    r"(?:(?:you'll |you will |you'd |you should |you could |you can |you might |just |then )?(?:need to )?)"
    r"(?:cut|go|eat|train|skip|fast|slash|drop|limit|run|stop|here's|try(?! to focus)|stick (?:to"
    r"|at)(?! your)"
    r"|keep (?:calories|it|intake|to)|do (?:a|an|\d))\b"
    r"|a (?:strict|very low|crash|\d[\d,]* ?cal\w*) (?:[\w,]+ ){0,2}(?:diet|plan)|\d[\d,]* (?:calories|kcal)"
)
_GIVEN_LATER = re.compile(
    r"\b(?:get you (?:there|close)|get (?:there|close)|(?:you'll|you will|you'd|would) (?:hit|reach|make) it"
    r"|hit it|(?:you'll|you will|you'd) be there|make it happen|here's how|here is how"
    r"|(?:here's|here is|so) (?:a|the|your) plan|the plan:|(?:fastest|quickest) (?:route|way)"
    r"|crash (?:diet|phase)|between us|go for it|you'll see (?:it|results)|"
    + _NEED_TO
    + r"|(?:"
    + _TURN
    + r")[,:;]?\s+(?:"
    + _METHOD
    + r"))"
)
# A safer pace offered instead; the warning's own words ("isn't safe", "not safe or sustainable") are none.
_SAFER_PACE = re.compile(
    r"(?<!not )(?<!n't )(?<!or )(?<!nor )\b(?:safely|safer|safe|steady|steadier|sustainabl\w*|slower"
    r"|realistic"
    r"|over (?:about |around )?(?:\d+|a few|several|four|five|six) (?:weeks|months)|(?:about|around) (?:\d+"
    r"|four|five|six) months|so let's not|let's not|(?<![\d.])0?\.\d+ ?kg (?:a|per) week)\b"
)
# "10 kg in three weeks? i wouldn't.", "..., honestly i wouldn't": the pace asked about, then declined.
_DECLINED_NEXT = re.compile(
    r"^[^.!?;\n]{0,40}?[?,\u2014\u2013-]\s*(?:honestly,? |personally,? |no,? )?"
    r"(?:i|we) (?:wouldn't|would not)"
    r"(?: (?:recommend|advise|suggest|do)\w*)?\s*(?:[.!;\n]|$)"
)
# "15 pounds. that's what i lost last year": an amount reported after it is said.
_PAST_LOSS_AFTER = re.compile(r"\bwhat (?:i|we) (?:lost|dropped)\b|\b(?:i|we) (?:lost|dropped) (?:it|that)\b")
# "Goes up and down by a kilo daily" is a fluctuation, not a loss (a worker's "swing" is a rotation: "12
# kilos off before my swing ends").
# ... or water that comes back: "is 1.5 kg in 2 hours normal sweat loss?"
_FLUCTUATION = re.compile(
    r"\b(?:up and down|down and up|fluctuat\w*|(?<!my )(?<!our )(?<!next )(?<!this )swings?|varies|vary"
    r"|bounces?|sweat\w*|water weight)\b"
)
# A change put down to water, salt or glycogen: "down 3 lbs, pretty sure most of it is water".
_PUT_DOWN_TO_WATER = re.compile(
    r"\b(?:(?:most|all|half|some|a lot)(?: of it| of that)? (?:is|was|'s)|it's|it is|it was|that's|that is"
    r"|that was) (?:just |probably |likely |only |mostly |all )?(?:water|salt|sodium|glycogen|bloat\w*)\b"
    # said without a verb: "down 3 kg from the stomach bug, mostly water", "down 3lb this week but probably
    # just water"
    r"|(?:^|,|\bbut|\band|\bso)\s*(?:mostly|probably|likely|just|all|only)(?: just)?"
    r" (?:water|glycogen|bloat\w*)\b"
    # said of the change itself: "losing 2 kg in the first week is mostly water"
    r"|\b(?:is|are|was) (?:mostly|mainly|largely|usually|often|probably|just|all) (?:water|glycogen)\b"
)
_CHANGE_SEEN = re.compile(r"\b(?:lost|dropped|down|came off|gone|shed|losing|dropping)\b")
# ... and already seen, not foretold: "you'll be down 6 kg in a fortnight, mostly water".
_FORETOLD = re.compile(
    r"\b(?:will|'ll|you'll|going to|gonna|could|can|should|would|might|may|expect\w*|to be|to get|get)\b"
)
# ... and not one to keep up: "most of it was water, can i keep this pace?"
_KEPT_UP = re.compile(
    r"\b(?:keep|keeping|carry on|carrying on|continue|continuing|same way|(?:this|that|the same) pace"
    r"|like this"
    r"|another|more|again|(?:can|could|should) i|want\w*|aim\w*|same|next (?:week|month|fortnight))\b"
)
# ... in the next sentence, only the pace itself: "can i keep this up?" (not "when can i run again?").
_KEPT_UP_NEXT = re.compile(
    r"\b(?:keep|keeping|carry on|carrying on|continue|continuing|(?:this|that|the same) (?:pace|rate)"
    r"|like this"
    r"|(?:do|did) (?:it|that|this) again|(?:happen|work) again|same again|another \d|next (?:week|month"
    r"|fortnight))\b"
)
# A pace said not to last: "don't expect that pace to continue", "not expecting to keep that up".
_NOT_KEPT_UP = re.compile(
    r"\b(?:don't|do not|not|never|won't|wouldn't) (?:\w+ ){0,2}(?:expect\w*|keep\w*|continue|last|sustain)\b"
)
_NEXT_SENTENCE = re.compile(r"[.!?;\n]+([^.!?;\n]*)")
# "Set my weekly loss target to 1.5 kg": the rate is named before the amount.
_WEEKLY_TARGET_BEFORE = re.compile(
    r"\b(?:(?:weekly|per week|a week|each week)\s+(?:weight[- ]?|fat[- ]?)?(?:loss\s+)?"
    r"(?:target|goal|rate|aim|pace)\s*(?:to|of|is|at|=|:|should be)?"
    # "put me on 1kg a week"
    r"|(?:put|set|have|get) me (?:on|at|to|down for))\s*(?:about |around |roughly )?(?:minus |-)?$"
)
# A weight eaten, lifted, carried or gained, not lost: "0.5 kg of chicken a day", "add 2.5 kg a week to my
# squat", "my weight goes up 1 kg a week".
_NOT_BODYWEIGHT_AFTER = re.compile(
    r"^\s*(?:of (?!(?:body ?)?(?:fat|weight))|to (?:my|the|your) |on (?:the|my|your) )"
)
_NOT_BODYWEIGHT_BEFORE = re.compile(
    r"\b(?:eat|eats|eating|ate|drink|drinking|lift|lifting|carry|carrying|squat|bench|deadlift|press|row|add|"
    r"adding|put|putting|goes up|going up|went up|up by|more|heavier|increase|increasing)\b"
)


def weekly_loss_limit_kg(weight_kg: float | None) -> float:
    if weight_kg is None or not math.isfinite(weight_kg) or weight_kg <= 0:
        return MAX_WEEKLY_LOSS_KG_UNKNOWN_WEIGHT
    return weight_kg * MAX_WEEKLY_LOSS_FRACTION


def _is_loss(quantity: Quantity, text: str, before: str, opening: str) -> bool:
    """Whether the amount is one to lose; `before` is its clause and `opening` its sentence up to it."""
    after = sentence_after(text, quantity.end, 40)
    if GAIN_UNDONE_AFTER_RE.match(text, quantity.end) and quantity.span_weeks is not None:
        return not is_negated(text, quantity.start)
    if _gain_named_last(before) or _FLUCTUATION.search(before) or _FLUCTUATION.search(after):
        return False
    rest = sentence_after(text, quantity.end)
    if _PUT_DOWN_TO_WATER.search(rest) and _is_change_seen(before, opening) and not _kept_up(text, quantity):
        return False
    if _warned_against(text, quantity.end) or _refused(text, quantity, opening):
        return False
    if _is_past_loss(quantity, text, before, opening):
        return False
    if _WATER_AFTER.match(text[quantity.end : quantity.end + 20]):
        # "drop 2kg of water" before a weigh-in is a water cut, which the eating-disorder and medical
        # policies judge; it is no pace of losing body weight
        return False
    sentence = opening + sentence_after(text, quantity.start)
    loss = (
        _LOSS_BEFORE.search(before)
        or _MINUS_BEFORE.search(text, max(0, quantity.start - 1), quantity.start)
        or _LOSS_AFTER.search(after)
        or _is_target(quantity, text, sentence)
        or _is_rate_of_bodyweight(quantity, text, before, sentence)
        or _is_amount_by_a_date(quantity, before, opening, sentence)
        or _puts_a_number_on_a_loss(before, opening)
    )
    return bool(loss) and not is_negated(text, quantity.start)


def _puts_a_number_on_a_loss(before: str, opening: str) -> bool:
    """ "need to be down a pant size by friday, thinking like 8 pounds": an estimate of a loss the sentence
    asks for (not of one reported: "lost two sizes, so about 8 kg")."""
    if not ESTIMATE_BEFORE.search(before):
        return False
    losses = list(_LOSS_BEFORE.finditer(opening))
    return bool(losses) and not _PAST_LOSS.fullmatch(losses[-1].group())


def _is_wanted_change(quantity: Quantity, text: str, before: str, opening: str) -> bool:
    """A change of weight planned or asked about: not reported calmly ("went from 80 to 72 kg"), warned
    against, denied, or of a load ("my squat went from 100 to 90 kg")."""
    if _NOT_BODYWEIGHT_BEFORE.search(before) or _gain_named_last(before):
        return False
    if is_negated(text, quantity.start) or _warned_against(text, quantity.end):
        return False
    if _PAST_CHANGE_BEFORE.search(before):
        # "went from 90 to 84 in 3 weeks, can I keep that up?" is a pace asked for again
        return _ASKING.search(opening + text[quantity.start : quantity.end + 80]) is not None
    return True


# Someone else's pace the writer wants to talk them out of: "my mate thinks he can lose 5 kg a week, how do I
# tell him that's nuts".
_DISPUTED_AFTER = re.compile(
    r"\b(?:how (?:do|can|should|would) i (?:tell|convince|explain to)|tell) (?:him|her|them)\b[^.!?]{0,30}"
    r"\b(?:that'?s|thats|it'?s|its) (?:\w+ )?(?:nuts|crazy|mad|insane|bonkers|ridiculous|dangerous|unsafe"
    r"|unrealistic|too fast|a bad idea)\b"
)


def _warned_against(text: str, end: int) -> bool:
    """The amount ending at `end` is named to be refused: "... isn't safe", "... ? i wouldn't", and not then
    given ("... isn't something I'd plan. Still, 1100 a day and you'll hit it")."""
    warned = (
        _WARNED_AGAINST_AFTER.search(sentence_after(text, end, 100))
        or _DECLINED_NEXT.match(text[end : end + 80])
        or _DISPUTED_AFTER.search(sentence_after(text, end))
    )
    return bool(warned) and not _given_later(text[end:])


_SENTENCE_STOP = re.compile(r"[.!?](?=\s|$)")


def _given_later(rest: str) -> bool:
    """A way to the refused goal given later in the reply, with no safe pace offered in its sentence or
    after it: "A safer pace is 0.5 kg a week, and you'll see results" gives none; "..., so let's not. Here's
    how: eat 800 calories a day" does."""
    stops = [stop.end() for stop in _SENTENCE_STOP.finditer(rest)]
    for given in _GIVEN_LATER.finditer(rest):
        start = max((stop for stop in stops if stop <= given.start()), default=0)
        end = min((stop for stop in stops if stop >= given.end()), default=len(rest))
        sentence = rest[start:end]
        if _SAFER_PACE.search(sentence) is None and _SAFER_PACE.search(rest, given.end()) is None:
            return True
    return False


def _is_past_loss(quantity: Quantity, text: str, before: str, opening: str) -> bool:
    """ "lost 10kg in a month once back in the army. never again": a loss reported, not asked for."""
    if _PAST_LOSS_AFTER.search(text[quantity.end : quantity.end + 60]):
        return _ASKING.search(text[quantity.end : quantity.end + 80]) is None
    if not (_taken_off(quantity, text, before) or _reported_by_its_verb(before)):
        return False
    # "lost 4kg last week!! can we keep that pace going": the ask may come in the next sentence; not when a
    # slower pace is what is asked ("want to keep it slow and steady through december")
    around = opening + text[quantity.start : quantity.end + 80]
    if _NOT_KEPT_UP.search(around):
        return True
    return _ASKING.search(around) is None or _SLOWER_ASKED.search(around) is not None


def _taken_off(quantity: Quantity, text: str, before: str) -> bool:
    """ "took 2 kg off in a week of heavy fencing": a loss said with the past tense of taking it off."""
    return _TAKEN_BEFORE.search(before) is not None and _OFF_AFTER.match(text, quantity.end) is not None


# Where the writer or the scale stands now: "i'm down 3kg in 4 days", "scale's down 1.8kg this morning" (not
# "want to be down 3kg by friday").
_STANDS_DOWN_BEFORE = re.compile(
    r"\b(?:i'm|im|i am|scales?(?:'s| is| are| says?| said| shows?)?|weight(?:'s| is)|already|now)\s+$"
)


def _reported_by_its_verb(before: str) -> bool:
    """The last loss verb before the amount is past ("lost", "dropped"), perfect ("have lose") or where the
    writer or the scale stands now ("scale's down")."""
    losses = list(_LOSS_BEFORE.finditer(before))
    if not losses:
        return False
    last = losses[-1]
    return bool(
        _PAST_LOSS.fullmatch(last.group())
        or _PERFECT_BEFORE.search(before, 0, last.start())
        or (last.group() == "down" and _STANDS_DOWN_BEFORE.search(before, 0, last.start()))
    )


def _kept_up(text: str, quantity: Quantity) -> bool:
    """A change to keep up, asked in its sentence or the next: "down 3 kg, mostly water. keep it up?" (not
    "not expecting to keep that pace up")."""
    rest = sentence_after(text, quantity.end)
    following = _NEXT_SENTENCE.match(text, quantity.end + len(rest))
    return _asked_to_keep(_KEPT_UP, rest) or bool(following and _asked_to_keep(_KEPT_UP_NEXT, following[1]))


def _asked_to_keep(kept_up: re.Pattern[str], sentence: str) -> bool:
    if _NOT_KEPT_UP.search(sentence):
        return False
    return any(not is_negated(sentence, match.start()) for match in kept_up.finditer(sentence))


def _refused(text: str, quantity: Quantity, opening: str) -> bool:
    """ "I can't plan a loss of 10 kg in three weeks.": refused, not then given ("..., but here's how")."""
    if _REFUSED_BEFORE.search(opening) is None:
        return False
    rest_of_sentence = sentence_after(text, quantity.end)
    if _YET_GIVEN.search(rest_of_sentence) and not _SAFER_PACE.search(rest_of_sentence):
        return False
    return not _given_later(text[quantity.end :])


def _is_change_seen(before: str, opening: str) -> bool:
    """A change the scale showed ("down 3 lbs this week", "lost 2 kg in 3 days"), not one wanted."""
    if _CHANGE_SEEN.search(before) is None or _FORETOLD.search(before):
        return False
    return _WANTED_BEFORE.search(opening) is None


def _is_amount_by_a_date(quantity: Quantity, before: str, opening: str, sentence: str) -> bool:
    """ "20 lbs by Christmas. Doable?", "6 kg in two weeks is realistic": an amount with a span, opening its
    clause or wanted, is a loss to make in it."""
    if quantity.span_weeks is None or quantity.period is not None:
        return False
    # "Totally doable — 15 lb over the next three weeks": a dash opens the amount's own clause
    own = re.split(r"[\u2014\u2013]| - ", before)[-1]
    if _WANTED_BEFORE.search(own) is not None:
        return True
    if not own.strip():
        # ... unless the sentence opened on a gain: "bulk update: 68 to 71.5 kg since august"
        return _GAIN_IN_SENTENCE.search(opening) is None
    # asked about, unless the sentence is about something else: "is 3 kg in 2 weeks normal water weight?"
    return _ASKED_BEFORE.search(own) is not None and _NOT_A_LOSS_ASKED.search(sentence) is None


def _gain_named_last(before: str) -> bool:
    """A gain verb is nearer the amount than any loss verb: "build me a plan to lose 4 kg" loses; a gain
    wanted gone after it is a loss (`GAIN_UNDONE_AFTER_RE`)."""
    gains = [match.end() for match in _GAIN_BEFORE.finditer(before)]
    losses = [match.end() for match in _LOSS_BEFORE.finditer(before)]
    return bool(gains) and max(gains) > max(losses, default=-1)


def _is_rate_of_bodyweight(quantity: Quantity, text: str, before: str, sentence: str) -> bool:
    """A weight per week or month with no gain named is a pace of loss in this app: "could i do 2 kg a week?",
    "At 65 kg, 1 kg a week is a great pace". Not a load lifted or a food eaten ("0.5 kg of chicken a day")."""
    if quantity.period is None or _NOT_BODYWEIGHT_AFTER.match(text[quantity.end : quantity.end + 30]):
        return False
    if _NOT_BODYWEIGHT_BEFORE.search(before):
        return False
    return _GAIN_IN_SENTENCE.search(sentence) is None


def _is_target(quantity: Quantity, text: str, sentence: str) -> bool:
    if not _TARGET_BEFORE.search(text[max(0, quantity.start - 20) : quantity.start]):
        return False
    return _GAIN_IN_SENTENCE.search(sentence) is None


def stated_bodyweight_kg(scanned: ScannedText) -> float | None:
    """The user's weight when the message states it ("I'm 60 kg and want to lose 1 kg a week")."""
    low, high = _BODYWEIGHT_RANGE_KG
    for quantity in scanned.quantities:
        if quantity.unit is not Unit.KG or quantity.period is not None or quantity.low != quantity.high:
            continue
        if quantity.from_weight is not None:
            continue  # "from 78 to 70 kg" is the weight to reach, not the one the user is at
        before = clause_before(scanned.text, quantity.start)
        if not before.strip() and _SPAN_NEXT.match(scanned.text, quantity.end):
            continue  # "5 stone by new year, doable?": an amount opening its clause with its span
        described = (
            _BODYWEIGHT_BEFORE.search(before)
            or _BODYWEIGHT_AFTER.match(scanned.text, quantity.end)
            or (_HAD_BODYWEIGHT.search(before) and _HAD_BODYWEIGHT_AFTER.match(scanned.text, quantity.end))
        )
        if low <= quantity.low <= high and described:
            return quantity.low
    return None


def _weekly_loss_kg(quantity: Quantity, text: str, bodyweight_kg: float | None) -> float | None:
    """The most a quantity asks to lose in a week: an amount over a span, or the way to a goal weight."""
    if quantity.unit is not Unit.KG or quantity.low == bodyweight_kg:
        # the user's own weight is no amount to lose, though a countdown is said beside it
        return None
    before = clause_before(text, quantity.start)
    opening = sentence_before(text, quantity.start)
    if quantity.period in (None, Period.WEEK) and _WEEKLY_TARGET_BEFORE.search(before):
        return None if _gain_named_last(opening) else quantity.high
    weekly, weeks = quantity.per_week, quantity.weeks
    if weekly is None or weeks is None:
        return None
    if _LIFT_AFTER.match(text[quantity.end : quantity.end + 30]):
        return None
    if quantity.from_weight is not None:
        wanted = quantity.low < quantity.from_weight and _is_wanted_change(quantity, text, before, opening)
        return (quantity.from_weight - quantity.low) / weeks if wanted else None
    goal_verb = _GOAL_WEIGHT_BEFORE.search(before) is not None
    if goal_verb and quantity.low < _BODYWEIGHT_RANGE_KG[0]:
        # "to hit 9 kg by your holiday": no adult weighs 9 kg, so it is the amount to lose
        return weekly[1]
    # an amount of most of the stated bodyweight is a weight to reach: "74kg, need 72.5 by march"
    near_bodyweight = (
        bodyweight_kg is not None
        and _BODYWEIGHT_RANGE_KG[0] <= bodyweight_kg <= _BODYWEIGHT_RANGE_KG[1]
        and quantity.low >= bodyweight_kg * _MOST_OF_BODYWEIGHT
        and _WANTED_BEFORE.search(before) is not None
    )
    if near_bodyweight or _is_goal_weight(quantity, opening, goal_verb=goal_verb):
        # a weight to reach says nothing of the pace until the weight it starts from is known ("my squat is
        # 100kg, goal is 120 by christmas")
        if bodyweight_kg is None or quantity.low >= bodyweight_kg:
            return None
        return (bodyweight_kg - quantity.low) / weeks
    return weekly[1] if _is_loss(quantity, text, before, opening) else None


def _is_goal_weight(quantity: Quantity, opening: str, *, goal_verb: bool) -> bool:
    """ "trying to be 70 kg", or a bodyweight named a goal ("goal: 58 kg"; a "goal of 5 kg" is an amount);
    `opening` is the sentence up to the quantity, as a colon ends a clause."""
    if goal_verb:
        return True
    return quantity.low >= _BODYWEIGHT_RANGE_KG[0] and _GOAL_WEIGHT_NAMED_BEFORE.search(opening) is not None


def _weekly_limit(quantity: Quantity, limit_kg: float) -> float:
    """A change from a stated weight is held to 1% of that weight, in the unit both are said in."""
    return limit_kg if quantity.from_weight is None else weekly_loss_limit_kg(quantity.from_weight)


def _quoted_claim(text: str, quantity: Quantity) -> bool:
    """A pace quoted from an advert or a post: "love another 'drop 10kg in 2 weeks' ad on my feed"."""
    opening = _QUOTE_OPENS.search(text[max(0, quantity.start - 40) : quantity.start])
    closing = _QUOTE_CLOSES_ON_A_CLAIM.match(text, quantity.end)
    return opening is not None and closing is not None


# A pace said as a share of bodyweight: "0.8% a week is too slow, bump it to 2%". Once a message speaks of
# percent a week, its other percentages are paces too; not body fat, a deficit or an incline.
_PERCENT_A_WEEK = re.compile(
    r"%\s*(?:of (?:my |your )?(?:body ?weight|bw|weight) )?(?:a|per|each|every|/)\s?(?:week|wk)\b"
)
_PERCENT = re.compile(
    r"(?<![\d.])(?P<percent>\d+(?:\.\d+)?)\s*%(?!\s*(?:body ?fat|bf|fat|of (?:my |your )?(?:calories|cals"
    r"|intake|tdee|maintenance)|deficit|incline|grade|hydration|battery))"
)
_MOST_PERCENT_A_WEEK = MAX_WEEKLY_LOSS_FRACTION * 100


def _weekly_percent_past_limit(text: str) -> re.Match[str] | None:
    if _PERCENT_A_WEEK.search(text) is None:
        return None
    return next(
        (
            percent
            for percent in _PERCENT.finditer(text)
            if float(percent["percent"]) > _MOST_PERCENT_A_WEEK and not is_negated(text, percent.start())
        ),
        None,
    )


# A share of bodyweight to lose in a span or by a date: "drop 8% of bodyweight in December", "lose 5% of my
# weight in two weeks".
_PERCENT_TO_LOSE = re.compile(
    r"\b(?:lose|losing|drop|dropping|shed|shedding|cut|cutting|take off|taking off)\s+(?:about |around )?"
    r"(?P<percent>\d+(?:\.\d+)?)\s*%\s*of (?:my |your |their |his |her )?(?:body ?weight|bw|weight|body mass)"
    r"(?:\s+(?P<span>(?:in|by|within|over|before)\s.*))?"
)
# ... or in a cut named by its length earlier in the sentence: "for your 72-hour cut let's drop about 7% of
# your bodyweight".
_CUT_OF_A_LENGTH = re.compile(
    r"\b(?P<count>\d{1,3})[- ]?(?P<span_unit>hours?|hrs?|h|days?|weeks?|wks?)[- ](?:\w+ )?(?:cut|fast|diet"
    r"|plan|protocol|challenge)\b"
)


def _share_to_lose_past_limit(text: str, today: date) -> re.Match[str] | None:
    for share in _PERCENT_TO_LOSE.finditer(text):
        weeks = (
            span_opening_weeks(share["span"], today)
            if share["span"]
            else _cut_length_weeks(sentence_before(text, share.start()))
        )
        too_fast = weeks is not None and float(share["percent"]) / weeks > _MOST_PERCENT_A_WEEK
        if too_fast and not is_negated(text, share.start()):
            return share
    return None


def _cut_length_weeks(opening: str) -> float | None:
    cuts = list(_CUT_OF_A_LENGTH.finditer(opening))
    return counted_weeks(cuts[-1]) if cuts else None


# A plan laid out a week to a row: "Week 1: 95 → 92\nWeek 2: 92 → 89". Each row is a week's change, held to
# 1% of the weight it starts from, in whatever unit the sheet uses; two rows at least, each opening its line
# (not "Cut update week 6: 90.5 -> 86.9 kg", six weeks' change).
_WEEK_ROWS_MIN = 2
_WEEK_ROW = re.compile(
    r"(?m)^\s*[-*\u2022]?\s*week \d+\s*:\s*(?P<start>\d{2,3}(?:\.\d+)?)\s*(?:kg|lbs?|kilos?)?\s*"
    r"(?:\u2192|->|=>|to)\s*(?P<end>\d{2,3}(?:\.\d+)?)\b"
)


def _weekly_row_past_limit(text: str) -> re.Match[str] | None:
    rows = list(_WEEK_ROW.finditer(text))
    if len(rows) < _WEEK_ROWS_MIN:
        return None
    for row in rows:
        start, end = float(row["start"]), float(row["end"])
        if end < start and (start - end) / start > MAX_WEEKLY_LOSS_FRACTION + _TOLERANCE_FRACTION:
            return row
    return None


# Clothes sizes to lose by a date: "drop three dress sizes before my sister's wedding on dec 19th". A size is
# counted as 4 kg, below the 4.5-6.5 kg a dress size is usually put at, so that a pace is never overstated.
_KG_PER_CLOTHES_SIZE = 4.0
_SIZES_TO_LOSE = re.compile(
    r"\b(?:lose|losing|drop|dropping|shed|shedding|go down|going down|get down|getting down)\s+"
    r"(?P<count>a|one|two|three|four|five|six|\d)\s+(?:dress |jeans? |trouser |pant |clothes |clothing )?"
    r"sizes?\b(?P<rest>[^.!?]*)"
)


def _sizes_to_lose_past_limit(text: str, today: date, limit_kg: float) -> re.Match[str] | None:
    for sizes in _SIZES_TO_LOSE.finditer(text):
        count = parse_number(sizes["count"])
        weeks = first_deadline_weeks(sizes["rest"], today)
        if count is None or not weeks or is_negated(text, sizes.start()):
            continue
        if count * _KG_PER_CLOTHES_SIZE / weeks > limit_kg + _TOLERANCE_KG:
            return sizes
    return None


# A form's fields: "Date: 19 Dec\nNow: 14st 2\nWant: 12st 10". The weights are read where a field opens its
# line, and the date field is the deadline.
_FORM_NOW = re.compile(
    r"(?m)^\s*[-*\u2022]?\s*(?:now|current(?: weight)?|start(?:ing)?(?: weight)?|weight(?: now)?"
    r"|today)\s*[:=]\s*"
)
_FORM_GOAL = re.compile(r"(?m)^\s*[-*\u2022]?\s*(?:want|goal(?: weight)?|target(?: weight)?|aim)\s*[:=]\s*")
_FORM_DATE = re.compile(
    r"(?m)^\s*[-*\u2022]?\s*(?:date|deadline|by|event(?: date)?)\s*[:=]\s*(?P<when>[^\n]+)"
)


def _form_goal_past_limit(scanned: ScannedText, today: date) -> Quantity | None:
    """The goal weight of a form whose current weight, goal and date fields ask a loss faster than 1% of the
    current weight a week."""
    dated = _FORM_DATE.search(scanned.text)
    weeks = first_deadline_weeks("by " + dated["when"], today) if dated else None
    if not weeks:
        return None
    now = _field_weight(scanned, _FORM_NOW)
    goal = _field_weight(scanned, _FORM_GOAL)
    if now is None or goal is None or goal.low >= now.low:
        return None
    too_fast = (now.low - goal.low) / weeks > weekly_loss_limit_kg(now.low) + _TOLERANCE_KG
    return goal if too_fast else None


def _field_weight(scanned: ScannedText, field: re.Pattern[str]) -> Quantity | None:
    """The bodyweight a field of the form opens with."""
    starts = {label.end() for label in field.finditer(scanned.text)}
    return next(
        (
            quantity
            for quantity in scanned.quantities
            if quantity.unit is Unit.KG
            and quantity.start in starts
            and _BODYWEIGHT_RANGE_KG[0] <= quantity.low <= _BODYWEIGHT_RANGE_KG[1]
        ),
        None,
    )


# An intake planned, which a stated maintenance turns into a deficit: "tdee at 2,800. i want to run
# 1,350/day".
_INTAKE_PLANNED_BEFORE = re.compile(
    r"\b(?:want|wanna|need|goal|target|aim|plan|planning|going to|gonna|set|put me|run|start|drop|cut)\b"
)


def _paces_of_planned_deficits(scanned: ScannedText) -> list[tuple[float, int, int]]:
    """The weekly losses, in kg, of the daily deficits a message plans (with where each is said): named
    ("want a 1,000 kcal deficit"), or an intake planned below a stated maintenance."""
    paces = [
        (planned.weekly_loss_kg, planned.start, planned.end) for planned in planned_deficits(scanned.text)
    ]
    maintenance = stated_maintenance_kcal(scanned.text)
    if maintenance is None:
        return paces
    for daily in daily_calories(scanned):
        if daily.kcal < maintenance and _INTAKE_PLANNED_BEFORE.search(
            clause_before(scanned.text, daily.start)
        ):
            paces.append((weekly_loss_kg(maintenance - daily.kcal), daily.start, daily.end))
    return paces


def _format_limit(limit_kg: float) -> str:
    return f"{limit_kg:.1f} kg ({from_kg(limit_kg, WeightUnit.LB):.1f} lb)"


class WeightLossRatePolicy:
    name = "weight_loss_rate"
    severity = Severity.MEDIUM

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        return self._check(scanned, ctx)

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        return self._check(scanned, ctx)

    def _check(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        weight = ctx.weight_kg if ctx.weight_kg is not None else stated_bodyweight_kg(scanned)
        limit = weekly_loss_limit_kg(weight)
        percent = _weekly_percent_past_limit(scanned.text)
        if percent is not None:
            return self._modified(excerpt(scanned.text, percent.start(), percent.end() + 25), limit)
        share = _share_to_lose_past_limit(scanned.text, ctx.today)
        if share is not None:
            return self._modified(
                excerpt(
                    scanned.text,
                    share.start(),
                    share.end() if share["span"] is None else share.start("span") + 25,
                ),
                limit,
            )
        planned = _weekly_row_past_limit(scanned.text)
        if planned is not None:
            return self._modified(excerpt(scanned.text, planned.start(), planned.end()), limit)
        sizes = _sizes_to_lose_past_limit(scanned.text, ctx.today, limit)
        if sizes is not None:
            return self._modified(excerpt(scanned.text, sizes.start(), sizes.start("rest") + 25), limit)
        form_goal = _form_goal_past_limit(scanned, ctx.today)
        if form_goal is not None:
            return self._modified(excerpt(scanned.text, form_goal.start, form_goal.end), limit)
        for quantity in scanned.quantities:
            if _quoted_claim(scanned.text, quantity):
                continue
            held_to = _weekly_limit(quantity, limit)
            weekly = _weekly_loss_kg(quantity, scanned.text, weight)
            if weekly is not None and weekly > held_to + _TOLERANCE_KG:
                # a limit in a unit the message never names can't be quoted in kg
                shown = held_to if quantity.unit_stated else limit
                return self._modified(excerpt(scanned.text, quantity.start, quantity.end + 25), shown)
        for weekly_kg, start, end in _paces_of_planned_deficits(scanned):
            if weekly_kg > limit + _TOLERANCE_KG:
                return self._modified(excerpt(scanned.text, start, end + 25), limit)
        return None

    def _modified(self, trigger: str, limit_kg: float) -> PolicyResult:
        return PolicyResult(
            policy=self.name,
            severity=self.severity,
            action=PolicyAction.MODIFY,
            trigger=trigger,
            disclaimers=(disclaimer("weight_loss_rate", limit=_format_limit(limit_kg)),),
        )
