"""The Kittens cards' illustrations: one painter per card type, drawn in code with the pen's shapes
and kittens. The same painter draws the card's face art and its small icon (buttons, the log), so a
card looks alike everywhere. Every picture differs in shape, not only in colour.
"""

from __future__ import annotations

import math

from ....rules.kittens import cards as kc
from ...icons import WHITE, Painter, Pen, bezier, darker, lighter, oval_points

ORANGE = (244, 154, 62)
GREY = (166, 168, 184)
CREAM = (250, 230, 196)
SOOT = (70, 64, 82)
SNOW = (250, 248, 242)
GINGER = (222, 120, 50)
ZOMBIE = (150, 204, 118)
BONE = (240, 234, 212)
RED = (226, 52, 44)
YELLOW = (255, 206, 40)
BROWN = (150, 100, 58)
DIRT = (120, 84, 56)
GREEN = (84, 172, 78)
PURPLE = (124, 84, 196)
SKY = (150, 214, 250)
STONE = (176, 178, 190)
METAL = (204, 210, 222)
GHOST = (226, 246, 240)
RAINBOW = ((230, 60, 60), (250, 150, 40), (250, 220, 60), (80, 190, 90), (70, 140, 230), (140, 90, 200))


# ---- shared bits ---------------------------------------------------------------------------
def _ground(p: Pen, y: float, fill: tuple[int, int, int] = DIRT) -> None:
    pts = bezier((0.02, y + 0.04), (0.3, y - 0.08), (0.7, y - 0.08), (0.98, y + 0.04), steps=12)
    p.shape([*pts, (0.98, 0.98), (0.02, 0.98)], fill)


def _claws(p: Pen, cx: float, cy: float, r: float, angle: float) -> None:
    for k in (-1, 0, 1):
        a = math.radians(angle + k * 28)
        base = (cx + math.cos(a) * r * 0.9, cy - math.sin(a) * r * 0.9)
        tip = (cx + math.cos(a) * r * 1.5, cy - math.sin(a) * r * 1.5)
        side = (math.cos(a + math.pi / 2) * r * 0.14, -math.sin(a + math.pi / 2) * r * 0.14)
        p.shape([(base[0] + side[0], base[1] + side[1]), tip, (base[0] - side[0], base[1] - side[1])], WHITE)


def _slashes(p: Pen, x: float, y: float, size: float, colour: tuple[int, int, int]) -> None:
    for k in range(3):
        dx = k * size * 0.32
        p.shape([(x + dx, y), (x + dx + size * 0.12, y), (x + dx + size * 0.5, y + size),
                 (x + dx + size * 0.42, y + size * 1.04)], colour)


def _heart(p: Pen, cx: float, cy: float, r: float, fill: tuple[int, int, int] = RED) -> None:
    left = bezier((cx, cy + r), (cx - r * 1.6, cy - r * 0.1), (cx - r * 0.9, cy - r * 1.3), (cx, cy - r * 0.5))
    right = bezier((cx, cy - r * 0.5), (cx + r * 0.9, cy - r * 1.3), (cx + r * 1.6, cy - r * 0.1), (cx, cy + r))
    p.shape(left + right, fill)


