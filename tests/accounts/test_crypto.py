from __future__ import annotations

import pytest

from fitcoach.core.crypto import SecretUnreadable, decrypt_secret, encrypt_secret, token_digest


def test_secret_round_trips_and_is_not_stored_in_clear() -> None:
    stored = encrypt_secret("sk-abc", "server-secret")
    assert "sk-abc" not in stored
    assert decrypt_secret(stored, "server-secret") == "sk-abc"


def test_a_changed_server_secret_cannot_read_old_keys() -> None:
    stored = encrypt_secret("sk-abc", "server-secret")
    with pytest.raises(SecretUnreadable):
        decrypt_secret(stored, "another-secret")


def test_token_digest_is_stable_and_not_the_token() -> None:
    assert token_digest("fc_x") == token_digest("fc_x")
    assert token_digest("fc_x") != "fc_x"
