"""Drawing the middle of the Kombat table (see `layout`): treasure rows, the piles with the deck
marker, the Litter Box, the Dogs set aside, and the arena with every fighter's cards.

In the arena a card is drawn face up only once revealed, or, for the viewer alone, their own
face-down choice (marked "face down"); `KombatShown.drawn` records the faces the last drawing
showed there, so tests can check that nothing of another's commit is ever drawn.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ....i18n import _, ngettext
from ....rules.kombat import cards as kc
from ....rules.kombat.state import BATTLE
from ... import cards_art, draw, text
from ...layout import Metrics
from ...theme import palette
from .cards import FAMILY, compact_face, suit_icon
from .layout import KombatLayout, cached, compact
from .shown import KombatShown, ShownFight
from .words import (
    HEADER_GAP,
    best_cards,
    dog_forms,
    draw_pile_forms,
    fight_hint,
    fight_name,
    fight_title,
    hand_forms,
    litter_forms,
    side_name,
    strip_forms,
    wins_words,
)

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene


def layout_of(table: TableScene) -> KombatLayout:
    shown = table.shown
    assert isinstance(shown, KombatShown)
    return cached(table.app.metrics, table.geo, shown, tuple(table.names))


def draw_centre(surface: pygame.Surface, table: TableScene) -> None:
    shown = table.shown
    assert isinstance(shown, KombatShown)
    lay = layout_of(table)
    app = table.app
    for seat, rect in lay.strips.items():
        draw_strip(surface, app, rect, shown, seat, seat == shown.viewer)
    draw_piles(surface, app, lay, shown)
    shown.drawn = []
    draw_arena(surface, table, lay, shown)


# ---- treasure rows -----------------------------------------------------------------------------
def strip_words(shown: KombatShown, seat: int, mine: bool = False) -> tuple[str, ...]:
    """A seat's treasure row label, longest first (see `strip_forms`)."""
    treasure = shown.treasure[seat] if seat < len(shown.treasure) else []
    return strip_forms(kc.score(treasure), kc.suit_sets(treasure), mine)


def fit_strip_words(forms: tuple[str, ...], size: int, room: int) -> str:
    """A treasure row's label in `room`: the sets go first, then "points" becomes "pts"; the
    score itself is never cut (the cards' row keeps whatever room is left)."""
    return next((f for f in forms if text.width(f, size) <= room), None) or text.ellipsize(forms[-1], size, room)


def more_forms(hidden: int) -> tuple[str, str]:
    """The mark for the captured cards a row has no room to show, longest first: "+2 more", "+2"."""
    return more_words(hidden), f"+{hidden}"


def more_words(hidden: int) -> str:
    """The mark at the end of a treasure row for the captured cards it has no room to show."""
    # TRANSLATORS: at the end of a row of captured cards: how many more it has no room to show
    return ngettext("+{n} more", "+{n} more", hidden).format(n=hidden)


def draw_strip(surface: pygame.Surface, app: App, rect: pygame.Rect, shown: KombatShown, seat: int,
               mine: bool) -> None:
    """A player's treasure: the score, then each captured card face up as its suit's symbol and
    its rank (a Dog as a dog's head), "+N" for those that do not fit (drawn once per look)."""
    treasure = shown.treasure[seat] if seat < len(shown.treasure) else []
    cards = tuple(sorted(treasure, key=lambda c: (kc.suit(c) or "~", kc.rank(c))))
    surface.blit(strip_surface(app.metrics, app.palette.name, rect.size, strip_words(shown, seat, mine), cards),
                 rect)


