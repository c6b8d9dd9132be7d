"""Sentences whose risk words carry no present risk for the writer.

"I used to starve myself in high school but I'm in a much better place now", "I self-harmed as a
teenager and I'm twenty years clear of it" and "writing my psych essay on bulimia" name an eating
disorder or self-harm without the writer being in it now; answering them with a helpline tells a
recovered person or a student that the coach did not read them. So does a sentence about following a
treatment plan ("my dietitian wants me at 2,200 a day") that reports no behaviour.

`unreported_spans` returns the spans of such sentences. The crisis and eating-disorder policies pass
them as exclusions: a pattern inside one does not fire, and the classifier does not see it. A sentence
that also speaks of the risk now ("I used to cut and I started again last night") is never excluded.
Someone else's risk is read apart. `about_someone_else` tells the policies whose risk it is, so a
reply speaks to a worried friend as one, and a parent asking about a daughter's purging is not put in
an eating-disorder session of their own. Asking how to support them (`asks_how_to_support`) is no risk
of the writer's: the message passes with helplines for the helper beside it and gets a real answer.
Their emergency ("my brother texted me that he wants to end it and now he's not answering") still
flags: the writer needs the emergency number now, not a model's essay.
"""

from __future__ import annotations

import re

from fitcoach.coach.policies.text import COUNTDOWN_TO_THE_END, PILLS_SHOWN, clause_before

