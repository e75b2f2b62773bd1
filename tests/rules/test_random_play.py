"""Random-play simulations with every invariant checked after every event, over every player
count and table option (the OpenSpiel random_sim_test idea)."""

import itertools
import random

import pytest

from game.cli.checks import _probe_views, check_replay, check_state
from game.cli.simulate import Tally, play_game
from game.engine import Match, get

EXPLODING_OPTIONS = [
    dict(zip(("big_hands", "stacking_attacks", "special_combos"), values, strict=True))
    for values in itertools.product((False, True), repeat=3)
]


def play_checked(game_id: str, players: int, options: dict, games: int, seed: int) -> None:
    """Random games with every invariant checked after every event: none broken, each one won."""
    config = get(game_id).configure(players, options)
    tally = Tally(wins=[0] * players)
    for game in range(games):
        play_game(game_id, config, ["random"] * players, seed + game, True, tally)
    assert tally.messages == []
    assert tally.violations == 0 and tally.games == games
    assert sum(tally.wins) == games


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", EXPLODING_OPTIONS, ids=lambda o: ",".join(k for k, v in o.items() if v) or "plain")
def test_exploding_kittens_random_games_keep_every_invariant(players, options):
    play_checked("exploding-kittens", players, options, games=6, seed=1000 * players)


def test_the_checks_catch_a_view_that_leaks(monkeypatch):
    """The leak check can fail: a view that shows other hands is caught."""
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(4), seed=2)
    rng = random.Random(0)
    original = type(rules).view

    def leaky(self, state, seat):
        return (original(self, state, seat), tuple(map(tuple, state.hands)))

    monkeypatch.setattr(type(rules), "view", leaky)
    assert any("cannot see" in p for _ in range(20) for p in _probe_views(match, rng))


def test_the_checks_catch_lost_cards_and_broken_replay():
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3), seed=2)
    match.state.hands[0].pop()
    assert any("not conserved" in p for p in check_state(match, random.Random(0)))
    assert check_replay(match) == ["replaying the log gives a different state"]


EXPANSION_TYPES = ("reverse", "draw_from_the_bottom", "feral_cat", "alter_the_future", "targeted_attack")
IMPLODING_TABLES = [{}] + [{card: False} for card in EXPANSION_TYPES] + [
    {"stacking_attacks": True, "special_combos": False}
]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", IMPLODING_TABLES, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "all")
def test_imploding_kittens_random_games_keep_every_invariant(players, options):
    play_checked("imploding-kittens", players, options, games=4, seed=7000 * players)
