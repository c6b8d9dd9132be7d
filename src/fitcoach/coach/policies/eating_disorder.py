"""Eating-disorder signals: flag with specialist resources, then no weight-loss coaching.

When a user describes purging, laxative or diuretic use for weight, starving themselves, pro-ana
content or exercising to undo a binge, the reply carries eating-disorder resources and the outcome
asks the caller to mark the session. For the rest of that session a request for weight-loss
coaching is gently redirected and a model reply that coaches loss is replaced. This is the lesson
of NEDA's "Tessa" chatbot (2023), which gave calorie-deficit advice to people seeking help for
eating disorders.

"Binge" alone is not a signal: "binge-watched Netflix" is the common use, and one big meal is not a
disorder. Bingeing is a signal when it comes with compensation (purging, fasting, exercising it off)
or loss of control. A very-low daily intake (< 800 kcal) pursued for a smaller body is restriction,
and a message no pattern matches is flagged when the learned classifier (`classifier`) scores it at
or above its threshold.
"""

from __future__ import annotations

import re

from fitcoach.coach.policies.base import (
    ScannedText,
    compile_all,
    find_signal,
    find_signal_or_remainder,
    model_may_judge_reply,
    signal_or_model_trigger,
    support_for_the_helper,
)
from fitcoach.coach.policies.calorie_floor import VERY_LOW_CALORIE_KCAL, daily_calories
from fitcoach.coach.policies.classifier import BOTH_LABELS_PROBABILITY, INPUT, OUTPUT, RiskScores, risk_scores
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity, Trigger
from fitcoach.coach.policies.templates import disclaimer, reply
from fitcoach.coach.policies.text import DIURETIC_BRAND, EXERTION, LAXATIVE, excerpt
from fitcoach.coach.policies.weight_loss_rate import stated_bodyweight_kg

