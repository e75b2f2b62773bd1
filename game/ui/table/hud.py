"""Drawing the table's fixed parts: player plates, piles, the turn line, the Cone of Shame, the log."""

from __future__ import annotations

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
                kinds: list[str], thinking: int | None, clock: float, targets: set[int] | None = None,
                focus_seat: int | None = None) -> None:
    """Every other player: name, card count, a fan of backs, whose turn, thinking, out."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    for seat, rect in g.plates.items():
        alive = shown.alive[seat]
        current = seat == shown.current and alive and shown.winner is None
        edge = pal.accent if current else pal.panel_edge
        draw.panel(surface, rect, pal, m.px(12), alpha=225 if alive else 150, edge=edge)
        if current:
            pygame.draw.rect(surface, pal.accent, rect.inflate(m.px(4), m.px(4)), max(2, m.px(4)),
                             border_radius=m.px(14))
        if targets is not None and seat in targets:
            pygame.draw.rect(surface, pal.focus, rect.inflate(m.px(10), m.px(10)), max(2, m.px(3)),
                             border_radius=m.px(16))
        if focus_seat == seat:
            draw.focus_ring(surface, rect, pal, m.px(12), max(2, m.px(3)))
        inner = rect.inflate(-2 * m.px(10), -2 * m.px(10))
        name = names[seat]
        size = text.fit_size(name, small, inner.width)
        text.blit_text(surface, name, size, pal.text, (inner.left, inner.top))
        line2 = inner.top + text.line_height(small)
        if not alive:
            status = "OUT"
            colour = pal.danger
        elif thinking == seat:
            status = "thinking" + "." * (1 + int(clock * 3) % 3)
            colour = pal.focus
        elif current:
            status = f"{shown.turns} turns" if shown.turns > 1 else "playing"
            colour = pal.accent
        else:
            status = "CPU" if kinds[seat] != "human" else "player"
            colour = pal.text_dim
        count = shown.counts[seat]
        words = f"{count} card{'s' if count != 1 else ''} · {status}" if alive else status
        size = text.fit_size(words, small, inner.width)
        text.blit_text(surface, words, size, colour, (inner.left, line2))
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
    if r.width < m.px(60):
        return
    cx, cy = r.centerx, r.top + r.height // 3
    rad = round(min(r.width, r.height) * 0.28 * pulse)
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
    y = cy + rad + m.px(10)
    way = "clockwise" if shown.direction > 0 else "counter-clockwise"
    nxt = names[next_seat(shown, shown.current)]
    for words, colour in ((f"Play goes {way}", pal.text), (f"Next: {nxt}", pal.text_dim)):
        size = text.fit_size(words, small, r.width)
        for line in text.wrap(words, size, r.width):
            text.blit_text(surface, line, size, colour, (cx, y), "midtop")
            y += text.line_height(size)


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
    text.blit_text(surface, head, text.fit_size(head, small, inner.width), pal.accent, inner.topleft)
    top = inner.top + text.line_height(small) + m.pad // 2
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
