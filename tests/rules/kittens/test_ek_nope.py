"""Nope and the response window (RULINGS "Nope", "Response windows")."""

from __future__ import annotations

import pytest

from game.engine.pending import DecisionKind
from game.rules.kittens.cards import EXPLODING


def nope_chain(ek, length: int):
    """Seat 0 plays Attack; `length` Nopes follow, alternating seats 1 and 0."""
    s = ek.deal([["attack", "nope", "nope"], ["nope", "nope", "nope"], ["skip"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "attack", answer=False)
    for i in range(length):
        ek.nope(s, 1 if i % 2 == 0 else 0)
    return s, ek.pass_all(s)


@pytest.mark.parametrize("length", [0, 1, 2, 3, 4])
def test_odd_nopes_cancel_even_nopes_let_it_happen(ek, length):
    s, events = nope_chain(ek, length)
    resolved = [e for e in events if e.kind == "PlayResolved"]
    assert len(resolved) == 1 and resolved[0].cancelled == (length % 2 == 1)
    if length % 2:
        assert (s.current, s.turns, s.attacked) == (0, 1, False)
    else:
        assert (s.current, s.turns, s.attacked) == (1, 2, True)


@pytest.mark.parametrize("length", [1, 2, 3])
def test_cancelled_cards_and_nopes_stay_in_the_discard_pile(ek, length):
    s, _ = nope_chain(ek, length)
    assert s.discard == ["attack"] + ["nope"] * length
    assert s.hands[0].count("attack") == 0


def test_a_noped_combo_is_cancelled_whole(ek):
    s = ek.deal([["tacocat", "tacocat", "skip"], ["nope", "favor"], ["beard_cat"]], ["skip", EXPLODING])
    ek.play(s, 0, "tacocat", "tacocat", target=1, answer=False)
    ek.nope(s, 1)
    events = ek.pass_all(s)
    assert [e.kind for e in events][-1] == "PlayResolved" and events[-1].cancelled
    assert s.hands == [["skip"], ["favor"], ["beard_cat"]]
    assert s.discard == ["tacocat", "tacocat", "nope"]
    assert ek.pending(s) == ("turn", [0], "turn")


def test_every_living_player_but_the_one_on_top_may_answer(ek):
    s = ek.deal([["attack", "nope"], ["nope"], ["skip"], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "attack", answer=False)
    # The window does not reveal who holds a Nope: seat 2 is asked too.
    assert ek.pending(s) == (DecisionKind.RESPONSE, [1, 2, 3], "nope")
    assert ek.legal(s, 2) == [ek.action("pass")]
    assert ek.action("nope", ["nope"]) in ek.legal(s, 1)
    assert ek.legal(s, 0) == []
    ek.illegal(s, 0, "nope", cards=["nope"], match="seat 0 is not asked")
    ek.act(s, 1, "pass")
    ek.act(s, 2, "pass")
    assert ek.pending(s)[1] == [3]
    ek.illegal(s, 1, "nope", cards=["nope"], match="not asked")  # passed already
    # A Nope reopens the window for everybody else, the attacker and those who passed.
    ek.nope(s, 3)
    assert ek.pending(s)[1] == [0, 1, 2]
    ek.illegal(s, 3, "nope", cards=["nope"], match="not asked")  # not on your own Nope


def test_the_player_whose_turn_it_is_can_nope_a_nope(ek):
    s = ek.deal([["favor", "nope"], ["nope", "skip"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "favor", target=1, answer=False)
    ek.nope(s, 1)
    ek.nope(s, 0)  # "Yup"
    ek.pass_all(s)
    assert ek.pending(s) == ("choice", [1], "give_card")


def test_any_player_may_nope_even_when_not_involved(ek):
    s = ek.deal([["favor"], ["skip"], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "favor", target=1, answer=False)
    ek.act(s, 1, "pass")
    ek.nope(s, 2)
    ek.pass_all(s)
    assert s.hands[1] == ["skip"] and ek.pending(s) == ("turn", [0], "turn")


def test_dead_players_are_not_in_the_window(ek):
    s = ek.deal([["skip"], ["nope"], ["nope", "skip"]], [EXPLODING, "tacocat"], first=1)
    ek.draw(s)  # seat 1 explodes, Nope and all
    assert s.current == 2
    ek.play(s, 2, "skip", answer=False)
    assert ek.pending(s)[1] == [0]


def test_a_player_without_a_nope_cannot_nope(ek):
    s = ek.deal([["skip"], ["favor"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "skip", answer=False)
    ek.illegal(s, 1, "nope", cards=["nope"], match="'nope' is not possible now; seat 1 may: pass")


def test_nope_cannot_answer_a_defuse(ek):
    s = ek.deal([["defuse"], ["nope"], ["nope"]], [EXPLODING, "tacocat"])
    events = ek.draw(s)
    # No window opens: the drawer alone places the Kitten.
    assert "CardsPlayed" not in ek.kinds(events)
    assert ek.pending(s) == ("choice", [0], "place_exploding")
    assert ek.legal(s, 1) == [] and ek.legal(s, 2) == []
    ek.illegal(s, 1, "nope", cards=["nope"], match="seat 1 is not asked")
    events = ek.act(s, 0, "defuse", position=0)
    assert ek.kinds(events) == ["Defused", "KittenPlaced", "TurnBegan"]  # no window after it either
    assert ek.pending(s) == ("turn", [1], "turn")


def test_nope_cannot_answer_an_exploding_kitten(ek):
    s = ek.deal([["skip"], ["nope"], ["nope"]], [EXPLODING, "tacocat"])
    events = ek.draw(s)
    assert ek.kinds(events) == ["CardDrawn", "Eliminated", "TurnBegan"]
    assert not s.alive[0] and s.hands[1] == ["nope"] and s.hands[2] == ["nope"]
