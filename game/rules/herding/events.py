"""Everything that can happen in a Herding Cats game, with who sees what. Random outcomes
(the places cards go in a hand or herd) are written in, seen only by that hand's or herd's owner."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...engine.events import EVERYONE, Event


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """Every hand, in its holder's order, and the 2 cards each player removes unseen.

    Each seat sees its own hand; other hands as "?" per card; the removed cards are never shown.
    """

    hands: tuple[tuple[str, ...], ...]
    removed: tuple[tuple[str, ...], ...]
    first: int
    herds: tuple[tuple[str, ...], ...] = ()      # face down (scenario tables only)
    herds_up: tuple[tuple[str, ...], ...] = ()   # face up (scenario tables only)
    discards: tuple[tuple[str, ...], ...] = ()   # (scenario tables only)

    def seen_by(self, seat: int) -> Event:
        if seat == EVERYONE:
            return self
        hands = tuple(h if i == seat else ("?",) * len(h) for i, h in enumerate(self.hands))
        herds = tuple(h if i == seat else ("?",) * len(h) for i, h in enumerate(self.herds))
        removed = tuple(("?",) * len(r) for r in self.removed)
        return replace(self, hands=hands, herds=herds, removed=removed)


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """`seat` plays a card face down (its printed type seen by `seat` only) and declares it."""

    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    identity: str
    target: int | None
    card: str | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`seat` lets a claim stand. Not in the log: a window nobody answers needs no line."""

    in_log: ClassVar[bool] = False
    seat: int


@dataclass(frozen=True, slots=True)
class Challenged(Event):
    """`seat` was first to challenge `claimant`'s claim."""

    seat: int
    claimant: int


@dataclass(frozen=True, slots=True)
class ClaimRevealed(Event):
    """The challenged card, shown to everyone: the played card (`what` "play") or the card
    presented as a Laser Pointer ("intercept"). A bluff's card is discarded face up."""

    seat: int
    card: str
    truthful: bool
    what: str


@dataclass(frozen=True, slots=True)
class PenaltyDue(Event):
    """`chooser` must pick a hidden card of `victim`'s hand to discard. Bookkeeping."""

    in_log: ClassVar[bool] = False
    victim: int
    chooser: int
    then: str


@dataclass(frozen=True, slots=True)
class PenaltyTaken(Event):
    """The card at `position` of `victim`'s hand, picked blind by `chooser`, is discarded face up."""

    victim: int
    chooser: int
    position: int
    card: str
    then: str


@dataclass(frozen=True, slots=True)
class NoPenalty(Event):
    """`victim` has no card in hand: the penalty does nothing."""

    victim: int
    then: str


@dataclass(frozen=True, slots=True)
class Awaiting(Event):
    """The game waits for `seat`'s choice named `prompt`. Bookkeeping: not in the log."""

    in_log: ClassVar[bool] = False
    seat: int
    prompt: str


@dataclass(frozen=True, slots=True)
class Selected(Event):
    """The attacker picked the hidden card at `position` of the target's hand or face-down herd."""

    seat: int
    target: int
    position: int


@dataclass(frozen=True, slots=True)
class Intercepted(Event):
    """`seat` claims a Laser Pointer: the presented card (which one, and what it is, seen by
    `seat` only; a face-up Laser Pointer is public)."""

    hidden: ClassVar[tuple[str, ...]] = ("index", "card")
    seat: int
    face_up: bool
    index: int | None
    card: str | None

    def audience(self) -> frozenset[int] | None:
        return None if self.face_up else frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class InterceptDeclined(Event):
    in_log: ClassVar[bool] = False
    seat: int


@dataclass(frozen=True, slots=True)
class InterceptStood(Event):
    """The Laser Pointer claim stands: the presented card is discarded as a Laser Pointer, or
    (against Catnip) joins the attacker's herd face down as one, at `herd_position` (seen by the
    attacker only)."""

    hidden: ClassVar[tuple[str, ...]] = ("herd_position",)
    seat: int
    attacker: int
    herd_position: int | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.attacker})


@dataclass(frozen=True, slots=True)
class Thwarted(Event):
    """Ineffective against itself: the picked card is `card`, the attack's own identity. A hand
    card goes back into the hand at `position` (seen by its holder only); a herd card turns face
    up. The attacker's played card is discarded face up as what it was declared."""

    hidden: ClassVar[tuple[str, ...]] = ("position",)
    seat: int
    target: int
    card: str
    position: int | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.target})


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    """Alley Cat or Animal Control: the picked card, shown, is discarded from `target`'s hand or herd."""

    seat: int
    target: int
    card: str


@dataclass(frozen=True, slots=True)
class CardStolen(Event):
    """Catnip: the picked card joins `seat`'s herd face down. What it is: seen by the two
    players; where it went in the herd: seen by `seat` only."""

    seat: int
    target: int
    card: str | None
    herd_position: int | None

    def seen_by(self, viewer: int) -> Event:
        if viewer == EVERYONE or viewer == self.seat:
            return self
        if viewer == self.target:
            return replace(self, herd_position=None)
        return replace(self, card=None, herd_position=None)


@dataclass(frozen=True, slots=True)
class NothingToTake(Event):
    """The target's hand is empty when the attack comes: nothing is picked."""

    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class JoinedHerd(Event):
    """The played card joins `seat`'s herd face down as its declared identity, at `position`
    (seen by `seat` only)."""

    hidden: ClassVar[tuple[str, ...]] = ("position",)
    seat: int
    identity: str
    position: int | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """A hand was empty at the end of a turn: every herd is shown and scored."""

    herds: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        Dealt, TurnBegan, Declared, Passed, Challenged, ClaimRevealed, PenaltyDue, PenaltyTaken, NoPenalty,
        Awaiting, Selected, Intercepted, InterceptDeclined, InterceptStood, Thwarted, CardRemoved,
        CardStolen, NothingToTake, JoinedHerd, GameEnded,
    )
}
