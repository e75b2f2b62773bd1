"""`serve` and `join` on 127.0.0.1: a headless host, two CPUs joining over the network."""

from __future__ import annotations

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
                                   "--cpu", "easy", "--timeout", "60"], stdout=subprocess.PIPE, text=True)
                 for seat in (1, 2)]
        outs = [j.communicate(timeout=90)[0] for j in joins]
        assert [j.returncode for j in joins] == [0, 0], outs
        for seat, out in zip((1, 2), outs, strict=True):
            assert out.startswith(f"seat {seat} (easy) ") and "winners seat" in out
        served.expect("took seat 1")
    finally:
        assert served.stop() == 0
    assert "stopped; every unfinished game is journaled" in served.expect("stopped")


@pytest.mark.parametrize("argv, words", [
    (["serve", "--game", "exploding-kittens", "--seats", "human,net"], "serve has no screen"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,wizard"], "unknown seat"),
    (["serve", "--game", "exploding-kittens", "--seats", "net,net", "--option", "grace=soon"], "grace"),
    (["serve", "--seats", "net,net"], "serve needs --game and --seats"),
    (["join", "127.0.0.1:1", "NOT-A-CODE", "--cpu", "easy"], "is not a join code"),
    (["join", "127.0.0.1:1", "AAAA-BBBB-CCCC", "--cpu", "genius"], "unknown CPU level"),
])
def test_network_commands_refuse_bad_flags_in_one_line(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
