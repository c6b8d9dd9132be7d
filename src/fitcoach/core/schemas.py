"""Helpers shared by the domains' Pydantic schemas."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field


def settable(
    changes: BaseModel, *, nullable: frozenset[str], exclude: set[str] | None = None
) -> dict[str, Any]:
    """The fields a client sent in a partial update, minus nulls for fields that can't be empty.

    A null for a field that may be cleared clears it; for any other field it means "leave it".
    """
    values = changes.model_dump(exclude_unset=True, exclude=exclude)
    return {k: v for k, v in values.items() if v is not None or k in nullable}


# Row ids are 32-bit integers in PostgreSQL; a larger number is no id at all, so it is refused as
# invalid input rather than reaching the database.
MAX_ROW_ID = 2_147_483_647
RowId = Annotated[int, Field(ge=1, le=MAX_ROW_ID)]
