"""Spectating: a person who is out, with no other person still in, may watch with every card
face up after a confirmation; the table then draws every hand face up (the replay viewer's
face-up code). With another person still in, it is not offered. Driven by posted keys."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.engine import EVERYONE, Match, get
from game.i18n import _
from game.rules.kittens import events as ev
from game.saves import Seat
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.table import faceup
from game.ui.table.scene import TableScene

FACE_UP = "Watch with every card face up"
PILE = ("exploding_kitten", "tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "favor",
        "skip", "attack", "see_the_future")


def table_for(app, seats) -> TableScene:
    """Exploding Kittens dealt so that seat 0 (a person) draws a Kitten with no Defuse at once."""
    rules = get("exploding-kittens")
    hands = (("skip",), ("defuse", "tacocat"), ("defuse", "beard_cat"))
    match = Match(rules, rules.configure(len(seats), {}), seed=2, log=[ev.Dealt(hands, PILE, 0)])
    table = TableScene(app, match, seats, fresh=False, journal=False)
    app.push(table)
    return table


def run_until(app, done, limit: int = 3000) -> None:
    for _i in range(limit):
        if done():
            return
        app.frame(1 / 60)
    raise AssertionError("never happened")


def focus_button(app, group, label: str) -> None:
    for _i in range(12):
        if getattr(group().focused, "label", "") == _(label):
            return
        key(app, pygame.K_TAB)
        frames(app)
    raise AssertionError(f"no {label!r} reached by Tab")


def quiet(table) -> bool:
    """Every event shown and the table still (nothing new since the CPUs' last move)."""
    return table.shown_upto == len(table.feeds[table.seen_as]) and table.synced and not table.anims.blocking


def true_hands(table) -> list[tuple[str, ...]]:
    return [tuple(sorted(h)) for h in table.match.state.hands]


def out_alone(make_app):
    app = make_app()
    table = table_for(app, [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")])
    run_until(app, lambda: table.my_decision() is not None)
    key(app, pygame.K_d)  # the Kitten, no Defuse: out
    run_until(app, lambda: table.watching() and table.bar_buttons)
    return app, table


def test_an_out_person_alone_confirms_and_sees_every_hand_face_up(make_app, monkeypatch):
    app, table = out_alone(make_app)
    labels = [b.label for b in table.bar_buttons]
    assert _(FACE_UP) in labels and table.seen_as == 0 and table.hands_shown == []
    focus_button(app, lambda: table.controls, FACE_UP)
    key(app, pygame.K_RETURN)
    frames(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.detail == _("This shows every player's hand for the rest of the game.")
    key(app, pygame.K_ESCAPE)  # no: the public view stays
    frames(app)
    assert app.stack.top is table and table.seen_as == 0 and not table.revealing
    focus_button(app, lambda: table.controls, FACE_UP)
    key(app, pygame.K_RETURN)
    frames(app)
    focus_button(app, lambda: app.stack.top.group, "Show every card")
    key(app, pygame.K_RETURN)
    frames(app)
    assert app.stack.top is table and table.revealing and table.seen_as == EVERYONE
    assert _(FACE_UP) not in [b.label for b in table.bar_buttons]
    drawn = []
    monkeypatch.setattr(faceup, "draw_hands", lambda t, surface, hands: drawn.append(list(hands)))
    run_until(app, lambda: quiet(table))
    frames(app)
    run_until(app, lambda: quiet(table))
    assert table.hands_shown == true_hands(table) and any(table.hands_shown[1:])
    assert drawn[-1] == table.hands_shown  # the one face-up drawing, the replay viewer's
    assert table.feeds[EVERYONE][: len(table.match.log)] == list(table.match.log)
    for _i in range(4):  # the CPUs play on: the hands shown follow the table
        before = len(table.match.log)
        run_until(app, lambda n=before: len(table.match.log) > n or table.match.is_over(), limit=6000)
        if table.match.is_over():
            break
        run_until(app, lambda: quiet(table), limit=6000)
        assert table.hands_shown == true_hands(table)


def test_with_another_person_still_in_only_the_public_view(make_app):
    app = make_app()
    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Mittens", "medium")]
    table = table_for(app, seats)
    for _i in range(3000):
        if not table.match.state.alive[0]:
            break
        top = app.stack.top
        if top is not table:  # the pass-the-device screen: Enter hands it over
            key(app, pygame.K_RETURN)
        elif table.my_decision() is not None and table.my_decision()[0] == 0:
            key(app, pygame.K_d)
        frames(app)
    assert not table.match.state.alive[0] and table.match.state.alive[1]
    frames(app, 30)
    assert not table.may_reveal()
    assert _(FACE_UP) not in [b.label for b in table.bar_buttons]
    table.reveal()  # even asked directly, nothing is shown
    assert not table.revealing and table.seen_as != EVERYONE and table.hands_shown == []


def test_a_dead_zombie_player_who_may_be_raised_never_sees_every_hand(make_app):
    """Zombie Kittens: the dead may come back, so watching face up is never offered to them."""
    from game.ui.games.kittens.shown import KittensShown

    app = make_app()
    table = table_for(app, [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")])
    shown = table.shown
    assert isinstance(shown, KittensShown) and not shown.may_return(0)
    shown.undead = True  # the Zombie table rules
    assert shown.may_return(0)
    shown.alive[0] = False
    shown.counts[0] = 0
    assert not table.may_reveal()
