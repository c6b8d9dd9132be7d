from __future__ import annotations

from fitcoach.nutrition.catalog import FoodIndex, load_builtin_foods


def test_closest_always_offers_the_nearest_foods_even_when_nothing_matches_well() -> None:
    index = FoodIndex(load_builtin_foods())
    assert index.search("zzqx blorp", limit=3) == []
    nearest = index.closest("zzqx blorp", limit=3)
    assert len(nearest) == 3
    assert len({m.food.key for m in nearest}) == 3


def test_closest_puts_a_real_match_first() -> None:
    index = FoodIndex(load_builtin_foods())
    assert index.closest("banana", limit=3)[0].food.name == "banana"
