"""Everything that can happen in Kombat Kittens. Random outcomes are written in; every event
says who sees what (a face-down commit and a drawn card are seen only by their owner)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...engine.events import EVERYONE, Event


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The table: hands, draw pile (top first), Litter Box, captured treasure, kept Dogs, the
    deck number and the first player. Each seat sees its own hand; other hands and the pile as
    "?" per card."""

    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]
    first: int
    kept_dogs: int
    litter: tuple[str, ...] = ()
    treasure: tuple[tuple[str, ...], ...] = ()
    deck: int = 1
    bottom_dog: bool = True

    def seen_by(self, seat: int) -> Event:
        if seat == EVERYONE:
            return self
        hands = tuple(h if i == seat else ("?",) * len(h) for i, h in enumerate(self.hands))
        return replace(self, hands=hands, draw=("?",) * len(self.draw))


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class BattleAnnounced(Event):
    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class HelpAsked(Event):
    """`seat` asks `helper` for help; `helper` None: it fights alone."""

    seat: int
    helper: int | None


@dataclass(frozen=True, slots=True)
class HelpAnswered(Event):
    helper: int
    side: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class Awaiting(Event):
    """The game now waits for `seats` in `phase`. Bookkeeping: the log does not show it."""

    in_log: ClassVar[bool] = False
    phase: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """`seat` commits face down: `cards` (empty: a forfeit), seen only by `seat` until the reveal."""

    hidden: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})

    def seen_by(self, seat: int) -> Event:
        return self if seat in (EVERYONE, self.seat) else Committed(self.seat, None)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """Every commit turned up at once: (seat, cards) in seat order; no cards means a forfeit."""

    stage: str
    shown: tuple[tuple[int, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True)
class BattleDecided(Event):
    """The outcome: `winner` and `loser` combatants (None for a tie or a double forfeit);
    `hands` names each side's best hand (seat, words)."""

    winner: int | None
    loser: int | None
    tie: bool
    hands: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    """`seat` takes `played` from the losing side's played cards and `stolen` from `loser`'s
    captured treasure."""

    seat: int
    loser: int
    played: tuple[str, ...]
    stolen: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TreasureGiven(Event):
    seat: int
    helper: int
    card: str


@dataclass(frozen=True, slots=True)
class FightCleared(Event):
    """The fight is over; its remaining played cards go to the Litter Box."""

    discarded: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """`seat` draws a card; only it sees which."""

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})

    def seen_by(self, seat: int) -> Event:
        return self if seat in (EVERYONE, self.seat) else CardDrawn(self.seat, None)


@dataclass(frozen=True, slots=True)
class DogDrawn(Event):
    """`seat` draws a Dog: it is set aside face up, and `seat` draws again."""

    seat: int


@dataclass(frozen=True, slots=True)
class PileRefilled(Event):
    """The Litter Box is shuffled into the empty draw pile; its order is seen by nobody."""

    hidden: ClassVar[tuple[str, ...]] = ("pile",)
    pile: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset()


@dataclass(frozen=True, slots=True)
class DogfightBegan(Event):
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DogWon(Event):
    """`seat` takes the Dog as treasure (None: everyone forfeited; the Dog goes to the Litter Box)."""

    seat: int | None


@dataclass(frozen=True, slots=True)
class DeckBuilt(Event):
    """The second deck: the Litter Box (and any cards left) shuffled, the kept Dogs inside."""

    hidden: ClassVar[tuple[str, ...]] = ("pile",)
    deck: int
    pile: tuple[str, ...] | None

    def audience(self) -> frozenset[int] | None:
        return frozenset()


@dataclass(frozen=True, slots=True)
class TiebreakBegan(Event):
    """Tied top scores: these seats play a three-card hand at once."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameStalled(Event):
    """A whole round of turns passed with no card revealed in any battle or Dogfight: the game
    ends here, scored as usual (a dead game)."""


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        Dealt, TurnBegan, BattleAnnounced, HelpAsked, HelpAnswered, Awaiting, Committed, Revealed,
        BattleDecided, TreasureTaken, TreasureGiven, FightCleared, CardDrawn, DogDrawn, PileRefilled,
        DogfightBegan, DogWon, DeckBuilt, TiebreakBegan, GameStalled, GameOver,
    )
}
