"""Special combos, on and off (RULINGS "Special combos", seed 003 "Advanced play")."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.kittens.cards import EXPLODING

PILE = ["tacocat", "beard_cat", EXPLODING]
FIVE = ["attack", "favor", "nope", "shuffle", "skip"]


def test_special_combos_are_on_by_default(ek):
    s = ek.deal([["attack", "attack"], ["skip"]], PILE)
    assert s.options["special_combos"] is True
    assert ek.action("play", ["attack", "attack"], target=1) in ek.legal(s, 0)


@pytest.mark.parametrize("card", ["attack", "skip", "favor", "shuffle", "see_the_future", "nope", "defuse"])
def test_a_pair_of_any_title_steals_and_ignores_the_card_effect(ek, card):
    s = ek.deal([[card, card], ["cattermelon"], ["skip"]], PILE)
    events = ek.play(s, 0, card, card, target=1)
    assert ek.kinds(events)[-2:] == ["PlayResolved", "CardMoved"]
    assert s.hands == [["cattermelon"], [], ["skip"]]
    # No Attack, Skip, Shuffle... effect: still seat 0's single turn, the pile untouched.
    assert (s.current, s.turns, s.attacked, s.draw) == (0, 1, False, PILE)
    assert s.discard == [card, card]


def test_with_the_option_off_only_identical_cat_pairs_are_allowed(ek):
    hand = ["attack", "attack", "tacocat", "tacocat", "tacocat", *FIVE]
    s = ek.deal([hand, ["skip"]], PILE, discard=["beard_cat"], special_combos=False)
    combos = {a.cards for a in ek.legal(s, 0) if len(a.cards) > 1}
    assert combos == {("tacocat", "tacocat")}
    ek.illegal(s, 0, "play", cards=["attack", "attack"], target=1)
    ek.illegal(s, 0, "play", cards=["tacocat"] * 3, target=1, card="skip")
    ek.illegal(s, 0, "play", cards=FIVE)
    ek.play(s, 0, "tacocat", "tacocat", target=1)
    assert "skip" in s.hands[0]


# ---- three of a kind -----------------------------------------------------------------------
def test_three_of_a_kind_gets_the_named_card_in_the_open(ek):
    s = ek.deal([["skip"] * 3, ["defuse", "tacocat"], ["nope"]], PILE)
    events = ek.play(s, 0, "skip", "skip", "skip", target=1, card="defuse")
    moved = events[-1]
    assert (moved.kind, moved.giver, moved.receiver, moved.card, moved.how) == ("CardMoved", 1, 0, "defuse", "named")
    assert ek.r.redact(moved, 2).card == "defuse"  # handed over in the open
    assert s.hands[0] == ["defuse"] and s.hands[1] == ["tacocat"]
    assert (s.current, s.turns) == (0, 1)
    assert ek.view(s, 2).known_hands[0] == ("defuse",)


def test_three_of_a_kind_gets_nothing_when_the_named_card_is_not_held(ek):
    s = ek.deal([["beard_cat"] * 3, ["skip", "tacocat"], ["nope"]], PILE)
    events = ek.play(s, 0, "beard_cat", "beard_cat", "beard_cat", target=1, card="defuse")
    assert events[-1].kind == "NothingTaken" and events[-1].named == "defuse"
    assert s.hands[0] == [] and s.hands[1] == ["skip", "tacocat"]


def test_three_of_a_kind_must_name_a_real_title(ek):
    s = ek.deal([["nope"] * 3, ["skip"]], PILE)
    names = {a.card for a in ek.legal(s, 0) if len(a.cards) == 3}
    assert "defuse" in names and "tacocat" in names
    assert EXPLODING not in names and "imploding_kitten" not in names and "reverse" not in names
    ek.illegal(s, 0, "play", cards=["nope"] * 3, target=1, card=EXPLODING)
    ek.illegal(s, 0, "play", cards=["nope"] * 3, target=1)  # naming nothing


def test_three_different_cards_are_not_a_combo(ek):
    s = ek.deal([["nope", "skip", "attack"], ["skip"]], PILE)
    ek.illegal(s, 0, "play", cards=["nope", "skip", "attack"], target=1, card="defuse")


# ---- five different ----------------------------------------------------------------------
def test_five_different_takes_any_card_from_the_discard_as_it_was(ek):
    s = ek.deal([[*FIVE, "tacocat"], ["nope"], ["skip"]], PILE, discard=["defuse", "beard_cat", "defuse"])
    ek.play(s, 0, *FIVE)
    assert ek.pending(s) == ("choice", [0], "pick_discard")
    # Only what was there before the five: none of the five themselves.
    assert ek.legal(s, 0) == [ek.action("take", card="beard_cat"), ek.action("take", card="defuse")]
    ek.illegal(s, 0, "take", card="attack")
    ek.illegal(s, 1, "take", card="defuse", match="not asked")
    events = ek.act(s, 0, "take", card="defuse")
    assert ek.kinds(events) == ["DiscardTaken"]
    assert Counter(s.hands[0]) == Counter(["tacocat", "defuse"])
    assert Counter(s.discard) == Counter(["defuse", "beard_cat", *FIVE])
    assert ek.pending(s) == ("turn", [0], "turn") and s.turns == 1


def test_five_different_cannot_take_the_nopes_played_on_it(ek):
    s = ek.deal([[*FIVE, "nope"], ["nope"], ["skip"]], PILE, discard=["beard_cat"])
    five = ["attack", "favor", "nope", "shuffle", "skip"]
    ek.play(s, 0, *five, answer=False)
    ek.nope(s, 1)
    ek.nope(s, 0)
    ek.pass_all(s)
    assert ek.legal(s, 0) == [ek.action("take", card="beard_cat")]
    ek.illegal(s, 0, "take", card="nope")


def test_five_different_is_not_playable_on_an_empty_discard(ek):
    s = ek.deal([FIVE, ["skip"]], PILE)
    assert not [a for a in ek.legal(s, 0) if len(a.cards) == 5]
    ek.illegal(s, 0, "play", cards=FIVE)


def test_five_cards_need_five_titles(ek):
    s = ek.deal([["attack", "favor", "nope", "skip", "skip"], ["skip"]], PILE, discard=["defuse"])
    assert not [a for a in ek.legal(s, 0) if len(a.cards) == 5]
    ek.illegal(s, 0, "play", cards=["attack", "favor", "nope", "skip", "skip"])


def test_five_different_cats_count(ek):
    cats = ["beard_cat", "cattermelon", "hairy_potato_cat", "rainbow_ralphing_cat", "tacocat"]
    s = ek.deal([cats, ["skip"]], PILE, discard=["attack"])
    ek.play(s, 0, *cats)
    ek.act(s, 0, "take", card="attack")
    assert s.hands[0] == ["attack"]


def test_a_noped_five_takes_nothing(ek):
    s = ek.deal([FIVE, ["nope"]], PILE, discard=["defuse"])
    ek.play(s, 0, *FIVE, answer=False)
    ek.nope(s, 1)
    ek.pass_all(s)
    assert ek.pending(s) == ("turn", [0], "turn")
    assert s.hands[0] == [] and "defuse" in s.discard


def test_four_cards_are_no_combo(ek):
    s = ek.deal([["skip"] * 4, ["nope"]], PILE, discard=["defuse"])
    ek.illegal(s, 0, "play", cards=["skip"] * 4, target=1)


def test_combo_cards_may_be_given_in_any_order(ek):
    s = ek.deal([FIVE[::-1], ["nope"]], PILE, discard=["defuse"])
    ek.play(s, 0, *FIVE[::-1])
    assert ek.pending(s)[2] == "pick_discard"


def test_five_different_cannot_take_a_discarded_kitten(ek):
    # A Kitten in the discard pile (from an elimination) is out of the game.
    s = ek.deal([FIVE, ["skip"], ["skip"]], PILE, discard=["tacocat", EXPLODING, "skip"])
    ek.play(s, 0, *FIVE)
    assert ek.legal(s, 0) == [ek.action("take", card="skip"), ek.action("take", card="tacocat")]
    ek.illegal(s, 0, "take", card=EXPLODING)


def test_five_different_needs_more_than_kittens_in_the_discard(ek):
    s = ek.deal([FIVE, ["skip"], ["skip"]], PILE, discard=[EXPLODING])
    assert not [a for a in ek.legal(s, 0) if len(a.cards) == 5]
    ek.illegal(s, 0, "play", cards=FIVE)
