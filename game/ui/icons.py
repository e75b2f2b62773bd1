"""Vector icons drawn with pygame shapes in a unit square: the pen every family's card icons use.

A family's card art gives one painter per card type (a function of a `Pen`); `draw_icon` runs
one into any rect. Callers draw large and scale down for smooth edges (`cards_art` does). Each
icon should be distinct in shape, so a card reads without its colour.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

RGB = tuple[int, int, int]
Painter = Callable[["Pen"], None]


class Pen:
    """Draws in unit coordinates (0..1 across the icon's rect)."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, colour: RGB, ink: RGB):
        self.s = surface
        self.r = rect
        self.colour = colour
        self.ink = ink

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(self.r.left + x * self.r.width), round(self.r.top + y * self.r.height)

    def n(self, v: float) -> int:
        return max(1, round(v * self.r.width))

    def circle(self, x: float, y: float, rad: float, colour: RGB | None = None, width: float = 0) -> None:
        pygame.draw.circle(self.s, colour or self.colour, self.p(x, y), self.n(rad), self.n(width) if width else 0)

    def poly(self, pts: list[tuple[float, float]], colour: RGB | None = None, width: float = 0) -> None:
        pygame.draw.polygon(self.s, colour or self.colour, [self.p(x, y) for x, y in pts],
                            self.n(width) if width else 0)

    def line(self, a: tuple[float, float], b: tuple[float, float], width: float, colour: RGB | None = None) -> None:
        colour = colour or self.ink
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), self.n(width))
        for end in (a, b):  # round caps
            pygame.draw.circle(self.s, colour, self.p(*end), self.n(width / 2))

    def lines(self, pts: list[tuple[float, float]], width: float, colour: RGB | None = None) -> None:
        for a, b in itertools.pairwise(pts):
            self.line(a, b, width, colour)

    def ellipse(self, x: float, y: float, w: float, h: float, colour: RGB | None = None, width: float = 0) -> None:
        rect = pygame.Rect(*self.p(x, y), self.n(w), round(h * self.r.height))
        pygame.draw.ellipse(self.s, colour or self.colour, rect, self.n(width) if width else 0)

    def arc(self, x: float, y: float, rad: float, start: float, stop: float, width: float,
            colour: RGB | None = None) -> None:
        """An arc around (x, y) from angle `start` to `stop` (degrees, counter-clockwise, 0 = east)."""
        steps = max(6, int(abs(stop - start) / 8))
        pts = [
            (x + rad * math.cos(math.radians(start + (stop - start) * i / steps)),
             y - rad * math.sin(math.radians(start + (stop - start) * i / steps)))
            for i in range(steps + 1)
        ]
        self.lines(pts, width, colour)

    def arrow_head(self, tip: tuple[float, float], angle: float, size: float, colour: RGB | None = None) -> None:
        """A filled triangle pointing along `angle` (degrees, 0 = east, counter-clockwise)."""
        a = math.radians(angle)
        back = (tip[0] - size * math.cos(a), tip[1] + size * math.sin(a))
        side = (math.cos(a + math.pi / 2) * size * 0.6, -math.sin(a + math.pi / 2) * size * 0.6)
        self.poly([tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
                  colour or self.ink)

    def ears(self, x: float, y: float, w: float, colour: RGB | None = None) -> None:
        """Two cat ears sitting on a head whose top centre is (x, y) and width `w`."""
        c = colour or self.colour
        self.poly([(x - w * 0.48, y + w * 0.2), (x - w * 0.42, y - w * 0.32), (x - w * 0.1, y)], c)
        self.poly([(x + w * 0.48, y + w * 0.2), (x + w * 0.42, y - w * 0.32), (x + w * 0.1, y)], c)

    def face(self, x: float, y: float, w: float) -> None:
        """Two eyes and a nose on a head centred at (x, y)."""
        self.circle(x - w * 0.18, y - w * 0.05, w * 0.06, self.ink)
        self.circle(x + w * 0.18, y - w * 0.05, w * 0.06, self.ink)
        self.poly([(x - w * 0.06, y + w * 0.08), (x + w * 0.06, y + w * 0.08), (x, y + w * 0.15)], self.ink)


def draw_icon(surface: pygame.Surface, painter: Painter, rect: pygame.Rect, colour: RGB, ink: RGB) -> None:
    """Run `painter` filling `rect`: shapes in `ink`, accents in `colour`."""
    painter(Pen(surface, rect, colour, ink))
