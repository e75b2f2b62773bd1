"""Every card face up: each seat's hand named in its plate. The replay viewer's face-up
viewpoint and a person who is out watching with every card face up both draw it (the table's
viewer is then `EVERYONE`)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from .. import text
from . import hud
from .geometry import name_lines

if TYPE_CHECKING:
    from .scene import TableScene


def every_hand(table: TableScene) -> list[tuple[str, ...]]:
    """Each seat's hand, from each seat's own view."""
    return [tuple(table.kit.shown(table.match.view(seat)).hand) for seat in range(table.match.config.players)]


def hand_words(table: TableScene, cards: tuple[str, ...]) -> str:
    """A hand as card names in the family's order, repeats counted: "Defuse, Nope x2, Tacocat"."""
    counts = Counter(cards)
    art = table.kit.cards
    ordered = sorted(counts, key=lambda c: (art.order.get(c, 99), c))
    return ", ".join(art.title(c) + (f" x{counts[c]}" if counts[c] > 1 else "") for c in ordered)


def plate_text_width(table: TableScene) -> int:
    """The width a plate gives its hand's card names."""
    plates = table.geo.plates
    return hud.plate_inner(table.app, table.geo, next(iter(plates.values()))).width if plates else 0


def lines_wanted(table: TableScene, hands: list[tuple[str, ...]]) -> int:
    """The lines the longest of `hands` takes, named in a plate (0: no hands shown)."""
    width = plate_text_width(table)
    small = table.app.metrics.font("small")
    return max((len(name_lines(hand_words(table, cards), small, width)) for cards in hands if cards), default=0)


def draw_hands(table: TableScene, surface: pygame.Surface, hands: list[tuple[str, ...]]) -> None:
    """Each seat's hand, as card names in text of the player's size, on the lines its plate
    keeps under its name and status (`TableGeometry.hand_lines`)."""
    m = table.app.metrics
    g = table.geo
    small = m.font("small")
    step = text.line_height(small)
    for seat, cards in enumerate(hands):
        plate = g.plates.get(seat)
        if plate is None or not cards or not g.hand_lines:
            continue
        inner = hud.plate_inner(table.app, g, plate)
        top = inner.top + 2 * step
        named = name_lines(hand_words(table, cards), small, inner.width)
        lines = hud.cut_lines(named, small, inner.width, g.hand_lines)
        for k, line in enumerate(lines):
            size = text.fit_size(line, small, inner.width)  # a word too wide for any line: smaller, whole
            text.blit_text(surface, line, size, table.app.palette.text, (inner.left, top + k * step))
