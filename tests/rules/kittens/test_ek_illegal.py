"""Illegal actions raise IllegalAction with a clear message and change nothing (issue 2, decide)."""

from __future__ import annotations

import pytest

from game.engine.actions import Action
from game.rules.kittens.cards import EXPLODING

HANDS = [["favor", "attack", "tacocat", "tacocat", "nope"], [], ["skip", "nope"]]
PILE = ["beard_cat", EXPLODING, "cattermelon"]


@pytest.mark.parametrize(
    ("seat", "act", "message"),
    [
        (1, Action("draw"), "seat 1 is not asked to act now"),
        (0, Action("pass"), "'pass' is not possible now; seat 0 may: draw, play"),
        (0, Action("nope", ("nope",)), "'nope' is not possible now"),
        (0, Action("give", card="tacocat"), "'give' is not possible now"),
        (0, Action("defuse", position=0), "'defuse' is not possible now"),
        (0, Action("fly"), "'fly' is not possible now"),
        (0, Action("play", ("skip",)), "seat 0 does not hold skip"),
        (0, Action("play", ("tacocat", "tacocat", "tacocat"), target=2, card="defuse"), "does not hold tacocat"),
        (0, Action("play", ("favor",), target=1), "seat 1 has no cards"),
        (0, Action("play", ("favor",), target=0), "seat 0 cannot be chosen"),
        (0, Action("play", ("favor",), target=7), "seat 7 cannot be chosen"),
        (0, Action("play", ("favor",), target=-1), "seat -1 cannot be chosen"),
        (0, Action("play", ("tacocat", "tacocat"), target=1), "seat 1 has no cards"),
        (0, Action("play", ("nope",)), "nope cannot be played on its own"),
        (0, Action("play", ()), "not allowed"),
        (0, Action("play", ("tacocat", "tacocat"), target=2, card="defuse"), "not allowed"),
    ],
)
def test_illegal_turn_actions_are_refused_and_change_nothing(ek, seat, act, message):
    s = ek.deal(HANDS, PILE)
    ek.illegal(s, seat, act, match=message)


def test_a_target_on_an_action_that_takes_none_is_refused_cleanly(ek):
    # Formerly an IndexError: a target with an empty hand on a card-less action.
    s = ek.deal(HANDS, PILE)
    ek.illegal(s, 0, Action("draw", target=1), match="'draw' takes no target")
    ek.illegal(s, 0, Action("play", (), target=1), match="no cards")


def test_a_targeted_card_without_a_target_says_so(ek):
    s = ek.deal(HANDS, PILE)
    ek.illegal(s, 0, Action("play", ("favor",)), match="favor needs a target player")
    ek.illegal(s, 0, Action("play", ("tacocat", "tacocat")), match="needs a target player")


def test_an_untargeted_card_with_a_target_says_so(ek):
    s = ek.deal(HANDS, PILE)
    ek.illegal(s, 0, Action("play", ("attack",), target=2), match="attack takes no target")


def test_illegal_answers_in_a_response_window(ek):
    s = ek.deal(HANDS, PILE)
    ek.play(s, 0, "attack", answer=False)
    ek.illegal(s, 0, "pass", match="seat 0 is not asked")
    ek.illegal(s, 1, "nope", cards=["nope"], match="'nope' is not possible now; seat 1 may: pass")
    ek.illegal(s, 2, "draw", match="'draw' is not possible now; seat 2 may: nope, pass")
    ek.illegal(s, 2, "play", cards=["skip"], match="not possible now")


def test_illegal_gifts(ek):
    s = ek.deal([["favor"], ["skip", "nope"]], PILE)
    ek.play(s, 0, "favor", target=1)
    ek.illegal(s, 1, "give", card="attack", match="seat 1 does not hold attack")
    ek.illegal(s, 1, "give", match="give")
    ek.illegal(s, 0, "give", card="favor", match="seat 0 is not asked")



def test_a_bare_nope_means_the_nope_card(ek):
    s = ek.deal(HANDS, PILE)
    ek.play(s, 0, "attack", answer=False)
    assert ek.kinds(ek.act(s, 2, Action("nope"))) == ["Noped"]
