"""One coach turn, end to end (ARCHITECTURE.md, "One turn").

``CoachService.turn`` yields streaming events (tokens, tool starts and ends) and ends with the
``ChatResponse``. Everything the turn writes goes through the caller's database session, which
commits once at the end: a failed turn persists nothing.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts.models import AiServiceSettings
from fitcoach.accounts.principal import Principal
from fitcoach.accounts.repository import ai_settings_of
from fitcoach.body.repository import latest_weight_kg
from fitcoach.coach.context import context_block
from fitcoach.coach.engine.knowledge import Knowledge
from fitcoach.coach.engine.provider import EngineContext, OfflineProvider, parse_with
from fitcoach.coach.engine.replies import options_text
from fitcoach.coach.engine.results import FoodItem, ParseResult, Question
from fitcoach.coach.llm_options import llm_food_options, unknown_food_item
from fitcoach.coach.messages import ImagePart, Message, ToolCallPart
from fitcoach.coach.models import AiPolicyViolationLog, ChatMessage, CoachSession
from fitcoach.coach.options import ChoiceAnswer, PendingChoice, answer_to
from fitcoach.coach.orchestrator import Orchestrator, ToolScope, TurnEvent, TurnOutcome
from fitcoach.coach.policies import PolicyAction, PolicyContext, PolicyOutcome, check_input, check_output
from fitcoach.coach.policies.models import ACTION_WEIGHT
from fitcoach.coach.prompts.composer import compose_system_prompt
from fitcoach.coach.providers.base import CompletionOptions, Provider
from fitcoach.coach.providers.factory import (
    OFFLINE_OPTIONS,
    ProviderConfig,
    build_provider,
    completion_options,
)
from fitcoach.coach.replies import confirmation, merge_reply
from fitcoach.coach.routing.categories import PROFILES, Routing, route
from fitcoach.coach.routing.classifier import llm_classifier
from fitcoach.coach.schemas import ChatRequest, ChatResponse, DisclaimerRead, SafetyRead
from fitcoach.coach.sessions import (
    STORED_MESSAGES,
    append_exchange,
    history_for_model,
    open_session,
    recent_messages,
)
from fitcoach.coach.tools.context import ToolContext
from fitcoach.coach.tools.registry import ToolExecution, ToolRegistry, actions_of
from fitcoach.config import Settings
from fitcoach.core.clock import Clock
from fitcoach.core.crypto import decrypt_secret
from fitcoach.core.errors import ValidationFailed
from fitcoach.exercise.catalog import UserActivities
from fitcoach.exercise.catalog_store import load_activities, public_exercise_index
from fitcoach.nutrition.catalog import UserFoods
from fitcoach.nutrition.catalog_store import load_foods, public_food_index

MAX_IMAGE_BYTES = 5 * 1024 * 1024
# Magic numbers of the image formats every vision provider accepts.
IMAGE_SIGNATURES = {b"\xff\xd8\xff": "image/jpeg", b"\x89PNG\r\n\x1a\n": "image/png", b"GIF8": "image/gif"}


@dataclass
class _Turn:
    """What one turn has learned so far; assembled into the ChatResponse at the end."""

    coach_session: CoachSession
    ctx: ToolContext
    policy_ctx: PolicyContext
    executions: list[ToolExecution]
    routing: Routing | None = None
    outcome: TurnOutcome | None = None
    options: PendingChoice | None = None
    suggested: PendingChoice | None = None  # options an LLM suggested, listed in the reply
    guidance: str | None = None  # the policies' answer for the offline engine (`PolicyOutcome.guidance`)


# Builds the vendor adapter of a model provider (``build_provider``; tests swap in fake servers or a
# scripted model); the offline engine never goes through it.
ProviderFactory = Callable[[ProviderConfig], Provider]


class CoachService:
    def __init__(
        self,
        settings: Settings,
        registry: ToolRegistry,
        clock: Clock,
        provider_factory: ProviderFactory = build_provider,
    ) -> None:
        self.settings, self.registry, self.clock = settings, registry, clock
        self.provider_factory = provider_factory

    async def turn(
        self, session: AsyncSession, me: Principal, request: ChatRequest
    ) -> AsyncIterator[TurnEvent | ChatResponse]:
        """One turn (ARCHITECTURE.md, "One turn"): screen, answer options or run a model, review, store."""
        image = decode_image(request.image) if request.image else None
        now = self.clock()
        turn = await self._begin(session, me, request, now)

        screened = self._screen_input(session, turn, request.message)
        if screened.action in (PolicyAction.BLOCK, PolicyAction.FLAG):
            yield await self._finish(
                session, turn, request, reply=screened.reply or "", safety=screened, now=now
            )
            return

        stored = await recent_messages(session, turn.coach_session, limit=STORED_MESSAGES)
        answered = await self._answer_pending_choice(turn, stored, request.message)
        if answered is not None:
            yield await self._finish(session, turn, request, reply=answered, safety=screened, now=now)
            return

        async for event in self._run_model(session, me, turn, request, image, stored):
            yield event
        text, reviewed = self._review_output(session, turn)
        reply = merge_reply(confirmation(actions_of(turn.executions)), text)
        yield await self._finish(
            session, turn, request, reply=reply, safety=_combine(screened, reviewed), now=now
        )

    async def _begin(
        self, session: AsyncSession, me: Principal, request: ChatRequest, now: datetime
    ) -> _Turn:
        idle = timedelta(hours=self.settings.coach_session_idle_hours)
        coach_session = await open_session(
            session, user_id=me.user_id, session_id=request.session_id, now=now, idle=idle
        )
        weight = await latest_weight_kg(session, user_id=me.user_id, on_or_before=me.today)
        ctx = ToolContext(
            user_id=me.user_id,
            session=session,
            today=me.today,
            preferences=me.preferences,
            coach_session_id=coach_session.id,
            clock=self.clock,
        )
        policy_ctx = PolicyContext(
            today=me.today,
            sex=me.preferences.sex,
            weight_kg=weight,
            locale=me.preferences.locale,
            eating_disorder_session=bool(coach_session.flags.get("eating_disorder")),
        )
        return _Turn(coach_session=coach_session, ctx=ctx, policy_ctx=policy_ctx, executions=[])

    def _screen_input(self, session: AsyncSession, turn: _Turn, message: str) -> PolicyOutcome:
        screened = check_input(message, turn.policy_ctx)
        self._log_violations(session, turn.coach_session, "input", screened)
        turn.guidance = screened.guidance
        if screened.guidance is not None:  # the reply will explain the risk to a helper
            turn.policy_ctx = replace(turn.policy_ctx, answering_a_helper=True)
        if screened.start_eating_disorder_session:
            turn.coach_session.flags = {**turn.coach_session.flags, "eating_disorder": True}
        return screened

    async def _answer_pending_choice(
        self, turn: _Turn, stored: list[ChatMessage], message: str
    ) -> str | None:
        """The reply when ``message`` answers the options of the last reply; None when it is a new turn."""
        last = stored[-1] if stored and stored[-1].role == "assistant" else None
        pending = PendingChoice.from_meta(last.meta.get("pending")) if last else None
        if pending is None:
            return None
        answer = answer_to(pending, message)
        if answer.kind == "none":
            return None
        return await self._answer_choice(turn, answer, pending)

    async def _run_model(
        self,
        session: AsyncSession,
        me: Principal,
        turn: _Turn,
        request: ChatRequest,
        image: ImagePart | None,
        stored: list[ChatMessage],
    ) -> AsyncIterator[TurnEvent]:
        """Route, compose the prompt and run the provider/tool loop; unknown foods get options."""
        ai_settings = await ai_settings_of(session, me.user)
        profile = (ai_settings.tool_profile if ai_settings else None) or "full"
        provider, options = await self._provider_for(session, me, ai_settings, request.message, image, turn)
        offline = isinstance(provider, OfflineProvider)
        if offline:  # the output review then knows the engine, not a model, wrote the reply
            turn.policy_ctx = replace(turn.policy_ctx, engine_reply=True)
        turn.routing = await route(
            request.message,
            has_image=image is not None,
            manual=[c.value for c in request.categories] if request.categories is not None else None,
            profile=profile,
            classifier=None if offline else llm_classifier(provider, options, stored),
        )
        # The offline engine picks its own tools from what it parsed, so in auto mode it gets them all.
        categories = PROFILES[profile] if offline and not turn.routing.manual else turn.routing.categories
        scope = ToolScope(set(categories), may_escalate=not turn.routing.manual)
        # The offline engine reads only the user's message: no system prompt, so no context queries.
        system = (
            [] if offline else [await self._system_prompt(session, me, turn, ai_settings, profile, scope)]
        )
        conversation = [
            *system,
            *history_for_model(stored),
            Message.user(request.message, images=[image] if image else []),
        ]
        async for event in Orchestrator(provider, self.registry, options).run(turn.ctx, conversation, scope):
            if isinstance(event, TurnOutcome):
                turn.outcome = event
                turn.executions = event.executions
            else:
                yield event
        turn.options = _offered_options(turn.executions)
        unknown = None if offline else unknown_food_item(turn.executions, conversation)
        if unknown is not None and turn.options is None:
            turn.options = turn.suggested = await llm_food_options(provider, options, unknown)

    @staticmethod
    async def _system_prompt(
        session: AsyncSession,
        me: Principal,
        turn: _Turn,
        ai: AiServiceSettings | None,
        profile: str,
        scope: ToolScope,
    ) -> Message:
        assert turn.routing is not None  # routed before the prompt is composed
        block = await context_block(
            session,
            user_id=me.user_id,
            prefs=me.preferences,
            today=me.today,
            weight_kg=turn.policy_ctx.weight_kg,
        )
        system = compose_system_prompt(
            profile=profile,
            categories=scope.categories,
            manual=turn.routing.manual,
            extra=ai.system_prompt_extra if ai else None,
            context_block=block,
        )
        return Message.system(system)

    def _review_output(self, session: AsyncSession, turn: _Turn) -> tuple[str, PolicyOutcome]:
        """The model's text after the output policies, with any suggested options listed after it."""
        assert turn.outcome is not None  # _run_model always ends with an outcome
        reviewed = check_output(turn.outcome.text, turn.policy_ctx)
        self._log_violations(session, turn.coach_session, "output", reviewed)
        text = turn.outcome.text
        replaced = reviewed.action in (PolicyAction.BLOCK, PolicyAction.FLAG)
        if replaced or (reviewed.action is PolicyAction.MODIFY and reviewed.reply):
            text = reviewed.reply or ""
        if turn.suggested is not None:
            text = merge_reply(text, options_text(turn.suggested.as_meta()))
        return text, reviewed

    async def _provider_for(
        self,
        session: AsyncSession,
        me: Principal,
        ai: AiServiceSettings | None,
        message: str,
        image: ImagePart | None,
        turn: _Turn,
    ) -> tuple[Provider, CompletionOptions]:
        """The provider for this turn: the user's settings over the server's, the engine on the fast path."""
        config = self._provider_config(ai)
        if config.provider == "offline":
            return OfflineProvider(await self._engine_context(session, me, turn)), OFFLINE_OPTIONS
        # A support question is never a log, so it goes to the model.
        if self.settings.fast_path == "on" and image is None and turn.guidance is None:
            engine = await self._engine_context(session, me, turn)
            parsed = confident_parse(message, engine)
            if parsed is not None:
                return OfflineProvider(engine, parsed), OFFLINE_OPTIONS
        return self.provider_factory(config), completion_options(config)

    @staticmethod
    async def _engine_context(session: AsyncSession, me: Principal, turn: _Turn) -> EngineContext:
        """What the offline engine needs: the catalogs (cached per process) and the user's own entries,
        indexed once for every lookup of the turn."""
        knowledge = Knowledge(
            foods=await public_food_index(session), exercises=await public_exercise_index(session)
        )
        return EngineContext(
            knowledge=knowledge,
            today=me.today,
            user_foods=UserFoods(await load_foods(session, user_id=me.user_id)),
            user_activities=UserActivities(await load_activities(session, user_id=me.user_id)),
            weight_kg=turn.policy_ctx.weight_kg,
            glass_ml=me.preferences.glass_ml,
            guidance=turn.guidance,
        )

    def _provider_config(self, ai: AiServiceSettings | None) -> ProviderConfig:
        s = self.settings
        if ai is not None and ai.provider:
            key = (
                decrypt_secret(ai.api_key_encrypted, s.resolved_secret_key())
                if ai.api_key_encrypted
                else None
            )
            return ProviderConfig(
                provider=ai.provider,
                model=ai.model,
                api_key=key or _server_key(s, ai.provider),
                base_url=ai.base_url,
                timeout_seconds=s.llm_timeout_seconds,
                tier=ai.tier or s.llm_tier,
                allow_private_base_url=s.allow_private_base_urls,
            )
        return ProviderConfig(
            provider=s.llm_provider,
            model=s.llm_model,
            api_key=_server_key(s, s.llm_provider),
            base_url=s.llm_base_url,
            timeout_seconds=s.llm_timeout_seconds,
            tier=s.llm_tier,
            allow_private_base_url=True,  # the operator configured it; users' own URLs are checked
        )

    async def _answer_choice(self, turn: _Turn, answer: ChoiceAnswer, pending: PendingChoice) -> str:
        if answer.kind == "invalid" or answer.call is None:
            turn.options = pending
            return answer.guidance or ""
        call = ToolCallPart(id="choice_0", name=answer.call["name"], arguments=answer.call["arguments"])
        execution = await self.registry.execute(turn.ctx, call)
        turn.executions = [execution]
        if execution.result is None:
            turn.options = pending
            return f"That didn't work: {execution.result_part.content_as_text()}"
        return confirmation(list(execution.actions))

    async def _finish(
        self,
        session: AsyncSession,
        turn: _Turn,
        request: ChatRequest,
        *,
        reply: str,
        safety: PolicyOutcome,
        now: datetime,
    ) -> ChatResponse:
        outcome = turn.outcome
        tokens = outcome.usage.input_tokens + outcome.usage.output_tokens if outcome else 0
        traces = [e.trace.as_json() for e in turn.executions]
        actions = actions_of(turn.executions)
        meta: dict[str, Any] = {
            "actions": actions,
            "tools": [{"tool_name": t["tool_name"], "output_summary": t["output_summary"]} for t in traces],
        }
        if turn.options is not None:
            meta["pending"] = turn.options.as_meta()
        await append_exchange(
            session,
            turn.coach_session,
            user_text=request.message,
            reply=reply,
            reply_meta=meta,
            tokens=tokens,
            now=now,
        )
        return ChatResponse(
            message=reply,
            session_id=turn.coach_session.id,
            actions=actions,
            options=turn.options.choices if turn.options else None,
            proposal=None,
            memory_mutations=[],
            tool_trace=traces,
            disclaimers=[DisclaimerRead(type=d.type, text=d.text) for d in safety.disclaimers],
            safety=SafetyRead(action=safety.action.value, policies=safety.policies),
            confidence=_confidence(turn),
            data_gaps=_data_gaps(turn.executions),
            tokens_used=tokens,
            routing={
                "categories": sorted(c.value for c in turn.routing.categories) if turn.routing else [],
                "source": turn.routing.source if turn.routing else "none",
                "model": outcome.model if outcome else None,
            },
            finish_reason=outcome.finish_reason if outcome else "stop",
        )

    @staticmethod
    def _log_violations(
        session: AsyncSession, coach_session: CoachSession, direction: str, outcome: PolicyOutcome
    ) -> None:
        for v in (*outcome.violations, *outcome.advised):
            session.add(
                AiPolicyViolationLog(
                    user_id=coach_session.user_id,
                    session_id=coach_session.id,
                    direction=direction,
                    policy=v.policy,
                    severity=v.severity,
                    trigger=v.trigger[:200],
                    action=v.action.value,
                )
            )


