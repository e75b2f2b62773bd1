"""Issue 13, point 13: statistics are drawn. Win rates by game and by CPU level are bars as long
as the rates (measured in the pixels drawn), with the rate and the count written beside them;
the last games are a strip of W and L marks in order, newest last; nothing is cut at any window
size, text size or palette, and the keyboard alone walks the whole screen."""

from __future__ import annotations

import pygame
import pytest
from uikit import frames, key

from game import i18n, stats
from game.i18n import _, ngettext
from game.ui import text
from game.ui.scenes.statistics import TRACK_MIX, BarRow, ResultStrip, StatisticsScene, lost_letter, won_letter
from game.ui.table.seats import SEAT_KIND_LABELS
from game.ui.theme import PALETTES, contrast, mix
from game.ui.widgets import Label

SIZES = [(1024, 640), (1920, 1080)]
SCALES = [1.0, 2.0]
# (game, won, CPU level), oldest first
PLAYED = ([("exploding-kittens", True, "easy")] * 3 + [("exploding-kittens", False, "hard")]
          + [("imploding-kittens", False, "medium")] * 4 + [("imploding-kittens", True, "medium")]
          + [("exploding-kittens", False, "hard"), ("imploding-kittens", True, "easy")])


@pytest.fixture
def recorded() -> stats.Stats:
    s = stats.Stats()
    for n, (game, won, level) in enumerate(PLAYED):
        s = s.recorded(game, won, [level], f"{n:032x}")
    assert stats.save_stats(s) is None
    return s


def won(percent: int, wins: int, played: int) -> str:
    """A bar's words in the language the run speaks ("45%, 5 of 11 won" in English)."""
    return ngettext("{percent}, {wins} of {n} won", "{percent}, {wins} of {n} won", played).format(
        percent=i18n.format_percent(percent), wins=wins, n=played)


def against(level: str) -> str:
    return _("Against {cpu}").format(cpu=_(SEAT_KIND_LABELS[level]))


def walk(app, scene):
    """Press Down through every focusable widget once, yielding each when it is focused and drawn."""
    seen = []
    while scene.group.focused not in seen:
        frames(app)
        seen.append(scene.group.focused)
        yield scene.group.focused
        key(app, pygame.K_DOWN)
        frames(app)


def bar_colour(app, row: BarRow, focused: bool):
    return app.palette.accent_text if focused else app.palette.accent


def filled_pixels(app, row: BarRow, focused: bool) -> int:
    """Pixels along the middle of the bar's track drawn in the bar's colour."""
    y = row.track.centery
    colour = bar_colour(app, row, focused)
    return sum(app.screen.get_at((x, y))[:3] == colour for x in range(row.track.left, row.track.right))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_bars_are_as_long_as_the_win_rates(make_app, recorded, size, scale):
    app = make_app(size=size, text_scale=scale)
    scene = StatisticsScene(app)
    app.push(scene)
    rates = {}
    for widget in walk(app, scene):
        if isinstance(widget, BarRow):
            assert scene.group.viewport.contains(widget.rect)  # scrolled into view by the keyboard
            rate = widget.record.win_rate
            assert widget.track.width >= 4 * app.metrics.font("body")
            assert abs(filled_pixels(app, widget, True) - rate * widget.track.width) <= 1.5, widget.name
            rates[widget.name] = (rate, widget.words)
    assert rates[_("All games")] == (recorded.overall.win_rate, won(45, 5, 11))
    assert rates[_("Exploding Kittens")][1] == won(60, 3, 5)
    assert rates[_("Imploding Kittens")][1] == won(33, 2, 6)
    assert rates[against("easy")][1] == won(100, 4, 4)
    assert rates[against("medium")][1] == won(20, 1, 5)
    assert rates[against("hard")] == (0.0, won(0, 0, 2))
    # A row that is not focused draws its bar in the accent colour, just as long.
    first = scene.by_game[0]
    scene.group.focus(scene.by_game[1])
    frames(app)
    assert abs(filled_pixels(app, first, False) - 5 / 11 * first.track.width) <= 1.5


