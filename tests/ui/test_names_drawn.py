"""Any name can be drawn: a NUL never reaches the font renderer, and cutting a long name short
("...") takes milliseconds whatever its length. Names typed on the new-game screen are cleaned."""

from __future__ import annotations

import contextlib
import signal
import time

import pygame
import pytest

from game.names import clean_name
from game.saves import Seat
from game.ui import text
from game.ui.scenes.new_game import NewGameScene, player_name
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

HUGE = 200_000


@contextlib.contextmanager
def deadline(seconds: float):
    """Fail (rather than hang) if the block takes longer than `seconds`."""

    def late(signum, frame):
        raise AssertionError(f"took longer than {seconds} s")

    old = signal.signal(signal.SIGALRM, late)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("length", [2_000, HUGE])
def test_ellipsis_is_fast_for_any_length(app, length, monkeypatch):
    """Fast by its work, not the clock: a binary search, so about log2(length) measures."""
    name = "".join(chr(ord("a") + i % 26) for i in range(length))
    measured = []
    measure = text._measure
    monkeypatch.setattr(text, "_measure", lambda words, size, *a: measured.append(words) or measure(words, size, *a))
    with deadline(2):
        start = time.perf_counter()
        cut = text.ellipsize(name, 24, 300)
        ms = (time.perf_counter() - start) * 1000
    measures = len(measured)  # the whole name once, then the search
    print(f"ellipsize of {length} characters: {ms:.1f} ms")  # a figure, never pass/fail
    assert cut.endswith("...") and name.startswith(cut[:-3])
    assert text.width(cut, 24) <= 300 < text.width(cut[:-3] + name[len(cut) - 3] + "...", 24)
    assert measures <= 1 + length.bit_length(), measures


@pytest.mark.parametrize("words", ["Bea\0Cal", "\0", "Nul\x00l and\x07 bell\x1b", "half \ud800 surrogate"])
def test_control_characters_are_drawn_not_crashed_on(app, words):
    surface = text.render(words, 20, (255, 255, 255))
    assert surface.get_width() > 0
    assert text.width(words, 20) > 0
    assert "\0" not in text.ellipsize(words, 20, 40)
    assert all("\0" not in line for line in text.wrap(words + " " + words, 20, 60))


def test_the_table_painter_draws_raw_odd_names(app):
    seats = [Seat("You\0", "human"), Seat("Bea\0Cal", "easy"), Seat("Z" * HUGE, "easy"), Seat("\x1b[31m", "easy")]
    match = new_match("exploding-kittens", seats, {}, seed=3)
    table = TableScene(app, match, seats, pace=0.05, journal=False)
    app.push(table)
    with deadline(20):
        for _ in range(120):
            app.frame(1 / 20)
    assert app.frames >= 120
    assert max(app.frame_ms[5:]) < 1000


def test_new_game_names_are_cleaned_where_they_are_typed(app):
    scene = NewGameScene(app)
    app.push(scene)
    scene._set_players(4)
    scene._rename(0, "  Ann\0ie  ")
    scene._rename(1, "\x07\x1b")
    scene._rename(2, "x" * HUGE)
    scene._rename(3, "Dot\tty   Cat")
    names = [seat.name for seat in scene.seats()]
    assert names[0] == clean_name("  Ann\0ie  ") == "Ann ie"
    assert names[1] == player_name(2)  # "Player 2" in the reader's language
    assert names[2] == "x" * len(names[2]) and 0 < len(names[2]) <= 24
    assert names[3] == "Dot ty Cat"
    pygame.event.pump()


def test_a_plate_is_drawn_again_when_its_name_or_who_plays_it_changes(app):
    """At a network table the names and who plays each seat arrive, and change, as people sit
    down: the plates must show the new ones (the backdrop was kept, stale, with "CPU" on it)."""
    from game.ui.table.hud import next_seat

    seats = [Seat("You", "human"), Seat("Bea", "easy"), Seat("Cal", "easy"), Seat("Dot", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, pace=0.05, journal=False)
    app.push(table)
    table.paused = True  # nothing moves but what the test changes, once the deal has flown
    for _ in range(400):
        app.frame(1 / 20)
        if not table.anims.items:
            break
    shown = table.shown
    seat = next(s for s in table.geo.plates
                if s not in (shown.current, next_seat(shown, shown.current), table.flow.thinking))

    def plate() -> bytes:
        app.frame(1 / 20)
        return pygame.image.tobytes(app.screen.subsurface(table.geo.plates[seat]), "RGB")

    before = plate()
    assert plate() == before
    table.kinds[seat] = "human"  # "player", not "CPU"
    after_kind = plate()
    assert after_kind != before
    table.names = [*table.names[:seat], "Zed", *table.names[seat + 1:]]  # (as a network table learns one)
    assert plate() != after_kind


def test_wrapping_by_whole_words_never_breaks_a_word(make_app):
    """`break_words=False` (a Dogfight's fighter names): a word wider than the line keeps its own
    line whole, to be cut short by the caller; the usual wrap breaks it into pieces that fit."""
    words = "Wins: Bartholomew-Longname the Third"
    whole = text.wrap(words, 20, 60, break_words=False)
    assert whole == [w for w in whole if w] and "Bartholomew-Longname" in whole
    assert " ".join(whole) == words
    assert "Bartholomew-Longname" not in text.wrap(words, 20, 60)
