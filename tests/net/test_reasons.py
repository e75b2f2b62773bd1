"""Nothing on the wire is words: a refusal crosses as a reason's id and numbers (game/net/reasons.py),
and each side makes its words in its own reader's language. A German host and a Spanish joiner read
one refusal each in their own language; what a host sends is held to the table of reasons."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from net.netkit import add_table, raw_connect, wait_for

from game import i18n
from game.engine.feed import Link
from game.net import protocol, reasons
from game.net.client import NetClient
from game.net.reasons import GENERIC, REASONS, from_body, from_wire, why

GERMAN_SEAT_LINE = "Tisch {code}: Bea hat Platz 1 genommen"
SPANISH_REFUSAL = "el asiento 1 no está libre (lo tiene Bea): elige otro"


def _words_in(raw: str) -> set[str]:
    """Every run of three or more letters in a message's text values, outside its type and ids."""
    def texts(value: object) -> list[str]:
        if isinstance(value, dict):
            return [t for k, v in value.items() if k not in ("type", "why") for t in texts(v)]
        if isinstance(value, list):
            return [t for v in value for t in texts(v)]
        return [value] if isinstance(value, str) else []

    return {w for text in texts(json.loads(raw)) for w in re.findall(r"[^\W\d_]{3,}", text)}


def test_a_german_host_and_a_spanish_joiner_each_read_a_refusal_in_their_own_language(host):
    i18n.set_language("de")  # the host's operator reads German
    table = add_table(host, "exploding-kittens", ["net", "net"])
    bea = NetClient(host.host.url, table.code, seat=0, name="Bea").start()
    try:
        assert bea.wait(lambda c: c.link == Link.CONNECTED, 10)
        assert wait_for(lambda: GERMAN_SEAT_LINE.format(code=table.code) in host.lines)
        with raw_connect(host.host.url) as ws:  # a joiner asks for Bea's seat: refused
            ws.send(protocol.write("hello", code=table.code, seat=0, name="Cy"))
            refusal = ws.recv(timeout=10)
        error = json.loads(refusal)
        assert error["type"] == "error"
        assert (error["why"], error["params"]) == ("seat_taken", {"seat": 1, "name": "Bea"})
        assert _words_in(refusal) == {"Bea"}  # a name, and no word of any language
        i18n.set_language("es")  # the joiner's screen reads Spanish: its words are made from the id
        assert str(from_wire(error["why"], error["params"])) == SPANISH_REFUSAL
        cy = NetClient(host.host.url, table.code, seat=0, name="Cy").start()  # the app's own client alike
        try:
            assert cy.wait(lambda c: c.link == Link.GONE, 10)
            assert str(cy.problem) == SPANISH_REFUSAL
            i18n.set_language("de")  # (shown again after a change of language: the words follow it)
            assert str(cy.problem) == "Platz 1 ist nicht frei (Bea sitzt dort): wähle einen anderen"
        finally:
            cy.close()
    finally:
        bea.close()


def test_a_refused_handshake_carries_its_reason_not_words():
    assert json.loads(why("join_rate", most=30, seconds=12).body()) == {
        "why": "join_rate", "params": {"most": 30, "seconds": 12}}
    assert str(from_body(b'{"why":"server_full"}')) == "This server is full: try again in a few minutes."
    assert from_body(b"This server is full: try again in a few minutes.") is None  # an older host's words: not shown
    assert from_body(b"") is None


@pytest.mark.parametrize(("reason_id", "params"), [
    ("no_such_reason", None),  # a newer host's reason: said in general words
    ("not_the_server", None),  # made only on this side, never taken from a host
    ("seat_taken", {"seat": 1}),  # a parameter missing
    ("seat_taken", {"seat": 1, "name": "Bea", "more": 1}),  # one too many
    ("seat_taken", {"seat": "1", "name": "Bea"}),  # of the wrong kind
    ("seat_taken", {"seat": 99, "name": "Bea"}),  # out of bounds
    ("seat_taken", {"seat": 1, "name": "Bea\x1b[2J"}),  # a name with control characters
    ("seat_taken", {"seat": 1, "name": "B" * 200}),  # too long for a name
    ("join_rate", {"most": True, "seconds": 2}),  # a bool is no number
    ("too_many_resyncs", {"seconds": float("nan")}),
    (["no_table"], None), ("no_table", ["x"]),
])
def test_what_a_host_sends_is_held_to_the_table(reason_id, params):
    assert from_wire(reason_id, params) == GENERIC
    assert str(GENERIC) == "the host refused that"


def test_every_reason_says_its_words_with_its_placeholders_in_every_language():
    samples = {"count": 2, "seconds": 2.5, "seat": 3, "name": "Bea", "word": "hello", "text": "192.168.1.20:8766"}
    for code in ("en", "de", "es", "qps"):
        i18n.set_language(code)
        for reason_id, entry in REASONS.items():
            params = {name: samples[kind] for name, kind in entry.params}
            said = str(why(reason_id, **params))
            assert said and "{" not in said, (code, reason_id, said)
            assert all(str(v) in said.replace(",", ".") for v in params.values()), (code, reason_id, said)
            if entry.wire:
                assert from_wire(reason_id, params or None) == why(reason_id, **params)


def test_a_plural_reason_takes_its_form_from_its_count():
    assert str(why("join_rate", most=30, seconds=1)).endswith("try again in 1 second.")
    assert str(why("join_rate", most=30, seconds=5)).endswith("try again in 5 seconds.")
    assert str(why("too_many_resyncs", seconds=2.5)) == "too many resyncs: at most one every 2.5 seconds"
    i18n.set_language("de")
    assert str(why("too_many_reactions", seconds=1)) == "zu viele Reaktionen: eine alle 1 Sekunde"
    assert str(why("too_many_reactions", seconds=2.5)) == "zu viele Reaktionen: eine alle 2,5 Sekunden"


def test_a_reason_is_made_only_with_its_own_parameters():
    with pytest.raises(ValueError):
        why("seat_taken", seat=1)
    with pytest.raises(KeyError):
        why("no_such_reason")


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=20), inner,
                                                                                max_size=5), max_leaves=12),
       st.text(max_size=50))
def test_anything_a_host_sends_as_a_reason_becomes_one_of_the_tables(params, reason_id):
    said = from_wire(reason_id, params)
    assert said.id in REASONS and REASONS[said.id].wire
    assert str(said)  # words made, never an error


def test_the_protocol_takes_a_reason_by_its_shape_and_the_table_decides_the_rest():
    assert reasons.is_id("seat_taken") and reasons.is_id("a_reason_of_a_newer_host")
    assert not reasons.is_id("Seat taken: choose another") and not reasons.is_id("") and not reasons.is_id(3)
    assert reasons.are_params({"seat": 2, "name": "Bea"})
    assert not reasons.are_params({"seat": [2]}) and not reasons.are_params({"Seat": 2})
    assert not reasons.are_params(dict.fromkeys("abcdefghi", 1)) and not reasons.are_params({"name": "B" * 100})
