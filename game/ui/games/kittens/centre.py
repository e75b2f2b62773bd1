"""The middle of the Kittens table: the draw and discard piles, the Cone of Shame (direction of
play and who is next), the attack counter and the odds meter."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ....i18n import _, format_number, format_percent, ngettext
from ....rules.kittens.cards import IMPLODING
from ... import cards_art, draw, text
from ...table.geometry import TableGeometry, discard_label, draw_pile_label, next_label
from ...table.hud import next_seat, whole_words
from .cards import FAMILY
from .rising import draw_grave
from .shown import KittensShown

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene


def draw_centre(surface: pygame.Surface, table: TableScene, focus_discard: bool, hover_discard: bool) -> None:
    """The counter under the status line, the cone, the piles and the odds meter."""
    app = table.app
    g = table.geo
    shown = table.shown
    assert isinstance(shown, KittensShown)
    draw_turns(surface, table, shown)
    draw_cone(surface, app, g, table.table_shown(), table.names, table.viewer,
              table.anims.pulse("cone"))  # (a table held for its Start: nobody's turn, so nobody is next)
    draw_piles(surface, app, g, shown, focus_discard, hover_discard)
    if shown.undead and shown.sees_hand and not shown.alive[shown.viewer] and shown.winner is None:
        _own_grave(surface, table, app.metrics.font("small"))
    odds = odds_words(table)
    if odds:
        small = app.metrics.font("small")
        centre_x = g.draw_pile.centerx if not g.compact else g.odds.centerx
        text.blit_text(surface, text.ellipsize(odds, small, g.centre.width), small, app.palette.accent,
                       (centre_x, g.odds.top), "midtop")


def odds_words(table: TableScene) -> str:
    """The odds meter (when the setting is on): only from what the viewer knows."""
    if not table.app.settings.show_odds or table.odds is None or table.shown.winner is not None:
        return ""
    if table.geo.compact and table.in_window():
        return ""  # the compact layout's countdown has the odds meter's line
    # TRANSLATORS: the odds meter: {percent} is the chance ("25%") that the next card drawn is a Kitten
    return _("Next card is a Kitten: {percent}").format(percent=format_percent(round(table.odds * 100)))


def draw_turns(surface: pygame.Surface, table: TableScene, shown: KittensShown) -> None:
    """The attack counter under the status line: how many turns the current player still owes."""
    if shown.winner is not None or shown.turns <= 1:
        return
    m = table.app.metrics
    pal = table.app.palette
    g = table.geo
    body = m.font("body")
    scale = table.anims.pulse("turns")
    # TRANSLATORS: the attack counter: the turns the current player still has to take
    words = ngettext("{n} turn left", "{n} turns left", shown.turns).format(n=format_number(shown.turns))
    size = round(body * scale)
    label = text.render(words, size, pal.accent_text)
    if g.compact:  # a one-line status: beside the discard pile
        box = label.get_rect(midleft=(g.discard.right + 2 * m.pad, g.discard.centery))
    else:
        box = label.get_rect(midtop=(g.status.centerx, g.status.top + text.line_height(m.font("heading"))))
    box.inflate_ip(body // 2, body // 6)
    pygame.draw.rect(surface, pal.accent, box, border_radius=box.height // 2)
    surface.blit(label, label.get_rect(center=box.center))


def dead_label(app: App, g: TableGeometry, shown: KittensShown) -> tuple[str, pygame.Rect]:
    """Zombie Kittens' count of the dead and where it goes: on the discard label's line, to its right."""
    small = app.metrics.font("small")
    # TRANSLATORS: Zombie Kittens: how many players are dead, beside the discard pile's label
    words = _("Dead: {n}").format(n=format_number(shown.alive.count(False)))
    label_right = g.discard.centerx + text.width(discard_label(len(shown.discard)), small) // 2
    box = pygame.Rect(0, 0, text.width(words, small), text.line_height(small))
    box.topleft = (max(g.discard.right, label_right) + app.metrics.pad, g.discard.bottom + app.metrics.px(6))
    return words, box


def draw_piles(surface: pygame.Surface, app: App, g: TableGeometry, shown: KittensShown, focus_discard: bool,
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
        surface.blit(cards_art.face(IMPLODING, w, pal.name, FAMILY), top)
    words = draw_pile_label(shown.draw_count)
    text.blit_text(surface, words, small, pal.text,
                   (g.draw_pile.centerx, g.draw_pile.bottom + m.px(6)), "midtop")
    # The discard pile: the last few cards, slightly fanned.
    recent = shown.discard[-3:]
    for k, card in enumerate(recent):
        img = cards_art.turned(card, w, pal.name, (k - len(recent) + 1) * 6, FAMILY)
        surface.blit(img, img.get_rect(center=g.discard.center))
    if not recent:
        pygame.draw.rect(surface, pal.panel_edge, g.discard, max(2, m.px(2)), border_radius=cards_art.radius(w))
    words = discard_label(len(shown.discard))
    text.blit_text(surface, words, small, pal.text,
                   (g.discard.centerx, g.discard.bottom + m.px(6)), "midtop")
    if shown.undead:  # the dead counted beside the discard's label: the line under is the countdown's or the odds'
        dead, box = dead_label(app, g, shown)
        text.blit_text(surface, dead, small, pal.danger, box.topleft)
    if hover_discard and not focus_discard:
        pygame.draw.rect(surface, pal.focus, g.discard.inflate(m.px(8), m.px(8)), max(2, m.px(2)),
                         border_radius=cards_art.radius(w))
    if focus_discard:
        draw.focus_ring(surface, g.discard, pal, cards_art.radius(w), max(2, m.px(3)))
    if shown.drawn_kitten:
        _seat, card = shown.drawn_kitten
        r = g.discard.move(g.discard.width + m.px(30), 0)
        if r.right < g.centre.right:
            surface.blit(cards_art.face(card, w, pal.name, FAMILY), r)


def draw_grave_mark(surface: pygame.Surface, table: TableScene, seat: int, room: pygame.Rect) -> bool:
    """A dead player's plate (Zombie Kittens) shows their Exploding Kitten face up and a tombstone,
    in the `room` its words leave (its words say DEAD: not colour alone); nothing while they rise
    (the resurrection effect shows it). False elsewhere: the plate's cross says they are out."""
    shown = table.shown
    assert isinstance(shown, KittensShown)
    if not shown.undead:
        return False
    if seat not in shown.raised:
        app = table.app
        draw_grave(surface, room, app.palette.name, app.palette.danger, app.metrics.font("small"))
    return True


