"""CPU levels by name: the one place the command line and the app make bots."""

from __future__ import annotations

from ..engine.ruleset import Ruleset
from ..i18n import _
from .bot import Bot, PolicyBot, RandomBot
from .games import ai_for
from .hard import HardBot

LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seat: int, ruleset: Ruleset, seed: int, think_ms: float | None = None) -> Bot:
    """A bot of `level` for `seat`. `ruleset` is the stateless rules object (no game state).

    `think_ms` sets Hard's thinking time per decision (default: its game's budget's `max_ms`);
    its iteration budget scales with it (see `Budget.scaled`).
    """
    if level == "random":
        return RandomBot(seat, seed)
    if level not in LEVELS:
        # TRANSLATORS: {level} is the level typed, {levels} the level names as typed (never translated).
        raise ValueError(_("unknown CPU level '{level}' (levels: {levels})").format(
            level=level, levels=", ".join(LEVELS)))
    ai = ai_for(ruleset)
    if level == "easy":
        return PolicyBot(seat, ai.easy, seed)
    if level == "medium":
        return PolicyBot(seat, ai.medium, seed)
    budget = ai.hooks.budget(ruleset.info.id)
    return HardBot(seat, ruleset, ai.hooks, seed, budget if think_ms is None else budget.scaled(think_ms))

