"""Hard: information-set Monte Carlo tree search over the game's own rules.

For the app, a decision can be spread over frames: `start(view, legal)`, then `step(ms)`
each frame until it returns True, then `best()`. `choose` does all three at once.
Each decision searches with its own random numbers, seeded from the bot's seed and the
number of events the seat has seen, so a game replays the same for the same seed, and a
resumed game (whose bots are shown the saved events again) plays on as it would have.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.ruleset import Ruleset
from .ismcts import Budget, Search, SearchHooks

SLICE_MS = 50.0  # how `choose` steps when nobody else needs the time


class HardBot:
    def __init__(self, seat: int, ruleset: Ruleset, hooks: SearchHooks, seed: int = 0, budget: Budget | None = None):
        self.seat = seat
        self.ruleset = ruleset
        self.hooks = hooks
        self.seed = seed
        self.budget = budget or hooks.budget(ruleset.info.id)
        self.seen = 0  # events observed: each decision's random numbers are keyed by it
        self.belief = hooks.belief(seat) if hooks.belief else None
        self.search: Search | None = None

    @property
    def think_ms(self) -> float:
        return self.budget.max_ms

    @think_ms.setter
    def think_ms(self, ms: float) -> None:
        """Think for `ms` per decision: the game's default budget scaled to it."""
        self.budget = self.hooks.budget(self.ruleset.info.id).scaled(ms)

    def observe(self, event: Event) -> None:
        self.seen += 1
        if self.belief:
            self.belief.observe(event)

    def start(self, view: Any, legal: list[Action]) -> None:
        rng = random.Random(f"{self.seed}/{self.seat}/{self.seen}")
        if self.belief:
            self.belief.see(view)
        self.search = Search(self.ruleset, self.hooks, self.seat, self.budget, rng, self.belief)
        self.search.start(view, legal)

    def step(self, ms: float) -> bool:
        """Think for about `ms` milliseconds; True once the decision is ready."""
        assert self.search is not None, "start a decision first"
        return self.search.step(ms)

    def best(self) -> Action:
        assert self.search is not None, "start a decision first"
        action = self.search.best()
        self.search = None  # drop the samples: nothing outlives the decision
        return action

    def choose(self, view: Any, legal: list[Action]) -> Action:
        self.start(view, legal)
        while not self.step(SLICE_MS):
            pass
        return self.best()
