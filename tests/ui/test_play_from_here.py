"""Play from here: the replay viewer's menu saves the point shown, in any game family, as a
scenario file in the exports folder (the recorded start, proved again when loaded); it loads
with game.scenario.load into exactly the replayed table and plays on with a seed of its own.
The end of a game gets one line."""

from __future__ import annotations

import pygame
import pytest
from random_games import finished
from uikit import frames, key

from game import history
from game import scenario as scenario_files
from game.i18n import _
from game.saves import SavedGame, Seat
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.replay import ReplayMenu, ReplayScene

BUTTON = "Play from here: save as a scenario"


def kept(game_id: str, players: int, seed: int) -> SavedGame:
    match = finished(game_id, players, seed)
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
    for _i in range(20):
        if getattr(menu.group.focused, "label", "") == _(BUTTON):
            break
        key(app, pygame.K_DOWN)
        frames(app)
    assert menu.group.focused.label == _(BUTTON)
    key(app, pygame.K_RETURN)
    frames(app)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    return message.message


def saved_file() -> str:
    [path] = sorted(history.exports_dir().glob("*.json"))
    return path


def check_loaded(table, path) -> None:
    """The file loads (proving its record) into exactly the table shown, and plays on."""
    loaded = scenario_files.load(path)
    rules = table.replay.ruleset
    shown = table.replay.state_at(table.position)
    assert rules.snapshot(loaded.match.state) == rules.snapshot(shown)
    assert loaded.match.pending == rules.pending(shown)
    assert loaded.names == [s.name for s in table.saved.seats]
    assert loaded.match.seed != table.saved.seed  # what follows is not the recorded game's luck
    assert scenario_files.run(loaded).passed
    seat = min(loaded.match.pending.seats)
    loaded.match.act(seat, loaded.match.legal_actions(seat)[0])


def hard_point(replay) -> int:
    """A point the old table-only format could not hold: late in the game, a player out or a
    decision other than a turn's waited for, else the last move before the end."""
    rules = replay.ruleset
    for n in reversed(replay.stops[:-1]):
        state = replay.state_at(n)
        summary, pending = rules.summary(state), rules.pending(state)
        if summary.out or pending.prompt != rules.pending(replay.state_at(replay.turn_start(replay.turn_at(n)))).prompt:
            return n
    return replay.stops[-2]


@pytest.mark.parametrize(("game_id", "players", "seed"), [
    ("exploding-kittens", 3, 4), ("imploding-kittens", 4, 5), ("zombie-kittens", 4, 3),
    ("kombat-kittens", 3, 2), ("herding-cats", 3, 2)])
def test_any_point_of_any_family_is_saved_as_a_scenario_that_holds_it(app, game_id, players, seed):
    saved = kept(game_id, players, seed)
    table = ReplayScene(app, saved)
    app.push(table)
    table.rest_at(hard_point(table.replay))
    frames(app)
    words = press_play_from_here(app)
    path = saved_file()
    assert words == _("Saved as {path}: python -m game scenario {file} starts the game here.").format(
        path=path, file=path.name)
    check_loaded(table, path)


def test_the_end_of_a_game_is_refused_in_one_line(app):
    table = ReplayScene(app, kept("exploding-kittens", 3, 4))
    app.push(table)
    frames(app)
    words = press_play_from_here(app)
    assert words == _("Play from here needs a game still going on: this is its end.")
    assert not history.exports_dir().exists() or not list(history.exports_dir().glob("*.json"))


NOW = "Play from here now"


def press(app, label: str) -> None:
    """Down to the button `label` (an English message, as the catalogue words it) of the menu on top, Enter."""
    menu = app.stack.top
    for _i in range(20):
        if getattr(menu.group.focused, "label", "") == _(label):
            break
        key(app, pygame.K_DOWN)
        frames(app)
    assert menu.group.focused.label == _(label)
    key(app, pygame.K_RETURN)
    frames(app)


def cpu_game(game_id: str, players: int, seed: int) -> SavedGame:
    """A finished game of CPUs only, kept in the history."""
    match = finished(game_id, players, seed)
    saved = SavedGame.from_match(match, [Seat(f"CPU {i}", "easy", seed=i) for i in range(players)])
    assert history.record(saved, match) is None
    return saved


def test_play_from_here_now_starts_the_game_at_the_table_there_and_plays_it_out(app):
    from game import stats, storage
    from game.ui.scenes.from_here import FromHereOver, FromHereTable

    app.persist = True  # what a finished game writes is looked at
    saved = cpu_game("herding-cats", 3, 2)
    replay = ReplayScene(app, saved)
    app.push(replay)
    point = hard_point(replay.replay)
    replay.rest_at(point)
    frames(app)
    key(app, pygame.K_ESCAPE)
    frames(app)
    press(app, NOW)
    table = app.stack.top
    assert isinstance(table, FromHereTable)
    rules = replay.replay.ruleset
    assert table.match.log == list(replay.replay.events[:point]) and table.match.steps == []
    assert rules.snapshot(table.match.state) == rules.snapshot(replay.replay.state_at(point))
    assert table.match.seed != saved.seed
    for _i in range(20000):  # the CPUs play it out
        if isinstance(app.stack.top, FromHereOver):
            break
        app.frame(1 / 20)
    over = app.stack.top
    assert isinstance(over, FromHereOver) and table.match.is_over() and table.match.steps
    assert [e.uid for e in history.load_index()[0]] == [saved.uid]  # not kept, not counted, no autosave
    assert stats.load_stats()[0].counted == () and not storage.paths().autosave.exists()
    press(app, "Play from there again")
    again = app.stack.top
    assert isinstance(again, FromHereTable) and again is not table and replay in app.stack
    assert again.match.log == list(replay.replay.events[:point]) and again.match.seed != table.match.seed
    key(app, pygame.K_ESCAPE)
    frames(app)
    press(app, "Back to the replay")
    assert app.stack.top is replay and again not in app.stack


def test_play_from_here_now_at_the_end_is_one_line(app):
    replay = ReplayScene(app, kept("exploding-kittens", 3, 4))
    app.push(replay)
    frames(app)
    key(app, pygame.K_ESCAPE)
    frames(app)
    press(app, NOW)
    end = _("Play from here needs a game still going on: this is its end.")
    assert isinstance(app.stack.top, MessageScene) and app.stack.top.message == end
