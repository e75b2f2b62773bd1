"""A watcher has no seat: leaving a table it only watches says so in its own words, sends no
reaction, and forgets no seat this computer keeps at another table."""

from __future__ import annotations

import pygame
from test_net_table import QUICK, seated
from uikit import frames, key

from game.net.seating import Joining, LocalHost, Ticket
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.net_table import NetPauseScene
from game.ui.scenes.title import TitleScene


def words_of(scene) -> list[str]:
    return [getattr(w, "label", "") or getattr(w, "words", "") for w in scene.group.widgets]


def test_a_watcher_who_leaves_is_asked_to_stop_watching_not_to_leave_a_seat(keeping_app, tmp_path):
    app = keeping_app
    elsewhere = Ticket("ws://127.0.0.1:1", "K7QM-3XPD-9RTW", {1: "t" * 43}, "Herding Cats")
    elsewhere.save()  # a seat this computer holds at another table (Rejoin)
    h = LocalHost("exploding-kittens", ["easy", "easy"], ["A", "B"], directory=tmp_path / "tables",
                  table_options=QUICK)
    try:
        h.begin()
        table = seated(app, Joining(h.url, h.code, watch=True))
        table.keep_seat = True  # as the Join screen seats everyone
        frames(app)
        table.open_pause()
        frames(app)
        pause = app.stack.top
        assert isinstance(pause, NetPauseScene)
        words = words_of(pause)
        assert "Stop watching" in words and "Leave the table" not in words
        assert not any("reaction" in w for w in words)  # only a seat sends one
        next(w for w in pause.group.widgets if getattr(w, "label", "") == "Stop watching").activate()
        frames(app)
        confirm = app.stack.top
        assert isinstance(confirm, ConfirmScene)
        said = " ".join([confirm.heading, *words_of(confirm)])
        assert "seat" not in said and "Keep playing" not in said  # a watcher has no seat to give a CPU
        assert "Stop watching" in said and "Keep watching" in said
        key(app, pygame.K_TAB)  # from the safe default (keep watching) to yes
        key(app, pygame.K_RETURN)
        frames(app)
        assert isinstance(app.stack.top, TitleScene)
        assert Ticket.load() == elsewhere  # the other table's seat is still there to rejoin
    finally:
        app.reset(TitleScene(app))
        h.stop()