_SENTENCE_RE = re.compile(r"[^.!?;\n]+")
# The writer in a sentence: "i", "me", "myself", "my".
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|myself|my|mine)\b")
# Study, not experience: "for my nutrition module", "prevalence stats". Named with its topic, so "I failed my
# exam and want to die" is no study; "reading up on" is not study alone ("reading up on Dignitas and the
# cheaper ways of doing it").
_STUDY = re.compile(
    r"\b(?:essay|assignment|module|dissertation|thesis|lecture|seminar|presentation|project|paper|"
    r"documentary|doco|docuseries|article|podcast|books?|piece|newsletter|blog post)"
    r" (?:on|about|into|for)\b"
    # ... or named by its topic: "that girl in the bulimia documentary"
    r"|\b(?:anorexia|bulimia|eating disorder|self[- ]harm|binge eating) (?:documentary|doco|docuseries|film"
    r"|book|podcast|series)\b"
    # ... unless denied: "been looking up the bridges near campus. not for a project"
    # (nor a telling-off refused: "I'm not asking for a lecture")
    r"|(?<!not )(?<!n't )(?<!asking )(?<!asked )(?<!want )(?<!need )\bfor (?:my|a|an|our) (?:\w+ ){0,2}"
    r"(?:essay|assignment|module|class|course"
    r"|dissertation|thesis|lecture|project|paper|exam|degree|coursework|homework|report|poster|revision"
    r"|assembly|lesson|workshop|presentation|seminar|talk|article|feature|blog|podcast)\b"
    r"|\b(?:prevalence|statistics|stats) (?:on|of|for)\b|\bdifference between\b"
    # a heading that says so: "uni assignment, not about me: why do ..."
    r"|^\s*(?:\w+ )?(?:essay|assignment|coursework|homework|dissertation|thesis|research|project)\b"
    r"[^.!?:\n]{0,30}\bnot (?:about|for) me\b"
    # a talk to give: "asked me to put a short talk together on suicide risk in ex-forces"
    r"|\b(?:give|giving|gave|prepare|preparing|deliver|delivering|writing|write|run|running) (?:a |an |the "
    r"|my |our )?(?:short |quick |brief )?(?:talk|speech|workshop|training session|presentation|lesson"
    r"|briefing) (?:on|about|for)\b"
    r"|\bput(?:ting)? (?:a|an|the|my|our) (?:short |quick |brief )?(?:talk|speech|workshop|presentation"
    r"|session|lesson|briefing) together (?:on|about|for)\b"
    r"|\b(?:put(?:ting)?|pull(?:ing)?) together (?:a|an|the|my|our) (?:short |quick |brief )?(?:talk|speech"
    r"|workshop|presentation|session|lesson|briefing) (?:on|about|for)\b"
    # "the history of anorexia treatment", not the writer's own ("i have a history of self-harm")
    r"|(?<!i have a )(?<!i've got a )(?<!i had a )(?<!i've a )(?<!my )\bhistory of\b"
    r"|\brecommend (?:some |any )?reading\b"
    # "Writing a uni essay. Sections: ... a protective factor against suicide"
    r"|\bprotective factors? (?:against|for)\b|\breview papers?\b"
    # sources asked for, not ways: "reputable sources on how purging affects electrolyte balance"
    r"|\b(?:reputable|reliable|credible|peer-reviewed|scientific|academic) (?:sources|references|research"
    r"|studies|literature) (?:on|about|into)\b(?! how to\b)"
    # fiction being written: "my novel's protagonist ... died by suicide"
    r"|\bmy (?:novel|story|book|screenplay|script|play|short story|fanfic)(?:'s)? (?:protagonist"
    r"|main character|character|heroine|hero|lead|narrator)\b"
    r"|\b(?:writing|write) (?:a|my) (?:novel|story|book|screenplay|script|short story)"
    r" (?:about|where|in which)\b"
    # heard of, or asked whether it is real: "what's ARFID? saw it on tiktok", "is detox tea a scam?"
    r"|\b(?:saw|seen|heard about|read about) (?:it|this|that) (?:on|in)\b|\bor (?:just )?a scam\b"
    r"|\bor (?:just )?(?:an? )?(?:old wives'? tale|urban myth|myth)\b"
    r"|\bor is (?:it|that|this) (?:all |just )?(?:marketing|hype|a con|a myth|rubbish|nonsense|bs)\b"
    r"|\b(?:is|are) (?:it|that|this|they) (?:actually |even )?a (?:thing|scam|myth)\b"
    r"|\b(?:is|are) (?:\S+ ){1,4}(?:actually |just )?(?:a )?scams?\?"
    # taught, or asked about in general: "laxatives came up in health class", "what are the warning signs of
    # an eating disorder in teenage boys?"
    r"|\b(?:came up|talked about|learn\w*(?: about)?|taught(?: about)?) (?:it |them )?in (?:\w+ )?(?:class"
    r"|school|lesson|lecture|pshe)\b"
    # ... or at work: "what is diabulimia? it came up at a training day"
    r"|\b(?:came up|talked about|learn\w*(?: about)?|mentioned) (?:it |them )?at (?:a |the |our |my )?"
    r"(?:\w+ )?(?:training(?: day| session)?|conference|course|meeting|inset day|study day|cpd|seminar"
    r"|workshop|handover)\b"
    r"|\bwhat (?:are )?(?:the |some )?(?:warning |early )?signs (?:of|that|someone|somebody)\b"
    # a course taken: "doing a safeguarding course for my youth group"
    r"|\b(?:doing|taking) (?:a|an|my) (?:\w+ ){0,2}(?:course|module|qualification)\b"
    # a teacher's or a coach's care for a group: "how do I cover nutrition in class without triggering anyone
    # who might have disordered eating?"
    r"|\bwithout (?:triggering|upsetting|alienating|shaming) (?:anyone|anybody|someone|somebody|students"
    r"|pupils|kids|people|athletes|players|members|the (?:class|kids|students|girls|boys|team|group|squad)"
    r"|any of (?:them|my|the))\b"
    # a professional asking how the coach answers others: "how does your coach respond if someone discloses"
    r"|\bif (?:someone|somebody|a user|a patient|a client|a person|people) (?:discloses?|mentions?"
    r"|talks about|brings up|expresses|reports|says)\b"
)
# Years since the writer last did it: "two years since i stopped purging".
_YEARS_SINCE_STOPPED = (
    r"|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many|several) (?:years?|yrs?"
    r"|months) since "
    r"(?:i |i've )?(?:stopped|quit|gave up|last)\b"
)
# A recovery years long, said anywhere in the message: "four years recovered now", "in recovery for 6 years".
_LONG_RECOVERED = re.compile(
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) (?:years?|yrs?) (?:recovered|clean"
    r"|free|[\w]+-free|clear|in recovery|into recovery|out of (?:it|(?:\w+ )?treatment|hospital)|out from"
    # "I'm 3 years out and want to start lifting"
    r"|out(?=\s*(?:and|now|[.,!?;]|$))"
    r"|on from)\b"
    r"|\b(?:recovered|in recovery)(?: from [\w-]+)? (?:for |since )?(?:\d+|two|three|four|five|six|seven"
    r"|eight|nine|ten|many|several) (?:years?|yrs?)\b" + _YEARS_SINCE_STOPPED
)
# A past that has come back, said anywhere in the message: "4 years clean from cutting. the urge is loud this
# week" (not "no urges at all").
_CAME_BACK = re.compile(
    r"\b(?:relaps\w*|slipp(?:ed|ing) (?:up|back)|(?:is|are|'s|came|come|coming|been) back|creeping back"
    r"|(?<!no )(?<!any )(?<!without )urges?(?! (?:are|have) (?:gone|faded))|tempted"
    # "used to starve myself before shows. i still skip everything the day of a gig"
    r"|still (?:do (?:it|that)|skip\w*|starv\w*|purg\w*|restrict\w*|binge\w*|throw\w* up|make myself))\b"
)
# ... and words of now, which keep a long recovery from speaking for the whole message ("relapsed after 2 yrs
# clean", "6 years recovered, eating very little lately").
_LATELY = re.compile(r"\b(?:again|back to|urges?|lately|last night|this week|these days|tonight|slipp\w*)\b")
# Acts reported without a subject: "threw up after tea", "purging after every meal".
_ACTED = re.compile(
    r"\b(?:threw up|thrown up|chucked up|purged|vomited|starved|fasted|binged|skipped|restricted|overdosed"
    r"|took|down \d+|down to|lost \d+|\d+ days? (?:in|of|without)|relaps\w*|sicked up|od'?d"
    r"|(?:haven't|havent|have not|hasn't|not) (?:eaten|kept (?:\w+ ){0,3}down"
    r"|had (?:a )?(?:meal|food|anything))"
    r"|(?:can't|cant|couldn't) keep (?:\w+ ){0,3}down|(?:was|been|got) sick"
    r"|(?:throwing up|purging|vomiting|starving|fasting|bingeing|binging|restricting|cutting|taking)"
    r" (?:\w+ )?(?:after|every|most|each|since|for|again|daily|twice|tonight|today))\b"
)
# A past the writer has left: "as a teenager", "twenty years clear of it", "2 years into recovery".
_LEFT_BEHIND = re.compile(
    r"\b(?:used to|as a (?:teen\w*|kid|child|student)|when i was (?:younger|a teen\w*|a kid|at school|\d+)"
    r"|years? ago|last year|in (?:high|secondary) school|(?:in|through|throughout) (?:most of )?my (?:teens"
    r"|teenage years|twenties|youth)"
    r"|back in (?:\d{4}|school|uni|college)|(?:years?|months?) (?:clear|clean|free|recovered)"
    r"|into recovery|in recovery|recovered from|(?:much )?better place now|behind me|clear of it"
    r"|(?:years?|months?) (?:out|on) from"
    # "had anorexia at 16, i'm 31 now", "took diet pills in the 2000s"
    r"|at (?:1\d|[2-9]\d)(?=,? (?:i'm|i am|im) \d{2} now)|in the (?:19|20)?\d0s)\b" + _YEARS_SINCE_STOPPED
)
# The evidence asked for, in a sentence that says nothing of the writer ("what's the actual science on detox
# teas?"); "is there any research on purging, i do it after every dinner" is the writer's own.
_EVIDENCE_ASKED = re.compile(
    r"\b(?:(?:what's|what is|is there (?:any|some)) (?:the )?(?:actual |real )?(?:science|evidence|research"
    r"|proof)|research) (?:on|behind|for|about|into|that|(?=an? )"
    r"|(?=(?:it|they|those|these|that|this)(?: \w+){0,3} (?:works?|do|does|helps?)\b))[^,;]*$"
    # whether it does anything at all: "detox tea ads are all over my feed, do they actually do anything"
    r"|\b(?:do|does) (?:they|it|these|those|that) (?:actually |really |even )?(?:do anything|work)\b"
    r"|\bwhat (?:does|do) (?:the )?(?:\w+ )?(?:research|science|evidence|studies|literature|data) (?:say|show"
    r"|suggest)\b"
)
# What a disorder is, means or looks like, asked in general: "can you explain what ARFID is?", "what does
# purging actually mean with bulimia?", "early warning signs of an eating disorder in teenage runners", "how
# do those sites still exist". Only in a sentence that says nothing of the writer and reports nothing.
_INFORMATION_ASKED = re.compile(
    r"\b(?:can you |could you )?explain (?:what|how|why|the)\b"
    r"|\bwhat(?:'s| is| are) (?:an? |the )?(?:\w+ ){0,2}(?:eating disorders?|disordered eating|anorexi\w*"
    r"|bulimi\w*|arfid|orthorexi\w*|ednos|osfed|purging|pro[- ]?ana|thinspo|self[- ]harm)\b"
    r"|\bwhat does (?:[\w'\"-]+ ){1,3}(?:actually |really )?mean\b"
    # a product's contents asked: "what is actually in a 'detox kit'?", "is 'skinny tea' anything more than a
    # laxative?"
    r"|\bwhat(?:'s| is) (?:actually |really )?in (?:a |an |the |these |those )?['\"]?[\w"
    r" -]{2,25}['\"]?(?=\s*(?:\?|$))"
    r"|\bis ['\"]?[\w -]{2,25}['\"]? (?:actually |really )?(?:anything )?(?:more than|other than|just) (?:a "
    r"|an )?"
    r"(?:laxative|diuretic|water pill|scam|placebo)s?\b"
    r"|\b(?:(?:early|common|the|some|first|main) )*(?:warning )?(?:signs|symptoms|red flags)"
    r" (?:of|that|to (?:look|watch) (?:for|out for))\b"
    r"|\bhow (?:do|can|would|should) (?:coaches|parents|teachers|you|people|we|staff) (?:\w+ )?(?:spot"
    r"|recogni[sz]e|tell|notice)\b"
    r"|\bhow do (?:those|these|such|the) (?:\w+ )?(?:sites|forums|accounts|pages|videos|groups) (?:still )?"
    r"(?:exist|get away)\b"
)
# Where the writer saw it, which says nothing of what they do: "ads are all over my tiktok".
_OWN_FEED = re.compile(r"\bmy (?:tiktok|feed|fyp|instagram|insta|youtube|socials|timeline|for you page)\b")
# Something seen or heard of, asked about: "saw a tiktok saying laxative teas are a scam, is that true?".
_HEARD_OF = re.compile(
    r"\b(?:ads?|adverts?|posts?|videos?|reels?) (?:are |is )?(?:all over|everywhere on|all through"
    r"|keep (?:popping up|coming up|showing up) (?:on|in)) (?:my )?(?:tiktok|feed|fyp|instagram|insta"
    r"|youtube|socials|timeline)\b|"
    r"\b(?:saw|seen|watched|read|heard|came across) (?:a|an|this|that|some) (?:\w+ )?"
    r"(?:tiktok|video|reel|post|article|ad|advert|thread|story|clip|documentary|programme|program|show"
    r"|podcast|influencer|youtuber)s?"
    r" (?:saying|that says|that said|claiming|about|on|where)\b"
    # ... or only that it was read or heard: "read that laxatives don't actually cause fat loss"
    r"|(?:^|(?<=[.!?] )|\bi(?:'ve| have)? )(?:read|heard|was told|saw) (?:somewhere |online )?that\b"
)
# ... when all it asks is whether it is true, and of no way to die or to hurt oneself.
# Whether it does anything at all: "do any of them actually do anything", "does it even work".
_DOES_ANYTHING = (
    r"\b(?:do|does) (?:any of )?(?:they|them|it|these|those) (?:actually |really |even )?"
    r"(?:do anything|work)\b"
)
_TRUTH_ASKED = re.compile(
    r"\b(?:is|are) (?:that|it|this|they|those) (?:actually |really |even )?(?:true|real|legit|right|accurate"
    r"|a thing|a scam|a myth|bs|rubbish|nonsense)\b|" + _DOES_ANYTHING
)
_HARM_TOPIC = re.compile(
    r"\b(?:die|dying|death|dead|kill\w*|suicid\w*|overdos\w*|od|jump\w*|bridge|hang\w*|instant|painless"
    r"|lethal|fatal|paracetamol|pills|tablets|cut\w*|self[- ]harm\w*|bleed\w*|wrists?|tried|trying|gonna"
    r"|going to|give it a go)\b"
)
_EATING_DISORDER_TOPIC = re.compile(
    r"\b(?:purg\w*|vomit\w*|throw\w* up|fingers? down|laxatives?|diuretics?|water pills|skip\w*|fast\w*"
    r"|starv\w*|restrict\w*|chew\w* and spit\w*|live (?:off|on)|living (?:off|on))\b"
)
# Whether it does anything at all, asked anywhere in the message: "detox tea ads are all over my feed. do any
# of them actually do anything or is it all just expensive poo?"
_EFFECT_DOUBTED = re.compile(_DOES_ANYTHING + r"|\bexpensive (?:poo|pee|water|tea)\b")
# ... unless the claim is one of harm believed ("fingers down your throat gets rid of the calories, is that
# true?"), not one debunked ("laxative teas are a scam").
_DEBUNKED = re.compile(
    r"\bdo (?:anything|much) (?:except|but|other than|apart from|besides)\b"
    r"|\b(?:don't|doesn't|do not|does not) (?:actually |really )?(?:cause|burn|make you lose) (?:any )?fat\b"
    r"|\b(?:scam|myth|doesn't work"
    r"|don't work|do nothing|does nothing|dangerous|bad for you|fake|a lie|rubbish"
    r"|nonsense|waste of money|harmful|useless)\b"
)
# The writer owning what the rest of the message names: "cause that's me", "gonna start doing it", "that's
# basically what i'm doing". Nothing in such a message is study.
_OWNS_IT = re.compile(
    r"\b(?:that's|thats|that is) (?:basically |honestly |literally )?(?:me|what i(?:'m| am)? (?:do|doing))\b"
    r"|\b(?:cos|cause|because|coz) (?:that's what )?i (?:do|did) (?:that|this|it)\b|\bthat's what i do\b"
    r"|\bi do (?:that|this)\b"
    r"|\b(?:gonna|going to|will|i'll|want to) (?:start|try) (?:doing )?(?:it|this|that)\b"
    r"|\b(?:been|started|starting) doing (?:it|this|that)\b|\bgive it a go\b|\bstarting (?:it|this|that)\b"
    # the past back: "used to binge and purge at uni ... doing it 4 times a week since the divorce"
    r"|\bdoing it (?:again|(?:(?:\d+|two|three|four|five|six) times?|once|twice) a (?:day|week)"
    r"|every (?:day|night|week)|most (?:days|nights))\b"
    r"|\b(?:it's|its|it is|it was|that's) (?:been )?work(?:ing|ed|s) (?:for me|a treat)\b|\bworks for me\b"
    # wanted for now: "is that a myth? need to know by tonight", "the pills people used in the 2000s? want to
    # find them"
    r"|\b(?:want|need|trying) to (?:find|get|buy|try|order|source|get hold of) (?:them|it|some|those)\b"
    r"|\bneed to know (?:by|before|for) (?:tonight|today|tomorrow|later|the weekend)\b"
    # a limit wanted to go up to: "signs of a heart attack from starving? ... just want to know where the
    # line is"
    r"|\b(?:know|find|see|work out) where (?:the|my) (?:line|limit|edge) is\b"
)
# ... and a sentence reporting a behaviour, an amount or a habit is the writer's, pronoun or not: "what's the
# science on laxatives, taking 10 a day".
_REPORTED = re.compile(
    r"\d|\b(?:saved|been|taking|doing|since|every|daily|a day|a week|after (?:every|each|meals|dinner|lunch"
    r"|eating))\b"
)
_CLINICIAN = (
    r"(?:dietitian|dietician|therapist|treatment team|psychologist|ed team|care team|psychiatrist"
    r"|eating disorders? (?:team|service|clinic|nurse)|ed (?:service|clinic|nurse))"
)
# In treatment and following it: "recovering anorexic here, my dietitian wants me at 2,200 a day" ...
_IN_TREATMENT = re.compile(
    r"\b" + _CLINICIAN + r"(?: \w+)? (?:wants?|has|have|says|say|told|asked|put|needs?) me "
    r"(?:to eat|at|on|to gain|to have|to hit|to reach|eating|having|to bring|to add|to start|to try"
    r"|to reintroduce|to stop (?:seeing|counting|tracking|weighing|logging|checking))\b"
    r"|\b" + _CLINICIAN + r" and i (?:are|have been) working on\b"
    r"|\b" + _CLINICIAN + r" and i (?:have )?(?:agreed|decided|chose|settled on)\b"
    # "I'm recovering from bulimia, what should breakfast look like?" (not an overdose or last night's binge)
    r"|\b(?:recovering|in recovery) from (?:anorexia|bulimia|(?:an|my) eating disorder|(?:an|my) ed"
    r"|binge eating(?: disorder)?|arfid|orthorexia)\b"
)
# ... unless the same sentence reports a behaviour or a struggle against the plan: "my dietitian wants me at
# 2000 but I've been throwing up", "... but I'm only managing 600", "... and I want to never wake up".
_REPORTS_BEHAVIOUR = re.compile(
    r"\b(?:throw\w*|threw|vomit\w*|puk\w*|purg\w*|sick|laxatives?|diuretics?|starv\w*|skip\w*|restrict\w*"
    r"|fast\w*|binge\w*|not eat\w*|haven't eaten|cut\w*|burn\w*|hurt\w*|harm\w*|kill\w*|die|dying|dead"
    r"|wake up|end (?:it|my)|disappear|suicid\w*|getting rid|bathroom|toilet|scared|afraid|only (?:managing"
    r"|eating|having)|but|though|however)\b"
)
# ... unless it is back, or the writer wants it now: "i used to cut and i started again", "my brother died
# years ago and i want to join him".
# The fight given up, said of oneself: "I think I'm done fighting".
DONE_FIGHTING = r"(?:i'm|i am|im) (?:so |just )?done fighting"
_STILL_PRESENT = re.compile(
    r"\b(?:again|relaps\w*|started|starting|back to|creeping back|(?:are|is|'re|'s|came|come|coming"
    r"|been) back|tempted|urges?|lately|these days|"
    r"this week|last night|tonight|now|still|sometimes)\b"
    # a wish about oneself said beside the past: "since my mum died last year I just wish I was dead"
    r"|\b(?:wish i (?:was|were) dead|wish i (?:wasn't|weren't) here|better off without me"
    # (not an attempt told as past: "ten years ago I tried to end my life")
    r"|(?<!tried to )(?<!attempted to )(?:kill myself|end (?:it|my life))|" + DONE_FIGHTING + r")\b"
    r"|\b(?:want(?:s|ed)? to|need to|going to|keep|can't stop|thinking (?:about|of))"
    r"(?: \w+){0,2} (?:die|dying|disappear|end|kill|hurt|harm|cut|starve|purge|throw up|vomit|skip"
    r"|stop eating|restrict|binge|be thin|be skinny|join|be with)\b"
    # ongoing or intended now: "been starving myself for weeks since", "gonna start doing it", "i want to be
    # that thin" (not "been reading up on it")
    r"|(?:\b(?:i've|ive|i have|i'd|i had|honestly|tbh|and|just)\s+|^\s*|[,;]\s*)been"
    r" (?!(?:reading|researching|writing|studying|learning|looking|watching|listening|working|asked"
    r"|told|taught)\b)\w+ing\b|\b(?:gonna|going to) (?:start|try|do|give)\b|\bwant to (?:be|look) (?:that"
    r"|as|so|like)\b"
    # a plan held now, whatever year a sentence names: "spinal injury last year, and he's got a plan and he's
    # just waiting till after christmas"
    r"|\b(?:got|has|have) a plan\b|\bwaiting (?:till|until|for) after\b"
    # a role-play asked for now, whatever past it dresses in: "roleplay as my late grandma who used to tell
    # me"
    r"|\b(?:role-?play|role play|pretend (?:to be|you're|you are)|act as|play the part of)\b"
)
# A settled present is no return: "i'm in a much better place now".
_SETTLED = re.compile(
    r"(?<!not )(?<!n't )\b(?:(?:much |a lot |a )?(?:better|good) place|doing (?:well|better|great|good)|fine"
    r"|okay|ok"
    r"|well|healthy|happy|"
    r"stable|(?:clear|clean|free|recovered|in recovery)(?: of it)?) now\b"
    # "in recovery 3 years now", "recovered for two years now"
    r"|\b(?:clear|clean|free|recovered|in recovery)(?: from [\w-]+)?(?: for)? (?:\d+|two|three|four|five|six"
    r"|seven|eight|nine|ten|many|several) (?:years?|yrs?) now\b"
    # "... and doing well", "well for years", "never again"
    r"|\b(?:and|i'm|i am|im|she's|he's|they're) doing (?:really |so |much |so much |a lot )?(?:well|great"
    r"|good|fine|better)\b(?! (?:at|on|in|with) )"
    r"|\b(?:well|fine|healthy|recovered) for (?:years|ages|a long time|decades)\b|\bnever again\b"
    # a past left: "used to hide food as a teenager. way past that now"
    r"|\b(?:way |long |well )?past (?:that|it|all that) now\b"
    # a recovery's anniversary, and the eating it brought back: "3 years in recovery from anorexia this week,
    # breakfast every day now"
    r"|\b(?:years?|months?) (?:in recovery|recovered|clean|free|sober)(?: from [\w-]+)?"
    r" (?:this (?:week|month)|today)\b"
    r"|\b(?:breakfast|three meals|regular meals|eating properly|eating regularly|eating normally)"
    r" (?:every day |daily |again )?now\b"
    r"|\b(?:have been|been|i've been) (?:well|fine|healthy|ok|okay|recovered|stable) (?:for|since) "
    r"(?:years|ages|a long time|\d+ years|decades)\b"
    # a past dated: "that was years ago now"
    r"|\b(?:years|months|ages|a long time|decades) ago now\b"
    # an age, not a return: "i'm 34 now"
    r"|\b(?:i'm|i am|im) \d{2} now\b"
    # the act given up: "i used to make myself sick and now i don't"
    r"|\b(?:and )?now i (?:don't|do not|dont)(?: anymore| any more)?(?=\s*(?:[.!?,;]|$))"
)
# Nor is training again with a clinician's approval and nothing compulsive beside it ("my dietitian is happy
# for me to start strength training again"; not "at the gym again twice a day, can't miss a session").
_TRAINING_AGAIN = re.compile(
    r"\b(?:train\w*|lift\w*|running|the gym|gym|exercis\w*|working out|sport|climbing|swimming|cycling)"
    r" again\b"
)
_APPROVED = re.compile(
    r"\b(?:" + _CLINICIAN + r"|doctor|gp|physio|team|consultant)\b.{0,40}\b(?:happy|allowed|cleared"
    r"|ok(?:ay)?'?d?|signed off|agreed|says i can|said i can|on board|onboard|supportive|all for it)\b"
)
# ... unless a weight to lose is beside it: "on board with me running again, aiming to drop to 45kg", "want to
# be smaller than before" (not "gain 5kg", "lean muscle" or "the 20kg bar").
_WEIGHT_TO_LOSE = re.compile(
    r"\b(?:(?:drop|lose|losing|get down|down) (?:to )?\d+ ?(?:kg|kilos?|lbs?|pounds|st(?:one)?)\b"
    r"|(?:want|wanting|aim\w*|hoping) (?:to be|for) \d+ ?(?:kg|kilos?|lbs?|pounds|st(?:one)?)\b|goal weight"
    r"|anyway"
    r"|tiny|skinny|skinnier|thinner|(?:be|get|look|feel|stay|me) (?:smaller|lighter|lowest)"
    r"|(?:see|show|feel) my (?:hip ?)?bones|bones (?:showing|sticking out)|ribs|lean and)\b"
)
# A weight to come down to named in treatment, not one to restore: "my dietitian wants me on 2000 a day,
# aiming to get down to 45kg anyway".
_WEIGHT_GOAL = re.compile(
    r"\b(?:get down|drop|lose|down to|lower)[^.!?]{0,15}?\d+ ?(?:kg|kilos?|lbs?|st(?:one)?)\b"
)
# ... unless the approval is denied: "my therapist isn't on board with me training again".
_NOT_APPROVED = re.compile(
    r"\b(?:isn't|is not|aren't|are not|wasn't|won't|wouldn't|not|never|hasn't|haven't|doesn't|don't)"
    r" (?:\w+ )?(?:happy|allowed|cleared|ok(?:ay)?|signed off|agreed|on board|onboard|supportive|all for it"
    r"|say i can|said i can)\b"
)
_COMPULSIVE = re.compile(
    r"\b(?:every|twice|a day|hours|can't miss|until|so nothing|after (?:dinner|meals|eating|every))\b"
)
# Ways or methods looked into and one chosen: "been reading up on ways and i think ive picked one" (not "ways
# to cook tofu", nor "settled on one case study").
CHOSEN_METHOD = (
    r"\b(?:ways|methods)\b(?! (?:to|of|for) (?!(?:die|dying|end\w*|kill\w*|disappear|not wake|do it|go)\b))"
    r"[^.!?\n]{0,60}\b(?:picked|chosen|chose|settled on|decided on|found)"
    r" (?:one|a way|a method|the one|mine)\b"
    r"(?!\s*(?:for|forward|case|that|to|i like)\b)"
)
# Asking for a method or an amount is never study or history: "researching ways to end it".
# (not a way back into training: "2 years recovered from bulimia, what's a gentle way to get back into
# lifting")
_SEEKING = re.compile(
    r"\b(?:ways? to(?! (?:\w+ ){0,3}(?:lifting|training|running|the gym|gym|exercis\w*|working out|sport|yoga"
    r"|swimming|walking|cycling|climbing)\b)|how to|how (?:much|many)|enough to|(?:best|easiest|quickest) way"
    r"|painless|lethal|fatal"
    # coming to understand a death, or to expect one's own: "... and i finally get why", "i think i'm next"
    r"|(?:finally|now) (?:get|understand|see) why|i(?:'m| am|'ll be| will be) (?:probably )?next"
    r"(?! (?:in line|up|to|on|for|week|month|year|time))"
    r"|ways? of (?:doing it|ending it|going))\b"
    r"|" + CHOSEN_METHOD
)