def _shovel(p: Pen, a: tuple[float, float], b: tuple[float, float], blade: float) -> None:
    """A shovel from handle end `a` to blade tip `b`."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    neck = (b[0] - ux * blade * 1.3, b[1] - uy * blade * 1.3)
    p.line(a, neck, 0.05 + p.stroke * 2, p.ink)
    p.line(a, neck, 0.05, BROWN)
    nx, ny = -uy, ux
    p.shape([(neck[0] + nx * blade * 0.55, neck[1] + ny * blade * 0.55),
             (b[0] + nx * blade * 0.4, b[1] + ny * blade * 0.4), b,
             (b[0] - nx * blade * 0.4, b[1] - ny * blade * 0.4),
             (neck[0] - nx * blade * 0.55, neck[1] - ny * blade * 0.55)], METAL)
    p.line((a[0] - nx * 0.06, a[1] - ny * 0.06), (a[0] + nx * 0.06, a[1] + ny * 0.06), 0.045)


def _tombstone(p: Pen, cx: float, top: float, w: float, bottom: float, ears: bool = False) -> None:
    arc = oval_points(cx, top + w / 2, w / 2, w / 2, 0, 16, 0, 180)
    pts = [(cx + w / 2, bottom), *arc, (cx - w / 2, bottom)]
    if ears:
        p.ear(cx, top + w * 0.62, w * 0.52, -1, STONE)
        p.ear(cx, top + w * 0.62, w * 0.52, 1, STONE)
    p.shape(pts, STONE)


def _stack(p: Pen, x: float, y: float, w: float, h: float, n: int, step: float) -> None:
    for k in range(n - 1, -1, -1):
        p.card(x, y + k * step, w, h, SNOW if k % 2 else lighter(p.colour, 0.55))


# ---- the Kittens ----------------------------------------------------------------------------
def _exploding(p: Pen) -> None:
    # A round black bomb of a kitten, grinning madly under its lit fuse.
    p.curve([(0.56, 0.28), (0.6, 0.12), (0.74, 0.2), (0.8, 0.1)], 0.045, BROWN)
    p.kitten(0.48, 0.58, 0.32, SOOT, eyes="round", mouth="grin")
    p.oval(0.27, 0.43, 0.035, 0.05, lighter(SOOT, 0.45), angle=30, outline=False)
    p.spark(0.82, 0.1, 0.12)
    if not p.small:
        for a in (200, 240, 280):
            r = math.radians(a)
            p.line((0.82 + 0.14 * math.cos(r), 0.1 - 0.14 * math.sin(r)),
                   (0.82 + 0.2 * math.cos(r), 0.1 - 0.2 * math.sin(r)), 0.02, YELLOW)


def _imploding(p: Pen) -> None:
    # A kitten spiralling into a purple vortex.
    for k in range(3):
        turn = k * 120
        pts = [(0.5 + (0.1 + 0.045 * t) * math.cos(math.radians(turn + t * 40)),
                0.5 + (0.1 + 0.045 * t) * math.sin(math.radians(turn + t * 40))) for t in range(9)]
        p.lines(pts, 0.05 + 2 * p.stroke, p.ink)
        p.lines(pts, 0.05, lighter(PURPLE, 0.25))
    p.kitten(0.5, 0.52, 0.2, GREY, eyes="dizzy", mouth="open", tilt=20)
    for ang in (45, 135, 225, 315):
        a = math.radians(ang)
        p.arrow_head((0.5 + 0.36 * math.cos(a), 0.52 - 0.36 * math.sin(a)), ang + 180, 0.1, p.ink)


def _zombie(p: Pen) -> None:
    # A green kitten clawing its way out of the grave, stitched and cheerful.
    _ground(p, 0.78)
    p.paw(0.2, 0.66, 0.09, ZOMBIE, angle=120, beans=False)
    p.paw(0.8, 0.66, 0.09, ZOMBIE, angle=60, beans=False)
    p.kitten(0.5, 0.48, 0.28, ZOMBIE, eyes="zombie", mouth="fang", cheeks=False)
    if not p.small:
        p.line((0.62, 0.26), (0.7, 0.42), p.stroke)
        for t in (0.3, 0.36):
            p.line((0.6, t + 0.04), (0.7, t), p.stroke * 0.8)


# ---- saving and answering ----------------------------------------------------------------
def _defuse(p: Pen) -> None:
    # Wire cutters that have just snipped the fuse; a relieved kitten between the handles.
    p.curve([(0.02, 0.3), (0.15, 0.18), (0.3, 0.34), (0.42, 0.26)], 0.05, RED)
    p.curve([(0.58, 0.26), (0.7, 0.18), (0.85, 0.34), (0.98, 0.24)], 0.05, RED)
    for side in (-1, 1):
        p.shape([(0.5 - side * 0.035, 0.5), (0.5 + side * 0.1, 0.12), (0.5 + side * 0.02, 0.14),
                 (0.5 + side * 0.035, 0.48)], METAL)
        p.tail([(0.5, 0.5), (0.5 + side * 0.1, 0.6), (0.5 + side * 0.3, 0.72), (0.5 + side * 0.36, 0.94)],
               RED if side < 0 else YELLOW, 0.075)
    p.circle(0.5, 0.5, 0.05, METAL)
    p.circle(0.5, 0.5, 0.05, p.ink, p.stroke)
    p.kitten(0.5, 0.84, 0.1, ORANGE, eyes="happy", mouth="w", cheeks=False)
    if not p.small:
        p.spark(0.5, 0.25, 0.05, fill=WHITE, core=YELLOW)


def _nope(p: Pen) -> None:
    # A grumpy kitten holding up a paw: no.
    p.circle(0.5, 0.52, 0.44, (215, 40, 40))
    p.circle(0.5, 0.52, 0.36, p.paper)
    p.line((0.2, 0.22), (0.8, 0.82), 0.08, (215, 40, 40))
    p.kitten(0.44, 0.58, 0.24, GREY, eyes="angry", mouth="frown")
    p.paw(0.78, 0.34, 0.11, GREY, angle=90)


# ---- actions -------------------------------------------------------------------------------
def _attack(p: Pen) -> None:
    # A kitten pouncing, claws out.
    _slashes(p, 0.56, 0.08, 0.3, RED)
    p.kitten(0.4, 0.6, 0.27, ORANGE, eyes="angry", mouth="fang", stripes=True)
    p.paw(0.78, 0.62, 0.1, ORANGE, angle=60, beans=False)
    _claws(p, 0.78, 0.62, 0.1, 60)


def _targeted_attack(p: Pen) -> None:
    # A startled kitten in the crosshairs.
    p.kitten(0.5, 0.58, 0.24, CREAM, eyes="scared", mouth="open")
    p.circle(0.5, 0.52, 0.38, RED, 0.05)
    for a, b in (((0.5, 0.05), (0.5, 0.24)), ((0.5, 0.8), (0.5, 0.99)),
                 ((0.03, 0.52), (0.22, 0.52)), ((0.78, 0.52), (0.97, 0.52))):
        p.line(a, b, 0.05, RED)


def _skip(p: Pen) -> None:
    # A kitten strolling off, tail up, with speed lines.
    for y in (0.44, 0.56, 0.68):
        p.line((0.06, y), (0.26, y), 0.035)
    p.tail([(0.36, 0.72), (0.2, 0.6), (0.3, 0.3)], ORANGE, 0.06)
    p.oval(0.55, 0.72, 0.24, 0.14, ORANGE)
    p.kitten(0.66, 0.48, 0.22, ORANGE, eyes="wink", mouth="smile", stripes=True)
    for x in (0.42, 0.66):
        p.oval(x, 0.86, 0.06, 0.04, ORANGE)


def _super_skip(p: Pen) -> None:
    # A caped kitten flying off, all turns skipped.
    p.shape([(0.5, 0.48), (0.04, 0.3), (0.14, 0.5), (0.04, 0.62), (0.16, 0.72), (0.1, 0.86), (0.52, 0.64)], RED)
    p.kitten(0.62, 0.48, 0.24, SNOW, eyes="happy", mouth="grin")
    p.paw(0.9, 0.3, 0.07, SNOW, angle=60, beans=False)
    for x in (0.56, 0.7, 0.84):
        p.arrow_head((x + 0.06, 0.88), 0, 0.1, p.ink)


def _favor(p: Pen) -> None:
    # Big pleading eyes and a heart held out.
    p.kitten(0.5, 0.42, 0.28, CREAM, eyes="round", mouth="w")
    _heart(p, 0.5, 0.8, 0.13)
    p.paw(0.3, 0.8, 0.08, CREAM, angle=30, beans=False)
    p.paw(0.7, 0.8, 0.08, CREAM, angle=150, beans=False)


def _shuffle(p: Pen) -> None:
    # A dizzy kitten juggling cards.
    for k, (x, y, a) in enumerate(((0.2, 0.3, 25), (0.5, 0.14, 0), (0.8, 0.3, -25))):
        p.card(x, y, 0.16, 0.22, SNOW if k % 2 else lighter(p.colour, 0.5), a, mark=RED if k == 1 else None)
    p.arc(0.5, 0.42, 0.32, 20, 160, 0.025)
    p.arrow_head((0.2, 0.46), 255, 0.07, p.ink)
    p.kitten(0.5, 0.7, 0.22, GINGER, eyes="dizzy", mouth="open")


def _see_future(p: Pen) -> None:
    # A kitten gazing into a crystal ball.
    p.kitten(0.5, 0.34, 0.22, SOOT, eyes="round", mouth="w")
    p.shape([(0.3, 0.94), (0.36, 0.8), (0.64, 0.8), (0.7, 0.94)], BROWN)
    p.oval(0.5, 0.66, 0.22, 0.2, SKY)
    p.oval(0.43, 0.6, 0.05, 0.07, WHITE, angle=30, outline=False)
    if not p.small:
        p.star(0.56, 0.7, 0.06, YELLOW, points=4, inner=0.35)
    p.paw(0.28, 0.62, 0.07, SOOT, angle=45, beans=False)
    p.paw(0.72, 0.62, 0.07, SOOT, angle=135, beans=False)


def _alter_future(p: Pen) -> None:
    # A sly kitten paw moving the third card of the future to the front.
    for x, mark in ((0.22, (80, 140, 230)), (0.5, RED), (0.78, GREEN)):
        p.card(x, 0.62, 0.22, 0.3, SNOW, 0, mark)
    p.curve([(0.78, 0.44), (0.7, 0.1), (0.3, 0.1), (0.22, 0.42)], 0.04)
    p.arrow_head((0.22, 0.46), 265, 0.1, p.ink)
    p.kitten(0.5, 0.92, 0.12, GREY, eyes="sly", mouth="smile", cheeks=False)


def _draw_bottom(p: Pen) -> None:
    # A kitten under the pile, pulling out the bottom card.
    _stack(p, 0.42, 0.14, 0.5, 0.12, 4, 0.09)
    p.card(0.64, 0.56, 0.5, 0.12, SNOW, -12, RED)
    p.paw(0.9, 0.6, 0.08, ORANGE, angle=200, beans=False)
    p.kitten(0.36, 0.78, 0.17, ORANGE, eyes="round", mouth="tongue", stripes=True)


def _reverse(p: Pen) -> None:
    # A kitten chasing its own tail round and round.
    p.arc(0.5, 0.52, 0.4, 30, 160, 0.05, p.ink)
    p.arc(0.5, 0.52, 0.4, 210, 340, 0.05, p.ink)
    p.arrow_head((0.14, 0.38), 250, 0.13, p.ink)
    p.arrow_head((0.86, 0.66), 70, 0.13, p.ink)
    p.tail([(0.62, 0.7), (0.82, 0.74), (0.8, 0.5), (0.66, 0.46)], GREY, 0.06)
    p.kitten(0.44, 0.52, 0.22, GREY, eyes="happy", mouth="smile", tilt=-15)


def _swap_ends(p: Pen) -> None:
    # The top and bottom cards of the pile trading places.
    _stack(p, 0.44, 0.2, 0.46, 0.12, 5, 0.13)
    p.card(0.44, 0.2, 0.46, 0.12, lighter(p.colour, 0.4), 0, RED)
    p.card(0.44, 0.72, 0.46, 0.12, lighter(p.colour, 0.4), 0, (80, 140, 230))
    p.curve([(0.74, 0.22), (0.96, 0.3), (0.96, 0.62), (0.76, 0.7)], 0.035)
    p.arrow_head((0.72, 0.71), 200, 0.09, p.ink)
    p.curve([(0.14, 0.7), (-0.06, 0.62), (-0.06, 0.3), (0.12, 0.22)], 0.035)
    p.arrow_head((0.16, 0.21), 20, 0.09, p.ink)
    p.kitten(0.44, 0.9, 0.08, SOOT, eyes="round", mouth="none", cheeks=False)


def _attack_dead(p: Pen) -> None:
    # Zombie paws bursting from the ground, under a moon.
    p.oval(0.8, 0.18, 0.11, 0.11, (250, 240, 170))
    if not p.small:
        p.circle(0.77, 0.15, 0.025, (220, 206, 130))
        p.circle(0.84, 0.22, 0.018, (220, 206, 130))
    _ground(p, 0.72)
    for x, a in ((0.28, 100), (0.62, 80)):
        p.shape([(x - 0.07, 0.8), (x - 0.06, 0.5), (x + 0.06, 0.5), (x + 0.07, 0.8)], ZOMBIE)
        p.paw(x, 0.44, 0.1, ZOMBIE, angle=a, beans=False)
        _claws(p, x, 0.44, 0.1, a)
    _slashes(p, 0.1, 0.08, 0.22, RED)


def _feed_dead(p: Pen) -> None:
    # A ghost kitten, delighted by a bowl of fish.
    pts = [*oval_points(0.5, 0.36, 0.22, 0.24, 0, 12, 0, 180)]
    pts += [(0.28, 0.62), (0.34, 0.58), (0.4, 0.64), (0.46, 0.58), (0.52, 0.64), (0.58, 0.58),
            (0.64, 0.64), (0.72, 0.6)]
    p.ear(0.5, 0.36, 0.2, -1, GHOST)
    p.ear(0.5, 0.36, 0.2, 1, GHOST)
    p.shape(pts, GHOST)
    p.eyes(0.5, 0.34, 0.2, "happy", GHOST)
    p.muzzle(0.5, 0.44, 0.2, "tongue")
    p.shape([*oval_points(0.5, 0.78, 0.28, 0.14, 0, 12, 180, 360)], RED)
    p.oval(0.5, 0.78, 0.28, 0.05, lighter(RED, 0.3))
    p.oval(0.44, 0.74, 0.1, 0.04, (120, 170, 220))
    p.poly([(0.52, 0.74), (0.6, 0.7), (0.6, 0.78)], (120, 170, 220))


def _clairvoyance(p: Pen) -> None:
    # A calm kitten with its third eye open, sparkles all around.
    p.kitten(0.5, 0.58, 0.3, PURPLE, eyes="closed", mouth="smile")
    p.oval(0.5, 0.4, 0.09, 0.06, WHITE)
    p.circle(0.5, 0.4, 0.04, p.ink)
    for a in (30, 90, 150):
        r = math.radians(a)
        p.line((0.5 + 0.13 * math.cos(r), 0.4 - 0.1 * math.sin(r)), (0.5 + 0.2 * math.cos(r), 0.4 - 0.17 * math.sin(r)),
               0.025, YELLOW)
    for x, y, s in ((0.14, 0.18, 0.07), (0.86, 0.2, 0.06), (0.88, 0.8, 0.05)):
        p.star(x, y, s, YELLOW, points=4, inner=0.35)


def _clone(p: Pen) -> None:
    # Two identical kittens, the second fresh from the copier.
    p.kitten(0.28, 0.52, 0.19, ORANGE, eyes="round", mouth="w", stripes=True)
    p.kitten(0.72, 0.52, 0.19, ORANGE, eyes="round", mouth="w", stripes=True)
    p.arrow_head((0.56, 0.86), 0, 0.1, p.ink)
    p.line((0.4, 0.86), (0.5, 0.86), 0.035)
    for x in (0.12, 0.88):
        p.star(x, 0.16, 0.06, YELLOW, points=4, inner=0.35)


def _grave_robber(p: Pen) -> None:
    # A masked kitten with a shovel, by a tombstone.
    _tombstone(p, 0.76, 0.26, 0.32, 0.84)
    if not p.small:
        p.line((0.76, 0.38), (0.76, 0.56), 0.025)
        p.line((0.7, 0.44), (0.82, 0.44), 0.025)
    _ground(p, 0.86, GREEN)
    _shovel(p, (0.1, 0.16), (0.3, 0.9), 0.12)
    p.kitten(0.42, 0.5, 0.24, GREY, eyes="mask", mouth="smile")


def _dig_deeper(p: Pen) -> None:
    # A curious kitten peering down a hole to the cards below.
    _ground(p, 0.46)
    p.oval(0.48, 0.62, 0.3, 0.12, (40, 30, 24))
    p.card(0.48, 0.66, 0.2, 0.08, SNOW, 0, RED)
    _shovel(p, (0.95, 0.12), (0.82, 0.62), 0.1)
    p.kitten(0.4, 0.32, 0.2, CREAM, eyes="round", mouth="open", tilt=-10)


# ---- cats -----------------------------------------------------------------------------------
def _tacocat(p: Pen) -> None:
    # A kitten tucked into a taco shell.
    p.kitten(0.5, 0.4, 0.2, ORANGE, eyes="happy", mouth="smile", stripes=True)
    for x in (0.2, 0.32, 0.44, 0.56, 0.68, 0.8):
        p.oval(x, 0.56, 0.07, 0.05, GREEN)
    p.circle(0.3, 0.56, 0.045, RED)
    p.circle(0.66, 0.57, 0.045, RED)
    p.shape(oval_points(0.5, 0.56, 0.42, 0.34, 0, 18, 180, 360), (240, 194, 88))
    if not p.small:
        for x in (0.28, 0.5, 0.72):
            p.circle(x, 0.72, 0.02, BROWN)


def _rainbow(p: Pen) -> None:
    # A kitten ralphing a rainbow.
    for k, colour in enumerate(RAINBOW):
        off = (k - 2.5) * 0.04
        p.curve([(0.38, 0.5 + off), (0.6, 0.3 + off), (0.86, 0.64 + off), (0.9, 0.96)], 0.045, colour)
    p.kitten(0.3, 0.4, 0.22, SNOW, eyes="closed", mouth="open", tilt=-20)


def _potato(p: Pen) -> None:
    # A hairy potato with a kitten's face.
    hair = [(0.2, 0.78, 0.14, 0.92), (0.3, 0.84, 0.28, 0.98), (0.7, 0.84, 0.74, 0.98), (0.8, 0.76, 0.9, 0.88),
            (0.12, 0.5, 0.02, 0.48), (0.88, 0.5, 0.98, 0.46)]
    for x0, y0, x1, y1 in hair:
        p.line((x0, y0), (x1, y1), 0.03)
    p.ear(0.5, 0.56, 0.36, -1, (200, 156, 100))
    p.ear(0.5, 0.56, 0.36, 1, (200, 156, 100))
    blob = [(0.5 + 0.38 * math.cos(math.radians(a)) * (1 + 0.06 * math.sin(3 * math.radians(a))),
             0.58 - 0.3 * math.sin(math.radians(a)) * (1 + 0.05 * math.cos(2 * math.radians(a))))
            for a in range(0, 360, 15)]
    p.shape(blob, (200, 156, 100))
    for x, y in ((0.24, 0.7), (0.76, 0.44), (0.66, 0.76)):
        p.circle(x, y, 0.025, BROWN)
    p.eyes(0.5, 0.52, 0.24, "round", (200, 156, 100))
    p.muzzle(0.5, 0.62, 0.24, "w")


def _beard(p: Pen) -> None:
    # A distinguished cat with a magnificent beard.
    p.kitten(0.5, 0.4, 0.26, GREY, eyes="sly", mouth="none")
    scallops = bezier((0.24, 0.48), (0.22, 1.0), (0.5, 1.0), steps=8) + bezier((0.5, 1.0), (0.78, 1.0), (0.76, 0.48),
                                                                                steps=8)
    p.shape([*scallops, (0.6, 0.54), (0.5, 0.6), (0.4, 0.54)], BROWN)
    if not p.small:
        for x in (0.38, 0.5, 0.62):
            p.curve([(x, 0.62), (x - 0.03, 0.74), (x + 0.02, 0.84)], p.stroke * 0.7, darker(BROWN, 0.35))
    p.curve([(0.3, 0.52), (0.4, 0.46), (0.5, 0.5)], 0.035, darker(BROWN, 0.2))
    p.curve([(0.5, 0.5), (0.6, 0.46), (0.7, 0.52)], 0.035, darker(BROWN, 0.2))


def _cattermelon(p: Pen) -> None:
    # A watermelon slice that is also a cat.
    p.ear(0.5, 0.56, 0.3, -1, GREEN)
    p.ear(0.5, 0.56, 0.3, 1, GREEN)
    p.shape(oval_points(0.5, 0.3, 0.44, 0.56, 0, 18, 180, 360), GREEN)
    p.shape(oval_points(0.5, 0.3, 0.37, 0.48, 0, 18, 180, 360), (238, 86, 96))
    for x, y in ((0.3, 0.56), (0.5, 0.7), (0.7, 0.56), (0.4, 0.44), (0.6, 0.44)):
        p.oval(x, y, 0.018, 0.03, SOOT, outline=False)
    p.eyes(0.5, 0.38, 0.26, "happy", (238, 86, 96))
    p.muzzle(0.5, 0.46, 0.22, "w")


def _feral(p: Pen) -> None:
    # A scruffy wild cat: stands for any cat.
    spikes = []
    for i in range(28):
        a = math.radians(i * 360 / 28)
        k = 0.34 if i % 2 else 0.27
        spikes.append((0.5 + k * math.cos(a) * 1.1, 0.56 - k * math.sin(a)))
    p.ear(0.5, 0.56, 0.3, -1, (170, 150, 120))
    p.ear(0.5, 0.56, 0.3, 1, (170, 150, 120))
    p.shape(spikes, (170, 150, 120))
    p.eye(0.38, 0.5, 0.3, -1, "scared", (170, 150, 120))
    p.eye(0.62, 0.5, 0.2, 1, "round", (170, 150, 120))
    p.muzzle(0.5, 0.62, 0.28, "fang")
    p.star(0.86, 0.14, 0.09, YELLOW)


def _ghoul(p: Pen) -> None:
    # A ghostly cat drifting by.
    top = oval_points(0.5, 0.4, 0.28, 0.28, 0, 14, 0, 180)
    tail = [(0.22, 0.86), (0.3, 0.78), (0.38, 0.88), (0.46, 0.78), (0.54, 0.88), (0.62, 0.78), (0.7, 0.88),
            (0.78, 0.8)]
    p.ear(0.5, 0.4, 0.26, -1, GHOST)
    p.ear(0.5, 0.4, 0.26, 1, GHOST)
    p.shape([*top, *tail], GHOST)
    p.eyes(0.5, 0.42, 0.26, "scared", GHOST)
    p.oval(0.5, 0.6, 0.06, 0.08, (60, 60, 80))
    p.paw(0.14, 0.5, 0.07, GHOST, angle=160, beans=False)


def _mummy(p: Pen) -> None:
    # A cat wrapped in bandages, one eye peeking out.
    p.kitten(0.5, 0.5, 0.32, BONE, eyes="round", mouth="none", cheeks=False)
    for k, y in enumerate((0.28, 0.4, 0.56, 0.68)):
        slant = 0.05 if k % 2 else -0.05
        p.shape([(0.16, y - slant), (0.84, y + slant), (0.84, y + slant + 0.06), (0.16, y - slant + 0.06)],
                lighter(BONE, 0.4))
    p.eye(0.64, 0.48, 0.32, 1, "round", BONE)
    p.curve([(0.8, 0.7), (0.92, 0.8), (0.88, 0.94)], 0.04, lighter(BONE, 0.3))


def _bony(p: Pen) -> None:
    # A grinning cat skull over crossed bones.
    for a, b in (((0.12, 0.94), (0.88, 0.62)), ((0.12, 0.62), (0.88, 0.94))):
        p.line(a, b, 0.07 + 2 * p.stroke, p.ink)
        p.line(a, b, 0.07, BONE)
        for end in (a, b):
            p.circle(end[0], end[1], 0.05, BONE)
    p.kitten(0.5, 0.42, 0.3, BONE, eyes="none", mouth="none", cheeks=False)
    for x in (0.38, 0.62):
        p.oval(x, 0.38, 0.08, 0.09, (40, 36, 48), outline=False)
    p.poly([(0.46, 0.5), (0.54, 0.5), (0.5, 0.56)], (40, 36, 48))
    for x in (0.4, 0.47, 0.54, 0.61):
        p.line((x, 0.6), (x, 0.66), 0.018)


def _tombstone_cat(p: Pen) -> None:
    # A tombstone shaped like a cat, a paw print carved on it.
    _tombstone(p, 0.5, 0.2, 0.54, 0.86, ears=True)
    p.oval(0.5, 0.58, 0.09, 0.07, darker(STONE, 0.35), outline=False)
    for x, y in ((0.38, 0.46), (0.46, 0.4), (0.54, 0.4), (0.62, 0.46)):
        p.circle(x, y, 0.035, darker(STONE, 0.35))
    _ground(p, 0.86, GREEN)
    p.star(0.14, 0.16, 0.05, YELLOW, points=4, inner=0.35)


PAINTERS: dict[str, Painter] = {
    kc.EXPLODING: _exploding,
    kc.IMPLODING: _imploding,
    kc.ZOMBIE: _zombie,
    kc.DEFUSE: _defuse,
    kc.NOPE: _nope,
    kc.ATTACK: _attack,
    kc.TARGETED_ATTACK: _targeted_attack,
    kc.SKIP: _skip,
    kc.SUPER_SKIP: _super_skip,
    kc.FAVOR: _favor,
    kc.SHUFFLE: _shuffle,
    kc.SEE_FUTURE: _see_future,
    kc.ALTER_FUTURE: _alter_future,
    kc.DRAW_BOTTOM: _draw_bottom,
    kc.REVERSE: _reverse,
    kc.SWAP_ENDS: _swap_ends,
    kc.ATTACK_DEAD: _attack_dead,
    kc.FEED_DEAD: _feed_dead,
    kc.CLAIRVOYANCE: _clairvoyance,
    kc.CLONE: _clone,
    kc.GRAVE_ROBBER: _grave_robber,
    kc.DIG_DEEPER: _dig_deeper,
    kc.TACOCAT: _tacocat,
    kc.RAINBOW: _rainbow,
    kc.POTATO: _potato,
    kc.BEARD: _beard,
    kc.CATTERMELON: _cattermelon,
    kc.FERAL: _feral,
    kc.GHOUL_CAT: _ghoul,
    kc.MUMMY_CAT: _mummy,
    kc.BONY_CAT: _bony,
    kc.TOMBSTONE_CAT: _tombstone_cat,
}
