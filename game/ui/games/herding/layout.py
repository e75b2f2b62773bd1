"""Where the Herding Cats centre puts things: the claim spot (the card played face down, and a
presented Laser Pointer beside it) on the left, and a grid of cells on the right, one per player,
each with a name-and-score line, the herd as a row of small cards and the discard pile at its end.

Computed from the shell's geometry (between the status line and the countdown) and cached per
window, text size, player count and viewer; the viewer's own cell comes first.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ... import text
from ...cards_art import ASPECT
from ...layout import Metrics
from ...table.geometry import TableGeometry, plate_order

MAX_CHIP_W = 96  # design px: herd cards are never larger than this


@dataclass(frozen=True)
class Cell:
    """One player's place in the grid."""

    rect: pygame.Rect
    name: pygame.Rect  # the name-and-score line
    row: pygame.Rect  # the herd's cards
    discard: pygame.Rect  # the top of the discard pile
    tags: pygame.Rect | None  # a line for identities known to be in the row (when there is room)


@dataclass(frozen=True)
class HerdLayout:
    area: pygame.Rect
    play: pygame.Rect  # the played card
    claim: pygame.Rect  # a presented Laser Pointer
    words: pygame.Rect  # under the cards: the declared identity, a picked card
    chip_w: int
    cells: dict[int, Cell] = field(default_factory=dict)

    def chip(self, seat: int, index: int, count: int) -> pygame.Rect:
        """Where card `index` of a row of `count` cards is drawn in seat's cell (overlapping when
        the row is full)."""
        cell = self.cells[seat]
        w, h = self.chip_w, cell.row.height
        step = w + max(2, w // 8)
        if count > 1 and step * (count - 1) + w > cell.row.width:
            step = max(3, (cell.row.width - w) // (count - 1))
        return pygame.Rect(cell.row.left + index * step, cell.row.top, w, h)


def seats_in_order(players: int, viewer: int) -> list[int]:
    """The viewer's own cell first, then the others as the plates run."""
    mine = [viewer] if 0 <= viewer < players else []
    return mine + plate_order(players, viewer)


def compute(m: Metrics, g: TableGeometry, players: int, viewer: int) -> HerdLayout:
    return _compute(m, tuple(g.centre), tuple(g.status), tuple(g.countdown), g.pile_card_w, players, viewer)


@lru_cache(maxsize=32)
def _compute(m: Metrics, centre: tuple, status: tuple, countdown: tuple, pile_w: int, players: int,
             viewer: int) -> HerdLayout:
    pad = m.pad
    small = m.font("small")
    line = text.line_height(small)
    c, st, cd = pygame.Rect(centre), pygame.Rect(status), pygame.Rect(countdown)
    area = pygame.Rect(c.left, st.bottom, c.width, max(1, cd.top - st.bottom))
    # The claim spot: two cards side by side, with a line of words under them.
    card_w = max(m.px(28), min(pile_w, round((area.height - line - pad) / ASPECT), area.width // 9))
    card_h = round(card_w * ASPECT)
    zone_w = 2 * card_w + 3 * pad
    top = area.top + max(0, (area.height - card_h - line) // 2)
    play = pygame.Rect(area.left + pad, top, card_w, card_h)
    claim = pygame.Rect(play.right + pad, top, card_w, card_h)
    words = pygame.Rect(area.left, play.bottom + m.px(4), zone_w, line)
    grid = pygame.Rect(area.left + zone_w + pad, area.top, area.width - zone_w - pad, area.height)
    seats = seats_in_order(players, viewer)
    cols, rows, chip_w = _grid_shape(m, grid, len(seats), line)
    gap = m.px(8)
    cell_w = (grid.width - (cols - 1) * gap) // cols
    cell_h = (grid.height - (rows - 1) * gap) // rows
    cells = {}
    for i, seat in enumerate(seats):
        r, k = divmod(i, cols)
        rect = pygame.Rect(grid.left + k * (cell_w + gap), grid.top + r * (cell_h + gap), cell_w, cell_h)
        inner = rect.inflate(-m.px(12), -m.px(8))
        name = pygame.Rect(inner.left, inner.top, inner.width, line)
        chip_h = round(chip_w * ASPECT)
        discard = pygame.Rect(inner.right - chip_w, name.bottom + m.px(2), chip_w, chip_h)
        row = pygame.Rect(inner.left, discard.top, discard.left - inner.left - m.px(12), chip_h)
        tags = pygame.Rect(inner.left, row.bottom + m.px(2), inner.width, line)
        cells[seat] = Cell(rect, name, row, discard, tags if tags.bottom <= rect.bottom else None)
    return HerdLayout(area, play, claim, words, chip_w, cells)


def _grid_shape(m: Metrics, grid: pygame.Rect, n: int, line: int) -> tuple[int, int, int]:
    """(columns, rows, herd card width): the shape that gives the herd cards the most room, with
    room for at least three cards and a discard pile side by side in each cell."""
    best = (1, n, 0)
    gap = m.px(8)
    for cols in range(1, min(3, n) + 1):
        rows = math.ceil(n / cols)
        cell_w = (grid.width - (cols - 1) * gap) // cols - m.px(12)
        cell_h = (grid.height - (rows - 1) * gap) // rows - m.px(8)
        by_height = round((cell_h - line - m.px(2)) / ASPECT)
        by_width = (cell_w - m.px(12)) // 4
        w = max(m.px(12), min(by_height, by_width, m.px(MAX_CHIP_W)))
        if w > best[2]:
            best = (cols, rows, w)
    return best
