"""One test (or a few) per expansion card (RULINGS "Imploding Kittens", seed 003 expansion)."""

from __future__ import annotations

import pytest

from game.rules.kittens.cards import CATS, EXPLODING, FERAL, IMPLODING

PILE = ["tacocat", "beard_cat", "cattermelon", "skip", "favor", EXPLODING]


def upside(ik, position: int, pile=None, hands=None):
    """Seat 0 draws the Imploding Kitten face down and puts it back face up at `position`."""
    s = ik.deal(hands or [["defuse", "skip"], ["nope", "defuse"], ["skip"], ["attack"]],
                [IMPLODING, *(pile or PILE)])
    ik.draw(s)
    ik.act(s, 0, "place", position=position)
    return s


# ---- Imploding Kitten ----------------------------------------------------------------------
def test_imploding_kitten_drawn_face_down_is_put_back_without_a_defuse(ik):
    s = ik.deal([["defuse", "skip"], ["nope"], ["skip"]], [IMPLODING, "tacocat", EXPLODING])
    events = ik.draw(s)
    assert ik.kinds(events) == ["CardDrawn", "Awaiting"]
    assert events[0].card == IMPLODING and ik.r.redact(events[0], 2).card == IMPLODING  # shown
    assert ik.pending(s) == ("choice", [0], "place_imploding")
    assert ik.legal(s, 0) == [ik.action("place", position=p) for p in range(3)]
    assert ik.legal(s, 1) == []
    ik.illegal(s, 0, "defuse", position=0, match="'defuse' is not possible now")
    ik.illegal(s, 1, "nope", cards=["nope"], match="not asked")
    events = ik.act(s, 0, "place", position=1)
    assert ik.kinds(events) == ["KittenPlaced", "TurnBegan"]
    assert s.draw == ["tacocat", IMPLODING, EXPLODING]
    assert s.imploding_up and s.drawn_kitten is None
    assert sorted(s.hands[0]) == ["defuse", "skip"] and s.discard == []  # the Defuse is kept
    assert s.alive == [True, True, True] and (s.current, s.turns) == (1, 1)


def test_imploding_kitten_place_position_range(ik):
    s = ik.deal([["skip"], ["nope"]], [IMPLODING, "tacocat", EXPLODING])
    ik.draw(s)
    ik.illegal(s, 0, "place", position=3, match="position must be from 0 to 2")


def test_imploding_kitten_placement_is_secret_unless_on_top(ik):
    s = ik.deal([["skip"], ["nope"], ["skip"]], [IMPLODING, "tacocat", "beard_cat", EXPLODING])
    ik.draw(s)
    events = ik.act(s, 0, "place", position=2)
    assert ik.r.redact(events[0], 1).position is None and ik.r.redact(events[0], 0).position == 2
    assert (2, IMPLODING) in ik.view(s, 0).known_pile
    assert ik.view(s, 1).known_pile == () and ik.view(s, 2).known_pile == ()
    assert ik.view(s, 1).imploding_up  # everyone knows it is face up somewhere
    ik.draw(s)  # seat 1 draws the tacocat
    assert ik.view(s, 2).known_pile == ()
    ik.draw(s)  # seat 2 draws the beard cat: now it is on top, face up
    for seat in (0, 1, 2):
        assert (0, IMPLODING) in ik.view(s, seat).known_pile


def test_imploding_kitten_put_on_top_is_seen_by_all(ik):
    s = upside(ik, 0)
    for seat in range(4):
        assert ik.view(s, seat).known_pile[:1] == ((0, IMPLODING),)


def test_imploding_kitten_drawn_face_up_implodes_even_with_a_defuse(ik):
    s = upside(ik, 0)
    assert s.current == 1 and "defuse" in s.hands[1] and "nope" in s.hands[1]
    events = ik.draw(s)
    assert ik.kinds(events) == ["CardDrawn", "Eliminated", "TurnBegan"]
    assert events[1].kitten == IMPLODING
    assert s.alive == [True, False, True, True]
    assert sorted(s.discard) == sorted(["nope", "defuse", IMPLODING])  # hand + Kitten discarded
    assert not s.imploding_up
    assert (s.current, s.turns) == (2, 1)
    assert "imploded" in ik.r.describe(events[1], ["A", "B", "C", "D"])


