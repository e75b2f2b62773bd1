"""The end of the game and scoring (seed 004 sections 8 and 13; RULINGS "Ties")."""

import pytest
from herding_table import AC, LP, A, C, K, S, declare, passes, table

from game.rules.herding.scoring import hand_bonus, herd_value, score, winners


def test_seed_scoring_example_x():
    herd = [S, K, A, C, AC]
    assert herd_value(herd) == 11 and score(herd, 3) == 13


def test_seed_scoring_example_y():
    assert herd_value([S, A, A]) == 7 and score([S, A, A], 0) == 7


@pytest.mark.parametrize(("cards", "bonus"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (7, 4)])
def test_the_hand_bonus_is_one_point_per_two_cards_rounded_up(cards, bonus):
    assert hand_bonus(cards) == bonus


def test_show_cat_is_worth_7_with_a_kitten_in_the_herd():
    assert herd_value([S]) == 5 and herd_value([S, K]) == 9 and herd_value([LP, AC]) == 0


def test_ties_are_shared_unless_the_tie_breaker_is_on():
    assert winners([5, 5, 3], [1, 2, 0], [3, 2, 1], tie_breaker=False) == (0, 1)
    assert winners([5, 5, 3], [1, 2, 0], [3, 2, 1], tie_breaker=True) == (1,)
    assert winners([5, 5], [2, 2], [3, 4], tie_breaker=True) == (1,)
    assert winners([5, 5], [2, 2], [3, 3], tie_breaker=True) == (0, 1)


def test_the_game_ends_when_a_hand_is_empty_at_the_end_of_a_turn():
    m = table([[K], [S, K, K]])
    declare(m, 0, K)
    assert m.pending is not None  # mid-turn, the empty hand does not end it yet
    passes(m, 1)
    assert m.is_over()
    assert m.state.scores == (2, 2) and m.result().winners == (0, 1)
    ended = m.log[-1]
    assert ended.kind == "GameEnded" and ended.herds == ((K,), ())


def test_the_tie_breaker_option_decides_a_tie():
    m = table([[K], [S, K, K]], herds=[[], []], tie_breaker=True)
    declare(m, 0, K)
    passes(m, 1)
    assert m.result().winners == (0,)  # same points; Ann has more face-down herd cards


def test_final_scores_are_public_in_the_summary_only_at_the_end():
    m = table([[K, K], [S, K]])
    assert m.ruleset.summary(m.state).scores is None
    declare(m, 0, K)
    passes(m, 1)
    declare(m, 1, S)
    passes(m, 0)
    declare(m, 0, K)
    passes(m, 1)
    assert m.ruleset.summary(m.state).scores == (4, 6)
