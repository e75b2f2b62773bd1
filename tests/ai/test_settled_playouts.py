"""Hard's playouts stop once a Kittens sample has settled the searcher's fate: out of a game
whose dead stay dead, it has lost, whoever wins. Cutting them there changes no choice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai.hard import HardBot
from game.ai.ismcts import Budget
from game.ai.kittens.search import out_for_good
from game.ai.levels import make_bot
from game.engine import Action, Match, get

SMALL = Budget(iterations=24, min_iterations=12, per_move=6, max_ms=60_000)


def test_a_seat_out_of_exploding_kittens_has_lost_for_good(ek):
    state = ek.deal([["skip"], ["nope"], ["attack"]], ["exploding_kitten", "tacocat", "exploding_kitten"])
    assert out_for_good(state, 0) is None
    state = ek.act(state, 0, Action("draw"))  # no Defuse: it explodes
    assert not state.alive[0]
    assert out_for_good(state, 0) == 0.0
    assert out_for_good(state, 1) is None


def test_the_dead_of_zombie_kittens_are_never_settled(zk):
    """A Zombie Kitten may bring a dead player back: its playout goes on."""
    state = zk.deal([["skip"], ["nope"], ["attack"]], ["exploding_kitten", "tacocat", "exploding_kitten"])
    state = zk.act(state, 0, Action("draw"))
    assert not state.alive[0]
    assert out_for_good(state, 0) is None


@pytest.mark.parametrize("game", ["exploding-kittens", "imploding-kittens"])
def test_hard_chooses_the_same_with_and_without_cutting_settled_playouts(game, play):
    """The cut playouts would only have gone on to decide who else wins: the same seeds give
    the same game, move for move."""
    rules = get(game)

    def game_with(settled: bool) -> list[str]:
        bots = [make_bot(level, seat, rules, seed=30 + seat) for seat, level in enumerate(("hard",) + ("medium",) * 3)]
        hard = bots[0]
        assert isinstance(hard, HardBot)
        hard.budget = SMALL
        if not settled:
            hard.hooks = replace(hard.hooks, settled=None)
        return play(Match(rules, rules.configure(4, {}), seed=7), bots)

    cut = game_with(settled=True)
    assert cut == game_with(settled=False)