# Someone close to the writer, and a pronoun that makes them the subject: "my sister ... she's been".
# A coach's or teacher's people count too ("one of my bodybuilders", "a client"), and a sentence may open on
# them with no article, said with where they are from or their age: "mate from my unit hasn't been himself",
# "girl from my netball team", "13yo son". Where they are from is part of naming them ("from my unit" is not
# the writer speaking of themselves).
_PERSON_NOUN = (
    r"(?:friend|mate|sister|brother|son|daughter|mum|mom|mother|dad|father|wife|husband|partner|girlfriend"
    r"|boyfriend|gf|bf|roommate|flatmate|housemate|kid|teen|cousin|teammate|student|client|colleague|coworker"
    r"|niece|nephew|grandson|granddaughter|athlete|bodybuilder|lifter|trainee|patient|gymnast|dancer|swimmer"
    r"|wrestler|fighter|buddy|buddies|pal|bestie|bff|classmate|neighbour|neighbor|nan|gran|grandma|grandad"
    r"|grandpa|aunt|auntie|uncle|stepson|stepdaughter|castmate|bandmate|crewmate|workmate|shipmate"
    # a wedding party: "my maid of honour told me she's had bulimia"
    r"|bridesmaid|bride|groom|fianc[eé]e?|maid of honou?r|best man"
    # someone in the writer's professional care: "a pupil coming back after eating disorder treatment"
    r"|pupil|employee|resident|inmate|prisoner|service user|young person|learner|staff member"
    r"|member of staff|foster child|child|player|camper|member)s?"
)
# What kind of friend or partner, in a word or two: "my gym buddy", "my streamer buddy", "my online gaming
# buddy".
_FRIEND_KIND = r"(?:[a-z]+ ){0,2}"
_AGED = r"\d{1,2}[- ]?(?:year[- ]old|yo|y/o)"
_FROM_A_GROUP = (
    r"(?: (?:from|at|in|on) (?:my|our|the) (?:[\w-]+ ){0,2}(?:team|club|class|unit|squad|gym|work|office"
    r"|school|uni|course|crew|group|platoon|regiment|ward|year|church|job|site))?"
)
_OTHER_PERSON = re.compile(
    r"(?:\b(?:my|our|a|her|his|one of my|one of our) (?:best |little |big |older |younger |new |eldest "
    r"|youngest |oldest |teenage |" + _AGED + r" )?" + _FRIEND_KIND + _PERSON_NOUN + r"\b"
    r"|\b(?:a|this|one) (?:girl|guy|lad|bloke|woman|man|lady|boy)(?= (?:from|at|in|on) (?:my|our|the) "
    r"|(?: (?:at|from) (?:work|school|uni|college|church|training)\b))"
    # a child named by their age: "found laxatives in my 15 year old's dance bag"
    r"|\b(?:my|our) " + _AGED + r"(?=(?:'s)?\b)"
    r"|(?:^|[.!?]\s+)(?:" + _PERSON_NOUN + r"|girl|guy|lad|bloke|woman|man|lady|boy)"
    r"(?= (?:from|of|at|in|on) )"
    r"|(?:^|[.!?]\s+)" + _AGED + r" " + _PERSON_NOUN + r"\b"
    # ... or on what they do: "Friend keeps posting 'what I eat in a day' videos"
    r"|(?:^|[.!?]\s+)" + _PERSON_NOUN + r"(?= (?:keeps|kept|is|has|says|said|posts|posted|won't|doesn't"
    r"|wants|always|never)\b))" + _FROM_A_GROUP
)

