"""The bot protocol: what a CPU seat receives, and what it answers.

A bot is given its seat number, the game's public rules object and, for each decision, its
seat's view and legal actions. Nothing it receives refers to the real state or the Match.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.events import Event


class Bot(Protocol):
    seat: int

    def observe(self, event: Event) -> None:
        """An event, as this seat sees it."""

    def choose(self, view: Any, legal: list[Action]) -> Action:
        """Pick one of `legal` (never empty) from what `view` shows."""


class RandomBot:
    """Uniformly random legal moves."""

    def __init__(self, seat: int, seed: int = 0):
        self.seat = seat
        self.rng = random.Random(seed)

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: Any, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
