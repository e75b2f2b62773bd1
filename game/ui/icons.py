"""Vector drawing in a unit square with pygame shapes: the pen every family's card art uses.

A family gives one painter per card type (a function of a `Pen`); `draw_icon` runs one into any
rect. Callers draw large and scale down for smooth edges (`cards_art` does). Besides plain shapes
the pen draws outlined shapes (a fill with an ink outline whose weight follows the palette: high
contrast draws heavier lines), smooth curves, and kittens with expressions, so a family's
illustrations share one look. `small` is set when the result is tiny: painters then leave out
fine detail (whiskers, stitches) that would only blur.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import pygame

RGB = tuple[int, int, int]
Point = tuple[float, float]
Painter = Callable[["Pen"], None]

WHITE: RGB = (255, 255, 255)
PINK: RGB = (246, 150, 170)
NOSE: RGB = (232, 110, 130)


def darker(c: RGB, k: float = 0.25) -> RGB:
    """`c` moved `k` of the way to black."""
    return (round(c[0] * (1 - k)), round(c[1] * (1 - k)), round(c[2] * (1 - k)))


def lighter(c: RGB, k: float = 0.3) -> RGB:
    """`c` moved `k` of the way to white."""
    return (round(c[0] + (255 - c[0]) * k), round(c[1] + (255 - c[1]) * k), round(c[2] + (255 - c[2]) * k))


def bezier(*ctrl: Point, steps: int = 12) -> list[Point]:
    """Points along the Bezier curve with control points `ctrl` (any degree)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        pts = list(ctrl)
        while len(pts) > 1:
            pts = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in itertools.pairwise(pts)]
        out.append(pts[0])
    return out


