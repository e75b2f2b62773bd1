"""A long-running host lets a finished table go: a bounded time after its result was sent and
its journal closed, its connections are closed and nothing of it stays in memory."""

from __future__ import annotations

import gc
import threading
import weakref
from pathlib import Path

from net.netkit import FAST, add_table, wait_for

from game.engine.feed import Link, SeatLink
from game.net import protocol
from game.net.client import NetClient
from game.net.host import Host, HostThread
from game.net.player import play


def test_a_finished_table_is_let_go_after_its_result_was_sent(tmp_path: Path):
    lines: list[str] = []
    host = HostThread(Host(tmp_path / "tables", log=lines.append, keep_finished=0.5)).start()
    try:
        table = add_table(host, "exploding-kittens", ["easy"] * 3, FAST)
        still = add_table(host, "herding-cats", ["net", "easy", "easy"], FAST)  # a game going on beside it
        code = table.code
        watcher = NetClient(host.host.url, code, watch=True).start()
        assert watcher.wait(lambda c: c.result() is not None, 60)
        assert code in host.host.tables  # kept a while: someone coming back still sees the result
        assert watcher.wait(lambda c: c.link == Link.GONE, 30) and watcher.problem == protocol.GAME_OVER
        assert watcher.result() is not None  # the result came before the goodbye
        gone = weakref.ref(table)
        del table
        assert wait_for(lambda: host.call(lambda: (gc.collect(), gone() is None)[1]), 10)
        assert code not in host.host.tables and still.code in host.host.tables
        assert not any(code in kept for kept in (host.host._wake, host.host._drivers, host.host._inbox))
        assert not list((tmp_path / "tables").glob(f"{code}*"))  # its journal and seats file are gone too
        late = NetClient(host.host.url, code, watch=True).start()
        assert late.wait(lambda c: c.link == Link.GONE, 30) and "no table" in str(late.problem)
        assert f"table {code}: finished and closed" in lines
        watcher.close()
        late.close()
    finally:
        host.stop()


def test_by_default_a_host_keeps_its_finished_tables(host):
    table = add_table(host, "exploding-kittens", ["easy"] * 3, FAST)
    watcher = NetClient(host.host.url, table.code, watch=True).start()
    try:
        assert watcher.wait(lambda c: c.result() is not None, 60)
        assert not watcher.wait(lambda c: c.link == Link.GONE, 1.0) and table.code in host.host.tables
    finally:
        watcher.close()


def test_a_person_leaving_a_finished_game_is_shown_gone_to_the_others(host):
    """After the result, the others' seats say a person who goes has left (they said 'connected')."""
    table = add_table(host, "exploding-kittens", ["net", "net"], FAST)
    ann, bea = (NetClient(host.host.url, table.code, seat=s).start() for s in (0, 1))
    try:
        games = [threading.Thread(target=play, args=(c, "easy", 120), daemon=True) for c in (ann, bea)]
        for game in games:
            game.start()
        assert ann.wait(lambda c: c.result() is not None, 120) and bea.wait(lambda c: c.result() is not None, 120)
        assert bea.wait(lambda c: c.seats[0].link == SeatLink.CONNECTED, 10)
        ann.close()
        assert bea.wait(lambda c: c.seats[0].link == SeatLink.LEFT, 10)
    finally:
        ann.close()
        bea.close()
