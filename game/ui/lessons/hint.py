"""The hint box: the lesson's words for the step awaited, and an arrow to the control to use.

It stands in a column at the right of the table's middle (`column`); the piles and the
decision panels keep the rest. The pointed control gets a ring, pulsing unless motion is reduced.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .. import draw, text
from ..table.geometry import TableGeometry, cone_least_width

if TYPE_CHECKING:
    from ..app import App
    from .guide import Pointer

MIN_WIDTH = 10  # the column is at least this many small-text sizes wide (at most half the middle)
LOG_ROOM = 45  # the log column is shown only in a window at least this many body-text sizes wide


def column(geo: TableGeometry, app: App) -> pygame.Rect:
    """Take the hint's column off the right of the table's middle; move the piles to what is left."""
    m = app.metrics
    centre = geo.centre
    width = min(centre.width // 2, max(round(centre.width * 0.34), m.font("small") * MIN_WIDTH))
    hint = pygame.Rect(centre.right - width, centre.top, width, centre.height)
    shift = -(width + m.pad) // 2
    centre.width -= width + m.pad
    for rect in (geo.status, geo.countdown, geo.odds):
        rect.width = min(rect.width, centre.right - rect.left)
    for rect in (geo.draw_pile, geo.discard, geo.cone):
        rect.move_ip(shift, 0)
    if geo.cone.left < centre.left:
        right = geo.cone.right
        geo.cone.width = max(m.px(40), right - centre.left)
        geo.cone.right = right
    short = cone_least_width(m) - geo.cone.width  # the cone keeps its longest word whole: the piles
    label = text.width("Discard: 88", m.font("small")) // 2  # the discard's label, under it
    room = hint.left - m.pad - max(geo.discard.right, geo.discard.centerx + label)  # move right into what is left
    if short > 0 and room > 0:
        step = min(short, room)
        geo.draw_pile.move_ip(step, 0)
        geo.discard.move_ip(step, 0)
        geo.cone.width += step
    return hint


def room_for_log(app: App) -> bool:
    """Whether the window is wide enough for the log beside the hint (large text: the hint only)."""
    return app.metrics.width >= app.metrics.font("body") * LOG_ROOM


def draw_hint(surface: pygame.Surface, app: App, area: pygame.Rect, heading: str, words: str,
              pointer: Pointer | None, footer: str, clock: float) -> pygame.Rect:
    """The box (as tall as its words, within `area`) and the arrow; returns the box."""
    m = app.metrics
    pal = app.palette
    head, body, small = m.font("body"), m.font("body"), m.font("small")
    inner_w = area.width - 2 * m.pad
    doing = f"{pointer.words}  [{pointer.key}]" if pointer is not None else ""
    gap = m.px(8)
    heading_short = heading.partition(":")[0]
    height = 0
    # What fits, most needed first kept: the words and what to do; the footer, then the title go first.
    for top, bottom in ((heading, footer), (heading_short, footer), (heading_short, ""), ("", "")):
        parts = [(top, small, pal.text_dim, False), (words, body, pal.text, False),
                 (doing, head, pal.accent, True), (bottom, small, pal.text_dim, False)]
        parts = [p for p in parts if p[0]]
        height = sum(text.wrapped_height(w, size, inner_w, bold) + gap for w, size, _, bold in parts) + 2 * m.pad - gap
        if height <= area.height:
            break
    box = pygame.Rect(area.left, area.top, area.width, min(area.height, height))
    draw.shadow(surface, box, m.px(12), m.px(6))
    draw.panel(surface, box, pal, m.px(12), alpha=250, edge=pal.accent)
    clip = surface.get_clip()
    surface.set_clip(box)
    y = box.top + m.pad
    for w, size, colour, bold in parts:
        y += text.blit_wrapped(surface, w, size, colour, pygame.Rect(box.left + m.pad, y, inner_w, box.bottom - y),
                               bold=bold) + gap
    surface.set_clip(clip)
    if pointer is not None and pointer.widget.rect.width > 0:
        _arrow(surface, app, box, pointer.widget.rect, clock)
    return box


def _arrow(surface: pygame.Surface, app: App, box: pygame.Rect, target: pygame.Rect, clock: float) -> None:
    """A ring round `target` and an arrow to it from the nearest edge of the box."""
    m = app.metrics
    pal = app.palette
    still = app.settings.reduced_motion
    grow = 0 if still else round(m.px(4) * (1 + math.sin(clock * 5)) / 2)
    ring = target.inflate(m.px(14) + 2 * grow, m.px(14) + 2 * grow)
    width = max(3, m.px(5))
    pygame.draw.rect(surface, pal.accent, ring, width, border_radius=m.px(12))
    if box.colliderect(ring):
        return
    start = (min(max(ring.centerx, box.left), box.right), min(max(ring.centery, box.top), box.bottom))
    end = (min(max(start[0], ring.left), ring.right), min(max(start[1], ring.top), ring.bottom))
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < m.px(20):
        return
    ux, uy = dx / length, dy / length
    head = m.px(22)
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, pal.accent, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, pal.accent, [end, left, right])
