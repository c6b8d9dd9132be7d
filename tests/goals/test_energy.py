"""BMR, TDEE and macro targets, checked against worked examples of the published equations."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.goals import energy


def test_mifflin_st_jeor_for_a_man() -> None:
    # 10 x 80 kg + 6.25 x 180 cm - 5 x 30 y + 5 = 800 + 1125 - 150 + 5
    assert energy.bmr_mifflin_st_jeor(weight_kg=80, height_cm=180, age_years=30, sex="male") == 1780


def test_mifflin_st_jeor_for_a_woman() -> None:
    # 10 x 70 kg + 6.25 x 165 cm - 5 x 40 y - 161 = 700 + 1031.25 - 200 - 161
    assert energy.bmr_mifflin_st_jeor(weight_kg=70, height_cm=165, age_years=40, sex="female") == 1370.25


def test_the_sexes_differ_by_the_equations_166_kcal() -> None:
    male = energy.bmr_mifflin_st_jeor(weight_kg=65, height_cm=170, age_years=35, sex="male")
    female = energy.bmr_mifflin_st_jeor(weight_kg=65, height_cm=170, age_years=35, sex="female")
    assert male - female == 166


@pytest.mark.parametrize(
    ("level", "multiplier"),
    [("sedentary", 1.2), ("light", 1.375), ("moderate", 1.55), ("active", 1.725), ("very_active", 1.9)],
)
def test_activity_multipliers(level: str, multiplier: float) -> None:
    assert energy.tdee(1780, level) == pytest.approx(1780 * multiplier)


def test_an_unknown_activity_level_counts_as_moderate() -> None:
    assert energy.activity_multiplier("couch") == 1.55


@pytest.mark.parametrize(
    ("birth", "day", "age"),
    [
        (date(1990, 6, 15), date(2026, 6, 14), 35),
        (date(1990, 6, 15), date(2026, 6, 15), 36),
        (date(2000, 2, 29), date(2026, 2, 28), 25),
        (date(2000, 2, 29), date(2026, 3, 1), 26),
    ],
)
def test_age_counts_whole_years(birth: date, day: date, age: int) -> None:
    assert energy.age_on(birth, day) == age


def test_macro_targets_add_up_to_the_calories() -> None:
    targets = energy.macro_targets(calories=2400, weight_kg=75)

    assert targets.protein == pytest.approx(120)  # 1.6 g/kg
    assert targets.fat == pytest.approx(2400 * 0.25 / 9)
    energy_from_macros = targets.protein * 4 + targets.carbs * 4 + targets.fat * 9
    assert energy_from_macros == pytest.approx(2400)


def test_carbs_never_go_negative() -> None:
    assert energy.macro_targets(calories=900, weight_kg=150).carbs == 0


def test_calorie_targets_keep_the_loss_target_above_the_floor() -> None:
    assert energy.calorie_targets(2500, "male") == {"lose": 2000, "maintain": 2500, "gain": 2750}
    assert energy.calorie_targets(1600, "female")["lose"] == 1200
    assert energy.calorie_targets(1100, "female")["lose"] == 1100  # never above maintenance