def _server_key(settings: Settings, provider: str) -> str | None:
    return {
        "openai": settings.openai_api_key,
        "anthropic": settings.anthropic_api_key,
        "gemini": settings.gemini_api_key,
    }.get(provider)


def confident_parse(text: str, engine: EngineContext) -> ParseResult | None:
    """The fast path: the message as the engine reads it when every item resolved confidently and nothing
    was asked, so no model is needed; None otherwise. The engine's reply reuses the parse."""
    parsed = parse_with(engine, text)
    if not parsed.logs or any(isinstance(i, Question) for i in parsed.intents) or "?" in text:
        return None
    confident = all(
        not isinstance(i, FoodItem) or (i.match is not None and i.match.confident) for i in parsed.logs
    )
    return parsed if confident else None


def _offered_options(executions: list[ToolExecution]) -> PendingChoice | None:
    for execution in executions:
        if execution.trace.tool_name == "offer_food_options" and execution.result is not None:
            data = execution.result.data
            if isinstance(data, dict) and data.get("choices"):
                return PendingChoice.from_meta(data)
    return None


def _combine(first: PolicyOutcome, second: PolicyOutcome) -> PolicyOutcome:
    action = max(first.action, second.action, key=lambda a: ACTION_WEIGHT[a])
    disclaimers = tuple(dict.fromkeys((*first.disclaimers, *second.disclaimers)))
    return PolicyOutcome(
        action=action, violations=(*first.violations, *second.violations), disclaimers=disclaimers
    )


