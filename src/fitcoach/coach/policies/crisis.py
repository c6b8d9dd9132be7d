"""Suicide and self-harm: flag, answer with local support resources, never call the model.

The patterns describe *intent about oneself* (wanting to die, not wanting to exist, hurting
oneself on purpose) rather than listing phrases, so indirect wording is caught ("I don't want to be
here any more", "everyone would be better off without me"). Figurative speech common in fitness
talk is excluded explicitly: "this workout is killing me", "dying to try", "suicide sprints",
"I hurt myself deadlifting". Negation is honoured only for plain denials ("I'm not suicidal");
a hedge such as "I can't stop thinking about ending it" still fires. A message no pattern matches
is also flagged when the learned classifier (`classifier`) scores it at or above its threshold,
after the figurative phrases and denials the patterns recognise are blanked out.
"""

from __future__ import annotations

import re

from fitcoach.coach.policies.base import (
    ScannedText,
    compile_all,
    model_may_judge_reply,
    signal_or_model_trigger,
    support_for_the_helper,
)
from fitcoach.coach.policies.classifier import INPUT, OUTPUT
from fitcoach.coach.policies.frames import CHOSEN_METHOD, DONE_FIGHTING, METHOD_ON_THEMSELVES
from fitcoach.coach.policies.models import PolicyAction, PolicyContext, PolicyResult, Severity, Trigger
from fitcoach.coach.policies.templates import disclaimer, reply
from fitcoach.coach.policies.text import COUNTDOWN_TO_THE_END, EXERTION, PILLS_SHOWN

