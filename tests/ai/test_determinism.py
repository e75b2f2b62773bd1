"""The same seed gives the same moves, at every level; Hard's moves do not depend on how
its thinking is sliced."""

from __future__ import annotations

import pytest

from game.ai.hard import HardBot
from game.ai.ismcts import Budget
from game.ai.levels import make_bot
from game.engine import Match, get

SMALL = Budget(iterations=12, min_iterations=6, per_move=3, max_ms=10_000)


def game_with(levels: tuple[str, ...], seed: int, play) -> list[str]:
    r = get("exploding-kittens")
    bots = [make_bot(level, seat, r, seed=seed + seat) for seat, level in enumerate(levels)]
    for bot in bots:
        if isinstance(bot, HardBot):
            bot.budget = SMALL
    return play(Match(r, r.configure(len(levels), {"big_hands": True}), seed=seed), bots)


@pytest.mark.parametrize("levels", [("easy", "medium", "random"), ("hard", "easy")])
def test_same_seed_same_game(levels, play):
    first = game_with(levels, 11, play)
    assert first == game_with(levels, 11, play)
    assert first != game_with(levels, 12, play)


def test_hard_stepped_in_slices_decides_as_in_one_go(ek):
    state = ek.deal([["defuse", "skip", "tacocat", "tacocat", "favor"], ["defuse", "nope", "attack"]],
                    ["tacocat", "exploding_kitten", "skip", "beard_cat", "shuffle", "see_the_future"])
    view, legal = ek.ask(state, 0)
    hooks = make_bot("hard", 0, ek.r, seed=5).hooks
    one_go = HardBot(0, ek.r, hooks, seed=5, budget=SMALL)
    sliced = HardBot(0, ek.r, hooks, seed=5, budget=SMALL)
    sliced.start(view, legal)
    slices = 1
    while not sliced.step(0.01):
        slices += 1
    assert slices > 1
    assert one_go.choose(view, legal) == sliced.best()


@pytest.mark.parametrize("level", ["easy", "medium", "random"])
def test_a_policy_bot_keeps_nothing_of_the_events_it_observes(level):
    """A policy reads its view (which carries what the seat learned), never a log of its own: a
    host's CPU seat observing a long game holds no more than before it (it kept every event)."""
    import tracemalloc

    r = get("exploding-kittens")
    match = Match(r, r.configure(3), seed=5)
    events = [match.ruleset.redact(e, 0) for e in match.log] * 200  # a long game's worth
    bot = make_bot(level, 0, r, seed=1)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for event in events:
            bot.observe(event)
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 512, f"{grown} bytes kept for {len(events)} events"
