"""Hidden information on the wire: every byte the host would send a seat (or a watcher) is the same
when another seat's hidden cards differ (the rules' `hidden_variant` probe, applied to the
exact bytes of each update the host would send, at every step of whole games)."""

from __future__ import annotations

import copy
import random

import pytest

from game.engine.registry import all_games
from game.net.table import Conn, Table, message_for
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_no_seat_is_sent_a_byte_that_depends_on_cards_it_cannot_see(game):
    probed = 0
    for seed in range(5):  # whole games until a hundred updates were probed
        if probed > 100:
            break
        rng = random.Random(seed)
        table = Table(game, ["net"] * 4 if game != "herding-cats" else ["net"] * 3)
        sent: dict[int, list[str]] = {}
        conns = [Conn(seat, sent.setdefault(seat, []).append, lambda _why: None)
                 for seat in (*range(table.config.players), SPECTATOR)]
        for conn in conns:
            table.resume(conn, 0, True)
        ruleset = table.ruleset
        while True:
            state = table.match.state
            for conn in conns:
                variant = ruleset.hidden_variant(state, conn.seat, rng)
                if variant is not None:
                    probe = copy.deepcopy(conn)
                    real = message_for(table, state, copy.deepcopy(conn), 1.0)
                    assert message_for(table, variant, probe, 1.0) == real, f"seat {conn.seat}"
                    probed += 1
                message = message_for(table, state, conn, 1.0)
                if message is not None:
                    conn.send(message)
            pending = table.match.pending
            if pending is None:
                break
            seat = rng.choice(sorted(pending.seats))
            table.apply(seat, rng.choice(table.match.legal_actions(seat)))
    assert probed > 100
