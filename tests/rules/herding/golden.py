"""Golden traces of seeded Herding Cats games: every step's events, every seat's legal actions
and view, and now and then a determinized sample, folded into one digest per game.

The rules may be made faster, never different: the digests recorded from the code as it was
(`golden_traces.json`) must come out the same. `python tests/rules/herding/golden.py` rewrites
the file (only when the rules are meant to change).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from pathlib import Path

from game.ai.herding.easy import easy_policy
from game.ai.herding.medium import medium_policy
from game.engine import Match, get
from game.engine.arbiter import next_move

GAMES = 200
FILE = Path(__file__).with_name("golden_traces.json")
SAMPLE_EVERY = 7  # a determinized sample of one seat's view every this many actions


def _policy(kind: int):
    if kind == 1:
        return easy_policy
    if kind == 2:
        return medium_policy
    return lambda view, legal, rng: rng.choice(legal)


def _view_text(view) -> str:
    pending = view.pending
    shown = dataclasses.replace(view, pending=None)
    who = None if pending is None else (pending.kind.value, tuple(sorted(pending.seats)), pending.prompt)
    return f"{shown!r}|{who!r}"


def trace(index: int) -> str:
    """The digest of seeded game `index` (2-6 players, tie-breaker on every other game)."""
    rules = get("herding-cats")
    players = 2 + index % 5
    config = rules.configure(players, {"tie_breaker": index % 2 == 1})
    match = Match(rules, config, 9000 + index)
    rng = random.Random(index)
    policies = [_policy((index + seat) % 3) for seat in range(players)]
    digest = hashlib.sha256()

    def feed(text: str) -> None:
        digest.update(text.encode())
        digest.update(b"\n")

    def choose(seat: int):
        legal = match.legal_actions(seat)
        return policies[seat](match.view(seat), legal, rng)

    feed(repr(match.log))
    steps = 0
    while (pending := match.pending) is not None:
        for seat in range(players):
            feed(repr(match.legal_actions(seat)))
            feed(_view_text(match.view(seat)))
        if steps % SAMPLE_EVERY == 0:
            seat = steps % players
            sample = rules.determinize(match.view(seat), random.Random(steps))
            feed(repr(rules.snapshot(sample)))
        move = next_move(pending, rng, choose, rules.is_pass)
        feed(repr((move.seat, move.action, match.act(move.seat, move.action))))
        steps += 1
    feed(repr(rules.snapshot(match.state)))
    return digest.hexdigest()


def record() -> None:
    FILE.write_text(json.dumps([trace(i) for i in range(GAMES)], indent=0) + "\n")


if __name__ == "__main__":
    record()
