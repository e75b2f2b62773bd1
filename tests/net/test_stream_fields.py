"""A seat's updates carry a view's changed fields found field by field (stream.py encodes only
the fields unequal to the last view sent): over whole games of every game, every update is the
one the whole view, encoded and compared key by key, gives."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.engine.match import Match
from game.engine.registry import all_games, get
from game.net.stream import Stream, same
from game.net.table import Conn, Table, message_for
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_changed_fields_are_those_of_the_whole_view_compared(game):
    ruleset = get(game)
    players = 3 if game == "herding-cats" else 4
    for seed in range(3):
        rng = random.Random(seed)
        table = Table(game, ["net"] * players, match=Match(ruleset, ruleset.configure(players, {}), 500 + seed))
        conns = [Conn(seat, lambda _m: None, lambda _why: None) for seat in (*range(players), SPECTATOR)]
        whole: dict[int, dict] = {}  # seat -> the whole view encoded at its last update
        for conn in conns:
            table.resume(conn, 0, True)
        updates = 0
        while True:
            for conn in conns:
                message = message_for(table, table.match.state, conn, 1.0)
                if message is None:
                    continue
                update = json.loads(message)
                encoded = table.codec.encode(ruleset.view(table.match.state, conn.seat))
                if conn.seat not in whole:
                    assert update["view"] == encoded and "changes" not in update
                else:
                    expected = {k: v for k, v in encoded.items() if whole[conn.seat].get(k) != v}
                    assert update.get("changes", {}) == expected and "view" not in update
                    assert list(update.get("changes", {})) == list(expected)  # in the view's order
                whole[conn.seat] = encoded
                updates += 1
            pending = table.match.pending
            if pending is None:
                break
            seat = rng.choice(sorted(pending.seats))
            table.apply(seat, rng.choice(table.match.legal_actions(seat)))
        assert updates > 20


@pytest.mark.parametrize("written_otherwise", [float, bool])
def test_a_field_equal_but_written_otherwise_is_sent(written_otherwise):
    """`==` holds for 1 and 1.0, 0 and False (an IntEnum and its int), which are written
    differently: such a change was not sent, and the seat kept the old text."""
    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(3, {}), 7)
    table = Table("exploding-kittens", ["net"] * 3, match=match)
    view = ruleset.view(match.state, 0)
    name = next(f.name for f in dataclasses.fields(view)
                if type(getattr(view, f.name)) is int and getattr(view, f.name) in (0, 1))
    stream = Stream()
    stream.resume(None, 0, [], False)
    stream.update(0, [], view, table.codec, None, [], (None, None), None)
    changed = dataclasses.replace(view, **{name: written_otherwise(getattr(view, name))})
    message = stream.update(0, [], changed, table.codec, None, [], (None, None), None)
    assert message is not None and json.loads(message)["changes"] == {name: written_otherwise(getattr(view, name))}
    assert same([1, (2, {"a": 0})], [1, (2, {"a": 0})]) and not same([1, (2, {"a": 0})], [1, (2, {"a": False})])
