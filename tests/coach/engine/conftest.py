from __future__ import annotations

import pytest

from fitcoach.coach.engine.knowledge import Knowledge


@pytest.fixture(scope="session")
def knowledge() -> Knowledge:
    return Knowledge.builtin()
