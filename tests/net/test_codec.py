"""Views and pending decisions cross the wire unchanged, and nothing outside the whitelist."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.feed import LocalFeed
from game.engine.match import Match
from game.engine.registry import all_games, get
from game.net import credentials, protocol
from game.net.codec import Codec
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_view_of_a_whole_game_round_trips(game):
    ruleset = get(game)
    codec = Codec(ruleset)
    for seed in range(1):
        match = Match(ruleset, ruleset.configure(ruleset.info.max_players, {}), seed)
        rng = random.Random(seed)
        while (pending := match.pending) is not None:
            for seat in (*range(match.config.players), SPECTATOR):
                view = match.view(seat)
                assert codec.decode(json.loads(json.dumps(codec.encode(view)))) == view
            assert codec.decode(codec.encode(pending)) == pending
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))


@pytest.mark.parametrize("data", [
    {"$": "Path", "x": 1}, {"$": "Pending", "kind": "turn"}, {"$": "object"}, {"$set": 3},
    {"$": "DecisionKind", "value": "nonsense"}, {"a": 1}, [[[[[[[[[[[[[[1]]]]]]]]]]]]]],
])
def test_the_codec_refuses_anything_outside_its_whitelist(data):
    with pytest.raises(ValueError):
        Codec(get("exploding-kittens")).decode(data)


def test_a_local_feed_shows_a_seat_what_its_match_shows_it():
    ruleset = get("herding-cats")
    match = Match(ruleset, ruleset.configure(3, {}), 5)
    feed = LocalFeed(match, 1)
    rng = random.Random(1)
    for _ in range(40):
        pending = match.pending
        if pending is None:
            break
        seat = rng.choice(sorted(pending.seats))
        action = rng.choice(match.legal_actions(seat))
        (feed.act if seat == 1 else lambda a, s=seat: match.act(s, a))(action)
        assert feed.events == match.events_for(1)
        assert feed.view() == match.view(1) and feed.legal_actions() == match.legal_actions(1)
    feed.close()


def test_join_codes_have_60_bits_and_forgive_how_they_are_typed():
    code = credentials.new_code()
    assert len(code.replace("-", "")) * 5 >= 40 and code.count("-") == 2
    assert credentials.normal_code(code.lower().replace("-", " ")) == code
    assert credentials.normal_code("oo1l-0000-0000") == "0011-0000-0000"
    assert credentials.normal_code("short") == ""
    token = credentials.new_token()
    assert credentials.token_matches(token, credentials.digest(token))
    assert not credentials.token_matches(token + "x", credentials.digest(token))
    assert not credentials.token_matches(None, credentials.digest(token))


@pytest.mark.parametrize("raw", [
    b"{", b"[]", b'{"v":1,"type":"ping","t":1}', b'{"v":2,"type":"nope"}', b'{"v":2,"type":"ping"}',
    b'{"v":2,"type":"ping","t":"1"}', b'{"v":2,"type":"ping","t":1,"extra":1}', b"x" * (protocol.CLIENT_LIMIT + 1),
    b'{"v":2,"type":"hello","code":"' + b"A" * 40 + b'"}', b"[" * 5000 + b"]" * 5000,
])
def test_the_protocol_refuses_malformed_messages_with_a_reason(raw):
    with pytest.raises(protocol.BadMessage):
        protocol.read(raw, protocol.FROM_CLIENT, protocol.CLIENT_LIMIT)
