"""The packaged program's network smoke test (`package` runs it on the build): `serve` hosts a
table on 127.0.0.1 (TLS) and `join INVITE --cpu` plays it to the end, the certificate checked by the
invite's fingerprint. Here it runs on the source program."""

from __future__ import annotations

import sys

from game.cli.package import run_network_smoke


def test_serve_hosts_a_table_and_a_cpu_joins_and_plays_it_to_the_end():
    report = run_network_smoke([sys.executable, "-m", "game"], timeout=120)
    assert report["finished"], report
    assert report["invite"].startswith("ninelives://127.0.0.1:") and "#sha256=" in report["invite"]
    assert report["join"].startswith("seat 1 (easy) ") and "winners seat" in report["join"]
    assert report["serve_exit"] == 0  # stopped as Ctrl+C stops it


def test_a_program_that_serves_nothing_is_reported_not_waited_for():
    report = run_network_smoke([sys.executable, "-c", "print('no table here')"], timeout=30)
    assert not report["finished"] and report["join"] == "serve ended (0): no table here"
    assert report["seconds"] < 30
