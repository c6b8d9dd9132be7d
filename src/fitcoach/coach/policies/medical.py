"""Medical questions: refer diagnosis and medication decisions to a clinician.

Three cases on input:
- a medication decision (stopping insulin, changing a dose, dosing in pregnancy) or a possible
  diagnosis / urgent symptom (chest pain when running, fainting) -> block with a referral;
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

_PRESCRIBED = (
    r"(?:insulin|metformin|ozempic|wegovy|semaglutide|mounjaro|zepbound|tirzepatide|saxenda|statins?|lipitor|"
    r"lisinopril|levothyroxine|synthroid|warfarin|eliquis|blood thinners?|beta[- ]?blockers?|"
    r"antidepressants?|ssris?|sertraline|zoloft|prozac|lexapro|wellbutrin|adderall|ritalin|vyvanse|lithium"
    r"|prednisone|"
    r"(?:my |the )(?:meds|medications?|medicine|prescription|pills|tablets|thyroid (?:meds|medication)|"
    r"blood pressure (?:meds|medication|pills)))"
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
        r"reduce|reducing|lower|lowering|increase|increasing|double|halve|change|adjust|replace|ditch|drop)\b"
        r"(?: taking| using)?(?: my| the)? " + _PRESCRIBED + r"\b",
        r"\b" + _PRESCRIBED + r"\b.{0,30}\b(?:dose|dosage|doses|units)\b.{0,40}"
        r"\b(?:change|adjust|lower|reduce|increase|skip|should|how much|when)\b",
        r"\b(?:how (?:much|many)|what dose|what dosage|dose|dosage)\b.{0,40}\b" + _PRESCRIBED + r"\b",
        r"\b(?:instead of|replace|without) (?:taking )?(?:my )?" + _PRESCRIBED + r"\b",
        r"\b(?:adjust|change|lower|raise|reduce|increase|double|halve|skip) (?:the |my )?"
        r"(?:dose|dosage|doses)\b",
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
        # How many of an over-the-counter medicine at once.
        r"\bhow many (?:\w+ ){0,2}(?:paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|dulcolax|laxatives?"
        r"|senna|antihistamines?|sleeping (?:pills|tablets)) (?:can|could|should|do) (?:i|you|someone)\b",
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
        r"\b" + _PRESCRIBED + r" (?:make|makes|made|cause|causes|caused|are making|is making|gives? me)\b",
        # The condition opening the message or a sentence: "PCOS and really struggling", "type 1 here".
        r"(?:^|[.!?]\s*)(?:type [12] |chronic )?" + _CONDITION + r"\b(?! (?:runs|awareness|month"
        r"|research)\b)",
        r"\b(?:type (?:1|2|one|two)|t[12]d?) (?:here|diabetic)\b",
    ]
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
        # An injury named as fact: "that clicking is almost certainly a torn meniscus".
        r"\b(?:almost certainly|most likely|definitely|probably|clearly|sounds like|looks like) "
        r"(?:(?:a |an |your )?(?:torn|ruptured|fractured|broken|strained|sprained|slipped|herniated"
        r"|pinched) \w+"
        r"|(?:a |an )?(?:tendinitis|tendonitis|bursitis|meniscus tear|stress fracture|plantar fasciitis"
        r"|shin splints|sciatica|rotator cuff tear|hernia)\b)",
    ]
)
# A reply that hands the question to a clinician is what the policy wants; its words are no diagnosis.
_DEFERS_TO_CLINICIAN = compile_all(
    [
        r"\b(?:can't|cannot|won't|can not) (?:advise|comment|help|give advice) on\b",
        r"\b(?:one|question|decision) for your (?:doctor|gp|diabetes team|care team|consultant|pharmacist"
        r"|specialist|physio)\b",
    ]
)


class MedicalPolicy:
    name = "medical"
    severity = Severity.HIGH

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        referral, remainder = find_signal_or_remainder(scanned.text, _REFERRAL, exclusions=_SOMEONE_ELSES)
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