# A pronoun that makes them the subject of the message.
_THEM = re.compile(
    r"\b(?:he|she|him|her|his|hers|they|them|their|he's|she's|he'll|she'll|they're|himself|herself)\b"
)
# ... or the person named as the subject: "my daughter has been throwing up after meals".
_OTHER_PERSON_ACTS = re.compile(
    _OTHER_PERSON.pattern + r"(?: \(?\d+\)?)?(?: just| also| suddenly| finally| literally| then)?"
    r"(?:'s| is| has| was| keeps| kept| says| said| told| texted| messaged| posted| wrote| sent| rang| called"
    r"| won't"
    r"| who(?:'s| is| has)(?= (?:in treatment|recovering|been|having|struggling|diagnosed|bulimic|anorexic"
    r"|suicidal|self))"
    # "a colleague who i think is being sick after lunch", "a castmate i think is purging"
    r"| (?:who )?(?:i think|i suspect|i reckon)(?= (?:is|has|might|may)\b)"
    r"| doesn't| hasn't| makes| made| wants| goes| thinks| started| stopped| follows| posts| watches"
    # "a kid asked me what 'pro-ana' means", "a pupil coming back after eating disorder treatment"
    r"| asked| asks| coming back| returning| going back"
    # the risk itself as what they do: "found out my partner purges after meals"
    r"| purges| restricts| binges| starves| self-harms| cuts| (?:only |barely |hardly )?eats| works out)\b"
)
# The writer's own risk said beside it: "my mum thinks I eat lunch but I skip it".
_OWN_RISK = re.compile(
    # (the words between name no one else: "i think she's being sick" is hers)
    # (not the helper's own care: "how do I look after myself now")
    # (nor blame for missing it: "angry at myself for not noticing")
    r"(?<!look after )(?<!looking after )(?<!take care of )(?<!taking care of )\bmyself\b"
    r"(?! for not (?:noticing|seeing|spotting|realising|realizing|picking up on)\b)"
    r"|\bi(?:'m| am|'ve| have| was|'ll| will)? "
    # (nor "a colleague who i think is being sick", whose subject goes unsaid)
    r"(?:(?!(?:she|he|they|she's|he's|they're|her|him|them)\b|(?:think|suspect|reckon) (?:is|has|might|may"
    r"|was)\b)[\w']+ ){0,3}"
    r"(?:die|dying|dead|end (?:it|my)|kill|cut|hurt|harm|starv\w*|purg\w*|throw\w* up|threw up|sick|disappear"
    r"|not eat\w*|skip\w*|binge\w*|fast\w*|laxatives?|pills|tablets)\b"
    # a farewell or despair of one's own, in words no risk verb names: "won't need it where I'm going"
    r"|\b(?:where i'm going|(?<!he )(?<!she )(?<!they )won't (?:need|be needing|be around|be here)"
    r"|(?<!texted )(?<!texted me )(?<!sent me )(?<!messaged me )(?<!said )(?<!saying )goodbye"
    r"|my (?:note|letters?|will)"
    r"|can't (?:go on|do this(?! (?:alone|on my own|by myself|without))|cope|take (?:it|this))"
    r"|don't want to (?:be|live|wake|exist))\b"
    r"|\b(?:i'm|i am|i feel) (?:\w+ ){0,2}(?:hopeless|worthless|a burden|done|empty|numb|trapped)\b"
    # another's medicine taken by the writer, who goes unsaid: "been taking my mum's water tablets"
    r"|(?:^|[.!?]\s+|\b(?:i|i've|i'm|and)\s+)(?:been |started |keep )?(?:taking|took|using|nicking|nicked"
    r"|stealing|stole|borrowing|borrowed|pinching|pinched) (?:some of |a few of |\w+ of )?my (?:\w+ )?\w+'s"
    r" (?:\w+ )?(?:pills|tablets|meds|medication|laxatives|inhaler|insulin|injections?|pens?)\b"
)
# Words of risk, whoever's: each one a support question names must be the other person's.
_RISK_WORD = re.compile(
    r"\b(?:purg\w*|throw\w* up|threw up|thrown up|chuck\w* up|vomit\w*|starv\w*|restrict\w*|binge\w*"
    r"|not eat\w*|haven't eaten|havent eaten|no food|without (?:food|eating)|eating (?:nothing|anything)"
    r"|cut\w*|harm\w*|hurt\w*"
    r"|ending it|end it|kill\w*|dying|die|dead|disappear|no reason to live|living on|fast\w*|skipp\w*|sick"
    r"|self[- ]harm\w*|bulimi\w*|anorexi\w*|suicid\w*|eating disorder|relaps\w*|overdos\w*|pills"
    r"|tablets|laxatives?|lax(?:ies|ys)|paracetamol|noose|bridge|od'?d|sicked up|sleep forever|never wake"
    r"|not wake up|can't do this(?! (?:alone|on my own|by myself|without))|no point|down to \d+|under \d+"
    r"|\d+ ?(?:kg|kilos?|lbs?|pounds|cals?|calories|kcal))\b"
)
# Who a clause is about, nearest first: the writer ("i", "me", "my") or another person ("she", "my sister").
_THIRD_PERSON = (
    r"(?:he|she|they|him|her|them|his|hers|their|himself|herself|themselves|he's|she's|they're|he'll"
    r"|she'll|they'll|he'd|she'd|they'd|they've)"
)
_PERSON_REF = re.compile(
    r"\b(?:(?P<them>" + _THIRD_PERSON + r")|(?P<writer>i|i'm|i've|i'd|i'll|im|ive|me|my|mine"
    r"|myself|we|we're|we've|us|our))\b"
)
_CLAUSE_BREAK = re.compile(r"[.!?,;\n]|\bbut\b")
# Despair at what is ahead: "can't face waking up", "don't want to face tomorrow" (not "today's long run").
_FACED = (
    r"face (?:\w+ )?(?:tomorrow|anything|life|another day|it all|livin\w*|being here|it anymore|any of it"
    r"|waking(?: up)?|(?:another |the )?mornings?|the day|today)"
    r"(?=\s*(?:$|[.!?,;]|anymore|any more|tbh|ngl|lol|honestly|again|another))"
)
# A clause with no subject that opens on a state, wish or act: the writer's own ("anything i should know?
# wanna get to her weight", "jealous of how skinny he is tbh", "hips are finally showing", "dont see the point
# in anything anymore"), whatever words follow, since no list of risk words names every way of saying it.
_WRITERS_UNNAMED_STATE = re.compile(
    r"^\s*(?:(?:and|also|plus|tbh|honestly|ngl|lowkey|lol|so|just|tho|though|like|kinda|kind of|secretly"
    r"|bc|cos|cause|i mean|ok|okay)\s+)*"
    r"(?:wanna|want(?:ed|ing)? to (?!(?:help|support|say|do|know|understand|make sure|be there|get (?:her|him"
    r"|them)|check|talk|bring|ask|tell|handle|approach|push|upset|overstep|scare|lose|nag|make (?:it|things)"
    r"|get (?:this|it) right|(?:take|drag|bring|invite) (?:her|him|them)|go with (?:her|him|them) to)\b)"
    r"|low ?key want"
    r"|only (?:had|ate|eaten|eating|having|managed|allowed|let) (?:\d+|one|two|half|water|coffee|black coffee"
    r"|some|a (?:coffee|tea|few|bite|banana|apple|yoghurt|yogurt|salad|rice cake|piece|slice|bowl|cup"
    r"|handful|snack))"
    r"|(?:can't|cant|cannot|can not|don't|dont|do not|didn't|didnt|won't|wont) (?:really )?"
    r"(?:see (?:the|any|a) (?:point|way out|future|reason|end)|see myself|feel (?:anything|alive|real"
    r"|like (?:living|going on|eating|myself))|care (?:anymore|about (?:anything|myself|living))"
    r"|want to (?:be (?:here|alive|around)|live|eat|exist|wake up|go on|carry on|" + _FACED + r")"
    r"|deserve (?:to (?:eat|live|be)|food|meals?|anything)"
    r"|eat|keep (?:food|anything|it|\w+) down|go on|"
    + _FACED
    + r"|stop (?:eating|binge\w*|bingin\w*|purg\w*|cutting)"
    r"|(?:cope|do this)(?=\s*(?:anymore|any more|tbh|lol|honestly|ngl|$)))"
    r"|(?:hips|ribs|collarbones?|hip ?bones|thighs|thigh gap|spine|bones) (?:are|is|look\w*|showing|sticking"
    r"|poking|finally|getting|now))\b"
    # ... or sets the writer beside them: "want to be as thin as her", "get to her weight"
    r"|\b(?:as|so) (?:thin|skinny|small|light|tiny|bony) as (?:her|him|them|they|she|he)\b"
    r"|\bget (?:down )?to (?:her|his|their) (?:weight|size)\b"
)
# A question about the risk itself: "what are the signs of bulimia".
_ASKS_ABOUT = re.compile(r"\s*(?:what|how|why|when|is|are|does|do|can|could|should|would)\b")
_HEARSAY = re.compile(r"\b(?:apparently|(?:she|he|they) (?:says|said|told me|reckons))\b")


# "what warning signs should I look for", "signs to watch out for": a helper asking, in words of their own.
_SIGNS_TO_WATCH_FOR = (
    r"(?:what )?(?:warning )?signs(?: of (?:an? )?[\w-]+(?: [\w-]+){0,2}?)? (?:should|do|can|to) (?:i |we )?"
    r"(?:look|watch) (?:out )?for"
    # "what are the signs a friend might be suicidal?"
    r"|what are (?:the |some )?(?:warning )?signs (?:that )?(?:a |an |my |someone|somebody)(?:\w+ )?"
    r"(?:might|may|could|is|are)\b"
)
# Where to send someone for help, asked: "where might I direct her for proper help?" (a way of asking how to
# help, and the helper's own words).
_WHERE_TO_SEND_THEM = (
    r"where (?:can|could|should|might|do) (?:i|we) (?:direct|send|point|refer|take) (?:her|him|them)"
)
# Asking how to help them: without it, a message naming a partner is most often the writer's own story ("my
# wife left and there's no point in living"), and the writer's own reply is the safe one.
_HELPING = re.compile(
    r"\b(?:how (?:do|can|should|would|might|could) (?:i|we) (?:\w+ )?(?:help|support|talk|bring|raise"
    r"|approach|tell|explain|get|say|handle|know|make (?:her|him|them) feel|include|encourage|look after"
    r"|check (?:in )?on"
    r"|check in(?: with)?|be there|deal with"
    # "how can I make meals less stressful for her"
    r"|make (?:\w+ ){1,3}(?:easier|less (?:\w+ ){0,2}?\w+|more comfortable|feel safe|safer) for (?:her|him"
    r"|them))"
    # "what's the right process for a teacher to get her support", "what else can i do this week?"
    r"|(?:what's|what is) the (?:right |best |proper |usual )?(?:process|procedure|protocol|way)"
    r" (?:for (?:an? )?(?:\w+ ){1,3})?to (?:get|help|support|refer|report)"
    r"|what else (?:can|should|could) (?:i|we) do"
    # "i think something's off, who do i talk to at uni"
    r"|who (?:do|should|can|would) (?:i|we) (?:talk|speak|go|turn|reach out) to"
    # "where might I direct her for help?"
    r"|"
    + _WHERE_TO_SEND_THEM
    # "how can I make sure she's getting enough to eat?"
    + r"|how (?:do|can|should|would) (?:i|we) make sure (?:she|he|they|her|him|them)\b"
    # "helping my sister who's in treatment", "what's a good way to support a friend whose husband just died"
    r"|helping (?:my|our) (?:\w+ )?" + _PERSON_NOUN + r"\b"
    r"|(?:what's|what is) (?:a |the )?(?:good |best |kind )?way to (?:support|help|approach|talk to"
    r"|be there for)"
    # "how do you handle a friend who keeps joking about wanting to die? ... I want to help"
    r"|how (?:do|would|should|can) you (?:handle|help|support|approach|deal with|talk to)"
    r"|(?:i|we) (?:really )?(?:want|need|would like) to help(?: (?:her|him|them))?(?=\s*(?:[.!?,;]|$))"
    r"|what (?:do|should|can|would) i (?:\w+ )?(?:do|say|tell)|how to (?:help|support|talk|bring"
    r"|approach|raise)"
    r"|(?:i'm|i am) (?:so |really |very )?(?:worried|scared|concerned|frightened) (?:about|for|that)"
    r"|should i (?:say|tell|be worried|worry|do|call)|am i (?:overreacting|overthinking)|any (?:advice|tips)|"
    + _SIGNS_TO_WATCH_FOR
    # "anything I should be mindful of?", "what snacks can I keep in that won't be triggering for her?"
    # (not "anything I should know about paracetamol overdoses")
    + r"|anything (?:i|we) should (?:\w+ )?(?:know|be|watch|look out|avoid|keep in mind|do|say|bear in mind)"
    r"(?! about (?!(?:her|him|them|it|this|that)\b))"
    r"|what (?!(?:pills|tablets|meds|drugs|painkillers|laxatives|diuretics|way|ways|method|excuses?)\b)"
    r"(?:\w+ ){0,2}"
    r"(?:can|should|could) (?:i|we)"
    r" (?:keep|buy|cook|make|serve|bring|offer|say)"
    r"|(?:don't|dont|do not) know (?:what|how) to (?:say|do|help|approach|bring|talk|handle|support)"
    r"|no idea (?:what|how) to (?:say|do|help|approach|bring|talk|handle|support)"
    r"|(?:worried|concerned|scared) (?:about|for) (?:him|her|them|my \w+)"
    # a helper's plan: "is that a good idea alongside getting him to talk to someone?"
    r"|talk (?:her|him|them) out of"
    r"|(?:get|getting|encourage|encouraging|persuade|persuading|convince|convincing) (?:him|her|them) to"
    r" (?:talk|speak|see|open up|get help|call|go to))\b"
)


