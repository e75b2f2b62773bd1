"""Card faces, card backs and the app icon, drawn in code and cached per (family, type, size, palette).

Each game family registers its cards' look (`CardSet`: title, rules text, kind word, colour
group, icon painter) from its table kit; nothing here names a family. A face is a rounded card
in the type's group colour with a light panel holding the type's icon, the title in words at
the top and the kind of card ("ACTION", "CAT", ...) at the bottom, so neither colour nor icon is
needed to read it. The back is the Nine Lives back, the same for every family.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from . import text
from .icons import Painter, draw_icon
from .theme import RGB, mix, palette

ASPECT = 1.4  # height / width
SUPERSAMPLE = 3  # icons are drawn this much larger, then scaled down smoothly
APP_ICON_CARD = "exploding_kitten"  # the card whose icon is the window icon (a kitten with a lit fuse)
APP_ICON_SPARK: RGB = (255, 170, 17)


@dataclass(frozen=True, slots=True)
class CardLook:
    """How one card type reads: its title, rules text, the kind word on its face, its colour group."""

    title: str
    text: str
    kind: str
    group: str


@dataclass(frozen=True)
class CardSet:
    """A family's cards as drawn: looks, group colours (one set for every palette), icons, hand order."""

    family: str
    looks: Mapping[str, CardLook]
    colours: Mapping[str, RGB]
    icons: Mapping[str, Painter]
    order: Mapping[str, int] = field(default_factory=dict)  # hand groups by this rank, then by id

    def title(self, card: str) -> str:
        return self.looks[card].title

    def colour(self, card: str) -> RGB:
        """The colour of the card's group."""
        return self.colours[self.looks[card].group]

    def face(self, card: str, width: int, palette_name: str) -> pygame.Surface:
        return face(card, width, palette_name, self.family)

    def icon(self, card: str, size: int, palette_name: str) -> pygame.Surface:
        return icon(card, size, palette_name, family=self.family)


_SETS: dict[str, CardSet] = {}


def register(cards: CardSet) -> CardSet:
    """Add a family's cards (its table kit does, when imported)."""
    _SETS[cards.family] = cards
    return cards


def card_sets() -> list[CardSet]:
    """Every family's cards registered so far."""
    return list(_SETS.values())


def card_set(family: str) -> CardSet:
    return _SETS[family]


def _family_of(card: str) -> str:
    """The first registered family with a card of this id (loading the kits of registered games
    first, once, when none has it)."""
    for family, cards in _SETS.items():
        if card in cards.looks:
            return family
    from .games import load_kits

    load_kits()
    for family, cards in _SETS.items():
        if card in cards.looks:
            return family
    raise KeyError(f"no family draws the card {card!r}")


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * ASPECT)


