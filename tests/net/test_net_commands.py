"""`serve` and `join` on 127.0.0.1: a headless host, two CPUs joining over the network."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from net.netkit import Served

from game.__main__ import main


def test_serve_and_two_joins_play_a_game_to_its_end(tmp_path):
    served = Served(tmp_path, "--port", "0", "--game", "exploding-kittens", "--seats", "net,net,easy",
                    "--option", "cpu_delay=0", "--option", "window=0.05")
    try:
        (code,) = served.codes
        address = f"127.0.0.1:{served.port()}"
        joins = [subprocess.Popen([sys.executable, "-m", "game", "join", address, code, "--seat", str(seat),
                                   "--cpu", "easy", "--timeout", "60", *(["--quiet"] if seat == 2 else [])],
                                  stdout=subprocess.PIPE, text=True)
                 for seat in (1, 2)]
        outs = [j.communicate(timeout=90)[0].splitlines() for j in joins]
        assert [j.returncode for j in joins] == [0, 0], outs
        for seat, out in zip((1, 2), outs, strict=True):
            assert out[-1].startswith(f"seat {seat} (easy) ") and "winners seat" in out[-1]
        # The game's log as it goes, in its own words (a line a turn at least); --quiet: the result only.
        assert sum(line.endswith("'s turn") for line in outs[0]) >= 2 and len(outs[1]) == 1, outs
        served.expect("took seat 1")
        # Each join leaves when the game is over: a finished game holds no seat for them.
        assert "left the finished game" in served.expect("left the finished game")
        assert "left the finished game" in served.expect("left the finished game")
    finally:
        assert served.stop() == 0
    assert "stopped; every unfinished game is journaled" in served.expect("stopped")
    assert not [line for line in served.seen if "held for" in line or "played by a CPU" in line], served.seen


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
])
def test_network_commands_refuse_bad_flags_in_one_line(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
