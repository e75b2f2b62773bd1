"""The Kittens kit's card panels (put the Kitten back, Alter the Future, Dig Deeper, and the
Zombie Kittens' hiding of a Kitten) fit the window at 1024x640 and 1920x1080, text 100% and 200%:
every widget inside the panel and the panel inside the window, nothing overlapping, the cards at
least as wide as readable titles ask (and 56 design px), every title whole and as large as asked."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules.kittens.cards import title
from game.saves import Seat
from game.ui import cards_art
from game.ui.games.kittens.cards import CARDS
from game.ui.games.kittens.panels import ArrangePanel, DigPanel, PlacePanel
from game.ui.table.geometry import card_width_for_titles
from game.ui.table.panels import Panel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SIZES = [(1024, 640), (1920, 1080)]
SCALES = [1.0, 2.0]
LONG = ("hairy_potato_cat", "rainbow_ralphing_cat", "see_the_future")


def _place(table: TableScene) -> Panel:
    return PlacePanel(table.app, "exploding_kitten", 30, lambda p: None, table.geo.pile_card_w)


def _place_zombie(table: TableScene) -> Panel:
    return PlacePanel(table.app, "exploding_kitten", 12, lambda p: None, table.geo.pile_card_w,
                      heading="Hide the Exploding Kitten (2 to hide)",
                      detail="Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; "
                             "you and Bartholomew will know (Bartholomew played Clairvoyance).")


def _arrange(table: TableScene) -> Panel:
    return ArrangePanel(table.app, LONG, lambda order: None, table.geo.hand_card_w)


def _dig(table: TableScene) -> Panel:
    return DigPanel(table.app, "rainbow_ralphing_cat", True, lambda: None, lambda: None, table.geo.hand_card_w)


PANELS = {"place": _place, "place_zombie": _place_zombie, "arrange": _arrange, "dig": _dig}


def table_with(make_app, size, scale, make) -> tuple[TableScene, Panel]:
    app = make_app(size=size, text_scale=scale)
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium"), Seat("Pickles", "medium")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=5), seats, journal=False, pace=0.05)
    app.push(table)
    app.frame(1 / 30)
    panel = make(table)
    table.open_panel(panel)
    app.frame(1 / 30)
    return table, panel


def card_rects(panel: Panel) -> list[tuple[str, pygame.Rect]]:
    """Each card face the panel shows, with where it is drawn."""
    if isinstance(panel, PlacePanel):
        w = panel.card_w
        return [(panel.kitten, pygame.Rect(panel.slider.rect.left, panel.slider.rect.top, w, round(w * 1.4)))]
    if isinstance(panel, ArrangePanel):
        return [(panel.cards[panel.order[s.index]], s.rect) for s in panel.slots]
    assert isinstance(panel, DigPanel)
    return [(panel.top, panel.card_rect)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("name", sorted(PANELS))
def test_panel_fits_the_window_with_readable_cards(make_app, size, scale, name):
    table, panel = table_with(make_app, size, scale, PANELS[name])
    m = table.app.metrics
    assert m.rect.contains(panel.rect)
    widgets = [w.rect for w in panel.group.widgets]
    assert all(panel.body.contains(r) for r in widgets), (panel.body, widgets)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(widgets, 2))
    least = max(m.px(56), card_width_for_titles(m))
    for card, rect in card_rects(panel):
        assert rect.width >= least, (card, rect.width, least)
        face = cards_art.layout(title(card), CARDS.looks[card].kind, rect.width)
        assert face.title_size >= m.card_title
        assert " ".join(face.title_lines).replace("- ", "-") == title(card)  # whole, not cut short
    if isinstance(panel, DigPanel):  # the card is not a widget: it must clear the buttons too
        assert panel.body.contains(panel.card_rect)
        assert not any(panel.card_rect.colliderect(r) for r in widgets)


@pytest.mark.parametrize("name", ["arrange", "dig"])
def test_the_panel_keeps_the_centre_when_it_fits(make_app, name):
    table, panel = table_with(make_app, (1024, 640), 1.0, PANELS[name])
    assert panel.rect == table.geo.centre


@pytest.mark.parametrize("name", sorted(PANELS))
def test_the_panel_grows_over_the_window_when_the_centre_is_too_small(make_app, name):
    table, panel = table_with(make_app, (1024, 640), 2.0, PANELS[name])
    assert panel.rect.height > table.geo.centre.height
    assert panel.rect.left == table.geo.centre.left and panel.rect.width == table.geo.centre.width
