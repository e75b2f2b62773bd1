"""Random and CPU play with every invariant checked after every action, over 2-5 players."""

import pytest

from game.cli.simulate import Tally, play_game
from game.engine import get


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    config = get("kombat-kittens").configure(players)
    tally = Tally(wins=[0] * players)
    for game in range(3):
        play_game("kombat-kittens", config, ["random"] * players, 100 * players + game, True, tally, bot_seed=game)
    assert tally.messages == [] and tally.violations == 0 and tally.errors == 0
    assert sum(tally.wins) + tally.draws == 3


def test_easy_and_medium_games_keep_every_invariant():
    config = get("kombat-kittens").configure(4)
    tally = Tally(wins=[0] * 4)
    play_game("kombat-kittens", config, ["medium", "easy", "medium", "easy"], 7, True, tally, bot_seed=1)
    assert tally.messages == [] and tally.violations == 0