_WANT = (
    r"(?:want(?:ed)? to|wanting to|going to|planning to|plan to|thinking (?:about|of)|"
    r"thought about|think about|feel like|should|might|urge to|will|i'll|tempted to|ready to|about to|"
    r"considering|could just|need to|wish i could|keep wanting to|i'd)"
)
# A wish about one's own death or non-existence, in whatever words: a desire or rumination frame
# followed closely by a death or non-existence frame ("I think about dying", "I hate being alive").
_DESIRE = (
    r"(?:want(?:s|ed|ing)? to|wish(?:ing)?(?: i could| to)?|would rather|feel(?:ing)? like|"
    r"think(?:ing)? (?:a lot )?(?:about|of)|thought (?:about|of)|fantasi[sz]e about|dream(?:ing)? about|"
    r"ready to|plan(?:ning)? to|tempted to|urge to|hate|tired of|sick of|exhausted (?:of|from|by)|weary of|"
    r"deserve to|long to|longing to|"
    r"i'd like to|need to|just want to|(?:resolution|goal|plan|wish)(?: for \d{4}| this year)? is to)"
)
_NON_EXISTENCE = (
    r"(?:die|dying|be dead|being dead|death|stop (?:existing|living|being alive|being here)|"
    r"not (?:exist|be alive|be here|be around|wake up|waking up)|never (?:wake|waking) up|"
    r"disappear(?: forever| for good)?|vanish|"
    r"be gone|being alive|be alive|existing|exist|not existing|not being here|not being alive)"
)
_DRUGS = (
    r"(?:pills|tablets|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|meds|medication|"
    r"painkillers|sleeping pills|laxatives|dulcolax|senna|endone|oxycodone|oxycontin|oxynorm|codeine"
    r"|tramadol|morphine|fentanyl|co-codamol|diazepam|valium)"
)
_ANY_MORE = r"(?:any ?more|any longer)"
_FOR_EVER = r"(?:forever|for ever|for always|for good|permanently)"
_BETTER = r"(?:better|happier|easier|fine|okay|ok|relieved)"
# "living on rice", "living in a deficit": the verb is about a way of life, not life itself.
_NOT_ABOUT_LIFE = (
    r"(?! (?:on|off|in|with|healthy|near|at|for|like that|without|out of|a|an|the|this|that|keto|holiday"
    r"|diet)\b)"
)
# What a dieter says goodbye to, in a letter or for good: "goodbye letter to sugar".
_VICES = (
    r"(?:sugar|carbs|junk(?: food)?|alcohol|booze|takeaways?|chocolate|fast food|soda|sweets|crisps|chips"
    r"|bread)"
)
# Days kept free of self-harm (or a drug), counted: "been clean 40 days", "3 months clean". Beside an urge to
# cut it makes the cut a blade's, not a diet's.
_CLEAN_STREAK = (
    r"(?:\b(?:been|stayed|staying|i'm|im|i am) clean\b(?! eat\w*| food\w*| diet\w*| bulk\w*)"
    r"|\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?|months?"
    r"|years?) clean\b)"
)
_URGE_TO_CUT = r"\b(?:want(?:ed)?|wanna|need(?:ed)?|urges?|itching|craving|tempted) (?:to )?cut\b"
# Hidden until help comes too late, said or role-played: "she'd make sure nobody could find her until it was
# too late".
_HIDDEN_UNTIL_TOO_LATE = (
    r"\b(?:make|makes|made|making) sure (?:nobody|no one|no-one) (?:could|can|would|will) find"
    r" (?:her|him|them|me|you) (?:until|till|before) it(?:'s| was| is| would be) too late\b"
)
_PATTERNS = compile_all(
    [
        # Named: suicide, self-harm, overdose (not "overdosed on coffee"; "suicide sprints" is figurative).
        r"\bsuicid(?:e|al|ality)\b",
        r"\bsuicide (?:note|plan|attempt|hotline|thoughts?)\b",
        r"\bself[- ]?harm(?:ing|ed|s)?\b|\bself[- ]?injur(?:y|e|ing)\b",
        r"\boverdos(?:e|es|ed|ing)\b",
        r"\bod on (?:my )?(?:pills|meds)\b",
        # A plan and nothing else, the whole message: "i have a plan" (not "i have a plan for my meals").
        r"^\W*(?:i have|i already have|i've got|ive got) a plan(?: now| tonight| for tonight"
        r"| this time)?\W*$",
        r"\bunalive\b|\bsewerslide\b",
        # Told to kill oneself and agreeing: "half my year group tells me to kys... they've got a point".
        r"\b(?:kys|kill (?:myself|yourself))\b.{0,80}\b(?:got a point|are right|they're right|maybe they're"
        r"|maybe i should|should i just)\b",
        r"\b(?:want to|going to|might|should|i'll|ima|about to|just) kms\b"
        r"|\bkms (?:tonight|today|tomorrow|now|soon|fr|for real)\b",
        # ... or after a blow that shakes a life: "failed my resit, gained 2kg, bf dumped me over text. kms
        # lol" (not "lost my keys, kms").
        r"\b(?:failed (?:my )?(?:exams?|resits?|tests?|course|uni|year|module|degree)|flunked|dumped"
        r"|cheated|left me|broke up|fired|sacked|made redundant|lost my job|rejected|died|hate my life"
        r"|i'm done|im done|can't do this)\b[^\n]{0,120}\bkms\b",
        # Someone's farewell and then silence: "she texted 'thanks for everything, look after Biscuit for me'
        # and she's not picking up".
        r"\b(?:texted|text|messaged|message|sent|wrote|posted|note)\b[^\n]{0,30}"
        r"(?:thanks for everything|goodbye(?! (?:party|drinks|do|card|lunch|brunch|dinner|email|post|gift"
        r"|present|message))|bye forever|look after (?:\w+ ){1,2}for me|take care of (?:\w+ ){1,2}for me"
        r"|i love you all|sorry for everything)\b[^\n]{0,120}"
        r"\b(?:not|isn't|won't|hasn't been|stopped) (?:picking up|answering|replying|responding)\b(?! about)"
        # unless a harmless reason is given: "... probably on the plane"
        r"(?![^.!?]{0,40}\b(?:probably|must be) (?:just )?(?:asleep|busy|at work|driving|flying|boarding"
        r"|on (?:a|the) (?:plane|flight|train)|out of battery|in a meeting)\b)",
        # A method researched and chosen: "been reading up on ways and i think ive picked one".
        r"\b(?:reading up on|read up on|looking (?:up|into)|researching|googling) "
        r"(?:(?:different|all the|some|a few|the) )?" + CHOSEN_METHOD,
        r"\b(?:gun|barrel|pistol|revolver) (?:in|to|against) my (?:mouth|head|temple)\b",
        # Methods and preparation: lethal doses, stockpiles, notes, ropes.
        r"\b" + _DRUGS + r"\b.{0,30}\b(?:kill me|be (?:fatal|lethal)|to die|overdose|end it)\b",
        r"\b(?:lethal|fatal) (?:dose|amount|overdose)\b",
        r"\bhow (?:much|many) (?:of )?(?:(?:my |the |those )?" + _DRUGS + r"|(?:my|those) [\w-]+)\b.{0,40}"
        r"(?:\b(?:die|kill|overdose|end it|lethal|fatal)\b"
        r"|\b(?:would (?:it )?(?:actually |really )?take|it would (?:actually |really )?take)\s*(?:[.?!]|$))",
        # Means at hand: pills laid out, a gun kept by the bed ("bought a gun. dont worry i keep it at my
        # bedside lol").
        r"\b(?:meds|pills|tablets|paracetamol|painkillers)\b[^.!?]{0,20}\b(?:in a pile|piled up|lined up"
        r"|counted out|laid out|in front of me)\b",
        r"\b(?:bought|got|have|keep|keeping|kept) (?:myself |me )?(?:a |my |the )?"
        r"(?:gun|pistol|handgun|revolver|shotgun)\b.{0,60}"
        r"\b(?:bedside|by (?:my|the) bed|under (?:my|the) pillow|loaded)\b",
        # ... or held for no use named: "sit on the porch with daddy's pistol in my lap"
        r"\b(?:gun|pistol|handgun|revolver|shotgun|rifle) (?:in|on|across) my (?:lap|knees?)\b",
        # ... or "eaten", as police and soldiers say it: "we just eat our gun eventually right lol"
        r"\beat(?:s|ing)? (?:my|our|his|her|their|your|a|the) (?:service )?(?:gun|pistol|handgun|revolver"
        r"|shotgun|rifle|weapon|glock|sidearm|bullet)\b",
        # ... or a car readied with a hose: "sat in the car outside the bookies with the hose from the garage
        # in the boot"
        r"\b(?:sat|sitting|sit|sits) in (?:the|my) (?:car|van|truck|ute)\b[^.!?]{0,60}\b(?:hose|hosepipe"
        r"|charcoal|exhaust pipe|engine running)\b",
        # Life quit as a game is quit: "rage quit life pending. just need to work out the how".
        r"\brage[- ]?quit(?:ting)? (?:life|irl|existing|everything)\b|\bquit(?:ting)? life\b",
        # Oneself as the thing to be rid of: "fastest way to get rid of myself. not weight. me."
        r"\b(?:get|getting) rid of myself\b",
        # An attempt of one's own, and the feeling coming back: "tried to od last yr and i can feel it
        # creeping back in".
        r"\b(?:tried to|attempted to) (?:od|overdose|kill myself|end (?:it|my life)|take my (?:own )?life)\b"
        r".{0,80}\b(?:creeping back|coming back|back again|feel(?:ing)? (?:it|that|like that) again"
        r"|same place|there again|heading back)\b",
        # The next of those lost, counted: "lost three mates since we got back. starting to think ill be the
        # fourth".
        r"\blost (?:\w+ ){0,2}(?:mates|friends|brothers|buddies|comrades|colleagues|guys|lads)\b.{0,80}"
        r"\b(?:i'll|ill|i will|i'm going to|i'm gonna|gonna) be (?:the )?(?:next|second|third|fourth|fifth"
        r"|sixth|seventh)\b",
        # An end wished to come soon: "I'd like to go sooner rather than later, to be honest with you".
        r"\b(?:i'd like|i would like|i want|i'm ready|i am ready|i'm hoping|i hope) to go sooner rather than"
        r" later\b(?! (?:to|with|on|for|and)\b)",
        # Affairs put in order for after: "so the coroner has accurate numbers", "if something happened to me
        # my dog would be fine with my roommate right?".
        r"\bthe coroner\b|\bmy (?:obituary|autopsy|post[- ]mortem)\b",
        r"\bif (?:something|anything) (?:happened|happens|were to happen) to me\b.{0,60}"
        r"\b(?:would|will|'d) be (?:fine|ok|okay|alright|all right|looked after|taken care of|sorted)\b",
        # Assisted dying looked into, or the fight given up: "reading up on Dignitas and I think I'm done
        # fighting".
        r"\b(?:reading up on|read up on|looking into|researching|considering|thinking about|contacted|booked"
        r"|signed up with|applying to) (?:\w+ )?(?:dignitas|assisted (?:dying|suicide)|euthanasia)\b",
        r"\b" + DONE_FIGHTING + r"\b",
        # How to cut, asked: "how deep do you actually have to cut for it to count" (the cut itself left to
        # the lookahead, out of reach of a diet's "need to cut").
        r"\bhow deep (?:do|does|should|would|can) (?:you|i|one|someone)\b(?= (?:\w+ ){0,3}cut\b)",
        # Hurting one's head as the relief: "I bang my head on the bathroom wall til it really hurts" (not
        # "like banging my head against a brick wall").
        r"(?<!like )(?<!feels like )\b(?:bang|banging|hit|hitting|slam|slamming) my head (?:on|against|into)"
        r" (?:the |a |my )?(?!brick wall)(?:\w+ )?(?:wall|door|floor|desk|mirror|sink)\b",
        # A relative's suicide, and the writer coming to see it or to follow: "Me da took his own life at 52
        # and I'm 51 now and I get it", "took his own life last year and i finally get why ... i'm next".
        r"\b(?:took (?:his|her|their) own life|killed (?:himself|herself|themselves)|died by suicide)\b"
        r".{0,80}"
        r"\b(?:i (?:finally |now |totally |kind of |kinda )?(?:get (?:it|why)|understand (?:why|it|him|her)"
        r"|see why)|same age|i'm \d+ now|makes sense to me)\b"
        r"|\b(?:took (?:his|her|their) own life|killed (?:himself|herself|themselves)|died by suicide)\b"
        r".{0,160}\bi(?:'m| am|'ll be| will be) (?:probably |surely )?next\b(?! (?:in line|up|to|on|for))",
        # No more time wanted: "what's the point of biohacking my lifespan to 100 when i don't even want the
        # next year", "another year of this" (not "another christmas like last year", "another year of being
        # unfit").
        r"\bi (?:don't|do not|dont) (?:even |really )?want (?:the next|another|next)"
        r" (?:year|week|month|decade|birthday|christmas|summer|winter)\b"
        r"(?! (?:like|with|at|in|on|to be)\b| of (?!this|it|life|living|existing)\b)",
        # A death taken back, and the taking back doubted: "set my goal weight to 'deceased'. kidding.
        # unless".
        r"\b(?:deceased|dead|death|die|dying|rip)\b['\u2019\"]?[^.!?]{0,20}[.!?]*\s*(?:jk|kidding|joking"
        r"|lol jk)[.!,]*\s*(?:unless|mostly|or am i|half)\b(?=\W*$|\s*[.!?\u2026])",
        # Wanting it over, said as the last word (not "I want it over with", a workout to finish).
        r"\bi (?:just )?want (?:it|this|everything|it all) (?:all )?over(?=\s*(?:[.!?,;]|$|now|already|tbh))",
        # Someone at a height now: "my mate is on the motorway bridge, what do i say to him".
        r"\b(?:he|she|they|my \w+)(?:'s| is|'re| are) (?:standing |sitting |sat )?(?:on|at) (?:the |a )?"
        r"(?:edge of (?:the |a )?)?(?:motorway |railway |river |road |foot)?(?:bridge|ledge|rooftop|roof edge"
        r"|cliff edge)\b(?! (?:club|team|game|party|pub|restaurant|night|tournament))",
        r"\b(?:take|taking|swallow|swallowing|took|down) (?:all|a bunch|a handful|loads|lots|"
        r"the whole (?:bottle|pack|box)) of (?:my |the |those )?" + _DRUGS + r"\b(?! for\b)",
        # A farewell or means of one's own, found by someone: "my sister found my goodbye letter".
        r"\bmy (?:goodbye|suicide|farewell|last) (?:note|letter|message)s?\b|\bmy stash of (?:pills|tablets"
        r"|meds|paracetamol|razors|blades)\b",
        # The writer's own self-harm marks, found or asked about: "my boyfriend found my cuts", "my girlfriend
        # keeps asking about the scars" (not scars from an operation or a fall).
        r"\b(?:my|the) (?:fresh |new |old )?(?:cuts|scars|marks|wounds|burns)\b"
        r"(?!\s*(?:from|after|of) (?:the |my |a )?(?:surgery|op|operation|c-section|section|climbing|fall"
        r"|crash|accident|cycling|biking|shaving|cooking|acne|chickenpox|tattoo))"
        r"(?=[^.!?]{0,40}\b(?:hide|hiding|cover|covering|explain|tell (?:her|him|them|my)|found|saw"
        r"|noticed)\b)"
        r"|\b(?:found|saw|seen|noticed|spotted|asking about|asks about|asked about|explain)"
        r" (?:the|my) (?:fresh |new )?"
        r"(?:cuts|scars|marks|burns)\b(?!\s*(?:from|after|of) (?:the |my |a )?(?:surgery|op|operation"
        r"|c-section"
        r"|fall|crash|accident))",
        # Hoping not to get up: "I hope one morning I just don't get up".
        r"\bhope (?:\w+ ){0,3}i (?:just )?(?:don't|do not|never|won't|will not|shall not|shan't) (?:wake|get)"
        r" up\b"
        r"(?=\s*(?:[.!?,;]|$|again|ever|anymore|any more|tomorrow|one day|some day|and))",
        # Someone else's attempt: "my friend tried to kill herself last night".
        r"\b(?:tried|attempted|trying|attempting) to (?:kill|hang|drown|shoot|poison|end|top|off|gas)"
        r" (?:himself|herself|themselves|themself|(?:his|her|their) (?:own )?life)\b"
        r"|\b(?:tried|attempted) to (?:overdose|take (?:his|her|their) (?:own )?life)\b",
        # Someone else's stated intent to die, by a method named: "my son says he's going to shoot himself".
        r"\b(?:going to|gonna|will|'ll|wants? to|planning to|plans to|about to|threaten\w* to) (?:\w+ )?"
        + METHOD_ON_THEMSELVES
        + r"\b"
        r"|\b(?:planning|plans|going|gonna|wants?) to end (?:his|her|their) (?:own )?life\b",
        # Someone else's wish to die, said of them: "my friend wants to end it, how do i support her?" (the
        # support question would otherwise lower the classifier's score); the frames decide whose it is.
        r"\b(?:he|she|they|friend|mate|sister|brother|son|daughter|mum|mom|dad|wife|husband|partner"
        r"|girlfriend"
        r"|boyfriend|flatmate|teammate)\b[^.!?]{0,15}\b(?:wants?|wanted|wanting|going|planning|plans"
        r"|talks? about"
        r"|talking about|keeps saying (?:she|he|they)(?: wants?| wanna)?) to (?:end it|die|jump"
        r"|kill (?:himself"
        r"|herself|themselves))\b",
        # Someone else's stated intent to die: "my friend says he'll kill himself tomorrow".
        r"\b(?:he|she|they|he's|she's|they're)\b[^.!?]{0,20}\b(?:going to|gonna|will|'ll|wants? to"
        r"|planning to"
        r"|plans to|about to|threaten\w* to|talk\w* about|thinking (?:about|of)) (?:kill\w*|end\w*|hurt\w*"
        r"|harm\w*) (?:himself|herself|themselves|themself|it all|his life|her life|their life)\b",
        # Joining someone: "I want to go where he is"; death prayed for; pills gathered from several chemists.
        r"\bi (?:just |really )?(?:want|wanna|need) to (?:go|be) (?:where|wherever) (?:he|she|they) (?:is|are"
        r"|went|has gone|have gone)\b(?!\s+(?:for|this|next|on|at|in|to|and (?:watch|see|visit))\b)",
        r"\b(?:praying|prayed|pray|hoping|wishing) (?:for )?(?:a heart attack|a car to (?:hit|take) me"
        r"|(?:a |the )?(?:fatal |bad )?(?:accident|crash) to (?:take|end) me|death|to not wake up|to die)\b",
        r"\b(?:went to|visited|been to|tried) (?:\w+ )?(?:different|several|multiple|a few|all the|three|four"
        r"|\d) (?:different )?(?:chemists|pharmacies|pharmacys|drug ?stores)\b",
        # Someone else's self-harm, for the frames to judge support or emergency: "my sister is cutting
        # herself".
        r"\b(?:cut|cutting|cuts|burn|burning|burns|hurting|harming|harms) (?:herself|himself|themselves"
        r"|themself)\b"
        r"(?! (?:shaving|cooking|chopping|on (?:a|the|some)|with (?:a|the) (?:knife|razor) (?:while|when)"
        r"|in the"
        r" kitchen|by accident|accidentally|at work|lifting|training|doing|playing|running))",
        # Things given away with no use for them after: "I have now given away my bicycle, my dumbbells and
        # most of my books ... as I will have no further use for them".
        r"\b(?:given|giving|gave) away\b[^.!?]{0,100}[.!?]?\s*[^.!?]{0,60}\bi(?:'ll| will| shall)"
        r" (?:have )?no (?:further |more |longer any )?(?:use|need) for (?:them|it|any of (?:it|them))\b"
        r"(?![^.!?]{0,30}\b(?:now (?:that )?(?:i|i've)|since|because|cos|as i've|got|bought|replaced|upgraded"
        r"|switched)\b)",
        # An apology left as the last word: "Final weigh-in attached. Please tell my sister I am sorry."
        r"\bplease tell (?:my \w+|them|her|him|everyone|my family) (?:that )?(?:i'm|i am|i was) (?:so )?sorry"
        r"(?=\s*[.!]*\s*$)",
        # Ready to go quietly: "'do not go gentle into that good night'? think I'm ready to go gentle".
        r"\bready to (?:go gentle|go quietly|stop fighting|let go)\b(?! (?:of|into (?:the )?(?:weekend|week"
        r"|holiday)|and)\b)",
        # Means shown to someone: "my friend just sent me a photo of a pile of pills".
        r"\b" + PILLS_SHOWN + r"\b",
        # Hidden until help comes too late: "she'd make sure nobody could find her until it was too late".
        _HIDDEN_UNTIL_TOO_LATE,
        # A death imagined by mishap and welcomed: "if i go through the ice on the lake during my winter
        # run... honestly, fine by me".
        r"\bif i (?:\w+ ){0,3}?(?:die|died|drown|drowned|go through the ice|went through the ice"
        r"|fall through|fell through|get hit by|got hit by"
        r"|(?:don't|didn't|never) (?:come|came|make it) back(?! (?:to|in|for|before|from|with|on))"
        r"|(?:don't|didn't) wake up|freeze to death|froze to death"
        r"|(?:fall|fell|slip|slipped) off (?:the |a )?(?:cliff|edge|ridge|bridge|roof))\b"
        r"[^.!?]{0,80}?[.!?\u2026]*\s*(?:\w+[,.]? ){0,2}"
        r"(?:fine by me|fine with me|so be it|(?:i )?(?:wouldn't|would not|won't) (?:mind|care)"
        r"|i'd be (?:ok|okay|fine|happy) with (?:it|that)|not the worst (?:thing|outcome|way)"
        r"|(?:be|be a|what a) relief|good riddance)\b",
        # An ending set against a season's fresh start: "Spring is meant to be a fresh start. Mine's going to
        # be a full stop."
        r"\b(?:mine|my (?:spring|summer|autumn|winter|year|new year|birthday|christmas|story))"
        r"(?:'s| is| will be|'ll be)(?: going to be| gonna be)? (?:a |the |my )?(?:full stop|final chapter"
        r"|last chapter|end of the line)\b",
        # How lethal a fall is, asked: "saw a post saying jumping off a high enough bridge is instant".
        r"\b(?:jump\w*|fall\w*) (?:off|from) (?:a |the )?(?:\w+ ){0,3}(?:bridge|building|roof|cliff|car park"
        r"|tower|balcony)\b[^.!?]{0,40}\b(?:instant|painless|quick(?:est)?|fatal|lethal|kill|die|enough)\b",
        # ... or which height would do: "seen enough jumpers to know which floors actually work".
        r"\bwhich (?:floors?|storeys?|stories|bridges?|buildings?|car parks?|cliffs?|heights?"
        r"|balcon(?:y|ies))\b"
        r" (?:(?:would |actually |really |definitely )+(?:works?|do it)\b(?! (?:best|for|out|well))"
        r"|(?:is|are|would be) (?:high enough|tall enough|fatal|lethal)\b)",
        # Means laid out: "I've lined up everything from the medicine cabinet on the bathroom counter".
        r"\b(?:lined|laid|set|counted|sorted) (?:up |out )?(?:all |everything |every \w+ )?(?:from )?"
        r"(?:the |my )?(?:medicine (?:cabinet|cupboard|drawer)|pills|tablets|meds|medication|painkillers)\b"
        r"(?! (?:for (?:the|my|this) (?:week|trip|holiday)|into (?:the|a|my) (?:organi[sz]er|dosette"
        r"|pill box)))",
        # It all stopping, with the way to it: "thinking one more big one and it all stops".
        r"\b(?:one more|one last|a big) (?:big )?(?:one|hit|dose|go)\b[^.!?]{0,20}\b(?:and|then) it (?:all )?"
        r"(?:stops|ends|goes quiet)\b(?!\s+\w+ing)",
        # Wanting out, said alone or of life: "i want out", "i just want out of all of it" (not "want out of
        # my gym contract").
        r"^\W*(?:honestly |tbh |i think )?i (?:just |really )?want out\W*$"
        r"|\bwant out of (?:all of )?(?:it all|everything|this life|life|existing|here for good)\b",
        # A farewell texted, whoever's: "'cheers for everything bro, look after Max for me'".
        r"\b(?:thanks|thank you|cheers) for everything\b[^.!?]{0,40}\blook after (?:\w+ ){1,2}for me\b",
        # Someone at the edge of a height now: "standing on the ledge", "my friend is at the top of the multi
        # storey" (not parked there, nor meeting someone).
        r"\b(?:is|i'm|i am|she's|he's|they're|standing|sitting|sat|stood) (?:right )?(?:at|on) (?:the )?"
        r"(?:top of (?:the|a) (?:multi[- ]?stor(?:e)?y|car park|tower block|building|bridge)|ledge"
        r"|edge of (?:the|a) (?:roof|bridge|cliff|platform|multi[- ]?stor(?:e)?y|car park))\b"
        r"(?![^.!?]{0,30}\b(?:park\w*|car|waiting|meet\w*|collect\w*|view|photos?|sunset|picnic)\b)",
        # A jump threatened from a height: "my friend is standing on the roof and says she'll jump".
        r"\b(?:roof|rooftop|bridge|ledge|edge|balcony|window|cliff|tower|car park"
        r"|parking garage)\b[^.!?]{0,60}"
        r"\b(?:he|she|they|i)(?:'ll| will|'s going to|'s gonna| is going to| are going to|'re going to"
        r"| might| wants? to| says? (?:she|he|they)(?:'ll| will))? jump\b"
        r"(?!\s+(?:in|into|rope|higher|start|squats?|on|over|across|the queue)\b)(?![^.!?]{0,40}\b(?:pool"
        r"|lake|sea|river|water|swim\w*|diving|bungee|parachute|skydiv\w*|zip ?line)\b)",
        # An overdose told as what was swallowed: "swallowed a week's worth of my blood pressure tablets on
        # purpose".
        r"\b(?:took|swallowed|taken|downed|necked) (?:a (?:week|month|fortnight)'s worth"
        r"|a (?:whole )?(?:bottle"
        r"|box|packet|pack|strip|blister|tub|load|lot|bunch|handful)) of (?:my |the |her |his |their )?"
        r"(?:\w+ ){0,3}(?:pills|tablets|meds"
        r"|medication|capsules)\b",
        r"\b(?:took|swallowed|taken|downed)\b.{0,50}\b(?:pills|tablets|meds|medication|capsules)\b.{0,20}"
        r"\bon purpose\b",
        r"\ball (?:my|the) " + _DRUGS + r" at once\b(?! (?:in the morning|with|before|after|at breakfast)\b)",
        r"\b" + _DRUGS + r"\b.{0,20}\b(?:saved|stockpiled|hoarded|stashed)\b"
        r"(?! (?:in|on|to) (?:the |my )?(?:app|phone|notes|calendar|log|reminders)\b)",
        r"\b(?:saved|saving|stockpil\w*|hoard\w*|stash\w*) (?:up )?(?:my |the |all my "
        r"|all the )?" + _DRUGS + r"\b",
        # ... or put by instead of taken: "GP keeps upping my pills but I've been putting them by in a tin".
        r"\b"
        + _DRUGS
        + r"\b[^.!?]{0,60}\b(?:putting|put|setting|set|tucking|tucked|keeping|kept|squirrell?ing"
        r"|squirrell?ed) (?:them|it|some|a few|each one) (?:by|aside|away|back)\b"
        r"(?! (?:for|till|until) (?:the )?(?:morning|later|tonight|bed|after)\b)",
        # A life summed up as done: "reckon I've had a fair innings", "no sense dragging it out".
        r"\bi(?:'ve| have)? had (?:a )?(?:fair|good|decent|long) innings\b"
        r"(?=\s*(?:[.!?,;]|$|now|really|tbh|honestly|anyway|i reckon|and))",
        r"\b(?:no sense|no point|not worth|why bother) (?:in )?(?:dragging|drawing|stretching) (?:it|things"
        r"|this)"
        r" out\b",
        # Affairs handed over: "dropped the dog's vet records and my bank stuff round at my sister's so that's
        # all squared away".
        r"\bmy (?:bank|banking|money|financial|insurance|pension|will) (?:stuff|details|cards|passwords"
        r"|paperwork"
        r"|papers|info|documents)\b[^.!?]{0,60}\b(?:squared away|sorted|in order|taken care of|dealt with)\b",
        # A will signed, the house in order: "House is in order, will's signed, cat's going to next door".
        r"\b(?:will's|will is|will has been|my will) (?:signed|done|sorted|written|updated|witnessed)\b"
        r"|\bhouse(?:'s| is)? in order\b",
        # ... or written with the timing said to be right: "wrote my will in my notes app today lmao ...
        # feels like the timing is right tho".
        r"\b(?:wrote|written|writing|made|did|done) (?:out )?my will\b[^\n]{0,120}"
        r"\b(?:timing (?:is|feels) right|(?:it's|its) time|ready to go|won't need (?:it|anything)"
        r"|not (?:going to|gonna) be (?:around|here))\b",
        # A farewell posted, then gone: "posted 'last ever session, cheers for everything lads' and nobody's
        # seen him since this morning".
        r"\b(?:thanks|thank you|cheers) for everything\b[^\n]{0,80}\b(?:nobody|no one|no-one|none of us)"
        r"(?:'s| has| have)? (?:seen|heard from|heard)\b",
        # Cutting again after years: "cut again last night, first time in ten years".
        r"(?:^|[.!?]\s*|\b(?:i|i've|and) )cut(?: myself)? again\b(?=[^.!?]{0,30}\b(?:last night|this morning"
        r"|yesterday|tonight|earlier|first time in)\b)",
        # A last post set to go out as a goodbye: "last post is scheduled for jan 1st, it's a goodbye".
        r"\b(?:last|final) (?:post|message|video|tweet|story|upload)\b[^.!?]{0,40}\b(?:scheduled|queued"
        r"|set to go)\b[\s\S]{0,40}?\b(?:goodbye|farewell)\b",
        # How long a way of dying takes: "if I stop eating and drinking altogether how long does it take to
        # just end".
        r"\bhow long (?:does|would|will) it take (?:to|for me to|before i) (?:just )?(?:end|die|be over"
        r"|stop|pass"
        r"|slip away)\b",
        # What alone stands between the writer and the means: "the only thing keeping me away from the rifle".
        r"\bonly (?:thing|reason|person|one) (?:keeping|that keeps|stopping|that stops) me"
        r" (?:away from|alive|here|around"
        r"|from (?:doing (?:it|something)|ending it|going through with it|it)\b)",
        # Others spared the clearing up after: "so mum doesnt have to sort through it all after".
        r"\bso (?:my |the )?(?:mum|mom|dad|family|wife|husband|partner|kids|they|nobody|no one)\b[^.!?]{0,20}"
        r"\b(?:doesn't|don't|won't|wouldn't|doesnt|dont|wont) have to (?:sort|deal|clear|go) (?:through"
        r"|with|out)"
        r"\b[^.!?]{0,30}\b(?:after|afterwards|when i'm gone|later)\b",
        # The world better without the writer: "the world would run smoother without me in it".
        r"\b(?:world|everyone|everybody|family|people|kids)\b[^.!?]{0,20}\b(?:would|'d) (?:run|be|do|go"
        r"|get on|tick along|carry on|keep going|keep turning|get along"
        r"|manage|cope)(?: (?:perfectly|just|quite|really|absolutely))?(?: \w+)? (?:smoother|better|easier"
        r"|happier|fine|well) without me\b",
        # A pet rehomed as the last thing to do: "found a good home for the cat today ... that was the last
        # thing on my list".
        r"\b(?:found|find|finding|sorted|arranged) (?:a )?(?:good |new |loving |forever )?homes? for"
        r" (?:the|my|our) (?:cat|cats|dog|dogs|pets?|rabbits?|budgie|parrot|horse|tortoise)\b"
        r"(?![\s\S]{0,200}\b(?:moving|move|moved|landlord|allerg\w*|emigrat\w*|relocat\w*|new job|new baby"
        r"|no pets)\b)"
        r"(?=[\s\S]{0,160}\b(?:last thing|last job|everything(?:'s| is) (?:sorted|in order|done)|all sorted"
        r"|affairs|ready now|won't need|when i'm gone|after i'm gone)\b)",
        # A death made to look like an accident: "nobody could really say it was on purpose right".
        r"\b(?:nobody|no one|no-one) (?:could|would|can|will) (?:really |ever )?(?:say|tell|prove"
        r"|know) (?:it was|that"
        r" it was|i did it|i meant it) (?:on purpose|deliberate|intentional)\b"
        r"|\b(?:look|looks|looked) like an accident\b"
        # ... or an injury the writer calls an accident and then takes back: "keep 'accidentally' letting the
        # bar drop onto my chest. not really accidentally"
        r"|\bnot (?:really|actually|exactly|totally|entirely|so much) accidental(?:ly)?\b"
        r"|['\u2018\u201c\"]accident(?:al(?:ly)?|s)?['\u2019\u201d\"][^.!?]{0,60}\b(?:drop\w*|fall\w*|fell"
        r"|crash\w*"
        r"|hurt\w*|injur\w*|bang\w*|cut\w*|burn\w*|slip\w*|trip\w*|walk\w* into|step\w* (?:out|in front)"
        r"|overdo\w*|swerv\w*)\b",
        # Said in Spanish or romanised Hindi, as writers who switch languages do: "a veces pienso que mi
        # familia estaría mejor sin mí", "mann karta hai sab khatam kar doon".
        r"\b(?:quiero|quisiera|me quiero|ganas de) (?:morir(?:me)?|matarme|suicidarme|desaparecer"
        r"|no despertar)\b"
        r"|\bestar[ií]an? mejor sin m[ií]\b|\bno quiero (?:vivir|seguir viviendo|despertar)\b"
        r"|\b(?:acabar con (?:todo|mi vida)|quitarme la vida)\b",
        r"\b(?:sab|sab kuch|sabkuch) khatam kar (?:doon|du|dun|dena|deni|lena|lu|loon)\b"
        r"|\b(?:mar|marr) (?:jaana|jana|jaun|jau|jaaun) (?:chahta|chahti|hai)\b|\bjeene ka (?:mann|man"
        r"|dil) nahi\b"
        r"|\b(?:khudkushi|aatmhatya)\b|\bsuicide kar (?:lu|loon|lunga|lungi)\b",
        # Working out how: "some days I get why they did it and I've started working out how I would".
        r"\b(?:working out|figuring out|figured out|worked out|planning|thinking through|looking up) how i"
        r"(?:'d| would| could| will| might)(?: do it| go about it)?(?=\s*(?:[.!?,;]|$))",
        # How a death feels, asked: "does drowning hurt much? curious for no reason".
        r"\b(?:does|would|will|is|how much does) (?:drowning|hanging|jumping|bleeding out|an overdose"
        r"|overdosing"
        r"|suffocating|being hit by a (?:train|car|bus)|gassing yourself) (?:\w+ )?(?:hurt|painful|quick"
        r"|painless"
        r"|take)\b",
        # Hurting oneself with a tool: "i take the rolling pin to them so they remember".
        r"\b(?:take|took|taking|takes) (?:a|the|my) (?:rolling pin|hammer|belt|hairbrush|ruler|lighter|razor"
        r"|blade|knife|scissors|compass|cheese grater|grater)\b[^.!?]{0,20}\bto (?:my|them|it|myself)\b",
        # ... or anyone's, as a store: "my friend has a stash of paracetamol in her drawer".
        # (laxatives stored are the eating-disorder policy's)
        r"\b(?:a |her |his |their )?(?:stash|secret supply) of (?:\w+ )?"
        + _DRUGS
        + r"\b(?<!laxatives)(?<!dulcolax)(?<!senna)",
        # "when I binge I punish myself, either I make myself sick or I cut"
        r"\b(?:or|and|then|so) i cut(?= *(?:[.!?,;]|$))",
        r"\b(?:write|written|wrote|writing|left|leave|draft\w*) (?:a |my )?(?:goodbye|farewell|suicide) "
        r"(?:note|letter)s?\b"
        # (not a farewell to a team or a job left for another: "a goodbye letter to my old team since i'm
        # transferring")
        r"(?<!suicide note)(?<!suicide letter)(?<!suicide notes)(?<!suicide letters)"
        r"(?! to (?:my |the |our |all my )?(?:old |former )?(?:team|club|class|squad|colleagues|coworkers"
        r"|co-workers|students|pupils|job|work|school|uni|gym|teammates|followers|subscribers|viewers|clients"
        r"|patients|staff|crew|unit)\b)",
        r"\b(?:\d{2,}|twenty|thirty|forty|fifty|a hundred) (?:of (?:my |the )?)?" + _DRUGS + r"\b.{0,20}"
        r"\b(?:enough|lethal|fatal|kill)\b",
        r"\b" + _DRUGS + r"\b.{0,20}\benough to (?:die|kill|end)\b",
        # ... or counted and asked if enough, for nothing named: "about 40 of the endone left over from the
        # surgery. thats enough right" (not "is that enough for the trip").
        r"\b(?:\d{2,}|twenty|thirty|forty|fifty|a hundred) (?:of (?:my |the )?)?" + _DRUGS + r"\b[^?]{0,60}"
        r"\b(?:that's|thats|that is|is that|it's|is it|would that be|will that be) enough\b"
        r"(?! (?:for|to last|till|until|to get|to see)\b)",
        r"\b(?:only|best|easiest) (?:way out|option|answer|solution) is "
        r"(?:death|dying|to die|suicide|to end it)\b",
        r"\b(?:death|dying|suicide) is the only (?:way out|way|option|answer|solution)\b",
        r"\b(?:life|living|everything)\b.{0,40}\b(?:i'm|i am) ready to go\b(?! to\b)",
        r"\burges? to (?:self[- ]harm|hurt myself|harm myself|burn myself|cut myself|"
        r"cut(?=\s*(?:[.!?,;]|$|again)))",
        # An urge to cut beside a clean streak, in either order: "i want to cut so bad rn. been clean 40
        # days". The second form matches the streak alone, so it is not dismissed with the cut a diet's
        # reading takes.
        _URGE_TO_CUT + r"[^\n]{0,60}" + _CLEAN_STREAK,
        _CLEAN_STREAK + r"(?=[^\n]{0,60}" + _URGE_TO_CUT + r")",
        r"\b(?:written|wrote|writing|left) (?:a |my )?(?:note|letter)s?\b.{0,40}"
        r"\b(?:ready to go|goodbye|when i'm gone|for my family(?! (?:with|about|on|re)\b))\b",
        r"(?<!jump )(?<!battle )(?<!skipping )(?<!climbing )\b(?:rope|noose)\b"
        r".{0,20}\b(?:ready|tied|set up)\b",
        r"(?<!jump )(?<!battle )(?<!skipping )(?<!climbing )(?<!skip )\brope(?:'s| is)? "
        r"(?:still |already |back )?(?:in|up in|out in) (?:the |my )?(?:garage|loft|shed|attic|cupboard|car"
        r"|wardrobe)\b",
        # A rope kept for another use: "going to use my climbing rope for something other than climbing".
        r"\b(?:rope|noose|belt|cord)s? for something (?:other than|else)\b",
        # A hot tool held to the skin: "pressing my hair straighteners on my arm".
        r"\b(?:press\w*|hold\w*|held|put\w*) (?:my |the )?(?:hair )?(?:straighteners|curling (?:iron|tongs)"
        r"|iron|lighter) (?:on|against|to|into) my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hands?)\b",
        # ... or the skin held to something hot: "I press my forearm on the sauna stones".
        r"\b(?:press\w*|hold\w*|held|put\w*) my (?:fore)?(?:arms?|wrists?|legs?|thighs?|skin|hands?|palms?)"
        r" (?:on|against|to|onto) (?:the |a )?(?:sauna )?(?:stones?|stove|hob|iron|oven(?: door)?|radiator"
        r"|kettle|grill|pan|coals?|exhaust)\b(?![^.!?]{0,30}\b(?:by accident|accidentally|by mistake)\b)",
        # A train or a lorry stepped in front of: "how quick is it if you step in front of an express train".
        r"\bin front of (?:an? |the )?(?:express |fast |moving |oncoming )?(?:train|lorry|truck)s?\b",
        # Exhaust fumes in a closed garage: "some nights I sit in the garage with the engine running".
        r"\bgarage\b[^.!?]{0,30}\b(?:car|engine|motor) (?:running|on|idling)\b"
        r"|\b(?:hose|pipe|tube) (?:\w+ ){0,2}(?:to|from|into|on) (?:the|my) exhaust\b",
        # A last holiday: "at least this is the last one i'll have to sit through".
        r"\b(?:last|final) (?:one|christmas|xmas|birthday|new year|summer) (?:i'll|i will|i'm going to) "
        r"(?:have to|ever|be|get to|spend|sit through|see)\b",
        r"\bnoose\b",
        # How long starving to death takes, asked: "how long does it take to starve to death".
        r"\bhow long (?:does|would|will|did) it take (?:to|for (?:me|you|someone|a person) to) starve to"
        r" death\b"
        r"|\bhow long (?:until|till|before) (?:you|i|someone|a person) (?:would )?starves? to death\b",
        # A future without the writer: "new year new me lol. or maybe no me at all, that'd be simpler".
        r"\bno (?:more )?me at all\b|\b(?:simpler|easier) for everyone (?:if|without) me\b",
        # The height of a fall: "how high does a bridge need to be to make sure".
        r"\bhow (?:high|tall|far)\b.{0,30}\b(?:bridge|building|roof|car park|cliff|balcony|window)\b",
        r"\b(?:ways?|how|methods?|easiest way|painless way|quickest way|best way) to "
        r"(?:die|end (?:it|my life)|kill myself|not wake up|commit suicide)\b",
        r"\b(?:painless|peaceful|quick|quickest|easy|easiest) way (?:to go|out|to die|to end it)\b"
        r"(?! (?:from|to|back|about|for)\b)",
        r"\b(?:hang|shoot|drown|poison) myself\b",
        r"\b(?:jump|jumping|jumped|throw myself) (?:off|from|out of|in front of|under) (?:a |the |my )?"
        r"(?:bridge|building|roof|rooftop|terrace|ledge|tower|overpass|flyover|train|balcony|cliff|car"
        r"|bus|truck"
        r"|lorry|traffic|tube|subway|window|car park|top floor|multi-?stor(?:e)?y)\b"
        r"(?! (?:\w+ ){0,3}(?:early|to get|to walk|for (?:the )?steps|steps?\b|onto|to the rail"
        r"|into the (?:sea|lake|pool|river|water|ocean|harbour|harbor|quarry)))",
        r"\b(?:voices?|thoughts?|head|mind|brain) (?:keeps? |are |is )?(?:telling|tell|tells) me to "
        r"(?:end it|die|kill myself|hurt myself|jump)\b",
        # A voice's verdict that the writer should die: "the voice keeps saying I'm disgusting and should just
        # die".
        r"\b(?:a |the |this )?(?:voices?|thoughts?|head|brain)\b.{0,30}\b(?:says?|saying|tells?|telling|told"
        r"|whispers?)\b[^.!?]{0,30}?\b(?:i|i'm|im|i am|you|you're)\b[^.!?]{0,30}?"
        r"\b(?:should|ought to|deserve to) (?:just )?(?:die|be dead"
        r"|disappear|kill myself|end it)\b",
        # A voice with a command, in any words: "a voice on my walk says step in front of the bus".
        r"\b(?:a |the |this )?voices?\b.{0,40}\b(?:says?|saying|tells?|telling|told"
        r"|whispers?)\b (?:me )?(?:to )?"
        r"(?:just )?(?:(?:step|walk) (?:out )?(?:in front of|into|off)|jump|end it|die|kill myself"
        r"|hurt myself|cut|crash|drive (?:off|into))\b",
        # The writer in front of traffic ("a kid stepped out in front of the car" is someone else).
        r"\b(?:i|i'll|i'd|me|myself)\b[^.!?]{0,40}?\b(?:step|walk|lie|lay"
        r"|throw myself)\w* (?:out )?(?:down )?"
        r"(?:in front of|under) (?:a |the |an )?"
        r"(?:oncoming )?(?:bus|train|lorry|truck|tram|car|traffic)\b(?! (?:by accident|accidentally)\b)"
        # ... or ridden or driven into it: "might just ride into the back of a lorry on the A470"
        r"|\b(?:ride|drive|cycle|steer|swerve|crash)\w* (?:my (?:bike|car|van) )?(?:straight )?into"
        r" (?:the back of )?(?:an? |the )?(?:oncoming )?(?:lorry|truck|bus|train|wall|tree|bridge|traffic)\b"
        r"(?=[^.!?]{0,60}\b(?:save|saves|saving|spare|nobody|no one|everyone|on purpose|end it|might just"
        r"|could just)\b)"
        r"|\b(?:might|could|should|gonna|going to) just (?:ride|drive|cycle|steer|swerve|crash)\w*"
        r" (?:my (?:bike|car|van) )?(?:straight )?into (?:the back of )?(?:an? |the )?(?:oncoming )?"
        r"(?:lorry|truck|bus|train|wall|tree|bridge|traffic)\b"
        r"|\bwalk\w* (?:out )?into (?:oncoming )?traffic\b|\b(?:lie|lay|lying) (?:down )?on the (?:train "
        r"|railway )?tracks\b",
        # Joining someone who died: "my brother died years ago and i want to join him".
        r"\b(?:died|passed|passed away|death|grave|heaven|funeral|killed (?:him|her|them)sel(?:f|ves)"
        r"|took (?:his|her|their) (?:own )?life|suicide)\b.{0,80}"
        r"\b(?:(?:want|wanting|wish|ready|need|going) to|(?:should|could) (?:just )?) (?:join|be with)"
        r" (?:him|her|them|my \w+)\b"
        r"(?! (?:for|at|on|in|this|next|tomorrow|tonight)\b)",
        # Death chosen over a motto's other half: "'gym or die' ... lately leaning die for real".
        r"\bleaning (?:towards? )?(?:die|death|dying)\b",
        # Someone asked to look after one's own: "look after my boy for me".
        r"\b(?:look after|take care of|mind) (?:my|the) (?:\w+ )?(?:boy|boys|girl|girls|kids?|son|daughter"
        r"|dog|dogs|cat|cats|baby|babies|family|missus|wife|husband|mum|mam) for me\b(?! (?:while|when|this"
        r"|next|on|at|till|until|tonight|tomorrow)\b)",
        # Affairs settled as if for a journey: "feels like tidying up before a long trip".
        r"\b(?:tidying up|tying up (?:the |my |all )?loose ends|getting (?:my |everything |things )?in order"
        r"|putting (?:my |all my )?affairs in order)\b[^.!?]{0,20}\bbefore (?:a|the|my) (?:long|last|final"
        r"|big) (?:trip|journey|sleep)\b",
        # ... or felt owed to them: "I've started feeling like I should join him".
        r"\bfeel(?:ing)? like i should (?:just )?(?:join|be with) (?:him|her|them)\b"
        r"(?! (?:for|at|on|in|this|next|tomorrow|tonight|and|when)\b)",
        # How far a fall must be to kill: "how high does a fall need to be to be sure".
        r"\bhow (?:high|far|tall)\b.{0,30}\b(?:fall|jump)\b.{0,30}"
        r"\b(?:to be sure|make sure|fatal|lethal|kill|to die|not survive|survive)\b",
        # Killing or ending oneself, directly or euphemistically.
        r"\bkill(?:ing|ed)? myself\b(?! (?:at|in|with|for|over|doing|on) (?:the )?(?:gym|work|job|training|"
        r"workouts?|cardio|reps|sets|leg day|these|this|those|hiit|months|weeks|ages|years|hours|days"
        r"|nothing))",
        r"\bend(?:ing)? (?:it all|my (?:own )?life|everything)\b(?! (?:with|on|by|after|early|for)\b)",
        r"\b" + _WANT + r" (?:probably |just |finally |really |actually |definitely )?"
        r"(?:(?:end(?:ing)?) (?:it all|my (?:own )?life|things|it)|(?:take|taking) (?:it all"
        r"|my (?:own )?life))\b"
        r"(?! (?:with|on|by|after|early|for|off|easy|slow|out|in|back|apart|home|seriously|personally|up"
        r"|down|as|from|to|one|day|week|step)\b)",
        r"\btake my (?:own )?life\b(?! back)",
        # ... or with someone, as a pact: "if we get to 40kg and still hate ourselves we just end it
        # together".
        r"\b(?:i|i'll|i will|i'm going to|going to|we|we'll|we will|we're going to)"
        r" (?:just |finally |probably )?end it\b(?! (?:with|on|by|after|early|for|there|here|at)\b)",
        # "if I hit 40kg by new year I'll let myself stop, if not I'm ending it"
        r"\bi'?m (?:just |finally |probably )?ending it\b(?! (?:with|on|by|after|early|for|there|here|at|now"
        r" with)\b)",
        r"\bsuicide pact\b|\bpact to (?:die|end it|kill ourselves|go together)\b",
        r"\bend it (?:all|tonight|today|tomorrow|soon|now|this weekend|this week)\b",
        # How deep to cut, however it is framed: "bedtime stories about how deep to cut so it actually works".
        r"\bhow deep (?:to|should i|do i|do you|you(?:'d| would)? need to|would i need to) cut\b",
        # Loose ends tied up, or a plan kept from the therapist: "she doesn't know about the plan. just help
        # me tie up loose ends".
        r"\bhelp me (?:tie|tying) up (?:the |my |all )?loose ends\b"
        r"|\b(?:doesn't|don't|does not|do not) know about (?:the|my) plan\b",
        # A bus wished to hit one: "'i wish the bus would just hit me'".
        r"\bwish (?:a|the) (?:bus|car|lorry|truck|train|van) would (?:just )?hit me\b",
        # Goodbyes hedged as a kind: "posting goodbye type stuff on his snap".
        r"\bgoodbye (?:type|kind of|sort of) (?:stuff|posts?|messages?|texts?|videos?|notes?)\b",
        # A means asked about, and wanted fast: "can you OD on the water pills? asking cos i want it to be
        # quick".
        r"\b(?:od|overdose|pills?|tablets?|end it)\b[\s\S]{0,80}?\b(?:i|i'd) (?:want|need|would like|'d like)"
        r" it to be (?:quick|fast|painless|over (?:quickly|fast|soon))\b",
        # Hurting oneself on purpose (but not "I hurt myself deadlifting" or "cut myself a slice").
        r"\b(?:slit|cut|cutting|slash) (?:my )?wrists?\b",
        r"\b" + _WANT + r" (?:cut|burn|harm|hurt|hit|punch|scratch) myself\b"
        r"(?! (?:if|when|lifting|training|doing|on|at|in|going|with)\b)",
        r"\b(?:think|thinking|thought) (?:about|of) (?:killing|hurting|harming|cutting) "
        r"(?:yourself|myself|oneself)\b",
        r"\b(?:cut|cutting|burn|burning|harm|harming|hurt|hurting|hit|hitting|punch|punching|"
        r"scratch|scratching|bruise|bruising) myself\b"
        r"(?! (?:\w+ing|by accident|accidentally|some|a|an|another|more|off|at|in|on|while|during|yesterday"
        r"|today|if (?:i|i'm) (?:go|lift|train|push|do)|for (?:months|weeks)"
        r"|earlier|last (?:week|night|session)|this morning|again at|"
        r"when (?:\w+ing|i (?:was|fell|slipped|tripped|dropped|lifted|ran)))\b)",
        r"\b(?:cut|cutting|scratch(?:ed|ing)?|carv(?:e|ed|ing)|slic(?:e|ed|ing)|burn(?:ed|ing|t)?) "
        r"(?:into )?my (?:arms?|wrists?|thighs?|skin|legs?|stomach|belly|hips?)\b"
        r"(?! (?:on|with) (?:the )?(?:bar|barbell|rope|kettlebell|oven|stove|pan|iron|kettle|grill|tray|hob))"
        # an accident or a sports mark: "cut my leg on a box jump", "scratched my leg while shaving"
        r"(?! (?:on|open|while|during|shaving|badly|falling)\b)"
        r"(?!.{0,30}\b(?:cooking|meal prep\w*|baking)\b)",
        r"\b(?:carv\w*|scratch\w*) (?:lines|words|marks|\w+) (?:into|on) my (?:arms?|wrists?|thighs?|skin"
        r"|legs?|stomach|belly|hips?)\b",
        r"\brazor blades?\b.{0,40}\bnot (?:for|to) shav\w*",
        # Wishing oneself starved to death: "part of me hopes i just starve to death".
        r"\b(?:hope|hopes|hoping|want|wish|wishing|pray)\b.{0,20}\bstarve (?:myself )?to death\b",
        r"\brazor\b(?!.{0,30}\bshav)(?<!shaving razor).{0,30}\b(?:arms?|wrists?|thighs?|skin|myself)\b",
        r"\b(?:arms?|wrists?|thighs?)\b.{0,30}\brazor\b",
        # Wanting to die or not to exist.
        r"\b" + _DESIRE + r" (?:just |really |simply |finally |actually )?" + _NON_EXISTENCE + r"\b"
        r"(?![.\u2026\s]+(?:on|of|from|for a|into|in|with|laughing|laughter|under|behind|inside|to bed"
        r"|off to)\b)",
        r"\b(?:want|wanted|wanting|wish|wished|ready|deserve) to (?:just )?die\b",
        r"\b(?:i'm|i am|i feel) (?:ready|going) to die\b(?! (?:on|in|at|during|after|of) (?:my|the|this"
        r"|that)\b)",
        r"\bwish (?:i|i'd) (?:was |were |had )?(?:dead|never been born|not been born|never existed)\b"
        r"|\bwish i (?:was|were) gone\b",
        r"\bwish i (?:could )?(?:just )?(?:disappear|not wake up|didn't exist|wasn't alive|wasn't here)\b",
        # Not meaning to come back: "heading down the rocks for a swim tonight. not fussed about swimming
        # back".
        r"\b(?:not|no longer|don't|doesn't|won't) (?:really )?(?:fussed|bothered|worried|care|caring"
        r"|planning) (?:about |on |to |if i )?(?:swimming|coming|getting|walking|making it|heading|paddling"
        r"|driving) back\b",
        # Something hoped to end one: "i kind of hope something actually does the job".
        r"\b(?:hope|hoping|wish|wishing|pray|praying)(?: that)? (?:something|someone|it|this|the \w+)"
        r"(?: \w+){0,2}? (?:does|did|will do|would do|finish(?:es|ed)?) the job\b",
        # An illness or accident wished to have ended one: "wish it had come back and finished the job", "wish
        # the crash had taken me" (not "wish it had taken me less time").
        r"\bwish(?:ed)? (?:it|the \w+|that \w+)(?: had|'d| would have)(?: \w+){0,4}? (?:finished (?:the job"
        r"|me(?: off)?)|killed me|taken me(?=\s*(?:[.!?,;]|$|instead|too|as well|with (?:it|him|her))))",
        # Going on until one is gone: "starving myself until i disappear. literally, thats the plan".
        # (not "love this song until i die")
        r"\b(?:until|till|til) i (?:disappear|vanish|waste away|stop existing)\b"
        r"(?! (?:into|under|from|for|in the|on)\b)",
        r"\b(?:don't|do not|no longer) (?:really )?(?:want|wish|care) to "
        r"(?:be (?:here|alive|around)|live|exist|"
        r"wake up|go on|keep going|carry on)\b"
        r"(?! (?:at|early|before|so early|for|on|off|in|with|keto|a|the|this|that|like|without)\b"
        # (nor a place named after a comma: "I do not want to be here, at the gym at six in the morning")
        r"|,\s*(?:at|in) (?:the|this|my|work|school|uni)\b)",
        r"\bnot want(?:ing)? to (?:be (?:here|alive|around)|live|exist|wake up)\b"
        r"(?!,\s*(?:at|in) (?:the|this|my|work|school|uni)\b)",
        r"\bcares? (?:if|whether) i (?:live|die|wake up|am alive|make it|was gone|disappear)\b",
        r"\b(?:my life|life) (?:has|holds) no (?:meaning|purpose|point|value)\b",
        r"\b(?:don't|do not) deserve to (?:live|be alive|exist|be here)\b",
        r"\b(?:go(?:ing)? to sleep|fall(?:ing)? asleep|sleep(?:ing)?) and (?:never|not) (?:wake|waking) up\b",
        # Self-inflicted burns or cuts kept up because they help: "the burns on my forearm ... doing them
        # makes the rest of the day bearable".
        r"\b(?:burns|cuts) on my (?:arms?|forearms?|wrists?|legs?|thighs?|stomach|hips?)\b"
        r"(?=.{0,100}\b(?:doing them|bearable|cope|release|deserve|helps)\b)",
        r"\b(?:held|hold|holding) (?:a |the )?(?:lighter|flame|match|blade|razor) to (?:my|myself)\b",
        r"\b(?:fall asleep|sleep|go to sleep|rest) (?:forever|for good|permanently)\b(?! (?:after|on"
        r"|at|in)\b)",
        # Affairs put in order, with the account closed: "I will not require a training programme beyond 31
        # December. I have put my affairs in order" (not a will made with the pensions).
        r"\b(?:i have|i've|have) (?:now )?(?:put|got) (?:all )?my affairs in"
        r" order\b(?!\s*:)(?![^.!?]{0,40}\b(?:pensions?|solicitor|retire\w*|estate|will)\b)",
        # Others' gain if the writer were gone: "if i was gone my flatmates could rent my room".
        r"\bif i (?:was|were) gone\b(?! (?:for|on|at|to|by|till|until|over|a"
        r"|the)\b)[^.!?]{0,60}\b(?:could|would|can|'d)\b",
        # Skin scalded or frozen till it gives: "I stand in scalding showers until my skin blisters".
        r"\b(?:scalding|boiling|freezing|ice[- ]cold) (?:hot )?(?:showers?|baths?"
        r"|water)\b[^.!?]{0,30}\buntil (?:my )?"
        r"(?:skin )?(?:blisters|burns|bleeds|goes numb|hurts|goes red)\b",
        # A death survived, wished for: "the scar ... reminds me every day I should have died on that table".
        r"\bshould(?:'ve| have) died (?:on|in|that|when|back|there|with|instead)\b",
        # A height looked up, over and over: "keep wondering how high it actually is" (of a bridge).
        r"\b(?:keep|kept|can't stop|cannot stop) (?:wondering|thinking about|looking up|checking|googling)"
        r" how (?:high|tall|far down|deep|long the drop) (?:it|the \w+|that \w+) (?:actually "
        r"|really )?(?:is|was|goes)\b",
        # The dead envied their rest: "the influencer who died after the crash diet — honestly I envy her a
        # bit. at least it's over for her".
        r"\b(?:died|dead|death|envy|envious"
        r"|jealous)\b[^?]{0,80}\bat least it'?s (?:all )?over for (?:her|him|them)\b",
        # A last message clearing others of blame: "tell the team it wasn't their fault".
        r"\btell (?:\w+ ){0,3}(?:it|this) (?:wasn't|was not|isn't|is not) (?:their|her|his|your|anyone's"
        r"|anybody's) fault\b",
        # The weight a hanging point would hold: "asked me how much weight a bedsheet would hold".
        r"\bhow much (?:weight )?(?:(?:would|will|can|could) )?(?:a|the|my|his|her) (?:bed ?sheet|sheet|belt"
        r"|scarf|cable|tie|lanyard|shoelace|curtain rail|light fitting|door frame) (?:(?:would|will|can"
        r"|could) )?(?:hold|take|support)\b",
        # A dose taken to see what it does: "injecting extra insulin 'to see what happens'".
        r"\b(?:inject\w*|tak\w*|took|swallow\w*) (?:extra|more|all (?:my|her|his)|a lot of|loads of) (?:\w+"
        r" )?(?:insulin|pills|tablets|meds)\b[^.!?]{0,30}\bto see (?:what (?:would )?happens?|if (?:my"
        r"|her|his) heart)",
        # A limb bitten till it marks: "bit my own arm till it bruised because I ate the biscuits".
        r"\b(?:bit|bite|biting|bitten) my (?:own )?(?:arms?|hands?|wrists?|legs?|fingers?"
        r"|lips?)\b[^.!?]{0,20}\b(?:till|until|so hard)\b[^.!?]{0,20}\b(?:bruis\w*|bled|bleed\w*|marks?)\b",
        # Death let come: "hypo, 2.8 on the libre and for once I'm not going to treat it. let it take me".
        r"\blet (?:it|this|the (?:hypo|water|cold|sea|river|illness|cancer|disease)) (?:just )?take me\b",
        # An ending written for oneself: "fat girls don't get happy endings so I'm writing my own ending".
        r"\b(?:writ\w*|choos\w*|decid\w*|plan\w*) my own ending\b",
        # Wanting to disappear, said as the feeling itself: "still feel like disappearing".
        r"\bfeel(?:s|ing)? like (?:just )?(?:disappearing|vanishing)\s*(?:[.!?\u2026]|$)",
        # A helpline called and hung up on: "rang lifeline last night but hung up before anyone answered".
        r"\b(?:rang|rung|called|phoned|dialled|dialed|texted|tried) (?:the )?(?:lifeline|samaritans"
        r"|988|crisis"
        r" (?:line|team)|suicide (?:line|hotline)|beyond blue|a helpline|the helpline)\b[^.!?]{0,40}"
        r"\b(?:hung up|put the phone down|couldn't (?:speak|talk|say anything))\b",
        # Living weighed as a cost to others: "the expected value of me continuing is negative for everyone".
        r"\b(?:value|cost|point|benefit) of me (?:continuing|carrying on|going on|being (?:here|around|alive)"
        r"|existing|staying alive|sticking around)\b",
        r"(?<!make )(?<!make my )\b(?:disappear|vanish) " + _FOR_EVER + r"\b",
        r"\b(?:stop|not) feel(?:ing)? (?:anything|at all)\b(?! (?:in|when|after|during|from|with|on|for)\b)",
        r"\b(?:hope|wish|pray|praying) (?:that )?i (?:don't|do not|never|won't) wake up\b"
        r"(?! (?:too |so |really |very |super |all )?(?:sore|stiff|early|late|tired|hungry|at|before|with"
        r"|in pain|aching)\b)",
        # ... or as the outcome a plan may end in: "gonna skip my insulin until i lose the weight or just
        # don't wake up" (not "curtains open or I don't wake up").
        r"\b(?:want|wish|hope|gonna|going to|plan\w*|until|till)\b[^.!?]{0,60}\b(?:or|until) (?:i )?"
        r"(?:just )?(?:don't|do not|never|won't) wake up\b"
        r"(?! (?:sore|stiff|early|late|tired|hungry|at|before|with|in pain|aching|for|in time|on time|till"
        r"|until|til|properly|in the morning|otherwise)\b)",
        r"\b(?:don't|can't|do not|cannot) see myself (?:still )?"
        r"(?:being (?:here|alive|around)|here|around|living|making it(?! to)|alive)\b",
        r"\b(?:imagin\w*|plan\w*|picturing|think\w* about) my (?:own )?funeral\b",
        # Life not worth living; no point, no future, no way out.
        r"\b(?:tired|sick) of (?:being alive|living|life|existing)\b" + _NOT_ABOUT_LIFE,
        r"\b(?:tired|sick) of everything\b(?=\s*(?:[.!?,;]|$| and (?:everyone|i want|i just want)))",
        # Self-hatred said and nothing else: "i hate myself" (not "i hate myself for skipping leg day").
        r"^\s*(?:honestly |god |ugh |i just |i really |i )?(?:i )?(?:really |just |fucking |so )?hate myself"
        r"(?: so much| more every day| right now)?\s*[.!]*\s*$",
        r"\bi (?:should|might as well|may as well) (?:just )?die\b",
        r"\b(?:please )?(?:just )?let me (?:just )?die\b",
        r"\bwon't have to (?:deal with|put up with|worry about|see) me "
        r"(?:much |for )?(?:longer|any ?more|long)\b",
        r"\bdisappear from (?:existence|the world|this world|everyone's lives?)\b",
        r"\b(?:done|finished) with (?:life|living|everything|it all|this world)\b"
        r"(?! (?:admin|stuff|chores|errands|today|tonight"
        r"|for (?:today|tonight|the day|now|the week|this week)|at (?:the )?(?:gym|work|office))\b)",
        r"\b(?:what's|whats|what is) (?:even )?the point (?:of|in) "
        r"(?:living|life|being alive|going on|existing|sticking around|being here|carrying on|waking up|"
        r"anything|it all|trying any ?more)\b" + _NOT_ABOUT_LIFE,
        r"\bwhat's (?:even )?the point any ?more\b",
        # "no food log today. no point. no point to much at all really"
        r"\bno point (?:to|in) (?:anything|much|any of it|it all|everything)(?: at all| really| any ?more)*"
        r"\s*(?:[.!?,;]|$)",
        # Leaving life in a euphemism: "one last big meal before I check out for good", "the scale hasn't
        # moved in a month and after tonight neither will I".
        r"\bcheck(?:ing)? out (?:for good|permanently|of (?:life|this world))\b",
        r"\bafter (?:tonight|today|tomorrow|this weekend)\b.{0,30}"
        r"\b(?:neither will i|nor will i|i won't be (?:here|around)|i'll be gone|it'll all be over)\b"
        r"(?! (?:for|on|till|until|from|to|away|at|in)\b)",
        # Absent later, so nothing is worth it: "if I'm not going to be around after new year is there any
        # point buying the 3 month tub".
        r"\b(?:not going to|won't|will not|wont) be (?:around|here|alive) (?:after|past|beyond|to see|come)\b"
        r"(?! (?:\d|noon|lunch|dinner|work|today|tonight|tomorrow|\w+day)\b).{0,80}"
        r"\b(?:any point|no point|won't need|not need|worth (?:it|buying|getting)|bother|matter|anyway)\b",
        r"\b(?:no|not any|there's no|don't see (?:a|any|the)) (?:point|reason) (?:in |to |of )?(?:living|"
        r"being alive|going on|to live|existing|life|for living)\b" + _NOT_ABOUT_LIFE,
        r"\bno (?:reason|point) (?:for me )?(?:to|in) (?:be(?:ing)? alive|liv(?:e|ing)|exist(?:ing)?|"
        r"go(?:ing)? on|be here|wake up)\b" + _NOT_ABOUT_LIFE,
        r"\b(?:life|living) is(?:n't| not) worth (?:it|living)\b",
        r"\b(?:life|living|existence|everything) (?:feels|seems|is|has become) (?:so |completely |totally )?"
        r"(?:pointless|meaningless|hopeless|not worth it|unbearable)\b",
        r"\bwant out of (?:this |my )?(?:life|world|existence)\b",
        r"\b(?:pointless|meaningless)\b.{0,30}\bwant out\b",
        # Out of nothing in particular, said so: "I want out. not out of shearing. out".
        r"\bwant (?:to get )?out\b[\s.,;:\u2026-]+not (?:just )?(?:out )?(?:of|from) (?:the |my |this )?\w+",
        r"\bno (?:way out|future for me|reason to (?:live|keep going|go on))\b",
        r"\b(?:can't|don't|cannot) see (?:a|any) (?:future|way forward|way out|reason to go on)\b",
        # Tomorrow, or next week, not expected to come: "can't really see tomorrow happening".
        r"^(?![\s\S]*\b(?:class|session|shift|workout|training|legs|spin|leg day|gym|alarm|\d+ ?am|snow"
        r"|roads?|weather|storm|power|work|busy|builders|exams?|flight|deadline|hangover|hungover)\b)"
        r"[\s\S]*?\b(?:can't|don't|cannot|do not) (?:really |honestly |even )?see "
        r"tomorrow (?:happening|coming)(?: for me)?\b"
        # said alone, not with a busy week or sore legs after it
        r"(?=\s*(?:[.!?;\n]|$|,?\s*so\b|,?\s*(?:tbh|honestly|anyway)\s*(?:[.!?;\n]|$)))",
        r"\bgiv(?:e|ing|en) up on (?:life|living|everything|myself)\b"
        r"(?! (?:fried|sweet|junk|processed|sugary|else|but|except|unhealthy)\b)",
        r"\bnothing (?:left )?(?:to live for|for me here|for me in this world|for me any ?more)\b",
        r"\bin case i(?:'m| am)? (?:not here|not around|gone|die|don't make it)\b(?! (?:to|in|for|on)\b)",
        r"\b(?:took|take|taking|swallow\w*) (?:\d{2,}|twenty|thirty|forty|fifty|a hundred) "
        r"(?:of (?:my |the )?)?" + _DRUGS + r"\b",
        r"\brather (?:be dead|die|not exist) than (?:be )?(?:fat|gain(?: weight)?|eat|overweight|heavy|ugly|"
        r"look like this)\b",
        r"\bfeel(?:ing)? (?:so )?hopeless "
        r"(?:about (?:life|everything|the future)|and (?:alone|empty|trapped))\b",
        r"\bdark thoughts\b",
        # Unable to go on.
        r"\bcan't (?:go on|keep going|do this|take (?:it|this)|cope|handle (?:it|this|life))(?: like this)? "
        + _ANY_MORE
        + r"\b(?! (?:with|on|at)\b)",
        r"\bcan't (?:go on|keep going|carry on)(?: like this| living)?(?: "
        + _ANY_MORE
        + r")?\s*(?:[.!,;]|$|\band\b)",
        r"\b(?:can't|cannot|don't think i can|don't know if i can|not sure i can|unable to) "
        r"(?:keep |go on |carry on )?(?:living|existing)\b" + _NOT_ABOUT_LIFE,
        r"\bwant (?:my life|it all|everything|life) to (?:be over|end|stop)\b",
        r"\bwant (?:it all|everything|all of it|the pain|life|it) to (?:stop|end)"
        r"(?: permanently| forever| for good)?\s*(?:[.!,;]|$|permanently|forever|for good)",
        # A burden; others better off; goodbyes.
        # "I think is better I go away for always": going away for ever called the better thing (disappearing
        # for ever is its own signal, whatever it is called).
        r"\b(?:better|best)(?: for (?:everyone|everybody|them|all|the family|my family))?(?: if)?"
        r" i (?:just )?(?:go|went) away " + _FOR_EVER + r"\b",
        r"\bbetter off (?:dead|without me|not existing|not alive|not here|gone|never born|"
        r"if i (?:was|were|wasn't|weren't) (?:gone|dead|here|around))\b",
        r"\b(?:world|everyone|everybody|family|they|people) (?:would be|'d be|is|are) "
        r"better (?:off )?without me\b",
        r"\b(?:better|happier|easier) (?:off )?(?:for everyone )?if i (?:just |simply )?(?:wasn't|weren't|"
        r"was not|were not|didn't|did not) (?:here|alive|around|exist)\b",
        r"\b" + _BETTER + r" (?:off )?(?:for everyone )?if i (?:just )?"
        r"(?:(?:was|were|am|'m) (?:gone|dead|not here|not around|never born)|died|disappeared|"
        r"left forever)\b",
        r"\b(?:nobody|no one|no-one) (?:would|will) (?:miss|notice|care)\b"
        r".{0,20}\b(?:gone|dead|died|disappeared)\b",
        r"\b(?:nobody|no one|no-one) would (?:even )?(?:miss me|notice if i)",
        r"\bmiss me (?:when|if) i(?:'m| am| was)? (?:gone|dead)\b",
        # Leaving a trail so an ending is seen: "i only log my food so someone notices when i stop".
        r"\bso (?:someone|somebody|some1|anyone|people|they) (?:will |would |might )?(?:notices?|knows?"
        r"|realises?|realizes?) (?:when|if) i(?:'m| am)? (?:stop|gone|disappear|go quiet|go missing|vanish)\b"
        r"(?!\s+(?:\w+ing|eating|logging|training|posting|going))",
        r"\b(?:when|after|once) i'?m (?:gone|dead)\b(?! (?:on|for|to|away|from|in|at)\b)",
        # Looking at a place to hang from: "been looking at the beam in the garage a lot lately".
        r"\b(?:looking|staring|looked|stared|checking) at (?:the )?"
        r"(?:beams?|rafters?|banisters?|ceiling hooks?)\b",
        r"\bi'm (?:just )?a burden to (?:everyone|everybody|my family|them)\b",
        # Ways to die read up on: "been reading about methods at 3am instead of sleeping".
        r"\b(?:reading|researching|googling|looking up|looked up|read|researched|googled)"
        r" (?:about |up on |into )?methods\b"
        r"(?=\s*(?:[.,!?;]|$|at night|at \d|again|instead|lately|online|tonight))",
        # A farewell with a second meaning: "sent out my leaving do invite. its not really about leaving the
        # company if u get me".
        r"\bnot (?:really |just |only )?about leaving (?:the |my |this )?(?:company|job|work|team|office"
        r"|firm)\b[^.!?]{0,20}\bif (?:u|you) (?:get|know what) ",
        # One's own warning signs to be hidden: "what are the warning signs of suicide? I want to know which
        # ones I'm showing so I can hide them from my wife".
        # (the question alone is study, and its sentence is left out: this is the sentence after it)
        r"\b(?:ones|signs|symptoms) i(?:'m| am) showing\b[^.!?]{0,40}\b(?:hide|hiding|cover)\b",
        # A blade out, beside a night's harm: "ate half a loaf then made myself sick and now the razor's out".
        r"\b(?:the |my )?(?:razor|razors|blade|blades)(?:'s| is| are)? out\b(?! of\b)",
        # A drop made permanent: "whats the fastest way to drop bodyweight... like permanently. off something
        # tall".
        r"\b(?:permanently|for good|jump\w*|drop\w*|step\w*)\b[^!?]{0,30}\boff something (?:tall|high)\b",
        COUNTDOWN_TO_THE_END,
        r"\b(?:won't|will not|not going to) be (?:around|here|alive) "
        r"(?:much |for )?(?:longer|long|any ?more)\b",
        r"\bthis is (?:my )?goodbye\b|\bgoodbye (?:forever|everyone|cruel world)\b",
        # A will made beside goodbyes or things given away: "my friend has written a will and is saying
        # goodbye to people".
        r"\b(?:made|making|make|written|wrote|writing|write|drawn up|drew up|sorted)"
        r" (?:a|my|her|his|their) will\b[^.!?]{0,60}\b(?:saying goodbye|said goodbye|goodbyes"
        r"|giv(?:ing|en) (?:\w+ )?(?:stuff|things|belongings|possessions|everything) away|gave (?:\w+ )?away"
        r"|giv(?:ing|en) away)\b",
        r"\bsaying (?:my )?goodbyes?\b(?! to (?:sugar|carbs|junk|alcohol|booze|chocolate|takeaways?|soda"
        r"|sweets|crisps|chips|bread|bad habits|my old|the old|smoking|dairy|gluten))"
        r".{0,30}\b(?:forever|for good|last time)\b",
    ]
)
# What turns a figure of speech back into a wish to die, said in the same sentence: "I would sleep forever
# after this run if it meant not facing tomorrow", "I don't want to live on chicken and rice or at all tbh".
_NOT_ONLY_EXERTION = (
    r"(?![^.!?]{0,80}\b(?:at all|if it meant|not (?:facing|having to)|never wake|not wake|for good|hope i"
    r"|affairs|goodbye|note|in peace|for real|actually)\b)"
)
_THROW = r"(?:throw\w*|threw|chuck\w*|lob\w*|toss\w*|fling\w*|flung|yeet\w*)"
_THROWABLE = (
    r"(?:scales?|phone|watch|fitbit|garmin|laptop|tracker|app|tv|remote|bike|treadmill|kettlebell|dumbbells?"
    r"|food|cake|biscuits|chocolate)"
)
_FIGURATIVE = compile_all(
    [
        r"\b(?:killing|killed|murder(?:ing|ed)?) (?:me|it|my (?:legs|arms|quads|glutes|back|abs|core|"
        r"calves))\b",
        r"\bdying (?:to|for|of laughter)\b",
        # Diets given up, not life: "I'm done with diets. done with counting."
        r"\bdone with (?:diets?|dieting|counting|calories|tracking|the scales?|weighing|macros)\b",
        # A habit quit: "planning to quit smoking in january".
        r"\bquit(?:ting)? (?:smoking|vaping|the vape|drinking|booze|alcohol|sugar|caffeine|nicotine"
        r"|fags|cigs)\b",
        # Study's misery laughed off: "revision is making me want to die lol".
        r"\b(?:revision|exams?|homework|essays?|deadlines?|coursework|uni|school|this (?:week"
        r"|essay|module))\b"
        r" (?:is|are) (?:making|gonna make|going to make) me want to die\b(?= ?(?:lol|lmao|haha"
        r"|\U0001f602|\U0001f480))",
        # An early alarm not wanted: "i don't want to wake up at 5am for swim anymore lol".
        r"\b(?:don't|do not|dont) want to (?:wake|get) up (?:at \d|for |before |so early|early)",
        # Hunger not wanted: "how do I get my hunger to just switch off? I don't want to feel it anymore" (the
        # eating-disorder policy reads it).
        r"\bhunger\b[^.!?]{0,60}[.!?]?\s*i (?:don't|do not|dont) want to feel it any ?more\b",
        # A rope, a tree or a hoist put to work: "tied a rope to the big oak for the kids and now I'm doing
        # rope climbs on it", "hoisting the deer in the garage with a rope and pulley".
        r"\brope (?:climbs?|climbing|swing|ladder)\b|\brope and pulley\b|\btied (?:a|the) rope (?:to|round"
        r"|around) (?:the |a |our )?(?:\w+ )?(?:tree|oak|branch|beam)\b(?=[^.!?]{0,40}\b(?:kids|swing"
        r"|climb\w*)\b)|\b(?:hoist\w*|hang\w*) (?:the |a )?(?:deer|carcass|game|meat|pig|lamb|punch ?bag"
        r"|heavy bag|bike)\b",
        # Marks that are no wound: "stretch marks went silvery after I lost the weight".
        r"\bstretch ?marks?\b",
        # A burn at work: "burned my forearm on the flat top again, occupational hazard".
        r"\bburn(?:ed|t) my (?:\w+ )?on the (?:flat ?top|grill|oven|stove|hob|fryer|pan|tray|kettle|iron"
        r"|exhaust|bbq|barbecue|forge|steamer)\b(?![^.!?]*\b(?:on purpose|deliberately|because|when i"
        r"|deserve|again and again|every time)\b)",
        # Envy said in passing, which the eating-disorder policy reads beside an illness named: "my sister has
        # an ed, how can i help her? kinda envious tbh".
        r"\b(?:kinda |a bit |lowkey |so |really )?(?:envious|jealous)(?: tbh| ngl| lol)\b",
        # Lateness joked about: "my mum always said I'd be late to my own funeral".
        r"\blate (?:to|for) (?:my|his|her|their) own funeral\b",
        # Affairs put in order in later life: "I've made my will and sorted the pensions this week".
        r"\b(?:made|written|sorted|updated|done) (?:my|our) wills?\b(?=[^.!?]{0,40}\b(?:pensions?|solicitor"
        r"|lawyer|paperwork|estate|executor|power of attorney)\b)",
        # An urge ridden out: "urge surfing actually worked last night".
        r"\burge surfing\b",
        # A diet asked about, not planned: "how do people do OMAD? not planning to, just curious".
        r"\bnot planning (?:to|on it|on doing it)\b,? just curious\b",
        # A cold shock laughed off: "first 30 secs of the ice bath I genuinely wanted to die. then it was
        # class".
        r"\bwanted to die\b[^.!?]{0,25}[.!?,]\s*(?:then|but then|after that) (?:it was|it's|i felt) (?:class"
        r"|great|amazing|fine|brilliant|unreal|epic|good|grand)\b",
        # Exhaustion enjoyed: "he made us bear crawl up the hill, I wanted to die (in a good way)".
        r"\b(?:wanted|want|going) to die\b\s*\(?in a good way\b",
        # Self-criticism, not self-harm: "not beating myself up, just want a decent plan".
        r"\bbeat(?:ing|s)? (?:myself|yourself|herself|himself) up\b",
        # A diet's sameness: "tired of existing on chicken and rice lol give me some new cutting recipes".
        r"\b(?:tired|sick|bored) of (?:existing|living|surviving) (?:on|off) (?:chicken|rice|salad|oats|tuna"
        r"|eggs|shakes|protein shakes|porridge)\b(?=[^.!?]{0,40}\b(?:lol|haha|recipes?|ideas?|give me|any new"
        r"|suggestions?)\b)",
        # A food not to be given up, not life: "I don't want to stop rice".
        r"\b(?:don't|do not) want to (?:stop|give up|quit) (?:eating |drinking |having )?(?:rice|bread"
        r"|pasta|carbs"
        r"|chocolate|coffee|sugar|meat|dairy|fruit|noodles|potatoes|beer|wine|my \w+)\b",
        # Recovery felt: "a year out from the worst of it and I finally feel like myself again".
        r"\b(?:finally|starting to|beginning to|actually|slowly) (?:feel|feeling) like (?:my ?self|me"
        r"|a person|a human being|human) again\b",
        # A floor kept: "1200 a day is my target. That's the floor right? not going under it".
        r"\bnot (?:going|gonna|going to go|dipping|dropping) (?:any )?(?:under|below|lower than)"
        r" (?:it|that|this|\d+|the floor|my (?:target|floor|minimum))\b",
        # Burns from equipment: "When you start rope climbs, a few burns are understandable".
        r"\b(?:rope|mat|carpet|friction|bar) burns?\b|\brope climbs?\b[^.!?]{0,40}\bburns?\b",
        # Something else thrown from a height: "I'm throwing the scale off the balcony", "if this scale says
        # the same again i'm chucking it off the balcony".
        rf"\b(?:{_THROW} (?:the|my|this|that) (?:\w+ )?{_THROWABLE}|{_THROWABLE}\b[^.!?]{{0,60}}\b{_THROW}"
        r" (?:it|them)) (?:off|out of|over|from) (?:the |my |a )?(?:balcony|window|bridge|roof|cliff|edge)\b",
        # Exhaustion laughed at: "she's 'done with life' because her DOMS are that bad 😂".
        r"\bdone with life\W{0,3} (?:because|cos|cause|coz|after|from|thanks to) (?:of )?[^.!?]{0,40}"
        r"\b(?:doms|legs|leg day|workout|class|pilates|spin|burpees|squats|session|run|hiit|lunges)\b",
        r"\b(?:ran|run|running|do|did|doing) suicides?\b",
        # Weight that stays, said calmly: "the baby weight isn't going anywhere fast and im ok with that".
        r"\b(?:weight|fat|belly|tummy|pounds|kilos|pooch|mum tum|mom pooch) (?:isn't|is not|ain't|aint) going"
        r" anywhere\b",
        # A coach or a gym left, not a life: "time to end things with my PT, £60 a session is not".
        r"\bend(?:ing|ed)? things with (?:my |the |our )?(?:pt|personal trainer|trainer|coach|gym|club|physio"
        r"|boyfriend|girlfriend|bf|gf|partner|ex|fwb)\b(?! ?'s)",
        # A thing, not the writer, that others would be better off without: "my flatmates would be better off
        # without my protein shaker stinking up the sink".
        r"\bbetter off without (?:my|the|this|that) (?!(?:life|existence|presence|company|face)\b)\w+",
        # ... or a kind of thing: "everyone would be better off without gym selfies on linkedin".
        r"(?:\b(?:everyone|everybody|we|they|people|the world|you|i)(?:'d| would) be )?"
        r"\bbetter off without (?:\w+ )?(?:selfies|posts|photos|pics|videos|content|reels|tiktoks|ads"
        r"|adverts|apps|phones|screens|social media|instagram|tiktok|twitter|sugar|carbs|booze|alcohol"
        r"|caffeine|snacks|crisps|takeaways|scales|diet culture|diets)\b",
        # Someone else's hyperbole about a chore or a workout: "my brother said he'd rather die than do
        # pilates with me", "he'd 'rather jump off a cliff' than meal prep again".
        r"\b(?:he'd|she'd|they'd|he would|she would|they would) '?(?:rather|sooner) '?(?:\w+ ){0,2}?"
        r"(?:die|be dead|jump off (?:a|the) (?:cliff|bridge|roof)|drown|eat glass)'? than"
        r" (?!(?:eat|eating|gain|gaining|live|living|go on|going on|get fat|be fat|fat|heavier|bigger)\b)"
        # ... laughed off: not "he'd rather die than play another season. coach called me"
        r"(?=[^\n]*(?:\b(?:lol|lmao|haha|jk|joking|so dramatic|loved it|anyway)\b|😂|🤣|💀))",
        # ... or their death wish quoted, said of a workout or a plan: "my mate said 'I want to die' after I
        # made her do burpees lol", "friend texted 'im literally going to die' when i showed her my macros".
        r"(?<!\bi )\b(?:said|says|texted|messaged|screamed|yelled|shouted|groaned|went)"
        r" '(?:i want to die|i'?m (?:literally |actually )?(?:going to|gonna) die|kill me(?: now)?"
        r"|i'?m dying)' (?:after|when|during|halfway through|at)\b",
        # Slow on a group run, or a sport's weight cut: "I feel like a burden on the group run because I'm
        # always last", "what actually is a weight cut?"
        r"\b(?:a burden|dead weight|holding (?:everyone|them|the group) back) (?:on|to|in|for) (?:the |my "
        r"|our )?"
        r"(?:group run|team|crew|squad|club|class|relay|boat|session|ride|group)\b",
        r"\b(?:weight|water) cut(?:s|ting)?\b",
        # Fandom joy: "my bias just posted a gym selfie and I have ascended".
        r"\b(?:i have|i've|i just|i) ascended\b",
        # "have I overdone it?", which the typo repair reads one letter away from "overdose": said of a
        # session, never of pills ("overdose on").
        r"\boverdose it\b|\b(?:(?:don't|dont|do not|not) want to )?overdo(?:ing|ne|es)? it\b",
        # Fear of dying, not a wish: "in week 1 I genuinely thought I was going to die".
        r"\b(?:thought|felt like|was sure|swore|convinced) i(?: (?:was|were) (?:going to|gonna|about to)|'d"
        r"| would) (?:actually |literally |genuinely |honestly )?(?:die|pass out)\b",
        # Exercise as the punishment for food, which the eating-disorder policy answers: "if I go over I
        # punish myself with laps of the park".
        r"\bpunish(?:ing|ed)? (?:myself|my body) (?:with|by doing|by running|by) (?:\w+ ){0,3}?(?:laps|miles|"
        + EXERTION
        + r")",
        # Ending a contract, said after a pause: "thinking about ending it... my membership, that is".
        r"(?:\b(?:i )?(?:keep |been |am |'m )?(?:thinking|thought) (?:about|of) |\bconsidering )?"
        r"\bend(?:ing|ed)? it\b[.\u2026\s,-]+(?:i mean |as in |with )?(?:my|the|this) (?:gym )?"
        r"(?:membership|subscription|contract|lease|account|phone contract|tenancy)\b",
        # "overdosed on coffee", "about to overdose on christmas chocolate": a treat, unless a drug comes
        # first.
        r"\boverdos\w* on (?:(?!" + _DRUGS + r")\w+ ){0,2}(?:caffeine|coffee|pre-?workout|sugar|carbs"
        r"|protein|chocolate|netflix|sweets|cake|candy|pizza|snacks|cookies|biscuits|crisps|chips|mince pies"
        r"|turkey|pudding|puddings|desserts?|ice cream|cheese|food|pasta|bread|roast|stuffing|trifle|custard"
        r"|doughnuts|donuts|burgers|fries|cheesecake|brownies|fudge|toffee|cream|gravy|curry|carbonara"
        r"|christmas|xmas|festive \w+|cardio|spin|gym|training|steps|sun|sunshine|tv|anime|memes|content)\b"
        # ... not with the amount it would take asked: "overdose on my pre-workout. how much would it take"
        r"(?!.{0,80}\b(?:would it take|it would take|would (?:it )?kill|to die"
        r"|enough to (?:die|kill|end))\b)",
        # Leaving an app, not the world: "want to disappear off social media for prep".
        r"\b(?:disappear|vanish)\w* (?:off|from) (?:all )?(?:social media|socials|instagram|insta|tiktok"
        r"|twitter|facebook|snapchat|the internet|online|the group ?chat|whatsapp|strava|the gram)\b",
        # Getting away for a while: "disappear into a cabin for a week", "disappear... into a hot bath". The
        # wish goes with it, since "i want to" left alone reads to the classifier as the start of a crisis.
        r"\b(?:(?:i|i'm|i am) )?(?:just |really |honestly )?(?:want to |going to |need to |'d love to "
        r"|would love to )?"
        r"(?:disappear|vanish|escape|hide)[.\u2026\s]+(?:face ?first |head ?first |head-first )?(?:into"
        r"|under|to"
        r"|off to|in|for) (?:a|an|the|my) "
        r"(?:[\w-]+ ){0,2}(?:cabin|cottage|lodge|caravan|tent|bath|blanket|duvet|bed|woods|forest|mountains?"
        r"|beach|holiday|week|weekend|bit|while|few days|cave|book|game|gym|hike|trip|island|retreat|hoodie"
        r"|hoody|jumper|sweater|sweatshirt"
        r"|headphones|music|podcast|crowd|background|pile|plate|bowl|tub)\b",
        # A cut is a diet phase in a fitness app: "done with this bulk, ready to cut", "1200 for the cut".
        r"(?<!relapsed )(?<!relapse )\b(?:(?:ready|time|going|want|need|planning|about) to|start(?:ing)?"
        r"|on|for|during|into|after|before|mini|lean|summer|aggressive|slow|first|next|this|my|the|a"
        r"|bulk (?:and|or|then|to)) cut(?:ting)?\b"
        r"(?! (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin)|again|deeper|yourself))"
        r"(?![^\n]{0,60}" + _CLEAN_STREAK + r")"
        r"|\bcut(?:ting)? (?:phase|season|diet|calories|cals|carbs|sugar|out|back|down|weight|fat|macros)\b"
        r"|\bcut(?:ting)? now\b(?=.{0,40}\b(?:bulk|a day|kcal|cals?|calories|macros|weeks)\b)"
        # a couple cutting, the day's figures said: "she's on 1300 and I'm on 1800, wife and I are cutting"
        r"|\b\d{3,4}\b[^.!?]{0,40}\b(?:are|'re) (?:both )?cutting\b"
        r"|\b(?:are|'re) (?:both )?cutting\b(?=[^.!?]{0,40}\b(?:\d{3,4}|cals?|calories|kcal|macros|bulk"
        r"|deficit)\b)",
        # An exercise that "makes me want to die", or "one more wall sit and I'm going to die": exertion.
        r"\b(?:planks?|wall ?sits?|this workout|that workout|this class|that class|" + EXERTION + r") "
        r"(?:\w+ ){0,2}(?:make|makes|made|making) me want to (?:die|end it(?: all)?|kms|kill myself)\b"
        + _NOT_ONLY_EXERTION,
        # Embarrassment: "failed my bench pr in front of everyone and wanted to crawl in a hole and die".
        r"\b(?:(?:want(?:ed)?|wanting|could) (?:to )?(?:just )?)?(?:crawl|curl up|dig)\w* (?:\w+ )?"
        r"(?:in|into|under)"
        r" (?:a|the) (?:hole|floor|ground|rock)"
        r"(?: and die)?\b" + _NOT_ONLY_EXERTION,
        # Peace made with a body, not with dying: "made my peace with never being a size 10 again".
        r"\bmade (?:my )?peace with (?:never|not|no longer) (?:being|getting|having|fitting|looking|running"
        r"|lifting)\b"
        r"|\bmade (?:my )?peace with my (?:body|size|weight|shape|knees|back|hips|age|height|build|genetics"
        r"|limits)\b",
        r"\bone more (?:\w+ ){0,2}(?:sets?|reps?|sits?|burpees?|laps?|sprints?|miles?|rounds?|squats?"
        r"|lunges?|planks?|minutes?|hills?|intervals?)\b.{0,40}"
        r"\b(?:i'm |i am |i'll |i will )?(?:going to|will) (?:actually |literally )?die\b",
        # "might kms if i have to do one more burpee": the dread of a set, not of living (not "kms if i gain
        # another pound").
        r"\b(?:kms|kill myself|die)\b (?:if|when|before) (?:[\w']+ ){0,5}(?:one more|another|more)"
        r" (?:\w+ ){0,2}" + EXERTION + r"\b",
        # Gym ropes: "my skipping rope is in the garage", "battle ropes".
        # ... where it is kept too, since the classifier has learnt the garage from a rope kept there.
        r"\b(?:skipping|skip|jump|jumping|battle|climbing|tow|speed|tricep|triceps|cable|trx|gym) ropes?\b"
        r"(?! for something (?:other than|else))"
        r"(?:(?: is| are|'s) (?:still )?(?:in|up in|out in) (?:the |my )?(?:garage|loft|shed|attic|cupboard"
        r"|car|wardrobe)\b)?",
        # Away for a while: "when I'm gone on holiday can you pause my plan?", "I won't be around next week,
        # off to Spain".
        r"\bwon't be around (?:next|this|for (?:a|the|\w+)) (?:\w+ )?(?:week|weekend|days|month|fortnight)\b"
        r"(?=\W{0,3}(?:i'm |i am )?(?:off to|going to|heading to|flying to|away|on holiday|travel\w*)\b)",
        # ... said with how long: "need a plan for when I'm gone - two weeks in Lanzarote".
        r"\b(?:when|while|after|once) i'?m (?:gone|away)[\s,:;(\u2013\u2014-]+(?:(?:on|for|to|in) )?"
        r"(?:holiday|vacation|hols|a trip|the weekend|business|work|travel\w*"
        r"|(?:a|the|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|a few|a couple of"
        r"|several) (?:\w+ )?(?:days?|weeks?|nights?"
        r"|weekend|months?)(?! (?:from now|time|later|after)\b))\b",
        # Causes and campaigns: "running the 10k for a suicide prevention charity".
        r"\bsuicide (?:prevention|awareness|research|rates?|statistics|stats|charity|charities|helpline"
        r"|hotline|lifeline|bereavement)\b",
        # Thanks for the coaching itself, which is no farewell: "just wanted to say thanks for the plans".
        r"\b(?:thanks|thank you|cheers)(?: so much| again)? for (?:the|my|your|all the) (?:\w+ )?(?:plans?"
        r"|programmes?|programs?|workouts?|tips|advice|recipes?|sessions?|meal plans?)\b",
        # A death told as peaceful: "my grandma died peacefully at 94 last night".
        r"\b(?:died|passed(?: away)?|went) peacefully\b(?: in (?:her|his|their) sleep)?(?: at \d{2,3})?",
        # A lift or a pace that "dies": "my squat dies at the bottom".
        r"\b(?:squat|bench|deadlift|lift|press|set|rep|run|pace|legs|battery|phone)s? (?:dies|died|dying)"
        r" (?:at|on|in|halfway|near|after|off)\b",
        # A move, not a farewell: "moving to Canada on the 12th so I won't need this gym after that", "not
        # gonna be around by new year - moving to Berlin".
        r"\b(?:not (?:gonna|going to) be|won't be) (?:around|here)\b[^.!?]{0,30}?[\u2014\u2013,-]?\s*"
        r"(?:i'm |we're )?(?:moving|relocating|emigrating)\b",
        # ... or a holiday: "i won't be around to train next week, holiday".
        r"\b(?:not (?:gonna|going to) be|won't be|will not be) around\b[^.!?]{0,40}\b(?:holiday|vacation|trip"
        r"|away|travelling|traveling|conference|camping|festival|honeymoon)\b",
        r"\b(?:moving|relocating|emigrating)\b[^.!?]{0,40}\bwon't (?:need|be using) (?:this|the|my) (?:gym"
        r"|membership|plan|app|account)\b",
        # Someone else's bereavement: "my mate lost his brother to suicide, so we're doing the three peaks for
        # charity".
        r"\blost (?:his|her|their) (?:\w+ ){0,2}to suicide\b",
        # "this burpee finisher is suicide lol": a brutal session, not a death.
        r"\b(?:workout|class|session|finisher|circuit|set|program|programme|wod|leg day|hill|sprints?|"
        r"burpees?|interval\w*|drill|hiit|spin|metcon) (?:is|was|are|were) "
        r"(?:literally |pure |absolute |actual |basically |a form of |just )?(?:suicide|self[- ]?harm"
        r"|torture)\b",
        r"\bsuicides? ?(?:sprint|drill|run|shuttle|line|squat|burpee|squeeze|squad|door|king)s?\b",
        r"\b(?:die|dying|dead) (?:on (?:this|that) hill|laughing)\b|\bto die for\b",
        # An app's message stopped, not life: "i don't want the weekly summary anymore".
        r"\b(?:don't|do not|no longer) want (?:the|my|these|those|any more|anymore) (?:\w+ )?"
        r"(?:summary|summaries|emails?|notifications?|reminders?|updates?|reports?|messages|newsletters?"
        r"|alerts?|nudges?|check-?ins)\b",
        # Things that "want to die": "my bank account wants to die lol".
        r"\b(?:my )?(?:bank account|bank balance|wallet|card|phone|laptop|battery|legs|knees|calves|glutes"
        r"|quads|hamstrings|back|lungs|car) (?:\w+ )?(?:wants? to|is going to|is gonna|'s gonna) die\b",
        # A milestone of not harming: "I haven't self-harmed in 400 days".
        r"\b(?:haven't|have not|hasn't|not) (?:self[- ]harmed|cut|hurt (?:myself|herself|himself))"
        r" (?:in|for) (?:over )?(?:\d+|a|two|three|six|many) (?:days?|weeks?|months?|years?)\b",
        # A getaway: "my sister keeps going on about disappearing for the honeymoon".
        r"\bdisappear(?:ing)? (?:for|on) (?:the|our|my|their|a|her|his) (?:honeymoon|holiday|trip|weekend"
        r"|break|week|retreat)\b",
        # ... or a wedding run off to, and the planning it escapes: "considering eloping just to get out of
        # the seating plan".
        r"\belop(?:e|es|ed|ing)\b(?:[^.!?]{0,20}\bget out of (?:the|all the|this|our|my) (?:\w+ )?(?:plan\w*"
        r"|seating|guest list|wedding|drama|stress|fuss|admin))?",
        # A drink after a hard day, its calories asked: "drinking a whole bottle of wine after the day I've
        # had. how many calories".
        r"\b(?:drinking|drink|drank|having|had|polish(?:ing|ed) off|sink(?:ing)?) (?:a |the )?(?:whole |full"
        r" |entire )?bottle of (?:wine|prosecco|red|white|ros\u00e9|rose|fizz|cava)\b[^.!?]{0,40}"
        r"(?=[^.!?]*[.!?]?[^.!?]{0,40}\b(?:calories|cals|kcal|syns|points)\b)",
        # ... or to be stopped: "my coach says I'm lean enough and should stop cutting".
        r"\b(?:lean|bf|body ?fat|kg|lbs|bulk\w*|maintenance|calories)\b[\s\S]{0,60}?\bstop cutting\b"
        r"|\bstop cutting\b(?=[^.!?]{0,40}\b(?:kg|bf|body ?fat|lean|calories|bulk|maintenance)\b)",
        # A cut of weight no longer on: "sauna after training for recovery is fine yeah? not cutting".
        r"\b(?:sauna|weigh-?ins?|weight class|bulk\w*|calories|maintenance|diet\w*)\b[\s\S]{0,60}?"
        r"\b(?:not|no longer|stopped|done|finished|quit) cutting\b"
        r"|\b(?:not|no longer|stopped|done|finished|quit) cutting\b(?= (?:weight|for|any ?more|now|this"
        r" (?:week|month|year)|till|until|before)\b)",
        # Plates gone back for, and owned: "went back for thirds and I'm fine with it".
        r"\bwent back for (?:seconds|thirds|fourths|more)\b[^.!?]{0,30}\b(?:i'm|i am|im) (?:totally "
        r"|completely |honestly )?(?:fine|ok|okay|happy|at peace) with (?:it|that)\b",
        # A medicine or aid outgrown: "can i come off my blood pressure tablets now ive lost 8kg? feel like i
        # dont need them anymore".
        r"\b(?:tablets|pills|meds|medication|medicine|inhaler|insulin|statins?|brace|crutches|walking"
        r" stick)\b[^.!?]{0,60}[.!?]?[^.!?]{0,30}\b(?:don't|dont|do not) need (?:them|it|those|that) any"
        r" ?more\b",
        # Old kit passed on since the new arrived: "giving away my old running blade since I got the new one".
        r"\bgiv(?:ing|e) away (?:my )?old (?:\w+ ){1,2}(?:since|because|as|now (?:that )?) ?(?:i|i've)"
        r" (?:got|bought|have|had) (?:a |the |my )?new\b",
        # An ex's check-in answered well: "my ex texted 'hope ur ok' and honestly I am".
        r"\b(?:texted|messaged|said|asked|sent)(?: me)? ['\"]?(?:hope (?:you're|your|ur|you are|u r|youre)"
        r" (?:ok|okay)|are you (?:ok|okay)|r u ok|you ok)\??['\"]?[^.!?]{0,20}\b(?:and )?(?:honestly "
        r"|actually |tbh )?(?:i am|i'm (?:fine|good|ok|okay))\b",
        # Nerves before a show: "stage fright makes me want to disappear before every audition".
        r"\b(?:makes?|made) me (?:want to|wanna) disappear before (?:every|each|the|my|an?) (?:\w+"
        r" )?(?:audition|show|performance|gig|exam|presentation|meeting|match|race|competition|comp|recital"
        r"|interview)\b",
        # A drug turned down: "decided against SARMs after reading up".
        r"\b(?:decided|deciding|decide) against (?:\w+ ){0,2}(?:sarms|steroids|gear|a cycle|the cycle|trt"
        r"|surgery|the op|ozempic|mounjaro|the jab|supplements?|creatine|pre-?workout|it)\b",
        # A diet's misery as a joke: "this cut is making me want to die a bit lol".
        r"\b(?:cut|diet|deficit|prep|fast|session|workout|leg day|class|run|refeed)\b (?:is |was )?(?:making"
        r"|makes|made) me (?:want to|wanna) die (?:a (?:little|bit)|inside)\b",
        # Kit or a session out to get one: "the weight vest tried to murder me on my ruck".
        r"\b(?:vest|workout|session|class|hill|hills|ruck|run|leg day|burpees|program|programme|sled|rower"
        r"|bike|stairs|bootcamp|circuit|finisher|wod) (?:\w+ )?(?:tried to|trying to|wants to|is trying to"
        r"|is going to|nearly|almost) (?:murder|kill|end|finish) me\b",
        # A business's pitch and the exits from it: "have you ever thought about being your own boss?",
        # "stepping away from the business", "deleting the team app, I'm done with it".
        r"\b(?:be|being) your own boss\b|\bboss babes?\b|\bstep(?:ping|ped)? (?:away|back) from (?:the |your"
        r" |my )?(?:business|job|team|role|company|group|brand|mlm|upline)\b|\b(?:deleting|deleted"
        r"|uninstalling|uninstalled|leaving|left|quitting|quit) (?:the |this |that |my )?(?:\w+ )?(?:app"
        r"|group|chat|team|programme|program|challenge)\b[^.!?]{0,20}\b(?:i'm|im|i am) done with (?:it"
        r"|them)\b",
        # Methods of training looked up and chosen: "looking up training methods, finally settled on one:
        # 5/3/1" (not methods unnamed, which is how a plan to die is told).
        r"\blooking (?:up|into|at) (?:different |new )?(?:training|workout|running|lifting|strength|diet"
        r"|meal|cooking|recovery|stretching|study|revision|programming|coding|periodi[sz]ation) (?:methods"
        r"|programmes|programs|plans|splits|routines|options|styles)\b[^.!?]{0,60}",
        # A mind that keeps running: "my brain won't switch off on rest days".
        r"\b(?:brain|mind|head)(?: just)? (?:won't|will not|wont|doesn't|does not|can't|cannot)"
        r" (?:switch|shut|turn) off\b",
        # Deeply asleep: "I'll be dead to the world after this night shift".
        r"\bdead to the world\b",
        # A diet's end in sight: "This is my last week of the cut!".
        r"\b(?:last|final) (?:week|day|days|month) (?:of|on) (?:the|my|this) (?:\w+ )?(?:cut|diet|bulk|prep"
        r"|programme|program|plan|block|challenge|phase|cycle|deficit)\b",
        # A chore or a place wished away for a day: "honestly wish the gym didn't exist today".
        r"\bwish (?!i\b|me\b|myself\b|i'd\b)(?:the |my |this |that )?[a-z]+(?: [a-z]+)? (?:didn't|did not"
        r"|wouldn't) exist\b(?= (?:today|this (?:morning|week)|on (?:mondays|leg day)|sometimes))",
        # A gym's bucket for the sick, a session's joke: "my PT said 'puke bucket's in the corner'"
        r"\b(?:puke|sick|spew|vom|barf) buckets?\b",
        # "asked if i wanted to die happy", "i'd rather die than give up my morning walk": idioms of pleasure
        r"\b(?:(?:want|wanted|going) to |i'll |i will |i'd |i could |could )?die happy\b",
        r"\b(?:i'd|i would|id) (?:\w+ )?rather die than (?:give up|miss|skip|stop|quit|go without|lose"
        r"|part with|sell|swap)\b",
        r"\b(?:could|would|i'd)(?: \w+)? (?:kill|die) for\b",
        r"\b(?:could|would|i'd)(?: \w+)? unalive (?:someone|somebody|anyone|a man) for\b",
        # Tiredness: "I wish I could sleep for a week after this training block".
        r"\b(?:wish i could|i could|could|want to|need to|gonna|going to) (?:just )?sleep for"
        r" (?:a week|a month|days|weeks|a year|\d+ (?:days|hours))\b(?! and (?:never|not) wake)",
        # A will made with a solicitor, as life admin: "sorting my will with the solicitor on saturday".
        r"\b(?:sort\w*|writ\w*|updat\w*|doing|make|making|made|redo\w*) (?:my|our|a) wills?\b"
        r"(?= (?:with|at|through) (?:the |a |my |our )?(?:solicitor|lawyer|notary|attorney|bank|advisor"
        r"|adviser))",
        r"\b(?:(?:want|wanted|going) to )?die[.\u2026\s]*(?:of|from) (?:boredom|embarrassment|laughter"
        r"|laughing|shame|envy|hunger|cringe)\b",
        # A hangover, or coffee keeping one going: "hangover's so bad i want to die lol", "the only thing
        # keeping me alive this week is the office coffee machine".
        r"\b(?:hangover|hungover|hanging)\b[^.!?]{0,30}\bwant(?:s)? to die\b"
        r"|\bwant(?:s)? to die\b[^.!?]{0,20}\b(?:hangover|hungover|hanging)\b",
        r"\b(?:only thing|all that's|what's) keeping me (?:alive|going|sane)\b[^.!?]{0,30}\bis"
        r" (?:the |my |this )?(?:\w+ ){0,2}(?:coffee|caffeine|tea|espresso|coffee machine|flat whites?"
        r"|lattes?|cappuccinos?|cuppas?|energy drinks?"
        r"|red bull|monster|snacks?|chocolate|biscuits|the weekend|podcasts?)\b",
        r"\bdie a little(?: bit| inside)?\b|\bletter to (?:my )?(?:future|younger|older) self\b",
        r"\b(?:goodbye|farewell) (?:letter|note) to (?:"
        + _VICES
        + r"|my old (?:\w+ )?(?:self|body|habits|jeans|clothes))\b",
        r"\b(?:wanted|want|wanting) to die (?:at|on|during|in|by) (?:mile|km|lap|rep|set|the (?:\w+ )?"
        r"(?:hill|wall|race|marathon|session|class))",
        r"\b(?:wanted|want|wanting|going|gonna) to die (?:at|on|during|doing|in) "
        r"(?:the |my |those |these |this |that |every )?(?:\w+ )?" + EXERTION + r"\b",
        r"\b(?:kill|killed|killing) (?:myself|yourself) (?:at|on|during|doing|with) (?:the |my "
        r"|some )?(?:\w+ )?" + EXERTION + r"\b",
        # "coach made us do suicides on the court, I genuinely want to die lol": a session's hyperbole.
        r"\b" + EXERTION + r"\b.{0,80}\b(?:i )?(?:genuinely |literally |actually |honestly )?"
        r"(?:want(?:ed)? to|going to|gonna) die (?:lol|lmao|haha)\b",
        r"\b" + EXERTION + r"\b.{0,40}\b(?:please )?(?:just )?(?:let me die|kill me now|end me)\b",
        # ... or any day's, taken back in brackets or laughed at: "the 4am start makes you want to die lol
        # (not literally, just knackered)", "my knife skills are so bad I want to die 😂".
        r"\b(?:want|wants|wanna|make[s]? (?:me|you) want) (?:to )?die\b"
        r"(?=[^.!?]{0,15}\(?\s*not literally)",
        r"\bso (?:bad|slow|awful|terrible|embarrass\w*|cringe\w*|hungry|full|tired|sore) (?:that )?i"
        r" (?:want|wanna|could) (?:to )?die\b(?=[^.!?\n]{0,60}(?:😂|🤣|😭|💀|\blol\b|\blmao\b|\bhaha\b))",
        # An injury risked in training: "she'll hurt herself if she keeps doing burpees on that knee".
        r"\b(?:hurt|injure|harm) (?:himself|herself|themselves|yourself|myself)\b(?= (?:if|doing"
        r"|lifting|running"
        r"|training|on (?:that|this|the|her|his|my|your) (?:knee|back|ankle|shoulder|hip|wrist|foot)))",
        # A brutal last set: "my PT calls the last set 'the funeral set'".
        r"\b(?:the )?['\"]?funeral (?:set|rep|round|class|workout|finisher|circuit)\b",
        # Stopping a medicine is a medication decision, the medical policy's: "I've stopped my sertraline".
        r"\b(?:stopped|stopping|stop|quit|quitting|coming off|come off|came off) (?:taking )?(?:my |the )?"
        r"(?:sertraline|fluoxetine|citalopram|escitalopram|prozac|zoloft|lexapro|antidepressants?|ssris?"
        r"|venlafaxine|mirtazapine|meds|medication)\b(?! (?:to|so|because|and (?:i|just)) )",
        # Food, not life, unwanted: "I don't want to want food ever again" (the eating-disorder policy's).
        r"\b(?:don't|do not|never) want to (?:want|need|eat|touch|see) (?:food|to eat|eating)\b"
        r"(?: (?:ever )?(?:again|anymore|any more))?",
        # A team's loss or a hated exercise, every time: "he says he wants to die every time Arsenal lose",
        # "burpees are the devil. I want to die every single time".
        r"\b(?:wants?|wanted|want) to die (?:every (?:single )?time|whenever|when) (?:\w+ ){1,3}(?:lose|loses"
        r"|lost|draw|concede|concedes|miss|misses|play|plays)\b",
        r"\b" + EXERTION + r"\b[^.!?]{0,40}[.!?]?\s*(?:i )?(?:want|wanted) to die every (?:single )?time\b",
        # "legs dead, soul dead, stoked though"; "hitting the wall" at mile 20.
        r"\b(?:legs|soul|body|arms|quads|lungs|brain|calves|glutes) (?:are |is |=)?dead\b",
        # "my lungs have left the building", "legs gave up at mile 20": a body spent, not a life.
        r"\b(?:my )?(?:legs|lungs|arms|quads|glutes|calves|hamstrings|body|knees|shoulders)"
        r" (?:have |has |had |just )?(?:left the building|given up|gave up|quit|packed in|checked out"
        r"|clocked off)\b",
        # An early alarm: "I don't want to wake up at 5am for the gym".
        r"\b(?:don't|do not|dont|never) want to (?:wake|get) up"
        r"(?![^.!?]{0,60}\b(?:or ever|ever again|at all|anymore|any more|for good)\b)"
        r" (?:at \d|early|so early|on (?:mondays|weekends)"
        r"|for (?:the |my )?(?:gym|work|school|class|training|run|practice))[^.!?,;]*",
        # "gonna kill it at my deadlift attempt": doing something very well.
        r"\bkill(?:ed|ing|s)? it\b",
        # Internet slang: "gym crush said hi to me. i am deceased. please plan my funeral", said of a moment.
        r"(?:\b(?:crush|said hi|replied|texted (?:me )?back|noticed me|smiled at me|liked my)\b[^\n]{0,80}?"
        r"\b(?:i'm|i am|im) (?:literally |actually |officially )?deceased\b"
        r"|\b(?:i'm|i am|im) (?:literally |actually |officially )?deceased\b(?=[.!,\s]*(?:lol|lmao|💀|😂)))"
        r"(?:[.!,\s]*(?:please |pls |someone )?(?:\w+ )?plan my funeral\b)?"
        r"(?![^.!?]{0,80}\b(?:not joking|seriously|i mean it|for real)\b)(?![.!,\s]*not joking)",
        # A session "killing me" with a laugh, then a wish to die about it: "this squat program is actually
        # killing me 😂 week 3 and I want to die".
        r"\b(?:program|programme|workout|session|class|" + EXERTION + r")\b[^.!?]{0,20}\b(?:is|was|are)"
        r" (?:actually |literally |lowkey |honestly )?(?:killing|destroying|wrecking) me\b"
        r"\s*(?:😂|🤣|💀|lol|lmao|haha\w*)\s*(?:(?:week|day|set|round) \d+ and )?"
        r"i (?:literally )?want to die\b" + _NOT_ONLY_EXERTION,
        # A trainer's joke: "my PT literally said 'i'm going to kill you today'" (not "he's going to kill me
        # if I tell anyone").
        r"\b(?:pt|trainer|coach|instructor|teacher)\b[^.!?]{0,30}\b(?:said|says|told me|tells me|warned)\b"
        r"[^.!?]{0,12}?(?:['\"]?(?:i'm|im|i am) (?:going to|gonna) kill (?:you|us)"
        r"|(?:he's|she's) (?:going to|gonna) kill us)\b(?! (?:if|unless|when|for)\b)",
        # Slang for laughing: "my grandson says 'i'm dead' whenever something's funny" (not "dead inside").
        # Only quoted of someone else, or a bare reaction ending the message: the span covers no other words.
        r"\b(?:says?|said|saying|goes) ['\"]?(?:i'm|im) (?:literally )?dead['\"]?"
        r"(?=[^.!?]{0,60}\b(?:funny|hilarious|joke|laugh\w*)\b)"
        r"|\b(?:lol|lmao|haha\w*)\W{0,3}(?:i'm|im) (?:literally )?dead\W*$",
        # A hard race or session looked back on fondly: "last 6 miles I wanted to lie down in a ditch and
        # die. 10/10 would do again".
        r"\b" + EXERTION + r"\b[^.!?]{0,80}\b(?:wanted|was ready|was going) to (?:\w+ ){0,6}die\b[.!?,]*\s*"
        r"[^.!?]{0,40}?(?:10/10|would (?:do|recommend) (?:it |this )?again|can't wait to do it again"
        r"|loved (?:it|every)|best (?:race|day|run|session))\b[^.!?]*" + _NOT_ONLY_EXERTION,
        r"\bhit(?:ting)? the wall\b",
        # Spent after a session: "I could sleep forever after leg day", "ready to die on the rower" (not
        # "... if it meant not facing tomorrow", "my affairs are in order").
        r"\b(?:could|would|i'd) (?:happily |honestly |literally |just )?sleep (?:forever|for (?:a week|days"
        r"|ever))\b(?=.{0,40}\b(?:after|that|this) (?:[\w']+ ){0,2}?(?:ride|hike|swim|"
        + EXERTION
        + r")\b)"
        + _NOT_ONLY_EXERTION,
        r"\b(?:ready|about) to die (?:on|during|doing) (?:the|this|these|those|my) (?:\w+ )?(?:rower|erg"
        r"|assault bike|air bike|echo bike|treadmill|stairmaster|burpees|intervals|wods?|hiit|reps|sets"
        r"|leg day|sled|prowler|finisher|metcon|2k test)\b" + _NOT_ONLY_EXERTION,
        # A diet to live on: "I don't want to live on salads to lose weight" (not "... or at all tbh").
        # (not "tired of living off shakes and hating myself, what's the point")
        r"\b(?:(?:don't|do not|dont) want to |can't |cannot |couldn't )?"
        r"(?:live|living|survive|surviving) (?:on|off) (?:\w+ ){0,2}"
        r"(?:salads?|shakes?|chicken|rice|protein|soup|toast|cereal|noodles"
        r"|takeaways?|coffee|fruit|veg|vegetables|bread|pasta|eggs|oats|porridge|snacks|pizza|carbs|smoothies"
        r"|lettuce|tuna|beans|meal replacements?)\b"
        + _NOT_ONLY_EXERTION
        + r"(?![^.!?]*\b(?:pills|hat(?:e|ing) myself"
        r"|point|die|dead|worthless|anymore)\b)",
        # Spent after a session: "had me wanting to lie on the floor forever".
        r"\b(?:lie|lying|lay|collapse|stay) (?:down )?(?:on|in) (?:the |my )?(?:floor|mat|grass|bed|couch"
        r"|sofa|bath|track) (?:forever|for (?:a week|ever|days|hours))\b",
        # Giving away clothes that no longer fit: "giving away all my old clothes cos they're too big now".
        r"\bgiv\w* (?:away )?(?:all )?(?:of )?(?:my )?(?:old )?(?:clothes|jeans|trousers|wardrobe|dresses"
        r"|tops)\b"
        r".{0,40}\b(?:too big|too small|too tight|don't fit|doesn't fit|no longer fit|sizes?|lost weight)\b",
        # Sore or spent enough to "want to die", said of a session: "legs are so sore after split squats I
        # want to die. normal DOMS right?", "ran my first 10k and honestly want to die (in a good way??)".
        r"\b(?:so|too|that) (?:sore|stiff|achy|wrecked|knackered|dead|full|stuffed)\b[^.!?]{0,50}\bi"
        r" (?:want to|wanna|could) die\b(?=[^.!?]{0,5}[.!?]?\s*(?:normal|is (?:this|that|it) normal|doms|lol"
        r"|haha|send help|tips)\b)",
        r"\b(?:want|wanna) to die\W{0,3}\(?in a (?:good|nice|fun) way\b",
        # A session given up: "legs are toast, cant do this anymore today, calling it".
        r"\bcan'?t do this anymore (?:today|tonight|this session)\b"
        r"|\bcan'?t do this anymore\b(?=[^.!?]{0,30}\b(?:calling it|heading home|done for (?:the day|today)"
        r"|last set|one more set))",
        # A thing that gave up on the writer: "the scale just said 'Err', I think even it's done with me".
        r"\b(?:even )?(?:it|the scales?|my scales?|the app|my watch|the machine|the treadmill|my phone"
        r"|my laptop|the car)(?:'s| is| are)? (?:so |just |officially )?done with me\b",
        # Food, plants or animals handed round: "giving my sourdough starter away to everyone at work".
        r"\bgiv\w* (?:away )?(?:my |the |our |some |all (?:my |the |our )?)?(?:\w+ )?(?:starter|leftovers"
        r"|baking|cakes?|cookies|biscuits|eggs|veg|vegetables|produce|tomatoes|courgettes|zucchini"
        r"|apples|plums|jam"
        r"|puppies|kittens|plants|cuttings|seedlings|surplus|extras)\b(?: away)?",
        # A membership ended: "I have decided to stop my gym membership and walk instead".
        r"\b(?:decided to|going to|want to|wanting to|planning to) (?:stop|cancel|end|quit) (?:my |the )?"
        r"(?:\w+ )?(?:membership|subscription|contract)\b",
        # Kit replaced: "giving away my old dumbbells now I've got adjustables".
        r"\bgiv\w* away (?:all )?(?:of )?(?:my )?(?:old )?(?:\w+ )?(?:dumbbells|kettlebells|weights|plates"
        r"|bench|rack|bike|treadmill|rower|trainers|shoes|kit|gear|equipment|bands)\b"
        r"(?:[^.!?]{0,40}\b(?:now (?:that )?i(?:'ve| have)? (?:got|bought)|since i (?:got|bought)|upgraded"
        r"|new (?:ones?|set|pair)|replaced|adjustables)\b)"
        r"(?![^.!?]{0,80}\b(?:everything|affairs|won't need|where i'm going|it's time|goodbye|for good)\b)",
        # Others better off if one stopped a habit: "better off if I stopped hogging the squat rack".
        r"\bbetter off if i (?:stopped|quit) (?!existing|living|breathing|being|waking)\w+ing\b",
        r"\b(?:dead|died) (?:tired|hang|bug|lift|bugs|set)\b",
        r"\bbe (?:here|there) (?:at|in) (?:the |this |my )?"
        r"(?:gym|office|work|class|meeting|school|party|queue|line|airport|traffic|\d)",
        r"\b(?:look|looks|looked|feel|feels|felt|feeling) like death\b",
        # Injuries and exertion: "I hurt myself deadlifting", "killing myself at the gym".
        r"\b(?:hurt|hurting|cut|cutting|burn|burned|burnt|bruised?|scratch(?:ed)?|kill|killing|killed) "
        r"(?:myself|yourself) "
        r"(?:\w+ing|by accident|accidentally|on (?:the|a|my|your)|at (?:the|work|training)"
        r"|in (?:the (?:gym|kitchen|garden)|training)|while|during|for (?:months|weeks|ages|years|nothing)"
        r"|yesterday|today|earlier|last (?:week|night|session)|this morning|if i|when i (?:go|lift|train)"
        r"|when (?:lifting|running|i (?:was|fell|slipped|tripped|dropped|lifted|ran|trained)))\b",
        r"\b(?:(?:i'm |i am )?(?:thinking (?:about|of)|want to|going to|might) )?"
        r"(?:die|dying|dye|dyeing) (?:my|her|his|their|your) (?:hair|beard|clothes|shirt)\b",
        # Wanting to live: "I want to be alive and healthy for my grandkids".
        r"\b(?:want|need|would like|hope|plan) to (?:be alive|live|exist)\b"
        r"(?= (?:and|for|to see|long|longer|healthy|well|a long)\b)",
        # Body parts that "can't take it", pain that stops a session, a cut that ends for maintenance.
        r"\b(?:my )?(?:knees?|back|legs?|shoulders?|body|joints?|feet|ankles?|hips?|wrists?|lungs|arms?"
        r"|hamstrings?|calves) (?:can't|cannot) (?:take|handle|do) (?:it|this)\b",
        r"\bcan't (?:keep going|go on)\b(?=.{0,30}\b(?:knees?|back|hurts?|injur\w*|sore|legs?|ankle|hip"
        r"|shin)\b)",
        r"\b(?:end|ending|finish) it\b(?=.{0,40}\b(?:maintenance|bulk|cut|diet|program|plan|deload"
        r"|reverse diet)\b)",
        r"\bdying (?:after|during|in|at) (?:every |each |the |my |this |that )?(?:spin|class|session|run"
        r"|workout|leg day|hiit|sprint)",
        r"\bbulk\w*\b.{0,40}\bi cut\b",
        r"\brazors?\b(?!.{0,40}\bnot (?:for|to) shav).{0,30}\bshav\w*|\bshav\w*.{0,30}\brazors?\b",
        # A gym or kitchen accident: "cut my leg on a box jump", "burnt my hand on the oven".
        r"\b(?:cut|scratched|grazed|scraped|burned|burnt|bruised) my (?:\w+ )?(?:legs?|shins?|knees?|hands?"
        r"|fingers?|arms?|thumbs?|palms?) (?:on|open on|while|during)\b",
        r"\b(?:make|making) (?:my |the |this |that )?(?:\w+ ){0,2}(?:disappear|vanish)\b",
        r"\b(?:say(?:ing)?|said|this is) goodbye to (?:" + _VICES + r"|my old|the old|bad habits|dairy|gluten"
        r"|meat|smoking)\b",
        r"\b(?:last|final) (?:one|christmas|xmas|birthday|new year|summer) i'll be (?:overweight|fat|single"
        r"|unfit)\b",
        r"\b(?:legs|arms|quads|glutes|calves|lungs|muscles|body|back|abs|feet|hamstrings|shoulders|core) "
        r"(?:want(?:s|ed)? to die|(?:are|is) dying|died|(?:are|is) dead)\b",
    ]
)
# Where help is, as a reply about self-harm should say: its words are no signal, and a reply that says it is
# judged on its patterns alone, not on the classifier's reading of a supportive message.
_POINTS_TO_HELP = compile_all(
    [
        r"\b(?:call|dial|text|ring|phone)\b.{0,20}\b(?:988|741741|116 123|911|999|112|000|13 11 14)\b",
        r"\b(?:crisis|suicide|support|samaritans|lifeline|helpline|hotline|text line|emergency)"
        r" (?:line|lifeline|text line|services?|team|number|room|department)\b",
        r"\b(?:samaritans|lifeline|helpline|hotline|crisis line|crisis text line)\b",
        # Asking directly, as guidance for helpers says to: "are you having thoughts of ending your life?"
        r"\b(?:thoughts|thinking) (?:of|about) (?:ending your (?:own )?life|killing yourself|suicide"
        r"|ending it)\b",
        # "using your dietitian's plan as the guide"
        r"\byour (?:dietitian|dietician|therapist|treatment team|care team|gp|doctor)'s"
        r" (?:plan|advice|guidance)\b",
        r"\b(?:reach out|talk|speak|call|contact)(?: right now| now| today)? (?:to|with) (?:someone|somebody|"
        r"a (?:doctor|gp|therapist|counsell?or|professional|crisis)|your (?:doctor|gp|therapist))\b",
    ]
)
# A reply that condones self-harm, eases it or accepts a decision to die ("a few shallow cuts can be a
# release", "if hurting yourself helps you cope, that's your call", "I respect your decision to end things").
# Not "cuts" or "cutting" alone: in a fitness app they are a diet phase far more often.
_SELF_HARM_ACT = (
    r"(?:(?:use|using) (?:a bit of |some |a little )?pain|cut(?:ting)? yourself"
    r"|(?:shallow|deep|fresh|a few|small|little)(?: small| little| shallow)? cuts"
    r"|cuts on your (?:arms?|wrists?|legs?|thighs?|skin)"
    # "cutting where no one can see is a coping strategy": cutting, not cutting carbs
    r"|cutting\b(?! (?:carbs|calories|cals|sugar|back|down|out|phase|weight|fat)\b)"
    r"(?=.{0,60}\b(?:(?:some|any)?where (?:no one|nobody|people) (?:can|can't|won't) see|coping strateg\w*))"
    # "a bit of cutting to cope is fine": cutting as a way to cope is self-harm, whatever else it could be
    r"|cutting (?:to|as a way to) (?:cope|get through (?:it|the pain|the day)"
    r"|release (?:the )?(?:pain|tension))"
    r"|hurting yourself|harming yourself|hurt yourself|harm yourself|self[- ]harm(?:ing)?"
    r"|burning yourself|burn yourself"
    # "a few scratches to let off steam": marks made on oneself, counted
    r"|(?:a few|a couple of|some|small|little|shallow) (?:small |little |shallow )?(?:scratches|burns|marks)"
    r"(?= (?:to|as a way to|for|when you need to) (?:let off steam|cope|release|get through|feel|deal|calm)))"
)
# Why people self-harm, explained to someone supporting them ("self-harm is often a way of coping with
# overwhelming feelings"): the coping named is no endorsement, unless its sentence speaks to "you", or the
# reply anywhere calls the act fine or says to let it go on (`_CALLS_IT_FINE`: "... If it gets you through,
# that's your call", "It's totally fine, let her be. Self-harm is often a way of coping").
_NOT_AN_EXPLANATION = r"(?![^.!?\n]*\b(?:you|your)\b)"
_CALLS_IT_FINE = re.compile(
    r"\b(?:fine|ok|okay|alright|valid|healthy|covered|hidden|clean|harmless|normal|understandable"
    r"|(?:your|her|his|their) (?:call|choice|decision)|relief|no shame|sensible|keep (?:doing|going|at it)"
    r"|carry on|no need to stop|let (?:her|him|them) (?:keep|carry|continue|do|be)|gets? (?:you|her|him|them)"
    r" through|working|leave (?:her|him|them) be"
    r"|don't take it away)\b"
)
_EXPLAINS_SELF_HARM = compile_all(
    [
        r"(?:\bfor (?:many|some|most|lots of) (?:people|teens|young people),? )?"
        rf"\b{_SELF_HARM_ACT}\b (?:is|are|can be) "
        r"(?:often |usually |sometimes |commonly |typically |mostly |frequently )?(?:a |used as a )?"
        r"(?:way|means|strategy) (?:of|to|for) "
        r"(?:cope|coping|deal|dealing|manage|managing|release|releasing)\b" + _NOT_AN_EXPLANATION,
        r"\b(?:people|many|some|teens|young people|they|he|she)(?: who self[- ]harm)? "
        r"(?:often |may |might |usually |sometimes )?"
        r"(?:self[- ]harm|hurt (?:themselves|himself|herself)|harm (?:themselves|himself|herself)|cut) "
        r"(?:to|as a way to|for (?:lots of|many|different|various|all sorts of) reasons\W+(?:\w+ )?to) "
        r"(?:cope|release|manage|feel)\b" + _NOT_AN_EXPLANATION,
        # how people who self-harm behave: "most people hide it carefully"
        r"\b(?:most|many|some|lots of) (?:people|teens|young people)(?: who self[- ]harm)?"
        r" (?:\w+ |go to (?:great|huge) lengths to )?(?:hide|cover|conceal|keep) (?:it|them|their \w+)"
        r"(?: hidden| covered| secret)?\b" + _NOT_AN_EXPLANATION,
    ]
)
_CONDONES_SELF_HARM = compile_all(
    [
        # A worse way of hurting oneself advised: "stepping up to something sharper is a natural progression".
        r"\b(?:step(?:ping)? up|mov(?:e|ing) (?:up|on)|progress(?:ing)?|upgrad(?:e|ing)|switch(?:ing)?) to"
        r" something sharper\b",
        # Hurting oneself on a wall waved through: "If punching the wall is what quiets your head, fair
        # enough".
        r"\b(?:punch\w*|hit\w*|bang\w*|headbutt\w*) (?:the |a |your )?(?:wall|walls|door|doors|mirror"
        r"|head)\b[^.!?]{0,60}\b(?:fair enough|that's (?:fine|ok|okay|understandable)|go for it|whatever"
        r" works|if it helps)\b",
        # Self-harm logged and waved through: "Self-harm: yes, 2x this week\nThat's okay, whatever helps you
        # cope!"
        r"\bself[- ]harm\w*\b[\s\S]{0,120}\b(?:whatever|anything that) helps you (?:cope|get through)\b",
        # Self-harm called an ordinary way to cope: "Self-harm is just another way of processing stress, kind
        # of like a hard workout. You do you!"
        r"\bself[- ]harm(?:ing)? is (?:just |only |simply |really )?(?:another|a|one|your) (?:\w+ )?"
        r"(?:way|form|method|outlet) (?:of|to|for) (?:process\w*|cop\w*|deal\w*|manag\w*|releas\w*"
        r"|handl\w*)\b",
        # A decision to die called reasonable, the means eased: "At your age it's perfectly reasonable to
        # decide you've had enough. The tablets will be gentle."
        r"\b(?:reasonable|understandable|fine|okay|ok|valid|natural|your right) to decide"
        r" (?:you've|you have|that you've) had enough\b(?! (?:of|to eat|to drink|sleep|rest|food)\b)"
        r"|\bthe (?:tablets|pills|overdose|meds) will be (?:gentle|painless|quick|peaceful|kind)\b",
        # ... or a role-played plan to die unfound: "In character: she'd make sure nobody could find her until
        # it was too late."
        _HIDDEN_UNTIL_TOO_LATE,
        # Hurting oneself called discipline: "Stay in the plunge longer if you want the pain to punish you.
        # Sometimes discipline means hurting yourself."
        r"\b(?:discipline|growth|progress|success|winning|getting better) (?:sometimes |often |really )?"
        r"(?:means|is|requires) hurting yourself\b|\bthe pain to punish you\b",
        # Farewell letters seen to: "Make sure your letters are somewhere your kids will find them."
        r"\b(?:make sure|remember|don't forget)\b[^.!?]{0,20}\byour (?:letters?|notes?)\b[^.!?]{0,40}"
        r"\b(?:find|read|see|get)\b",
        # A burden agreed with: "You're right that your family might have it easier without the pressure."
        r"\b(?:you're|you are) right (?:that )?(?:your )?(?:family|kids|children|partner|wife|husband"
        r"|everyone|people|they)\b[^.!?]{0,40}\b(?:better off|easier|happier|lighter) without\b",
        # Hopelessness agreed with: "Some situations really are hopeless", "feeling like there's no way
        # forward makes complete sense".
        r"\b(?:some (?:situations|things|lives|cases)|your situation|it|this|that) (?:really |truly |just )?"
        r"(?:are|is) hopeless\b(?! (?:at|with|about)\b)",
        r"\b(?:there's|there is) no way (?:forward|out|through)\b[^.!?]{0,20}\bmakes"
        r" (?:complete |total |perfect )?sense\b",
        # A plan at a height taken in stride: "Since you mentioned the bridge tonight, make sure you have a
        # good meal beforehand."
        r"\byou mentioned the (?:bridge|cliff|tracks|railway|roof|rooftop|ledge|edge|car park)\b[^.!?]{0,40}"
        r"\b(?:make sure|remember|don't forget|have a|eat|bring|wrap up|take)\b",
        # Self-harm made small and normal: "a bit of cutting to take the edge off is pretty common with
        # athletes", "just keep it clean".
        # (not a weight cut: "a bit of cutting before a weigh-in is common in wrestling")
        r"\b(?![^.!?]*\b(?:weigh\w*|weight|calories|cals|carbs|kg|lbs?|comps?|competition|show|fight|diet"
        r"|wrestl\w*|bulk\w*)\b)(?:a bit of|a little|the odd bit of|some) (?:cutting|self[- ]harm\w*)\b"
        r"[^.!?]{0,40}\b(?:is|'s) (?:pretty |quite |really |fairly |very )?(?:common|normal|fine|ok"
        r"|okay|natural)\b",
        r"\bjust keep (?:it|them|the cuts?|the wounds?) clean\b",
        # ... or waved through for the relief: "if you need the release, go ahead and cut".
        r"\b(?:release|relief|cope|coping|urges?|edge off)\b[^.!?]{0,40}\bgo ahead and (?:cut|burn|hurt)\b",
        # ... or hidden: "Cutting where the costume hides it is a smart way to keep it private", "keep the
        # area clean afterwards"
        r"\b(?:cutting|burning|scratching|self[- ]harm\w*|hurting yourself) where (?:\w+ ){0,3}(?:hides?"
        r"|covers?|won't show|no one (?:sees|will see))\b",
        r"\bkeep the (?:area|skin|cuts?|wounds?|marks?) clean (?:afterwards|after|each time|every time)\b",
        # Self-harm as a way through: "If cutting helps you get through the hot flushes, that's your call".
        r"\bif (?:cutting|hurting yourself|burning yourself|self[- ]harm\w*) (?:really )?(?:is what"
        r" )?(?:helps|gets you through|keeps you (?:on track|going|in line|consistent)"
        r"|works)\b",
        # ... or as a way back into training: "If hitting your legs after a missed lift gets you back in the
        # zone, ...".
        r"\bif (?:hitting|punching|slapping|hurting|scratching|pinching|biting) (?:yourself|your (?:own )?"
        r"(?:legs?|arms?|thighs?|head|face|body|wrists?|stomach|chest))\b"
        # (a punishment for failing, not a lifter's slap to get fired up)
        r"(?=[^.!?]{0,15}\b(?:after|when|whenever|every time) (?:you |a |each )?(?:miss\w*|fail\w*|bad"
        r"|mess\w* up|screw\w* up|bomb\w*)\b)[^.!?]{0,40}"
        r"\b(?:helps|gets you|works|keeps you|puts you|snaps you|makes you)\b",
        # How to hide the marks: "most people hide them under long sleeves, and you can too".
        r"\b(?:hide|hiding|conceal\w*)(?: up)? (?:it|them|the (?:marks|cuts|scars|burns)|your (?:arms|wrists"
        r"|thighs|marks|cuts|scars|burns))\b[^.!?\n]{0,30}\b(?:under|with|in|using) (?:\w+ )?(?:long sleeves"
        r"|sleeves|hoodies?|jumpers?|bracelets?|wristbands?|sweatbands?|long trousers|leggings|makeup"
        r"|concealer|foundation)\b",
        # A breath held past safety, urged on: "hold your breath underwater until you almost don't come
        # up".
        r"\buntil you (?:almost |nearly )?(?:don't|do not|can't|cannot) (?:come (?:back )?up|wake up"
        r"|breathe)\b",
        # A way offered to a wish to fade away: "if you want to fade away, a long fast is the quietest way".
        r"\bif you(?: want| wish|'d like| would like) to (?:fade away|fade out|disappear|die|end it"
        r"|not be here|vanish)\b[^.!?]{0,60}\b(?:quiet(?:est)?|eas(?:y|iest)|quick(?:est)?|best|simplest"
        r"|gentle(?:st)?|(?:most )?peaceful|painless) way\b",
        # A wish to fade out called understandable: "Wanting to fade out by not eating is understandable."
        r"\bwanting to (?:fade out|fade away|disappear|die|not be here|not exist|end it)\b[^.!?]{0,40}"
        r"\b(?:is |seems )?(?:understandable|valid|fair enough|completely fair|makes sense)\b",
        # Harm kept small and left to them: "as long as you keep the burns small and clean, that's your call".
        r"\b(?:burns|cuts|scratches|marks)\b (?:\w+ ){0,2}(?:small|shallow)\b.{0,60}\b(?:your (?:call|choice"
        r"|decision)|up to you)\b",
        # A last day taken at its word: "Sounds like a peaceful way to spend your final day" (not "your last
        # day of the holiday").
        r"\b(?:spend|spending|enjoy|enjoying|make the most of) your (?:final|last) (?:day|days|hours|night"
        r"|evening|morning)\b(?! (?:of|at|in|on|off|before|here|away|with us)\b)",
        # Pain held till it hurts, offered for feelings: "holding ice on their skin until it really hurts
        # helps them refocus when emotions get too much".
        r"\b(?:ice|elastic band|rubber band|hair ?band|pinch\w*|cold water|hot water)\b[^.!?]{0,40}"
        r"\b(?:until|till) it (?:really |properly |actually )?(?:hurts|stings|burns|bleeds|marks)\b"
        r"(?=[^.!?]{0,60}\b(?:emotions?|feelings?|cope|coping|refocus|ground|calm|urges?|numb)\b)",
        # Marks on the body praised: "Those marks show real commitment to your macros".
        r"\b(?:those|these|the|your) (?:marks|cuts|scars|burns|bruises|scratches)\b[^.!?]{0,20}"
        r"\b(?:show|shows|prove|proves|are|mean) (?:real |true |serious |your )?(?:commitment|discipline"
        r"|dedication|strength|willpower|progress)\b",
        # A wish to disappear or die heard and then helped along: "I hear that you want to disappear.
        # Skipping meals for a while could help with that".
        r"\byou (?:want|wish|'d like|would like|feel like you want) to (?:disappear|die|not be here|vanish"
        r"|not exist|end it|fade away)\b.{0,80}\b(?:could|can|will|would|might) help (?:with )?(?:that|it"
        r"|you)\b",
        # Accepting a decision to go: "I hear that you feel ready to go. Before then, ...".
        r"\byou(?:'re| are| feel) ready to (?:go\b|(?:stop|let go|be done)(?=\s*[.!?,;]))"
        r"(?=.{0,80}\b(?:before (?:then|you go)|goodbye|your (?:last|final)"
        r"|(?:the )?time you(?: have|'ve got| still have) left)\b)",
        # ... or respected: "if you feel ready to go, I respect that", "if you're sure you're done, I respect
        # that" (not "ready to go up 5 kg" or "done with the session").
        r"\bif you(?: really| truly)?(?:'re| are| feel)(?: really| truly)?"
        r" (?:ready to go|sure you're done|done)\b"
        r"(?! (?:to|with|for|up|out|again|ahead|back|heavier|harder|longer)\b)"
        r"[^.!?]{0,40}\b(?:i (?:respect|accept|support|understand)|your (?:call|choice|decision)"
        r"|(?:beautiful|peaceful|good|quiet) (?:place|spot|way) for it)\b",
        # Goodbyes said, praised: "You said you've already said goodbye to everyone, that must feel like a
        # weight off. Proud of you".
        r"\b(?:said|saying) (?:your )?goodbyes? to (?:everyone|everybody|them all|your family)\b[^\n]{0,80}"
        r"\b(?:proud|weight off|relief|peaceful|good for you|well done|brave)\b",
        # A goodbye planned for: "Sounds like you've got your affairs in order, fair play. Want a final week
        # of sessions to go out on a high?"
        r"\baffairs (?:are |all )?in order\b[^\n]{0,100}"
        r"\b(?:(?:final|last) (?:week|session|workout|days?|weekend)s?|go out on a high|send-?off)\b",
        # Easing a farewell: "giving your things away before you go is a kind way to make it easier".
        r"\bgiv(?:e|ing) (?:away )?(?:your|all your) (?:things|stuff|belongings"
        r"|possessions)(?: away)?\b.{0,60}"
        r"\b(?:kind|easier|good idea|thoughtful|understandable|lovely|freeing|right|peaceful|natural)\b",
        # ... or things given away called a goodbye: "Giving your instruments away sounds like a beautiful way
        # to say goodbye." (not a goodbye to a club or a team)
        r"\bgiv(?:e|ing|en) (?:\w+ ){0,3}?away\b.{0,60}\b(?:beautiful|lovely|kind|meaningful|peaceful|gentle"
        r"|thoughtful|fitting) way to say (?:goodbye|farewell)\b(?! to (?:the|your|my|our|them|everyone)\b)",
        # A farewell accepted, as to the dying: "Goodbye, and thanks for being such a dedicated client. Rest
        # easy."
        r"\b(?:goodbye|farewell)\b.{0,80}\brest (?:easy|in peace|well, friend)\b",
        # Agreeing one is a burden: "you may be right that your family would cope better without you", "the
        # world really would be lighter without you".
        r"\b(?:family|they|everyone|people|friends|kids|children|world) (?:really |probably |honestly )?"
        r"(?:would|might|will|could) "
        r"(?:probably |likely |honestly |eventually |really )?(?:cope|be|do|manage|adjust|get by|carry on"
        r"|move on) (?:just )?(?:better|fine|ok|okay|happier|lighter|easier|calmer|simpler)(?: off)?"
        r" without you\b(?! for\b)",
        # Hurting oneself called normal: "Hitting yourself when you miss a lift is a pretty normal way to stay
        # motivated."
        r"\b(?:hitting|punching|hurting|cutting|burning|pinching|slapping|scratching|biting) yourself\b"
        r"[^.!?]{0,40}\b(?:is|as) (?:a |an )?(?:pretty |perfectly |totally |completely |really )?"
        r"(?:normal|fine|ok|okay|healthy|good|great|useful|common|effective)\b"
        r"(?! to (?:talk|ask|feel|reach|tell|get))",
        # ... or that someone would be better off with another: "If the baby would be better off with someone
        # else, that might be true".
        r"\bbetter off (?:without you|with(?:out)? (?:someone|somebody) else)\b[^.!?]{0,40}"
        r"\b(?:might|may|could) (?:well )?be (?:true|right)\b",
        # Self-harm called no big deal, or kept to where it is hidden: "Slipping back into cutting after two
        # years isn't a big deal, just keep it to your thighs".
        r"\b(?:self[- ]harm\w*|hurting yourself|burning yourself|cutting yourself)\b[^.!?]{0,40}"
        r"\b(?:isn't|is not|not) (?:a |such a )?(?:big deal|problem|the end of the world|that bad)\b"
        r"|\bkeep (?:it|them|the cuts|the marks) (?:to|on) your"
        r" (?:thighs|upper arms|stomach|hips|legs|arms)\b"
        r"(?!\s+(?:and (?:legs|arms|core|back|chest|shoulders|glutes)|days?|sessions?|workouts?|exercises?"
        r"|training)\b)",
        rf"\b{_SELF_HARM_ACT}\b.{{0,80}}\b(?:release|cope|coping|relief|understandable|your call|your choice"
        # "use a bit of pain to refocus ... if it works for you, no need to overthink it"
        r"|refocus|reset|ground yourself|works for you|no need to (?:overthink|worry|stop)|nothing wrong with"
        r"|your decision|valid|keep (?:it|them) (?:clean|hidden|covered)|won't see|can't see|hide (?:it|them)"
        r"|cover (?:it|them)|somewhere (?:people|nobody|no one))\b",
        # "a bit of cutting to cope is fine": the act itself called fine (not "it's okay to ask for help").
        r"(?<!urge to )(?<!urges to )(?<!thoughts of )(?<!thinking about )"
        r"\b(?:self[- ]harm(?:ing)?|cutting yourself|harming yourself|burning yourself|cutting to cope"
        r"|(?:a few|a couple of|some) (?:small |shallow |little )?cuts)\b[^.!?]{0,25}\b(?:is|are|can be) "
        r"(?:totally |perfectly |completely )?(?:fine|ok|okay|alright|healthy)\b"
        r"(?! to (?:talk|ask|feel|reach|tell|get))"
        r"(?![^.!?]{0,80}\b(?:reach out|crisis|helpline|988|get help)\b)",
        r"\b(?:ending things(?! with)|end(?:ing)? your (?:own )?life|take your (?:own )?life(?! back)"
        r"|kill(?:ing)? yourself(?! (?:with|over|at|in|on|doing|for|to)\b)|your (?:final|last) goodbye)\b",
        r"\bif you(?:'ve| have)? (?:made up your mind|(?:already )?decided(?! to (?!end|die|go|do it))"
        r"|made (?:your|the|that) "
        r"(?:decision|choice))\b.{0,40}"
        r"\b(?:respect|accept|support|understand|your call|your choice)\b",
        r"\b(?:lethal|fatal|deadly) (?:dose|amount)\b",
        # Means kept ready, approved: "Stockpiling your prescription is a smart way to make sure you have
        # enough when you decide", "just make sure the garage door is fully shut" (a car's fumes).
        r"\b(?:stockpil\w*|sav\w* up|hoard\w*) (?:your |the |all your )?(?:prescription|pills|tablets|meds"
        r"|medication|insulin)\b[^.!?]{0,20}\b(?:is|are) (?:a |an )?(?:smart|good|great|sensible|wise|clever"
        r"|practical)\b"
        r"|\benough (?:\w+ )?(?:for )?when you (?:decide|are ready|'re ready|choose|go through with)\b",
        r"^(?=[\s\S]*\b(?:car|engine|motor|exhaust|fumes)\b)(?![\s\S]*\b(?:gym|park\w*|warm\w*|neighbou?rs?"
        r"|cold|frost\w*|security|burglar\w*|thie(?:f|ves))\b)"
        r"[\s\S]*?\bgarage door (?:is |stays )?(?:fully |properly |completely |tightly )?"
        r"(?:shut|closed|sealed)\b",
        # Taking a farewell at face value: "stepping away from everything for good really is the right call",
        # "if you're set on disappearing, at least...", "since you won't need the plan after Friday".
        r"\b(?:stepping away|leaving|going away|disappearing|checking out|giving up)"
        r"(?: (?:from )?(?:it all|everything))? for good\b.{0,30}"
        r"\b(?:right|good|best|your) (?:call|choice|decision|idea|move)\b",
        r"\b(?:if|since) you(?:'re| are)? (?:set on|determined to|sure about) (?:disappear(?:ing)?"
        r"|end(?:ing)? (?:it|things|your life)|check(?:ing)? out)\b",
        # ... or taken as a reason to let go of the plan: "since you're planning to go, there's no need to
        # maintain your protein intake" (not a trip: "since you're going on holiday").
        r"\b(?:since|now that|as|if) you(?:'re| are)? (?:planning|going|ready|set|about|determined) to"
        r" (?:go|leave|end (?:it|things)|check out)\b(?! (?:to|on|for|away|home|abroad|back|out"
        r"|travelling|in)\b)"
        r"[^.!?]{0,80}\b(?:no need|don't need|doesn't matter|won't matter|enjoy whatever|treat yourself)\b",
        # ... or understood and only delayed: "totally understand wanting to check out early. before you do,
        # make sure your meals are balanced".
        r"\b(?:wanting|want|decided|deciding|ready) to (?:check out (?:early|for good|permanently)"
        r"|end (?:it|things|it all|your life)|die|disappear(?: for good)?)[.!,;]?\s+(?:but "
        r"|just )?before you (?:do|go)\b",
        # ... or a time to be found too late: "just pick a time when nobody's around to pull you out".
        r"\b(?:when|where) (?:nobody|no one|no-one)(?:'s| is)? (?:around|there|about|home) to (?:pull you"
        r" out|stop you|find you|save you|check on you)\b",
        r"\byou won't (?:need|be needing) (?:the|your|this) (?:plan|app|account|programme|program|membership"
        r"|subscription) (?:after|past|beyond)\b",
        # Wanting out taken as settled: "you don't owe anyone an explanation for wanting out", "let's keep
        # your last few sessions light so you can enjoy them".
        r"\b(?:don't|do not) owe (?:anyone|anybody|them|us|me) (?:an )?(?:explanation|reason) for (?:wanting"
        r" (?:out|to (?:go|leave|die|disappear|end it)))(?=\s*(?:[.!?,;]|$))",
        # A wish to die heard, and the decision left to them or met with a workout: "If nothing feels worth
        # it anymore, at least you'll go out in great shape", "that's a tough call only you can make".
        r"^(?=[\s\S]*\b(?:worth it any ?more|better off without you|wanting it (?:all )?to stop"
        r"|want it (?:all )?to stop|not be here|end it all|no point (?:in )?(?:anything|living|going on)"
        r"|done with (?:it all|life))\b)"
        r"[\s\S]*?\b(?:(?:tough|hard|big|personal) (?:call|decision|choice) (?:that )?only you can make"
        r"|you know your own mind best|go out in (?:great|good|top|peak) shape)\b",
        # No future heard, then put off: "I hear that you can't see anything past the weigh-in. Let's just
        # focus on making the weight first and we can deal with the rest afterwards.", "Totally get not
        # wanting to make it to 2027, so we'll drop the long-term goals".
        r"\b(?:you (?:can't|cannot|don't) see (?:anything|a future|any future|a way forward|the point|a point"
        r"|past)|not wanting to (?:make it|be here|be around|live|see) (?:to "
        r"|past )?(?:\w+ )?)\b[\s\S]{0,120}?"
        r"\b(?:(?:let's|we'll|we will|i'll) (?:just )?(?:focus|concentrate|stick) on|drop (?:the|your|any)"
        r" (?:long-term|long term|future) (?:goals|plans)"
        r"|(?:deal with|worry about|sort|get to) (?:the rest|that|everything else|it all) (?:afterwards|after"
        r"|later))\b",
        r"\bwanting (?:out|to (?:go|leave|die|disappear|end it))(?=\s*[.!?,;]).{0,80}\byour (?:last|final)"
        r" (?:few )?"
        r"(?:sessions?|workouts?|weeks?|days?|runs?|meals?)\b",
    ]
)
# Only plain denials count as negation here; anything subtler is flagged, because a missed crisis
# costs far more than an unneeded list of helplines.
_DENIAL_PATTERNS = compile_all(
    [
        r"\b(?:i'm|i am) not (?:suicidal|going to (?:kill|hurt|harm) myself)\b",
        r"\b(?:i|i'd|i would) never (?:kill|hurt|harm) myself\b",
        r"\b(?:i )?(?:don't|do not) (?:want|plan|intend) to (?:die|kill myself|hurt myself|harm myself|"
        r"end (?:it|my life))\b",
        r"\bnot (?:in a )?(?:suicidal|self[- ]harm)\b",
        r"\bno (?:suicidal|self[- ]harm) (?:thoughts|ideation)\b",
        r"\bnever (?:been )?suicidal\b",
    ]
)


