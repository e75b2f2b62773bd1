"""A client keeps exactly the host's events and only its own game's record: an update that starts
before the events it already holds adds only the new ones, and a record kept of another game with
the same seat is never taken for this one (issue 36 point 21: both bugs passed every test)."""

from __future__ import annotations

import random

from net.netkit import add_table, wait_for

from game.engine.match import Match
from game.engine.registry import get
from game.net import kept, protocol
from game.net.client import NetClient
from game.net.seating import Joining
from game.net.table import TableOptions


def played(actions: int) -> Match:
    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(2, {}), 11)
    rng = random.Random(3)
    for _ in range(actions):
        pending = match.pending
        if pending is None:
            break
        seat = min(pending.seats)
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def test_an_update_starting_before_the_events_held_appends_only_the_new_ones():
    match = played(12)
    ruleset = match.ruleset
    events = [ruleset.redact(e, 0).to_json() for e in match.log]
    assert len(events) > 10
    client = NetClient("ws://127.0.0.1:9", "K7QM-3XPD-9RTW")
    client._receive(protocol.write("welcome", n=0, seat=0, token="t",
                                   table={"game": ruleset.info.id, "players": 2, "options": {}}))
    view = client._codec.encode(ruleset.view(match.state, 0))
    client._receive(protocol.write("update", n=8, **{"from": 0}, events=events[:8], view=view))
    assert client.count == 8
    # The host sends again from event 5 (a resync crossing an update): 5..7 are held already.
    client._receive(protocol.write("update", n=len(events), **{"from": 5}, events=events[5:]))
    assert [e.to_json() for e in client.events] == events  # exactly the host's events, none twice
    client._receive(protocol.write("update", n=len(events), **{"from": 0}, events=events))  # all again
    assert [e.to_json() for e in client.events] == events and client.count == len(events)


def sat_at(host, kinds: list[str]) -> Joining:
    table = add_table(host, "exploding-kittens", kinds, TableOptions(window=0.05, cpu_delay=0.0))
    joining = Joining(host.host.url, table.code, name="Ann", seat=0)
    assert wait_for(lambda: joining.poll() is not None or joining.problem is not None, 30)
    assert joining.game is not None, joining.problem
    return joining


def test_a_record_kept_of_another_game_at_the_same_seat_is_not_this_ones(host):
    first = sat_at(host, ["net", "easy"])
    try:
        assert wait_for(lambda: len(first.clients[0].moments) > 0)
        kept.save_partial(first.game)
        assert kept.load_partial(first.game)  # its own game takes its record back
    finally:
        first.close()
    second = sat_at(host, ["net", "easy"])  # the same seat (0) at another table: another token
    try:
        assert second.game.here == first.game.here
        assert kept.load_partial(second.game) == ()
    finally:
        second.close()
