"""What a Herding Cats seat infers from the claims it saw: how honest each opponent is.

Every challenged claim shows whether its player told the truth; the belief keeps a count per
player (starting from a prior of mostly honest), and the unrevealed claims each player made
from their hand. Samples for the search then put the card a player declared into the claim more
often the more honest that player has shown itself, and take out of their hand the cards their
earlier claims, believed, used up.
"""

from __future__ import annotations

import random

from ...engine.events import Event
from ...rules.herding import events as ev
from ...rules.herding.cards import ANIMAL_CONTROL
from ...rules.herding.determinize import determinize
from ...rules.herding.view import HerdingView

PRIOR_TRUE, PRIOR_WEIGHT = 0.7, 4.0


class HerdingBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.truths: dict[int, int] = {}
        self.reveals: dict[int, int] = {}
        self.claims: dict[int, list[str]] = {}
        self._open: tuple[int, str] | None = None  # the claim on the table, from a hand
        self._attack: str | None = None

    def honesty(self, seat: int) -> float:
        shown = self.reveals.get(seat, 0)
        return (self.truths.get(seat, 0) + PRIOR_TRUE * PRIOR_WEIGHT) / (shown + PRIOR_WEIGHT)

    def observe(self, event: Event) -> None:
        if isinstance(event, ev.Declared):
            self._open, self._attack = (event.seat, event.identity), event.identity
        elif isinstance(event, ev.Intercepted) and not event.face_up:
            self._open = None if self._attack == ANIMAL_CONTROL else (event.seat, "laser_pointer")
        elif isinstance(event, ev.ClaimRevealed):
            self.reveals[event.seat] = self.reveals.get(event.seat, 0) + 1
            self.truths[event.seat] = self.truths.get(event.seat, 0) + event.truthful
            self._open = None
        elif isinstance(event, ev.Passed | ev.Challenged):
            return
        elif self._open is not None:
            seat, identity = self._open  # the claim stood unseen
            self.claims.setdefault(seat, []).append(identity)
            self._open = None

    def see(self, view: HerdingView) -> None:
        """Nothing to read off the view: the events carry it all."""

    def determinize(self, view: HerdingView, rng: random.Random):
        others = [p for p in range(view.players) if p != self.seat]
        honesty = {p: self.honesty(p) for p in others}
        claims = {p: self.claims.get(p, []) for p in others}
        return determinize(view, rng, honesty, claims)
