"""Where everything on the table goes, computed from the window size and the text scale.

Top: the other players' plates. Middle: whose turn it is, the direction of play, the draw
pile and the discard pile (decision panels cover this area). Bottom: the action buttons and
the viewer's hand. Right: the game log (it can be hidden to give the table more room).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from .. import text
from ..cards_art import ASPECT
from ..layout import Metrics


@dataclass
class TableGeometry:
    screen: pygame.Rect
    main: pygame.Rect
    log: pygame.Rect | None
    plates: dict[int, pygame.Rect] = field(default_factory=dict)
    plate_card_w: int = 20
    status: pygame.Rect = field(default_factory=pygame.Rect)
    centre: pygame.Rect = field(default_factory=pygame.Rect)
    draw_pile: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    cone: pygame.Rect = field(default_factory=pygame.Rect)
    countdown: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    hand_card_w: int = 80
    pile_card_w: int = 80
    compact: bool = False  # large text: no fans in the plates, hand cards peek up from the bottom
    hand_peek: int | None = None  # how much of a hand card shows (None: all of it)
    odds: pygame.Rect = field(default_factory=pygame.Rect)  # the odds meter's line

    def seat_anchor(self, seat: int, viewer: int) -> pygame.Rect:
        """Where cards fly to or from for `seat`: its plate, or the hand for the viewer."""
        if seat in self.plates:
            plate = self.plates[seat]
            w = self.plate_card_w
            return pygame.Rect(plate.centerx - w // 2, plate.centery - round(w * ASPECT) // 2, w, round(w * ASPECT))
        w = self.hand_card_w
        return pygame.Rect(self.hand.centerx - w // 2, self.hand.top, w, round(w * ASPECT))


def plate_order(players: int, viewer: int) -> list[int]:
    """The seats shown as plates, left to right: everyone after the viewer, in seat order."""
    if 0 <= viewer < players:
        return [(viewer + k) % players for k in range(1, players)]
    return list(range(players))


TITLE_SHARE = 0.145  # a card face's title is at least this share of its width (cards_art.layout squeezes long words)
PEEK = 0.34  # in the compact layout, the share of a hand card's height shown (its title and some art)


def card_width_for_titles(m: Metrics) -> int:
    """The narrowest card whose title is as large as the text setting asks (`Metrics.card_title`)."""
    return math.ceil(m.card_title / TITLE_SHARE)


def log_width(m: Metrics) -> int:
    """The log column: about 12 short lines wide, at most a fifth of the window."""
    return max(m.px(200), min(round(m.width * 0.2), round(m.font("small") * 12)))


def compute(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool = False) -> TableGeometry:
    """The roomy layout when its cards' titles are as readable as the text setting asks, else the
    compact one (no fans of backs in the plates, and hand cards that peek up from the bottom edge
    and rise whole when pointed at), which gives the cards the room."""
    roomy = _compute(m, players, viewer, show_log, show_odds, compact=False)
    need = card_width_for_titles(m)
    has_hand = 0 <= viewer < players
    if roomy.pile_card_w >= need and (roomy.hand_card_w >= need or not has_hand):
        return roomy
    return _compute(m, players, viewer, show_log, show_odds, compact=True)


def _compute(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool, compact: bool) -> TableGeometry:
    screen = m.rect
    pad = m.pad
    log = None
    main = screen.copy()
    if show_log:
        log_w = log_width(m)
        log = pygame.Rect(screen.right - log_w, 0, log_w, screen.height)
        main.width -= log_w
    g = TableGeometry(screen=screen, main=main, log=log, compact=compact)

    # Plates along the top (with a fan of backs when there is room).
    seats = plate_order(players, viewer)
    small = m.font("small")
    g.plate_card_w = m.px(30)
    fan = 0 if compact else round(g.plate_card_w * ASPECT)
    plate_h = 2 * text.line_height(small) + fan + 2 * m.px(10)
    count = max(1, len(seats))
    plate_w = min(m.px(300), (main.width - pad * (count + 1)) // count)
    total = count * plate_w + (count - 1) * pad
    x = main.centerx - total // 2
    for seat in seats:
        g.plates[seat] = pygame.Rect(x, pad, plate_w, plate_h)
        x += plate_w + pad
    top = pad + plate_h + pad

    # The hand and the action bar along the bottom; the middle gets the rest.
    has_hand = 0 <= viewer < players
    body = m.font("body")
    count_h = text.line_height(small) + m.px(4)  # the response-window countdown, above the bar
    # Pile counts, and the odds meter under them (in the compact layout it takes the countdown's
    # row, which is free but in response windows).
    labels = text.line_height(small) * (2 if show_odds and not compact else 1)
    fixed = text.line_height(body) * 2 + labels + count_h + 2 * pad  # everything in the middle but the piles
    badge_h = text.line_height(small) + m.px(8)  # the hand's count badges sit above the cards
    room = main.bottom - pad - pad - m.row - pad - top - fixed  # for the piles' and the hand's height
    if compact:
        # Share the room so hand cards (only their top shows) and piles are the same width.
        w = round((room - (badge_h if has_hand else 0)) / (ASPECT * ((PEEK if has_hand else 0) + 1)))
        hand_w = pile_w = max(m.px(40), min(m.px(200), w))
        hand_h = badge_h + round(hand_w * ASPECT * PEEK) if has_hand else 0
        g.hand_peek = round(hand_w * ASPECT * PEEK)
    else:
        hand_w = max(m.px(64), min(m.px(112), round(m.height * 0.15)))
        hand_h = badge_h + round(hand_w * ASPECT) if has_hand else 0
        pile_w = max(m.px(40), min(m.px(120), round((room - hand_h) / ASPECT)))
    g.hand_card_w = hand_w
    g.hand = pygame.Rect(main.left + pad, main.bottom - pad - hand_h, main.width - 2 * pad, hand_h)
    g.bar = pygame.Rect(main.left + pad, g.hand.top - pad - m.row, main.width - 2 * pad, m.row)

    # The middle: status line, then the piles with the direction of play beside them.
    g.centre = pygame.Rect(main.left + pad, top, main.width - 2 * pad, g.bar.top - pad - top)
    g.status = pygame.Rect(g.centre.left, g.centre.top, g.centre.width, text.line_height(body) * 2)
    g.countdown = pygame.Rect(g.centre.left, g.centre.bottom - count_h, g.centre.width, count_h)
    g.pile_card_w = pile_w
    pile_h = round(g.pile_card_w * ASPECT)
    piles_top = g.status.bottom + pad // 2
    # Room between the piles for their labels ("Draw pile: 42", "Discard: 42").
    label_w = max(text.width("Draw pile: 88", small), text.width("Discard: 88", small))
    gap = max(m.px(40), label_w - g.pile_card_w + pad)
    g.draw_pile = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.discard = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.draw_pile.right = g.centre.centerx - gap // 2
    g.discard.left = g.centre.centerx + gap // 2
    cone_w = min(m.px(190), max(m.px(90), (g.draw_pile.left - g.centre.left) - 2 * pad))
    g.cone = pygame.Rect(0, piles_top, cone_w, pile_h)
    g.cone.right = g.draw_pile.left - 2 * pad
    if compact:
        g.odds = g.countdown.copy()
    else:
        line = text.line_height(small)
        g.odds = pygame.Rect(g.centre.left, g.draw_pile.bottom + m.px(6) + line, g.centre.width, line)
    return g