_WEIGHT_CONTEXT = (
    r"(?:weight|lose|losing|lost|drop|slim|thin|skinny|skinnier|thinner|fat|flush|calories|bloat|"
    r"weigh[- ]?in|weigh|scale|check[- ]?in|pounds|kilos|kg|lbs|\d ?lb\b|what i ate|food|binge"
    r"|get rid of|cut|empty|dry out|drying out|look dry|water cut|"
    r"flat stomach|water weight|smaller|after (?:i eat|eating|meals?|a binge|binging|bingeing|dinner|lunch))"
)
_BINGE = (
    r"(?:binge[- ]?(?:ate|eat|eating)?|binged|bingeing|binging|binges|pig(?:ged)? out|overate|"
    r"overeat(?:ing)?)"
)
_AFTER_EATING = (
    r"(?:after (?:i eat|eating|i've eaten|meals?|every meal|food|dinner|lunch|breakfast|brekkie|supper|tea"
    r"|a binge|bingeing|binging)\b|every time i eat|whenever i eat|when i eat"
    r"|so i (?:don't|won't) (?:gain|absorb))"
)
_PURGE_VERB = (
    r"(?:vomit\w*|puk(?:e|es|ed|ing)|throw(?:ing)? up|threw up|thrown up|be sick|being sick|"
    r"purg(?:e|es|ed|ing)|boak(?:ed|ing|s)?(?: (?:it|them|the lot))?(?: up)?)"
)
_PURPOSE = (
    r"(?:on purpose|deliberately|intentionally|so (?:the )?calories (?:don't|won't) count|"
    r"to get rid of (?:the )?(?:food|calories|it)|so i (?:don't|won't) (?:gain|absorb)|"
    r"to (?:lose|stay thin|stay skinny|keep the weight off)|(?:keep|keeps) (?:my )?weight (?:down|off)|"
    r"control my weight|stay (?:thin|skinny|slim))"
)
_COMPENSATE = (
    r"(?:burn(?:ing)? (?:it |that |this |them )?(?:all )?off|work(?:ing)? (?:it |that |this )?(?:all )?off|"
    r"run(?:ning)? (?:it |that |this )?(?:all )?off|make up for|compensate|undo|punish|purge|purging|purged|"
    r"throw up|throwing up|threw up|vomit|vomited|starve|starved|fast|fasting|fasted|skipped meals|"
    r"skip (?:meals|eating)|not eat|don't eat|stop eating|no food|"
    r"exercise (?:for hours|until|til|till|it away))"
)
# What people take to lose water or food through the gut: one list for every pattern that names them.
_PURGE_DRUGS = r"(?:" + LAXATIVE + r"|diuretics?|(?:water|fluid) (?:pills?|tablets?))"
# A meal brought back up: "chucked my tea up", "sicking up after tea" (not "brought it up after dinner with
# my husband", a topic raised).
# A meal out or a feast: "threw up after the barbie again".
_FEAST = (
    r"(?:barbie|bbq|barbecue|buffet|roast|takeaway|pizza|burgers?|big meal|meal out|feast|pudding|dessert"
    r"|sunday lunch|christmas dinner|brunch|all you can eat)"
)
_SICK_AFTER_A_FEAST = (
    r"\b(?:threw|throw(?:ing)?|puk(?:ed|ing)|vomit(?:ed|ing)?|sick(?:ed|ing)) up after (?:the |a |my |every"
    r" |each )?" + _FEAST + r"\b"
)
_MEAL_BROUGHT_UP = (
    r"(?:\b(?:chuck\w*|brought|bring\w*|threw|throw\w*|sick\w*|puk\w*|hurl\w*|boak\w*)"
    r" (?:my |the |all (?:my |the )?)?(?:tea|dinner|lunch|breakfast|brekkie|food|meal|supper|snack|pasta"
    r"|pizza)s? (?:back )?up(?! (?:to|the|for|with|from|stairs|here|there)\b)\b"
    r"|\b(?:(?:sick(?:ing|ed)|chuck(?:ing|ed)|puk(?:ing|ed)) (?:it )?(?:all )?up|(?:bring(?:ing)?"
    r"|brought) (?:it (?:all )?|the (?:whole )?lot |all of it )"
    r"back up) after (?:my |every |each |most )?(?:tea|dinner|lunch|breakfast|brekkie|meals?|eating|food"
    r"|supper)\b)"
)
# Insulin cut because the weight came down, or by a clinician: "need less insulin now", "my nurse agreed to
# lower my dose".
_INSULIN_CUT_FOR_THEM = (
    r"(?:need|needs|needing|on|taking|take) less (?:insulin|of it) (?:now|since|as|because)|(?:nurse"
    r"|consultant"
    r"|doctor|gp|team|dsn|endo\w*) (?:has |have |is |are )?(?:reduc\w*|lower\w*|cut|cutting|dropp\w*) (?:my "
    r"|the )?"
    r"(?:insulin|dose|doses|units)|(?:reduc\w*|lower\w*) (?:my )?(?:insulin|dose) (?:now|since|because|as)"
    r"|now (?:that )?my weight (?:is|has|'s) (?:coming|come|going|gone) down(?! (?:\w+ )?(?:i've|ive"
    r"|i have) been)"
    r"|agreed (?:to )?(?:lower|reduc|cut)\w* (?:my )?(?:dose|insulin)|(?:to avoid|because of"
    r"|so i don't (?:have"
    r"|get)|keep having|kept having) (?:a )?(?:hypos?|lows?)"
)
_INSULIN_PURPOSE = (
    r"to (?:lose|drop)|so (?:i|the weight|it keeps)|on top|because i want|skipping|missing|on purpose"
    r"|secretly"
    r"|keep(?:s)? (?:it )?dropping|flying off|falling off|(?:kg|weight) (?:is |are )?(?:dropping|flying"
    r"|falling)|lost \d"
)
# Being sick from something else, named as the cause: an illness, a ride, a night out, a hard effort or a
# medicine ("after hill sprints", "a dodgy kebab", "new meds make me nauseous"), not a word that merely
# appears ("ate 5k cals", "after rowing with my mum", "after the gym session", "in the long run").
_STRONG_ILLNESS = (
    r"(?<!not a )(?<!not the )(?<!no )(?<!not )(?<!n't )(?:poison\w*|bug|virus|norovirus|flu|covid|pregnan\w*"
    r"|morning sickness|migraine|chemo|gastro\w*|new meds"
    r"|meds make me|medication makes me|antibiotics)"
)
_SICK_FROM_SOMETHING_ELSE = (
    _STRONG_ILLNESS
    + r"|hangover|hungover|(?:was|got|so|too|really) drunk|pints|motion sick\w*|seasick|car ?sick|ferry"
    r"|boat|crossing|turbulence|choppy|sea was"
    r"|reflux|gerd|heartburn|antibiotics|new meds|meds make me|medication makes me"
    r"|think it was (?:a |the |some )?(?:bug|virus|kebab|food|something (?:i|in the) \w+|dodgy \w+|bad \w+"
    r"|heat"
    r"|sun|prawns?|oysters?|mussels|sushi|fish|chicken|seafood|curry|takeaway|the \w+ i ate)"
    r"|(?:dodgy|bad|off) (?:kebab|takeaway|curry|prawns?|chicken|pint|food)"
    r"|(?:too much|so much) pre-?workout|ate too (?:close|late|soon)|too many gels"
    r"|beasted|beasting"
    r"|(?:after|during|on|at|mid) (?:a |an |the |my )?(?:heavy |hard |long |first |last |final )?(?:hill "
    r"|track )?(?:sprints?|reps?|repeats|efforts?|wod"
    r"|crossfit(?: class| session)?|rower|rowing machine|erg|race|intervals|hiit|spin(?: class)?|leg day"
    r"|long run"
    r"|parkrun|burpees|workout|tempo run|\d+ ?k (?:race|run)|\d+ ?k(?=\s*(?:lol|legs|[,.]|$))"
    r"|heavy (?:\w+ )?session|(?:squat|leg|track"
    r"|speed|interval|crossfit|hiit) session|ride|rollercoaster|drinks|night out|pub)"
)
# A purpose or an eating-disorder word keeps a meal brought back up a signal whatever else is said ...
_PURGING_PURPOSE = (
    r"binge\w*|binged|on purpose|so it (?:wouldn't|wouldnt|won't|wont|doesn't|doesnt) (?:count|stick)"
    r"|calories"
    r"|my weight|to make weight|to be light|to feel (?:empty|light|lighter)|(?:need|want) to be (?:light"
    r"|lighter)"
    r"|made myself|keep (?:the )?weight off|stay (?:small|tiny|thin|skinny|light|lighter)|keep cutting"
    r"|dress size|scales?"
    r"|hate (?:my|how)|disgust\w*|(?:couldn't|can't|cant) cope|how full|skinnier|lighter|empty|most (?:nights"
    r"|days)|every (?:night|meal)"
    r"|(?:feel|so|i'm|im|look|getting) fat|(?:a )?fat (?:again|pig|cow|mess)"
)
# ... and a habit does too, unless an illness is named ("had norovirus this week").
_PURGING_HABIT = (
    r"again|every (?:day|time)|as usual|like usual|always|this week|only ever"
    r"|\w+ time this week"
)
# Where someone hurts themselves: "punched my stomach", "pinch my thighs".
_OWN_BODY_PART = r"my (?:\w+ )?(?:arms?|legs?|thighs?|stomach|belly|wrists?|face)"
_WEIGHT_DRUGS = (
    r"(?:" + _PURGE_DRUGS + r"|diet pills?|appetite suppressants?|(?:detox|slimming|skinny|teatox) teas?)"
)
# "the morning after a big meal", "before a weigh-in": when purging is timed to undo eating.
_AROUND_EATING = (
    r"(?:after|before) (?:a |the |your |each |every )?(?:big |large |heavy )?"
    r"(?:meal|binge|dinner|weigh[- ]?in|cheat day|weekend|night out|holiday|christmas|party|takeaway|feast)"
)
_FEW = r"(?:\d+|two|three|four|five|six|seven|ten|several|a few)"
_MEAL = r"(?:brekkie|breakfast|lunch|dinner|tea|supper|food|snacks?|dessert|carbs|a meal|meals)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_SUPPRESSANTS = r"(?:diet pills?|appetite suppressants?|phentermine|clenbuterol|clen|dnp)"
# Body-size goals that turn a very-low intake into restriction: "300 cals ... my thighs finally don't
# touch", "500 kcal to shrink", "still not thin enough, help me get it to zero".
_BODY_SIZE_GOAL = compile_all(
    [
        r"\b(?:shrink|shrinking|thin|thinner|skinny|skinnier|tiny|smaller|thigh gap|hip ?bones|collarbones|"
        r"ribs)\b",
        r"\b(?:still|so|feel|look) (?:huge|fat|disgusting)\b",
        # US dress sizes 00-4: "400 kcal a day until I'm a size 4"
        r"\bsize (?:00|0|zero|2|4)\b",
        r"\b(?:go|get it|push it|take it) (?:even )?(?:lower|further|to zero|down more)\b",
        # light for a partner's lifts, or to stay small: "800 a day to stay light for the overhead lifts"
        r"\b(?:stay|staying|keep|keeping) (?:\w+ )?(?:light|small|tiny|petite)\b",
    ]
)
# Food burned off so that it is erased: "rowed off the cake so it doesn't count", "45 minutes of hard rowing
# and it won't count".
_ERASED_BY_EXERCISE = (
    r"\b(?:burn|work|run|row|sweat|cycle|walk)\w* (?:\w+ )?off\b[\s\S]{0,120}?\b(?:so )?(?:it|that|they)"
    r" (?:won't|will not|wouldn't|doesn't|does not|don't|didn't) count\b"
    # ... or walked, run or swum until it is gone: "walked the top fields till it was dark so it wouldn't
    # count against me"
    r"|\b(?:walk|ran|run|swam|swim|cycl|rode|row|jog|hik|lift|train)\w*\b[^.!?]{0,60}\bso (?:it|that|they"
    r"|(?:the|my|that) \w+)"
    r" (?:won't|wouldn't|doesn't|didn't|don't) count\b"
)
_THIN_GOAL = r"(?:thin|thinner|skinny|skinnier|lose|losing|weight|smaller|drop|fat|binge)"
# Pro-ana slogans, said or handed out: "if you're hungry you're winning", "feeling hungry is just fat leaving
# the body", "brush your teeth every time you want to eat".
_PRO_ANA_SLOGANS = (
    r"\bif you're hungry,? you're winning\b"
    r"|\b(?:hunger|feeling hungry|being hungry) is (?:just )?(?:weakness|fat) leaving\b"
    r"|\bbrush your teeth (?:every time|whenever|when) you (?:want|feel like|need) (?:to eat|eating|food)\b"
)
# Insulin left out or cut for the weight it holds on (diabulimia): "started 'forgetting' my insulin after
# dinner ... dropped 4kg", "cut my basal so my endo won't notice? want to drop a dress size", "trimming your
# mealtime insulin can help the scale move" (not a clinician's change: "my consultant is reducing my
# insulin").
_INSULIN_LEFT_OUT = (
    r"(?<!is )(?<!are )(?<!was )(?<!were )(?<!been )\b(?:skip\w*|forget\w*|forgot|miss\w*|cut\w*|reduc\w*"
    r"|trim\w*|lower\w*|without|omit\w*)['\"]?"
    r" (?:my |your |the |some of (?:my|your) )?(?:mealtime |meal |basal |bolus |evening |night-?time )?"
    r"(?:insulin|bolus\w*|basal)\b[\s\S]{0,90}?"
    r"\b(?:weight|kg|kilos?|lbs?|pounds|drop\w*(?= (?:a |some |the |\d))|lose|losing|lost|scale|dress size"
    r"|thin(?:ner)?|skinn\w*|(?:basically )?(?:don't|doesn't) count)\b"
)
_SIGNALS = compile_all(
    [
        # Hurting oneself over one's size: "carving lines into my stomach so i remember how fat i am".
        r"\b(?:cut\w*|carv\w*|scratch\w*|burn\w*|punch\w*|pinch\w*)\b[^.!?]{0,50}\b(?:so (?:i|that i)"
        r" (?:remember|don't forget|never forget)|to remind me|because|cos|cause) (?:of )?how (?:fat|big|huge"
        r"|ugly|disgusting|gross)\b",
        # Food not kept down, on purpose: "haven't been keeping food down, on purpose if you know what I
        # mean".
        # (the denial is part of what is said, not a denial of it)
        r"\b(?:(?:not|haven't|have not|hasn't|can't|couldn't|wasn't|isn't)(?: been)? )?(?:keep|keeping|kept)"
        r" (?:food|anything|meals?|it|dinner|tea|lunch) down\b[^.!?]{0,15}"
        r"\bon purpose\b",
        # A meal plan kept on paper only: "3 meals 3 snacks on paper and 1 meal in real life".
        r"\b(?:meals?|snacks?|eating|plan)\b[^.!?]{0,40}\bon paper\b[^.!?]{0,40}\b(?:in real life|irl"
        r"|in reality|for real)\b",
        # Emptiness wished for every day: "wish every day could feel that empty".
        r"\b(?:wish|want|love|miss|crave|chase|chasing|keep|keeping)\b[^.!?]{0,40}\b(?:feel|feeling|felt)"
        r" (?:that|this|so) empty\b",
        # A religious fast kept as cover for not eating: "I use the fasts as cover", "fasting is my excuse".
        r"\b(?:ramadan|lent|the fasts?|fasting|fasts|ekadashi|navratri)\b[^.!?]{0,40}\b(?:as (?:a |my )?cover"
        r"|as (?:an|my) excuse|(?:is|are) (?:just |only )?(?:a |my )?(?:cover|excuse))\b(?! to)",
        # Purging: making oneself sick after eating, or asking how to.
        r"\b(?:make|making|made) (?:myself|me) (?:throw up|vomit|sick|puke|be sick)\b",
        r"\b(?:throw|throwing|threw) (?:it |everything |food )?up " + _AFTER_EATING,
        r"\b" + _PURGE_VERB + r"\b.{0,25}" + _AFTER_EATING,
        r"\b" + _PURGE_VERB + r"\b.{0,30}" + _PURPOSE,
        r"\b(?:throw|throwing|threw) up (?:my |the |all (?:of )?(?:my |the )?)?"
        r"(?:food|dinner|lunch|breakfast|meals?|everything i (?:ate|eat))\b",
        r"\b(?:throw|throwing) up (?:the|my|that|this|all) (?:\w+ ){0,3}i (?:just )?(?:ate|had|eaten)\b",
        r"\b(?:trying|try|tried|how (?:do|can|could|to|should)(?: i| you)?|ways to|best way to|"
        r"easiest way to) "
        r"(?:to )?(?:throw up|vomit|puke|be sick|purge|make (?:myself|yourself) (?:throw up|vomit|sick))\b"
        r"(?! (?:old|my|the|all|your) (?:\w+ )?(?:logs?|history|data|files|emails?|photos|apps|workouts?"
        r"|clothes|wardrobe|inbox|contacts|cache))",
        r"\b(?:should|can|could|do) i (?:throw up|purge|vomit|puke|make myself sick)\b",
        r"\beasy to (?:throw up|purge|vomit|bring (?:back )?up)\b",
        r"\b(?:fingers?|toothbrush) down my throat\b|\bstick (?:my )?fingers?\b.{0,20}\bthroat\b",
        r"\bpurg(?:e|ing|ed)\b(?! (?:of |through )?(?:all (?:of )?)?(?:my |the |our |a |of )?(?:old )?"
        r"(?:pantry|fridge|kitchen|closet|cupboards?|wardrobe|junk food|snacks|house|inbox|emails?|files"
        r"|logs?|log entries|entries|history|records"
        r"|cache|data|old|clothes|list|bad habits|toxins|sugar|candy|social media|feeds?|followers|accounts"
        r"|contacts|photos|apps|phone|cookies|sweets)\b)"
        # (nor the film: "The Purge marathon tonight")
        r"(?!(?<=the purge) (?:marathon|films?|movies?|franchise|trilogy|series|night|election))",
        r"\bbinge (?:and|&|n) purge\b|\bb/p(?:ed|ing|'d)?\b",
        # Eaten in company and undone in private: "eat the chocolate in front of them and sort it out in the
        # bathroom after".
        r"\b(?:eat|eating|ate|eaten)\b.{0,100}"
        r"\b(?:(?:sort|sorting|fix|fixing|handle|handling) (?:it|them|that|the rest)(?: out)?"
        r"|(?:deal|dealing) with (?:it|them|that|the rest)|(?:take|taking) care of (?:it|them|that|the rest))"
        r" in the (?:bathroom|loo|toilet|restroom|ladies|gents)\b",
        # A throat made raw by a routine after meals: "throat's a bit raw from the usual after-dinner
        # routine".
        r"\bthroat(?:'s| is)?\b[^.!?]{0,30}\b(?:raw|sore|burning|burns|hurts|scratchy)\b[^.!?]{0,30}"
        r"\bafter[- ](?:dinner|meals?|eating|lunch|tea|food) (?:routine|ritual|thing|habit)\b",
        # A child's food found hidden: "I found her school lunches hidden in the back of her wardrobe".
        r"\b(?:found|finding|find) (?:her|his|their) (?:school |packed )?(?:lunch(?:es)?|lunchbox(?:es)?|food"
        r"|meals|sandwiches|dinners?|snacks) (?:hidden|stashed|in the bin|binned|thrown away|uneaten)\b",
        # The quickest way to be rid of a food just eaten: "Regrettably ate cake at the office. Require the
        # quickest means of getting rid of it."
        r"\b(?:ate|eaten|had)\b[^.!?]{0,60}[.!?]?\s*[^.!?]{0,40}\b(?:quickest|fastest|best|easiest|surest)"
        r" (?:means|way|method) (?:of|to) (?:getting rid of|get rid of|undo(?:ing)?) (?:it|that|them)\b",
        # Someone's purging asked to work: "when Nina makes herself sick it kind of made sense to me?? like
        # does that actually work".
        r"\b(?:make|makes|made|making) (?:herself|himself|themselves|yourself) (?:sick|throw up|vomit)\b"
        r"[^?]{0,80}\b(?:does (?:that|it|this) (?:actually |really )?work|made sense to me|makes sense to me"
        r"|should i try|worth a try)\b",
        # An emetic has no use today but making oneself sick.
        r"\b(?:syrup of )?ipecac\b",
        r"\b(?:get|got|getting) rid of (?:the |my |all (?:the )?)?"
        r"(?:food|calories|meals?|breakfast|lunch|dinner|supper|dessert|what i (?:just )?(?:ate|eat)|"
        r"everything i (?:ate|eat))\b(?=.{0,30}\b(?:after|once|before it|so i|when i|again)\b)",
        # A meal brought back up: "chucked my tea up again tonight" (not "brought lunch up to the office", nor
        # in a sentence of illness, effort, a ride or a night out) ...
        r"(?:^|(?<=[.!?]))(?![^.!?]*\b(?:" + _SICK_FROM_SOMETHING_ELSE + r")\b)[^.!?]*?" + _MEAL_BROUGHT_UP,
        # ... which a purpose keeps a signal whatever else the sentence says ("emotional rollercoaster, binged
        # and threw my tea up again", "brought my lunch back up so it wouldnt count"), and a habit unless an
        # illness is named.
        r"(?:^|(?<=[.!?]))(?=[^.!?]*\b(?:" + _PURGING_PURPOSE + r")\b)[^.!?]*?" + _MEAL_BROUGHT_UP,
        r"(?:^|(?<=[.!?]))(?![^.!?]*\b(?:"
        + _STRONG_ILLNESS
        + r")\b)(?=[^.!?]*\b(?:"
        + _PURGING_HABIT
        + r")\b)"
        r"[^.!?]*?" + _MEAL_BROUGHT_UP,
        # ... and sick after a feast, as a habit in a sentence naming no other cause: "threw up after the
        # barbie again. its fine its only ever after burgers".
        r"(?:^|(?<=[.!?]))(?![^.!?]*\b(?:"
        + _SICK_FROM_SOMETHING_ELSE
        + r")\b)(?=[^.!?]*\b(?:"
        + _PURGING_HABIT
        + r")\b)"
        r"[^.!?]*?" + _SICK_AFTER_A_FEAST,
        # Named disorders, and binge eating itself (but not binge-watching).
        r"\b(?:bulimia|bulimic|anorexia|anorexic|arfid|ednos|osfed)\b",
        r"\b(?:eating disorder|disordered eating)\b",
        r"\bbinge[- ]?(?:eat|eats|eating|ate)\b",
        r"\b(?:stop|control|help with|struggl\w* with) (?:my )?(?:binging|bingeing|binges)\b",
        r"\b(?:can't|cannot|couldn't) stop (?:binging|bingeing|binge eating|eating)\b",
        # Laxatives, diuretics and diet pills for weight, or used habitually (a prescription diuretic only
        # beside weight words in a user's message, since a reply may rightly mention a relative's
        # prescription).
        r"\b(?:" + _WEIGHT_DRUGS + "|" + DIURETIC_BRAND + r")\b(?=.{0,80}" + _WEIGHT_CONTEXT + r")",
        # ... a slimming tea, which has no other use, with its purpose further off
        r"\b(?:detox|slimming|skinny|teatox|diet|laxative) teas?\b(?=.{0,140}" + _WEIGHT_CONTEXT + r")",
        r"(?:" + _WEIGHT_CONTEXT + r").{0,80}\b(?:" + _PURGE_DRUGS + "|" + DIURETIC_BRAND + r")\b",
        r"\b" + _WEIGHT_DRUGS + r"\b.{0,15}\b(?:every day|daily|a day|per day|after every meal|after meals|"
        r"every night)\b",
        r"\b(?:\d+|several|lots of|a bunch of|handfuls? of) " + _WEIGHT_DRUGS + r"\b",
        r"\bdiet pills? and laxatives?\b|\blaxatives? and diet pills?\b",
        r"\b(?:abus\w*|misus\w*|overus\w*|addicted to|hooked on) (?:my |the )?" + _WEIGHT_DRUGS + r"\b",
        # Appetite suppressants sought or used for weight, and medicines taken to not feel hungry.
        r"\b(?:recommend|strongest|buy|bought|order(?:ed)?|get hold of|taking|take|took|using|started)\b"
        r".{0,30}\b" + _SUPPRESSANTS + r"\b",
        r"\b" + _SUPPRESSANTS + r"\b.{0,40}\b(?:actually work|strongest|without a prescription|online)\b",
        r"\b(?:pills?|tablets?|adderall|vyvanse|ritalin|modafinil|meds|medication|stimulants?)\b.{0,30}"
        r"\b(?:so (?:i'm|i am) not hungry|not (?:to )?(?:be|feel|get) hungry|for no hungry|"
        r"(?:suppress|kill|curb) (?:my |the )?appetite|stop (?:me )?(?:being|feeling) hungry)",
        # Starving: not eating for days, refusing food, surviving on almost nothing.
        r"\bstarv(?:e|ing|ed) (?:myself|yourself|ourselves)\b(?! of\b)",
        r"\bstarv(?:e|ing) (?:to|until|till|so)\b",
        r"\b(?:living|surviving|survive|live|existing|getting by) on "
        r"(?:only |just |nothing but |about |around )?"
        r"(?:\d{2,3} (?:calories|kcal|cals?)|black coffee|water|air|diet (?:coke|soda)|gum|cigarettes)\b",
        # Periods lost to weight and wanted gone: "lost my period during xc season and honestly i like being
        # lighter. how do i keep it from coming back".
        r"\b(?:lost|losing|stopped getting|no longer get|haven't had|don't get) my periods?\b[^.!?]{0,80}"
        r"[.!?]?[^.!?]{0,60}\b(?:keep it from coming back|stop it (?:from )?coming back|keep it away"
        r"|don't want it"
        r" back|like being (?:lighter|thinner|this light|this thin)|glad it'?s gone)\b",
        # Harm from starving asked about, to know how far to go: "what are the signs you're about to have a
        # heart attack from starving"
        r"\b(?:heart attack|cardiac arrest|collaps\w*|faint\w*|pass(?:ing)? out|organ failure|organ damage"
        r"|heart (?:failure|damage)) (?:from|by|through|because of)"
        r" (?:starving|not eating|purging|restricting"
        r"|fasting too long)\b",
        # A week or days on water alone, for the weight: "go bush for a week with just water, strip the weight
        # off".
        r"\b(?:a week|a fortnight|(?:\d+|two|three|four|five|six|seven|ten) days)\b[^.!?]{0,15}"
        r"\b(?:with|on|drinking) (?:just|only|nothing but) water\b"
        r"(?=[^.!?]{0,60}\b(?:weight|kilos?|kgs?|pounds|lbs?|stone|fat|thin|lighter|skinny)\b)",
        # Sick again on purpose: "puked after the christmas dinner, then again at home on purpose".
        r"\b(?:puk\w*|vomit\w*|throw\w* up|threw up|chuck\w* up|sick|spew\w*|hurl\w*)\b[^.!?]{0,90}"
        r"\b(?:on purpose|deliberately)\b",
        # ... or on a drink named just before: "ice water burns calories so I could just live on it for a
        # week"
        r"\b(?:water|black coffee|diet (?:coke|soda)|green tea)\b[^.!?]{0,80}"
        r"\b(?:live|living|survive|surviving) (?:on|off) (?:it|that|them|those)"
        r" (?:for (?:a|\d+|a few|two|three|four|five|several) (?:days?|weeks?)"
        r"|instead of (?:food|eating|meals))\b",
        r"\b(?:stop|stopped|stopping|quit|quitting) eating (?:to (?:lose|get|be|drop|look|fit)|so (?:i|that)|"
        r"until|in order to)\b",
        r"\b(?:stop|stopped|quit) (?:myself from )?eating (?:completely|entirely|altogether|"
        r"for (?:a few |several |\d+ |two |three )?(?:days|a week|weeks))",
        r"\b(?:haven't|have not|hasn't|didn't|not) eaten (?:anything )?(?:in|for) " + _FEW + r" days\b",
        # ... or no "real" food had: "haven't had real food in 4 days and my manager said good job"
        r"\b(?:haven't|have not|hasn't|didn't|not) had (?:any )?(?:real |proper |solid |actual )?"
        r"(?:food|meals?|a meal)(?: at all)? (?:in|for) " + _FEW + r" days\b",
        r"\b(?:go|going|went) (?:days|a week|\d+ days) without (?:eating|food)\b",
        # (not a religious fast, kept dawn to dusk or from certain foods: "day 3 of fasting for lent")
        r"\bday \d+ of (?:not eating|no food|fasting(?! (?:for|during|in) (?:lent|ramadan|navratri|ekadashi"
        r"|advent|the fast))|starving|water only)\b",
        r"\b\d+ days (?:of not eating|without food|without eating)\b",
        # ... said as nothing at all: "loving going 2 days with nothing"
        r"\b(?:go|going|went|gone|been) (?:" + _FEW + r"|a couple of) days (?:with|on|eating) nothing\b",
        r"\b(?:eat|eating|ate) nothing (?:for (?:days|a week|weeks|\d+ days)|all (?:day|week)|until|if|when|"
        r"whenever)\b",
        r"\b(?:lose|drop|shed)\b.{0,30}\bwithout (?:eating|food)\b",
        r"\b(?:lose|drop|shed)\b.{0,30}\b(?:by|through) (?:not eating|starving|skipping meals|purging)\b",
        r"\bnot eat(?:ing)? (?:at all|anything) (?:for|until|to)\b",
        r"\b(?:not|never|stop) eat(?:ing)? for " + _FEW + r" (?:days|weeks)\b",
        r"\bhow (?:to|do i|can i) (?:not eat|stop eating|go without food)\b"
        r"(?=\s*(?:[.?!]|$|for|completely|altogether|entirely|at all|anything))",
        r"\b(?:scared|afraid|terrified|frightened) (?:to eat|of eating|of food)\b"
        r"(?=.{0,40}\b(?:gain|fat|weight|calories)\b)",
        r"\b(?:not eating anything|eating nothing|not eat anything) (?:for|this|until|to)\b",
        r"\b(?:so (?:that )?i can|want to|trying to|try to|plan to|planning to|need to|going to) (?:just )?"
        r"(?:eat|eating) (?:nothing|as little as possible|almost nothing)\b",
        r"\bnothing else (?:for|in) (?:days|a week|weeks|\d+ days)\b",
        r"\b(?:only|just) (?:drink|drinking|have|having|consume) "
        r"(?:water|black coffee|tea|diet (?:coke|soda)|broth|juice)\b.{0,40}\b" + _THIN_GOAL + r"\b",
        r"\b(?:only|just) (?:drinking|having|eating|drink|have) (?:water|black coffee|tea|diet (?:coke|soda)|"
        r"broth) (?:for (?:days|a week|\d+ days)|to lose|until|all week)\b",
        r"\b(?:only|just|barely) (?:eat|eating|ate|have|having|allow myself)(?: to eat)? "
        r"(?:an? |one |half an? )"
        r"(?:apple|banana|rice cake|yogh?urt|egg|salad|cracker|piece of fruit|orange|cucumber)\b"
        r".{0,40}\b" + _THIN_GOAL + r"\b",
        r"\bskip(?:ping)? (?:all|every) (?:my )?meals?\b",
        r"\bskip(?:ping|ped)? (?:\w+ (?:and|&) )?(?:breakfast|lunch|dinner|meals)\b.{0,20}"
        r"\b(?:for (?:the rest of the week|days|a week|the week|weeks)|all week)\b",
        r"\bfeel(?:ing)? (?:so |too )?(?:fat|disgusting|huge|gross)\b.{0,15}\bso i(?:'m| am| will|'ll)? "
        r"(?:skip|not eat|starv|purg|throw|fast|restrict)",
        r"\beat(?:ing)? as little as (?:possible|i can)\b",
        r"\brestrict(?:ing|ed)? (?:myself )?(?:to )?(?:under |below |less than )?(?:[1-7]\d{2}|\d{1,2}) "
        r"(?:calories|kcal|cals?)\b",
        r"\b(?:run|running|ran|exercise|exercising|work out|working out|train|training) (?:till|until|til) "
        r"i(?:'m| am)? (?:sick|throw up|puke|pass out|collapse)\b.{0,30}\b(?:eat|eating|ate|binge)",
        r"\b(?:eat|eating|ate|have) (?:one|1|a single) meal (?:every|each|in) (?:two|three|four|a few|\d+|"
        r"a couple of) days\b",
        r"\b(?:only|just) (?:eat|eating|have|having|allow myself) (?:[1-4]\d{2}|\d{1,2}) "
        r"(?:calories|kcal|cals?)\b",
        r"\bonly eat (?:when|if|once) i "
        r"(?:faint|pass out|feel (?:dizzy|faint|sick|shaky)|absolutely have to)\b",
        r"\bdeserve to (?:starve|go hungry|not eat|be hungry)\b",
        # Not eating as the plan: "need to lose 5 kg in 2 weeks so I'll just stop eating" (not "I'll stop
        # eating junk" or "stop eating after 8").
        r"\b(?:i'll|i will|gonna|i'm going to|im going to|i'm gonna|im gonna) (?:just )?stop eating\b"
        r"(?! (?:junk|sugar|bread|carbs|meat|after|late|at night|before bed|so much|takeaways?|crisps"
        r"|chocolate|processed|out|rubbish|crap|fast food|sweets|snacks|dairy|gluten|like|when|once))",
        r"\brather (?:be dead|die|starve|pass out|faint|black out|collapse)\b[^.!?]{0,30}?\bthan (?:be )?"
        r"(?:fat"
        r"|gain(?: weight)?"
        r"|eat|overweight|heavy)\b",
        r"\b(?:ate|eat|eating|food)\b.{0,60}\b(?:cancel(?:s|led|ling)? (?:it |that |them )?out|undo (?:it"
        r"|the damage))\b",
        # Meals skipped over how the body feels: "skipped suhoor and iftar bc i felt huge".
        # ... or over a part of it hated: "I just skip meals cause I hate my stomach in a t-shirt".
        r"\bskip(?:ped|ping)? (?:\w+ ){0,4}(?:because|bc|cos|cause|coz|since|as)"
        r"(?: (?:i )?(?:felt|feel|was feeling|looked|look) (?:so |really |too |way too )?"
        r"(?:huge|fat|disgusting|gross|massive|heavy|like a whale)"
        r"| i (?:hate|hated|can't stand|cannot stand|despise) (?:my|how my) (?:\w+ )?(?:stomach|belly|body"
        r"|thighs|arms|face|legs|gut|tummy|size|weight|shape|reflection))\b",
        # A partner or parent wanting the writer's body under a weight: "my boyfriend wants me under 50kg".
        r"\b(?:boyfriend|girlfriend|bf|gf|partner|husband|wife|fianc\w*|mum|mom|dad)\b[^.!?]{0,20}"
        r"\b(?:wants?|expects?|told|tells|says) me (?:to (?:be|get|stay) )?(?:under|below|less than"
        r"|lighter than|skinnier than|thinner than) \d+(?:\.\d)? ?(?:kg|kgs|kilos?|lbs?|pounds|st|stone)\b",
        # How much must come back up: "how much would i have to bring up for it to make any difference".
        r"\bhow much (?:would|do|should|will) i (?:have|need) to (?:bring up|throw up|sick up|purge"
        r"|get up)\b",
        # Starving as the way not to wake up: "if i starve long enough maybe i just won't wake up".
        r"\bstarv\w*\b[^.!?]{0,40}\b(?:won't|wont|will not|not|never|don't|dont) wake up\b",
        # Exercise owed before rest: "can't sleep unless I've burned it off".
        r"\b(?:can't|cannot|cant|won't|don't) (?:sleep|rest|relax|go to bed) (?:unless|until|till)"
        r" (?:i'?ve |i have |i )?"
        r"(?:burned|burnt|burn|worked|run|ran|walked) (?:it|that|them|everything|all of it|the \w+) off\b",
        # Starving counted in days: "researched how long it takes to die from starving. i'm at day 5".
        r"\b(?:starv\w*|not eating|no food|without food)\b[^\n]{0,60}?\b(?:i'm|im|i am|now|currently)"
        r" (?:at|on) day (?:[3-9]|\d\d)\b",
        # Days of no food to pay for a binge: "ate a whole pack of hobnobs so I'm not eating tomorrow or
        # sunday to undo it", "not going to eat at all on the 1st and 2nd to cancel it out".
        r"\b(?:not eating|no food|skipping (?:all )?(?:meals|food)|fasting|not (?:going to |gonna )?eat"
        r"(?: at all| anything)?)\b[^.!?]{0,40}\bto (?:undo"
        r"|cancel(?: it| that| them)? out|make up for|compensate|pay for)\b",
        _PRO_ANA_SLOGANS,
        r"\bskip(?:ping|ped)? (?:all |most )?(?:my )?(?:meals|eating|food) (?:for|all) "
        r"(?:days|a week|weeks|\d+|the whole)\b",
        r"\b(?:refuse|refusing|won't let myself|not allowed|not allowing myself|not letting myself) "
        r"(?:to )?eat\b(?= (?:until|unless|anything|at all|for|more than|again)\b)",
        r"\b(?:fast|fasting|fasted|water fast|juice fast|dry fast)\b.{0,15}\b" + _FEW + r" (?:days|weeks)\b"
        r"(?=.{0,60}\b" + _THIN_GOAL + r"\b)",
        r"\b(?:least|lowest|minimum|fewest)(?: amount of food| (?:number of )?calories| food)? "
        r"(?:i|you|a person|someone) (?:can|could) (?:eat|survive on|get away with)\b",
        r"\beat and (?:still )?survive\b",
        r"\bhow (?:long|many days) can (?:i|a person|you) (?:go|survive) without (?:food|eating)\b",
        # Secrecy and body checking: hiding not eating or purging, constant weighing, goal weights.
        r"\bweigh(?:ing)? myself (?:\d{2,}|(?:\d+|ten|twenty|many|several) times a day|constantly|"
        r"every hour)\b",
        r"\bbmi (?:down )?(?:to|under|below|of|goal of|target of) 1[0-7](?:\.\d+)?\b",
        r"\bugw\b|\bultimate goal weight\b",
        r"\b(?:noticing|notice|find out|finding out|knowing|know) (?:that )?i(?:'m| am)? "
        r"(?:not eating|purging|throwing up|skipping meals|starving|restricting"
        r"|skip(?:ping)? (?:lunch|breakfast|dinner|tea|meals)(?: every day| most days)?)\b",
        # ... and wanting it kept unknown, the wish's own "don't" no denial of the act: "dont want anyone
        # knowing i skip lunch every day".
        r"\b(?:don't|dont|do not) want (?:anyone|anybody|people|them|her|him|my \w+)"
        r" (?:knowing|to know|to find out|to notice|noticing|finding out) (?:that )?i(?:'m| am)?"
        r" (?:not eating|purging|throwing up|starving|restricting|making myself sick"
        r"|skip(?:ping)? (?:lunch|breakfast|dinner|tea|meals))\b",
        # Checking the body to decide whether to eat: "mirror check, pinch check, wrist check, then I decide
        # if I'm allowed breakfast".
        r"\b(?:mirror|pinch|wrist|thigh|rib|collarbone|body) checks?\b.{0,80}\b(?:allowed|let myself|deserve)"
        r" (?:to eat|to have|breakfast|lunch|dinner|food|a meal)\b",
        r"\b(?:hid(?:e|ing)?|hidden|cover(?:ing)? up|keep(?:ing)? secret)\b.{0,25}\b(?:throw(?:ing)? up|"
        r"purg\w*|vomit\w*|laxatives?|how little i eat)\b",
        r"\b(?:hid\w*|tuck\w*|stash\w*|slip\w*) (?:\w+ ){0,3}in(?:to)? (?:my |a |the )?(?:napkin|sleeve"
        r"|pocket|serviette)\b",
        # Lying about having eaten: "I tell my flatmates I ate at work and tell work I ate at home" (not the
        # coach told: "what would you say if I told you I ate a whole tub?").
        r"\b(?:tell|told|say|said|pretend\w*) (?!you\b)(?:\w+ ){0,3}(?:i|i've|i'd) (?:already )?(?:ate|eaten"
        # "I just pour the juice out and tell my flatmates I drank it"
        r"|drank (?:it|them|mine|the \w+)|drunk (?:it|them|mine)"
        r"|had (?:a |my )?(?:big |huge |massive |late |proper |good )?(?:lunch|dinner|breakfast|tea|meal))\b",
        # ... or about eating later, behind a cover: "nobody questions it when I say I'm 'fuelling later'".
        r"\b(?:tell|told|say|said|saying|telling) (?:\w+ ){0,3}(?:i'm|i am|i'll|i will) ['\"]?(?:fuelling"
        r"|fueling|eating|having (?:it|something|dinner|lunch)) later\b",
        r"\b(?:perfect|great|good|easy|handy|ideal) (?:cover|excuse|alibi)\b[^.!?]{0,60}\b(?:nobody|no one"
        r"|no-one) (?:questions|notices|asks|checks|bats an eye)\b",
        # ... or about eating at all, then owning it untrue: "told the dietitian I'm eating three meals. I'm
        # not".
        r"\b(?:tell|told|telling) (?:\w+ ){0,3}(?:i'm|i am|that i'm) (?:eating|having)\b[^.!?]{0,40}[.!?,]\s*"
        r"(?:but )?(?:i'm not|i am not|i haven't|i'm really not|not true)\b",
        # Proud of nearly fainting: "kind of proud when I nearly pass out on the stairs, means it's working".
        r"\b(?:nearly|almost) (?:pass|passed|passing) out\b.{0,40}\b(?:working|proud|means|good sign)\b",
        r"\b(?:hide|hiding|hid) (?:the fact that i'm |that i'm |that i am |my )?(?:not eating|purging|"
        r"throwing up|skipping meals|restricting|bingeing|binging|weight loss|eating habits)\b",
        r"\bhide (?:my )?(?:ribs|bones|hip ?bones|collarbones?|weight loss|how (?:thin|skinny) i am|"
        r"how much weight)\b",
        # Guilt, punishment and earning food.
        r"\b(?:feel|felt) (?:guilty|disgusting|gross) (?:every time|whenever|after|when) i eat\b",
        # Meals missed "accidentally" on purpose: "3rd week of "accidentally" forgetting lunch".
        r"['\"\u2018\u201c]accidentally['\"\u2019\u201d] (?:forgetting|forgot|skipping|skipped|missing"
        r"|missed) (?:my )?(?:lunch|breakfast|dinner|tea|meals?)\b",
        # Water tablets given for a belly or a weight: "not able to lose the belly. My aunty is giving me some
        # water tablets ... How many I should take daily?"
        r"\b(?:belly|tummy|stomach|weight|bloat\w*)\b[^?]{0,80}\b(?:water|fluid) (?:tablets?|pills?)\b"
        r"[^?]{0,60}\bhow many\b",
        # A voice's verdict on eating: "me: *eats 1 cracker* my brain: you don't deserve to live".
        r"\beats?\b[^.!?]{0,40}\b(?:you|i) (?:don't|do not) deserve (?:to (?:live|eat|exist)|food)\b",
        # Eating not worth the bother: "don't see why i should bother eating either".
        r"\b(?:don't|do not|dont|can't|cannot) see (?:why|the point (?:in|of)) (?:i should )?(?:even )?"
        r"(?:bother )?(?:eating|to eat|food)\b",
        # "the only thing that makes the guilt about eating stop"
        r"\b(?:the )?guilt (?:about|over|after|from|of) (?:eating|food|meals?|every bite)\b",
        r"\b(?:punish|punishing) (?:myself|my body)\b.{0,30}\b(?:eat|ate|food|exercise|workout|laps|miles"
        r"|" + EXERTION + r")",
        r"\bchew(?:s|ed|ing)? (?:\w+ ){0,5}?and spit(?:s|ting)?\b|\bchewed (?:\w+ ){0,5}?and spat\b",
        r"\b(?:let|allow) myself (?:to )?eat\b.{0,40}\b(?:if|after|once|unless|until) i "
        r"(?:burn|run|work out|exercise|hit|do|earn)\b",
        r"\bhave to (?:burn|earn|work off) (?:my |the |off )?(?:food|calories|meals?|everything)\b",
        # ... or a meal allowed only after it: "I cannot permit myself dinner until I have run at least ten
        # kilometres".
        r"\b(?:let|allow|permit)(?:ting)? myself (?:to (?:eat|have) )?(?:any |my |a )?(?:dinner|lunch"
        r"|breakfast|food|meals?|tea|supper|snacks?|dessert)\b[^.!?]{0,30}\b(?:if|after|once|unless|until)"
        r" (?:i|i've|i have)\b[^.!?]{0,20}\b(?:burn\w*|run|ran|work\w* out|exercis\w*|walk\w*|cycl\w*|swim\w*"
        r"|swum|hit|earned?)\b",
        _ERASED_BY_EXERCISE,
        # Every calorie logged, burned back off: "every calorie I log I go out and burn off on the bike".
        r"\bevery (?:single )?calorie (?:i|that i) (?:eat|log|have|ate|consume|track)\b[^.!?]{0,50}"
        r"\bburn(?:s|ing|ed|t)? (?:it |them )?off\b",
        # Meals skipped and hidden: "been 'forgetting' lunch at work for 3 weeks and no one's noticed".
        r"['\"](?:forgetting|forgot|not hungry)['\"] (?:my |to eat )?"
        r"(?:lunch|breakfast|dinner|tea|meals?)\b.{0,60}\b(?:no one|nobody|no-one)(?:'s| has)? "
        r"(?:noticed|realised|realized|clocked)\b",
        r"\b(?:earn|earned|deserve) (?:my|to eat|the right to eat)\b.{0,20}"
        r"\b(?:food|meals?|eat|breakfast|lunch|dinner|supper|snacks?|dessert)\b",
        # A food earned back by extra work: "had a pasty ... so I'm walking the dog route twice, unpaid, to
        # earn it back".
        r"\b(?:had|ate|eaten)\b[^.!?]{0,80}\bto earn (?:it|that|them) back\b",
        # Exercise kept up until a food is earned: "ran until I'd earned the toast".
        r"\b(?:run|ran|running|walk\w*|cycl\w*|row\w*|train\w*|work(?:ed|ing)? out|exercis\w*|swim\w*|swam"
        r"|spin\w*) (?:until|till|til) (?:i'?d|i had|i've|i have|i) earned"
        r" (?:the |my |a |an |some |that |it |the right to )?(?:\w+ )?(?:toast|food|eat|dinner|lunch"
        r"|breakfast|tea|supper|meals?|snacks?|dessert|pudding|treats?|cake|pizza|pasta|bread|chips|biscuits?"
        r"|chocolate|carbs|calories)\b",
        # Exercise the writer owes before a food: "how many km do I need to run to earn a plate of pasta
        # tonight" (not a paper round "to earn my pizza money").
        r"\b(?:i|do i|should i|have to|need to|must|got to)\b[^.!?]{0,30}\b(?:run|walk|cycle|bike|row"
        r"|swim|burn"
        r"|km|miles|steps|cardio|workout)\b[^.!?]{0,30}\bto earn (?:a|an|my|the|this|that|some|any|tonight's"
        r"|today's) (?:\w+ ){0,3}?(?:plate|bowl|slice|piece|meal|dinner|lunch|breakfast|tea|supper|dessert"
        r"|pudding|snack|pasta|pizza|chocolate|cake|treat|biscuit|takeaway|curry|burger|chips|sandwich)s?\b"
        r"(?! (?:money|budget|party|parties|fund|vouchers?|points|tokens|night)\b)",
        # A behaviour's streak broken: "3 weeks without purging and then relapsed last night".
        r"\b(?:weeks?|days?|months?) (?:without|free of|clean from|off|clear of) "
        r"(?:purg\w*|throwing up|being sick|vomiting|bingeing|binging|restricting|laxatives|starving"
        r"|fasting)\b.{0,50}\brelaps\w*",
        r"\brelaps\w*\b.{0,30}\b(?:purg\w*|throwing up|bulimi\w*|anorexi\w*|laxatives?|eating disorder"
        r"|my ed)\b",
        # Exercise owed for food: "Miles owed: 4 for the lasagne, 2 for the wine".
        r"\b(?:miles|km|k|minutes|mins|hours|laps|steps|calories|cals|burpees) owed\b"
        r"|\bowe (?:myself |the treadmill |the bike )?(?:\d+|an?|two|three|four|five) (?:miles|km|k|minutes"
        r"|mins|hours?|laps)\b[^.!?]{0,30}\bfor (?:the |that |my |eating )?\w+",
        # A laxative taken in a panic or "just in case": "panicked and took the senna anyway just in case".
        r"\bpanick?\w*\b[^.!?]{0,30}\b(?:took|take|taking|popped|had) (?:the |some |a few |my |\d+ )?"
        + _PURGE_DRUGS
        + r"|\b(?:took|take|taking|popped) (?:the |some |a few |my |\d+ )?"
        + _PURGE_DRUGS
        + r"\b[^.!?]{0,30}\bjust in case\b",
        # Pro-ana content.
        r"\bpro[- ]?(?:ana|mia)\b|\b(?:thinspo|thinspiration|bonespo|meanspo|sweetspo)\b",
        r"\bana (?:buddy|buddies|coach|coaches|tips|diet|friends?)\b",
        # Restricting in company, each keeping the other from food: "looking for a restriction partner, we
        # talk each other out of eating".
        r"\b(?:restriction|restricting|starving|starvation|purging|not eating) (?:partner|buddy|buddies|pal"
        r"|accountability|twin)s?\b",
        r"\btalk (?:each other|one another|me|myself|us) out of"
        r" (?:eating|food|meals?|dinner|lunch|breakfast)\b",
        _INSULIN_LEFT_OUT,
        # Food brought back up to keep a week on track: "ate it and threw it up behind the truck so I wouldn't
        # wreck my week".
        r"\b(?:threw|throw\w*|brought|bring\w*) (?:it|them|that|everything|dinner|lunch|it all) (?:back"
        r" )?up\b[^.!?]{0,60}\bso (?:i|it) (?:wouldn't|won't|doesn't|didn't|wouldnt|wont) (?:wreck|ruin|undo"
        r"|blow|mess up|count|spoil)\b",
        # A model's trick for fullness: "cotton wool soaked in orange juice to feel full".
        r"\bcotton (?:wool|balls?)\b[^.!?]{0,40}\b(?:juice|full|fullness|hunger|hungry|eat)\w*",
        # A weight carved into the skin: "carved the number i weigh into my hip".
        r"\b(?:carv\w*|cut\w*|scratch\w*|etch\w*) (?:the number (?:i weigh|on the scales?)|my weight|what i"
        r" weigh) (?:into|on) my\b",
        # Food given up for a span, said formally: "I have abstained from all food for 72 hours ahead of the
        # trek".
        r"\babstain\w* from (?:all |any )?(?:food|eating|solid food|solids)\b[^.!?]{0,20}\bfor (?:\d+"
        r"|several|two|three|four|five) (?:hours|days)\b",
        # A detox tea run through, the scale counted: "drank the 'sweat detox' tea ... on the loo 6 times,
        # down 1.5kg!!".
        r"\b(?:detox|skinny|slimming|flat tummy|teatox)['\"]? teas?\b[^.!?]{0,40}\b(?:on the|to the) (?:loo"
        r"|toilet)\b[^.!?]{0,40}\b(?:down|lost|dropped) \d",
        # Next to nothing for a span: "she's 'barely eaten in a fortnight' to get into the new uniform".
        r"\bbarely (?:eaten|eating|ate)(?: anything)? (?:in|for) (?:a |the (?:last|past) )?(?:fortnight|week"
        r"|weeks|\d+ days|days|month)\b",
        # Food not wanted inside, after being sick: "threw up after the fish and chips again. not a big deal,
        # I just didn't want it inside me".
        r"\b(?:threw up|throw(?:ing)? up|been sick|made myself sick|vomit\w*|puk\w*|purg\w*)\b[^?]{0,80}"
        r"\b(?:didn't|don't|did not|do not|never) want (?:it|that|the food|food|anything|it all)"
        r" (?:inside|in) (?:me|my body|my stomach)\b",
        # Hurting oneself for a binge: "punching myself in the legs after every binge until they bruise".
        # ... or for thinking of food: "I snap a rubber band on my wrist till it bleeds whenever I think about
        # food".
        r"(?:\b(?:punch\w*|hit\w*|slap\w*|pinch\w*|scratch\w*|bruis\w*|burn\w*|cut\w*)"
        r" (?:myself|my (?:own )?(?:legs|thighs|stomach|belly|arms|face))"
        r"|\b(?:snap\w*|flick\w*|ping\w*) (?:a |the |my )?(?:rubber |hair )?bands? (?:on|against) my"
        r" (?:wrists?|arms?))\b[^.!?]{0,40}"
        r"\b(?:after|every time|whenever|when|for)"
        r" (?:i |every |each |a |the |my |that )?(?:binge\w*|overeat\w*|over-?eat\w*|pig(?:ging)? out"
        r"|(?:eat|ate) too much|(?:think|thought) (?:about|of) (?:food|eating))\b",
        # Days of nothing after a meal regretted: "3 slices of pizza. nothing tomorrow and nothing Sunday".
        r"\b(?:ate|had|eaten|slices?|binged?|pizza|cake|takeaway|chocolate)\b[^?]{0,80}\bnothing (?:tomorrow"
        r"|today|tonight|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b,? (?:and|or|&|then) nothing"
        r" (?:tomorrow|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the day after|after that)\b",
        # Purging asked about as others' habit, which is the writer's: "does anyone else get so angry when
        # they're full that they make themselves sick?"
        r"\b(?:does|do) (?:anyone|anybody|any of you|other people)(?: else)?\b[^.?!]{0,80}\b(?:make"
        r" (?:themselves|yourselves|yourself|myself) (?:sick|throw up|puke|vomit)|purge|starve (?:themselves"
        r"|yourselves|yourself))\b",
        # Food stopped until a goal weight: "we agreed I'd stop eating properly till I hit goal weight".
        r"\bstop(?:ped)? eating(?: properly| normally| anything)? (?:till|until|til) (?:i|i've|i'm"
        r"|we)\b[^.!?]{0,30}\b(?:goal|target|weight|thin|size|lighter|\d+ ?(?:kg|lbs?|st))\b",
        # A meal every few days: "one meal every two days since my diagnosis".
        r"\b(?:one|1|a) meal (?:every|each) (?:two|three|four|2|3|4|few|couple of|other) days?\b"
        r"|\beat(?:ing)? (?:only )?every (?:other|second|third) day\b",
        # Hunger switched off, wanted: "how do I get my hunger to just switch off?" (not "my appetite has shut
        # off since chemo")
        r"\b(?:get|make|want|wish|how (?:do|can) i|tricks?|ways?|tips?|help me)\b[^.!?]{0,25}\b(?:hunger"
        r"|appetite)\b[^.!?]{0,15}\b(?:switch|turn|shut) off\b|\b(?:switch|turn|shut) off (?:my )?(?:hunger"
        r"|appetite)\b",
        # A long fast for guilt: "did a 72 hour fast again because of the guilt from sunday roast".
        r"\b(?:\d+|one|two|three|four|five)[- ]?(?:hour|hr|day)s? (?:water )?fast\b[^.!?]{0,40}\b(?:guilt\w*"
        r"|punish\w*|make up for|cancel\w* out|to undo)\b",
        # Not eating kept from the clinician: "eating around 950 cals a day, midwife doesn't need to know".
        r"\b(?:\d{3,4} ?(?:cals?|calories|kcal)|not eating|skipping meals|starving|purging|laxatives?"
        r"|throwing up)\b[^.!?]{0,60}\b(?:midwife|doctor|gp|dietitian|therapist|team|nutritionist|consultant"
        r"|nurse)s? (?:doesn't|don't|does not|do not|won't|will not) (?:need to |have to )?(?:know|find"
        r" out)\b",
        # Food only on match days: "a plan where he only eats on match days".
        r"\bonly (?:eats?|eating|eat) on (?:match|game|race|training|comp\w*|school|fight|weigh-?in)"
        r" ?days?\b",
        # Laxatives' dose asked in a story's dialogue: "have her coach explain to her how many to take".
        r"\b" + LAXATIVE + r"\b[\s\S]{0,120}?\bhow many (?:\w+ ){0,2}(?:to take|(?:she|he|they|i) should"
        r" take)\b",
        # Underweight asked about as a goal: "how underweight do i need to be before a doctor will notice?"
        r"\bhow (?:underweight|thin|skinny|low a bmi) (?:do|would|will|can|should|must) i"
        r" (?:need to |have to |get to )?(?:be|get|go)\b(?! to (?:race|climb|compete|ride))",
        # Every fat and carb cut at once: "cutting out all fat and all carbs from now on", "no carbs and no
        # fat".
        r"\b(?:cut\w* out|drop\w*|quit\w*) all (?:fats?|carbs?) (?:and|&|\+) (?:all )?(?:fats?|carbs?)\b"
        r"|\b(?:no|zero) (?:fats?|carbs?) (?:and|&|or|\+) (?:no|zero) (?:fats?|carbs?)\b",
        # Thinness put above life: "I'd rather be thin than alive".
        r"\brather be (?:thin|skinny|tiny|underweight|bones) than (?:alive|live|living|healthy|eat|fed"
        r"|full)\b",
        r"\b(?:see|seeing|feel) (?:my )?(?:bones|ribs|hip ?bones|collarbones?)\b",
        r"\b(?:hip ?bones|hips|ribs|collarbones?|spine)(?: are| is)? (?:finally|at last|starting to"
        r"|beginning to) (?:show\w*|stick\w* out|pok\w* out|visible)\b",
        r"\b(?:skinny|thin) (?:at any cost|no matter what)\b",
        r"\bat any cost\b.{0,20}\b(?:skinny|thin|weight)\b",
        r"\b(?:so|too|really) (?:thin|skinny)\b.{0,30}\b(?:worry|worried|concerned|see (?:my|the) bones|"
        r"disappear)\b",
        # Thinspiration asked for by the body part, and bones wanted to stand out: "any good accounts for
        # really thin legs?", "want my knees to be the widest bit of my legs".
        r"\b(?:accounts|pages|pics|photos|inspo|content|videos|blogs|boards) (?:for|of|with)"
        r" (?:really |super |very |extremely )?(?:thin|skinny|tiny|bony) (?:legs|arms|thighs|girls|bodies"
        r"|waists?|wrists|people)\b",
        r"\b(?:knees?|elbows?|hip ?bones?|collarbones?) (?:to be|are|is|as) the (?:widest|biggest|thickest"
        r"|widest part|widest bit)\b",
        # Exercise owed for a food eaten, said after it: "lift at 5, spin at lunch, run at 9pm. because i had
        # a sandwich".
        r"\b(?:"
        + EXERTION
        + r"|lift|swim|walk)\b[^?]{0,80}\b(?:because|cos|cause|coz|since) i (?:had|ate|eaten)"
        r" (?:a|an|some|the|that|two|three|\d+)(?: \w+)?? (?:sandwich|biscuits?|cake|pizza|burger|chocolate"
        r"|crisps|chips|cookies?|donuts?|doughnuts?|dessert|pudding|takeaway|kebab|snack|treat|bagel|muffin"
        r"|croissant|ice cream|pasta|bread|toast|sweets|candy|brownie|slice)\b",
        # A meal kept down told as an achievement: "kept it down this time which is progress".
        r"(?:^|(?<=[.!?]))(?![^.!?]*\b(?:" + _SICK_FROM_SOMETHING_ELSE + r")\b)[^.!?]*?"
        r"\bkept (?:it|dinner|lunch|breakfast|tea|food|everything|a meal|my (?:\w+ )?(?:dinner|lunch"
        r"|breakfast"
        r"|tea|meal|food)) down\b[^.!?]{0,40}\b(?:this time|for once|progress|first time|proud|win)\b",
        # Days without food to undo a meal: "not eating from boxing day till the 28th to cancel it out".
        r"\b(?:not eating|skipping (?:meals|food|eating)|fasting|starving myself"
        r"|eating nothing)\b[^.!?]{0,60}"
        r"\bto (?:cancel (?:it |that |them )?out|make up for|undo|balance (?:it|that) out|compensate)\b",
        # A religious fast kept past its end or without its meal: "Ramadan finished weeks ago but I've kept
        # the fasts going, just without the iftar part".
        r"\bwithout (?:the )?(?:iftar|suhoor|sehri|sehar|breaking (?:the|my) fast)\b",
        r"\b(?:ramadan|lent|the fast|navratri)\b[^.!?]{0,20}\b(?:finished|ended|is over|was over"
        r"|over)\b[^.!?]{0,40}"
        r"\b(?:kept|keep|keeping|still) (?:the |my )?(?:fasts?|fasting)\b",
        # Purging as what keeps the weight off: "post-pint sick-up in the pub loos is the only reason I've not
        # piled it on".
        r"\b(?:sick[- ]?ups?|sicking up|throwing up|being sick|puking|chucking up|bringing it (?:back )?up)\b"
        r"[^.!?]{0,60}\b(?:only reason|reason why|why|how) i(?:'ve| have)? (?:not|never"
        r"|haven't) (?:piled it on"
        r"|gained|put (?:it|weight|anything) on|got fat)\b",
        # Someone else's water tablets for the waistline: "would two a day shift the menopause belly faster?"
        r"\b" + _WEIGHT_DRUGS + r"\b[^?]{0,60}\b(?:shift|lose|drop|flatten|get rid of|burn)\b[^?]{0,30}"
        r"\b(?:belly|weight|fat|pounds|kilos|lbs|kg|stone|bloat|tummy|gut|muffin top)\b",
        # Meals that "went missing": "just a wobbly day where lunch sort of went missing, then tea did too".
        r"\b(?:lunch|breakfast|brekkie|dinner|tea|supper|meals?)\b (?:sort of |kind of |somehow |just "
        r"|kinda )?"
        r"(?:went missing|disappeared|vanished|got lost)\b",
        # Purging told by its cover: "bathroom, tap running, you know the drill".
        r"\b(?:bathroom|toilet|loo)\b[^.!?]{0,30}\b(?:tap|taps|shower|fan) (?:running|on)\b",
        # Not eating called forgetting: "I've been 'forgetting' to eat on shift".
        r"['\"](?:forgetting|forgot|not hungry|too busy)['\"] to eat\b",
        # Purging's worth asked: "does throwing up after a meal actually get rid of the calories ... want to
        # know if it's worth doing".
        r"\b(?:throwing up|purging|vomiting|making (?:myself|yourself) sick)\b[^?]{0,80}[?.][^?]{0,60}"
        r"\b(?:worth (?:doing|trying|it)|should i (?:try|do) it)\b",
        # Hunger tricked quiet: "what fools the stomach into shutting up?"
        r"\b(?:fool|fools|trick|tricks|shut|shuts|quieten|silence)\w* (?:my |the )?(?:stomach|hunger|belly"
        r"|tummy)\b"
        r"|\b(?:stomach|hunger|belly|tummy) (?:into )?shutting up\b",
        # Thinspiration asked for: "send me some proper bony pictures to keep me going".
        r"\b(?:bony|skeletal|bone|skinny|thin) (?:pictures|pics|photos|images|inspo|content)\b",
        # Said in Spanish or romanised Hindi: "tiro el lonche a la basura todos los días", "3 din se sirf
        # paani pe hoon".
        r"\btiro (?:la|el|mi) (?:comida|lonche|almuerzo|desayuno|cena|merienda)\b"
        r"|\b(?:vomito|vomitar|me provoco el v[oó]mito) despu[eé]s de comer\b"
        r"|\b(?:\d+|dos|tres|cuatro|cinco) d[ií]as sin comer\b|\blaxantes? para (?:bajar|adelgazar)\b",
        r"\b(?:\d+|do|teen|char|paanch) din se (?:sirf|bas|only) (?:paani|pani|water)\b"
        r"|\b(?:khana|khaana) (?:nahi|nahin) (?:kha rahi|kha raha|khaya|khayi|khaungi|khaunga)\b",
        # Starvation diets by name: "idol diet: apple for brekkie, sweet potato for lunch".
        r"\b(?:idol|kpop|k-pop|ana|starvation|skeleton) diet\b",
        # Thin enough for pain to be seen: "thin enough that the grief shows on the outside", "small enough
        # that someone notices" (not "lean enough that my abs show").
        r"\b(?:thin|skinny|small|bony|frail|tiny) enough (?:that|so|for|to make) (?:\w+ ){0,4}?(?:shows?"
        r"|see|sees|notices?|believes?|worr(?:y|ies)|cares?|asks?|takes? me seriously)\b"
        r"(?![^.!?]{0,20}\b(?:abs|muscles?|veins|definition|six ?pack|obliques|striations|lines)\b)",
        # Wasting away, wished: "I hope I just waste away" (not "will I waste away on 1,500?").
        r"(?<!will )(?<!would )(?<!do )(?<!can )(?<!could )\bi (?:[\w']+ ){0,3}?(?:waste|wither|fade) away\b",
        # Not eating as the way to disappear: "not eating is the closest I can get to disappearing".
        r"\b(?:not eating|starving|starve|restricting|restriction|skipping meals)\b[^.!?]{0,40}"
        r"\b(?:me|myself|i) (?:[\w']+ ){0,3}?(?:disappear|vanish|fade)\w*",
        # ... or kept up until one dies of it: "if i keep skipping meals long enough maybe one day i just
        # won't wake up".
        r"\b(?:not eating|starving|starve|skip\w* (?:meals|food|eating)|stop eating|restrict\w*)\b"
        r"[^.!?]{0,20}\blong enough\b[^.!?]{0,40}\b(?:won't|will not|don't|never) wake up\b",
        # ... or to fade: "if i just stop eating and fade out over the winter"
        r"\b(?:stop|quit|give up) eating\b[^.!?]{0,20}\b(?:fade|waste|wither|disappear|vanish)\w*",
        # ... or a day's calories held until then: "700 calories a day until I disappear"
        r"\b(?:calories|cals|kcal|eating|food)\b[^.!?]{0,30}\b(?:until|till|til) (?:i|i'm) (?:\w+ )?"
        r"(?:disappear|vanish|fade|waste away|am gone|gone)\b",
        r"\b(?:suppress|ignore|stop feeling|kill) (?:my )?(?:hunger|appetite)\b"
        r"(?=.{0,60}\b(?:lose|weight|thin|skinny|eat less)\b)",
        # Hunger wanted gone for good: "how do I get my appetite to switch off completely? I don't want to
        # want food ever again" (not an appetite lost to chemo).
        r"\b(?:how (?:do|can) i (?:get|make)|i want|i wish|help me (?:get|make)) (?:my )?(?:appetite|hunger)"
        r" (?:to )?(?:switch|turn|shut|go) (?:off|away) (?:completely|for good|forever|entirely"
        r"|permanently)\b",
        r"\b(?:don't|do not|never) want to (?:want|need) (?:food|to eat|eating)\b",
        # ... or kept away: "got used to not eating and I like it, I don't want the weight back. How do I keep
        # my appetite away?"
        r"\b(?:keep|keeping) (?:my )?appetite (?:away|gone|switched off)\b",
        # Exercising off a binge, or any compensation for eating.
        r"\b" + _BINGE + r"\b.{0,100}\b" + _COMPENSATE + r"\b",
        r"\b"
        + _COMPENSATE
        + r"\b.{0,40}\b(?:the |a |my |that |last night's |yesterday's )?"
        + _BINGE
        + r"\b",
        r"\b(?:burn|burns|burned|burnt|burning|work|worked|working|run|ran|running|sweat|sweating|cycled"
        r"|cycle|walked|walk|swam|swim|rowed|row|jogged|jog|spun|danced) "
        r"(?:it |them )?off (?:everything|every (?:single )?(?:calorie|slice|bite|mouthful|crumb)"
        r"|all (?:of )?(?:the )?(?:calories|food)|"
        r"all (?:that )?i (?:ate|eat)|what i (?:ate|eat|eaten|had)"
        # "ran off the whole pizza": all of a food undone
        r"|the (?:whole|entire) (?:\w+ )?(?:pizza|cake|meal|dinner|lunch|breakfast|takeaway|burger|curry"
        r"|dessert|bar|packet|box|tub|binge))\b",
        # Purging hidden by noise: "the bathroom fan hides the noise after meals", "run the shower so no one
        # hears after dinner".
        r"\b(?:fan|shower|taps?|music|hairdryer) (?:\w+ ){0,3}?(?:hides?|covers?|drowns? out|masks?)"
        r" (?:the )?"
        r"(?:noise|sound)s?\b(?! of)[^.!?]{0,30}\b(?:after (?:meals?|eating|dinner|lunch|tea|breakfast)"
        r"|when i eat)\b"
        r"|\b(?:run|running|turn on|put on) the (?:shower|taps?|fan|music) (?:so|to make sure) (?:no one"
        r"|nobody|they|my \w+) (?:can't |won't |doesn't |don't )?hears?\b"
        r"(?=[^.!?]{0,30}\b(?:after (?:meals?|eating|dinner|lunch|tea|breakfast)|when i eat)\b)",
        r"\b(?:ate|eaten|had|eat)\b.{0,40}\b(?:so|and) (?:now )?i "
        r"(?:have to|need to|must|got to|will|'ll|am going to|'m going to) "
        r"(?:run|exercise|work out|burn|do cardio|skip|starve|fast|purge|throw"
        r"|do (?:\d+|an?|two|three|four) (?:hours?|hrs?|mins?|minutes?|km|k|miles?) (?:on|of)"
        r"|(?:do|add) (?:an? )?(?:extra|another|more)\b.{0,20}"
        r"\b(?:hour|session|run|cardio|miles?|km|bike|treadmill|workout|laps?))",
        r"\b(?:ate|eat|eating|food|cookie|meal|snack)\b.{0,60}\b(?:as|for) (?:a )?punishment\b",
        # Fullness worked off: "when i feel full i do crunches until the feeling goes away".
        r"\b(?:feel|feeling|get|am|i'm) (?:so |too |really )?(?:full|bloated|stuffed)\b.{0,30}\b(?:crunches"
        r"|sit-?ups|burpees|cardio|star jumps|jumping jacks|run|running|sprints?|skipping|exercise|work out"
        r"|throw up|purge|make myself sick)\b.{0,30}\buntil (?:the feeling|it|that feeling|the fullness)"
        r" (?:goes away|goes|passes|stops|disappears|is gone)\b(?![^.!?]*\bdigest\w*)",
        # A trend of days kept under a figure: "joining the under 800 club".
        r"\b(?:join\w*|in|part of|doing|started|start|member of|welcome to|back in) (?:the )?"
        r"(?:under|sub)[- ]?"
        r"\d{3,4} (?:cal(?:orie)?s? |kcal )?(?:club|challenge|gang|squad)\b"
        r"(?=[^.!?]*\b(?:cal\w*|kcal|eat\w*|food|diet\w*|tiktok|ana|thin|skinny)\b)",
        # Hurting oneself for having eaten: "burned my arm with the straighteners after eating the cake", "cut
        # myself again after eating the cake" (not at a time of day: "after dinner").
        r"\b(?:burned|burnt|burning|cut|cutting|hit|hitting|punched|punching|pinched|pinching|scratched"
        r"|scratching|slapped|slapping) (?:myself|"
        + _OWN_BODY_PART
        + r")\b.{0,60}\b(?:(?:after|for|because of) (?:eating|i ate|having eaten|i'd eaten|what i ate)"
        r"|because i ate)\b(?![^.!?]*\b(?:allerg\w*|itch\w*|rash|hives|eczema|reaction)\b)",
        # Exercise owed for a single food, or the food paid back: "ran 14k tonight because of one brownie",
        # "still don't feel like I've paid it back".
        r"\b(?:ran|run|running|walked|cycled|rode|swam|rowed|trained|did) (?:an? )?(?:extra )?"
        r"(?:\d+(?:\.\d+)? ?(?:k|km|kms|miles?|mi|min\w*|hours?|hrs?|laps|lengths|steps|k steps)"
        r"|an? (?:hour|extra hour))\b"
        r"[^.!?]{0,30}\bbecause (?:of|i ate"
        r"|i had) (?:one|a|an|that|the|those|two|\d+|some|half a) (?:\w+ )?(?:brownie|cookie|biscuit|slice"
        r"|piece|bite|cake|cupcake|donut|doughnut|chocolate|crisps|chips|pizza|dessert|pudding|snack|bar"
        r"|muffin|croissant|sweets?|ice cream|burger|takeaway)s?\b"
        # the food itself, eaten ("one brownie at work", "the cake i had"), not "the cake stop" or "bar crawl"
        r"(?=\s*(?:[.!?,;]|$|i (?:ate|had)|at (?:work|lunch|dinner|the office|a party)|(?:earlier|last night"
        r"|yesterday|this morning|today|tonight)\b))"
        # not a joke or a club's custom
        r"(?![^.!?]*\b(?:lol|haha\w*|jk|lmao|tradition)\b)",
        # ... with the food named, and no money: "borrowed his bike and paid it back" is a loan.
        r"^(?=.*\b(?:ate|eaten|eating|food|calories|cals|kcal|brownies?|cake|pizza|chocolate|dessert|treat"
        r"|meal|binge\w*|biscuits?|cookies?|takeaway)\b)(?!.*\b(?:quid|money|fee|loan|lent|borrowed|owed"
        r"|membership|debt|bill|pint)\b|.*[£$€])"
        r".*\b(?:ran|run|walked|cycled|swam|rowed|trained|cardio|km|miles|steps|spin|bike|treadmill|gym"
        r"|workout|session)\b.{0,120}"
        r"\bi(?:'ve| have|'d| had)? (?:\w+ )?(?:paid|pay|paying) (?:it|that|them|for (?:it|that|them))"
        r" (?:back|off)\b(?![^.!?]*\b(?:lol|haha\w*|jk|lmao)\b)",
        r"\b(?:going to|will|want to|have to|need to|should|i'll|try to) (?:throw|bring) "
        r"(?:it|that|them|everything) (?:all )?(?:back )?up\b",
        # Exercise or restriction owed for eating: "i have to walk 30k steps if i eat more than a salad".
        r"\b(?:have to|must|need to|got to) (?:\w+ )?(?:run|burn(?: it)? off|burn|exercise|work out|do cardio"
        r"|skip|fast|purge|throw up|make up|earn|walk \d+k? (?:steps|miles|km))\b.{0,30}"
        r"\b(?:if|whenever|every time|each time|for every|after every) "
        r"(?:i (?:eat|ate|have eaten|go over)|meal|bite|cookie|snack)\b",
        r"\b(?:run|running|ran|walk|walking|exercise|exercising|workout|cardio|marathon|session|class"
        r"|classes|spin|hiit|skipped (?:breakfast|lunch|dinner|tea)|steps)\b.{0,40}"
        r"\bto (?:erase|undo|cancel out|make up for|burn off) (?:it|them|that|those"
        r"|the (?:calories|food|meal|binge|damage)|(?:what|everything) i (?:ate|had))\b",
        r"\b(?:fast|fasting|not eat|not eating|no food)\b.{0,20}\b(?:until|till|til) i(?:'m| am)? "
        r"(?:lose|drop|hit \d|reach \d|get (?:down )?to \d|weigh|thin|skinny|smaller"
        r"|see (?:my )?(?:ribs|bones|hip ?bones|collarbones?|the number|\d))",
        # Meals forbidden to oneself: "feel disgusting after that takeaway. not allowed brekkie or lunch
        # tomorrow".
        r"(?:^|[.!?,;]\s*|\b(?:i'm|i am|i|so|now|and)\s+)(?:not allowed|won't allow myself"
        r"|not allowing myself"
        r"|won't let myself have) (?:any )?" + _MEAL + r"(?: or " + _MEAL + r")?"
        r"(?=\s*(?:[.!?,;]|$|tomorrow|today|tonight|until|till|unless|for|after|because|since|now|again))",
        # Food earned by a tracker's number: "I don't get dinner unless my watch says 800 active cals".
        r"\b(?:don't|do not|won't|can't|cannot) (?:get|have|eat) (?:my |any )?" + _MEAL + r"\b.{0,15}"
        r"\b(?:unless|until|till|til)\b.{0,30}\b(?:burn\w*|steps|active|cals?|calories|kcal|watch|fitbit"
        r"|tracker|garmin|rings?)\b",
        # Days without food counted from a day named: "haven't eaten since Friday".
        r"\b(?:haven't|have not|hasn't|not) eaten (?:anything |properly |a thing )?since (?:"
        + _WEEKDAY
        + r"|the weekend|last week|last "
        + _WEEKDAY
        # ... or a holiday named: "haven't eaten since boxing day"
        + r"|boxing day|christmas(?: day)?|new year'?s?(?: day| eve)?|easter|my birthday)\b",
        # Hours of cardio for eating too much: "Ate too much again. ... did 2 hours on the treadmill".
        r"\b(?:ate|eaten|had) (?:way )?too much\b[^?]{0,80}\b(?:\d+|two|three|four) (?:hours?|hrs?) (?:on"
        r" the|of) (?:treadmill|bike|cross-?trainer|stairmaster|stair ?master|cardio|running|spin)\b",
        # Eating only when seen: "I only eat when people are watching. when I'm alone I just don't".
        r"\bonly eat (?:when|if|in front of) (?:people|someone|somebody|others|anyone|my \w+)\b"
        r"(?: (?:are|is))? (?:watching|looking)\b",
        r"\bwhen (?:i'm|i am) (?:alone|on my own|by myself)\b.{0,15}\bi (?:just )?(?:don't|do not|never"
        r"|won't)(?: eat)?\s*(?:[.!?,;]|$)",
        # A fast of days pushed further: "fasting streak at 4 days. how do i push it to 7".
        r"\b(?:fast(?:ing)?|water fast|no food|not eating)\b(?: streak)?.{0,15}"
        r"\b(?:[3-9]|1\d|three|four|five|six|seven) days?\b(?! (?:a|per|each|every) week)(?!/week).{0,60}"
        r"\b(?:push|extend|stretch|make it|keep (?:it )?going|longer|to (?:[5-9]|1\d|2\d|five|six|seven|ten"
        r"|fourteen))\b",
        # A medical fast carried on past its reason: "nil by mouth until my surgery and I'm glad, I'll keep it
        # going afterwards".
        r"\b(?:nil by mouth|no food|fasting|(?:a|the|my|this) fast|not eating|not allowed (?:any )?food)\b"
        r"[^.!?]{0,80}(?<!couldn't )(?<!can't )(?<!cannot )"
        r"\b(?:keep|keeping|stretch|extend|carry on|continue)\w* (?:it|the fast|fasting|not eating)"
        r"(?: going)?(?: for a (?:few|couple of) (?:more )?days)?"
        r" (?:after(?:wards)?|once it's over|beyond)\b",
        r"\b(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh) day (?:with|of) "
        r"(?:no|zero|without) (?:food|eating)\b",
        # Food as something to deserve, earn or be allowed: "I don't deserve dinner tonight, didn't hit my
        # steps", "if I do the double session can I have the pasta? otherwise I'm not touching it".
        r"\bi (?:shouldn't|should not) be allowed (?:to eat|food)\b"
        r"|\b(?:don't|do not|didn't) deserve (?:to eat|food|breakfast|lunch|dinner|supper|a meal|meals"
        r"|snacks?|dessert|pudding)\b",
        # ... or the meal just named: "can't bring myself to eat a proper meal, I don't deserve one".
        r"\b(?:eat|eating|meal|food|breakfast|lunch|dinner|supper)\b[^.!?]{0,40}[.!?,]?\s*"
        r"(?:and |cos |because )?i (?:don't|do not) deserve (?:one|it|any)\b",
        # Hurting oneself for having eaten: "punched the wall till my knuckles bled bc i ate the pasta".
        r"(?:\b(?:punch\w*|hit|hitting|slapp?\w*|pinch\w*|cut|burn\w*|hurt|bit|bite|bruis\w*) myself"
        r"|\bpunch\w* (?:the |a )?wall|\b(?:punch\w*|slapp?\w*|pinch\w*|cut|burn\w*|bruis\w*|bit"
        r"|bite|biting) " + _OWN_BODY_PART + r")\b"
        r"[^.!?]{0,50}\b(?:because|bc|cos|coz|cause|for) (?:i |having |eating )?(?:ate|eating|eaten|had)\b",
        # ... said the other way round: "after I eat I punch my stomach until it bruises".
        r"\bafter (?:i(?:'ve)? |every |each )?(?:eat|eating|eaten|ate|meals?|dinner|lunch|breakfast|tea)\b"
        r"[^.!?]{0,20}\bi (?:punch|slap|pinch|cut|burn|bruise)\w* (?:myself|" + _OWN_BODY_PART + r")\b",
        # The disorder's own voice, or restricting as a thing to do: "my ed voice is so loud today and i
        # really wanna restrict" (not restricting carbs or sodium).
        r"(?:\b(?:my|the) |^)ed (?:voice|brain|thoughts?|urges?|is (?:so |really )?(?:loud|winning))\b",
        r"\burges? to restrict\b",
        r"\b(?:want|wanna|want to|tempted to|need to|going to|gonna|gotta|have to|must"
        r"|itching to|dying to) (?:really |just |so )?restrict\b(?=\s*(?:[.!?,;]|$|(?:today|tonight|tomorrow"
        r"|again|more|harder|everything|food|myself|til|till|until|this week|so bad|badly|and)\b))",
        r"\bif i (?:do|run|train|walk|burn|finish|hit)\b.{0,40}\bcan i (?:have|eat)\b.{0,40}"
        r"\b(?:otherwise|or else|if not)\b",
        # Running a food off to the last calorie: "on the treadmill till the watch says I've burned all 3".
        r"\b(?:till|until)\b.{0,40}\bburn(?:ed|t)? (?:the|that|my|a) (?!(?:\w+ )?fat\b)\w+(?: \w+)? off\b",
        # ... or not allowed to stop before a food is gone: "wasn't allowed to stop until the watch said I'd
        # burned it off" (not "until the bell").
        r"\b(?:not|wasn't|isn't|never|am not|i'm not) allowed to stop(?: \w+){0,3} (?:until|till|til)\b"
        r"(?=.{0,60}\b(?:burn\w*|calories|cals|kcal|ate|eaten|food|meal|dinner|lunch|breakfast|snack)\b)",
        # Going over a number, then exercise to cancel it: "if I go over 800 I do a second session to cancel
        # it out".
        r"\b(?:go|went|going|gone) over\b.{0,60}\b(?:cancel (?:it |that )?out|make up for it|burn it off"
        r"|undo it)\b",
        r"\b(?:till|until)\b.{0,30}\bburn(?:ed|t)? (?:off )?(?:it|them|all|every|that|those|the whole"
        r"|the entire|every bit of)\b",
        # Hunger to be silenced or hidden: "tips to stop feeling hunger", "stop my stomach making noises when
        # i'm not eating".
        r"\b(?:tips|tricks|ways) (?:to|for) "
        r"(?:stop|stopping|ignore|ignoring|suppress\w*|kill\w*|numb\w*|not) "
        r"(?:feeling |feel )?(?:hunger|hungry|the hunger|my appetite)\b",
        r"\b(?:stomach|tummy)\b.{0,40}\b(?:noises?|growl\w*|rumbl\w*)\b.{0,40}"
        r"\b(?:not eating|haven't eaten|skipping (?:meals|lunch|breakfast))\b",
        # Skipping meals in secret: "a good excuse for skipping team lunch that won't make people ask
        # questions", "a believable excuse for when my mom asks why my lunchbox comes home full".
        r"\b(?:excuses?|cover stor(?:y|ies)) (?:for|to) "
        r"(?:skip|skipping|avoid\w*|not eat\w*|miss\w*|get out of)\b"
        r"|\b(?:excuses?|cover stor(?:y|ies)|lie|what (?:do|can|should) i (?:say|tell))\b[^.!?]{0,60}"
        r"\b(?:lunch ?box|plate|food|lunch|dinner)\b[^.!?]{0,30}\b(?:full|untouched|uneaten|not eaten)\b",
        # Exercise until every calorie is gone, as a debt: "not leaving till every single cal is torched,
        # gotta pay the debt".
        r"\b(?:till|until|til) (?:every|all|each) (?:single |last )?(?:cal|calorie|kcal)s? (?:is |are "
        r"|has been |have been )?(?:torched|burned|burnt|gone|worked off|burned off|burnt off)\b"
        r"|\bpay (?:off )?(?:the|my|that) (?:food |calorie |cal )?debt\b",
        # Food, then vomiting, then relief, in emoji: "🍕➡️🤮➡️😌".
        r"[\U0001F32D-\U0001F37F\U0001F950-\U0001F96F\U0001F9C0-\U0001F9CB]\s*(?:[\u27a1\u2192]\ufe0f?"
        r"|->|then)"
        r"\s*\U0001F92E",
        # Purging described, not named: "spent the night in the bathroom making it right", knuckles scraped by
        # teeth (Russell's sign).
        r"\b(?:bathroom|toilet|loo|jacks|restroom|washroom|lavatory)\b.{0,30}"
        r"\b(?:making it right|fix(?:ing)? it|undo(?:ing)? it|get(?:ting)? it out|got rid of|get rid of"
        r"|br(?:ing|ought) (?:it|the (?:whole )?lot|everything|all of it) (?:back )?up"
        r"|thr(?:ew|ow) (?:it|the (?:whole )?lot|everything|all of it) (?:back )?up)\b",
        # Every meal of whole days skipped: "skipped every meal for the weekend lmao serves me right".
        r"\bskipp?(?:ed|ing) (?:every|all (?:my |the )?) ?meals? (?:for|all|over|across)"
        r" (?:the |a |two |2 |three |3 |four |4 )?(?:weekend|days?|week)\b",
        # ... or brought back up after eating, told: "i eat the greasy fry up with the lads so they dont ask
        # questions then bring it all back up in the portaloo after".
        r"\b(?:eat|eating|ate|meal|food|fry ?up|dinner|lunch|breakfast|takeaway|binge\w*)\b[^.!?]{0,80}"
        r"\b(?:then|and|so) (?:i )?br(?:ing|ings|inging|ought) (?:it|it all|the lot|everything|all of it)"
        r"(?: all)? back up\b(?! to\b)",
        # ... or as a habit after eating: "i get rid of it after every late night snack" (not "how do i get
        # rid of it after every meal", asked of bloating).
        r"(?<!do )(?<!can )(?<!to )(?<!should )\bi (?:just |always |usually |then |still )?get rid of"
        r" (?:it|it all|everything|the lot)\b[^.!?]{0,10}\b(?:after|once) (?:every|each|my|a|the|any)?\s?"
        r"(?:\w+ ){0,3}?(?:meal|snack|binge|dinner|lunch|breakfast|tea|eating|feed)s?\b",
        # Purging told as what the food did: "log dinner as 0, it all came back up anyway".
        r"\b(?:dinner|lunch|breakfast|the food|my food|tea|(?:(?:ate|eaten|eat|log\w*|meal|food|dinner|lunch"
        r"|breakfast)\b.{0,60}\b(?:it all|it|everything|all of it)))(?: all)? "
        r"(?:came|comes|coming|come) (?:back )?up\b(?! (?:with|in|at|on|for|to|again in|as|during)\b)",
        # Self-harm as the price of eating: "burning my arms with a lighter whenever i go over my calories".
        r"\b(?:(?:burn\w*|cut\w*|hurt\w*|punch\w*|hit\w*|scratch\w*|whack\w*|smack\w*|slap\w*|pinch\w*"
        r"|bruis\w*) (?:myself|my \w+)"
        r"|punch\w* (?:the |a )?walls?|bang\w* my head"
        r"|(?:held|hold|holding) (?:a |the )?(?:lighter|flame|blade) to my \w+"
        r"|(?:drag|dragging|run|running|take|taking) (?:a |the |my )?(?:razor|blade|lighter) (?:across|over"
        r"|along|to) my \w+)\b.{0,90}"
        r"\b(?:(?:whenever|every time|when|if|after) i (?:want to |feel like )?(?:go over|eat|eating|ate"
        r"|binge|overeat|have eaten|finished|had)"
        # ... or as what stops the eating: "burnt my wrist with a lighter so I'd stop myself eating the
        # biscuits"
        r"|so (?:that )?(?:i'd|i would|i'll|i) (?:stop (?:myself )?|not |don't |won't )(?:eat|eating|binge"
        r"|bingeing|snack\w*))\b",
        # A fast of days for how one looks: "did a 4 day fast bc i hated how i looked, going for 5 this time".
        r"\b(?:\d+|three|four|five|six|seven)[- ]day (?:water |dry )?fast\b.{0,80}"
        r"\b(?:hate|hated|disgusting|gross|fat|huge|going for|goin for|this time|longer)\b",
        # Insulin left out to lose weight (diabulimia), not cut because the weight came down ("i need less
        # insulin now that i've lost weight", "my consultant is reducing my insulin"), unless a purpose is
        # said beside it ("taking less insulin now because i want to lose weight").
        r"(?:^|(?<=[.!?]))(?:(?=[^.!?]*\b(?:"
        + _INSULIN_PURPOSE
        + r")\b)|(?![^.!?]*\b(?:"
        + _INSULIN_CUT_FOR_THEM
        + r")\b))[^.!?]*?"
        r"\b(?:skip\w*|miss\w*|stop\w*|cut\w* back on|cutting|reduc\w*|not tak\w*|halv\w*"
        r"|go(?:ing)? (?:easy|light) on|less|under-?dos\w*|ration\w*|withh[oe]ld\w*) (?:on )?"
        r"(?:my |the |their |her |his |your )?"
        r"(?:insulin|injections?|jabs?|bolus\w*|novorapid|humalog|fiasp|lantus|levemir|tresiba)\b.{0,40}"
        r"\b(?:weight|lose|losing|lost|drop|drops|dropped|dropping|thin|thinner|skinny|skinnier|calories|kg"
        r"|lbs?|lean(?:er)? out|shred|cut"
        r"|stone|pounds|down \d|falls? off|flying off)\b",
        r"\b(?:run|running|ran|keep|keeping|let|letting)\w* (?:my )?(?:blood )?(?:bloods?|levels|bgs?|sugars?"
        r"|glucose|numbers) (?:run |running )?high (?:on purpose|deliberately|to (?:lose|drop|burn)|so (?:the"
        r" weight\b|i lose\b|i drop(?: (?:weight|kg|pounds|a size|\d)|(?=\s*[.!?]|$))))",
        # Injecting stopped for weight, not a weight-loss jab stopped nor a doctor's order.
        r"\b(?:stopped|stop|not|quit) injecting\b(?! (?:my )?(?:ozempic|wegovy|mounjaro|saxenda|semaglutide"
        r"|tirzepatide|glp))(?![^.!?]*\b(?:hypo\w*|(?:doctor|gp|nurse|consultant|team) (?:told|said|took"
        r"|moved)"
        r"|because my weight dropped|once i lost|after (?:i )?los\w+)\b)[^.!?]{0,40}\b(?:weight|losing|lose"
        r"|lost"
        r"|thin|thinner|falls? off|falling off|kg)\b",
        r"\b(?:skip\w*|miss\w*) (?:my )?(?:insulin|injections?|jabs?|bolus\w*) (?:on purpose|deliberately)\b"
        r"(?![^.!?]*\b(?:end|ends|kill|die|dead|hypo\w*|going low|a low|lows?)\b)",
        r"\bdiabulimi\w*\b",
        # A fast to make up for eating: "fell off the wagon with the quality street, so nothing at all
        # tomorrow", "demolished a family bag of crisps so nothing tmrw" (not "had leg day today so nothing
        # tomorrow", "binged squid game so nothing tomorrow except the gym").
        r"^(?=[\s\S]*(?:\b(?:wagon|overate|overeat\w*|binged|pigged|blew it|blowout|stuffed myself|demolished"
        r"|smashed|inhaled|scoffed|went mad on|takeaway|pizza|chocolates?|crisps|cake|wine|ice cream)\b"
        r"|\b(?:had|ate) (?:a |an |the |my |loads of |so much |too much |a whole "
        r"|the whole )?(?:\w+ )?(?:takeaway"
        r"|pizza|cake|chocolates?|mcdonalds|maccies|kfc|crisps|biscuits|cookies|burger|chips|curry|\w+ (?:bar"
        r"|bag|tub|box|packet))\b|\bate (?:so much|loads|too much|everything)\b))"
        r"[\s\S]*?\b(?:so|then|which means) (?:it's |its )?(?:nothing|zero food|no food"
        r"|not eating) (?:at all )?"
        r"(?:(?:to eat |but (?:water|black coffee|tea|coffee) )?(?:tomorrow|tmrw|tmr|tomoz|2moro"
        r"|the rest of the"
        r" week|for (?:the next|two|2|three|3) days)|(?:(?:to eat|but (?:water|black coffee|tea"
        r"|coffee)) )?(?:till"
        r"|until) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week)"
        r"|(?:to eat|but (?:water|black coffee|tea|coffee)) (?:till|until))\b"
        r"(?! (?:after|past|before|from|except|apart from|but (?:the )?(?:gym|training))\b)"
        r"(?!\s*,?\s*(?:training|gym|lifting)[- ]?wise|\s+(?:in|at) the gym)"
        r"(?<!to eat)(?<!no food)(?<!not eating)(?![^.!?]*\b(?:rest day|stretching|physio)\b)",
        # Days of nothing logged as such: "macros today 0p 0c 0f lol. day 3" (not a food's label, "black
        # coffee logs as 0p 0c 0f").
        r"^(?=[\s\S]*\b(?:today|all day|day \d+|again|yesterday|for \d+ days|this week|so far|all week"
        r"|for the"
        r" (?:last|past) \d+ days)\b)"
        r"(?![\s\S]*\b(?:forgot to (?:log|track|sync)|(?:app|tracker|watch|fitbit"
        r"|mfp)\b[^.!?]{0,30}\b(?:broken"
        r"|bug|glitch\w*|reset|sync\w*|not working)|sync\w*|not tracking (?:it|properly|today|because i'm on"
        r"|this week)|not tracking(?=\s*(?:[.!?,;]|$)))\b)"
        r"(?![\s\S]*\b(?:coffee|coke|water|tea|gum|broth|pepsi(?: max)?|\w+ water|diet \w+) (?:is|logs as"
        r"|counts as"
        r"|=) 0 ?g? ?p)[\s\S]*?"
        r"(?:\b0 ?g? ?(?:p|protein)\W{0,3}0 ?g? ?(?:c|carbs?)\W{0,3}0 ?g? ?(?:f|fat)\b"
        r"|\bp ?0\W{0,3}c ?0\W{0,3}f ?0\b|\b(?:macros?|cals?) (?:\w+ ){0,2}0/0/0\b|\b0/0/0 (?:macros?"
        r"|cals?)\b)",
        # Diuretics counted out for a weight cut: "the water tablets my mum's on, how many should i take?"
        # (not for constipation or swollen ankles).
        r"^(?![\s\S]*\b(?:constipat\w*|bunged up|prescribed|pharmacist|swollen|blood pressure|heart|gp|doctor"
        r"|after my op)\b(?![\s\S]*" + _WEIGHT_CONTEXT + r"))[\s\S]*?"
        r"\b" + _PURGE_DRUGS + r"\b[^?]{0,80}\bhow many (?:should|can|do) i (?:take|have|use)\b",
        r"\bknuckles?\b.{0,30}\b(?:from|on|by) (?:my )?teeth\b",
        # ... or by a cause left unsaid, or a habit being stopped: "knuckles all scraped up from... you know".
        r"\bknuckles?\b.{0,40}\bfrom[.\s\u2026]*(?:you know|ykwim|you know what)\b"
        r"|\bknuckles?\b (?:\w+ ){0,3}(?:scraped|raw|calloused|scabbed|cut)\b.{0,60}"
        r"\btrying to (?:stop|quit)\b",
        # Restricting with nothing named to cut: "noticed her weight loss and started restricting to copy her"
        # (not "restricting carbs").
        r"\b(?:started|start|starting|been|keep|kept) restricting\b"
        r"(?! (?:my |the |on )?(?:carbs|sugar|salt|fat|alcohol|booze|caffeine|dairy|gluten|screen|spending"
        r"|portions? of)\b)",
        # Food withheld on days without training: "not eat anything on rest days since I'm not burning
        # anything".
        r"\b(?:not|don't|do not|stop|skip|skipping|without) (?:eat|eating)(?: anything| at all| any food)? "
        r"(?:on|during) (?:rest|off|non[- ]?training|lazy|recovery) days?\b",
        # Distress over the body after a little food, met with exercise to undo it: "feeling huge after 2 rice
        # cakes. do i need to burn them off".
        r"\b(?:feel|feeling|felt|look|looking) (?:so |really |massive|absolutely )?"
        r"(?:huge|fat|disgusting|gross|enormous|massive|like a whale)\b.{0,60}"
        r"\b(?:burn|work|run|sweat) (?:it|them|that|those) off\b",
    ]
)
# Wanting a smaller body or less food: "what else can i cut out", "my teacher says i look heavy".
_WANTS_LESS = compile_all(
    [
        r"\b(?:cut (?:out|back|down)|eat less|(?:want|need|trying|have|going) to (?:lose|drop)|lose \d"
        r"|lose more|(?:loads|lots|more|a lot|plenty|heaps|so much) (?:more )?to lose|lighter|smaller"
        r"|skinnier|thinner|skip|restrict\w*|fewer calories|lower (?:my )?calories)\b",
        r"\b(?:still |too )?(?:look|looks|looking|feel|feeling|am|i'm) (?:so |too |really )?(?:heavy|fat|big"
        r"|huge)\b",
    ]
)
# ... and not someone trying to gain it back: "i'm 43 kg and keep losing weight when i train, how do i eat
# more".
_WANTS_MORE = re.compile(r"\b(?:gain|eat more|put on|bulk\w*|build (?:up|muscle)|get bigger)\b")
# At or under this weight an adult is underweight at any common height (BMI 18.5 at 156 cm).
UNDERWEIGHT_KG = 45.0
# A medicine as prescribed, or for what it treats: "my doctor gave me laxatives for constipation" ...
_PRESCRIBED = re.compile(
    r"\b(?:doctor|dr|gp|nurse|pharmacist|consultant|cardiologist) (?:gave|prescribed|put) me (?:on )?"
    r"(?:some )?"
    + _PURGE_DRUGS
    # ... or advised it: "pharmacist said try senna"
    + r"\b|\b(?:doctor|dr|gp|nurse|pharmacist|consultant) (?:said|told me|suggested|recommended|advised)"
    r" (?:to )?(?:try|take|use|have) (?:some |a )?"
    + _PURGE_DRUGS
    + r"\b|\b(?:"
    + _PURGE_DRUGS
    + r"|"
    + DIURETIC_BRAND
    + r") (?:for|because of) (?:my |his |her |their )?(?:constipation|ibs|piles|haemorrhoids|hemorrhoids"
    r"|blood pressure|heart|swelling|oedema|edema|fluid retention)\b"
    # "took a laxative because I've been blocked up since the iron tablets"
    r"|\b" + _PURGE_DRUGS + r"\b[^.!?]{0,20}\b(?:because|as|since|cos|cause|coz)\b[^.!?]{0,25}"
    r"\b(?:constipated|blocked up|bunged up|backed up)\b"
)
# ... unless anywhere in the message it is used for weight, after food or beyond the dose.
_MISUSE_CUES = re.compile(
    r"\b(?:full|empty|absorb\w*|after (?:eating|meals?|dinner|lunch|breakfast|i eat|food)|handfuls?|a night"
    r"|at once|whenever|every (?:day|night|meal)|lean\w*|scales?|weigh\w*|lose|losing|lost|lighter|thin\w*"
    r"|flat|bloat\w*|binge\w*|more than|extra|double|triple|\d+ (?:a|at|every|per|each)"
    r"|(?:a|per) (?:day|night)|fat|calories|purg\w*|skinn\w*|smaller)\b"
)
# A sentence whose subject is the behaviour and whose verb says it backfires: "skipping meals to make up for
# yesterday tends to backfire" (not "skip dinner to undo the cake; cardio alone won't help", nor "... never
# backfires").
_BEHAVIOUR_THAT_BACKFIRES = (
    r"(?:^|[.!?]\s*)(?:skipping|fasting|purging|restricting|cutting out|compensating|making up for)\b"
    r"(?:(?!\b(?:but|though|however|works?|worked|never|rarely|hardly|seldom|and|won't|wont|doesn't|doesnt"
    r"|don't|dont|can't|cant|cannot|will not|does not|isn't|not)\b)[^.!?;,]){0,60}"
    r"\b(?:tends? to backfire|(?:usually |often |always |generally |mostly )?backfires?"
    r"|(?:doesn't|does not|won't|will not) (?:help|work))\b"
)
# Not advice to follow: what else a reply may tell someone to skip ("ice it twice a day and you can skip the
# physio"), and a behaviour named in the sentence that warns it backfires ("skipping meals to make up for
# yesterday tends to backfire").
_NOT_ADVICE = compile_all(
    [
        _BEHAVIOUR_THAT_BACKFIRES,
        # A prescribed diuretic the reply plans around: "Since he's taking Lasix, include potassium-rich
        # foods".
        r"\b(?:since|as|because|while) (?:he|she|they|you)(?:'s|'re| is| are)? (?:taking|takes|take|on)"
        r" (?:his |her |their |your )?(?:" + _PURGE_DRUGS + r"|" + DIURETIC_BRAND + r")\b"
        r"(?: for (?:his|her|their|your) (?:heart|blood pressure|kidneys|swelling|oedema|edema|fluid))?",
        # ... or that it is not needed, to the end of the clause: "there's no need to chase a number or earn
        # your meals" (not "no need to eat today", which is the advice).
        r"\b(?:no need to|don't need to|do not need to|you don't have to|never need to)"
        r" (?!(?:eat|have|fuel|bother eating|force)\b)(?:(?!\bbut\b)[^.!?,;])*",
        # ... or that it harms, said plainly (not "people think ... is dangerous but it's a brilliant reset"):
        # "Getting rid of food after eating, or skipping meals to make up for it, can really hurt your body
        # and won't undo the meal."
        r"(?:^|[.!?]\s*)(?![^.!?]*\b(?:but|though|however|think|thinks|say|says|claim\w*)\b)[^.!?]*\b(?:can"
        r" (?:really |seriously |badly )?(?:hurt|harm|damage|strain)|won't undo|doesn't undo|will not undo"
        r"|is (?:really |very )?(?:dangerous|harmful|unsafe))\b[^.!?]*",
        # The reply declining the act it names, to the end of the clause: "I can't recommend laxatives or
        # skipping meals to lose weight", "I can't help with ways to skip meals". Not a refusal of something
        # else beside the advice ("I can't help with that, but skip meals tomorrow", "I can't recommend this
        # enough: skip dinner").
        r"\b(?:can't|cannot|can not|won't|will not|not able to|unable to) (?:recommend|suggest|advise on"
        r"|help (?:you )?with|give (?:you )?(?:advice|tips) (?:on|about|for)|encourage|endorse)"
        r" (?!(?:this|that|it|anything|much|enough|how much|what)\b)(?:(?!\bbut\b)[^.!?,;:]){0,100}",
        r"\bskip(?:ping|ped)? (?:the |your |a |an |today's |tomorrow's )?(?:physio\w*|gym|appointment"
        r"|warm-?ups?|cool-?downs?|session|class|doctor|gp|rest day|cardio|run|stretch\w*|ice bath|sauna"
        r"|workout|deload|leg day|mobility|foam rolling|check-?in)\b",
    ]
)
_NOT_EATING_RELATED = compile_all(
    [
        # Weight lost at altitude, to be headed off: "trying to GAIN 5kg before Aconcagua, I always waste away
        # up high".
        r"\bwaste away (?:up high|at altitude|on the mountain|on expeditions?|on the trail)\b",
        # A fast of faith kept beside someone: "my wife keeps karwa chauth and I'm doing it with her".
        r"\bkarwa chauth\b",
        # A meal late, not missed: "haven't eaten yet and it's 1pm, just got really absorbed in a work
        # project".
        r"\bhaven't eaten (?:anything )?yet\b[^.!?]{0,20}\b(?:\d{1,2} ?(?:pm|am)|noon|lunchtime)\b",
        # The diary asked for its figures: "how many calories have I eaten today?".
        r"\bhow (?:many|much) (?:calories|cals|kcals?|protein|carbs|fat|fibre|fiber|sugar)\b[^.!?]{0,20}"
        r"\b(?:have i|did i|i've|i have|have we) (?:eaten|had|logged|eat|have|consumed|got left|left)\b"
        r"(?: (?:today|so far|this week|yesterday|since breakfast|since lunch))*\s*\??",
        # Fullness eased by a walk: "when i feel full after a big meal i go for a walk until the feeling goes
        # away" (a walk to settle a meal, not to burn it).
        r"\b(?:feel|feeling|felt|i'm|im) (?:really |so |too |uncomfortably )?(?:full|stuffed|bloated)\b"
        r"[^.!?]{0,40}\b(?:walk|stroll)\b[^.!?]{0,20}\buntil (?:the|that|it) (?:\w+ )?(?:feeling )?(?:goes"
        r"|passes|eases|settles|wears off)(?: away| off| down)?\b",
        # Hunger that a late meal will cure: "gonna starve if tea isn't ready soon".
        r"\b(?:gonna|going to|will|i'll|about to) (?:literally )?starve(?: to death)?"
        r" (?:if|unless|before|till|til|until) (?:tea|dinner|lunch|breakfast|brunch|supper|food|the food"
        r"|the takeaway|my (?:tea|dinner"
        r"|lunch|food)|the pizza|someone|he|she|they|it|this|that)\b",
        # An evening cut-off for snacking: "no eating after 8pm anymore, my late night snacking is out of
        # control".
        r"\bno (?:eating|food|snacking|snacks) after (?:[6-9]|1[01])(?::\d\d)? ?pm\b",
        # What to eat before a weigh-in so as not to look bloated.
        r"\bwhat (?:to|should i|can i|do i) eat (?:the (?:night|day|evening) )?before (?:a|the|my)"
        r" (?:weigh[- ]?in|race|fight|bout|comp\w*|meet|match|shoot|photoshoot)\b",
        # A jump on the scale put down to water: "weight jumped 1.5 kg after a salty meal? Scared me for a
        # second then I remembered water weight."
        r"\b(?:weight|scales?)\b[^.!?]{0,30}\b(?:jump\w*|spike\w*|went up|shot"
        r" up)\b[\s\S]{0,80}?\b(?:remembered|realised|realized|it's|it was|must be|probably|just)(?: it's|"
        r" it was)?(?: just| only)?"
        # (to the sentence's end, "but it still threw me", unless the writer or a risk is told there)
        r" water(?: weight)?\b(?:(?!\b(?:(?:but|and|so) i\b|threw up|throw\w* up|sick|purg\w*|laxative\w*"
        r"|skip\w*|starv\w*|fast\w*|vomit\w*|pills?|tablets?)\b)[^.!?])*",
        # Hunger after a session: "my post-gym starving", "starved after couples spin".
        r"\b(?:post-?(?:gym|workout|run|training|session|spin|swim)|after-?(?:gym|workout|training))"
        r" (?:starving|starvation|hunger)\b|\bstarv(?:ed|ing) after (?:the |a |my |our )?(?:\w+ )?(?:gym"
        r"|workout|run|training|spin|session|class|swim|ride|match|game|shift|hike)\b",
        # A day's treats at a wake or a party: "ate nothing but sandwiches and cake".
        r"\b(?:ate|eaten|eating|had) nothing but (?:sandwiches|cake|crisps|chocolate|pizza|junk|biscuits"
        r"|sweets|takeaway|chips|snacks|leftovers|buffet food|party food|mince pies|cheese)\b",
        # A period's bloat on the scale: "on my period, so bloated, ignore the scale this week?"
        r"\b(?:on my period|time of the month|pms|period week|due on)\b[^.!?]{0,30}\bbloat\w*",
        # A trainer's slogan reported: "my PT says I have to 'earn my carbs'".
        r"\b(?:pt|trainer|coach|instructor|gym)\b[^.!?]{0,20}\b(?:says?|said|tells? me|told me|reckons)"
        r" (?:that )?(?:i|we|you) (?:have|need|got) to ['\"]?earn (?:my|your|our) (?:carbs|food|dinner|meals?"
        r"|treats?)\b['\"]?",
        # A feed cleared, or a big meal's belly: "a cleanse of my instagram", "food baby after sunday roast".
        r"\b(?:cleanse|detox|purge|clear-?out) (?:of )?(?:my |the )?(?:instagram|insta|feed|socials|phone"
        r"|tiktok|following|follows|wardrobe|inbox|cupboards?|camera roll)\b|\bfood baby\b|\bunfollow\w*"
        r" (?:\w+ ){0,4}(?:accounts?|pages|influencers|people)\b",
        # An advent calendar's chocolates: "already eaten half of it lol".
        r"\badvent calendar\b[^.!?]{0,80}",
        # A season's eating undoing a month's progress: "december's gonna undo it isn't it".
        r"\b(?:christmas|xmas|december|the holidays|holiday season|festive season|the weekend|this weekend"
        r"|vacation|holiday)(?:'s| is| will| are)? (?:gonna |going to |about to )?undo\b",
        # Giving up on a diet for the weekend: "throwing up the white flag on this diet".
        r"\b(?:throw(?:ing|n)?|threw) up the white flag\b",
        # Sick from drink: "will prob throw up from the tequila lol".
        r"\b(?:throw(?:ing)? up|be sick|puke|vomit|hurl)\b (?:from|after) (?:the |all the |too much |that )?"
        r"(?:tequila|vodka|drink\w*|booze|alcohol|shots|beers?|wine|gin|sambuca|jager\w*|cocktails?|cider)\b",
        # A device waited on, not food: "scales are broken so nothing until the new battery comes".
        r"\b(?:scales?|tracker|watch|fitbit|garmin|app|phone)\b[^.!?]{0,30}\bnothing (?:until|till|til) the"
        r" (?:new |replacement )?(?:battery|batteries|charger|one|part|update)\b",
        # Nerves, not food: "revision makes me want to throw up but i still ate my tea".
        r"\b(?:revision|exams?|work|stress|anxiety|nerves|the news|school|uni|interviews?|he|she|they|it|this"
        r"|that)\b (?:\w+ )?(?:makes?|made|making) me (?:want to|wanna) (?:throw up|be sick|puke|vomit"
        r"|hurl)\b",
        # ... or said after it: "I always feel like I'm going to throw up from nerves before competitions".
        r"\b(?:throw(?:ing)? up|be sick|puke|vomit|hurl)\b (?:from|with|because of)"
        r" (?:the |my |pure |sheer )?(?:nerves|nervousness|anxiety|stress|adrenaline|excitement|fear|dread"
        r"|panic)\b",
        # A clear-out, not a purge: "Purge week! Clearing out the loft before we downsize".
        r"\bpurge (?:week|day|weekend|time|season)\b(?=[^.!?]{0,5}[.!?]?[^.!?]{0,60}\b(?:clear\w*"
        r"|declutter\w*|loft|attic|wardrobe|closet|garage|boxes|stuff|clothes|junk|cupboards?|drawers?)\b)",
        # Starving oneself as someone's guess, over a meal: "my mate's nan asked if I was starving myself cos
        # I had a salad at the pub", "flatmate says I'm starving myself cos I do OMAD".
        r"\b(?:asked (?:me )?(?:if|whether)|asks (?:me )?(?:if|whether)|says|said|thinks|thought|reckons"
        r"|accused me of)\s+(?:i(?:'m| am| was) )?starving myself\s+(?:cos|coz|because|bc|just because"
        r"|since|for)\b",
        # ... or a telling-off the writer answers with an ordinary diet: "mum told me and my twin off for
        # 'starving ourselves' but we're on a normal 400 cal deficit".
        r"\b(?:told|tells|telling) (?:me|us)(?: and (?:my|our) \w+)? off for\s+['\u2018\"]?starving"
        r" (?:myself|ourselves)['\u2019\"]?\s+but (?:i'm|we're|i am|we are) (?:just |only )?(?:on|doing)"
        r" (?:a |an )?(?:normal|sensible|small|moderate|healthy|standard)\b",
        # A starvation diet as someone's joke: "my flatmate made a 'starvation diet' joke about my salad".
        r"\b(?:made|makes|making|cracked|cracks|cracking) (?:a |the |some |his |her |their )?'?starvation"
        r" (?:diet|mode)'? (?:joke|comment|crack|dig|jibe)s?\b",
        # Less eaten after a big meal earlier: "not eating much tonight cos I had a massive staff meal at 4".
        r"\bnot (?:eating|having) (?:much|a lot|anything|dinner)(?: (?:tonight|today|this evening|later"
        r"|for dinner))? (?:cos|coz|cause|because|bc|since|as) (?:i|we) (?:had|ate|'ve had|have had)"
        r" (?:a |an |my |the )?(?:massive|huge|big|giant|late|filling|proper|staff|work|team|family|long)\b",
        # Someone's advice to purge, heard and refused: "gym bro told me to take laxatives before my weigh-in,
        # that's dumb right? not doing it", "someone said to neck laxatives and i told him to get stuffed".
        r"\b(?:(?:told|tells|telling|keeps telling|kept telling) me to|said to|says to|saying to|suggested"
        r"|recommended)\s+(?:\w+ ){0,2}?"
        r"(?:take|taking|neck|use|using|try|trying|pop|popping)\s+(?:some\s+)?(?:"
        + LAXATIVE
        + r"|"
        + DIURETIC_BRAND
        + r"|diuretics?|water pills?)\b"
        r"(?=[^\n]{0,80}\b(?:not doing it|not gonna(?! lie)|not going to(?! lie)|no way|dumb|stupid"
        r"|ridiculous|told (?:him|her|them) to get stuffed|ignored|ignoring|nope|not happening|bad idea)\b)",
        # A food's side effect: "the sweetener in protein bars has a proper laxative effect on me lol".
        r"\b(?:a |an |the )?(?:proper |real |mild |bit of a |slight |strong )?laxative effects?\b",
        # Disgust, anger or data, not food: "it made me feel sick", "burn off the rage, not the calories",
        # "purge my old food logs".
        r"\b(?:made|makes|making) me (?:feel )?(?:sick|ill|queasy)\b(?! (?:after|every|when i eat))",
        r"\bburn (?:off )?(?:the |some |my |this )?(?:rage|anger|stress|steam|frustration|energy|tension)\b",
        r"\bpurg\w* (?:(?:my|the|all|old|these|those) )*(?:\w+ )?(?:logs?|history|data|files|emails?|photos"
        r"|apps?|(?:fuel|brake|air|coolant|hydraulic) lines?|lines|radiator|injectors?|pipes?|tank|system"
        r"|inbox|contacts|cache|wardrobe|closet|clothes|cupboards?|fridge|pantry|kitchen|playlists?|snacks"
        r"|junk|sweets|treats|crisps|chocolate)\b",
        # A child's vegetables, refused or hidden in the cooking: "my son is not eating his veg, tempted to
        # hide it in sauce".
        r"\b(?:not|won't|doesn't|refuses to|never) eat(?:ing)? (?:his|her|their|any|the) (?:veg|vegetables"
        r"|greens|broccoli|peas)\b"
        r"|\b(?:hid(?:e|ing)?|sneak\w*|blend\w*) (?:it|them|the (?:veg|vegetables|greens)|veg|vegetables"
        r"|greens) (?:in|into) (?:\w+ ){0,2}(?:sauce|soup|pasta|smoothies?|bolognese|mash|meals?|food)\b",
        # A load lifted, not a body: "deadlifts 3x5 @ 140, form breaking on the last rep. drop the weight?".
        r"\b(?:deadlifts?|squats?|bench|press|rows?|curls?|reps?|sets?|form)\b[^\n]{0,80}?\b(?:drop|lower"
        r"|reduce|increase|up|add to) the weight\b",
        # A muscle group trained, in gym talk, with the meal it follows and nothing after: "after i eat i hit
        # my legs at the gym" (not "... to burn it off").
        r"\b(?:after (?:i )?(?:eat|eating|a meal|lunch|dinner|breakfast|tea),? (?:i )?)?hit (?:my |the )?"
        r"(?:legs|chest|back|arms|shoulders|delts|abs|glutes|core|calves|biceps|triceps)"
        r"(?: (?:at|in) the gym| hard| today| tonight| again| twice)+(?=\s*(?:$|[.!?;]|lol|haha|tbh))",
        # Sick from effort: "i throw up sometimes after really hard 800m reps" (not with a purpose beside it).
        r"\b(?:throw(?:ing)? up|threw up|thrown up|(?:be|being|get|got|getting) sick|puk\w*|vomit\w*)\b"
        r"[^.!?]{0,20}"
        r"\b(?:after|during|on|at|mid)\b (?:a |an |the |my |some )?(?:really |very |super |properly )?"
        r"(?:(?:hard|heavy|long|fast|all-out|max|maximal|brutal|tough) )?(?:hill |track )?" + EXERTION + r"\b"
        r"(?![^.!?]*\b(?:on purpose|deliberately|to (?:lose|drop|get rid|stay)|calories|weight|binge\w*)\b)",
        # Temptation cleared away, not food brought up: "got rid of the biscuit tin in the staffroom".
        r"\b(?:got|get|getting) rid of (?:the|all the|our|my) (?:\w+ )?(?:tins?|jars?|stash|junk(?: food)?"
        r"|sweets|biscuits|crisps|treats|fizzy drinks|snack (?:drawer|cupboard|box))\b"
        r"(?! (?:after|when|once|before)\b)",
        # A product sold or called out as laxatives, not taken: "my aunt sells 'skinny teas' on insta and
        # I'm pretty sure they're just laxatives".
        r"\b(?:sells?|selling|flogs?|flogging|promotes?|promoting|advertis\w*|pushing|pushes)"
        r" (?:those |these |the )?['\"]?(?:skinny|detox|diet|slimming|fit|flat tummy)"
        r" ?(?:teas?|coffees?|pills|gummies|shakes|lollipops)['\"]?",
        r"\b(?:they're|they are|it's|it is|that's|those are) (?:just |basically |literally |only |all )?"
        r"(?:laxatives|diuretics|water pills)\b(?= in (?:a |disguise)| with (?:a |nice )|\s*[.,;!?]|\s*$)",
        # Where the writer no longer eats, not whether: "stopped eating in the cab, I pull into a lay-by now".
        r"\b(?:stopped|quit|stop|no longer) eating (?:in|at|on|behind) (?:the|my) (?:cab|car|van|lorry|truck"
        r"|desk|wheel|sofa|couch|bed|office|computer|screen|tv)\b",
        # A busy day that ran past a meal: "accidentally starved myself today, back to back exams" (a
        # scare-quoted "accidentally" is irony, and stays a signal).
        r"(?<!['\"])\baccidentally (?:starv\w*|skipp\w*|fast\w*)"
        r" (?:myself|me|lunch|breakfast|dinner|meals?)\b"
        r"(?!['\"])",
        # Sickness imagined from eating too much: "I'd throw up if I ate that much before a long run".
        r"\bi(?:'d| would) (?:throw up|be sick|puke|vomit|hurl) if i (?:ate|had|eat|tried)\b",
        # Someone else calling the writer ill over a small thing: "my mate reckons I'm anorexic because I
        # turned down a third slice", "keeps telling me I'm starving myself because I only have a light
        # lunch".
        r"\b(?:reckons|thinks|says|keeps (?:telling me|saying)|told me|telling me|joked|jokes)(?: that)?"
        r" (?:i'm|i am) (?:anorexic|starving myself|bulimic|not eating enough|obsessed)\b[^.!?]{0,60}"
        r"\b(?:because|cos|cause|just because|since)\b",
        # A meal brought back up in a sentence that names an illness or effort as the cause, and no purpose
        # or habit: "brought my dinner back up, i think it was something in the water". Set aside, so that
        # the classifier does not read the purge in it either.
        r"(?:^|(?<=[.!?]))(?=[^.!?]*\b(?:"
        + _SICK_FROM_SOMETHING_ELSE
        + r")\b)(?![^.!?]*\b(?:"
        + _PURGING_PURPOSE
        + r"|"
        + _PURGING_HABIT
        + r")\b)[^.!?]*?"
        + _MEAL_BROUGHT_UP,
        # A food group dropped, or a training day off: "stopped eating bread and dropped 5kg", "had a deload
        # week so nothing tomorrow?"
        r"\b(?:stopped|stop|quit|cut out|gave up|giving up) (?:eating )?(?:bread|carbs|sugar|meat|dairy"
        r"|gluten|junk(?: food)?|takeaways?|crisps|chocolate|sweets|fast food|processed food|red meat|alcohol"
        r"|booze)\b",
        r"\b(?:deload|rest|recovery|easy|taper) (?:week|day)\b[^.!?]{0,30}\bnothing (?:tomorrow|today)\b",
        # A gadget thrown away: "about to throw my phone in the bin".
        r"\bthrow\w* (?:my|the|this) (?:phone|laptop|watch|tablet|scales?|tracker|fitbit) (?:in|into|at|out"
        r"|across|off)\b",
        # A coach's rule for a drill: "we're not allowed to stop until the bell".
        r"\bnot allowed to stop (?:until|till|til|before) (?:the )?(?:bell|whistle|buzzer|timer|end|coach)\b",
        # Tears hidden, not a meal: "i run the shower so nobody hears me cry".
        r"\bso (?:nobody|no one|no-one|they|my \w+) (?:can )?(?:hears?|sees?) me cry\b",
        # Starved of something other than food: "starving myself of sleep on nights".
        r"\bstarv\w* (?:myself|me|yourself|ourselves|themselves|my body) of (?:sleep|rest|oxygen|sunlight"
        r"|light|fun|company|attention|affection|time|downtime|recovery|netflix|tv|telly|youtube"
        r"|tiktok|instagram"
        r"|social media|my phone|screens?|gaming|games|the internet)\b",
        # The hunger of a long effort: "first 100 miler done in 27 hrs. completely broken and can't stop
        # eating" (not with guilt or undoing beside it).
        r"^(?![\s\S]*\b(?:guilt\w*|disgust\w*|hate|fat|gross|purg\w*|sick|undo|burn\w*|binge\w*|ashamed|shame"
        r"|horrible|awful about|out of control|can't control|pig|worthless|whale|huge|massive|bloated"
        r"|compensat\w*"
        r"|make up for|cancel|(?:since|during) (?:i started )?(?:\w+ )?training)\b)[\s\S]*?"
        r"\b(?:ultra\w*|\d+ ?milers?|marathon|ironman|triathlon|long (?:run|ride)|sportive|century ride)\b"
        r"(?=[^?]{0,40}\b(?:done|finished|yesterday|last night|after|completed|today)\b)"
        r"[^?]{0,80}\b(?:can't|cannot|couldn't) stop eating\b",
        # Foods restricted by a medical diet: "on low fodmap and i have to restrict all the fun foods".
        # ... in a sentence that says nothing of weight (not "on low fodmap and restricting everything, down
        # 4kg").
        r"(?:^|(?<=[.!?]))(?![^.!?]*(?<!n't )(?<!not )(?<!dont )(?<!never )\b(?:skinny|skinnier|thin|thinner"
        r"|lose|losing|lost|slim\w*|drop\w*|down \d+ ?(?:kg|kilos?|lbs?|pounds))\b)[^.!?]*?"
        r"\b(?:low[- ]?fodmap|elimination diet|gluten[- ]free|coeliac|celiac|allerg\w*|intoleran\w*|ibs"
        r"|crohn'?s|colitis)\b[^.!?]{0,60}\brestrict\w*(?: (?:all |the |my )?(?:\w+ )?(?:foods?|dairy|gluten"
        r"|wheat|onions?|garlic))?",
        # A meal earned in jest after a big day out: "earned my dinner today haha, 60k bike ride" (not one
        # owed before eating: "until I've earned my dinner").
        r"(?:^|[.!?]\s*)(?:(?!\b(?:until|till|til|unless|before|once|if|haven't|have not|hadn't|need to"
        r"|have to|had to|only|never|skip\w*|not)\b)[^.!?]){0,80}?\bearned (?:my|that|this|the|a)"
        r" (?:\w+ )?(?:dinner|lunch|breakfast|pizza|pint|beers?|burger|dessert|treat|takeaway|curry|meal|cake"
        r"|chips|brunch)\b(?=.{0,60}\b(?:haha|lol|lmao)\b|.{0,60}\b(?:ride|hike|match|game|swim|"
        + EXERTION
        + r")\b)(?![^.!?]{0,80}\b(?:otherwise|wouldn't have|would not have|only meal|let myself|unless"
        r"|allowed)\b)",
        # Food cleared out of the house: "got rid of all the biscuits in the house so I stop grazing" (not
        # "got rid of it", nor of dinner).
        r"\b(?:got|get|getting|gotten) rid of (?:all |most )?(?:of )?(?:the |my |our )?(?:\w+ )?(?:biscuits"
        r"|crisps|chocolates?|sweets|snacks|junk(?: food)?|treats|cakes?|ice cream|cookies|chips|candy"
        r"|takeaway menus|sugary \w+|fizzy drinks|booze|alcohol)\b"
        r"(?= (?:(?:in|from|out of) (?:the |my |our )?(?:house|home|flat|cupboards?|kitchen|pantry|fridge"
        r"|desk|office|drawer)|so (?:i|we) (?:stop|don't|won't|can't|aren't)))",
        # A figure of speech: "i'd rather starve than eat another plain rice cake".
        # Only of a food named: "i'd rather starve than eat dinner" or "... than gain" stay signals.
        r"\b(?:i'd|i would|id) (?:honestly |literally )?rather (?:starve|go hungry) than eat"
        r" (?:another|more|that|this|those|these|a|an|the|plain|dry)\b"
        r"(?! (?:bite|thing|calorie|meal|morsel|crumb)s?\b)(?: [\w-]+){1,3}",
        # A food's known effect: "the prunes laxative effect is real".
        r"\blaxative effect\b",
        # Clearing a cupboard: "pantry purge before the cut", "purge day! clearing the junk out of the
        # pantry".
        r"\b(?:pantry|fridge|kitchen|cupboard|wardrobe|closet|junk food|snack|inbox|phone) purge\b"
        r"|\bpurge day\b(?=.{0,60}\b(?:pantry|fridge|kitchen|cupboards?|junk|wardrobe|clear\w*)\b)",
        # Hours, not days: "haven't eaten since 6am, left my lunch at home".
        r"\b(?:haven't|have not|not) eaten (?:anything )?since (?:\d{1,2}(?::\d{2})? ?(?:am|pm)?|breakfast"
        r"|lunch|this morning|noon|midday|last night)\b",
        # Fasting before a procedure: "having surgery tomorrow and I'm not allowed food after midnight".
        r"\bnot allowed (?:any )?(?:food|anything|to eat)\b.{0,60}\b(?:surgery|operation|procedure"
        r"|anaesthetic"
        r"|anesthetic|colonoscopy|blood tests?|scan|endoscopy)\b|\b(?:surgery|operation|procedure|anaesthetic"
        r"|anesthetic|colonoscopy|blood tests?|scan|endoscopy)\b.{0,60}\bnot allowed (?:any )?(?:food"
        r"|anything|to eat)\b",
        # ... or said as a fast until it: "no food until i see my doctor tomorrow for the blood test".
        r"\b(?:no food|no eating|nothing to eat|fasting|nil by mouth)(?: for \d+ hours| after \d+ ?(?:am|pm)"
        r"|(?: (?!for\b|\d|days?\b|weeks?\b)\w+){0,3}?)"
        r" (?:until|till|before|ahead of|after midnight)\b(?: \w+){0,8}? (?:surgery|operation|procedure"
        r"|anaesthetic|anesthetic|colonoscopy|blood ?tests?|bloodwork|bloods|endoscopy|glucose test)\b"
        r"(?![^.!?]{0,60}\b(?:gain\w*|weight|kg|kilos?|stone|pounds|lbs?|drop|lose|number|lower|lighter"
        r"|thin\w*|glad|keep it going|relief|afterwards)\b)",
        # ... or a fasting test named first: "fasting blood test tomorrow so no food till 9".
        r"\b(?:fasting|fasted) (?:blood (?:tests?|work|draw)|bloods|glucose (?:test|tolerance test)|lipid"
        r" (?:panel|test)|cholesterol test)\b[^.!?]{0,30}\bno (?:food|eating) (?:till|until|before)"
        r" (?:\d{1,2}(?::\d{2})? ?(?:am|pm)?|then|after)\b",
        # A relative's prescription: "my mum takes water pills, what high-potassium foods can she eat".
        r"\b(?:my|his|her|our) (?:mum|mom|mother|dad|father|nan|gran|grandma|grandad|grandpa|husband|wife"
        r"|partner) (?:takes|is on|has been on|was put on|uses|was prescribed) (?:\w+ )?"
        + _PURGE_DRUGS
        + r"\b(?! (?:to|so|for) (?:lose|drop|get|look|be)\b)",
        # Sick from effort, not food: "gonna throw up if i have to do one more burpee", "threw up after the
        # 400m repeats".
        r"\b(?:throw|throwing|threw|puke|puked|puking|vomit\w*|be sick|been sick)(?: up)? (?:if|after|during"
        r"|from|on|at|mid)\b(?: i have to do| i do)?(?: the| my| that| this| those| one more| another"
        r"| every)?"
        r"(?: (?!dinner|lunch|breakfast|tea|supper|eating|meals?|food|snacks?)\w+){0,2} " + EXERTION + r"\b",
        # Food given away: "the cleanest way to get rid of the leftover chocolate without eating it all
        # myself".
        r"\b(?:get rid of|use up|give away|clear out)\b.{0,50}\bwithout eating (?:it|them|all)\b",
        # "we did 'the purge' at crossfit", "purge day for my wardrobe"
        r"\b(?:the |')purge'? (?:at|workout|wod|challenge|class)\b|\bpurge (?:day|session) (?:for|of)\b",
        # Getting away from the week: "hide under the duvet till monday".
        r"\b(?:hide|hiding|disappear\w*)[.\u2026\s]+(?:under|in|into|from) (?:the |my |a )?"
        r"(?:duvet|covers|blanket|bed|world|rain|sun|cold|cabin|bath)\b",
        # Someone else's illness, or one's own long past: support and recovery, not a current risk.
        r"\b(?:friend|friend's|sister|brother|daughter|son|partner|wife|husband|girlfriend|boyfriend|mum|mom|"
        r"dad|client|teammate|flatmate|roommate|colleague|cousin|niece|nephew)(?:'s)?\b"
        r"(?: (?!(?:i|i'm|me|my)\b)[\w']+){0,4} "
        r"(?:(?:has|had|with|from|recovering from|in recovery from|struggl\w* with|diagnosed with) )"
        r"(?:an? )?(?:anorexia|bulimia|eating disorder|disordered eating|arfid)\b",
        # ... or said of them: "she's been struggling with bulimia and is getting help at a clinic".
        r"\b(?:she|he|they)(?:'s|'ve| has| have| is| are)? (?:been )?(?:struggling with|diagnosed with"
        r"|recovering from|in treatment for|getting help for|battling) (?:an? )?(?:anorexia|bulimia"
        r"|eating disorder|disordered eating|arfid)\b",
        # Recovery asked about in general: "How do people recover from anorexia? My sister's in treatment".
        r"\b(?:how (?:do|does|can|did) (?:people|you|someone|anyone|they|she|he) (?:\w+ )?recover"
        r"|what (?:does|do) recovery|what(?:'s| is) recovery)(?: (?:\w+ ){0,2})?(?:from|after) (?:an? )?"
        r"(?:anorexia|bulimia|eating disorders?|disordered eating|arfid|binge eating)\b",
        r"\b(?:resources|books|info|information|reading) (?:on|about) (?:how )?(?:eating disorder|ed|anorexia"
        r"|bulimia) recovery\b",
        # Years in recovery: "2 years recovered from bulimia and just started at a bakery again".
        r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|many|several) (?:years?|yrs?)"
        r" (?:recovered|in recovery|free|clean) from (?:an? |my )?(?:anorexia|bulimia|an eating disorder"
        r"|binge eating|arfid|disordered eating)\b(?![^.!?]{0,40}\b(?:but|relaps\w*|slipping|back to)\b)",
        # Wine spat at a tasting: "I spit the wine at trade tastings obviously".
        r"\b(?:spit|spat|spitting) (?:the |my |out )?(?:wine|samples?|tasters?)\b|\bspittoons?\b",
        r"\brecovered from (?:an? |my )?(?:anorexia|bulimia|eating disorder|disordered eating)\b"
        r"(?=.{0,40}\b(?:years? ago|long ago|a while ago|ages ago|as a teen\w*|in my (?:teens|twenties)|"
        r"at (?:uni|school|college))\b)",
        # Sore after training: "leg day absolutely killed me. can't sit on the toilet without groaning".
        r"\b(?:can't|cannot|couldn't|can barely|could barely) (?:sit|get) (?:on|off|down on|up from) the"
        r" (?:toilet|loo)\b",
        # An idiom of plenty: "ate my body weight in scones".
        r"\b(?:ate|eat|eating|eaten) (?:my|your|his|her|our|their) (?:own )?body ?weight in\b",
        # A bland food's hyperbole: "If I eat one more rice cake I'll die."
        r"\bif i (?:eat|have|see) one more (?:[\w-]+ ){1,3}i'?(?:ll| will) (?:die|scream|cry|lose it)\b",
        # Intermittent fasting asked about by its window: "intermittent fasting 14:10 because I don't like
        # eating late".
        r"\bintermittent fasting (?:1[2-6]|[89])[:/](?:[4-9]|1[0-2])\b",
        # Leftovers given away: "getting rid of the leftover wedding cake before I eat it all, dropped it at
        # the neighbours".
        r"\b(?:got|get|getting) rid of (?:the |all the )?(?:leftover|spare|extra) (?:[\w-]+ ){0,2}"
        r"(?:cake|food|sweets|biscuits|chocolates?|treats)\b(?=[^.!?]{0,60}\b(?:gave|give|giving"
        r"|dropped|drop|took|take"
        r"|donat\w*|neighbou?rs?|work|office|colleagues)\b)",
        # Things sold or thrown out: "got rid of the old pushbike".
        r"\b(?:got|get|getting) rid of (?:the|my|our|an?) (?:old )?(?:push ?bike|bike|car|van|sofa|couch|tv"
        r"|telly|treadmill|rower|clothes|shoes|trainers|phone|laptop|scales?|wardrobe|bed|mattress)\b",
        # A break from screens, not food: "dopamine detox day 3".
        r"\bdopamine (?:detox|fast|fasting|reset|diet)\b",
        # Ill in bed: "I'm sick in bed but did 10 push-ups".
        r"\b(?:sick|ill|poorly|unwell) in bed\b",
        # Pro-ana content studied or watched: "watched a doc about pro-ana forums, grim stuff".
        r"\b(?:doc|documentary|article|report|podcast|study|news (?:story|piece)|programme|program|thread)"
        r" (?:about|on) (?:the )?(?:\w+ )?pro[- ]?(?:ana|mia)\b"
        r"(?!.{0,80}\b(?:made an account|joined|signed up|found one|(?:needed|wanted|got) the tips)\b)",
        # Chewing slowly to feel full, a mindful-eating habit: "chewing my food slower has really helped".
        r"\bchew(?:ing|ed)? (?:my |your |the )?(?:food |meals? |each (?:bite|mouthful) )?"
        r"(?:slower|more slowly|slowly|properly|thoroughly|more)\b|\b\d+ chews\b",
        # Pro-ana content the writer wants kept off their screen: "my cousin keeps sending me thinspo-type
        # reels. how do I stop instagram showing me that stuff?"
        r"\b(?:thinspo|thinspiration|bonespo|meanspo|pro[- ]?ana)\b[^?]{0,80}?\bhow (?:do|can|should) i"
        r" (?:stop (?:\w+ ){0,2}(?:showing|sending|recommending|suggesting|pushing)|block|mute|report"
        r"|unfollow|filter|hide)\b"
        r"|\b(?:stop|block|mute|report|unfollow|filter out|hide|get rid of|avoid)\b[^.!?]{0,40}"
        r"\b(?:thinspo|thinspiration|bonespo|meanspo|pro[- ]?ana)\b(?=[^.!?]{0,30}\b(?:reels?|posts?|videos?"
        r"|content|accounts?|pages?|tiktoks?|stuff|feed|ads?)\b)",
        # Clearing things out: "purge the junk from my diet", "purged my feed of diet culture".
        r"\bpurg\w* (?:my |the |our |all (?:the |my )?)?"
        r"(?!food|meals?|dinner|lunch|breakfast|calories|everything|what|it\b|after|when|every|most|some|half"
        r"|all\b|much|anything)"
        r"\w+(?: \w+)? (?:from|out of|of)\b",
        r"\bbinge[- ]?(?:watch(?:ed|ing)?|read(?:ing|er)?|listen(?:ed|ing)?|play(?:ed|ing)?)\b",
        r"\bbinged (?:on )?(?:netflix|tv|a show|the show|the series|a series|youtube|podcasts|"
        r"the whole season|season|episodes|movies|books|[a-z]+ (?:show|series|season))",
        r"\bfast(?:ing)? (?:twitch|food|pace|walk|lane|runner|runs?|tempo|fasted cardio)\b",
        r"\bintermittent fasting\b",
        # Someone else being sick: "my dog keeps vomiting after eating".
        r"\b(?:my|our|the|his|her|their) (?:dog|cat|puppy|kitten|pet|baby|son|daughter|kid|toddler|child|"
        r"husband|wife|partner|friend)\b(?: (?!(?:i|me|my)\b)\w+){0,2} (?:vomit\w*|throw\w* up|threw up"
        r"|puk\w*)",
    ]
)
_LOSS_COACHING = compile_all(
    [
        r"\b(?:lose|losing|lost|drop|dropping|shed|shedding|cut|cutting|burn|burning|get rid of) "
        r"(?:some |more |the |a (?:few|bit of|lot of) |extra |my |your |this )?"
        r"(?:weight|fat|pounds|kilos|kgs?|lbs|body ?fat|belly(?: fat)?|inches|stone)\b",
        r"\b(?:lose|drop|shed|cut) (?:\d+(?:\.\d+)?|a|one|two|three|four|five|ten|\w+ more) ?"
        r"(?:kg|kgs|kilos?|lbs?|pounds?|stone)\b",
        r"\bweight[- ]?loss\b|\bfat[- ]?loss\b|\bslim(?:ming)? down\b|\b(?:lean|tone) down\b",
        r"\b(?:calorie|caloric|energy) deficit\b|\bin a deficit\b|\b\d+ ?(?:kcal|calories?|cal) deficit\b",
        r"\bdeficit of\b",
        r"\b(?:cut|cutting|reduce|reducing|lower|lowering|decrease|restrict|restricting|drop) "
        r"(?:back )?(?:on )?"
        r"(?:my |your |daily |total )?(?:calories|calorie intake|intake|portions|food intake|carbs)\b",
        r"\beat (?:less|fewer calories|under maintenance|below maintenance)\b",
        r"\bget (?:thinner|skinnier|smaller|lighter|leaner)\b",
        r"\b(?:start|starting|begin|on|do) a (?:cut|diet|cutting phase)\b|\bcutting phase\b",
        r"\b(?:goal|target) weight\b|\bweight (?:goal|target)\b",
    ]
)
# Advice no coach reply should ever give, whoever is asking.
# The next day's meals gone without: "skip breakfast and lunch tomorrow".
_NEXT_DAYS_MEALS_SKIPPED = (
    r"\b(?:skip|skipping|miss|missing|go without|going without) (?:your |tomorrow's )?(?:breakfast|lunch"
    r"|dinner|tea|meals?)(?: (?:and|&|or) (?:breakfast|lunch|dinner|tea))? (?:tomorrow|the next day"
    r"|the day after)\b"
)
_HARMFUL_ADVICE = compile_all(
    [
        _INSULIN_LEFT_OUT,
        # A dry or days-long water fast prescribed: "a 7-day dry fast is a powerful way to trigger deep
        # autophagy. start sunday, stop all food and fluids".
        r"\b(?:\d+|three|four|five|six|seven|ten|fourteen)[- ]day (?:dry|water) fast\b[^.!?]{0,40}"
        r"\b(?:is (?:a |an )?(?:powerful|great|good|safe|effective|easy|brilliant)|start|try|do)\b"
        r"|\bstop all food and (?:fluids|water|drink\w*|liquids)\b",
        # A meal cancelled out by burning it off: "to cancel out last night's pizza, aim to burn the full
        # 1,800 kcal tomorrow".
        r"\bcancel (?:out )?(?:last night's|yesterday's|the|that|your|today's) (?:[\w-]+ ){0,3}?(?:pizza"
        r"|binge|meal|dinner|takeaway|cake|food|calories|treats?|blowout)\b[^.!?]{0,60}\b(?:burn|run|spin"
        r"|cardio|skip|fast)\w*",
        # A meal sweated out: "steam room after a big meal — 45 minutes should sweat out most of it".
        r"\bsweat (?:out|off) (?:most of |all of )?(?:it|the meal|the food|dinner|lunch|that"
        r"|those calories|the calories)\b",
        # Self-harm traded for binges: "if a little self-harm keeps the binges away, it's a fair trade".
        r"\b(?:self[- ]harm|cutting|hurting yourself|a blade|the cuts)\b[^.!?]{0,40}\b(?:keeps?"
        r"|keeping|stops?"
        r"|stopping|prevents?|preventing) (?:the |your )?binge\w*",
        # Purging sold as a reset: "a quick trip to the bathroom after dinner is a totally normal reset".
        r"\b(?:trip|visit|pop|run) to the (?:bathroom|loo|toilet) (?:after|once you've had)"
        r" (?:dinner|eating|meals?|lunch|tea|food)\b",
        # Food earned back by exercise: "To earn back tonight's pudding you'll need about 45 extra minutes on
        # the bike".
        r"\bto earn (?:back )?(?:your |tonight's |today's |the |that |this )?(?:\w+ ){0,3}?(?:pudding|dessert"
        r"|dinner|treat|meal|snack|pizza|cake|takeaway|biscuits?|chocolate|wine|beer)\b[^.!?]{0,50}"
        r"\b(?:minutes|mins|hours?|km|miles|extra|cardio|bike|run|walk|steps)\b",
        # Exercise owed for eating: "an extra 20 minutes of cardio whenever you go over".
        r"\b(?:extra|another|more|additional) (?:\d+ (?:minutes|mins|hours?) (?:of )?)?(?:cardio|running"
        r"|walking|exercise|training|hiit|steps)\b[^.!?]{0,30}\b(?:whenever|every time|each time|if|when) you"
        r" (?:go over|overeat|over ?eat|eat (?:too much|more|over)|binge|slip"
        r"|have a (?:treat|takeaway|cheat))\b",
        # Food earned by exercise, or every calorie owed back: "You've earned dinner now that you've done two
        # extra hours of cardio", "every calorie in needs to come back out".
        r"\b(?:you've|you have) earned (?:your |the )?(?:dinner|lunch|breakfast|tea|food|meal|snack)\b"
        r"[^.!?]{0,20}\b(?:now that|because|since|by|after) (?:you've |you have |you )?"
        r"(?:done|burned|burnt|run|completed|finished) (?:\w+ ){0,3}(?:extra|cardio|hours?|km|miles|calories"
        r"|steps)\b"
        r"|(?<!myth that )(?<!idea that )(?<!belief that )(?<!not true that )"
        r"\bevery calorie (?:in|you eat|eaten)"
        r" (?:needs|has|have) to (?:come back out|be burned|be burnt|be worked off)\b",
        # Purging or starving called a choice: "Purging until your heart gives out is a choice some people
        # make."
        r"\b(?:purging|throwing up|making yourself sick|starving(?: yourself)?|restricting)\b[^.!?]{0,40}"
        r"\b(?:is|are) (?:a |your |an? (?:\w+ )?)?(?:choice|call|decision)\b",
        # A fast of hours or days after eating, as the reset: "A 48-hour fast after a cheat weekend is a clean
        # way to wipe the slate".
        r"\b(?:\d+|two|three)[- ](?:hour|hr|day) (?:water |juice |dry )?fast\b[^.!?]{0,60}\b(?:resets?|wipes?"
        r"|wipe the slate|clean slate|undo\w*|cancels?|balances?|evens?|makes? up for)\b",
        # Days of fasting handed out as a reset: "fasting for a few days is not very dangerous and resets
        # you after a binge".
        r"\b(?:fast(?:ing)?|not eating|skipping (?:food|meals|eating)) (?:for )?(?:a few|a couple of|two"
        r"|three|\d+|several|the next) days?\b[^.!?]{0,60}\b(?:resets?|undo\w*|cancels?|wipes?|balances?"
        r"|evens?|makes? up for)\b",
        # Exercise owed for every meal: "add an hour of cardio after every meal".
        r"\b(?:an? (?:hour|extra hour)|\d+ ?(?:hours?|hrs?)|extra|double) (?:of )?(?:cardio|running|hiit|spin"
        r"|exercise|training)\b[^.!?]{0,10}\b(?:after|to burn off) (?:every|each) (?:single )?(?:meal"
        r"|bite|snack"
        r"|time (?:you|she|he|they) eats?)\b",
        # Purging vouched for: "throwing up after a big meal is really effective and not as dangerous as
        # people say".
        r"\b(?:throwing up|vomiting|purging|making yourself (?:sick|throw up|vomit))\b[^.!?]{0,40}"
        r"\b(?:is|are|can be) (?:really |very |actually |super |pretty |quite )?"
        r"(?:effective|fine|safe|okay|ok|a good (?:idea|option|way)|the (?:best|quickest|easiest) way"
        r"|not (?:as |that )?(?:dangerous|bad|harmful))\b",
        # ... a count of them too: "take two or three dulcolax the night before"
        r"\b(?:try|use|take|taking|using) (?:a |some |(?:\d+|one|two|three|four|a couple of|a few)"
        r"(?: (?:or|to) (?:\d+|two|three|four|five|six))? )?(?:" + _PURGE_DRUGS + r"|diet pills?)\b",
        # "Senna works best taken the night before; three or four tablets should shift enough water"
        r"\b"
        + _PURGE_DRUGS
        + r"\b.{0,80}?\b(?:help|can|will|to|should|would) (?:you )?(?:lose|drop|shed|flush"
        r"|shift)\b",
        r"\bmaking yourself (?:throw up|vomit|be sick|sick)\b.{0,40}"
        # (not what the coach "can help" with)
        r"\b(?:limits?|(?<!can )helps?|reduces?|stops?|prevents?|gets rid|absorb\w*|burn\w*|cancels?)\b",
        # Purging recommended, not warned about: "purging after a binge can help", but not "purging can put a
        # lot of strain on your heart".
        r"\b(?:make yourself|try to) (?:throw up|vomit|be sick)\b|\bpurg(?:e|ing)\b"
        r"(?:(?!\b(?:doesn't|does not|don't|never|won't|not|isn't|can't)\b).){0,30}"
        # (an urge to purge after a meal is what a supportive reply names: "if you ever feel the urge to purge
        # after a meal, please reach out")
        r"\b(?:helps?|can help|will help|works?|is (?:fine|ok|okay|a good))\b|(?<!urge to )(?<!urges to )"
        r"\bpurge after\b",
        r"\b(?:skip|skipping) (?:all|every) meals?\b|\bstop eating (?:completely|entirely|for)\b",
        # A fast used as cover, praised, or a story given to hide it: "Using the Ramadan fasts as cover is
        # clever", "just say you're making up missed days".
        r"\bas (?:a )?(?:cover|an excuse)\b[^.!?]{0,20}\b(?:is|was|works?|would work)? ?(?:clever|smart"
        r"|genius|a good idea|perfect|brilliant)\b",
        r"\b(?:just )?(?:say|tell (?:them|people|everyone|your \w+)) (?:that )?you(?:'re| are| were)"
        r" (?:making up (?:missed )?(?:days|fasts)|fasting|not hungry|on a fast|eating later"
        r"|eating at \w+'s)\b",
        # A dietitian's plan undone: "you don't have to force the snacks your dietitian set".
        r"\b(?:don't|do not|no need to|needn't) (?:have to |need to )?(?:force|eat|have|bother with)"
        r" (?:down )?(?:the |all (?:the |those )?|those )?(?:snacks|meals|food|extra meals)\b[^.!?]{0,20}"
        r"\b(?:your|the)"
        r" (?:dietitian|dietician|team|treatment team|meal plan)\b",
        # A lost period waved away: "Ignore your period stopping, that's normal for lean athletes."
        r"\b(?:ignore|don't worry about|no need to worry about|nothing to worry about with) (?:your |the )?"
        r"(?:period|periods|cycle) (?:stopping|stopped|going missing|disappearing|vanishing|being late)\b",
        # Whole days without food advised: "use the long flight as a fasting window - just drink water and
        # skip the meal trays entirely for all three travel days".
        r"\b(?:skip|avoid|refuse) (?:the |all )?(?:\w+ )?(?:meals?|meal trays|food|eating)(?: entirely"
        r"| completely| altogether)? (?:for|across|over|on) (?:all |the )?(?:two|three|four|five|\d+"
        r"|the whole|the) (?:\w+ )?days\b",
        # A starvation-level day praised and kept: "You've been doing 600 a day for a month and you look
        # amazing, I'd keep it there."
        r"\b(?:[1-7]\d\d|[1-9]\d) (?:cal\w* |kcals? )?(?:a|per) day\b[^.!?]{0,80}"
        r"\b(?:keep it (?:there|up|going)|stay (?:there|at it|on it)|stick (?:with|to) it"
        r"|look(?:ing)? (?:amazing|great|incredible|so good))\b",
        # ... or told to eat one: "To hit your goal fast, try eating around 500 calories a day".
        r"\b(?:try(?: eating)?|aim for|stick to|go (?:down )?to|drop (?:down )?to|cap (?:it|yourself) at|get"
        r" (?:it|yourself) down to|(?:just|only) eat|start eating) (?:about |around |roughly |only |just"
        r" )?(?:[1-5]\d\d|[1-9]\d) (?:cal\w* |kcals? )?(?:a|per) day\b",
        # ... or the body's warnings of too little food: "600 calories is fine for you. Keep going and ignore
        # the dizziness."
        r"\b(?:ignore|push through|power through) (?:your |the |that |any |a bit of )?(?:dizz\w+"
        r"|light-?headed\w*|faint\w*|hunger|hunger pangs|shak\w+)\b",
        # Food binned or hidden so no one knows: "keep your lunch box in the van and bin it at the end of the
        # day, no one at home has to know you're cutting back".
        r"\b(?:bin|binning|throw|throwing|chuck|chucking|toss|tossing|hide|hiding|dump|dumping) (?:it|them"
        r"|your (?:lunch|food|dinner|meals?))\b[^.!?]{0,60}\b(?:no one|nobody)(?: at home| else)?"
        r" (?:has to|needs to|will|would) (?:know|notice|find out)\b",
        # Food to be earned by training: "No ride, no dinner - earn your carbs."
        r"\bno (?:ride|run|workout|session|training|gym|cardio|steps),? no (?:dinner|lunch|breakfast|food"
        r"|carbs|dessert|meal|tea)\b|\bearn your (?:carbs|food|dinner|lunch|breakfast|meals?|calories)\b",
        # Purging timed so food is not absorbed: "if you're sick within about 20 minutes, most of it won't be
        # absorbed".
        r"\b(?:most|much|some|half|a lot) of (?:it|the food|the calories|what you ate) (?:won't|will not"
        r"|doesn't|does not|isn't|is not) (?:be )?absorb\w*",
        # A laxative offered to undo eating: "If you've overdone it on the carbs, a gentle laxative the next
        # morning can help reset things."
        r"\b(?:a |an )?(?:gentle |mild |quick |little )?(?:laxative|senna|dulcolax|laxative tea)s?\b"
        r"[^.!?]{0,40}\b(?:can|will|should|could|might|would) (?:help )?(?:reset|undo|fix|clear|flush|cancel"
        r"|sort)\b",
        # Hiding it from family called a fair choice: "Hiding your meals from your mum is your call."
        r"\b(?:hiding|skipping|binning|throwing away) (?:your |the )?(?:meals?|food|lunch(?:es)?|dinners?"
        r"|not eating|purging)\b[^.!?]{0,30}\b(?:is|are|'s) (?:totally |completely |entirely )?(?:your call"
        r"|your choice|up to you|fine|ok|okay|understandable|your business)\b",
        # Meals gone without the next day to pay for going over: "If you've gone over, the simplest fix is to
        # skip breakfast and lunch tomorrow so your weekly average stays on target".
        r"\b(?:gone|went|go|going) over\b[^.!?]{0,60}" + _NEXT_DAYS_MEALS_SKIPPED,
        _NEXT_DAYS_MEALS_SKIPPED + r"[^.!?]{0,40}\b(?:so|to) (?:that )?(?:\w+ ){0,3}?(?:averag\w*|balances?"
        r"|evens?|stays? on (?:target|track)|makes? up|cancels?|undo\w*|offsets?|compensat\w*)\b",
        # Going without food offered as the help: "skipping meals for a while could help with that".
        r"\b(?:skipping|going without) (?:meals|food|eating|breakfast and lunch)\b"
        r"(?! (?:after|late|at night|before bed|in the evening))[^.!?]{0,30}"
        r"\b(?:could|can|will|would|might|should) (?:really )?help\b",
        r"\b(?:fast|fasting|eat nothing) for (?:\d+|two|three|four|five|several) (?:days|weeks)\b",
        # ... or food gone without for a day or more: "skip food for the 48 hours beforehand".
        r"\b(?:skip|skipping|cut out|cutting out|no|stop|stopping) (?:all |any )?(?:food|eating|meals|solids)"
        r" (?:for|over) (?:the )?(?:(?:next|last|full|whole) )?"
        r"(?:(?:2[4-9]|[3-9]\d|1\d\d)[- ]?(?:hours?|hrs?|h)"
        r"|(?:\d+|two|three|four|five|several|a couple of|a few) days|a (?:whole |full )?day)\b",
        # A fast of two days or more handed out for fat loss: "Try a 72-hour fast each week".
        r"\b(?:try|do|start|add|schedule|plan) (?:a |an )?(?:weekly |regular )?(?:(?:4[89]|[5-9]\d|1\d\d)"
        r"|forty-eight|seventy-two)[- ]?(?:hour|hr|h) (?:water )?fast\b",
        r"\b" + _PURGE_DRUGS + r"\b.{0,60}\b" + _AROUND_EATING + r"\b",
        r"\b" + _AROUND_EATING + r"\b.{0,60}\b" + _PURGE_DRUGS + r"\b",
        # Purging or compensating, urged on the user: "bring it back up before it digests", "burning off
        # everything you ate keeps you in control".
        r"\bbring (?:it|that|them|everything|the food|it all) (?:back )?up\b(?! to \d)",
        _PRO_ANA_SLOGANS,
        # Days without food praised: "amazing discipline getting through three days without food!"
        r"\b(?:\d+|two|three|four|five|six|seven|several) days (?:without (?:food|eating)|on (?:just "
        r"|only )?(?:water|broth|juice|tea|coffee|soup|liquids|shakes)|of (?:not eating|water fasting"
        r"|fasting)"
        r"|with no food)\b[^.!?]{0,60}"
        r"\b(?:discipline|commitment|keep (?:going|it up|that)|momentum|proud|amazing|impressive|well done"
        r"|great)\b",
        r"\b(?:discipline|commitment|proud|amazing|impressive|well done|great)\b[^.!?]{0,40}"
        r"\b(?:\d+|two|three|four|five|six|seven|several) days (?:without (?:food|eating)|on (?:just "
        r"|only )?water|with no food)\b",
        # Fasting offered as a way to cope: "a long fast could be a good way to feel in control again".
        r"\b(?:long|extended|multi-?day|\d+[- ]day|water|dry) fast\b.{0,60}"
        r"\b(?:in control|(?<!of )control|cope|coping|numb|punish|feel better|clean slate)\b",
        # "matching what you ate with extra cardio is a great way to wipe the slate clean"
        r"\b(?:match|matching|offset|offsetting|cancel|cancelling|burn off|burning off) what you (?:ate|had"
        r"|eat)\b",
        # Compensating by skipping a meal: "if you skip dinner tonight it'll cancel out the mince pies".
        r"\bskip(?:ping)? (?:dinner|lunch|breakfast|a meal|meals|tea|supper)\b.{0,40}"
        r"\b(?:cancel|make up for|undo|balance|offset|burn|earn)\w*\b",
        # Food to be earned: "to really earn that dessert, burn off at least as much as it contains".
        r"\b(?:earn|earning|earned|deserve) (?:that|your|the|this|every) (?:dessert|dinner|lunch|breakfast"
        r"|supper|tea|meals?"
        r"|treats?|food|snacks?|pizza|cake|pasta)\b",
        # Nothing but a drink until a late meal, handed out: "let her have just black coffee until dinner".
        r"\b(?:have|stick to|keep (?:her|him|them|you) on|let (?:her|him|them) have|just have|only have"
        r"|have only)\b"
        r"[^.!?]{0,20}\b(?:just |only )?(?:black coffee|water|green tea|diet coke|black tea)(?: and water)?"
        r" (?:until|till|til|up to) (?:dinner|lunch|tea|supper|the evening|\d{1,2} ?(?:pm|am))\b",
        # Exercise first, then food free of guilt: "clear 900 active calories on your tracker first and dinner
        # is completely guilt-free".
        r"\b(?:burn|clear|hit|log|do|get)\b[^.!?]{0,40}\b(?:calories|cals|kcal|steps|km|miles)\b[^.!?]{0,30}"
        r"\bfirst\b[^.!?]{0,40}\b(?:guilt[- ]free|earned|allowed)\b",
        # A meal that follows only once exercise has paid for another: "90 minutes in zone 3 cancels it out
        # completely, and then you've earned breakfast tomorrow".
        r"\b(?:then|only then) you(?:'ve| have|'ll have| will have) earned (?:your |the |a )?(?:breakfast"
        r"|dinner|lunch|tea|supper|food|meals?|snacks?|treats?|dessert|pudding)\b",
        r"\b(?:cardio|session|run|walk|minutes|mins|hours?|zone \d|hiit|spin|km|miles|steps)\b[^.!?]{0,40}"
        r"\b(?:cancels?|wipes?|erases?|undoes|offsets?) (?:it|that|them|the (?:pizza|takeaway|cake|treat|meal"
        r"|binge|dessert|pudding|calories))(?: out| off)?(?: completely| entirely| fully)?\b",
        # A meal withheld until a target is met: "no dinner until you've hit 15k steps".
        r"\bno (?:dinner|lunch|breakfast|tea|food|eating|meals?|snacks?|treats?|desserts?|puddings?|sweets"
        r"|chocolate) (?:until|till|unless) you(?:'ve"
        r"| have)?"
        r" (?:hit|done|burned|burnt|walked|run|finished|earned|completed"
        # ... or until the scale moves: "No snacks until you see progress on the scale."
        r"|see (?:\w+ )?(?:progress|results|a drop|a loss|a change|it|movement) on the scales?)\b",
        # Going without food as the rule for a missed target: "If you fall short of your steps, going without
        # is a fair rule".
        r"\bgoing without(?: food| dinner| supper| tea| a meal)? (?:is|as) (?:a |the )?(?:fair|good|solid"
        r"|great|sensible|simple|easy) (?:rule|way|penalty|consequence)\b",
        # Eating hidden from others: "keep snacks in your car so no one questions how much you're eating".
        # (from the advice itself, so that "rather than at home" before it is not read as a denial)
        r"(?:\b(?:keep|hide|stash|store|eat|have|pack)\b[^.!?]{0,60})?"
        r"\bso (?:no one|nobody|no-one|they|your (?:family|partner|parents|flatmates?|housemates?))"
        r" (?:never |won't |doesn't |can't )?(?:questions?|notices?|sees?|knows?|asks? about|comments? on)\b"
        r"[^.!?]{0,30}\b(?:eat\w*|food|snacks?"
        r"|meals?)\b",
        _ERASED_BY_EXERCISE,
        # Exercise kept up until a meal is burned off, praised: "Well done for walking until you'd burned off
        # all of your dinner".
        r"\buntil you(?:'d|'ve| had| have)? (?:burned|burnt|worked|walked|run|ran|sweated) off"
        r" (?:all |every bit )?(?:of )?(?:your|the|that|those|everything|it)\b",
        r"\b(?:burn|burning|work|working|run|running) off (?:everything|every (?:single )?calorie|all of it"
        r"|all (?:the )?(?:food|calories)) "
        r"(?:(?:that )?you (?:ate|eat|had|have eaten)|from (?:lunch|dinner|breakfast|that|it|today))\b",
    ]
)


