"""Everything that can happen in a Kittens game. Random outcomes are written in."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...engine.events import EVERYONE, Event, interned
from ...engine.records import maker
from .cards import IMPLODING, KITTENS


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The game is set up: every hand, the draw pile (top first), the first player.

    Each seat sees its own hand; other hands and the pile as "?" per card (their sizes are public).

    `discard` starts empty in a dealt game (scenarios may fill it); `removed` are the cards
    set aside at setup (extra Kittens and Defuses), public knowledge.
    """

    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...] | None
    first: int
    discard: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()

    def seen_by(self, seat: int) -> Event:
        if seat == EVERYONE:
            return self
        hands = tuple(h if i == seat else ("?",) * len(h) for i, h in enumerate(self.hands))
        return replace(self, hands=hands, draw=None if self.draw is None else ("?",) * len(self.draw))


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """A card or combo is played face up; a response window opens."""

    seat: int
    cards: tuple[str, ...]
    target: int | None = None
    named: str | None = None


@dataclass(frozen=True, slots=True)
class Noped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`seat` lets the play happen. Not in the log: a window nobody answers needs no line."""

    in_log: ClassVar[bool] = False
    seat: int


@dataclass(frozen=True, slots=True)
class PlayResolved(Event):
    """The window closed: the play happens, or an odd number of Nopes cancelled it."""

    cancelled: bool

    @property
    def in_log(self) -> bool:  # type: ignore[override]
        """Only a cancelled play needs a line: one that goes ahead shows by what it does."""
        return self.cancelled


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """`seat` now owes `turns` turns; `attacked` when they came from an attack."""

    seat: int
    turns: int
    attacked: bool = False


@dataclass(frozen=True, slots=True)
class DirectionReversed(Event):
    direction: int


@dataclass(frozen=True, slots=True)
class PileShuffled(Event):
    """The draw pile, shuffled; its new order is seen by nobody."""

    hidden: ClassVar[tuple[str, ...]] = ("pile",)
    pile: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset()


@dataclass(frozen=True, slots=True)
class FutureSeen(Event):
    """`seat` looks at the top cards of the draw pile."""

    hidden: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class FutureArranged(Event):
    """`seat` put the top cards back in this order (top first)."""

    hidden: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class Awaiting(Event):
    """The game now waits for `seat`'s private choice named `prompt`. Bookkeeping: the log
    does not show it (the next events say what was chosen)."""

    in_log: ClassVar[bool] = False
    seat: int
    prompt: str


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card goes from one hand to another: `how` is "favor", "steal" or "named".

    A named card is handed over in the open; the others are seen only by the two players.
    """

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    giver: int
    receiver: int
    card: str | None
    how: str

    def audience(self) -> frozenset[int] | None:
        return None if self.how == "named" else frozenset({self.giver, self.receiver})


@dataclass(frozen=True, slots=True)
class NothingTaken(Event):
    """A Favor, steal or named request found nothing to take (`named`: the card asked for)."""

    seat: int
    target: int
    named: str | None = None


@dataclass(frozen=True, slots=True)
class DiscardTaken(Event):
    """Five different: `seat` takes `card` from the discard pile."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """`seat` draws a card (from the bottom with Draw from the Bottom).

    A Kitten is shown to everyone at once; any other card only to the drawer.
    """

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None
    bottom: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.card in KITTENS else frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class Defused(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class KittenPlaced(Event):
    """`seat` puts `card` back into the draw pile at `position` (0 = top), in secret; except the
    Imploding Kitten put face up on top, where everyone sees it."""

    hidden: ClassVar[tuple[str, ...]] = ("position",)
    seat: int
    card: str
    position: int | None

    @property
    def face_up_on_top(self) -> bool:
        return self.card == IMPLODING and self.position == 0

    def audience(self) -> frozenset[int] | None:
        return None if self.face_up_on_top else frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    """`seat` explodes or implodes: out, with its hand and the Kitten discarded."""

    seat: int
    kitten: str
    hand: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int


# ---- Zombie Kittens ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Died(Event):
    """`seat` dies: it keeps its hand, its Exploding Kitten lies face up in front of it."""

    seat: int


@dataclass(frozen=True, slots=True)
class Resurrected(Event):
    """`seat`'s Zombie Kitten brings `risen` back to life; `seat` takes `risen`'s Kitten."""

    seat: int
    risen: int


@dataclass(frozen=True, slots=True)
class KittenHidden(KittenPlaced):
    """A Zombie Kitten's player puts an Exploding Kitten back in secret: only the placer and
    the `watchers` (who played Clairvoyance) see the position."""

    watchers: tuple[int, ...] = ()

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat, *self.watchers))


@dataclass(frozen=True, slots=True)
class Foresight(Event):
    """Clairvoyance takes effect: `seat` will see where the Kittens are put back."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardFed(Event):
    """Feed the Dead: living `giver` gives dead `receiver` a card; only the two see which."""

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    giver: int
    receiver: int
    card: str | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.giver, self.receiver})


@dataclass(frozen=True, slots=True)
class CardBuried(Event):
    """Grave Robber: dead `seat` puts a card of its hand on the draw pile (shuffled after);
    only it sees which."""

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class CardDug(CardDrawn):
    """Dig Deeper: `seat` leaves the top card and draws the second one."""


@dataclass(frozen=True, slots=True)
class EndsSwapped(Event):
    """Swap Top and Bottom: the draw pile's top and bottom cards change places, in the open."""


@dataclass(frozen=True, slots=True)
class PlayFinished(Event):
    """The play's effect is done: back to the window it interrupted, or to the turn.
    Bookkeeping: the log does not show it."""

    in_log: ClassVar[bool] = False


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        Dealt, CardsPlayed, Noped, Passed, PlayResolved, TurnBegan, DirectionReversed, PileShuffled,
        FutureSeen, FutureArranged, Awaiting, CardMoved, NothingTaken, DiscardTaken, CardDrawn,
        Defused, KittenPlaced, Eliminated, GameWon,
    )
}
# Zombie Kittens logs hold the family's events and its own.
ZOMBIE_EVENT_TYPES: dict[str, type[Event]] = {
    **EVENT_TYPES,
    **{
        cls.__name__: cls
        for cls in (
            Died, Resurrected, KittenHidden, Foresight, CardFed, CardBuried, CardDug, EndsSwapped, PlayFinished,
        )
    },
}

# One shared object per argument list for the events every game repeats most (a pass for each
# seat in each response window, each turn's start): see `engine.events.interned`.
passed = interned(Passed)
noped = interned(Noped)
resolved = interned(PlayResolved)
turn_began = interned(TurnBegan)
card_drawn = interned(CardDrawn)
cards_played = maker(CardsPlayed)  # every field given: seat, cards, target, named
awaiting = interned(Awaiting)
