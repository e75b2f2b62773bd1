"""Issue 28, point 5: starting another game (New game, Quick game, loading a saved game) while a
game is unfinished asks first: save it under a name, discard it, or go back (the default). By
posted keys, with the app keeping its files (in the test's own home folder)."""

from __future__ import annotations

import pygame
import pytest
from uikit import frames, key, wait_for

from game import saves
from game.saves import Seat
from game.settings import Settings
from game.ui.app import App
from game.ui.scenes.dialogs import NameScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.unfinished import UnfinishedScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SEATS = [Seat("Ann", "human"), Seat("Bea", "easy"), Seat("Cal", "easy")]
ASKED = "Your Exploding Kittens game with Bea and Cal is unfinished"


@pytest.fixture
def app():
    app = App(Settings(first_run_done=True), size=(1280, 720), persist=True, fps=0)
    yield app
    if pygame.display.get_init():
        app.close()


def _unfinished(app) -> str:
    """Play a little of a game with Bea and Cal (autosaved), then go to the title: its uid."""
    match = new_match("exploding-kittens", SEATS, {}, seed=4)
    app.reset(TableScene(app, match, SEATS))
    frames(app, 30, 0.1)
    app.reset(TitleScene(app))
    frames(app, 2)
    saved, _ = saves.load_autosave()
    assert saved is not None and not saved.to_match().is_over()
    return saved.uid


def _autosave_uid() -> str | None:
    saved, _ = saves.load_autosave()
    return None if saved is None else saved.uid


def _press(app, *keys: int) -> None:
    for k in keys:
        key(app, k)
        frames(app, 2)


def _title_button(app, label: str) -> None:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.group.focus(next(w for w in title.group.widgets if getattr(w, "label", "") == label))
    _press(app, pygame.K_RETURN)


def test_new_game_asks_and_go_back_keeps_the_unfinished_game(app):
    old = _unfinished(app)
    _title_button(app, "New game")
    assert isinstance(app.stack.top, NewGameScene)
    _press(app, pygame.K_RETURN)  # Start the game
    ask = app.stack.top
    assert isinstance(ask, UnfinishedScene) and ask.heading == ASKED
    assert ask.group.focused.label == "Go back"  # the safe default
    _press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, NewGameScene) and _autosave_uid() == old


def test_saving_it_under_a_name_then_starting(app):
    old = _unfinished(app)
    _title_button(app, "New game")
    _press(app, pygame.K_RETURN, pygame.K_DOWN)  # Start, then onto "Save it, then start"
    assert app.stack.top.group.focused.label == "Save it, then start"
    _press(app, pygame.K_RETURN)
    ask = app.stack.top
    assert isinstance(ask, NameScene) and ask.name.startswith("Exploding Kittens, ")
    ask.name = "Ann with Bea and Cal"
    _press(app, pygame.K_RETURN)  # the name field: Enter saves
    assert isinstance(app.stack.top, TableScene) and len(app.stack.scenes) == 1
    frames(app, 5, 0.1)
    slots, _ = saves.list_slots()
    assert [s.preview.name for s in slots] == ["Ann with Bea and Cal"]
    saved, _ = saves.load_slot(slots[0].slot)
    assert saved.uid == old and [s.name for s in saved.seats] == ["Ann", "Bea", "Cal"]
    assert _autosave_uid() not in (None, old)  # the new game is the one under Continue now


def test_quick_game_asks_and_discard_starts(app):
    old = _unfinished(app)
    _title_button(app, "Quick game")
    ask = app.stack.top
    assert isinstance(ask, UnfinishedScene) and ask.heading == ASKED
    _press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)  # Discard it and start
    assert isinstance(app.stack.top, TableScene)
    frames(app, 5, 0.1)
    assert _autosave_uid() not in (None, old) and saves.list_slots()[0] == []


def test_loading_a_saved_game_asks_too(app):
    match = new_match("exploding-kittens", SEATS, {}, seed=9)
    saves.save_slot(saves.SavedGame.from_match(match, SEATS), "Another one")
    old = _unfinished(app)
    app.push(SavedGamesScene(app))
    frames(app, 2)
    _press(app, pygame.K_RETURN)  # Load: the slot is proved in the background, then the question
    wait_for(app, lambda: isinstance(app.stack.top, UnfinishedScene))
    assert _autosave_uid() == old


def test_without_an_unfinished_game_nothing_is_asked(app):
    app.reset(TitleScene(app))
    frames(app, 2)
    _title_button(app, "Quick game")
    assert isinstance(app.stack.top, TableScene)
