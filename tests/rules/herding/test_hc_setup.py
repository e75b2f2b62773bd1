"""Setup: every player's own 9 cards, 7 in hand in a shuffled order, 2 removed unseen."""

from collections import Counter

from herding_table import AC, LP, K, S, table

from game.engine import EVERYONE, Match, get
from game.rules.herding.cards import DECK, ORDER, qualified
from game.rules.kittens.cards import CARD_TYPES as KITTENS_CARDS


def test_each_player_draws_7_of_their_own_9_and_removes_2():
    rules = get("herding-cats")
    assert DECK == {K: 3, S: 1, "alley_cat": 2, "catnip": 1, AC: 1, LP: 1}
    for players in range(2, 7):
        match = Match(rules, rules.configure(players), seed=players)
        state = match.state
        for p in range(players):
            assert len(state.hands[p]) == 7 and len(state.removed[p]) == 2
            assert Counter(state.hands[p]) + Counter(state.removed[p]) == Counter(DECK)
        assert state.herd_down == [[]] * players and state.discards == [[]] * players
        assert rules.invariants(state) == []


def test_the_removed_cards_are_never_shown_and_hands_only_to_their_holder():
    rules = get("herding-cats")
    match = Match(rules, rules.configure(3), seed=1)
    dealt = match.log[0]
    for seat in range(3):
        seen = rules.redact(dealt, seat)
        assert seen.hands[seat] == dealt.hands[seat]
        assert all(set(h) == {"?"} for i, h in enumerate(seen.hands) if i != seat)
        assert all(set(r) == {"?"} for r in seen.removed)
        view = rules.view(match.state, seat)
        assert view.hand == tuple(match.state.hands[seat])
        assert "removed" not in repr(view)
    assert rules.redact(dealt, EVERYONE) == dealt


def test_hand_orders_are_shuffled_not_sorted():
    rules = get("herding-cats")
    orders = {tuple(Match(rules, rules.configure(2), seed=s).state.hands[0]) for s in range(30)}
    assert len(orders) > 20


def test_the_first_player_is_random_and_said():
    rules = get("herding-cats")
    firsts = {Match(rules, rules.configure(4), seed=s).state.current for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    match = Match(rules, rules.configure(2), seed=3)
    assert "goes first" in rules.describe(match.log[0], ["Ann", "Bea"])


def test_card_ids_are_family_safe():
    assert all(c.replace("_", "").isalpha() and c.islower() for c in ORDER)
    assert not set(ORDER) & set(KITTENS_CARDS)
    assert qualified(K) == "herding:kitten"


def test_a_turn_is_one_declaration_of_any_identity_from_any_card():
    match = table([[K, LP], [K, K]])
    legal = match.legal_actions(0)
    assert {a.cards[0] for a in legal} == {K, LP}
    assert {a.card for a in legal if a.cards == (LP,)} == set(ORDER) - {AC}  # no face-down herd to aim at
    assert match.legal_actions(1) == []
    assert match.pending.kind == "turn"
