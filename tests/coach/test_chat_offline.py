"""The coach turn through HTTP with the default offline engine: no key, no network."""

from __future__ import annotations

import json

import httpx
import pytest

from tests.factories import make_own_food, make_user

pytestmark = pytest.mark.anyio


async def chat(
    client: httpx.AsyncClient, headers: dict[str, str], message: str, **extra: object
) -> dict[str, object]:
    response = await client.post("/api/v1/coach/chat", headers=headers, json={"message": message, **extra})
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


async def test_a_logging_message_logs_every_item_and_confirms_from_the_results(
    client: httpx.AsyncClient,
) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "2 eggs and toast for breakfast")
    actions = reply["actions"]
    assert isinstance(actions, list)
    assert [a["type"] for a in actions] == ["food_entry", "food_entry"]
    assert str(reply["message"]).startswith("Logged:")
    assert "Today:" in str(reply["message"])
    assert reply["tokens_used"] == 0
    assert reply["safety"] == {"action": "allow", "policies": []}
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert {e["meal_type"] for e in diary["food_entries"]} == {"breakfast"}
    assert len(diary["food_entries"]) == 2


async def test_water_exercise_and_measurements_in_one_message(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "drank 3 glasses of water, ran 5k in 28 min and my waist is 86 cm")
    kinds = sorted(str(a["type"]) for a in reply["actions"])  # type: ignore[union-attr]
    assert kinds == ["exercise_entry", "measurement", "water"]
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["water"]["ml"] == 750
    assert diary["measurements"]["waist"] == 86
    assert diary["exercise_entries"][0]["distance"] == 5


