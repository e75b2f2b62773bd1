"""CPU levels by name: the one place the command line and the app make bots."""

from __future__ import annotations

from ..engine.ruleset import Ruleset
from .bot import Bot, RandomBot

LEVELS = ("random",)


def make_bot(level: str, seat: int, ruleset: Ruleset, seed: int) -> Bot:
    """A bot of `level` for `seat`. `ruleset` is the stateless rules object (no game state)."""
    if level == "random":
        return RandomBot(seat, seed)
    raise ValueError(f"unknown CPU level '{level}' (levels: {', '.join(LEVELS)})")
