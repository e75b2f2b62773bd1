"""Issue 28, point 8: option rows step the way their arrows point, stop at their ends (an arrow
shows only where there is a step), and the New game screen does not move its rows under the
mouse when the game changes (the description keeps its height). By posted clicks and keys."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.i18n import _, format_percent
from game.ui import text
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.seats import SEAT_KIND_LABELS
from game.ui.widgets import Choice


def _row(scene, label: str) -> Choice:
    """The row named `label`: an English message (as the catalogue words it now) or words already worded."""
    return next(w for w in scene.group.widgets if isinstance(w, Choice) and w.label in (label, _(label)))


def seat_2() -> str:
    return _("Seat {number} is").format(number=2)


def _click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frames(app, 2)


def _show(app, scene, label: str) -> Choice:
    """Bring the row into view (focus it) and draw, so its arrows have their places."""
    row = _row(scene, label)
    _value_box.app = app
    scene.group.focus(row)
    frames(app, 2)
    return _row(scene, label)


def _value_box(row: Choice) -> pygame.Rect:
    """Where the row drew "<  value  >" (before issue 28 it was not kept: right-aligned text)."""
    if hasattr(row, "value_box"):
        return row.value_box
    app_metrics = _value_box.app.metrics
    width = text.width(row._shown_value(), app_metrics.font("body"), True)
    return pygame.Rect(row.rect.right - app_metrics.pad - width, row.rect.top, width, row.rect.height)


def _left_arrow(row: Choice) -> tuple[int, int]:
    box = _value_box(row)
    return box.left + 3, box.centery


def _right_arrow(row: Choice) -> tuple[int, int]:
    box = _value_box(row)
    return box.right - 3, box.centery


def test_the_left_arrow_steps_back_and_the_right_one_forward(make_app):
    app = make_app(cpu_speed="normal")
    scene = SettingsScene(app)
    app.push(scene)
    row = _show(app, scene, "CPU speed")
    _click(app, _left_arrow(row))
    assert app.settings.cpu_speed == "slow"  # "<" went back, not forward
    row = _row(scene, "CPU speed")
    _click(app, _right_arrow(row))
    _click(app, _right_arrow(_row(scene, "CPU speed")))
    assert app.settings.cpu_speed == "fast"


def test_rows_stop_at_their_ends_and_show_no_arrow_past_them(make_app):
    app = make_app(text_scale=2.0)
    scene = SettingsScene(app)
    app.push(scene)
    row = _show(app, scene, "Text size")
    assert row.value_text() == format_percent(200) and ">" not in row._shown_value() and "<" in row._shown_value()
    key(app, pygame.K_RIGHT)
    frames(app, 2)
    assert app.settings.text_scale == 2.0  # no wrap to 100% (or 75%)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.settings.text_scale == 2.0
    key(app, pygame.K_LEFT)
    frames(app, 2)
    assert app.settings.text_scale == 1.75


def test_new_game_seat_levels_step_the_way_the_arrow_points(make_app):
    app = make_app()
    scene = NewGameScene(app)
    app.push(scene)
    row = _show(app, scene, seat_2())
    assert row.value_text() == _(SEAT_KIND_LABELS["medium"])
    _click(app, _left_arrow(row))
    assert scene.kinds[1] == "easy"
    _click(app, _right_arrow(_row(scene, seat_2())))
    _click(app, _right_arrow(_row(scene, seat_2())))
    assert scene.kinds[1] == "hard"
    _click(app, _right_arrow(_row(scene, seat_2())))
    assert scene.kinds[1] == "hard"  # the last level: no wrap to Person


def test_changing_the_game_moves_no_row_under_the_mouse(make_app):
    """The Game row's arrows and the rows under the description stay where they were, whatever
    game's description is shown (at 100% and at 200% text in a small window)."""
    for size, scale in (((1280, 720), 1.0), ((1024, 640), 2.0)):
        app = make_app(size, text_scale=scale)
        scene = NewGameScene(app)
        app.push(scene)
        row = _show(app, scene, "Game")
        players = _row(scene, "Players").rect.copy()
        arrow = _right_arrow(row)
        seen = set()
        for _i in range(len(scene.games) - 1):
            _click(app, arrow)
            seen.add(scene.game_id)
            row = _row(scene, "Game")
            assert _right_arrow(row) == arrow
            assert _row(scene, "Players").rect.top == players.top, scene.game_id
        assert len(seen) == len(scene.games) - 1
