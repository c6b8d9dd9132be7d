"""The internal message vocabulary: constructors, views and exhaustive matching."""

from __future__ import annotations

from typing import assert_never

import pytest

from fitcoach.coach.messages import (
    ImagePart,
    LLMResponse,
    Message,
    Part,
    StreamDone,
    StreamEvent,
    TextDelta,
    TextPart,
    ToolCallPart,
    ToolCallReady,
    ToolResultPart,
    Usage,
    UsageReport,
)


def describe(part: Part) -> str:
    match part:
        case TextPart(text=text):
            return f"text:{text}"
        case ImagePart(media_type=media_type):
            return f"image:{media_type}"
        case ToolCallPart(name=name):
            return f"call:{name}"
        case ToolResultPart(name=name):
            return f"result:{name}"
        case _:
            assert_never(part)


def describe_event(event: StreamEvent) -> str:
    match event:
        case TextDelta(text=text):
            return text
        case ToolCallReady(call=call):
            return call.name
        case UsageReport(usage=usage):
            return str(usage.output_tokens)
        case StreamDone(response=response):
            return response.finish_reason
        case _:
            assert_never(event)


def test_user_message_puts_text_before_images():
    photo = ImagePart(data=b"img", media_type="image/png")

    message = Message.user("What is this?", images=[photo])

    assert [describe(part) for part in message.parts] == ["text:What is this?", "image:image/png"]


def test_assistant_message_without_text_holds_only_calls():
    call = ToolCallPart(id="c1", name="log_food", arguments={"food": "oats"})

    message = Message.assistant(tool_calls=[call])

    assert message.parts == (call,)
    assert message.text == ""
    assert message.tool_calls == (call,)


def test_response_exposes_text_and_calls_of_its_message():
    call = ToolCallPart(id="c1", name="log_food", arguments={})
    response = LLMResponse(Message.assistant("Logging.", tool_calls=[call]), "tool_calls", Usage(), "m")

    assert (response.text, response.tool_calls) == ("Logging.", (call,))


@pytest.mark.parametrize(
    ("content", "text"),
    [
        ("plain", "plain"),
        ({"kcal": 311, "food": "oats"}, '{"kcal":311,"food":"oats"}'),
        ([1, 2], "[1,2]"),
        (None, "null"),
    ],
)
def test_tool_result_content_as_text(content, text):
    assert ToolResultPart(call_id="c1", name="t", content=content).content_as_text() == text


def test_usage_adds_up_across_rounds():
    total = Usage(100, 20, 50) + Usage(120, 10, 100)

    assert total == Usage(input_tokens=220, output_tokens=30, cached_input_tokens=150)


def test_image_repr_hides_the_bytes():
    assert (
        repr(ImagePart(data=b"x" * 5000, media_type="image/jpeg"))
        == "ImagePart(media_type='image/jpeg', size=5000)"
    )


def test_stream_events_match_exhaustively():
    response = LLMResponse(Message.assistant("hi"), "stop", Usage(output_tokens=3), "m")
    events: list[StreamEvent] = [
        TextDelta("hi"),
        ToolCallReady(ToolCallPart(id="c", name="log_water", arguments={})),
        UsageReport(response.usage),
        StreamDone(response),
    ]

    assert [describe_event(event) for event in events] == ["hi", "log_water", "3", "stop"]


def test_messages_are_immutable():
    message = Message.user("hi")

    with pytest.raises(AttributeError):
        message.role = "assistant"  # type: ignore[misc]
