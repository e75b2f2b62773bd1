"""How a turn goes on after each decision: the events that follow, up to the next decision.

`decide` starts a `Flow` on the state; each step adds events, and the next step reads the state
as they leave it: a private scratch copy (the board only), made and brought up to date only when
a step reads it after an event. The real state is never touched.
"""

from __future__ import annotations

import random

from ...engine.events import Event
from . import events as ev
from .cards import ANIMAL_CONTROL, CATNIP, HAND_ATTACKS, HERD_ATTACKS, LASER_POINTER
from .evolve import evolve
from .moves import pick_range, presentable, window_seats
from .scoring import score, winners
from .state import (
    CHALLENGE,
    INTERCEPT,
    SELECT,
    THEN_EFFECT,
    THEN_END,
    THEN_SUBSTITUTE,
    HerdingState,
)


class Flow:
    """The events of one decision, and the board as they leave it (`state`, read-only)."""

    def __init__(self, state: HerdingState, rng: random.Random):
        self._base = state
        self._scratch: HerdingState | None = None
        self._applied = 0  # how many of `events` the scratch copy has applied
        self.rng = rng
        self.events: list[Event] = []

    @property
    def state(self) -> HerdingState:
        """The board after the events so far: the real state until there is one, then a
        scratch copy, brought up to date here."""
        if self._applied < len(self.events):
            if self._scratch is None:
                self._scratch = self._base.scratch()
            for event in self.events[self._applied:]:
                evolve(self._scratch, event)
            self._applied = len(self.events)
        return self._base if self._scratch is None else self._scratch

    def add(self, *events: Event) -> None:
        self.events.extend(events)

    def herd_place(self, seat: int) -> int:
        """A random place in `seat`'s face-down row: only its owner will know it."""
        return self.rng.randint(0, len(self.state.herd_down[seat]))


# ---- challenges ---------------------------------------------------------------------------
def challenge(f: Flow, challenger: int) -> None:
    """The first challenger takes the window: the claim's card is shown, and the loser pays."""
    s = f.state
    if s.phase == CHALLENGE:
        play = s.play
        assert play is not None
        truthful = play.card == play.identity
        f.add(ev.Challenged(challenger, play.seat), ev.ClaimRevealed(play.seat, play.card, truthful, "play"))
        if truthful:
            penalty(f, challenger, play.seat, THEN_EFFECT)
        else:
            penalty(f, play.seat, challenger, THEN_END)
        return
    claim = s.claim
    assert claim is not None
    truthful = claim.card == LASER_POINTER
    f.add(ev.Challenged(challenger, claim.seat), ev.ClaimRevealed(claim.seat, claim.card, truthful, "intercept"))
    if truthful:
        penalty(f, challenger, claim.seat, THEN_SUBSTITUTE)
    else:
        reveal(f)  # the bluff card is discarded; the attack goes on as if none was claimed


def let_stand(f: Flow, seat: int) -> None:
    """`seat` passes; the claim stands once the last seat asked has passed."""
    last = window_seats(f.state) <= {seat}
    f.add(ev.Passed(seat))
    if last:
        window_closed(f)


def window_closed(f: Flow) -> None:
    """Everyone passed: the claim stands."""
    if f.state.phase == CHALLENGE:
        effect(f)
    else:
        substitute(f)


def penalty(f: Flow, victim: int, chooser: int, then: str) -> None:
    """`chooser` picks a hidden card of `victim`'s hand to discard (none if the hand is empty;
    the only card if there is one), then the turn goes on as `then` says."""
    cards = len(f.state.hands[victim])
    if cards == 0:
        f.add(ev.NoPenalty(victim, then))
    elif cards == 1:
        f.add(ev.PenaltyTaken(victim, chooser, 0, f.state.hands[victim][0], then))
    else:
        f.add(ev.PenaltyDue(victim, chooser, then))
        return
    go_on(f, then)


def take_penalty(f: Flow, position: int) -> None:
    p = f.state.penalty
    assert p is not None
    f.add(ev.PenaltyTaken(p.victim, p.chooser, position, f.state.hands[p.victim][position], p.then))
    go_on(f, p.then)


def go_on(f: Flow, then: str) -> None:
    if then == THEN_END:
        end_turn(f)
    elif then == THEN_EFFECT:
        effect(f)
    else:
        substitute(f)


# ---- the effect -----------------------------------------------------------------------------
def effect(f: Flow) -> None:
    """The declaration stands: attacks pick a hidden card; other cards join the herd."""
    s = f.state
    play = s.play
    assert play is not None
    if play.identity not in HAND_ATTACKS | HERD_ATTACKS:
        join_herd(f)
        return
    assert play.target is not None
    choices = pick_range(s)
    if choices == 0:  # the target lost its last card to the challenge's penalty
        f.add(ev.NothingToTake(play.seat, play.target))
        join_herd(f)
    elif choices == 1:
        select(f, 0)
    else:
        f.add(ev.Awaiting(play.seat, SELECT))


def select(f: Flow, position: int) -> None:
    """The attacker's pick; the defender may then claim a Laser Pointer, if it has another card."""
    s = f.state
    play = s.play
    assert play is not None and play.target is not None
    f.add(ev.Selected(play.seat, play.target, position))
    if presentable(f.state):
        f.add(ev.Awaiting(play.target, INTERCEPT))
    else:
        reveal(f)


def reveal(f: Flow) -> None:
    """No interception stands: the picked card is shown (to the two players, for a steal) and
    the attack lands, unless it is ineffective against itself."""
    s = f.state
    play, picked = s.play, s.selected
    assert play is not None and play.target is not None and picked is not None
    target = play.target
    card = s.herd_down[target][picked] if play.identity == ANIMAL_CONTROL else s.hands[target][picked]
    if card == play.identity:
        back = None if play.identity == ANIMAL_CONTROL else f.rng.randrange(len(s.hands[target]))
        f.add(ev.Thwarted(play.seat, target, card, back))
        end_turn(f)
        return
    if play.identity == CATNIP:
        f.add(ev.CardStolen(play.seat, target, card, f.herd_place(play.seat)))
    else:
        f.add(ev.CardRemoved(play.seat, target, card))
    join_herd(f)


def substitute(f: Flow) -> None:
    """The Laser Pointer claim stands: it goes instead of the picked card; the attack's card
    still joins the attacker's herd."""
    s = f.state
    play, claim = s.play, s.claim
    assert play is not None and claim is not None
    place = f.herd_place(play.seat) if play.identity == CATNIP else None
    f.add(ev.InterceptStood(claim.seat, play.seat, place))
    join_herd(f)


def join_herd(f: Flow) -> None:
    play = f.state.play
    assert play is not None
    f.add(ev.JoinedHerd(play.seat, play.identity, f.herd_place(play.seat)))
    end_turn(f)


def end_turn(f: Flow) -> None:
    """The game ends when a hand is empty at the end of a turn; else the next player's turn."""
    s = f.state
    if any(not hand for hand in s.hands):
        herds = [s.herd_down[p] + s.herd_up[p] for p in range(s.players)]
        scores = tuple(score(herds[p], len(s.hands[p])) for p in range(s.players))
        won = winners(scores, [len(d) for d in s.herd_down], [len(h) for h in herds], s.tie_breaker)
        f.add(ev.GameEnded(tuple(tuple(d) for d in s.herd_down), scores, won))
        return
    f.add(ev.TurnBegan((s.current + 1) % s.players, s.turn_number + 1))
