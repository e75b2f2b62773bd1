"""Kombat Kittens' treasure-detail screen: opened from a player's treasure row by a click or by
Tab and Enter, it lists every captured card with its suit and rank and value, the score worked
out, the complete suit sets and what the next set lacks; at 1024x640 with 200% text every line
and card fits the window's width and Close is reached by keys."""

from __future__ import annotations

import pygame
import pytest
from uikit import key

from game import i18n
from game.rules.kombat import cards as kc
from game.saves import Seat
from game.ui.games.kombat import centre
from game.ui.games.kombat.details import TreasureDetails, TreasureSpot, missing_suits, score_lines
from game.ui.games.kombat.words import point_words
from game.ui.scenes.discard import CardRow
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.widgets import Button, Label

# Two of every suit but Ginger (one), and a Dog: one complete set, the next lacks Ginger.
TREASURE = ["tabby_3", "tabby_9", "calico_1", "calico_5", "siamese_2", "siamese_7", "tuxedo_4", "tuxedo_6",
            "ginger_1", kc.DOG]


def _table(make_app, size=(1280, 720), scale=1.0) -> TableScene:
    app = make_app(size, text_scale=scale)
    seats = [Seat("Ann", "human"), Seat("Bea", "medium"), Seat("Cleo", "medium"), Seat("Dot", "medium")]
    table = TableScene(app, new_match("kombat-kittens", seats, {}, seed=2), seats, journal=False, fresh=False,
                       pace=0.05)
    app.push(table)
    app.frame(0.05)
    return table


def _give(table: TableScene, seat: int) -> None:
    table.shown.treasure[seat] = list(TREASURE)


def _words(scene: TreasureDetails) -> str:
    return " ".join(w.words for w in scene.build() if isinstance(w, Label))


def test_the_screen_tells_every_card_the_score_the_sets_and_what_is_missing():
    assert missing_suits(TREASURE) == ["ginger"]
    lines = score_lines(TREASURE)
    values = sum(kc.value(c) for c in TREASURE)
    assert lines[0] == f"Score: {kc.score(TREASURE)} points = {values} points of cards + 1 x 5 for a complete set."
    assert "1 complete" in lines[1] and "Ginger 1" in lines[1] and lines[2] == "The next set needs: Ginger."
    assert missing_suits([]) == list(kc.SUITS)
    assert missing_suits(["tabby_1"]) == ["calico", "siamese", "tuxedo", "ginger"]


@pytest.mark.parametrize("way", ["mouse", "keys"])
def test_a_players_treasure_row_opens_their_treasure(make_app, way):
    table = _table(make_app)
    app = table.app
    _give(table, 2)
    spots = [w for w in table.centre_widgets if isinstance(w, TreasureSpot)]
    assert sorted(s.seat for s in spots) == [0, 1, 2, 3] and spots[0].seat == table.viewer
    row = centre.layout_of(table).strips[2]
    if way == "mouse":
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.center))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=row.center))
        app.frame(0.05)
    else:
        for _ in range(30):
            focused = table.controls.focused
            if isinstance(focused, TreasureSpot) and focused.seat == 2:
                break
            key(app, pygame.K_TAB)
            app.frame(0.05)
            _give(table, 2)
        app.frame(0.5)  # past the grace before Enter counts
        _give(table, 2)
        key(app, pygame.K_RETURN)
        app.frame(0.05)
    scene = app.stack.top
    assert isinstance(scene, TreasureDetails) and scene.seat == 2
    assert scene.heading == i18n._("{name}'s treasure").format(name="Cleo")
    _give(table, 2)
    words = _words(scene)
    for card in TREASURE:
        if card != kc.DOG:
            assert f"{kc.title(card)} ({point_words(kc.value(card))})" in words  # suit and rank, and its value
    assert score_lines(TREASURE)[-1] in words  # the next set needs
    if i18n.current() == "en":
        assert "Tabby (paw), 2" in words and "Dogs, 1: 5 points each" in words
        assert "The next set needs: Ginger." in words


def test_at_1024x640_with_200_percent_text_everything_fits_and_close_is_reached_by_keys(make_app):
    table = _table(make_app, (1024, 640), 2.0)
    app = table.app
    _give(table, 0)
    scene = TreasureDetails(app, table, 0)
    app.push(scene)
    app.frame(0.05)
    assert scene.heading == i18n._("Your treasure")
    width = app.screen.get_width()
    widgets = scene.group.widgets
    assert any(isinstance(w, CardRow) for w in widgets)
    for w in widgets:
        assert w.rect.left >= 0 and w.rect.right <= width
        if isinstance(w, CardRow):
            gap = app.metrics.px(8)
            assert w.rect.left + len(w.cards) * (CardRow.card_w(app) + gap) - gap <= width
    close = next(w for w in widgets if isinstance(w, Button))
    for _ in range(40):
        if scene.group.focused is close:
            break
        key(app, pygame.K_TAB)
        app.frame(0.05)
    assert scene.group.focused is close
    key(app, pygame.K_RETURN)
    app.frame(0.05)
    assert app.stack.top is table


@pytest.mark.parametrize("language", ["en", "de", "es"], indirect=True)
@pytest.mark.parametrize("treasure", [["ginger_1"], ["ginger_6", "tuxedo_1", "calico_2"]])
def test_your_treasure_row_keeps_its_whole_score_beside_a_card(make_app, language, treasure):
    """At 1024x640 with 200% text your own row under the piles shows its score whole ("You: 4 pts"),
    never cut short: the mark for cards it has no room for keeps only the room of its short form
    ("+1"); it read "Yo..." with one card captured, and in German "Du: 10 P... +3" with three."""
    from fit import _forget_caches, recording

    table = _table(make_app, (1024, 640), 2.0)
    table.shown.treasure[0] = list(treasure)
    _forget_caches(table)
    with recording() as rec:
        table.app.stack.draw(table.app.screen)
    words = [line.words for line in rec.lines]
    assert not [w for w in words if w.endswith("...")], words
    assert set(centre.strip_forms(kc.score(treasure), 0, mine=True)) & set(words)
