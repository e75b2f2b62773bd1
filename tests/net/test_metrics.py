"""What a server keeper sees (game/net/metrics.py): `GET /metrics` in the Prometheus text format
scraped during a game and parsed (its figures move; no join code, token or name in it), the
same scraped from either of two worker processes sharing their figures (the whole server's),
`GET /health`, and `serve --log-json`'s lines. On 127.0.0.1 only."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import urllib.request
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
from net.netkit import AS_IN_A_TERMINAL, FAST, add_table, wait_for
from prometheus_client.parser import text_string_to_metric_families

from game import i18n
from game.engine.feed import Link
from game.net import metrics, protocol, tls
from game.net.client import NetClient
from game.net.host import Host, HostThread
from game.net.limits import Limits
from game.net.player import play


def get(host: HostThread, path: str) -> tuple[int, str, str]:
    """GET `path` on the host's own port: https:// on a TLS host (its own certificate: no
    authority vouches for it), else http://."""
    secure = host.host.tls is not None
    with urllib.request.urlopen(f"{'https' if secure else 'http'}://127.0.0.1:{host.host.port}{path}", timeout=10,
                                context=tls.client_context() if secure else None) as response:
        return response.status, response.headers["Content-Type"], response.read().decode()


def figures(text: str) -> dict[tuple[str, tuple], float]:
    """Every sample of a scrape: (name, labels) -> value."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


# One worker of a server (`serve --workers`): a Host in a process of its own, sharing its figures
# through the directory its environment names; one table (a person and an easy CPU) where nobody
# may watch. It says its address and the table's code, and serves until its stdin closes.
WORKER = """
import sys
from pathlib import Path
from game.net.host import Host, HostThread
from game.net.limits import Limits
from game.net.table import TableOptions
host = HostThread(Host(Path(sys.argv[1]), log=lambda _line: None, limits=Limits(watchers=0))).start()
table = host.call(lambda: host.host.add_table("exploding-kittens", ["net", "easy"], {},
                                              TableOptions(grace=30.0, window=0.05, cpu_delay=0.0)))
