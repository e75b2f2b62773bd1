"""Card faces, card backs and the app icon, drawn in code and cached per (family, type, size, palette).

Each game family registers its cards' look (`CardSet`: title, rules text, kind word, colour
group, example, picture painter) from its table kit; nothing here names a family. A face is a
rounded card in the type's group colour: the title in words at the top (never smaller than
TITLE_MIN_PX), the card's picture in a window tinted with the group colour (plain paper with
heavier outlines in high contrast), and the kind of card ("ACTION", "CAT", ...) at the bottom,
so neither colour nor picture is needed to read it. The same picture, alone, is the card's
icon. The back is the Nine Lives back, the same for every family.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from .. import i18n
from . import text
from .icons import Painter, draw_icon
from .theme import RGB, Palette, mix, palette

ASPECT = 1.4  # height / width
APP_ICON_CARD = "exploding_kitten"  # the card whose picture is the window icon (a kitten with a lit fuse)
APP_ICON_SPARK: RGB = (255, 170, 17)
APP_ICON_PAPER: RGB = (30, 34, 48)
# A card title is never drawn smaller than the smallest font the interface uses (the floor of
# `layout.Metrics.font`): on a narrow card it wraps to more lines, breaks a long word with a
# hyphen, or is set a little narrower, and the picture makes room.
TITLE_MIN_PX = 12
MIN_SQUEEZE = 0.8  # how much narrower a title line may be set before it wraps again
SMALL_ART = 40  # pictures narrower than this leave out fine detail


@dataclass(frozen=True, slots=True)
class CardLook:
    """How one card type reads: its title, rules text, the kind word on its face, its colour group,
    and a worked example for the rules pages."""

    title: str
    text: str
    kind: str
    group: str
    example: str = ""


class Looks(Mapping[str, CardLook]):
    """A family's card looks in the current language: each made by `make` when first asked for in
    a language, then kept (a change of language shows at once; a frame that asks again pays nothing)."""

    def __init__(self, cards: Collection[str], make: Callable[[str], CardLook]):
        self.cards = cards  # the family's card ids
        self.make = make
        self._made: dict[tuple[str, str], CardLook] = {}

    def __getitem__(self, card: str) -> CardLook:
        if card not in self.cards:
            raise KeyError(card)
        key = (i18n.current(), card)
        look = self._made.get(key)
        if look is None:
            look = self._made[key] = self.make(card)
        return look

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class CardSet:
    """A family's cards as drawn: looks, group colours (one set for every palette), icons, hand order."""

    family: str
    looks: Mapping[str, CardLook]
    colours: Mapping[str, RGB]
    icons: Mapping[str, Painter]
    order: Mapping[str, int] = field(default_factory=dict)  # hand groups by this rank, then by id

    def title(self, card: str) -> str:
        """The card's name in the current language (a family's looks are made in it when asked)."""
        return self.looks[card].title

    def text(self, card: str) -> str:
        """The card's rules text in the current language."""
        return self.looks[card].text

    def example(self, card: str) -> str:
        """The card's worked example in the current language ("" for none)."""
        return self.looks[card].example

    def colour(self, card: str) -> RGB:
        """The colour of the card's group."""
        return self.colours[self.looks[card].group]

    def face(self, card: str, width: int, palette_name: str) -> pygame.Surface:
        return face(card, width, palette_name, self.family)

    def layout(self, card: str, width: int) -> FaceLayout:
        """Where the card's face `width` pixels wide puts its title, picture and kind word."""
        look = self.looks[card]
        return layout(look.title, look.kind, width)

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
    """The type's picture alone, `size` pixels square (for buttons, lists and the log): on a light
    background (the card face colour) unless `on_light` is False."""
    pal = palette(palette_name)
    paper = pal.card_face if on_light else pal.panel
    return _art(family or _family_of(card), card, max(8, int(size)), palette_name, paper,
                pal.card_ink if on_light else pal.text)


