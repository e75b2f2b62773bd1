"""The host marks every move its CPU makes for a person (their time ran out, they are away or
left) as data beside the events: every seat is sent which of its events were such a move, a CPU
seat's own moves are never marked, the marks survive a host restart, and a client refuses
malformed ones. The words are the app's (`game.rules.words.played_for`)."""

from __future__ import annotations

import json
import time

import pytest
from test_table_rules import _until

from game.engine.match import Match
from game.engine.pending import DecisionKind
from game.engine.registry import get
from game.net import protocol
from game.net.host import table_files
from game.net.seating import LocalHost, Ticket
from game.net.table import SPECTATOR, Conn, Table, TableOptions, message_for


def run_cpus(table: Table, now: float) -> None:
    """Think every CPU decision due and apply what is due at `now`, until nothing is."""
    for _ in range(50):
        jobs = table.jobs()
        for job in jobs:
            table.job_done(job, job.run())
        before = len(table.match.log)
        table.tick(now)
        if not jobs and len(table.match.log) == before:
            return


def test_a_move_made_when_a_persons_time_ran_out_is_marked_for_every_seat_and_logged():
    ruleset = get("exploding-kittens")
    table = Table("exploding-kittens", ["net", "easy", "easy"], {}, TableOptions(turn=30.0, cpu_delay=0.0),
                  match=Match(ruleset, ruleset.configure(3, {}), 7))
    table.claim(0, None, "Bea", 0.0)
    _until(table, DecisionKind.TURN, 1)  # (random moves by anyone, none a stand-in's)
    assert table.stand_ins == []
    start = len(table.match.log)
    table.tick(0.0)
    table.tick(31.0)  # Bea's 30 s are up: the stand-in makes her move
    run_cpus(table, 31.0)
    assert table.stand_ins and table.stand_ins[0][:2] == (0, start)
    assert all(seat == 0 for seat, _first, _end in table.stand_ins)  # the CPUs' own moves are not marked
    _seat, first, end = table.stand_ins[0]
    assert first < end <= len(table.match.log)
    assert any(line.startswith("A CPU played for Bea: ") and line.endswith("(seat 1)") for line in table.log_lines)
    for viewer in (0, 1, SPECTATOR):  # Bea, a CPU's seat and a watcher are all told
        sent: list[str] = []
        conn = Conn(viewer, sent.append, lambda _why: None)
        table.resume(conn, 0, True)
        message = json.loads(message_for(table, table.match.state, conn, 31.0))
        assert [0, first, end] in message["stand_ins"]
        assert message["stand_ins"] == [list(s) for s in table.stand_ins]
        protocol.check(message, protocol.FROM_HOST)


def test_the_marks_go_with_the_events_they_mark_and_only_once():
    ruleset = get("exploding-kittens")
    table = Table("exploding-kittens", ["net", "easy"], {}, TableOptions(turn=30.0, cpu_delay=0.0),
                  match=Match(ruleset, ruleset.configure(2, {}), 3))
    table.claim(0, None, "Bea", 0.0)
    sent: list[str] = []
    conn = Conn(0, sent.append, lambda _why: None)
    table.resume(conn, 0, True)
    first_message = json.loads(message_for(table, table.match.state, conn, 0.0))
    assert "stand_ins" not in first_message
    table.left(0)  # she leaves: a CPU plays her seat for good, every move marked
    run_cpus(table, 0.0)
    assert len(table.stand_ins) >= 2
    message = json.loads(message_for(table, table.match.state, conn, 0.0))
    assert message["stand_ins"] == [list(s) for s in table.stand_ins]
    assert message_for(table, table.match.state, conn, 0.0) is None  # nothing new: nothing sent again


def test_a_host_restarted_keeps_which_moves_its_cpu_made_for_a_person(tmp_path):
    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path / "tables",
                  table_options=TableOptions(cpu_delay=0.3))  # (a game of some seconds: not over before it is read)
    try:
        h.begin()

        def leave() -> None:
            h.table.claim(0, None, "Bea", 0.0)
            h.table.left(0)
            h.host.wake(h.table)

        h.thread.call(leave)
        seats_file = table_files(tmp_path / "tables", h.code)[0]

        def on_disk() -> list:
            try:
                return json.loads(seats_file.read_text("utf-8")).get("stand_ins", [])
            except (OSError, ValueError):  # (being replaced this instant)
                return []

        end = time.monotonic() + 20
        while len(on_disk()) < 3:  # the seats file keeps them as the game goes
            assert time.monotonic() < end, "the seats file never kept the stand-in's moves"
            time.sleep(0.02)
        ticket = Ticket(h.url, h.code, {})
    finally:
        h.stop()
    made = [tuple(s) for s in on_disk()]
    again = LocalHost.reopened(ticket, tmp_path / "tables")
    try:
        kept = again.thread.call(lambda: list(again.table.stand_ins))
        assert kept[:len(made)] == made
    finally:
        again.stop()


def test_a_client_takes_well_formed_marks():
    message = {"v": protocol.VERSION, "type": "update", "n": 9, "from": 0, "events": [], "stand_ins": [[1, 4, 9]]}
    assert protocol.check(message, protocol.FROM_HOST) is message


@pytest.mark.parametrize("marks", [[[16, 0, 1]], [[0, 3, 3]], [[0, 5, 2]], [["0", 1, 2]], [[0, 1]], [[0, 1, 2, 3]],
                                   [[0, -1, 2]], "0,1,2", [[0, 1, 2.0]], [[True, 1, 2]]])
def test_a_client_refuses_malformed_marks(marks):
    message = {"v": protocol.VERSION, "type": "update", "n": 3, "from": 0, "events": [], "stand_ins": marks}
    with pytest.raises(protocol.BadMessage):
        protocol.check(message, protocol.FROM_HOST)


def test_a_screen_takes_the_marks_from_whichever_of_its_feeds_has_them_first():
    """A screen's feeds are separate connections (its seats, the public table): the table may show
    an event from one before another has it, so a mark counts from whichever feed brought it."""
    from game.engine.feed import LocalFeed
    from game.engine.feed_game import FeedGame

    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(2, {}), 3)
    feeds = {0: LocalFeed(match, 0), SPECTATOR: LocalFeed(match, SPECTATOR)}
    game = FeedGame(feeds)
    assert game.stand_ins == {}
    feeds[SPECTATOR].stand_ins.append((1, 2, 4))  # only the public table's connection has it yet
    game.poll()
    assert game.stand_ins == {2: (1, 4)}
    feeds[0].stand_ins.append((1, 2, 4))  # then the seat's: the same move, once
    game.poll()
    assert game.stand_ins == {2: (1, 4)}
