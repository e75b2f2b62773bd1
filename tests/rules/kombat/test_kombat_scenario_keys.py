"""A game's own scenario keys (Ruleset.scenario_table_keys, scenario_expectations): Kombat's
`treasure` and `deck` are read, other games still refuse them, bad values get one line."""

import pytest

from game.scenario import ScenarioError, build, run

BASE = {"seats": ["Ann", "Bea"], "hands": [["tabby_1"], ["tabby_2"]], "draw": ["tabby_3", "dog"], "script": []}


def test_kombat_reads_treasure_and_deck_and_expects_scores():
    scenario = build({**BASE, "game": "kombat-kittens", "treasure": [["dog"], []], "deck": 2,
                      "expect": {"scores": [5, 0], "deck": 2, "treasure": [["dog"], []]}})
    assert run(scenario).passed


def test_other_games_refuse_kombat_keys():
    with pytest.raises(ScenarioError, match="unknown key"):
        build({**BASE, "game": "exploding-kittens", "hands": [[], []], "draw": ["defuse"], "treasure": [[], []]})


@pytest.mark.parametrize(("extra", "words"), [
    ({"deck": 3}, "'deck' must be 1 or 2"),
    ({"treasure": [["dog"]]}, "'treasure' must list"),
    ({"expect": {"scores": "lots"}}, "'expect.scores' must be"),
    ({"hands": [["dog"], []]}, "never in a hand"),
    ({"surprise": 1}, "unknown key"),
])
def test_bad_kombat_tables_get_one_clear_line(extra, words):
    with pytest.raises(ScenarioError, match=words):
        build({**BASE, "game": "kombat-kittens", **extra})
