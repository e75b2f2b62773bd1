"""The Kittens family plays exactly as it did when the golden games were recorded: the same
seeds give the same actions, events, legal lists, views and redacted logs, and the generic
search the same moves (see kittens_golden.py). Speed work must keep these."""

import json
import os

import pytest
from kittens_golden import FILE, GAMES_PER_TABLE, SEARCHES, TABLES, play, search, table_id

GOLDEN = json.loads(FILE.read_text())
# The whole record with NINE_LIVES_GOLDEN=all; else the first game of each table.
GAMES = GAMES_PER_TABLE if os.environ.get("NINE_LIVES_GOLDEN") == "all" else 1


@pytest.mark.parametrize("table", TABLES, ids=lambda t: table_id(*t))
def test_seeded_random_games_play_as_recorded(table):
    game_id, players, options = table
    recorded = GOLDEN["games"][table_id(game_id, players, options)]
    for i in range(GAMES):
        assert play(game_id, players, options, 1000 * i + players) == recorded[i], f"game {i}"


@pytest.mark.parametrize("case", range(len(SEARCHES)))
def test_a_fixed_budget_search_chooses_as_recorded(case):
    assert search(*SEARCHES[case]) == GOLDEN["searches"][case]
