"""Pacing with one person at the table: their window closes once nothing can answer it."""

from __future__ import annotations

from game.engine import Match, get
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.table.flow import READABLE
from game.ui.table.scene import TableScene

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "favor", "exploding_kitten")


def window_seconds(app, person_holds: str) -> float:
    """Seconds of game time from a CPU's Skip beginning to show to the person's window closing."""
    rules = get("exploding-kittens")
    hands = (("defuse", person_holds), ("defuse", "skip"), ("defuse", "tacocat"))
    match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(hands, PILE, 1)])
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    table = TableScene(app, match, seats, fresh=False, journal=False)
    bot = table.cpus[1].bot  # Mittens opens with the Skip (a policy that always plays a card first)
    bot.policy = lambda view, legal, rng: next((a for a in legal if a.kind == "play"), legal[0])
    app.push(table)
    opened = None
    for frame in range(3000):
        app.frame(1 / 60)
        if opened is None and table.flow.window_id > 0:
            opened = frame  # the Skip began to show: it is readable from here
        if opened is not None and 0 not in (table.match.pending.seats if table.match.pending else ()):
            return (frame - opened) / 60
    raise AssertionError("the window never closed")


def test_a_window_closes_early_when_the_person_cannot_answer(make_app):
    quick = window_seconds(make_app(response_timer=4), "tacocat")
    full = window_seconds(make_app(response_timer=4), "nope")
    assert READABLE - 0.05 <= quick < 2.5  # a readable moment, then on: nothing could answer
    assert full >= 4.0  # with a Nope in hand the person gets the whole countdown
