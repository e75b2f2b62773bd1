"""A choice panel at large text (Kombat's "Battle whom?", Herding's target lists): every option is
in view when the window has the room, and when it has not, the list scrolls by keyboard and by
the mouse wheel with the focused row always in view (Enter never chooses a hidden row)."""

from __future__ import annotations

import pygame
from uikit import key

from game.i18n import _
from game.saves import Seat
from game.ui.table.panels import ChoicePanel
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.setup import new_match

SEATS = [Seat("You", "human"), Seat("Bea", "cpu", "medium"), Seat("Cal", "cpu", "medium"),
         Seat("Dot", "cpu", "medium")]


def kombat_table(make_app, size=(1024, 640)) -> TableScene:
    app = make_app(size, text_scale=2.0, reduced_motion=True, cpu_speed="instant")
    match = new_match("kombat-kittens", SEATS, {}, seed=1)  # You pick whom to battle first
    table = TableScene(app, match, SEATS, journal=False, pace=0.05)
    app.push(table)
    for _i in range(400):
        if isinstance(table.panel, ChoicePanel):
            break
        app.frame(0.05)
    assert isinstance(table.panel, ChoicePanel) and table.panel.heading == _("Battle whom?")
    return table


def in_view(panel: ChoicePanel) -> list[str]:
    vp = panel.group.viewport
    return [w.label for w in panel.group.widgets if vp.contains(w.rect)]


def test_battle_whom_at_200_percent_shows_every_opponent(make_app):
    table = kombat_table(make_app)
    panel = table.panel
    shown = in_view(panel)
    assert len(shown) == 3 and all(name in label for name, label in zip(("Bea", "Cal", "Dot"), shown, strict=True))
    assert panel.group.max_scroll == 0
    assert table.app.metrics.rect.contains(panel.rect)


def long_choice(table: TableScene) -> ChoicePanel:
    """Twelve options in a 1024x640 window at 200%: more than the window holds."""
    chosen: list[int] = []
    options = [(f"Option {i + 1}", None, lambda i=i: chosen.append(i)) for i in range(12)]
    panel = ChoicePanel(table.app, "Pick one", options, cancel=lambda: None)
    panel.chosen = chosen
    table.open_panel(panel)
    table.app.frame(0.05)
    assert panel.group.max_scroll > 0
    return panel


def test_a_long_choice_scrolls_by_keyboard_with_the_focus_in_view(make_app):
    table = kombat_table(make_app)
    panel = long_choice(table)
    for _i in range(14):  # down past the bottom, and round to the top again
        key(table.app, pygame.K_DOWN)
        table.app.frame(0.05)
        assert panel.group.focused.label in in_view(panel)


def test_the_mouse_wheel_scrolls_and_the_focus_follows_into_view(make_app):
    table = kombat_table(make_app)
    panel = long_choice(table)
    app = table.app
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False, precise_x=0.0,
                                         precise_y=-10.0, touch=False, which=0))
    app.frame(0.05)
    assert panel.group.scroll > 0 and "Option 1" not in in_view(panel)
    focused = panel.group.focused.label
    assert focused in in_view(panel)
    while table.clock - table.asked_at < ENTER_GRACE:
        app.frame(0.05)
    key(app, pygame.K_RETURN)
    app.frame(0.05)
    assert panel.chosen == [int(focused.split()[1]) - 1]  # what Enter chose was on the screen
