"""The middle of the Herding Cats table: the claim spot (the card played face down under its
declared identity, a presented Laser Pointer, the card a challenge turned over) and every
player's cell: name and score, the herd as small cards (face-down backs; the viewer's own carry
a mark of their identity, seen by them alone; face-up cards with a shield, protected) and the
discard pile, whose count is written on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....rules.herding.cards import title
from ... import cards_art, draw, text
from ...theme import Palette
from .cards import CARDS, FAMILY
from .layout import Cell, HerdLayout, compute
from .shown import HerdingShown

if TYPE_CHECKING:
    from ...table.scene import TableScene

FACE_MIN = 56  # narrower herd cards are drawn as an icon on a card, not a whole face


def layout(table: TableScene) -> HerdLayout:
    return compute(table.app.metrics, table.geo, table.match.config.players, table.seen_as)


def draw_centre(surface: pygame.Surface, table: TableScene, focus: int | None, hover: int | None) -> None:
    shown = table.shown
    assert isinstance(shown, HerdingShown)
    lay = layout(table)
    draw_claims(surface, table, shown, lay)
    for seat, cell in lay.cells.items():
        draw_cell(surface, table, shown, lay, seat, cell, seat == focus, seat == hover)


# ---- cards ---------------------------------------------------------------------------------------
def mini(card: str | None, w: int, pal: Palette) -> pygame.Surface:
    """A small card: a back (None), a whole face when wide enough, else the picture on a card."""
    if card is None:
        return cards_art.back(w, pal.name)
    if w >= FACE_MIN:
        return cards_art.face(card, w, pal.name, FAMILY)
    return _icon_card(card, w, pal.name)


_ICON_CARDS: dict[tuple[str, int, str], pygame.Surface] = {}


def _icon_card(card: str, w: int, palette_name: str) -> pygame.Surface:
    key = (card, w, palette_name)
    if key not in _ICON_CARDS:
        from ...theme import palette

        pal = palette(palette_name)
        h = round(w * cards_art.ASPECT)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = cards_art.radius(w)
        pygame.draw.rect(surf, CARDS.colour(card), surf.get_rect(), border_radius=r)
        inner = surf.get_rect().inflate(-max(4, w // 6), -max(4, w // 6))
        pygame.draw.rect(surf, pal.card_face, inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, pal.card_ink, surf.get_rect(), 1, border_radius=r)
        art = cards_art.icon(card, max(8, inner.width - 2), palette_name, family=FAMILY)
        surf.blit(art, art.get_rect(center=inner.center))
        _ICON_CARDS[key] = surf
    return _ICON_CARDS[key]


def mark(surface: pygame.Surface, card: str, rect: pygame.Rect, pal: Palette) -> None:
    """The owner's mark on a face-down card: its identity's picture in a round badge."""
    d = max(10, round(rect.width * 0.72))
    centre = (rect.centerx, rect.bottom - d // 2 - max(2, rect.width // 12))
    pygame.draw.circle(surface, pal.card_face, centre, d // 2)
    pygame.draw.circle(surface, CARDS.colour(card), centre, d // 2, max(2, d // 10))
    art = cards_art.icon(card, max(8, round(d * 0.7)), pal.name, family=FAMILY)
    surface.blit(art, art.get_rect(center=centre))


def shield(surface: pygame.Surface, rect: pygame.Rect, pal: Palette) -> None:
    """Protected: a shield on the card's top right corner (its shape says it, not its colour)."""
    s = max(8, rect.width // 3)
    x, y = rect.right - s - max(1, s // 6), rect.top + max(1, s // 6)
    pts = [(x, y), (x + s, y), (x + s, y + s * 0.55), (x + s / 2, y + s * 1.1), (x, y + s * 0.55)]
    pygame.draw.polygon(surface, pal.good, pts)
    pygame.draw.polygon(surface, pal.card_ink, pts, max(1, s // 8))


# ---- the claim spot ------------------------------------------------------------------------------
def draw_claims(surface: pygame.Surface, table: TableScene, shown: HerdingShown, lay: HerdLayout) -> None:
    app = table.app
    m, pal = app.metrics, app.palette
    small = m.font("small")
    w = lay.play.width
    play = shown.play
    if play is None:
        pygame.draw.rect(surface, pal.panel_edge, lay.play, max(2, m.px(2)), border_radius=cards_art.radius(w))
    else:
        face = play.card if play.revealed else None
        draw.shadow(surface, lay.play, cards_art.radius(w), m.px(3), alpha=70)
        surface.blit(mini(face, w, pal), lay.play)
        if face is None and play.card is not None:
            mark(surface, play.card, lay.play, pal)  # the player's own card: what it really is
    claim = shown.claim
    if claim is not None:
        face = "laser_pointer" if claim.face_up else (claim.card if claim.revealed else None)
        surface.blit(mini(face, w, pal), lay.claim)
        if face is None and claim.card is not None:
            mark(surface, claim.card, lay.claim, pal)
    words = claim_words(table, shown)
    if words:
        text.blit_text(surface, text.ellipsize(words, small, lay.words.width), small, pal.text,
                       lay.words.midtop, "midtop")


def claim_words(table: TableScene, shown: HerdingShown) -> str:
    """The line under the claim spot: the declared identity, then the picked card."""
    play = shown.play
    if play is None:
        return ""
    if shown.selected is not None:
        _, position, in_herd = shown.selected
        return f"Picked: {'herd ' if in_herd else ''}card {position + 1}"
    if shown.claim is not None:
        return "Laser Pointer?"
    return title(play.identity) + ("?" if not play.revealed else "")


# ---- a player's cell -----------------------------------------------------------------------------
def name_words(table: TableScene, shown: HerdingShown, seat: int) -> str:
    """ "You · 11", "Bea · 7+" (a + when some of the herd is hidden from the viewer), "wins" at the end."""
    points, complete = shown.score(seat)
    who = "You" if seat == table.viewer else table.names[seat]
    words = f"{who} · {points}{'' if complete else '+'}"
    if seat in shown.winners:
        words += " · wins"
    return words


def draw_cell(surface: pygame.Surface, table: TableScene, shown: HerdingShown, lay: HerdLayout, seat: int,
              cell: Cell, focused: bool, hovered: bool) -> None:
    app = table.app
    m, pal = app.metrics, app.palette
    small = m.font("small")
    current = seat == shown.current and not shown.winners
    draw.panel(surface, cell.rect, pal, m.px(10), alpha=150, edge=pal.accent if current else pal.panel_edge)
    if current:
        pygame.draw.rect(surface, pal.accent, cell.rect, max(2, m.px(3)), border_radius=m.px(10))
    words = name_words(table, shown, seat)
    colour = pal.accent if seat in shown.winners else pal.text
    label = "discards"
    room = cell.name.width
    if text.width(words, small) + text.width(label, small) + small <= room:
        text.blit_text(surface, label, small, pal.text_dim, cell.name.topright, "topright")
    text.blit_text(surface, text.ellipsize(words, small, room), small, colour, cell.name.topleft)
    pygame.draw.line(surface, pal.panel_edge, (cell.discard.left - lay.chip_w // 6, cell.discard.top),
                     (cell.discard.left - lay.chip_w // 6, cell.discard.bottom), max(1, m.px(2)))
    row = shown.face_down(seat)
    cards: list[tuple[str | None, bool]] = [(c, False) for c in row] + [(c, True) for c in shown.up[seat]]
    w = lay.chip_w
    own = seat == shown.viewer or bool(shown.final)
    for i, (card, up) in enumerate(cards):
        r = lay.chip(seat, i, len(cards))
        if up or (own and bool(shown.final)):
            surface.blit(mini(card, w, pal), r)
            if up:
                shield(surface, r, pal)
        else:
            surface.blit(mini(None, w, pal), r)
            if card is not None:
                mark(surface, card, r, pal)
        if shown.selected is not None and shown.selected[0] == seat and shown.selected[2] and i == shown.selected[1]:
            pygame.draw.rect(surface, pal.focus, r.inflate(m.px(6), m.px(6)), max(2, m.px(3)),
                             border_radius=cards_art.radius(w))
    if not cards and text.width("No herd", small) <= cell.row.width:
        text.blit_text(surface, "No herd", small, pal.text_dim, (cell.row.left, cell.row.centery), "midleft")
    _discard(surface, table, shown.discards[seat], cell.discard)
    if cell.tags is not None and seat != shown.viewer and not shown.final and shown.known[seat]:
        _tags(surface, table, shown.known[seat], cell.tags)
    if focused:
        draw.focus_ring(surface, cell.rect, pal, m.px(10), max(2, m.px(3)))
    elif hovered:
        pygame.draw.rect(surface, pal.focus, cell.rect, max(2, m.px(2)), border_radius=m.px(10))


def _discard(surface: pygame.Surface, table: TableScene, pile: list[str], rect: pygame.Rect) -> None:
    """The top of a discard pile with its count on a badge (an empty outline when there is none)."""
    app = table.app
    m, pal = app.metrics, app.palette
    if pile:
        surface.blit(mini(pile[-1], rect.width, pal), rect)
    else:
        pygame.draw.rect(surface, pal.panel_edge, rect, max(1, m.px(2)), border_radius=cards_art.radius(rect.width))
    small = m.font("small")
    words = str(len(pile))
    box = pygame.Rect(0, 0, text.width(words, small) + small // 2, text.line_height(small))
    box.midtop = (rect.centerx, rect.top + max(0, (rect.height - box.height) // 2))
    pygame.draw.rect(surface, pal.panel, box, border_radius=box.height // 2)
    pygame.draw.rect(surface, pal.panel_edge, box, 1, border_radius=box.height // 2)
    text.blit_text(surface, words, small, pal.text, box.center, "center")


def _tags(surface: pygame.Surface, table: TableScene, known: list[str], rect: pygame.Rect) -> None:
    """Identities the viewer knows are somewhere in that face-down row (not where): icons."""
    pal = table.app.palette
    size = rect.height
    x = rect.left
    for card in sorted(known):
        if x + size > rect.right:
            break
        surface.blit(cards_art.icon(card, size, pal.name, family=FAMILY), (x, rect.top))
        x += size + max(2, size // 6)
