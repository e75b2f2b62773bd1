"""Choosing the first cards of a combo says what to choose next ("Pick a second Tacocat to
steal"), never that the card "can't be played now"; a card that is part of no play still says so."""

from __future__ import annotations

from lesson_keys import follow_hints

from game.ui.lessons.catalogue import lessons
from game.ui.lessons.table import start
from game.ui.table.hand import CardGroup


def _combos(app, lesson_id: str = "combos", game: str = "exploding-kittens"):
    lesson = next(one for one in lessons(game) if one.id == lesson_id)
    table = start(app, lesson, pace=0.2)
    follow_hints(app, table, until=lambda: table.pointer is not None and (
        isinstance(table.pointer.widget, CardGroup) or lesson_id == "draw"))
    return table


def _choose(table, card: str) -> str:
    group = next(g for g in table.hand.groups if g.card == card)
    group.activate()
    table.rebuild_controls(reset_focus=False)
    return table.bar_buttons[0].label


def test_the_first_card_of_a_pair_says_pick_a_second(app):
    table = _combos(app)
    assert _choose(table, "tacocat") == "Pick a second Tacocat to steal"
    assert not table.bar_buttons[0].enabled
    assert _choose(table, "tacocat") == "Play the pair: steal a card"  # the second: now it is a play


def test_three_of_a_kind_and_five_different_say_how_many_more(app):
    table = _combos(app)
    assert _choose(table, "beard_cat") == "Pick a second Beard Cat to steal"  # a pair first
    assert _choose(table, "beard_cat") == "Play the pair: steal a card"
    assert _choose(table, "beard_cat") == "Play 3 of a kind: name a card"
    _choose(table, "beard_cat")  # a fourth choice takes them all back
    assert _choose(table, "cattermelon") == "Pick 4 more with different titles to take a discard"
    assert _choose(table, "shuffle") == "Pick 3 more with different titles to take a discard"


def test_a_card_in_no_play_still_says_it_cannot_be_played(app):
    table = _combos(app, "draw")  # a lone Tacocat and a lone Beard Cat: no pair, no five
    assert _choose(table, "tacocat") == "Tacocat can't be played now"
    assert _choose(table, "beard_cat") == "Not a play: change the cards"


def test_a_feral_cat_says_which_cat_pairs_with_it(app):
    table = _combos(app, "feral-cat", "imploding-kittens")
    assert _choose(table, "feral_cat") == "Pick a Tacocat to steal"
    _choose(table, "feral_cat")  # taken back
    assert _choose(table, "tacocat") == "Pick a Feral Cat to steal"
