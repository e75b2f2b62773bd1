"""Where everything on the table goes, computed from the window size and the text scale.

Top: the other players' plates. Middle: whose turn it is, the direction of play, the draw
pile and the discard pile (decision panels cover this area). Bottom: the action buttons and
the viewer's hand. Right: the game log (it can be hidden to give the table more room).
"""

from __future__ import annotations

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


def compute(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool = False) -> TableGeometry:
    screen = m.rect
    pad = m.pad
    log = None
    main = screen.copy()
    if show_log:
        log_w = max(m.px(230), min(round(m.width * 0.25), round(m.font("small") * 13)))
        log = pygame.Rect(screen.right - log_w, 0, log_w, screen.height)
        main.width -= log_w
    g = TableGeometry(screen=screen, main=main, log=log)

    # Plates along the top.
    seats = plate_order(players, viewer)
    small = m.font("small")
    g.plate_card_w = m.px(30)
    plate_h = 2 * text.line_height(small) + round(g.plate_card_w * ASPECT) + 2 * m.px(10)
    count = max(1, len(seats))
    plate_w = min(m.px(300), (main.width - pad * (count + 1)) // count)
    total = count * plate_w + (count - 1) * pad
    x = main.centerx - total // 2
    for seat in seats:
        g.plates[seat] = pygame.Rect(x, pad, plate_w, plate_h)
        x += plate_w + pad
    top = pad + plate_h + pad

    # The hand and the action bar along the bottom; the middle gets the rest. When the middle
    # is too short for readable piles (large text), the hand's cards get smaller.
    has_hand = 0 <= viewer < players
    body = m.font("body")
    count_h = text.line_height(small) + m.px(4)  # the response-window countdown, above the bar
    labels = text.line_height(small) * (2 if show_odds else 1)  # pile counts, and the odds meter
    fixed = text.line_height(body) * 2 + labels + count_h + 2 * pad  # everything in the middle but the piles
    min_pile_h = round(m.px(56) * ASPECT)
    hand_w = max(m.px(64), min(m.px(112), round(m.height * 0.15)))
    for _ in range(2):
        hand_h = round(hand_w * ASPECT) + m.px(22) if has_hand else 0
        centre_h = main.bottom - pad - hand_h - pad - m.row - pad - top
        short = min_pile_h - (centre_h - fixed)
        if short <= 0 or not has_hand:
            break
        hand_w = max(m.px(56), hand_w - round(short / ASPECT) - 1)
    g.hand_card_w = hand_w
    g.hand = pygame.Rect(main.left + pad, main.bottom - pad - hand_h, main.width - 2 * pad, hand_h)
    g.bar = pygame.Rect(main.left + pad, g.hand.top - pad - m.row, main.width - 2 * pad, m.row)

    # The middle: status line, then the piles with the direction of play beside them.
    g.centre = pygame.Rect(main.left + pad, top, main.width - 2 * pad, g.bar.top - pad - top)
    g.status = pygame.Rect(g.centre.left, g.centre.top, g.centre.width, text.line_height(body) * 2)
    g.countdown = pygame.Rect(g.centre.left, g.centre.bottom - count_h, g.centre.width, count_h)
    pile_room = g.centre.height - fixed
    g.pile_card_w = max(m.px(40), min(m.px(120), round(pile_room / ASPECT)))
    pile_h = round(g.pile_card_w * ASPECT)
    piles_top = g.status.bottom + pad // 2
    # Room between the piles for their labels ("Draw pile: 42", "Discard: 42").
    label_w = max(text.width("Draw pile: 88", small), text.width("Discard: 88", small))
    gap = max(m.px(40), label_w - g.pile_card_w + pad)
    g.draw_pile = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.discard = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.draw_pile.right = g.centre.centerx - gap // 2
    g.discard.left = g.centre.centerx + gap // 2
    cone_w = min(m.px(170), max(m.px(90), (g.draw_pile.left - g.centre.left) - 2 * pad))
    g.cone = pygame.Rect(0, piles_top, cone_w, pile_h)
    g.cone.right = g.draw_pile.left - 2 * pad
    return g
