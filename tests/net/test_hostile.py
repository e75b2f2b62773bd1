"""Hostile input over real sockets on 127.0.0.1: thousands of malformed, oversized, out-of-order
and forged messages (a valid token used on another seat among them). The host stays up, the
table next door plays on undisturbed, and no seat changes except by its own valid action."""

from __future__ import annotations

import contextlib
import json
import threading
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net.netkit import add_table, raw_connect, wait_for
from websockets.exceptions import WebSocketException

from game.engine.feed import Link, SeatLink
from game.net import protocol
from game.net.client import NetClient
from game.net.player import play
from game.net.table import TableOptions

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
FIELDS = sorted({name for schema in protocol.FROM_CLIENT.values() for name in schema} | {"v", "type"})


def shaped(code: str, stolen: str):
    """Messages close to the real ones, with anything in their fields."""
    field_value = st.one_of(JSON, st.just(code), st.just(stolen), st.integers(0, 400), st.just(-1))
    anything = st.dictionaries(st.sampled_from(FIELDS), field_value, max_size=6)
    kind = st.sampled_from([*protocol.FROM_CLIENT, "welcome", "act "])
    version = st.sampled_from([1, 1, 1, 2, "1"])
    message = st.builds(lambda k, v, rest: {**rest, "type": k, "v": v}, kind, version, anything)
    action = st.fixed_dictionaries({"kind": st.sampled_from(["play", "draw", "pass", "defuse", "x"])},
                                   optional={"cards": st.lists(st.text(max_size=12), max_size=3),
                                             "target": st.integers(-3, 6), "position": st.integers(-3, 60)})
    act = st.builds(lambda i, at, a: {"v": protocol.VERSION, "type": "act", "id": i, "at": at, "action": a},
                    st.integers(0, 99), st.integers(0, 400), action)
    forged = st.builds(lambda seat, last: {"v": protocol.VERSION, "type": "hello", "code": code, "token": stolen,
                                           "seat": seat, "last": last}, st.sampled_from([1, 3]), st.integers(0, 10**6))
    return st.one_of(message, act, forged, JSON.map(lambda v: {"v": protocol.VERSION, "type": "hello", "code": v}))


def raw(code: str, stolen: str):
    text = shaped(code, stolen).map(lambda m: json.dumps(m, default=str))
    return st.one_of(text, text, text, text, text, st.binary(max_size=64), st.text(max_size=64),
                     st.integers(1, 4000).map(lambda n: "[" * n))