def radius(width: int) -> int:
    return max(3, width // 12)


def face(card: str, width: int, palette_name: str, family: str | None = None) -> pygame.Surface:
    """The face of `card` (a type id of `family`; by default the first family that has it), `width`
    pixels wide."""
    return _face(family or _family_of(card), card, max(16, int(width)), palette_name)


def back(width: int, palette_name: str) -> pygame.Surface:
    return _back(max(16, int(width)), palette_name)


@lru_cache(maxsize=256)
def turned(card: str | None, width: int, palette_name: str, angle: int, family: str | None = None) -> pygame.Surface:
    """A face (or, with no card, a back) rotated by `angle` degrees (cached)."""
    img = face(card, width, palette_name, family) if card else back(width, palette_name)
    return pygame.transform.rotate(img, angle) if angle else img


def sprite(card: str | None, width: int, palette_name: str, angle: float, base: int,
           family: str | None = None) -> pygame.Surface:
    """A card in flight: `base` pixels wide art scaled to about `width` and turned by about `angle`.

    Width and angle are rounded to a few steps so that flights reuse cached images.
    """
    w = max(8, 4 * round(width / 4))
    a = 5 * round(angle / 5) % 360
    return _sprite(card, w, palette_name, a, max(16, int(base)), family)


@lru_cache(maxsize=1024)
def _sprite(card: str | None, width: int, palette_name: str, angle: int, base: int,
            family: str | None) -> pygame.Surface:
    img = face(card, base, palette_name, family) if card else back(base, palette_name)
    if width != base:
        img = pygame.transform.smoothscale(img, card_size(width))
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img  # smooth edges


def icon(card: str, size: int, palette_name: str, on_light: bool = True, family: str | None = None) -> pygame.Surface:
    """The type's icon alone, `size` pixels square (for buttons, lists and the log)."""
    return _icon(family or _family_of(card), card, size, palette_name, on_light)


@lru_cache(maxsize=512)
def _icon(family: str, card: str, size: int, palette_name: str, on_light: bool) -> pygame.Surface:
    pal = palette(palette_name)
    cards = _SETS[family]
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    ink = pal.card_ink if on_light else pal.text
    draw_icon(big, cards.icons[card], big.get_rect(), cards.colour(card), ink)
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=400)
def _face(family: str, card: str, width: int, palette_name: str) -> pygame.Surface:
    pal = palette(palette_name)
    cards = _SETS[family]
    look = cards.looks[card]
    w, h = card_size(width)
    r = radius(w)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = cards.colour(card)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=r)
    border = max(2, w // 13)
    inner = surf.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surf, pal.card_face, inner, border_radius=max(2, r - border // 2))
    pygame.draw.rect(surf, pal.card_ink, surf.get_rect(), max(1, w // 60), border_radius=r)

    title = look.title
    # Title at the top: up to two lines, fitted to the width.
    pad = max(2, w // 20)
    title_size = max(9, round(w * 0.15))
    lines = text.wrap(title, title_size, inner.width - 2 * pad, bold=True)
    while len(lines) > 2 or any(text.width(line, title_size, True) > inner.width - 2 * pad for line in lines):
        title_size -= 1
        if title_size <= 8:
            break
        lines = text.wrap(title, title_size, inner.width - 2 * pad, bold=True)
    y = inner.top + pad
    step = text.line_height(title_size, True)
    for line in lines[:2]:
        text.blit_text(surf, line, title_size, pal.card_ink, (inner.centerx, y), "midtop", bold=True)
        y += step - max(1, title_size // 8)
    title_bottom = y + pad // 2

    # The kind word at the bottom, in ink on the face (readable whatever the group colour),
    # over a rule in the group colour.
    kind_size = max(8, round(w * 0.11))
    band_h = text.line_height(kind_size, True) + pad
    band = pygame.Rect(inner.left, inner.bottom - band_h, inner.width, band_h)
    pygame.draw.line(surf, colour, (band.left + pad, band.top), (band.right - pad, band.top), max(2, w // 30))
    text.blit_text(surf, look.kind, kind_size, pal.card_ink, band.center, "center", bold=True)

    # The icon in the middle, on a soft disc of the group colour.
    room = pygame.Rect(inner.left, title_bottom, inner.width, band.top - title_bottom)
    size = max(8, min(room.width - 2 * pad, room.height - pad))
    disc = mix(pal.card_face, colour, 0.35)
    pygame.draw.circle(surf, disc, room.center, size // 2)
    art = _icon(family, card, max(8, round(size * 0.8)), palette_name, True)
    surf.blit(art, art.get_rect(center=room.center))
    return surf


@lru_cache(maxsize=64)
def _back(width: int, palette_name: str) -> pygame.Surface:
    pal = palette(palette_name)
    w, h = card_size(width)
    r = radius(w)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, pal.card_back, surf.get_rect(), border_radius=r)
    inset = max(3, w // 10)
    pygame.draw.rect(surf, pal.card_back_ink, surf.get_rect().inflate(-inset, -inset), max(1, w // 40),
                     border_radius=max(2, r - 2))
    # A cat head with a "9" on it: the Nine Lives back.
    head = pygame.Surface((w * SUPERSAMPLE, w * SUPERSAMPLE), pygame.SRCALPHA)
    hr = head.get_rect()
    pygame.draw.circle(head, pal.card_back_ink, (hr.centerx, round(hr.height * 0.56)), round(hr.width * 0.3))
    for side in (-1, 1):
        pygame.draw.polygon(head, pal.card_back_ink, [
            (hr.centerx + side * hr.width * 0.29, hr.height * 0.5),
            (hr.centerx + side * hr.width * 0.3, hr.height * 0.16),
            (hr.centerx + side * hr.width * 0.06, hr.height * 0.3),
        ])
    head = pygame.transform.smoothscale(head, (w, w))
    surf.blit(head, head.get_rect(center=(w // 2, h // 2)))
    text.blit_text(surf, "9", max(8, round(w * 0.34)), pal.card_back, (w // 2, h // 2 + round(w * 0.07)),
                   "center", bold=True)
    pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), max(1, w // 60), border_radius=r)
    return surf


def app_icon(size: int) -> pygame.Surface:
    """The window icon: a kitten with a lit fuse on a dark rounded square."""
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, (30, 34, 48), rect, border_radius=rect.width // 5)
    cards = _SETS[_family_of(APP_ICON_CARD)]
    draw_icon(big, cards.icons[APP_ICON_CARD], rect.inflate(-rect.width // 6, -rect.width // 6), APP_ICON_SPARK,
              (250, 246, 234))
    return pygame.transform.smoothscale(big, (size, size))