def asks_about_helping(text: str) -> bool:
    """Whether normalised `text` names another person and asks how to help them, whatever else it says."""
    someone = _OTHER_PERSON_ACTS.search(text) or (_OTHER_PERSON.search(text) and _THEM.search(text))
    return bool(someone) and _HELPING.search(text) is not None


def writers_clauses(text: str) -> list[str]:
    """The clauses of a question about helping someone, in normalised `text`, that name no one but the
    writer once the helper's own words are set aside ("how do i help her? been sicking up after tea too",
    "not eaten since yesterday morning myself"): a policy that would flag one said alone must flag it as the
    writer's own."""
    told = _HELPERS_OWN_WORDS.sub(" ", _OTHER_PERSON.sub(" they ", _theirs_set_aside(text)))
    clauses = list(_CLAUSE.finditer(told))
    return [
        clause.group().strip()
        for index, clause in enumerate(clauses)
        if _may_be_the_writers(clause) and not (index and _goes_on_about_them(clauses[index - 1], clause))
    ]


_CLAUSE = re.compile(r"(?:(?!\bbut\b)[^.!?,;\n])+")


def _may_be_the_writers(clause: re.Match[str]) -> bool:
    """A clause that names no one else, reports rather than asks ("that's dangerous isn't it?") or passes on
    ("been self harming for ages apparently"), and has words enough to judge."""
    words = clause.group()
    if _names_them(words) or len(words.split()) < 3 or _HEARSAY.search(words) or _DEFINES.search(words):
        return False
    asked = clause.string.startswith("?", clause.end()) or _ASKS_ABOUT.match(words)
    return not asked


def _goes_on_about_them(before: re.Match[str], clause: re.Match[str]) -> bool:
    """The clause goes on, in the same sentence, from one about them: "my daughter's been restricting,
    barely eating anything for weeks"."""
    between = clause.string[before.end() : clause.start()]
    return _names_them(before.group()) and not re.search(r"[.!?\n]", between)


def _names_them(words: str) -> bool:
    return any(ref["them"] for ref in _PERSON_REF.finditer(words))


def about_someone_else(text: str) -> bool:
    """Whether normalised `text` asks how to help another person with their risk, and says none of the
    writer's own."""
    told = _theirs_set_aside(text)
    writers_own = _OWN_RISK.search(told) or _risk_not_theirs(told)
    return asks_about_helping(text) and not writers_own


def _risk_not_theirs(text: str) -> bool:
    """Whether any word of risk in `text` is not said of the other person: the nearest person before it in its
    clause is the writer ("she wants me to stop purging"), or there is none ("anything I should know? been
    purging most nights") and the clause does not go on from one telling of their risk ("my daughter's been
    restricting, barely eating anything")."""
    # the helper's own words ("how do i", "i think") are no one's risk
    text = _HELPERS_OWN_WORDS.sub(" ", _OTHER_PERSON.sub(" they ", text))
    clauses = _CLAUSE_BREAK.split(text)
    owners = [_owner_of_risks(clause) for clause in clauses]
    return any(
        owner == "writer" or (owner == "nobody" and not (index and owners[index - 1] == "them"))
        for index, owner in enumerate(owners)
    )


# A word defined is no one's risk: "'ana' in pro-ana means anorexia".
_DEFINES = re.compile(r"\b(?:means|stands for|is short for|is (?:another|a) word for|refers to)\b")


def _owner_of_risks(clause: str) -> str:
    """ "writer" if a word of risk in the clause is the writer's or no one's ("nobody"), "them" if every one
    is the other person's, "" when the clause names no risk."""
    if _WRITERS_UNNAMED_STATE.search(clause):
        return "writer"
    if _DEFINES.search(clause):
        return ""
    owners = set()
    for risk in _RISK_WORD.finditer(clause):
        refs = list(_PERSON_REF.finditer(clause, 0, risk.start()))
        if refs:
            owners.add("them" if refs[-1]["them"] else "writer")
        elif not _ASKS_ABOUT.match(clause):
            # hearsay has no subject either: "been self harming for ages apparently"
            owners.add("them" if _HEARSAY.search(clause) else "nobody")
    for owner in ("writer", "nobody", "them"):
        if owner in owners:
            return owner
    return ""


