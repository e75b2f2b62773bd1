"""What a redraw of the Kombat Kittens and Herding Cats tables costs, counted rather than timed
(timings are noisy on a shared machine): the log narrates each event once, however often it is
drawn again; the Kombat centre's layout and treasure rows are worked out once per shape, not
on every redraw."""

from __future__ import annotations

import pytest

from game.saves import Seat
from game.ui.games.kombat import centre as kombat_centre
from game.ui.games.kombat import layout as kombat_layout
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def _play(app, game: str, players: int, frames: int, seed: int = 5) -> TableScene:
    """CPU seats only, `frames` frames of 1/20 s (a part of a game, with many redraws)."""
    seats = [Seat(f"Cpu{i}", "medium") for i in range(players)]
    table = TableScene(app, new_match(game, seats, {}, seed=seed), seats, journal=False, pace=0.05)
    app.push(table)
    for _ in range(frames):
        app.frame(0.05)
    return table


def _count_redraws(monkeypatch) -> list[int]:
    from game.ui.table import painter

    redraws: list[int] = []
    real = painter.TablePainter._backdrop

    def counted(self, size):
        before = self._backdrop_cache
        out = real(self, size)
        if before is None or before[0] != self._backdrop_cache[0]:
            redraws.append(1)
        return out

    monkeypatch.setattr(painter.TablePainter, "_backdrop", counted)
    return redraws


def _count_narration(monkeypatch, scene) -> list[object]:
    """Every event the scene's ruleset is asked to narrate from now on, in order."""
    ruleset = type(scene.match.ruleset)
    told: list[object] = []
    real = ruleset.describe

    def describe(self, event, *args, **kwargs):
        told.append(event)
        return real(self, event, *args, **kwargs)

    monkeypatch.setattr(ruleset, "describe", describe)
    return told


@pytest.mark.parametrize("game", ["kombat-kittens", "herding-cats"])
def test_each_event_is_narrated_once_however_often_the_log_is_drawn(app, monkeypatch, game):
    table = _play(app, game, 4, 0)
    told = _count_narration(monkeypatch, table)
    redraws = _count_redraws(monkeypatch)
    for _ in range(400):
        app.frame(0.05)
    lines = table.painter.log_lines()
    assert len(redraws) > 50 and len(lines) > 30
    # never the same event twice: at most one narration a position of the log (equal events may be
    # one shared object, so they are counted, not told apart by identity)
    assert len(told) <= table.shown_upto


def test_kombat_layout_and_treasure_rows_are_not_worked_out_on_every_redraw(app, monkeypatch):
    computed: list[int] = []
    real = kombat_layout.compute

    def compute(*args):
        computed.append(1)
        return real(*args)

    monkeypatch.setattr(kombat_layout, "compute", compute)
    monkeypatch.setattr(kombat_layout, "_layouts", type(kombat_layout._layouts)())  # none kept from before
    kombat_centre.strip_surface.cache_clear()
    redraws = _count_redraws(monkeypatch)
    table = _play(app, "kombat-kittens", 4, 400)
    assert len(redraws) > 150
    assert 0 < len(computed) < len(redraws) // 3
    rows = kombat_centre.strip_surface.cache_info()
    assert rows.hits > 2 * rows.misses
    shown = table.shown
    fresh = kombat_layout.compute(app.metrics, table.geo, shown)
    assert kombat_centre.layout_of(table) == fresh  # the kept layout is the one it would work out now


def test_a_replay_narrates_each_event_once_however_it_moves(app, monkeypatch):
    """Watching a long game again, the log narrates each event once: moving forward, back and
    forward again re-uses the lines told (it once narrated the whole log again on every move)."""
    from random_games import finished

    from game.saves import SavedGame
    from game.ui.scenes.replay import ReplayScene

    match = finished("kombat-kittens", 3, 5)
    saved = SavedGame.from_match(match, [Seat("You")] + [Seat(f"CPU {i}", "medium", seed=i) for i in (1, 2)])
    viewer = ReplayScene(app, saved, viewpoint=1, at=0)
    app.push(viewer)
    told = _count_narration(monkeypatch, viewer)
    for step in [viewer.step_forward] * 60 + [viewer.step_back] * 20 + [viewer.step_forward] * 30:
        step()
        app.frame(1 / 60)
        viewer.rest_at(viewer.position)
        app.frame(1 / 60)
    assert len(viewer.log_lines()) > 30
    assert len(told) <= len(match.log)  # never the same event twice (at most one narration a position)


def test_a_table_frame_paints_every_pixel_without_clearing_the_window_first(app):
    """The table covers the whole window, so a frame at the table skips the app's clear (one whole
    window of pixels less a frame); a menu is still drawn on a cleared window."""
    import pygame

    from game.ui.scenes.title import TitleScene

    class Counted(pygame.Surface):
        cleared = 0

        def fill(self, colour, rect=None, special_flags=0):
            if rect is None:
                Counted.cleared += 1
            return super().fill(colour, rect, special_flags)

    app.screen = Counted(app.screen.get_size())
    sentinel = (255, 0, 255)
    table = _play(app, "exploding-kittens", 3, 5)
    for _ in range(10):
        pygame.Surface.fill(app.screen, sentinel)
        app.frame(0.05)
        assert pygame.mask.from_threshold(app.screen, sentinel, (1, 1, 1, 255)).count() == 0  # every pixel drawn
    assert Counted.cleared == 0 and app.stack.top is table
    app.reset(TitleScene(app))
    app.frame(0.05)
    assert Counted.cleared == 1
