"""Drawing the table's fixed parts: player plates, piles, the turn line, the Cone of Shame, the log."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

import pygame

from .. import cards_art, draw, text
from .geometry import TableGeometry
from .shown import ShownTable

if TYPE_CHECKING:
    from ..app import App


def next_seat(shown: ShownTable, seat: int) -> int:
    """The living seat after `seat` in the direction of play (for the Cone of Shame)."""
    n = shown.players
    s = (seat + shown.direction) % n
    for _ in range(n):
        if shown.alive[s]:
            return s
        s = (s + shown.direction) % n
    return seat


def draw_plates(surface: pygame.Surface, app: App, g: TableGeometry, shown: ShownTable, names: list[str],
                kinds: list[str], thinking: int | None, clock: float, notes: dict[int, str]) -> None:
    """Every other player: name, card count, a fan of backs, whose turn, who is next, thinking, out.

    Arrows between the plates point the way play goes; `notes` are short-lived words
    ("lets it happen") shown in a plate's status line.
    """
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    following = next_seat(shown, shown.current) if shown.winner is None else None
    _direction_arrows(surface, app, g, shown.direction)
    for seat, rect in g.plates.items():
        alive = shown.alive[seat]
        current = seat == shown.current and alive and shown.winner is None
        edge = pal.accent if current else pal.panel_edge
        draw.panel(surface, rect, pal, m.px(12), alpha=225 if alive else 150, edge=edge)
        if current:
            pygame.draw.rect(surface, pal.accent, rect.inflate(m.px(4), m.px(4)), max(2, m.px(4)),
                             border_radius=m.px(14))
        inner = rect.inflate(-2 * m.px(10), -2 * m.px(10))
        name = text.ellipsize(names[seat], small, inner.width)
        text.blit_text(surface, name, small, pal.text, (inner.left, inner.top))
        line2 = inner.top + text.line_height(small)
        if not alive:
            status = "OUT"
            colour = pal.danger
        elif seat in notes:
            status = notes[seat]
            colour = pal.accent
        elif thinking == seat:
            status = "thinking" + "." * (1 + int(clock * 3) % 3)
            colour = pal.focus
        elif current:
            status = f"{shown.turns} turns" if shown.turns > 1 else "playing"
            colour = pal.accent
        elif seat == following:
            status = "next"
            colour = pal.text
        else:
            status = "CPU" if kinds[seat] != "human" else "player"
            colour = pal.text_dim
        count = shown.counts[seat]
        words = f"{count} card{'s' if count != 1 else ''} · {status}" if alive and seat not in notes else status
        text.blit_text(surface, text.ellipsize(words, small, inner.width), small, colour, (inner.left, line2))
        # A fan of backs, one per card (at most 8 drawn).
        fan_top = line2 + text.line_height(small) + m.px(4)
        w = g.plate_card_w
        if alive and count:
            shown_cards = min(count, 8)
            step = min(w * 0.6, (inner.width - w) / max(1, shown_cards - 1)) if shown_cards > 1 else 0
            back = cards_art.back(w, pal.name)
            for k in range(shown_cards):
                surface.blit(back, (round(inner.left + k * step), fan_top))
        if not alive:
            _cross(surface, rect, pal.danger, max(3, m.px(5)))


def _direction_arrows(surface: pygame.Surface, app: App, g: TableGeometry, direction: int) -> None:
    """A chevron in each gap between plates, pointing the way play goes (seat order runs left to right)."""
    m = app.metrics
    plates = sorted(g.plates.values(), key=lambda r: r.left)
    for a, b in itertools.pairwise(plates):
        cx, cy = (a.right + b.left) // 2, a.centery
        half = max(3, min(m.px(7), (b.left - a.right) // 2 - 1))
        dx = half * direction
        pygame.draw.lines(surface, app.palette.accent, False,
                          [(cx - dx, cy - half * 2), (cx + dx, cy), (cx - dx, cy + half * 2)], max(2, m.px(3)))


def _cross(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int) -> None:
    r = rect.inflate(-rect.width // 3, -rect.height // 4)
    pygame.draw.line(surface, colour, r.topleft, r.bottomright, width)
    pygame.draw.line(surface, colour, r.bottomleft, r.topright, width)


def draw_piles(surface: pygame.Surface, app: App, g: TableGeometry, shown: ShownTable, focus_discard: bool,
               hover_discard: bool) -> None:
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    w = g.pile_card_w
    # The draw pile: a few stacked backs (thinner as it empties).
    layers = min(5, (shown.draw_count + 9) // 10)
    for k in range(layers):
        r = g.draw_pile.move(-k * 2, -k * 2)
        draw.shadow(surface, r, cards_art.radius(w), m.px(3), alpha=60)
        surface.blit(cards_art.back(w, pal.name), r)
    top = g.draw_pile.move(-(layers - 1) * 2, -(layers - 1) * 2) if layers else g.draw_pile
    if not layers:
        pygame.draw.rect(surface, pal.panel_edge, g.draw_pile, max(2, m.px(2)), border_radius=cards_art.radius(w))
    elif shown.imploding_on_top:
        surface.blit(cards_art.face("imploding_kitten", w, pal.name), top)
    words = f"Draw pile: {shown.draw_count}"
    text.blit_text(surface, words, small, pal.text,
                   (g.draw_pile.centerx, g.draw_pile.bottom + m.px(6)), "midtop")
    # The discard pile: the last few cards, slightly fanned.
    recent = shown.discard[-3:]
    for k, card in enumerate(recent):
        img = cards_art.turned(card, w, pal.name, (k - len(recent) + 1) * 6)
        surface.blit(img, img.get_rect(center=g.discard.center))
    if not recent:
        pygame.draw.rect(surface, pal.panel_edge, g.discard, max(2, m.px(2)), border_radius=cards_art.radius(w))
    words = f"Discard: {len(shown.discard)}"
    text.blit_text(surface, words, small, pal.text,
                   (g.discard.centerx, g.discard.bottom + m.px(6)), "midtop")
    if hover_discard and not focus_discard:
        pygame.draw.rect(surface, pal.focus, g.discard.inflate(m.px(8), m.px(8)), max(2, m.px(2)),
                         border_radius=cards_art.radius(w))
    if focus_discard:
        draw.focus_ring(surface, g.discard, pal, cards_art.radius(w), max(2, m.px(3)))
    if shown.drawn_kitten:
        _, card = shown.drawn_kitten
        r = g.discard.move(g.discard.width + m.px(30), 0)
        if r.right < g.centre.right:
            surface.blit(cards_art.face(card, w, pal.name), r)


def draw_cone(surface: pygame.Surface, app: App, g: TableGeometry, shown: ShownTable, names: list[str],
              pulse: float) -> None:
    """The Cone of Shame: the direction of play, and who plays next."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    r = g.cone
    way = "clockwise" if shown.direction > 0 else "counter-clockwise"
    nxt = names[next_seat(shown, shown.current)]
    lines = [(line, pal.text) for line in text.wrap(f"Play goes {way}", small, r.width)]
    lines += [(line, pal.text_dim) for line in text.wrap(f"Next: {nxt}", small, r.width)]
    text_h = len(lines) * text.line_height(small)
    room = r.height - text_h - m.px(10)
    if r.width < m.px(60) or room < m.px(36) or any(text.width(line, small) > r.width for line, _ in lines):
        return  # too tight: the plates' arrows and "next" mark show the direction alone
    cx, cy = r.centerx, r.top + room // 2
    rad = round(min(r.width, room) * 0.4 * pulse)
    # A circular arrow: clockwise or counter-clockwise.
    pts = []
    for i in range(25):
        a = math.radians(30 + i * 12)
        pts.append((cx + rad * math.cos(a) * shown.direction, cy - rad * math.sin(a)))
    pygame.draw.lines(surface, pal.accent, False, pts, max(3, m.px(5)))
    end = pts[-1]
    a = math.radians(30 + 24 * 12)
    tangent = (-math.sin(a) * shown.direction, -math.cos(a))
    normal = (-tangent[1], tangent[0])
    size = max(6, m.px(12))
    tip = (end[0] + tangent[0] * size, end[1] + tangent[1] * size)
    pygame.draw.polygon(surface, pal.accent, [tip, (end[0] + normal[0] * size * 0.7, end[1] + normal[1] * size * 0.7),
                                              (end[0] - normal[0] * size * 0.7, end[1] - normal[1] * size * 0.7)])
    # The cone itself, in the middle of the arrow.
    cone = [(cx - rad * 0.45, cy - rad * 0.35), (cx + rad * 0.45, cy - rad * 0.35), (cx + rad * 0.2, cy + rad * 0.4),
            (cx - rad * 0.2, cy + rad * 0.4)]
    pygame.draw.polygon(surface, pal.text, cone, max(2, m.px(3)))
    y = r.top + room + m.px(10)
    for line, colour in lines:
        text.blit_text(surface, line, small, colour, (cx, y), "midtop")
        y += text.line_height(small)


