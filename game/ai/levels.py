"""CPU levels by name: the one place the command line and the app make bots."""

from __future__ import annotations

from ..engine.ruleset import Ruleset
from .bot import Bot, PolicyBot, RandomBot
from .games import ai_for
from .hard import HardBot
from .ismcts import Budget

LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seat: int, ruleset: Ruleset, seed: int, think_ms: float | None = None) -> Bot:
    """A bot of `level` for `seat`. `ruleset` is the stateless rules object (no game state).

    `think_ms` caps Hard's thinking time per decision (default: `Budget().max_ms`); the
    iteration budget scales with it, so the default stays deterministic.
    """
    if level == "random":
        return RandomBot(seat, seed)
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level '{level}' (levels: {', '.join(LEVELS)})")
    ai = ai_for(ruleset)
    if level == "easy":
        return PolicyBot(seat, ai.easy, seed)
    if level == "medium":
        return PolicyBot(seat, ai.medium, seed)
    return HardBot(seat, ruleset, ai.hooks, seed, budget_for(think_ms))


def budget_for(think_ms: float | None) -> Budget:
    """Hard's budget for a thinking time per decision: iterations in proportion to it."""
    default = Budget()
    if think_ms is None:
        return default
    scale = think_ms / default.max_ms
    return Budget(
        iterations=max(1, round(default.iterations * scale)),
        per_move=max(1, round(default.per_move * scale)),
        min_iterations=max(1, round(default.min_iterations * scale)),
        max_ms=think_ms,
    )
