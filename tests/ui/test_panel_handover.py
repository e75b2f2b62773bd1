"""Hot-seat: a panel open when the device changes hands is closed, both for the shared view (the
pass-the-device screen) and for the next person, who never finds the last one's panel open."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.saves import Seat
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.panels import ChoicePanel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def table_with_ann_holding(app) -> TableScene:
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=5), seats, journal=False, pace=0.05)
    app.push(table)
    for _ in range(600):
        if isinstance(app.stack.top, PassDeviceScene):
            key(app, pygame.K_RETURN)
        frames(app)
        if table.viewer is not None and table.my_decision() is not None:
            return table
    raise AssertionError("nobody was asked anything")


def secret_panel(table: TableScene) -> ChoicePanel:
    panel = ChoicePanel(table.app, "Where does the Kitten go?", [("On top", None, lambda: None)],
                        detail="Only the one holding the device may see this.")
    table.open_panel(panel)
    assert table.panel is panel
    return panel


def test_a_panel_open_when_the_device_is_passed_is_gone_from_the_shared_view_and_after(app):
    table = table_with_ann_holding(app)
    holder = table.viewer
    panel = secret_panel(table)
    table.flow._pass_device(holder)  # the hand-over the flow makes when a person is asked
    for _ in range(5):
        frames(app)
        assert isinstance(app.stack.top, PassDeviceScene)
        assert table.viewer is None and table.panel is None, "a panel stayed open on the shared view"
    for _ in range(200):
        if isinstance(app.stack.top, PassDeviceScene):
            key(app, pygame.K_RETURN)
        frames(app)
        assert table.panel is not panel, "the device came back to a panel left open"
        if table.viewer == holder:
            break
    assert table.viewer == holder


def test_a_panel_open_on_the_shared_view_is_closed_when_the_next_person_takes_the_device(app):
    table = table_with_ann_holding(app)
    holder = table.viewer
    table.flow._pass_device(1 - holder)
    frames(app)
    secret_panel(table)  # e.g. "Who wants to answer?" asked on the shared view
    table.hand_to(1 - holder)
    assert table.viewer == 1 - holder and table.panel is None, "the next person found a panel open"
