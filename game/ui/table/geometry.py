"""Where everything on the table goes, computed from the window size and the text scale.

Top: the other players' plates. Middle: whose turn it is, the direction of play, the draw
pile and the discard pile (decision panels cover this area). Bottom: the action buttons and
the viewer's hand. Right: the game log (it can be hidden to give the table more room; where the
window has no room for a readable column, large text in a small window, the L key opens it over
the table instead).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import pygame

from ...engine import EVERYONE
from ...i18n import _, format_number
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
    compact: bool = False  # large text: no fans in the plates, the hand and the piles share the height
    badges_on_cards: bool = False  # the hand's count badges on the cards' feet, not in a row above them
    plate_pad: int = 10  # a plate's margin above and below its lines
    odds: pygame.Rect = field(default_factory=pygame.Rect)  # the odds meter's line
    hand_lines: int = 0  # every card face up: lines in each plate for its hand's card names

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


# A hand a plate holds: card names looked up in the current language (the rules' catalogue has them).
FACEUP_SAMPLE = ("Defuse", "Cattermelon", "See the Future", "Attack", "Nope", "Tacocat")


def faceup_sample() -> str:
    """`FACEUP_SAMPLE` as a plate writes it in the current language (one card twice)."""
    names = [_(card) for card in FACEUP_SAMPLE]
    names[1] = f"{names[1]} x2"
    return ", ".join(names)


def plate_side(m: Metrics) -> int:
    """A plate's inset, left and right, around its words (`hud.plate_inner`)."""
    return m.px(10)


def faceup_lines(m: Metrics, width: int) -> int:
    """Lines a plate keeps for its hand's card names when every card is face up: as many as a
    hand like `FACEUP_SAMPLE` takes at the text size, at least two."""
    return max(2, len(name_lines(faceup_sample(), m.font("small"), width)))


def name_lines(words: str, size: int, width: int) -> list[str]:
    """A hand's names on lines of `width`, broken only between words or after a word's hyphen: a
    word still wider than a line (German's 'Straßenkatze' in a narrow plate) keeps a line of its
    own, drawn smaller to fit (`text.fit_size`), rather than split between letters."""
    lines: list[str] = []
    for line in text.wrap(words, size, width, break_words=False):
        lines += _at_hyphens(line, size, width) if text.width(line, size) > width else [line]
    return lines


def _at_hyphens(word: str, size: int, width: int) -> list[str]:
    """A word too wide for a line, broken after its hyphens where a line fills ('Regenbogen-')."""
    lines, line = [], ""
    for part in re.split(r"(?<=-)", word):
        if line and text.width(line + part, size) > width:
            lines.append(line)
            line = part
        else:
            line += part
    return [*lines, line]


def card_width_for_titles(m: Metrics) -> int:
    """The narrowest card whose title is as large as the text setting asks (`Metrics.card_title`)."""
    return math.ceil(m.card_title / TITLE_SHARE)


SAMPLE_NAME = "Marmalade"  # a long player's name, for room kept for names


def cone_sample() -> str:
    """The words the direction of play shows, in the current language."""
    return " ".join((_("Turn order"), _("clockwise"), _("reversed"), next_label(SAMPLE_NAME)))


def next_label(name: str | None) -> str:
    """Who plays next, under the direction of play: "Next: Marmalade" (None: the viewer, "Next: You")."""
    # TRANSLATORS: under the direction of play: who plays next
    return _("Next: You") if name is None else _("Next: {name}").format(name=name)


def draw_pile_label(count: int) -> str:
    """The label under the draw pile: "Draw pile: 42"."""
    return _("Draw pile: {n}").format(n=format_number(count))


def discard_label(count: int) -> str:
    """The label under the discard pile: "Discard: 42"."""
    # TRANSLATORS: the label under the discard pile, with how many cards it holds: keep it short
    return _("Discard: {n}").format(n=format_number(count))


def cone_least_width(m: Metrics) -> int:
    """The narrowest the direction of play may be: its longest word whole."""
    return max(text.width(word, m.font("small")) for word in cone_sample().split())


