"""bench's network rows (game/net/measure.py, game/net/loadclients.py): the clients play in
processes of their own, each its share of the seats, and act only once every seat is welcomed;
every serve process is counted; each row's figures are all there and agree with each other.
Shape and sanity only: no figure is held to a time."""

from __future__ import annotations

import json
import subprocess
import sys
import time

from net.netkit import add_table, wait_for

from game.net import measure

ROW = {"tables", "workers", "actions", "p50_ms", "p99_ms", "host_cpu_ms_per_action", "cpu_players_ms_per_action",
       "host_cores", "host_waited_cores", "serve_processes", "kb_per_table", "client_processes", "client_busiest_core",
       "client_cores", "client_waited_cores", "client_bound", "seats_failed", "games_ended", "start_s", "connect_s",
       "load"}


def _sane(row: dict, tables: int, workers: int) -> None:
    assert set(row) == ROW
    assert (row["tables"], row["workers"], row["seats_failed"]) == (tables, workers, 0)
    assert row["actions"] > 0 and 0 < row["p50_ms"] <= row["p99_ms"]
    assert row["host_cpu_ms_per_action"] > 0 and row["host_cores"] > 0
    assert isinstance(row["kb_per_table"], float)
    assert 0 <= row["client_busiest_core"] <= row["client_cores"]
    assert row["host_waited_cores"] >= 0 and row["client_waited_cores"] >= 0
    assert row["client_bound"] == (row["client_busiest_core"] >= measure.NEAR_FULL_CORE)


def test_a_row_spreads_its_clients_over_processes(monkeypatch):
    """Three tables at two tables a client process: two processes play the six seats, every
    one of them welcomed and measured; one serve process, its CPU players' thinking told apart."""
    monkeypatch.setattr(measure, "CLIENT_TABLES", 2)
    row = measure.round_trips(3, 3.0)
    _sane(row, 3, 1)
    assert row["client_processes"] == 2 and row["serve_processes"] == 1
    assert row["cpu_players_ms_per_action"] is not None


def test_a_row_with_two_workers_counts_every_serve_process():
    row = measure.round_trips(4, 3.0, workers=2)
    _sane(row, 4, 2)
    assert row["serve_processes"] >= 2


def test_serve_processes_are_the_front_and_every_descendant():
    spawn = "import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', {}]); time.sleep(60)"
    grandchild = "import time; time.sleep(60)"
    top = subprocess.Popen([sys.executable, "-c", spawn.format(repr(spawn.format(repr(grandchild))))])
    try:
        assert wait_for(lambda: len(measure.serve_processes(top.pid)) == 3, 20)
        found = measure.serve_processes(top.pid)
        assert found[0] == top.pid and len(set(found)) == 3
        assert measure.serve_processes(found[-1]) == [found[-1]]  # (a grandchild has none)
    finally:
        for pid in reversed(measure.serve_processes(top.pid)[1:]):
            subprocess.run(["kill", str(pid)], check=False)
        top.kill()
        top.wait(10)


def test_client_processes_act_only_after_go(host):
    """A client process connects its seats, says it is ready, and nobody acts until `go`; then
    it plays, and reports each action's round trip and its own CPU."""
    table = add_table(host, "exploding-kittens", ["net", "net"])  # every decision is a client's
    client = subprocess.Popen([sys.executable, "-m", "game.net.loadclients"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        task = {"url": host.host.url, "seats": [[table.code, 0], [table.code, 1]], "think": 0.0, "seconds": 2.0}
        assert measure._said(client, json.dumps(task))
        assert measure._said(client) == "ready"
        assert host.call(lambda: len(table.match.log)) > 0  # dealt: both seats are in
        dealt = host.call(lambda: len(table.match.steps))
        time.sleep(0.5)
        assert host.call(lambda: len(table.match.steps)) == dealt == 0
        measure._said(client, "go")
        found = json.loads(measure._said(client))
    finally:
        client.kill()
        client.wait(10)
    assert found["seats"] == 2 and found["failed"] == 0 and found["cpu_seconds"] >= 0 <= found["waited_seconds"]
    assert len(found["times"]) > 0 and host.call(lambda: len(table.match.steps)) >= len(found["times"])


def test_scale_rows_give_each_worker_count_its_most_tables_under_50ms(monkeypatch):
    """`tables_under_50ms_p99` per worker count: the most tables whose p99 stayed under 50 ms
    (rows faked: only the choosing is checked)."""
    p99 = {(1, 1): 5.0, (10, 1): 30.0, (50, 1): 80.0, (1, 2): 4.0, (10, 2): 20.0, (50, 2): 45.0}
    monkeypatch.setattr(measure, "round_trips", lambda n, _s, workers=1: {
        "tables": n, "workers": workers, "actions": 10, "p99_ms": p99[n, workers]})
    scale = measure.scale_rows((1, 10, 50), 1.0)
    assert [(r["tables"], r["workers"]) for r in scale["tables"]] == list(p99)
    assert scale == {"tables": scale["tables"], "tables_under_50ms_p99": {"1": 10, "2": 50}}


def test_bench_prints_each_row_its_workers_and_the_tables_kept_under_50ms():
    from game.cli.bench import format_bench

    row = {"tables": 500, "workers": 2, "actions": 9000, "p50_ms": 12.5, "p99_ms": 61.0, "host_cpu_ms_per_action": 0.9,
           "cpu_players_ms_per_action": 0.04, "kb_per_table": 180.5, "client_busiest_core": 0.85, "client_bound": True,
           "host_waited_cores": 0.12, "load": 2.5}
    network = {"round_trip_ms": {"p50_ms": 3.0, "p99_ms": 9.0}, "bytes_per_client_per_game": {"mean_bytes": 9000,
               "max_bytes": 9500}, "reconnect_to_resynced_ms": {"p50_ms": 20.0}, "tables": [row],
               "tables_under_50ms_p99": {"1": 200, "2": 500}}
    lines = format_bench({"random_play": {}, "network": network}).splitlines()
    assert lines[-3:] == [
        "  500 tables, --workers 2: round trip p50 12.5 ms, p99 61 ms (9,000 actions; host CPU 0.9 ms per action, of "
        "which its CPU players' thinking 0.04; 180.5 KB per table; the busiest client process used 0.85 of a core; "
        "the host's threads waited 0.12 s a second for a core; load 2.5) (client-bound: a client process was near a "
        "full core, so these round trips may be the clients')",
        "  tables kept under 50 ms p99 with --workers 1: 200",
        "  tables kept under 50 ms p99 with --workers 2: 500"]
