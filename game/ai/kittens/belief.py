"""What a Hard seat infers from what it saw happen: where others put Kittens back, who holds
a Defuse.

Placement: each other seat is one of two kinds, a *top placer* (puts a defused Kitten where the
next player draws it, most of the time: on top, or under the draws it still owes itself under
an Attack) or a *hider* (anywhere, uniformly). Each time the top card after one of its
placements is revealed to another player's draw (a Kitten or not; the placer's own safe draws
of the turns it still owes test nothing), Bayes' rule updates the odds of the two kinds for
that seat. A seat starts as a likely top placer unless it has made moves
no careful player makes (Noping what does not hurt it, pairs of action cards, three of a kind
not asking for a Defuse): then it is taken for a hider.

Flight: a careful player who looks at the top (See the Future, Alter the Future, Dig Deeper)
and then avoids it (escapes without drawing, draws from the bottom, digs past it) has most
likely seen a Kitten there, and left it for the next player. Until the top card changes, the
belief counts that Kitten too, weighed by the odds that the player is careful (its top-placer
odds).

A Zombie Kittens resurrection puts two Kittens back in a row: a top placer's both lie on top,
so the belief counts the untested Kittens one placer just put back (`fresh_count`), and the
second stays fresh after the first comes off the top.

Savers: everyone is dealt one life-saving card (a public rule): a Defuse, or in Zombie Kittens a
Zombie Kitten. The estimate for each other seat goes down when it uses one (defuses, plays a
Zombie Kitten, dies without one) or loses one to a named request, shifts with the odds when a
hidden card is stolen, and rises by the pile's share of savers with each card it draws. The
dead of Zombie Kittens keep their hands, and their estimate with them.

Samples stay consistent with the view either way: this only weighs them.
"""

from __future__ import annotations

import random

from ...engine.events import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import ATTACK, DEFUSE, DRAW_BOTTOM, EXPLODING, KITTENS, ZOMBIE
from ...rules.kittens.determinize import deck_of, determinize
from ...rules.kittens.state import KittensState, Play
from ...rules.kittens.view import KittensView
from .habits import Habits, careless
from .knowledge import ESCAPES
from .sampling import favour, kittens_on_top

TOP_PLACER_AIM = 0.9  # how often a top placer really puts it on top
FLIGHT_AIM = 0.9      # how often a careful player's flight after a look means a Kitten on top
CAREFUL_ODDS = 0.8    # the chance a seat is a top placer, before any test...
ERRATIC_ODDS = 0.1    # ...and for a seat that plays carelessly


