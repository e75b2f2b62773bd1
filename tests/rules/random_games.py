"""Games played to their end by random legal moves, the same game for the same arguments
(shared by the replay, history, feed and log-line tests; `tests/rules` is on pytest's path)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine import Match, get
from game.engine.events import Event


def finished(game_id: str = "exploding-kittens", players: int = 3, seed: int = 4) -> Match:
    """A game played to its end by random legal moves (the lowest pending seat acts first)."""
    rules = get(game_id)
    match = Match(rules, rules.configure(players), seed)
    rng = random.Random(seed)
    while not match.is_over():
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    return match


def played_at_random(game_id: str, players: int, options: dict, seed: int) -> Match:
    """A game played to its end by random legal moves, a random pending seat acting each time."""
    rules = get(game_id)
    match, rng = Match(rules, rules.configure(players, options), seed), random.Random(seed)
    while (pending := match.pending) is not None:
        seat = rng.choice(sorted(pending.seats))
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def every_view(match: Match, players: int) -> Iterator[tuple[int | None, Event]]:
    """Each event as it is shown to the omniscient viewer (None), then to each seat in turn."""
    for viewer in [-1, *range(players)]:
        for event in match.events_for(viewer):
            yield (None if viewer < 0 else viewer), event
