"""A table held for its Start (a lobby) never leaves the host's memory for being alone: the app's
LocalHost took the server's idle release (60 minutes by default), so a lobby nobody joined lost
its table after an hour and Start then began a table the host no longer held."""

from __future__ import annotations

import time

from game.net import limits
from game.net.seating import LocalHost
from game.net.table import TableOptions

IDLE = 0.2  # seconds a table nobody is connected to stays (60 minutes by default)


def test_a_held_table_nobody_is_at_stays_until_its_start(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "Limits", lambda cls=limits.Limits: cls(idle=IDLE))  # (LocalHost takes defaults)
    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path / "tables",
                  table_options=TableOptions(window=0.2, cpu_delay=0.01))
    try:
        assert h.host.gate.limits.idle == IDLE
        time.sleep(IDLE * 8)  # many idle times with nobody connected, the table held
        h.begin()
        held = h.thread.call(lambda: (h.host.tables.get(h.code) is h.table,
                                      h.code in h.host._drivers and not h.host._drivers[h.code].done()))
        assert held == (True, True)  # (before: it had left memory, its driver ended)
    finally:
        h.stop()

