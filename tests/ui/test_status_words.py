"""The table's status line names a played combo in the log's words ("2 x Tacocat", as the log
line says it), not in words of its own ("Tacocat + Tacocat")."""

from __future__ import annotations

from game.engine import Action, Match, get
from game.i18n import _
from game.rules.kittens import events as ev
from game.rules.kittens.narrate import cards_words, describe
from game.saves import Seat
from game.ui.table.scene import TableScene


def test_a_pair_in_the_status_line_reads_as_in_the_log(app):
    rules = get("exploding-kittens")
    deal = ev.Dealt((("nope", "skip"), ("tacocat", "tacocat", "skip"), ("skip",)), ("beard_cat", "exploding_kitten"), 1)
    match = Match(rules, rules.configure(3, {}), seed=1, log=[deal])
    match.act(1, Action("play", ("tacocat", "tacocat"), target=0))
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    app.frame(1 / 20)
    played = next(e for e in match.events_for(0) if isinstance(e, ev.CardsPlayed))
    line = describe(played, ["You", "Mittens", "Biscuit"], 0)
    pair = cards_words(("tacocat", "tacocat"))  # "2 x Tacocat"
    assert line == _("{name} played {cards} on you").format(name="Mittens", cards=pair)
    assert pair in table.kit.status(table)
