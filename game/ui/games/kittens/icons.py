"""The Kittens card icons: one painter per card type, each distinct in shape."""

from __future__ import annotations

import math

from ....rules.kittens import cards as kc
from ...icons import RGB, Painter, Pen


def _exploding(p: Pen) -> None:
    p.circle(0.5, 0.58, 0.3)
    p.ears(0.5, 0.3, 0.55)
    p.face(0.5, 0.6, 0.5)
    p.lines([(0.66, 0.32), (0.76, 0.2), (0.84, 0.16)], 0.045)
    for ang in range(0, 360, 45):  # the spark
        a = math.radians(ang)
        p.line((0.86, 0.13), (0.86 + 0.09 * math.cos(a), 0.13 + 0.09 * math.sin(a)), 0.03, (255, 200, 40))


def _imploding(p: Pen) -> None:
    for i, rad in enumerate((0.36, 0.27, 0.18)):
        p.arc(0.5, 0.55, rad, 90 + i * 60, 90 + i * 60 + 270, 0.045)
    p.ears(0.5, 0.22, 0.5)
    p.circle(0.5, 0.55, 0.08, p.ink)
    for ang in (45, 135, 225, 315):
        a = math.radians(ang)
        p.arrow_head((0.5 + 0.12 * math.cos(a), 0.55 - 0.12 * math.sin(a)), ang + 180, 0.09)


def _defuse(p: Pen) -> None:
    # Scissors cutting a fuse.
    p.line((0.3, 0.25), (0.72, 0.7), 0.07)
    p.line((0.7, 0.25), (0.28, 0.7), 0.07)
    p.circle(0.24, 0.78, 0.11, width=0.05, colour=p.ink)
    p.circle(0.76, 0.78, 0.11, width=0.05, colour=p.ink)
    p.circle(0.5, 0.47, 0.04, p.colour)
    p.lines([(0.1, 0.35), (0.25, 0.4)], 0.035, p.colour)
    p.lines([(0.75, 0.4), (0.9, 0.35)], 0.035, p.colour)


def _attack(p: Pen) -> None:
    # Three claw slashes.
    for dx in (-0.2, 0.0, 0.2):
        p.poly([(0.38 + dx, 0.15), (0.46 + dx, 0.15), (0.62 + dx, 0.85), (0.57 + dx, 0.88)], p.ink)


def _targeted_attack(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.36, p.ink, 0.05)
    p.circle(0.5, 0.5, 0.2, p.ink, 0.05)
    p.line((0.5, 0.05), (0.5, 0.3), 0.05)
    p.line((0.5, 0.7), (0.5, 0.95), 0.05)
    p.line((0.05, 0.5), (0.3, 0.5), 0.05)
    p.line((0.7, 0.5), (0.95, 0.5), 0.05)
    p.poly([(0.42, 0.3), (0.48, 0.3), (0.6, 0.72), (0.56, 0.74)], p.colour)


def _skip(p: Pen) -> None:
    for dx in (0.0, 0.3):
        p.poly([(0.18 + dx, 0.22), (0.5 + dx, 0.5), (0.18 + dx, 0.78), (0.18 + dx, 0.62), (0.32 + dx, 0.5),
                (0.18 + dx, 0.38)], p.ink)


def _favor(p: Pen) -> None:
    # A heart held out on an open paw.
    p.circle(0.37, 0.38, 0.15, p.ink)
    p.circle(0.63, 0.38, 0.15, p.ink)
    p.poly([(0.23, 0.45), (0.77, 0.45), (0.5, 0.75)], p.ink)
    p.ellipse(0.2, 0.78, 0.6, 0.14, p.ink, 0.035)


def _shuffle(p: Pen) -> None:
    p.lines([(0.12, 0.3), (0.35, 0.3), (0.65, 0.7), (0.8, 0.7)], 0.06)
    p.lines([(0.12, 0.7), (0.35, 0.7), (0.65, 0.3), (0.8, 0.3)], 0.06)
    p.arrow_head((0.94, 0.3), 0, 0.14)
    p.arrow_head((0.94, 0.7), 0, 0.14)


def _eye(p: Pen, cy: float) -> None:
    p.poly([(0.08, cy), (0.3, cy - 0.18), (0.7, cy - 0.18), (0.92, cy), (0.7, cy + 0.18), (0.3, cy + 0.18)],
           p.ink)
    p.circle(0.5, cy, 0.15, p.colour)
    p.circle(0.5, cy, 0.07, p.ink)
    p.circle(0.54, cy - 0.04, 0.025, (255, 255, 255))


def _see_future(p: Pen) -> None:
    _eye(p, 0.45)
    for x in (0.3, 0.5, 0.7):  # three cards seen
        p.poly([(x - 0.07, 0.74), (x + 0.07, 0.74), (x + 0.07, 0.92), (x - 0.07, 0.92)], p.ink, 0.03)


