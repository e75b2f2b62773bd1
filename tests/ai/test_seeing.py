"""Bots cannot read the hidden state: nothing they are given, or keep, reaches it."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.ai.ismcts import Budget
from game.ai.levels import LEVELS, make_bot
from game.engine import Match, get
from game.rules.kittens.state import KittensState

ATOMS = (str, int, float, bool, bytes, type(None))


def reachable(root: Any) -> list[Any]:
    """Every object reachable from `root` through attributes and containers."""
    seen: dict[int, Any] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if isinstance(obj, ATOMS) or id(obj) in seen or (callable(obj) and not hasattr(obj, "__dict__")):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif isinstance(obj, type):
            continue
        else:
            if dataclasses.is_dataclass(obj):
                stack.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
            stack.extend(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(obj, name):
                        stack.append(getattr(obj, name))
            for name in ("__self__", "__closure__", "__func__"):
                value = getattr(obj, name, None)
                if value is not None:
                    stack.append(value if name != "__closure__" else [c.cell_contents for c in value])
    return list(seen.values())


def test_nothing_a_bot_is_given_or_keeps_reaches_the_state(play):
    r = get("exploding-kittens")
    match = Match(r, r.configure(4, {"big_hands": True}), seed=3)
    bots = [make_bot(level, seat, r, seed=seat) for seat, level in enumerate(("easy", "medium", "hard", "random"))]
    bots[2].budget = Budget(iterations=8, min_iterations=4, per_move=2)
    assert set(LEVELS) >= {"easy", "medium", "hard", "random"}
    checked = 0

    def check(seat, view, legal, bot):
        nonlocal checked
        if checked % 7 == 0:
            for given in (view, legal, bot, bot.observe):
                for obj in reachable(given):
                    assert not isinstance(obj, (KittensState, Match)), f"seat {seat} can reach {type(obj)}"
                    assert obj is not match.state and obj is not match.log
        checked += 1

    play(match, bots, on_decision=check)
    assert checked > 20


def test_the_walk_would_find_the_state():
    r = get("exploding-kittens")
    match = Match(r, r.configure(2), seed=1)
    assert any(isinstance(obj, KittensState) for obj in reachable(match))
    assert not any(isinstance(obj, KittensState) for obj in reachable(match.view(0)))


def test_a_zombie_hard_bot_and_its_model_of_each_opponent_reach_no_state(play):
    r = get("zombie-kittens")
    match = Match(r, r.configure(4, {}), seed=5)
    bots = [make_bot(level, seat, r, seed=seat) for seat, level in enumerate(("medium", "hard", "easy", "medium"))]
    bots[1].budget = Budget(iterations=8, min_iterations=4, per_move=2)
    for seat, bot in enumerate(bots):
        for event in match.log:
            bot.observe(r.redact(event, seat))
    checked = 0

    def check(seat, view, legal, bot):
        nonlocal checked
        if seat == 1 and checked % 5 == 0:
            bot.start(view, legal)  # the search, its belief and its playout model
            for given in (view, legal, bot, bot.search.policy, bot.belief.habits):
                for obj in reachable(given):
                    assert not isinstance(obj, (KittensState, Match)), f"seat {seat} can reach {type(obj)}"
            bot.best()
        checked += seat == 1

    play(match, bots, on_decision=check)
    assert checked > 5
