"""The Herding Cats cards' pictures, drawn in code with the shared pen: one painter per identity,
each a different shape (a kitten with its yarn, a crowned show cat, a scruffy cat on a fence, a
sprig of catnip, a catch-pole net, a laser pointer and its dot), so no card is told by colour alone.
"""

from __future__ import annotations

from ....rules.herding import cards as hc
from ...icons import WHITE, Painter, Pen, lighter

ORANGE = (244, 154, 62)
SNOW = (250, 248, 242)
GREY = (150, 150, 162)
WOOD = (170, 120, 72)
LEAF = (84, 172, 78)
GOLD = (255, 206, 40)
METAL = (204, 210, 222)
RED = (226, 52, 44)
YARN = (124, 84, 196)


def _kitten(p: Pen) -> None:
    # A happy kitten with a ball of yarn.
    p.circle(0.76, 0.76, 0.17, YARN)
    p.circle(0.76, 0.76, 0.17, p.ink, p.stroke)
    if not p.small:
        p.arc(0.76, 0.76, 0.11, 200, 340, p.stroke * 0.9)
        p.arc(0.76, 0.76, 0.11, 20, 160, p.stroke * 0.9)
    p.curve([(0.62, 0.86), (0.5, 0.96), (0.3, 0.9), (0.2, 0.96)], p.stroke * 1.2, YARN)
    p.kitten(0.42, 0.46, 0.3, ORANGE, eyes="happy", mouth="w", stripes=True)


def _show_cat(p: Pen) -> None:
    # A proud white cat wearing a crown, with a prize rosette.
    p.kitten(0.5, 0.6, 0.3, SNOW, eyes="sly", mouth="smile")
    p.shape([(0.3, 0.24), (0.34, 0.06), (0.42, 0.16), (0.5, 0.02), (0.58, 0.16), (0.66, 0.06), (0.7, 0.24)], GOLD)
    if not p.small:
        p.circle(0.5, 0.16, 0.03, RED)
    p.star(0.84, 0.86, 0.12, lighter(p.colour, 0.2), points=8, inner=0.7)
    p.circle(0.84, 0.86, 0.05, GOLD)


def _alley_cat(p: Pen) -> None:
    # A scruffy grey cat peering over a fence.
    for x in (0.08, 0.3, 0.52, 0.74):
        p.shape([(x, 0.98), (x, 0.58), (x + 0.09, 0.5), (x + 0.18, 0.58), (x + 0.18, 0.98)], WOOD)
    p.kitten(0.5, 0.42, 0.28, GREY, eyes="angry", mouth="fang", cheeks=False)
    p.poly([(0.22, 0.06), (0.3, 0.16), (0.2, 0.18)], p.paper)  # a torn ear
    p.paw(0.28, 0.62, 0.08, GREY, angle=90, beans=False)
    p.paw(0.72, 0.62, 0.08, GREY, angle=90, beans=False)


def _catnip(p: Pen) -> None:
    # A sprig of catnip: a stem with pairs of leaves, and a sparkle of delight.
    p.curve([(0.5, 0.98), (0.46, 0.7), (0.54, 0.4), (0.5, 0.08)], 0.05, (60, 120, 50))
    for y, size in ((0.78, 0.2), (0.54, 0.17), (0.32, 0.13)):
        p.oval(0.5 - size * 0.8, y, size, size * 0.45, LEAF, angle=25)
        p.oval(0.5 + size * 0.8, y - 0.04, size, size * 0.45, LEAF, angle=-25)
    p.oval(0.5, 0.1, 0.06, 0.09, LEAF)
    if not p.small:
        p.star(0.84, 0.18, 0.08, GOLD, points=4, inner=0.35)
        p.star(0.16, 0.34, 0.06, GOLD, points=4, inner=0.35)


def _animal_control(p: Pen) -> None:
    # A catch net on a long pole, closing on nothing.
    p.line((0.08, 0.94), (0.56, 0.46), 0.06 + 2 * p.stroke, p.ink)
    p.line((0.08, 0.94), (0.56, 0.46), 0.06, WOOD)
    p.oval(0.66, 0.32, 0.26, 0.2, lighter(METAL, 0.3), angle=-40)
    if not p.small:
        for k in (-0.12, 0.0, 0.12):
            p.line((0.52 + k, 0.16 + k), (0.8 + k, 0.48 + k), p.stroke * 0.7)
            p.line((0.5 + k, 0.46 - k), (0.82 + k, 0.18 - k), p.stroke * 0.7)
    p.lines([(0.46, 0.5), (0.56, 0.56), (0.64, 0.5)], p.stroke * 1.4)


def _laser_pointer(p: Pen) -> None:
    # A pointer casting its beam to a red dot, and a paw reaching for it.
    p.shape([(0.04, 0.26), (0.12, 0.16), (0.46, 0.44), (0.38, 0.54)], METAL)
    p.circle(0.18, 0.28, 0.03, RED)
    p.line((0.44, 0.5), (0.8, 0.8), 0.025, RED)
    p.circle(0.8, 0.8, 0.07, RED)
    p.circle(0.8, 0.8, 0.03, WHITE)
    p.paw(0.58, 0.86, 0.12, ORANGE, angle=30)


PAINTERS: dict[str, Painter] = {
    hc.KITTEN: _kitten,
    hc.SHOW_CAT: _show_cat,
    hc.ALLEY_CAT: _alley_cat,
    hc.CATNIP: _catnip,
    hc.ANIMAL_CONTROL: _animal_control,
    hc.LASER_POINTER: _laser_pointer,
}
