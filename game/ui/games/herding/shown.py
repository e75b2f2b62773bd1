"""The Herding Cats table as shown: herds, discard piles, the claim on the table, stepped by event.

It holds only what the viewer may see (their own face-down identities in their order; for the
others, which identities the viewer knows are somewhere in their face-down row), and it is never
used to decide anything: the kit's handlers step it as animations land, and after each batch the
table builds it again from the view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ....i18n import pgettext
from ....rules.herding.scoring import hand_bonus, herd_value
from ....rules.herding.view import HerdingView
from ...table.shown import ShownTable


@dataclass
class PlayShown:
    """The card face down on the table: its claim, and its printed card where the viewer knows it."""

    seat: int
    identity: str
    target: int | None
    card: str | None = None
    revealed: bool = False


@dataclass
class ClaimShown:
    """A Laser Pointer claim: the presented card, its printed type where the viewer knows it."""

    seat: int
    face_up: bool
    card: str | None = None
    revealed: bool = False
    index: int | None = None  # its place in the presenter's hand or herd (the presenter's alone)


@dataclass
class HerdingShown(ShownTable):
    herd: list[str] = field(default_factory=list)  # the viewer's face-down identities, in their order
    down: list[int] = field(default_factory=list)  # face-down herd cards per seat
    up: list[list[str]] = field(default_factory=list)  # face-up (protected) herd cards per seat
    known: list[list[str]] = field(default_factory=list)  # identities the viewer knows are face down there
    discards: list[list[str]] = field(default_factory=list)
    play: PlayShown | None = None
    claim: ClaimShown | None = None
    selected: tuple[int, int, bool] | None = None  # (target, position, in the herd)
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    final: tuple[tuple[str, ...], ...] = ()  # every face-down herd, shown at the end

    def __post_init__(self) -> None:
        super().__post_init__()
        n = self.players
        self.down = self.down or [0] * n
        self.up = self.up or [[] for _seat in range(n)]
        self.known = self.known or [[] for _seat in range(n)]
        self.discards = self.discards or [[] for _seat in range(n)]

    @classmethod
    def from_view(cls, view: HerdingView) -> HerdingShown:
        play = None
        if view.play is not None:
            p = view.play
            play = PlayShown(p.seat, p.identity, p.target, p.card, p.revealed)
        claim = None
        if view.claim is not None:
            c = view.claim
            claim = ClaimShown(c.seat, c.face_up, c.card, index=c.index)
        selected = None
        if view.selected is not None and view.play is not None and view.play.target is not None:
            in_herd = view.play.identity == "animal_control"
            selected = (view.play.target, view.selected, in_herd)
        winners = tuple(view.winners or ())
        return cls(
            viewer=view.seat, players=view.players, hand=list(view.hand), counts=list(view.hand_counts),
            current=None if winners else view.current, winner=winners[0] if len(winners) == 1 else None,
            herd=list(view.herd), down=list(view.herd_down_counts), up=[list(u) for u in view.herds_up],
            known=[list(k) for k in view.known_herds], discards=[list(d) for d in view.discards],
            play=play, claim=claim, selected=selected, scores=view.scores, winners=winners,
            final=view.known_herds if winners else (),
        )

    def key(self) -> tuple:
        return (*super().key(), tuple(self.herd), tuple(self.down), tuple(map(tuple, self.up)),
                tuple(map(tuple, self.known)), tuple(map(tuple, self.discards)), repr(self.play),
                repr(self.claim), self.selected, self.scores, self.winners, self.final)

    def plate_status(self, seat: int) -> str:
        return pgettext("a player's plate, while they play", "declaring")

    # ---- what the viewer can reckon ------------------------------------------------------------
    def face_down(self, seat: int) -> list[str | None]:
        """Seat's face-down row as the viewer may draw it: identities for their own herd (and every
        herd once the game is over), None for a card they cannot place."""
        if self.final and seat < len(self.final) and len(self.final[seat]) == self.down[seat]:
            return list(self.final[seat])
        if seat == self.viewer and len(self.herd) == self.down[seat]:
            return list(self.herd)
        return [None] * self.down[seat]

    def score(self, seat: int) -> tuple[int, bool]:
        """(points, complete): the final score, the viewer's own full value, or what is public of
        someone else's (face-up and known cards, and the hand bonus), which is a lower bound."""
        if self.scores is not None:
            return self.scores[seat], True
        row = self.face_down(seat)
        herd = [c for c in row if c is not None] if None not in row else list(self.known[seat])
        points = herd_value(herd + self.up[seat]) + hand_bonus(self.counts[seat])
        return points, len(herd) == self.down[seat]

    # ---- stepping --------------------------------------------------------------------------
    def herd_in(self, seat: int, identity: str | None, position: int | None, known: bool) -> None:
        """A card joins seat's face-down row (as `identity`, where the viewer knows it)."""
        self.down[seat] += 1
        if seat == self.viewer and identity is not None:
            self.herd.insert(min(position or 0, len(self.herd)), identity)
        elif known and identity is not None and self.sees_hand:
            self.known[seat].append(identity)  # a spectator's view keeps no such list

    def herd_out(self, seat: int, index: int | None, identity: str | None) -> None:
        """A card leaves seat's face-down row (at `index` where known; `identity` when shown)."""
        self.down[seat] = max(0, self.down[seat] - 1)
        if seat == self.viewer:
            if index is not None and index < len(self.herd):
                del self.herd[index]
            elif identity in self.herd:
                self.herd.remove(identity)
        elif identity is not None and identity in self.known[seat]:
            self.known[seat].remove(identity)
        elif identity is None:
            self.known[seat] = []  # an unseen card left: the viewer cannot tell which
