"""docs/server.md ("How to run a Nine Lives server") says what `serve` does: every `serve` option
it names exists, and its systemd unit's command line, run as the unit runs it (the creation
password from the environment, stopped with SIGTERM, started again), starts on an empty data
folder and reopens the table an app opened, on 127.0.0.1."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from net.netkit import Served

from game.__main__ import build_parser
from game.net.remote import ask

PAGE = Path(__file__).resolve().parents[2] / "docs" / "server.md"


def unit() -> dict[str, list[str]]:
    """The unit file on the page: key -> its values."""
    block = PAGE.read_text(encoding="utf-8").split("```ini\n", 1)[1].split("```", 1)[0]
    found: dict[str, list[str]] = {}
    for line in block.splitlines():
        if "=" in line and not line.startswith(("[", "#")):
            key, value = line.split("=", 1)
            found.setdefault(key, []).append(value)
    return found


def serve_flags() -> set[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return {flag for action in sub.choices["serve"]._actions for flag in action.option_strings}


def test_every_serve_option_the_page_names_exists():
    text = PAGE.read_text(encoding="utf-8")
    named = set(re.findall(r"`(--[a-z][a-z-]+)", text))  # in the words (the shell's own flags are not serve's)
    named |= {word for word in shlex.split(unit()["ExecStart"][0]) if word.startswith("--")}
    assert len(named) > 5 and named <= serve_flags(), named - serve_flags()


def test_the_units_command_starts_empty_and_reopens_a_table_after_a_restart(tmp_path, monkeypatch):
    values = unit()
    assert values["Environment"] == ["NINE_LIVES_HOME=/var/lib/ninelives"] and values["User"] == ["ninelives"]
    assert any(p.startswith("/var/lib/ninelives") for p in values["ReadWritePaths"])
    assert values["KillMode"] == ["mixed"]  # (stop signals the front alone, as terminate() below: it stops its workers)
    command = shlex.split(values["ExecStart"][0])
    assert command[1:4] == ["-m", "game", "serve"] and "--continue" in command
    args = command[4:]
    for flag in ("--host", "--port"):  # loopback and a free port here; the rest as written
        at = args.index(flag)
        del args[at:at + 2]
    monkeypatch.setenv("NINE_LIVES_CREATION_PASSWORD", "from the environment file")
    first = Served(tmp_path, "--port", "0", *args)
    printed = next(line for line in first.seen if "certificate fingerprint sha256 " in line)  # as the page shows it
    assert printed.split()[1:4] == PAGE.read_text(encoding="utf-8").split("    12:00:00 ", 1)[1].split()[:3]
    assert os.environ["NINE_LIVES_CREATION_PASSWORD"] not in " ".join(first.proc.args)  # (not in the process list)
    created = ask(first.url, "create", "created", password="from the environment file", game="exploding-kittens",
                  seats=["human", "net"], held=True)
    first.proc.terminate()  # as systemctl stop does
    first.expect("stopped; every unfinished game is journaled")
    assert first.proc.wait(30) == 0
    again = Served(tmp_path, "--port", "0", *args)  # as after a reboot
    try:
        assert any(f"table {created['code']}: reopened" in line for line in again.seen)
    finally:
        again.stop()