def _confidence(turn: _Turn) -> float:
    """How far the answer rests on the user's data: 1 for what tools wrote or read, less for prose."""
    if not turn.executions:
        return 0.5 if turn.outcome else 1.0
    ok = sum(1 for e in turn.executions if e.trace.ok)
    return round(0.5 + 0.5 * ok / len(turn.executions), 2)


def _data_gaps(executions: list[ToolExecution]) -> list[str]:
    gaps: list[str] = []
    for execution in executions:
        data = execution.result.data if execution.result else None
        listed = data.get("data_gaps") if isinstance(data, dict) else None
        if isinstance(listed, list):
            gaps.extend(str(g) for g in listed if str(g) not in gaps)
    return gaps


def decode_image(value: str) -> ImagePart:
    """A base64 or data-URL image, checked for size and for being a JPEG, PNG, GIF or WebP."""
    payload = re.sub(r"^data:[\w/+.-]+;base64,", "", value.strip())
    if len(payload) > MAX_IMAGE_BYTES * 4 // 3 + 4:
        raise ValidationFailed("The image is larger than 5 MB.")
    try:
        data = base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError) as e:
        raise ValidationFailed("The image must be base64 or a data: URL.") from e
    if len(data) > MAX_IMAGE_BYTES:
        raise ValidationFailed("The image is larger than 5 MB.")
    for signature, media_type in IMAGE_SIGNATURES.items():
        if data.startswith(signature):
            return ImagePart(data=data, media_type=media_type)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return ImagePart(data=data, media_type="image/webp")
    raise ValidationFailed("The image must be a JPEG, PNG, GIF or WebP.")
