"""Every reader of a user file says what is wrong with it in the player's words: a pipe, a
folder or a device is named as such (never "there is no such file"), a number of thousands of
digits is "too long", a byte-order mark is no fault at all, and no message speaks Python."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from random_games import finished

from game import settings, storage
from game.__main__ import main
from game.engine import Match, get
from game.saves import SavedGame, Seat

EXAMPLE = Path(__file__).parents[1] / "scenarios" / "worked_example.json"
PYTHON_WORDS = ("sys.", "set_int_max_str_digits", "utf-8-sig", "decode using", "Expecting", "(char ",
                "Traceback", "Error", "errno", "int()")
BOM = b"\xef\xbb\xbf"
COMMANDS = ("scenario", "replay")


def one_line(argv: list[str], capsys) -> str:
    """Run `argv`: exit 2, nothing on stdout, one line on stderr in the player's words; return it."""
    assert main(argv) == 2
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert out.out == "" and len(lines) == 1, out
    assert not any(word in lines[0] for word in PYTHON_WORDS), lines[0]
    return lines[0]


def kept_game(tmp_path: Path) -> Path:
    """A finished game's record, as the history keeps it."""
    match = finished("exploding-kittens", 2, 3)
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(SavedGame.from_match(match, [Seat("Ann"), Seat("Tom", "easy", seed=1)]).to_json()))
    return path


@pytest.mark.parametrize("command", COMMANDS)
def test_a_folder_is_called_a_folder(command, tmp_path, capsys):
    assert one_line([command, str(tmp_path)], capsys).endswith("it is a folder, not a file")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_device_is_not_read_and_not_called_missing(command, capsys):
    line = one_line([command, os.devnull], capsys)
    assert "not a regular file" in line and "no such file" not in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
@pytest.mark.parametrize("command", COMMANDS)
def test_a_pipe_is_not_waited_on_and_not_called_missing(command, tmp_path, capsys):
    os.mkfifo(tmp_path / "pipe.json")
    line = one_line([command, str(tmp_path / "pipe.json")], capsys)
    assert "not a regular file" in line and "no such file" not in line


@pytest.mark.parametrize("command", COMMANDS)
def test_a_missing_file_is_missing(command, tmp_path, capsys):
    assert one_line([command, str(tmp_path / "gone.json")], capsys).endswith("there is no such file")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_number_of_five_thousand_digits_is_too_long_not_a_python_limit(command, tmp_path, capsys):
    path = tmp_path / "big.json"
    path.write_text('{"format": 2, "seed": ' + "7" * 5000 + "}")
    assert one_line([command, str(path)], capsys).endswith("it holds a number too long to use")


@pytest.mark.parametrize("command", COMMANDS)
def test_broken_json_says_where(command, tmp_path, capsys):
    path = tmp_path / "cut.json"
    path.write_text('{"format": 2,\n  "seats": [')
    assert one_line([command, str(path)], capsys).endswith("it is damaged or cut short at line 2, column 13")


def test_a_scenario_saved_with_a_byte_order_mark_runs(tmp_path, capsys):
    path = tmp_path / "bom.json"
    path.write_bytes(BOM + EXAMPLE.read_bytes())
    assert main(["scenario", str(path)]) == 0
    assert capsys.readouterr().err == ""


def test_a_kept_game_saved_with_a_byte_order_mark_replays(tmp_path, capsys):
    path = kept_game(tmp_path)
    assert main(["replay", str(path)]) == 0
    plain = capsys.readouterr().out
    path.write_bytes(BOM + path.read_bytes())
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out == plain


def test_settings_saved_with_a_byte_order_mark_are_used():
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(BOM + json.dumps({"format": 1, "player_name": "Ann", "music_volume": 10}).encode())
    loaded, message = settings.load_settings()
    assert message is None and loaded.player_name == "Ann" and loaded.music_volume == 10


def test_a_json_file_that_is_no_game_says_so(tmp_path, capsys):
    path = tmp_path / "other.json"
    path.write_text('{"name": "not a game"}')
    line = one_line(["replay", str(path)], capsys)
    assert line.endswith("it is not a saved game, a kept game or an exported JSON log")


def _edit(data: dict, change: str) -> None:
    step = data["steps"][0]
    if change == "extra field":
        step["events"][0]["colour"] = 1
    elif change == "missing field":
        del step["events"][0]["seat"]
    elif change == "no event kind":
        del step["events"][0]["type"]
    elif change == "no action kind":
        step["action"] = {"kind": 5}
    elif change == "target":
        step["action"]["target"] = "x"
    elif change == "cards in a list":
        step["action"]["cards"] = [[1]]
    elif change == "order":
        step["action"] = {"kind": "arrange", "order": [1.5]}


@pytest.mark.parametrize(("change", "said"), [
    ("extra field", "has no field colour"), ("missing field", "lacks seat"),
    ("no event kind", "an event of no kind this game has"), ("no action kind", "needs a 'kind' string"),
    ("target", "'target' must be a seat number"), ("cards in a list", "'cards' must be a list of card ids"),
    ("order", "'order' must be a list of whole numbers"),
])
def test_an_edited_move_is_named_without_python_words(change, said, tmp_path, capsys):
    path = kept_game(tmp_path)
    data = json.loads(path.read_text())
    _edit(data, change)
    path.write_text(json.dumps(data))
    line = one_line(["replay", str(path)], capsys)
    assert said in line and "{'" not in line and "['" not in line and "TypeError" not in line, line


def test_the_autosave_is_named_as_such_not_called_damaged(tmp_path, capsys):
    from game.saves import Journal

    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(2), 3)
    path = tmp_path / "autosave.jsonl"
    journal = Journal.start(match, [Seat("Ann"), Seat("Tom", "easy", seed=1)], path)
    for _ in range(3):
        seat = min(match.pending.seats)
        match.act(seat, sorted(match.legal_actions(seat), key=repr)[0])
    journal.close()
    line = one_line(["replay", str(path)], capsys)
    assert line.endswith("it is the autosave, one line a move; save the game from Pause (Save game...) "
                         "and replay that file"), line
