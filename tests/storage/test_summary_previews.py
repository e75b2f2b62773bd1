"""Save previews come from the game's public summary (`Ruleset.summary`), and saves keep typed
table options (a number, one of a list), checked by each option's kind when loaded."""

from __future__ import annotations

import json
import random

import journal_child as child
import pytest
from engine.toy_games import SealedBids, Snap

from game import saves, storage
from game.engine import Action, Match, registry


@pytest.fixture
def toys(monkeypatch):
    for rules in (Snap(), SealedBids()):
        monkeypatch.setitem(registry._GAMES, rules.info.id, rules)


def _round_trip(saved: saves.SavedGame) -> saves.SavedGame:
    return saves.SavedGame.from_json(json.loads(json.dumps(saved.to_json())))


def _snap_game(to_win: int, claims: list[int]) -> Match:
    rules = registry.get("snap")
    match = Match(rules, rules.configure(3, {"to_win": to_win}), seed=3)
    for seat in claims:
        match.act(seat, Action("claim"))
    return match


def test_a_preview_reads_the_games_summary_scores_and_turns(toys):
    match = _snap_game(3, [1, 1, 2])
    saved = _round_trip(saves.SavedGame.from_match(match, [saves.Seat(n) for n in ("Ann", "Bea", "Cal")]))
    preview = saves.preview(saved)
    assert preview.scores == (0, 2, 1)
    assert preview.turn_number == 3  # cards turned: the summary's turn, counted as Kittens counts turns
    assert preview.alive == (True, True, True) and preview.current is None
    assert preview.summary() == "Snap - turn 3 - score 0-2-1 - Ann to play - 3 players"


def test_typed_options_survive_a_save_and_are_checked_by_kind(toys, tmp_path):
    saved = saves.SavedGame.from_match(_snap_game(4, [0]), [saves.Seat("Ann"), saves.Seat("Bea"), saves.Seat("Cal")])
    loaded = _round_trip(saved)
    assert loaded.options == {"to_win": 4} and loaded.to_match().config.option("to_win") == 4
    data = saved.to_json()
    data["options"] = {"to_win": 9}  # out of the option's range (1 to 5)
    with pytest.raises(storage.BadFile, match="whole number from 1 to 5"):
        saves.SavedGame.from_json(data).to_match()
    data["options"] = {"to_win": 2.5}
    with pytest.raises(storage.BadFile, match="options are unreadable"):
        saves.SavedGame.from_json(data)
    bids = registry.get("sealed-bids")
    match = Match(bids, bids.configure(2, {"wins": "lowest"}), seed=1)
    assert _round_trip(saves.SavedGame.from_match(match, [saves.Seat("A"), saves.Seat("B")])).options == {
        "wins": "lowest"}


def test_kittens_previews_read_as_before():
    """Turn number = turns begun after the deal; alive, counts and the pile as the table shows."""
    match = child.new_match(2, 4)
    rng = random.Random(1)
    for _ in range(40):
        child.random_step(match, rng)
    saved = saves.SavedGame.from_match(match, child.seats(4))
    preview = saves.preview(saved)
    view = match.view(saves.SPECTATOR)
    assert preview.turn_number == sum(1 for e in saved.events if e.kind == "TurnBegan") > 0
    assert preview.alive == tuple(view.alive) and preview.hand_counts == tuple(view.hand_counts)
    assert preview.draw_count == view.draw_count and preview.current == view.current
    assert preview.scores is None
    assert preview.summary() == (f"Exploding Kittens - turn {preview.turn_number} - "
                                 f"{saved.seats[view.current].name} to play - 4 players")
