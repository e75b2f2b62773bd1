"""A seat's updates carry a view's changed fields found field by field (stream.py encodes only
the fields unequal to the last view sent): over whole games of every game, every update is the
one the whole view, encoded and compared key by key, gives."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.match import Match
from game.engine.registry import all_games, get
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