@lru_cache(maxsize=64)
def strip_surface(m: Metrics, palette_name: str, size: tuple[int, int], words: tuple[str, ...],
                  cards: tuple[str, ...]) -> pygame.Surface:
    """One treasure row, drawn on a transparent surface of `size`."""
    pal = palette(palette_name)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    small = m.font("small")
    draw.panel(surface, rect, pal, m.px(8), alpha=170)
    inner = rect.inflate(-m.px(8), 0)
    # The score comes first; the mark for the cards with no room keeps the room of its short form ("+N").
    more_w = text.width(more_forms(len(cards))[-1], small) + m.px(8) if cards else 0
    label = text.blit_text(surface, fit_strip_words(words, small, inner.width - more_w), small, pal.text,
                           (inner.left, rect.centery), "midleft")
    x = label.right + m.px(8)
    icon = max(8, rect.height - m.px(6))
    for i, card in enumerate(cards):
        rank = "" if card == kc.DOG else str(kc.rank(card))
        need = icon + (text.width(rank, small) if rank else 0) + m.px(6)
        forms = more_forms(len(cards) - i)
        if x + need > inner.right or (i < len(cards) - 1 and x + need + text.width(forms[-1], small) > inner.right
                                      and _rest_too_wide(list(cards[i:]), x, inner.right, icon, small, m.px(6))):
            more = next((f for f in forms if x + text.width(f, small) <= inner.right), forms[-1])
            text.blit_text(surface, more, small, pal.accent, (x, rect.centery), "midleft")
            break
        surface.blit(suit_icon(kc.suit(card), icon, pal.name), (x, rect.centery - icon // 2))
        if rank:
            text.blit_text(surface, rank, small, pal.text, (x + icon + m.px(1), rect.centery), "midleft", bold=True)
        x += need
    return surface


def _rest_too_wide(cards: list[str], x: int, right: int, icon: int, size: int, gap: int) -> bool:
    need = sum(icon + (0 if c == kc.DOG else text.width(str(kc.rank(c)), size)) + gap for c in cards)
    return x + need > right


# ---- piles ---------------------------------------------------------------------------------------
def pile_forms(shown: KombatShown) -> list[tuple[str, ...]]:
    """The words under the piles in plain words, each line longest first: the cards left to draw
    (and which of the two decks it is), the discards (the Litter Box), the Dogs still to come."""
    return [draw_pile_forms(shown.draw_count, shown.deck), litter_forms(len(shown.litter)),
            dog_forms(shown.dogs_in_pile + shown.kept_dogs)]


def pile_lines(shown: KombatShown, size: int, width: int) -> list[str]:
    """Each of `pile_forms` in its longest form that fits `width` on one line (else its shortest,
    in whole words)."""
    lines = []
    for forms in pile_forms(shown):
        lines.append(next((w for w in forms if text.width(w, size) <= width), forms[-1]))
    return lines


def draw_piles(surface: pygame.Surface, app: App, lay: KombatLayout, shown: KombatShown) -> None:
    m = app.metrics
    pal = app.palette
    w = lay.pile_w
    layers = min(4, (shown.draw_count + 14) // 15)
    for k in range(layers):
        surface.blit(cards_art.back(w, pal.name), lay.pile.move(-k * 2, -k * 2))
    if not layers:
        pygame.draw.rect(surface, pal.panel_edge, lay.pile, max(2, m.px(2)), border_radius=cards_art.radius(w))
    if shown.litter:
        surface.blit(cards_art.face(shown.litter[-1], w, pal.name, FAMILY), lay.litter)
    else:
        pygame.draw.rect(surface, pal.panel_edge, lay.litter, max(2, m.px(2)), border_radius=cards_art.radius(w))
    for k in range(min(shown.dogs_aside, 3)):
        surface.blit(cards_art.face(kc.DOG, w, pal.name, FAMILY), lay.dogs.move(k * m.px(6), k * m.px(6)))
    small = m.font("small")
    step = text.line_height(small)
    rows = max(1, lay.labels.height // step)
    # Each pile's words in whole words (wrapped where the column is narrow), as many lines as fit.
    lines = [(piece, pal.accent if i == 2 and shown.dogs_aside else pal.text)
             for i, words in enumerate(pile_lines(shown, small, lay.labels.width))
             for piece in text.wrap(words, small, lay.labels.width, break_words=False)]
    for k, (line, colour) in enumerate(lines[:rows]):
        text.blit_text(surface, line, small, colour, (lay.labels.left, lay.labels.top + k * step))


# ---- the arena -----------------------------------------------------------------------------------
def draw_arena(surface: pygame.Surface, table: TableScene, lay: KombatLayout, shown: KombatShown) -> None:
    app = table.app
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    fight = shown.fight
    if fight is None:
        return
    names = table.names
    title, hint = header_words(fight, fight_title(names, fight), small, lay.header.width, fight_name(names, fight),
                               fight_name(names, fight, helpers=False))
    top = lay.header.top + text.line_height(small)
    for words, size in lay.hint_lines:  # how it is won, under the title
        text.blit_text(surface, words, size, pal.text_dim, (lay.header.centerx, top), "midtop")
        top += text.line_height(size)
    if hint and not lay.hint_lines:  # the title, then how a fight is won, centred together
        both = text.width(title, small, True) + text.width(HEADER_GAP + hint, small)
        left = lay.header.centerx - both // 2
        at = text.blit_text(surface, title, small, pal.accent, (left, lay.header.top), "topleft", bold=True)
        text.blit_text(surface, hint, small, pal.text_dim, (at.right + text.width(HEADER_GAP, small), lay.header.top))
    else:
        text.blit_text(surface, title, small, pal.accent, (lay.header.centerx, lay.header.top), "midtop", bold=True)
    for seat, group in lay.groups.items():
        cards = fight.cards_of(seat)
        highlight = set()
        if fight.decided and cards and not fight.forfeited:
            highlight = _indexes(cards, best_cards(cards))
        winner = fight.decided and fight.winner == seat
        name = side_name(table.names, fight, seat)
        colour = pal.good if winner else pal.text
        _name_lines(surface, wins_words(name) if winner else name, small, colour, group.label)
        _draw_slots(surface, app, shown, fight, seat, group.slots, cards, highlight)
        if seat in fight.forfeited:
            # TRANSLATORS: stamped in capitals over the cards of a player who forfeited
            stamp(surface, app, group.slots[min(len(cards), len(group.slots) - 1)], _("FORFEIT"), lay.arena)
        elif fight.decided and cards and not fight.forfeited:
            _band(surface, app, group.words, hand_forms(cards), winner)


def header_words(fight: ShownFight, title: str, size: int, width: int, *shorter: str) -> tuple[str, str]:
    """The arena's header line: the fight's title, and while a battle or a Dogfight is open, how it
    is won where both fit on the line ("" where they do not: the layout gives it lines of its own
    under the title, `KombatLayout.hint_lines`). A title too wide for the line gives way to its
    `shorter` forms (the fight without its round, then without its helpers), before the last is
    cut short."""
    hint = fight_hint(fight)
    if hint and text.width(title, size, True) + text.width(HEADER_GAP + hint, size) > width:
        hint = ""
    forms = (title, *shorter)
    title = next((f for f in forms if text.width(f, size, True) <= width), forms[-1])
    return text.ellipsize(title, size, width, True), hint


def _name_lines(surface: pygame.Surface, words: str, size: int, colour: tuple[int, int, int],
                rect: pygame.Rect) -> None:
    """A group's name over its cards, on as many lines as `rect` holds (the last cut short if need be)."""
    line = text.line_height(size)
    room = max(1, rect.height // line)
    lines = text.wrap(words, size, rect.width, break_words=False)  # a word too long is cut short, never broken
    if len(lines) > room:
        lines = [*lines[: room - 1], " ".join(lines[room - 1:])]
    for i, each in enumerate(lines):
        text.blit_text(surface, text.ellipsize(each, size, rect.width), size, colour,
                       (rect.centerx, rect.top + i * line), "midtop")


def arena_face(card: str, width: int, m: Metrics, palette_name: str) -> pygame.Surface:
    """A card in the arena: its full face where that reads, else (small arenas: many fighters, large
    text) its rank in the player's small text over its suit's symbol, on its suit's colour."""
    if not compact(width):
        return cards_art.face(card, width, palette_name, FAMILY)
    return compact_face(card, width, m.font("small"), palette_name)


def _indexes(cards: list[str], chosen: tuple[str, ...]) -> set[int]:
    left = list(chosen)
    out = set()
    for i, card in enumerate(cards):
        if card in left:
            left.remove(card)
            out.add(i)
    return out


def _draw_slots(surface: pygame.Surface, app: App, shown: KombatShown, fight: ShownFight, seat: int,
                slots: list[pygame.Rect], cards: list[str], highlight: set[int]) -> None:
    m = app.metrics
    pal = app.palette
    w = slots[0].width
    k = 0
    for i, card in enumerate(cards):
        if i < len(slots) and (seat, i) not in fight.flipping:
            surface.blit(arena_face(card, w, m, pal.name), slots[i])
            shown.drawn.append(card)
            if i in highlight:
                pygame.draw.rect(surface, pal.accent, slots[i].inflate(m.px(6), m.px(6)), max(3, m.px(4)),
                                 border_radius=cards_art.radius(w) + m.px(3))
        k = i + 1
    team = [seat, *([fight.helpers[seat]] if seat in fight.helpers and fight.kind == BATTLE else [])]
    for s in team:
        if s not in fight.down:
            continue
        commit = fight.down[s]
        count = len(commit) if commit else (3 if fight.kind == "final" else 1)
        for j in range(count):
            if k >= len(slots):
                break
            r = slots[k]
            if commit and s == shown.viewer:
                surface.blit(arena_face(commit[j], w, m, pal.name), r)
                shown.drawn.append(commit[j])
                # TRANSLATORS: a small tag on your own card chosen face down (the others see its back)
                _tag(surface, app, r, _("face down"))
            else:
                surface.blit(cards_art.back(w, pal.name), r)
            k += 1
    for r in slots[k:]:
        pygame.draw.rect(surface, pal.panel_edge, r, max(1, m.px(2)), border_radius=cards_art.radius(w))


def _band(surface: pygame.Surface, app: App, rect: pygame.Rect, forms: list[str], winner: bool) -> None:
    """A hand's words on a band across the bottom of its cards (the winner's in the accent colour):
    the longest of its `forms` that fits."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    room = rect.width - m.px(8)
    words = next((f for f in forms if text.width(f, small) <= room), text.ellipsize(forms[-1], small, room))
    box = pygame.Rect(0, 0, min(rect.width, text.width(words, small) + m.px(12)), rect.height)
    box.center = rect.center
    pygame.draw.rect(surface, pal.accent if winner else pal.panel, box, border_radius=m.px(6))
    pygame.draw.rect(surface, pal.panel_edge, box, 1, border_radius=m.px(6))
    text.blit_text(surface, words, small, pal.accent_text if winner else pal.text, box.center, "center")


def _tag(surface: pygame.Surface, app: App, card: pygame.Rect, words: str) -> None:
    """A small band across the bottom of a card."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    label = text.render(text.ellipsize(words, small, card.width + m.px(20)), small, pal.accent_text)
    box = label.get_rect().inflate(m.px(6), 0)
    box.midbottom = (card.centerx, card.bottom)
    pygame.draw.rect(surface, pal.accent, box, border_radius=m.px(4))
    surface.blit(label, label.get_rect(center=box.center))


def stamp(surface: pygame.Surface, app: App, where: pygame.Rect, words: str, within: pygame.Rect) -> pygame.Rect:
    """`words` stamped over the card place `where`, kept inside `within` (the arena: a long word
    over the last card of the row stays whole); the stamp's box."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    label = text.render(words, small, pal.danger, bold=True)
    box = label.get_rect().inflate(m.px(8), m.px(4))
    box.center = where.center
    box.clamp_ip(within)
    pygame.draw.rect(surface, pal.panel, box, border_radius=m.px(4))
    pygame.draw.rect(surface, pal.danger, box, max(2, m.px(3)), border_radius=m.px(4))
    surface.blit(label, label.get_rect(center=box.center))
    return box
