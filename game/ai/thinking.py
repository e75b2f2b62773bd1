"""How long a CPU may think over one decision, and thinking that ends in time.

A table shows a CPU's answer at a time drawn from public facts only (the table's speed, the
kind of decision, the CPU's level and game) and the table's own random numbers, never later
because the CPU was still thinking: otherwise a CPU that thinks only when it has a real choice
(Hard, holding a Nope) would show what it holds by how long it takes. So a table waits at least
`thinking_seconds` for a CPU of that level, whatever it holds, and its thinking ends by the time
its answer is due (`choose_by`): a searching bot then answers with its best move so far.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.actions import Action

SLICE_MS = 10.0  # how finely `choose_by` looks at its deadline
# Seconds before its answer is due that a CPU's thinking ends, so the answer is in on time even
# when a busy machine lets one slice of search overrun (0.02 s was late for ~10% of searching
# answers at load 10-14 on 2 cores: a late answer would tell that the CPU had a real choice).
ANSWER_MARGIN = 0.1


def searches(bot: Any) -> bool:
    """Whether `bot` thinks over time (the anytime `start`, `step(ms)`, `best` of Hard)."""
    return all(callable(getattr(bot, name, None)) for name in ("start", "step", "best"))


def thinking_seconds(bot: Any) -> float:
    """The longest `bot` thinks over one decision: a searching bot's budget (known from its
    level and game, which are public), 0 for a bot that answers at once."""
    return float(getattr(bot, "think_ms", 0.0)) / 1000 if searches(bot) else 0.0


def choose_by(bot: Any, view: Any, legal: list[Action], left: Callable[[], float]) -> Action:
    """`bot`'s move, thought over until it is done or `left()` (seconds) runs out; a searching
    bot then answers with its best move so far (its heuristic move if it had no time at all).
    A bot that does not search answers at once."""
    if not searches(bot):
        return bot.choose(view, legal)
    bot.start(view, legal)
    while (seconds := left()) > 0 and not bot.step(min(seconds * 1000, SLICE_MS)):
        pass
    return bot.best()
