"""A table's first frame waits for nothing it does not show: the tension music's minute-long loop is
converted beside the frames and starts, its layers in step, as soon as it is ready."""

from __future__ import annotations

import threading

from game import audio
from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def test_a_tables_first_frame_does_not_wait_for_the_music(make_app, conversion_held: threading.Event) -> None:
    app = make_app()
    seats = [Seat("You", "human"), Seat("Mittens", "medium")]
    app.push(TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats))
    app.frame(1 / 60)
    mixer = app.sound._audio
    assert app.first_frame_ms is not None and not any(c.get_busy() for c in mixer._layers)
    app.frame(1 / 60)  # frames go on while the music is converted
    conversion_held.set()
    mixer._loader.join()
    app.frame(1 / 60)
    assert [c.get_sound() for c in mixer._layers] == [mixer._sounds[n] for n in audio.MUSIC_LAYERS]
    assert all(c.get_busy() for c in mixer._layers)
