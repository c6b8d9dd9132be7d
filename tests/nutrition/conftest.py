"""Fixtures shared by the nutrition tests."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest


def _write_csv(path: Path, rows: list[dict[str, str]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


@pytest.fixture
def fdc_fixture(tmp_path: Path) -> Path:
    foods = [
        ("1", "sr_legacy_food", "Cheese, cheddar", "1"),
        ("2", "branded_food", "CRUNCHY OATS", ""),
        ("3", "sub_sample_food", "Cheese, cheddar, sample 4", "1"),  # a lab sample, not a food to log
        ("4", "sr_legacy_food", "Mystery broth", ""),  # no energy value: unusable
    ]
    _write_csv(
        tmp_path / "food.csv",
        [
            {"fdc_id": fdc_id, "data_type": kind, "description": name, "food_category_id": category}
            for fdc_id, kind, name, category in foods
        ],
    )
    _write_csv(
        tmp_path / "food_category.csv", [{"id": "1", "code": "0100", "description": "Dairy and Egg Products"}]
    )
    nutrients = [("1", 1008, "403"), ("1", 1003, "24.9"), ("1", 1005, "1.28"), ("1", 1004, "33.1")]
    nutrients += [("1", 1093, "621"), ("1", 1258, "21.1")]  # 1258 (saturated fat) is not ours: ignored
    nutrients += [
        ("2", 2047, "380"),
        ("2", 1003, "10"),
        ("2", 1005, "66"),
        ("2", 1004, "7"),
        ("2", 2000, "20"),
    ]
    nutrients += [("3", 1008, "400"), ("4", 1003, "1.5")]
    _write_csv(
        tmp_path / "food_nutrient.csv",
        [
            {"id": str(i), "fdc_id": f, "nutrient_id": str(n), "amount": a}
            for i, (f, n, a) in enumerate(nutrients)
        ],
    )
    _write_csv(
        tmp_path / "measure_unit.csv", [{"id": "1000", "name": "cup"}, {"id": "9999", "name": "undetermined"}]
    )
    portion = {"fdc_id": "1", "amount": "1", "measure_unit_id": "9999", "portion_description": ""}
    _write_csv(
        tmp_path / "food_portion.csv",
        [
            {
                "id": "1",
                "seq_num": "2",
                **portion,
                "measure_unit_id": "1000",
                "modifier": "diced",
                "gram_weight": "132",
            },
            {"id": "2", "seq_num": "1", **portion, "modifier": "slice (1 oz)", "gram_weight": "28"},
            {"id": "3", "seq_num": "3", **portion, "modifier": "oz", "gram_weight": "28.35"},
            {
                "id": "4",
                "seq_num": "1",
                **portion,
                "fdc_id": "2",
                "modifier": "",
                "amount": "0.5",
                "portion_description": "1/2 cup",
                "gram_weight": "30",
            },
        ],
    )
    _write_csv(
        tmp_path / "branded_food.csv", [{"fdc_id": "2", "brand_owner": "Acme Foods", "brand_name": ""}]
    )
    return tmp_path
