"""Unit conversion at the edges: storage is always kg, cm, ml, g and minutes."""

from __future__ import annotations

from enum import StrEnum

# Exact by definition (international yard and pound agreement, 1959).
KG_PER_LB = 0.45359237
CM_PER_INCH = 2.54
KM_PER_MILE = 1.609344
_KM_PER_UNIT = {"km": 1.0, "mi": KM_PER_MILE, "m": 0.001}


class WeightUnit(StrEnum):
    KG = "kg"
    LB = "lb"


class LengthUnit(StrEnum):
    CM = "cm"
    IN = "in"


def to_kg(value: float, unit: WeightUnit) -> float:
    return value * KG_PER_LB if unit is WeightUnit.LB else value


def from_kg(kg: float, unit: WeightUnit) -> float:
    return kg / KG_PER_LB if unit is WeightUnit.LB else kg


def to_cm(value: float, unit: LengthUnit) -> float:
    return value * CM_PER_INCH if unit is LengthUnit.IN else value


def from_cm(cm: float, unit: LengthUnit) -> float:
    return cm / CM_PER_INCH if unit is LengthUnit.IN else cm


def km_from(distance: float, unit: str) -> float:
    """Kilometres from a distance in km, mi or m."""
    return distance * _KM_PER_UNIT[unit]
