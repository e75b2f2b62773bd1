"""The Kombat Kittens cards as drawn: 80 Kitten cards (five suits, ranks 1-7 and 9) and the Dog,
registered with `cards_art` on import (faces cached per family, card, size and palette).

Colour never carries meaning alone: each suit has its own symbol (a paw, a ball of yarn, a
diamond, a bow tie, a fish) and its word in the card's title ("Tabby 6"); the rank is written
large beside the symbol and the treasure value at the bottom ("2 POINTS").
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from .... import i18n
from ....i18n import N_, _, ngettext
from ....rules.kombat import cards as kc
from ....rules.kombat.examples import example
from ... import cards_art, text
from ...cards_art import CardLook, CardSet, Looks, register, supersample
from ...icons import WHITE, Pen, bezier, darker, draw_icon, lighter
from ...theme import RGB, palette

FAMILY = "kombat"
DOG_GROUP = "dog"

# One colour per suit for every palette, taken from the Kittens set that stays apart (CIEDE2000
# >= 11) in normal vision and in protan, deutan and tritan simulation; the symbols and words
# tell the suits apart, the colours only help.
SUIT_COLOURS: dict[str, RGB] = {
    "tabby": (102, 68, 51),
    "calico": (255, 34, 187),
    "siamese": (34, 153, 255),
    "tuxedo": (51, 85, 102),
    "ginger": (255, 170, 17),
    DOG_GROUP: (255, 245, 110),
}
# Each suit's symbol, in words (translated where shown: `symbol_name`).
SYMBOL_NAMES = {"tabby": N_("paw"), "calico": N_("ball of yarn"), "siamese": N_("diamond"), "tuxedo": N_("bow tie"),
                "ginger": N_("fish")}


def symbol_name(suit: str) -> str:
    """A suit's symbol in words, in the current language ("paw")."""
    return _(SYMBOL_NAMES[suit])


# ---- suit symbols (unit square, centred at cx, cy, radius r) -------------------------------
def _paw(p: Pen, cx: float, cy: float, r: float) -> None:
    p.oval(cx, cy + 0.22 * r, 0.62 * r, 0.52 * r, p.colour)
    for dx, dy in ((-0.66, -0.28), (-0.24, -0.72), (0.24, -0.72), (0.66, -0.28)):
        p.oval(cx + dx * r, cy + dy * r, 0.24 * r, 0.3 * r, p.colour)


def _yarn(p: Pen, cx: float, cy: float, r: float) -> None:
    p.oval(cx, cy, 0.85 * r, 0.85 * r, p.colour)
    shade = darker(p.colour, 0.35)
    for k in (-0.45, 0.0, 0.45):
        y = cy + k * r
        p.curve([(cx - 0.7 * r, y - 0.2 * r), (cx, y + 0.35 * r), (cx + 0.7 * r, y - 0.2 * r)],
                max(p.stroke, 0.05 * r), shade)
    p.curve([(cx + 0.6 * r, cy + 0.55 * r), (cx + 1.0 * r, cy + 0.9 * r), (cx + 0.7 * r, cy + 1.0 * r)],
            max(p.stroke, 0.05 * r), p.ink)


def _diamond(p: Pen, cx: float, cy: float, r: float) -> None:
    p.shape([(cx, cy - r), (cx + 0.72 * r, cy), (cx, cy + r), (cx - 0.72 * r, cy)], p.colour)
    p.shape([(cx, cy - 0.5 * r), (cx + 0.36 * r, cy), (cx, cy + 0.5 * r), (cx - 0.36 * r, cy)],
            lighter(p.colour, 0.55))


def _bow_tie(p: Pen, cx: float, cy: float, r: float) -> None:
    p.shape([(cx - 0.15 * r, cy), (cx - r, cy - 0.6 * r), (cx - r, cy + 0.6 * r)], p.colour)
    p.shape([(cx + 0.15 * r, cy), (cx + r, cy - 0.6 * r), (cx + r, cy + 0.6 * r)], p.colour)
    p.oval(cx, cy, 0.24 * r, 0.3 * r, darker(p.colour, 0.3))


def _fish(p: Pen, cx: float, cy: float, r: float) -> None:
    p.shape([(cx + 0.45 * r, cy), (cx + r, cy - 0.5 * r), (cx + r, cy + 0.5 * r)], p.colour)
    body = bezier((cx - r, cy), (cx - 0.3 * r, cy - 0.95 * r), (cx + 0.4 * r, cy - 0.5 * r), (cx + 0.55 * r, cy))
    body += bezier((cx + 0.55 * r, cy), (cx + 0.4 * r, cy + 0.5 * r), (cx - 0.3 * r, cy + 0.95 * r), (cx - r, cy))
    p.shape(body, p.colour)
    p.circle(cx - 0.55 * r, cy - 0.1 * r, 0.1 * r, p.ink)


SYMBOLS: dict[str, Callable[[Pen, float, float, float], None]] = {
    "tabby": _paw, "calico": _yarn, "siamese": _diamond, "tuxedo": _bow_tie, "ginger": _fish,
}


def _numeral(p: Pen, words: str, cx: float, cy: float, height: float) -> None:
    """`words` in bold ink, `height` of the square tall, centred at (cx, cy)."""
    size = max(8, round(height * p.r.height))
    img = text.render(words, size, p.ink, bold=True)
    p.s.blit(img, img.get_rect(center=p.p(cx, cy)))