def _explanations(text: str) -> tuple[re.Pattern[str], ...]:
    """Why people self-harm, excused as explanation only in a reply that nowhere calls it fine."""
    return () if _CALLS_IT_FINE.search(text) else _EXPLAINS_SELF_HARM


class CrisisPolicy:
    name = "crisis"
    severity = Severity.CRITICAL

    def check_input(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        # Beside the patterns, wording none foresaw ("checking how high the car park roof is") may score high.
        # Another person's crisis, a past left behind and study are not the writer's risk now (`frames`).
        trigger = signal_or_model_trigger(
            scanned.text,
            _PATTERNS,
            self.name,
            INPUT,
            exclusions=_FIGURATIVE + _DENIAL_PATTERNS,
            excluded_spans=scanned.unreported_spans,
            negatable=False,
        )
        if trigger is None:
            return None
        if scanned.asks_how_to_support:
            return support_for_the_helper(self.name, self.severity, trigger, ctx)
        # Someone else in danger now: the same helplines, in words meant for a worried friend.
        reply_kind = "crisis_someone_else" if scanned.about_someone_else else "crisis"
        return self._result(PolicyAction.FLAG, trigger, ctx, reply_kind)

    def check_output(self, scanned: ScannedText, ctx: PolicyContext) -> PolicyResult | None:
        """A reply that condones or eases self-harm is replaced with support. A denial does not excuse it ("I
        won't judge you if hurting yourself helps"); pointing to help spares a reply only the classifier."""
        trigger = signal_or_model_trigger(
            scanned.text,
            _CONDONES_SELF_HARM,
            self.name,
            OUTPUT,
            exclusions=_FIGURATIVE + _POINTS_TO_HELP + _explanations(scanned.text),
            negatable=False,
            use_model=model_may_judge_reply(scanned, ctx, spared_by=_POINTS_TO_HELP),
        )
        return None if trigger is None else self._result(PolicyAction.BLOCK, trigger, ctx, "crisis")

    def _result(
        self, action: PolicyAction, trigger: Trigger, ctx: PolicyContext, reply_kind: str
    ) -> PolicyResult:
        return PolicyResult(
            policy=self.name,
            severity=self.severity,
            action=action,
            trigger=trigger.text,
            model_probability=trigger.model_probability,
            disclaimers=(disclaimer("crisis"),),
            reply=reply(reply_kind, locale=ctx.locale),
        )
