"""Zombie Kittens: a dead person may be raised while the game goes on, so even dead, holding no
card and only watching, they are never offered every card face up (`may_reveal` asks the
table's `may_return`), and asking for it directly shows nothing."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.engine import EVERYONE, Match, get
from game.rules.kittens import events as ev
from game.saves import Seat
from game.ui.table.scene import TableScene

FACE_UP = "Watch with every card face up"
PILE = ("exploding_kitten", "ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat", "shuffle", "skip",
        "attack", "exploding_kitten", "ghoul_cat", "mummy_cat", "bony_cat")


def test_a_dead_zombie_player_with_no_cards_only_watching_never_sees_every_hand(make_app):
    app = make_app()
    rules = get("zombie-kittens")
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    hands = ((), ("nope", "tombstone_cat"), ("nope", "bony_cat"))  # you hold nothing and draw the Kitten
    match = Match(rules, rules.configure(3, {}), seed=4, log=[ev.Dealt(hands, PILE, 0)])
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    for _ in range(3000):
        if table.my_decision() is not None:
            break
        frames(app)
    key(app, pygame.K_d)
    watched = 0
    for _ in range(3000):
        frames(app)
        if match.is_over():
            break
        if (table.watching() and table.shown.counts[0] == 0 and table.my_decision() is None
                and not table.in_window()):
            watched += 1  # everything but the chance of coming back would allow it
            assert table.shown.may_return(0)
            assert not table.may_reveal()
            assert FACE_UP not in [b.label for b in table.bar_buttons]
        if watched >= 30:
            break
    assert not match.state.alive[0] and not match.state.hands[0]
    assert watched >= 30, "the dead person never sat only watching"
    table.reveal()  # even asked directly, nothing is shown
    assert not table.revealing and table.seen_as != EVERYONE and table.hands_shown == []
