"""Herding Cats: a claim is a question to every player (anyone may challenge it), so with the
default "Only stop for plays that affect me" it keeps the whole countdown, whoever it names or
when it names nobody (issue 36, point 11: a CPU's Kitten got a 0.1 s window, others none)."""

from __future__ import annotations

import pytest

from game.engine import Action, Match, get
from game.i18n import _
from game.rules.herding import events as ev
from game.rules.herding.cards import title
from game.rules.herding.moves import PASS, declare, intercept, pick
from game.saves import Seat
from game.ui.table.flow import WINDOWS
from game.ui.table.scene import TableScene

HANDS = (("kitten", "show_cat", "alley_cat"), ("kitten", "alley_cat", "catnip"), ("kitten", "show_cat", "catnip"))
REMOVED = (("laser_pointer", "animal_control"),) * 3


def plays(*wanted: Action):
    """A CPU's policy: the first of `wanted` that is legal, else let it happen."""
    return lambda view, legal, rng: next((a for a in wanted if a in legal), PASS if PASS in legal else legal[0])


def challenge_window(app, prompt: str, mittens: tuple[Action, ...], biscuit: tuple[Action, ...] = ()):
    """Mittens and Biscuit (CPUs) play `mittens` and `biscuit`; you let every claim stand. For
    the first window of `prompt` you may answer: the seconds from its being shown to its closing
    for you, whether it was ever short, and the status line."""
    rules = get("herding-cats")
    match = Match(rules, rules.configure(3, {}), seed=2, log=[ev.Dealt(HANDS, REMOVED, 1)])
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    table = TableScene(app, match, seats, fresh=False, journal=False)
    table.cpus[1].bot.policy = plays(*mittens)
    table.cpus[2].bot.policy = plays(*biscuit)
    app.push(table)
    opened, short, status = None, False, ""
    for frame in range(6000):
        app.frame(1 / 60)
        pending = table.match.pending
        if opened is None and table.in_window() and pending.prompt == prompt:
            opened, status = frame, table.kit.status(table)  # the claim is shown: readable from here
        if opened is not None:
            short = short or bool(table.flow.window and table.flow.window.short)
            if pending is None or pending.kind not in WINDOWS or 0 not in pending.seats:
                return (frame - opened) / 60, short, status
    raise AssertionError("the window never closed")


@pytest.mark.parametrize("play, words", [  # (the status line in the language of the run)
    (declare("kitten", "kitten"), "{name} declares {card}. Challenge it?"),
    (declare("alley_cat", "alley_cat", 2), "{name} declares {card} on {target}. Challenge it?"),
    (declare("catnip", "catnip", 0), "{name} declares {card} on you. Challenge it?"),
])
def test_every_declaration_keeps_the_whole_countdown(make_app, play, words):
    seconds, short, status = challenge_window(make_app(response_timer=4), "challenge", (play,))
    assert status == _(words).format(name="Mittens", card=title(play.card or ""), target="Biscuit")
    assert not short and seconds >= 4.0


def test_a_laser_pointer_claimed_between_others_keeps_the_whole_countdown(make_app):
    """Mittens' Alley Cat on Biscuit picks her card 1; she claims a Laser Pointer (a bluff)."""
    seconds, short, status = challenge_window(make_app(response_timer=4), "challenge_intercept",
                                              (declare("alley_cat", "alley_cat", 2), pick(0)),
                                              (intercept("show_cat"),))
    assert status == _("{name} claims a Laser Pointer. Challenge it?").format(name="Biscuit")
    assert not short and seconds >= 4.0
