"""Calorie floor: daily intakes or targets below a safe minimum.

Below 1,200 kcal a day for women or 1,500 for men (the higher when sex is unknown) intake rarely
meets nutrient needs without supervision (Harvard Health Publishing, "Calorie counting made easy");
at 800 kcal a day or less it is a very-low-calorie diet, which NICE CG189 (1.7) reserves for
clinically supervised programmes. Input below the floor passes with a disclaimer; a reply that
recommends it is rewritten; anything under 800 is blocked either way.

Only *daily* calories count. "A 500 calorie deficit", "a 1,000 calorie lunch", "I burned 400
calories" and "a 150 g protein target" are not intakes, and a bare "target of 150" has no unit, nor are
calories burned ("do I eat back the 300 calories my watch says I burned?"). A day's meals listed one by
one count as their sum; a running total said part-way through a day ("it's only 3pm") is not a day; days
counted on water only ("day 4 on black coffee and water") are days of next to nothing. Foods named without
figures as all the writer eats in a day ("down to an apple and a couple of rice cakes a day") count as the
food catalog's estimate of them. A deficit taken from a stated maintenance leaves the difference as the day's
intake ("TDEE 2,050, want a 1,000 kcal deficit", `energy_balance`), and a day set for someone else ("put him
on the same 1300 plan") is judged at that person's floor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from fitcoach.coach.engine.estimate import estimate_meal
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.policies.base import ScannedText, scan
from fitcoach.coach.policies.energy_balance import planned_deficits
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity
from fitcoach.coach.policies.quantities import DAYS_PER_WEEK, KJ_PER_KCAL, Quantity, Unit, parse_number
from fitcoach.coach.policies.templates import disclaimer, reply
from fitcoach.coach.policies.text import clause_before, excerpt, is_negated, sentence_after, sentence_before
from fitcoach.goals.energy import VERY_LOW_CALORIE_KCAL as ENERGY_VERY_LOW_KCAL
from fitcoach.goals.energy import calorie_floor_kcal

# One source for the figures the goals and this policy both apply (cited in `goals.energy`).
VERY_LOW_CALORIE_KCAL = int(ENERGY_VERY_LOW_KCAL)

# Words that make a bare calorie figure a daily intake or target ("I eat 1000 calories").
_INTAKE_BEFORE = re.compile(
    r"\b(?:eat|eats|eating|ate|consume|consuming|consumed|intake|target|goal|limit|budget|diet|less than|"
    r"no more than|at most|stick to|sticking to|live on|living on|survive on|down to|cut to|cutting to|"
    r"drop to|dropped to|lower to|reduce to|set (?:my |your )?calories to|aim for|aiming for|allow|allowing|"
    r"live off|living off|survive off|surviving off|running on|plan is|plan of|manage|managing|"
    r"land|landing|end up|ending up|come in at|coming in at|averaging|averaged|"
    r"(?:average|avg)(?! (?:burn|active|exercise|workout|session|run|ride|walk|steps|heart|hr|meal))|"
    r"plan around|plan at|plan with|plan for|plan on|works out|works out at|comes to|adds up to|"
    r"macros (?:for|at|on|around|based on)|"
    r"get by on|getting by on|(?:i'?m|i am|been|be|stay|staying|going|went|put me) on|"
    # "then straight back to my 700 calories"
    r"back (?:to|on) my|"
    r"restrict|restricting|keep (?:it )?(?:at|under)|stay (?:at|under|below)|maintenance|"
    r"(?:sitting|sit|sat|hovering|hover) (?:at|around|on)|"
    r"(?:nutritionist|dietitian|dietician|doctor|coach|trainer|app|plan|program|programme) "
    r"(?:says|said|recommends|recommended|suggests|suggested|gave me|set|put me on))\b"
)
# A figure asked to be set, right before it: "set 700 kcal", "please set me to 1,000 cals".
_SET_TO_BEFORE = re.compile(
    r"(?:^|[.!?,;:]\s*)(?:please |pls |can you |could you )?set(?: it| me| mine| my (?:\w+ )?(?:target|goal"
    r"|calories|cals))?(?: to| at)?\s*(?:about |around )?$"
)
# "Want 2 kg a week off on 1400 cals", "switched to 1,100 kcal": right before the figure, a diet one lives
# on or is set to.
_ON_INTAKE_BEFORE = re.compile(
    r"\b(?:on|to|at|plan of|can i do|could i do|i'll do|i will do|doing|(?:going|want|plan|planning) to do"
    r"|gonna do)\s+"
    r"(?:only |just |about |around |like |roughly )?$"
)
# "that's my whole day, 220 cals", "one meal of 350 cals": the figure is everything eaten in a day.
_WHOLE_DAY = re.compile(
    r"\b(?:(?:my|the|a) whole day|all day|for the (?:whole )?day|in total|total for the day"
    r"|day(?:'s)? total|daily total|today's total|total (?:for )?today|that's my day"
    r"|(?:across|over) the (?:whole|entire) (?:day|shift)"
    # "I eat only one apple and black coffee in the day, maybe 100 calorie"
    r"|\b(?:eat|eats|ate|eating|have|having|had)\b[^.!?,]{0,40}\bin (?:the|a) (?:whole )?day"
    r"|(?:only|just|basically|pretty much|mostly|usually) (?:eat|eating|have|having) (?:one|1) meal"
    # two of the day's meals gone without: "no breakfast, no lunch. around 400 kcal only"
    r"|no (?:breakfast|brekkie|lunch|dinner)(?:[ ,]+(?:and |or |nor )?(?:no )?(?:breakfast|brekkie|lunch"
    r"|dinner))+"
    r"|eating (?:is |was )?(?:just |only )?(?:one|1) meal|one meal a day|omad"
    r"|i (?:only|just) (?:eat|ate|have|had)|i'm (?:only|just) (?:eating|having))\b"
)
# ... and words that make it something else: a deficit, a meal, exercise, a remainder.
_NOT_INTAKE_AFTER = re.compile(
    r"^\s*(?:calorie |cal |kcal )?(?:a day |per day |daily |weekly )?"
    r"(?:deficit|surplus|less|fewer|more|extra|over|above|under maintenance|"
    r"below maintenance|lunch|breakfast|dinner|supper|snack|meal|dessert|bar|shake|smoothie|drink|burn|"
    r"burned|burnt|per (?:meal|serving|portion|slice|bar)|a (?:meal|serving|portion|slice|bar)|"
    r"in one (?:meal|sitting)|for (?:breakfast|lunch|dinner|a snack)|at (?:breakfast|lunch|dinner)|"
    # a log's entry said to be a meal: "the 1,000 kcal entry was lunch"
    r"(?:entry|item|log) (?:was|is)(?: for| my| just)? (?:breakfast|brekkie|lunch|dinner|supper"
    r"|a snack|a meal)|"
    r"of (?:exercise|cardio|activity|walking|running|training)"
    # (not a trip spent on it: "1300 a day on the bike tour")
    r"|on the (?:treadmill|bike|rower|stairmaster|elliptical|cross trainer)(?! (?:tour|trip|holiday)s?\b)"
    r"|left|remaining|to go|"
    r"from (?:exercise|running|walking|my workout)|"
    r"worth of (?:exercise|cardio)"
    # a dish: "a 1,100 calorie Sunday roast at the pub"
    r"|(?:sunday )?roast|burger|pizza|curry|kebab|burrito|pasta|sandwich|sub|wrap|fry[- ]?up|full english"
    r"|buffet|feast|platter|steak|cake|pie|chippy|fish and chips|milkshake|takeaway"
    # a meal out, or a figure said to be one meal: "1,400 cals at the buffet lol, just lunch"
    r"|at (?:the |a )?(?:buffet|carvery|restaurant|pub|party|wedding|bbq|barbecue)"
    r"|[^.!?]{0,30}\b(?:just|only|that was|that's|thats) (?:for )?(?:breakfast|brekkie|lunch|dinner|brunch)"
    r"(?=\s*(?:[.!?,;]|$))"
    # "a 1100 cal burrito for lunch": a dish, named for its meal
    r"|(?:(?!(?:a |per )?days?\b)[a-z'-]+ ){1,2}(?:for|at)"
    r" (?:breakfast|brekkie|lunch|dinner|tea|supper|a snack))\b"
)
_NOT_INTAKE_BEFORE = re.compile(
    r"\b(?:burn\w*(?: off)?|deficit(?: of| at| to| around)|surplus of|extra|an extra|cut out|cut|cutting"
    r"|reduce by|drop by|"
    r"lower by|lunch of|meal of|snack of|breakfast of|dinner of|workout|run|ran|walk|walked|exercise|bmr|"
    r"tdee|maintenance is|maintenance of|maintenance at|lunch|breakfast|dinner|snack|meal|add|adding|another|"
    r"over|above|more than|plus|exceed|exceeded|went over)\s*(?:by |of |about |around |only |just )?$"
)
# A daily figure that is something other than the day's food: a habit's share, a saving, a rate of burning.
_NOT_AN_INTAKE_PER_DAY = re.compile(
    r"\b(?:habit|latte|coffee|soda|drinks?|snacking|saves?|saving|costs?|worth|adds?|adding|bmr|tdee|burn\w*"
    r"|maintenance)\b"
)
# "500 calories a day under my TDEE", "500 a day below maintenance": a deficit, not an intake.
_RELATIVE_AFTER = re.compile(
    r"^\s*(?:calories |kcal |cals )?(?:a day |per day |daily )?(?:under|below|over|above|less than|more than)"
    r" (?:my |your |the )?(?:tdee|maintenance|bmr|target|goal)\b"
)
_MEAL_PLAN = re.compile(r"\bmeal plan\b")
# "tracker says my weekly total was 6,300 kcal": a week's intake, a seventh of it a day.
_WEEKLY_LABEL = (
    r"(?:\b(?:weekly|week's|the week's|this week's) (?:calorie |cal )?(?:total|intake|calories|cals|budget"
    r"|allowance|target|goal|limit)\b"
    # "week logged: 8,400 kcal total"
    r"|\b(?:week|the week|this week) logged\b|\blogged (?:this|for the) week\b)"
)
_WEEKLY_TOTAL_BEFORE = re.compile(_WEEKLY_LABEL + r"(?!.*\b(?:burn\w*|deficit|steps)\b)[^.!?]{0,30}$")
_MEAL_WORD = re.compile(r"\b(?:breakfast|brekkie|lunch|dinner|supper|snacks?|meals?|dessert|brunch)\b")
_DAILY_PLAN_AFTER = re.compile(
    # (not a deficit's: "a 500 calorie deficit plan")
    r"^\s*(?:calorie |cal |kcal )?(?:a day |per day |daily )?(?!deficit\b)(?:\w+ )?"
    r"(?:diet|meal plan|eating plan|plan|limit|budget|target|goal|cap|intake|allowance)\b"
)
# "1000 kcal and lose 1.5 kg a week": the intake a loss is planned on.
_LOSS_PLAN_AFTER = re.compile(
    r"^\s*(?:a day |per day |daily )?(?:and|to|while|so i can|,)\s*(?:lose|drop|shed|cut)\b"
)
# Kinds of day a plan or an intake holds on: "low days", "rest days", "fasting days".
_DAY_KIND = r"(?:low|high|refeed|rest|training|fasting|fast|lifting|off|diet|cardio|non[- ]training|gym"
_DAY_KIND += r"|low[- ]carb|high[- ]carb)"
# "Monday to Friday": the working week's days.
_MONDAY_TO_FRIDAY = r"(?:monday|mon) ?(?:to|-|through|thru|till|til) ?(?:friday|fri)"
# "600 cals on a good day": a day of a usual kind is any day.
_ON_A_DAY = r"on an? (?:good|bad|normal|typical|usual|average|regular|strict|busy|" + _DAY_KIND + r") day\b"
# Spanish mixed into English: "1000 calorías diarias".
_PER_DAY_IN_SPANISH = r"(?:diarias|al día|por día)(?!\w)"
_TODAY_AFTER = re.compile(
    r"^\s*(?:so far )?(?:today|yesterday|all day|a day|this day|per day|days?\b(?! (?:ago|later|before)))\b"
    r"|^\s*"
    + _PER_DAY_IN_SPANISH
    + r"|^\s*"
    + _ON_A_DAY
    + r"|^\s*(?:on )?(?:weekdays|week ?days|workdays|work days|most days|"
    + _MONDAY_TO_FRIDAY
    + r"|"
    + _DAY_KIND
    + r" days)\b"
    r"|^\s*(?:a day |per day |daily )?(?:is|as) (?:my|the|your|a|our) (?:good |solid |great |safe |sensible "
    r"|reasonable |realistic |new )?(?:daily )?"
    r"(?:limit|target|goal|cap|max|maximum|budget|allowance)\b"
)
# "yesterday: 1,150 kcal total": a day's total, in a message that names its day.
_TOTAL_AFTER = re.compile(
    r"^\s*(?:in )?(?:total|all up|all in|all told|altogether)\b"
    r"(?!\s*(?:burn\w*|deficit|for (?:the |that |this |my )?(?:meal|breakfast|brekkie|lunch|dinner|snack)))"
)
# A figure right before a whole-day phrase owns it: "1,900 for the day".
_FIGURE_JUST_BEFORE = re.compile(
    r"(?<![\d,.])(?:\d,\d{3}|(?!(?:19|20)\d\d\s*$)\d{3,4})(?:\s*(?:calorie\w*|cals?|kcals?))?\s*$"
)
# ... and a target, not what was eaten: "850 and done, supposed to be 1,700 for the day".
_TARGET_FIGURE_BEFORE = re.compile(
    r"\b(?:supposed to be|meant to be|should be|target|goal|aim\w*(?: for)?|planned|plan(?: said| says)?|vs"
    r"|versus)\s*"
    r"(?:was |is |of |at )?(?:about |around )?$"
)
_TARGET_AFTER_PHRASE = re.compile(r"\s*(?:was|is|as) (?:the|my|our) (?:target|goal|plan|aim)\b")
# "Day 9 of 300 cals": a count of days spent on an intake.
_DAY_COUNT_BEFORE = re.compile(r"\bday \d+ of\s*$")
# Running on an intake, said of what the writer will do or does: "want to run 1,300 kcal a day", "going to run
# 1,200 kcal for the next 8 weeks" (not "my run burned 400 kcal", nor "going to run 600 kcal off today").
_RUN_ON = (
    r"(?:to|gonna|going to|i'll|i will|i'd|i would|we'd|we'll|i'm|im|i am|been|be|(?:can|could|should) i)"
    r" run(?:ning)?"
)
_RUN_ON_BEFORE = re.compile(r"\b" + _RUN_ON + r" (?:at |on )?(?:about |around |roughly )?$")
_HELD_FOR_A_SPAN_AFTER = re.compile(
    r"^\s*(?:a day|per day|daily|each day|every day"
    r"|for (?:the next |a few |\d+ |a couple of )?(?:weeks?|months?|\w+ (?:weeks|months))"
    r"|until|till|to (?:shred|cut|lean out)|on (?:my|this) cut"
    r"|on (?:"
    + _DAY_KIND
    + r") days?|on weekdays|on week ?days|during the week|"
    + _MONDAY_TO_FRIDAY
    + r")\b"
    # (weight it takes off is no burn: "1,000 kcal a day will take weight off")
    r"(?![^.!?]*\b(?:(?<!weight )(?<!kg )(?<!kilos )(?<!pounds )(?<!lbs )(?<!fat )(?<!week )off|burn\w*"
    r"|treadmill|bike|rower|machine|cardio|steps)\b)"
)
# A day's eating told, then its calories as an aside: "been eating one ration pack a day, about 1,100 cals".
_DAY_OF_EATING_BEFORE = re.compile(
    r"(?:\b(?:eat|eats|eating|ate|having|living on|living off|surviving on|getting)\b[^.!?;,]{0,30}"
    r"\b(?:a|per|each) day|\b(?:a|per) day and nothing else)\s*[,-]\s*"
    r"(?:so |that's |thats |which is |roughly |about |around |approx\.? |maybe |like |~)*$"
)
# ... not a share of each meal: "three meals a day, about 500 each".
_EACH_AFTER = re.compile(r"^\s*(?:each|apiece|a meal|per meal|a pop|a go)\b")
# A figure called a day's target or cut: "for a 6'1 man, 1,400 calories is a good aggressive target".
_CALLED = r"(?:is|are|would be|will be|makes?) (?:a |an |the |your )?(?:\w+ ){0,3}"
_CALLED_A_TARGET_AFTER = re.compile(
    # "1,300 kcal with high protein is a solid aggressive cut"
    r"^\s*(?:a day |per day |daily )?(?:with (?:\w+ ){1,3})?"
    + _CALLED
    + r"(?:target|goal|cut|starting point|intake|plan|budget|limit"
    r"|allowance)\b"
)
# Servings counted for a day, and the calories of each: "three soups a day, about 250 each", "two meals a day
# at 600 apiece".
_SERVINGS_A_DAY = re.compile(
    r"\b(?P<count>[1-6]|one|two|three|four|five|six) (?:[\w-]+ ){0,2}?"
    r"(?:meals?|shakes?|soups?|bars?|snacks?|portions?|servings?|sachets?|packs?|pouches?)"
    r"(?: a day| per day| daily),?\s*(?:at |of )?(?:about |around |roughly |approx\.? |like |~)?"
    r"(?P<each>\d{2,4})(?: ?(?:kcal|kcals|cals?|calories))? (?:each|apiece|a pop|per (?:meal|shake|soup|bar"
    r"|serving))\b"
)
# A figure of the whole day's food: "one 600kcal shake for breakfast and nothing else all day".
_NOTHING_ELSE_ALL_DAY_AFTER = re.compile(
    r"^[^.!?;]{0,40}\b(?:and )?nothing else (?:all day|the whole day|that day|for the (?:rest of the )?day)\b"
)
# A figure wanted in place of the daily target an app or a plan suggests: "your app says 1650 but id rather do
# 950", "app says 1,600 but i want it lower, like 1,200".
_INSTEAD_OF_SUGGESTED = re.compile(
    r"\b(?:app|tracker|target|goal|calculator|plan|mfp|myfitnesspal|it) (?:says|said|gives me|gave me"
    r"|suggests|suggested|recommends|recommended|has me at|puts me at|set me at|wants me at|wants me on)"
    r" (?:about |around |roughly )?(?:\d,\d{3}|\d{3,4})(?: ?(?:kcal|kcals|cals?|calories))?\b[^.!?\d]{0,40}?"
    r"\b(?:rather|instead|prefer|lower|less|go with|try)\b[^\d.!?]{0,20}?(?P<number>\d,\d{3}|\d{3,4})\b"
)
# "the 300 calories my watch says I burned": a relative clause makes the figure a burn, whatever verb came
# before it.
_BURNED_AFTER = re.compile(
    r"^\s*(?:that |which )?"
    r"(?:(?:my|the|your) \w+ (?:says|said|reckons|claims|thinks|shows|showed|estimates) )?"
    r"(?:i|i've|i have|you|you've|you have) (?:just |already )?(?:burn|burned|burnt|earned|worked off)\b"
)
# "should I eat back 400 calories?": what one eats back is what exercise burned, not the day's intake.
_EAT_BACK_BEFORE = re.compile(
    r"\beat(?:s|ing)? back\b(?: (?:the|my|those|these|all|half|some|of))*\s*(?:about |around |roughly )?$"
)
# A plain figure in digits: "1,100", "950", "1.1k".
_DIGITS = r"\d,\d{3}|\d{3,4}|\d(?:\.\d)?k"
_DIGIT_FIGURE = r"(?P<number>" + _DIGITS + r")"
# ... or in words: "a thousand", "twelve hundred", "one thousand one hundred".
_FIGURE_VALUE = (
    _DIGITS + r"|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen) (?:thousand(?:(?: and)? (?:a|one|two|three|four|five|six|seven|eight|nine) hundred)?"
    r"|hundred)(?:(?: and)? (?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?=\s))?"
)
_FIGURE = r"(?P<number>" + _FIGURE_VALUE + r")"
# Units after a plain figure that make it something other than a day's calories: "I eat about 200 g of
# chicken", "10,000 steps", "45 min".
_OTHER_UNIT = (
    r"g|grams?|mg|kg|kgs|kilos?|lbs?|pounds?|steps|m|km|miles?|ml|min|mins|minutes?|hours?|reps?|w|watts?|bpm"
    r"|metres?|meters?|kj|kilojoules?"
)
# A figure with a calorie unit is a quantity, read with its context by `_as_daily`.
_CALORIE_UNIT = r"calorie\w*|cals?|kcals?"
_NOT_A_DEFICIT = (
    r"(?!\s*(?:calorie |cal |kcal )?(?:deficit|surplus|burn|below|under|over|above|more|less|extra|fewer"
    r"|lower|higher))"
)
# "a day", or a kind of day the figure holds on: "on work days", "most days".
_PER_DAY = (
    r"(?:[\s-]*a[\s-]day\b|\s*in a day\b|\s*per day\b|\s*daily\b|\s*each day\b|\s*every day\b"
    r"|\s*" + _PER_DAY_IN_SPANISH + r"|\s*/ ?day\b|\s*/ ?d\b|\s*all day\b"
    r"|\s*(?:on )?(?:most|work|week|school|shift|office|good|bad|normal|strict|" + _DAY_KIND + r") ?days\b"
    # "1,450 in the week and 2,500 weekends": on weekdays
    r"|\s*(?:in|during) the week\b(?!\s+on (?:the|my) )|\s*(?:on )?weekdays\b"
    r"|\s*(?:on )?" + _MONDAY_TO_FRIDAY + r"\b"
    r"|\s*(?:over|across|in) (?:a|the) (?:whole |entire )?day\b"
    r"|\s*on (?:night |day |late |early )?shifts\b|\s*(?:on )?(?:most|all|my|per|each|a) shifts?\b|\s*"
    + _ON_A_DAY
    + r"|\s*(?:for|over|across) the (?:whole |entire )?shift\b)"
)
# A figure with no unit is a daily intake when eating frames it (or it opens a clause of a message
# about diet) and "a day" follows it: "eating around 1,300 a day", "guy, 90 kg, 1,100 a day to lose
# weight". Bounded to plausible daily intakes, so "walking 10,000 a day" is steps.
# "600-700 a day": a range, read at its lower end.
_RANGE_END = r"(?:\s*(?:-|to|and)\s*(?:" + _DIGITS + r"))?"
_DAILY_FIGURE = _FIGURE + _RANGE_END + r"(?:-?ish)?" + _PER_DAY + _NOT_A_DEFICIT
# Someone else's day asked to be copied: "my friend eats 1000 a day and swears by it, should I copy her?",
# "my wife does 950 a day ... can I just copy her plan?"
_THEIR_DAY_COPIED = re.compile(
    r"\b(?:eats|has|does|is on|lives on|sticks to|survives on)\s+(?:(?:only|just|about|around|roughly|like"
    r"|maybe)\s+)*" + _DAILY_FIGURE + r"(?=[^?]{0,80}\b(?:should|can|could) i (?:just )?(?:copy|do the same"
    r"|try (?:it|that|the same)|do (?:it|that) too|follow (?:her|him|them|suit))\b)"
)
# A diet or challenge named by its day's figure and taken up: "day 4 of the 1100 challenge", "wanna do the
# 1000 calorie challenge" (not one explained: "the 1200 cal challenge is all over tiktok"; and a figure of a
# day's size only, so "the 300 challenge" of reps is no diet).
_NAMED_BY_ITS_FIGURE = re.compile(
    r"\b(?:do|doing|did|done|try|trying|tried|start|starting|started|on|of|join|joining|joined|follow"
    r"|following) (?:the|a|that|this) (?P<number>[5-9]\d\d|1,?[0-4]\d\d)(?: ?(?:kcal|cal|calorie)s?)?"
    r" (?:challenge|diet)\b"
)
# The lowest setting asked for with figures offered: "what's the lowest you'll let me set? 1000? 950?"
_LOWEST_SETTING_OFFERED = re.compile(
    r"\b(?:lowest|minimum|min)\b[^.!?\d]{0,40}\b(?:set|go|target|goal|let me)(?: it| me| my \w+)?(?: to| at)?"
    r"\b\??\s*(?P<number>\d,\d{3}|\d{3,4})\b(?!\s*(?:kg|lbs?|steps|g\b|grams|mins?|km|k\b))"
)
_BARE_DAILY = re.compile(
    r"(?::\s*|\b(?:eat|eating|ate|consume|consuming|having|getting|get|doing|do|living on|surviving on"
    r"|averaging|at|on|is|to"
    r"|would|be|thinking|thinking of|thinking about|considering|planning|planning on|try|trying|maybe|like"
    r"|want|wanna|need"
    r"|set myself|give myself|allow myself"
    r"|reckon"
    r"|think|guess|figure"
    r"|aiming for|aim for|aiming at"
    r"|giving myself|allowing myself|what about|how about)\s+|(?<!\d),\s*|,\s+|^\s*"
    # ... or opening a sentence of its own: "Female, sedentary, WFH. 1150 daily - realistic?"
    r"|(?<=[a-z][.!?])\s+)"
    r"(?:(?:only|just|about|around|roughly|approximately|approx|like|maybe|probably|prob|probs|under|below"
    r"|less than|between|an?)\s+)*" + _DAILY_FIGURE
)
# A day's intake said outright needs no other diet word: "i'm on 500 a day at the moment".
_LIVING_ON_DAILY = re.compile(
    r"\b(?:eat|eating|ate|consume|consuming|living on|surviving on|living off|surviving off|live off|live on"
    r"|been on"
    r"|i'm on|i am on|averaging|i average|manage"
    r"|managing|down to|get it to|got it to|drop to|dropping to|go down to|cut to|cutting to"
    # what an app or a coach handed out: "lose it gave me 1,150 a day"
    r"|gave me|gives me|given me|has me on|had me on"
    # "rules: ... no more than 500 a day"
    r"|no more than|not more than|never more than|at most"
    # a day asked for, meant or lived on: "just give me 800 a day", "no, I meant 1000 per day", "when ur on
    # like 500 a day" (not "been doing 1000 a day", which may be reps)
    r"|give me|gimme|(?:i )?meant|i mean|(?:you're|youre|ur|your|you are) on"
    # "can you set us both to 1,000 a day", "my husband's put himself on 1400 a day"
    r"|set us(?: both| all)? (?:to|at|on)|put us(?: both| all)? on"
    r"|(?:put|puts|putting) (?:himself|herself|themselves|themself|myself) on"
    # a day's figure aimed at: "trying to hit 900 a day so i fit the dress"
    r"|(?:trying|try|aiming|aim|want|wanting|need|going) to (?:hit|get to|stick to|stay at|keep to)"
    r"|let myself(?: have| eat)?|allow myself(?: to)?(?: have| eat)?|set me to|put me on|put me at"
    r"|(?:keeping|keep|kept) it(?: at| to)?|keep (?:intake|calories|things) (?:at|around)|stay|staying"
    r"|keeping to|keep to|sticking to|stick to|stuck to"
    r"|(?<!calories are )(?<!cals are )(?<!burn is )(?:sitting|sat|hovering) (?:at|around)"
    # "the husband and I are both on 1,100 a day": a day shared is each one's day
    r"|both on|all on|we're on|we are on|are on|(?:she's|he's|she is|he is|client's|client is) on"
    r"|both doing|all doing|we're doing|we are doing"
    # "we should all be under 1100 a day", "he wants to do 1,200 a day with me"
    r"|be(?: all)?(?= (?:under|below|less than) )|(?:want|wants|wanted|plan|plans|planning|going) to do"
    # a level the writer runs on: "lads im running 1200 a day on my cut", "running on 1100 a day on nights"
    r"|" + _RUN_ON + r"|running on|run on|getting by on|get by on"
    # the day asked for: "can ye make it 900 a day for me?"
    r"|make it|make mine|make that|change it to|switch it to)\s+"
    # "been on the 800 a day shakes"
    r"(?:(?:only|just|about|around|roughly|like|maybe|under|below|the"
    r"|less than)\s+)*" + _DAILY_FIGURE
)
# "has been logging around 600 a day": a day's intake logged (not "logging 500 a day of exercise calories").
_FOOD_APP = (
    r"(?:mfp|myfitnesspal|my fitness pal|the app|my app|an app|cronometer|lose ?it|the tracker|my tracker"
    r"|my food diary|my diary|fitcoach)"
)
# A figure at the day's end is the day's total: "logged 650 cals at 11pm, bed now", "600 by 8pm and
# thats it for the day".
_END_OF_DAY = (
    r"(?:\s*(?:at|by) (?:(?:8|9|10|11)(?::\d\d)? ?pm|2[0-3]:\d\d|half (?:8|9|10|11))\b)?"
    # not a meal's figure ("logged 650 for dinner, heading to bed")
    r"(?![^.!?]{0,30}\b(?:for|at|with) (?:breakfast|brekkie|lunch|dinner|tea|supper|a snack|snack)\b)"
    r"[^.!?]{0,30}\b(?:bed|that's it(?! for (?:lunch|breakfast|brekkie|now))|thats it(?! for (?:lunch"
    r"|breakfast"
    r"|now))|that's me|thats me|done for the day|done eating|nothing else(?! yet)|for the day|kitchen(?:'s"
    r"| is)?"
    r" closed|no more food)\b"
)
_END_OF_DAY_AFTER = re.compile(r"^" + _END_OF_DAY)
_LOGGED_BEFORE = re.compile(
    r"\b(?:logging|logged|tracking|tracked|on|at)\s+(?:(?:only|just|about|around|like)\s+)?$"
)
_LOGGED_DAILY = re.compile(
    r"\b(?:log|logs|logging|logged|track|tracks|tracking|tracked)\s+"
    r"(?:(?:only|just|about|around|roughly|like|maybe|under)\s+)*"
    # ... or its day named after the app: "logging 600 on myfitnesspal most days"
    + _FIGURE
    + _RANGE_END
    + r"(?:(?=\s*(?:in|on) "
    + _FOOD_APP
    + _PER_DAY
    + r")|(?="
    + _END_OF_DAY
    + r")|"
    + _PER_DAY
    + _NOT_A_DEFICIT
    + r")"
    # ... in the app where food is logged ("logging 700 a day in mfp"), not in steps or on the bike
    + r"(?!\s*(?:of|as|from|towards?|for (?:exercise|activity|steps)|active|burned|burnt|exercise|steps"
    r"|(?:in|on)(?!\s+" + _FOOD_APP + r"\b))\b)"
)
# "she's on 1300 and I'm on 1450": the writer's figure set beside someone else's is a day's intake, like
# theirs. Only the writer's: the other figure is the other person's day.
_MINE_BESIDE_THEIRS = re.compile(
    r"\b(?:she's|she is|he's|he is|they're|they are|(?:wife|husband|partner|missus)(?:'s| is))\s+on\s+"
    r"(?:(?:only|just|about|around|like)\s+)*(?:"
    + _DIGITS
    + r")\b[^.?!\n]{0,20}?\b(?:i'm|i am|im|me)\s+on\s+"
    r"(?:(?:only|just|about|around|like)\s+)*" + _DIGIT_FIGURE + r"\b(?!\s*(?:" + _OTHER_UNIT + r")\b)"
)
# "my PT said 1400 is fine for my cut": a plain figure endorsed as enough.
# A plain figure, a day's or not, that a verb of being follows.
_FIGURE_SAID_TO_BE = r"(?<![\w.,])" + _DIGIT_FIGURE + r"\s*(?:a day |per day )?"
_BARE_ENDORSED = re.compile(
    _FIGURE_SAID_TO_BE + r"(?:is|would be|should be|sounds|seems|has been|'s been)"
    r" (?:totally |perfectly |absolutely |about |just |pretty |quite )?"
    r"(?:fine|ok|okay|enough|plenty|good|safe|right|perfect|reasonable|sensible|healthy|working)\b"
)
# ... or claimed as one's own, which needs no other diet word: "1,450 is my number", "1,150 a day has been my
# number since the 80s".
_FIGURE_CLAIMED = re.compile(
    _FIGURE_SAID_TO_BE
    + r"(?:is|has been|'s been|was) (?:always )?my (?:number|target|goal|limit|budget|cap|max)\b"
)
# An eating verb or a target right before a plain figure: "i eat about 800", "set my target to 900",
# "plan is 700", "push it down to 600". Not when a unit follows ("I eat about 200 g of chicken").
_BARE_INTAKE = re.compile(
    r"\b(?:eat|eating|sticking to|stick to|living on|surviving on|living off|surviving off"
    r"|(?:target|goal|limit|budget|intake|allowance)(?: (?:in|on) (?:the|my) (?:app|tracker|mfp))?"
    r"(?: is| of| to| at|:)?|plan is"
    # "calories: 450" labels a meal or a recipe; "my calories: 900" or "calories at 900" a day
    r"|(?:cals|calories|kcals?)(?: is| of| to| at)?|(?:my|daily|day's|total) (?:cals|calories|kcals?)"
    r"\s*(?::|=|->|\u2192)"
    r"|(?:drop|dropping|go|going|go down|going down|cut|cutting|reduce|reducing|switch|move|change|bump|bring"
    r"|knock|knocking"
    r"|lower|lowering|set|override)"
    r"(?: it| me| you| mine| my (?:daily |calorie |cal )?(?:plan|target|goal|calories|cals"
    r"|intake))?(?: down)? to"
    r"|under|i want|want it at|i'd like|(?:put|type|enter) in"
    # "it won't let me set 1000"
    r"|(?:let|lets|letting) me (?:set|enter|put in|go (?:down )?to)"
    # "I genuinely feel better on 1,100"
    r"|(?:feel|feeling|felt|do|doing|fine|better|best|good|great) on"
    r"|(?:want to|going to|try to|plan to|can i|could i|i'll|can you|could you|can u) do|(?:want to|going to"
    r"|i'll|let me) try"
    # "1200 is too much for me to lose anything, can we try 900?"
    r"|(?:can|could|shall) (?:we|i) (?:just )?try"
    r"|go over|going over|went over|stay under|keep it under|keep under"
    # "I only ever hit like 1,150", "avg was like 750": what the days usually come to
    r"|(?:only|just|barely|ever|usually|normally|always|never) (?:ever )?(?:hit|hits|get to|reach)"
    r"|(?:avg|average)(?: was| is| of| at)?|averaged|averaging"
    r"|(?:i'm|im|i am|been) doing|end up(?: around| at)?|ending up(?: around| at)?|(?:my )?number is"
    r"|(?:want|set|put|have|keep|keeping|kept|cap|limit) (?:it|me|my \w+) at"
    # "coach at my gym has me on 1150"
    r"|(?:has|have|had|puts?|keeps?|kept|got) me on"
    r"|(?:meal |eating |diet )?plans? (?:around|of|at|for|with)"
    r"|(?:app|plan|coach|trainer|doctor|dietitian|dietician|nutritionist|calculator|tracker|mfp) "
    r"(?:says|said|gave me|suggests|suggested|recommends|recommended|set me at|has me at))\s+"
    r"(?:only |just |about |around |roughly |like |maybe )*"
    + _FIGURE
    + r"\b(?!\s*(?:more|less|extra|fewer|over|under|below|above|"
    + _OTHER_UNIT
    + "|"
    + _CALORIE_UNIT
    + r")\b)"
)
# "is 600 ok for me f17": whether a plain figure is enough is asked of a day's intake; said "a day", it
# needs no other diet word ("M 19, is 1300 a day ok if i lift").
_ASKED_SUFFICIENT = (
    r"(?:close enough|enough|sufficient|adequate|too (?:little|low)|safe|healthy|ok|okay|alright|all right"
    r"|fine|doable|realistic|sustainable|manageable|reasonable)\b"
)
_BARE_SUFFICIENCY = re.compile(
    r"\bis (?:only |just |eating |having )?"
    + _DIGIT_FIGURE
    + r"\s*(?P<per_day>a day |per day |daily )?"
    + _ASKED_SUFFICIENT
)
# "logged 1,050 today, 1,020 yesterday": a day's log said with its day.
_LOGGED_DAY = re.compile(
    r"\b(?:logged|tracked|ate|had|eaten|at)\s+(?:about |around "
    r"|roughly )?" + _FIGURE + r"\s+(?:so far )?(?:today|yesterday)\b"
)
# "my rule: if i go over 1,000 i do an extra hour on the stairmaster": a cap on the day.
# ... or a pact's: "whoever goes over 800 cals in a day has to run it off"
_GOING_OVER = (
    r"(?:(?:if|when|whenever|every time) (?:i|we|either of us|one of us) (?:go|went|get)"
    r"|(?:whoever|whichever of us|anyone who|if (?:either|one) of us) (?:goes|went|gets)) (?:over"
    r"|above)\s+(?:my\s+)?"
)
_CAPPED = re.compile(
    r"\b(?:"
    + _GOING_OVER
    + r"|(?:haven't|have not|never|not) (?:gone|been|went) (?:over|above)\s+(?:my\s+)?"
    # "i still can't eat more than 600 a day without panicking" (not at one sitting)
    + r"|(?:can't|cannot|can not|won't|don't|do not|never) (?:let myself )?eat more than\s+(?:about\s+)?)"
    + _FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r"|bpm|at (?:once|a time|one sitting|a sitting)|in one (?:go|sitting)|per meal|a meal)\b)"
)
# ... said just before the figure, whatever exercise pays for it: "500 burpees every time i go over 800 cals".
_CAP_PASSED_BEFORE = re.compile(r"\b" + _GOING_OVER + r"$")
# ... and the exercise that pays for going over it: "if I go over 800 I make myself run until ...".
_PAID_FOR_AFTER = re.compile(
    r"\s*(?:cals? |calories |kcals? )?,?\s*(?:then )?i (?:make myself|have to|must|force myself to|go and)"
    r" (?:\w+ )?(?:run|walk|burn|exercise|cardio|train|work it off|do)\b"
)
# "can you cap me at 1100": the writer's day capped, asked of the coach, needs no other diet word.
# "Most days I'm on about 800", "most days it's maybe 700 to 900 cals": a day's figure said of the writer's
# days.
_MOST_DAYS_ON = re.compile(
    r"\b(?:most|every|each|some|all) days?,? (?:i'm|i am|im|it's|its|it is) (?:on |at |sitting at |around )?"
    r"(?:only |just |about |around |roughly |like |maybe )*"
    + _FIGURE
    + _RANGE_END
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r"|more|less|extra|over|under"
    r"|steps)\b)"
)
_CAP_ME = re.compile(
    # "put me on 1150, I know what I'm doing": a figure the plan is to be set to
    r"\b(?:(?:cap|limit|restrict) (?:me|myself|my days?) (?:at|to)|put me (?:on|at)|set me (?:to|at|on)"
    # "can you drop my daily number down to 1,050"
    r"|(?:drop|lower|bring|knock|move|set|change|put) (?:my|the) (?:daily )?(?:number|calories|cals|target"
    r"|goal|budget)(?: down)? (?:to|at))\s+"
    r"(?:(?:only|just|about|around)\s+)?"
    + _FIGURE
    + r"\b(?!\s*(?:more|less|extra|fewer|"
    + _OTHER_UNIT
    + r")\b)"
)
# "woman, 1150 target ok?": a four-figure number named a target is a day's calories (a "150 target" may be
# protein).
_FIGURE_AS_TARGET = re.compile(
    r"(?<![\w.,])(?P<number>\d,\d{3}|\d{4})\s*(?:kcal |cals? |calorie )?(?:target|goal|budget|allowance)\b"
    r"(?!\s*(?:weight|pace|time|heart|protein|steps|for (?:steps|protein)))"
)
# "My target's been 1,150 for months": a target named, then its figure.
_TARGET_HAS_BEEN = re.compile(
    r"\b(?:my|the|our|your) (?:daily |calorie |cal )?(?:target|goal|limit|budget|allowance)"
    r"(?:'s| has| is| was)?"
    r" (?:been |set (?:at|to) |sitting at |stuck at |sat at )(?:(?:about|around|roughly|only|just)\s+)*"
    + _DIGIT_FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
)
# "Daily" as the day's own figure: "can you lower my daily to 1100?", "my daily's 1,050 now".
_DAILY_NAMED = re.compile(
    r"\b(?:my|your|the|his|her) daily(?: (?:target|goal|cals|calories|intake|limit|budget|number|allowance))?"
    r"(?:'s| is| to| at| of| down to| set to| sits at| sitting at)\s+"
    r"(?:(?:about|around|roughly|only|just|like)\s+)*"
    + _FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
    + _NOT_A_DEFICIT
)
# "twelve hundred a day felt too easy so im dropping to a thousand": the figure a day is lowered to.
_DAILY_FIGURE_LOWERED = re.compile(
    r"(?<![\w.,])"
    + r"(?:"
    + _FIGURE_VALUE
    + r")"
    + _PER_DAY
    + r"[^.!?]{0,60}?\b(?:dropping|drop|going|go|cutting|cut|moving|move|lowering|lower|bringing it"
    r"|taking it|bumping it) (?:it )?(?:down )?to (?:(?:about|around|like|only|just|maybe)\s+)*"
    + _FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
)
# "usually only get like 800 in on work days": what a kind of day lets one get eaten.
_GOT_IN_DAILY = re.compile(
    r"\b(?:get|gets|getting|got)\s+(?:(?:only|just|about|around|roughly|like|maybe|barely)\s+)*"
    + _FIGURE
    + _RANGE_END
    + r"\s+(?:(?:"
    + _CALORIE_UNIT
    + r")\s+)?in\b"
    + _PER_DAY
)
# Figures a question may be about that are not a day's calories.
_OTHER_MEASURE = (
    r"\b(?:deficit|surplus|protein|carbs?|fat|fibre|fiber|sugar|steps?|reps?|heart|pulse|bpm|weight|bmi)\b"
)
# "what's the lowest the app will let me set? thinking 1,100 for january": a figure floated after asking how
# low a target may go is the target meant.
_FLOATED_AFTER_LOWEST = re.compile(
    # not when it asks how low a deficit, a macro or a heart rate goes ("how low should my deficit go?")
    r"\b(?:lowest|how low|least (?:i|you|one|someone) (?:can|could) (?:eat|get away with|go))\b(?:(?!"
    + _OTHER_MEASURE
    + r")[^\n]){0,80}?(?:\b(?:thinking|considering|maybe|what about|how about|planning on|trying for"
    r"|aiming for|going for|hoping for|try)|(?<=[?,;:.!] )say|\blet's say)\s+"
    r"(?:(?:about|around|like|of)\s+)*" + _FIGURE + r"(?:-?ish)?\b(?!\s*(?:" + _OTHER_UNIT + r")\b)"
)
# "my dietitian had me at 2200 but I've quietly knocked it down to 1000": a figure a day's was brought to.
_BROUGHT_DOWN_TO = re.compile(
    r"\b(?:knock\w*|brought|bring\w*|took|taken|taking|dragged|drag\w*|pulled|pull\w*) (?:it|that|them|my"
    r" (?:\w+ )?(?:calories|cals|intake|target|goal|number))(?: \w+ly)? (?:right |all the way )?down to"
    r" (?:(?:about|around|like|only|just)\s+)*"
    + _FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
    + _NOT_A_DEFICIT
)
# "change my daily goal from 1450 to 1150", "went from 1800 to 1000": the new figure is the day's.
_CHANGED_FIGURE = re.compile(
    r"\b(?:target|goal|limit|budget|intake|allowance|cals|calories|number|it|went|gone|go|going|drop|dropped"
    r"|cut|lower|lowered|reduce|reduced)\s+from\s+(?:" + _DIGITS + r")\s*(?:(?:" + _CALORIE_UNIT + r")\s+)?"
    r"(?:down\s+)?to\s+(?:(?:about|around|like|only|just)\s+)*"
    + _FIGURE
    + r"\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
)
# "me and my husband are doing the same plan, 1,250 each", "on 1,100 each": a day's plan shared out between
# people...
_EACH_FIGURE = re.compile(
    r"(?:\b(?:plan|diet|target|goal|budget|limit|doing)\b[^.?!\n]{0,30}?|\bon\s+)"
    r"(?<![\w.,])" + _DIGIT_FIGURE + r"\s*(?:(?:" + _CALORIE_UNIT + r")\s+)?(?:a day\s+)?each\b"
)
# ... who are named as sharing it, rather than the items of a meal ("two bars, 350 each").
_SHARERS = re.compile(
    r"\b(?:we|we're|us|both|husband|hubby|wife|missus|partner|boyfriend|girlfriend|me and|and i)\b"
)
# "thinking 1300 for me and 1000 for her": a figure for each of two people, the writer's their day (the
# other's is judged against the writer's floor, which may not be theirs).
_FIGURE_FOR_SOMEONE = re.compile(
    r"(?<![\w.,])"
    + _DIGIT_FIGURE
    + r"\s*(?:(?:"
    + _CALORIE_UNIT
    + r")\s+)?(?:a day\s+)?for (?P<whom>me|her|him)\b"
)
# "most days I'm around the 700-800 mark": the level one's days sit at (the lower end of a range).
_AROUND_THE_MARK = re.compile(
    r"\b(?:around|about|at|near|under|below|hitting|hit|roughly) the "
    + _DIGIT_FIGURE
    + r"(?:\s*(?:-|to)\s*(?:"
    + _DIGITS
    + r"))?\s*(?:(?:calorie|cal|kcal)\s+)?mark\b"
)
# "a 1,150 a day meal plan", "my 1k a day plan": the daily figure a plan is built on.
_DAILY_FIGURE_PLAN = re.compile(
    r"(?<![\w.,])"
    + _FIGURE
    + r"[\s-]*(?:a[\s-]day|per day|/ ?day|daily)"
    + _NOT_A_DEFICIT
    + r"[\s-]+(?:\w+ )?"
    r"(?:meal plan|eating plan|diet|plan|menu|limit|budget|target|goal|cap|allowance)\b"
)
# "running a 1400 a day cut": the day a cut is run on. Only a figure above `_CUT_INTAKE_MIN_KCAL`, since
# "a 500 a day cut" is a deficit.
_DAILY_CUT = re.compile(
    r"\b(?:a|my|the|this)\s+" + _DIGIT_FIGURE + r"[\s-]*(?:(?:" + _CALORIE_UNIT + r")[\s-]+)?"
    r"(?:a[\s-]day|per day|/ ?day|daily)[\s-]+cut\b"
)
_CUT_INTAKE_MIN_KCAL = 1001
# A figure reached part way through a day: "at 6pm", "so far", "by lunch", "with dinner still to log" (not "at
# 9pm and going to bed", nor "at 5ft2").
_PART_OF_A_DAY = (
    r"(?:(?:at|by) (?:(?:[1-9]|1[012])(?::\d\d)? ?am|(?:[1-7]|12)(?::\d\d)? ?pm|(?:0?\d|1\d):\d\d)\b"
    r"|(?:so far|at (?:lunch|noon|midday)|by (?:lunch|noon|midday|dinner|tea)"
    r"|(?:and|with|,) (?:\w+ )?(?:dinner|tea|lunch|supper|breakfast) (?:still |yet )?to (?:come|log|eat|have"
    r"|go))\b)"
)
_PART_OF_A_DAY_AFTER = re.compile(r"^\s*" + _PART_OF_A_DAY)
# "cutting on 1,350", "dieting on 1200 rn": the intake a diet is run on, in a message about diet. Above
# `_CUT_INTAKE_MIN_KCAL` too, since "cutting on 500" may be the deficit.
_NO_OTHER_UNIT_AFTER = (
    r"(?!\d|,\d|\.\d)(?!\s*(?:"
    + _OTHER_UNIT
    + r"|%|k|percent|lbs?|stone|st|followers|total|raised|streak|days?(?! in| after| on end)"
    r"|rating|elo|quid|points|xp|subs|subscribers|words|pages|downloads|views|likes|for the fundraiser)\b)"
    # "300-400g of carbs": a range in grams
    r"(?!\s*(?:-|to)\s*\d+\s*(?:g|grams?)\b)"
)
# "Stick with 1,050 for the next month": a figure held for a while.
_HELD_FOR_A_WHILE = re.compile(
    r"\b(?:stick|stay|staying|sticking|keep going|carry on)\s+(?:with|to|at|on)\s+"
    r"(?:(?:about|around|roughly)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + r"(?=\s*(?:(?:cals?|calories|kcals?)\s+)?(?:for (?:the next|another|a few|a couple|now|the rest)"
    r"|until|till|and (?:reassess|review|see|check)))"
)
# ... or lived on since a time: "been living on about 800 since october".
_LIVING_ON_SINCE = re.compile(
    r"\b(?:living|surviving|getting by|existing) (?:on|off)\s+(?:(?:about|around|roughly|like)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + r"(?=\s*(?:(?:cals?|calories|kcals?)\s+)?(?:since|for (?:weeks|months|ages|a while|the (?:last|past))))"
)
# "lads only need 1400 on a cut": the day a diet is said to need.
_NEEDED_ON_A_DIET = re.compile(
    r"\b(?:need|needs|needed)\s+(?:(?:only|just|about|around|like)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + r"(?=\s+on (?:a|my|the|your|their|this) (?:cut|diet)\b)"
)
_CUTTING_ON = re.compile(
    r"\b(?:(?:cutting|dieting|maintaining)\s+(?:on|at)|(?:stuck|sitting|sat)\s+on)\s+(?:(?:only|just|about"
    r"|around|roughly|like)\s+)?" + _DIGIT_FIGURE + _NO_OTHER_UNIT_AFTER + _NOT_A_DEFICIT
)
# ... lower, when it is held now: "cutting on 900 atm", "dieting on 800 since monday".
_CUTTING_ON_NOW = re.compile(
    r"\b(?:cutting|dieting|stuck)\s+(?:on|at)\s+(?:(?:only|just|about|around|roughly|like)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    # "stuck at 1,100 for 3 weeks" (not "stuck at 1,250 on my fantasy team")
    + r"(?=\s*(?:atm|rn|right now|now|at the moment|currently|since|for (?:a|\d+|two|three|four) (?:days?"
    r"|weeks?|months?)))"
)
# ... unless the message speaks of a deficit or maintenance, whose difference the figure may be.
_DEFICIT_NAMED = re.compile(r"\b(?:maintenance|tdee|deficit|(?:below|under) (?:maintenance|tdee))\b")
# A figure reached as the day ends: "hit 700 by 9:30pm and im off to bed", "on 650 at 7pm and the kitchen is
# closed".
_REACHED_BY_DAY_END = re.compile(
    r"\b(?:on|at|hit|hitting|reached)\s+"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + r"(?=(?:\s*(?:at|by) (?:\d{1,2}"
    r"(?::\d\d)? ?(?:am|pm)|\d{1,2}:\d\d|half \d{1,2}))?" + _END_OF_DAY + r")"
)
# A kind of day named before its figure: "low days 1,000, high days 2,000", "fasting days i have 600".
# ... not where the figures are of exercise or other things: "training days i burn 900, rest days 400".
_ACTIVITY_NAMED = re.compile(
    r"\b(?:burn\w*|active|pool|words?|steps?|step goal|erg|treadmill|bike|swim\w*|volume|distance|km|miles)\b"
)
_CLAUSE_STOP = re.compile(r"[;!?\n]|[,.](?!\d)")
_JOINED_THOUGHT = re.compile(r"\b(?:and|because|cos|coz|since|as|but|so|while|when)\b")
_DAY_KIND_WORD = re.compile(r"\b" + _DAY_KIND + r" days?\b")
_DAY_KIND_BEFORE = re.compile(
    r"\b" + _DAY_KIND + r" days?\s*[:,=-]?\s*"
    r"(?:i (?:eat|have|do|get|'m on|am on)\s+)?(?:(?:only|just|about|around|roughly)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + _NOT_A_DEFICIT
    + r"(?!\s*(?:kcal |cals? |calories )?(?:from|of) (?:carbs|protein|fat))"
)
# "I'm at 1100 and want to go lower", in a message about diet.
_AT_A_FIGURE = re.compile(
    r"\b(?:i'm|im|i am|currently|now)\s+at\s+(?:(?:only|just|about|around|roughly|like)\s+)?"
    + _DIGIT_FIGURE
    + _NO_OTHER_UNIT_AFTER
    + _NOT_A_DEFICIT
    # ... for the day, not so far ("i'm at like 900 cals at 6pm")
    + r"(?!\s*(?:(?:cals?|calories|kcals?)\s+)?"
    + _PART_OF_A_DAY
    + r")"
)
# "7k a week total is my target": a weekly budget, a seventh of it a day.
_BARE_WEEKLY = re.compile(
    r"(?<![\w.,])(?P<number>\d{1,2},\d{3}|\d{4,5}|\d{1,2}(?:\.\d)?k)\s*(?:a|per|each) week\b"
    r"(?=.{0,30}\b(?:total|target|goal|budget|limit|allowance)\b)"
)
# ... or labelled weekly: "myfitnesspal says my weekly total is 6,300", "weekly calories 7,700".
_LABELLED_WEEKLY = re.compile(
    _WEEKLY_LABEL + r"(?: (?:in|on) " + _FOOD_APP + r")?(?: (?:is|was|of|at|came to|comes to)|:|=)?"
    r"\s*(?:about |around |like )?"
    r"(?P<number>\d{1,2},\d{3}|\d{4,5}|\d{1,2}(?:\.\d)?k)\b(?!\s*(?:steps|km|miles|m|kg|lbs?|g)\b)"
)
# A plain day's total in a food log: "that's me done for today, about 780 total".
_BARE_TOTAL = re.compile(
    r"\b(?:total(?: of| is| was|:)?|comes to|came to|adds up to|added up to|works out(?: at| to)?)\s+"
    r"(?:about |around |roughly |only |just |like |maybe )*" + _DIGIT_FIGURE + r"\b"
    r"(?!\s*(?:" + _OTHER_UNIT + "|" + _CALORIE_UNIT + r")\b)"
    r"|(?<![\w.,£$€])(?P<before_total>\d,\d{3}|\d{3,4})\s+(?:in )?"
    r"(?:total|all up|all in|all told|altogether)\b"
    r"(?!\s+(?:push|pull|sit|reps?|steps|squats?|burpees?|lunges?|miles?|km|minutes?|mins?|sets?|crunches))"
)
_OTHER_FIGURE_BEFORE = re.compile(
    r"\b(?:carbs?|protein|fat|fibre|fiber|sugar|sodium|water|step|steps|deficit|surplus)\b(?: \w+){0,3}\s*$"
)
# "a 1,000 kcal deficit puts you at 1,100 a day": the figure a deficit leads to is the day's, not the deficit.
_RESULT_BEFORE = re.compile(
    r"\b(?:puts?|putting|brings?|bringing|takes?|taking|gets?|leaves?|leaving|lands?) (?:you|me|us|it)"
    r"(?: at| to| on| down to)?\s*$"
)
_LIFT_NEAR = re.compile(r"\b(?:squat\w*|bench\w*|deadlift\w*|curls?|meet|powerlifting|pb|pr|1rm|total at)\b")
# "I run 5k a week": a distance, not a weekly budget.
_DISTANCE_VERB_BEFORE = re.compile(
    r"\b(?:run|ran|walk|walked|cycle|cycled|ride|rode|swim|swam|row|rowed)\s*$"
)
# "breakfast 300, lunch 400, dinner 350", "300 for breakfast": a meal's calories, to sum over a listed day.
_MEAL_FIGURE = re.compile(
    r"\b(?:breakfast|brekkie|brunch|lunch|dinner|supper|tea|snacks?|dessert)\s*(?:[:=-]|was|is)?\s*"
    # "lunch protein bar 200": the food may come first
    r"(?:(?!(?:at|for|with|by|in|on|and|then)\b)[a-z]+ ){0,3}"
    r"(?:(?:about|around|roughly|like|~)\s*)?(?P<number>\d,\d{3}|\d{2,4})\b"
    r"(?![.:]\d|\s*(?:am|pm|ish|" + _OTHER_UNIT + r")\b)"
    r"|(?<![\w.,])(?P<before_meal>\d,\d{3}|\d{2,4})\s*(?:(?:" + _CALORIE_UNIT + r")\s+)?"
    r"(?:for|at) (?:breakfast|brekkie|brunch|lunch|dinner|supper|tea|snacks?|dessert)\b"
)
# Meals make a whole day only once the last of them is in: "breakfast 300, lunch 400" is a day part-way.
_LAST_MEAL = re.compile(r"\b(?:dinner|supper|tea)\b")
_MEALS_OF_A_DAY_MIN = 2
_EARLIER_MEAL = re.compile(r"\b(?:breakfast|brekkie|brunch|lunch)\b")
# "I'm at 1,100 calories and it's only 3pm, still got dinner": a running total with the day's meals to come.
_PART_WAY_THROUGH_DAY = re.compile(
    r"\b(?:it's only|only|by) (?:\d{1,2}(?::\d\d)? ?am|(?:[1-7]|12)(?::\d\d)? ?pm|noon|midday"
    r"|lunch(?:time)?)\b"
    r"|\bstill (?:got|have|to have|to eat|need to eat) (?:my |a )?(?:dinner|tea|supper|lunch)\b"
    r"|\b(?:dinner|tea|supper) (?:still )?to go\b"
    # "it's only 11pm" on a night shift, "haven't had tea yet", "dinner is at 9"
    r"|\bit's only \d{1,2}(?::\d\d)? ?(?:am|pm)\b|\b(?:haven't had|havent had|no) (?:tea|dinner|lunch"
    r"|supper) yet\b"
    r"|\b(?:dinner|tea|supper|lunch) (?:is )?at \d"
)
# Drinks with next to no calories, and a run of them with water in it: "black coffee and water only",
# "just water", "nothing but lemon water".
_DRINK_KIND = r"(?:(?:black|green|herbal|lemon|hot|ice|iced|sparkling|plain) )?"
_ZERO_CALORIE_DRINK = _DRINK_KIND + r"(?:water|coffee|tea)|diet (?:coke|soda)"
_DRINK_JOIN = r"(?:,? (?:and|&|\+|or) |, )"
_DRINKS_WITH_WATER = (
    r"(?:(?:only|just|nothing but|purely|strictly) )?"
    r"(?:(?:" + _ZERO_CALORIE_DRINK + r")" + _DRINK_JOIN + r")*" + _DRINK_KIND + r"water"
    r"(?:" + _DRINK_JOIN + r"(?:" + _ZERO_CALORIE_DRINK + r"))*(?: only)?"
)
# "day 4", "three days", "a week straight": days counted.
_SMALL_NUMBER = r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten"
_COUNTED_DAYS = (
    r"day (?:" + _SMALL_NUMBER + r")"
    r"|(?:" + _SMALL_NUMBER + r"|a|a few|few|a couple of|couple of|several) (?:full |whole |straight )?"
    r"(?:days?|weeks?)(?: straight| now| in a row)?"
)
# Water kept to a time of day or a meal, or with food beside it: "water only after 8pm", "just water with my
# meals", "just water and a gel"; and water pills and water weight.
_NOT_WATER_ALONE_AFTER = (
    r"(?!\s*(?:pills?|tablets?|weight|retention|after|before|past|from|between|during|outside|at|in the|with"
    r"|(?:until|till|til) (?:\d+(?::\d\d)? ?(?:am|pm)|noon|midday|tonight|the evening"
    r"|lunch|dinner|tea|supper)|for (?:breakfast|lunch|dinner|supper)"
    r"|(?:and|plus|\+|&) (?:a|an|some|my|one|\d|the|food|meals?|fruit|protein))\b)"
)
# "day 4 on black coffee and water only", "three days on just water": days counted on drinks alone are
# days of next to no food.
_WATER_ONLY_DAYS = re.compile(
    r"\b(?:" + _COUNTED_DAYS + r")"
    # atomic, so a drink or "only" left off the run cannot hide what follows it
    r" on (?>" + _DRINKS_WITH_WATER + r")\b" + _NOT_WATER_ALONE_AFTER
)
# "been on black coffee and ice chips and that's it": living on such drinks alone, said to be all there is.
_ZERO_OR_ICE = r"(?:" + _ZERO_CALORIE_DRINK + r"|ice(?: chips| cubes)?)"
# "day 4 on nothing but black coffee": counted days said to be on such drinks alone, water or not.
_ZERO_CALORIE_DRINKS = (
    r"(?:" + _ZERO_CALORIE_DRINK + r")(?:" + _DRINK_JOIN + r"(?:" + _ZERO_CALORIE_DRINK + r"))*"
)
_DRINKS_ONLY_DAYS = re.compile(
    r"\b(?:"
    + _COUNTED_DAYS
    + r") on (?:nothing but|only|just) (?>"
    + _ZERO_CALORIE_DRINKS
    + r")\b"
    + _NOT_WATER_ALONE_AFTER
)
_ON_DRINKS_ALONE = re.compile(
    r"\b(?:been|i've been|ive been|i'm|im|i am|living|surviving|getting by|existing) on "
    r"(?:only |just |nothing but )?(?>" + _ZERO_OR_ICE + r"(?:" + _DRINK_JOIN + _ZERO_OR_ICE + r")*)"
    r"(?:,? and (?:that's|thats|that is) it|,? and nothing else|,? nothing else)\b"
    # not a morning's or a meal's ("black coffee and that's it till lunch")
    r"(?![^.?!\n]{0,15}\b(?:for|till|til|until|before|after|in the|mornings?|at)\b)"
)
# A figure stated per day is a whole day's, whatever the hour: "900 calories a day, hungry by 3pm".
_STATED_PER_DAY = re.compile(r"^[^.?!\n]{0,25}?\b(?:a day|per day|daily)\b")
# Meals summed as a day need calorie-sized figures, in a message not about protein, grams or money.
_MEAL_FIGURE_MIN_KCAL = 50
# A food named with its figure, as one item of a list: "porridge 180, soup 220, apple 80".
_FOOD_FIGURE = re.compile(
    r"(?:^|(?<=[:,;])|(?<=\band)|(?<=[.!?] ))\s*(?P<food>[a-z][a-z' -]{1,25}?)\s*(?:[:=-]\s*)?(?:~|about "
    r"|around )?"
    r"(?P<number>\d{2,4})\b(?!\s*(?:am|pm|ish|%|" + _OTHER_UNIT + r")\b)(?:\s*(?:" + _CALORIE_UNIT + r"))?"
    r"(?=\s*(?:[,;.]|and\b|$))"
)
_NOT_A_FOOD = re.compile(
    r"\b(?:steps|squats?|bench|deadlifts?|press|run|ran|km|mi|miles|mins?|minutes|reps|sets|kg|lbs?|bpm|hr"
    r"|watts|score|points|level|rank|time|pace|weight|weigh\w*|day|week|protein|carbs|fat|fibre|fiber)\b"
)
_FOOD_FIGURE_MIN_KCAL = 20
# What closes a list of the day's foods: "... apple 80. that's me done for the day".
_DAY_DONE_AFTER = re.compile(
    r"\W{0,3}[^.!?]{0,30}?\b(?:that's (?:it|me|the day|all)|thats (?:it|me|the day|all)|done for the day"
    r"|for the (?:whole )?day|all day|in total|day(?:'s)? total)\b"
)
_MEALS_TOTAL_MIN_KCAL = 200
_NOT_CALORIE_MEALS = re.compile(
    # (a protein bar or shake is a food)
    r"\b(?:protein(?! (?:bars?|shakes?|yoghurts?|yogurts?|pots?|puddings?|balls?|cookies?))|g|grams?|spent"
    r"|spend|cost|costs|price|prices)\b|[£$€]"
)
# Water that replaces other drinks, or comes beside food, is not a day of nothing: "no more fizzy drinks".
_DRINKS_REPLACED = re.compile(r"\b(?:no more|instead of|cut out|swapped|swap|switched from|replaced)\b")
_FOOD_MENTIONED = re.compile(
    r"(?<!no )(?<!without )\b(?:food|meals?|breakfast|lunch|dinner|supper|snacks?|fruit|veg|protein|eggs?"
    r"|salad|soup|chicken|rice)\b"
)
# Exercise, an app streak or a nutrient attached to a plain figure: "1000 on the rower", "1000 a day of
# calcium", "my streak hit the 700 mark" (not a trip spent riding: "1300 a day on the bike tour").
_NOT_FOOD_WORDS = (
    r"\b(?:rower|rowing|row|rowed|(?:bike|biking|cycling|cycle)(?! (?:tour|trip|holiday)s?\b)"
    r"|run|running(?! (?:a|an|on|at)\b)|ran"
    r"|metres?|meters?|steps?|step counter|pedometer|streak|elo|lichess|chess|duolingo|followers|subscribers"
    r"|sessions?|calcium|sodium|potassium|iron|mg|protein|fibre|fiber|water|ml|caffeine"
    r"|ropes?|push-?ups?|sit-?ups?|pull-?ups?|crunches|burpees|squats|lunges|jumping jacks|lengths|laps|reps"
    r"|bill|cost|paid|price|spent|shop|bought|quid|bucks|dollars|euros"
    r"|raises|swings|punches|kicks|strokes|punch ?bag|skips(?! (?:breakfast|lunch|dinner|meals?))|iu|mcg"
    r"|swim\w*|skipping(?! (?:breakfast|lunch|dinner|meals?))|yards)\b"
)
_NOT_FOOD_BEFORE = re.compile(_NOT_FOOD_WORDS + r"[^.?!,;\n]{0,30}$")
# (a question begun after it is another thought: "eating around 1400 a day now whats my protein target", as is
# a time since: "averaging 1300 a day since the step challenge started")
_NOT_FOOD_AFTER = re.compile(
    r"^(?:(?! (?:and|what's|whats|what|how|should|can|could|is|since) )[^.?!,;\n]){0,25}?" + _NOT_FOOD_WORDS
)

_DAY_WORD = re.compile(
    r"\b(?:today|tonight|for the day|all day|yesterday|whole day|every ?day|a day|daily|most days|my day"
    r"|the day|(?:good|perfect|great|solid|clean|strict|decent) day|day(?:'s)? total|daily total)\b"
)
# Plain figures outside this range are protein targets ("my target of 150") or steps, not calories.
_BARE_DAILY_MIN_KCAL = 300
_LOGGED_TOTAL_MIN_KCAL = 100
_BARE_DAILY_MAX_KCAL = 4000
# A figure whose measure was named before it: "my daily kJ goal is 4200".
_KILOJOULES_BEFORE = re.compile(r"\b(?:kj|kilojoules?)\b[^.!?,;\d]*$")
_DIET_CONTEXT = re.compile(
    r"(?:\b|(?<=\d))(?:eat\w*|ate|calor\w*|kcals?|cals?|diet\w*|cut|cutting|lose|losing|"
    r"(?:light|heavy|over|under|feather|welter|middle|cruiser)?weight|macro\w*|"
    r"deficit|intake|food|meals?|lunch|dinner|breakfast|hungry|hangry|veg|protein|kgs?|lbs?|kilos?"
    r"|stone|pounds"
    r"|target|goal|plan|app|(?:new|daily|calorie) number"
    r"|log|logged|tracked|tracking|bloke|guy|dude|lad|lads|man|woman|women|lady|female|male|men|girl|boy"
    r"|lowest"
    r"|dad|mum|mom"
    r"|go lower|total|coffee|rice|toast|bread|eggs?|salad|soup|shakes?|snacks?|fruit|bulk|bulking"
    r"|cw|gw|ugw|ana|fast\w*|starv\w*|restrict\w*|purg\w*|binge\w*|scales?|carbs?|fats|fella|prep"
    # a trainer who set the figure: "my old PT ... always had me on 1100"
    r"|pt|personal trainer|nutritionist|dietitian|dietician"
    # sex said in shorthand: "1k a day is doable right? F, 5'4"
    r"|(?<![\d.] )(?<!\d)[fm](?= ?,| \d{1,2}\b)"
    # what exercise is done to undo: "running 2 hours a day to burn off anything over that"
    r"|burn(?:s|ing|ed|t)? (?:\w+ )?off)\b"
)
_CALORIE_LABEL = re.compile(
    r"\b(?:calor(?:ie|ies|ic)|cals?|kcals?)(?: intake)? (?:target|goal|limit|budget|intake)"
    # "my cal goal in myfitnesspal is 900"
    r"(?: (?:in|on) (?:the |my )?\w+(?: \w+)?(?= is\b))?(?: of| is| at| to| =|:)?"
    r"(?: set (?:at|to))? "
    r"(?P<number>\d{1,2}(?:,\d{3})|\d{3,4})\b(?! ?(?:g|grams|mg|kg|lbs?|steps|minutes|min)\b)"
    r"|\bset (?:my |your )?(?:daily )?calories (?:to|at)[.:]? (?P<set_number>\d{1,2}(?:,\d{3})|\d{3,4})\b"
    # "can you make my plan 1,100 kcal?": the calories of a day's plan
    r"|\b(?:make|set|put|change|build|switch) (?:my|the|our) (?:meal )?plan (?:to |at |for |into )?(?:a )?"
    r"(?P<plan_number>\d{1,2}(?:,\d{3})|\d{3,4}) ?(?:kcal|cals?|calories)\b"
    # "im doing the 1000 lifestyle now": a day's number as a way of life, after the "1200 lifestyle"
    r"|\bthe (?P<lifestyle>\d{1,2}(?:,\d{3})|\d{3,4}) (?:cal(?:orie)? |kcal )?lifestyle\b"
    # "avg intake this week: 950", "avg intake last 30 days = 1,180"
    r"|\b(?:avg|average|daily) (?:daily )?intake(?: (?:this|last) week| lately| so far"
    r"| (?:over |in )?(?:the )?(?:last|past) \d+ days)?(?: is|:| =| of)? "
    r"(?P<average>\d{1,2}(?:,\d{3})|\d{3,4})\b(?! ?(?:g|grams|mg|kg|lbs?|steps|minutes|min|ml)\b)"
)
# "do fine on", "get by on": an intake people are said to manage on.
_MANAGE_ON = (
    r"(?:(?:do|does|did|doing|feel|feels) (?:just |totally |perfectly |really )?(?:fine|ok|okay|alright|well"
    r"|great) on|(?:are|is|be|'re) (?:just |totally |perfectly )?(?:fine|ok|okay|alright) on"
    r"|(?:get|gets|getting) by on)"
)
# "Nobody does fine on 1,000 kcal for long" says no one manages on it.
_NO_ONE_MANAGES_ON = re.compile(
    r"\b(?:nobody|no one|no-one|few|hardly anyone|almost no one|not many)\b(?: \w+){0,2} " + _MANAGE_ON
)
# "I'd rather not set a target below 1,200 kcal", "never go under 1,500", "I wouldn't drop below 1,200": the
# figure is the floor kept (not "she'll never feel hungry eating under 900").
_FLOOR_KEPT = re.compile(
    r"\b(?:not|never|\w+n't|avoid)\b(?! (?:hesitate|be afraid|be scared|worry|fear|wait)\b)(?: [\w']+){0,2}"
    r" (?:go|going|set|setting|drop|dropping|dip|dipping|fall"
    r"|falling|let|put|take|recommend|advise|suggest|target|aim)(?: [\w']+){0,3} "
    r"(?:below|under|lower than|less than|beneath)(?: about| around)?$"
)
_RECOMMENDATION = re.compile(
    r"\b(?:bring|down to|aim|aiming|target|goal|try|recommend|suggest|should|could|stick|set|limit|keep|eat|"
    r"eating|cap|drop|dropping|reduce|reducing|lower|lowering|cut|start|go down|going down|consume|plan"
    r"|budget"
    r"|allow|let's|lets|i'd go|go for"
    r"|put you|puts you|brings you|takes you|gets you|bringing you|taking you|moving you|move you|drop you"
    # "losing 2 kg a week is totally doable on 1,000 calories a day": the intake vouched for
    r"|doable on|achievable on|realistic on|manageable on|possible on"
    # "women your size do fine on 1,000 kcal": the intake held out as one people manage on
    r"|" + _MANAGE_ON + r"|have you|i'd say|i'd put|i'd set|i'd run|i'd keep|i'd start|i'd have you|you'll"
    r"|you will|you can|you should"
    r"|here's|here is)\b"
)
# What sets a label off from its figure: "Plan: ", "Calories -> ", "target = about ".
_LABEL_MARK = r"\s*(?:->|[:=\u2014\u2013\u2192-])\s*(?:about |around |roughly )?$"
# A day's figure given as the plan's label: "Plan: 900 kcal, high protein", "Your target: 1,000 calories
# daily".
_LABELLED_BEFORE = re.compile(
    r"(?:(?:^|[.!?\n]\s*|\b(?:your|the|my|new|daily|calorie|a) )(?:plan|target|budget|goal|allowance"
    r"|(?<!additional )(?<!extra )(?<!added )daily (?:calories|intake|target)|intake)|\b"
    + _DAY_KIND
    + r" days?"
    r"|\bfor (?:your|the) (?:cut|diet)|(?<!additional )(?<!extra )(?<!added )\bdaily calories"
    # a day of a plan: "day 1 of my reset: 700 cals"
    r"|\bday \d{1,2} of (?:my|the|a|this) (?:\w+ )?(?:reset|cleanse|detox|diet|cut|plan|challenge)"
    # an average over days is a day's: "cronometer 30-day average: 980 kcal"
    r"|\b(?:\d{1,3}[- ]?day|weekly|monthly|daily|rolling) (?:average|avg)(?: intake| calories| cals)?)"
    + _LABEL_MARK
)
# A plan's line for a figure already read as a day's ("- Calories: 1,000/day"); a meal's "Calories: 450" is
# no day, so never reaches this.
_LIST_ITEM_BEFORE = re.compile(
    r"(?:^|\n|[.!?:]\s)\s*(?:[-*\u2022]\s*)?(?:daily |day's )?(?:calories|kcals?|cals|energy)" + _LABEL_MARK
)
# ... not a share or a difference: "Rest days: 400 kcal from carbs", "Off days: 500 kcal lower".
_SHARE_OF_A_DAY_AFTER = re.compile(
    r"^\s*(?:(?:lower|higher|less|more|fewer) than|(?:lower|higher|less|fewer)(?=\s*(?:[.,;]|$))"
    r"|from (?:carbs"
    r"|protein|fat|food groups)|around (?:your|the) (?:session|workout|training|run|ride|swim|lift)"
    r"|of (?:carbs|protein|fat)|pre[- ]?(?:and|&) post|pre-?workout"
    r"|post-?workout)\b"
)
# The recommendation may follow the figure: "1,200 calories a day is a solid cutting target",
# "a 500-calorie day with just broth will help you shrink".
_ENDORSED_AFTER = re.compile(
    # the result promised or the day praised: "800 kcal a day and you'll drop 2 kg a week", "came in at 850,
    # nice work staying under"
    r"\b(?:and )?you(?:'ll| should| will| would| could| can) (?:hit your (?:goal|target)|drop|lose|shed|see"
    r"|be (?:lean|shredded"
    r"|stage)|lean out|slim down|tone up|get (?:lean|shredded|cut))\b"
    # taken on: "1,100 kcal a day it is"
    r"|^\W*(?:a day |per day |daily )?it is\b"
    r"|\b(?:nice|great|good) (?:work|job)\b|\bwell done\b|\bkeep (?:it up|going)\b"
    # kept where it is: "1,100 has been working for you, so I'll leave your daily target there"
    r"|\b(?:leave|keep) (?:your |the )?(?:daily )?(?:target|goal|calories|intake|number) (?:there|at that"
    r"|where it is|as it is)\b"
    r"|\byou're doing (?:great|amazing|so well|brilliant)\b"
    # hardship waved through: "1,150 a day is aggressive for a guy your size, but you'll cope fine"
    r"|\byou(?:'ll| will) (?:cope|manage|be (?:fine|ok|okay|alright))\b|\bget used to (?:it|the hunger)\b"
    r"|\btake the edge off (?:the )?hunger\b"
    r"|\b" + _CALLED + r"(?:target|goal|aim|plan|starting point|place to start|cut|deficit|number)\b"
    # "1,150 kcal a day should see you comfortably lean by the wedding", "should have you flat for Saturday"
    r"|\b(?:should|will|would|can) (?:see|get|take|have) you\b"
    r"|\b(?:will|should|would) get (?:things|it|the weight|the scale|the scales|you) (?:moving|going"
    r"|shifting)\b"
    r"|\b(?:is|are|would be|will be|should be) (?:a |an )?(?:\w+ )?(?:good|great|solid|ideal|perfect|fine|"
    r"safe|healthy|enough|plenty|reasonable|sensible|doable)\b"
    r"|\b(?:will|can|should|would) (?:help|work|get you|get the weight off|get (?:it|the weight"
    r"|the fat) off)\b|\b(?:helps|works)\b"
    # "1,000 kcal a day will take 1.5 kg a week off easily"
    r"|\b(?:will|can|should|would) (?:take|strip|knock|melt) (?:it|the weight|weight|the fat|fat|the kilos"
    r"|the pounds|\d+(?:\.\d+)? ?(?:kg|kilos?|lbs?|pounds)(?: a week| per week)?) off\b"
    r"|\b(?:will|can|should|would) (?:get|give|bring|deliver) (?:you )?(?:\w+ )?results\b"
    r"|\b(?:is|are) (?:the |a )?(?:fastest|quickest|best|easiest|simplest) (?:way|method|approach)\b"
    r"|\b(?:gives?|creates?|puts? you in|keeps? you in) (?:you )?(?:a |an )?(?:\w+ )?deficit\b"
    # "1,350 a day will keep the deficit nice and aggressive": the deficit it holds is what it is for
    r"|\b(?:keeps?|keeping|holds?|holding) (?:the|your) (?:\w+ )?deficit\b"
    # "three days on just water shows real commitment, keep going": praise and urging carry it on
    r"|\b(?:keep (?:going|it up|at it|pushing)|push through|stick with it|you've got this)\b"
    r"|\bshows? (?:\w+ )?(?:commitment|discipline|dedication|willpower)\b"
    # "a 1,100 kcal daily target fits well"
    r"|\b(?:fits|suits) (?:you |your (?:goal|plan|needs) )?(?:well|nicely|perfectly|best)\b"
)
# A figure the reply declines to recommend: "I can't recommend 800 kcal a day; it's too low".
_DECLINED_BEFORE = re.compile(
    r"\b(?:can't|cannot|can not|won't|wouldn't|would not|will not|don't|do not|never) (?:\w+ )?"
    r"(?:recommend|suggest|advise|endorse|support|sign off on)\s*"
    r"(?:going (?:down )?to |eating |dropping to )?(?:about |around )?$"
)
_WARNS_AFTER = re.compile(
    r"\b(?:medical supervision|isn't safe|is not safe|not safe|too (?:low|steep|harsh|extreme)|dangerous"
    r"|risky|not recommended|unsafe|(?:below|under) (?:what's|what is|a) safe"
    r"|i wouldn't|i would not)\b"
)
# "Let's aim for that" adopts the figure before it; "let's aim for 1,700 instead" adopts its own.
_ADOPTED_AFTER = re.compile(
    r"\blet's (?:try|do|go with|go for|aim for|start|stick with|lock|run with)\b"
    r"(?!\s+(?:for |at |on |with )?(?:about |around )?\d)"
)
_SUFFICIENCY_AFTER = re.compile(
    r"^\s*(?:calorie |cal |kcal )?(?:a day |per day |daily )?(?:is |be )?"
    r"(?:enough|plenty|sufficient|adequate|too (?:little|low)|safe|healthy|ok|okay|alright|all right|fine"
    r"|reasonable|sensible|sustainable|doable|realistic|low enough)\b"
)
# "1400 cals for a 19 year old lad trying to cut": a figure for a kind of person is their day's.
_FOR_SOMEONE_AFTER = re.compile(
    r"^\s*(?:calories |cals? |kcals? )?(?:a day |per day |daily )?for (?:a|an|someone|somebody|me)\b"
    r"(?: \d+ ?(?:yo|y/o|year old|yr old))? ?(?:\w+ ){0,2}?(?:lad|guy|man|woman|girl|boy|bloke|female|male"
    r"|teen\w*|person|mum|mom|dad|athlete|runner|lifter|me)(?!'s)\b"
    r"(?![^.!?]{0,40}\b(?:breakfast|brekkie|lunch|dinner|supper|snack|meal|dessert)\b)"
)
# "800 cals, and I make myself sick if I go over": a figure not to go over is a day's cap.
_LIMIT_AFTER = re.compile(
    r"\b(?:(?:if|when|whenever|every time) i (?:go|went|get|eat) (?:over|above|more)"
    r"|go(?:ing)? over (?:it|that)|over that|more than that|exceed(?:ing)? (?:it|that))\b"
)
_SENTENCE_RE = re.compile(r"[^.!?\n]+[.!?]*\n*|\n+")


@dataclass(frozen=True)
class DailyCalories:
    kcal: float
    start: int
    end: int
    # Estimated from foods named without figures, not stated: too rough to block on.
    estimated: bool = False
    # The sex of someone else whose day it is ("put him on 1300"), judged at their floor, not the writer's.
    sex: str | None = None

    def below(self, floor: int) -> bool:
        """Below `floor` (the writer's), or below its own person's floor when it is someone else's day."""
        return self.kcal < (floor if self.sex is None else calorie_floor_kcal(self.sex))


# A bodyweight, then the letter of the writer's sex: "53kg f, prepping for a comp".
_BODYWEIGHT_THEN = r"\b\d{2,3}(?:\.\d)? ?(?:kg|kgs|kilos|lbs?) ?"
# Sex stated in the message itself ("female, 20", "I'm an 80 kg guy"), for when the profile has none.
_STATED_FEMALE = re.compile(
    r"\b(?:female|woman|girl|lady)\b|\b(?:mum|mom|mother) of\b|\bi'm a (?:mum|mom|mother|wife)\b"
    r"|\b\d{1,2} ?f\b" + r"(?! ?(?:on|outside|out|today|degrees|weather|heat|here))"
    r"|" + _BODYWEIGHT_THEN + r"f\b"
    # (not the "m" of "i'm 5'0")
    r"|(?<!')\bf ?\d{1,2}\b|^\s*f\s*[,/(]|[(,]\s*f\s*[,)]"
    r"|\bwomen's (?:physique|figure|bikini|wellness|division|class|category)\b"
)
_STATED_MALE = re.compile(
    # "lad here", "lad, 25"; not someone's son ("my lad is 14")
    r"\b(?:male|man|guy|bloke|dude|fella)\b|(?<!my )(?<!our )(?<!the )(?<!her )(?<!his )(?<!your )\blad\b"
    r"|\b(?:dad|father) of\b|\bi'm a (?:dad|father|husband)\b|\b\d{1,2} ?m\b"
    r"|" + _BODYWEIGHT_THEN + r"m\b"
    r"|(?<!')\bm ?\d{1,2}\b|^\s*m\s*[,/(]|[(,]\s*m\s*[,)]"
    r"|\bmen's (?:physique|classic physique|bodybuilding|division|class|category)\b"
)
# Said of oneself, which settles it when the message also names someone of the other sex: "I'm a guy and the
# woman at my gym said 1,300 is fine".
# ... or a form's field: "Sex: F".
_SELF_FEMALE = re.compile(
    r"\b(?:i'm|i am|im) an? (?:\w+ )?(?:woman|girl|lady|female|mum|mom|mother|wife)\b"
    r"|\b(?:sex|gender)\s*[:=]\s*(?:f|female|woman)\b"
)
_SELF_MALE = re.compile(
    r"\b(?:i'm|i am|im) an? (?:\S+ )?(?:man|guy|bloke|dude|lad|male|dad|father|husband|boy|fella)\b"
    r"|\b(?:sex|gender)\s*[:=]\s*(?:m|male|man)\b"
)
# A wife the writer shares the plan with makes the writer, most likely, a man: "wife and I are doing this
# together", "me and the missus". Weaker than the writer saying so, stronger than a woman named in passing
# (the wife herself).
_HAS_A_WIFE = re.compile(
    r"\b(?:(?:my|the) )?(?:wife|missus|missis)(?: and i| and me)\b"
    r"|\bme and (?:my|the) (?:wife|missus|missis)\b"
    r"|\bmy (?:wife|missus|missis)\b"
)


def stated_sex(text: str) -> str | None:
    """The user's sex as the message states it, or None when it does not or names both."""
    if _SELF_FEMALE.search(text):
        return "female"
    if _SELF_MALE.search(text) or _HAS_A_WIFE.search(text):
        return "male"
    female, male = _STATED_FEMALE.search(text) is not None, _STATED_MALE.search(text) is not None
    if female == male:
        return None
    return "female" if female else "male"


def floor_for(scanned: ScannedText, ctx: PolicyContext) -> int:
    """The calorie floor for the user's sex, from the profile or else the message itself."""
    return int(calorie_floor_kcal(ctx.sex or stated_sex(scanned.text)))


# An app's export, a day to a row: "Mon 1,050\nTue 980\nWed 1,120" (three rows at least, so that "mon 5k,
# wed 10k" is no diary of intakes).
_WEEKDAY_ROW = re.compile(
    r"(?m)^\s*[-*\u2022]?\s*(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?"
    r"|sun)(?:day)?\b\s*[:\-\u2013]?\s*"
    r"(?P<kcal>\d,\d{3}|\d{3,4})\s*(?:kcal|cals?|calories)?\s*$"
)
_WEEKDAY_ROWS_MIN = 3
# A target of nothing: "can you just set my calorie target to zero".
_ZERO_TARGET = re.compile(
    r"\b(?:calor(?:ie|ies)|cals?|kcals?|food)(?: intake)? (?:target|goal|limit|budget)(?: to| at| of| is|:)?"
    r" (?:zero|0|nothing|none)\b"
)


# Both this policy and the eating-disorder one read a message's daily intakes, up to three times a message.
@lru_cache(maxsize=64)
def daily_calories(scanned: ScannedText) -> tuple[DailyCalories, ...]:
    """Every daily calorie intake or target stated in the text (lowest end of a range)."""
    whole_day_phrases = list(_WHOLE_DAY.finditer(scanned.text))
    diet = _DIET_CONTEXT.search(scanned.text) is not None
    found = [
        daily
        for quantity in scanned.quantities
        if quantity.unit is Unit.KCAL
        for daily in [_as_daily(quantity, scanned.text, whole_day_phrases)]
        if daily is not None
    ]
    for match in _CALORIE_LABEL.finditer(scanned.text):
        number = parse_number(
            match["number"]
            or match["set_number"]
            or match["average"]
            or match["plan_number"]
            or match["lifestyle"]
        )
        if number is not None:
            found.append(DailyCalories(kcal=number, start=match.start(), end=match.end()))
    rows = list(_WEEKDAY_ROW.finditer(scanned.text))
    if len(rows) >= _WEEKDAY_ROWS_MIN:
        found += [
            DailyCalories(kcal=float(row["kcal"].replace(",", "")), start=row.start(), end=row.end())
            for row in rows
        ]
    for match in _ZERO_TARGET.finditer(scanned.text):
        found.append(DailyCalories(kcal=0.0, start=match.start(), end=match.end()))
    for match in _SERVINGS_A_DAY.finditer(scanned.text):
        count, each = parse_number(match["count"]), parse_number(match["each"])
        if count is not None and each is not None:
            found.append(DailyCalories(kcal=count * each, start=match.start(), end=match.end()))
    for match in _bare_figures(scanned.text, diet=diet):
        group = "number" if match["number"] else "before_total"
        number = parse_number(match[group])
        if number is not None and _KILOJOULES_BEFORE.search(
            scanned.text[max(0, match.start(group) - 25) : match.start(group)]
        ):
            number /= KJ_PER_KCAL
        # a food log's total may be tiny ("290 total"); elsewhere so small a figure is protein or steps
        lowest = {
            _BARE_TOTAL: _LOGGED_TOTAL_MIN_KCAL,
            _DAILY_CUT: _CUT_INTAKE_MIN_KCAL,
            _CUTTING_ON: _CUT_INTAKE_MIN_KCAL,
        }.get(match.re, _BARE_DAILY_MIN_KCAL)
        if _attached_to_something_else(scanned.text, match.start(group), match.end(group)):
            continue
        if number is not None and lowest <= number <= _BARE_DAILY_MAX_KCAL:
            found.append(DailyCalories(kcal=number, start=match.start(group), end=match.end()))
    if diet:
        for match in [*_BARE_WEEKLY.finditer(scanned.text), *_LABELLED_WEEKLY.finditer(scanned.text)]:
            if _DISTANCE_VERB_BEFORE.search(scanned.text[max(0, match.start() - 12) : match.start()]):
                continue
            weekly = parse_number(match["number"])
            if weekly is not None:
                found.append(DailyCalories(kcal=weekly / DAYS_PER_WEEK, start=match.start(), end=match.end()))
    return tuple(found)


def _attached_to_something_else(text: str, start: int, end: int) -> bool:
    """A plain figure whose clause ties it to exercise, an app streak or a nutrient, not to food ("running"
    on an intake is no exercise, nor is the exercise that pays for going over it)."""
    before = _RUN_ON_BEFORE.sub("", text[max(0, start - 40) : start])
    after = text[end : end + 40]
    if _PAID_FOR_AFTER.match(after) or _CAP_PASSED_BEFORE.search(before):
        return False
    return _NOT_FOOD_BEFORE.search(before) is not None or _NOT_FOOD_AFTER.search(after) is not None


def _whole_days(scanned: ScannedText) -> list[DailyCalories]:
    """The days the floor is judged on: the intakes stated, less running totals part-way through a day, and
    a day summed from its listed meals. `daily_calories` stays what the text states: `eating_disorder` reads
    it to leave a plain low day to this policy, and judging it is this policy's business."""
    stated = [daily for daily in daily_calories(scanned) if not _part_way_through_day(scanned.text, daily)]
    meals = _meals_of_a_day(scanned.text) or _foods_of_a_day(scanned.text)
    days = stated if meals is None else [*stated, meals]
    return [
        *days,
        *_water_only_days(scanned.text),
        *_days_of_foods_named(scanned.text),
        *_days_left_by_deficits(scanned.text),
        *_days_set_for_someone_else(scanned.text),
    ]


# A day the writer sets or hears proposed for someone else: "wants me to put him on the same 1300 plan i'm
# on", "he's suggesting 1,200 a day", "he's on 1,400 'for a cut'".
_SET_FOR_SOMEONE = re.compile(
    r"\b(?:put|putting|start|starting|keep|keeping|get|getting) (?P<object>him|her|my (?:son|daughter|husband"
    r"|wife|boy|girl|lad|partner|boyfriend|girlfriend)) on (?:the same |a |an )?"
    r"|\b(?P<subject>he|she)(?:'s| is) (?:on|eating|having|suggesting|wanting|aiming for|planning on|doing)"
    r" (?:about |around |only |just |like )?(?:the same )?"
)
_SOMEONES_FIGURE = re.compile(
    _DIGIT_FIGURE
    + r"(?P<unit>\s*(?:"
    + _CALORIE_UNIT
    + r"))?(?P<day>"
    + _PER_DAY
    + r"|\s*(?:calorie |cal |kcal )?(?:plan|diet|target))?\b(?!\s*(?:"
    + _OTHER_UNIT
    + r")\b)"
    + _NOT_A_DEFICIT
)
# The sex of the person `_SET_FOR_SOMEONE` names, by its last word ("partner" says none).
_SEX_OF_PERSON = dict.fromkeys(
    ("him", "he", "son", "husband", "boy", "lad", "boyfriend"), "male"
) | dict.fromkeys(("her", "she", "daughter", "wife", "girl", "girlfriend"), "female")


def _days_set_for_someone_else(text: str) -> list[DailyCalories]:
    """Another person's day the writer sets or is asked about, at that person's floor; a plain figure only
    in a message about eating ("he's on 1,400" is a pay rise elsewhere)."""
    diet = _DIET_CONTEXT.search(text) is not None
    days = []
    for setting in _SET_FOR_SOMEONE.finditer(text):
        figure = _SOMEONES_FIGURE.match(text, setting.end())
        if figure is None or not (figure["unit"] or figure["day"] or diet):
            continue
        number = parse_number(figure["number"])
        sex = _SEX_OF_PERSON.get((setting["object"] or setting["subject"]).split()[-1])
        if number is not None and _BARE_DAILY_MIN_KCAL <= number <= _BARE_DAILY_MAX_KCAL:
            days.append(DailyCalories(kcal=number, start=figure.start(), end=figure.end(), sex=sex))
    return days


def _days_left_by_deficits(text: str) -> list[DailyCalories]:
    """The intake a deficit leaves from a stated maintenance: "tdee 2,050, want a 1,000 kcal deficit"."""
    return [
        DailyCalories(kcal=planned.intake_kcal, start=planned.start, end=planned.end)
        for planned in planned_deficits(text)
        if planned.intake_kcal is not None and planned.intake_kcal > 0
    ]


# Foods named as all the writer eats in a day: "i'm down to an apple and a couple rice cakes a day",
# "all i had today was a yoghurt and some grapes", "only eating soup and crackers all day". Not another
# person's ("she's down to..."), and "down to" needs two foods, since "down to one biscuit a day" cuts a
# treat.
_WRITERS_OWN = (
    r"(?:^|[.!?,;:]\s*|\b(?:so i|i'm|i am|i've been|been|now|currently|honestly|basically|literally"
    r"|i still|still)\s+)"
)
_DAY_SAID = r"(?:a day|per day|every day|each day|daily|all day|today|in a day|a whole day)"
_FOODS_NAMED_AS_THE_DAY = re.compile(
    _WRITERS_OWN
    + r"(?P<frame>down to|living (?:on|off)|surviving on|existing on|getting by on|only (?:eating|having|eat"
    r"|have|had|ate)|just (?:eating|having)|eating (?:only|just)|having (?:only|just)|nothing but"
    r"|only (?:let|allow) myself(?: to)? (?:have|eat)"
    r"|on (?:just|only)|(?:haven't|have not|not) (?:had|eaten) more than"
    # "i barely eat. like a rice cake and black coffee a day"
    r"|(?:i )?(?:barely|hardly) eat(?:ing)?(?: anything)?[.,]? (?:like|just|maybe|except))\s+"
    r"(?P<foods>[^.!?;\n]{3,80}?),?\s+" + _DAY_SAID + r"\b"
    r"|\b(?:all|(?:the )?only thing) i(?:'ve)? (?:eat|have|had|ate|eaten|manage|managed) (?:is |was )?"
    + _DAY_SAID
    + r"?\s*"
    r"(?:is|was|are|were)\s+(?P<all_foods>(?:(?!\band (?:i|that)\b)[^.!?;\n]){3,120})"
)
# ... or listed and closed as the whole day: "rice cake, 3 cherry tomatoes, black coffee. that's my
# whole day", "log: breakfast nothing, lunch nothing, dinner 3 crackers" (a meal gone without, once the
# day's last meal is told, says the list is all there was; a full day's ordinary log is not judged on an
# estimate).
_LIST_CLOSED_AS_THE_DAY = re.compile(
    r"[.!,;:\s]*\b(?:(?:and )?that'?s (?:it|all|the (?:whole )?day|my (?:whole )?day)"
    r"(?: for (?:today|the day))?|nothing else (?:all day|today|the whole day|until|till|til))\b"
    # (not "that's it for breakfast", "that's all from me", "that's it for the week")
    r"(?! (?:for|from) (?!(?:today|the day)\b))"
)
# A list headed as the whole day: "what i eat in a day: black coffee, gum, 1 apple", "full day of eating -".
_DAY_HEADING = re.compile(
    # (not "what i ate today:", which may be a morning's)
    r"\b(?:what i (?:eat|ate) in a (?:day|typical day)|(?:a )?full day of eating|my day of eating)"
    r"\s*(?:[:=\-\u2013\u2014]|\(?[\w' ]{0,20}\)?:)\s*"
)
# ... trusted only when it comes to next to nothing, since a catalog's portions may well undercount a day of
# ordinary meals ("porridge, chicken wrap, salmon and rice" at 1,190).
_HEADED_DAY_MAX_KCAL = 800.0
_MEAL_LABEL = re.compile(
    r"\b(?:breakfast|brekkie|brekky|lunch|dinner|tea|supper|arvo|snacks?|\d{1,2}(?::\d\d)? ?(?:am|pm))\b"
    r"\s*(?:[:\-\u2013\u2014=]\s*)?"
)
_LOG_LABEL = re.compile(
    # a heading before the list ("log:", "my diet:", "what i eat in a day (gymnast edition):"), not a meal's
    r"^(?:(?!(?:breakfast|brekkie|brekky|lunch|dinner|tea|supper|snacks?)\b)[^:.!?\n]{1,50}:|logged|log)\s*"
)
# A meal gone without: "lunch: nothing", "breakfast skipped", "dinner -".
_GONE_WITHOUT = r"(?:nothing|none|skipped|skip|nah|nil|zero)"
_MEAL_GONE_WITHOUT = re.compile(_GONE_WITHOUT + r"\b|-+|\u2013|\u2014")
# Drinks and the like with next to no calories, which a list may name beside its foods; and the exercise
# a day's log may name among them.
_NEXT_TO_NOTHING = re.compile(
    r"^(?:\d+ |black |a |an |some |cups? of |lots of |a cup of )*(?:coffee|flat white|tea|water|gum|ice"
    r"|diet \w+|\w+ zero|pepsi max|sparkling water|herbal tea|green tea|mint)s?$"
    r"|^" + _GONE_WITHOUT + r"\b"
)
_EXERCISE_LOGGED = re.compile(
    r"\b(?:run|ran|walk\w*|steps|hiit|treadmill|gym|workout|cardio|spin|swim|bike|miles?|km|mins?|minutes"
    r"|hours?|hrs?)\b"
)
_CALORIE_UNIT_NAMED = re.compile(r"\b(?:" + _CALORIE_UNIT + r"|kj)\b")
# A catalog match this close is the food named ("toast with butter"), not a guess ("full english" as tea).
_KNOWN_FOOD_SCORE = 90.0
_LIST_BREAK = re.compile(r"[,.;]|\band\b|\bplus\b|&|\+")


def _days_of_foods_named(text: str) -> list[DailyCalories]:
    """Days of foods named without figures, estimated from the food catalog."""
    days = []
    for said in _FOODS_NAMED_AS_THE_DAY.finditer(text):
        group = "foods" if said["foods"] else "all_foods"
        kcal = _estimated_kcal(said[group], at_least=2 if said["frame"] == "down to" else 1)
        if kcal is not None:
            days.append(DailyCalories(kcal=kcal, start=said.start(group), end=said.end(), estimated=True))
    listed = _day_listed(text)
    return days if listed is None else [*days, listed]


def _day_listed(text: str) -> DailyCalories | None:
    """The foods of a log closed as the whole day, or with a meal gone without, from its opening; or the
    foods of a sentence headed as the whole day."""
    headed = _DAY_HEADING.search(text)
    if headed is not None:
        foods = sentence_after(text, headed.end())
        kcal = _estimated_kcal(foods, at_least=1)
        if kcal is not None and kcal <= _HEADED_DAY_MAX_KCAL:
            return DailyCalories(
                kcal=kcal, start=headed.start(), end=headed.end() + len(foods), estimated=True
            )
    closed = _LIST_CLOSED_AS_THE_DAY.search(text)
    end = closed.start() if closed else len(text)
    listed = text[:end]
    log = _LOG_LABEL.match(listed)
    foods = listed[log.end() if log else 0 :]
    meals = list(_MEAL_LABEL.finditer(foods))
    gone_without = any(_MEAL_GONE_WITHOUT.match(foods, meal.end()) for meal in meals)
    if closed is None:
        if len(meals) < 2 or not gone_without or not any(_LAST_MEAL.search(meal[0]) for meal in meals):
            return None
        # the list ends with the sentence of its last meal: "... dinner 3 crackers. proud of myself"
        foods = foods[: meals[-1].end()] + sentence_after(foods, meals[-1].end())
    kcal = _estimated_kcal(_MEAL_LABEL.sub(", ", foods), at_least=1)
    return None if kcal is None else DailyCalories(kcal=kcal, start=0, end=end, estimated=True)


def _estimated_kcal(foods: str, *, at_least: int) -> float | None:
    """The catalog's estimate of `foods` ("an apple and a couple rice cakes"), when every food in it is known
    by its name or a close one, at least `at_least` are named, and no figure is said."""
    if _CALORIE_UNIT_NAMED.search(foods):
        return None  # figures said are the stated intakes' to read
    chunks = [chunk.strip() for chunk in _LIST_BREAK.split(foods) if chunk.strip()]
    counted = [chunk for chunk in chunks if not _NEXT_TO_NOTHING.match(chunk)]
    eaten = [chunk for chunk in counted if not _EXERCISE_LOGGED.search(chunk)]
    if len(eaten) < at_least:
        return None
    total = 0.0
    for chunk in eaten:
        items = estimate_meal(chunk, knowledge=Knowledge.builtin()).items
        if not items or any(item.match.score < _KNOWN_FOOD_SCORE for item in items):
            return None
        total += sum(item.nutrition.calories for item in items)
    return total


def _water_only_days(text: str) -> list[DailyCalories]:
    """Days counted on water and other drinks with next to no calories: an intake of about nothing."""
    if _DRINKS_REPLACED.search(text) or _FOOD_MENTIONED.search(text):
        return []
    matches = [
        *_WATER_ONLY_DAYS.finditer(text),
        *_DRINKS_ONLY_DAYS.finditer(text),
        *_ON_DRINKS_ALONE.finditer(text),
    ]
    return [DailyCalories(kcal=0.0, start=match.start(), end=match.end()) for match in matches]


def _meals_of_a_day(text: str) -> DailyCalories | None:
    """The sum of a day's meals listed one by one ("breakfast 300, lunch 400, dinner 350"), once the list
    reaches the day's last meal or the message says it is the whole day."""
    meals = [meal for meal in _MEAL_FIGURE.finditer(text) if not _another_figure(text, meal)]
    if len(meals) < _MEALS_OF_A_DAY_MIN:
        return None
    # grams or prices said of the list's own sentences, not a question after it ("... is my protein ok")
    listed = text[: meals[-1].end() + len(sentence_after(text, meals[-1].end()))]
    if _NOT_CALORIE_MEALS.search(listed):
        return None
    last_meal_named = any(_LAST_MEAL.search(meal[0]) for meal in meals)
    if not (last_meal_named or _said_to_be_whole_day(meals[-1].end(), text, list(_WHOLE_DAY.finditer(text)))):
        return None
    figures = [parse_number(meal["number"] or meal["before_meal"]) or 0.0 for meal in meals]
    if min(figures) < _MEAL_FIGURE_MIN_KCAL or sum(figures) < _MEALS_TOTAL_MIN_KCAL:
        return None
    kcal = sum(figures)
    return DailyCalories(kcal=kcal, start=meals[0].start(), end=meals[-1].end())


def _foods_of_a_day(text: str) -> DailyCalories | None:
    """The sum of foods listed with their figures ("porridge 180, soup 220, apple 80"), when what follows the
    list says it is the whole day ("that's me done for the day")."""
    foods = [
        food
        for food in _FOOD_FIGURE.finditer(text)
        if not _NOT_A_FOOD.search(food["food"]) and not _another_figure(text, food)
    ]
    if len(foods) < _MEALS_OF_A_DAY_MIN or _NOT_CALORIE_MEALS.search(text):
        return None
    if not _DAY_DONE_AFTER.match(text, foods[-1].end()):
        return None
    figures = [parse_number(food["number"]) or 0.0 for food in foods]
    if min(figures) < _FOOD_FIGURE_MIN_KCAL or sum(figures) < _MEALS_TOTAL_MIN_KCAL:
        return None
    return DailyCalories(kcal=sum(figures), start=foods[0].start("food"), end=foods[-1].end())


def _part_way_through_day(text: str, daily: DailyCalories) -> bool:
    """A running total said with the day's meals still to come: "I'm at 1,100 and it's only 3pm"."""
    if _STATED_PER_DAY.search(text[daily.start : daily.end + 25]) or _END_OF_DAY_AFTER.match(
        text[daily.end :]
    ):
        return False
    sentence = sentence_before(text, daily.start) + sentence_after(text, daily.end)
    return _PART_WAY_THROUGH_DAY.search(sentence) is not None


def _of_an_activity(text: str, match: re.Match[str]) -> bool:
    """A kind of day's figure whose own clause speaks of exercise, steps or words, or follows one that does:
    "training days i burn 900, rest days 400", "training days 1,500 in the pool, rest days 800"."""
    kinds = [kind for kind in _DAY_KIND_WORD.finditer(text) if kind.start() < match.start()]
    clauses = [_own_clause(text, match), *(_clause_of(text, kind) for kind in kinds)]
    return any(_ACTIVITY_NAMED.search(clause) for clause in clauses)


def _own_clause(text: str, match: re.Match[str]) -> str:
    """The figure's clause up to where another thought joins it: "low days 900 and i do a bike ride" keeps
    "low days 900", "training days 1,500 in the pool" all of it."""
    start, end = _clause_span(text, match)
    joined = _JOINED_THOUGHT.search(text, match.end(), end)
    return text[start : joined.start() if joined else end]


def _clause_of(text: str, match: re.Match[str]) -> str:
    start, end = _clause_span(text, match)
    return text[start:end]


def _clause_span(text: str, match: re.Match[str]) -> tuple[int, int]:
    start = max((stop.end() for stop in _CLAUSE_STOP.finditer(text, 0, match.start())), default=0)
    stop = _CLAUSE_STOP.search(text, match.end())
    return start, stop.start() if stop else len(text)


def _bare_figures(text: str, *, diet: bool) -> list[re.Match[str]]:
    """Figures with no unit that read as a day's calories: said outright, or framed so in a `diet` message."""
    outright = [
        *_LIVING_ON_DAILY.finditer(text),
        *_LOGGED_DAILY.finditer(text),
        *_CAPPED.finditer(text),
        *_CAP_ME.finditer(text),
        *_MOST_DAYS_ON.finditer(text),
        *_FIGURE_AS_TARGET.finditer(text),
        *_FIGURE_CLAIMED.finditer(text),
        *_GOT_IN_DAILY.finditer(text),
        *_DAILY_FIGURE_LOWERED.finditer(text),
        *_DAILY_NAMED.finditer(text),
        *_shared_figures(text),
        *_MINE_BESIDE_THEIRS.finditer(text),
        *_HELD_FOR_A_WHILE.finditer(text),
        *_LIVING_ON_SINCE.finditer(text),
        *(() if _DEFICIT_NAMED.search(text) else _CUTTING_ON_NOW.finditer(text)),
        *(match for match in _DAY_KIND_BEFORE.finditer(text) if not _of_an_activity(text, match)),
        *_REACHED_BY_DAY_END.finditer(text),
        *_INSTEAD_OF_SUGGESTED.finditer(text),
        *_THEIR_DAY_COPIED.finditer(text),
        *_NAMED_BY_ITS_FIGURE.finditer(text),
        *_LOWEST_SETTING_OFFERED.finditer(text),
        *(match for match in _BARE_SUFFICIENCY.finditer(text) if match["per_day"]),
        *_NEEDED_ON_A_DIET.finditer(text),
    ]
    if diet:
        framed = (
            _BARE_DAILY,
            _BARE_INTAKE,
            _BARE_SUFFICIENCY,
            _BARE_ENDORSED,
            _LOGGED_DAY,
            _FLOATED_AFTER_LOWEST,
            _CHANGED_FIGURE,
            _BROUGHT_DOWN_TO,
            _DAILY_FIGURE_PLAN,
            _DAILY_CUT,
            _CUTTING_ON,
            _AT_A_FIGURE,
            _TARGET_HAS_BEEN,
        )
        outright += [
            *(match for pattern in framed for match in pattern.finditer(text)),
            *_day_totals(text),
            *_figures_split_between(text),
        ]
    outright += _day_marks(text, diet=diet)
    return [match for match in outright if not _another_figure(text, match)]


# One sitting somewhere, not a day: "if I go over 300 at the board game cafe".
_ONE_SITTING_AFTER = re.compile(
    r"^\s*(?:cals?|calories|kcals?)?\s*(?:at|in) (?:the|a) (?:[\w-]+ ){0,3}(?:cafe|café|restaurant|pub|bar"
    r"|buffet|party|cinema|wedding|takeaway|carvery|chippy|bakery|coffee shop|canteen|food court)\b"
)
# Someone's videos of their days: "keeps posting 'what I eat in a day' videos at 800 cals".
_THEIR_DAY_VIDEOS_BEFORE = re.compile(
    r"\bwhat i eat in a day['\u2019\"]?\s*(?:videos?|vids?|posts?|reels?|tiktoks?|content|clips?)"
    r"\s+(?:at|of|on|with|showing|around|about)\s+(?:only |just |like |about |around )?$"
)


def _in_their_day_videos(text: str, start: int) -> bool:
    return _THEIR_DAY_VIDEOS_BEFORE.search(text, max(0, start - 80), start) is not None


def _another_figure(text: str, match: re.Match[str]) -> bool:
    """A plain figure about something else: a macro ("my carb target is 350"), a lift ("is 405 enough for a
    squat"), a distance or a deficit ("I keep my deficit under 500"), one sitting ("300 at the cafe"), or
    someone's videos of their days."""
    before = text[max(0, match.start() - 25) : match.start()]
    around = text[max(0, match.start() - 30) : match.end() + 30]
    other_before = _OTHER_FIGURE_BEFORE.search(before) is not None and not _RESULT_BEFORE.search(before)
    return (
        other_before
        or _LIFT_NEAR.search(around) is not None
        or _ONE_SITTING_AFTER.match(text[match.end() : match.end() + 60]) is not None
        or _in_their_day_videos(text, match.start())
    )


# A day's eating listed and closed: "protein shake at 7, salad at 2, thats it".
_NOTHING_MORE_EATEN = re.compile(r"\b(?:that'?s it|that'?s all|nothing else)\b")


def _day_totals(text: str) -> list[re.Match[str]]:
    # a total said of a day, or of a day's meals named with its last one ("brekkie, lunch and dinner, 700 all
    # up") or with nothing after them ("shake at 7, salad at 2, thats it. roughly 700 all in")
    days_meals = _EARLIER_MEAL.search(text) is not None and _LAST_MEAL.search(text) is not None
    closed = _NOTHING_MORE_EATEN.search(text) is not None
    return list(_BARE_TOTAL.finditer(text)) if days_meals or closed or _DAY_WORD.search(text) else []


def _shared_figures(text: str) -> list[re.Match[str]]:
    return list(_EACH_FIGURE.finditer(text)) if _SHARERS.search(text) else []


def _figures_split_between(text: str) -> list[re.Match[str]]:
    figures = list(_FIGURE_FOR_SOMEONE.finditer(text))
    return [figure for figure in figures if figure["whom"] == "me"] if len(figures) >= 2 else []


def _day_marks(text: str, *, diet: bool) -> list[re.Match[str]]:
    """ "Around the 700-800 mark" is a day's level when the message is about diet or says it of its days."""
    return list(_AROUND_THE_MARK.finditer(text)) if diet or _DAY_WORD.search(text) else []


def _said_to_be_whole_day(end: int, text: str, phrases: list[re.Match[str]]) -> bool:
    """Whether a phrase of the message says the figure ending at `end` is all of a day: any such phrase
    ("lunch was 350 and that's it for the day"), unless it follows another figure, whose it is ("breakfast
    400 and lunch 500, what should dinner be to land on 1,900 for the day?")."""
    for phrase in phrases:
        # a day's target ("2,000 for the day was the target") leaves the day's other figures its intake
        targeted = _TARGET_AFTER_PHRASE.match(text, phrase.end()) is not None
        if targeted or not _owned_by_an_intake(text, phrase.start()) or end <= phrase.start() <= end + 15:
            return True
    return False


def _owned_by_an_intake(text: str, position: int) -> bool:
    """Whether a calorie-sized figure eaten, not burned or lost, ends just before `position`."""
    window_start = max(0, position - 20)
    owner = _FIGURE_JUST_BEFORE.search(text[window_start:position])
    if owner is None:
        return False
    before = clause_before(text, window_start + owner.start())
    return _NOT_INTAKE_BEFORE.search(before) is None and _TARGET_FIGURE_BEFORE.search(before) is None


# A usual day told, then its sum: "most days it's a cup of chai and a couple of biscuits. maybe 400 cals".
_USUAL_DAY_TOLD_BEFORE = re.compile(
    r"(?:^|[.!?]\s+)(?:real talk |honestly |tbh |ngl )?(?:most days|every day|on (?:a )?(?:normal|typical"
    r"|usual|good) days?|a (?:normal|typical|usual) day|usually|daily)\b[^.!?]{3,120}[.!?]\s*"
    r"(?:(?:so|that's|thats|=|maybe|about|around|roughly|like|probably|prob|max|tops)\s*)*$"
)


# The day's figure said right after its one meal: "one meal deal a day, like 800 cal" (not "three meals a
# day, about 500 cals each").
_A_DAY_JUST_BEFORE = re.compile(
    r"\b(?:one|a single|just one|only one) (?:[\w-]+ ){0,3}(?:a|per) day,?\s*"
    r"(?:like|about|around|roughly|maybe|so|which is|that's)\s*$"
)
# A rule of at most so much, not a meal's: "Chloe's new rule: 800 cals max, no exceptions".
_RULE_BEFORE = re.compile(r"\brule(?: is)?\s*:?\s*(?:about |around )?$")
_AT_MOST_AFTER = re.compile(
    r"^\s*(?:max|maximum|tops|cap|limit)\b"
    r"(?!\s*(?:for|at|per|a|each) (?:lunch|dinner|breakfast|meals?|snacks?))"
)


def _a_rule_of_at_most(text: str, quantity: Quantity, after: str) -> bool:
    ruled = _RULE_BEFORE.search(text, max(0, quantity.start - 30), quantity.start)
    return bool(ruled and _AT_MOST_AFTER.match(after))


def _as_daily(quantity: Quantity, text: str, whole_day_phrases: list[re.Match[str]]) -> DailyCalories | None:
    """The quantity as a day's intake; `whole_day_phrases` say a figure is all of a day."""
    if _in_their_day_videos(text, quantity.start):
        return None
    after = text[quantity.end : quantity.end + 40]
    # "a meal plan of 500 calories" plans a day; it is not one meal
    before = _MEAL_PLAN.sub("plan", clause_before(text, quantity.start))
    daily_plan_after = _DAILY_PLAN_AFTER.match(after) is not None
    # "a 1,100 calorie meal plan" plans a day, though "meal" follows the figure
    not_intake_after = _NOT_INTAKE_AFTER.match(after) is not None and not daily_plan_after
    if not not_intake_after and _said_to_be_whole_day(quantity.end, text, whole_day_phrases):
        return DailyCalories(kcal=quantity.low, start=quantity.start, end=quantity.end)
    if _is_a_burn(before, after):
        return None
    held = _RUN_ON_BEFORE.search(before) and _HELD_FOR_A_SPAN_AFTER.match(after)
    if held or _NOTHING_ELSE_ALL_DAY_AFTER.match(text[quantity.end : quantity.end + 80]):
        return DailyCalories(kcal=quantity.low, start=quantity.start, end=quantity.end)
    if not_intake_after or _NOT_INTAKE_BEFORE.search(before):
        return None
    if _LOGGED_BEFORE.search(before) and _END_OF_DAY_AFTER.match(after) and not not_intake_after:
        return DailyCalories(kcal=quantity.low, start=quantity.start, end=quantity.end)
    if (
        _LABELLED_BEFORE.search(text[max(0, quantity.start - 40) : quantity.start])
        and not not_intake_after
        and not _SHARE_OF_A_DAY_AFTER.match(after)
    ):
        return DailyCalories(kcal=quantity.low, start=quantity.start, end=quantity.end)
    if _ON_INTAKE_BEFORE.search(before) and _PART_OF_A_DAY_AFTER.match(after):
        # "i'm at like 900 cals at 2pm": the day is not over
        return None
    if _WEEKLY_TOTAL_BEFORE.search(before):
        return DailyCalories(kcal=quantity.low / DAYS_PER_WEEK, start=quantity.start, end=quantity.end)
    if quantity.per_day is not None:
        # "my latte habit is 300 calories a day", "soda saves 250 calories a day": a daily amount of something
        if _NOT_AN_INTAKE_PER_DAY.search(before) or _RELATIVE_AFTER.match(after):
            return None
        return DailyCalories(kcal=quantity.per_day[0], start=quantity.start, end=quantity.end)
    if _MEAL_WORD.search(before):
        # "for lunch I had 900 calories" is one meal, not a day.
        return None
    clause_after = sentence_after(after, 0)
    if (
        _INTAKE_BEFORE.search(before)
        or _SET_TO_BEFORE.search(before)
        or _ON_INTAKE_BEFORE.search(before)
        or _DAY_COUNT_BEFORE.search(before)
        or _USUAL_DAY_TOLD_BEFORE.search(text[max(0, quantity.start - 160) : quantity.start])
        or (
            _DAY_OF_EATING_BEFORE.search(text[max(0, quantity.start - 60) : quantity.start])
            and not _EACH_AFTER.match(after)
        )
        or _TODAY_AFTER.match(after)
        or _a_rule_of_at_most(text, quantity, after)
        or _A_DAY_JUST_BEFORE.search(text, max(0, quantity.start - 30), quantity.start) is not None
        or daily_plan_after
        or _LOSS_PLAN_AFTER.match(after)
        or _CALLED_A_TARGET_AFTER.match(text[quantity.end : quantity.end + 80])
        or (_TOTAL_AFTER.match(after) is not None and _DAY_WORD.search(text) is not None)
        or _is_sufficiency_question(clause_after)
        or _FOR_SOMEONE_AFTER.match(after) is not None
        or _LIMIT_AFTER.search(clause_after)
        or _ADOPTED_AFTER.search(text[quantity.end : quantity.end + 120])
    ):
        return DailyCalories(kcal=quantity.low, start=quantity.start, end=quantity.end)
    return None


class CalorieFloorPolicy:
    name = "calorie_floor"
    severity = Severity.HIGH

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        # Another person's day, told by someone asking how to help them ("my roommate says she eats like 900 a
        # day, how do I talk to her"), is neither the writer's intake nor a target to set.
        if scanned.asks_how_to_support:
            return None
        return self._check(scanned, floor_for(scanned, ctx), recommending_only=False)

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        # One floor for the whole reply: its sentences are checked, and rewritten, against it.
        floor = floor_for(scanned, ctx)
        result = self._check(scanned, floor, recommending_only=True)
        if result is None or result.action is not PolicyAction.MODIFY:
            return result
        return PolicyResult(
            policy=result.policy,
            severity=result.severity,
            action=PolicyAction.MODIFY,
            trigger=result.trigger,
            disclaimers=result.disclaimers,
            rewritten=self._rewrite(scanned.raw, ctx, floor),
        )

    def _check(self, scanned: ScannedText, floor: int, *, recommending_only: bool) -> PolicyResult | None:
        below = [
            daily
            for daily in _whole_days(scanned)
            if daily.below(floor) and (not recommending_only or _recommends(scanned.text, daily))
        ]
        if not below:
            return None
        lowest = min(below, key=lambda daily: daily.kcal)
        trigger = excerpt(scanned.text, lowest.start, lowest.end)
        if lowest.kcal < VERY_LOW_CALORIE_KCAL and not lowest.estimated:
            return PolicyResult(
                policy=self.name,
                severity=Severity.CRITICAL,
                action=PolicyAction.BLOCK,
                trigger=trigger,
                disclaimers=(disclaimer("calorie_minimum", floor=f"{floor:,}"),),
                reply=reply("very_low_calorie"),
            )
        return PolicyResult(
            policy=self.name,
            severity=self.severity,
            action=PolicyAction.MODIFY,
            trigger=trigger,
            disclaimers=(disclaimer("calorie_minimum", floor=f"{floor:,}"),),
            # a day only estimated from a log ("log: toast, tea. dinner none. also wrote letters to my
            # sisters") says little beside a crisis, whose flag answers the message
            yields_to=("crisis",) if all(daily.estimated for daily in below) else (),
        )

    def _rewrite(self, raw: str, ctx: PolicyContext, floor: int) -> str:
        """The reply with each sentence recommending a below-floor intake replaced by a safe one."""
        safe_sentence = reply("calorie_floor_output", floor=f"{floor:,}")
        sentences: list[str] = []
        replaced = False
        for sentence in _SENTENCE_RE.findall(raw):
            if self._check(scan(sentence, ctx), floor, recommending_only=True) is None:
                sentences.append(sentence)
            elif not replaced:
                replaced = True
                leading = sentence[: len(sentence) - len(sentence.lstrip())]
                trailing = sentence[len(sentence.rstrip()) :]
                sentences.append(leading + safe_sentence + trailing)
        return "".join(sentences).strip()


def _is_a_burn(before: str, after: str) -> bool:
    """Calories exercise burned, named after the figure or by eating them back: not an intake."""
    return _BURNED_AFTER.match(after) is not None or _EAT_BACK_BEFORE.search(before) is not None


def _is_sufficiency_question(clause: str) -> bool:
    """ "Is 1,400 calories enough for a man doing manual labour?" asks about a day, not a meal."""
    return _SUFFICIENCY_AFTER.match(clause) is not None and _MEAL_WORD.search(clause) is None


_LIST_MARKS_AFTER_A_COLON = re.compile(r":\s*(?:[-*\u2022]\s*|\d[.)]\s*)?$")


def _recommends(text: str, daily: DailyCalories) -> bool:
    # "please don't drop to 700 calories a day, that needs medical supervision" warns against it
    if is_negated(text, daily.start) or _WARNS_AFTER.search(sentence_after(text, daily.end, 120)):
        return False
    if _DECLINED_BEFORE.search(clause_before(text, daily.start)):
        return False
    before = clause_before(text, daily.start) + text[daily.start : daily.end]
    if _NO_ONE_MANAGES_ON.search(before) or _FLOOR_KEPT.search(clause_before(text, daily.start).rstrip()):
        return False
    # "the trick is to go lower: 1,050 kcal on weekdays": what a colon brings in, its clause recommends, as
    # does a list's first item ("you'll do great on this mini-cut:\n- 1,300 kcal a day")
    colon = _LIST_MARKS_AFTER_A_COLON.search(text[: daily.start])
    if colon is not None:
        before = sentence_before(text, colon.start()) + before
    after = sentence_after(text, daily.end, 80)
    # "1,100 calories will feel tough at first. Let's try it for January.": the plan may follow
    following = text[daily.end : daily.end + 120]
    return (
        _RECOMMENDATION.search(before) is not None
        or _LABELLED_BEFORE.search(text[max(0, daily.start - 40) : daily.start]) is not None
        or _LIST_ITEM_BEFORE.search(text[max(0, daily.start - 30) : daily.start]) is not None
        or _ENDORSED_AFTER.search(after) is not None
        # the figure's own words may vouch for it: "1,100 is perfectly reasonable"
        or _ENDORSED_AFTER.search(text[daily.start : daily.end]) is not None
        or _ADOPTED_AFTER.search(following) is not None
    )