def _alter_future(p: Pen) -> None:
    _eye(p, 0.38)
    p.arc(0.5, 0.78, 0.2, 200, 340, 0.05)
    p.arrow_head((0.69, 0.84), -70, 0.1)
    p.arrow_head((0.31, 0.84), 250, 0.1)


def _nope(p: Pen) -> None:
    p.circle(0.5, 0.5, 0.4, p.ink, 0.09)
    p.line((0.24, 0.24), (0.76, 0.76), 0.09)


def _draw_bottom(p: Pen) -> None:
    for i in range(3):
        y = 0.15 + i * 0.14
        p.poly([(0.2, y), (0.62, y), (0.62, y + 0.1), (0.2, y + 0.1)], p.ink, 0.03)
    p.poly([(0.2, 0.6), (0.62, 0.6), (0.62, 0.72), (0.2, 0.72)], p.ink)
    p.lines([(0.72, 0.66), (0.88, 0.66), (0.88, 0.88), (0.4, 0.88)], 0.05)
    p.arrow_head((0.3, 0.88), 180, 0.12)


def _reverse(p: Pen) -> None:
    p.arc(0.5, 0.5, 0.3, 20, 160, 0.06)
    p.arc(0.5, 0.5, 0.3, 200, 340, 0.06)
    p.arrow_head((0.2, 0.42), 260, 0.14)
    p.arrow_head((0.8, 0.58), 80, 0.14)


def _cat_head(p: Pen, colour: RGB | None = None) -> None:
    p.circle(0.5, 0.55, 0.25, colour or p.ink)
    p.ears(0.5, 0.34, 0.48, colour or p.ink)


def _tacocat(p: Pen) -> None:
    # A cat peeking out of a taco shell.
    p.circle(0.5, 0.42, 0.17, p.ink)
    p.ears(0.5, 0.27, 0.32, p.ink)
    shell = [(0.5 + 0.4 * math.cos(math.radians(a)), 0.5 + 0.36 * math.sin(math.radians(a)))
             for a in range(0, 181, 10)]
    p.poly(shell, p.ink)
    for x in (0.2, 0.34, 0.5, 0.66, 0.8):  # lettuce along the rim
        p.circle(x, 0.5, 0.06, p.colour)


def _rainbow(p: Pen) -> None:
    for i, rad in enumerate((0.4, 0.31, 0.22)):
        p.arc(0.5, 0.78, rad, 0, 180, 0.07 if i != 1 else 0.05)
    p.circle(0.5, 0.7, 0.1, p.ink)
    p.ears(0.5, 0.62, 0.2, p.ink)


def _potato(p: Pen) -> None:
    p.ellipse(0.18, 0.3, 0.64, 0.56, p.ink)
    p.ears(0.5, 0.33, 0.42, p.ink)
    for x, y in ((0.32, 0.5), (0.6, 0.45), (0.45, 0.7), (0.68, 0.66)):
        p.circle(x, y, 0.035, p.colour)
    for x in (0.25, 0.4, 0.55, 0.7):  # hairs
        p.line((x, 0.86), (x - 0.04, 0.95), 0.025)


def _beard(p: Pen) -> None:
    _cat_head(p)
    p.poly([(0.3, 0.66), (0.7, 0.66), (0.5, 0.97)], p.ink)
    p.circle(0.41, 0.52, 0.045, p.colour)
    p.circle(0.59, 0.52, 0.045, p.colour)


def _cattermelon(p: Pen) -> None:
    p.arc(0.5, 0.4, 0.38, 180, 360, 0.08)  # rind
    p.poly([(0.16, 0.42), (0.84, 0.42), (0.5, 0.74)], p.ink, 0.03)
    for x, y in ((0.35, 0.5), (0.5, 0.56), (0.65, 0.5)):  # seeds
        p.circle(x, y, 0.03, p.ink)
    p.ears(0.5, 0.36, 0.5, p.ink)


def _feral(p: Pen) -> None:
    # A paw print: stands for any cat.
    p.ellipse(0.3, 0.48, 0.4, 0.34, p.ink)
    for x, y in ((0.22, 0.4), (0.38, 0.26), (0.62, 0.26), (0.78, 0.4)):
        p.circle(x, y, 0.08, p.ink)


PAINTERS: dict[str, Painter] = {
    kc.EXPLODING: _exploding,
    kc.IMPLODING: _imploding,
    kc.DEFUSE: _defuse,
    kc.ATTACK: _attack,
    kc.TARGETED_ATTACK: _targeted_attack,
    kc.SKIP: _skip,
    kc.FAVOR: _favor,
    kc.SHUFFLE: _shuffle,
    kc.SEE_FUTURE: _see_future,
    kc.ALTER_FUTURE: _alter_future,
    kc.NOPE: _nope,
    kc.DRAW_BOTTOM: _draw_bottom,
    kc.REVERSE: _reverse,
    kc.TACOCAT: _tacocat,
    kc.RAINBOW: _rainbow,
    kc.POTATO: _potato,
    kc.BEARD: _beard,
    kc.CATTERMELON: _cattermelon,
    kc.FERAL: _feral,
}

