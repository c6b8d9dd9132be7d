"""Register, log in and out, preferences, AI settings, and the user's own data (export, deletion)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, status

from fitcoach.accounts import repository, service
from fitcoach.accounts.export import export_user_data
from fitcoach.accounts.schemas import (
    AiSettingsRead,
    AiSettingsUpdate,
    Credentials,
    LoginRequest,
    PreferencesRead,
    PreferencesUpdate,
    RegisterRead,
    TokenRead,
    UserRead,
)
from fitcoach.api.deps import AppSettings, CurrentUser, DbSession, bearer_token

router = APIRouter(tags=["accounts"])


@router.post("/auth/register", status_code=status.HTTP_201_CREATED)
async def register(body: Credentials, session: DbSession) -> RegisterRead:
    """Create an account; the answer carries a token to use right away."""
    user, token = await service.register(session, body.email, body.password)
    return RegisterRead(user=UserRead.model_validate(user), access_token=token)


@router.post("/auth/login")
async def login(body: LoginRequest, session: DbSession) -> TokenRead:
    """Exchange email and password for a new API token."""
    return TokenRead(access_token=await service.login(session, body.email, body.password))


@router.post("/auth/logout", status_code=status.HTTP_204_NO_CONTENT)
async def logout(me: CurrentUser, session: DbSession, token: Annotated[str, Depends(bearer_token)]) -> None:
    """Revoke the token this request was sent with."""
    await service.logout(session, token)


@router.get("/users/me")
async def who_am_i(me: CurrentUser) -> UserRead:
    return UserRead.model_validate(me.user)


@router.get("/users/me/export")
async def export_me(me: CurrentUser, session: DbSession) -> dict[str, Any]:
    """Everything fitcoach holds about you, as JSON (API keys excluded)."""
    return await export_user_data(session, me.user)


@router.delete("/users/me", status_code=status.HTTP_204_NO_CONTENT)
async def delete_me(me: CurrentUser, session: DbSession) -> None:
    """Delete your account and every record of yours, irreversibly."""
    await session.delete(me.user)


@router.get("/preferences")
async def get_preferences(me: CurrentUser) -> PreferencesRead:
    return PreferencesRead.model_validate(me.preferences)


@router.put("/preferences")
async def update_preferences(body: PreferencesUpdate, me: CurrentUser, session: DbSession) -> PreferencesRead:
    """Change units, timezone, glass size and profile; fields not given keep their value."""
    return PreferencesRead.model_validate(await service.update_preferences(session, me.user, body))


@router.get("/ai-settings")
async def get_ai_settings(me: CurrentUser, session: DbSession) -> AiSettingsRead:
    """Your AI provider settings; the API key is never returned, only whether one is stored."""
    return service.ai_settings_view(await repository.ai_settings_of(session, me.user))


@router.put("/ai-settings")
async def update_ai_settings(
    body: AiSettingsUpdate, me: CurrentUser, session: DbSession, settings: AppSettings
) -> AiSettingsRead:
    """Choose your provider, model and key (stored encrypted), overriding the server default."""
    updated = await service.update_ai_settings(
        session,
        me.user,
        body,
        secret_key=settings.resolved_secret_key(),
        allow_private_base_urls=settings.allow_private_base_urls,
    )
    return service.ai_settings_view(updated)
