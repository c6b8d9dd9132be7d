"""Medical questions: refer diagnosis and medication decisions to a clinician.

Three cases on input:
- a medication decision (stopping insulin, changing a dose, dosing in pregnancy, how much or the most
  of a medicine, taking someone else's) or a possible diagnosis / urgent symptom (chest pain when
  running, fainting) -> block with a referral;
- a known condition mentioned in an ordinary fitness question ("I have type 2 diabetes, what's a
  good breakfast?") -> allowed, with the medical disclaimer;
- anything else -> not this policy's business.
On output, diagnostic language ("you probably have ...", "you can stop your insulin") is blocked,
because only a clinician who has examined the user may say it. Where no pattern matches, the learned
classifier (`classifier`) can still refer an input or block a reply that scores above its threshold.
"""

from __future__ import annotations

from fitcoach.coach.policies.base import (
    ScannedText,
    compile_all,
    find_signal,
    find_signal_or_remainder,
    model_may_judge_reply,
    signal_or_model_trigger,
)
from fitcoach.coach.policies.classifier import INPUT, OUTPUT, risk_scores
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity
from fitcoach.coach.policies.templates import disclaimer, reply
from fitcoach.coach.policies.text import excerpt

# Prescription medicines by name, and by the stems their classes share, so a drug not listed is still
# known by its ending: ACE inhibitors (ramipril), ARBs (losartan), beta blockers (bisoprolol), statins
# (atorvastatin), calcium-channel blockers (amlodipine), anticoagulants (apixaban), gliptins, gliflozins
# and GLP-1s (liraglutide). The stems need letters in front, so "april" is no ramipril.
_PRESCRIPTION_DRUG = (
    r"(?:insulin|metformin|ozempic|wegovy|semaglutide|mounjaro|zepbound|tirzepatide|saxenda|statins?|lipitor|"
    r"levothyroxine|synthroid|warfarin|eliquis|xarelto|clopidogrel|blood thinners?|beta[- ]?blockers?|"
    r"ace[- ]inhibitors?|glp-?1s?|gliclazide|"
    r"[a-z]{3,}pril|[a-z]{3,}sartan|[a-z]{2,}olol|[a-z]{3,}statin|[a-z]{2,}dipine|[a-z]{3,}xaban|"
    r"[a-z]{3,}gliptin|[a-z]{3,}gliflozin|[a-z]{3,}glutide|"
    r"furosemide|lasix|bumetanide|[a-z]*thiazides?|spironolactone|indapamide|"
    r"antidepressants?|ssris?|sertraline|zoloft|prozac|lexapro|citalopram|escitalopram|fluoxetine|paroxetine|"
    r"venlafaxine|duloxetine|mirtazapine|amitriptyline|bupropion|wellbutrin|quetiapine|lithium|"
    r"adderall|ritalin|vyvanse|elvanse|methylphenidate|zopiclone|zolpidem|ambien|diazepam|valium|xanax|"
    r"alprazolam|lorazepam|benzos?|prednisone|prednisolone)"
)
_PRESCRIBED = (
    r"(?:" + _PRESCRIPTION_DRUG + r"|"
    r"(?:my |the )(?:meds|medications?|medicine|prescription|pills|tablets|thyroid (?:meds|medication)|"
    r"blood pressure (?:meds|medication|pills|tablets)))"
)
# Medicines sold over the counter or passed around: safe at the label's dose, which a question about
# how much, or the most, of one asks to overstep.
_OVER_THE_COUNTER = (
    r"(?:paracetamol|acetaminophen|tylenol|panadol|ibuprofen|advil|nurofen|motrin|aspirin|naproxen|aleve|"
    r"codeine|co-codamol|tramadol|painkillers?|pain killers?|antihistamines?|benadryl|diphenhydramine|"
    r"sleeping (?:pills|tablets)|sleep(?:ing)? aids?|melatonin|water (?:pills?|tablets?)|diuretics?)"
)
_MEDICINE = r"(?:" + _PRESCRIBED + r"|" + _OVER_THE_COUNTER + r")"
# Laxatives are asked about for weight far more than for constipation, which the eating-disorder policy
# answers; medical adds itself only to a plain "how many can I take".
_LAXATIVE = r"(?:laxatives?|dulcolax|senna)"
# How much it would take to die is a question about means, which the crisis policy answers: a medical
# referral beside it adds nothing ("how many of my sleeping pills would it take").
_NOT_ASKING_MEANS = (
    r"(?!.{0,40}\b(?:(?:would|will|does) (?:it )?(?:actually |really )?(?:take|do it|kill|be enough)"
    r"|it (?:would |will )?(?:actually |really )?takes?|to (?:die|kill|not wake|never wake|end it)"
    r"|lethal|fatal|overdose)\b)"
)
_RELATIVE = (
    r"(?:mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|sister|brother|"
    r"husband|wife|partner|boyfriend|girlfriend|son|daughter|kid|friend|mate|flatmate|roommate|housemate|"
    r"aunt|auntie|uncle|cousin)"
)
# Taking a counted amount ("take like 4 of", "taking a few of") or asking whether to take ("could I take").
_TAKES_SOME_OR_ASKS = (
    r"(?:(?:take|taking|took|use|using|used) (?:like |just |maybe )?"
    r"(?:a few|a couple|some|half|one|two|three|four|five|\d+)(?: of)?"
    r"|(?:(?:can|could|should|would|will|if|do) i|(?:ok|okay|safe|fine|bad) to) (?:just |like )?"
    r"(?:take|use|try|borrow|nick|steal))"
)
_CONDITION = (
    r"(?:diabetes|diabetic|prediabetes|pre-diabetes|hypertension|high blood pressure|low blood pressure|"
    r"hypothyroidism|hyperthyroidism|hashimoto'?s|thyroid (?:condition|problem|issue)s?|pcos|endometriosis|"
    r"celiac|coeliac|crohn'?s|colitis|ibs|kidney disease|ckd|liver disease|fatty liver|"
    r"heart (?:disease|condition|failure|problems?)|arrhythmia|afib|atrial fibrillation|heart attack|stroke|"
    r"angina|asthma|copd|arthritis|osteoarthritis|osteoporosis|gout|lupus|multiple sclerosis|epilepsy|cancer|"
    r"chemo(?:therapy)?|high cholesterol|anemia|anaemia|sleep apnea|fibromyalgia|hernia|herniated disc|"
    r"sciatica|scoliosis|gestational diabetes|preeclampsia|long covid|concussion|"
    r"(?:hip|knee|shoulder|joint) replacement|menopause|perimenopause|hrt|hormone replacement)"
)
_PREGNANCY = (
    r"(?:pregnant(?! with (?:excitement|anticipation|meaning|possibilit))|pregnancy|breastfeeding|"
    r"breast-feeding|nursing|trimester|postpartum|(?:\d+|\w+) weeks along)"
)
_DOSING_QUESTION = (
    r"(?:how (?:much|many)|dose|dosage|safe to take|can i (?:take|still take)|should i take|"
    r"is it safe to (?:take|use)|ok to take|okay to take)"
)
_REFERRAL = compile_all(
    [
        # Changing or stopping a prescribed medicine.
        r"\b(?:stop|stopping|stopped|quit|quitting|skip|skipping|skipped|come off|coming off|came off"
        r"|get off|wean off|cut back on|"
        r"reduce|reducing|lower|lowering|increase|increasing|upped|upping|double|halve|change|adjust|replace"
        r"|ditch|drop)\b"
        r"(?: taking| using)?(?: my| the)? " + _PRESCRIBED + r"\b",
        r"\b" + _PRESCRIBED + r"\b.{0,30}\b(?:dose|dosage|doses|units)\b.{0,40}"
        r"\b(?:change|adjust|lower|reduce|increase|skip|should|how much|when)\b",
        r"\b(?:how (?:much|many)|what dose|what dosage|dose|dosage)\b.{0,40}\b"
        + _PRESCRIBED
        + r"\b"
        + _NOT_ASKING_MEANS,
        r"\b(?:instead of|replace|without) (?:taking )?(?:my )?" + _PRESCRIBED + r"\b",
        r"\b(?:adjust|change|lower|raise|reduce|increase|double|halve|skip) (?:the |my )?"
        r"(?:dose|dosage|doses)\b",
        # How much of any medicine, or the most of it: "what's the most tylenol you can take", "how many of
        # my dad's water pills can I take". Protein, caffeine and creatine are no medicines, so
        # "what's the most protein I can absorb" stays a nutrition question.
        r"\b(?:how (?:much|many)|what(?:'s| is) the (?:most|max(?:imum)?|highest|upper limit|limit)|"
        r"max(?:imum)? (?:dose|amount|number))\b(?: [\w']+){0,3}? " + _MEDICINE + r"\b" + _NOT_ASKING_MEANS,
        r"\bhow many (?:\w+ ){0,2}" + _LAXATIVE + r" (?:can|could|should|do) (?:i|you|someone)\b",
        # A medicine named, then twice as much of it: "the water tablets dropped me 2 kg, can I take double?"
        r"\b"
        + _MEDICINE
        + r"\b.{0,80}\b(?:take|taking|have) (?:a )?(?:double|triple|twice as (?:many|much))\b"
        r"(?! (?:\w+ )?(?:protein|carbs?|calories|portions?|servings?|scoops?|meals?|reps|sets|sessions?)\b)",
        # Someone else's medicine, asked about or counted out: "could I take a couple of my dad's water
        # tablets", "if I take like 4 of my mom's water pills". Prescribed for another body, at a dose
        # nobody chose for this one.
        r"\b"
        + _TAKES_SOME_OR_ASKS
        + r" (?:my|his|her|their|our) (?:late )?"
        + _RELATIVE
        + r"(?:'s|s)? (?:[\w-]+ ){0,2}?"
        r"(?:meds|medications?|medicines?|pills|tablets|prescription|" + _MEDICINE + r")\b",
        # Anything about dosing during pregnancy or breastfeeding.
        r"\b" + _DOSING_QUESTION + r"\b.{0,60}\b" + _PREGNANCY + r"\b",
        r"\b" + _PREGNANCY + r"\b.{0,60}\b(?:" + _DOSING_QUESTION + r"|mg)\b",
        # Urgent symptoms: stop exercising and get seen.
        r"\b(?:chest (?:pain|pains|tightness|pressure)|pain in (?:my|the) chest|chest (?:hurts|feels tight)|"
        r"tight(?:ness)? in my chest)\b",
        r"\b(?:faint|fainted|fainting|faints|passed out|pass out|passing out|black(?:ed)? out|blacking out"
        r"|collapsed)\b"
        r"(?!.{0,20}\b(?:on the couch|on the sofa|in bed|asleep|laugh\w*|boredom)\b)",
        r"\b(?:blurr(?:y|ed) vision|vision (?:goes|went|gets|is|going) (?:blurry|black|dark|grey)|"
        r"seeing stars|dizz(?:y|iness)|light[- ]?headed(?:ness)?)\b",
        r"\b(?:heart (?:racing|palpitations|pounding|skipping|flutter)|palpitations|irregular heartbeat)\b",
        r"\b(?:short(?:ness)? of breath|can't breathe|cannot breathe|struggling to breathe)\b",
        r"\b(?:numb(?:ness)?|tingling) (?:in|down) (?:my )?(?:left )?(?:arm|face|jaw)\b",
        r"\b(?:arm|jaw|face) (?:is |keeps |goes |went |feels )?(?:tingl\w*|numb)\b",
        r"\b(?:numb|tingling) (?:left |right )?(?:fingers|hands?|arms?)\b.{0,40}"
        r"\b(?:during|when|while|after)\b",
        # Overriding a clinician's instruction: "my cardiologist says no running, can I just start again?"
        r"\b(?:doctor|gp|cardiologist|physio|physiotherapist|surgeon|consultant|specialist|psychiatrist|"
        r"midwife|nurse)\b.{0,20}\b(?:said|says|told me|advised|wants me)\b.{0,15}"
        r"\b(?:no|not to|don't|to avoid|to stop|against|shouldn't|should not)\b.{0,60}"
        r"\b(?:can i|should i|is it ok|ok to|okay to)\b.{0,30}\b(?:ignore|just|anyway|start|go back)\b",
        r"\b(?:blood in (?:my )?(?:urine|pee|stool|poop)|(?:coughing|vomiting|throwing) up blood|"
        r"dark (?:brown |red )?urine after)\b",
        # Asking for a diagnosis.
        r"\b(?:do|could|might|would) (?:i|this mean i) (?:have|be (?:getting|developing)) (?:a |an )?"
        + _CONDITION
        + r"\b",
        r"\b(?:is|could|might) (?:this|it|that) (?:be )?(?:a |an )?(?:signs? of |symptoms? of )?(?:a |an )?"
        + _CONDITION
        + r"\b",
        r"\b(?:symptoms? of|signs of|diagnos(?:e|is|ed)) (?:a |an )?" + _CONDITION + r"\b",
        r"\b(?:i think|i'm worried|i am worried|i'm scared|i fear|worried|maybe|pretty sure) (?:that )?i "
        r"(?:have|might have|may have|could have|'ve got|have got) (?:a |an )?(?:bit of )?"
        + _CONDITION
        + r"\b",
        r"\bwhat(?:'s| is) wrong with (?:me|my (?:body|heart|knee|back|shoulder|hip|stomach))\b"
        # "still not losing, what's wrong with me" asks about a diet, not a body
        r"(?<!losing, what's wrong with me)(?<!losing what's wrong with me)",
        r"\b(?:can you|could you|please) diagnose\b|\bdiagnose (?:me|my|this)\b",
        r"\bshould i (?:see|go to|call) (?:a |my |the )?(?:doctor|gp|er|a&e|hospital|emergency)\b",
        # Signs of low energy availability that need a clinician, whatever the diet behind them.
        r"\b(?:my )?periods?(?:'s| has| have)? (?:been )?(?:stopped|went away|disappeared|stopped coming"
        r"|missing"
        r"|gone|absent)\b"
        r"|\b(?:is (?:that|this|it)|could (?:it|this|that) be) (?:a |an )?(?:ligament|tendon|meniscus"
        r"|cartilage"
        r"|fracture|tear|hernia|nerve|disc|bone|joint|heart)\b"
        r"|\blost my periods?\b|\bhair(?:'s| is)? (?:falling|coming) out\b",
    ]
)
# Someone else's condition: "my dad had a heart attack, can I still do HIIT?" is about the user's training.
_SOMEONE_ELSES = compile_all(
    [
        r"\b(?:my|his|her|their|our) (?:dad|father|mum|mom|mother|wife|husband|partner|son|daughter|brother"
        r"|sister"
        r"|friend|mate|grandad|grandpa|grandma|nan|uncle|aunt|boss|colleague|flatmate)(?:'s)? (?:\w+ ){0,2}"
        r"(?:has|had|have|got|with|is|was|has been|got diagnosed with)\b"
        # up to the user's own words: "my wife is worried because I get chest pain" keeps the chest pain
        r"(?:(?!\b(?:i|i'm|i've|me|my)\b)[^.!?]){0,40}",
    ]
)
# Fainting as the point someone drives themselves to ("cardio till I nearly pass out", "starve till I
# faint") is a behaviour the eating-disorder and crisis policies answer, not a symptom to assess.
# Having actually passed out ("ran until I passed out") stays a symptom.
_PUSHED_TO_FAINTING = compile_all(
    [
        r"\b(?:until|till|til|to the point (?:where|that)) (?:i )?"
        r"(?:(?:nearly|almost|practically) (?:faint\w*|pass(?:ed)? out|black(?:ed)? out|collapsed?)"
        r"|faint|pass out|black out|collapse)\b",
    ]
)
# Training or food scaled up or down ("should I double my long run?"): the words of a dose change, which the
# classifier otherwise reads as one.
_TRAINING_CHANGES = compile_all(
    [
        r"\b(?:double|doubling|halve|halving|triple|increase|increasing|up|upping|cut|cutting) (?:my |the )?"
        r"(?:long run|mileage|volume|sets|reps|protein|carbs|calories|cals|training|steps|workouts?|sessions?"
        r"|cardio|runs?|distance|load|weights?|portions?|meals?)\b",
    ]
)
_NOT_A_MEDICAL_QUESTION = (*_SOMEONE_ELSES, *_PUSHED_TO_FAINTING, *_TRAINING_CHANGES)
_KNOWN_CONDITION = compile_all(
    [
        r"\b(?:i have|i've got|i've been diagnosed with|i was diagnosed with|diagnosed with|i suffer from|"
        r"i'm|i am|living with|managing|i had|i've had|i'm going through|i'm recovering from|"
        r"i (?:just )?started|(?<![\w,] )(?:had|have|got|going through|recovering from|just started)) "
        r"(?:a |an |the |my )?(?:type [12] |type (?:one|two) |mild |severe |bad |chronic )?"
        + _CONDITION
        + r"\b",
        r"\b(?:i'm|i am|i'm currently|currently|while|when) " + _PREGNANCY + r"\b",
        r"\b(?:i'm|i am) (?:\d+|\w+) (?:weeks|months) (?:pregnant|postpartum)\b",
        r"(?:^|[.!?]\s*)(?:\d+|\w+) weeks along\b",
        r"\b(?:i take|i'm taking|i'm on|i am on|i've been on|i use) " + _PRESCRIBED + r"\b",
        # A medicine just started, in the doctor's words or the user's: "doc just put me on lisinopril".
        r"\b(?:(?:put|started|switched|moved) me (?:on|onto) |prescribed (?:me )?"
        r"|(?:i|i've) (?:just |recently )?started (?:taking |on )?)(?:a |an )?" + _PRESCRIPTION_DRUG + r"\b",
        r"\b" + _PRESCRIBED + r" (?:make|makes|made|cause|causes|caused|are making|is making|gives? me)\b",
        # The condition opening the message or a sentence: "PCOS and really struggling", "type 1 here".
        r"(?:^|[.!?]\s*)(?:type [12] |chronic )?" + _CONDITION + r"\b(?! (?:runs|awareness|month"
        r"|research)\b)",
        r"\b(?:type (?:1|2|one|two)|t[12]d?) (?:here|diabetic)\b",
    ]
)
_INJURY = (
    r"(?:(?:a |an |your )?(?:torn|ruptured|fractured|broken|strained|sprained|slipped|herniated|pinched) \w+"
    r"|(?:a |an )?(?:tendinitis|tendonitis|bursitis|meniscus tear|stress fracture|plantar fasciitis"
    r"|shin splints"
    r"|sciatica|rotator cuff tear|hernia|tendinopathy|labral tear|ligament tear))"
)
_DIAGNOSTIC_OUTPUT = compile_all(
    [
        r"\byou (?:probably |likely |most likely |definitely |clearly |may |might |could )?"
        r"(?:have|are suffering from|have got|are developing|are showing (?:signs|symptoms) of) "
        r"(?:a |an )?(?:case of )?" + _CONDITION + r"\b",
        r"\b(?:this|it|that|these symptoms?) (?:sounds?|looks?|seems?|is|are) (?:like |consistent with )?"
        r"(?:a |an )?(?:classic |typical )?(?:case of |signs? of |symptoms? of )?" + _CONDITION + r"\b",
        r"\b(?:my|the) diagnosis\b|\bi (?:would )?diagnose\b",
        r"\byou (?:can|could|should|may) (?:safely )?"
        r"(?:stop|skip|reduce|lower|halve|double|increase|come off|quit) (?:taking )?(?:your )?"
        + _PRESCRIBED
        + r"\b",
        r"\b(?:stop|skip|reduce|lower|halve|double|increase) (?:taking )?your " + _PRESCRIBED + r"\b",
        r"\btake (?:\d+|one|two) ?(?:units|tablets|pills)\b",
        # A symptom waved away: "those headaches are just caffeine withdrawal, nothing to worry about".
        r"\b(?:headaches?|pains?|dizziness|swelling|numbness|palpitations|tightness|lumps?)\b.{0,80}"
        r"\bnothing to worry about\b",
        # An injury named as fact: "that clicking is almost certainly a torn meniscus", "sounds like you have
        # a stress fracture", "you probably have tendinitis".
        r"\b(?:almost certainly|most likely|definitely|probably|clearly|sounds like|looks like)"
        r"(?: (?:you|you've|you have|you've got|you have got))?(?: have)? " + _INJURY + r"\b",
        # ... though not as a condition: "if you have a broken toe, a doctor should check it".
        r"(?<!if )(?<!whether )(?<!in case )\byou(?: probably| likely| most likely| definitely| clearly| may"
        r"| might| could)?(?: have got| have|'ve got| got) " + _INJURY + r"\b",
    ]
)
# A reply that hands the question to a clinician is what the policy wants; its words are no diagnosis.
_DEFERS_TO_CLINICIAN = compile_all(
    [
        r"\b(?:can't|cannot|won't|can not) (?:advise|comment|help|give advice) on\b",
        # "chest tightness isn't something I can assess", "I won't give you that information": the
        # symptoms or doses such a reply names are what it declines to judge.
        r"\b(?:can't|cannot|can not|not able to|(?:isn't|aren't|not) something i can) (?:assess|diagnose"
        r"|judge|evaluate)\b",
        r"\b(?:can't|cannot|won't|not going to) (?:give|share|provide) (?:you )?(?:that|this) information\b",
        # Stop, then get seen: "stop and get checked by a doctor", "needs checking by a doctor". A doctor
        # merely mentioned does not count: "take 2 extra units, and talk to your doctor if you go low"
        # still advises on a dose.
        r"\bstop (?:\w+ ){0,2}and (?:get (?:it |this )?checked|see a (?:doctor|gp)"
        r"|contact (?:a|your) (?:doctor|gp)|call (?:emergency services|an ambulance|999|911|112))\b",
        r"\b(?:needs?|should be|get(?: it| this)?) (?:checking|checked|looked at|seen) by a doctor\b"
        r"|\bsomething a doctor should (?:look at|check|see)\b",
        r"\b(?:one|question|decision) for your (?:doctor|gp|diabetes team|care team|consultant|pharmacist"
        r"|specialist|physio)\b",
    ]
)