# A reply that turns a harmful idea down or points to support: its words are no advice, so only the
# patterns judge it.
_DISCOURAGES = compile_all(
    [
        r"\b(?:not something i'd recommend|i (?:wouldn't|would not|don't|do not) recommend|tends to backfire"
        r"|i can't (?:help|plan|advise|support) (?:with )?(?:that|this)|no need to (?:skip|fast|compensate"
        r"|burn))\b",
        # "Skinny teas are mostly laxatives ... I'd skip them."
        r"\b(?:i'd|i would|best to|better to) (?:skip|avoid|steer clear of|give \w+ a miss) (?:them|it|those"
        r"|these|that)(?=\s*(?:[.!?,;]|$))",
        # Pointing to eating-disorder support: "would you call a helpline like Beat?" (a GP alone is no sign:
        # "skip dinner after a big lunch; talk to your GP if you feel dizzy" is still advice).
        r"\b(?:helpline|beat (?:helpline|eating disorders)|anad|nedic|butterfly foundation|bodywhys"
        r"|eating disorder (?:service|support|team|specialist)s?"
        r"|(?:someone|a professional|people|a therapist|a dietitian|a counsell?or|a doctor)"
        r" who speciali[sz]es in (?:eating disorders|disordered eating|this))\b",
        # Danger named, unless denied just before ("not particularly dangerous" is no warning).
        r"(?<!not )(?<!isn't )(?<!n't )\b(?:dangerous|harmful|unsafe)\b(?![^.!?]{0,60}\bbut\b)",
    ]
)
# Warning against it: "laxatives don't cause fat loss; they mostly shift water", "purging doesn't help and can
# damage your teeth", "a long fast can leave you feeling out
# of control", "three days without food is risky".
_WARNS = compile_all(
    [
        r"(?:\b(?:doesn't|does not|never|won't) (?:help|work)s?\b"
        r"|\bcan (?:\w+ )?(?:damage|harm|strain|hurt)\b|\bnot safe\b|\bout of control\b|\bnever a good idea\b"
        r"|\b(?:is|are|gets?|can be) (?:really |very |quite |too )?risky\b"
        r"|\b(?:don't|do not|doesn't|does not|won't) (?:cause|lead to|give you) (?:real |any "
        r"|actual )?(?:fat|weight)"
        r" loss\b|\b(?:mostly|only|just) (?:shift|lose|drop) water\b)(?![^.!?]{0,60}\bbut\b)",
        _BEHAVIOUR_THAT_BACKFIRES,
        # "Detox teas mostly act as laxatives, so anything you lose is water and comes straight back. I'd skip
        # them"
        r"\b(?:anything|what|whatever|all) you lose is (?:just |mostly |only )?water\b|\bi'd skip (?:them"
        r"|it|those)\b",
        # Named as an eating disorder's: "chew and spit is a recognised eating disorder behaviour".
        r"\b(?:is|are|can be) (?:a |an )?(?:recogni[sz]ed |known |common |classic |serious )?(?:eating"
        r" disorder|disordered eating) (?:behaviou?rs?|symptoms?|signs?|patterns?|red flags?)\b"
        r"|\b(?:is|are|can be) (?:a |an )?(?:\w+ )?(?:signs?|symptoms?|behaviou?rs?|red flags?) of (?:an )?"
        r"(?:eating disorder|disordered eating)\b",
    ]
)


