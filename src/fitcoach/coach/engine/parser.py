"""The offline natural-language logger: one chat message in, typed intents out.

    normalise (numbers.py) -> sentences (segment.py) -> question / request / log?  (lexicon.py)
    -> measurements (measurements.py) -> clauses -> per clause: water, exercise (workouts.py) or food
    (items.py), each placed on a date (dates.py) and, for food, a meal (meals.py)

Pure: no I/O, no clock (the caller passes `today`), no database (the caller passes `Knowledge`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from enum import Enum

from fitcoach.coach.engine.dates import DateMention, find_dates
from fitcoach.coach.engine.items import FoodPhrase, food_match, portion_of, read_food_phrase
from fitcoach.coach.engine.knowledge import Knowledge, is_named_by
from fitcoach.coach.engine.lexicon import (
    EATING_VERB,
    FOOD_FILLER,
    NEGATION,
    NOT_A_LOG,
    NOT_FOOD_WORDS,
    QUESTION_OPENERS,
    STRONG_EATING,
    WEAK_EATING,
)
from fitcoach.coach.engine.meals import MealMention, MealType, explicit_meal, find_meals
from fitcoach.coach.engine.measurements import bare_weight, find_measurements
from fitcoach.coach.engine.numbers import normalise_text
from fitcoach.coach.engine.results import (
    Chat,
    ExerciseItem,
    FoodItem,
    Intent,
    MeasurementLog,
    ParseResult,
    Question,
    WaterLog,
)
from fitcoach.coach.engine.segment import (
    SIDE_SEPARATOR,
    STRONG_SEPARATOR,
    Span,
    split_clauses,
    split_sentences,
)
from fitcoach.coach.engine.workouts import EXERCISE_VERBS, ExerciseSlots, read_exercise
from fitcoach.core.units import km_from
from fitcoach.exercise.burn import calories_burned, met_for
from fitcoach.exercise.catalog import NO_USER_ACTIVITIES, ActivityMatch, UserActivities
from fitcoach.nutrition.catalog import NO_USER_FOODS, FoodMatch, UserFoods, normalise_words
from fitcoach.nutrition.portions import ML_PER_UNIT, nutrition_for

DEFAULT_GLASS_ML = 250.0
# A single-serve bottle of water: 500 ml (16.9 US fl oz), the most common retail size.
BOTTLE_ML = 500.0
WATER_NAMES = frozenset(
    {"water", "waters", "plain water", "still water", "sparkling water", "mineral water", "tap water",
     "bottled water", "fizzy water", "soda water", "filtered water", "cold water", "warm water", "h2o",
     "glass water", "ice water", "agua", "lemon water", "water with lemon"}
)  # fmt: skip
# Questions about food that open without a question word: "calories in a banana", "protein in 2 eggs".
NUTRITION_QUESTION = re.compile(
    r"^(?:the |total |how many |how much )?(?:calories|carbs|protein|fat|macros|nutrition|kcal|sugar|fiber)\b"
)
# Words that make a sentence a statement about something; without an eating verb such a sentence is not a
# food log ("i have 2 eggs left", "it was a long day").
SUBJECT_OR_VERB = re.compile(
    r"\b(?:i|i'm|im|i've|i'd|we|we're|you|he|she|they|it|it's|is|are|was|were|have|has|be|been"
    r"|there)\b"
)
# A bare message must name a food this exactly to be logged without a verb or an amount.
EXACT_NAME_SCORE = 99.0
# A food name longer than this is a sentence we did not understand, not a food.
MAX_FOOD_NAME_WORDS = 6


class _Kind(Enum):
    CONSUME = "consume"
    EXERCISE = "exercise"
    MEASURE = "measure"


@dataclass(frozen=True, slots=True)
class _Message:
    text: str
    today: date
    dates: list[DateMention]
    meals: list[MealMention]
    knowledge: Knowledge
    user_foods: UserFoods
    user_activities: UserActivities
    weight_kg: float | None
    glass_ml: float

    def date_in(self, span: Span) -> date | None:
        for mention in self.dates:
            if span[0] <= mention.start < span[1]:
                return mention.value
        return None

    def first_date(self) -> date:
        return self.dates[0].value if self.dates else self.today

    def is_compound(self, phrase: str) -> bool:
        """Whether `phrase` ("mac and cheese") names one food, so its "and" joins no two items."""
        return self.knowledge.is_compound_food(phrase, self.user_foods)

    def best_activity(self, name: str) -> ActivityMatch | None:
        return self.knowledge.exercises.best(name, user_activities=self.user_activities)


@dataclass(slots=True)
class _SentenceState:
    span: Span
    masked: str
    strong: bool
    weak: bool
    has_meal: bool
    bare: bool  # no subject and no verb: "2 cups of whole milk", "bowl of cereal"
    date: date
    previous: _Kind | None = None


def parse_message(
    text: str,
    *,
    today: date,
    knowledge: Knowledge,
    user_foods: UserFoods = NO_USER_FOODS,
    user_activities: UserActivities = NO_USER_ACTIVITIES,
    weight_kg: float | None = None,
    glass_ml: float = DEFAULT_GLASS_ML,
) -> ParseResult:
    """Everything `text` logs (foods, exercise, measurements, water), or a question / chat intent."""
    normalised = normalise_text(text)
    message = _Message(
        text=normalised,
        today=today,
        dates=find_dates(normalised, today),
        meals=find_meals(normalised),
        knowledge=knowledge,
        user_foods=user_foods,
        user_activities=user_activities,
        weight_kg=weight_kg,
        glass_ml=glass_ml if glass_ml > 0 else DEFAULT_GLASS_ML,
    )
    logs: list[Intent] = []
    asked = False
    for span, question_mark in split_sentences(normalised):
        sentence = normalised[span[0] : span[1]]
        if question_mark or QUESTION_OPENERS.search(sentence) or NUTRITION_QUESTION.search(sentence):
            asked = True
            continue
        if NOT_A_LOG.search(sentence) or NEGATION.search(sentence):
            continue
        logs.extend(_parse_sentence(message, span))
    intents = _group_measurements(logs)
    if asked:
        intents.append(Question(text))
    elif not intents:
        intents.append(Chat(text))
    return ParseResult(text=text, intents=tuple(intents))


def _group_measurements(logs: list[Intent]) -> list[Intent]:
    """One measurement intent per date, in the place of the first measurement of that date."""
    grouped: list[Intent] = []
    by_date: dict[date, int] = {}
    for intent in logs:
        if isinstance(intent, MeasurementLog) and intent.date in by_date:
            index = by_date[intent.date]
            previous = grouped[index]
            assert isinstance(previous, MeasurementLog)
            grouped[index] = MeasurementLog(previous.measurements + intent.measurements, intent.date)
            continue
        if isinstance(intent, MeasurementLog):
            by_date[intent.date] = len(grouped)
        grouped.append(intent)
    return grouped


def _blank(text: str, spans: Sequence[Span], marker: str = " ") -> str:
    """`text` with each span overwritten by spaces (and `marker` in its second place), offsets unchanged."""
    chars = list(text)
    for start, end in spans:
        for position in range(start, end):
            chars[position] = " "
        if marker != " " and end - start >= 3:
            chars[start + 1] = marker
    return "".join(chars)


def _parse_sentence(message: _Message, span: Span) -> list[Intent]:
    start, end = span
    sentence = message.text[start:end]
    measured = [
        (start + found.start, start + found.end, found.measurement) for found in find_measurements(sentence)
    ]
    state = _SentenceState(
        span=span,
        masked=_blank(message.text, [(s, e) for s, e, _ in measured], marker=","),
        strong=bool(STRONG_EATING.search(sentence)),
        weak=bool(WEAK_EATING.search(sentence)),
        has_meal=explicit_meal(sentence) is not None,
        bare=not SUBJECT_OR_VERB.search(sentence),
        date=message.date_in(span) or message.first_date(),
    )
    intents: list[Intent] = []
    for m_start, _m_end, measurement in measured:
        day = message.date_in(_clause_around(message.text, span, m_start)) or state.date
        intents.append(MeasurementLog((measurement,), day))
    measured_spans = [(s, e) for s, e, _ in measured]
    for clause in split_clauses(state.masked, span, STRONG_SEPARATOR, message.is_compound):
        had_measurement = any(clause[0] <= s < clause[1] + 2 for s, _ in measured_spans)
        if intents and isinstance(intents[-1], ExerciseItem):
            completed = _completed_exercise(message, intents[-1], _content(message, state, clause))
            if completed is not None:
                intents[-1] = completed
                continue
        intents.extend(_parse_clause(message, state, clause, had_measurement))
    return intents


def _completed_exercise(message: _Message, exercise: ExerciseItem, content: str) -> ExerciseItem | None:
    """ "biked to work, 25 min": a clause with only a duration or distance completes the exercise before."""
    slots = read_exercise(content)
    if slots is None or slots.query or slots.has_verb:
        return None
    if slots.duration_minutes is None and slots.distance is None:
        return None
    completed = replace(
        exercise,
        duration_minutes=exercise.duration_minutes or slots.duration_minutes,
        distance=exercise.distance or slots.distance,
        distance_unit=exercise.distance_unit or slots.distance_unit,
    )
    burned = _burn(
        message, completed.match, completed.duration_minutes, completed.distance, completed.distance_unit
    )
    return replace(completed, calories_burned=burned)


def _clause_around(text: str, span: Span, position: int) -> Span:
    """The stretch of the sentence between the separators around `position`."""
    sentence = text[span[0] : span[1]]
    relative = position - span[0]
    left = max(sentence.rfind(" , ", 0, relative), sentence.rfind(" and ", 0, relative))
    right_candidates = [
        i for i in (sentence.find(" , ", relative), sentence.find(" and ", relative)) if i >= 0
    ]
    right = min(right_candidates) if right_candidates else len(sentence)
    return (span[0] + max(left, 0), span[0] + right)


def _content(message: _Message, state: _SentenceState, clause: Span) -> str:
    """The clause without its date and meal phrases."""
    spans = [(m.start, m.end) for m in message.dates if clause[0] <= m.start < clause[1]]
    spans += [(m.start, m.end) for m in message.meals if clause[0] <= m.start < clause[1]]
    blanked = _blank(state.masked, spans)
    return " ".join(blanked[clause[0] : clause[1]].split())


def _parse_clause(
    message: _Message, state: _SentenceState, clause: Span, had_measurement: bool
) -> list[Intent]:
    content = _content(message, state, clause)
    if not content.strip(" ,:"):
        return []
    day = message.date_in(clause) or state.date
    weight = bare_weight(content)
    if weight is not None:
        state.previous = _Kind.MEASURE
        return [MeasurementLog((weight,), day)]
    food_words = " ".join(FOOD_FILLER.sub(" ", content).split())
    phrase = read_food_phrase(food_words)
    if (
        phrase is not None
        and phrase.name in WATER_NAMES
        and (phrase.amount_said or state.strong or state.weak)
    ):
        state.previous = _Kind.CONSUME
        return [_water(message, phrase, day)]
    exercise = _exercise(message, state, content, day, had_measurement)
    if exercise is not None:
        state.previous = _Kind.EXERCISE
        return [exercise]
    foods = _foods(message, state, clause, content, day)
    if foods:
        state.previous = _Kind.CONSUME
    return list(foods)


# --- water --------------------------------------------------------------------------------------------


def _water(message: _Message, phrase: FoodPhrase, day: date) -> WaterLog:
    unit = phrase.unit
    if unit in (None, "glass", "serving", "piece"):
        glasses = phrase.quantity
        return WaterLog(glasses=glasses, ml=round(glasses * message.glass_ml, 1), date=day)
    if unit == "bottle":
        ml = phrase.quantity * BOTTLE_ML
    elif unit == "oz":
        ml = phrase.quantity * ML_PER_UNIT["fl_oz"]
    elif unit in ML_PER_UNIT:
        ml = phrase.quantity * ML_PER_UNIT[unit]
    else:
        ml = phrase.quantity * message.glass_ml
    return WaterLog(glasses=round(ml / message.glass_ml, 2), ml=round(ml, 1), date=day)


# --- exercise -----------------------------------------------------------------------------------------


def _exercise(
    message: _Message, state: _SentenceState, content: str, day: date, had_measurement: bool
) -> ExerciseItem | None:
    slots = read_exercise(content)
    if slots is None or not slots.query:
        return None
    amount = slots.duration_minutes is not None or slots.distance is not None
    if had_measurement and not amount:
        # "walked 12000 steps": the steps are the log, the verb only says how they were taken.
        return None
    match = _activity_match(message, slots)
    confident = match is not None and match.confident
    accepted = (slots.has_verb and (amount or slots.past_tense)) or (
        confident and (amount or slots.past_tense or state.previous is _Kind.EXERCISE)
    )
    if not accepted or (not slots.has_verb and (state.strong or state.weak) and not amount):
        return None
    return ExerciseItem(
        exercise_name=slots.query,
        duration_minutes=slots.duration_minutes,
        distance=slots.distance,
        distance_unit=slots.distance_unit,
        date=day,
        match=match if confident else None,
        calories_burned=_burn(
            message, match if confident else None, slots.duration_minutes, slots.distance, slots.distance_unit
        ),
    )


def _activity_match(message: _Message, slots: ExerciseSlots) -> ActivityMatch | None:
    """The activity the clause names; when its words as a whole are not one ("running with my dog"), the
    activity its exercise verb names ("running")."""
    match = message.best_activity(slots.query)
    if match is not None and match.confident:
        return match
    for activity_name in dict.fromkeys(EXERCISE_VERBS.values()):
        if activity_name in slots.query:
            fallback = message.best_activity(activity_name)
            if fallback is not None and fallback.confident:
                return fallback
    return match


def _burn(
    message: _Message,
    match: ActivityMatch | None,
    duration_minutes: float | None,
    distance: float | None,
    distance_unit: str | None,
) -> float | None:
    if match is None or duration_minutes is None:
        return None
    distance_km = km_from(distance, distance_unit) if distance and distance_unit else None
    met = met_for(match.activity, duration_minutes=duration_minutes, distance_km=distance_km)
    return round(calories_burned(met, message.weight_kg, duration_minutes), 1)


# --- food ---------------------------------------------------------------------------------------------


def _foods(message: _Message, state: _SentenceState, clause: Span, content: str, day: date) -> list[FoodItem]:
    items: list[FoodItem] = []
    # "after my run I ate a banana": what was eaten follows the eating verb.
    verb = EATING_VERB.search(content)
    if verb is not None and content[verb.end() :].strip():
        content = content[verb.end() :]
    for part_start, part_end in split_clauses(
        content, (0, len(content)), SIDE_SEPARATOR, message.is_compound
    ):
        words = " ".join(FOOD_FILLER.sub(" ", content[part_start:part_end]).split())
        phrase = read_food_phrase(words)
        if phrase is None or not _plausible_name(phrase.name):
            continue
        item = _food_item(message, state, clause, phrase, day)
        if item is not None:
            items.append(item)
            # "toast with butter": what comes with an accepted food is food too.
            state.previous = _Kind.CONSUME
    return items


def _plausible_name(name: str) -> bool:
    words = name.split()
    return 0 < len(words) <= MAX_FOOD_NAME_WORDS and any(
        word.isalpha() and len(word) > 2 and word not in NOT_FOOD_WORDS for word in words
    )


def _food_item(
    message: _Message, state: _SentenceState, clause: Span, phrase: FoodPhrase, day: date
) -> FoodItem | None:
    match, phrase = food_match(message.knowledge, phrase, message.user_foods)
    continuing = state.previous is _Kind.CONSUME
    if match is not None and match.confident:
        accepted = (
            state.strong
            or state.weak
            or continuing
            or (
                state.bare
                and (phrase.amount_said or state.has_meal or _is_whole_sentence(message, state, match))
            )
        )
    else:
        # An unknown name logs only where the sentence clearly speaks of eating, or where an amount is
        # said of something that resembles a food ("a snickers bar"); "had a meeting" does not.
        measured = phrase.unit is not None
        resembles_food = match is not None
        accepted = (
            state.strong
            or continuing
            or (state.weak and (measured or state.has_meal or resembles_food))
            or (state.bare and phrase.amount_said and (measured or resembles_food))
        )
    if not accepted:
        return None
    meal = _meal_for(message, state, clause)
    if match is None or not match.confident:
        return FoodItem(phrase.name, phrase.quantity, phrase.unit, meal, day, None, None, None)
    food = match.food
    unit, grams = portion_of(food, phrase)
    return FoodItem(phrase.name, phrase.quantity, unit, meal, day, match, grams, nutrition_for(food, grams))


def _is_whole_sentence(message: _Message, state: _SentenceState, match: FoodMatch) -> bool:
    """A message that is nothing but the exact name of a food ("peanut butter and jelly sandwich")."""
    sentence = message.text[state.span[0] : state.span[1]]
    return match.score >= EXACT_NAME_SCORE and is_named_by(match.food, normalise_words(sentence))


def _meal_for(message: _Message, state: _SentenceState, clause: Span) -> MealType:
    """The meal said in the clause, else the next one said after it, else the last one before it."""
    start, end = state.span
    in_sentence = [m for m in message.meals if start <= m.start < end]
    for mention in in_sentence:
        if clause[0] <= mention.start < clause[1]:
            return mention.meal
    after = [m for m in in_sentence if m.start >= clause[1]]
    if after:
        return after[0].meal
    before = [m for m in in_sentence if m.start < clause[0]]
    if before:
        return before[-1].meal
    if message.meals:
        return message.meals[0].meal
    return MealType.SNACK
