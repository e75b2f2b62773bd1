"""A player's captured treasure, opened from their treasure row (mouse or keyboard): every card
with its suit and rank, grouped by suit, its value, the score worked out (cards plus the suit-set
bonus), the complete sets of all five suits and the suits the next set still lacks. Captured
treasure lies face up, so anyone may look at anyone's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....rules.kombat import cards as kc
from ...scenes.discard import CardRow
from ...table.spots import SeatDetails, SeatSpot
from ...widgets import Button, Label, Widget
from .cards import CARDS, SYMBOL_NAMES
from .shown import KombatShown

if TYPE_CHECKING:
    pass

PER_ROW = 5


def _points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


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
    lines = [f"Score: {_points(kc.score(treasure))} = {_points(cards)} of cards"
             + (f" + {sets} x {kc.SET_BONUS} for {'a complete set' if sets == 1 else f'{sets} complete sets'}"
                if sets else "") + "."]
    missing = missing_suits(treasure)
    held = ", ".join(f"{suit.title()} {len(cs)}" for suit, cs in by_suit(treasure).items())
    lines.append(f"Suit sets (one card of each of the five suits): {sets} complete. Cards by suit: {held}.")
    lines.append(f"The next set needs: {', '.join(s.title() for s in missing)}." if missing else "")
    return [line for line in lines if line]


class TreasureDetails(SeatDetails):
    subject = "treasure"

    def treasure(self) -> list[str]:
        shown = self.table.shown
        assert isinstance(shown, KombatShown)
        return list(shown.treasure[self.seat]) if self.seat < len(shown.treasure) else []

    def build(self) -> list[Widget]:
        treasure = self.treasure()
        widgets: list[Widget] = [Label(line) for line in score_lines(treasure)]
        if not treasure:
            widgets.append(Label("No treasure captured yet."))
        for suit, cards in by_suit(treasure).items():
            if not cards:
                continue
            each = ", ".join(f"{kc.title(c)} ({_points(kc.value(c))})" for c in cards)
            widgets += [Label(f"{suit.title()} ({SYMBOL_NAMES[suit]}), {len(cards)}: {each}."), *_rows(cards)]
        dogs = [c for c in treasure if c == kc.DOG]
        if dogs:
            widgets += [Label(f"Dogs, {len(dogs)}: {_points(kc.DOG_VALUE)} each, no suit."), *_rows(dogs)]
        widgets.append(Button("Close", self.back, style="primary"))
        return widgets


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
        whose = "Your" if self.seat == self.table.viewer else f"{self.table.names[self.seat]}'s"
        low, high = kc.RANKS[0], kc.RANKS[-1]
        values = (f"Weak ranks are worth most: a {low} is worth {kc.VALUE[low]}, a {high} only {kc.VALUE[high]}; "
                  f"each set of all five suits adds {kc.SET_BONUS}.")
        if not treasure:
            words = f"No treasure captured yet: win a battle to take some. {values}"
        else:
            lines = score_lines(treasure)
            count = len(treasure)
            words = (f"{count} captured card{'s' if count != 1 else ''}, shown as suit and rank. {lines[0]} "
                     f"{lines[-1] if len(lines) > 2 else ''} {values} A \"+N more\" at the end counts the cards "
                     "the row has no room for.").replace("  ", " ")
        words += " Choose the row to see every card; the most points at the end wins."
        return f"{whose} treasure: {_points(kc.score(treasure))}", words
