"""What the table shows right now: the viewer's view, stepped event by event while animating.

The app acts only when the animations of the last batch of events have finished, so the
shown table starts each batch equal to the viewer's view and follows each redacted event as
its animation plays; when the batch is done it is set from the view again (the family's kit
builds it: `TableKit.shown`). It holds only what the viewer may see, and it is never used to
decide anything. This base holds what the shell draws for every family (plates and hand); a
family's subclass adds its own (piles, direction of play...).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Event
from ...i18n import _
from ...saves import SPECTATOR

__all__ = ["SPECTATOR", "ShownTable"]


@dataclass
class ShownTable:
    viewer: int  # a seat, or a negative number for a spectator
    players: int
    hand: list[str] = field(default_factory=list)  # the viewer's cards, sorted
    counts: list[int] = field(default_factory=list)  # cards in each seat's hand
    alive: list[bool] = field(default_factory=list)
    current: int | None = None  # whose turn (None: a game with no turns)
    winner: int | None = None
    direction: int = 1  # the way play goes round the plates: 1 or -1
    dealing: bool = False  # the deal is being shown: nobody's turn has begun on the plates

    def __post_init__(self) -> None:
        self.counts = self.counts or [0] * self.players
        self.alive = self.alive or [True] * self.players

    @property
    def sees_hand(self) -> bool:
        return 0 <= self.viewer < self.players

    def key(self) -> tuple:
        """Everything the shell draws from this (the backdrop is drawn again when it changes)."""
        return (tuple(self.counts), tuple(self.alive), self.current, self.winner, self.direction, self.dealing)

    def plate_status(self, seat: int) -> str:
        """The words in the current player's plate."""
        # TRANSLATORS: in the plate of the player whose turn it is, after their number of cards
        return _("playing")

    def out_word(self, seat: int) -> str:
        """The words in the plate of a player who is out."""
        # TRANSLATORS: in the plate of a player who is out of the game, in capitals
        return _("OUT")

    def out_forms(self, seat: int) -> tuple[str, ...]:
        """An out player's plate words, longest first: the plate shows the first that fits."""
        return (self.out_word(seat),)

    def may_return(self, seat: int) -> bool:
        """Whether `seat`, out now, may still come back into the game (then it never sees every
        hand while it watches)."""
        return False

    # ---- stepping ----------------------------------------------------------------------------
    def give(self, seat: int, card: str | None) -> None:
        self.counts[seat] += 1
        if seat == self.viewer and card:
            self.hand.append(card)
            self.hand.sort()

    def take(self, seat: int, card: str | None) -> None:
        self.counts[seat] = max(0, self.counts[seat] - 1)
        if seat == self.viewer and card in self.hand:
            self.hand.remove(card)

    def apply(self, e: Event) -> None:
        """Follow one event (as the viewer sees it); the base follows none."""
