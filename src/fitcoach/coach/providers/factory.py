"""Builds the provider a turn talks to, from the server default or the user's AI settings."""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx2

from fitcoach.coach.providers.base import DEFAULT_TIMEOUT_SECONDS, CompletionOptions, Provider
from fitcoach.coach.providers.errors import InvalidBaseURL, ProviderNotConfigured
from fitcoach.coach.providers.retry import RetryPolicy
from fitcoach.coach.providers.tiers import OFFLINE_MODEL, VENDOR_NAMES, VendorName, tier_model
from fitcoach.core.errors import ValidationFailed

# Ollama's OpenAI-compatible endpoint on its default port (Ollama docs, "OpenAI compatibility").
OLLAMA_BASE_URL = "http://localhost:11434/v1"
# Ollama ignores the key, but the OpenAI SDK refuses to start without one.
OLLAMA_PLACEHOLDER_KEY = "ollama"
# The same for self-hosted OpenAI-compatible servers (vLLM, LM Studio) that run without auth.
KEYLESS_SERVER_PLACEHOLDER_KEY = "no-key"

# The offline engine runs in process: no vendor model, tier or network timeout of its own to configure.
OFFLINE_OPTIONS = CompletionOptions(
    model=OFFLINE_MODEL, max_tokens=1024, timeout_seconds=DEFAULT_TIMEOUT_SECONDS
)


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
    retry: RetryPolicy | None = None,
    http_client: httpx2.AsyncClient | None = None,
) -> Provider:
    """The vendor adapter ``config`` names; the offline engine is not built here (the coach service runs it).

    ``http_client`` replaces the SDK's HTTP client (tests inject a fake server's transport).
    """
    # Imported here: the vendor SDKs take seconds to load, and the app imports this module at
    # startup (for ``validate_base_url``) while most deployments talk to at most one vendor.
    match _vendor_name(config.provider):
        case "openai":
            from fitcoach.coach.providers.openai import OPENAI_BASE_URL, OpenAIProvider

            base_url = _checked_base_url(config)
            return OpenAIProvider(
                api_key=config.api_key or _keyless_server_key(config),
                base_url=base_url or OPENAI_BASE_URL,
                compatible_server=base_url is not None and base_url.rstrip("/") != OPENAI_BASE_URL,
                retry=retry,
                http_client=http_client,
            )
        case "ollama":
            from fitcoach.coach.providers.openai import OpenAIProvider

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
            from fitcoach.coach.providers.anthropic import ANTHROPIC_BASE_URL, AnthropicProvider

            return AnthropicProvider(
                api_key=_required_key(config),
                base_url=_checked_base_url(config) or ANTHROPIC_BASE_URL,
                retry=retry,
                http_client=http_client,
            )
        case "gemini":
            from fitcoach.coach.providers.gemini import GeminiProvider

            return GeminiProvider(
                api_key=_required_key(config),
                base_url=_checked_base_url(config),
                retry=retry,
                http_client=http_client,
            )


def completion_options(config: ProviderConfig) -> CompletionOptions:
    """Model, token budget and timeout for a call: the explicit model wins over the tier's.

    Sampling is left to the model's default; side calls that want a temperature set their own.
    """
    if config.provider == "offline":
        return OFFLINE_OPTIONS
    chosen = tier_model(config.provider, config.tier)
    return CompletionOptions(
        model=config.model or chosen.model,
        max_tokens=chosen.max_tokens,
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


def _vendor_name(provider: str) -> VendorName:
    for name in VENDOR_NAMES:
        if provider == name:
            return name
    raise ValidationFailed(f"Unknown provider {provider!r}.", detail={"known": list(VENDOR_NAMES)})


def _checked_base_url(config: ProviderConfig) -> str | None:
    if config.base_url is None:
        return None
    return validate_base_url(config.base_url, allow_private=config.allow_private_base_url)


def _required_key(config: ProviderConfig) -> str:
    if not config.api_key:
        raise ProviderNotConfigured(
            f"No API key is configured for {config.provider}: add one in the AI settings.",
            provider=config.provider,
        )
    return config.api_key


def _keyless_server_key(config: ProviderConfig) -> str:
    # OpenAI itself needs a key; a self-hosted compatible server may run without one.
    if config.base_url is None:
        return _required_key(config)
    return KEYLESS_SERVER_PLACEHOLDER_KEY
