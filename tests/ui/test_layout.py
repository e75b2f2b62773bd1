"""Layouts at 1024x640 and 1920x1080, at text scale 1 and 2: inside the window, nothing overlapping."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.i18n import _
from game.saves import Seat
from game.ui import text
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from game.ui.table import geometry
from game.ui.table.geometry import next_label
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.widgets import Label

SIZES = [(1024, 640), (1920, 1080)]
SCALES = [1.0, 2.0]


def disjoint(rects: list[pygame.Rect]) -> bool:
    return not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize(("show_log", "show_odds"), [(True, True), (False, False)])
def test_table_regions_fit_and_do_not_overlap(make_app, size, scale, players, show_log, show_odds):
    app = make_app(size=size, text_scale=scale)
    g = geometry.compute(app.metrics, players, 0, show_log, show_odds)
    screen = app.metrics.rect
    regions = [*g.plates.values(), g.centre, g.bar, g.hand] + ([g.log] if g.log else [])
    assert all(screen.contains(r) for r in regions)
    assert disjoint(regions)
    for r in (g.status, g.draw_pile, g.discard):
        assert g.centre.contains(r), r
    assert disjoint([g.draw_pile, g.discard, g.cone])
    lines = 2 if show_odds and not g.compact else 1  # the compact layout's odds take the countdown's row
    label_height = lines * text.line_height(app.metrics.font("small"))  # as the pile labels are drawn
    label = pygame.Rect(g.draw_pile.left, g.draw_pile.bottom, g.draw_pile.width, label_height)
    assert g.centre.contains(g.countdown) and not label.colliderect(g.countdown)
    # Large text never shrinks the cards below the geometry's floor (tests/ui/test_cards_readable.py
    # checks their titles against the text setting).
    assert g.pile_card_w >= app.metrics.px(40) and g.hand_card_w >= app.metrics.px(56)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_hand_and_buttons_fit(make_app, size, scale):
    app = make_app(size=size, text_scale=scale)
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    match = new_match("imploding-kittens", seats, {}, seed=2)
    table = TableScene(app, match, seats, journal=False, pace=0.01)
    app.push(table)
    for _i in range(200):
        app.frame(1 / 30)
        if table.my_decision():
            break
    table.hand.set_cards(["attack", "defuse", "favor", "feral_cat", "nope", "reverse", "see_the_future", "shuffle",
                          "skip", "tacocat", "beard_cat", "cattermelon", "alter_the_future"])
    table.relayout()
    screen = app.metrics.rect
    shown = [group for group in table.hand.groups if group.shown]  # a hand too wide scrolls
    assert shown
    for group in shown:
        assert screen.contains(group.rect)  # what shows of it (the compact layout's cards peek)
    buttons = [b.rect for b in table.bar_buttons]
    assert all(table.geo.bar.contains(r) for r in buttons) and disjoint(buttons)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("scene_type", [TitleScene, NewGameScene, SettingsScene, StatisticsScene, RulesScene])
def test_menus_fit(make_app, size, scale, scene_type):
    app = make_app(size=size, text_scale=scale)
    scene = scene_type(app, "exploding-kittens") if scene_type is RulesScene else scene_type(app)
    app.push(scene)
    app.frame(1 / 60)
    screen = app.metrics.rect
    assert screen.contains(scene.panel)
    group = scene.group
    base = [group._base[id(w)] for w in group.widgets]
    assert disjoint(base)
    for w, r in zip(group.widgets, base, strict=True):
        assert scene.panel.left <= r.left and r.right <= scene.panel.right
        if not isinstance(w, Label):
            assert r.height >= app.metrics.font("body")
    # Every widget can be scrolled into the panel.
    assert group.viewport is not None and scene.panel.contains(group.viewport)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("show_odds", [False, True])
def test_zombie_count_of_the_dead_clears_the_countdown_and_the_odds(make_app, size, scale, show_odds):
    """Zombie Kittens' "Dead: N" sits in the middle, clear of the piles, their labels, the cone, the
    response window's countdown and the odds meter (it hid under the countdown at 1024x640, 200%)."""
    from game.ui.games.kittens.centre import dead_label

    app = make_app(size=size, text_scale=scale, show_odds=show_odds)
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy"), Seat("Pickles", "easy")]
    table = TableScene(app, new_match("zombie-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    g, line = table.geo, text.line_height(app.metrics.font("small"))
    _, box = dead_label(app, g, table.shown)
    labels = [pygame.Rect(pile.left, pile.bottom, pile.width, line) for pile in (g.draw_pile, g.discard)]
    odds = [pygame.Rect(g.centre.left, g.odds.top, g.centre.width, line)] if show_odds else []
    assert g.centre.contains(box)
    assert not any(box.colliderect(r) for r in [g.countdown, *odds, g.draw_pile, g.discard, g.cone, *labels])


def test_a_lessons_turn_order_is_cut_only_between_words(make_app, monkeypatch):
    """The hint's column narrows the table's middle; at 200% on 1024x640 the cone's "clockwise"
    was broken in two ("clockwi" / "se"). Its words stay whole."""
    from game.ui.lessons.catalogue import lessons
    from game.ui.lessons.table import start as start_lesson

    app = make_app(size=(1024, 640), text_scale=2.0)
    table = start_lesson(app, lessons("exploding-kittens")[1], pace=0.2)
    app.frame(1 / 30)
    drawn: list[tuple[str, pygame.Rect]] = []
    original = text.blit_text

    def spy(surface, words, *args, **kwargs):
        rect = original(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(text, "blit_text", spy)
    table.painter._backdrop_cache = None
    table.draw(pygame.Surface(app.screen.get_size()))
    cone = table.geo.cone
    words = [w for line, rect in drawn if rect.colliderect(cone) for w in line.split()]
    way = _("clockwise").split()  # in the language of the run
    assert all(w in words for w in way), words
    said = {*_("Turn order").split(), *way, *next_label(None).split(), *_("Next: {name}").split()}
    assert set(words) <= {*said, *(w for name in table.names for w in name.split()), "..."}, words
