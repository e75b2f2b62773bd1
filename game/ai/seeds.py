"""Where bots get their random numbers: sources that carry nothing about the deal.

A game's seed deals its cards, so a bot must never be handed it, nor anything computed from it.
- In the app, each CPU seat draws a fresh seed from the operating system's entropy when it first
  sits down (`fresh_seed`); the seat keeps it in the save, so a resumed game plays on the same.
- `simulate` must repeat itself for a given `--seed`, so it derives every game's deal and every
  bot's seed from that master seed along separate, labelled paths of a cryptographic hash
  (`derived_seed`): a bot seed reveals neither the master seed nor the deal's seed.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 63


def fresh_seed() -> int:
    """A seed from the operating system's entropy, independent of everything in a game."""
    return secrets.randbits(SEED_BITS)


def derived_seed(master: int, *labels: object) -> int:
    """A seed for one labelled use of `master` (e.g. "bot", game index, seat); one-way."""
    text = "/".join(str(part) for part in (master, *labels))
    digest = hashlib.blake2b(text.encode(), digest_size=8, person=b"nine-lives-bots").digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
