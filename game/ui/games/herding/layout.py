"""Where the Herding Cats centre puts things: the claim spot (the card played face down, and a
presented Laser Pointer beside it) on the left, and a grid of cells on the right, one per player,
each with a name-and-score line, the herd and the discard pile.

Where herd cards can be drawn at least `READABLE_W` design pixels wide, a herd is a row of small
cards with the discard pile at its end. Where they cannot (many players, a small window, large
text), the cells are grouped: the discard pile sits at the end of the name line and the herd is
drawn as chips, one per identity with its count (`chips`), in as many lines as the cell holds.

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
READABLE_W = 56  # design px: narrower herd cards make a grouped cell (chips by identity, with counts)
SHORTEST_NAME = "Bea · 99+"  # a grouped cell's name line holds at least this (longer names are cut, not scores)
MAX_COLUMNS = 3  # of the grid of cells
CELL_GAP = 8  # design px between cells
CELL_INSET_W, CELL_INSET_H = 12, 8  # design px: a cell's edge to its contents, both sides together
NAME_GAP = 2  # design px under the name line


@dataclass(frozen=True)
class Cell:
    """One player's place in the grid."""

    rect: pygame.Rect
    name: pygame.Rect  # the name-and-score line
    row: pygame.Rect  # the herd's cards
    discard: pygame.Rect  # the top of the discard pile
    tags: pygame.Rect | None  # a line for identities known to be in the row (when there is room)
    grouped: bool = False  # `row` holds lines of chips (`chip_h` tall), `discard` ends the name line
    chip_h: int = 0


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
        return card_in(self.cells[seat], self.chip_w, index, count)


