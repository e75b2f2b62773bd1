"""A player's herd and discard pile, opened from their cell in the middle of the table: what the
viewer may see of the herd (their own in full; for others the face-up cards and the identities the
viewer knows are face down there), hand size, score, and the discard pile, oldest first."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....i18n import _, format_number, ngettext
from ...scenes.discard import CardRow
from ...table.spots import SeatDetails
from ...widgets import Button, Label, Widget
from .cards import CARDS
from .shown import HerdingShown
from .words import herd_words

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene

PER_ROW = 5


def hand_line(cards: int, points: int, complete: bool) -> str:
    """The hand and the score: "5 cards in hand. Score: 9." (or "9 or more", with some of the herd hidden)."""
    if complete:
        words = ngettext("{n} card in hand. Score: {points}.", "{n} cards in hand. Score: {points}.", cards)
    else:
        words = ngettext("{n} card in hand. Score: {points} or more (some of the herd is hidden from you).",
                         "{n} cards in hand. Score: {points} or more (some of the herd is hidden from you).", cards)
    return words.format(n=format_number(cards), points=format_number(points))


def hidden_line(hidden: int, known: list[str]) -> str:
    """Someone else's face-down cards, and what the viewer knows is among them."""
    n, names = format_number(hidden), herd_words(Counter(known))
    if not known:
        return ngettext("Face down: {n} hidden card.", "Face down: {n} hidden cards.", hidden).format(n=n)
    if len(known) == 1:
        return ngettext("Face down: {n} hidden card; you know it is {known}.",
                        "Face down: {n} hidden cards; you know {known} is among them.", hidden).format(n=n, known=names)
    return ngettext("Face down: {n} hidden card; you know {known} are among them.",
                    "Face down: {n} hidden cards; you know {known} are among them.", hidden).format(n=n, known=names)


def _rows(cards: list[str]) -> list[Widget]:
    return [CardRow(cards[i:i + PER_ROW], CARDS) for i in range(0, len(cards), PER_ROW)]


class HerdDetails(SeatDetails):
    subject = "herd and discard pile"

    def __init__(self, app: App, table: TableScene, seat: int):
        super().__init__(app, table, seat)
        self.heading = (_("Your herd and discard pile") if seat == table.viewer
                        else _("{name}'s herd and discard pile").format(name=table.names[seat]))

    def build(self) -> list[Widget]:
        shown = self.table.shown
        assert isinstance(shown, HerdingShown)
        seat = self.seat
        points, complete = shown.score(seat)
        row = shown.face_down(seat)
        down = [c for c in row if c is not None]
        widgets: list[Widget] = [Label(hand_line(shown.counts[seat], points, complete))]
        if down:
            widgets += [Label(_("Face down ({n}): {cards}.").format(n=format_number(len(down)),
                                                                    cards=herd_words(Counter(down)))), *_rows(down)]
        elif shown.down[seat]:
            widgets.append(Label(hidden_line(shown.down[seat], shown.known[seat])))
        if shown.up[seat]:
            widgets += [Label(_("Face up, protected: {cards}.").format(cards=herd_words(Counter(shown.up[seat])))),
                        *_rows(shown.up[seat])]
        if not shown.down[seat] and not shown.up[seat]:
            widgets.append(Label(_("No herd yet.")))
        pile = shown.discards[seat]
        if pile:
            widgets.append(Label(_("Discard pile, oldest first ({n}): {cards}.").format(
                n=format_number(len(pile)), cards=herd_words(Counter(pile)))))
        else:
            widgets.append(Label(_("Discard pile: empty.")))
        widgets += _rows(pile)
        widgets.append(Button(_("Close"), self.back, style="primary"))
        return widgets
