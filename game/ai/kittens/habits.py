"""What each other player does, learnt from the public log: a model of each opponent for
Hard's playouts.

- Nopes: how often a seat Nopes a play aimed at it (an Attack on it, a Favor, steal or
  Targeted Attack on it) and a play that is not, out of the windows it could answer. Only
  a seat holding a Nope can Nope, so the counted chances are discounted by the chance it
  held one (`HOLD`); a prior keeps few observations from swinging the estimate.
- Looseness: moves no rules-of-thumb player makes (pairs of action cards, three of a kind
  not asking for a saver, Noping what does not hurt it, an escape or a Shuffle while the pile
  is safe and it saw nothing of it this turn), per turn it played: a loose player's moves
  look random, and the playouts let it move at random that often.

Everything here comes from events every seat sees; nothing reads a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.events import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import (
    ALTER_FUTURE,
    ATTACK,
    ATTACK_DEAD,
    CATS,
    DEFUSE,
    FERAL,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    SUPER_SKIP,
    ZOMBIE,
)

HOLD = 0.45            # the chance a seat holds a Nope when a window opens (about, big hands)
AIMED_PRIOR = (4.0, 1.0)   # Nopes, passes before any window: most players Nope an attack on them...
OTHER_PRIOR = (0.3, 3.0)   # ...and few Nope what does not hurt them
SAFE_RISK = 0.13       # a pile this safe gives a careful player no reason to escape or shuffle
LOOSE_TURNS = 4.0      # turns observed before looseness counts fully
LOOSE_SEEN = 0.5       # the share of a random player's loose moves these tests catch
MAX_LOOSE = 0.8
ESCAPES = (ATTACK, SKIP, SUPER_SKIP, ATTACK_DEAD, SHUFFLE)


@dataclass(frozen=True, slots=True)
class Model:
    """How one seat plays, as the playouts use it: the chance it Nopes an aimed play or
    another play when it holds a Nope, and the chance a move of its is random."""

    nope_aimed: float
    nope_other: float
    loose: float


CAREFUL = Model(nope_aimed=AIMED_PRIOR[0] / sum(AIMED_PRIOR), nope_other=0.0, loose=0.0)


class Habits:
    def __init__(self, seat: int):
        self.seat = seat
        self.players = 0
        self.alive: list[bool] = []
        self.direction = 1
        self.pile = 0
        self.aimed: dict[int, list[float]] = {}   # seat -> [Nopes, chances]
        self.other: dict[int, list[float]] = {}
        self.loose: dict[int, int] = {}
        self.turns: dict[int, int] = {}
        self._play: ev.CardsPlayed | None = None
        self._nopers: set[int] = set()
        self._current = 0
        self._peeked = False  # the current player saw the pile's top this turn

    # ---- events ----------------------------------------------------------------------------
    def observe(self, event: Event) -> None:
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _dealt(self, event: ev.Dealt) -> None:
        self.players = len(event.hands)
        self.alive = [True] * self.players
        self.pile = len(event.draw or ())
        self.aimed = {s: [0.0, 0.0] for s in range(self.players)}
        self.other = {s: [0.0, 0.0] for s in range(self.players)}
        self.loose = dict.fromkeys(range(self.players), 0)
        self.turns = dict.fromkeys(range(self.players), 0)
        self._current = event.first

    def _turn(self, event: ev.TurnBegan) -> None:
        self._current, self._peeked = event.seat, False
        if event.seat in self.turns:
            self.turns[event.seat] += 1

    def _played(self, event: ev.CardsPlayed) -> None:
        self._close()
        self._play, self._nopers = event, set()
        if not self.players:
            return
        cards = event.cards
        if cards[0] in (SEE_FUTURE, ALTER_FUTURE):
            self._peeked = True
        loose = careless(cards, event.named)
        living = max(1, sum(self.alive))
        if len(cards) == 1 and cards[0] in ESCAPES and event.seat == self._current and not self._peeked:
            loose = loose or (living - 1) / max(1, self.pile) < SAFE_RISK
        if loose:
            self.loose[event.seat] += 1

    def _noped(self, event: ev.Noped) -> None:
        self._nopers.add(event.seat)

    def _resolved(self, event: ev.PlayResolved) -> None:
        self._close()

    def _close(self) -> None:
        """Count the window that just closed: who could Nope, who did."""
        play, self._play = self._play, None
        if play is None or not self.players or play.cards == (ZOMBIE,):
            return
        victim = self._victim(play)
        for s in range(self.players):
            if s in (self.seat, play.seat) or not self.alive[s]:
                continue
            tally = self.aimed[s] if s == victim else self.other[s]
            tally[1] += 1
            if s in self._nopers:
                tally[0] += 1
                if s != victim:
                    self.loose[s] += 1

    def _victim(self, play: ev.CardsPlayed) -> int | None:
        if play.cards[0] in (ATTACK, ATTACK_DEAD) and len(play.cards) == 1:
            seat = play.seat
            for _ in range(self.players):
                seat = (seat + self.direction) % self.players
                if self.alive[seat]:
                    return seat
            return None
        return play.target

    def _out(self, event: ev.Eliminated | ev.Died) -> None:
        if self.alive:
            self.alive[event.seat] = False

    def _risen(self, event: ev.Resurrected) -> None:
        if self.alive:
            self.alive[event.risen] = True

    def _reversed(self, event: ev.DirectionReversed) -> None:
        self.direction = event.direction

    def _drawn(self, event: ev.CardDrawn) -> None:
        self.pile = max(0, self.pile - 1)

    def _grew(self, event: Event) -> None:
        self.pile += 1

    def _seen(self, event: ev.FutureSeen) -> None:
        if event.seat == self._current:
            self._peeked = True

    # ---- the model -------------------------------------------------------------------------
    def model(self, seat: int) -> Model:
        """How `seat` plays, from what it did in public."""
        if seat not in self.aimed:
            return CAREFUL
        return Model(
            nope_aimed=_rate(self.aimed[seat], AIMED_PRIOR),
            nope_other=_rate(self.other[seat], OTHER_PRIOR),
            loose=min(MAX_LOOSE, self.loose[seat] / LOOSE_SEEN / max(LOOSE_TURNS, self.turns[seat])),
        )


def _rate(tally: list[float], prior: tuple[float, float]) -> float:
    """Nopes per window in which it held a Nope, by a Beta prior over the discounted chances."""
    nopes, chances = tally
    yes, no = prior
    return min(1.0, (nopes + yes) / (yes + no + chances * HOLD))


def careless(cards: tuple[str, ...], named: str | None) -> bool:
    """A combo a careful player would not make: action cards paired, three of a kind not asking
    for a saver, or a Defuse thrown in."""
    if DEFUSE in cards:
        return True
    if len(cards) == 2:
        return not set(cards) <= CATS | {FERAL}
    return len(cards) == 3 and named not in (DEFUSE, ZOMBIE)


_HANDLERS = {
    ev.Dealt: Habits._dealt,
    ev.TurnBegan: Habits._turn,
    ev.CardsPlayed: Habits._played,
    ev.Noped: Habits._noped,
    ev.PlayResolved: Habits._resolved,
    ev.Eliminated: Habits._out,
    ev.Died: Habits._out,
    ev.Resurrected: Habits._risen,
    ev.DirectionReversed: Habits._reversed,
    ev.CardDrawn: Habits._drawn,
    ev.CardDug: Habits._drawn,
    ev.KittenPlaced: Habits._grew,
    ev.KittenHidden: Habits._grew,
    ev.CardBuried: Habits._grew,
    ev.FutureSeen: Habits._seen,
}
