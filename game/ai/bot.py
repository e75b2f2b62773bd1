"""The bot protocol: what a CPU seat receives, and what it answers.

A bot is given its seat number, the game's public rules object and, for each decision, its
seat's view and legal actions. Nothing it receives refers to the real state or the Match.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.events import Event

# A move from a view and the legal actions, drawing any randomness from the given rng.
Policy = Callable[[Any, list[Action], random.Random], Action]


class Bot(Protocol):
    seat: int

    def observe(self, event: Event) -> None:
        """An event, as this seat sees it."""

    def choose(self, view: Any, legal: list[Action]) -> Action:
        """Pick one of `legal` (never empty) from what `view` shows."""


class PolicyBot:
    """A bot that plays a policy, with its own seeded random numbers."""

    def __init__(self, seat: int, policy: Policy, seed: int = 0):
        self.seat = seat
        self.policy = policy
        self.rng = random.Random(seed)

    def observe(self, event: Event) -> None:
        """Nothing to keep: a policy reads the view, which carries what the seat has learned."""

    def choose(self, view: Any, legal: list[Action]) -> Action:
        return legal[0] if len(legal) == 1 else self.policy(view, legal, self.rng)


def random_policy(view: Any, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


class RandomBot(PolicyBot):
    """Uniformly random legal moves."""

    def __init__(self, seat: int, seed: int = 0):
        super().__init__(seat, random_policy, seed)
