"""Choosing the first cards of a combo says what to choose next ("Pick a second Tacocat to
steal"), never that the card "can't be played now"; a card that is part of no play still says so.
The words are read in the language of the run (pytest --language)."""

from __future__ import annotations

from lesson_keys import follow_hints

from game.i18n import _, ngettext
from game.rules.kittens.cards import title
from game.ui.lessons.catalogue import lessons
from game.ui.lessons.table import start
from game.ui.table.hand import CardGroup


def _combos(app, lesson_id: str = "combos", game: str = "exploding-kittens"):
    lesson = next(one for one in lessons(game) if one.id == lesson_id)
    table = start(app, lesson, pace=0.2)
    follow_hints(app, table, until=lambda: table.pointer is not None and (
        isinstance(table.pointer.widget, CardGroup) or lesson_id == "draw"))
    return table


def _more(n: int) -> str:
    return ngettext("Pick {n} more with different titles to take a discard",
                    "Pick {n} more with different titles to take a discard", n).format(n=n)


def _choose(table, card: str) -> str:
    group = next(g for g in table.hand.groups if g.card == card)
    group.activate()
    table.rebuild_controls(reset_focus=False)
    return table.bar_buttons[0].label


def test_the_first_card_of_a_pair_says_pick_a_second(app):
    table = _combos(app)
    assert _choose(table, "tacocat") == _("Pick a second {card} to steal").format(card=title("tacocat"))
    assert not table.bar_buttons[0].enabled
    assert _choose(table, "tacocat") == _("Play the pair: steal a card")  # the second: now it is a play


def test_three_of_a_kind_and_five_different_say_how_many_more(app):
    table = _combos(app)
    # a pair first
    assert _choose(table, "beard_cat") == _("Pick a second {card} to steal").format(card=title("beard_cat"))
    assert _choose(table, "beard_cat") == _("Play the pair: steal a card")
    assert _choose(table, "beard_cat") == _("Play 3 of a kind: name a card")
    _choose(table, "beard_cat")  # a fourth choice takes them all back
    assert _choose(table, "cattermelon") == _more(4)
    assert _choose(table, "shuffle") == _more(3)


def test_a_card_in_no_play_still_says_it_cannot_be_played(app):
    table = _combos(app, "draw")  # a lone Tacocat and a lone Beard Cat: no pair, no five
    assert _choose(table, "tacocat") == _("{card} can't be played now").format(card=title("tacocat"))
    assert _choose(table, "beard_cat") == _("Not a play: change the cards")


def test_a_feral_cat_says_which_cat_pairs_with_it(app):
    table = _combos(app, "feral-cat", "imploding-kittens")
    assert _choose(table, "feral_cat") == _("Pick a {card} to steal").format(card=title("tacocat"))
    _choose(table, "feral_cat")  # taken back
    assert _choose(table, "tacocat") == _("Pick a {card} to steal").format(card=title("feral_cat"))
