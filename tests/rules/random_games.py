"""Games played to their end by random legal moves, the same game for the same arguments
(shared by the replay, history and feed tests; `tests/rules` is on pytest's path)."""

from __future__ import annotations

import random

from game.engine import Match, get


def finished(game_id: str = "exploding-kittens", players: int = 3, seed: int = 4) -> Match:
    """A game played to its end by random legal moves (the lowest pending seat acts first)."""
    rules = get(game_id)
    match = Match(rules, rules.configure(players), seed)
    rng = random.Random(seed)
    while not match.is_over():
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    return match
