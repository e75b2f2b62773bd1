"""Play from here: the replay viewer's menu saves the point shown as a scenario file in the
exports folder; it loads with game.scenario.load and holds the replayed table (hands, piles,
whose turn). A family whose table the format cannot hold, or a point it cannot, gets one line."""

from __future__ import annotations

import random

import pygame
from uikit import frames, key

from game import history
from game import scenario as scenario_files
from game.engine import Match, get
from game.saves import SavedGame, Seat
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.replay import ReplayMenu, ReplayScene

BUTTON = "Play from here: save as a scenario"


def kept(game_id: str, players: int, seed: int) -> SavedGame:
    rules = get(game_id)
    match = Match(rules, rules.configure(players), seed)
    rng = random.Random(seed)
    while not match.is_over():
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    seats = [Seat("You")] + [Seat(f"CPU {i}", "medium", seed=i) for i in range(1, players)]
    saved = SavedGame.from_match(match, seats)
    assert history.record(saved, match) is None
    return saved


def press_play_from_here(app) -> str:
    """Esc opens the replay menu; Down to the button, Enter; the message's words."""
    key(app, pygame.K_ESCAPE)
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, ReplayMenu)
    for _ in range(20):
        if getattr(menu.group.focused, "label", "") == BUTTON:
            break
        key(app, pygame.K_DOWN)
        frames(app)
    assert menu.group.focused.label == BUTTON
    key(app, pygame.K_RETURN)
    frames(app)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    return message.message


def writable_turn(replay) -> int:
    """A later turn's start where everyone is in and owes one turn (a table the format holds)."""
    rules = replay.ruleset
    for turn in range(replay.turns, 1, -1):
        facts = rules.scenario_facts(replay.state_at(replay.turn_start(turn)))
        if all(facts["alive"]) and facts["turns"] == 1 and facts["direction"] == 1:
            return turn
    raise AssertionError("no such turn")


def test_a_kittens_point_is_saved_as_a_scenario_that_holds_the_replayed_table(app):
    saved = kept("imploding-kittens", 4, 5)
    table = ReplayScene(app, saved)
    turn = writable_turn(table.replay)
    app.push(table)
    table.jump_to_turn(turn)
    frames(app)
    words = press_play_from_here(app)
    [path] = sorted((history.exports_dir()).glob("*.json"))
    assert str(path) in words and path.name.endswith(f"-turn{turn}.json")
    loaded = scenario_files.load(path)
    shown = table.replay.state_at(table.position)
    rules = table.replay.ruleset
    want, got = rules.scenario_facts(shown), rules.scenario_facts(loaded.match.state)
    for part in ("hands", "draw", "discard", "current", "alive", "turns", "direction"):
        assert got[part] == want[part], part
    assert loaded.match.pending == rules.pending(shown)
    assert loaded.names == [s.name for s in saved.seats]
    assert scenario_files.run(loaded).passed


def test_a_point_with_a_player_out_is_refused_in_one_line(app):
    saved = kept("exploding-kittens", 3, 4)
    table = ReplayScene(app, saved)
    app.push(table)
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)  # the last move: someone is out by now
    frames(app)
    words = press_play_from_here(app)
    assert "\n" not in words and "every player still in" in words
    assert not history.exports_dir().exists() or not list(history.exports_dir().glob("*.json"))


def test_families_the_format_cannot_hold_are_refused_in_one_line(app):
    for game_id, name in (("kombat-kittens", "Kombat Kittens"), ("herding-cats", "Herding Cats")):
        table = ReplayScene(app, kept(game_id, 3, 2), at=0)
        app.push(table)
        frames(app)
        words = press_play_from_here(app)
        assert "\n" not in words and f"not available for {name}" in words
        app.stack.remove(app.stack.top)
        app.stack.remove(app.stack.top)
        app.stack.remove(table)
