"""Where the Kombat centre puts things, inside the table's middle (`TableGeometry.centre`, under
the status line, over the countdown row):

- a treasure row under each player's plate (score and captured cards, face up);
- on the left, the draw pile with its deck marker, the Litter Box, the Dogs set aside, and the
  viewer's own treasure under them;
- the arena on the right: one group of card places per fighter (a helper's card joins its side).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass, field

import pygame

from .... import i18n
from ....rules.kombat import cards as kc
from ... import text
from ...cards_art import ASPECT
from ...layout import MIN_FONT, Metrics
from ...table.geometry import TableGeometry
from .shown import KombatShown, ShownFight
from .words import (
    HEADER_GAP,
    draw_pile_forms,
    fight_hint,
    fight_name,
    hand_forms,
    litter_forms,
    side_name,
    stage_forms,
    strip_forms,
    wins_words,
)

LONG_NAME = "Marmalade"  # a group's name line holds "Wins: Marmalade" whole where the arena has room
ARENA_CARD_W = 96  # design px: the arena's cards may grow to this even where the piles are smaller
COMPACT_BELOW = 48  # px: an arena card narrower than this shows its rank and suit alone
CACHED = 16  # layouts kept (a few tables, window sizes and fight shapes)


def label_widest() -> tuple[str, ...]:
    """The pile words' room, at most: their longest forms with two-digit counts."""
    return draw_pile_forms(88, 1)[0], litter_forms(88)[0]


def label_least(short: bool = False) -> tuple[str, ...]:
    """The pile words' room, at least: their shortest forms, and the column ends with your own
    treasure's label (its `short` form where a crowded fight needs the room)."""
    return draw_pile_forms(88, 1)[-1], litter_forms(88)[-1], strip_forms(88, 0, True)[-1 if short else 0]


@dataclass
class Group:
    seat: int
    label: pygame.Rect
    slots: list[pygame.Rect]
    words: pygame.Rect  # the hand's name, across the bottom of the cards


@dataclass
class KombatLayout:
    stage: pygame.Rect
    strips: dict[int, pygame.Rect] = field(default_factory=dict)  # seat -> its treasure row
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    litter: pygame.Rect = field(default_factory=pygame.Rect)
    dogs: pygame.Rect = field(default_factory=pygame.Rect)
    pile_w: int = 40
    labels: pygame.Rect = field(default_factory=pygame.Rect)  # the piles' words
    arena: pygame.Rect = field(default_factory=pygame.Rect)
    header: pygame.Rect = field(default_factory=pygame.Rect)  # the fight's title, and how it is won under it
    hint_lines: list[tuple[str, int]] = field(default_factory=list)  # how it is won, under the title: (words, size)
    groups: dict[int, Group] = field(default_factory=dict)
    card_w: int = 40
    crowded: bool = False  # the fight's cards do not read or its words are not whole

    def slot(self, seat: int, index: int) -> pygame.Rect:
        """Card place `index` of `seat`'s group (the arena's middle when it has none)."""
        group = self.groups.get(seat)
        if group is None or not group.slots:
            r = pygame.Rect(0, 0, self.card_w, round(self.card_w * ASPECT))
            r.center = self.arena.center
            return r
        return pygame.Rect(group.slots[min(index, len(group.slots) - 1)])


_layouts: OrderedDict[tuple, KombatLayout] = OrderedDict()


def layout_key(m: Metrics, g: TableGeometry, shown: KombatShown, names: tuple[str, ...] = ()) -> tuple:
    """Everything `compute` reads: the window and text size, the table's geometry around the
    centre, the viewer, whether Dogs are set aside, and the fight's shape (its groups and places)."""
    fight = shown.fight
    shape = None if fight is None else (fight.kind, tuple((seat, fight.slots(seat)) for seat in fight.groups()),
                                        tuple(sorted(fight.helpers.items())), _outcome(fight))
    return (m, tuple(g.centre), g.status.bottom, g.countdown.top, g.pile_card_w,
            tuple((seat, tuple(rect)) for seat, rect in g.plates.items()), shown.viewer, shown.players,
            shown.dogs_aside > 0, shape, names, i18n.current())


def cached(m: Metrics, g: TableGeometry, shown: KombatShown, names: tuple[str, ...] = ()) -> KombatLayout:
    """`compute`, kept by `layout_key` (most redraws and every animation ask for the same one).
    The layout is shared: its rects are read, never moved."""
    key = layout_key(m, g, shown, names)
    lay = _layouts.get(key)
    if lay is None:
        lay = _layouts[key] = compute(m, g, shown, names)
        if len(_layouts) > CACHED:
            _layouts.popitem(last=False)
    else:
        _layouts.move_to_end(key)
    return lay


