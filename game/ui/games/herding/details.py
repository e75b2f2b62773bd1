"""A player's herd and discard pile, opened from their cell in the middle of the table: what the
viewer may see of the herd (their own in full; for others the face-up cards and the identities the
viewer knows are face down there), hand size, score, and the discard pile, oldest first."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....rules.herding.cards import title
from ...scenes.discard import CardRow
from ...table.spots import SeatDetails
from ...widgets import Button, Label, Widget
from .cards import CARDS
from .shown import HerdingShown

if TYPE_CHECKING:
    pass

PER_ROW = 5
# Whole sentences, by (one card?, the score complete?) and (one hidden card?, identities known: 0, 1, more).
HAND_WORDS = {
    (False, True): "{cards} cards in hand. Score: {points}.",
    (True, True): "1 card in hand. Score: {points}.",
    (False, False): "{cards} cards in hand. Score: {points} or more (some of the herd is hidden from you).",
    (True, False): "1 card in hand. Score: {points} or more (some of the herd is hidden from you).",
}
HIDDEN_WORDS = {
    (False, 0): "Face down: {count} hidden cards.",
    (True, 0): "Face down: 1 hidden card.",
    (False, 1): "Face down: {count} hidden cards; you know {known} is among them.",
    (True, 1): "Face down: 1 hidden card; you know it is {known}.",
    (False, 2): "Face down: {count} hidden cards; you know {known} are among them.",
    (True, 2): "Face down: 1 hidden card; you know {known} are among them.",
}


def _names(cards: list[str]) -> str:
    counts = Counter(cards)
    return ", ".join(f"{title(c)} x{n}" if n > 1 else title(c) for c, n in sorted(counts.items()))


def _rows(cards: list[str]) -> list[Widget]:
    return [CardRow(cards[i:i + PER_ROW], CARDS) for i in range(0, len(cards), PER_ROW)]


class HerdDetails(SeatDetails):
    subject = "herd and discard pile"

    def build(self) -> list[Widget]:
        shown = self.table.shown
        assert isinstance(shown, HerdingShown)
        seat = self.seat
        points, complete = shown.score(seat)
        row = shown.face_down(seat)
        down = [c for c in row if c is not None]
        cards = shown.counts[seat]
        widgets: list[Widget] = [Label(HAND_WORDS[cards == 1, complete].format(cards=cards, points=points))]
        if down:
            widgets += [Label(f"Face down ({len(down)}): {_names(down)}."), *_rows(down)]
        elif shown.down[seat]:
            known, hidden = shown.known[seat], shown.down[seat]
            words = HIDDEN_WORDS[hidden == 1, len(known) if len(known) < 2 else 2]
            widgets.append(Label(words.format(count=hidden, known=_names(known))))
        if shown.up[seat]:
            widgets += [Label(f"Face up, protected: {_names(shown.up[seat])}."), *_rows(shown.up[seat])]
        if not shown.down[seat] and not shown.up[seat]:
            widgets.append(Label("No herd yet."))
        pile = shown.discards[seat]
        widgets.append(Label(f"Discard pile, oldest first ({len(pile)}): {_names(pile) or 'empty'}."))
        widgets += _rows(pile)
        widgets.append(Button("Close", self.back, style="primary"))
        return widgets
