"""`simulate --check` verifies each game's determinizer and that its views are hashable."""

from __future__ import annotations

import random

from engine.toy_games import SealedBids, Snap, SnapState

from game.cli.checks import check_sample, check_state
from game.engine import Action, Match


class Forgetful(Snap):
    """A determinizer that forgets the scores: its samples look different to the seat."""

    def determinize(self, view, rng):
        return SnapState(view.players, view.to_win, view.up, set(view.declined), [0] * view.players, view.turned)


class Unhashable(SealedBids):
    def view(self, state, seat):
        return {"bids": dict(state.bids)}


def test_a_faithful_sampler_passes():
    rules = SealedBids()
    match = Match(rules, rules.configure(3), seed=1)
    match.act(1, Action("bid", position=3))
    assert check_sample(rules, match.state, 0, random.Random(1)) == []
    assert check_state(match, random.Random(1)) == []


def test_a_sample_that_looks_different_is_reported():
    rules = Forgetful()
    match = Match(rules, rules.configure(2), seed=1)
    match.act(0, Action("claim"))
    assert check_sample(rules, match.state, 1, random.Random(1)) == ["a sample of seat 1's view looks different to it"]
    assert "a sample of seat 0's view looks different to it" in check_state(match, random.Random(1)) + \
        check_sample(rules, match.state, 0, random.Random(1))


def test_an_unhashable_view_is_reported():
    rules = Unhashable()
    match = Match(rules, rules.configure(2), seed=1)
    assert check_sample(rules, match.state, 0, random.Random(1))[0].startswith("seat 0's view is not hashable")
