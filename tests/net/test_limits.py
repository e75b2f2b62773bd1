"""A server's limits (game/net/limits.py), each hit from a second loopback address (127.0.0.2,
127.0.0.3: Linux answers the whole of 127/8 on lo) while a game on 127.0.0.1 keeps its pace:
its actions are still acknowledged (the round trips are printed, never judged). Every
refusal is said in words and counted by its reason. Nothing leaves the loopback addresses."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from net.netkit import add_table, wait_for, words
from websockets.exceptions import InvalidStatus, WebSocketException
from websockets.sync.client import connect

from game.engine.feed import Link
from game.engine.match import Match
from game.engine.registry import get
from game.net import limits, protocol, reasons
from game.net.client import NetClient
from game.net.host import Host, HostThread
from game.net.limits import Limits
from game.net.loadclients import play_seat
from game.net.table import Conn, Table, TableOptions

OTHER, THIRD = "127.0.0.2", "127.0.0.3"
PACE = TableOptions(grace=60, window=0.05, cpu_delay=0.05)


def served(tmp_path: Path, **kw) -> HostThread:
    options = {k: kw.pop(k) for k in ("creation_password", "keep_finished") if k in kw}
    lines: list[str] = []
    host = HostThread(Host(tmp_path / "tables", log=lines.append, limits=Limits(**kw), **options)).start()
    host.lines = lines  # type: ignore[attr-defined]
    return host


class Pace:
    """The round trips (ms) of a game on 127.0.0.1, from sending an action to its acknowledgement."""

    ENOUGH = 10  # actions acknowledged while another address floods

    def __init__(self) -> None:
        self.times: list[float] = []
        self.begun, self.began = 0, time.monotonic()

    def enough(self) -> bool:
        """Whether the game acknowledged `ENOUGH` actions since the flood began (a flood goes on
        until it has: the game's pace is measured under it), or a minute went by (it stalled:
        `paced_game` says so)."""
        return len(self.times) - self.begun >= self.ENOUGH or time.monotonic() > self.began + 60


@contextlib.contextmanager
def paced_game(host: HostThread) -> Iterator[Pace]:
    """A game on 127.0.0.1 played flat out by two light clients for as long as the block runs
    (a game that ends is dealt again)."""
    pace, stop = Pace(), threading.Event()

    async def play() -> None:
        while not stop.is_set():
            code = add_table(host, "kombat-kittens", ["net", "net", "easy"], PACE).code  # a long game
            until = time.monotonic() + 600
            seats = [asyncio.create_task(play_seat(host.host.url, code, s, until, pace.times)) for s in (0, 1)]
            while not stop.is_set() and not all(t.done() for t in seats):
                await asyncio.sleep(0.05)
            for task in seats:
                task.cancel()

    runner = threading.Thread(target=lambda: asyncio.run(play()), daemon=True)
    runner.start()
    assert wait_for(lambda: len(pace.times) >= 5, 30), "the game on 127.0.0.1 did not start"
    pace.begun, pace.began = len(pace.times), time.monotonic()
    try:
        yield pace
    finally:
        stop.set()
        runner.join(10)
    during = pace.times[pace.begun:]
    assert len(during) >= Pace.ENOUGH, f"the game on 127.0.0.1 stalled while another address flooded: {during}"
    print(f"\n127.0.0.1's game while flooded: {len(during)} actions acknowledged, "
          f"p50 {sorted(during)[len(during) // 2]:.1f} ms, max {max(during):.1f} ms")


def ws_from(address: str, url: str, **kw):
    return connect(url, source_address=(address, 0), open_timeout=5, close_timeout=1, **kw)


def watching(stack: contextlib.ExitStack, address: str, host: HostThread, code: str):
    """A connection from `address` held open in `stack`, watching table `code` (a connection that
    said nothing would be closed after the handshake time). It reads whatever comes however long
    it is held (max_queue=None): with websockets' usual 16 messages unread (the host's pings come
    every 2 s), it stopped reading, missed the host's keepalive pings, and was closed 40-60 s on,
    so a flood that lasted that long on a busy machine found a place free."""
    ws = stack.enter_context(ws_from(address, host.host.url, max_queue=None))
    ws.send(protocol.write("hello", code=code, watch=True))
    return ws


def refused_status(address: str, url: str) -> tuple[int, str]:
    """The HTTP status and words of a handshake refused (AssertionError if it opened): its body
    holds a reason, never words."""
    try:
        with ws_from(address, url):
            pass
    except InvalidStatus as exc:
        said = reasons.from_body(exc.response.body)
        assert said is not None and said != reasons.GENERIC, exc.response.body
        return exc.response.status_code, str(said)
    raise AssertionError("the handshake was not refused")


def said(ws) -> list[dict]:
    """Every message until the host closes the connection."""
    out = []
    with contextlib.suppress(WebSocketException, TimeoutError):
        while True:
            out.append(json.loads(ws.recv(timeout=10)))
    return out


def test_connections_from_one_address_are_capped_before_the_handshake(tmp_path):
    host = served(tmp_path, per_address=4)
    try:
        code = add_table(host, "exploding-kittens", ["net", "easy"], PACE).code
        with paced_game(host) as pace, contextlib.ExitStack() as held:
            for _ in range(4):
                watching(held, OTHER, host, code)
            tries = 0
            while not pace.enough() or tries < 20:  # the fifth and every later one, refused before any websocket
                status, said_words = refused_status(OTHER, host.host.url)
                assert status == 429 and "Too many connections from your address (at most 4 at once)" in said_words
                tries += 1
            with ws_from(THIRD, host.host.url):  # another address is not held up
                pass
            held.close()
            assert wait_for(lambda: host.host.gate.open[OTHER] == 0, 10)
            with ws_from(OTHER, host.host.url):  # its connections closed, it may come again
                pass
        assert host.host.gate.refusals["per_address"] == tries
    finally:
        host.stop()


def test_the_server_full_is_said_before_the_handshake(tmp_path):
    host = served(tmp_path, connections=8, per_address=100)
    try:
        code = add_table(host, "exploding-kittens", ["net", "easy"], PACE).code
        with paced_game(host) as pace, contextlib.ExitStack() as held:  # (two connections of 127.0.0.1's game)
            opened = 0
            with contextlib.suppress(InvalidStatus):
                for _ in range(20):
                    watching(held, OTHER, host, code)
                    opened += 1
            assert opened == 6
            tries = 0
            while not pace.enough() or not tries:
                try:  # (a connection of the game's that closed as its game ended frees a place: taken)
                    watching(held, THIRD, host, code)
                except InvalidStatus as exc:
                    assert exc.response.status_code == 503
                    assert exc.response.body.decode() == '{"why":"server_full"}\n'  # a reason, never words
                    said_words = str(reasons.from_body(exc.response.body))
                    assert said_words == "This server is full: try again in a few minutes."
                    tries += 1
        assert host.host.gate.refusals["server_full"] == 1 + tries
    finally:
        host.stop()


def test_join_attempts_are_counted_by_address_a_minute(tmp_path):
    host = served(tmp_path, joins_per_minute=10)
    try:
        with paced_game(host) as pace:
            wrong = "0000-0000-0000"
            for _ in range(10):  # guessing codes: each attempt answered "no table", then closed
                with ws_from(OTHER, host.host.url) as ws:
                    ws.send(protocol.write("hello", code=wrong))
                    assert "no table has that code here" in words(said(ws)[0])
            tries = 0
            while not pace.enough():  # the eleventh and later: refused before the handshake
                status, said_words = refused_status(OTHER, host.host.url)
                assert status == 429 and "Too many join attempts from your address (at most 10 a minute)" in said_words
                assert "try again in " in said_words
                tries += 1
            watcher = NetClient(host.host.url, add_table(host, "exploding-kittens", ["net", "easy"], PACE).code,
                                watch=True).start()
            assert watcher.wait(lambda c: c.view() is not None, 10)  # 127.0.0.1 joins as before
            watcher.close()
        assert host.host.gate.refusals["join_rate"] == tries
    finally:
        host.stop()


def test_a_hello_over_its_addresss_attempts_is_refused_in_words(tmp_path):
    host = served(tmp_path, joins_per_minute=2)
    try:
        code = add_table(host, "exploding-kittens", ["net", "net", "easy"], PACE).code
        with (ws_from(OTHER, host.host.url) as first, ws_from(OTHER, host.host.url) as second,
              ws_from(OTHER, host.host.url) as third):  # all three opened before any said hello
            first.send(protocol.write("look", code=code))
            second.send(protocol.write("look", code=code))
            assert said(first)[0]["type"] == "seats" and said(second)[0]["type"] == "seats"
            third.send(protocol.write("hello", code=code, watch=True))
            replies = said(third)
        assert replies[0]["type"] == "error" and "Too many join attempts" in words(replies[0])
        assert replies[-1]["type"] == "bye"
    finally:
        host.stop()


def test_tables_opened_from_one_address_are_capped_an_hour(tmp_path):
    host = served(tmp_path, creation_password="pw", tables_per_hour=3)
    try:
        def create(address: str) -> dict:
            with ws_from(address, host.host.url) as ws:
                ws.send(protocol.write("create", password="pw", game="exploding-kittens", seats=["net", "easy"]))
                return said(ws)[0]

        with paced_game(host) as pace:
            assert [create(OTHER)["type"] for _ in range(3)] == ["created"] * 3
            tries = 0
            while not pace.enough():
                refused = create(OTHER)
                assert refused["type"] == "error"
                assert refused["why"] == "create_rate" and refused["params"]["minutes"] in (59, 60)  # (a busy run)
                assert words(refused) == ("This server opens at most 3 tables an hour for one address: "
                                          f"try again in {refused['params']['minutes']} minutes.")
                tries += 1
            assert create(THIRD)["type"] == "created"
        assert host.host.gate.refusals["create_rate"] == tries
    finally:
        host.stop()


def test_a_half_said_handshake_is_closed_after_the_deadline(tmp_path):
    host = served(tmp_path, handshake=1.0)
    try:
        with paced_game(host) as pace:
            slow = [socket.create_connection(("127.0.0.1", host.host.port), timeout=30, source_address=(OTHER, 0))
                    for _ in range(10)]
            began = time.monotonic()
            for sock in slow:
                sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n")  # ... and no more
            assert all(sock.recv(1024) == b"" for sock in slow)  # each closed by the host
            closed_after = time.monotonic() - began
            while not pace.enough():  # the game on 127.0.0.1 went on and goes on
                time.sleep(0.05)
            for sock in slow:
                sock.close()
            with ws_from(OTHER, host.host.url) as silent:  # a websocket that never says its first message
                replies = said(silent)
        print(f"\nten half handshakes closed after {closed_after:.2f} s (deadline 1 s)")
        assert replies[-1] == {"v": protocol.VERSION, "type": "bye", "n": 0, "why": "nothing_said"}
        assert words(replies[-1]) == "nothing said in time: send hello first"
        assert wait_for(lambda: host.host.gate.refusals["handshake"] == 10, 5)
        assert host.host.gate.refusals["first_message"] == 1
    finally:
        host.stop()


def test_half_handshakes_from_one_address_never_fill_the_server(tmp_path):
    """Half-finished handshakes count toward the server's total before any request is read: one
    address's past its limit (and one more, to be told in words) are closed at once, so
    another address still finds a place (it was told 'This server is full')."""
    host = served(tmp_path, connections=6, per_address=2)
    try:
        code = add_table(host, "exploding-kittens", ["net", "easy"], PACE).code
        half = [socket.create_connection(("127.0.0.1", host.host.port), timeout=30, source_address=(OTHER, 0))
                for _ in range(8)]
        for sock in half:
            with contextlib.suppress(OSError):
                sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # ... and no more
        gate = host.host.gate
        assert wait_for(lambda: gate.open[OTHER] + gate.refusals["per_address"] == 8, 10)  # each accepted
        with contextlib.ExitStack() as held:
            ws = watching(held, "127.0.0.1", host, code)  # (refused with 503 before)
            assert json.loads(ws.recv(timeout=10))["type"] in ("welcome", "update")
        assert gate.open[OTHER] == 3 and gate.refusals["per_address"] == 5
        assert gate.refusals["handshake"] == 0
        for sock in half:
            sock.close()
    finally:
        host.stop()


def test_a_table_takes_so_many_watchers(tmp_path):
    host = served(tmp_path, watchers=3)
    try:
        code = add_table(host, "exploding-kittens", ["net", "easy"], PACE).code
        watchers = [NetClient(host.host.url, code, watch=True).start() for _ in range(3)]
        assert all(w.wait(lambda c: c.view() is not None, 10) for w in watchers)
        with ws_from(OTHER, host.host.url) as ws:
            ws.send(protocol.write("hello", code=code, watch=True))
            replies = said(ws)
        assert words(replies[0]) == "This table has 3 watchers already, the most it takes."
        watchers[0].close()
        assert wait_for(lambda: host.call(lambda: len(host.host.tables[code].conns)) == 2, 10)
        late = NetClient(host.host.url, code, watch=True).start()  # a place came free
        assert late.wait(lambda c: c.view() is not None, 10)
        for w in (*watchers, late):
            w.close()
        assert host.host.gate.refusals["watchers"] == 1
    finally:
        host.stop()


def long_match(events: int = 600) -> Match:
    """A Kombat Kittens game played at random until its log holds `events` events (unfinished)."""
    ruleset = get("kombat-kittens")
    for seed in range(20):
        match, rng = Match(ruleset, ruleset.configure(4, {}), seed), random.Random(seed)
        while not match.is_over() and len(match.log) < events:
            seat = min(match.pending.seats)
            match.act(seat, rng.choice(match.legal_actions(seat)))
        if not match.is_over():
            return match
    raise AssertionError("no seed gave a long enough game")


def test_asking_a_long_games_whole_history_costs_about_a_view(monkeypatch):
    table = Table("kombat-kittens", ["net"] * 4, match=long_match())
    redacted = []
    real = table.ruleset.redact
    monkeypatch.setattr(table.ruleset, "redact", lambda event, seat: (redacted.append(1), real(event, seat))[1])
    conn = Conn(0, lambda _text: None, lambda _why: None)
    table.resume(conn, 0, False)
    assert conn.head == {"fresh": True, "from": len(table.match.log), "events": []}  # a fresh view: shorter
    assert 0 < len(redacted) < len(table.match.log) // 4  # the log was not redacted to find that out
    redacted.clear()
    table.resume(conn, len(table.match.log) - 3, False)  # three events are shorter than the view
    assert conn.head["from"] == len(table.match.log) - 3 and len(conn.head["events"]) == 3 and len(redacted) == 3


def resyncs_flat_out(host: HostThread, code: str) -> tuple[list[dict], int]:
    """Watch table `code` from 127.0.0.2 and ask its whole history 28 times a second (inside the
    message rate) until closed: what the host said, and how many were sent."""
    with ws_from(OTHER, host.host.url, max_size=protocol.HOST_LIMIT) as ws:
        ws.send(protocol.write("hello", code=code, watch=True))
        sent = 0
        with contextlib.suppress(WebSocketException):
            for _ in range(60):
                ws.send(protocol.write("resync", last=0))
                sent += 1
                time.sleep(1 / 28)
        return said(ws), sent


def test_a_connection_asking_resyncs_flat_out_is_refused_then_closed(tmp_path):
    # (one connection after another until the game on 127.0.0.1 has gone on: on a loaded machine that
    # is more than the 30 joins a minute an address may make, which another test holds)
    host = served(tmp_path, resync_every=5.0, joins_per_minute=1000)
    try:
        long = host.call(lambda: host.host.add_table("kombat-kittens", ["net"] * 4, {}, PACE, match=long_match()))
        with paced_game(host) as pace:
            rounds = 0
            while not pace.enough() or not rounds:  # one connection after another, each closed in turn
                replies, sent = resyncs_flat_out(host, long.code)
                rounds += 1
        fresh = [m for m in replies if m["type"] == "update" and m.get("fresh")]
        refused = [m for m in replies if m["type"] == "error"]
        assert len(fresh) <= 1 + limits.RESYNC_BURST  # the welcome's, then the three a connection may ask at once
        assert words(refused[0]) == "too many resyncs: at most one every 5 seconds" and refused[0]["strike"]
        assert len(refused) == host.host.max_strikes and sent < 60
        assert replies[-1]["type"] == "bye" and words(replies[-1]) == "too many bad messages"
    finally:
        host.stop()


def test_a_table_nobody_is_at_leaves_memory_and_its_code_brings_it_back(tmp_path):
    host = served(tmp_path, idle=0.5)
    try:
        table = add_table(host, "exploding-kittens", ["net", "net", "easy"], PACE)
        code = table.code
        assert wait_for(lambda: code not in host.host.tables, 20)
        steps = len(table.match.steps)  # (its CPU played on while it waited for the people)
        assert f"table {code}: nobody there for 0.008 minutes, left memory (kept on disk)" in host.lines
        assert (tmp_path / "tables" / f"{code}.jsonl").exists()
        player = NetClient(host.host.url, code, seat=0).start()
        assert player.wait(lambda c: c.view() is not None, 10)
        assert code in host.host.tables and len(host.host.tables[code].match.steps) == steps
        player.close()
    finally:
        host.stop()


@pytest.mark.parametrize(("texts", "problem"), [
    ({"per_address": "x"}, "--max-per-address must be a whole number from 0 to 1000000"),
    ({"handshake": "0"}, "--handshake-seconds must be a number from 1 to 1000000"),
    ({"watchers": "2.5"}, "--max-watchers must be a whole number from 0 to 1000000"),
])
def test_a_bad_limit_is_said(texts, problem):
    with pytest.raises(ValueError, match=problem):
        limits.parse(texts)


def test_limits_parse_and_count_an_ipv6_address_by_its_64():
    assert limits.parse({"idle": "0"}).idle is None and limits.parse({"idle": "2"}).idle == 120
    assert limits.parse({"handshake": "2.5", "per_address": "3"}) == Limits(handshake=2.5, per_address=3)
    assert limits.address_key("2001:db8::1") == limits.address_key("2001:db8::ffff:1") == "2001:db8::/64"
    assert limits.address_key("::ffff:127.0.0.2") == "127.0.0.2"


def test_the_app_s_client_says_the_hosts_refusal_when_it_gives_up(tmp_path):
    host = served(tmp_path, connections=1)
    try:
        code = add_table(host, "exploding-kittens", ["net", "net", "easy"], PACE).code
        first = NetClient(host.host.url, code, seat=0).start()
        assert first.wait(lambda c: c.link == Link.CONNECTED, 10)
        second = NetClient(host.host.url, code, seat=1, give_up=1.0).start()
        assert second.wait(lambda c: c.link == Link.GONE, 20)
        assert str(second.problem) == "This server is full: try again in a few minutes."
        first.close()
        second.close()
    finally:
        host.stop()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_memory_freed_by_closed_connections_is_handed_back_now_and_then():
    now = [0.0]
    gate = limits.Gate(Limits(), clock=lambda: now[0])
    for _ in range(limits.TRIM_AFTER * 3):
        gate.opened(OTHER)
    for _ in range(limits.TRIM_AFTER):
        gate.closed(OTHER)
    assert gate.trims == 0  # not in the first seconds
    now[0] = limits.TRIM_EVERY
    gate.closed(OTHER)
    assert gate.trims == 1 and gate.open[OTHER] == limits.TRIM_AFTER * 2 - 1
    for _ in range(limits.TRIM_AFTER):
        gate.closed(OTHER)
    assert gate.trims == 1  # at most once every TRIM_EVERY seconds


@pytest.mark.parametrize(("wait", "said"), [
    (0.4, "Too many join attempts from your address (at most 30 a minute): try again in 1 second."),
    (4.2, "Too many join attempts from your address (at most 30 a minute): try again in 5 seconds."),
])
def test_a_refusal_is_one_whole_sentence_for_one_and_for_many(wait, said):
    """Each refusal's words are whole sentences, one for 1 and one for many (a translation needs
    both: ngettext), not a plural 's' glued on."""
    assert str(limits.join_why(30, wait)) == said
    gate = limits.Gate(Limits(tables_per_hour=1), clock=lambda: 0.0)
    assert gate.may_create("127.0.0.2") is None
    assert str(gate.may_create("127.0.0.2")) == ("This server opens at most 1 tables an hour for one address: "
                                                 "try again in 60 minutes.")


def test_a_workers_gate_tells_what_it_allows_and_holds_an_address_the_front_says_is_over():
    """serve --workers (front.py): a worker's gate tells the front each attempt and opening it
    allows, and refuses an address the front holds, in one process's words, until the hold ends."""
    now = [0.0]
    gate = limits.Gate(Limits(joins_per_minute=3, tables_per_hour=2), clock=lambda: now[0])
    told: list[tuple[str, str]] = []
    gate.spent = lambda kind, address: told.append((kind, address))
    assert gate.may_join(OTHER) is None and gate.may_create(OTHER) is None
    assert told == [("joins", OTHER), ("creations", OTHER)]
    gate.windows["joins"].hold(OTHER, 30.0)  # (the front: none left in the whole server for 30 s)
    gate.windows["creations"].hold(OTHER, 1800.0)
    assert str(gate.may_join(OTHER)) == str(limits.join_why(3, 30.0))
    refusal = gate.admit(OTHER)
    assert refusal is not None and (refusal.status, refusal.reason) == (429, "join_rate")
    assert str(gate.may_create(OTHER)) == ("This server opens at most 2 tables an hour for one address: "
                                           "try again in 30 minutes.")
    assert gate.may_join(THIRD) is None and told[-1] == ("joins", THIRD)
    assert len(told) == 3 and gate.refusals["join_rate"] == 2 and gate.refusals["create_rate"] == 1
    now[0] = 31.0
    assert gate.may_join(OTHER) is None and gate.admit(OTHER) is None