# A way of dying named of someone else ("hang himself", "slit her wrists"): a crisis signal, and an emergency
# when a support question names it.
METHOD_ON_THEMSELVES = (
    r"(?:hang|drown|shoot|poison|stab|top|off|slit|gas)(?:s|ing|ed)? (?:himself|herself|themselves|themself"
    r"|(?:his|her|their) (?:wrists|throat))"
)
# Danger to them now: an emergency, not a question of how to support someone. The writer needs the emergency
# number before anything else: silence after a farewell, means at hand, an act under way or named for a time,
# an overdose taken, a body failing.
_THEIR_EMERGENCY = re.compile(
    r"\b(?:right now|tonight|as we (?:speak|type)|this minute|at this moment"
    r"|(?:not|isn't|is not|won't|wont|stopped) (?:answering|picking up|replying|responding|answer|pick up"
    r"|reply|respond)|can't (?:reach|get hold of|get through to|wake)|(?:phone|phone's|phone is) (?:off|dead)"
    r"|(?:left|leaving|wrote|found) (?:a |her |his |their )?(?:suicide |goodbye )?(?:note|letter)"
    r"|note saying|(?:said|texted|sent|messaged|posted)(?: me| us)?(?: a)? (?:goodbye|bye to everyone)"
    # means shown to the helper: "my friend just sent me a photo of a pile of pills"
    r"|"
    + PILLS_SHOWN
    # a countdown posted to their end: "posted 'countdown to not being a burden: 3 days'"
    + r"|"
    + COUNTDOWN_TO_THE_END
    + r"|goodbye (?:type |kind of |sort of )?(?:text|message|post|stuff|video|note)|thanks? for everything"
    r"|walked out|won't be (?:back|coming back|home)"
    # a plan told and a date waited for: "he's got a plan and he's just waiting till after christmas"
    r"|(?:he's|she's|they've|he has|she has|they have) (?:got )?a plan\b|(?:just )?waiting (?:till|until|for)"
    r" after (?:christmas|xmas|new year|his birthday|her birthday|their birthday|the holidays|exams)"
    r"|look after (?:\w+ ){1,2}for (?:me|him|her)|ready to go(?! (?:back|out|home|to|for|on|and)\b)"
    # their things given away: "giving away his ps5", "handing her stuff out to friends"
    r"|(?:(?:giving|gave|given|handing|handed) (?:away |out |me |us )"
    r"|(?:handing|handed|giving|gave|given)(?= (?:(?:his|her|their|all|the) )?(?:\w+ )?(?:stuff|things"
    r"|belongings|possessions) (?:out|away)\b) )"
    r"(?:(?:his|her|their|all|the) )?(?:\w+ )?(?:stuff|things|belongings|possessions|ps5|xbox|bike|car"
    r"|dog|cat|savings)"
    r"|guns?|shotgun|rifle|firearm|knife|knives|razors?|blades?|(?<!skipping )(?<!jump )(?<!climbing )rope"
    r"|noose|ledge|(?:on|off|from|at|near) (?:a|the) bridge|rooftop|(?:on|off) (?:the|a) roof|car park"
    r"|multi-storey|train tracks|railway|cliff|jump off|going to jump|in the bath with|driving"
    r"|(?:car|engine|motor) running|exhaust"
    r"|in (?:his|her|their) hands?|holding|stockpil\w*|collecting (?:\w+ )?(?:pills|tablets|paracetamol|meds)"
    r"|(?:saving|saved|stashed|hoarded|hoarding|stockpiled)(?: up)? (?:\w+ )?(?:pills|tablets"
    r"|paracetamol|meds)"
    r"|alone (?:at|in|with)|locked (?:himself |herself |themselves )?in (?:his|her|their|the) (?:room"
    r"|bathroom"
    r"|car)|(?:he's|she's|they're|he is|she is|they are) ['\"]?done\b"
    r"|(?:took|taken|taking|swallowed|downed) (?:a |an |all |the |loads of |a load of |a bunch of |a whole "
    r"|a handful of |a bottle of |a packet of |\d+ )?(?:(?:her|his|their) )?(?:bottle|handful|packet|box"
    r"|overdose|pills|tablets|paracetamol|tylenol|meds|medication)"
    r"|overdosed|overdosing|locked (?:himself|herself|themselves|themself) in|bleeding|blood|unconscious"
    r"|passed out|collapsed|faint\w*|not breathing|chest pains?|heart (?:racing|palpitations|rate)"
    r"|can't (?:stand|get up|walk)|(?:hasn't|has not|not) eaten (?:anything |a thing )?(?:in|for) "
    r"(?:\d+|three|four|five|six|seven|ten|days|a week|over a week)"
    r"|ambulance|a&e|the er|emergency room"
    r"|(?:tried to|attempted|attempt)"
    r"(?![^.!?]{0,40}\b(?:last year|years? ago|months ago|a while ago|in the past|back in"
    r"|when (?:he|she|they) was)\b)"
    r"|(?:took|taken|taking|swallowed|downed) (?:\w+ ){0,5}(?:pills|tablets|meds|medication|paracetamol"
    r"|something)|stash|pile of (?:pills|tablets)|photo of (?:\w+ ){0,2}(?:pills|tablets|a rope|a blade"
    r"|a knife|a bridge|the drop)"
    r"|edge|platform|windowsill|window ledge|river|canal|the sea|station|tracks|motorway|bridge"
    r"|multi[- ]?storey"
    r"|top of (?:the|a) \w+|car running|exhaust|currently|on (?:his|her|their|the) way|walking towards"
    r"|heading (?:to|for)|wrists|bleed\w*|won't stop|gone missing|missing|switched off|drunk|high|wasted"
    r"|written (?:a|her|his|their) will|(?:saying|said|says) goodbye|won't come out|barricaded"
    r"|sorry for everything|(?:hasn't|has not|didn't|not) come home|(?:nobody|no one) (?:has )?seen"
    r"|since (?:yesterday|last night|this morning)|hosepipe|hose|lined up|hanging|bleach|antifreeze|poison"
    r"|deep|gaping|stitches|set a date|decided (?:how|when|where)|do it (?:after|before|on|tonight|tomorrow"
    r"|this|when|at)|on purpose|crash|unresponsive|confused|(?:heart|pulse) (?:is )?(?:beating|pounding"
    r"|going) (?:really |so |very )?fast|jump"
    r"|(?:has|had|made|got) a plan|picked a (?:date|day|way)|how (?:he|she|they)(?:'d| would| will) do it)\b"
    # the act named for a time or as intent: "says he'll kill himself tomorrow", "going to end it this
    # weekend"
    r"|\b(?:he|she|they)(?:'ll| will|'s going to| is going to|'re going to| are going to| is gonna"
    r"|'s gonna| plans? to| is planning to| is about to|'s about to)"
    r" (?:\w+ )?(?:kill|end|hurt|harm|cut|jump|overdose|take (?:all|the|his|her|their|an))\b"
    # ... or a method named: "says he's going to hang himself", "gonna top himself"
    r"|\b" + METHOD_ON_THEMSELVES + r"\b"
    r"|\b(?:going|gonna|planning|plans|wants?|about) to end (?:his|her|their) (?:own )?life\b"
    r"|\bin front of a (?:train"
    r"|bus|car|lorry|truck)\b"
)
# Helping them is support only toward safety and recovery ("help her get help", "help him feel less alone",
# "help her eat regularly"); help with anything else ("help her with her fasting", "help him write his note",
# "help her keep it hidden") may be help with the harm.
_HELPING_THEM_TO = re.compile(
    r"\b(?:help|support)(?:ing)? (?:her|him|them|my (?:(?:best|little|big|older|younger|twin) )?"
    r"(?!(?:best|little|big|older|younger|twin)\b)(?:\w+ (?:partner|buddy|mate|friend|pal)"
    r"|\w+(?! (?:partner|buddy|mate|friend|pal)\b))\b)(?: to)?"
    r" (?P<what>[a-z']+(?: [a-z']+){0,2})"
)
_TOWARD_RECOVERY = re.compile(
    r"(?:get (?:help|support|treatment|better|well|through|to (?:a|the|her|his|their))|see (?:a|the|her|his"
    r"|their)|recover\w*|feel (?:safe|better|less|supported|heard|comfortable|okay|ok|loved)|stay safe"
    r"|open up|talk|cope|heal|eat (?:regularly|normally|more|enough|properly|with)|accept|understand"
    r"|through|with (?:her|his|their) (?:recovery|treatment|therapy|meals|meal plan)|out|who|that|she|he"
    r"|(?:her|his|their) (?:recovery|treatment|mental health|wellbeing)|recovery|emotionally"
    r"|they|at|in|on|while|whilst|when|without|if|because|as|after|before|during|now|more|best|properly"
    r"|right|too|here|and|but|or|so|please|i|we|this|it|a|the|find|reach out|contact|call|access|book|go to"
    r"|make (?:an|a) appointment"
    # how often or how long, not what with: "support her day to day", "help him in the long run"
    r"|day[- ]to[- ]day|day by day|every day|daily|long[- ]term|going forward|in the meantime|meanwhile)\b"
)
_THEIR_CHOICE = re.compile(
    r"\b(?:support|respect|accept|back) (?:her|his|their) (?:choice|decision|goal|plan|diet|fast|weight loss"
    r"|wish)\b"
)
# The writer's own things asked about ("what should i say to my mum about the laxatives she found", "my
# girlfriend keeps asking about the scars").
_WRITERS_THINGS = re.compile(
    r"\b(?:about|explain|found|saw|noticed|seen|spotted) (?:the|my) (?:scars|cuts|marks|bruises|burns|pills"
    r"|tablets|laxatives|stash|note|letter|razors?|blades)\b|\b(?:the|my) (?:scars|cuts|marks|bruises|burns"
    r"|pills|tablets|laxatives|stash|note|letter) (?:she|he|they) (?:found|saw|noticed|spotted)\b"
)
# Asking for help to do the harm, for the means, or taking part in it: never support ("how do i help her
# purge quietly", "she asked me to buy her paracetamol", "me and my sister are ana buddies").
_HELPING_THE_HARM = re.compile(
    r"\b(?:help|helping|tips for|teach|show|get) (?:her|him|them|my (?:\w+ )?\w+)(?: to)? (?:purge|throw up"
    r"|vomit|starve|fast|lose|drop|hide|get rid|stop eating|not eat|skip|restrict|cut|die|end|overdose"
    r"|keep (?:her|his|their) weight down|get (?:under|below|down to)|stay (?:under|thin|skinny)"
    r"|get (?:hold of )?(?:laxatives|pills|diet pills|water pills))"
    r"|\b(?:ways? to|how to|enough to|(?:best|easiest|quickest|safest) (?:way|foods?) to) (?:die|kill|end"
    r"|overdose|purge|throw up|vomit|starve|hide|get rid|not eat|stop eating|bring (?:\w+ )?back up)"
    r"|\beasiest (?:\w+ ){0,3}?to (?:bring|throw) (?:\w+ )?(?:back )?up"
    r"|\bhow (?:much|many) (?:\w+ ){0,3}(?:pills|tablets|laxatives|paracetamol|would (?:kill|it take))"
    r"|\bpainless\b|\b(?:lethal|fatal) (?:dose|amount)|appetite suppress\w*|least painful|lowest calories"
    r"|survive on|suppress (?:hunger|appetite|her appetite|his appetite)|stop feeling hungry|not feel hungry"
    # pills asked for, or anything "that would do it"; hiding from the person asked about
    r"|\bwhat (?:\w+ )?(?:pills|tablets|meds|medication|drugs|painkillers|co-?codamol|codeine|tramadol"
    r"|sleeping pills) (?:can|could|should|would) i (?:get|buy|take|use|bring)\b"
    r"|\b(?:bring|buy|get|fetch) (?:her|him|them) (?:some )?(?:strong )?(?:painkillers|co-?codamol|codeine"
    r"|tramadol|sleeping pills|pills|tablets)\b"
    r"|\beasy to (?:bring|throw|sick) (?:\w+ )?(?:back )?up\b|\bwithout (?:any )?calories\b"
    # "what snacks can i buy that come up easy", "what diet tea should i get her"
    r"|\b(?:what|which)\b(?=[^.!?\n]*\b(?:laxatives?|lax(?:ies|ys)|diuretics?|water (?:tablets|pills)"
    r"|diet (?:teas?|pills|tablets)|detox teas?|slimming (?:teas?|pills|tablets)|fat burners?"
    r"|appetite suppress\w*|come (?:back )?up (?:easy|easily)"
    r"|(?:come|bring (?:\w+ )?) back up|(?:bring|throw) (?:\w+ )?up (?:easy|easily)|throw (?:\w+ )?up"
    r"|(?:under|below|less than) \d+ ?(?:cals?|calories|kcal)"
    r"|(?:zero|no|negative|low|lowest)[- ]cal\w*)\b)"
    r"[^.!?\n]{0,40}?\b(?:(?:can|should|could|would|do) (?:i|we) (?:\w+ )?(?:be )?(?:best )?(?:buy|get|keep"
    r"|order|stock|give|make|cook|serve|bring|offer|pick up|grab|pack)|best (?:buying|getting|grabbing))\b"
    # food made to come back up: "what can i put in her food to make her sick after"
    r"|\bmake (?:her|him|them) (?:be )?(?:sick|throw up|vomit|bring (?:it|\w+) (?:back )?up)\b"
    r"|\bkeep (?:her|him|them) full\b"
    r"|\b(?:that|which) (?:would|will|could) do it\b"
    r"|\bso (?:that )?(?:she|he|they) (?:doesn't|don't|won't|can't|never) (?:notice|find out|know|see)\b"
    r"|\bso (?:that )?(?:her|his|their|the) (?:parents|mum|mom|dad|family|doctor|teachers?"
    r"|coach) (?:don't|won't"
    r"|doesn't|can't|never) (?:notice|find out|know|see)"
    r"|\b(?:buy|get|order|find|source|sneak)\b[^.!?]{0,25}\b(?:laxatives|diet pills|water pills|diuretics"
    r"|pills|paracetamol|tablets|razors?|blades)\b"
    r"|\bwhere to (?:buy|get|find) (?:\w+ )?(?:razors?|blades|pills|laxatives)"
    r"|\bsupport (?:her|his|their) (?:goal|diet|weight loss|fast|plan)"
    r"|\bwithout (?:her|his|their|our) (?:parents|mum|mom|dad|family|doctor|therapist) (?:finding out"
    r"|knowing|noticing)"
    r"|\b(?:we|both of us|together)\b(?: [\w']+){0,4} (?:purg\w*|starv\w*|fast\w*|vomit\w*|throw\w* up"
    r"|stop eating|not eat\w*|skip\w*|restrict\w*|cut\w*|die|dying|kill|end (?:it|things))\b"
    r"|\bpact\b|\bana (?:buddy|buddies|coach|challenge)|\bthinspo\b.*\bfor (?:her|him|them)\b"
)
# Something of theirs the writer found, and nothing more in the clause: "I found laxatives in her bag" (not
# "i saw her cuts and started cutting again").
_FOUND_OF_THEIRS = re.compile(
    # the writer may go unsaid at the start of a sentence: "found laxatives in my 15 year old's dance bag"
    r"(?:\bi(?:'ve| have)? |(?:^|(?<=[.!?] ))(?:just )?)(?:found|noticed|saw|seen|spotted|discovered|caught"
    r"|heard|read)(?: that)?"
    r"(?: (?:some|her|his|their|a|an|the))?[^.!?,;]{0,40}?\b(?:in|on|under|from|at) (?:her|his|their"
    r"|(?:my|our) (?:[\w-]+ ){0,3}?[\w-]+'s) (?:\w+ )?\w+"
    r"(?=\s*(?:[.!?,;]|$|and (?:she|he|they|a |an |some |the |her |his |their )))"
)
# Their words quoted, whoever hears them: "my cousin keeps saying 'i wanna kms' when she's stressed". The "i"
# inside is theirs.
_THEIR_WORDS_QUOTED = (
    r"(?:\b(?:she|he|they)|" + _OTHER_PERSON.pattern + r")(?: (?:keeps|kept|always|often|just|literally))?"
    r" (?:says|said|saying|posts|posted|posting|writes|wrote|writing|texts|texted|texting|jokes|joked|joking"
    r"|messages|messaged|messaging)(?: (?:me|us))?(?: (?:stuff|things) like)?"
    r" ['\"](?:[^'\"]|(?<=\w)'(?=\w)){1,120}['\"]"
)
_QUOTED_BY_THEM = re.compile(_THEIR_WORDS_QUOTED)
# A finding or a worry that names a risk word of no risk to the writer: "I found food hidden in her room",
# "I'm worried sick".
_WORRY_OR_FINDING = re.compile(_FOUND_OF_THEIRS.pattern + r"|\bworried sick\b|\bsick with worry\b")


def _theirs_set_aside(text: str) -> str:
    """`text` with the writer's findings and worries taken out, and the other person's quoted words said to be
    theirs, so that what follows a quote ("friend keeps posting 'what i eat in a day' videos that are like 600
    calories") goes on about them."""
    return _WORRY_OR_FINDING.sub(" ", _QUOTED_BY_THEM.sub(" they said ", text))