def test_imploding_kitten_stays_face_up_through_a_shuffle(ik):
    on_top = None
    for seed in range(40):
        t = upside(ik, 3, hands=[["skip"], ["shuffle"], ["skip"], ["skip"]])
        ik.play(t, 1, "shuffle", seed=seed)
        assert t.imploding_up
        if t.draw[0] == IMPLODING:
            on_top = t
            break
    assert on_top is not None  # a shuffle can bring it back to the top, still face up
    assert ik.view(on_top, 3).known_pile == ((0, IMPLODING),)


def test_imploding_kitten_drawn_face_up_from_the_bottom_implodes(ik):
    s = upside(ik, len(PILE), hands=[["skip"], ["draw_from_the_bottom"], ["skip"], ["skip"]])
    assert s.draw[-1] == IMPLODING
    events = ik.play(s, 1, "draw_from_the_bottom")
    assert ik.kinds(events)[-3:] == ["CardDrawn", "Eliminated", "TurnBegan"]
    assert not s.alive[1]


def test_imploding_kitten_drawn_face_down_ends_only_the_current_turn(ik):
    # Like a Defuse (RULINGS): the attacked player still takes the second turn they owe.
    s = ik.deal([["attack"], ["skip"], ["skip"]], [IMPLODING, "tacocat", EXPLODING])
    ik.play(s, 0, "attack")
    ik.draw(s)
    events = ik.act(s, 1, "place", position=2)
    assert ik.kinds(events) == ["KittenPlaced", "TurnBegan"]
    assert (s.current, s.turns, s.attacked) == (1, 1, True)
    ik.draw(s)  # the owed turn: the Tacocat
    assert "tacocat" in s.hands[1] and (s.current, s.turns) == (2, 1)


# ---- Reverse -------------------------------------------------------------------------------
def test_reverse_reverses_the_direction_and_ends_the_turn(ik):
    s = ik.deal([["skip"], ["reverse"], ["skip"], ["skip"]], PILE, first=1)
    events = ik.play(s, 1, "reverse")
    assert ik.kinds(events)[-2:] == ["DirectionReversed", "TurnBegan"]
    assert s.direction == -1 and (s.current, s.turns) == (0, 1)
    assert s.draw == PILE  # no draw
    for seat in range(4):
        assert ik.view(s, seat).direction == -1
    ik.draw(s)
    assert s.current == 3  # counter-clockwise from here on
    ik.draw(s)
    assert s.current == 2


def test_two_reverses_restore_the_direction(ik):
    s = ik.deal([["reverse"], ["skip"], ["skip"], ["reverse"]], PILE)
    ik.play(s, 0, "reverse")
    assert s.current == 3
    ik.play(s, 3, "reverse")
    assert s.direction == 1 and s.current == 0


def test_reverse_with_two_players_is_a_skip(ik):
    s = ik.deal([["reverse"], ["skip"]], PILE)
    events = ik.play(s, 0, "reverse")
    assert "DirectionReversed" not in ik.kinds(events)
    assert s.direction == 1 and (s.current, s.turns) == (1, 1) and s.draw == PILE


def test_reverse_with_two_players_left_is_a_skip(ik):
    s = ik.deal([["skip"], ["reverse"], ["skip"]], [EXPLODING, *PILE])
    ik.draw(s)  # seat 0 explodes
    assert s.current == 1
    ik.play(s, 1, "reverse")
    assert s.direction == 1 and s.current == 2


def test_reverse_under_attack_ends_only_one_turn(ik):
    s = ik.deal([["attack"], ["reverse"], ["skip"], ["skip"]], PILE)
    ik.play(s, 0, "attack")
    ik.play(s, 1, "reverse")
    assert s.direction == -1 and (s.current, s.turns, s.attacked) == (1, 1, True)
    ik.draw(s)
    assert s.current == 0  # the new direction


