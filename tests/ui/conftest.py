"""UI tests run headless: SDL's dummy video and audio drivers, set before pygame is imported."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.settings import Settings
from game.ui.app import App


@pytest.fixture
def make_app(language):
    """An app factory (window size, settings); every app made is closed afterwards. It speaks the
    `language` fixture's language (English unless pytest --language or the test chose one)."""
    made: list[App] = []

    def make(size: tuple[int, int] = (1280, 720), **settings) -> App:
        settings.setdefault("language", language)
        app = App(Settings(first_run_done=True, **settings), size=size, persist=False, fps=0)
        made.append(app)
        return app

    yield make
    for app in made:
        if pygame.display.get_init():
            app.close()


@pytest.fixture
def app(make_app) -> App:
    return make_app()


@pytest.fixture
def keeping_app():
    """An app that keeps files (statistics, autosave, history) in the test's home."""
    app = App(Settings(first_run_done=True, cpu_speed="instant", reduced_motion=True), size=(1280, 720),
              persist=True, fps=0)
    yield app
    if pygame.display.get_init():
        app.close()


@pytest.fixture(autouse=True)
def repeatable_tables():
    """CPU seats and reaction times draw fresh seeds from the OS in the app; tests repeat them."""
    from game.ai.seeds import repeatable

    with repeatable(20261123):
        yield