LOG_SAMPLE = "Marmalade drew a card"  # a log column holds at least this on one line
LOG_SHARE = 0.3  # a log column never takes more of the window's width than this


def log_width(m: Metrics) -> int:
    """The log column: about 12 short lines wide, a fifth of the window when that is more, and
    never narrower than `LOG_SAMPLE` (large text in a small window may take more: `log_fits`)."""
    least = text.width(LOG_SAMPLE, m.font("small")) + 2 * m.pad
    return max(m.px(200), least, min(round(m.width * 0.2), round(m.font("small") * 12)))


def log_fits(m: Metrics) -> bool:
    """Whether the log has room for a readable column beside the table; if not, the L key opens it
    over the table instead (`scenes.game_log`)."""
    return log_width(m) <= m.width * LOG_SHARE


def share(needs: list[int], room: int) -> list[int]:
    """Widths for things that want `needs` side by side in `room`: each what it wants when all
    fit, else the narrow ones whole and the wide ones an equal share of what is left."""
    left, count = room, len(needs)
    for need in sorted(needs):
        cap = left // count
        if need > cap:
            return [min(n, cap) for n in needs]
        left -= need
        count -= 1
    return list(needs)


def compute(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool = False,
            hand_lines: int = 0, middle_need: int = 0, pictures: bool = False) -> TableGeometry:
    """The roomy layout when its cards' titles are as readable as the text setting asks, else the
    compact one (no fans of backs in the plates, the hand closer to the window's edge, the hand
    and the piles sharing the height left), which gives the cards the room. Hand cards always
    show whole (a hand too wide scrolls sideways). Every card face up, `hand_lines` is what the
    longest hand's names take: the plates grow to it as far as the piles stay readable and the
    middle, between the status line and the countdown, keeps `middle_need` (the family's least).
    The lines kept (a sample hand's, before any is known) give way where the middle would be lower
    than that; a hand that then needs more is shown as pictures (`faceup`), and with `pictures` the
    plates keep no sample's lines."""
    need = card_width_for_titles(m)
    base = _fitted(m, players, viewer, show_log, show_odds, 0, need, sample=not pictures)
    while base.hand_lines > 2 and base.countdown.top - base.status.bottom < middle_need:
        base = _fitted(m, players, viewer, show_log, show_odds, base.hand_lines - 1, need, sample=False)
    middle = min(middle_need, base.countdown.top - base.status.bottom)
    for lines in range(hand_lines, base.hand_lines, -1):  # taller plates, while the piles keep their size
        g = _fitted(m, players, viewer, show_log, show_odds, lines, need)
        if g.pile_card_w >= min(need, base.pile_card_w) and g.countdown.top - g.status.bottom >= middle:
            return g
    return base


def _fitted(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool, hand_lines: int,
            need: int, sample: bool = True) -> TableGeometry:
    """The roomy layout if its cards are readable (wide as `need`), else the compact one."""
    roomy = _compute(m, players, viewer, show_log, show_odds, False, hand_lines, sample)
    has_hand = 0 <= viewer < players
    if roomy.pile_card_w >= need and (roomy.hand_card_w >= need or not has_hand):
        return roomy
    return _compute(m, players, viewer, show_log, show_odds, True, hand_lines, sample)


