"""Golden traces of seeded games, for any family: every step's events, every seat's legal actions
and view, and now and then a determinized sample, folded into one digest per game.

A family's rules may be made faster, never different: digests recorded from the code as it was
must come out the same (`tests/rules/<family>/*golden*.py` say which games)."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import random
from collections.abc import Callable, Sequence
from typing import Any

from game.engine import Match, Ruleset
from game.engine.arbiter import next_move

SAMPLE_EVERY = 7  # a determinized sample of one seat's view every this many actions

Policy = Callable[[Any, list, random.Random], Any]


def random_policy(view: Any, legal: list, rng: random.Random) -> Any:
    return rng.choice(legal)


def mixed(policies: Sequence[Policy], index: int, players: int) -> list[Policy]:
    """Seats of game `index` playing the given policies in turn (a different mix each game)."""
    return [policies[(index + seat) % len(policies)] for seat in range(players)]


def _view_text(view: Any) -> str:
    """The view's dataclass repr with `pending=None`, then who is asked (written out field by
    field: the same text as `repr(dataclasses.replace(view, pending=None))`, without a copy)."""
    pending = view.pending
    fields = ", ".join(f"{name}={None if name == 'pending' else getattr(view, name)!r}"
                       for name in _repr_fields(type(view)))
    who = None if pending is None else (pending.kind.value, tuple(sorted(pending.seats)), pending.prompt)
    return f"{type(view).__qualname__}({fields})|{who!r}"


@functools.cache
def _repr_fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.repr)


def digest(rules: Ruleset, config: Any, seed: int, policies: Sequence[Policy], rng: random.Random) -> str:
    """The digest of one game dealt from `seed`, each seat choosing by its policy with `rng`."""
    match = Match(rules, config, seed)
    players = len(policies)
    hashed = hashlib.sha256()

    def feed(text: str) -> None:
        hashed.update(text.encode())
        hashed.update(b"\n")

    def choose(seat: int) -> Any:
        return policies[seat](match.view(seat), match.legal_actions(seat), rng)

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
    return hashed.hexdigest()
