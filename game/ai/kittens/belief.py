"""What a Hard seat infers from what it saw happen: where others tend to put Kittens back.

A Kitten put back in secret is often put on top for the next player. When another seat has
just put one back and nobody has drawn from the top, shuffled or rearranged since, samples put
it on top with a chance learnt for that seat: each time the next top card after one of its
placements is revealed (a Kitten or not) updates a Beta prior. The prior depends on how the
seat plays: one that has made moves no careful player makes (Noping what does not hurt it,
pairs of action cards, three of a kind not asking for a Defuse) is taken to hide Kittens at
random (about 1 in 6 on top), any other seat to put them on top (2 in 3). Samples stay
consistent with the view either way; this only weighs them.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.events import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import ATTACK, CATS, DEFUSE, EXPLODING, FERAL, KITTENS
from ...rules.kittens.determinize import determinize
from ...rules.kittens.state import KittensState
from ...rules.kittens.view import KittensView

CAREFUL_PRIOR = (2, 1)  # (on top, elsewhere) pseudo-counts
ERRATIC_PRIOR = (1, 5)


class PlacementBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.fresh: int | None = None  # who put a Kitten back that no top draw has tested yet
        self.tops: Counter[int] = Counter()
        self.tests: Counter[int] = Counter()
        self.erratic: set[int] = set()
        self._play: ev.CardsPlayed | None = None
        self._nopes = 0

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
        elif isinstance(event, ev.CardsPlayed):
            self._play, self._nopes = event, 0
            if _careless(event):
                self.erratic.add(event.seat)
        elif isinstance(event, ev.Noped) and self._play is not None:
            aimed = self._play.cards == (ATTACK,) or self._play.target == event.seat
            if self._nopes % 2 or not aimed:
                self.erratic.add(event.seat)
            self._nopes += 1

    def top_chance(self) -> float:
        """How likely the top card is the Kitten just put back (0 if none is fresh)."""
        if self.fresh is None:
            return 0.0
        top, elsewhere = ERRATIC_PRIOR if self.fresh in self.erratic else CAREFUL_PRIOR
        return (self.tops[self.fresh] + top) / (self.tests[self.fresh] + top + elsewhere)

    def determinize(self, view: KittensView, rng: random.Random) -> KittensState:
        return determinize(view, rng, top_kitten=self.top_chance())


def _careless(play: ev.CardsPlayed) -> bool:
    """A combo a careful player would not make: action cards paired, three of a kind not asking
    for a Defuse, five different, or a Defuse thrown in."""
    cards = play.cards
    if DEFUSE in cards or len(cards) == 5:
        return True
    if len(cards) == 2:
        return not set(cards) <= CATS | {FERAL}
    return len(cards) == 3 and play.named != DEFUSE