def test_reverse_can_be_noped(ik):
    s = ik.deal([["reverse"], ["nope"], ["skip"]], PILE)
    ik.play(s, 0, "reverse", answer=False)
    ik.nope(s, 1)
    ik.pass_all(s)
    assert s.direction == 1 and s.current == 0


def test_attack_goes_to_the_next_player_in_the_current_direction(ik):
    s = ik.deal([["reverse"], ["skip"], ["skip"], ["attack"]], PILE)
    ik.play(s, 0, "reverse")
    ik.play(s, 3, "attack")
    assert (s.current, s.turns) == (2, 2)


# ---- Draw from the Bottom ------------------------------------------------------------------
def test_draw_from_the_bottom_ends_the_turn_with_the_bottom_card(ik):
    s = ik.deal([["draw_from_the_bottom"], ["skip"], ["skip"]], ["tacocat", EXPLODING, "beard_cat"])
    events = ik.play(s, 0, "draw_from_the_bottom")
    drawn = events[-2]
    assert drawn.kind == "CardDrawn" and drawn.bottom and drawn.card == "beard_cat"
    assert ik.r.redact(drawn, 1).card is None
    assert s.hands[0] == ["beard_cat"] and s.draw == ["tacocat", EXPLODING]
    assert (s.current, s.turns) == (1, 1)


def test_draw_from_the_bottom_under_attack_ends_one_turn(ik):
    s = ik.deal([["attack"], ["draw_from_the_bottom"], ["skip"]], [EXPLODING, "tacocat", "beard_cat"])
    ik.play(s, 0, "attack")
    ik.play(s, 1, "draw_from_the_bottom")
    assert (s.current, s.turns, s.attacked) == (1, 1, True) and s.hands[1] == ["beard_cat"]


def test_draw_from_the_bottom_exploding_kitten_with_defuse(ik):
    s = ik.deal([["draw_from_the_bottom", "defuse"], ["skip"]], ["tacocat", EXPLODING])
    ik.play(s, 0, "draw_from_the_bottom")
    assert ik.pending(s) == ("choice", [0], "place_exploding")
    ik.act(s, 0, "defuse", position=0)
    assert s.draw == [EXPLODING, "tacocat"] and s.current == 1


def test_draw_from_the_bottom_exploding_kitten_without_defuse(ik):
    s = ik.deal([["draw_from_the_bottom"], ["skip"], ["skip"]], ["tacocat", EXPLODING])
    events = ik.play(s, 0, "draw_from_the_bottom")
    assert ik.kinds(events)[-3:] == ["CardDrawn", "Eliminated", "TurnBegan"]
    assert not s.alive[0] and s.current == 1


def test_draw_from_the_bottom_imploding_kitten_face_down(ik):
    s = ik.deal([["draw_from_the_bottom"], ["skip"]], ["tacocat", IMPLODING])
    ik.play(s, 0, "draw_from_the_bottom")
    assert ik.pending(s) == ("choice", [0], "place_imploding")


# ---- Alter the Future ----------------------------------------------------------------------
def test_alter_the_future_reorders_the_top_three_privately(ik):
    s = ik.deal([["alter_the_future", "skip"], ["nope"], ["skip"]], ["tacocat", EXPLODING, "beard_cat", "favor"])
    events = ik.play(s, 0, "alter_the_future")
    assert ik.kinds(events)[-2:] == ["FutureSeen", "Awaiting"]
    assert events[-2].cards == ("tacocat", EXPLODING, "beard_cat")
    assert ik.pending(s) == ("choice", [0], "arrange_future")
    assert len(ik.legal(s, 0)) == 6
    ik.illegal(s, 0, "arrange", order=[0, 0, 1])
    ik.illegal(s, 0, "arrange", order=[0, 1])
    ik.illegal(s, 1, "arrange", order=[0, 1, 2], match="not asked")
    events = ik.act(s, 0, "arrange", order=[1, 2, 0])
    assert ik.kinds(events) == ["FutureArranged"]
    assert s.draw == [EXPLODING, "beard_cat", "tacocat", "favor"]
    assert ik.pending(s) == ("turn", [0], "turn") and s.turns == 1  # keep playing
    assert ik.view(s, 0).known_pile == ((0, EXPLODING), (1, "beard_cat"), (2, "tacocat"))
    for other in (1, 2):
        assert ik.r.redact(events[0], other).cards is None
        assert ik.view(s, other).known_pile == ()


