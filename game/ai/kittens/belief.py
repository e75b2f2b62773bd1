"""What a Hard seat infers from what it saw happen: where others tend to put Kittens back.

A Kitten put back in secret is often put on top for the next player. When another seat has
just put one back and nobody has drawn from the top, shuffled or rearranged since, samples put
it on top with the chance that seat has shown so far (Laplace's rule over the times the next
top card after its placements was revealed as a Kitten or not). Samples stay consistent with
the view either way; this only weighs them.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.events import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import EXPLODING, KITTENS
from ...rules.kittens.determinize import determinize
from ...rules.kittens.state import KittensState
from ...rules.kittens.view import KittensView


class PlacementBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.fresh: int | None = None  # who put a Kitten back that no top draw has tested yet
        self.tops: Counter[int] = Counter()
        self.tests: Counter[int] = Counter()

    def observe(self, event: Event) -> None:
        if isinstance(event, ev.KittenPlaced):
            self.fresh = event.seat if event.seat != self.seat and event.card == EXPLODING else None
        elif isinstance(event, ev.CardDrawn) and not event.bottom:
            if self.fresh is not None:
                self.tests[self.fresh] += 1
                self.tops[self.fresh] += event.card in KITTENS
            self.fresh = None
        elif isinstance(event, (ev.PileShuffled, ev.FutureArranged, ev.Dealt)):
            self.fresh = None

    def top_chance(self) -> float:
        """How likely the top card is the Kitten just put back (0 if none is fresh)."""
        if self.fresh is None:
            return 0.0
        return (self.tops[self.fresh] + 1) / (self.tests[self.fresh] + 2)

    def determinize(self, view: KittensView, rng: random.Random) -> KittensState:
        return determinize(view, rng, top_kitten=self.top_chance())
