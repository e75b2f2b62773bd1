"""Attack: classic and with the "stacking_attacks" option; Skip under an Attack (RULINGS "Attack", "Skip")."""

from __future__ import annotations

import pytest

from game.rules.kittens.cards import EXPLODING

PILE = ["tacocat", "beard_cat", "cattermelon", "skip", "favor", EXPLODING]


def attacked(ek, stacking: bool, hand1=("attack", "attack", "skip", "skip")):
    """Seat 0 attacks; seat 1 now owes 2 turns."""
    s = ek.deal([["attack"], list(hand1), ["nope"]], PILE, stacking_attacks=stacking)
    ek.play(s, 0, "attack")
    assert (s.current, s.turns, s.attacked) == (1, 2, True)
    return s


@pytest.mark.parametrize("stacking", [False, True])
def test_an_unattacked_player_attacks_for_two_turns(ek, stacking):
    s = ek.deal([["attack"], ["skip"], ["nope"]], PILE, stacking_attacks=stacking)
    ek.play(s, 0, "attack")
    assert (s.current, s.turns) == (1, 2)


def test_classic_attacked_player_attacks_next_takes_two(ek):
    s = attacked(ek, stacking=False)
    ek.play(s, 1, "attack")
    assert (s.current, s.turns, s.attacked) == (2, 2, True)
    assert s.draw == PILE  # nobody drew


def test_classic_attacked_player_attacks_on_second_turn_next_takes_two(ek):
    s = attacked(ek, stacking=False)
    ek.draw(s)
    assert (s.current, s.turns) == (1, 1)
    ek.play(s, 1, "attack")
    assert (s.current, s.turns) == (2, 2)


def test_stacking_attacked_player_passes_remaining_turns_plus_two(ek):
    s = attacked(ek, stacking=True)
    ek.play(s, 1, "attack")
    assert (s.current, s.turns, s.attacked) == (2, 4, True)


def test_stacking_after_one_of_two_turns_passes_one_plus_two(ek):
    s = attacked(ek, stacking=True)
    ek.draw(s)
    ek.play(s, 1, "attack")
    assert (s.current, s.turns) == (2, 3)


def test_stacking_keeps_growing_around_the_table(ek):
    s = ek.deal([["attack", "attack"], ["attack"], ["attack"]], PILE, stacking_attacks=True)
    ek.play(s, 0, "attack")
    ek.play(s, 1, "attack")
    ek.play(s, 2, "attack")
    assert (s.current, s.turns) == (0, 6)


def test_an_attacked_player_who_attacks_ends_all_their_turns(ek):
    s = attacked(ek, stacking=False)
    ek.play(s, 1, "attack")
    for _ in range(2):
        ek.draw(s)  # seat 2's two turns
    assert s.current == 0  # seat 1 never gets its second turn back


def test_skip_under_attack_ends_one_of_the_two_turns(ek):
    s = attacked(ek, stacking=False)
    ek.play(s, 1, "skip")
    assert (s.current, s.turns, s.attacked) == (1, 1, True)
    ek.play(s, 1, "skip")
    assert (s.current, s.turns, s.attacked) == (2, 1, False)
    assert s.draw == PILE


def test_a_noped_attack_leaves_the_attacker_to_draw(ek):
    s = ek.deal([["attack"], ["nope"], ["skip"]], PILE)
    ek.play(s, 0, "attack", answer=False)
    ek.nope(s, 1)
    ek.pass_all(s)
    assert (s.current, s.turns) == (0, 1)
    ek.draw(s)
    assert s.hands[0] == ["tacocat"] and s.current == 1


def test_attack_skips_dead_players(ek):
    s = ek.deal([["attack"], ["skip"], ["nope"]], [EXPLODING, "tacocat", "beard_cat", EXPLODING], first=1)
    ek.draw(s)  # seat 1 explodes
    ek.draw(s)  # seat 2 draws
    ek.play(s, 0, "attack")
    assert (s.current, s.turns) == (2, 2)
