"""Building providers from AI settings: vendors, tiers, keys and base-URL checks."""

from __future__ import annotations

import pytest

from fitcoach.coach.providers.anthropic import AnthropicProvider
from fitcoach.coach.providers.base import CompletionOptions
from fitcoach.coach.providers.errors import InvalidBaseURL, ProviderAuthError
from fitcoach.coach.providers.factory import (
    ProviderConfig,
    build_provider,
    completion_options,
    validate_base_url,
)
from fitcoach.coach.providers.gemini import GeminiProvider
from fitcoach.coach.providers.openai import OpenAIProvider
from fitcoach.core.errors import ValidationFailed


@pytest.mark.parametrize(
    ("provider", "expected"),
    [("openai", OpenAIProvider), ("anthropic", AnthropicProvider), ("gemini", GeminiProvider)],
)
def test_each_vendor_gets_its_adapter(provider, expected):
    built = build_provider(ProviderConfig(provider=provider, api_key="key"))

    assert isinstance(built, expected)


@pytest.mark.parametrize("provider", ["openai", "anthropic", "gemini"])
def test_missing_api_key_is_an_auth_error(provider):
    with pytest.raises(ProviderAuthError, match="No API key"):
        build_provider(ProviderConfig(provider=provider))


def test_ollama_is_the_openai_adapter_on_the_local_default_url():
    built = build_provider(ProviderConfig(provider="ollama", allow_private_base_url=True))

    assert isinstance(built, OpenAIProvider)
    assert built.name == "ollama"


def test_ollama_on_localhost_is_refused_for_user_settings():
    with pytest.raises(InvalidBaseURL):
        build_provider(ProviderConfig(provider="ollama"))


def test_openai_compatible_server_needs_no_key():
    built = build_provider(ProviderConfig(provider="openai", base_url="https://llm.example.org/v1"))

    assert isinstance(built, OpenAIProvider)


def test_offline_is_not_built_by_the_factory():
    with pytest.raises(ValidationFailed):
        build_provider(ProviderConfig(provider="offline"))


def test_unknown_provider_is_refused():
    with pytest.raises(ValidationFailed, match="Unknown provider"):
        build_provider(ProviderConfig(provider="skynet", api_key="k"))


def test_private_base_url_is_refused_for_a_vendor():
    with pytest.raises(InvalidBaseURL):
        build_provider(ProviderConfig(provider="anthropic", api_key="k", base_url="http://10.0.0.5/"))


def test_tier_picks_model_and_budget():
    options = completion_options(ProviderConfig(provider="gemini", tier="premium", timeout_seconds=30))

    assert options == CompletionOptions(model="gemini-2.5-pro", max_tokens=4096, timeout_seconds=30)


def test_explicit_model_overrides_the_tier():
    options = completion_options(ProviderConfig(provider="openai", model="gpt-4.1-mini", tier="free"))

    assert (options.model, options.max_tokens, options.temperature) == ("gpt-4.1-mini", 1024, None)


def test_default_timeout_is_sixty_seconds():
    assert completion_options(ProviderConfig(provider="anthropic")).timeout_seconds == 60.0


def test_unknown_tier_is_refused():
    with pytest.raises(ValidationFailed, match="Unknown tier"):
        completion_options(ProviderConfig(provider="openai", tier="platinum"))


@pytest.mark.parametrize(
    "url",
    [
        "http://localhost:11434/v1",
        "http://api.localhost/v1",
        "http://127.0.0.1:8000/v1",
        "http://127.1/v1",
        "http://2130706433/v1",
        "http://0x7f000001/v1",
        "http://[::1]:8000/v1",
        "http://[::ffff:127.0.0.1]/v1",
        "http://10.1.2.3/v1",
        "http://172.16.0.1/v1",
        "http://192.168.1.10/v1",
        "http://169.254.169.254/latest/meta-data",
        "http://[fe80::1]/v1",
        "http://[fd00::1]/v1",
        "http://0.0.0.0/v1",
        "http://100.64.0.1/v1",
    ],
)
def test_internal_addresses_are_refused(url):
    with pytest.raises(InvalidBaseURL, match="not allowed"):
        validate_base_url(url, allow_private=False)


@pytest.mark.parametrize("url", ["http://localhost:11434/v1", "http://192.168.1.10:8000/v1"])
def test_internal_addresses_pass_when_allowed(url):
    assert validate_base_url(url, allow_private=True) == url


@pytest.mark.parametrize(
    "url", ["https://openrouter.ai/api/v1", "https://8.8.8.8/v1", "https://[2606:4700::1111]/v1"]
)
def test_public_addresses_pass(url):
    assert validate_base_url(url, allow_private=False) == url


@pytest.mark.parametrize("url", ["ftp://example.org", "example.org/v1", "http:///v1", "file:///etc/passwd"])
def test_malformed_urls_are_refused(url):
    with pytest.raises(InvalidBaseURL, match="not an http"):
        validate_base_url(url, allow_private=True)


def test_invalid_base_url_is_a_client_error():
    with pytest.raises(InvalidBaseURL) as raised:
        validate_base_url("http://10.0.0.1", allow_private=False)

    assert raised.value.status_code == 422


@pytest.mark.anyio
@pytest.mark.parametrize("provider_class", [OpenAIProvider, AnthropicProvider, GeminiProvider])
async def test_aclose_completes_for_every_adapter(provider_class):
    provider = provider_class(api_key="key")

    await provider.aclose()  # raises if an SDK's close API changed under us
