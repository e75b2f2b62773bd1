"""Issue 13, point 8: one focus look everywhere. The widget that looks selected (filled with the
focus colour) is exactly the focused one, in every menu and palette, and its words contrast."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from uikit import frames, key

from game.i18n import _
from game.ui.scenes.dialogs import ConfirmScene, MessageScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.theme import PALETTES, contrast
from game.ui.widgets import Widget


def colours(surface: pygame.Surface, widget: Widget) -> Counter:
    """How often each colour appears inside the widget (its edge left out)."""
    inner = widget.rect.inflate(-widget.rect.height // 3, -widget.rect.height // 3).clip(surface.get_rect())
    area = surface.subsurface(inner)
    pixels = pygame.surfarray.pixels3d(area).reshape(-1, 3)
    return Counter(map(tuple, pixels.tolist()))


def looks_selected(app, widget: Widget) -> bool:
    """Most of the widget is the focus colour: what a player reads as "this one"."""
    seen = colours(app.screen, widget)
    return seen[app.palette.focus] > 0.4 * sum(seen.values())


def selected(app, scene) -> list[Widget]:
    shown = scene.group.viewport
    return [w for w in scene.group.widgets if w.focusable and w.rect.height and shown.contains(w.rect)
            and looks_selected(app, w)]


def scenes(app):
    yield TitleScene(app)
    yield SettingsScene(app)
    yield NewGameScene(app)
    yield SavedGamesScene(app)
    yield ConfirmScene(app, "Leave this game?", lambda: None, yes="Quit to title", no="Keep playing")
    yield MessageScene(app, "Please note", "Something happened.")


@pytest.mark.parametrize("palette", list(PALETTES))
def test_only_the_focused_widget_looks_selected(make_app, palette):
    app = make_app(size=(1024, 640), palette=palette)
    for scene in scenes(app):
        app.push(scene)
        frames(app)
        for _i in range(3):
            assert selected(app, scene) == [scene.group.focused], (palette, type(scene).__name__)
            key(app, pygame.K_DOWN)
            frames(app)
        app.stack.remove(scene)


@pytest.mark.parametrize("palette", list(PALETTES))
def test_focus_look_contrasts(make_app, palette):
    app = make_app(size=(1024, 640), palette=palette)
    title = TitleScene(app)
    app.push(title)
    frames(app)
    pal = app.palette
    focused, other = title.group.widgets[0], title.group.widgets[1]
    fill = colours(app.screen, focused).most_common(1)[0][0]
    rest = colours(app.screen, other).most_common(1)[0][0]
    ink = max(colours(app.screen, focused), key=lambda c: contrast(c, fill))
    need = 7 if palette == "high_contrast" else 4.5
    assert contrast(ink, fill) >= need
    assert contrast(fill, rest) >= 3  # focused and not focused are told apart without colour vision
    assert contrast(pal.focus, pal.felt) >= 3  # the ring, where it lies on the table


@pytest.mark.parametrize("downs, expected", [(0, NewGameScene), (2, SavedGamesScene), (4, SettingsScene)])
def test_enter_chooses_what_the_highlight_showed(make_app, downs, expected):
    app = make_app(size=(1024, 640), text_scale=2.0)
    title = TitleScene(app)
    app.push(title)
    key(app, pygame.K_DOWN)  # from the primary Quick game down to New game...
    for _i in range(downs):
        key(app, pygame.K_DOWN)
    frames(app)
    [shown] = selected(app, title)
    labels = {NewGameScene: _("New game"), SavedGamesScene: _("Saved games"), SettingsScene: _("Settings")}
    assert shown.label == labels[expected]
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.stack.top, expected)


def test_under_a_dialog_only_the_dialog_shows_focus(make_app):
    app = make_app(size=(1024, 640))
    title = TitleScene(app)
    app.push(title)
    app.push(ConfirmScene(app, "Leave this game?", lambda: None))
    frames(app)
    focused = colours(app.screen, title.group.widgets[0])
    title.group.index = 1
    frames(app)
    assert colours(app.screen, title.group.widgets[0]) == focused  # focused or not, it looks the same
    assert selected(app, app.stack.top) == [app.stack.top.group.focused]
