"""Which tool categories a turn needs: manual choice, image, keywords, an LLM classifier, the profile default.

Only the chosen categories' tools are sent to the model, which keeps prompts small; the model can
widen the set with ``enable_tools`` unless the user chose the categories by hand.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from fitcoach.coach.providers.wire import json_object
from fitcoach.coach.tools.registry import ROUTABLE, ToolCategory

C = ToolCategory

PROFILES: dict[str, frozenset[ToolCategory]] = {
    "full": ROUTABLE,
    "core": frozenset({C.FOOD, C.EXERCISE, C.CHECKIN, C.GOALS}),
}

# Recall over precision: a spare category costs a few hundred tokens, a missing one a wrong answer.
_KEYWORDS: dict[ToolCategory, str] = {
    C.FOOD: r"\b(ate|eat|eating|eaten|had|food|meal|breakfast|lunch|dinner|snack|calorie|kcal|protein|"
    r"carb|fat|fibre|fiber|sugar|macro|drank|drink|water|coffee|tea|juice|recipe|diet|nutrition|hungry|cook)",
    C.EXERCISE: r"\b(ran|run|running|jog|walk|walked|hike|swim|swam|bike|biked|cycl|workout|work out|"
    r"exercise|training|gym|yoga|lift|lifted|cardio|steps|sport|burn|burned|burnt|km|mile)",
    C.CHECKIN: r"\b(weigh|weight|kg|lbs?|pounds?|waist|hips?|neck|measure|sleep|slept|steps|body fat|"
    r"water|glass|hydrat|"
    r"check.?in|glucose|heart rate|blood pressure)",
    C.GOALS: r"\b(goal|target|tdee|bmr|maintenance|deficit|surplus|budget|lose|gain|bulk|cut)",
    C.REPORTS: r"\b(trend|summary|report|progress|week|month|average|history|so far|today|yesterday|"
    r"how am i|how did i|adherence|streak|total)",
    C.COACHING: r"\b(should|advice|tip|help|why|how (do|can|should)|plan|motivat|stuck|plateau|recommend)",
    C.PROFILE: r"\b(profile|my age|my height|i am \d+|i'm \d+|units|timezone|preference|settings)",
    C.TRAINER: r"\b(program|routine|split|sets?|reps?|bench|squat|deadlift|press|row|pull.?ups?|push.?ups?|"
    r"pr\b|personal record|volume|muscle|hypertrophy|strength|plan my week|workout plan)",
}
_PATTERNS = {category: re.compile(pattern, re.IGNORECASE) for category, pattern in _KEYWORDS.items()}

Source = Literal["manual", "keywords", "classifier", "profile_default"]


@dataclass(frozen=True)
class Routing:
    categories: frozenset[ToolCategory]
    source: Source

    @property
    def manual(self) -> bool:
        """The user chose the categories by hand: a strict ceiling the model may not widen."""
        return self.source == "manual"


Classifier = Callable[[str], Awaitable[set[ToolCategory] | None]]


def keyword_categories(text: str, *, has_image: bool) -> set[ToolCategory]:
    found = {category for category, pattern in _PATTERNS.items() if pattern.search(text)}
    if has_image:
        found |= {C.VISION, C.FOOD}
    return found


def routable(names: Iterable[object]) -> set[ToolCategory]:
    """The routable categories among ``names``; anything else (unknown, not a string) is ignored."""
    return {C(n) for n in names if isinstance(n, str) and n in ToolCategory._value2member_map_} & ROUTABLE


def parse_classifier_answer(answer: str) -> set[ToolCategory] | None:
    """Read the classifier's JSON (``{"categories": [...]}``); an empty list means coaching."""
    found = json_object(answer)
    names = found.get("categories") if found is not None else None
    if not isinstance(names, list):
        return None
    return routable(names) or {C.COACHING}


async def route(
    text: str,
    *,
    has_image: bool,
    manual: Iterable[str] | None,
    profile: str,
    classifier: Classifier | None,
) -> Routing:
    allowed = PROFILES.get(profile, PROFILES["full"])
    if manual is not None:
        return Routing(frozenset(routable(manual) & allowed), source="manual")
    found = keyword_categories(text, has_image=has_image)
    if found:
        return Routing(frozenset(found & allowed) or allowed, source="keywords")
    if classifier is not None:
        classified = await classifier(text)
        if classified:
            return Routing(frozenset(classified & allowed) or allowed, source="classifier")
    return Routing(allowed, source="profile_default")
