"""Registration, login, tokens, preferences and per-user AI settings."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from fitcoach.accounts import repository
from fitcoach.accounts.models import AiServiceSettings, ApiToken, User, UserPreferences
from fitcoach.accounts.schemas import AiSettingsRead, AiSettingsUpdate, PreferencesUpdate
from fitcoach.accounts.security import hash_password, verify_password
from fitcoach.coach.providers.factory import validate_base_url
from fitcoach.core.clock import zone
from fitcoach.core.crypto import encrypt_secret, new_token, token_digest
from fitcoach.core.errors import AuthenticationRequired, EmailTaken
from fitcoach.core.schemas import settable

PREFERENCES_NULLABLE = frozenset({"auto_clear_history_days", "sex", "birth_date", "height_cm"})
AI_SETTINGS_NULLABLE = frozenset({"provider", "model", "tier", "base_url", "system_prompt_extra"})


def normalise_email(email: str) -> str:
    return email.strip().lower()


async def register(session: AsyncSession, email: str, password: str) -> tuple[User, str]:
    email = normalise_email(email)
    if await repository.user_by_email(session, email) is not None:
        raise EmailTaken(f"An account for {email} already exists; log in instead.")
    user = User(email=email, password_hash=hash_password(password))
    session.add(user)
    try:
        await session.flush()
    except IntegrityError as e:  # a concurrent registration won the race
        raise EmailTaken(f"An account for {email} already exists; log in instead.") from e
    session.add(UserPreferences(user_id=user.id))
    return user, await issue_token(session, user, name="register")


async def login(session: AsyncSession, email: str, password: str) -> str:
    user = await repository.user_by_email(session, normalise_email(email))
    if user is None or not verify_password(user.password_hash, password):
        raise AuthenticationRequired("Email or password is incorrect.")
    return await issue_token(session, user, name="login")


async def issue_token(session: AsyncSession, user: User, *, name: str) -> str:
    token = new_token()
    session.add(ApiToken(user_id=user.id, token_hash=token_digest(token), name=name))
    await session.flush()
    return token


async def authenticate(session: AsyncSession, token: str) -> User:
    user = await repository.user_by_token_hash(session, token_digest(token))
    if user is None:
        raise AuthenticationRequired("This token is not valid; log in again.")
    return user


async def logout(session: AsyncSession, token: str) -> None:
    await repository.revoke_token(session, token_digest(token))


async def update_preferences(
    session: AsyncSession, user: User, changes: PreferencesUpdate
) -> UserPreferences:
    prefs = await repository.preferences_of(session, user)
    values = settable(changes, nullable=PREFERENCES_NULLABLE)
    if values.get("timezone"):
        zone(values["timezone"])
    for field, value in values.items():
        setattr(prefs, field, value)
    await session.flush()
    return prefs


def ai_settings_view(settings: AiServiceSettings | None) -> AiSettingsRead:
    if settings is None:
        return AiSettingsRead(
            provider=None,
            model=None,
            tier=None,
            base_url=None,
            system_prompt_extra=None,
            tool_profile="full",
            has_api_key=False,
        )
    return AiSettingsRead(
        provider=settings.provider,
        model=settings.model,
        tier=settings.tier,
        base_url=settings.base_url,
        system_prompt_extra=settings.system_prompt_extra,
        tool_profile=settings.tool_profile,
        has_api_key=settings.api_key_encrypted is not None,
    )


async def update_ai_settings(
    session: AsyncSession,
    user: User,
    changes: AiSettingsUpdate,
    *,
    secret_key: str,
    allow_private_base_urls: bool,
) -> AiServiceSettings:
    settings = await repository.ai_settings_of(session, user)
    if settings is None:
        settings = AiServiceSettings(user_id=user.id, tool_profile="full")
        session.add(settings)
    values = settable(changes, nullable=AI_SETTINGS_NULLABLE, exclude={"api_key", "clear_api_key"})
    if values.get("base_url"):
        values["base_url"] = validate_base_url(values["base_url"], allow_private=allow_private_base_urls)
    for field, value in values.items():
        setattr(settings, field, value)
    if changes.clear_api_key:
        settings.api_key_encrypted = None
    elif changes.api_key is not None:
        settings.api_key_encrypted = encrypt_secret(changes.api_key, secret_key)
    await session.flush()
    return settings