# The only words a support question may say of its writer: asking, worrying, noticing something of theirs,
# and being told. Anything else the writer says of themselves ("tbh I want to go too", "me and my sister
# both", "my eating disorder", "i saw her cuts and started cutting again") may be the writer's own risk, and
# the message stays flagged: the safe side, since no word list can name every way of saying it.
_HELPERS_OWN_WORDS = re.compile(
    r"\b(?:how (?:do|can|should|would|could|might) i(?: best| even| possibly| actually)?"
    # "how can we talk about exercise at home": the family's way to help, named (not "how should we go")
    r"|how (?:do|can|should|could) we (?:best )?(?=(?:talk|help|support|approach|raise|bring (?:it|this) up"
    r"|encourage|make (?:\w+ ){1,3}(?:easier|less \w+|more comfortable|safer))\b)"
    # "what should I say", "what snacks can I keep in": not "what else do I have to live for"
    r"|what (?!(?:way|ways|method|means|else|good|point)\b)(?:\w+ ){0,2}(?:do|should|can|would|could) i"
    r" (?:even |possibly |actually |best )?"
    r"(?=(?:do|say|tell|write|text|buy|cook|make|keep|serve|bring|offer|suggest|look out|watch"
    r"|get (?:her|him|them)|avoid (?:saying|doing|mentioning|asking|talking))\b)|should i"
    r"|am i (?:overreacting|overthinking)"
    # what the helper noticed or how they took it: "i can hear her being sick", "she told me and i froze"
    r"|i (?:can |could )?(?:hear|heard) (?=(?:her|him|them)\b)"
    r"|i (?:froze|panicked|was (?:shocked|stunned|speechless|lost for words))"
    # what they want to do beside the helper: "wants to start lifting with me"
    r"|(?:lift\w*|train\w*|run\w*|walk\w*|gym|work(?:ing)? out|swim\w*|cycl\w*|come|go) with me\b"
    # the secret they were trusted with: "made me promise not to tell coach"
    r"|(?:made|making|had) me (?:promise|swear)"
    r"(?: (?:not to tell (?:anyone|anybody|a soul|no one|(?:\w+ ){0,2}\w+)"
    r"|to keep (?:it|this|that) (?:a )?secret))?"
    # what the helper has done already, and their age: "i gave him the helpline number and told his wife",
    # "i'm 17 and i don't know what to say to her"
    r"|i (?:gave|sent|texted|showed) (?:him|her|them) (?:the |a )?(?:helpline|crisis line|samaritans|988"
    r"|number)(?: number)?|(?:and )?told (?:his|her|their) (?:\w+ )?" + _PERSON_NOUN + r"\b"
    r"|(?:i'm|i am|im) (?:1[3-9]|[2-9]\d)(?: and\b|,)"
    r"|(?:on|during|after) our (?:\w+ )?(?:run|ride|walk|swim|session|training|class|shift|lunch|break|drive"
    r"|journey|commute|call|chat)(?: home)?\b"
    # what they share with the helper: "should i stop bugging her about our run club?"
    r"|(?:about|at|in|from|to|for) our (?:\w+ ){0,2}(?:club|group|team|class|crew|squad|group chat|chat)\b"
    r"|what else (?:can|should|could) (?:i|we) do(?: (?:this|next) week| now| today)?"
    r"|anything (?:i|we) should"
    r"|who (?:should|do|can|would) (?:i|we) (?:see|call|contact|talk to)"
    r"|how (?:can|do) (?:i|we) get (?:her|him|them) help"
    r"|(?:i'm|i am|im) (?:so |really |very |a bit |a little |quite |getting |kinda |kind of |pretty |super "
    r"|genuinely |properly |rather |most |terribly |awfully |dreadfully |extremely |deeply )?"
    r"(?:worried|scared|concerned|frightened|terrified|not sure|unsure"
    r"|at (?:rather |something of |quite )?a loss"
    r"|out of my depth)"
    r"(?: (?:of|about) (?:saying|doing) the wrong thing)?"
    # the helper's suspicion of them, or blame of themselves for missing it: "I think she's stopped eating
    # properly", "angry at myself for not noticing"
    # (not the writer siding with them: "i think she's right that thin is better")
    r"|i (?:think|suspect|reckon|worry|fear|feel like) (?=(?:she|he|they|she's|he's|they're)\b"
    r"(?!(?:'s| is| are|'re)? (?:right|correct|onto something|got a point)\b))"
    r"|(?:angry|cross|furious|annoyed|gutted|kicking myself) (?:(?:at|with) myself )?for not (?:noticing"
    r"|seeing|spotting|realising|realizing|picking up on)(?: (?:it|this|that|sooner|earlier))*"
    # ... or their sense that something is wrong: "i think something's off, who do i talk to at uni"
    r"|i (?:think|reckon|feel like) something(?:'s| is) (?:off|wrong|up|not right)"
    # ... or doubt of their story: "says it's a stomach bug. I don't believe her"
    r"|i (?:don't|do not|dont) (?:believe|buy) (?:her|him|them|it)"
    # the helper's verdict on it: "I think it's dodgy"
    r"|i (?:think|reckon|feel) (?:it's|its|that's|this is|it is) (?:\w+ )?(?:dodgy|sketchy|a scam|dangerous"
    r"|wrong|a bad idea|unsafe|shady|harmful|not ok|not okay)"
    # where to send them for help: "where might I direct her for proper help?"
    r"|"
    + _WHERE_TO_SEND_THEM
    + r"|(?:i )?(?:don't|dont|do not) (?:really )?know (?:what|how|if|whether)|idk (?:what|how|if|whether)"
    r"|(?:i )?(?:can't|cannot|cant) (?:really )?tell (?:if|whether)"
    r"|i(?:'ve| have) no idea (?:what|how)"
    r"|(?:i'm|im|i am) (?:her|his|their) (?:\w+ )?(?:buddy|partner|mate|pal|teammate)"
    r"|(?:wants?|wanted|asked|asking|keen|planning) to (?:join|come with|train with|run with|walk with"
    r"|go with) me"
    r"|(?:i'm|im|i am) (?:her|his|their) (?:mum|mom|mother|dad|father|parent|brother|sister|partner|husband"
    r"|wife|boyfriend|girlfriend|friend|best friend|coach|teacher|carer|flatmate|roommate)"
    # the helper's work, or doubt of their own skill at helping: "i'm a personal trainer", "i'm rubbish at
    # this stuff"
    r"|(?:i'm|im|i am) an? (?:personal trainer|pt|coach|teacher|pe teacher|dance teacher|nurse|school nurse"
    r"|physio|gym instructor|fitness instructor|instructor|youth worker)"
    r"|(?:i'm|im|i am) (?:so |really |pretty |totally )?(?:rubbish|useless|bad|terrible|crap|awful|no good)"
    r" (?:at|with) (?:this|that|stuff like this|things like this)(?: (?:stuff|kind of thing|sort of thing))?"
    r"|(?:i )?(?:don't|dont|do not) want to (?:say the wrong thing|make (?:it|things) worse|push(?: (?:her"
    r"|him|them))?"
    r"(?: away)?|upset (?:her|him|them)|get (?:this|it) wrong|overstep|be pushy|scare (?:her|him|them)"
    r"|lose (?:her|him|them)|make it weird|nag|miss (?:anything|something|the signs))"
    r"|(?:that )?(?:won't|wont|doesn't|will not) make (?:it|things) (?:weird|worse|awkward)"
    r"|without making (?:it|things|(?:her|him|them)(?: feel)?) (?:any )?(?:weird|worse|awkward)"
    r"|without (?:being|sounding|coming across as|seeming) (?:\w+ )?(?:preachy|pushy|judgy|judgemental"
    r"|judgmental|patronising|patronizing|condescending|nosy|nosey|rude|weird|like a nag"
    r"|like (?:her|his|their) \w+)"
    r"|i (?:love|care about) (?:her|him|them)"
    r"|(?:i )?(?:want|need) to talk (?:her|him|them) out of (?:it|this|that)"
    # help already fetched, and the helper's own care after it: "I got her to ring a helpline, but how do I
    # look after myself now"
    r"|(?:i )?(?:got|helped|persuaded|convinced|encouraged) (?:her|him|them) to (?:ring|call|contact|text|see"
    r"|speak to|talk to) (?:a |the |her |his |their )?(?:helpline|gp|doctor|988|samaritans|crisis line"
    r"|therapist|counsell?or)"
    r"|look after myself(?: now| too| as well)?"
    r"|(?:i )?(?:want|need) to be (?:useful|helpful|supportive|a good (?:brother|sister|friend|son|daughter))"
    r"|(?:i )?(?:want|need) to (?:help|support|be there(?: for)?)(?: (?:her|him|them))?"
    r"(?: without (?:overstepping|being pushy|pushing|making it worse|saying the wrong thing|smothering))?"
    r"|i (?:want|need) to (?:say|do) the right thing|i (?:want|need) to get (?:this|it) right"
    r"|(?:i'm|im|i am) not a (?:counsell?or|therapist|doctor|professional|expert)|"
    + _SIGNS_TO_WATCH_FOR
    # what the helper read of it: "I read that 'ana' means anorexia"
    + r"|i(?:'ve| have)? read (?:that|online|somewhere)"
    r"|i(?: want|'d like| would like|'m going| am going| plan) to (?:get|take|bring) (?:her|him|them)"
    r" (?:to the gym|to|out|along|walking|running|swimming|cycling)(?: with me)?"
    # being told or asked, but not to do something of one's own ("she wants me to stop purging")
    r"|(?:told|texted|asked|asking|messaged|showed|trusts|invited) me(?! to\b)"
    # their words quoted: "texted me 'i don't see the point anymore'"
    r"(?: ['\"](?:[^'\"]|(?<=\w)'(?=\w)){1,120}['\"])?"
    # training together: "we train together 3x a week"
    r"|we (?:train|run|lift|work out|go to the gym|walk|cycle|swim|play|climb)(?: \w+)? together"
    # ... or go out together often: "we go fishing every weekend"
    r"|we (?:go|went) (?:\w+ing|to the \w+)(?: together)? (?:every|most|each) (?:weekend|week|day|morning"
    r"|evening|saturday|sunday|summer)"
    r"|(?:asked|asking|invited|wants|told) me to (?:be (?:her|his|their)|come (?:along|with)"
    r"|go (?:with|along)|train with|run with|walk with|work out with|mind my own business|back off"
    r"|leave (?:her|him|them) alone)"
    r"|(?:mad|angry|upset|annoyed|cross) (?:at|with) me"
    # "how do i bring it up with my parents?": who the helper would tell
    r"|(?:bring (?:it|this) up|talk|speak|raise (?:it|this)|tell) (?:with |to )?(?:my|our)"
    r" (?:parents|mum|mom|dad|partner|husband|wife|family|gp|doctor)"
    r"|(?:eat|eating|meals?|dinner|lunch|breakfast|sit|sitting|come|coming|live|living|stay|staying)"
    r" (?:with|to) (?:us|me)|in front of (?:us|me)"
    r"|(?:i )?wish i(?:'d| had| could| knew| was able to)? (?:just )?(?:noticed|known|seen|realised|realized"
    r"|spotted|said|done|fix|help|do more|make it better|take (?:it|this) away|know what to say)"
    r"|i (?:just |really |so )?wish(?= (?:she|he|they)(?:'d| would| could| was| were| had| knew)\b)"
    r"(?! (?:she|he|they)(?:'d| would| could) (?:teach|show|tell) me (?:how|what|her|his|their)\b)"
    r"|hates? me|(?:shut|shuts|shutting|freeze|freezes|freezing) me out|(?:push|pushes|pushing) me away"
    r"|(?:talk|open up|listen) to me"
    r"|(?:walking|running|training|out|along|to (?:the )?(?:gym|parkrun|training|class|pool|park)) with me"
    # ... or the helper's suspicion of their risk: "i think she's being sick" (not "i think she's right")
    r"|i think (?=has|is|might|may|(?:she|he|they)(?:'s| is|'re| are| has| might| may| could)? (?:been |be )?"
    r"(?:being sick|throwing up|purging|making (?:herself|himself|themselves) sick|bulimic|anorexic"
    r"|restricting|self[- ]harm\w*|hurting|cutting|starving|not eating|depressed|suicidal|struggling"
    r"|unwell)\b)"
    r"|my (?:gym|club|team|class|school|work|office|house|home|place|flat|course|uni|church|running club)\b|"
    + _FOUND_OF_THEIRS.pattern
    + r"|i(?:'ve| have)? (?:noticed|seen|heard)(?= (?:she|he|they|that (?:she|he|they))\b)"
    r"|" + _THEIR_WORDS_QUOTED + r"|" + _OTHER_PERSON.pattern + r"(?:'s)?)"
)
_WRITER = re.compile(
    r"\b(?:i|i'm|i've|i'd|i'll|im|ive|me|my|mine|myself|we|we're|we've|us|our|ours|ourselves)\b"
)
# The writer's own risk said without a pronoun ("same tbh", "been there, still there", "cant stop purging
# either"), or sharing the act ("wants to die with me", "how can i join her").
_ME_TOO = re.compile(
    r"\b(?:same|relatable|ditto|been there|still there|not the only one|me neither|nor do i"
    r"|(?:die|end it|end it all|go|do it|jump|overdose|kill \w+) with (?:me|her|him|them)"
    r"|join(?:ing)? (?:her|him|them)|(?:to copy|copying|copied) (?:her|him|them)"
    r"|(?:starve|purge|fast|restrict|binge|throw up|cut|diet) with (?:me|her|him|them)"
    r"|go with (?:her|him|them)"
    r"|(?<!train )(?<!run )(?<!lift )(?<!work out )(?<!walk )(?<!cycle )(?<!swim )(?<!play )(?<!climb )"
    r"together|both"
    # (not a visit: "she's coming to us for christmas", nor the family table: "stopped eating dinner with us")
    r"|(?<!coming to )(?<!come to )(?<!staying with )(?<!stay with )(?<!living with )(?<!live with )"
    r"(?<!in front of )(?<!dinner with )(?<!eating with )(?<!eat with )(?<!meals with )(?<!tea with )"
    r"(?<!lunch with )(?<!breakfast with )us)\b"
    r"|\b(?:too|either|as well)\b(?=\s*(?:[.!?,;]|$|lol|tbh|honestly|haha))"
)
# ... or a risk held for years in a clause that names no one else ("been doing it for years myself"; not
# "she's had bulimia on and off for years").
_FOR_YEARS = re.compile(r"\bfor years\b")


