"""Random play with every invariant checked after every action, over 2-6 players and both
tie-breaker settings (the OpenSpiel random_sim_test idea)."""

import pytest

from game.cli.simulate import Tally, play_game
from game.engine import get


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("tie_breaker", [False, True])
def test_herding_cats_random_games_keep_every_invariant(players, tie_breaker):
    config = get("herding-cats").configure(players, {"tie_breaker": tie_breaker})
    tally = Tally(wins=[0] * players)
    for game in range(5):
        play_game("herding-cats", config, ["random"] * players, 300 * players + game, True, tally, bot_seed=game)
    assert tally.messages == [] and tally.violations == 0 and tally.games == 5
