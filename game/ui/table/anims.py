"""Table animations: flying cards, banners, the Nope stamp, particles, shake and flashes.

Each animation advances with `update(dt)` and draws itself over the table. A blocking one holds
the game: the next CPU move or reveal waits until every blocking animation has finished.
With reduced motion, cards fade in where they land instead of flying, and nothing shakes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from .. import cards_art, draw, text
from ..theme import RGB
from ..tween import EASE_BACK, EASE_IN_OUT, EASE_OUT, LINEAR, Easing, Tween, lerp, lerp_point


class Anim:
    """Base: a tween plus what to do when it ends."""

    blocking = True

    def __init__(self, duration: float, ease: Easing = EASE_OUT, delay: float = 0.0,
                 on_done: Callable[[], None] | None = None):
        self.tween = Tween(duration, ease, delay)
        self.on_done = on_done
        self.finished = False

    def update(self, dt: float) -> None:
        self.tween.update(dt)
        if self.tween.done and not self.finished:
            self.finished = True
            if self.on_done is not None:
                self.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Wait(Anim):
    """Hold the game for a moment (let a drawn Kitten sink in)."""


class FlyCard(Anim):
    """A card moving from one rect to another, face up or as a back, turning as it goes."""

    def __init__(self, card: str | None, start: pygame.Rect, end: pygame.Rect, palette: str, duration: float,
                 delay: float = 0.0, spin: float = 0.0, reduced: bool = False,
                 on_done: Callable[[], None] | None = None, ease: Easing = EASE_IN_OUT, visible: bool = True,
                 family: str | None = None):
        super().__init__(duration, ease, delay, on_done)
        self.card = card
        self.family = family
        self.start = start
        self.end = end
        self.palette = palette
        self.spin = 0.0 if reduced else spin
        self.reduced = reduced
        self.visible = visible  # False: only the timing (a card fading in where it would vanish)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.tween.started or not self.visible:
            return
        t = self.tween.value
        if self.reduced:
            centre, width, alpha = self.end.center, self.end.width, round(255 * self.tween.raw)
        else:
            centre = lerp_point(self.start.center, self.end.center, t)
            width, alpha = round(lerp(self.start.width, self.end.width, t)), 255
            # Lift: a little larger mid-flight.
            width = round(width * (1 + 0.12 * math.sin(math.pi * self.tween.raw)))
        # One cached card, scaled and turned in cached steps, rather than a new drawing per frame.
        full = max(self.start.width, self.end.width)
        img = cards_art.sprite(self.card, width, self.palette, self.spin * (1 - t), full, self.family)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


class Banner(Anim):
    """Big words across the middle (a turn hand-over, "NOPED", the winner)."""

    blocking = False

    def __init__(self, words: str, rect: pygame.Rect, size: int, colour: RGB, back: RGB, duration: float,
                 reduced: bool = False, blocking: bool = False, delay: float = 0.0):
        super().__init__(duration, LINEAR, delay)
        self.words = words
        self.rect = rect
        self.size = size
        self.colour = colour
        self.back = back
        self.reduced = reduced
        self.blocking = blocking

    def draw(self, surface: pygame.Surface) -> None:
        if not self.tween.started:
            return
        r = self.tween.raw
        alpha = min(1.0, r / 0.15, (1 - r) / 0.2)
        slide = 0 if self.reduced else round((1 - EASE_OUT(min(1.0, r / 0.25))) * self.rect.width * 0.15)
        size = text.fit_size(self.words, self.size, self.rect.width - self.size, minimum=self.size * 3 // 5)
        label = text.render(self.words, size, self.colour)
        band = pygame.Rect(0, 0, self.rect.width, label.get_height() + size // 2)
        band.center = (self.rect.centerx - slide, self.rect.centery)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        layer.fill((*self.back, round(200 * alpha)))
        surface.blit(layer, band)
        label = label.copy()
        label.set_alpha(round(255 * alpha))
        surface.blit(label, label.get_rect(center=band.center))


class Stamp(Anim):
    """The NOPE stamp: slams down, tilted, then fades."""

    def __init__(self, words: str, centre: tuple[int, int], size: int, colour: RGB, reduced: bool = False,
                 duration: float = 0.9, blocking: bool = True):
        super().__init__(duration, LINEAR)
        self.blocking = blocking  # False: the table moves on (a window opens) while it shows
        self.words = words
        self.centre = centre
        self.size = size
        self.colour = colour
        self.reduced = reduced

    def draw(self, surface: pygame.Surface) -> None:
        r = self.tween.raw
        scale = 1.0 if self.reduced else max(0.6, 2.2 - 1.2 * EASE_BACK(min(1.0, r / 0.35)))
        alpha = round(255 * min(1.0, (1 - r) / 0.3, r / 0.1 if self.reduced else 1.0))
        label = text.render(self.words, round(self.size), self.colour)
        pad = self.size // 4
        box = pygame.Surface((label.get_width() + 2 * pad, label.get_height() + pad), pygame.SRCALPHA)
        pygame.draw.rect(box, self.colour, box.get_rect(), max(3, self.size // 10), border_radius=pad)
        box.blit(label, label.get_rect(center=box.get_rect().center))
        img = pygame.transform.rotozoom(box, 12, scale)
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=self.centre))


class Particles(Anim):
    """A burst (explosion) or an inward swirl (implosion) of coloured sparks."""

    blocking = False

    def __init__(self, centre: tuple[int, int], colours: list[RGB], count: int, reach: float, duration: float,
                 inward: bool = False, seed: int = 0):
        super().__init__(duration, LINEAR)
        rng = random.Random(seed)
        self.centre = centre
        self.inward = inward
        self.sparks = [
            (rng.uniform(0, math.tau), rng.uniform(0.3, 1.0) * reach, rng.uniform(2, 6) * reach / 120,
             rng.choice(colours))
            for _ in range(count)
        ]

    def draw(self, surface: pygame.Surface) -> None:
        r = self.tween.raw
        cx, cy = self.centre
        for angle, dist, size, colour in self.sparks:
            if self.inward:
                d = dist * (1 - EASE_OUT(r))
                a = angle + r * 3
            else:
                d = dist * EASE_OUT(r)
                a = angle
            x = cx + math.cos(a) * d
            y = cy + math.sin(a) * d + (0 if self.inward else 60 * r * r)
            rad = max(1, round(size * (1 - r * 0.7)))
            pygame.draw.circle(surface, colour, (round(x), round(y)), rad)


class Glow(Anim):
    """A soft disc that grows and fades: the defuse, and the burst under reduced motion."""

    blocking = False

    def __init__(self, centre: tuple[int, int], radius: int, colour: RGB, duration: float, grow: bool = True):
        super().__init__(duration, LINEAR)
        self.centre = centre
        self.radius = radius
        self.colour = colour
        self.grow = grow

    def draw(self, surface: pygame.Surface) -> None:
        r = self.tween.raw
        rad = max(2, round(self.radius * (0.4 + 0.6 * EASE_OUT(r) if self.grow else 1.0)))
        layer = pygame.Surface((rad * 2, rad * 2), pygame.SRCALPHA)
        pygame.draw.circle(layer, (*self.colour, round(140 * (1 - r))), (rad, rad), rad)
        pygame.draw.circle(layer, (*self.colour, round(220 * (1 - r))), (rad, rad), rad, max(2, rad // 10))
        surface.blit(layer, layer.get_rect(center=self.centre))


class Flash(Anim):
    """One brief tint of the whole table (never more than 3 a second; none with reduced flashing)."""

    blocking = False

    def __init__(self, colour: RGB, duration: float = 0.25, strength: int = 90):
        super().__init__(duration, LINEAR)
        self.colour = colour
        self.strength = strength

    def draw(self, surface: pygame.Surface) -> None:
        alpha = round(self.strength * (1 - self.tween.raw))
        if alpha > 0:
            draw.tint(surface, self.colour, alpha)


class Shake(Anim):
    """Shakes the table: `offset` is read by the table each frame."""

    blocking = False

    def __init__(self, amount: float, duration: float):
        super().__init__(duration, LINEAR)
        self.amount = amount

    @property
    def offset(self) -> tuple[int, int]:
        r = self.tween.raw
        fade = (1 - r) ** 2
        return (round(math.sin(self.tween.time * 71) * self.amount * fade),
                round(math.cos(self.tween.time * 53) * self.amount * fade))


class FloatText(Anim):
    """Words rising from a point and fading ("lets it happen", "no card to take")."""

    blocking = False

    def __init__(self, words: str, centre: tuple[int, int], size: int, colour: RGB, duration: float = 1.4,
                 rise: int = 40, reduced: bool = False):
        super().__init__(duration, LINEAR)
        self.words = words
        self.centre = centre
        self.size = size
        self.colour = colour
        self.rise = 0 if reduced else rise

    def draw(self, surface: pygame.Surface) -> None:
        r = self.tween.raw
        label = text.render(self.words, self.size, self.colour).copy()
        label.set_alpha(round(255 * min(1.0, (1 - r) / 0.3)))
        back = pygame.Surface((label.get_width() + self.size // 2, label.get_height()), pygame.SRCALPHA)
        back.fill((0, 0, 0, round(150 * min(1.0, (1 - r) / 0.3))))
        y = self.centre[1] - round(self.rise * EASE_OUT(r))
        rect = back.get_rect(center=(self.centre[0], y))
        surface.blit(back, rect)
        surface.blit(label, label.get_rect(center=rect.center))


class Shuffle(Anim):
    """The draw pile riffled: backs fan out to both sides and back in."""

    def __init__(self, pile: pygame.Rect, palette: str, duration: float, reduced: bool = False):
        super().__init__(duration, LINEAR)
        self.pile = pile
        self.palette = palette
        self.reduced = reduced

    def draw(self, surface: pygame.Surface) -> None:
        r = self.tween.raw
        img = cards_art.back(self.pile.width, self.palette)
        if self.reduced:
            return
        spread = math.sin(r * math.pi * 3) * self.pile.width * 0.45
        for i in range(4):
            side = -1 if i % 2 else 1
            dx = round(side * abs(spread) * (0.5 + i * 0.2))
            surface.blit(img, self.pile.move(dx, -i * 2))


class Confetti(Anim):
    """Victory: paper bits falling over the table."""

    blocking = False

    def __init__(self, area: pygame.Rect, colours: list[RGB], duration: float, seed: int = 1):
        super().__init__(duration, LINEAR)
        rng = random.Random(seed)
        self.area = area
        self.bits = [(rng.uniform(0, 1), rng.uniform(-0.6, 0), rng.uniform(0.4, 0.9), rng.uniform(0, math.tau),
                      rng.choice(colours)) for _ in range(90)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.time
        w, h = self.area.size
        size = max(4, w // 160)
        for x, y0, speed, phase, colour in self.bits:
            y = (y0 + speed * t * 0.5) * h
            if not 0 <= y <= h:
                continue
            px = self.area.left + x * w + math.sin(phase + t * 3) * size * 3
            pygame.draw.rect(surface, colour, (round(px), self.area.top + round(y), size * 2, size))


class Pulse(Anim):
    """Makes one named table element swell and settle (the attack counter changing)."""

    blocking = False

    def __init__(self, key: str, duration: float = 0.6):
        super().__init__(duration, LINEAR)
        self.key = key

    @property
    def scale(self) -> float:
        return 1 + 0.35 * math.sin(math.pi * self.tween.raw)


class Animations:
    """The running animations, in the order they were added."""

    def __init__(self) -> None:
        self.items: list[Anim] = []
        self.spare = 0.0  # seconds of the last frame left after the blocking animations all ended

    def add(self, anim: Anim) -> Anim:
        self.items.append(anim)
        return anim

    def update(self, dt: float) -> None:
        held = [a for a in self.items if a.blocking]
        for a in list(self.items):
            a.update(dt)
        self.items = [a for a in self.items if not a.finished]
        over = [a.tween.time - a.tween.duration for a in held]
        self.spare = max(0.0, min(dt, *over)) if over and not self.blocking else 0.0

    def start_late(self, since: int) -> None:
        """The animations added from index `since` on start with the frame's spare time, so the
        next move in a queue begins the moment the one before ended (no idle part of a frame)."""
        spare, self.spare = self.spare, 0.0
        if spare:
            for a in self.items[since:]:
                a.update(spare)

    @property
    def blocking(self) -> bool:
        return any(a.blocking and not a.finished for a in self.items)

    def shake(self) -> tuple[int, int]:
        x = y = 0
        for a in self.items:
            if isinstance(a, Shake):
                dx, dy = a.offset
                x += dx
                y += dy
        return x, y

    def pulse(self, key: str) -> float:
        for a in self.items:
            if isinstance(a, Pulse) and a.key == key:
                return a.scale
        return 1.0

    def draw(self, surface: pygame.Surface) -> None:
        for a in self.items:
            if not isinstance(a, Shake | Pulse):
                a.draw(surface)
