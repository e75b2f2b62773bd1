"""Card faces (issue 13 point 12): every Kittens card has its own picture, told apart by shape at
the smallest hand size, with a readable title; high contrast changes the faces too."""

from __future__ import annotations

import itertools

import numpy
import pygame
import pytest

from game.rules.kittens import cards as kc
from game.ui import cards_art, text
from game.ui.games import load_kits
from game.ui.games.kittens.icons import PAINTERS
from game.ui.layout import Metrics
from game.ui.table import geometry
from game.ui.theme import PALETTES, mix, palette

LAYOUTS = [Metrics(w, h, scale) for w, h in ((1024, 640), (1280, 720), (1920, 1080)) for scale in (1.0, 2.0)]


@pytest.fixture(scope="module")
def kittens(request):
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    load_kits()
    return cards_art.card_set("kittens")


def smallest_hand_width() -> int:
    """The narrowest hand card the table lays out (any window, text size, player count)."""
    return min(geometry.compute(m, players, 0, True, odds).hand_card_w
               for m in LAYOUTS for players in (2, 6) for odds in (False, True))


def grey_picture(cards: cards_art.CardSet, card: str, side: int, pal: str) -> list[float]:
    """The card's picture at `side` pixels on its paper, as luminance (colour left out)."""
    p = palette(pal)
    paper = mix(p.card_face, cards.colour(card), p.card_tint)
    flat = pygame.Surface((side, side))
    flat.fill(paper)
    flat.blit(cards_art._art(cards.family, card, side, pal, paper, p.card_ink), (0, 0))
    return [0.2126 * r + 0.7152 * g + 0.0722 * b
            for x in range(side) for y in range(side) for r, g, b, _ in [flat.get_at((x, y))]]


def test_every_kittens_card_has_a_picture_of_its_own(kittens):
    assert set(kc.CARD_TYPES) <= set(PAINTERS)
    assert len({PAINTERS[c] for c in kc.CARD_TYPES}) == len(kc.CARD_TYPES)


@pytest.mark.parametrize("pal", ["standard", "deuteranopia", "high_contrast"])
def test_pictures_differ_in_shape_at_the_smallest_hand_size(kittens, pal):
    width = smallest_hand_width()
    side = min(min(cards_art.layout(look.title, look.kind, width).art.size) for look in kittens.looks.values())
    assert side >= 12
    greys = {card: grey_picture(kittens, card, side, pal) for card in kittens.looks}
    for a, b in itertools.combinations(greys, 2):
        diff = sum(abs(x - y) for x, y in zip(greys[a], greys[b], strict=True)) / len(greys[a])
        assert diff >= 12, (a, b, round(diff, 1))


def cap_height(size: int, ink: tuple[int, int, int], paper: tuple[int, int, int]) -> int:
    """The rows a capital T at `size` inks, measured as on a face."""
    flat = pygame.Surface((size * 2, size * 2))
    flat.fill(paper)
    flat.blit(text.render("T", size, ink, True), (0, 0))
    rows = [y for y in range(flat.get_height())
            if any(_inkish(flat.get_at((x, y))[:3], ink, paper) for x in range(flat.get_width()))]
    return rows[-1] - rows[0] + 1


@pytest.mark.parametrize("pal", list(PALETTES))
def test_titles_stay_readable_at_the_smallest_hand_size(kittens, pal):
    width = smallest_hand_width()
    p = palette(pal)
    need = cap_height(cards_art.TITLE_MIN_PX, p.card_ink, p.card_face)
    for card, look in kittens.looks.items():
        lay = cards_art.layout(look.title, look.kind, width)
        assert lay.title_size >= cards_art.TITLE_MIN_PX, card
        assert lay.title.bottom <= lay.art.top and lay.art.bottom <= lay.kind.top, card
        face = kittens.face(card, width, pal)
        # Ink measured on the face itself: the first title line's letters are as tall as asked.
        step = text.line_height(lay.title_size, True)
        rows = [y for y in range(lay.title.top, min(lay.title.top + step, lay.art.top))
                if any(_inkish(face.get_at((x, y))[:3], p.card_ink, p.card_face)
                       for x in range(lay.title.left, lay.title.right))]
        assert rows and rows[-1] - rows[0] + 1 >= need, (card, rows)


def _inkish(c: tuple[int, int, int], ink: tuple[int, int, int], paper: tuple[int, int, int]) -> bool:
    """Closer to the ink than to the paper."""
    return sum(abs(a - b) for a, b in zip(c, ink, strict=True)) < sum(abs(a - b) for a, b in zip(c, paper, strict=True))


def test_high_contrast_changes_the_faces(kittens):
    """No pastel in high contrast: the picture sits on plain paper, with heavier outlines."""
    width = 160
    hc, std = palette("high_contrast"), palette("standard")
    for card, look in kittens.looks.items():
        lay = cards_art.layout(look.title, look.kind, width)
        plain, bold = kittens.face(card, width, "standard"), kittens.face(card, width, "high_contrast")
        corner = (lay.art.left + lay.art.width // 6, lay.art.top + 8)
        assert bold.get_at(corner)[:3] == hc.card_face, card
        assert plain.get_at(corner)[:3] != std.card_face, card  # the tinted window
        pastel = {mix(hc.card_face, kittens.colour(card), t) for t in (0.3, 0.35)}
        window = bold.subsurface(lay.art)
        every_other = pygame.surfarray.array3d(window)[::2, ::2].reshape(-1, 3)  # each 2nd pixel of each 2nd row
        assert not any(numpy.all(every_other == shade, axis=1).any() for shade in pastel), card
        inner = lay.art.inflate(-8, -8)
        assert inked(bold, inner, hc.card_ink) > inked(plain, inner, std.card_ink), card


def inked(face: pygame.Surface, area: pygame.Rect, ink: tuple[int, int, int]) -> int:
    """Pixels of `area` drawn in (about) `ink`, their channels off by under 90 in all: outlines and dark marks."""
    pixels = pygame.surfarray.array3d(face.subsurface(area)).astype(int)
    return int((numpy.abs(pixels - numpy.array(ink)).sum(axis=2) < 90).sum())
