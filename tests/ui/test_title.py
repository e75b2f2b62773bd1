"""The title screen, driven by the keyboard only."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game import i18n
from game.names import shown_name
from game.ui.lessons.scenes import LessonsScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.network import NetworkScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def test_keyboard_reaches_every_screen_and_back(app):
    title = TitleScene(app)
    app.push(title)
    frames(app)
    labels = [w.label for w in title.group.widgets]
    assert labels == [i18n._(label) for label in ("Quick game", "New game", "Learn to play", "Saved games", "Rules",
                                             "Settings", "Statistics", "History", "Network game", "Quit")]
    for steps, scene_type in ((1, NewGameScene), (2, LessonsScene), (3, SavedGamesScene), (4, RulesScene),
                              (5, SettingsScene), (7, HistoryScene), (8, NetworkScene)):
        for _ in range(steps):
            key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        frames(app, 2)
        assert isinstance(app.stack.top, scene_type)
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        assert app.stack.top is title
        for _ in range(steps):  # back to the first button
            key(app, pygame.K_UP)
        frames(app)


def test_quick_game_is_you_and_three_medium_cpus_with_big_hands(app):
    title = TitleScene(app)
    app.push(title)
    frames(app)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.kinds == ["human", "medium", "medium", "medium"]
    assert table.match.config.options["big_hands"] is True
    assert table.match.ruleset.info.id == "exploding-kittens"


def test_settings_change_live_by_keyboard(app):
    title = TitleScene(app)
    app.push(title)
    app.push(SettingsScene(app))
    frames(app)
    scene = app.stack.top
    # Down to "Colours", Right to the next palette; Down to "Text size", Right twice.
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    frames(app, 2)
    assert app.settings.palette == "deuteranopia"
    assert app.settings.text_scale == 1.25
    assert app.metrics.text_scale == 1.25
    assert isinstance(scene, SettingsScene)


def test_new_game_names_seats_and_options_by_keyboard(app):
    app.push(TitleScene(app))
    app.push(NewGameScene(app))
    frames(app)
    scene = app.stack.top
    # Start, Game, Players, Seat 1 name, Seat 1 is, Seat 2 name: Tab five times.
    for _ in range(5):
        key(app, pygame.K_TAB)
    for _ in range(len("Mittens")):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoe"))
    key(app, pygame.K_TAB)  # Seat 2 is: CPU Medium -> CPU Hard
    key(app, pygame.K_RIGHT)
    frames(app, 2)
    assert scene.names[1] == "Zoe" and scene.kinds[1] == "hard"
    key(app, pygame.K_HOME)  # not bound: nothing happens
    scene.group.focus(scene.group.widgets[0])
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.names[:2] == [shown_name("You"), "Zoe"] and table.kinds[1] == "hard"


def test_arrows_on_the_title_grid_go_the_way_they_point(make_app):
    """The buttons stand in columns (read down each): Right goes to the button at the right in
    the same row, Left back, Down to the one below; at an edge they stay put."""
    for size, scale in (((1280, 720), 1.0), ((1024, 640), 2.0)):
        app = make_app(size, text_scale=scale)
        title = TitleScene(app)
        app.push(title)
        frames(app)
        first = title.group.focused
        key(app, pygame.K_LEFT)  # the left edge: nowhere to go
        frames(app)
        assert title.group.focused is first
        key(app, pygame.K_RIGHT)
        frames(app)
        right = title.group.focused
        assert right.rect.top == first.rect.top and right.rect.left > first.rect.right, right.label
        key(app, pygame.K_DOWN)
        frames(app)
        below = title.group.focused
        assert below.rect.left == right.rect.left and below.rect.top > right.rect.bottom, below.label
        key(app, pygame.K_LEFT)
        frames(app)
        assert title.group.focused.rect.left == first.rect.left
        assert title.group.focused.rect.top == below.rect.top
        for _ in range(5):  # the right edge: it stops there
            key(app, pygame.K_RIGHT)
        frames(app)
        last = title.group.focused
        assert last.rect.right == max(w.rect.right for w in title.group.widgets)
