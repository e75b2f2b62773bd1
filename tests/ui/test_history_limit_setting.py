"""The Settings screen steps `history_limit` within its allowed range, by keys."""

import pygame
from uikit import frames, key

from game import settings as st
from game.i18n import _, ngettext
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Choice

LABEL = "Finished games kept in History"


def focus_row(app, scene) -> Choice:
    for _i in range(60):
        focused = scene.group.focused
        if getattr(focused, "label", None) == _(LABEL):
            return focused
        key(app, pygame.K_DOWN)
        frames(app)
    raise AssertionError("no history row reached by Down")


def test_history_limit_steps_by_keys_and_stops_at_the_ends(app):
    scene = SettingsScene(app)
    app.push(scene)
    frames(app)
    assert ngettext("{n} game", "{n} games", 200).format(n=200) in focus_row(app, scene)._shown_value()
    assert app.settings.history_limit == 200
    seen = []
    for _i in range(4):
        key(app, pygame.K_RIGHT)
        frames(app)
        seen.append(app.settings.history_limit)
    assert seen == [500, 1000, 1000, 1000]
    assert seen[-1] == st.HISTORY_LIMIT_RANGE[1] and not scene.group.focused._shown_value().rstrip().endswith(">")
    for _i in range(9):
        key(app, pygame.K_LEFT)
        frames(app)
    assert app.settings.history_limit == st.HISTORY_LIMIT_RANGE[0] == 0
    assert _("None") in scene.group.focused._shown_value()
    key(app, pygame.K_RIGHT)
    frames(app)
    assert app.settings.history_limit == 10


def test_a_value_off_the_ladder_steps_to_its_neighbours(make_app):
    app = make_app(history_limit=300)
    scene = SettingsScene(app)
    app.push(scene)
    frames(app)
    focus_row(app, scene)
    key(app, pygame.K_LEFT)
    frames(app)
    assert app.settings.history_limit == 200