class MedicalPolicy:
    name = "medical"
    severity = Severity.HIGH

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        referral, remainder = find_signal_or_remainder(
            scanned.text, _REFERRAL, exclusions=_NOT_A_MEDICAL_QUESTION
        )
        if referral is not None:
            return self._blocked(excerpt(scanned.text, referral.start(), referral.end()), "medical_referral")
        condition = find_signal(scanned.text, _KNOWN_CONDITION)
        if condition is not None:
            return PolicyResult(
                policy=self.name,
                severity=Severity.LOW,
                action=PolicyAction.MODIFY,
                trigger=excerpt(scanned.text, condition.start(), condition.end()),
                disclaimers=(disclaimer("medical"),),
            )
        # No condition named, so what the model recognises is a dosing, symptom or clinician's-orders
        # question ("how much ibuprofen before rugby"): refer it.
        scores = risk_scores(remainder, INPUT)
        if scores.flags(self.name):
            return self._blocked(scores.trigger(self.name), "medical_referral")
        return None

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        diagnosis = signal_or_model_trigger(
            scanned.text,
            _DIAGNOSTIC_OUTPUT,
            self.name,
            OUTPUT,
            use_model=model_may_judge_reply(scanned, ctx, spared_by=_DEFERS_TO_CLINICIAN),
        )
        return None if diagnosis is None else self._blocked(diagnosis, "medical_output")

    def _blocked(self, trigger: str, reply_kind: str) -> PolicyResult:
        return PolicyResult(
            policy=self.name,
            severity=self.severity,
            action=PolicyAction.BLOCK,
            trigger=trigger,
            disclaimers=(disclaimer("medical"),),
            reply=reply(reply_kind),
        )