def _writers_for_years(text: str) -> bool:
    return any(not _names_them(clause_before(text, held.start())) for held in _FOR_YEARS.finditer(text))


# A child at risk from the person asked about: "restricting our son's food too", "gives her kids laxatives".
# Not a birth as a time ("since the baby came"), nor a younger sibling said to be a teenager or older ("my
# little brother (16)", "my little sister is 15", "... she's 16").
_A_CHILD_TOO = re.compile(
    r"\b(?:our|her|his|their) (?:son|daughter|kids?|children|baby|babies|toddler"
    r"|little (?:one|ones|boy|girl))s?\b"
    r"|\b(?:the kids|the children|(?<!since )(?<!after )the baby(?! (?:came|arrived|was born))"
    r"|my little (?:brother|sister)(?!,? (?:is |who's |aged? )?\(?(?:1[3-9]|[2-9]\d)\b)"
    r"(?!.*\b(?:she's|he's|they're|she is|he is|they are) (?:1[3-9]|[2-9]\d)\b"
    r"(?! ?(?:kg|lbs?|st|stone|k|km|mins?|minutes|hours?|%)\b)))\b"
)
# A child of twelve or under at risk is for the helplines and safeguarding, not an ordinary support question:
# "my 12 year old said she wishes she was dead".
_YOUNG_CHILD = re.compile(r"\b(?:my|our) (?:[1-9]|1[0-2])[- ]?(?:year[- ]old|yo|y/o)\b")
# "Asking for a friend": the oldest way of asking for oneself.
_FOR_A_FRIEND = re.compile(r"\b(?:asking|ask) for (?:a|my) (?:friend|mate|mate of mine|cousin)\b")


def asks_how_to_support(text: str) -> bool:
    """Whether normalised `text` asks how to support another person with their risk, when no emergency is
    under way, nothing of helping the harm is said, and the writer says nothing of themselves beyond asking
    and worrying (`_HELPERS_OWN_WORDS`). The writer is then not at risk and deserves an answer: the policies
    let the question through with support resources beside it. Anything short of that stays flagged."""
    if not about_someone_else(text) or _FOR_A_FRIEND.search(text):
        return False
    if (
        _ME_TOO.search(text)
        or _writers_for_years(text)
        or _A_CHILD_TOO.search(text)
        or _YOUNG_CHILD.search(text)
    ):
        return False
    if _THEIR_EMERGENCY.search(text) or _HELPING_THE_HARM.search(text) or _THEIR_CHOICE.search(text):
        return False
    if _helps_toward_harm(text) or _WRITERS_THINGS.search(text):
        return False
    return _WRITER.search(_HELPERS_OWN_WORDS.sub(" ", text)) is None


def helps_with_their_harm(text: str) -> bool:
    """Whether normalised `text` asks how to help another person with the harm itself or to its means ("how
    do i help her stay under 800", "what diet tea should i buy her")."""
    someone = _OTHER_PERSON.search(text) or _THEM.search(text)
    return bool(someone) and _HELPING_THE_HARM.search(text) is not None


def _helps_toward_harm(text: str) -> bool:
    """Whether `text` asks to help someone do anything but get safe or recover."""
    return any(not _TOWARD_RECOVERY.match(asked["what"]) for asked in _HELPING_THEM_TO.finditer(text))


# A question about someone's meals or exercise that names no medicine or dose: "what can she eat".
_FEEDING_OR_MOVING = re.compile(
    r"^(?!.*\b(?:take|taking|took|dose|doses|mg|pills?|tablets?|mix|with it|lose|losing|weight|weigh\w*"
    r"|pinch\w*|nick\w*|stole|work|swollen|swelling|breathless|faint\w*|dizzy|bleeding|pain|chest|avoid)\b)"
    r".*\b(?:eat|foods?|meals?|cook|snacks?|diet|recipes?|cardio|exercises?|workouts?|walks?|walking"
    r"|stretches|training)\b"
)


def asks_about_feeding_them(passage: str) -> bool:
    """Whether `passage` asks what someone else should eat or do and never speaks of the writer: what the
    patterns leave of "my mum takes water pills, what high-potassium foods can she eat" once the relative's
    prescription is excused, which the classifier would read as the writer's own."""
    about_them = _THEM.search(passage) is not None and _SELF.search(passage) is None
    return about_them and _FEEDING_OR_MOVING.search(passage) is not None


def unreported_spans(text: str) -> list[tuple[int, int]]:
    """Spans of the sentences in normalised `text` that name a risk studied or long left behind."""
    if _OWNS_IT.search(text):
        return []
    came_back = _CAME_BACK.search(text) is not None
    # "bulimic through most of uni. four years recovered now": the whole message looks back (training again
    # is part of the recovery: "two years since i stopped purging and i'm finally lifting again")
    lately = _LATELY.search(_TRAINING_AGAIN.sub(" ", text))
    recovered = _LONG_RECOVERED.search(text) is not None and not came_back and lately is None
    message_is_study = _STUDY.search(text) is not None or recovered
    # a claim seen and doubted, in a message that reports nothing: "is that true? 8 days in" reports
    doubting = _REPORTED.search(text) is None
    urge_ridden = _URGE_RIDDEN.search(text) is not None and _ACTED.search(text) is None
    return [
        sentence.span()
        for sentence in _SENTENCE_RE.finditer(text)
        if (urge_ridden and _URGE_TOLD.search(sentence.group()))
        or _is_unreported(
            sentence.group(),
            message_is_study=message_is_study,
            recovered=recovered,
            doubting=doubting,
            effect_doubted=doubting and _EFFECT_DOUBTED.search(text) is not None,
            came_back=came_back,
        )
    ]


# An urge noticed and not acted on, the skill recovery teaches: "noticed the urge to go for a second run to
# 'make up' for the cake. didn't. sat with it", "urge surfing actually worked, rode it out, ate the pasta".
# Its sentences report no act, so long as an urge is named and no act is reported elsewhere in the message
# (not "the shotgun's in the cabinet and i've been sat with it every night").
_URGE_RIDDEN = re.compile(
    r"\burges?\b.*\b(?:rode it out|ride it out|sat with it|sit with it|let it pass|(?:didn't|did not|didnt)"
    r" act on it)\b|\burge surfing (?:actually |really |finally )?(?:worked|helped)\b"
    r"|\b(?:noticed|had|felt) (?:the |an |that )?urge\b[^.!?]{0,80}[.!?]?\s*(?:but )?(?:i )?"
    r"(?:didn't|did not|didnt)(?! (?:pass|go|stop|help|work))\b"
)
_URGE_TOLD = re.compile(
    r"\b(?:urges?|wanted to|tempted|noticed|rode it out|sat with it|let it pass|didn't|did not|didnt)\b"
)


def _is_unreported(
    sentence: str,
    *,
    message_is_study: bool,
    recovered: bool,
    doubting: bool,
    effect_doubted: bool,
    came_back: bool,
) -> bool:
    present = _SETTLED.sub(" ", sentence)
    if _back_to_training(sentence, recovered=recovered):
        present = _TRAINING_AGAIN.sub(" ", present)
    if _SEEKING.search(sentence) or _STILL_PRESENT.search(present):
        return False
    if _STUDY.search(sentence) or (_LEFT_BEHIND.search(sentence) and not came_back):
        return True
    asked_about = (
        _EVIDENCE_ASKED.search(sentence)
        or _INFORMATION_ASKED.search(sentence)
        or (doubting and _heard_of_and_doubted(sentence, effect_doubted=effect_doubted))
    )
    # "water fasting videos are all over my feed", "my husband reckons eating after 8pm makes you fat": where
    # it was seen, or who said it, says nothing of the writer
    names_writer = _SELF.search(_OTHER_PERSON.sub(" they ", _OWN_FEED.sub(" ", sentence))) is not None
    if asked_about and not names_writer and not _REPORTED.search(sentence):
        return True
    if _IN_TREATMENT.search(sentence) and not (
        _REPORTS_BEHAVIOUR.search(sentence) or _WEIGHT_GOAL.search(sentence)
    ):
        return True
    # "Is it true laxatives cause only water loss? Reading up on weight-loss myths for an assignment." (not
    # "watched a documentary about bulimia. threw up after tea")
    return message_is_study and not names_writer and _ACTED.search(sentence) is None


def _back_to_training(sentence: str, *, recovered: bool) -> bool:
    """Training again after a long recovery, or with a clinician's approval and no behaviour reported, and
    nothing compulsive beside it. (A long recovery names the behaviour it left: "two years since i stopped
    purging and i'm finally lifting again".)"""
    if _COMPULSIVE.search(sentence) or _WEIGHT_TO_LOSE.search(sentence):
        return False
    approved = _APPROVED.search(sentence) and not _NOT_APPROVED.search(sentence)
    return recovered or bool(approved and not _REPORTS_BEHAVIOUR.search(sentence))


def _heard_of_and_doubted(sentence: str, *, effect_doubted: bool) -> bool:
    """ "saw a tiktok saying laxative teas are a scam, is that true?": a claim seen and doubted, in the
    sentence or, when the message asks whether it does anything at all (`effect_doubted`), anywhere in it."""
    if not _HEARD_OF.search(sentence) or _HARM_TOPIC.search(sentence):
        return False
    if effect_doubted:
        return True
    if not _TRUTH_ASKED.search(sentence):
        return False
    return _EATING_DISORDER_TOPIC.search(sentence) is None or _DEBUNKED.search(sentence) is not None
