"""A response window that reopens (Zombie Kittens: a NOW card's window closes and the one it
interrupted opens again for everyone) is answered again by the CPUs: the table never stalls."""

from __future__ import annotations

import pytest
from uikit import unseen_frames

from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def where_stalled(table: TableScene, frames: int) -> str:
    """What the table was doing when it stopped moving on: enough to tell a stall's cause."""
    w = table.flow.window
    window = None if w is None else (w.id, table.flow.window_id, sorted(w.seats), w.answers, w.cpu_due, w.held)
    return (f"stalled at {table.match.pending} after {frames} frames and {len(table.match.log)} events; "
            f"top scene {type(table.app.stack.top).__name__}, paused {table.paused}, "
            f"animating {table.anims.blocking}, window {window}")


@pytest.mark.parametrize("seed", [3, 8])
def test_a_cpu_only_zombie_game_plays_to_the_end_at_the_table(make_app, seed):
    app = make_app()
    seats = [Seat(name, "medium") for name in ("Ann", "Bo", "Cy", "Di")]
    match = new_match("zombie-kittens", seats, {"extended_set": True}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05, on_over=lambda t: None)
    app.push(table)
    frames = 0
    while frames < 30_000 and not match.is_over():
        unseen_frames(app, 1, 1 / 30)  # it never stalls: the game's course is checked, not a picture
        frames += 1
    assert match.is_over(), where_stalled(table, frames)