def compute(m: Metrics, g: TableGeometry, shown: KombatShown, names: tuple[str, ...] = ()) -> KombatLayout:
    """The centre's places; `names` are the seats' names (a group's name line is measured by the
    longest, "Wins: " and all; without them by `LONG_NAME`), in the current language."""
    small = m.font("small")
    stage = pygame.Rect(g.centre.left, g.status.bottom, g.centre.width, g.countdown.top - g.status.bottom)
    # The piles: two cards side by side, as many lines of their words as fit under them, and the
    # viewer's own treasure row at the bottom of that column; the arena takes the rest.
    widest = max(text.width(words, small) for words in label_widest())
    label_w = widest if widest <= stage.width // 4 else max(text.width(words, small) for words in label_least())
    lay = _lay_out(m, g, shown, names, stage, label_w)
    if lay.crowded:  # the fight needs the room: your treasure's label takes its short form ("You: 9 pts")
        least = max(text.width(words, small) for words in label_least(short=True))
        if least < label_w:
            lay = _lay_out(m, g, shown, names, stage, least)
    return lay


def _lay_out(m: Metrics, g: TableGeometry, shown: KombatShown, names: tuple[str, ...], stage: pygame.Rect,
             column_w: int) -> KombatLayout:
    """`compute` with the piles' column `column_w` wide."""
    small = m.font("small")
    line = text.line_height(small)
    lay = KombatLayout(stage)
    strip_h = line + m.px(4)
    for seat, plate in g.plates.items():
        lay.strips[seat] = pygame.Rect(plate.left, stage.top, plate.width, strip_h)
    top = stage.top + (strip_h + m.px(6) if g.plates else 0)
    body = pygame.Rect(stage.left, top, stage.width, stage.bottom - top)
    mine = 0 <= shown.viewer < shown.players
    below = (strip_h + m.px(4) if mine else 0) + m.px(4)
    lines = max(1, min(3, (body.height - below - round(m.px(40) * ASPECT)) // line))
    room = body.height - below - lines * line
    lay.pile_w = max(m.px(20), min(g.pile_card_w, round(room / ASPECT), (column_w - m.px(8)) // 2))
    pile_h = round(lay.pile_w * ASPECT)
    lay.pile = pygame.Rect(body.left, body.top, lay.pile_w, pile_h)
    lay.litter = pygame.Rect(body.left + lay.pile_w + m.px(8), body.top, lay.pile_w, pile_h)
    lay.labels = pygame.Rect(body.left, lay.pile.bottom + m.px(4), column_w, lines * line)
    if mine:
        lay.strips[shown.viewer] = pygame.Rect(body.left, body.bottom - strip_h, column_w, strip_h)
    lay.dogs = pygame.Rect(lay.litter.right + m.px(8), body.top, lay.pile_w, pile_h)
    arena_left = body.left + max(column_w, (lay.dogs.right if shown.dogs_aside else 0) - body.left) + m.pad
    lay.arena = pygame.Rect(arena_left, body.top, max(m.px(60), body.right - arena_left), body.height)
    lay.header = pygame.Rect(lay.arena.left, lay.arena.top, lay.arena.width, line)
    if shown.fight is not None:
        # As large as the piles' cards, and never smaller than ARENA_CARD_W where the arena has room
        # (the shell's compact layout shrinks the piles, not the fight).
        largest = min(max(g.pile_card_w, m.px(ARENA_CARD_W)), m.px(150))
        words = _group_words(shown.fight, names)
        for hint in hint_forms(m, shown.fight, names or (LONG_NAME,) * shown.players, lay.arena.width):
            lay.hint_lines = hint
            lay.header.height = line + sum(text.line_height(size) for _, size in hint)
            lay.crowded = not _place_groups(m, lay, shown.fight, largest, words)
            if not lay.crowded:
                break
    return lay


def hint_forms(m: Metrics, fight: ShownFight, names: tuple[str, ...], width: int) -> list[list[tuple[str, int]]]:
    """How an open fight is won, under its title (`width` wide) where it does not fit beside the
    title at its widest (in any round): the header's extra lines, (words, size) each, to try in
    turn until the fight's cards and names have their room: on lines of their own in the small
    text, then on one line as small as it needs (never below the smallest text size), then none.
    [[]] where the words fit beside the title, or where there are none."""
    hint = fight_hint(fight)
    if not hint:
        return [[]]
    small = m.font("small")
    name = fight_name(names, fight)
    title = max(text.width(f"{name}{HEADER_GAP}{stage}", small, True) for stage in stage_forms(fight))
    if title + text.width(HEADER_GAP + hint, small) <= width:
        return [[]]
    least = min(small, m.px(MIN_FONT))
    wrapped = text.word_lines(hint, small, width, minimum=least)  # a word wider than the line is drawn smaller
    one = text.fit_size(hint, small, width, minimum=least)
    on_one_line = [[(hint, one)]] if len(wrapped) > 1 and text.width(hint, one) <= width else []
    return [wrapped, *on_one_line, []]


def _outcome(fight: ShownFight) -> tuple | None:
    """What a decided fight adds to its groups' words: the winner, and whose hand is named."""
    if not fight.decided:
        return None
    return fight.winner, tuple(tuple(fight.cards_of(s)) for s in _banded(fight))


def _banded(fight: ShownFight) -> list[int]:
    """The groups whose hand is named under their cards (a decided fight, not won by forfeit)."""
    if not fight.decided or fight.forfeited:
        return []
    return [s for s in fight.groups() if fight.cards_of(s)]


def _group_words(fight: ShownFight, names: tuple[str, ...]) -> dict[int, tuple[str, str, str | None]]:
    """Each group's name line as drawn ("Ann", the winner's "Wins: Ann + Cy"; without the seats'
    names `LONG_NAME`), the same as the winner's, and its hand's shortest words once they are shown."""
    def side(seat: int) -> str:
        return side_name(names, fight, seat) if names else LONG_NAME
    banded = _banded(fight)
    return {seat: (wins_words(side(seat)) if fight.decided and fight.winner == seat else side(seat),
                   wins_words(side(seat)), hand_forms(fight.cards_of(seat))[-1] if seat in banded else None)
            for seat in fight.groups()}


def _two_lines(words: str, size: int) -> int:
    """The narrowest width that holds `words` on two lines, broken between whole words."""
    parts = words.split()
    return min((max(text.width(" ".join(parts[:k]), size), text.width(" ".join(parts[k:]), size))
                for k in range(1, len(parts))), default=text.width(words, size))


def row_width(lanes: list[tuple[float, ...]], gap: int) -> float:
    """The narrowest a row of groups can be: each group's cards, name and hand's words (`lanes`:
    their widths) centred one over another, each at least `gap` from the next group's."""
    return (max(lanes[0]) + max(lanes[-1])) / 2 + sum(_apart(lanes, k, gap) for k in range(len(lanes) - 1))


def _apart(lanes: list[tuple[float, ...]], k: int, gap: int) -> float:
    """From group `k`'s centre to the next's, at least."""
    return max(a + b for a, b in zip(lanes[k], lanes[k + 1], strict=True)) / 2 + gap


def compact(card_w: int) -> bool:
    """An arena card this narrow shows its rank and suit alone (its full face would not read)."""
    return card_w < COMPACT_BELOW


def words_below(card_w: int, under: int, line: int) -> bool:
    """A hand's words go under cards of `card_w` (`under` wide once they make room), not across their
    foot: always under a compact card (its rank and suit), and under one they would half cover
    (large text) when it stays a full face."""
    return compact(card_w) or (2 * line > round(card_w * ASPECT) and not compact(under))


def readable_width(m: Metrics) -> int:
    """The narrowest arena card whose rank and suit show whole in the player's small text."""
    small = m.font("small")
    return max(max(text.width(str(r), small, True) for r in kc.RANKS), text.line_height(small) * 2 // 3) + m.px(12)


def _place_groups(m: Metrics, lay: KombatLayout, fight: ShownFight, largest: int,
                  words: dict[int, tuple[str, str, str | None]]) -> bool:
    """Each fighter's card places: rows of groups, cards as large as fit side by side (never over
    one another: a Dogfight's third and fourth cards too), a name over each group (on two lines
    where the row has the height and not the width) and its hand's words under it. Cards large
    enough to read their rank come first, then names shown whole, then the largest cards. Groups
    share a row equally where every name fits so; else each takes the width its cards, its name
    and its hand's words need (a long name beside short ones). False: the cards do not read or
    the words are not whole."""
    small = m.font("small")
    line = text.line_height(small)
    seats = fight.groups()
    area = pygame.Rect(lay.arena.left, lay.header.bottom + m.px(4), lay.arena.width,
                       lay.arena.bottom - lay.header.bottom - m.px(4))
    gap = m.px(8)
    apart = m.px(4)  # between two cards of a group: they never overlap
    band = {s: 0 if words[s][2] is None else text.width(words[s][2], small) + m.px(12) for s in seats}
    # Equal cells hold any group's name as the winner's; shared by need, the names as they are.
    named = {s: text.width(words[s][1], small) for s in seats}
    word = {s: _two_lines(words[s][1], small) for s in seats}
    named_now = {s: text.width(words[s][0], small) for s in seats}
    word_now = {s: _two_lines(words[s][0], small) for s in seats}
    readable = readable_width(m)
    best: tuple[bool, bool, int, int, int, int, bool] = (False, False, 0, 1, len(seats), 1, False)
    slots = max(fight.slots(s) for s in seats)

    def span(seat: int, w: int) -> int:
        return w * fight.slots(seat) + apart * (fight.slots(seat) - 1)

    for rows in range(1, len(seats) + 1):
        cols = math.ceil(len(seats) / rows)
        cell_w = (area.width - (cols - 1) * gap) / cols
        room_h = (area.height - (rows - 1) * gap) / rows
        # a name too wide for one line takes two (the cards give up that height)
        lines = 1 if cell_w >= max(named.values()) else 2
        need, need_now = (named, named_now) if lines == 1 else (word, word_now)
        w = int(min((cell_w - apart * (slots - 1)) / slots, (room_h - lines * line) / ASPECT, largest))
        under = int(min(w, (room_h - (lines + 1) * line) / ASPECT))
        if words_below(w, under, line):  # the hand's words go under such cards, not across them
            w = under
        whole, packed = all(cell_w >= max(need[s], band[s]) for s in seats), False
        for v in ([] if whole else range(w, max(m.px(20), readable if w >= readable else 0) - 1, -1)):
            below = int(min(v, (room_h - (lines + 1) * line) / ASPECT))
            v = below if words_below(v, below, line) else v
            if all(row_width([(span(s, v), need_now[s], band[s]) for s in row], gap) <= area.width
                   for row in _rows(seats, cols)):
                w, whole, packed = v, True, True
                break
        shape = (w >= readable, whole and w >= m.px(20), w, rows, cols, lines, packed)
        if shape[:3] > best[:3]:
            best = shape
    fits, whole, w, rows, cols, lines, packed = best
    w = max(m.px(20), w)
    lay.card_w = w
    h = round(w * ASPECT)
    below = line if words_below(w, w, line) else 0
    cell_h = h + line * lines + below
    total_h = rows * cell_h + (rows - 1) * gap
    y0 = area.top + max(0, (area.height - total_h) // 2)
    need = (named_now if lines == 1 else word_now) if packed else (named if lines == 1 else word)
    for row, members in enumerate(_rows(seats, cols)):
        y = y0 + row * (cell_h + gap)
        places = _columns(area, [(span(s, w), need[s], band[s]) for s in members], gap, cols, packed)
        for seat, (centre, width, band_w) in zip(members, places, strict=True):
            n = fight.slots(seat)
            step = w + apart
            left = centre - round(w + step * (n - 1)) // 2
            top = y + line * lines
            slots = [pygame.Rect(round(left + k * step), top, w, h) for k in range(n)]
            x = centre - width // 2
            # The hand's words lie across the bottom of its cards once the fight is decided.
            lay.groups[seat] = Group(seat, pygame.Rect(x, y, width, line * lines), slots,
                                     pygame.Rect(centre - band_w // 2, top + h - line + below, band_w, line))
    return fits and whole


def _rows(seats: list[int], cols: int) -> list[list[int]]:
    return [seats[k:k + cols] for k in range(0, len(seats), cols)]


def _columns(area: pygame.Rect, lanes: list[tuple[int, int, int]], gap: int, cols: int,
             packed: bool) -> list[tuple[int, int, int]]:
    """Each group's centre and the widths of its name and its hand's words in a row: equal cells
    (`cols` to a full row, the row centred), or, `packed`, each as wide as its cards, name and
    hand's words (`lanes`) need, with the room left shared out."""
    if not packed:
        cell_w = (area.width - (cols - 1) * gap) // cols
        row_w = len(lanes) * cell_w + (len(lanes) - 1) * gap
        return [(area.centerx - row_w // 2 + k * (cell_w + gap) + cell_w // 2, cell_w, cell_w)
                for k in range(len(lanes))]
    extra = (area.width - row_width(lanes, gap)) / len(lanes)
    centre = area.left + (max(lanes[0]) + extra) / 2
    places = []
    for k, (_, name, band) in enumerate(lanes):
        places.append((round(centre), int(name + extra), int(band + extra)))
        if k + 1 < len(lanes):
            centre += _apart(lanes, k, gap) + extra
    return places
