"""Drawing helpers shared by widgets and scenes: panels, focus rings, shadows, gradients."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .theme import RGB, Palette, mix


def panel(surface: pygame.Surface, rect: pygame.Rect, pal: Palette, radius: int, alpha: int = 240,
          edge: RGB | None = None, fill: RGB | None = None) -> None:
    """A rounded, slightly translucent panel with a border."""
    colour = fill or pal.panel
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    else:
        surface.blit(_rounded(rect.size, colour, alpha, radius), rect)
    pygame.draw.rect(surface, edge or pal.panel_edge, rect, max(1, radius // 6), border_radius=radius)


@lru_cache(maxsize=128)
def _rounded(size: tuple[int, int], colour: RGB, alpha: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
    return layer


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, pal: Palette, radius: int, width: int) -> None:
    """The keyboard-focus outline: a thick ring with a dark inner line, visible on any colour."""
    outer = rect.inflate(width * 4, width * 4)
    pygame.draw.rect(surface, pal.focus, outer, width, border_radius=radius + width * 2)
    inner = rect.inflate(width * 2, width * 2)
    pygame.draw.rect(surface, (0, 0, 0), inner, max(1, width // 2), border_radius=radius + width)


def shade(surface: pygame.Surface, alpha: int, colour: RGB = (0, 0, 0)) -> None:
    """Darken the whole surface (under dialogs)."""
    veil = _veil(surface.get_size(), colour, alpha)
    surface.blit(veil, (0, 0))


def tint(surface: pygame.Surface, colour: RGB, alpha: int) -> None:
    """Blend one colour over the whole surface (flashes)."""
    surface.blit(_veil(surface.get_size(), colour, alpha), (0, 0))


def _veil(size: tuple[int, int], colour: RGB, alpha: int) -> pygame.Surface:
    veil = _solid(size, colour)
    veil.set_alpha(alpha)
    return veil


@lru_cache(maxsize=8)
def _solid(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    veil = pygame.Surface(size)
    veil.fill(colour)
    return veil


@lru_cache(maxsize=6)
def felt(size: tuple[int, int], centre: RGB, edge: RGB) -> pygame.Surface:
    """The table: a radial gradient from `centre` to `edge`, drawn once per size."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx = (x - 31.5) / 32
            dy = (y - 17.5) / 18
            t = min(1.0, (dx * dx + dy * dy) ** 0.5 * 0.8)
            small.set_at((x, y), mix(centre, edge, t * t))
    return pygame.transform.smoothscale(small, (w, h)).convert()


def progress_bar(surface: pygame.Surface, rect: pygame.Rect, fraction: float, colour: RGB, back: RGB) -> None:
    radius = rect.height // 2
    pygame.draw.rect(surface, back, rect, border_radius=radius)
    if fraction > 0:
        fill = rect.copy()
        fill.width = max(rect.height, round(rect.width * min(1.0, fraction)))
        pygame.draw.rect(surface, colour, fill, border_radius=radius)


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int, alpha: int = 90) -> None:
    layer = _shadow_shape(rect.size, radius, alpha)
    surface.blit(layer, rect.move(offset, offset))


@lru_cache(maxsize=64)
def _shadow_shape(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, alpha), layer.get_rect(), border_radius=radius)
    return layer
