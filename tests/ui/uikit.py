"""Posting input to the app and running frames, for the UI tests."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.ui.app import App


def key(app: App, k: int, mod: int = 0) -> None:
    """Post one key press (down and up) for the next frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def unseen_frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    """`n` frames whose picture nobody checks: input, the game and its sounds move on as in
    `App.frame`, but no scene draws (for a test that checks a later frame or only what is said)."""
    app.stack.draw = lambda surface: None  # type: ignore[method-assign]
    try:
        for _ in range(n):
            app.frame(dt)
    finally:
        del app.stack.draw


def wait_for(app: App, condition: Callable[[], object], seconds: float = 10.0, dt: float = 1 / 60) -> None:
    """Run frames until `condition()` holds, for at most `seconds` of wall time.

    For what a worker thread does (a slot proved in the background): it needs the machine's
    time, which no fixed number of frames promises on a busy machine. Fails if it never holds."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"not done after {seconds:g} s of frames")
        app.frame(dt)
        time.sleep(0.001)  # let the worker run between frames
