"""Quick reactions on the wire: ids from the catalogue only, relayed to everyone at the table,
a few seconds apart per seat (a clear refusal, then strikes), never from a watcher. 127.0.0.1 only."""

from __future__ import annotations

import json

import pytest
from net.netkit import add_table, raw_connect, wait_for

from game import i18n
from game.engine.feed import Link
from game.net import protocol, reactions
from game.net.client import NetClient
from game.net.table import Table


@pytest.mark.parametrize("message", [{"id": "hello there"}, {"id": 3}, {"id": "meow", "words": "hi"}, {}])
def test_only_a_reaction_of_the_catalogue_passes_the_protocol(message):
    with pytest.raises(protocol.BadMessage):
        protocol.check({"v": protocol.VERSION, "type": "react", **message}, protocol.FROM_CLIENT)
    assert protocol.check({"v": protocol.VERSION, "type": "react", "id": "meow"}, protocol.FROM_CLIENT)


def test_a_seat_may_react_a_few_times_then_about_once_every_few_seconds():
    table = Table("exploding-kittens", ["net", "easy"])
    assert [table.may_react(0, 100.0) for _ in range(reactions.BURST + 1)] == [True] * reactions.BURST + [False]
    assert table.may_react(1, 100.0)  # each seat has its own allowance
    assert not table.may_react(0, 100.0 + reactions.EVERY * 0.5)
    assert table.may_react(0, 100.0 + reactions.EVERY * 1.6)


def seated(host, code: str, name: str) -> NetClient:
    client = NetClient(host.host.url, code, name=name).start()
    assert client.wait(lambda c: c.link == Link.CONNECTED and c.seat >= 0, 10)
    return client


def test_a_reaction_reaches_everyone_at_the_table_with_its_seat(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    ann, bea = seated(host, table.code, "Ann"), seated(host, table.code, "Bea")
    watcher = NetClient(host.host.url, table.code, watch=True).start()
    try:
        assert watcher.wait(lambda c: c.link == Link.CONNECTED, 10)
        ann.react("nooo")
        bea.react("meow")
        for client in (ann, bea, watcher):
            assert client.wait(lambda c: len(c.reactions) == 2, 10)
            assert sorted(client.reactions) == [(ann.seat, "nooo"), (bea.seat, "meow")]
    finally:
        for client in (ann, bea, watcher):
            client.close()


def test_too_many_reactions_are_refused_in_words_then_struck(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    ann, bea = seated(host, table.code, "Ann"), seated(host, table.code, "Bea")
    try:
        for _ in range(reactions.BURST + 1):
            ann.react("hurry")
        assert ann.wait(lambda c: c.reaction_refused == reactions.TOO_MANY, 10)
        assert ann.problem is None  # a refusal in words, not a fault
        assert bea.wait(lambda c: len(c.reactions) >= reactions.BURST, 10)
        for _ in range(reactions.STRIKE_AFTER + 1):  # still sending: abuse, struck
            ann.react("hurry")
        assert ann.wait(lambda c: c.problem == reactions.TOO_MANY, 10)
        assert len(bea.reactions) < 2 * reactions.BURST + reactions.STRIKE_AFTER  # most never went on
    finally:
        ann.close()
        bea.close()


def test_a_watcher_cannot_react(host):
    table = add_table(host, "exploding-kittens", ["net", "easy"])
    with raw_connect(host.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("hello", code=table.code, watch=True))
        ws.send(protocol.write("react", id="meow"))
        replies = []
        assert wait_for(lambda: replies.append(json.loads(ws.recv(timeout=5))) or replies[-1]["type"] == "error")
    assert replies[-1]["strike"] and replies[-1]["why"] == "watcher_cannot_react"


def test_an_idle_seat_may_send_exactly_the_burst_then_none():
    """The allowance refills up to its cap, never past it (issue 36 point 20: a refill without
    the cap let a seat idle for a minute send twenty reactions at once)."""
    table = Table("exploding-kittens", ["net", "easy"])
    assert table.may_react(0, 100.0)
    later = 100.0 + 60.0  # a minute idle: the allowance is full, and no fuller
    assert [table.may_react(0, later) for _ in range(reactions.BURST + 1)] == [True] * reactions.BURST + [False]
    allowance = reactions.Allowance()
    assert allowance.take(0.0) and allowance.take(3600.0)
    assert allowance.left == reactions.BURST - 1



@pytest.mark.parametrize(("code", "words"), [
    ("en", ["Nooo!", "Well played", "Hurry up", "Meow"]),
    ("de", ["Neeein!", "Gut gespielt", "Beeil dich", "Miau"]),
    ("es", ["¡Nooo!", "Bien jugado", "Date prisa", "Miau"]),
])
def test_a_reaction_crosses_as_its_id_and_reads_in_each_screens_language(code, words):
    """Only the id goes on the wire; each screen shows its words in its own language."""
    message = json.loads(protocol.write("reaction", n=3, seat=1, id="well_played"))
    assert message == {"v": protocol.VERSION, "type": "reaction", "n": 3, "seat": 1, "id": "well_played"}
    i18n.set_language(code)
    assert [r.words for r in reactions.REACTIONS.values()] == words
