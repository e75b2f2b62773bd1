"""Every card face up: each seat's hand named in its plate. The replay viewer's face-up
viewpoint and a person who is out watching with every card face up both draw it (the table's
viewer is then `EVERYONE`).

A hand is named in words while every hand's names fit the lines the plates can keep (they grow
as far as the piles stay readable and the family's middle keeps its least height). Where a hand's
names need more (long names in narrow plates: Spanish or the pseudo-language with six players
at 200% text), the table shows every hand as its cards' pictures from then on: one small picture
per kind of card, in the hand's order, with its count ("x3"), as the herds in Herding's middle
are shown; so no plate cuts a hand and no word is cut (`TableScene.hands_as_pictures`)."""

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
    art = table.kit.cards
    return ", ".join(" ".join(filter(None, (art.title(c), count_words(n)))) for c, n in counted(table, cards))


def plate_text_width(table: TableScene) -> int:
    """The width a plate gives its hand's card names."""
    plates = table.geo.plates
    return hud.plate_inner(table.app, table.geo, next(iter(plates.values()))).width if plates else 0


def counted(table: TableScene, cards: tuple[str, ...]) -> list[tuple[str, int]]:
    """A hand's kinds of card in the family's order, each with how many the hand holds."""
    counts = Counter(cards)
    order = table.kit.cards.order
    return [(card, counts[card]) for card in sorted(counts, key=lambda c: (order.get(c, 99), c))]


def count_words(count: int) -> str:
    """A count after a card's name or picture: "x3" ("" for one card)."""
    return f"x{count}" if count > 1 else ""


def picture_lines(table: TableScene, cards: tuple[str, ...], width: int) -> list[list[tuple[str, int, int]]]:
    """A hand as its cards' pictures (each a line's height, its count beside it), on lines of
    `width`: each picture's card, count and left edge from its line's start."""
    m = table.app.metrics
    small = m.font("small")
    side, gap = text.line_height(small), m.px(6)
    lines: list[list[tuple[str, int, int]]] = [[]]
    used = 0
    for card, count in counted(table, cards):
        need = side + (gap // 2 + text.width(count_words(count), small) if count > 1 else 0)
        if lines[-1] and used + gap + need > width:
            lines.append([])
            used = 0
        used += gap if lines[-1] else 0
        lines[-1].append((card, count, used))
        used += need
    return lines


def hand_lines(table: TableScene, cards: tuple[str, ...], pictures: bool | None = None) -> int:
    """The lines one hand takes in a plate: named, or as pictures (`pictures`; None: as the table shows hands)."""
    if not cards:
        return 0
    width = plate_text_width(table)
    if table.hands_as_pictures if pictures is None else pictures:
        return len(picture_lines(table, cards, width))
    return len(name_lines(hand_words(table, cards), table.app.metrics.font("small"), width))


def lines_wanted(table: TableScene, hands: list[tuple[str, ...]], pictures: bool | None = None) -> int:
    """The lines the longest of `hands` takes in a plate, as the table shows hands (0: no hands shown)."""
    return max((hand_lines(table, cards, pictures) for cards in hands), default=0)


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
        if table.hands_as_pictures:
            _draw_pictures(table, surface, picture_lines(table, cards, inner.width)[: g.hand_lines],
                           pygame.Rect(inner.left, top, inner.width, step))
            continue
        named = name_lines(hand_words(table, cards), small, inner.width)
        lines = hud.cut_lines(named, small, inner.width, g.hand_lines)
        for k, line in enumerate(lines):
            size = text.fit_size(line, small, inner.width)  # a word too wide for any line: smaller, whole
            text.blit_text(surface, line, size, table.app.palette.text, (inner.left, top + k * step))


def _draw_pictures(table: TableScene, surface: pygame.Surface, lines: list[list[tuple[str, int, int]]],
                   first: pygame.Rect) -> None:
    """A hand's pictures (`picture_lines`), line by line from `first` (a line's rect): each on a
    card-coloured disc edged in its group's colour, its count beside it."""
    m = table.app.metrics
    pal = table.app.palette
    small = m.font("small")
    side, gap = first.height, m.px(6)
    art = table.kit.cards
    for k, line in enumerate(lines):
        for card, count, left in line:
            spot = pygame.Rect(first.left + left, first.top + k * side, side, side).inflate(-m.px(2), -m.px(2))
            pygame.draw.circle(surface, pal.card_face, spot.center, spot.height // 2)
            pygame.draw.circle(surface, art.colour(card), spot.center, spot.height // 2, max(2, m.px(2)))
            picture = art.icon(card, round(spot.height * 0.72), pal.name)
            surface.blit(picture, picture.get_rect(center=spot.center))
            if count > 1:
                beside = (first.left + left + side + gap // 2, spot.centery)
                text.blit_text(surface, count_words(count), small, pal.text, beside, "midleft")
