"""Golden games: what the Kittens family's rules and the generic search did, for fixed seeds.

Speed work must not change behaviour. Each table below plays seeded random games; a game's
digest covers every action, every event, every seat's legal list and view after each action,
and the whole log as each seat sees it. The search's digest covers the move and the per-move
statistics of a fixed-budget search (no time cap, default hooks) in seeded positions.

`python tests/rules/kittens/kittens_golden.py` writes `golden_games.json` (only ever from code whose
behaviour is known good); `test_golden_games.py` compares a cheap part of it on every run and
the whole of it with `NINE_LIVES_GOLDEN=all`. Re-recorded when a rule changes on purpose (issue 28:
a Defuse, a placed Imploding Kitten or a Zombie Kitten ends only the current turn), and when the
Imploding Kitten put face up on top became public in every seat's log (its position is seen).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from enum import StrEnum
from pathlib import Path
from typing import Any

from game.ai.ismcts import Budget, Search, SearchHooks
from game.engine import EVERYONE, Match, get

FILE = Path(__file__).with_name("golden_games.json")
GAMES_PER_TABLE = 8

TABLES: list[tuple[str, int, dict[str, bool]]] = (
    [("exploding-kittens", p, o) for p in range(2, 6) for o in (
        {}, {"big_hands": True}, {"stacking_attacks": True}, {"special_combos": False})]
    + [("imploding-kittens", p, o) for p in range(2, 7) for o in (
        {}, {"stacking_attacks": True, "feral_cat": False}, {"special_combos": False, "reverse": False})]
    + [("zombie-kittens", p, o) for p in range(2, 6) for o in ({}, {"extended_set": True})]
)
# (game, players, options, seed, actions played before searching)
SEARCHES: list[tuple[str, int, dict[str, bool], int, int]] = [
    ("exploding-kittens", 4, {"big_hands": True}, 11, 0),
    ("exploding-kittens", 4, {"big_hands": True}, 12, 25),
    ("exploding-kittens", 2, {}, 13, 6),
    ("imploding-kittens", 5, {}, 14, 30),
    ("zombie-kittens", 4, {"extended_set": True}, 15, 40),
]
SEARCH_BUDGET = Budget(iterations=48, per_move=12, min_iterations=24, max_ms=1e12)


def table_id(game_id: str, players: int, options: dict[str, bool]) -> str:
    flags = ",".join(f"{k}={int(v)}" for k, v in sorted(options.items())) or "default"
    return f"{game_id}/{players}p/{flags}"


def _canon(value: Any) -> Any:
    """`value` as plain JSON data, sets sorted: the same whatever the hash seed."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__] + [_canon(getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, (set, frozenset)):
        return sorted(_canon(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_canon(v) for v in value]
    if isinstance(value, dict):
        return sorted([_canon(k), _canon(v)] for k, v in value.items())
    if isinstance(value, StrEnum):
        return str(value)
    return value


def _text(value: Any) -> str:
    return json.dumps(_canon(value), sort_keys=True, default=repr)


def play(game_id: str, players: int, options: dict[str, bool], seed: int) -> str:
    """One seeded random game; the digest of everything it did and showed."""
    ruleset = get(game_id)
    config = ruleset.configure(players, options)
    match = Match(ruleset, config, seed)
    rng = random.Random(f"golden/{seed}")
    digest = hashlib.sha256()
    digest.update(_text([e.to_json() for e in match.log]).encode())
    while (pending := match.pending) is not None:
        for seat in range(players):
            digest.update(_text(match.view(seat)).encode())
            digest.update(_text([a.to_json() for a in match.legal_actions(seat)]).encode())
        seat = rng.choice(sorted(pending.seats))
        action = rng.choice(match.legal_actions(seat))
        events = match.act(seat, action)
        digest.update(_text([seat, action.to_json(), [e.to_json() for e in events]]).encode())
    for seat in [EVERYONE, *range(players)]:
        digest.update(_text([e.to_json() for e in match.events_for(seat)]).encode())
    digest.update(_text(ruleset.snapshot(match.state)).encode())
    return digest.hexdigest()


def search(game_id: str, players: int, options: dict[str, bool], seed: int, moves: int) -> str:
    """A fixed-budget search of the seat to act after `moves` random actions: its move and stats."""
    ruleset = get(game_id)
    match = Match(ruleset, ruleset.configure(players, options), seed)
    rng = random.Random(f"golden-search/{seed}")
    for _ in range(moves):
        seat = rng.choice(sorted(match.pending.seats))
        match.act(seat, rng.choice(match.legal_actions(seat)))
    seat = min(match.pending.seats)
    engine = Search(ruleset, SearchHooks(), seat, SEARCH_BUDGET, random.Random(seed))
    engine.start(match.view(seat), match.legal_actions(seat))
    while not engine.step(1e9):
        pass
    return hashlib.sha256(_text([str(engine.best()), engine.stats(), engine.iterations]).encode()).hexdigest()


def record() -> dict[str, Any]:
    games = {
        table_id(g, p, o): [play(g, p, o, 1000 * i + p) for i in range(GAMES_PER_TABLE)] for g, p, o in TABLES
    }
    searches = [search(*case) for case in SEARCHES]
    return {"games": games, "searches": searches}


if __name__ == "__main__":
    FILE.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {FILE}")
