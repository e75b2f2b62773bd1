"""The command line as a user meets it: exit codes and one-line messages, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main

EXAMPLE = Path(__file__).parents[1] / "scenarios" / "worked_example.json"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120)


def test_simulate_json_reports_the_promised_keys(capsys):
    code = main(["simulate", "--game", "exploding-kittens", "--players", "3", "--games", "5", "--seed", "2",
                 "--check", "--json"])
    rep = json.loads(capsys.readouterr().out)
    assert code == 0
    for key in ("game", "players", "games", "wins", "draws", "violations", "errors", "seconds",
                "games_per_second", "actions_per_game", "win_rate", "win_rate_ci95", "decision_ms"):
        assert key in rep
    assert rep["games"] == 5 and sum(rep["wins"]) + rep["draws"] == 5
    assert rep["violations"] == 0 and rep["errors"] == 0


def test_simulate_results_do_not_depend_on_jobs(capsys):
    args = ["simulate", "--game", "exploding-kittens", "--players", "2", "--games", "6", "--seed", "4",
            "--bot-seed", "9", "--json"]
    main(args)
    one = json.loads(capsys.readouterr().out)
    main([*args, "--jobs", "2"])
    two = json.loads(capsys.readouterr().out)
    assert one["wins"] == two["wins"] and one["actions_per_game"] == two["actions_per_game"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--game", "uno", "--players", "3"], "unknown game 'uno'"),
        (["simulate", "--game", "exploding-kittens", "--players", "7"], "2 to 5 players"),
        (["simulate", "--game", "exploding-kittens", "--players", "3", "--option", "turbo=true"], "no option 'turbo'"),
        (["simulate", "--game", "exploding-kittens", "--players", "3", "--option", "big_hands=maybe"],
         "true or false"),
        (["simulate", "--game", "exploding-kittens", "--players", "3", "--seats", "genius"], "unknown CPU level"),
        (["simulate", "--game", "exploding-kittens", "--players", "3", "--frobnicate"], "unrecognized arguments"),
        (["simulate", "--game", "exploding-kittens", "--players", "zero"], "not a whole number"),
        (["scenario", "no/such/file.json"], "cannot be read: there is no such file"),
    ],
)
def test_bad_input_gets_one_clear_line_and_a_nonzero_exit(args, message):
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_scenario_exit_codes(tmp_path):
    assert run("scenario", str(EXAMPLE)).returncode == 0
    data = json.loads(EXAMPLE.read_text())
    data["expect"]["turns"] = 1
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data))
    done = run("scenario", str(wrong))
    assert done.returncode == 1
    assert "turns: expected 1, got 2" in done.stdout
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "exploding-kittens", "seats": [')
    done = run("scenario", str(broken))
    assert done.returncode == 2 and "is not a usable JSON file: it is damaged or cut short at line 1" in done.stderr


def test_a_scripted_illegal_action_is_reported(tmp_path):
    data = json.loads(EXAMPLE.read_text())
    data["script"].insert(0, {"seat": 1, "kind": "draw"})
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(data))
    done = run("scenario", str(path))
    assert done.returncode == 1
    assert "step 1: seat 1 draw was rejected" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": [["attack"], ["wildcard"], []]}, "an unknown card: wildcard"),
        ({"hands": [["attack"]]}, "one hand for each of the 3 seats"),
        ({"first": 7}, "'first' must be a seat"),
        ({"colour": "red"}, "unknown key colour"),
        ({"script": [{"kind": "draw"}]}, "needs 'seat' and 'kind'"),
    ],
)
def test_malformed_scenarios_exit_2_with_a_message(tmp_path, change, message):
    data = {**json.loads(EXAMPLE.read_text()), **change}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    done = run("scenario", str(path))
    assert done.returncode == 2, done.stdout
    assert message in done.stderr and "Traceback" not in done.stderr


def test_games_lists_every_game_with_its_options(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "exploding-kittens" in out and "--option stacking_attacks=false" in out


def test_bench_json_is_one_object_with_every_figure(capsys, monkeypatch):
    """`bench --quick --json` (made tiny here): random play per game and player count (by the
    clock and by CPU time), Hard's playouts per second and decision times per game, replay
    jumps, launch to first frame, pacing and the machine, all in one JSON object."""
    import game.cli.bench as bench_module
    import game.net.measure as measure
    from game.ai.games import has_ai
    from game.engine import all_games

    tiny = bench_module.Sizes(games=2, runs=1, hard_games=1, think_ms=10, positions=1, playouts=4, pacing_games=1)
    monkeypatch.setattr(bench_module, "QUICK", tiny)
    timed = measure._run  # round trips for 0.5 s of the clock, not 3 s each
    monkeypatch.setattr(measure, "_run", lambda tables, seconds, *args, **kw: timed(tables, 0.5, *args, **kw))
    monkeypatch.setattr(measure, "ENOUGH_ROUND_TRIPS", 1)  # one flat-out run, not five
    assert main(["bench", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert {"machine", "random_play", "random_play_cpu", "playouts_per_second", "hard_decision_ms",
            "replay_jump_ms", "startup", "pacing"} <= set(figures)
    games = {r.info.id: r for r in all_games()}
    tables = {f"{g}/{p}p" for g, r in games.items() for p in {min(max(r.info.min_players, n), r.info.max_players)
                                                               for n in (2, 4)}}
    assert set(figures["random_play"]) == set(figures["random_play_cpu"]) == tables
    assert all(rate > 0 for rate in figures["random_play_cpu"].values())
    with_cpus = {g for g, r in games.items() if has_ai(r)}
    assert set(figures["playouts_per_second"]) == set(figures["hard_decision_ms"]) == with_cpus
    for p in figures["playouts_per_second"].values():
        assert set(p) == {"players", "playouts", "per_second", "per_cpu_second"} and p["playouts"] <= 4
    assert figures["playouts_per_second"]["exploding-kittens"]["playouts"] == 4
    for t in figures["hard_decision_ms"].values():
        assert t["p50"] <= t["p95"] <= t["max"]
    assert set(games) <= set(figures["replay_jump_ms"])
    assert "source_ms" in figures["startup"] or "error" in figures["startup"]
    assert figures["machine"]["cores"] >= 1
    network = figures["network"]
    assert {"round_trip_ms", "bytes_per_client_per_game", "reconnect_to_resynced_ms", "tables",
            "tables_under_50ms_p99", "round_trip_ms_plain", "bytes_per_client_per_game_plain"} <= set(network)
    assert [(t["tables"], t["workers"]) for t in network["tables"]] == [(n, w) for w in (1, 2) for n in (1, 50)]
    assert set(network["tables_under_50ms_p99"]) == {"1", "2"}
    assert all(t["seats_failed"] == 0 and t["client_processes"] >= 1 for t in network["tables"])
    assert network["round_trip_ms"]["actions"] > 0 and network["bytes_per_client_per_game"]["games"] == 2
    assert network["round_trip_ms_plain"]["actions"] > 0 and network["bytes_per_client_per_game_plain"]["games"] == 2
    pacing = figures["pacing"]  # a person with nothing to answer, and one who keeps a Nope
    assert {"median_s", "p90_s"} <= set(pacing) and {"median_s", "p90_s"} <= set(pacing["keeps_a_nope"])
    assert pacing["stalled"] == pacing["keeps_a_nope"]["stalled"] == 0  # every question was answered


def test_every_subcommand_has_its_runner():
    import argparse

    from game.__main__ import COMMANDS, build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) == set(COMMANDS)