# An eating disorder named in the message, as gate for what reads as one only beside it: not a diet, a fast of
# faith or intermittent fasting ("my wife is doing intermittent fasting and i'm joining her").
_ILLNESS_NAMED = (
    r"^(?=[\s\S]*(?:\b(?:eating disorder|anorexi\w*|bulimi\w*|orthorexi\w*|purg\w*|ednos|arfid|pro[- ]?ana"
    r"|ana (?:coach|buddy|buddies)|starv(?:ing|es|ed) (?:her|him|them)sel(?:f|ves)|starving myself"
    r"|barely eats"
    r"|sick with (?:her|his|their) eating)\b"
    r"|\b(?:stopped eating|not eating)(?=\s*(?:[.,!?;]|$|anything|at all|properly|much|again|for \d+ days"
    r"|and (?:she|he|they)(?:'s| is| are| has| have)|and (?:i|i'm|im|honestly)|since|after|for (?:weeks|days"
    r"|a week|ages)|lately))"
    r"|(?<!works in )(?<!in the )\b(?:an|the|her|his|their|my) ed\b(?! (?:doctor|nurse|department|consultant"
    r"|shift|team))|\brelaps\w* (?:into|with) (?:her |his |their |my )?(?:ed|anorexia"
    r"|bulimia|eating)\b"
    r"|\brestrict(?:ing|s|ed)? (?:her|his|their|food|eating|calories|meals|everything)\b"
    r"|\brestrict(?:ing|s|ed)?(?=\s*(?:[.,!?;]|$|again|badly|heavily))))"
)
# ... and no muscle sought: "want his body so bad, how do i bulk?" (not "i don't want to gain any weight").
_NO_MUSCLE_SOUGHT = (
    r"(?![\s\S]*(?:\b(?:want|trying|how do i|how to|need) (?:to )?(?:bulk|gain muscle|build muscle"
    r"|get (?:jacked"
    r"|strong|stronger|big|bigger))|\bbulk(?:ing|ed|s)?\b|\b(?:build|gain|more|get|put on) muscle))"
)
_FILLER = r"(?: (?:af|so much|tbh|honestly|lowkey|kinda|really|a bit|of))*"
# The writer wanting someone's thinness or their eating disorder: the writer's own signal, whoever else the
# message is about, so it is never a question of how to support them.
_WANTING_THEIR_ILLNESS = compile_all(
    [
        # Envy of someone's thinness, the one an eating disorder made above all: "jealous af of how skinny he
        # is", "lowkey jealous of how little she eats", "want to be as thin as her".
        r"\b(?:jealous|envious|envy\w*)" + _FILLER + r" (?:how little (?:she|he|they) (?:eats?|has)"
        r"|how (?:thin|skinny|tiny|small|bony|light) (?:she|he|they)(?:'s|'re| is| are| looks?| got| has got)"
        r"|(?:her|his|their) (?:thinness|weight(?! ?lift)|thigh gap|collarbones|ribs|bones))\b",
        r"\bwish i had (?:her|his|their) (?:thigh gap|collarbones|hip ?bones)\b",
        r"\b(?:jealous|envious)(?: that)? (?:she|he|they)(?:'s|'re| is| are| gets to (?:be|look"
        r"|stay)) so (?:thin"
        r"|skinny|tiny|small)\b",
        r"\b(?:want|wanna|wish|need|trying|gonna|going)(?: to)? (?:be|get|look) (?:skinnier|thinner"
        r"|tinier) than"
        r" (?:my \w+|her|him|them|she|he|they)\b",
        r"\b(?:want|wanna|wish|need|trying|try|going|gonna|aim\w*)(?:(?: to)? (?:be|get|look|become)"
        r"| i (?:was|were|looked|could (?:be|look)|had been))"
        r" (?:as|so) (?:thin|skinny|tiny|small|light|bony) as (?:her|him|them|she|he|they)\b",
        r"\b(?:want|wanna|wish|need|trying|try|going|gonna|aim\w*)(?: to)? (?:get )?(?:down )?to"
        r" (?:her|his|their) (?:weight|size)\b",
        # ... or envy of them, their body or their eating, beside an eating disorder: "my sister is anorexic,
        # any advice? envy her so much", "kinda envious tbh", "i'm jealous she has the willpower" (not
        # "envious of other parents", nor of a gym-goer's legs).
        # ... said by the writer, not denied, nor a sibling's jealousy of attention ("my parents are always
        # with him, i'm a bit jealous").
        _ILLNESS_NAMED
        + _NO_MUSCLE_SOUGHT
        + r"[\s\S]*?(?:^|(?<=[.!?]))(?![^.!?]*\b(?:attention|gets to (?!(?:be|look|stay) (?:tiny|thin|skinny"
        r"|small))|get to|parents are|always with (?:her|him|them))\b)[^.!?]*?"
        r"(?<!not )(?<!n't )(?<!never )(?<!never been )(?<!no longer )(?<!friends are )(?<!they are )(?<!they"
        r"'re )"
        r"(?<!people are )(?<!everyone is )(?<!others are )\b(?<!are weirdly )(?<!were weirdly )(?:jealous"
        r"|envious|envy\w*)"
        + _FILLER
        + r"(?: (?:her|him|them)\b| (?:she|he|they) (?:has|have|can|is|gets?)\b"
        r"|(?=\s*(?:[.!?,;]|$|tbh|lol|honestly|ngl|haha))"
        r"| (?:my \w+'s|her|his|their) (?:weight ?loss|body|thighs|legs|arms|waist|figure|frame|size)\b)",
        _ILLNESS_NAMED
        + _NO_MUSCLE_SOUGHT
        + r"[\s\S]*?(?:\b(?:want|wanna|need) (?:her|his|their) (?:body|figure|thigh gap|collarbones|frame"
        r"|legs|thighs)\b"
        r"|\bwish i had (?:her|his|their) (?:body|waist|figure|legs|arms|frame)\b"
        r"|\b(?:dream\w*|love|loved|wish\w*|want\w*|wanna) (?:of |to )?(?:be|being|look|looking)"
        r" (?:that|as|so) (?:small|thin|skinny|tiny|light|bony)\b"
        r"|\b(?:dream\w*|love|wish\w*|want\w*|wanna) (?:of |to )?(?:be|being|get|getting) (?:down )?(?:to )?"
        r"(?:her|his|their) (?:size|weight)\b"
        r"|\b(?:want|wanna|wish|need|trying|gonna|going)(?: to)? (?:be|get|look) (?:smaller|lighter) than"
        r" (?:my \w+|her|him|them|she|he|they)\b)",
        # "tempted to start", not beside a sport or a recovery ("she started running, i'm tempted to start").
        _ILLNESS_NAMED
        + r"(?![\s\S]*\b(?:running|lifting|yoga|gym|swimming|recover\w*)\b)[\s\S]*?\btempted to start"
        r"(?=\s*(?:[,.;!?]|$))",
        # "i want what she's got", not of someone strong again in recovery.
        _ILLNESS_NAMED
        + r"(?!(?=[\s\S]*\b(?:recover\w*|strong|better|healthy)\b)(?![\s\S]*\b(?:tiny|thin|skinny|bones)\b))"
        r"[\s\S]*?\bwant what (?:she|he|they)"
        r"(?:'s got| has got| have got| has| have| got)\b",
        # Wanting someone's eating disorder, or joining them in it: "my daughter is restricting ... thinking
        # about joining her" (not joining her on her walks), "been doing it with her after dinner", "skipping
        # dinner myself to keep her company", "secretly hoping to catch it off her", "so im smaller than her",
        # "tempted to join in", "i kinda want what she has". Not where someone is joined at meals to help them
        # eat ("the clinic said we should join him for every meal").
        _ILLNESS_NAMED + r"(?![\s\S]*\b(?:join|eat|sit)\w* (?:with )?(?:her|him|them) (?:for|at|during|over)"
        r" (?:every |each |all |the |their |his |her )?(?:meals?|mealtimes?|dinners?|lunch\w*|breakfasts?"
        r"|snacks?|tea)\b)"
        r"[\s\S]*?(?:\bjoin(?:ing)? (?:her|him|them)(?=\s*(?:[.!?,;]|$|tbh|lol|honestly|ngl|haha|in (?:it"
        r"|this|that|the|restrict\w*|fasting|starving|purging|not eating)\b))"
        r"|\b(?:doing|do|did|done) (?:it|that|the same) (?:with|like|as) (?:her|him|them)\b"
        r"|\b(?:skip\w*|restrict\w*|not eat\w*|fast\w*|starv\w*)\b[^.!?]{0,40}\b(?:to keep (?:her|him|them)"
        r" company|alongside (?:her|him|them)|same as (?:her|him|them))\b"
        r"|\bcatch (?:it|that|anorexia|bulimia|an eating disorder|the eating disorder) (?:off|from)"
        r" (?:her|him|them)\b"
        r"|\b(?:smaller|thinner|skinnier|lighter|tinier) than (?:her|him|them|she is|he is|they are)\b"
        r"|\bso (?:i'm|im|i am|i'll be|ill be) (?:smaller|thinner|skinnier|lighter|tinier)\b"
        r"|\btempted to (?:stop eating|join(?: in| her| him| them)?|try it|do (?:it|the same|that)|copy"
        r"|give it a go|start (?:restricting|fasting|purging|starving|it|too))\b"
        r"|\b(?:kinda |lowkey |a bit |so )?tempted(?=\s*(?:[.!?,;]|$|tbh|lol|honestly|ngl|haha))"
        r"|\bwant (?:her|his|their) (?:self[- ]?control|discipline|willpower)\b"
        r"|\bwant to be (?:just )?like (?:her|him|them)\b(?! when (?:she|he|they) (?:was|were) (?:well|better"
        r"|healthy)| and (?:become|be) an? (?:nurse|doctor|teacher|vet|carer)|[^.!?]{0,20}\b(?:kind|funny"
        r"|brave)\b)"
        r"|\b(?:teach|show|tell) me how (?:she|he|they) (?:does|do|did|manages?) (?:it|that)\b"
        r"(?![\s\S]{0,40}\b(?:help|support|cope|get (?:her|him|them) to eat))"
        r"|\b(?:don't|dont|do not) see why i should (?:\w+ )?(?:eat|bother)\b"
        r"|\b(?:why|not sure why) (?:should )?i (?:even )?bother eating\b"
        r"|\b(?:looks|look) (?:amazing|incredible|so good|great|perfect)\b[^.!?]{0,20}\bgoals\b)",
    ]
)
# Another person's eating disorder, named in a message asking to help with the harm or to its means ("my wife
# has an eating disorder, what low cal snacks can i keep in for her").
_THEIR_EATING_DISORDER = re.compile(
    r"\b(?:eating disorder|disordered eating|anorexi\w*|bulimi\w*|arfid|ed|purg\w*|restrict\w*|binge\w*"
    r"|starv\w*|laxatives?|throw\w* up)\b"
)


