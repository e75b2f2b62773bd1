"""No scenario file gives a traceback: every value is type-checked, the table must be one the
game's deck could hold (or say it is a custom deck), and odd JSON is a one-line error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import scenario
from game.__main__ import main
from game.scenario import ScenarioError, load, run

EXAMPLE = Path(__file__).parents[1] / "scenarios" / "worked_example.json"
BASE = json.loads(EXAMPLE.read_text())


def malformed(tmp_path: Path, text: str, capsys) -> str:
    """Run the scenario command on `text`: exit 2 and one line on stderr, which is returned."""
    path = tmp_path / "s.json"
    path.write_text(text, encoding="utf-8")
    assert main(["scenario", str(path)]) == 2
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.err, out.err
    assert len(lines[0]) < 400
    return lines[0]


def changed(**change) -> str:
    return json.dumps({**BASE, **change})


def with_expect(**expect) -> str:
    return json.dumps({**BASE, "expect": expect})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 200_000 + "]" * 200_000, "nested too deeply"),
        ('{"seed": ' + "7" * 5000 + "}", "it holds a number too long to use"),
        (changed(seed=int("9" * 4000)), "'seed' must be a whole number"),
        (changed(seed=-1), "'seed' must be a whole number"),
        (changed(seed=1.5), "'seed' must be a whole number"),
        (changed(name=["a"]), "'name' must be a string"),
        (changed(seats=["Ann", 2, "Cal"]), "'seats' must be a list of names"),
        (changed(seats="Ann"), "'seats' must be a list"),
        (changed(options=[]), "'options' must be an object"),
        (changed(options={"stacking_attacks": "yes"}), "stacking_attacks"),
        (changed(hands=[["attack"], "nope", ["nope"]]), "'hands[1]' must be a list of card ids"),
        (changed(hands=[["attack"], [7], ["nope"]]), "'hands[1]' must be a list of card ids"),
        (changed(hands=[["attack"], ["reverse"], ["nope"]]), "an unknown card: reverse"),
        (changed(draw=[]), "'draw' is empty"),
        (changed(draw={"top": "tacocat"}), "'draw' must be a list of card ids"),
        (changed(custom_deck="yes"), "'custom_deck' must be true or false"),
        (changed(script=[{"seat": 0, "kind": "draw", "illegal": "maybe"}]), "'illegal' must be true or false"),
        (changed(script=[{"seat": 9, "kind": "draw"}]), "seat must be a seat number"),
        (changed(script=[{"seat": True, "kind": "draw"}]), "seat must be a seat number"),
        (changed(script=[{"seat": 0, "kind": "play", "cards": [{"x": 1}]}]), "'cards' must be a list of card ids"),
        (changed(script=[{"seat": 0, "kind": "arrange", "order": ["a"]}]), "'order' must be a list of whole"),
        (changed(script=[{"seat": 0, "kind": 5}]), "'kind' string"),
        (changed(script=[{"seat": "all", "kind": "draw"}]), "\"all\" may only pass"),
        (with_expect(hands={"9": []}), "'expect.hands' must be"),
        (with_expect(hands={"x": []}), "'expect.hands' must be"),
        (with_expect(hands={"1": "nope"}), "'expect.hands' must be"),
        (with_expect(hands=[["nope"]]), "'expect.hands' must be"),
        (with_expect(alive=[True, "yes", True]), "'expect.alive' must be"),
        (with_expect(hand_counts=[1, 2]), "'expect.hand_counts' must be"),
        (with_expect(current=3), "'expect.current' must be"),
        (with_expect(direction=2), "'expect.direction' must be"),
        (with_expect(pending={"seats": "all"}), "'expect.pending' must be"),
        (with_expect(winner="Ann"), "'expect.winner' must be"),
        (with_expect(events="CardsPlayed"), "'expect.events' must be"),
    ],
)
def test_every_value_is_checked_with_one_line(tmp_path, capsys, text, message):
    assert message in malformed(tmp_path, text, capsys)


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"hands": [["defuse"] * 6, ["nope"], ["nope"]]}, "6 x defuse in play, but this game deals at most 5"),
        ({"draw": ["exploding_kitten"] * 40}, "40 x exploding_kitten in play"),
        ({"draw": ["tacocat"] * 5 + ["exploding_kitten"]}, "5 x tacocat in play"),
        ({"hands": [["exploding_kitten"], ["nope"], ["nope"]], "draw": ["tacocat", "exploding_kitten"]},
         "only in the draw pile"),
        ({"removed": ["nope"] * 5}, "7 x nope at the table, but the deck holds 5"),
    ],
)
def test_an_impossible_table_is_refused_unless_it_says_custom_deck(tmp_path, capsys, table, message):
    line = malformed(tmp_path, changed(**table), capsys)
    assert message in line and '"custom_deck": true' in line
    path = tmp_path / "custom.json"
    path.write_text(changed(**table, custom_deck=True, expect={}))
    run(load(path))  # it loads, and runs without a crash


def test_a_custom_deck_that_runs_out_of_cards_is_a_difference_not_a_crash(tmp_path, capsys):
    data = {**BASE, "custom_deck": True, "seats": ["Ann", "Bea"], "hands": [["skip"], []],
            "draw": ["tacocat"], "first": 0,
            "script": [{"seat": 0, "kind": "draw"}, {"seat": 1, "kind": "draw"}], "expect": {}}
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(data))
    outcome = run(load(path))
    assert not outcome.passed
    assert outcome.differences[0].startswith("step 2: seat 1 draw cannot be played on this table")
    assert main(["scenario", str(path)]) == 1
    assert "Traceback" not in capsys.readouterr().err


def test_a_huge_file_is_not_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(" " * (getattr(scenario, "MAX_BYTES", 1 << 20) + 1) + "{}")
    with pytest.raises(ScenarioError, match="larger than"):
        load(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    done = subprocess.run([sys.executable, "-m", "game", "scenario", str(path)], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 2 and "not a regular file" in done.stderr


def test_a_possible_table_and_good_expectations_still_run(tmp_path):
    path = tmp_path / "ok.json"
    path.write_text(json.dumps({**BASE, "expect": {**BASE["expect"], "hands": {"0": ["defuse"], "2": []},
                                                   "alive": [True, True, True], "winner": None}}))
    outcome = run(load(path))
    assert outcome.passed, outcome.differences


# ---- a recorded game's start ("play from here") -----------------------------------------------


def recorded_scenario(game_id: str = "kombat-kittens", players: int = 3, moves: int = 12) -> dict:
    """A scenario holding the first `moves` moves of a random game as its record."""
    import random as _random

    from game.engine import Match, get
    from game.saves import SavedGame, Seat

    rules = get(game_id)
    match = Match(rules, rules.configure(players), 3)
    rng = _random.Random(3)
    for _ in range(moves):
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    saved = SavedGame.from_match(match, [Seat(f"P{i}") for i in range(players)]).to_json()
    return {"game": game_id, "seats": [f"P{i}" for i in range(players)], "seed": 11, "script": [],
            "record": {k: saved[k] for k in ("seed", "setup", "steps")}}, match


@pytest.mark.parametrize("game_id", ["kombat-kittens", "herding-cats", "zombie-kittens"])
def test_a_record_starts_the_game_where_it_stops_and_plays_on_with_its_own_seed(tmp_path, capsys, game_id):
    data, match = recorded_scenario(game_id)
    path = tmp_path / "from_here.json"
    path.write_text(json.dumps(data))
    loaded = load(path)
    rules = loaded.ruleset
    assert loaded.match.log == match.log and loaded.setup_events == len(match.log)
    assert rules.snapshot(loaded.match.state) == rules.snapshot(match.state)
    assert loaded.match.pending == match.pending and loaded.match.seed == 11 != match.seed
    seat = min(loaded.match.pending.seats)
    loaded.match.act(seat, loaded.match.legal_actions(seat)[0])  # it plays on
    assert main(["scenario", str(path), "--log"]) == 0
    assert "PASS" in capsys.readouterr().out


def record_changed(**change) -> str:
    data, _ = recorded_scenario()
    return json.dumps({**data, **change})


def forged_record() -> str:
    data, _ = recorded_scenario()
    step = data["record"]["steps"][-1]
    step["seat"] = (step["seat"] + 1) % 3
    return json.dumps(data)


def extra_move_record() -> str:
    data, _ = recorded_scenario()
    data["record"]["steps"].append(dict(data["record"]["steps"][-1]))
    return json.dumps(data)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: record_changed(record=[]), "'record' must be an object with exactly 'seed', 'setup' and 'steps'"),
        (lambda: record_changed(record={"seed": 1, "setup": []}), "'record' must be an object with exactly"),
        (lambda: record_changed(hands=[[], [], []]), "a table or a 'record', not both (remove hands)"),
        (lambda: record_changed(treasure=[[], [], []]), "not both (remove treasure)"),
        (lambda: record_changed(game="exploding-kittens"), "'record' is not a game this table plays"),
        (lambda: record_changed(seats=["A", "B"]), "'record' is not a game this table plays"),
        (lambda: json.dumps({**json.loads(record_changed()), "record": {
            **json.loads(record_changed())["record"], "seed": 4}}), "its deal is not the one"),
        (lambda: json.dumps({**json.loads(record_changed()), "record": {
            **json.loads(record_changed())["record"], "steps": [{"seat": 0}]}}), "a move is unreadable"),
        (forged_record, "'record' is not a game this table plays: move 12"),
        (extra_move_record, "move 13"),
    ],
)
def test_a_bad_record_is_one_line(tmp_path, capsys, make, message):
    assert message in malformed(tmp_path, make(), capsys)
