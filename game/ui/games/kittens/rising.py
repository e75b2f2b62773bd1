"""Zombie Kittens at the table: the graves on dead players' plates, and the resurrection effect.

The effect plays on the risen player's plate in four beats: the grave opens, a green glow
rises from it with motes of light, the face-up Exploding Kitten flips back over, and the plate
comes back to life under a green ring with the word "Risen!". Reduced motion: nothing moves
(the beats cross-fade in place, briefly). Reduced flashing: no glow, motes or ring that come
and go; the grave, the turning card and the word stay, for at least a second.
"""

from __future__ import annotations

import math
import random

import pygame

from ....i18n import _
from ....rules.kittens.cards import EXPLODING
from ... import cards_art, text
from ...table.anims import Anim
from ...theme import RGB
from ...tween import EASE_OUT, LINEAR
from .cards import FAMILY

GRAVE_GREEN: RGB = (120, 255, 150)
EARTH: RGB = (46, 32, 24)
STONE: RGB = (150, 150, 160)


def phase(r: float, start: float, end: float) -> float:
    """How far a beat from `start` to `end` (shares of the whole) has gone at `r`, 0..1."""
    return max(0.0, min(1.0, (r - start) / (end - start)))


TOMBSTONE = 0.7 * 2 / 3  # a tombstone's width, to the height of the Kitten it stands by