async def test_the_users_own_food_is_logged_by_name(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await make_own_food(client, me)
    reply = await chat(client, me.headers, "had a bowl of grandma's stew and a banana for dinner")
    assert reply["tokens_used"] == 0
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    calories = {e["food"]["name"]: e["nutrition"]["calories"] for e in diary["food_entries"]}
    assert calories["Grandma's stew"] == 420


async def test_every_tool_call_is_traced(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "had a banana")
    trace = reply["tool_trace"]
    assert isinstance(trace, list)
    assert [t["tool_name"] for t in trace] == ["log_food", "get_diary"]
    assert all({"latency_ms", "cached"} <= set(t) for t in trace)


async def test_the_session_is_resumed_and_returned(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    first = await chat(client, me.headers, "hello")
    second = await chat(client, me.headers, "had an apple", session_id=first["session_id"])
    assert second["session_id"] == first["session_id"]


async def test_an_unknown_session_is_404(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.post(
        "/api/v1/coach/chat", headers=me.headers, json={"message": "hi", "session_id": "nope"}
    )
    assert response.status_code == 404


async def test_an_unknown_food_offers_three_options_and_a_number_logs_one(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    offered = await chat(client, me.headers, "I had a bowl of grandmas special zzqx stew")
    options = offered["options"]
    assert isinstance(options, list)
    assert len(options) == 3
    assert offered["actions"] == []
    picked = await chat(client, me.headers, "2", session_id=offered["session_id"])
    assert picked["actions"][0]["type"] == "food_entry"  # type: ignore[index]
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["food_entries"][0]["food"]["name"] == options[1]["name"]


async def test_manual_nutrition_answers_the_options_with_an_own_food(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    offered = await chat(client, me.headers, "I had a bowl of grandmas special zzqx stew")
    manual = await chat(
        client,
        me.headers,
        "manual: 250 kcal, 10g protein, 30g carbs, 8g fat",
        session_id=offered["session_id"],
    )
    assert manual["actions"][0]["type"] == "food_entry"  # type: ignore[index]
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert diary["totals"]["calories"] == 250


async def test_an_out_of_range_number_gets_guidance_and_keeps_the_options(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    offered = await chat(client, me.headers, "I had a bowl of grandmas special zzqx stew")
    guided = await chat(client, me.headers, "7", session_id=offered["session_id"])
    assert "number from 1 to 3" in str(guided["message"])
    assert guided["options"] == offered["options"]


async def test_a_question_about_today_is_answered_from_data(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await chat(client, me.headers, "had a banana")
    reply = await chat(client, me.headers, "how many calories have I eaten today?")
    assert reply["actions"] == []
    assert "of 2000 kcal" in str(reply["message"])


async def test_an_open_question_says_an_llm_is_needed(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "is intermittent fasting good for muscle gain?")
    assert "AI provider" in str(reply["message"])
    assert reply["actions"] == []


async def test_a_crisis_message_is_flagged_without_logging(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "I don't want to be alive anymore")
    assert reply["safety"]["action"] == "flag"  # type: ignore[index]
    assert "988" in str(reply["message"])
    assert reply["actions"] == []


async def test_a_question_about_supporting_someone_gets_the_policies_written_answer(
    client: httpx.AsyncClient,
) -> None:
    me = await make_user(client)
    reply = await chat(
        client, me.headers, "my sister keeps making herself throw up after meals, how do I raise it?"
    )
    assert reply["safety"] == {"action": "allow", "policies": []}
    assert "AI provider" not in str(reply["message"])
    assert "talk about what you've noticed" in str(reply["message"])
    assert [d["type"] for d in reply["disclaimers"]] == ["eating_disorder_someone_else"]  # type: ignore[attr-defined]


async def test_a_support_question_logs_nothing_of_the_other_persons_meals(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    text = "my wife is bulimic. she had a pizza and a tub of ice cream for dinner. don't know how to help her"
    reply = await chat(client, me.headers, text)
    assert reply["actions"] == []
    assert reply["safety"] == {"action": "allow", "policies": []}
    assert "It's kind of you" in str(reply["message"])


async def test_the_offline_engine_says_it_cannot_read_images(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    png = (
        "data:image/png;base64,"
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    )
    reply = await chat(client, me.headers, "what's on my plate?", image=png)
    assert "can't read images" in str(reply["message"])


async def test_a_non_image_attachment_is_refused(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    response = await client.post(
        "/api/v1/coach/chat", headers=me.headers, json={"message": "look", "image": "aGVsbG8gd29ybGQ="}
    )
    assert response.status_code == 422


async def test_the_stream_sends_tokens_tool_events_and_done(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    async with client.stream(
        "POST", "/api/v1/coach/chat/stream", headers=me.headers, json={"message": "had an apple"}
    ) as r:
        assert r.headers["content-type"].startswith("text/event-stream")
        events = [json.loads(line[6:]) async for line in r.aiter_lines() if line.startswith("data: ")]
    kinds = [e["type"] for e in events]
    assert kinds[0] == "tool_start"
    assert "tool_end" in kinds
    assert "token" in kinds
    assert kinds[-1] == "done"
    done = events[-1]["data"]
    assert "message" not in done
    assert done["actions"][0]["type"] == "food_entry"
    diary = (await client.get("/api/v1/diary", headers=me.headers)).json()
    assert len(diary["food_entries"]) == 1


async def test_insights_summarise_the_users_data(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await chat(client, me.headers, "weight 80 kg")
    await client.post(
        "/api/v1/measurements", headers=me.headers, json={"weight": 81, "entry_date": "2026-11-23"}
    )
    insights = (await client.get("/api/v1/coach/insights", headers=me.headers)).json()
    assert insights["weight"]["weigh_ins"] == 2
    assert insights["weight"]["change"] == -1


async def test_insights_judge_each_day_against_that_days_goals(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    await client.put("/api/v1/goals", headers=me.headers, json={"goal_date": "2026-11-29", "calories": 3000})
    for day, calories in (("2026-11-29", 3000), ("2026-11-30", 2000)):
        body = {
            "food_name": "Big meal",
            "quantity": 1,
            "unit": "serving",
            "meal_type": "lunch",
            "entry_date": day,
            "nutrition": {"calories": calories, "protein": 10, "carbs": 0, "fat": 0},
        }
        assert (await client.post("/api/v1/food-entries", headers=me.headers, json=body)).status_code == 201
    insights = (await client.get("/api/v1/coach/insights", headers=me.headers)).json()
    # 3000 kcal is on target for the day whose goal was 3000, though today's goal is 2000.
    assert insights["adherence"]["days_on_calorie_target"] == 2
    assert insights["intake"]["calorie_goal"] == 2000


async def test_after_an_eating_disorder_signal_the_session_gives_no_weight_loss_coaching(
    client: httpx.AsyncClient,
) -> None:
    me = await make_user(client)
    flagged = await chat(client, me.headers, "I make myself throw up after every meal")
    assert flagged["safety"]["action"] == "flag"  # type: ignore[index]
    later = await chat(client, me.headers, "how do I lose 5 kg fast?", session_id=flagged["session_id"])
    assert later["safety"]["action"] in {"block", "flag"}  # type: ignore[index]
    assert "eating_disorder" in later["safety"]["policies"]  # type: ignore[index]


async def test_a_below_floor_intake_gets_a_disclaimer_as_data(client: httpx.AsyncClient) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "I only eat 1000 calories a day, is that ok?")
    disclaimers = reply["disclaimers"]
    assert isinstance(disclaimers, list)
    assert "calorie_minimum" in {d["type"] for d in disclaimers}
    assert all(d["text"] not in str(reply["message"]) for d in disclaimers)


async def test_a_message_with_nothing_to_log_gets_the_engines_help_unchanged(
    client: httpx.AsyncClient,
) -> None:
    me = await make_user(client)
    reply = await chat(client, me.headers, "hmm, not sure yet")
    assert str(reply["message"]).startswith("I didn't find anything to log there.")
    assert reply["safety"] == {"action": "allow", "policies": []}
