"""The `seats` message is worked out again only when what it is made of changed (a flush no
longer dumps every seat to JSON to find out), yet goes out whenever its words change: a name, a
drop, and every flush while a dropped seat's grace time counts down."""

from __future__ import annotations

import json

from game.net import host as host_module
from game.net.host import Host
from game.net.table import Conn, TableOptions


def _seats(sent: list[str]) -> list[dict]:
    found = [json.loads(m) for m in sent]
    sent.clear()
    return [m for m in found if m["type"] == "seats"]


def test_seats_go_out_when_their_words_change_and_only_then(tmp_path, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(host_module.time, "monotonic", lambda: clock[0])
    host = Host(tmp_path, log=lambda _line: None)
    try:
        table = host.add_table("exploding-kittens", ["net", "net", "easy"], {}, TableOptions(grace=60.0))
        sent: list[str] = []
        table.conns.append(Conn(0, sent.append, lambda _why: None))
        host.flush(table)
        assert len(_seats(sent)) == 1
        host.flush(table)
        assert _seats(sent) == []
        table.places[1].name = "Bea"
        host.flush(table)
        assert [s["name"] for s in _seats(sent)[0]["seats"]][:2] == ["Player 1", "Bea"]
        table._back(1)
        table.dropped(1, clock[0])
        host.flush(table)
        assert _seats(sent)[0]["seats"][1]["ms_left"] == 60_000
        left = []
        for _ in range(2):
            clock[0] += 1.5
            host.flush(table)
            left.append(_seats(sent)[0]["seats"][1]["ms_left"])
        assert left == [58_500, 57_000]
        table._back(1)
        host.flush(table)
        assert "ms_left" not in _seats(sent)[0]["seats"][1]
        host.flush(table)
        assert _seats(sent) == []
    finally:
        host._meta.shutdown(wait=True)
