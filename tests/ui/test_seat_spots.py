"""The shell's seat spots (game/ui/table/spots.py): a kit's part of the centre for one seat is
reached by the mouse and the keyboard, opens that seat's details screen headed in the viewer's
words, and is nowhere while the kit does not draw it."""

from __future__ import annotations

import pygame

from game.i18n import _, format_number, ngettext
from game.saves import Seat
from game.ui.games.herding.details import HerdDetails
from game.ui.games.herding.kit import HerdSpot
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.table.spots import NOWHERE, SeatSpot
from game.ui.widgets import Label


def _herding_table(make_app) -> TableScene:
    app = make_app((1280, 720))
    seats = [Seat("Ann", "human"), Seat("Bea", "medium"), Seat("Cal", "medium")]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=4), seats, journal=False, pace=0.05)
    app.push(table)
    app.frame(0.05)
    return table


def test_a_herd_cell_opens_that_seats_herd_in_the_viewers_words(make_app):
    table = _herding_table(make_app)
    spots = {w.seat: w for w in table.kit.centre_widgets(table) if isinstance(w, HerdSpot)}
    assert set(spots) == {0, 1, 2}
    for seat, heading in ((0, _("Your herd and discard pile")),
                          (1, _("{name}'s herd and discard pile").format(name="Bea"))):
        assert spots[seat].rect.width > 0  # where the cell is drawn
        spots[seat].activate()
        top = table.app.stack.top
        assert isinstance(top, HerdDetails) and top.heading == heading
        top.back()


def test_a_spot_the_kit_does_not_draw_is_nowhere(make_app):
    table = _herding_table(make_app)

    class Hidden(SeatSpot):
        def place(self) -> pygame.Rect | None:
            return None

    spot = Hidden(table, 1)
    assert spot.rect == NOWHERE
    spot.rect = pygame.Rect(5, 5, 5, 5)  # a layout pass cannot move it off the kit's place
    assert spot.rect == NOWHERE


def test_a_herd_with_one_card_in_hand_says_so_in_the_singular(make_app):
    """The herd's details said '1 cards in hand' (a plural glued to any count)."""
    table = _herding_table(make_app)
    shown = table.shown
    spot = next(w for w in table.kit.centre_widgets(table) if isinstance(w, HerdSpot) and w.seat == 1)
    for cards in (1, 5):
        words = ngettext("{n} card in hand. Score: {points}.", "{n} cards in hand. Score: {points}.", cards)
        said = words[: words.index("{points}")].format(n=format_number(cards))  # "1 card in hand. Score: "
        shown.counts[1] = cards
        spot.activate()
        top = table.app.stack.top
        assert isinstance(top, HerdDetails)
        words = [w.words for w in top.build() if isinstance(w, Label)]
        assert words[0].startswith(said), words
        top.back()
