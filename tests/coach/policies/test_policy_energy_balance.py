import pytest

from fitcoach.coach.policies.energy_balance import planned_deficits, stated_maintenance_kcal


def test_a_deficit_from_a_stated_tdee_leaves_their_difference_a_day() -> None:
    [planned] = planned_deficits("tdee 2,050, want a 1,000 kcal deficit")
    assert planned.deficit_kcal == 1000
    assert planned.intake_kcal == 1050
    assert planned.weekly_loss_kg == pytest.approx(1000 * 7 / 7700)


def test_a_deficit_taken_from_the_bmr_by_name_leaves_the_bmr_less_it() -> None:
    [planned] = planned_deficits("my bmr is 1,420 and tdee 2,100. want to eat bmr minus 400")
    assert planned.intake_kcal == 1020


def test_a_deficit_with_no_maintenance_stated_still_has_a_pace() -> None:
    [planned] = planned_deficits("put me on a 1,200 calorie deficit")
    assert planned.intake_kcal is None
    assert planned.weekly_loss_kg > 1.0


@pytest.mark.parametrize(
    "text",
    [
        "a 1,500 deficit is way too aggressive, tdee 2,600",
        "don't go 1,000 under maintenance",
        "a 3,500 deficit a week, tdee 2,400",
    ],
)
def test_deficits_warned_against_or_counted_over_a_week_are_not_planned_days(text: str) -> None:
    assert planned_deficits(text) == ()


def test_a_deficit_asked_about_is_still_planned() -> None:
    assert planned_deficits("is a 1,500 calorie deficit too much? tdee 3000")


def test_the_stated_maintenance_is_a_tdee_never_a_bmr() -> None:
    assert stated_maintenance_kcal("bmr is 1,500, maintenance about 2,300") == 2300
    assert stated_maintenance_kcal("my bmr is 1,500") is None
