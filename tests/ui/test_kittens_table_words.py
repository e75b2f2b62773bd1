"""The Kittens table's big words and captions say what the log says in the log's words, to the
log's reader: a turn (with the turns owed), a Kitten going off, the win, a card asked for and not
held, Clairvoyance, a player brought back to life. Its own captions say what happens as it
happens, in the present, where the log tells it after in the past ("Mittens lets it happen"
beside the log's "Mittens let it happen")."""

from __future__ import annotations

import pytest
from test_table_issue13 import table_for
from uikit import told

from game.i18n import _
from game.rules.kittens import events as ev
from game.rules.kittens.narrate import describe
from game.ui.table.painter import log_reader

HANDS = (("tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip"))


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize("shared_view", [False, True])
def test_the_table_says_the_logs_line_to_the_logs_reader(make_app, language, shared_view):
    """German says "Du bist am Zug" as the log does (the table's "Your turn" was the rules pages'
    heading there, "Dein Zug"); with the shared view up (a device passed) "you" is still the seat
    the log reads as you, the one named "You" in any language: never "You's turn", "Du ist am Zug"."""
    table = table_for(make_app(), HANDS, first=0)
    if shared_view:
        table.look_away()
    names, you = table.names, log_reader(table)
    assert you == 0  # (the seat named "You": in German too, where the table writes "Du")
    for event in (ev.TurnBegan(1, 1), ev.TurnBegan(0, 2), ev.TurnBegan(2, 2), ev.TurnBegan(0, 1),
                  ev.NothingTaken(1, 0, "tacocat"), ev.NothingTaken(0, 2, "beard_cat"), ev.Foresight(0),
                  ev.Foresight(2), ev.Eliminated(2, "exploding_kitten", ("skip",)),
                  ev.Eliminated(1, "imploding_kitten", ()), ev.GameWon(0), ev.Resurrected(0, 1),
                  ev.Resurrected(1, 0), ev.Resurrected(1, 2)):
        assert describe(event, names, you) in told(table, event), event
    passing = _("{name} lets it happen").format(name="Mittens")
    assert told(table, ev.Passed(1)) == [passing] != [describe(ev.Passed(1), names, you)]
    if you is not None:
        assert told(table, ev.Passed(you)) == []  # (you know you let it happen)
