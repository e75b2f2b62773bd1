"""`moves.is_turn_action` (how `decide` checks one move on a turn) says exactly what the turn's
legal list says, for every move listed and every near miss, on every table of the family."""

import random
from dataclasses import replace

import pytest

from game.engine import Action, Match, get
from game.rules.kittens.moves import is_turn_action, legal_actions
from game.rules.kittens.state import TURN

TABLES = [
    ("exploding-kittens", 4, {}), ("exploding-kittens", 3, {"special_combos": False}),
    ("exploding-kittens", 5, {"big_hands": True}), ("imploding-kittens", 6, {}),
    ("imploding-kittens", 3, {}), ("zombie-kittens", 4, {"extended_set": True}), ("zombie-kittens", 2, {}),
]


def near_misses(action: Action, state) -> list[Action]:
    """The listed move with one thing changed: another target or name, a card more or less."""
    hand = sorted(set(state.hands[state.current])) + ["nope", "feral_cat", "no_such_card"]
    out = [replace(action, target=t) for t in (None, -1, *range(state.players))]
    out += [replace(action, card=c) for c in (None, *state.nameable[:4], "no_such_card")]
    out += [replace(action, cards=action.cards + (c,)) for c in hand[:6]]
    out += [replace(action, cards=action.cards[:-1]), replace(action, cards=tuple(reversed(action.cards)))]
    out += [replace(action, kind="give"), replace(action, position=0), replace(action, order=(0,))]
    return out


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}/{t[1]}p")
def test_one_move_check_agrees_with_the_turn_list(table):
    game_id, players, options = table
    rules = get(game_id)
    rng = random.Random(players)
    checked = 0
    for seed in range(8):
        match = Match(rules, rules.configure(players, options), seed)
        while (pending := match.pending) is not None:
            state = match.state
            if state.phase == TURN:
                seat = state.current
                listed = set(legal_actions(state, seat, state.nameable))
                for action in [a for b in listed for a in (b, *near_misses(b, state))]:
                    assert is_turn_action(state, seat, action, state.nameable) == (action in listed), action
                    checked += 1
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))
    assert checked > 1000


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}/{t[1]}p")
def test_a_pass_is_listed_exactly_for_the_seats_a_window_waits_for(table):
    """`moves.is_window_pass` (how `decide` checks a pass without listing) agrees with the lists."""
    from game.rules.kittens.moves import PASS, is_window_pass

    game_id, players, options = table
    rules = get(game_id)
    rng = random.Random(players)
    windows = 0
    for seed in range(6):
        match = Match(rules, rules.configure(players, options), seed)
        while (pending := match.pending) is not None:
            for seat in range(players):
                listed = PASS in match.legal_actions(seat)
                assert (is_window_pass(match.state, Action("pass")) and seat in pending.seats) == listed
            windows += is_window_pass(match.state, PASS)
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))
    assert windows > 20
