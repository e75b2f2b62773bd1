"""A watcher holds no seat: with every person at the table connected, a watcher coming and going
changes no seat's link, before the grace time or after it (issue 36 point 19: the last watcher
leaving was taken for a drop of "seat -2", the second seat from the end, and after the grace time
a stand-in CPU played for a person who never left)."""

from __future__ import annotations

import time

from net.netkit import add_table, wait_for

from game.engine.feed import Link, SeatLink
from game.net.client import NetClient
from game.net.table import TableOptions


def test_a_watcher_leaving_changes_no_seat_before_or_after_the_grace_time(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "net"], TableOptions(grace=5.0, window=0.05))
    host.call(lambda: setattr(table, "held", True))  # nobody is asked to act: only links may change
    people = [NetClient(host.host.url, table.code, seat=s, name=f"P{s + 1}").start() for s in range(3)]
    try:
        assert all(p.wait(lambda c: c.link == Link.CONNECTED, 10) for p in people)
        links = host.call(lambda: [p.link for p in table.places])
        assert links == [SeatLink.CONNECTED] * 3
        for _ in range(2):  # the last watcher leaves, twice
            watcher = NetClient(host.host.url, table.code, watch=True).start()
            assert watcher.wait(lambda c: c.link == Link.CONNECTED, 10)
            assert wait_for(lambda: host.call(lambda: len(table.conns)) == 4)
            watcher.close()
            assert wait_for(lambda: host.call(lambda: len(table.conns)) == 3)
            assert host.call(lambda: [p.link for p in table.places]) == links

        def after_grace() -> list[SeatLink]:
            table.held = False
            table.tick(time.monotonic() + table.options.grace + 1.0)  # after the grace time of a drop now
            table.held = True
            return [p.link for p in table.places]

        assert host.call(after_grace) == links
        assert all(p.link == Link.CONNECTED for p in people)
    finally:
        for p in people:
            p.close()
