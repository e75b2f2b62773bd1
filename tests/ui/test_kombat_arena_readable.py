"""A Dogfight's cards read at every size (issue 28 point 7): at 1024x640 with 200% text and up to
five fighters, every card is wide enough to show its rank whole in the player's small text (a card
too small for its full face shows its rank and suit alone), and every fighter's name shows whole."""

from __future__ import annotations

import pytest
from fit import misfits

from game.rules.kombat.state import DOGFIGHT_FIGHT
from game.saves import Seat
from game.ui import text
from game.ui.games.kombat import centre
from game.ui.games.kombat.layout import compact, readable_width
from game.ui.games.kombat.shown import ShownFight
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

NAMES = ("Mittens", "Biscuit", "Pickles", "Marmalade")
HAND = ["tabby_2", "calico_4", "siamese_4"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dogfight_cards_read_at_1024x640_with_200_percent_text(make_app, players):
    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in NAMES[: players - 1]]
    table = TableScene(app, new_match("kombat-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    table.paused, table.panel = True, None
    sides = tuple(range(players))
    table.shown.fight = ShownFight(DOGFIGHT_FIGHT, sides, played={s: [*HAND, "ginger_9"] for s in sides},
                                   down={}, rounds=3)
    app.frame(1 / 30)
    lay = centre.layout_of(table)
    assert lay.card_w >= readable_width(app.metrics)  # on main: 23 px with four or five fighters
    small = app.metrics.font("small")
    if compact(lay.card_w):  # the rank, in the small text, fits inside the card with its suit under it
        face = centre.arena_face("ginger_9", lay.card_w, app.metrics, app.palette.name)
        assert face.get_width() >= text.width("9", small, True) and face.get_height() > text.line_height(small)
    assert not misfits(app)  # names whole, nothing over anything
    hands = (["tabby_6", "calico_7", "siamese_9", "ginger_1"], ["tabby_9", "calico_5", "siamese_2", "ginger_1"],
             [*HAND, "ginger_9"], ["tabby_4", "calico_4", "siamese_4", "ginger_9"])
    table.shown.fight = ShownFight(DOGFIGHT_FIGHT, sides, played={s: hands[s % len(hands)] for s in sides},
                                   down={}, rounds=4, winner=1, decided=True)
    app.frame(1 / 30)
    problems = misfits(app)
    assert not problems, problems  # the winner's name whole ("Wins: Mittens"), each hand's words too


def test_a_forfeits_stamp_stays_whole_over_the_last_card_of_the_row(make_app):
    """The stamp over a forfeiter's cards stays inside the arena, a long word too (Spanish
    'ABANDONO' over the last fighter's cards ran off the window's right edge)."""
    import pygame

    from game.ui.games.kombat.centre import stamp

    app = make_app(size=(1024, 640), text_scale=2.0)
    arena = pygame.Rect(200, 160, 820, 180)
    last_card = pygame.Rect(arena.right - 48, 260, 48, 64)
    box = stamp(app.screen, app, last_card, "ABANDONO ABANDONO", arena)
    assert arena.contains(box) and box.colliderect(last_card)
