"""A response window that reopens (Zombie Kittens: a NOW card's window closes and the one it
interrupted opens again for everyone) is answered again by the CPUs: the table never stalls."""

from __future__ import annotations

import pytest

from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


@pytest.mark.parametrize("seed", [3, 8])
def test_a_cpu_only_zombie_game_plays_to_the_end_at_the_table(make_app, seed):
    app = make_app()
    seats = [Seat(name, "medium") for name in ("Ann", "Bo", "Cy", "Di")]
    match = new_match("zombie-kittens", seats, {"extended_set": True}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05, on_over=lambda t: None)
    app.push(table)
    for _ in range(30_000):
        app.frame(1 / 30)
        if match.is_over():
            break
    assert match.is_over(), f"stalled at {match.pending}"