class KittensBelief:
    def __init__(self, seat: int):
        self.seat = seat
        self.fresh: int | None = None  # who put Kittens back that no top draw has tested yet
        self.fresh_count = 0           # how many it put back in a row (two after a resurrection)
        self.tested = False            # whether a top draw already tested that placement
        self.fresh_pile = 1            # the pile's size after that placement
        self.top_placer: dict[int, float] = {}  # seat -> chance it is a top placer
        self.erratic: set[int] = set()
        self.saver = DEFUSE            # the life-saving card of this game
        self.defuses: list[float] = []  # expected savers in each hand
        self.habits = Habits(seat)     # what each other seat does in windows and with turns
        self._counts: tuple[int, ...] = ()
        self._pile = 1
        self._pile_rate = 0.0          # the chance an unseen pile card is a saver
        self._play: ev.CardsPlayed | None = None
        self._nopes = 0
        self._looked: int | None = None  # who looked at the top this turn (not this seat)
        self.fled: int | None = None     # who looked and fled, leaving the top card as it was

    # ---- what the seat sees ----------------------------------------------------------------
    def see(self, view: KittensView) -> None:
        """Refresh the public numbers the estimates need (hand sizes, the pile's savers)."""
        self._counts = view.hand_counts
        self._pile = view.draw_count
        self.saver = ZOMBIE if view.rules.undead else DEFUSE
        if not self.defuses:
            return
        for s in range(view.players):
            keeps = view.alive[s] or view.rules.undead
            self.defuses[s] = min(self.defuses[s], view.hand_counts[s]) if keeps else 0.0
        saver = self.saver
        deck = deck_of(view)
        unplaced = deck[saver] - view.hand.count(saver) - view.discard.count(saver) - view.removed.count(saver)
        unplaced -= sum(d for s, d in enumerate(self.defuses) if s != self.seat)
        unknown = view.draw_count - len(view.known_pile)
        self._pile_rate = max(0.0, unplaced) / unknown if unknown > 0 else 0.0

    def observe(self, event: Event) -> None:
        self._observe_flight(event)
        self._observe_placement(event)
        self._observe_defuses(event)
        self.habits.observe(event)

    def _observe_placement(self, event: Event) -> None:
        if isinstance(event, ev.KittenPlaced):
            self._pile += 1
            mine = event.seat == self.seat or event.card != EXPLODING
            if mine:
                self.fresh, self.fresh_count = None, 0
            else:
                again = self.fresh == event.seat and not self.tested
                self.fresh_count = self.fresh_count + 1 if again else 1
                self.fresh, self.fresh_pile, self.tested = event.seat, self._pile, False
        elif isinstance(event, ev.CardDrawn):
            self._pile = max(0, self._pile - 1)
            if event.bottom or self.fresh is None or isinstance(event, ev.CardDug):
                return  # the top card stays where it was (Dig Deeper takes the one below)
            kitten = event.card in KITTENS
            if event.seat == self.fresh and not kitten and not self.tested:
                return  # the placer's own owed draw: a careful placer left the Kitten under it
            if not self.tested:
                self._test(self.fresh, kitten)
                self.tested = True
            # A Kitten that came off the top uncovers the next one a top placer put there.
            self.fresh_count = self.fresh_count - 1 if kitten else 0
            if self.fresh_count <= 0:
                self.fresh, self.fresh_count = None, 0
        elif isinstance(event, ev.Dealt):
            self.fresh, self.fresh_count = None, 0
            self._counts = tuple(len(hand) for hand in event.hands)
            self._pile = len(event.draw or ())
            if ZOMBIE in event.hands[self.seat]:
                self.saver = ZOMBIE
        elif isinstance(event, (ev.PileShuffled, ev.FutureArranged)):
            self.fresh, self.fresh_count = None, 0
        elif isinstance(event, ev.CardBuried):
            self._pile += 1
        elif isinstance(event, ev.CardsPlayed):
            self._play, self._nopes = event, 0
            if careless(event.cards, event.named):
                self.erratic.add(event.seat)
        elif isinstance(event, ev.Noped) and self._play is not None:
            aimed = self._play.cards == (ATTACK,) or self._play.target == event.seat
            if self._nopes % 2 or not aimed:
                self.erratic.add(event.seat)
            self._nopes += 1

    def _observe_flight(self, event: Event) -> None:
        """Who looked at the top this turn, and whether it then avoided the top card."""
        if isinstance(event, ev.FutureSeen):
            self._looked = None if event.seat == self.seat else event.seat
        elif isinstance(event, ev.PlayResolved):
            play = self._play
            if not event.cancelled and play is not None and play.seat == self._looked and _flight(play):
                self.fled, self._looked = play.seat, None
        elif isinstance(event, ev.TurnBegan):
            self._looked = None
        elif isinstance(event, ev.CardDug):  # it looked at the top, and left it
            self.fled = None if event.seat == self.seat else event.seat
        elif isinstance(event, _TOP_CHANGES) and not (isinstance(event, ev.CardDrawn) and event.bottom):
            self.fled = None
            if not (isinstance(event, ev.FutureArranged) and event.seat == self._looked):
                self._looked = None  # what it saw has moved (unless it arranged it itself)

    def _test(self, seat: int, kitten_on_top: bool) -> None:
        """Bayes' rule over the two kinds, given what came off the top after `seat` placed."""
        odds = self._odds(seat)
        uniform = min(1.0, self.fresh_count / self.fresh_pile)
        if kitten_on_top:
            top, hide = TOP_PLACER_AIM, uniform
        else:
            top, hide = 1 - TOP_PLACER_AIM, 1 - uniform
        self.top_placer[seat] = odds * top / (odds * top + (1 - odds) * hide)

    def _odds(self, seat: int) -> float:
        default = ERRATIC_ODDS if seat in self.erratic else CAREFUL_ODDS
        return self.top_placer.get(seat, default)

    def top_odds(self, seat: int) -> float:
        """The chance `seat` is a top placer (puts a Kitten back on top most of the time)."""
        return self._odds(seat)

    def _observe_defuses(self, event: Event) -> None:
        if isinstance(event, ev.Dealt):
            self.defuses = [1.0] * len(event.hands)
            return
        if not self.defuses:
            return
        d = self.defuses
        if isinstance(event, ev.Defused) or (isinstance(event, ev.CardsPlayed) and event.cards == (ZOMBIE,)):
            d[event.seat] = max(0.0, d[event.seat] - 1)
        elif isinstance(event, ev.CardDrawn) and event.seat != self.seat:
            d[event.seat] += self._pile_rate
        elif isinstance(event, (ev.CardMoved, ev.CardFed)):
            giver, receiver = event.giver, event.receiver
            if event.card is not None:
                moved = 1.0 if event.card == self.saver else 0.0
            elif isinstance(event, ev.CardMoved) and event.how == "steal" and self._counts:
                moved = min(1.0, d[giver] / max(1, self._counts[giver]))
            else:
                moved = 0.0  # a Favor or a gift to the dead: nobody gives a saver away by choice
            d[giver] = max(0.0, d[giver] - moved)
            d[receiver] += moved
        elif isinstance(event, ev.NothingTaken) and event.named == self.saver:
            d[event.target] = 0.0
        elif isinstance(event, (ev.Eliminated, ev.Died)):
            d[event.seat] = 0.0  # out, or dead for want of a Zombie Kitten

    # ---- what the seat infers --------------------------------------------------------------
    def top_chance(self, depth: int = 0) -> float:
        """How likely the card at `depth` (0 = top) is a Kitten just put back or fled from (0
        if none is fresh): a top placer's Kittens lie on top, one under the other."""
        fled = self._odds(self.fled) * FLIGHT_AIM if self.fled is not None and depth == 0 else 0.0
        if self.fresh is None or depth >= self.fresh_count:
            return fled
        odds = self._odds(self.fresh)
        return max(fled, odds * TOP_PLACER_AIM + (1 - odds) / self.fresh_pile)

    def defuse_chance(self, seat: int) -> float:
        """How likely `seat` holds a saver, a Defuse or a Zombie Kitten (the expected count,
        capped at 1)."""
        return min(1.0, self.defuses[seat]) if self.defuses else 0.5

    def determinize(self, view: KittensView, rng: random.Random) -> KittensState:
        """A sample of the hidden cards, weighed by this belief (and consistent with the view)."""
        saver = ZOMBIE if view.rules.undead else DEFUSE
        expected = {
            s: max(0.0, self.defuses[s] - view.known_hands[s].count(saver))
            for s in range(view.players) if s != self.seat and self.defuses and (view.alive[s] or view.rules.undead)
        }
        if saver == DEFUSE:
            return determinize(view, rng, top_kitten=self.top_chance(), defuses=expected)
        state = determinize(view, rng)
        kittens_on_top(state, view, [self.top_chance(d) for d in range(self.fresh_count)], rng)
        favour(state, view, saver, expected, rng)
        return state


# Events after which the top card may differ (a draw from the bottom leaves it).
_TOP_CHANGES = (ev.CardDrawn, ev.PileShuffled, ev.FutureArranged, ev.KittenPlaced, ev.CardBuried,
                ev.EndsSwapped, ev.Dealt)


def _flight(play: ev.CardsPlayed) -> bool:
    """Whether a play avoids the top card: a single card (a Clone acting as the card it copies)
    that ends the turn without a draw, or draws from the bottom."""
    if len(play.cards) != 1:
        return False
    card = Play(play.seat, play.cards, play.target, play.named).acts_as
    return card in ESCAPES or card == DRAW_BOTTOM