def _compute(m: Metrics, players: int, viewer: int, show_log: bool, show_odds: bool, compact: bool,
             hand_lines: int = 0, sample: bool = True) -> TableGeometry:
    """`sample`: face up, the plates keep at least the lines a sample hand takes (else `hand_lines`)."""
    screen = m.rect
    pad = m.pad
    log = None
    main = screen.copy()
    if show_log and log_fits(m):
        log_w = log_width(m)
        log = pygame.Rect(screen.right - log_w, 0, log_w, screen.height)
        main.width -= log_w
    g = TableGeometry(screen=screen, main=main, log=log, compact=compact)

    # Plates along the top (with a fan of backs when there is room).
    seats = plate_order(players, viewer)
    small = m.font("small")
    g.plate_card_w = m.px(30)
    count = max(1, len(seats))
    share_w = (main.width - pad * (count + 1)) // count
    # Every card face up, the plates share the whole width: a hand's names take fewer lines.
    plate_w = share_w if viewer == EVERYONE else min(m.px(300), share_w)
    g.plate_pad = m.px(6 if compact else 10)
    if viewer == EVERYONE:  # every card face up: each hand's card names in its plate, not backs
        g.hand_lines = max(hand_lines, faceup_lines(m, plate_w - 2 * plate_side(m)) if sample else 2)
        fan = g.hand_lines * text.line_height(small)
    else:
        fan = 0 if compact else round(g.plate_card_w * ASPECT)
    plate_h = 2 * text.line_height(small) + fan + 2 * g.plate_pad
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
    status_h = text.line_height(body) * (1 if compact else 2)  # the status line: wrapped to two, or one
    fixed = status_h + labels + count_h + (pad // 4 + pad if compact else 2 * pad)  # the middle but the piles
    # The hand's count badges sit above the cards, or in the compact layout on their feet.
    badge_h = 0 if compact else text.line_height(small) + m.px(8)
    g.badges_on_cards = compact
    edge = pad // 3 if compact else pad  # below the hand
    room = main.bottom - edge - pad - m.row - pad - top - fixed  # for the piles' and the hand's height
    if compact:
        # Share the room so hand cards and piles are the same width.
        w = math.floor((room - (badge_h if has_hand else 0)) / (ASPECT * (2 if has_hand else 1)))
        hand_w = pile_w = max(m.px(40), min(m.px(200), w))
        hand_h = badge_h + math.ceil(hand_w * ASPECT) if has_hand else 0
    else:
        hand_w = max(m.px(64), min(m.px(112), round(m.height * 0.15)))
        hand_h = badge_h + round(hand_w * ASPECT) if has_hand else 0
        pile_w = max(m.px(40), min(m.px(120), round((room - hand_h) / ASPECT)))
    g.hand_card_w = hand_w
    g.hand = pygame.Rect(main.left + pad, main.bottom - edge - hand_h, main.width - 2 * pad, hand_h)
    g.bar = pygame.Rect(main.left + pad, g.hand.top - pad - m.row, main.width - 2 * pad, m.row)

    # The middle: status line, then the piles with the direction of play beside them.
    g.centre = pygame.Rect(main.left + pad, top, main.width - 2 * pad, g.bar.top - pad - top)
    g.status = pygame.Rect(g.centre.left, g.centre.top, g.centre.width, status_h)
    g.countdown = pygame.Rect(g.centre.left, g.centre.bottom - count_h, g.centre.width, count_h)
    g.pile_card_w = pile_w
    pile_h = round(g.pile_card_w * ASPECT)
    piles_top = g.status.bottom + (pad // 4 if compact else pad // 2)
    # Room between the piles for their labels ("Draw pile: 42", "Discard: 42").
    label_w = max(text.width(draw_pile_label(88), small), text.width(discard_label(88), small))
    gap = max(m.px(40), label_w - g.pile_card_w + pad)
    g.draw_pile = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.discard = pygame.Rect(0, piles_top, g.pile_card_w, pile_h)
    g.draw_pile.right = g.centre.centerx - gap // 2
    g.discard.left = g.centre.centerx + gap // 2
    # The cone: wide enough for "Next: Marmalade" where there is room.
    wide = max(m.px(190), text.width(next_label(SAMPLE_NAME), small))
    cone_w = min(wide, max(m.px(90), (g.draw_pile.left - g.centre.left) - 2 * pad))
    g.cone = pygame.Rect(0, piles_top, cone_w, pile_h)
    g.cone.right = g.draw_pile.left - 2 * pad
    if compact:
        g.odds = g.countdown.copy()
    else:
        line = text.line_height(small)
        g.odds = pygame.Rect(g.centre.left, g.draw_pile.bottom + m.px(6) + line, g.centre.width, line)
    return g
