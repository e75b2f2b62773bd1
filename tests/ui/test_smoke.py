"""The smoke test: a CPU-only game through the real loop reaches game over, and reports timings."""

from __future__ import annotations

import json

import pytest

from game.ui.smoke import parse_seats, run_smoke_test


@pytest.mark.parametrize(("game", "seats"), [("exploding-kittens", "easy,medium,easy,medium"),
                                             ("imploding-kittens", "medium,easy,medium,easy")])
def test_cpu_game_reaches_game_over(game, seats, capsys):
    assert run_smoke_test(game, seats=seats, fast=True, json=True) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["finished"] is True and report["players"] == 4
    assert report["frames"] > 10 and report["first_frame_ms"] > 0
    assert set(report["frame_ms"]) == {"p50", "p99", "max"}


def test_seat_spec():
    assert parse_seats(None, 3) == ["medium"] * 3
    assert parse_seats("easy, hard", None) == ["easy", "hard"]
    with pytest.raises(ValueError):
        parse_seats("human,easy", None)
    assert parse_seats("easy,easy", None) == ["easy", "easy"]  # the spec sets the player count
    with pytest.raises(ValueError):
        parse_seats("easy,easy", 4)  # and a different --players contradicts it


def test_bad_game_exits_2(capsys):
    assert run_smoke_test("no-such-game", fast=True) == 2


def test_continue_plays_the_autosave_to_the_end(capsys):
    from game import saves
    from game.engine import Action
    from game.ui.table.setup import new_match

    seats = [saves.Seat("You", "human"), saves.Seat("Mittens", "easy"), saves.Seat("Biscuit", "easy")]
    match = new_match("exploding-kittens", seats, {}, seed=4)
    journal = saves.Journal.start(match, seats)
    match.act(match.view(0).current, Action("draw"))
    journal.close()
    assert run_smoke_test(fast=True, json=True, resume=True) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["finished"] and report["restored_events"] == len(match.log)
    assert not saves.has_autosave()  # finished games leave no autosave