def grave_spots(room: pygame.Rect, word_size: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a dead player's grave lies in `room` (the part of their plate their words leave
    free): their face-up Kitten at its right, as large as the room holds, and the tombstone
    standing at the Kitten's left (at most two lines of `word_size` tall). A card face is at
    least 16 pixels wide (`cards_art.face`)."""
    gap = 2
    w = max(16, int(min(room.height / cards_art.ASPECT, (room.width - gap) / (1 + TOMBSTONE * cards_art.ASPECT))))
    spot = pygame.Rect(0, 0, w, round(w * cards_art.ASPECT))
    spot.midright = room.midright
    stone_h = max(1, min(spot.height * 2 // 3, word_size * 2))
    stone = pygame.Rect(0, 0, max(1, round(stone_h * 0.7)), stone_h)
    stone.bottomright = (spot.left - gap, spot.bottom)
    return spot, stone


def draw_tombstone(surface: pygame.Surface, centre_bottom: tuple[int, int], height: int, ink: RGB) -> None:
    """A small tombstone with a cross on it: the icon of the dead (beside the word DEAD)."""
    w = max(1, round(height * 0.7))
    x, y = centre_bottom
    body = pygame.Rect(0, 0, w, height)
    body.midbottom = (x, y)
    pygame.draw.rect(surface, STONE, body, border_top_left_radius=w // 2, border_top_right_radius=w // 2)
    pygame.draw.rect(surface, ink, body, max(1, height // 12), border_top_left_radius=w // 2,
                     border_top_right_radius=w // 2)
    arm = max(2, w // 4)
    cy = body.top + height * 2 // 5
    thick = max(1, height // 10)
    pygame.draw.line(surface, ink, (x, cy - arm), (x, cy + arm + arm // 2), thick)
    pygame.draw.line(surface, ink, (x - arm, cy), (x + arm, cy), thick)


def draw_grave(surface: pygame.Surface, room: pygame.Rect, palette: str, ink: RGB, word_size: int) -> None:
    """A dead player's mark in the `room` their plate's words leave: their Exploding Kitten face
    up, and a tombstone by it (`grave_spots`)."""
    spot, stone = grave_spots(room, word_size)
    surface.blit(cards_art.face(EXPLODING, spot.width, palette, FAMILY), spot)
    draw_tombstone(surface, stone.midbottom, stone.height, ink)


def _beam(width: int, height: int, strength: float) -> pygame.Surface:
    """A soft column of green light: brightest at the grave (bottom) and the middle, fading out
    upwards and to both sides."""
    column = pygame.Surface((1, height), pygame.SRCALPHA)
    for y in range(height):
        up = y / height  # 0 at the top
        column.set_at((0, y), (*GRAVE_GREEN, round(170 * strength * up ** 1.5)))
    across = pygame.Surface((width, 1), pygame.SRCALPHA)
    for x in range(width):
        across.set_at((x, 0), (255, 255, 255, round(255 * math.sin(math.pi * (x + 0.5) / width))))
    beam = pygame.transform.scale(column, (width, height))
    beam.blit(pygame.transform.scale(across, (width, height)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return beam


class Rising(Anim):
    """The resurrection effect over one plate (see the module's note)."""

    def __init__(self, plate: pygame.Rect, room: pygame.Rect, palette: str, duration: float, word_size: int, *,
                 reduced: bool, calm: bool, seed: int = 0, on_done=None):
        super().__init__(duration, LINEAR, on_done=on_done)
        self.plate = plate
        self.spot = grave_spots(room, word_size)[0]  # where the plate's grave shows its Kitten
        self.palette = palette
        self.word_size = word_size
        self.reduced = reduced  # reduced motion: nothing moves
        self.calm = calm  # reduced flashing: nothing bright comes and goes
        rng = random.Random(seed)
        self.motes = [(rng.uniform(-0.45, 0.45), rng.uniform(0.6, 1.4), rng.uniform(0, 0.35), rng.uniform(2, 4.5))
                      for _i in range(40)]

    @property
    def grave(self) -> pygame.Rect:
        """The grave's mouth, under the plate's Kitten."""
        spot = self.spot
        mouth = pygame.Rect(0, 0, round(spot.width * 1.6), max(6, spot.width // 3))
        mouth.center = (spot.centerx, spot.bottom)
        return mouth

    def draw(self, surface: pygame.Surface) -> None:
        if not self.tween.started:
            return
        r = self.tween.raw
        if not self.calm:
            self._glow(surface, r)
        self._open_grave(surface, r)
        if not self.calm and not self.reduced:
            self._motes(surface, r)
        self._flip(surface, r)
        self._alive(surface, r)

    def _open_grave(self, surface: pygame.Surface, r: float) -> None:
        """Beat one: the earth parts under the Kitten (and closes again at the end)."""
        opening = 1.0 if self.reduced else EASE_OUT(phase(r, 0.0, 0.2))
        closing = 1 - phase(r, 0.85, 1.0)
        mouth = self.grave
        w = max(2, round(mouth.width * opening * closing))
        hole = pygame.Rect(0, 0, w, max(2, round(mouth.height * opening * closing)))
        hole.center = mouth.center
        pygame.draw.ellipse(surface, EARTH, hole)
        pygame.draw.ellipse(surface, GRAVE_GREEN, hole, max(1, mouth.height // 6))

    def _glow(self, surface: pygame.Surface, r: float) -> None:
        """Beat two: a green glow rising out of the grave, up over the plate."""
        strength = math.sin(math.pi * phase(r, 0.1, 0.9))
        if strength <= 0:
            return
        mouth = self.grave
        height = round(self.plate.height * (0.8 if self.reduced else 0.4 + 1.2 * phase(r, 0.1, 0.6)))
        beam = _beam(mouth.width, max(2, height), strength)
        surface.blit(beam, beam.get_rect(midbottom=mouth.center))

    def _motes(self, surface: pygame.Surface, r: float) -> None:
        """Motes of green light drifting up out of the grave."""
        mouth = self.grave
        for dx, speed, start, size in self.motes:
            t = phase(r, 0.1 + start, 0.7 + start)
            if t <= 0 or t >= 1:
                continue
            x = mouth.centerx + dx * mouth.width + math.sin(t * 9 + dx * 20) * mouth.width * 0.08
            y = mouth.centery - t * speed * self.plate.height * 1.1
            colour = (GRAVE_GREEN[0], GRAVE_GREEN[1], GRAVE_GREEN[2], round(230 * (1 - t)))
            rad = max(1, round(size * (1 - 0.6 * t)))
            dot = pygame.Surface((rad * 2, rad * 2), pygame.SRCALPHA)
            pygame.draw.circle(dot, colour, (rad, rad), rad)
            surface.blit(dot, (round(x) - rad, round(y) - rad))

    def _flip(self, surface: pygame.Surface, r: float) -> None:
        """Beat three: the face-up Kitten turns back over (it goes back into the pile next)."""
        spot = self.spot
        w = spot.width
        turn = phase(r, 0.45, 0.7)
        if self.reduced:  # no turning: the back fades in over the face
            surface.blit(cards_art.face(EXPLODING, w, self.palette, FAMILY), spot)
            back = cards_art.back(w, self.palette).copy()
            back.set_alpha(round(255 * turn))
            surface.blit(back, spot)
            return
        lift = round(spot.height * 0.15 * math.sin(math.pi * turn))
        img = cards_art.face(EXPLODING, w, self.palette, FAMILY) if turn < 0.5 else cards_art.back(w, self.palette)
        width = max(1, round(w * abs(1 - 2 * turn)))
        img = pygame.transform.smoothscale(img, (width, spot.height))
        surface.blit(img, img.get_rect(center=(spot.centerx, spot.centery - lift)))

    def _alive(self, surface: pygame.Surface, r: float) -> None:
        """Beat four: the plate comes back to life: a green ring, and "Risen!"."""
        t = phase(r, 0.65, 0.95)
        if t <= 0:
            return
        ring = self.plate.inflate(4, 4)
        if not self.calm:
            grow = 0 if self.reduced else round(EASE_OUT(t) * 14)
            ring = self.plate.inflate(4 + grow, 4 + grow)
            layer = pygame.Surface(ring.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*GRAVE_GREEN, round(255 * (1 - t * 0.7))), layer.get_rect(),
                             max(3, self.word_size // 5), border_radius=12)
            surface.blit(layer, ring)
        else:
            pygame.draw.rect(surface, GRAVE_GREEN, ring, max(3, self.word_size // 5), border_radius=12)
        rise = 0 if self.reduced else round((1 - EASE_OUT(t)) * self.plate.height * 0.3)
        # TRANSLATORS: a word rising over a player brought back to life (Zombie Kittens)
        label = text.render(_("Risen!"), self.word_size, GRAVE_GREEN)
        box = label.get_rect(center=(self.plate.centerx - self.plate.width // 8, self.plate.centery + rise))
        back = pygame.Surface(box.inflate(8, 2).size, pygame.SRCALPHA)
        back.fill((20, 30, 20, 200))
        surface.blit(back, box.inflate(8, 2))
        surface.blit(label, box)
