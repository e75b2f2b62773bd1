"""Colours: WCAG contrast of text, and card colours apart in every kind of colour vision."""

from __future__ import annotations

import itertools
import math

import pytest

from game.ui.cards_art import card_sets
from game.ui.games import load_kits
from game.ui.theme import PALETTES, contrast

# Machado, Oliveira & Fernandes 2009, severity 1, applied to linear RGB.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def linear(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def lab(rgb_linear: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = rgb_linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(p: tuple[float, float, float], q: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = p, q
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dl, dc = l2 - l1, c2 - c1
    dhh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lbar, cbar2 = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        hbar = h1 + h2
    elif abs(h1 - h2) > 180:
        hbar = (h1 + h2 + 360) / 2
    else:
        hbar = (h1 + h2) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    rc = 2 * math.sqrt(cbar2**7 / (cbar2**7 + 25**7))
    rt = -math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2)))) * rc
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbar2, 1 + 0.015 * cbar2 * t
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def families():
    load_kits()
    return card_sets()


def test_every_registered_game_has_card_art():
    assert {s.family for s in families()} >= {"kittens"}


@pytest.mark.parametrize("cards", families(), ids=lambda s: s.family)
@pytest.mark.parametrize("vision", [None, *MACHADO])
def test_card_colours_stay_apart(vision, cards):
    def seen(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
        lin = tuple(linear(c) for c in rgb)
        if vision is not None:
            lin = tuple(max(0.0, min(1.0, sum(m * v for m, v in zip(row, lin, strict=True))))
                        for row in MACHADO[vision])
        return lab(lin)

    assert {look.group for look in cards.looks.values()} <= set(cards.colours), "every group has a colour"
    assert set(cards.looks) == set(cards.icons), "every card has an icon"
    for (g1, c1), (g2, c2) in itertools.combinations(cards.colours.items(), 2):
        assert ciede2000(seen(c1), seen(c2)) >= 10, (vision, g1, g2)


@pytest.mark.parametrize("name", list(PALETTES))
def test_text_contrast(name):
    p = PALETTES[name]
    need = 7 if name == "high_contrast" else 4.5
    for fg, bg in ((p.text, p.panel), (p.text_dim, p.panel), (p.accent_text, p.accent), (p.accent_text, p.danger),
                   (p.card_ink, p.card_face), (p.text, p.felt), (p.text_dim, p.felt), (p.accent, p.panel),
                   (p.accent, p.felt), (p.danger, p.panel)):
        assert contrast(fg, bg) >= need, (name, fg, bg)
    assert contrast(p.focus, p.panel) >= 3 and contrast(p.card_back_ink, p.card_back) >= 3
