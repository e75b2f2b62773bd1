"""The pending-decision kinds Exploding Kittens does not use, proved on test-only games."""

import random

import pytest
from engine.toy_games import SealedBids, Snap

from game.engine import Action, DecisionKind, IllegalAction, Match


def test_first_come_window_the_first_answer_wins_and_closes_it():
    rules = Snap()
    match = Match(rules, rules.configure(3), seed=1)
    assert match.pending.kind == DecisionKind.FIRST_COME
    assert match.pending.seats == {0, 1, 2}
    match.act(2, Action("claim"))
    assert match.state.score == [0, 0, 1]
    # A new card is up; the window is open to everyone again.
    assert match.pending.seats == {0, 1, 2}


def test_first_come_window_closes_when_all_pass():
    rules = Snap()
    match = Match(rules, rules.configure(2), seed=1)
    first_card = match.state.up
    match.act(0, Action("pass"))
    assert match.pending.seats == {1}
    with pytest.raises(IllegalAction):
        match.act(0, Action("claim"))  # seat 0 passed: its chance is gone
    match.act(1, Action("pass"))
    assert match.state.declined == set()
    assert [e.kind for e in match.log].count("Turned") == 2
    assert match.state.up is not None or first_card is not None


def test_commit_hides_each_choice_until_one_reveal():
    rules = SealedBids()
    match = Match(rules, rules.configure(3), seed=1)
    seen_by_1 = []
    match.subscribe(1, seen_by_1.append)
    assert match.pending.kind == DecisionKind.COMMIT
    match.act(0, Action("bid", position=4))
    assert match.pending.seats == {1, 2}
    assert seen_by_1[-1].bid is None  # seat 1 sees that seat 0 committed, not the bid
    view = match.view(1)
    assert (view.committed, view.mine, view.revealed) == (frozenset({0}), None, None)
    match.act(2, Action("bid", position=2))
    match.act(1, Action("bid", position=5))
    assert seen_by_1[-1].kind == "BidsRevealed"
    assert seen_by_1[-1].bids == (4, 5, 2)
    assert match.result().winners == (1,)


def test_commit_cannot_be_changed_once_made():
    rules = SealedBids()
    match = Match(rules, rules.configure(2), seed=1)
    match.act(0, Action("bid", position=3))
    before = rules.snapshot(match.state)
    with pytest.raises(IllegalAction, match="not asked"):
        match.act(0, Action("bid", position=5))
    assert rules.snapshot(match.state) == before


@pytest.mark.parametrize("rules", [Snap(), SealedBids()])
def test_toy_games_replay_exactly(rules):
    rng = random.Random(3)
    match = Match(rules, rules.configure(3), seed=5)
    while match.pending is not None:
        seat = rng.choice(sorted(match.pending.seats))
        match.act(seat, rng.choice(match.legal_actions(seat)))
    assert rules.snapshot(match.replayed_state()) == rules.snapshot(match.state)
