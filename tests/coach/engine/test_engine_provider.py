"""The offline engine as a provider: a message parsed by the fast-path check is not parsed again."""

from __future__ import annotations

from datetime import date

import pytest

from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.numbers import normalise_text
from fitcoach.coach.engine.provider import EngineContext, OfflineProvider, parse_with
from fitcoach.coach.messages import Message, ToolDefinition

TODAY = date(2026, 11, 30)
TOOLS = [ToolDefinition(name, "") for name in ("log_food", "get_diary")]


def _parse_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text parsed from now on (each parse starts by normalising its text)."""
    texts: list[str] = []

    def counted(text: str) -> str:
        texts.append(text)
        return normalise_text(text)

    monkeypatch.setattr("fitcoach.coach.engine.parser.normalise_text", counted)
    return texts


def test_the_fast_path_parse_is_reused_for_the_same_message(
    knowledge: Knowledge, monkeypatch: pytest.MonkeyPatch
) -> None:
    context = EngineContext(knowledge=knowledge, today=TODAY)
    parsed = parse_with(context, "2 eggs for breakfast")
    texts = _parse_calls(monkeypatch)
    response = OfflineProvider(context, parsed).respond([Message.user("2 eggs for breakfast")], TOOLS)
    assert [call.name for call in response.message.tool_calls] == ["log_food", "get_diary"]
    assert texts == []


def test_another_message_is_parsed_afresh(knowledge: Knowledge, monkeypatch: pytest.MonkeyPatch) -> None:
    context = EngineContext(knowledge=knowledge, today=TODAY)
    parsed = parse_with(context, "2 eggs for breakfast")
    texts = _parse_calls(monkeypatch)
    response = OfflineProvider(context, parsed).respond([Message.user("had a banana")], TOOLS)
    assert response.message.tool_calls[0].arguments["food_name"] == "banana"
    assert texts == ["had a banana"]