def supersample(size: int) -> int:
    """How many times larger a picture `size` pixels wide is drawn before it is shrunk smoothly."""
    return max(2, min(4, 640 // max(1, size)))


@lru_cache(maxsize=1024)
def _art(family: str, card: str, size: int, palette_name: str, paper: RGB, ink: RGB) -> pygame.Surface:
    pal = palette(palette_name)
    cards = _SETS[family]
    k = supersample(size)
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    draw_icon(big, cards.icons[card], big.get_rect(), cards.colour(card), ink, paper, pal.card_line,
              size < SMALL_ART)
    return pygame.transform.smoothscale(big, (size, size))


# ---- the face ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FaceLayout:
    """Where a face of one width puts its parts (relative to the card's top left)."""

    inner: pygame.Rect  # inside the coloured frame
    title_size: int
    title_lines: tuple[str, ...]
    squeeze: float  # title lines are set this much narrower (1.0: not at all)
    title: pygame.Rect  # the title's lines
    art: pygame.Rect  # the picture window
    kind_size: int
    kind: pygame.Rect  # the band with the kind word


def _tokens(title: str) -> list[str]:
    """Words of a title, a hyphenated word as two (the first keeps its hyphen)."""
    return re.findall(r"[^ -]+-?|-", title)


def _join(tokens: list[str]) -> str:
    out = ""
    for t in tokens:
        out += t if not out or out.endswith("-") else f" {t}"
    return out


def _split_word(word: str, size: int, room: int) -> list[str]:
    """A word too wide for `room` broken in two with a hyphen, after a vowel where possible, near
    its middle."""
    if len(word) < 6:
        return [word]
    best, best_cost = len(word) // 2, float("inf")
    for i in range(3, len(word) - 2):
        cost = abs(text.width(word[:i] + "-", size, True) - text.width(word[i:], size, True))
        if word[i - 1].lower() not in "aeiouy" or word[i].lower() in "aeiouy":
            cost += room // 3
        if cost < best_cost:
            best, best_cost = i, cost
    return [word[:best] + "-", word[best:]]


def _wrap_title(title: str, size: int, room: int, split: bool) -> list[str]:
    """`title` in lines no wider than `room` at `size` (allowing MIN_SQUEEZE), greedy; with `split`,
    a word too wide even alone is broken with a hyphen."""
    limit = room / MIN_SQUEEZE
    tokens: list[str] = []
    for t in _tokens(title):
        tokens += _split_word(t, size, room) if split and text.width(t, size, True) > limit else [t]
    lines: list[list[str]] = []
    for t in tokens:
        if lines and text.width(_join([*lines[-1], t]), size, True) <= limit:
            lines[-1].append(t)
        else:
            lines.append([t])
    return [_join(line) for line in lines]


@lru_cache(maxsize=1024)
def layout(title: str, kind: str, width: int) -> FaceLayout:
    """How a face `width` pixels wide lays out `title` and the `kind` word."""
    w, h = card_size(width)
    border = max(2, w // 13)
    inner = pygame.Rect(border, border, w - 2 * border, h - 2 * border)
    pad = max(2, w // 20)
    room = inner.width - 2 * pad
    top = max(TITLE_MIN_PX, round(w * 0.15))
    lines: list[str] = []
    size = top
    for size in range(top, TITLE_MIN_PX - 1, -1):
        lines = _wrap_title(title, size, room, split=False)
        if len(lines) <= 2 and all(text.width(line, size, True) <= room / MIN_SQUEEZE for line in lines):
            break
    else:
        size = TITLE_MIN_PX
        lines = _wrap_title(title, size, room, split=True)
    widest = max(text.width(line, size, True) for line in lines)
    squeeze = min(1.0, room / max(1, widest))
    step = text.line_height(size, True) - max(1, size // 8)
    title_rect = pygame.Rect(inner.left + pad, inner.top + pad, room, step * len(lines) + max(1, size // 8))
    kind_size = max(8, round(w * 0.1))
    band_h = text.line_height(kind_size, True) + pad
    kind_rect = pygame.Rect(inner.left, inner.bottom - band_h, inner.width, band_h)
    art = pygame.Rect(inner.left + pad, title_rect.bottom + pad // 2, room, 0)
    art.height = max(1, kind_rect.top - pad // 2 - art.top)
    return FaceLayout(inner, size, tuple(lines), squeeze, title_rect, art, kind_size, kind_rect)


def _title_line(line: str, size: int, colour: RGB, squeeze: float) -> pygame.Surface:
    img = text.render(line, size, colour, True)
    if squeeze < 1.0:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)), img.get_height()))
    return img


def _window(surf: pygame.Surface, rect: pygame.Rect, colour: RGB, pal: Palette) -> RGB:
    """The picture window: a soft tint of the group colour with a burst of light behind the
    picture (in high contrast, plain paper with an ink edge). Returns its paper colour."""
    r = max(2, rect.width // 8)
    if pal.card_tint <= 0:
        pygame.draw.rect(surf, pal.card_face, rect, border_radius=r)
        pygame.draw.rect(surf, pal.card_ink, rect, max(1, round(rect.width / 50 * pal.card_line)), border_radius=r)
        return pal.card_face
    paper = mix(pal.card_face, colour, pal.card_tint)
    pygame.draw.rect(surf, paper, rect, border_radius=r)
    if rect.width >= SMALL_ART:
        rays = pygame.Surface(rect.size, pygame.SRCALPHA)
        cx, cy = rect.width / 2, rect.height / 2
        reach = math.hypot(cx, cy)
        light = (*mix(paper, pal.card_face, 0.6), 255)
        for i in range(0, 16, 2):
            a0, a1 = math.radians(i * 22.5), math.radians((i + 1) * 22.5)
            pygame.draw.polygon(rays, light, [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                                              (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        rays.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(rays, rect)
    return paper


@lru_cache(maxsize=1024)
def _face(family: str, card: str, width: int, palette_name: str) -> pygame.Surface:
    pal = palette(palette_name)
    cards = _SETS[family]
    look = cards.looks[card]
    lay = layout(look.title, look.kind, width)
    w, h = card_size(width)
    r = radius(w)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = cards.colour(card)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=r)
    pygame.draw.rect(surf, pal.card_face, lay.inner, border_radius=max(2, r - lay.inner.left // 2))
    line_w = max(1, round(w / 60 * pal.card_line))
    edge = pal.card_ink
    if pal.card_tint <= 0:  # high contrast: an ink line inside the frame, and a paper edge on the black table
        pygame.draw.rect(surf, pal.card_ink, lay.inner, line_w, border_radius=max(2, r - lay.inner.left // 2))
        edge = pal.card_face
    pygame.draw.rect(surf, edge, surf.get_rect(), line_w, border_radius=r)

    step = text.line_height(lay.title_size, True) - max(1, lay.title_size // 8)
    for i, line in enumerate(lay.title_lines):
        img = _title_line(line, lay.title_size, pal.card_ink, lay.squeeze)
        surf.blit(img, img.get_rect(midtop=(lay.title.centerx, lay.title.top + i * step)))

    # The kind word in ink on the face (readable whatever the group colour), over a rule in the
    # group colour.
    band = lay.kind
    pad = max(2, w // 20)
    pygame.draw.line(surf, colour, (band.left + pad, band.top), (band.right - pad, band.top), max(2, w // 30))
    text.blit_text(surf, look.kind, lay.kind_size, pal.card_ink, band.center, "center", bold=True)

    paper = _window(surf, lay.art, colour, pal)
    side = max(8, min(lay.art.width, lay.art.height) - max(0, pad // 2))
    art = _art(family, card, side, palette_name, paper, pal.card_ink)
    surf.blit(art, art.get_rect(center=lay.art.center))
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
    k = supersample(w)
    head = pygame.Surface((w * k, w * k), pygame.SRCALPHA)
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
    """The window icon: the Exploding Kitten's picture (a kitten with a lit fuse) on a dark
    rounded square."""
    k = supersample(size)
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, APP_ICON_PAPER, rect, border_radius=rect.width // 5)
    cards = _SETS[_family_of(APP_ICON_CARD)]
    draw_icon(big, cards.icons[APP_ICON_CARD], rect.inflate(-rect.width // 8, -rect.width // 8), APP_ICON_SPARK,
              (250, 246, 234), APP_ICON_PAPER, 1.3, size < SMALL_ART)
    return pygame.transform.smoothscale(big, (size, size))


@i18n.on_change
def _forget_words() -> None:
    """A change of language: faces (their names and texts) are drawn again in it."""
    for cached in (turned, _sprite, _face):
        cached.cache_clear()
