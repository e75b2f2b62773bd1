"""What a server keeper sees (game/net/metrics.py): `GET /metrics` in the Prometheus text format
scraped during a game and parsed (its figures move; no join code, token or name in it),
`GET /health`, and `serve --log-json`'s lines. On 127.0.0.1 only."""

from __future__ import annotations

import contextlib
import json
import os
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
