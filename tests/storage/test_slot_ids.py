"""A save's name always makes a slot id that saves and opens, wherever the cut at 40 letters falls."""

from __future__ import annotations

import pytest
from random_games import finished

from game import saves
from game.saves import SavedGame, Seat


@pytest.mark.parametrize("name", [
    "Exploding Kittens, Sat, Nov 28, 2026, 10:17 PM",  # the 40th letter is the space before "PM"
    "a" * 39 + " b",
    "!!Friday night!!",
])
def test_a_name_cut_at_a_separator_still_saves_and_opens(name):
    slot = saves.slot_id(name)
    assert slot == saves.slot_id(slot) and not slot.endswith("-") and len(slot) <= 40
    match = finished("exploding-kittens", 3, 1)
    saved = SavedGame.from_match(match, [Seat("Ann"), Seat("Bo", "easy", seed=1), Seat("Cy", "easy", seed=2)])
    assert saves.save_slot(saved, name) == (slot, None)
    opened, message = saves.load_slot(slot)
    assert message is None and opened is not None and opened.name == name