print(host.host.url, host.host.port, table.code, flush=True)
sys.stdin.read()
host.stop()
"""


class Worker:
    def __init__(self, directory: Path):
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(directory)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        self.url, port, self.code = self.proc.stdout.readline().split()
        self.port = int(port)

    def text(self) -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/metrics", timeout=10) as response:
            return response.read().decode()

    def scrape(self) -> dict[tuple[str, tuple], float]:
        return figures(self.text())

    def stop(self) -> None:
        self.proc.communicate(timeout=30)  # (its stdin closed: it stops)


def shows(worker: Worker, expected: dict[tuple[str, tuple], float]) -> bool:
    """Whether a scrape answered by `worker` shows every figure `expected` (another worker's
    figures reach the shared directory within a second)."""
    scraped = worker.scrape()
    return all(scraped.get(key) == value for key, value in expected.items())


def test_a_scrape_from_either_worker_shows_the_whole_server_and_a_dead_workers_live_figures_leave(
        tmp_path: Path, monkeypatch):
    monkeypatch.setenv(metrics.SHARED_ENV, "")  # (put back after the test: shared_directory sets it for the workers)
    shared = metrics.shared_directory(tmp_path / "metrics")
    workers = [Worker(tmp_path / f"tables-{number}") for number in range(2)]
    people: list[NetClient] = []
    try:
        people = [NetClient(w.url, w.code, seat=0, name="Quentin").start() for w in workers]
        assert all(p.wait(lambda c: c.link == Link.CONNECTED, 10) for p in people)
        for worker in workers:  # a refusal counted by each
            refused = NetClient(worker.url, worker.code, watch=True, give_up=1).start()
            assert refused.wait(lambda c: c.link == Link.GONE, 20)
            refused.close()
        both = {("ninelives_tables", (("state", "playing"),)): 2, ("ninelives_seats", (("link", "connected"),)): 2,
                ("ninelives_seats", (("link", "cpu"),)): 2, ("ninelives_refusals_total", (("reason", "watchers"),)): 2}
        assert wait_for(lambda: shows(workers[0], both), 30)  # (the second one never scraped: it wrote its own)
        assert wait_for(lambda: shows(workers[1], both), 30)

        games = [threading.Thread(target=play, args=(p, "easy", 120), daemon=True) for p in people]
        for game in games:
            game.start()
        for game in games:
            game.join(120)
        assert all(p.result() is not None for p in people)
        assert all(p.acks for p in people)  # (each worker applied some: the sum is of both)

        def over() -> dict[tuple[str, tuple], float]:  # (a game's last ack may come after its result)
            return {("ninelives_tables", (("state", "finished"),)): 2, ("ninelives_tables", (("state", "playing"),)): 0,
                    ("ninelives_actions_total", (("outcome", "applied"),)):
                        sum(ack is None for p in people for ack in p.acks.values()),
                    ("ninelives_action_latency_seconds_count", ()): sum(len(p.acks) for p in people)}

        assert wait_for(lambda: all(shows(w, over()) for w in workers), 30)
        secrets = [s for w, p in zip(workers, people, strict=True) for s in (w.code, *w.code.split("-"), p.token)]
        shared_bytes = b"".join(f.read_bytes() for f in shared.iterdir())
        for text in (shared_bytes.decode("latin-1"), *(w.text() for w in workers)):
            assert not [s for s in [*secrets, "Quentin"] if s and s in text]

        dead = workers[1]
        dead.proc.send_signal(signal.SIGKILL)
        dead.proc.wait(30)
        assert shows(workers[0], over())  # its figures stay on disk until it is said dead ...
        metrics.worker_died(dead.proc.pid)  # ... by the front's supervisor
        counts = {key: value for key, value in over().items() if key[0] != "ninelives_tables"}  # (they stay)
        assert wait_for(lambda: shows(workers[0], {**counts, ("ninelives_tables", (("state", "finished"),)): 1,
                                                   ("ninelives_refusals_total", (("reason", "watchers"),)): 2}), 30)
        assert not [f for f in shared.iterdir() if f.name.startswith("gauge_livesum") and str(dead.proc.pid) in f.name]
    finally:
        for p in people:
            p.close()
        for worker in workers:
            worker.stop()


def test_a_shared_directory_starts_empty_of_an_earlier_runs_figures(tmp_path: Path, monkeypatch):
    monkeypatch.setenv(metrics.SHARED_ENV, "")
    shared = tmp_path / "metrics"
    shared.mkdir()
    (shared / "gauge_livesum_4242.db").write_bytes(b"an earlier run's tables")
    (shared / "counter_4242.db").write_bytes(b"an earlier run's actions")
    (shared / "notes.txt").write_text("not ours")
    assert metrics.shared_directory(shared) == shared
    assert sorted(f.name for f in shared.iterdir()) == ["notes.txt"]
    assert os.environ[metrics.SHARED_ENV] == str(shared)


def test_metrics_scraped_during_a_game_move_and_name_no_secret(tmp_path: Path):
    host = HostThread(Host(tmp_path / "tables", log=lambda _line: None, limits=Limits(watchers=0))).start()
    try:
        table = add_table(host, "exploding-kittens", ["net", "net", "easy"], FAST)
        people = [NetClient(host.host.url, table.code, seat=s, name=n).start()
                  for s, n in ((0, "Quentin"), (1, "Zelda"))]
        assert all(p.wait(lambda c: c.link == Link.CONNECTED, 10) for p in people)
        refused = NetClient(host.host.url, table.code, watch=True, give_up=1).start()  # a refusal to count
        assert refused.wait(lambda c: c.link == Link.GONE, 20)
        games = [threading.Thread(target=play, args=(p, "easy", 120), daemon=True) for p in people]
        for game in games:
            game.start()
        assert wait_for(lambda: len(table.match.steps) >= 6, 60)
        status, kind, first_text = get(host, "/metrics")
        assert status == 200 and kind.startswith("text/plain")
        first = figures(first_text)
        assert first[("ninelives_tables", (("state", "playing"),))] == 1
        assert first[("ninelives_seats", (("link", "connected"),))] == 2
        assert first[("ninelives_seats", (("link", "cpu"),))] == 1
        assert first[("ninelives_refusals_total", (("reason", "watchers"),))] == 1
        assert first[("ninelives_connections", ())] >= 2

        def moved() -> bool:
            later = figures(get(host, "/metrics")[2])
            return all(later[key] > first[key] for key in (
                ("ninelives_actions_total", (("outcome", "applied"),)), ("ninelives_action_latency_seconds_count", ()),
                ("ninelives_sent_bytes_total", ())))

        assert wait_for(moved, 60)  # (a scrape is made again at most once a second)
        last_text = get(host, "/metrics")[2]
        for text in (first_text, last_text):
            secrets = [table.code, *table.code.split("-"), "Quentin", "Zelda", *(p.token for p in people)]
            assert not [s for s in secrets if s and s in text]
        for game in games:
            game.join(120)
        assert all(p.result() is not None for p in people)
        for p in (*people, refused):
            p.close()
    finally:
        host.stop()


def test_health_answers_200(host):
    assert get(host, "/health") == (200, "text/plain; charset=utf-8", "ok\n")


@pytest.mark.parametrize(("line", "fields"), [
    ("listening on ws://127.0.0.1:8766", {"event": "listening", "url": "ws://127.0.0.1:8766"}),
    ("join code K7QM-3XPD-9RTW: Exploding Kittens, free seats 1, 2",
     {"event": "join_code", "table": "K7QM-3XPD-9RTW", "game": "Exploding Kittens", "free": "1, 2"}),
    ("stopped; every unfinished game is journaled (serve --continue reopens it)", {"event": "stopped"}),
    ("x.table.json: not reopened (bad)", {"event": "message"}),
])
def test_each_of_serves_own_lines_has_its_event_and_fields(line, fields):
    at = datetime(2026, 11, 28, 20, 0, 1, 250000, tzinfo=UTC)
    assert json.loads(metrics.log_line(line, True, at)) == {"time": "2026-11-28T20:00:01.250+00:00", **fields,
                                                             "message": line}


def _a_tables_lines(directory: Path) -> list[dict]:
    """The JSON log of a table opened, taken by Bea, who drops, and let go; a refused password."""
    lines: list[str] = []
    host = Host(directory, log=lines.append, creation_password="pw")
    table = host.add_table("exploding-kittens", ["net", "net", "easy"])
    table.claim(1, None, "Bea", 0.0)
    table.dropped(1, 1.0)
    host.flush(table)
    host._let_go(table)
    with contextlib.suppress(protocol.BadMessage):
        host._on_create(SimpleNamespace(address="127.0.0.1"), {"password": "guess"})
    host._meta.shutdown(wait=True)
    at = datetime(2026, 11, 28, 20, 0, 1, 250000, tzinfo=UTC)
    return [json.loads(metrics.log_line(line, True, at).replace(table.code, "K7QM-3XPD-9RTW")) for line in lines]


def test_a_tables_log_lines_have_their_events_and_fields_in_every_language(tmp_path: Path):
    english = _a_tables_lines(tmp_path / "en")
    code = {"table": "K7QM-3XPD-9RTW"}
    assert [{k: v for k, v in line.items() if k not in ("time", "message")} for line in english] == [
        {"event": "opened", **code, "game": "Exploding Kittens", "seats": "net, net, easy"},
        {"event": "took_seat", **code, "name": "Bea", "seat": 2},
        {"event": "dropped", **code, "name": "Bea", "seat": 2, "grace": "60"},
        {"event": "finished", **code},
        {"event": "create_refused", "address": "127.0.0.1"}]
    assert [line["message"] for line in english][1:] == [
        "table K7QM-3XPD-9RTW: Bea took seat 2", "table K7QM-3XPD-9RTW: Bea (seat 2) dropped; held for 60 s",
        "table K7QM-3XPD-9RTW: finished and closed", "a table refused to 127.0.0.1: not the creation password"]
    i18n.set_language("de")  # the operator's language: the words change, the events and fields do not
    german = _a_tables_lines(tmp_path / "de")
    assert [line["message"] for line in german][1:3] == [
        "Tisch K7QM-3XPD-9RTW: Bea hat Platz 2 genommen",
        "Tisch K7QM-3XPD-9RTW: Bea (Platz 2) ist weg; der Platz bleibt 60 s frei"]
    same = [{k: v for k, v in line.items() if k not in ("time", "message", "game")} for line in german]
    assert same == [{k: v for k, v in line.items() if k not in ("time", "message", "game")} for line in english]


def test_serve_log_json_writes_one_json_object_a_line(tmp_path: Path):
    env = {**os.environ, "NINE_LIVES_HOME": str(tmp_path), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-c", AS_IN_A_TERMINAL, "serve", "--host", "127.0.0.1", "--port", "0",
                             "--game", "exploding-kittens", "--seats", "net,easy", "--log-json"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    assert proc.stdout is not None
    lines = []
    try:
        for raw in proc.stdout:
            lines.append(json.loads(raw))  # every line is one JSON object
            if lines[-1]["event"] == "listening":
                break
        code = next(line["table"] for line in lines if line["event"] == "join_code")
        player = NetClient(lines[-1]["url"], code, seat=0, name="Ann").start()
        assert player.wait(lambda c: c.link == Link.CONNECTED, 10)
        for raw in proc.stdout:
            lines.append(json.loads(raw))
            if lines[-1]["event"] == "took_seat":
                break
        player.close()
        for raw in proc.stdout:
            lines.append(json.loads(raw))
            if lines[-1]["event"] == "dropped":
                break
    finally:
        proc.send_signal(2)
        rest, _ = proc.communicate(timeout=60)
    lines += [json.loads(raw) for raw in rest.splitlines()]
    assert [line["event"] for line in lines if line["event"] != "table"] == [
        "opened", "join_code", "invite", "certificate", "listening", "took_seat", "dropped", "stopped"]
    assert lines[5]["name"] == "Ann" and lines[5]["seat"] == 1 and lines[5]["table"] == code
    assert lines[2]["invite"].startswith("ninelives://127.0.0.1:") and len(lines[3]["fingerprint"]) == 64
    assert all(datetime.fromisoformat(line["time"]) for line in lines)


# A worker forked from a front that imported prometheus-client before it named the shared directory
# (the library chooses how it keeps values when imported): its figures go to the directory all the same.
IMPORTED_BEFORE = """
import sys
from pathlib import Path
from types import SimpleNamespace
from game.net import metrics
from game.net.limits import Gate
metrics.shared_directory(Path(sys.argv[1]))
worker = metrics.Metrics(SimpleNamespace(tables={}, gate=Gate()))
worker.acted(0.0, True)
print(worker.text().decode())
"""


def test_a_worker_that_imported_the_metrics_before_the_directory_was_named_shares_its_figures(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k != metrics.SHARED_ENV}
    done = subprocess.run([sys.executable, "-c", IMPORTED_BEFORE, str(tmp_path)], capture_output=True, text=True,
                          env=env, timeout=60, check=True)
    assert figures(done.stdout)[("ninelives_actions_total", (("outcome", "applied"),))] == 1
    assert any(f.name.startswith("counter_") for f in tmp_path.iterdir())


# A process starting beside others (the front starting a worker, or restarting one) while another
# has just made its figures' files: one still empty (made, not yet sized), one whose first figure is
# half there (its header counts bytes not yet in the file).
STARTS_BESIDE_A_NEW_FILE = """
import struct
import sys
from pathlib import Path
from types import SimpleNamespace
from game.net import metrics
from game.net.limits import Gate
shared = metrics.shared_directory(Path(sys.argv[1]))
(shared / "counter_4242.db").write_bytes(b"")
(shared / "histogram_4242.db").write_bytes(struct.pack("i", 4096) + bytes(12))
(shared / "gauge_livesum_4242.db").write_bytes(b"\\x00\\x01")
worker = metrics.Metrics(SimpleNamespace(tables={}, gate=Gate()))
worker.acted(0.0, True)
print(worker.text().decode())
"""


def test_a_process_starting_beside_another_s_empty_or_half_written_figures_starts_and_scrapes(tmp_path: Path):
    done = subprocess.run([sys.executable, "-c", STARTS_BESIDE_A_NEW_FILE, str(tmp_path)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    scraped = figures(done.stdout)
    assert scraped[("ninelives_actions_total", (("outcome", "applied"),))] == 1  # (its own figures, whole)
    assert scraped[("ninelives_action_latency_seconds_count", ())] == 1
    assert scraped[("ninelives_connections", ())] == 0
