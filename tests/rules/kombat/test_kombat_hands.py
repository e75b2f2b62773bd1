"""Hand ranking (RULINGS, Kombat Kittens): three of a kind, straight along 1-2-3-4-5-6-7-9
(6-7-9 on top, no wrap), pair then kicker, high card from the top; equal hands tie."""

import pytest

from game.rules.kombat.hands import HIGH, PAIR, STRAIGHT, THREE, best, key, key_of_ranks, name


def k(*ranks):
    return key_of_ranks(ranks)


def test_the_order_of_hand_types():
    assert k(2, 2, 2) > k(6, 7, 9) > k(9, 9, 7) > k(9, 7, 5)
    assert [k(4, 4, 4)[0], k(4, 5, 6)[0], k(6, 6, 5)[0], k(7, 4, 3)[0]] == [THREE, STRAIGHT, PAIR, HIGH]


def test_6_7_9_is_the_top_straight_and_7_9_are_neighbours():
    assert k(6, 7, 9)[0] == STRAIGHT
    assert k(6, 7, 9) > k(5, 6, 7) > k(1, 2, 3)


@pytest.mark.parametrize("ranks", [(9, 1, 2), (7, 9, 1), (5, 7, 9), (6, 7, 8 - 1)])
def test_nothing_wraps_and_gaps_are_no_straight(ranks):
    assert k(*ranks)[0] != STRAIGHT


def test_pairs_by_rank_then_kicker():
    assert k(6, 6, 5) > k(6, 6, 3) > k(4, 4, 7)


def test_high_cards_compare_from_the_top():
    assert k(7, 4, 3) > k(6, 5, 2)
    assert k(9, 5, 1) > k(9, 4, 3)


def test_fully_equal_hands_tie_whatever_the_suits():
    assert key(["tabby_9", "calico_2", "ginger_1"]) == key(["siamese_9", "tuxedo_2", "tabby_1"])


def test_best_three_of_four_cards():
    hand_key, trio = best(["tabby_6", "calico_7", "siamese_9", "ginger_6"])
    assert hand_key == (STRAIGHT, 9) and sorted(trio) == ["calico_7", "siamese_9", "tabby_6"]


def test_names_in_words():
    assert name(["tabby_6", "calico_7", "siamese_9"]) == "Straight, 6-7-9"
    assert name(["tabby_4", "calico_4", "siamese_7"]) == "Pair of 4s, 7 kicker"
    assert name(["tabby_4", "calico_4", "siamese_4"]) == "Three of a kind, 4s"
    assert name(["tabby_9", "calico_5", "siamese_2"]) == "High card 9-5-2"