def kitten_painter(suit: str, rank: int) -> Callable[[Pen], None]:
    """The picture of a Kitten card: its rank large at the top left, its suit's symbol below right."""

    def paint(p: Pen) -> None:
        SYMBOLS[suit](p, 0.64, 0.62, 0.3)
        _numeral(p, str(rank), 0.3, 0.32, 0.62)

    return paint


def dog_painter(p: Pen) -> None:
    """A dog's head with floppy ears: no rank, no suit."""
    fur = p.colour
    for side in (-1, 1):
        p.oval(0.5 + side * 0.3, 0.5, 0.12, 0.26, darker(fur, 0.3), angle=side * 20)
    p.oval(0.5, 0.5, 0.28, 0.3, fur)
    p.oval(0.5, 0.64, 0.16, 0.12, lighter(fur, 0.5))
    p.oval(0.5, 0.58, 0.07, 0.05, p.ink)
    for side in (-1, 1):
        p.circle(0.5 + side * 0.11, 0.44, 0.04, p.ink)
        if not p.small:
            p.circle(0.5 + side * 0.11 - 0.012, 0.43, 0.012, WHITE)
    if not p.small:
        p.arc(0.5, 0.7, 0.06, 200, 340, p.stroke * 0.8)


def suit_painter(suit: str) -> Callable[[Pen], None]:
    """A suit's symbol alone (the treasure rows and the suit-set tracker)."""

    def paint(p: Pen) -> None:
        SYMBOLS[suit](p, 0.5, 0.5, 0.4)

    return paint


def _points(card: str) -> str:
    n = kc.value(card)
    # TRANSLATORS: a Kombat card's treasure value, in capitals across the foot of its face
    return ngettext("{n} POINT", "{n} POINTS", n).format(n=n)


def _look(card: str) -> CardLook:
    """How `card` reads, in the current language."""
    if card == kc.DOG:
        n = kc.DOG_VALUE
        return CardLook(kc.title(card), ngettext(
            "A Dog is set aside when drawn; the Dogfight's best hand takes it as treasure worth {n}. No rank, no suit.",
            "A Dog is set aside when drawn; the Dogfight's best hand takes it as treasure worth {n}. No rank, no suit.",
            n).format(n=n), _points(card), DOG_GROUP, example(card))
    suit, rank, n = kc.suit(card) or "", kc.rank(card), kc.value(card)
    return CardLook(kc.title(card), ngettext("Rank {rank}, suit {suit} ({symbol}). As treasure: {n} point.",
                                             "Rank {rank}, suit {suit} ({symbol}). As treasure: {n} points.", n).format(
        rank=rank, suit=kc.suit_name(suit), symbol=symbol_name(suit), n=n), _points(card), suit, example(card))


def _order(card: str) -> int:
    """Hands run low to high by rank, then by suit."""
    if card == kc.DOG:
        return 999
    return kc.order(kc.rank(card)) * 10 + kc.SUITS.index(kc.suit(card) or "")


ALL = (*kc.KITTENS, kc.DOG)
PAINTERS = {card: (dog_painter if card == kc.DOG else kitten_painter(kc.suit(card) or "", kc.rank(card)))
            for card in ALL}

CARDS = register(CardSet(FAMILY, Looks(ALL, _look), SUIT_COLOURS, PAINTERS, {card: _order(card) for card in ALL}))


@lru_cache(maxsize=256)
def suit_icon(suit: str | None, size: int, palette_name: str) -> pygame.Surface:
    """A suit's symbol alone (a Dog's head for None), `size` pixels square, on a light disc
    (treasure rows, the suit-set tracker)."""
    pal = palette(palette_name)
    k = supersample(size)
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.circle(big, pal.card_face, rect.center, rect.width // 2)
    pygame.draw.circle(big, pal.card_ink, rect.center, rect.width // 2, max(1, rect.width // 24))
    colour = SUIT_COLOURS[suit or DOG_GROUP]
    painter = suit_painter(suit) if suit else dog_painter
    draw_icon(big, painter, rect.inflate(-rect.width // 6, -rect.width // 6), colour, pal.card_ink, pal.card_face,
              pal.card_line, size < 40)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=64)
def compact_face(card: str, width: int, size: int, palette_name: str) -> pygame.Surface:
    """The rank (bold, `size`) over the suit's symbol (a Dog: its head alone), on a card of `width`."""
    pal = palette(palette_name)
    w, h = cards_art.card_size(width)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    corner = cards_art.radius(width)
    suit = kc.suit(card)
    pygame.draw.rect(surface, SUIT_COLOURS[suit or DOG_GROUP], rect, border_radius=corner)
    edge = max(2, w // 12)
    pygame.draw.rect(surface, pal.card_face, rect.inflate(-2 * edge, -2 * edge), border_radius=max(1, corner - edge))
    pygame.draw.rect(surface, pal.card_ink, rect, 1, border_radius=corner)
    y = edge
    if card != kc.DOG:
        rank = text.render(str(kc.rank(card)), size, pal.card_ink, bold=True)
        surface.blit(rank, rank.get_rect(midtop=(rect.centerx, y)))
        y += rank.get_height()
    icon = max(6, min(w - 2 * edge - 2, h - y - edge - 1))
    surface.blit(suit_icon(suit, icon, palette_name), (rect.centerx - icon // 2, y + (h - edge - y - icon) // 2))
    return surface


@i18n.on_change
def _forget_words() -> None:
    """A change of language: compact faces (their names) are drawn again in it."""
    compact_face.cache_clear()
