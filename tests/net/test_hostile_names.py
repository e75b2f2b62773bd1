"""A name from the network is cleaned by the host as a name typed here is (game.names), before it
is logged, kept or sent; nothing a client sends prints a control character in the host's log (a
name with ESC, a newline, NUL and a right-to-left override once put terminal escapes and a forged
"FAKE LOG" line in serve's output, and reached the other seats as it was)."""

from __future__ import annotations

import json
import re
import unicodedata

from net.netkit import Served, raw_connect, wait_for

from game.engine.feed import Link
from game.names import clean_name, escaped
from game.net import protocol
from game.net.client import NetClient
from game.net.table import Table, TableOptions

EVIL = "\x1b[31mE\nFAKE LOG\x00\u202eX"


def controls(text: str) -> list[str]:
    kinds = [unicodedata.category(ch) for ch in text]
    return [k for k in kinds if k[0] == "C" or k in ("Zl", "Zp")]


def test_a_joiners_name_is_cleaned_at_the_host_before_it_is_logged_or_sent(tmp_path):
    served = Served(tmp_path, "--port", "0", "--game", "exploding-kittens", "--seats", "net,net,easy",
                    "--option", "cpu_delay=0", "--option", "window=0.05")
    other = None
    try:
        (code,) = served.codes
        with raw_connect(served.url, open_timeout=10) as ws:
            ws.send(protocol.write("hello", code=code, seat=0, name=EVIL))
            welcome = json.loads(ws.recv(timeout=10))
            assert welcome["type"] == "welcome" and welcome["seat"] == 0
            other = NetClient(served.url, code, seat=1, name="Bea").start()
            assert other.wait(lambda c: c.link == Link.CONNECTED and len(c.seats) == 3, 10), other.problem
            assert wait_for(lambda: other.seats[0].name == clean_name(EVIL)), other.seats
            served.expect("took seat 2")
        served.expect("dropped")  # the hostile joiner's connection ended: logged with its name
    finally:
        if other is not None:
            other.close()
        assert served.stop() == 0
    lines = [line.removesuffix("\n") for line in served.seen]
    assert any(f"{clean_name(EVIL)} took seat 1" in line for line in lines), lines
    assert not [line for line in lines if controls(line)], lines
    assert all(re.match(r"\d\d:\d\d:\d\d ", line) for line in lines), lines  # no line forged
    assert clean_name(EVIL) == "[31mE FAKE LOG X"


def test_a_name_that_cleans_to_nothing_keeps_the_seats_own_name():
    table = Table("exploding-kittens", ["net", "net"], {}, TableOptions())
    table.claim(0, None, "\x00\x1b\u202e\n", 0.0)
    assert table.places[0].name == "Player 1"


def test_the_host_log_escapes_whatever_control_character_reaches_it():
    from game.net.host import Host

    lines: list[str] = []
    host = Host(None, log=lines.append)
    host.log("table X: \x1b[2J\nFAKE LOG\u202e\u2028")
    assert lines == ["table X: \\x1b[2J\\nFAKE LOG\\u202e\\u2028"]
    assert escaped("Bea é") == "Bea é"


def test_names_from_a_hostile_host_are_cleaned_by_the_client_too():
    """A client cleans the names a host sends as the host cleans a joiner's: a NUL breaks the font
    renderer, and a huge name would be measured at every frame."""
    client = NetClient("ws://127.0.0.1:9", "K7QM-3XPD-9RTW")
    client._receive(protocol.write("welcome", n=0, seat=0, table={"game": "exploding-kittens", "players": 2,
                                                                  "options": {}, "host": EVIL}))
    client._receive(protocol.write("seats", n=0, seats=[{"name": EVIL, "link": "connected"},
                                                        {"name": "\x00" * 5000, "link": "cpu"}]))
    assert client.host_name == clean_name(EVIL)
    assert [s.name for s in client.seats] == [clean_name(EVIL), "Player 2"]
