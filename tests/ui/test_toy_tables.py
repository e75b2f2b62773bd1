"""The generic table shell plays games of other shapes to the end: the toy first-come game
(Snap) and the toy commit game (Sealed Bids), with the plain kit in `toy_kits.py`, by CPUs and by
posted key presses for people. Under every pass-the-device screen of the commit game, nobody's
private things are drawn."""

from __future__ import annotations

import re

import pygame
import pytest
import toy_kits
from engine import toy_ai
from engine.toy_games import BidCommitted, Claimed, SealedBids, Snap
from uikit import key

from game.ai import games as ai_games
from game.engine import GameInfo, Match, registry
from game.i18n import _
from game.saves import Seat
from game.ui import games as ui_games
from game.ui.games import NoTableKit
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table import scene as table_scene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


class Kitless(Snap):
    info = GameInfo("kitless", "Kitless", 2, 4, family="kitless", options=Snap.info.options)


@pytest.fixture(autouse=True)
def toys(monkeypatch):
    monkeypatch.setattr(ai_games, "_REGISTERED", dict(ai_games._REGISTERED))
    monkeypatch.setattr(ui_games, "_REGISTERED", dict(ui_games._REGISTERED))
    toy_ai.register()
    toy_kits.register()
    for rules in (Snap(), SealedBids(), Kitless()):
        monkeypatch.setitem(registry._GAMES, rules.info.id, rules)
    # The toy games live only in this process: a Hard CPU thinks here, not in the worker process
    # (which knows only the built-in games).
    monkeypatch.setattr(table_scene, "_start_thinker", lambda: None)


def _play(app, game: str, seats: list[Seat], options: dict, press=None, check=None, limit: int = 20_000,
          pace: float | None = 0.05):
    """Play to the end; `press(table)` posts keys before each frame, `check(table)` runs after it.
    `pace` None: the app's own animation and CPU timing."""
    over = []
    match = new_match(game, seats, options, seed=5)
    table = TableScene(app, match, seats, journal=False, pace=pace, on_over=over.append)
    app.push(table)
    for _i in range(limit):
        if over:
            break
        if press is not None:
            press(table)
        app.frame(0.05)
        if check is not None:
            check(table)
    assert over and match.is_over(), "the game did not end"
    return table


def test_snap_plays_to_the_end_by_cpus(app):
    table = _play(app, "snap", [Seat("A", "easy"), Seat("B", "medium"), Seat("C", "easy")], {"to_win": 3})
    assert sorted(table.match.result().winners)
    assert sum(isinstance(e, Claimed) for e in table.feeds[-2]) >= 3


def test_snap_a_quick_person_wins_the_race(app):
    """At the app's own timing, the person presses the answer key as soon as a card is up: they
    beat the CPU's human-like reaction time and take every card."""

    def press(table):
        if table.in_window() and table.flow.can_answer():
            key(app, app.key_for("nope"))

    table = _play(app, "snap", [Seat("You", "human"), Seat("B", "medium")], {"to_win": 3}, press=press, pace=None)
    claims = [e.seat for e in table.feeds[-2] if isinstance(e, Claimed)]
    assert claims.count(0) == 3 and table.match.result().winners == (0,)


def test_snap_a_person_who_never_answers_loses_to_the_cpu(app):
    table = _play(app, "snap", [Seat("You", "human"), Seat("B", "medium")], {"to_win": 2})
    assert table.match.result().winners == (1,)


def test_sealed_bids_plays_to_the_end_by_cpus(app):
    table = _play(app, "sealed-bids", [Seat("A", "medium"), Seat("B", "easy"), Seat("C", "hard")],
                  {"wins": "highest"})
    assert table.match.result() is not None


def test_sealed_bids_hot_seat_commits_in_secret(app):
    """Two people and a CPU: each person bids on their own screen after a pass; under every pass
    screen nobody's private things are drawn and the table is seen as by a spectator."""
    passes = []

    def press(table):
        top = app.stack.scenes[-1]
        if isinstance(top, PassDeviceScene) or table.my_decision() is not None:
            key(app, pygame.K_RETURN)

    def check(table):
        if isinstance(app.stack.scenes[-1], PassDeviceScene):
            passes.append(table.shown_upto)
            assert table.viewer is None and table.private_drawn is None and table.panel is None
            assert not table.bar_buttons or not any(b.label.startswith("Bid") for b in table.bar_buttons)

    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cat", "medium")]
    table = _play(app, "sealed-bids", seats, {"wins": "highest"}, press=press, check=check)
    assert passes, "a pass screen came up"
    bids = {e.seat for e in table.match.log if isinstance(e, BidCommitted)}
    assert bids == {0, 1, 2}
    assert table.match.result().winners == (2,)  # the CPU bids the top; Enter bids 1


def test_a_game_with_no_table_kit_is_refused_in_one_line(app):
    refused = _("{game} cannot be played at the table yet (no table kit)").format(game=_("Kitless"))
    with pytest.raises(NoTableKit, match=re.escape(refused)):
        new_match("kitless", [Seat("A", "easy"), Seat("B", "easy")], {})
    match = Match(Kitless(), Kitless().configure(2, {}), 1)
    with pytest.raises(NoTableKit):
        TableScene(app, match, [Seat("A", "easy"), Seat("B", "easy")], journal=False)
