"""Imports every domain's models so ``Base.metadata`` is complete (Alembic, tests)."""

from fitcoach.accounts import models as accounts_models
from fitcoach.body import models as body_models
from fitcoach.coach import models as coach_models
from fitcoach.core import models as core_models
from fitcoach.core.database import Base
from fitcoach.exercise import models as exercise_models
from fitcoach.goals import models as goals_models
from fitcoach.nutrition import models as nutrition_models

__all__ = [
    "Base",
    "accounts_models",
    "body_models",
    "coach_models",
    "core_models",
    "exercise_models",
    "goals_models",
    "nutrition_models",
]
