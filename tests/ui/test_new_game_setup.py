"""The new-game screen: every registered game with CPU players, each table option by its kind
(a toggle, a stepper, a cycle), and the setup started last remembered for next time."""

from __future__ import annotations

import json
import os

import pygame
import pytest
import toy_kits
from engine import toy_ai
from engine.toy_games import SealedBids, Snap

from game.ai import games
from game.engine import GameInfo, registry
from game.i18n import _
from game.ui import games as ui_games
from game.ui.scenes.new_game import NewGameScene, Stepper
from game.ui.table.scene import TableScene
from game.ui.widgets import Choice, Toggle

KITTENS = ["exploding-kittens", "imploding-kittens"]


class Lonely(Snap):
    info = GameInfo("lonely", "Lonely", 2, 4, family="lonely")


@pytest.fixture
def toys(monkeypatch):
    """The toy games and their CPUs registered for this test, and a game without CPUs."""
    monkeypatch.setattr(games, "_REGISTERED", dict(games._REGISTERED))
    monkeypatch.setattr(ui_games, "_REGISTERED", dict(ui_games._REGISTERED))
    toy_ai.register()
    toy_kits.register()
    for rules in (Snap(), SealedBids(), Lonely()):
        monkeypatch.setitem(registry._GAMES, rules.info.id, rules)


def _press(widget, *keys: int) -> None:
    for k in keys:
        assert widget.key(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def _option(scene: NewGameScene, label: str):
    built = scene.build()
    return next(w for w in built if label in getattr(w, "label", ""))


def test_every_registered_game_with_cpus_is_offered(app, toys):
    """Offered: every registered game with CPU players and a table kit, in registry order."""
    scene = NewGameScene(app)
    offered = [r.info.id for r in scene.games]
    playable = [r.info.id for r in registry.all_games() if games.has_ai(r) and ui_games.has_kit(r)]
    assert offered == playable
    assert offered[:2] == KITTENS and offered[-2:] == ["snap", "sealed-bids"]


def test_each_table_option_gets_the_widget_of_its_kind(app, toys):
    scene = NewGameScene(app)
    assert all(isinstance(_option(scene, _(spec.label)), Toggle) for spec in scene.info.options)
    scene._set_game("snap")
    points = _option(scene, _("Points to win"))  # a toy game's words: as the catalogue leaves them
    assert isinstance(points, Stepper)
    assert points.label == _("{option} ({low} to {high})").format(option=_("Points to win"), low=1, high=5)
    assert points.value_text() == "2"
    _press(points, *[pygame.K_RIGHT] * 6)
    assert scene.options["snap"]["to_win"] == 5  # a stepper stops at the top
    _press(points, *[pygame.K_LEFT] * 9)
    assert scene.options["snap"]["to_win"] == 1
    scene._set_game("sealed-bids")
    wins = _option(scene, _("Winning bid"))
    assert isinstance(wins, Choice) and not isinstance(wins, Stepper) and wins.value_text() == "Highest"
    _press(wins, pygame.K_RIGHT)
    assert scene.options["sealed-bids"]["wins"] == "lowest"
    _press(wins, pygame.K_RIGHT)
    assert scene.options["sealed-bids"]["wins"] == "lowest"  # a choice stops at its end too (issue 28)
    _press(wins, pygame.K_LEFT)
    assert scene.options["sealed-bids"]["wins"] == "highest"


def test_the_hot_seat_setup_started_is_remembered(app):
    app.persist = True
    scene = NewGameScene(app)
    scene._set_game("imploding-kittens")
    scene._set_players(3)
    scene.names[:3] = ["Ann", "Bea", "Cal"]
    scene.kinds[:3] = ["human", "human", "easy"]
    scene.options["imploding-kittens"]["reverse"] = False
    scene.start()
    assert isinstance(app.stack.top, TableScene)
    again = NewGameScene(app)
    assert (again.game_id, again.players, again.names[:3], again.kinds[:3]) == (
        "imploding-kittens", 3, ["Ann", "Bea", "Cal"], ["human", "human", "easy"])
    assert again.options["imploding-kittens"]["reverse"] is False
    assert [s.name for s in again.seats()] == ["Ann", "Bea", "Cal"] and again.error == ""


def test_a_bad_setup_file_is_set_aside_and_stale_options_keep_their_defaults(app):
    app.persist = True
    home = os.environ["NINE_LIVES_HOME"]
    os.makedirs(home, exist_ok=True)
    path = os.path.join(home, "new_game.json")
    with open(path, "w") as f:
        f.write('{"format": 1, "game": "exploding-kittens", "players": "four"')
    scene = NewGameScene(app)
    assert _("new game setup") in scene.error and "new_game.json.bad-" in scene.error  # and kept as that
    assert not os.path.exists(path) and scene.game_id == "exploding-kittens" and scene.players == 4
    with open(path, "w") as f:
        json.dump({"format": 1, "game": "gone-game", "players": 9,
                   "seats": [{"name": "Ann\x00", "kind": "human"}],
                   "options": {"exploding-kittens": {"big_hands": 5, "no_such_option": True,
                                                     "special_combos": False}}}, f)
    scene = NewGameScene(app)
    assert scene.error == "" and scene.game_id == "exploding-kittens" and scene.players == 5
    assert scene.names[0] == "Ann" and scene.options["exploding-kittens"] == {
        "big_hands": False, "stacking_attacks": False, "special_combos": False}
