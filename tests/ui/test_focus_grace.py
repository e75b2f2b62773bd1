"""Focus moves only when the viewer is asked something, and a new question ignores Enter for a moment."""

from __future__ import annotations

import pygame
from uikit import key

from game.engine import Match, get
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.table.scene import ENTER_GRACE, TableScene

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "favor", "exploding_kitten")


def table_for(app, first: int) -> TableScene:
    rules = get("exploding-kittens")
    hands = (("defuse", "tacocat", "skip"), ("defuse", "cattermelon"), ("defuse", "beard_cat"))
    match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(hands, PILE, first)])
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.2)
    app.push(table)
    return table


def test_nothing_is_focused_while_others_play(make_app):
    app = make_app()
    table = table_for(app, first=1)
    seen = []
    for _ in range(400):
        app.frame(1 / 30)
        if table.my_decision() is None and not table.in_window():
            seen.append(table.controls.focused)
        elif table.my_decision() is not None:
            break
    assert seen and all(f is None for f in seen), "the focus (and its tooltip) moved while nothing was asked"
    assert table.controls.focused is not None  # asked: the everyday choice has the focus


def test_enter_right_after_a_new_question_is_ignored(make_app):
    app = make_app()
    table = table_for(app, first=0)
    while table.flow.decision_key is None:  # the table has put the question
        app.frame(1 / 60)
    before = len(table.match.log)
    key(app, pygame.K_RETURN)  # Enter on the focused everyday choice, too soon
    app.frame(1 / 60)
    assert len(table.match.log) == before, "an Enter inside the grace moment answered the question"
    while table.clock - table.asked_at < ENTER_GRACE:
        app.frame(1 / 60)
    key(app, pygame.K_RETURN)
    app.frame(1 / 60)
    assert len(table.match.log) > before
