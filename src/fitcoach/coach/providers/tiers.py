"""Provider names and model tiers: each vendor's model and answer budget for free, standard and premium.

Names are the vendors' published model ids as of late 2026; an explicit model in the AI
settings (``FITCOACH_LLM_MODEL`` or the user's own) always wins over the tier's choice.
Settings and schemas import their names from here, so this module must not load a vendor SDK.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias, get_args

from fitcoach.core.errors import ValidationFailed

# Vendors get an adapter from the factory; the offline engine is run by the coach service itself.
VendorName: TypeAlias = Literal["openai", "anthropic", "gemini", "ollama"]
VENDOR_NAMES: tuple[VendorName, ...] = get_args(VendorName)
ProviderName: TypeAlias = Literal["offline", VendorName]

Tier: TypeAlias = Literal["free", "standard", "premium"]
TIERS: tuple[Tier, ...] = get_args(Tier)

# The offline engine answers under this model name, whatever the tier.
OFFLINE_MODEL = "offline"


@dataclass(frozen=True, slots=True)
class TierModel:
    model: str
    max_tokens: int


# Answer budgets: a coaching reply plus a few tool calls fits in 1k tokens; longer plans need more.
_FREE_TOKENS = 1024
_STANDARD_TOKENS = 2048
_PREMIUM_TOKENS = 4096

TIER_MODELS: dict[str, dict[Tier, TierModel]] = {
    "openai": {
        "free": TierModel("gpt-4o-mini", _FREE_TOKENS),
        "standard": TierModel("gpt-4o", _STANDARD_TOKENS),
        "premium": TierModel("gpt-4.1", _PREMIUM_TOKENS),
    },
    "anthropic": {
        "free": TierModel("claude-haiku-4-5", _FREE_TOKENS),
        "standard": TierModel("claude-sonnet-4-6", _STANDARD_TOKENS),
        "premium": TierModel("claude-opus-4-7", _PREMIUM_TOKENS),
    },
    "gemini": {
        "free": TierModel("gemini-2.5-flash-lite", _FREE_TOKENS),
        "standard": TierModel("gemini-2.5-flash", _STANDARD_TOKENS),
        "premium": TierModel("gemini-2.5-pro", _PREMIUM_TOKENS),
    },
    # Local models: whatever the operator pulled; these are common tool-calling ones in Ollama's library.
    "ollama": {
        "free": TierModel("llama3.2", _FREE_TOKENS),
        "standard": TierModel("qwen2.5:14b", _STANDARD_TOKENS),
        "premium": TierModel("llama3.3:70b", _PREMIUM_TOKENS),
    },
}


def tier_model(provider: str, tier: str) -> TierModel:
    """The model and token budget of ``tier`` on ``provider``; unknown names are a 422."""
    models = TIER_MODELS.get(provider)
    if models is None:
        raise ValidationFailed(f"Unknown provider {provider!r}.", detail={"known": sorted(TIER_MODELS)})
    if tier not in models:
        raise ValidationFailed(f"Unknown tier {tier!r}.", detail={"known": list(TIERS)})
    return models[tier]