# Other threads (the table next door's clients) draw from `random` while hypothesis runs.
@pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisDeprecationWarning")
def test_hostile_clients_change_nothing_they_do_not_own(host):
    calm = TableOptions(grace=600, window=3600, cpu_delay=0.0)
    target = add_table(host, "exploding-kittens", ["net", "net", "net", "easy"], calm)
    url = host.host.url
    owners = [NetClient(url, target.code, seat=s).start() for s in (0, 1)]
    fuzzer = NetClient(url, target.code, seat=2).start()
    for client in (*owners, fuzzer):
        assert client.wait(lambda c: c.link == Link.CONNECTED, 5)
    fuzzer_token, stolen = fuzzer.token, owners[0].token
    fuzzer.close()
    # Next door, a game played over the network the whole time.
    other = add_table(host, "exploding-kittens", ["net", "net", "easy"], TableOptions(window=0.02, cpu_delay=0.02))
    players = [NetClient(url, other.code, seat=s, history=True).start() for s in (0, 1)]
    done: dict[int, bool] = {}
    threads = [threading.Thread(target=lambda s=s: done.__setitem__(s, play(players[s], "easy", 120, s)), daemon=True)
               for s in (0, 1)]
    for t in threads:
        t.start()
    host.host.max_strikes = 10_000  # so thousands reach the handlers (the limit is tested below)
    host.host.gate.joins.count = 10**6  # ... and hundreds of hellos from one address (test_limits.py tests it)
    host.host.gate.limits = replace(host.host.gate.limits, watchers=10**6)  # (watchers closing meanwhile)
    sent = [0]

    @settings(max_examples=250, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(st.lists(raw(target.code, stolen), min_size=4, max_size=30), st.sampled_from(["seat", "watch", "none"]),
           st.booleans())
    def attack(messages, first, oversized):
        hello = {"seat": protocol.write("hello", code=target.code, token=fuzzer_token),  # its actions reach the rules
                 "watch": protocol.write("hello", code=target.code, watch=True)}
        with (contextlib.suppress(OSError, WebSocketException, TimeoutError),
              raw_connect(url, open_timeout=5, close_timeout=1, max_size=None) as ws):
            if first in hello:
                ws.send(hello[first])
            for message in messages:
                ws.send(message)
                sent[0] += 1
            if oversized:  # the transport's own size limit closes the connection
                ws.send("x" * (protocol.CLIENT_LIMIT + 1))
                ws.recv(timeout=2)

    attack()
    host.host.max_strikes = 5
    assert not [line for line in host.lines if "error" in line]  # every message was handled, none crashed
    assert sent[0] >= 1000 and host.host.received >= 600, (sent[0], host.host.received)  # the rest came after a close
    # The host is up and answers a new client at once.
    late = NetClient(url, target.code, watch=True).start()
    assert late.wait(lambda c: c.view() is not None, 5)
    late.close()
    # Nobody but the fuzzer's own seat (and the CPU) ever acted; the owners still hold their seats.
    assert {step.seat for step in target.match.steps} <= {2, 3}
    assert [target.places[s].link for s in (0, 1)] == [SeatLink.CONNECTED, SeatLink.CONNECTED]
    assert all(c.link == Link.CONNECTED for c in owners)
    assert sorted(c.seat for c in target.conns if c.seat in (0, 1)) == [0, 1]
    # The table next door finished its game, and its record is whole.
    for t in threads:
        t.join(60)
    assert done == {0: True, 1: True}
    for seat, client in enumerate(players):
        assert client.events == other.match.events_for(seat)
    for client in (*owners, *players):
        client.close()


def _watch_and_send(host, messages: list[str]) -> list[dict]:
    """Watch a fresh table, send `messages` as fast as possible, and read every reply until
    the host closes the connection."""
    table = add_table(host, "herding-cats", ["net", "net", "easy"])
    replies = []
    with raw_connect(host.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("hello", code=table.code, watch=True))
        with contextlib.suppress(WebSocketException):
            for message in messages:
                ws.send(message)
        with contextlib.suppress(WebSocketException, TimeoutError):
            while True:
                replies.append(json.loads(ws.recv(timeout=5)))
    return replies


def test_a_flood_of_messages_is_cut_off(host):
    replies = _watch_and_send(host, [protocol.write("ping", t=t) for t in range(500)])
    assert replies[-1]["type"] == "bye" and replies[-1]["why"] == "too_many_messages"


def test_a_client_over_its_strikes_is_cut_off(host):
    replies = _watch_and_send(host, ['{"v":2,"type":"act","id":1}'] * 20)
    errors = [r for r in replies if r["type"] == "error"]
    assert len(errors) == 5 and all(e["strike"] for e in errors)
    assert replies[-1]["type"] == "bye" and replies[-1]["why"] == "too_many_bad"


def test_a_client_lying_about_its_events_gets_a_fresh_view_and_nothing_else(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    honest = NetClient(host.host.url, table.code, seat=0).start()
    assert honest.wait(lambda c: c.link == Link.CONNECTED, 5)
    token = honest.token
    honest.close()
    with raw_connect(host.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("hello", code=table.code, token=token, last=10**6))
        welcome = json.loads(ws.recv(timeout=5))
        update = {"type": "ping"}
        while update["type"] != "update":
            update = json.loads(ws.recv(timeout=5))
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    assert update["type"] == "update" and update["fresh"] is True and update["events"] == []
    assert update["view"]["seat"] == 0
    assert wait_for(lambda: table.places[0].link == SeatLink.RECONNECTING, 5)
