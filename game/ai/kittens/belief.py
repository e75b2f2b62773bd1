"""What a Hard seat infers from what it saw happen: where others put Kittens back, who holds
a Defuse.

Placement: each other seat is one of two kinds, a *top placer* (puts a defused Kitten on top
for the next player, most of the time) or a *hider* (anywhere, uniformly). Each time the top
card after one of its placements is revealed (a Kitten or not), Bayes' rule updates the odds
of the two kinds for that seat. A seat starts as a likely top placer unless it has made moves
no careful player makes (Noping what does not hurt it, pairs of action cards, three of a kind
not asking for a Defuse): then it is taken for a hider.

Defuses: everyone is dealt one (a public rule). The estimate for each other seat goes down
when it defuses or loses one to a named request, shifts with the odds when a hidden card is
stolen, and rises by the pile's share of Defuses with each card it draws.

Samples stay consistent with the view either way: this only weighs them.
"""

from __future__ import annotations

import random

from ...engine.events import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import ATTACK, CATS, DEFUSE, EXPLODING, FERAL, KITTENS
from ...rules.kittens.determinize import deck_of, determinize
from ...rules.kittens.state import KittensState
from ...rules.kittens.view import KittensView

TOP_PLACER_AIM = 0.9  # how often a top placer really puts it on top
CAREFUL_ODDS = 0.8    # the chance a seat is a top placer, before any test...
ERRATIC_ODDS = 0.1    # ...and for a seat that plays carelessly


class KittensBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.fresh: int | None = None  # who put a Kitten back that no top draw has tested yet
        self.fresh_pile = 1            # the pile's size after that placement
        self.top_placer: dict[int, float] = {}  # seat -> chance it is a top placer
        self.erratic: set[int] = set()
        self.defuses: list[float] = []  # expected Defuses in each hand
        self._counts: tuple[int, ...] = ()
        self._pile = 1
        self._pile_rate = 0.0          # the chance an unseen pile card is a Defuse
        self._play: ev.CardsPlayed | None = None
        self._nopes = 0

    # ---- what the seat sees ----------------------------------------------------------------
    def see(self, view: KittensView) -> None:
        """Refresh the public numbers the estimates need (hand sizes, the pile's Defuses)."""
        self._counts = view.hand_counts
        self._pile = view.draw_count
        if not self.defuses:
            return
        for s in range(view.players):
            self.defuses[s] = min(self.defuses[s], view.hand_counts[s]) if view.alive[s] else 0.0
        deck = deck_of(view)
        unplaced = deck[DEFUSE] - view.hand.count(DEFUSE) - view.discard.count(DEFUSE) - view.removed.count(DEFUSE)
        unplaced -= sum(d for s, d in enumerate(self.defuses) if s != self.seat)
        unknown = view.draw_count - len(view.known_pile)
        self._pile_rate = max(0.0, unplaced) / unknown if unknown > 0 else 0.0

    def observe(self, event: Event) -> None:
        self._observe_placement(event)
        self._observe_defuses(event)

    def _observe_placement(self, event: Event) -> None:
        if isinstance(event, ev.KittenPlaced):
            self._pile += 1
            mine = event.seat == self.seat or event.card != EXPLODING
            self.fresh, self.fresh_pile = (None, 1) if mine else (event.seat, self._pile)
        elif isinstance(event, ev.CardDrawn):
            self._pile = max(0, self._pile - 1)
            if not event.bottom and self.fresh is not None:
                self._test(self.fresh, event.card in KITTENS)
            if not event.bottom:
                self.fresh = None
        elif isinstance(event, ev.Dealt):
            self.fresh = None
            self._counts = tuple(len(hand) for hand in event.hands)
            self._pile = len(event.draw or ())
        elif isinstance(event, (ev.PileShuffled, ev.FutureArranged)):
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

    def _test(self, seat: int, kitten_on_top: bool) -> None:
        """Bayes' rule over the two kinds, given what came off the top after `seat` placed."""
        odds = self._odds(seat)
        uniform = 1 / self.fresh_pile
        if kitten_on_top:
            top, hide = TOP_PLACER_AIM, uniform
        else:
            top, hide = 1 - TOP_PLACER_AIM, 1 - uniform
        self.top_placer[seat] = odds * top / (odds * top + (1 - odds) * hide)

    def _odds(self, seat: int) -> float:
        default = ERRATIC_ODDS if seat in self.erratic else CAREFUL_ODDS
        return self.top_placer.get(seat, default)

    def _observe_defuses(self, event: Event) -> None:
        if isinstance(event, ev.Dealt):
            self.defuses = [1.0] * len(event.hands)
            return
        if not self.defuses:
            return
        d = self.defuses
        if isinstance(event, ev.Defused):
            d[event.seat] = max(0.0, d[event.seat] - 1)
        elif isinstance(event, ev.CardDrawn) and event.seat != self.seat:
            d[event.seat] += self._pile_rate
        elif isinstance(event, ev.CardMoved):
            if event.card is not None:
                moved = 1.0 if event.card == DEFUSE else 0.0
            elif event.how == "steal" and self._counts:
                moved = min(1.0, d[event.giver] / max(1, self._counts[event.giver]))
            else:
                moved = 0.0  # a Favor: nobody gives a Defuse away by choice
            d[event.giver] = max(0.0, d[event.giver] - moved)
            d[event.receiver] += moved
        elif isinstance(event, ev.NothingTaken) and event.named == DEFUSE:
            d[event.target] = 0.0
        elif isinstance(event, ev.Eliminated):
            d[event.seat] = 0.0

    # ---- what the seat infers --------------------------------------------------------------
    def top_chance(self) -> float:
        """How likely the top card is the Kitten just put back (0 if none is fresh)."""
        if self.fresh is None:
            return 0.0
        odds = self._odds(self.fresh)
        return odds * TOP_PLACER_AIM + (1 - odds) / self.fresh_pile

    def defuse_chance(self, seat: int) -> float:
        """How likely `seat` holds a Defuse (the expected count, capped at 1)."""
        return min(1.0, self.defuses[seat]) if self.defuses else 0.5

    def determinize(self, view: KittensView, rng: random.Random) -> KittensState:
        """A sample of the hidden cards, weighed by this belief (and consistent with the view)."""
        defuses = {
            s: max(0.0, self.defuses[s] - view.known_hands[s].count(DEFUSE))
            for s in view.living if s != self.seat and self.defuses
        }
        return determinize(view, rng, top_kitten=self.top_chance(), defuses=defuses)


def _careless(play: ev.CardsPlayed) -> bool:
    """A combo a careful player would not make: action cards paired, three of a kind not asking
    for a Defuse, or a Defuse thrown in."""
    cards = play.cards
    if DEFUSE in cards:
        return True
    if len(cards) == 2:
        return not set(cards) <= CATS | {FERAL}
    return len(cards) == 3 and play.named != DEFUSE