def mark_colour(app, box: pygame.Rect):
    """The colour inside a mark, away from its letter and outline."""
    return app.screen.get_at((box.left + box.width // 6, box.top + box.height // 6))[:3]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_strip_shows_the_last_games_in_order(make_app, recorded, size, scale):
    app = make_app(size=size, text_scale=scale)
    scene = StatisticsScene(app)
    app.push(scene)
    strip = next(w for w in walk(app, scene) if isinstance(w, ResultStrip))
    assert scene.group.viewport.contains(strip.rect)
    pal = app.palette
    assert [mark_colour(app, box) for box in strip.marks] == [pal.good if won else pal.danger
                                                               for _, won, _ in PLAYED]
    letters = [w for w, _ in strip.drawn.words if w in (won_letter(), lost_letter())]
    assert letters == [won_letter() if won else lost_letter() for _, won, _ in PLAYED]
    # Oldest first, left to right and then row by row: the newest is last.
    order = [(box.top, box.left) for box in strip.marks]
    assert order == sorted(order) and len(set(order)) == len(PLAYED)
    assert all(strip.rect.contains(box) for box in strip.marks)


def test_recent_results_are_forgotten_after_twenty(make_app):
    s = stats.Stats()
    for n in range(stats.KEEP_RECENT + 5):
        s = s.recorded("exploding-kittens", n % 2 == 0, ["easy"], f"{n:032x}")
    stats.save_stats(s)
    app = make_app(size=(1024, 640), text_scale=2.0)
    scene = StatisticsScene(app)
    app.push(scene)
    strip = next(w for w in walk(app, scene) if isinstance(w, ResultStrip))
    assert len(strip.marks) == stats.KEEP_RECENT
    assert mark_colour(app, strip.marks[-1]) == app.palette.good  # game 24 of 0-24 was won


@pytest.mark.parametrize("palette", list(PALETTES))
@pytest.mark.parametrize("size, scale", [((1024, 640), 2.0), ((1920, 1080), 2.0), ((1024, 640), 1.0)])
def test_nothing_is_cut(make_app, recorded, palette, size, scale):
    app = make_app(size=size, text_scale=scale, palette=palette)
    scene = StatisticsScene(app)
    app.push(scene)
    visited = list(walk(app, scene))
    assert isinstance(visited[-1], type(scene.group.widgets[-1]))  # down to Back
    for widget in visited:
        scene.group.focus(widget)
        frames(app)
        if isinstance(widget, (BarRow, ResultStrip)):
            for words, rect in widget.drawn.words:
                assert "..." not in words and widget.rect.contains(rect), (words, rect, widget.rect)
                assert scene.panel.contains(rect)
        if isinstance(widget, BarRow):
            assert widget.rect.contains(widget.track)
            assert not any(rect.colliderect(widget.track) for _, rect in widget.drawn.words), widget.name
    for widget in scene.group.widgets:
        if isinstance(widget, Label):
            size_px = app.metrics.font(widget.role)
            assert all(text.width(line, size_px) <= widget.rect.width
                       for line in text.wrap(widget.words, size_px, widget.rect.width))


@pytest.mark.parametrize("palette", list(PALETTES))
def test_bars_and_marks_are_seen_in_every_palette(palette):
    pal = PALETTES[palette]
    assert contrast(pal.accent, mix(pal.panel, pal.panel_edge, TRACK_MIX)) >= 3  # a bar on its track
    assert contrast(pal.accent_text, mix(pal.focus, pal.accent_text, 0.25)) >= 3  # the focused row's
    for fill in (pal.good, pal.danger):
        assert contrast(pal.accent_text, fill) >= 4.5  # W and L on their marks
        assert contrast(fill, pal.panel) >= 3


def test_enter_on_back_leaves(make_app, recorded):
    app = make_app(size=(1024, 640), text_scale=2.0)
    scene = StatisticsScene(app)
    app.push(scene)
    for _i in walk(app, scene):
        pass
    key(app, pygame.K_UP)  # back from the first row (where the walk ended) to Back
    frames(app)
    assert scene.group.focused is scene.group.widgets[-1]
    key(app, pygame.K_RETURN)
    frames(app)
    assert scene not in app.stack


@pytest.mark.parametrize("min_bar", [20, 40])
def test_narrow_rows_stack_without_cutting(make_app, recorded, monkeypatch, min_bar):
    """When a name, a bar and its numbers do not fit on one line, the row stacks them."""
    from game.ui.scenes import statistics

    monkeypatch.setattr(statistics, "MIN_BAR_CHARS", min_bar)
    app = make_app(size=(1024, 640), text_scale=2.0)
    scene = StatisticsScene(app)
    app.push(scene)
    for widget in walk(app, scene):
        if not isinstance(widget, BarRow):
            continue
        assert scene.chart.columns(widget.rect.width, app) is None
        name = widget.drawn.words[0][1]
        assert widget.track.top >= name.bottom - 1  # the bar is under the name
        assert all(widget.rect.contains(r) and not r.colliderect(widget.track) for _, r in widget.drawn.words)
        assert abs(filled_pixels(app, widget, True) - widget.record.win_rate * widget.track.width) <= 1.5
