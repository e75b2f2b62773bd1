"""An object every seat's view shares (the pending decision, a fight) is encoded once per
state for all the connections sent it (codec.Shared), not once per connection, and what each
is sent is what its own encoding gives (test_stream_fields checks every update whole)."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.engine.pending import Pending
from game.engine.registry import all_games, get
from game.net.codec import Codec, Shared, codec_for
from game.net.table import Conn, Table, message_for
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_the_pending_decision_is_encoded_once_a_state_for_every_connection(game, monkeypatch):
    ruleset = get(game)
    players = 3 if game == "herding-cats" else 4
    table = Table(game, ["net"] * players, match=Match(ruleset, ruleset.configure(players, {}), 41))
    conns = [Conn(seat, lambda _m: None, lambda _why: None) for seat in (*range(players), SPECTATOR)]
    for conn in conns:
        table.resume(conn, None, False)
        message_for(table, table.match.state, conn, 1.0)  # (the whole view, first)
    encoded: list[Pending] = []
    encode = Codec.encode

    def counted(codec: Codec, value):
        if type(value) is Pending:
            encoded.append(value)
        return encode(codec, value)

    monkeypatch.setattr(Codec, "encode", counted)
    rng, sent = random.Random(3), 0
    while (pending := table.match.pending) is not None:
        encoded.clear()
        sent += sum(message_for(table, table.match.state, conn, 1.0) is not None for conn in conns)
        assert len(encoded) <= 1
        seat = rng.choice(sorted(pending.seats))
        table.apply(seat, rng.choice(table.match.legal_actions(seat)))
    assert sent > 5 * len(conns)


def test_a_shared_encoding_is_the_codecs_and_kept_by_the_object_encoded():
    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(3, {}), 7)
    codec = codec_for(ruleset)
    shared, view = Shared(codec), ruleset.view(match.state, 0)
    assert shared.encode(view) == codec.encode(view) and shared.encode(view) is shared.encode(view)
    equal = ruleset.view(match.state, 0)  # equal, another object: encoded on its own
    assert equal == view and equal is not view and shared.encode(equal) is not shared.encode(view)
    assert shared.encode(3) == 3 and shared.encode("a") == "a"
