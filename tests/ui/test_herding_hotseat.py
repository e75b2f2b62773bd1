"""Herding Cats in hot-seat, played by posted key presses: two people and a CPU at one device.

Every private decision (declaring, a blind pick, a Laser Pointer prompt) comes after a pass
screen; a challenge is claimed from the shared view ("I want to answer"), which passes the device
to the one who claims first. Under every pass screen, and whenever the shared view is up, the
table is seen as by a spectator: no hand, no herd marks, no played card's face.
"""

from __future__ import annotations

import pygame
from uikit import key

from game.rules.herding import events as ev
from game.saves import Seat
from game.ui.games.herding.shown import HerdingShown
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.panels import ChoicePanel
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.setup import new_match

PEOPLE = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cal", "medium")]


def nothing_private(table: TableScene) -> None:
    shown = table.shown
    assert isinstance(shown, HerdingShown)
    assert table.viewer is None and shown.viewer < 0 and table.private_drawn is None
    assert not shown.hand and not shown.herd and (shown.winners or not any(shown.known))
    assert shown.play is None or shown.play.card is None or shown.play.revealed
    assert shown.claim is None or shown.claim.card is None or shown.claim.revealed or shown.claim.face_up
    assert table.panel is None or not table.panel.private


def test_hot_seat_game_by_keys_with_a_pass_before_every_private_decision(make_app):
    app = make_app(response_timer=2)
    match = new_match("herding-cats", PEOPLE, {}, seed=21)
    over = []
    table = TableScene(app, match, PEOPLE, journal=False, pace=0.05, on_over=over.append)
    app.push(table)
    seen = {"passes": 0, "claims": 0, "windows": 0, "decisions": set()}
    last_window = [None]

    def press() -> None:
        top = app.stack.scenes[-1]
        if isinstance(top, PassDeviceScene):
            key(app, pygame.K_RETURN)
            return
        if table.clock - table.asked_at < ENTER_GRACE + 0.05:
            return
        if table.panel is not None:
            key(app, pygame.K_1 if type(table.panel).__name__ == "BlindPickPanel" else pygame.K_RETURN)
            return
        flow = table.flow
        if table.in_window() and flow.window is not None:
            if flow.answerer() is not None:
                key(app, app.key_for("nope"))  # the claimant challenges
            elif flow.window.id != last_window[0] and not flow.window.held:
                last_window[0] = flow.window.id
                seen["windows"] += 1
                if seen["windows"] % 2:
                    seen["claims"] += 1
                    key(app, app.key_for("nope"))  # "I want to answer"
            return
        decision = table.my_decision()
        if decision is not None:
            seen["decisions"].add(decision[1])
            key(app, pygame.K_1 if decision[1] == "declare" and not table.hand.selection else pygame.K_RETURN)

    for _ in range(40_000):
        if over:
            break
        press()
        app.frame(0.05)
        if isinstance(app.stack.scenes[-1], PassDeviceScene):
            seen["passes"] += 1
            nothing_private(table)
        elif table.viewer is None:
            nothing_private(table)
    assert over and match.is_over(), "the game did not end"
    log = match.log
    people_challenged = [e for e in log if isinstance(e, ev.Challenged) and e.seat in (0, 1)]
    assert people_challenged, "a claimed window ended in a person's challenge"
    assert {e.seat for e in log if isinstance(e, ev.Declared)} == {0, 1, 2}
    assert "declare" in seen["decisions"] and seen["passes"] > 0 and seen["claims"] > 0


def test_a_claim_asks_who_when_two_people_may_challenge(make_app):
    """Cal (the CPU) declares: both people may challenge, so a claim asks who, then passes the device."""
    app = make_app(response_timer=0)
    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cal", "medium")]
    for seed in range(40):
        match = new_match("herding-cats", seats, {}, seed=seed)
        if match.state.current == 2:
            break
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    for _ in range(400):
        if table.in_window() and table.flow.window is not None:
            break
        app.frame(0.05)
    assert table.in_window() and table.viewer is None
    table.flow.claim()
    assert isinstance(table.panel, ChoicePanel) and [o[0] for o in table.panel.options] == ["Ann", "Bea"]
    table.panel.options[1][2]()
    assert isinstance(app.stack.scenes[-1], PassDeviceScene) and "Bea" in app.stack.scenes[-1].heading
