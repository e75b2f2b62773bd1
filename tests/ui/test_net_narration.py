"""A network table speaks (and captions) its connection states when they change, never every
second: another seat dropping and held, back, leaving; this screen's own connection lost and
back; whom it waits for; a game held until its host starts it. A host on 127.0.0.1 in this process."""

from __future__ import annotations

import time

import pytest
from narration_kit import Recording, narrate_into
from test_net_screens import until as run
from test_net_table import seated

from game import i18n
from game.engine.feed import Link, SeatLink
from game.net.seating import Joining, LocalHost
from game.net.table import TableOptions
from game.ui.narration.network import STILL_EVERY, WAIT_SAID_AFTER

CALM = TableOptions(grace=30.0, window=1.0, cpu_delay=30.0)  # nothing moves on its own for a while


@pytest.fixture
def table_of_two(tmp_path):
    h = LocalHost("exploding-kittens", ["net", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=CALM, host_name="Hal")
    yield h
    h.stop()


def narrated(make_app, **settings):
    """An app whose narration speaks into a recording."""
    app, heard = make_app(**settings), Recording()
    narrate_into(app, heard)
    return app, heard


def said(app, heard: Recording) -> list[str]:
    app.narrator.flush()
    return heard.lines


def test_other_seats_dropping_coming_back_and_leaving_are_said_once_each(make_app, table_of_two):
    h = table_of_two
    app, heard = narrated(make_app, captions=True)
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    run(app, lambda: table.net_voice.links == {1: SeatLink.OPEN, 2: SeatLink.CPU})  # seen before Bea comes
    bea = Joining(h.url, h.code, name="Bea")
    run(app, lambda: bea.poll() is not None)
    run(app, lambda: i18n._("{name} took seat {number}").format(name="Bea", number=2) in said(app, heard))
    token = bea.clients[0].token
    bea.close()  # a dropped connection: the seat is held for 30 s
    held = i18n.ngettext("{name}'s connection dropped: their seat is held for {n} second",
                         "{name}'s connection dropped: their seat is held for {n} seconds", 30)
    held = held.replace("{name}", "Bea")
    dropped = held[: held.index("{n}")]
    run(app, lambda: any(line.startswith(dropped) for line in
                         said(app, heard)))
    assert any(words.startswith(dropped) for words, _ in app.sound.captions)
    for _ in range(50):  # the badge counts down every second; it is said once
        app.frame(1 / 20)
        time.sleep(0.01)
    assert sum(line.startswith(dropped) for line in said(app, heard)) == 1
    back = Joining(h.url, h.code, tokens={1: token})
    run(app, lambda: back.poll() is not None and i18n._("{name} is back").format(name="Bea") in said(app, heard))
    back.game.leave()
    run(app, lambda: i18n._("{name} left the table: a CPU plays their seat").format(name="Bea") in said(app, heard))
    back.close()


def test_a_held_game_says_whom_it_waits_for_then_that_it_begins(make_app, table_of_two):
    h = table_of_two
    app, heard = narrated(make_app)
    seated(app, Joining(h.url, h.code, name="Ann"))
    run(app, lambda: i18n._("Waiting for {name} to start the game").format(name="Hal") in said(app, heard))
    h.begin(cpus_in_open_seats=True)
    run(app, lambda: i18n._("The game begins") in said(app, heard))
    assert said(app, heard).count(i18n._("Waiting for {name} to start the game").format(name="Hal")) == 1


def test_this_screens_own_connection_lost_and_back_and_waiting_are_said_when_they_change(make_app, table_of_two):
    h = table_of_two
    app, heard = narrated(make_app, captions=True)
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    h.begin(cpus_in_open_seats=True)
    run(app, lambda: table.game.link == Link.CONNECTED and table.game.pending is not None)
    feed = table.game.main
    feed.link = Link.RECONNECTING  # as the client sets it when its connection drops
    for _ in range(round((STILL_EVERY + 1) / 0.1)):  # a frame moves the table's clock 0.1 s at most
        app.frame(0.1)
    lines = said(app, heard)
    assert lines.count(i18n._("Connection lost: reconnecting")) == 1
    still = i18n.ngettext("Still reconnecting, {n} second", "Still reconnecting, {n} seconds", 10)
    assert [line for line in lines if line.startswith(still[: still.index("{n}")])] == [still.format(n=10)]
    feed.link = Link.CONNECTED
    app.frame(1 / 20)
    assert i18n._("Connected again") in said(app, heard)
    assert any(words == i18n._("Connected again") for words, _ in app.sound.captions)

    table.waiting_words = lambda: "Waiting for Mittens"  # the table waits on a seat played elsewhere
    for _ in range(round(WAIT_SAID_AFTER / 2 / 0.1)):
        app.frame(0.1)
    assert "Waiting for Mittens" not in said(app, heard)  # a quick move is not announced
    for _ in range(round(WAIT_SAID_AFTER * 5 / 0.1)):
        app.frame(0.1)
    assert said(app, heard).count("Waiting for Mittens") == 1