def card_in(cell: Cell, w: int, index: int, count: int) -> pygame.Rect:
    """Card `index` of `count` in the cell's row, `w` wide (cards overlap when the row is full;
    in a grouped cell, a card's place along its first line of chips)."""
    h = cell.chip_h if cell.grouped else cell.row.height
    w = min(w, round(h / ASPECT)) if cell.grouped else w
    step = w + max(2, w // 8)
    if count > 1 and step * (count - 1) + w > cell.row.width:
        step = max(3, (cell.row.width - w) // (count - 1))
    return pygame.Rect(cell.row.left + index * step, cell.row.top, w, h)


def chip_width(m: Metrics, h: int, count: int) -> int:
    """A herd chip `h` tall: the identity's picture, and its count when more than one."""
    small = m.font("small")
    return h + m.px(6) + (text.width(f"x{count}", small) + m.px(4) if count > 1 else 0)


def chips(m: Metrics, cell: Cell, counts: list[int]) -> tuple[list[pygame.Rect], int]:
    """Where each chip of a grouped cell goes (`counts`: each chip's card count), line by line,
    and how many chips did not fit (told as "+N" after the last one placed)."""
    gap = m.px(4)
    places: list[pygame.Rect] = []
    x, y = cell.row.left, cell.row.top
    more_w = text.width("+9", m.font("small"), bold=True) + gap  # room left for "+N"
    for i, count in enumerate(counts):
        w = chip_width(m, cell.chip_h, count)
        if x + w > cell.row.right and x > cell.row.left:
            x, y = cell.row.left, y + cell.chip_h + gap
        last_line = y + 2 * cell.chip_h + gap > cell.row.bottom
        rest = i < len(counts) - 1
        if y + cell.chip_h > cell.row.bottom or (last_line and rest and x + w + more_w > cell.row.right):
            return places, len(counts) - i
        places.append(pygame.Rect(x, y, w, cell.chip_h))
        x += w + gap
    return places, 0


def middle_need(m: Metrics, players: int) -> int:
    """The least height of the middle for every grouped cell to hold its name line and a line of
    chips of the smallest height, one text line (as `_grouped_cells` lays them out)."""
    line = text.line_height(m.font("small"))
    rows = math.ceil(players / MAX_COLUMNS)
    return rows * (2 * line + m.px(NAME_GAP) + m.px(CELL_INSET_H)) + (rows - 1) * m.px(CELL_GAP)


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
    # The claim spot: two cards side by side, with words under them (two lines: large text wraps).
    words_h = 2 * line
    card_w = max(m.px(28), min(pile_w, round((area.height - words_h - pad) / ASPECT), area.width // 9))
    card_h = round(card_w * ASPECT)
    zone_w = 2 * card_w + 3 * pad
    top = area.top + max(0, (area.height - card_h - words_h) // 2)
    play = pygame.Rect(area.left + pad, top, card_w, card_h)
    claim = pygame.Rect(play.right + pad, top, card_w, card_h)
    words = pygame.Rect(area.left, play.bottom + m.px(4), zone_w, words_h)
    grid = pygame.Rect(area.left + zone_w + pad, area.top, area.width - zone_w - pad, area.height)
    seats = seats_in_order(players, viewer)
    cols, rows, chip_w = _grid_shape(m, grid, len(seats), line)
    if chip_w < m.px(READABLE_W):
        return HerdLayout(area, play, claim, words, chip_w, _grouped_cells(m, grid, seats, line))
    gap = m.px(CELL_GAP)
    cell_w = (grid.width - (cols - 1) * gap) // cols
    cell_h = (grid.height - (rows - 1) * gap) // rows
    cells = {}
    for i, seat in enumerate(seats):
        r, k = divmod(i, cols)
        rect = pygame.Rect(grid.left + k * (cell_w + gap), grid.top + r * (cell_h + gap), cell_w, cell_h)
        inner = rect.inflate(-m.px(CELL_INSET_W), -m.px(CELL_INSET_H))
        name = pygame.Rect(inner.left, inner.top, inner.width, line)
        chip_h = round(chip_w * ASPECT)
        discard = pygame.Rect(inner.right - chip_w, name.bottom + m.px(NAME_GAP), chip_w, chip_h)
        row = pygame.Rect(inner.left, discard.top, discard.left - inner.left - m.px(12), chip_h)
        tags = pygame.Rect(inner.left, row.bottom + m.px(2), inner.width, line)
        cells[seat] = Cell(rect, name, row, discard, tags if tags.bottom <= rect.bottom else None)
    return HerdLayout(area, play, claim, words, chip_w, cells)


def _grouped_cells(m: Metrics, grid: pygame.Rect, seats: list[int], line: int) -> dict[int, Cell]:
    """Cells whose herds are chips: the shape that holds the most chips a cell (then the tallest),
    each cell a name line ending with the discard pile, then lines of chips."""
    gap = m.px(CELL_GAP)
    best: tuple[tuple[int, int], int, int, int] | None = None
    for cols in range(1, min(MAX_COLUMNS, len(seats)) + 1):
        rows = math.ceil(len(seats) / cols)
        inner_w = (grid.width - (cols - 1) * gap) // cols - m.px(CELL_INSET_W)
        inner_h = (grid.height - (rows - 1) * gap) // rows - m.px(CELL_INSET_H)
        chip_h = max(line, min(round(line * 1.25), inner_h - line - m.px(NAME_GAP)))  # one text line at least
        lines = (inner_h - line - m.px(NAME_GAP) + m.px(4)) // (chip_h + m.px(4))
        name_room = inner_w - chip_width(m, line, 2) - m.px(8)
        if lines < 1 or name_room < text.width(SHORTEST_NAME, m.font("small")):
            continue
        score = (lines * (inner_w // chip_width(m, chip_h, 2)), chip_h)
        if best is None or score > best[0]:
            best = (score, cols, rows, chip_h)
    if best is None:  # nothing holds a line of chips: one column, as tall as it gets
        best = ((0, 0), 1, len(seats), line)
    _, cols, rows, chip_h = best
    cell_w = (grid.width - (cols - 1) * gap) // cols
    cell_h = (grid.height - (rows - 1) * gap) // rows
    cells = {}
    for i, seat in enumerate(seats):
        r, k = divmod(i, cols)
        rect = pygame.Rect(grid.left + k * (cell_w + gap), grid.top + r * (cell_h + gap), cell_w, cell_h)
        inner = rect.inflate(-m.px(CELL_INSET_W), -m.px(CELL_INSET_H))
        discard = pygame.Rect(0, inner.top, chip_width(m, line, 2), line)
        discard.right = inner.right
        name = pygame.Rect(inner.left, inner.top, discard.left - m.px(8) - inner.left, line)
        row = pygame.Rect(inner.left, name.bottom + m.px(NAME_GAP), inner.width,
                          inner.bottom - name.bottom - m.px(NAME_GAP))
        cells[seat] = Cell(rect, name, row, discard, None, grouped=True, chip_h=chip_h)
    return cells


def _grid_shape(m: Metrics, grid: pygame.Rect, n: int, line: int) -> tuple[int, int, int]:
    """(columns, rows, herd card width): the shape that gives the herd cards the most room, with
    room for at least three cards and a discard pile side by side in each cell."""
    best = (1, n, 0)
    gap = m.px(CELL_GAP)
    for cols in range(1, min(MAX_COLUMNS, n) + 1):
        rows = math.ceil(n / cols)
        cell_w = (grid.width - (cols - 1) * gap) // cols - m.px(CELL_INSET_W)
        cell_h = (grid.height - (rows - 1) * gap) // rows - m.px(CELL_INSET_H)
        by_height = round((cell_h - line - m.px(NAME_GAP)) / ASPECT)
        by_width = (cell_w - m.px(12)) // 4
        w = max(m.px(12), min(by_height, by_width, m.px(MAX_CHIP_W)))
        if w > best[2]:
            best = (cols, rows, w)
    return best