def test_alter_the_future_with_a_short_pile(ik):
    s = ik.deal([["alter_the_future"], ["nope"]], [EXPLODING, "tacocat"])
    ik.play(s, 0, "alter_the_future")
    assert ik.legal(s, 0) == [ik.action("arrange", order=[0, 1]), ik.action("arrange", order=[1, 0])]
    ik.act(s, 0, "arrange", order=[1, 0])
    assert s.draw == ["tacocat", EXPLODING]


def test_alter_the_future_can_be_noped(ik):
    s = ik.deal([["alter_the_future"], ["nope"]], [EXPLODING, "tacocat"])
    ik.play(s, 0, "alter_the_future", answer=False)
    ik.nope(s, 1)
    events = ik.pass_all(s)
    assert "FutureSeen" not in ik.kinds(events)
    assert ik.pending(s) == ("turn", [0], "turn") and ik.view(s, 0).known_pile == ()


def test_alter_the_future_shows_where_a_face_up_imploding_kitten_is(ik):
    s = upside(ik, 1, hands=[["skip"], ["alter_the_future"], ["skip"], ["skip"]])
    ik.play(s, 1, "alter_the_future")
    ik.act(s, 1, "arrange", order=[1, 0, 2])
    assert s.draw[0] == IMPLODING
    for seat in range(4):  # now on top: everyone sees it
        assert (0, IMPLODING) in ik.view(s, seat).known_pile


# ---- Targeted Attack -----------------------------------------------------------------------
def test_targeted_attack_the_chosen_player_takes_two_and_play_continues_from_them(ik):
    s = ik.deal([["targeted_attack"], ["skip"], ["skip"], ["skip"]], PILE)
    ik.play(s, 0, "targeted_attack", target=2)
    assert (s.current, s.turns, s.attacked) == (2, 2, True) and s.draw == PILE
    ik.draw(s)
    ik.draw(s)
    assert s.current == 3  # from the target on, seat 1 is passed by


def test_targeted_attack_targets_any_other_living_player_even_empty_handed(ik):
    s = ik.deal([["targeted_attack"], [], ["skip"]], PILE)
    targets = {a.target for a in ik.legal(s, 0) if a.cards == ("targeted_attack",)}
    assert targets == {1, 2}
    ik.illegal(s, 0, "play", cards=["targeted_attack"], target=0, match="seat 0 cannot be chosen")
    ik.illegal(s, 0, "play", cards=["targeted_attack"])
    ik.play(s, 0, "targeted_attack", target=1)
    assert s.current == 1


def test_targeted_attack_cannot_target_the_dead(ik):
    s = ik.deal([["targeted_attack"], ["skip"], ["skip"]], [EXPLODING, *PILE], first=1)
    ik.draw(s)
    ik.draw(s)
    assert s.current == 0
    ik.illegal(s, 0, "play", cards=["targeted_attack"], target=1, match="seat 1 cannot be chosen")


@pytest.mark.parametrize(("stacking", "turns"), [(False, 2), (True, 4)])
def test_an_attacked_player_passes_the_turns_with_a_targeted_attack(ik, stacking, turns):
    s = ik.deal([["attack"], ["targeted_attack"], ["skip"], ["skip"]], PILE, stacking_attacks=stacking)
    ik.play(s, 0, "attack")
    ik.play(s, 1, "targeted_attack", target=3)
    assert (s.current, s.turns) == (3, turns)


