"""A player's captured treasure, opened from their treasure row (mouse or keyboard): every card
with its suit and rank, grouped by suit, its value, the score worked out (cards plus the suit-set
bonus), the complete sets of all five suits and the suits the next set still lacks. Captured
treasure lies face up, so anyone may look at anyone's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....i18n import _, format_list, ngettext
from ....rules.kombat import cards as kc
from ...scenes.discard import CardRow
from ...table.spots import SeatDetails, SeatSpot
from ...widgets import Button, Label, Widget
from .cards import CARDS, symbol_name
from .shown import KombatShown
from .words import point_words as _points

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene

PER_ROW = 5


def _rows(cards: list[str]) -> list[Widget]:
    return [CardRow(cards[i:i + PER_ROW], CARDS) for i in range(0, len(cards), PER_ROW)]


def by_suit(treasure: list[str]) -> dict[str, list[str]]:
    """The Kittens of `treasure` by suit (in suit order, low rank first)."""
    return {suit: sorted((c for c in treasure if kc.suit(c) == suit), key=lambda c: kc.order(kc.rank(c)))
            for suit in kc.SUITS}


def missing_suits(treasure: list[str]) -> list[str]:
    """The suits the next complete set still lacks (each suit one card more than the sets made)."""
    sets = kc.suit_sets(treasure)
    return [suit for suit, cards in by_suit(treasure).items() if len(cards) <= sets]


def score_lines(treasure: list[str]) -> list[str]:
    """The score in words: its parts, then the sets and what the next one lacks."""
    sets = kc.suit_sets(treasure)
    cards = sum(kc.value(c) for c in treasure)
    score = _points(kc.score(treasure))
    if sets:
        # TRANSLATORS: "Score: 23 points = 18 points of cards + 1 x 5 for a complete set."
        lines = [ngettext("Score: {score} = {cards} of cards + {n} x {bonus} for a complete set.",
                          "Score: {score} = {cards} of cards + {n} x {bonus} for {n} complete sets.", sets).format(
            score=score, cards=_points(cards), n=sets, bonus=kc.SET_BONUS)]
    else:
        lines = [_("Score: {score} = {cards} of cards.").format(score=score, cards=_points(cards))]
    missing = missing_suits(treasure)
    # TRANSLATORS: a suit and how many cards of it ("Tabby 2"), in a list
    held = ", ".join(_("{suit} {count}").format(suit=kc.suit_name(suit), count=len(cs))
                     for suit, cs in by_suit(treasure).items())
    lines.append(_("Suit sets (one card of each of the five suits): {sets} complete. Cards by suit: {held}.").format(
        sets=sets, held=held))
    if missing:
        lines.append(_("The next set needs: {suits}.").format(suits=format_list([kc.suit_name(s) for s in missing])))
    return lines


class TreasureDetails(SeatDetails):
    subject = "treasure"

    def __init__(self, app: App, table: TableScene, seat: int):
        super().__init__(app, table, seat)
        self.heading = treasure_heading(table, seat)

    def treasure(self) -> list[str]:
        shown = self.table.shown
        assert isinstance(shown, KombatShown)
        return list(shown.treasure[self.seat]) if self.seat < len(shown.treasure) else []

    def build(self) -> list[Widget]:
        treasure = self.treasure()
        widgets: list[Widget] = [Label(line) for line in score_lines(treasure)]
        if not treasure:
            widgets.append(Label(_("No treasure captured yet.")))
        for suit, cards in by_suit(treasure).items():
            if not cards:
                continue
            # TRANSLATORS: a card and its value, in a list ("Tabby 3 (3 points)")
            each = ", ".join(_("{card} ({points})").format(card=kc.title(c), points=_points(kc.value(c)))
                             for c in cards)
            # TRANSLATORS: a suit's captured cards: "Tabby (paw), 2: Tabby 3 (3 points), Tabby 9 (1 point)."
            widgets += [Label(_("{suit} ({symbol}), {count}: {cards}.").format(
                suit=kc.suit_name(suit), symbol=symbol_name(suit), count=len(cards), cards=each)), *_rows(cards)]
        dogs = [c for c in treasure if c == kc.DOG]
        if dogs:
            widgets += [Label(ngettext("Dogs, {n}: {points} each, no suit.", "Dogs, {n}: {points} each, no suit.",
                                       len(dogs)).format(n=len(dogs), points=_points(kc.DOG_VALUE))), *_rows(dogs)]
        widgets.append(Button(_("Close"), self.back, style="primary"))
        return widgets


def treasure_heading(table: TableScene, seat: int) -> str:
    """"Your treasure" or "Ann's treasure"."""
    if seat == table.viewer:
        return _("Your treasure")
    return _("{name}'s treasure").format(name=table.names[seat])


class TreasureSpot(SeatSpot):
    """A player's treasure row as a focusable spot: choosing it opens their treasure."""

    def place(self) -> pygame.Rect | None:
        from .centre import layout_of

        return layout_of(self.table).strips.get(self.seat)

    def details(self) -> TreasureDetails:
        return TreasureDetails(self.table.app, self.table, self.seat)

    def tip(self) -> tuple[str, str] | None:
        shown = self.table.shown
        if not isinstance(shown, KombatShown):
            return None
        treasure = list(shown.treasure[self.seat]) if self.seat < len(shown.treasure) else []
        low, high = kc.RANKS[0], kc.RANKS[-1]
        values = _("Weak ranks are worth most: a {low} is worth {low_value}, a {high} only {high_value}; each set "
                   "of all five suits adds {bonus}.").format(low=low, low_value=kc.VALUE[low], high=high,
                                                             high_value=kc.VALUE[high], bonus=kc.SET_BONUS)
        if not treasure:
            parts = [_("No treasure captured yet: win a battle to take some."), values]
        else:
            lines = score_lines(treasure)
            count = len(treasure)
            parts = [ngettext("{n} captured card, shown as suit and rank.",
                              "{n} captured cards, shown as suit and rank.", count).format(n=count),
                     lines[0], *(lines[-1:] if len(lines) > 2 else []), values,
                     _("A \"+N more\" at the end counts the cards the row has no room for.")]
        parts.append(_("Choose the row to see every card; the most points at the end wins."))
        # TRANSLATORS: the heading of a treasure row's tip: "Bea's treasure: 12 points"
        heading = (_("Your treasure: {points}") if self.seat == self.table.viewer
                   else _("{name}'s treasure: {points}")).format(name=self.table.names[self.seat],
                                                                 points=_points(kc.score(treasure)))
        return heading, " ".join(parts)
