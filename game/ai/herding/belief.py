"""What a Herding Cats seat infers from the claims it saw: how honest each opponent is.

Every challenged claim shows whether its player told the truth; the belief keeps a count per
player (starting from a prior of mostly honest), and the unrevealed claims each player made
from their hand. Samples for the search then put the card a player declared into the claim more
often the more honest that player has shown itself, and take out of their hand the cards their
earlier claims, believed, used up.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ...rules.herding import events as ev
from ...rules.herding.cards import ANIMAL_CONTROL, LASER_POINTER
from ...rules.herding.determinize import determinize
from ...rules.herding.view import HerdingView

PRIOR_TRUE, PRIOR_WEIGHT = 0.7, 4.0
# Challenges: the share of the claims put to a player that it challenges, from a prior of a
# careful counter's; what a player challenges beyond that, it challenges loosely.
PRIOR_CHALLENGES, CHALLENGE_WEIGHT = 0.07, 8.0


class HerdingBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.truths: dict[int, int] = {}
        self.reveals: dict[int, int] = {}
        self.claims: dict[int, list[str]] = {}
        self._open: tuple[int, str] | None = None  # the claim on the table, from a hand
        self._attack: str | None = None
        self.players = 0
        self.challenges: dict[int, int] = {}  # claims each player challenged
        self.windows: dict[int, int] = {}     # claims each player could have challenged

    def honesty(self, seat: int) -> float:
        shown = self.reveals.get(seat, 0)
        return (self.truths.get(seat, 0) + PRIOR_TRUE * PRIOR_WEIGHT) / (shown + PRIOR_WEIGHT)

    def challenge_rate(self, seat: int) -> float:
        """How often `seat` challenges a claim put to it (smoothed towards a careful counter's)."""
        made, chances = self.challenges.get(seat, 0), self.windows.get(seat, 0)
        return (made + PRIOR_CHALLENGES * CHALLENGE_WEIGHT) / (chances + CHALLENGE_WEIGHT)

    def loose(self, seat: int) -> float:
        """How often `seat` challenges beyond what careful counting would: its rate's excess."""
        return max(0.0, self.challenge_rate(seat) - PRIOR_CHALLENGES)

    def observe(self, event: Event) -> None:
        handler = OBSERVERS.get(type(event))
        if handler is None:
            self._settle()
        else:
            handler(self, event)

    def _settle(self) -> None:
        """Any other event: the claim on the table, if any, stood unseen."""
        if self._open is not None:
            seat, identity = self._open
            self.claims.setdefault(seat, []).append(identity)
            self._open = None

    def _dealt(self, event: ev.Dealt) -> None:
        self.players = len(event.hands)

    def _window(self, claimant: int) -> None:
        """A claim everyone else may challenge (one seat wins the race, so a habit shows as
        the share of the claims put to a player that it challenged)."""
        for p in range(self.players):
            if p != claimant:
                self.windows[p] = self.windows.get(p, 0) + 1

    def _passed(self, event: ev.Passed) -> None:
        """A pass says nothing the challenges do not."""

    def _challenged(self, event: ev.Challenged) -> None:
        self.challenges[event.seat] = self.challenges.get(event.seat, 0) + 1

    def _declared(self, event: ev.Declared) -> None:
        self._open, self._attack = (event.seat, event.identity), event.identity
        self._window(event.seat)

    def _intercepted(self, event: ev.Intercepted) -> None:
        if event.face_up:
            self._settle()
        else:
            self._open = None if self._attack == ANIMAL_CONTROL else (event.seat, LASER_POINTER)
            self._window(event.seat)

    def _revealed(self, event: ev.ClaimRevealed) -> None:
        self.reveals[event.seat] = self.reveals.get(event.seat, 0) + 1
        self.truths[event.seat] = self.truths.get(event.seat, 0) + event.truthful
        self._open = None

    def see(self, view: HerdingView) -> None:
        """Nothing to read off the view: the events carry it all."""

    def determinize(self, view: HerdingView, rng: random.Random):
        others = [p for p in range(view.players) if p != self.seat]
        honesty = {p: self.honesty(p) for p in others}
        claims = {p: self.claims.get(p, []) for p in others}
        return determinize(view, rng, honesty, claims)


OBSERVERS: dict[type[Event], Callable[[HerdingBelief, Any], None]] = {
    ev.Dealt: HerdingBelief._dealt, ev.Passed: HerdingBelief._passed, ev.Challenged: HerdingBelief._challenged,
    ev.Declared: HerdingBelief._declared, ev.Intercepted: HerdingBelief._intercepted,
    ev.ClaimRevealed: HerdingBelief._revealed,
}
