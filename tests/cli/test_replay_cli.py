"""`python -m game replay FILE [--seat N] [--json]`: a kept game's log without a window; a bad
file or flag is one line on stderr and exit 2."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game import history
from game.__main__ import main
from game.engine import Match, get
from game.saves import SavedGame, Seat


def kept(players: int = 4) -> tuple[SavedGame, str]:
    rules = get("imploding-kittens")
    match = Match(rules, rules.configure(players), 7)
    rng = random.Random(7)
    while not match.is_over():
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    saved = SavedGame.from_match(match, [Seat("Ann")] + [Seat(f"CPU {i}", "hard", seed=i) for i in range(1, players)])
    history.record(saved, match)
    return saved, str(history.history_dir() / f"{saved.uid}.json")


def test_replay_prints_a_four_player_imploding_game_one_line_an_event(capsys):
    saved, path = kept()
    assert main(["replay", path]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Imploding Kittens, 4 players: Ann (person), CPU 1 (Hard), CPU 2 (Hard), CPU 3 (Hard)"
    assert lines[1:] == history.text_log(saved)


def test_replay_as_a_seat_hides_what_that_seat_did_not_see(capsys):
    saved, path = kept()
    assert main(["replay", path, "--seat", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("As CPU 1 saw it") and lines[1:] == history.text_log(saved, 1)
    assert lines[1:] != history.text_log(saved)


def test_replay_json_is_the_record(capsys):
    saved, path = kept()
    assert main(["replay", path, "--json"]) == 0
    assert SavedGame.from_json(json.loads(capsys.readouterr().out)).to_match().log == saved.to_match().log


def test_bad_files_and_seats_are_one_line_and_exit_2(capsys, tmp_path):
    _saved, path = kept()
    forged = json.loads(Path(path).read_text())
    forged["steps"][3]["events"] = []
    (tmp_path / "forged.json").write_text(json.dumps(forged))
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe")
    for argv in (["replay", str(tmp_path / "none.json")], ["replay", str(tmp_path / "forged.json")],
                 ["replay", str(tmp_path / "junk.json")], ["replay", path, "--seat", "5"]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1 and err.startswith("error: ")
    assert (tmp_path / "forged.json").exists()  # a file given on the command line is left where it is
