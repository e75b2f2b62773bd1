"""`--smoke-test` starts as a player's start does: it reads settings, statistics and saves
through the app's own readers, says one line per bad file, and exits 0 (played) or 2."""

from __future__ import annotations

import json

from game import storage
from game.settings import Settings, save_settings
from game.ui.smoke import run_smoke_test


def _write(path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _report(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_the_players_settings_are_the_ones_played_with(capsys):
    save_settings(Settings(window_size=(1100, 800), first_run_done=True))
    before = storage.paths().settings.read_bytes()
    assert run_smoke_test(seats="easy,easy", fast=True, json=True) == 0
    out = capsys.readouterr()
    assert _report(out.out)["window"] == [1100, 800]
    assert out.err == ""
    assert storage.paths().settings.read_bytes() == before  # read, never written


def test_bad_files_are_read_by_the_start_up_readers_and_named_one_line_each(capsys):
    paths = storage.paths()
    _write(paths.settings, "{not json")
    _write(paths.stats, '{"overall": [1, 2]}')
    _write(paths.saves_dir / "friday.json", "not json at all")
    assert run_smoke_test(seats="easy,easy", fast=True, json=True) == 0
    out = capsys.readouterr()
    assert _report(out.out)["finished"] is True
    lines = out.err.strip().splitlines()
    assert len(lines) == 3, out.err
    assert all(line.startswith("smoke test: ") for line in lines)
    assert any("settings" in line for line in lines)
    assert any("statistics" in line for line in lines)
    assert any("friday" in line for line in lines)
    assert "Traceback" not in out.err


def test_a_broken_autosave_is_nothing_to_continue(capsys):
    _write(storage.paths().autosave, "{not json\n")
    assert run_smoke_test(fast=True, json=True, resume=True) == 2
    out = capsys.readouterr()
    assert out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "autosave" in lines[0] and "Traceback" not in out.err


def test_no_autosave_is_nothing_to_continue(capsys):
    assert run_smoke_test(fast=True, json=True, resume=True) == 2
    assert capsys.readouterr().err.strip() == "smoke test: there is no autosaved game to continue"


def test_an_empty_or_unknown_game_is_refused_not_played(capsys):
    for game in ("", "chess"):
        assert run_smoke_test(game_id=game, seats="easy,easy", fast=True, json=True) == 2
        out = capsys.readouterr()
        assert out.out == "" and out.err.strip() == (
            f"smoke test: unknown game '{game}' (games: exploding-kittens, herding-cats, imploding-kittens, "
            "kombat-kittens, zombie-kittens)")
