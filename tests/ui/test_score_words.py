"""The numbers on the tables say what they are: Herding Cats' score on each cell ("You · 4 points",
"Bea · 7+ points") and Kombat Kittens' treasure rows ("You: 4 points", "+2 more") are labelled;
pointing at one (mouse or keyboard focus) shows what it means beside it, and F1 shows the same."""

from __future__ import annotations

import pygame
import pytest
from uikit import key

from game.rules.kombat import cards as kc
from game.saves import Seat
from game.ui import text
from game.ui.games.herding import centre as herding_centre
from game.ui.games.herding.kit import HerdSpot
from game.ui.games.kombat import centre as kombat_centre
from game.ui.games.kombat.details import TreasureSpot
from game.ui.scenes.card_help import TipHelpScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

TREASURE = ["tabby_3", "tabby_9", "calico_1", "calico_5", "siamese_2", "siamese_7", "tuxedo_4", "tuxedo_6",
            "ginger_1", "ginger_2", "tabby_1", "calico_2", kc.DOG]


def _table(make_app, game: str, size=(1280, 720), scale=1.0) -> TableScene:
    app = make_app(size, text_scale=scale)
    seats = [Seat("Ann", "human"), Seat("Bea", "medium"), Seat("Cleo", "medium")]
    table = TableScene(app, new_match(game, seats, {}, seed=2), seats, journal=False, fresh=False, pace=0.05)
    app.push(table)
    app.frame(0.05)
    return table


def _hover(table: TableScene, rect: pygame.Rect) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    table.app.frame(0.05)


@pytest.mark.english  # the English words of scores (their units and short forms)
def test_herding_scores_are_labelled_and_explained(make_app):
    table = _table(make_app, "herding-cats")
    shown = table.shown
    words = herding_centre.name_words(table, shown, 1).words
    points, complete = shown.score(1)
    assert words == f"Bea · {points}{'' if complete else '+'} points"
    spot = next(w for w in table.centre_widgets if isinstance(w, HerdSpot) and w.seat == 1)
    _hover(table, spot.rect)
    assert table.controls.hover is spot
    box = table.painter.tip_box
    assert box is not None and not box.colliderect(spot.rect)  # beside the cell, not over it
    heading, said = spot.tip()
    points, complete = shown.score(1)  # as it stands now (the CPUs play on)
    assert heading == f"Bea's score: {points}{'' if complete else '+'} points"
    hand = shown.counts[1]
    assert f"plus {(hand + 1) // 2} for {hand} cards in hand" in said and "most points at the end wins" in said
    key(table.app, pygame.K_F1)
    table.app.frame(0.05)
    top = table.app.stack.top
    assert isinstance(top, TipHelpScene) and top.heading == heading and top.message == said
    key(table.app, pygame.K_F1)  # F1 again closes it
    table.app.frame(0.05)
    assert table.app.stack.top is table


@pytest.mark.english  # the English words of scores (their units and short forms)
def test_a_hidden_herd_says_what_its_plus_means(make_app):
    table = _table(make_app, "herding-cats")
    shown = table.shown
    shown.down[2] += 1  # a face-down card Ann cannot name
    spot = next(w for w in table.centre_widgets if isinstance(w, HerdSpot) and w.seat == 2)
    heading, said = spot.tip()
    assert heading.endswith("+ points") and "The + means some of the herd is face down" in said
    assert herding_centre.name_words(table, shown, 2).words.endswith("+ points")


def test_a_narrow_cell_shortens_the_unit_before_the_score():
    pygame.init()
    size = 16
    words = herding_centre.NameLine("Bartholomew", 12, False, False)
    room = text.width("Bar... · 12+ pts", size) + 2
    fitted = herding_centre.fit_name(words, size, room)
    assert fitted.endswith("· 12+ pts") and text.width(fitted, size) <= room
    tight = herding_centre.fit_name(words, size, text.width("B · 12+", size) + 1)
    assert tight.endswith("· 12+")


@pytest.mark.english  # the English words of scores (their units and short forms)
def test_kombat_treasure_rows_are_labelled_and_explained(make_app):
    table = _table(make_app, "kombat-kittens")
    app = table.app
    table.shown.treasure[1] = list(TREASURE)
    assert kombat_centre.strip_words(table.shown, 1)[0] == f"{kc.score(TREASURE)} points, 2 sets"
    assert kombat_centre.strip_words(table.shown, 2)[0] == "0 points"
    assert kombat_centre.strip_words(table.shown, 0, mine=True)[0] == "You: 0 points"
    assert kombat_centre.more_words(2) == "+2 more"
    spot = next(w for w in table.centre_widgets if isinstance(w, TreasureSpot) and w.seat == 1)
    _hover(table, spot.rect)
    table.shown.treasure[1] = list(TREASURE)
    app.frame(0.05)
    assert table.painter.tip_box is not None
    heading, said = spot.tip()
    assert heading == f"Bea's treasure: {kc.score(TREASURE)} points"
    assert f"{len(TREASURE)} captured cards" in said and "+N more" in said and "Score:" in said
    empty = next(w for w in table.centre_widgets if isinstance(w, TreasureSpot) and w.seat == 2)
    assert empty.tip()[1].startswith("No treasure captured yet")
    key(app, pygame.K_F1)
    app.frame(0.05)
    assert isinstance(app.stack.top, TipHelpScene) and app.stack.top.heading == heading


def test_focus_on_a_treasure_row_shows_its_tip_too(make_app):
    table = _table(make_app, "kombat-kittens")
    spot = next(w for w in table.centre_widgets if isinstance(w, TreasureSpot) and w.seat == 2)
    table.controls.focus(spot)
    table.app.frame(0.05)
    assert table.painter.tip_box is not None


def test_a_short_treasure_row_drops_the_sets_then_shortens_the_unit_never_the_score():
    pygame.init()
    size = 16
    words = kombat_centre.strip_forms(51, 2, mine=True)
    assert words[0] == "You: 51 points, 2 sets"
    assert kombat_centre.fit_strip_words(words, size, 1000) == words[0]
    assert kombat_centre.fit_strip_words(words, size, text.width("You: 51 points", size)) == "You: 51 points"
    assert kombat_centre.fit_strip_words(words, size, text.width("You: 51 pts", size)) == "You: 51 pts"


@pytest.mark.english  # the English words of scores (their units and short forms)
def test_narration_says_the_spot_and_its_number(make_app):
    table = _table(make_app, "herding-cats")
    spot = next(w for w in table.centre_widgets if isinstance(w, HerdSpot) and w.seat == 1)
    heading, said = spot.tip()
    assert spot.spoken() == f"{heading}, button" and spot.spoken(full=True) == f"{heading}. {said}"