def oval_points(cx: float, cy: float, rx: float, ry: float, angle: float = 0, steps: int = 32,
                start: float = 0, stop: float = 360) -> list[Point]:
    """Points around an ellipse turned by `angle` degrees (0 = east, counter-clockwise, y down)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(steps + 1 if stop - start < 360 else steps):
        t = math.radians(start + (stop - start) * i / steps)
        x, y = rx * math.cos(t), -ry * math.sin(t)
        pts.append((cx + x * ca + y * sa, cy - x * sa + y * ca))
    return pts


class Pen:
    """Draws in unit coordinates (0..1 across the rect): `colour` is the card's group colour,
    `ink` outlines and dark marks, `paper` what the art is drawn on."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, colour: RGB, ink: RGB,
                 paper: RGB = WHITE, weight: float = 1.0, small: bool = False):
        self.s = surface
        self.r = rect
        self.colour = colour
        self.ink = ink
        self.paper = paper
        self.weight = weight
        self.small = small

    # ---- units ---------------------------------------------------------------------------
    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(self.r.left + x * self.r.width), round(self.r.top + y * self.r.height)

    def n(self, v: float) -> int:
        return max(1, round(v * self.r.width))

    @property
    def stroke(self) -> float:
        """The outline width in unit lengths: heavier when small or in high contrast."""
        return (0.042 if self.small else 0.028) * self.weight

    # ---- plain shapes --------------------------------------------------------------------
    def circle(self, x: float, y: float, rad: float, colour: RGB | None = None, width: float = 0) -> None:
        pygame.draw.circle(self.s, colour or self.colour, self.p(x, y), self.n(rad), self.n(width) if width else 0)

    def poly(self, pts: Sequence[Point], colour: RGB | None = None, width: float = 0) -> None:
        pygame.draw.polygon(self.s, colour or self.colour, [self.p(x, y) for x, y in pts],
                            self.n(width) if width else 0)

    def line(self, a: Point, b: Point, width: float, colour: RGB | None = None) -> None:
        colour = colour or self.ink
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), self.n(width))
        for end in (a, b):  # round caps
            pygame.draw.circle(self.s, colour, self.p(*end), max(1, self.n(width) // 2))

    def lines(self, pts: Sequence[Point], width: float, colour: RGB | None = None, closed: bool = False) -> None:
        """A polyline with round joins (closed: back to the first point)."""
        colour = colour or self.ink
        px = [self.p(*q) for q in pts]
        w = self.n(width)
        if len(px) > 1:
            pygame.draw.lines(self.s, colour, closed, px, w)
        for q in px:
            pygame.draw.circle(self.s, colour, q, max(1, w // 2))

    def ellipse(self, x: float, y: float, w: float, h: float, colour: RGB | None = None, width: float = 0) -> None:
        rect = pygame.Rect(*self.p(x, y), self.n(w), round(h * self.r.height))
        pygame.draw.ellipse(self.s, colour or self.colour, rect, self.n(width) if width else 0)

    def arc(self, x: float, y: float, rad: float, start: float, stop: float, width: float,
            colour: RGB | None = None, ry: float | None = None) -> None:
        """An arc around (x, y) from angle `start` to `stop` (degrees, counter-clockwise, 0 = east)."""
        steps = max(6, int(abs(stop - start) / 10))
        self.lines(oval_points(x, y, rad, rad if ry is None else ry, 0, steps, start, stop), width, colour)

    def arrow_head(self, tip: Point, angle: float, size: float, colour: RGB | None = None) -> None:
        """A filled triangle pointing along `angle` (degrees, 0 = east, counter-clockwise)."""
        a = math.radians(angle)
        back = (tip[0] - size * math.cos(a), tip[1] + size * math.sin(a))
        side = (math.cos(a + math.pi / 2) * size * 0.6, -math.sin(a + math.pi / 2) * size * 0.6)
        self.poly([tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
                  colour or self.ink)

    # ---- outlined shapes -----------------------------------------------------------------
    def shape(self, pts: Sequence[Point], fill: RGB, outline: bool = True) -> None:
        """A filled polygon with an ink outline."""
        self.poly(pts, fill)
        if outline:
            self.lines(pts, self.stroke, self.ink, closed=True)

    def oval(self, cx: float, cy: float, rx: float, ry: float, fill: RGB, angle: float = 0,
             outline: bool = True) -> None:
        """A filled, outlined ellipse (turned by `angle` degrees)."""
        self.shape(oval_points(cx, cy, rx, ry, angle), fill, outline)

    def curve(self, pts: Sequence[Point], width: float | None = None, colour: RGB | None = None) -> None:
        """A smooth stroke through the Bezier control points `pts`."""
        self.lines(bezier(*pts, steps=14), self.stroke if width is None else width, colour)

    def star(self, cx: float, cy: float, r: float, fill: RGB, points: int = 5, inner: float = 0.45,
             turn: float = 90) -> None:
        pts = []
        for i in range(points * 2):
            a = math.radians(turn + i * 180 / points)
            k = r if i % 2 == 0 else r * inner
            pts.append((cx + k * math.cos(a), cy - k * math.sin(a)))
        self.shape(pts, fill)

    def card(self, cx: float, cy: float, w: float, h: float, fill: RGB, angle: float = 0,
             mark: RGB | None = None) -> None:
        """A little playing card (turned by `angle`), with a dot of `mark` in its middle."""
        a = math.radians(angle)
        ca, sa = math.cos(a), math.sin(a)
        corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
        pts = [(cx + x * ca + y * sa, cy - x * sa + y * ca) for x, y in corners]
        self.shape(pts, fill)
        if mark is not None:
            self.circle(cx, cy, min(w, h) * 0.22, mark)

    def spark(self, cx: float, cy: float, r: float, fill: RGB = (255, 206, 40), core: RGB = (255, 110, 30)) -> None:
        """A burst: a jagged star with a hot core."""
        self.star(cx, cy, r, fill, points=8, inner=0.5, turn=0)
        self.star(cx, cy, r * 0.5, core, points=6, inner=0.55, turn=15)

    # ---- kittens -------------------------------------------------------------------------
    def kitten(self, cx: float, cy: float, r: float, fur: RGB, eyes: str = "round", mouth: str = "w",
               tilt: float = 0, stripes: bool = False, cheeks: bool = True, ears: bool = True) -> None:
        """A kitten's head of radius `r` centred at (cx, cy).

        `eyes`: round, happy, angry, scared, dizzy, dead, sly, closed, wink, zombie, mask.
        `mouth`: w, smile, grin, open, frown, flat, fang, tongue, none.
        """
        if ears:
            self.ear(cx, cy, r, -1, fur, tilt)
            self.ear(cx, cy, r, 1, fur, tilt)
        self.oval(cx, cy, r * 1.08, r * 0.92, fur, angle=tilt)
        if stripes and not self.small:
            for dx in (-0.18, 0.0, 0.18):
                self.line((cx + dx * r, cy - 0.9 * r), (cx + dx * 1.2 * r, cy - 0.62 * r), self.stroke * 0.9,
                          darker(fur, 0.3))
        if cheeks and not self.small:
            for side in (-1, 1):
                self.circle(cx + side * 0.62 * r, cy + 0.3 * r, 0.13 * r, lighter(PINK, 0.2))
        self.eyes(cx, cy - 0.08 * r, r, eyes, fur)
        self.muzzle(cx, cy + 0.26 * r, r, mouth)
        if not self.small:
            for side in (-1, 1):
                for k in (-1, 0, 1):
                    a = (cx + side * 0.55 * r, cy + 0.3 * r + k * 0.07 * r)
                    b = (cx + side * 1.2 * r, cy + 0.22 * r + k * 0.16 * r)
                    self.line(a, b, self.stroke * 0.45)

    def ear(self, cx: float, cy: float, r: float, side: int, fur: RGB, tilt: float = 0) -> None:
        """One ear (side -1 left, 1 right) on a head of radius `r`."""
        base_in, base_out, tip = (side * 0.15, -0.8), (side * 0.98, -0.35), (side * 0.8, -1.25)
        a = math.radians(tilt)
        ca, sa = math.cos(a), math.sin(a)

        def at(q: Point, k: float = 1.0) -> Point:
            x, y = q[0] * r * k, q[1] * r * k
            return cx + x * ca + y * sa, cy - x * sa + y * ca

        self.shape([at(base_in), at(tip), at(base_out)], fur)
        inner = [(side * 0.33, -0.78), (side * 0.78, -1.08), (side * 0.83, -0.55)]
        self.poly([at(q) for q in inner], PINK)

    def eyes(self, cx: float, cy: float, r: float, kind: str, fur: RGB) -> None:
        for side in (-1, 1):
            ex = cx + side * 0.42 * r
            self.eye(ex, cy, r, side, kind, fur)

    def eye(self, ex: float, ey: float, r: float, side: int, kind: str, fur: RGB) -> None:
        ink, s = self.ink, self.stroke
        if kind == "wink" and side > 0:
            kind = "happy"
        if kind == "zombie":
            kind = "dead" if side < 0 else "scared"
        if kind in ("round", "angry", "sly", "wink"):
            self.oval(ex, ey, 0.2 * r, 0.24 * r, WHITE)
            self.circle(ex + 0.02 * r, ey + 0.03 * r, 0.14 * r, ink)
            self.circle(ex + 0.07 * r, ey - 0.05 * r, 0.05 * r, WHITE)
            if kind == "angry":  # a lid slanting down to the nose
                self.poly([(ex - side * 0.3 * r, ey - 0.4 * r), (ex - side * 0.3 * r, ey - 0.02 * r),
                           (ex + side * 0.3 * r, ey - 0.28 * r), (ex + side * 0.3 * r, ey - 0.4 * r)], fur)
                self.line((ex - side * 0.26 * r, ey - 0.02 * r), (ex + side * 0.26 * r, ey - 0.26 * r), s * 1.2)
            if kind == "sly":  # half-closed
                self.poly([(ex - 0.3 * r, ey - 0.4 * r), (ex - 0.3 * r, ey - 0.02 * r),
                           (ex + 0.3 * r, ey - 0.02 * r), (ex + 0.3 * r, ey - 0.4 * r)], fur)
                self.line((ex - 0.22 * r, ey - 0.02 * r), (ex + 0.22 * r, ey - 0.02 * r), s * 1.2)
        elif kind == "scared":
            self.oval(ex, ey, 0.24 * r, 0.3 * r, WHITE)
            self.circle(ex, ey, 0.07 * r, ink)
        elif kind == "happy":
            self.arc(ex, ey + 0.08 * r, 0.17 * r, 20, 160, s * 1.3)
        elif kind == "closed":
            self.arc(ex, ey - 0.04 * r, 0.17 * r, 200, 340, s * 1.3)
        elif kind == "dizzy":
            pts = [(ex + 0.03 * r * t * math.cos(t), ey + 0.03 * r * t * math.sin(t))
                   for t in (i * 0.5 for i in range(14))]
            self.oval(ex, ey, 0.22 * r, 0.24 * r, WHITE)
            self.lines(pts, s * 0.9)
        elif kind == "dead":
            d = 0.16 * r
            self.line((ex - d, ey - d), (ex + d, ey + d), s * 1.3)
            self.line((ex - d, ey + d), (ex + d, ey - d), s * 1.3)
        elif kind == "mask":  # a bandit's mask with eyes peeking through
            if side < 0:
                self.shape([(ex - 0.36 * r, ey - 0.2 * r), (ex + 0.84 * r + 0.36 * r, ey - 0.2 * r),
                            (ex + 1.2 * r, ey + 0.18 * r), (ex - 0.36 * r, ey + 0.18 * r)], (40, 40, 52))
            self.circle(ex, ey, 0.1 * r, WHITE)
            self.circle(ex + 0.02 * r, ey, 0.05 * r, ink)

    def muzzle(self, cx: float, cy: float, r: float, mouth: str) -> None:
        s = self.stroke
        self.poly([(cx - 0.1 * r, cy - 0.06 * r), (cx + 0.1 * r, cy - 0.06 * r), (cx, cy + 0.05 * r)], NOSE)
        if mouth == "w":
            self.arc(cx - 0.1 * r, cy + 0.06 * r, 0.1 * r, 200, 360, s * 0.9)
            self.arc(cx + 0.1 * r, cy + 0.06 * r, 0.1 * r, 180, 340, s * 0.9)
        elif mouth in ("smile", "grin", "tongue"):
            wide = 0.34 if mouth == "grin" else 0.22
            pts = bezier((cx - wide * r, cy + 0.08 * r), (cx, cy + (0.6 if mouth == "grin" else 0.45) * r),
                         (cx + wide * r, cy + 0.08 * r), steps=10)
            self.shape(pts, (120, 30, 40))
            if mouth == "tongue":
                self.oval(cx, cy + 0.24 * r, 0.08 * r, 0.07 * r, PINK, outline=False)
            if mouth == "grin":
                self.poly([(cx - 0.22 * r, cy + 0.1 * r), (cx - 0.14 * r, cy + 0.1 * r), (cx - 0.18 * r, cy + 0.2 * r)],
                          WHITE)
                self.poly([(cx + 0.22 * r, cy + 0.1 * r), (cx + 0.14 * r, cy + 0.1 * r), (cx + 0.18 * r, cy + 0.2 * r)],
                          WHITE)
        elif mouth == "open":
            self.oval(cx, cy + 0.2 * r, 0.1 * r, 0.13 * r, (120, 30, 40))
        elif mouth == "frown":
            self.arc(cx, cy + 0.28 * r, 0.16 * r, 30, 150, s * 0.9)
        elif mouth == "flat":
            self.line((cx - 0.14 * r, cy + 0.16 * r), (cx + 0.14 * r, cy + 0.16 * r), s * 0.9)
        elif mouth == "fang":
            self.arc(cx - 0.1 * r, cy + 0.06 * r, 0.1 * r, 200, 360, s * 0.9)
            self.arc(cx + 0.1 * r, cy + 0.06 * r, 0.1 * r, 180, 340, s * 0.9)
            self.shape([(cx + 0.04 * r, cy + 0.1 * r), (cx + 0.14 * r, cy + 0.1 * r), (cx + 0.09 * r, cy + 0.26 * r)],
                       WHITE)

    def paw(self, cx: float, cy: float, r: float, fur: RGB, angle: float = 90, beans: bool = True) -> None:
        """A round paw (a mitten shape) reaching towards `angle`, with pink beans."""
        self.oval(cx, cy, r, r * 0.85, fur, angle=angle - 90)
        if beans and not self.small:
            a = math.radians(angle)
            fx, fy = math.cos(a), -math.sin(a)
            self.circle(cx - fx * 0.15 * r, cy - fy * 0.15 * r, 0.32 * r, PINK)
            for k in (-1, 0, 1):
                b = a + k * 0.6
                self.circle(cx + math.cos(b) * 0.55 * r, cy - math.sin(b) * 0.55 * r, 0.14 * r, PINK)

    def tail(self, pts: Sequence[Point], fur: RGB, width: float = 0.07) -> None:
        """A tail along the Bezier control points `pts`: an ink stroke with fur inside."""
        path = bezier(*pts, steps=14)
        self.lines(path, width + 2 * self.stroke, self.ink)
        self.lines(path, width, fur)


def draw_icon(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, colour: RGB, ink: RGB,
              paper: RGB = WHITE, weight: float = 1.0, small: bool = False) -> None:
    """Run `painter` filling `rect`: outlines in `ink`, accents in `colour`, on `paper`."""
    painter(Pen(surface, rect, colour, ink, paper, weight, small))
