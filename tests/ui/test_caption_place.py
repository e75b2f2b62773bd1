"""Captions for sounds never cover a control or the hand: with no log column (large text in a
small window) the table keeps them a free place, beside the piles or below an open panel."""

from __future__ import annotations

import pygame
import pytest
from uikit import key

from game.saves import Seat
from game.ui.table.panels import ChoicePanel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def covered(app, table: TableScene) -> list[str]:
    """What the captions drawn now would cover: buttons (bar and panel), hand cards, the hand's row."""
    things = [(f"button {b.label!r}", b.rect) for b in table.bar_buttons]
    things += [(f"hand card {g.card}", g.rect) for g in table.hand.groups if g.shown]
    things.append(("the hand's row", table.geo.hand))
    if table.painter.tip_box is not None:
        things.append(("the tip", table.painter.tip_box))
    if table.panel is not None:
        things += [(f"panel option {getattr(w, 'label', w)!r}", w.rect) for w in table.panel.group.widgets]
    return [f"{words!r} over {name}" for box, lines in app.caption_boxes() for words in [" ".join(lines)]
            for name, rect in things if rect.width and box.colliderect(rect)]


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_captions_keep_off_buttons_and_cards_at_200_percent_in_1024x640(make_app):
    """In German the piles' wider labels leave no room beside them, only the status line's row, a few
    pixels shorter than a caption's box: no caption showed at all. Its words must fit; its margin gives way."""
    app = make_app(size=(1024, 640), text_scale=2.0, captions=True, palette="deuteranopia", show_log=True)
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    match = new_match("exploding-kittens", seats, {}, seed=5)
    table = TableScene(app, match, seats, pace=0.3, journal=False, on_over=lambda t: None)
    app.push(table)
    assert table.geo.log is None  # no room for a log column: the case the captions had no place in
    shown = frames = 0
    for n in range(400):
        if n % 15 == 0:
            key(app, pygame.K_RETURN)
        for words in ("[Alert: you may respond now]", "[See the Future played]", "[Card drawn]"):
            app.sound.caption(words)
        app.frame(1 / 20)
        boxes = app.caption_boxes()
        assert boxes, "the captions have somewhere to show"
        shown += len(boxes)
        frames += 1
        assert covered(app, table) == []
        assert all(app.screen.get_rect().contains(box) for box, _ in boxes)
        if match.is_over():
            break
    assert shown >= frames  # the newest caption on every frame, never lost (in English more fit beside the piles)


def test_captions_keep_off_an_open_panels_options(make_app):
    app = make_app(size=(1024, 640), text_scale=2.0, captions=True, palette="deuteranopia")
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=5), seats, pace=0.3, journal=False,
                       on_over=lambda t: None)
    app.push(table)
    app.frame(1 / 20)
    for count in (2, 4, 9):  # a short panel, a taller one, one grown over the whole window
        options = [(f"Option number {k} with some words", None, lambda: None) for k in range(count)]
        table.open_panel(ChoicePanel(app, "Pick one of these options", options, detail="Anyone may challenge."))
        for words in ("[Alert: you may respond now]", "[Card drawn]", "[Nope!]"):
            app.sound.caption(words)
        app.frame(1 / 20)
        assert app.caption_boxes(), count
        assert covered(app, table) == [], count
        table.close_panel()
