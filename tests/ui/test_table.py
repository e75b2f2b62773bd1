"""The table with one human: pause, save and load by keyboard; reduced motion and flashing."""

from __future__ import annotations

import pygame
from uikit import frames, key, start_of, wait_for

from game import saves
from game.saves import Seat
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.title import TitleScene
from game.ui.table.anims import Flash, FlyCard, Glow, Shake
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def start(app, seats, seed=7, **kw) -> TableScene:
    match = new_match("exploding-kittens", seats, {}, seed=seed)
    table = TableScene(app, match, seats, **kw)
    app.push(table)
    return table


def until(app, condition, limit=3000) -> None:
    for _ in range(limit):
        if condition():
            return
        app.frame(1 / 20)
    raise AssertionError("condition never met")


def test_pause_save_and_load_by_keyboard(app):
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = start(app, seats, pace=0.05, journal=False)
    until(app, lambda: table.my_decision() is not None)
    key(app, pygame.K_ESCAPE)
    frames(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    for _ in range(4):  # Resume, Rules, Settings, CPU speed, Save game
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app)
    key(app, pygame.K_RETURN)  # the suggested name
    frames(app)
    slots, _ = saves.list_slots()
    assert len(slots) == 1 and pause.note.startswith(start_of("Saved as: {name}"))
    log = list(table.match.log)
    app.reset(TitleScene(app))
    app.push(SavedGamesScene(app))
    frames(app)
    key(app, pygame.K_RETURN)  # the first focusable widget: Load
    wait_for(app, lambda: isinstance(app.stack.top, TableScene))  # proved in a worker thread
    loaded = app.stack.top
    assert loaded is not table
    assert loaded.match.log == log
    assert loaded.my_decision() is not None or not loaded.synced


def test_reduced_motion_and_no_flashing(make_app):
    app = make_app(reduced_motion=True, reduced_flashing=True)
    seats = [Seat(n, "easy") for n in ("A", "B", "C", "D")]
    seen_fly = []
    table = start(app, seats, seed=3, pace=0.2, journal=False, on_over=lambda t: app.quit())
    while app.running:
        app.frame(1 / 30)
        assert not any(isinstance(a, Shake | Flash | Glow) for a in table.anims.items)
        seen_fly += [a for a in table.anims.items if isinstance(a, FlyCard)]
    assert table.match.is_over()
    assert seen_fly and all(a.reduced and a.spin == 0 for a in seen_fly)


def test_a_click_on_a_plate_picks_the_target(app):
    from game.engine import Match, get
    from game.rules.kittens.events import Dealt

    ruleset = get("exploding-kittens")
    hands = (("defuse", "favor"), ("defuse", "tacocat"), ("defuse", "skip"))
    pile = ("attack", "exploding_kitten", "shuffle", "exploding_kitten", "nope")
    match = Match(ruleset, ruleset.configure(3, {}), seed=1, log=[Dealt(hands, pile, 0)])
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    until(app, lambda: table.my_decision() is not None)
    key(app, pygame.K_2)  # Favor (Defuse comes first)
    key(app, pygame.K_RETURN)
    frames(app)
    assert set(table.targets) == {1, 2}
    plate = table.geo.plates[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=plate.center))
    frames(app)
    play = match.view(0).play
    assert play is not None and play.cards == ("favor",) and play.target == 2
