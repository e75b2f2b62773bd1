"""The packaged program's network smoke tests (`package` runs them on the build): `serve` hosts a
table on 127.0.0.1 (TLS) and `join INVITE --cpu` plays it to the end, the certificate checked by the
invite's fingerprint; and the app hosts a table on a `serve --creation-password` as its "On a Nine
Lives server" does, `join INVITE --cpu` taking the other seat. Here they run on the source program."""

from __future__ import annotations

import sys

from game.cli.package import run_network_smoke, run_server_smoke


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


def test_the_app_hosts_a_table_on_a_server_and_a_cpu_joins_it_by_invite_to_the_end():
    report = run_server_smoke([sys.executable, "-m", "game"], timeout=120)
    assert report["finished"], report
    assert report["invite"].startswith("ninelives://127.0.0.1:") and "#sha256=" in report["invite"]
    assert report["app"].startswith("seat 1 (easy) ") and "winners seat" in report["app"]  # the app's own seat
    assert report["join"].startswith("seat 2 (easy) ") and "winners seat" in report["join"]
    assert report["serve_exit"] == 0


def test_a_server_the_app_cannot_host_on_is_reported_not_waited_for():
    report = run_server_smoke([sys.executable, "-c", "print('no server here')"], timeout=30)
    assert not report["finished"] and report["app"] == "serve ended (0): no server here"
    assert report["seconds"] < 30
