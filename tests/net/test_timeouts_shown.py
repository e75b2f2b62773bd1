"""A person's own clock at the host, as they meet it: the host tells the seat when its stand-in
moved for it, and a person back from a dropped connection is never overruled the moment they
return (their turn's clock ran on while they were away). A table without sockets."""

from __future__ import annotations

from test_table_rules import _until

from game.engine.feed import SeatLink
from game.engine.match import Match
from game.engine.pending import DecisionKind
from game.engine.registry import get
from game.net.table import BACK_SECONDS, Table, TableOptions


def bea_on_her_turn(turn: float) -> tuple[Table, str]:
    ruleset = get("exploding-kittens")
    table = Table("exploding-kittens", ["net", "easy", "easy"], {}, TableOptions(turn=turn, grace=60.0, cpu_delay=0.0),
                  match=Match(ruleset, ruleset.configure(3, {}), 7))
    _seat, token = table.claim(0, None, "Bea", 0.0)
    _until(table, DecisionKind.TURN, 1)
    assert table.match.pending.seats == {0}
    return table, token


def test_back_from_a_drop_after_her_turns_time_ran_out_a_person_still_has_time_to_move():
    table, token = bea_on_her_turn(turn=30.0)
    assert table.tick(0.0) == 30.0  # her 30 seconds
    table.dropped(0, 20.0)  # gone with 10 s left; her seat is held 60 s
    assert table.tick(40.0) is not None and not table.timed_out  # nobody moves for a person who is away...
    assert table.places[0].link == SeatLink.RECONNECTING
    table.claim(None, token, None, 45.0)  # ...and she is back, 15 s after her clock ran out
    assert table.tick(45.0) == 45.0 + BACK_SECONDS and not table.timed_out and not table.jobs()
    table.tick(45.0 + BACK_SECONDS)  # then, as for anyone there, the stand-in moves for her
    assert table.timed_out == [(0, DecisionKind.TURN)]


def test_a_drop_never_buys_a_fresh_clock():
    table, token = bea_on_her_turn(turn=30.0)
    table.tick(0.0)
    table.dropped(0, 5.0)
    table.claim(None, token, None, 6.0)  # back at once with 24 s left: still 24 s, not 30 again
    assert table.tick(6.0) == 30.0
