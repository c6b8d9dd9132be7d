"""Coach turns through HTTP with a scripted model standing in for an LLM provider."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from fitcoach.api.app import create_app
from fitcoach.coach.engine.numbers import normalise_text
from fitcoach.coach.models import AiPolicyViolationLog, ChatMessage
from fitcoach.coach.providers.base import Provider
from fitcoach.coach.providers.factory import ProviderConfig
from fitcoach.config import Environment, Settings
from fitcoach.core.database import Database
from tests.factories import FixedClock, make_user
from tests.fakes import ScriptedModel, calls, says

pytestmark = pytest.mark.anyio


@pytest.fixture
def model() -> ScriptedModel:
    return ScriptedModel()


def llm_settings(tmp_path: Path, database_url: str, **overrides: Any) -> Settings:
    return Settings(
        environment=Environment.TEST,
        data_dir=tmp_path,
        database_url=database_url,
        secret_key="test-secret-key-that-is-long-enough-0123456789",
        llm_provider="openai",
        openai_api_key="sk-test",
        **overrides,
    )


async def scripted_client(
    settings: Settings, database: Database, clock: FixedClock, model: ScriptedModel
) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, database=database, clock=clock)

    def factory(_config: ProviderConfig) -> Provider:
        return model

    app.state.provider_factory = factory
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://fitcoach.test"
    ) as http:
        yield http


@pytest.fixture
async def llm(
    tmp_path: Path, database_url: str, database: Database, clock: FixedClock, model: ScriptedModel
) -> AsyncIterator[httpx.AsyncClient]:
    async for http in scripted_client(llm_settings(tmp_path, database_url), database, clock, model):
        yield http


@pytest.fixture
async def llm_no_fast_path(
    tmp_path: Path, database_url: str, database: Database, clock: FixedClock, model: ScriptedModel
) -> AsyncIterator[httpx.AsyncClient]:
    async for http in scripted_client(
        llm_settings(tmp_path, database_url, fast_path="off"), database, clock, model
    ):
        yield http


async def chat(
    client: httpx.AsyncClient, headers: dict[str, str], message: str, **extra: Any
) -> dict[str, Any]:
    response = await client.post("/api/v1/coach/chat", headers=headers, json={"message": message, **extra})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def test_the_fast_path_logs_a_clear_message_without_the_model(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    reply = await chat(llm, me.headers, "had 2 eggs for breakfast")
    assert reply["actions"][0]["type"] == "food_entry"
    assert reply["tokens_used"] == 0
    assert model.requests == []


async def test_the_fast_path_reads_the_message_once(
    llm: httpx.AsyncClient, model: ScriptedModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    me = await make_user(llm)
    parsed: list[str] = []

    def counted(text: str) -> str:  # every parse starts here
        parsed.append(text)
        return normalise_text(text)

    monkeypatch.setattr("fitcoach.coach.engine.parser.normalise_text", counted)
    reply = await chat(llm, me.headers, "had 2 eggs for breakfast")
    assert reply["actions"][0]["type"] == "food_entry"
    assert model.requests == []
    assert parsed == ["had 2 eggs for breakfast"]


async def test_with_the_fast_path_off_the_model_answers(
    llm_no_fast_path: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm_no_fast_path)
    model.enqueue(
        calls(("log_food", {"food_name": "egg", "quantity": 2, "unit": "piece", "meal_type": "breakfast"})),
        says("Great start."),
    )
    reply = await chat(llm_no_fast_path, me.headers, "had 2 eggs for breakfast")
    assert reply["actions"][0]["type"] == "food_entry"
    assert reply["tokens_used"] == 40
    assert reply["message"].endswith("Great start.")


async def test_a_question_goes_to_the_model_with_the_context_block(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    model.enqueue(says("Aim for about 1.6 g per kg."))
    reply = await chat(llm, me.headers, "how much protein should I eat to build muscle?")
    assert reply["message"] == "Aim for about 1.6 g per kg."
    system = model.requests[0].messages[0].text
    assert "Today is 2026-11-30 (Monday)" in system
    assert "food" in reply["routing"]["categories"]


async def test_the_model_cannot_claim_what_the_tools_did_not_write(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    model.enqueue(says("I've logged your 3 pizzas!"))
    reply = await chat(llm, me.headers, "what do you think of pizza for dinner?")
    assert reply["actions"] == []
    assert not reply["message"].startswith("Logged:")


async def test_without_keywords_the_llm_classifier_routes(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    model.enqueue(says('{"categories": ["trainer"]}'), says("Let's look at your week."))
    reply = await chat(llm, me.headers, "hmm, thoughts?")
    assert reply["routing"]["source"] == "classifier"
    assert reply["routing"]["categories"] == ["trainer"]
    assert model.requests[0].tools == []


async def test_a_failed_classifier_falls_back_to_the_profile_default(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    model.enqueue(says("no json here"), says("ok"))
    reply = await chat(llm, me.headers, "hmm, thoughts?")
    assert reply["routing"]["source"] == "profile_default"


async def test_manual_categories_tell_the_model_about_the_tool_selector(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    model.enqueue(says("ok"))
    await chat(llm, me.headers, "any thoughts on my week?", categories=["reports"])
    assert "tool selector" in model.requests[0].messages[0].text
    assert "enable_tools" not in model.tool_names()


async def test_an_idle_session_is_replaced_by_a_new_one(
    llm: httpx.AsyncClient, model: ScriptedModel, clock: FixedClock
) -> None:
    me = await make_user(llm)
    model.enqueue(says("one"), says("two"))
    first = await chat(llm, me.headers, "how should I train?")
    clock.advance(timedelta(hours=25))
    second = await chat(llm, me.headers, "how should I train?", session_id=first["session_id"])
    assert second["session_id"] != first["session_id"]


async def test_history_is_trimmed_and_only_the_last_six_are_sent(
    llm: httpx.AsyncClient, model: ScriptedModel, database: Database
) -> None:
    me = await make_user(llm)
    session_id = None
    for turn in range(8):
        model.enqueue(says(f"answer {turn}"))
        reply = await chat(llm, me.headers, f"how should I train, question {turn}?", session_id=session_id)
        session_id = reply["session_id"]
    last = model.requests[-1].messages
    assert len(last) == 1 + 6 + 1  # system, six earlier messages, the new one
    async with database.sessionmaker() as session:
        stored = await session.scalar(
            select(func.count()).select_from(ChatMessage).where(ChatMessage.session_id == session_id)
        )
    assert stored == 12


async def test_an_unsafe_output_is_replaced_and_logged(
    llm: httpx.AsyncClient, model: ScriptedModel, database: Database
) -> None:
    me = await make_user(llm)
    model.enqueue(says("To lose weight fast, eat 600 calories a day."))
    reply = await chat(llm, me.headers, "how should I diet?")
    assert "600 calories" not in reply["message"]
    assert reply["safety"]["action"] in {"block", "modify"}
    async with database.sessionmaker() as session:
        logged = await session.scalar(select(func.count()).select_from(AiPolicyViolationLog))
    assert logged


async def test_an_unsafe_input_never_reaches_the_model(llm: httpx.AsyncClient, model: ScriptedModel) -> None:
    me = await make_user(llm)
    reply = await chat(llm, me.headers, "I want to kill myself")
    assert reply["safety"]["action"] == "flag"
    assert model.requests == []


async def test_a_question_about_supporting_someone_is_answered_by_the_model_with_helplines(
    llm: httpx.AsyncClient, model: ScriptedModel, database: Database
) -> None:
    me = await make_user(llm)
    model.enqueue(says("Ask him directly and listen; you won't make it worse."))
    reply = await chat(
        llm, me.headers, "my mate told me he's been thinking about ending it. how do I support him?"
    )
    assert reply["message"] == "Ask him directly and listen; you won't make it worse."
    assert reply["safety"] == {"action": "allow", "policies": []}
    [note] = reply["disclaimers"]
    assert note["type"] == "crisis_someone_else"
    assert "988" in note["text"]
    async with database.sessionmaker() as session:
        logged = (await session.scalars(select(AiPolicyViolationLog))).all()
    # Advice, not a violation: kept for the audit trail with the action it took.
    assert [(row.policy, row.action) for row in logged] == [("crisis", "allow")]


async def test_the_models_answer_to_a_helper_may_explain_the_behaviour(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    # Clinical words the classifier reads as risk ("purging", "binge"); only the patterns judge them.
    answer = (
        "Binge-purge cycles are often driven by restriction: going too long without enough food increases the"
        " urge to binge, which brings guilt, which leads to purging. Talk to her calmly and suggest her GP."
    )
    model.enqueue(says(answer))
    me = await make_user(llm)
    reply = await chat(
        llm, me.headers, "my sister keeps making herself throw up after meals, how do I raise it?"
    )
    assert reply["message"] == answer
    assert reply["safety"] == {"action": "allow", "policies": []}


async def test_someone_elses_emergency_never_reaches_the_model(
    llm: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm)
    reply = await chat(
        llm, me.headers, "my flatmate texted goodbye and now she's not answering, what do I do?"
    )
    assert reply["safety"] == {"action": "flag", "policies": ["crisis"]}
    assert "emergency number" in reply["message"]
    assert model.requests == []


async def test_an_unknown_food_from_the_model_gets_three_checked_suggestions(
    llm_no_fast_path: httpx.AsyncClient, model: ScriptedModel
) -> None:
    me = await make_user(llm_no_fast_path)
    unknown = {"food_name": "zzqx surprise", "quantity": 1, "unit": "bowl", "meal_type": "dinner"}
    suggestions = (
        '{"options": ['
        '{"name": "beef zzqx stew", "calories": 420, "protein": 30, "carbs": 35, "fat": 17},'
        '{"name": "veggie zzqx stew", "calories": 300, "protein": 10, "carbs": 50, "fat": 7},'
        '{"name": "broken guess", "calories": 900, "protein": 1, "carbs": 1, "fat": 1},'
        '{"name": "zzqx noodles", "calories": 380, "protein": 12, "carbs": 60, "fat": 10}]}'
    )
    model.enqueue(calls(("log_food", unknown)), says("I couldn't find that."), says(suggestions))
    offered = await chat(llm_no_fast_path, me.headers, "I had a zzqx surprise for dinner")
    names = [o["name"] for o in offered["options"]]
    assert names == ["beef zzqx stew", "veggie zzqx stew", "zzqx noodles"]  # the inconsistent one is dropped
    assert "1. beef zzqx stew" in offered["message"]

    picked = await chat(llm_no_fast_path, me.headers, "2", session_id=offered["session_id"])
    assert picked["actions"][0]["type"] == "food_entry"
    diary = (await llm_no_fast_path.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["totals"]["calories"] == 300
    assert diary["food_entries"][0]["meal_type"] == "dinner"