def _own_grave(surface: pygame.Surface, table: TableScene, small: int) -> None:
    """The dead viewer's own grave beside their hand (right, else left, where no card is):
    "You are dead" and the face-up Kitten."""
    app = table.app
    m = app.metrics
    words = _("You are dead")
    line = text.line_height(small)
    card_h = 2 * line + m.pad
    card_w = round(card_h / cards_art.ASPECT)
    box = pygame.Rect(0, 0, text.width(words, small) + 2 * card_w + 3 * m.pad, card_h + m.pad)
    hand = table.geo.hand
    cards = [group.face_rect for group in table.hand.groups if group.shown]
    for corner in ("bottomright", "bottomleft"):
        setattr(box, corner, getattr(hand, corner))
        if not any(box.colliderect(r) for r in cards):
            break
    else:
        return  # no room beside the hand: the status line and the log say it
    draw.panel(surface, box, app.palette, m.px(10), alpha=220, edge=app.palette.danger)
    said = text.blit_text(surface, words, small, app.palette.danger, (box.left + m.pad, box.centery), "midleft")
    room = pygame.Rect(said.right + m.pad, box.top + m.pad // 2, 0, card_h)
    room.width = box.right - m.pad // 2 - room.left
    draw_grave(surface, room, app.palette.name, app.palette.danger, small)


def draw_cone(surface: pygame.Surface, app: App, g: TableGeometry, shown: KittensShown, names: list[str],
              viewer: int | None, pulse: float) -> None:
    """The direction of play: a round arrow turning the way play goes, labelled with the way and
    who plays next ("Next: Marmalade", or "Next: You" for the `viewer`; wrapped
    in whole words when narrow). With little room the
    "Turn order" label goes first, then the arrow; who is next stays."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    r = g.cone
    # TRANSLATORS: the direction of play, under "Turn order": one short word each
    way = _("clockwise") if shown.direction > 0 else _("reversed")
    parts = [(_("Turn order"), pal.text), (way, pal.accent)]
    if shown.current is not None:
        following = next_seat(shown, shown.current)
        parts.append((next_label(None if following == viewer else names[following]), pal.text_dim))
    step = text.line_height(small)

    def wrapped(kept: list[tuple[str, tuple[int, int, int]]]) -> list[tuple[str, tuple[int, int, int]]]:
        return [(line, colour) for words, colour in kept for line in whole_words(words, small, r.width, 2)]

    lines = wrapped(parts)
    if r.height - len(lines) * step < m.px(30):
        lines = wrapped(parts[1:])  # no room for the label: the way and who is next
    room = r.height - len(lines) * step - m.px(6)
    rad = round(min(r.width, room) * 0.38 * pulse)
    if rad >= m.px(10):
        _round_arrow(surface, (r.centerx, r.top + room // 2), rad, shown.direction, pal.accent, max(3, m.px(5)))
    else:
        room = max(0, r.height - len(lines) * step)
    y = r.top + room + (m.px(6) if rad >= m.px(10) else 0)
    for line, colour in lines:
        text.blit_text(surface, line, small, colour, (r.centerx, y), "midtop")
        y += step


def _round_arrow(surface: pygame.Surface, centre: tuple[int, int], rad: int, direction: int, colour: tuple,
                 width: int) -> None:
    """Three quarters of a circle with a big arrowhead: clockwise (1) or counter-clockwise (-1)."""
    cx, cy = centre
    pts = [(cx + rad * math.cos(math.radians(a)) * direction, cy - rad * math.sin(math.radians(a)))
           for a in range(90, 90 - 271, -10)]  # from the top, round the way play goes
    pygame.draw.lines(surface, colour, False, pts, width)
    end, before = pts[-1], pts[-2]
    dx, dy = end[0] - before[0], end[1] - before[1]
    length = math.hypot(dx, dy) or 1
    tx, ty = dx / length, dy / length
    size = max(6, rad // 2)
    tip = (end[0] + tx * size, end[1] + ty * size)
    pygame.draw.polygon(surface, colour, [tip, (end[0] - ty * size * 0.7, end[1] + tx * size * 0.7),
                                          (end[0] + ty * size * 0.7, end[1] - tx * size * 0.7)])
    pygame.draw.circle(surface, colour, centre, max(2, rad // 6))  # the table's middle