@pytest.mark.parametrize(("stacking", "turns"), [(False, 2), (True, 4)])
def test_a_targeted_player_passes_the_turns_with_an_attack(ik, stacking, turns):
    s = ik.deal([["targeted_attack"], ["skip"], ["attack"], ["skip"]], PILE, stacking_attacks=stacking)
    ik.play(s, 0, "targeted_attack", target=2)
    ik.play(s, 2, "attack")
    assert (s.current, s.turns) == (3, turns)


def test_targeted_attack_back_at_the_attacker(ik):
    s = ik.deal([["targeted_attack"], ["targeted_attack"], ["skip"]], PILE, stacking_attacks=True)
    ik.play(s, 0, "targeted_attack", target=1)
    ik.play(s, 1, "targeted_attack", target=0)
    assert (s.current, s.turns) == (0, 4)


# ---- Feral Cat -----------------------------------------------------------------------------
@pytest.mark.parametrize("cat", sorted(CATS))
@pytest.mark.parametrize("combos", [True, False])
def test_feral_cat_pairs_with_any_cat(ik, cat, combos):
    s = ik.deal([[FERAL, cat], ["skip"]], PILE, special_combos=combos)
    assert ik.action("play", sorted([FERAL, cat]), target=1) in ik.legal(s, 0)
    ik.play(s, 0, cat, FERAL, target=1)
    assert s.hands[0] == ["skip"]


def test_two_feral_cats_are_a_pair(ik):
    s = ik.deal([[FERAL, FERAL], ["skip"]], PILE, special_combos=False)
    ik.play(s, 0, FERAL, FERAL, target=1)
    assert s.hands[0] == ["skip"]


@pytest.mark.parametrize("wild", [1, 2, 3])
def test_feral_cats_make_three_of_a_kind_with_cats(ik, wild):
    cards = [FERAL] * wild + ["tacocat"] * (3 - wild)
    s = ik.deal([cards, ["defuse", "skip"]], PILE)
    ik.play(s, 0, *cards, target=1, card="defuse")
    assert s.hands[0] == ["defuse"]


@pytest.mark.parametrize("card", ["attack", "skip", "nope", "defuse", "reverse"])
def test_feral_cat_never_stands_for_a_non_cat(ik, card):
    s = ik.deal([[FERAL, card, card], ["skip"]], PILE)
    combos = {a.cards for a in ik.legal(s, 0) if len(a.cards) > 1}
    assert combos == {(card, card)}
    ik.illegal(s, 0, "play", cards=[FERAL, card], target=1)
    ik.illegal(s, 0, "play", cards=[FERAL, card, card], target=1, card="defuse")


def test_feral_cat_alone_does_nothing(ik):
    s = ik.deal([[FERAL, "skip"], ["skip"]], PILE)
    ik.illegal(s, 0, "play", cards=[FERAL], match="feral_cat cannot be played on its own")


def test_feral_cat_does_not_mix_two_different_cats(ik):
    s = ik.deal([[FERAL, "tacocat", "beard_cat"], ["skip"]], PILE)
    ik.illegal(s, 0, "play", cards=[FERAL, "tacocat", "beard_cat"], target=1, card="skip")


def test_feral_cat_is_its_own_title_in_five_different(ik):
    five = ["beard_cat", FERAL, "hairy_potato_cat", "rainbow_ralphing_cat", "tacocat"]
    s = ik.deal([five, ["skip"]], PILE, discard=["attack"])
    assert ik.action("play", sorted(five)) in ik.legal(s, 0)
    ik.play(s, 0, *five)
    ik.act(s, 0, "take", card="attack")
    assert s.hands[0] == ["attack"]
    # It cannot stand in for a missing title: four titles plus a Feral Cat for a fifth cat twice.
    s = ik.deal([["tacocat", "tacocat", "beard_cat", "skip", FERAL], ["skip"]], PILE, discard=["attack"])
    assert not [a for a in ik.legal(s, 0) if len(a.cards) == 5]
    ik.illegal(s, 0, "play", cards=["tacocat", "tacocat", "beard_cat", "skip", FERAL])
