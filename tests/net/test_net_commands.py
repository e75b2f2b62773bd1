"""`serve` and `join` on 127.0.0.1: a headless host, two CPUs joining over the network."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from net.netkit import Served

from game.__main__ import main
from game.net.tls import split_pin


def test_serve_and_two_joins_play_a_game_to_its_end(tmp_path):
    """One joins by the invite serve prints (TLS, its certificate checked), one by address and
    code typed by hand (TLS, the certificate taken on trust, and said so)."""
    served = Served(tmp_path, "--port", "0", "--game", "exploding-kittens", "--seats", "net,net,easy",
                    "--option", "cpu_delay=0", "--option", "window=0.05")
    try:
        (code,) = served.codes
        (invite,) = served.invites
        assert invite == f"ninelives://127.0.0.1:{served.port()}/{code}#sha256={split_pin(served.url)[1]}"
        address = f"127.0.0.1:{served.port()}"
        joins = [subprocess.Popen([sys.executable, "-m", "game", "join", *where, "--seat", str(seat),
                                   "--cpu", "easy", "--timeout", "60", *(["--quiet"] if seat == 2 else [])],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for seat, where in ((1, [invite]), (2, [address, code]))]
        outs = [j.communicate(timeout=90) for j in joins]
        assert [j.returncode for j in joins] == [0, 0], outs
        lines = [out.splitlines() for out, _err in outs]
        for seat, out in zip((1, 2), lines, strict=True):
            assert out[-1].startswith(f"seat {seat} (easy) ") and "winners seat" in out[-1]
        # The game's log as it goes, in its own words (a line a turn at least); --quiet: the result only.
        assert sum(line.endswith("'s turn") for line in lines[0]) >= 2 and len(lines[1]) == 1, outs
        assert outs[0][1] == "" and "not checked" in outs[1][1] and "taken on trust" in outs[1][1]
        served.expect("took seat 1")
        # Each join leaves when the game is over: a finished game holds no seat for them.
        assert "left the finished game" in served.expect("left the finished game")
        assert "left the finished game" in served.expect("left the finished game")
    finally:
        assert served.stop() == 0
    assert "stopped; every unfinished game is journaled" in served.expect("stopped")
    assert not [line for line in served.seen if "held for" in line or "played by a CPU" in line], served.seen


def test_serve_opens_n_tables_like_each_seats(tmp_path):
    """--tables N: each --seats, with its --game, N times over (as if repeated on the command line)."""
    served = Served(tmp_path, "--port", "0", "--game", "exploding-kittens", "--seats", "net,easy", "--game",
                    "zombie-kittens", "--seats", "net,net,easy", "--tables", "3")
    try:
        tables = [line.split(": ", 1)[1].strip() for line in served.seen if "join code " in line]
        assert tables == ["Exploding Kittens, free seats 1"] * 3 + ["Zombie Kittens, free seats 1, 2"] * 3
        assert len(set(served.codes)) == 6
    finally:
        assert served.stop() == 0


def test_serve_on_a_busy_port_prints_its_error_only(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "game", "serve", "--port", str(port), "--game",
                               "exploding-kittens", "--seats", "net,easy"], capture_output=True, text=True,
                              timeout=60, env={**os.environ, "NINE_LIVES_HOME": str(tmp_path)})
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == f"error: another program uses port {port} on 127.0.0.1: choose another port\n"


@pytest.mark.parametrize("argv, words", [
    (["serve", "--game", "exploding-kittens", "--seats", "human,net"], "serve has no screen"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,wizard"], "unknown seat"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,net", "--option", "grace=soon"], "grace"),
    (["serve", "--seats", "net,net"], "serve needs --game and --seats"),
    (["serve", "--game", "exploding-kittens", "--tables", "3"], "--tables opens tables like each --seats"),
    (["serve", "--host", "10.0.0.1", "--game", "exploding-kittens", "--seats", "net,easy"],
     "may listen on loopback only, not 10.0.0.1"),  # (the tests' NINE_LIVES_LOOPBACK_ONLY): no traceback
    (["serve", "--game", "exploding-kittens", "--seats", "net,easy", "--joins-per-minute", "lots"],
     "--joins-per-minute must be a whole number from 0 to 1000000"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,easy", "--handshake-seconds", "0.5"],
     "--handshake-seconds must be a number from 1 to 1000000"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,easy", "--keep-finished", "-1"],
     "--keep-finished must be a number of seconds from 0 to 86400"),
    (["join", "127.0.0.1:1", "NOT-A-CODE", "--cpu", "easy"], "is not a join code"),
    (["join", "127.0.0.1:1", "AAAA-BBBB-CCCC", "--cpu", "genius"], "unknown CPU level"),
    (["join", "127.0.0.1:1"], "join needs an invite"),
    (["join", "ninelives://127.0.0.1:1/AAAA-BBBB-CCCC", "AAAA-BBBB-CCCC"], "give the invite alone"),
    (["join", "ninelives://127.0.0.1:1/AAAA-BBBB-CCCC#sha256=12"], "that invite cannot be used: the invite's fingerp"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,net", "--tls-cert", "a.pem"], "go together"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,net", "--no-tls", "--tls-cert", "a.pem",
      "--tls-key", "b.pem"], "--no-tls goes without"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,net", "--tls-cert", "a.pem", "--tls-key", "b.pem"],
     "cannot be used"),
])
def test_network_commands_refuse_bad_flags_in_one_line(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_wrong_fingerprint_in_an_invite_is_refused_and_never_joined(tmp_path):
    served = Served(tmp_path, "--port", "0", "--game", "exploding-kittens", "--seats", "net,easy")
    try:
        (invite,) = served.invites
        forged = invite.rsplit("=", 1)[0] + "=" + "ab" * 32
        joined = subprocess.run([sys.executable, "-m", "game", "join", forged, "--cpu", "easy", "--timeout", "30"],
                                capture_output=True, text=True, timeout=60)
        assert joined.returncode == 1 and "this is not the server the invite names" in joined.stderr
        assert "Traceback" not in joined.stderr
    finally:
        assert served.stop() == 0
    assert not any("took seat" in line or "error" in line for line in served.seen)


def test_serve_with_no_tls_is_joined_over_ws(tmp_path):
    served = Served(tmp_path, "--port", "0", "--no-tls", "--game", "exploding-kittens", "--seats", "net,easy",
                    "--option", "cpu_delay=0", "--option", "window=0.05")
    try:
        assert served.url.startswith("ws://") and any("no TLS (--no-tls)" in line for line in served.seen)
        joined = subprocess.run([sys.executable, "-m", "game", "join", served.url, served.codes[0], "--cpu", "easy",
                                 "--timeout", "60", "--quiet"], capture_output=True, text=True, timeout=90)
        assert joined.returncode == 0 and "winners seat" in joined.stdout, joined.stderr
    finally:
        assert served.stop() == 0
