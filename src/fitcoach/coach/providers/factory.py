"""Builds the provider a turn talks to, from the server default or the user's AI settings."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, TypeAlias, get_args
from urllib.parse import urlsplit

import httpx2

from fitcoach.coach.providers.anthropic import ANTHROPIC_BASE_URL, AnthropicProvider
from fitcoach.coach.providers.base import DEFAULT_TIMEOUT_SECONDS, CompletionOptions, Provider
from fitcoach.coach.providers.errors import InvalidBaseURL, ProviderAuthError
from fitcoach.coach.providers.gemini import GeminiProvider
from fitcoach.coach.providers.openai import OPENAI_BASE_URL, OpenAIProvider
from fitcoach.coach.providers.retry import RetryPolicy
from fitcoach.coach.providers.tiers import tier_model
from fitcoach.core.errors import ValidationFailed

ProviderName: TypeAlias = Literal["openai", "anthropic", "gemini", "ollama", "offline"]
PROVIDER_NAMES: tuple[ProviderName, ...] = get_args(ProviderName)

# Ollama's OpenAI-compatible endpoint on its default port (Ollama docs, "OpenAI compatibility").
OLLAMA_BASE_URL = "http://localhost:11434/v1"
# Ollama ignores the key, but the OpenAI SDK refuses to start without one.
OLLAMA_PLACEHOLDER_KEY = "ollama"
# The same for self-hosted OpenAI-compatible servers (vLLM, LM Studio) that run without auth.
KEYLESS_SERVER_PLACEHOLDER_KEY = "no-key"

OFFLINE_MODEL = "offline"
OFFLINE_MAX_TOKENS = 1024


@dataclass(frozen=True, slots=True)
class ProviderConfig:
    """Resolved AI settings for one turn.

    ``allow_private_base_url`` is for the operator's own configuration (a local Ollama or vLLM);
    a user's settings must leave it off so the server cannot be pointed at its own network.
    """

    provider: str
    model: str | None = None
    api_key: str | None = None
    base_url: str | None = None
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS
    tier: str = "standard"
    allow_private_base_url: bool = False


def build_provider(
    config: ProviderConfig,
    *,
    offline: Callable[[], Provider] | None = None,
    retry: RetryPolicy | None = None,
    http_client: httpx2.AsyncClient | None = None,
) -> Provider:
    """The provider ``config`` names; ``offline`` constructs the offline engine when asked for it.

    ``http_client`` replaces the SDK's HTTP client (tests inject a fake server's transport).
    """
    name = _provider_name(config.provider)
    match name:
        case "offline":
            if offline is None:
                raise ValidationFailed("The offline provider needs the offline engine's constructor.")
            return offline()
        case "openai":
            base_url = _checked_base_url(config)
            return OpenAIProvider(
                api_key=config.api_key or _keyless_server_key(config),
                base_url=base_url or OPENAI_BASE_URL,
                compatible_server=base_url is not None and base_url.rstrip("/") != OPENAI_BASE_URL,
                retry=retry,
                http_client=http_client,
            )
        case "ollama":
            base_url = validate_base_url(
                config.base_url or OLLAMA_BASE_URL, allow_private=config.allow_private_base_url
            )
            return OpenAIProvider(
                api_key=config.api_key or OLLAMA_PLACEHOLDER_KEY,
                base_url=base_url,
                compatible_server=True,
                name="ollama",
                retry=retry,
                http_client=http_client,
            )
        case "anthropic":
            return AnthropicProvider(
                api_key=_required_key(config),
                base_url=_checked_base_url(config) or ANTHROPIC_BASE_URL,
                retry=retry,
                http_client=http_client,
            )
        case "gemini":
            return GeminiProvider(
                api_key=_required_key(config),
                base_url=_checked_base_url(config),
                retry=retry,
                http_client=http_client,
            )


def completion_options(config: ProviderConfig, *, temperature: float | None = None) -> CompletionOptions:
    """Model, token budget and timeout for a call: the explicit model wins over the tier's."""
    if config.provider == "offline":
        return CompletionOptions(
            model=OFFLINE_MODEL, max_tokens=OFFLINE_MAX_TOKENS, timeout_seconds=config.timeout_seconds
        )
    chosen = tier_model(config.provider, config.tier)
    return CompletionOptions(
        model=config.model or chosen.model,
        max_tokens=chosen.max_tokens,
        temperature=temperature,
        timeout_seconds=config.timeout_seconds,
    )


def validate_base_url(url: str, *, allow_private: bool) -> str:
    """``url`` if it is an http(s) URL with a host; private, loopback and link-local hosts only when allowed.

    Only literal addresses and localhost names are judged: a public name that resolves to a
    private address is not caught here.
    """
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidBaseURL(f"{url!r} is not an http(s) URL with a host.", detail={"base_url": url})
    if not allow_private and _is_internal_host(parts.hostname):
        raise InvalidBaseURL(
            f"{url!r} points to a private, loopback or link-local address, which is not allowed here.",
            detail={"base_url": url, "host": parts.hostname},
        )
    return url.strip()


def _is_internal_host(host: str) -> bool:
    host = host.rstrip(".").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    address = _literal_address(host)
    if address is None:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return not address.is_global or address.is_multicast


def _literal_address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        pass
    # Shorthand forms the C resolver also accepts as IPv4 (127.1, 0x7f000001, 2130706433).
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except OSError:
        return None


def _provider_name(provider: str) -> ProviderName:
    for name in PROVIDER_NAMES:
        if provider == name:
            return name
    raise ValidationFailed(f"Unknown provider {provider!r}.", detail={"known": list(PROVIDER_NAMES)})


def _checked_base_url(config: ProviderConfig) -> str | None:
    if config.base_url is None:
        return None
    return validate_base_url(config.base_url, allow_private=config.allow_private_base_url)


def _required_key(config: ProviderConfig) -> str:
    if not config.api_key:
        raise ProviderAuthError(
            f"No API key is configured for {config.provider}: add one in the AI settings.",
            provider=config.provider,
        )
    return config.api_key


def _keyless_server_key(config: ProviderConfig) -> str:
    # OpenAI itself needs a key; a self-hosted compatible server may run without one.
    if config.base_url is None:
        return _required_key(config)
    return KEYLESS_SERVER_PLACEHOLDER_KEY
