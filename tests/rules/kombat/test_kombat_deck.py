"""The deck, setup, treasure values and scoring (RULINGS, Kombat Kittens)."""

from collections import Counter

from game.engine import Match, get
from game.rules.kombat.cards import DOG, KITTENS, RANKS, SUITS, rank, score, suit, suit_sets, value


def test_eighty_kittens_ten_of_each_rank_sixteen_of_each_suit_and_no_8():
    rules = get("kombat-kittens")
    match = Match(rules, rules.configure(2), seed=3)
    total = Counter(dict(match.state.total))
    assert sum(n for c, n in total.items() if c != DOG) == 80 and total[DOG] == 5
    assert 8 not in RANKS
    for r in RANKS:
        assert sum(n for c, n in total.items() if c != DOG and rank(c) == r) == 10
    for s in SUITS:
        assert sum(n for c, n in total.items() if suit(c) == s) == 16


def test_treasure_by_rank_and_dogs_worth_five():
    assert [value(f"tabby_{r}") for r in RANKS] == [4, 4, 3, 3, 2, 2, 1, 1]
    assert value(DOG) == 5


def test_setup_five_each_two_dogs_in_the_pile_middle_and_bottom_three_kept():
    rules = get("kombat-kittens")
    for players in range(2, 6):
        state = Match(rules, rules.configure(players), seed=players).state
        assert [len(h) for h in state.hands] == [5] * players
        assert state.draw.count(DOG) == 2 and state.draw[-1] == DOG
        assert state.draw.index(DOG) == (len(state.draw) - 1) // 2
        assert state.kept_dogs == 3 and state.deck == 1


def test_score_counts_values_and_five_per_complete_suit_set():
    one_set = [f"{s}_7" for s in SUITS]
    assert suit_sets(one_set) == 1 and score(one_set) == 5 + 5
    assert score(one_set + one_set + [DOG]) == 10 + 10 + 5
    assert score(one_set[:4] + [DOG]) == 4 + 5
    assert len(KITTENS) == 40
