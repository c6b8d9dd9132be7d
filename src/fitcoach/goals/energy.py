"""Energy needs: basal metabolic rate, total daily energy expenditure and macro targets.

Pure functions over plain numbers; callers fetch the inputs (latest weight, height, age, sex,
activity level) and decide what to do when some are missing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Literal

Sex = Literal["female", "male"]

MIFFLIN_ST_JEOR_CITATION = (
    "Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for "
    "resting energy expenditure in healthy individuals. Am J Clin Nutr. 1990;51(2):241-247."
)
# Mifflin-St Jeor (1990): REE = 10 x kg + 6.25 x cm - 5 x years + s, s = +5 for men and -161 for women.
_KCAL_PER_KG = 10.0
_KCAL_PER_CM = 6.25
_KCAL_PER_YEAR = 5.0
_SEX_CONSTANT: dict[Sex, float] = {"male": 5.0, "female": -161.0}


class ActivityLevel(StrEnum):
    SEDENTARY = "sedentary"
    LIGHT = "light"
    MODERATE = "moderate"
    ACTIVE = "active"
    VERY_ACTIVE = "very_active"


# The conventional physical-activity factors applied to BMR (McArdle, Katch & Katch, "Exercise
# Physiology"; the same 1.2-1.9 scale most TDEE calculators use).
ACTIVITY_MULTIPLIERS: dict[ActivityLevel, float] = {
    ActivityLevel.SEDENTARY: 1.2,  # desk job, little or no exercise
    ActivityLevel.LIGHT: 1.375,  # light exercise 1-3 days a week
    ActivityLevel.MODERATE: 1.55,  # moderate exercise 3-5 days a week
    ActivityLevel.ACTIVE: 1.725,  # hard exercise 6-7 days a week
    ActivityLevel.VERY_ACTIVE: 1.9,  # hard daily exercise plus a physical job
}

# Atwater general factors, kcal per gram (USDA Agriculture Handbook 74).
KCAL_PER_G_PROTEIN = 4.0
KCAL_PER_G_CARBS = 4.0
KCAL_PER_G_FAT = 9.0
# Protein for people who train: 1.4-2.0 g/kg a day (ISSN position stand, Jäger et al. 2017);
# 1.6 g/kg is where gains plateau in Morton et al.'s 2018 meta-analysis (Br J Sports Med 52:376).
PROTEIN_G_PER_KG = 1.6
# Fat inside the 20-35 % of energy acceptable range (IOM Dietary Reference Intakes, 2005).
FAT_SHARE_OF_ENERGY = 0.25
# About 0.5 kg a week down, from the classic ~7700 kcal per kg of body fat (Wishnofsky 1958);
# a modest surplus for lean gain keeps fat gain small (ISSN 2017 body composition position stand).
LOSS_DEFICIT_KCAL = 500.0
GAIN_SURPLUS_KCAL = 250.0
# Daily minimums without medical supervision (Harvard Health Publishing, "Calorie counting made easy"),
# the same floor the coach's calorie-floor safety policy applies; 800 kcal or less is a very-low-calorie
# diet, which NICE CG189 (1.7) reserves for clinically supervised programmes.
CALORIE_FLOOR_KCAL: dict[Sex, float] = {"female": 1200.0, "male": 1500.0}
VERY_LOW_CALORIE_KCAL = 800.0


def calorie_floor_kcal(sex: str | None) -> float:
    """The daily calorie floor for `sex` (a stored preference, so a plain string); the higher, male
    floor when it is unknown, so no one is under-protected."""
    return CALORIE_FLOOR_KCAL["female"] if sex == "female" else CALORIE_FLOOR_KCAL["male"]


@dataclass(frozen=True, slots=True)
class MacroTargets:
    calories: float
    protein: float
    carbs: float
    fat: float


def age_on(birth_date: date, day: date) -> int:
    """Whole years completed on ``day``."""
    had_birthday = (day.month, day.day) >= (birth_date.month, birth_date.day)
    return day.year - birth_date.year - (0 if had_birthday else 1)


def bmr_mifflin_st_jeor(*, weight_kg: float, height_cm: float, age_years: float, sex: Sex) -> float:
    """Resting energy expenditure in kcal a day (Mifflin-St Jeor 1990)."""
    return (
        _KCAL_PER_KG * weight_kg + _KCAL_PER_CM * height_cm - _KCAL_PER_YEAR * age_years + _SEX_CONSTANT[sex]
    )


def activity_multiplier(level: str) -> float:
    """The factor for an activity level name; unknown names count as moderate (the profile default)."""
    try:
        return ACTIVITY_MULTIPLIERS[ActivityLevel(level)]
    except ValueError:
        return ACTIVITY_MULTIPLIERS[ActivityLevel.MODERATE]


def tdee(bmr: float, level: str) -> float:
    return bmr * activity_multiplier(level)


def macro_targets(*, calories: float, weight_kg: float) -> MacroTargets:
    """Protein by body weight, fat by share of energy, carbohydrate the rest (never negative)."""
    protein = PROTEIN_G_PER_KG * weight_kg
    fat = calories * FAT_SHARE_OF_ENERGY / KCAL_PER_G_FAT
    carbs_kcal = calories - protein * KCAL_PER_G_PROTEIN - fat * KCAL_PER_G_FAT
    return MacroTargets(
        calories=calories, protein=protein, carbs=max(carbs_kcal, 0.0) / KCAL_PER_G_CARBS, fat=fat
    )


def calorie_targets(tdee_kcal: float, sex: Sex) -> dict[str, float]:
    """Daily calories to lose, keep or gain weight; the loss target never goes below the safe floor
    (nor above maintenance, for the rare small, sedentary person whose TDEE is under the floor)."""
    return {
        "lose": max(tdee_kcal - LOSS_DEFICIT_KCAL, min(CALORIE_FLOOR_KCAL[sex], tdee_kcal)),
        "maintain": tdee_kcal,
        "gain": tdee_kcal + GAIN_SURPLUS_KCAL,
    }
