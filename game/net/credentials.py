"""Join codes and seat tokens.

- A join code has 60 random bits, written as three groups of four letters and digits from an
  alphabet without look-alikes ("K7QM-3XPD-9RTW"), easy to read aloud; typing it back forgives
  case, spaces, dashes and the look-alikes (O for 0, I and L for 1).
- A seat's token is 256 random bits. The host keeps only its digest (also in its files) and
  checks a token against it in constant time (`hmac.compare_digest`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: no I, L, O, U
GROUPS, GROUP = 3, 4  # 12 characters of 5 bits: 60 bits
LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})


def new_code(accept: Callable[[str], bool] | None = None) -> str:
    """A fresh join code, e.g. "K7QM-3XPD-9RTW"; with `accept`, one it accepts (drawn again until
    it does: a worker of `serve --workers` takes only codes of its own routes, routing.py)."""
    while True:
        chars = "".join(secrets.choice(ALPHABET) for _ in range(GROUPS * GROUP))
        code = "-".join(chars[i:i + GROUP] for i in range(0, len(chars), GROUP))
        if accept is None or accept(code):
            return code


def normal_code(typed: str) -> str:
    """A code as typed, in its written form ("k7qm 3xpd 9rtw" -> "K7QM-3XPD-9RTW"); "" if it
    cannot be one."""
    chars = "".join(c for c in typed.upper().translate(LOOK_ALIKES) if c not in " -_.")
    if len(chars) != GROUPS * GROUP or any(c not in ALPHABET for c in chars):
        return ""
    return "-".join(chars[i:i + GROUP] for i in range(0, len(chars), GROUP))


def new_token() -> str:
    return secrets.token_urlsafe(32)


def digest(token: str) -> str:
    """What the host keeps of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def token_matches(token: str | None, kept: str | None) -> bool:
    """Whether `token` is the one whose digest is `kept` (in constant time)."""
    if not token or not kept:
        return False
    return hmac.compare_digest(digest(token), kept)


def same_secret(given: str, expected: str) -> bool:
    """A password or code compared in constant time."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8", "replace"))
