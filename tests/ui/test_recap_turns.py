"""The game-over recap counts turns from 1: the deal begins the first turn (it names who goes
first), so exploding on it reads "turn 1" (it read "You exploded on turn 0.")."""

from __future__ import annotations

from uikit import draw_the_exploding_kitten, kittens_table

from game.i18n import format_number, ngettext


def test_exploding_on_the_first_turn_is_turn_1(make_app):
    app = make_app()
    table, match = kittens_table(app)
    draw_the_exploding_kitten(app, table, match)
    turn = 1
    said = ngettext("You exploded on turn {n}.", "You exploded on turn {n}.", turn).format(n=format_number(turn))
    assert said in table.recap()


def test_the_second_players_explosion_is_on_turn_2(make_app):
    """Mittens goes first, draws the Kitten, defuses it and puts it back on top: you draw it on turn 2."""
    app = make_app()
    table, match = kittens_table(app, first=1)
    draw_the_exploding_kitten(app, table, match)
    turn = 2
    said = ngettext("You exploded on turn {n}.", "You exploded on turn {n}.", turn).format(n=format_number(turn))
    assert said in table.recap(), table.recap()