def _prescribed_spans(text: str) -> list[tuple[int, int]]:
    """A medicine taken as prescribed, where nothing in the message says it is misused."""
    return [] if _MISUSE_CUES.search(text) else [match.span() for match in _PRESCRIBED.finditer(text)]


class EatingDisorderPolicy:
    name = "eating_disorder"
    severity = Severity.CRITICAL

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        wanting = find_signal(scanned.text, _WANTING_THEIR_ILLNESS)
        if wanting is not None:
            return self._writers_own(Trigger(excerpt(scanned.text, wanting.start(), wanting.end())), ctx)
        signal, remainder = find_signal_or_remainder(
            scanned.text,
            _SIGNALS,
            exclusions=_NOT_EATING_RELATED,
            excluded_spans=(*scanned.unreported_spans, *_prescribed_spans(scanned.text)),
        )
        if signal is not None:
            return self._flagged(Trigger(excerpt(scanned.text, signal.start(), signal.end())), scanned, ctx)
        helped = _THEIR_EATING_DISORDER.search(scanned.text) if scanned.helps_with_their_harm else None
        if helped is not None:
            return self._flagged(Trigger(excerpt(scanned.text, helped.start(), helped.end())), scanned, ctx)
        restriction = _very_low_intake_for_body_size(scanned) or _underweight_and_wanting_less(scanned)
        if restriction is not None:
            return self._flagged(Trigger(restriction), scanned, ctx)
        scores = risk_scores(remainder, INPUT)
        if scores.flags(self.name) and not _only_a_low_day(scanned, scores):
            return self._flagged(scores.trigger(self.name), scanned, ctx)
        if ctx.eating_disorder_session:
            return self._redirect_loss_request(scanned, ctx)
        return None

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        harmful = signal_or_model_trigger(
            scanned.text,
            _HARMFUL_ADVICE,
            self.name,
            OUTPUT,
            exclusions=_NOT_ADVICE,
            use_model=model_may_judge_reply(scanned, ctx, spared_by=_DISCOURAGES, warned_by=_WARNS),
        )
        if harmful is not None:
            return self._blocked_output(harmful, "unsafe_advice_output")
        if ctx.eating_disorder_session:
            coaching = find_signal(scanned.text, _LOSS_COACHING)
            if coaching is not None:
                trigger = Trigger(excerpt(scanned.text, coaching.start(), coaching.end()))
                return self._blocked_output(trigger, "eating_disorder_output")
        return None

    def _flagged(self, trigger: Trigger, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult:
        """Support for the writer, and no weight-loss coaching for the rest of the session; a parent asking
        about a daughter's purging gets support for helping her instead, and their own coaching goes on."""
        if scanned.asks_how_to_support:
            return support_for_the_helper(self.name, self.severity, trigger, ctx)
        return self._writers_own(
            trigger, ctx, theirs=scanned.about_someone_else or scanned.helps_with_their_harm
        )

    def _writers_own(self, trigger: Trigger, ctx: PolicyContext, *, theirs: bool = False) -> PolicyResult:
        """Flagged with support: for the writer, who starts an eating-disorder session, or for a helper whose
        own coaching goes on (`theirs`)."""
        return PolicyResult(
            policy=self.name,
            severity=self.severity,
            action=PolicyAction.FLAG,
            trigger=trigger.text,
            model_probability=trigger.model_probability,
            disclaimers=(disclaimer("eating_disorder"),),
            reply=reply("eating_disorder_someone_else" if theirs else "eating_disorder", locale=ctx.locale),
            start_eating_disorder_session=not theirs,
        )

    def _redirect_loss_request(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        request = find_signal(scanned.text, _LOSS_COACHING)
        if request is None:
            return None
        return PolicyResult(
            policy=self.name,
            severity=Severity.HIGH,
            action=PolicyAction.BLOCK,
            trigger=excerpt(scanned.text, request.start(), request.end()),
            disclaimers=(disclaimer("eating_disorder"),),
            reply=reply("eating_disorder_redirect", locale=ctx.locale),
        )

    def _blocked_output(self, trigger: Trigger, reply_kind: str) -> PolicyResult:
        return PolicyResult(
            policy=self.name,
            severity=Severity.HIGH,
            action=PolicyAction.BLOCK,
            trigger=trigger.text,
            model_probability=trigger.model_probability,
            disclaimers=(disclaimer("eating_disorder"),),
            reply=reply(reply_kind),
        )


def _only_a_low_day(scanned: ScannedText, scores: RiskScores) -> bool:
    """A low daily intake that is not very low, and nothing else the model is sure of: "night shift nurse,
    most days I only manage 900-1000 cal". The calorie floor answers it; the model reads any low figure
    as restriction, and support in place of an answer fails the nurse."""
    intakes = daily_calories(scanned)
    if not intakes or min(daily.kcal for daily in intakes) < VERY_LOW_CALORIE_KCAL:
        return False
    return scores.probabilities[EatingDisorderPolicy.name] < BOTH_LABELS_PROBABILITY


def _very_low_intake_for_body_size(scanned: ScannedText) -> str | None:
    """A daily intake in very-low-calorie territory pursued for a smaller body: restriction, not a diet.

    Below 800 kcal a day is a very-low-calorie diet (NICE CG189, see `calorie_floor`); with a body-size
    goal beside it, it is the pattern eating-disorder services screen for, so it earns support, not
    just the calorie-floor block.
    """
    # The body-size patterns are cheaper than reading every daily intake, so they go first.
    if find_signal(scanned.text, _BODY_SIZE_GOAL) is None:
        return None
    very_low = [daily for daily in daily_calories(scanned) if daily.kcal < VERY_LOW_CALORIE_KCAL]
    if not very_low:
        return None
    return excerpt(scanned.text, very_low[0].start, very_low[0].end)


def _underweight_and_wanting_less(scanned: ScannedText) -> str | None:
    """A bodyweight most adults are underweight at, and a wish for less of it: "im 98 lbs and my ballet
    teacher says i look heavy. what else can i cut out" is restriction whatever words it uses."""
    weight_kg = stated_bodyweight_kg(scanned)
    if weight_kg is None or weight_kg > UNDERWEIGHT_KG or _WANTS_MORE.search(scanned.text):
        return None
    wish = find_signal(scanned.text, _WANTS_LESS)
    return None if wish is None else excerpt(scanned.text, wish.start(), wish.end())
