"""Posting input to the app and running frames, for the UI tests."""

from __future__ import annotations

import pygame

from game.ui.app import App


def key(app: App, k: int, mod: int = 0) -> None:
    """Post one key press (down and up) for the next frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)
