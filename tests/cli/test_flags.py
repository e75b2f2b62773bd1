"""Every flag of every command is checked: a bad or contradicting one gets one line and exit 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.__main__ import main
from game.cli.simulate import parse_seats as simulate_seats
from game.engine.errors import ConfigError
from game.ui.smoke import parse_seats as smoke_seats

SIM = ["simulate", "--game", "exploding-kittens"]


def refused(args: list[str], capsys) -> str:
    """Run `args` in this process; assert exit 2 with exactly one line on stderr and return it."""
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    assert code == 2, out
    lines = out.err.strip().splitlines()
    assert len(lines) == 1, out.err
    assert "Traceback" not in out.err and len(lines[0]) < 200
    return lines[0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([*SIM, "--players", "3", "--think-ms", "nan"], "--think-ms"),
        ([*SIM, "--players", "3", "--think-ms", "inf"], "--think-ms"),
        ([*SIM, "--players", "3", "--think-ms", "1e300"], "not from 10 to 60000"),
        ([*SIM, "--players", "3", "--think-ms", "0"], "not from 10 to 60000"),
        ([*SIM, "--players", "3", "--think-ms", "-5"], "not from 10 to 60000"),
        ([*SIM, "--players", "3", "--think-ms", "fast"], "not a number"),
        ([*SIM, "--players", "99999999999999999999"], "not from 1 to 99"),
        ([*SIM, "--players", "9" * 5000], "not from 1 to 99"),
        ([*SIM, "--players", "3", "--games", "0"], "not from 1"),
        ([*SIM, "--players", "3", "--jobs", "99999999999999999999"], "--jobs"),
        ([*SIM, "--players", "3", "--seed", "-1"], "--seed"),
        ([*SIM, "--players", "3", "--seed", "1.5"], "not a whole number"),
        ([*SIM, "--seats", "god,easy"], "unknown CPU level 'god'"),
        ([*SIM, "--seats", "../../etc", "--players", "2"], "unknown CPU level '../../etc'"),
        ([*SIM, "--seats", "easy,easy", "--players", "5"], "--seats names 2 seats but --players says 5"),
        ([*SIM, "--seats", ","], "--seats names no CPU level"),
        ([*SIM], "give --players"),
        ([*SIM, "--players", "3", "--option", "big_hands=true", "--option", "big_hands=false"],
         "given two values"),
        ([*SIM, "--players", "3", "--option", "turbo=true"], "no option 'turbo'"),
        (["--smoke-test", "--seats", "god,easy"], "unknown CPU level 'god'"),
        (["--smoke-test", "--seats", "../../etc"], "unknown CPU level '../../etc'"),
        (["--smoke-test", "--seats", "easy,easy", "--players", "5"], "--seats names 2 seats but --players says 5"),
        (["--smoke-test", "--players", "99999999999999999999"], "not from 1 to 99"),
        (["--smoke-test", "--continue", "--game", "imploding-kittens"], "--continue plays the autosave"),
        (["--smoke-test", "--game", ""], "unknown game ''"),
        (["--smoke-test", "--game", "chess"], "unknown game 'chess'"),
        (["--smoke-test", "--game", "x" * 100_000], "unknown game 'xxxx"),
        ([*SIM[:2], "", "--players", "2"], "unknown game ''"),
        (["--smoke-test", "--continue", "--seats", "easy,easy"], "--continue plays the autosave"),
        (["--fast", *SIM, "--players", "2"], "--fast"),
        (["--smoke-test", "games"], "--smoke-test"),
        (["bench", "--quick", "--turbo"], "unrecognized arguments"),
        (["games", "--json"], "unrecognized arguments"),
        (["package", "--fast"], "unrecognized arguments"),
        (["--smoke-test", "--on-server", "127.0.0.1:1", "--game", "exploding-kittens"],
         "--on-server opens a table of its own, so --game cannot be given with it"),
    ],
)
def test_a_bad_or_contradicting_flag_is_one_line_and_exit_2(args, message, capsys):
    assert message in refused(args, capsys)


@pytest.mark.parametrize("flags", [["--continue"], ["--fast"], ["--json"], ["--players", "3"],
                                   ["--seats", "easy,easy"], ["--game", "exploding-kittens"],
                                   ["--on-server", "127.0.0.1:8766"]])
def test_smoke_test_flags_without_smoke_test_are_refused_rather_than_opening_the_window(flags):
    done = subprocess.run([sys.executable, "-m", "game", *flags], capture_output=True, text=True, timeout=30,
                          env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 2
    assert f"{flags[0]} only means something with --smoke-test" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_no_flags_still_starts_the_app(monkeypatch):
    from game.ui import app

    monkeypatch.setattr(app, "run", lambda: 17)  # the app itself, without opening the window
    assert main([]) == 17


def test_seats_alone_set_the_player_count(capsys):
    assert main([*SIM, "--seats", "easy,medium,easy", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == 3 and report["seats"] == ["easy", "medium", "easy"]


def test_a_sensible_think_time_is_taken(capsys):
    assert main([*SIM, "--seats", "hard,easy", "--games", "1", "--think-ms", "10", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 2


@pytest.mark.parametrize("parse_seats", [simulate_seats, smoke_seats])
def test_seat_specs_agree_with_the_player_count_everywhere(parse_seats):
    assert parse_seats("easy,medium", None) == ["easy", "medium"]
    assert parse_seats("easy,medium", 2) == ["easy", "medium"]
    assert parse_seats("easy", 3) == ["easy"] * 3
    for spec, players in (("easy,easy", 4), ("god,easy", None), ("../../etc", 2), ("easy,hard", 1)):
        with pytest.raises(ConfigError):
            parse_seats(spec, players)


def test_the_smoke_test_plays_cpu_levels_of_the_table_only():
    assert smoke_seats(None, None) == ["medium"] * 4
    with pytest.raises(ConfigError):
        smoke_seats("human,easy", None)


def test_options_are_read_by_their_kind_from_the_command_line():
    """`--option` values are text until the game reads them by each option's kind."""
    from game.__main__ import options

    assert options("exploding-kittens", [("big_hands", "yes"), ("stacking_attacks", "0")]) == {
        "big_hands": True, "stacking_attacks": False}
    with pytest.raises(ConfigError, match="true or false"):
        options("exploding-kittens", [("big_hands", "9" * 5000)])


def test_a_number_option_refuses_a_huge_number_in_one_line():
    from game.engine.ruleset import OptionKind, OptionSpec

    spec = OptionSpec("rounds", 3, "Rounds", kind=OptionKind.NUMBER, low=1, high=9)
    assert spec.parse("7") == 7
    with pytest.raises(ConfigError, match="1 to 9"):
        spec.parse("9" * 5000)
