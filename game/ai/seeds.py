"""Where bots get their random numbers: sources that carry nothing about the deal.

A game's seed deals its cards, so a bot must never be handed it, nor anything computed from it.
- In the app, each CPU seat draws a fresh seed from the operating system's entropy when it first
  sits down (`fresh_seed`); the seat keeps it in the save, so a resumed game plays on the same.
- `simulate` must repeat itself for a given `--seed`, so it derives every game's deal and every
  bot's seed from that master seed along separate, labelled paths of a cryptographic hash
  (`derived_seed`): a bot seed reveals neither the master seed nor the deal's seed.
"""

from __future__ import annotations

import contextlib
import hashlib
import random
from collections.abc import Iterator

SEED_BITS = 63

_source: random.Random = random.SystemRandom()


def fresh_seed() -> int:
    """A seed from the operating system's entropy, independent of everything in a game."""
    return _source.getrandbits(SEED_BITS)


@contextlib.contextmanager
def repeatable(seed: int) -> Iterator[None]:
    """Tests only: fresh seeds come from a seeded generator, so a table plays the same each run."""
    global _source
    saved, _source = _source, random.Random(seed)
    try:
        yield
    finally:
        _source = saved


def derived_seed(master: int, *labels: object) -> int:
    """A seed for one labelled use of `master` (e.g. "bot", game index, seat); one-way."""
    text = "/".join(str(part) for part in (master, *labels))
    digest = hashlib.blake2b(text.encode(), digest_size=8, person=b"nine-lives-bots").digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
