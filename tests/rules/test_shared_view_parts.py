"""The parts of a view every seat is shown alike are made once per state (kept in the state's
cache, which every event empties): every seat's view of a state holds the same objects for
them, and a view made from the cache is always the view made afresh (never a part of a state
before)."""

from __future__ import annotations

import random

import pytest

from game.engine import Match, get
from game.saves import SPECTATOR

SHARED = {  # fields every seat is shown alike, made anew for a view before
    "exploding-kittens": ("options", "hand_counts", "alive", "discard", "nopes", "out_order", "stack", "watchers",
                          "pending"),
    "imploding-kittens": ("options", "hand_counts", "alive", "discard", "nopes", "out_order", "stack", "watchers",
                          "pending"),
    "zombie-kittens": ("options", "hand_counts", "alive", "discard", "nopes", "out_order", "stack", "watchers",
                       "pending"),
    "kombat-kittens": ("hand_counts", "treasure", "litter", "committed", "pending"),
}


@pytest.mark.parametrize("game", sorted(SHARED))
def test_every_seat_shares_the_parts_shown_alike_and_they_are_never_stale(game):
    rules = get(game)
    for seed in range(3):
        match, rng = Match(rules, rules.configure(4), 700 + seed), random.Random(seed)
        first = rules.view(match.state, 0)
        while (pending := match.pending) is not None:
            state = match.state
            views = [rules.view(state, seat) for seat in (*range(4), SPECTATOR)]
            if game != "kombat-kittens":  # a table's options: one object for the whole game
                assert views[0].options is first.options
            for name in SHARED[game]:
                assert len({id(getattr(v, name)) for v in views}) == 1, name
            fresh = rules.clone(state)  # (a clone's cache starts empty)
            assert views == [rules.view(fresh, seat) for seat in (*range(4), SPECTATOR)]
            assert rules.pending(state) == rules.pending(fresh) == pending
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))
