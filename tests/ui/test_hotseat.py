"""A 2-human hot-seat game played only with keyboard events, to game over, with privacy checked.

Whenever the pass-the-device screen is up, no frame may draw either player's hand or any
private panel: the table must be drawn as a spectator sees it.
"""

from __future__ import annotations

import random

import pygame
import pytest
from uikit import key, panel_keys

from game.saves import SPECTATOR, Seat
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.discard import DiscardScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table import hand as hand_module
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def choose_keys(table: TableScene, rng: random.Random) -> list[int]:
    """What a player at the keyboard would press now."""
    top = table.app.stack.top
    if isinstance(top, PassDeviceScene):
        return [pygame.K_RETURN]
    if isinstance(top, DiscardScene):
        return [pygame.K_ESCAPE]
    if isinstance(top, ConfirmScene):  # a risky move asks first (issue 28): go back, or yes on purpose
        return [pygame.K_RETURN] if rng.random() < 0.5 else [pygame.K_TAB, pygame.K_RETURN]
    if table.panel is not None:
        return panel_keys(table.panel, rng)
    if table.in_window():
        return [pygame.K_n] if rng.random() < 0.3 else [pygame.K_RETURN]
    decision = table.my_decision()
    if decision is None:
        return []
    if decision[1] == "give_card":
        return [pygame.K_1, pygame.K_RETURN]
    slots = len(table.hand.groups)
    if slots and rng.random() < 0.5:
        slot = rng.randrange(min(slots, 9))
        return [pygame.K_1 + slot, pygame.K_1 + slot, pygame.K_RETURN][: 3 if rng.random() < 0.3 else 2] + [
            pygame.K_RETURN] if rng.random() < 0.7 else [pygame.K_1 + slot, pygame.K_RETURN]
    return [pygame.K_d]


@pytest.mark.parametrize(("game", "seed"), [("exploding-kittens", 9), ("imploding-kittens", 8)])
def test_two_humans_play_to_game_over_by_keyboard_without_leaks(make_app, monkeypatch, game, seed):
    app = make_app(response_timer=2)
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    match = new_match(game, seats, {}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)

    hands_drawn: list[int] = []
    original = hand_module.CardGroup.draw

    def spy(self, surface, app_, focused, hovered):
        hands_drawn.append(1)
        return original(self, surface, app_, focused, hovered)

    monkeypatch.setattr(hand_module.CardGroup, "draw", spy)
    rng = random.Random(seed)
    pass_frames = 0
    viewers = set()
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        hands_drawn.clear()
        # Pass the device for a few frames before the next player confirms.
        if not isinstance(app.stack.top, PassDeviceScene) or pass_frames % 4 == 3:
            for k in choose_keys(table, rng):
                key(app, k)
        app.frame(0.05)
        if any(isinstance(s, PassDeviceScene) for s in app.stack.scenes):  # it was drawn this frame
            pass_frames += 1
            assert table.viewer is None
            assert table.private_drawn is None
            assert not hands_drawn, "a hand was drawn under the pass-the-device screen"
            assert table.shown.viewer == SPECTATOR and not table.shown.hand, "the shared view holds a hand"
            assert not table.match.view(SPECTATOR).hand and not table.hand.groups
        if table.viewer is not None:
            viewers.add(table.viewer)
    assert isinstance(app.stack.top, GameOverScene), "the game did not reach game over"
    assert match.is_over()
    assert pass_frames > 0 and viewers == {0, 1}
    assert len(match.log) > 20
