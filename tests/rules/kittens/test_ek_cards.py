"""One test (or a few) per base card: what it does, played alone on your turn (RULINGS "Turn")."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.pending import DecisionKind
from game.rules.kittens.cards import CATS, EXPLODING

OTHER = ["tacocat", "beard_cat", "cattermelon", "shuffle", "skip", "favor"]


# ---- a turn --------------------------------------------------------------------------------
def test_drawing_ends_the_turn_and_the_card_goes_to_the_hand(ek):
    s = ek.deal([["skip"], ["favor"], ["shuffle"]], ["tacocat", "beard_cat", EXPLODING])
    events = ek.draw(s)
    assert ek.kinds(events) == ["CardDrawn", "TurnBegan"]
    assert sorted(s.hands[0]) == ["skip", "tacocat"]
    assert s.draw == ["beard_cat", EXPLODING]
    assert (s.current, s.turns) == (1, 1)


def test_playing_a_card_does_not_end_the_turn(ek):
    s = ek.deal([["see_the_future", "skip"], ["favor"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "see_the_future")
    assert (s.current, s.turns) == (0, 1)
    assert ek.pending(s) == ("turn", [0], "turn")
    assert {a.kind for a in ek.legal(s, 0)} == {"draw", "play"}


def test_an_empty_hand_is_fine_you_just_draw(ek):
    s = ek.deal([[], ["favor"]], ["tacocat", EXPLODING])
    assert ek.legal(s, 0) == [ek.action("draw")]
    ek.draw(s)
    assert s.hands[0] == ["tacocat"] and s.current == 1


def test_play_goes_clockwise(ek):
    s = ek.deal([["skip"], ["skip"], ["skip"], ["skip"]], ["tacocat"] * 6, first=2)
    order = []
    for _ in range(5):
        order.append(s.current)
        ek.draw(s)
    assert order == [2, 3, 0, 1, 2]


def test_only_the_current_player_may_act_on_a_turn(ek):
    s = ek.deal([["skip"], ["skip"], ["skip"]], ["tacocat", EXPLODING])
    assert ek.legal(s, 1) == [] and ek.legal(s, 2) == []
    ek.illegal(s, 1, "draw", match="seat 1 is not asked to act now")
    ek.illegal(s, 2, "play", cards=["skip"], match="not asked")


def test_a_card_you_do_not_hold_cannot_be_played(ek):
    s = ek.deal([["skip"], ["attack"]], ["tacocat", EXPLODING])
    ek.illegal(s, 0, "play", cards=["attack"], match="does not hold attack")
    ek.illegal(s, 0, "play", cards=["skip", "skip"], target=1, match="does not hold skip")


def test_the_draw_pile_count_and_discard_are_public(ek):
    s = ek.deal([["skip"], ["favor"]], ["tacocat", "beard_cat", EXPLODING], discard=["nope", "attack"])
    v = ek.view(s, 1)
    assert v.draw_count == 3 and v.discard == ("nope", "attack")
    assert v.hand_counts == (1, 1)


# ---- Exploding Kitten --------------------------------------------------------------------
def test_exploding_kitten_without_defuse_explodes(ek):
    s = ek.deal([["skip", "tacocat"], ["favor"], ["nope"]], [EXPLODING, "beard_cat"])
    events = ek.draw(s)
    assert ek.kinds(events) == ["CardDrawn", "Eliminated", "TurnBegan"]
    assert s.alive == [False, True, True]
    assert s.hands[0] == []
    assert Counter(s.discard) == Counter(["skip", "tacocat", EXPLODING])
    assert s.discard[-1] == EXPLODING
    assert s.draw == ["beard_cat"]
    assert (s.current, s.turns) == (1, 1)
    # Shown at once: every other seat sees which card it was.
    assert ek.redacted(events, 2)[0].card == EXPLODING


# ---- Defuse ------------------------------------------------------------------------------
def test_defuse_must_be_used_and_the_drawer_places_the_kitten(ek):
    s = ek.deal([["defuse", "skip"], ["nope"], ["nope"]], [EXPLODING, "tacocat", "beard_cat"])
    events = ek.draw(s)
    assert ek.kinds(events) == ["CardDrawn", "Awaiting"]
    assert ek.pending(s) == ("choice", [0], "place_exploding")
    assert s.drawn_kitten == EXPLODING
    # Any position from the top (0) to the bottom (len).
    assert ek.legal(s, 0) == [ek.action("defuse", position=p) for p in range(3)]
    # No declining, no other play, no draw.
    ek.illegal(s, 0, "draw", match="'draw' is not possible now")
    ek.illegal(s, 0, "play", cards=["skip"], match="not possible now")


@pytest.mark.parametrize("position", [0, 1, 2])
def test_defuse_puts_the_kitten_back_where_chosen_and_ends_the_turn(ek, position):
    s = ek.deal([["defuse", "skip"], ["nope"], ["nope"]], [EXPLODING, "tacocat", "beard_cat"])
    ek.draw(s)
    events = ek.act(s, 0, "defuse", position=position)
    assert ek.kinds(events) == ["Defused", "KittenPlaced", "TurnBegan"]
    expected = ["tacocat", "beard_cat"]
    expected.insert(position, EXPLODING)
    assert s.draw == expected
    assert s.hands[0] == ["skip"]
    assert s.discard == ["defuse"]
    assert s.alive == [True, True, True]
    assert (s.current, s.turns, s.drawn_kitten) == (1, 1, None)


def test_defuse_position_out_of_range_is_refused(ek):
    s = ek.deal([["defuse"], ["nope"]], [EXPLODING, "tacocat"])
    ek.draw(s)
    ek.illegal(s, 0, "defuse", position=2, match="position must be from 0 to 1")
    ek.illegal(s, 0, "defuse", position=-1, match="position must be from 0 to 1")


def test_defuse_position_is_secret(ek):
    s = ek.deal([["defuse"], ["nope"], ["skip"]], [EXPLODING, "tacocat", "beard_cat", "cattermelon"])
    ek.draw(s)
    events = ek.act(s, 0, "defuse", position=2)
    placed = events[1]
    assert placed.position == 2
    assert ek.r.redact(placed, 0).position == 2
    for other in (1, 2):
        assert ek.r.redact(placed, other).position is None
        assert ek.view(s, other).known_pile == ()
        assert "somewhere" in ek.r.describe(ek.r.redact(placed, other), ["A", "B", "C"])
    assert (2, EXPLODING) in ek.view(s, 0).known_pile


def test_defuse_ends_only_the_current_turn(ek):
    # RULINGS: an attacked player who defuses still takes the turn they owe, and draws again.
    s = ek.deal([["attack"], ["defuse"], ["skip"]], [EXPLODING, "tacocat", "beard_cat"])
    ek.play(s, 0, "attack")
    assert (s.current, s.turns) == (1, 2)
    ek.draw(s)
    events = ek.act(s, 1, "defuse", position=1)
    assert ek.kinds(events) == ["Defused", "KittenPlaced", "TurnBegan"]
    assert (s.current, s.turns, s.attacked) == (1, 1, True)
    assert ek.pending(s) == ("turn", [1], "turn")
    ek.draw(s)  # the second turn's draw: the Tacocat, and the Kitten comes up for the next player
    assert s.hands[1] == ["tacocat"] and s.draw == [EXPLODING, "beard_cat"]
    assert (s.current, s.turns, s.attacked) == (2, 1, False)


def test_defuse_with_no_turn_owed_passes_play_on(ek):
    s = ek.deal([["defuse"], ["skip"], ["skip"]], [EXPLODING, "tacocat"])
    ek.draw(s)
    ek.act(s, 0, "defuse", position=0)
    assert (s.current, s.turns, s.attacked) == (1, 1, False)


def test_defuse_under_stacked_attacks_ends_one_of_the_turns(ek):
    s = ek.deal([["attack"], ["attack"], ["defuse"]], [EXPLODING, "tacocat", "beard_cat", "cattermelon"],
                stacking_attacks=True)
    ek.play(s, 0, "attack")
    ek.play(s, 1, "attack")
    assert (s.current, s.turns) == (2, 4)
    ek.draw(s)
    ek.act(s, 2, "defuse", position=3)
    assert (s.current, s.turns, s.attacked) == (2, 3, True)


def test_defuse_alone_cannot_be_played_on_your_turn(ek):
    s = ek.deal([["defuse", "skip"], ["nope"]], ["tacocat", EXPLODING])
    assert not [a for a in ek.legal(s, 0) if a.cards == ("defuse",)]
    ek.illegal(s, 0, "play", cards=["defuse"], match="defuse cannot be played on its own")


# ---- Attack ------------------------------------------------------------------------------
def test_attack_ends_the_turn_without_drawing_and_the_next_player_takes_two(ek):
    s = ek.deal([["attack", "skip"], ["favor"], ["nope"]], ["tacocat", "beard_cat", EXPLODING])
    events = ek.play(s, 0, "attack")
    assert ek.kinds(events) == ["CardsPlayed", "Passed", "Passed", "PlayResolved", "TurnBegan"]
    assert s.draw == ["tacocat", "beard_cat", EXPLODING]  # nobody drew
    assert s.hands[0] == ["skip"] and s.discard == ["attack"]
    assert (s.current, s.turns, s.attacked) == (1, 2, True)
    ek.draw(s)
    assert (s.current, s.turns) == (1, 1)  # the victim's second turn
    ek.draw(s)
    assert (s.current, s.turns, s.attacked) == (2, 1, False)


def test_attack_needs_no_target(ek):
    s = ek.deal([["attack"], ["favor"], ["nope"]], ["tacocat", EXPLODING])
    assert ek.action("play", ["attack"]) in ek.legal(s, 0)
    assert not [a for a in ek.legal(s, 0) if a.cards == ("attack",) and a.target is not None]


# ---- Skip --------------------------------------------------------------------------------
def test_skip_ends_the_turn_without_drawing(ek):
    s = ek.deal([["skip"], ["favor"], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "skip")
    assert s.draw == ["tacocat", EXPLODING] and s.hands[0] == []
    assert (s.current, s.turns) == (1, 1)


# ---- Favor -------------------------------------------------------------------------------
def test_favor_the_target_chooses_which_card_to_give(ek):
    s = ek.deal([["favor"], ["nope", "tacocat", "tacocat"], ["skip"]], ["beard_cat", EXPLODING])
    events = ek.play(s, 0, "favor", target=1)
    assert ek.kinds(events)[-1] == "Awaiting"
    assert ek.pending(s) == ("choice", [1], "give_card")
    assert ek.legal(s, 1) == [ek.action("give", card="nope"), ek.action("give", card="tacocat")]
    assert ek.legal(s, 0) == []
    ek.illegal(s, 0, "draw", match="not asked")
    ek.illegal(s, 1, "give", card="skip")
    events = ek.act(s, 1, "give", card="tacocat")
    assert ek.kinds(events) == ["CardMoved"]
    assert sorted(s.hands[0]) == ["tacocat"] and sorted(s.hands[1]) == ["nope", "tacocat"]
    # The favor player's turn goes on.
    assert ek.pending(s) == ("turn", [0], "turn") and s.turns == 1
    # Only the two players see which card moved.
    assert ek.r.redact(events[0], 0).card == "tacocat"
    assert ek.r.redact(events[0], 1).card == "tacocat"
    assert ek.r.redact(events[0], 2).card is None
    assert ek.view(s, 1).known_hands[0] == ("tacocat",)
    assert ek.view(s, 2).known_hands[0] == ()


def test_favor_cannot_choose_an_empty_hand_yourself_or_nobody(ek):
    s = ek.deal([["favor", "skip"], [], ["attack"]], ["beard_cat", EXPLODING])
    targets = {a.target for a in ek.legal(s, 0) if a.cards == ("favor",)}
    assert targets == {2}
    ek.illegal(s, 0, "play", cards=["favor"], target=1, match="seat 1 has no cards")
    ek.illegal(s, 0, "play", cards=["favor"], target=0, match="seat 0 cannot be chosen")
    ek.illegal(s, 0, "play", cards=["favor"], target=3, match="seat 3 cannot be chosen")
    ek.illegal(s, 0, "play", cards=["favor"])


def test_favor_cannot_choose_a_dead_player(ek):
    s = ek.deal([["favor"], ["skip"], ["attack"]], [EXPLODING, "tacocat", EXPLODING], first=1)
    ek.draw(s)  # seat 1 explodes
    ek.draw(s)  # seat 2 draws tacocat
    assert s.current == 0 and s.alive == [True, False, True]
    assert {a.target for a in ek.legal(s, 0) if a.cards == ("favor",)} == {2}
    ek.illegal(s, 0, "play", cards=["favor"], target=1, match="seat 1 cannot be chosen")


def test_favor_on_a_player_who_spent_their_last_card_gets_nothing(ek):
    # The target Nopes with their only card; the Favor player Nopes back: the Favor happens,
    # but there is nothing left to give.
    s = ek.deal([["favor", "nope"], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "favor", target=1, answer=False)
    ek.nope(s, 1)
    ek.nope(s, 0)
    events = ek.pass_all(s)
    assert ek.kinds(events) == ["Passed", "PlayResolved", "NothingTaken"]
    assert ek.pending(s) == ("turn", [0], "turn")


# ---- Shuffle -----------------------------------------------------------------------------
def test_shuffle_reorders_the_draw_pile_unseen(ek):
    pile = ["tacocat", "beard_cat", "cattermelon", "skip", "favor", "attack", EXPLODING, "nope"]
    s = ek.deal([["shuffle", "see_the_future"], ["nope"]], pile)
    ek.play(s, 0, "see_the_future")
    assert ek.view(s, 0).known_pile
    events = ek.play(s, 0, "shuffle", seed=4)
    assert ek.kinds(events)[-1] == "PileShuffled"
    assert sorted(s.draw) == sorted(pile) and s.draw != pile
    assert list(events[-1].pile) == s.draw
    # Nobody sees the new order, not even the shuffler, and old peeks are forgotten.
    for seat in (0, 1):
        assert ek.r.redact(events[-1], seat).pile is None
        assert ek.view(s, seat).known_pile == ()
    assert (s.current, s.turns) == (0, 1)


# ---- See the Future ----------------------------------------------------------------------
def test_see_the_future_shows_the_top_three_to_the_player_only(ek):
    s = ek.deal([["see_the_future"], ["nope"], ["skip"]], ["tacocat", EXPLODING, "beard_cat", "skip"])
    events = ek.play(s, 0, "see_the_future")
    seen = events[-1]
    assert seen.kind == "FutureSeen" and seen.cards == ("tacocat", EXPLODING, "beard_cat")
    assert s.draw == ["tacocat", EXPLODING, "beard_cat", "skip"]  # same order
    assert ek.view(s, 0).known_pile == ((0, "tacocat"), (1, EXPLODING), (2, "beard_cat"))
    for other in (1, 2):
        assert ek.r.redact(seen, other).cards is None
        assert ek.view(s, other).known_pile == ()
        assert "saw" not in ek.r.describe(ek.r.redact(seen, other), ["A", "B", "C"])
    assert (s.current, s.turns) == (0, 1)  # keep playing


def test_see_the_future_shows_fewer_when_the_pile_is_small(ek):
    s = ek.deal([["see_the_future"], ["nope"]], [EXPLODING, "tacocat"])
    events = ek.play(s, 0, "see_the_future")
    assert events[-1].cards == (EXPLODING, "tacocat")


def test_what_you_saw_stays_known_as_the_pile_moves(ek):
    s = ek.deal([["see_the_future"], ["nope"], ["skip"]], ["tacocat", EXPLODING, "beard_cat", "skip"])
    ek.play(s, 0, "see_the_future")
    ek.draw(s)  # seat 0 draws the tacocat
    assert ek.view(s, 0).known_pile == ((0, EXPLODING), (1, "beard_cat"))


# ---- Nope --------------------------------------------------------------------------------
def test_nope_alone_is_not_a_turn_action(ek):
    s = ek.deal([["nope", "skip"], ["skip"]], ["tacocat", EXPLODING])
    assert not [a for a in ek.legal(s, 0) if a.cards == ("nope",)]
    ek.illegal(s, 0, "play", cards=["nope"], match="nope cannot be played on its own")
    ek.illegal(s, 0, "nope", cards=["nope"], match="'nope' is not possible now")


def test_nope_cancels_a_card(ek):
    s = ek.deal([["skip"], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "skip", answer=False)
    ek.nope(s, 1)
    events = ek.pass_all(s)
    assert ek.kinds(events) == ["Passed", "PlayResolved"] and events[-1].cancelled
    assert (s.current, s.turns) == (0, 1)
    assert s.discard == ["skip", "nope"]


# ---- cat cards -----------------------------------------------------------------------------
@pytest.mark.parametrize("cat", sorted(CATS))
def test_a_cat_card_alone_does_nothing(ek, cat):
    s = ek.deal([[cat], ["skip"]], ["tacocat", EXPLODING])
    assert ek.legal(s, 0) == [ek.action("draw")]
    ek.illegal(s, 0, "play", cards=[cat], match="'play' is not possible now; seat 0 may: draw")
    s = ek.deal([[cat, "skip"], ["skip"]], ["tacocat", EXPLODING])
    assert not [a for a in ek.legal(s, 0) if cat in a.cards]
    ek.illegal(s, 0, "play", cards=[cat], match=f"{cat} cannot be played on its own")


@pytest.mark.parametrize("cat", sorted(CATS))
def test_two_identical_cats_steal_a_random_card(ek, cat):
    s = ek.deal([[cat, cat], ["skip", "attack", "favor"], ["nope"]], ["tacocat", EXPLODING])
    stolen = set()
    for seed in range(8):
        t = ek.r.clone(s)
        events = ek.play(t, 0, cat, cat, target=1, seed=seed)
        moved = events[-1]
        assert moved.kind == "CardMoved" and (moved.giver, moved.receiver, moved.how) == (1, 0, "steal")
        assert t.hands[0] == [moved.card] and len(t.hands[1]) == 2
        assert t.discard == [cat, cat]
        assert ek.r.redact(moved, 2).card is None and ek.r.redact(moved, 1).card == moved.card
        assert ek.pending(t) == ("turn", [0], "turn")
        stolen.add(moved.card)
    assert len(stolen) > 1  # random, not always the same card


@pytest.mark.parametrize("combos", [True, False])
def test_two_different_cats_are_not_a_pair(ek, combos):
    s = ek.deal([["tacocat", "beard_cat"], ["skip"]], ["tacocat", EXPLODING], special_combos=combos)
    assert ek.legal(s, 0) == [ek.action("draw")]
    ek.illegal(s, 0, "play", cards=["tacocat", "beard_cat"], target=1)


def test_a_pair_needs_a_living_target_with_cards(ek):
    s = ek.deal([["tacocat", "tacocat"], [], ["skip"]], ["tacocat", EXPLODING])
    assert {a.target for a in ek.legal(s, 0) if len(a.cards) == 2} == {2}
    ek.illegal(s, 0, "play", cards=["tacocat", "tacocat"], target=1, match="seat 1 has no cards")
    ek.illegal(s, 0, "play", cards=["tacocat", "tacocat"], target=0, match="cannot be chosen")


def test_a_pair_with_nobody_to_steal_from_is_not_offered(ek):
    s = ek.deal([["tacocat", "tacocat"], []], ["tacocat", EXPLODING])
    assert ek.legal(s, 0) == [ek.action("draw")]


def test_the_pending_decision_is_a_response_window_after_a_play(ek):
    s = ek.deal([["skip"], [], ["nope"]], ["tacocat", EXPLODING])
    ek.play(s, 0, "skip", answer=False)
    kind, seats, prompt = ek.pending(s)
    assert (kind, seats, prompt) == (DecisionKind.RESPONSE, [1, 2], "nope")


def test_a_secret_defuse_makes_others_forget_the_pile_positions_they_saw(ek):
    s = ek.deal([["see_the_future"], ["defuse"], ["skip"]], ["tacocat", EXPLODING, "beard_cat", "skip"])
    ek.play(s, 0, "see_the_future")
    ek.draw(s)  # seat 0 draws the tacocat, still knows positions 0 and 1
    assert ek.view(s, 0).known_pile == ((0, EXPLODING), (1, "beard_cat"))
    ek.draw(s)  # seat 1 draws the Kitten and defuses
    ek.act(s, 1, "defuse", position=1)
    assert s.draw == ["beard_cat", EXPLODING, "skip"]
    assert ek.view(s, 0).known_pile == ()  # it could be anywhere now
    assert ek.view(s, 1).known_pile == ((1, EXPLODING),)