def caption_rows(app: App) -> int:
    """Height kept at the top of the log for sound captions (when they are on)."""
    return 3 * (text.line_height(app.metrics.font("small")) + app.metrics.px(8)) if app.settings.captions else 0


def render_log(app: App, size: tuple[int, int], lines: list[str], scroll: int, key_name: str) -> pygame.Surface:
    """The game log panel, newest at the bottom; `scroll` lines back from the newest."""
    m = app.metrics
    pal = app.palette
    surface = pygame.Surface(size)
    surface.fill(pal.panel)
    rect = surface.get_rect()
    pygame.draw.line(surface, pal.panel_edge, rect.topleft, rect.bottomleft, max(1, m.px(2)))
    small = m.font("small")
    inner = rect.inflate(-2 * m.pad, -2 * m.pad)
    head = f"Game log ({key_name} hides)"
    text.blit_text(surface, text.ellipsize(head, small, inner.width), small, pal.accent, inner.topleft)
    top = inner.top + text.line_height(small) + m.pad // 2 + caption_rows(app)
    step = text.line_height(small)
    y = inner.bottom
    end = len(lines) - max(0, scroll)
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(inner.left, top, inner.width, inner.bottom - top))
    for i in range(end - 1, -1, -1):
        wrapped = text.wrap(lines[i], small, inner.width)
        y -= len(wrapped) * step + m.px(4)
        if y < top:
            break  # only whole entries
        colour = pal.text if i == end - 1 else pal.text_dim
        for k, line in enumerate(wrapped):
            text.blit_text(surface, line, small, colour, (inner.left, y + k * step))
    surface.set_clip(clip)
    return surface
