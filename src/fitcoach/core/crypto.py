"""Secrets at rest: API keys are encrypted with a Fernet key derived from the server secret."""

from __future__ import annotations

import base64
import hashlib
import secrets

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from fitcoach.core.errors import FitcoachError


class SecretUnreadable(FitcoachError):
    status_code = 500


def _fernet(secret_key: str) -> Fernet:
    derived = HKDF(
        algorithm=hashes.SHA256(), length=32, salt=b"fitcoach", info=b"ai-service-settings"
    ).derive(secret_key.encode())
    return Fernet(base64.urlsafe_b64encode(derived))


def encrypt_secret(plaintext: str, secret_key: str) -> str:
    return _fernet(secret_key).encrypt(plaintext.encode()).decode()


def decrypt_secret(ciphertext: str, secret_key: str) -> str:
    try:
        return _fernet(secret_key).decrypt(ciphertext.encode()).decode()
    except InvalidToken as e:
        raise SecretUnreadable("A stored API key can't be decrypted; the server secret changed.") from e


def new_token() -> str:
    return "fc_" + secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """Tokens are stored only as digests; a leaked table can't be replayed."""
    return hashlib.sha256(token.encode()).hexdigest()
