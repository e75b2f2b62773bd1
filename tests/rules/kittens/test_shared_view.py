"""The Kittens view for the shared hot-seat screen or a spectator (`SPECTATOR`) carries no seat's
hand and nothing a seat alone knows, at every point of real games, as Kombat's view does."""

from __future__ import annotations

import random

import pytest

from game.engine import Match, get
from game.rules.kittens.cards import IMPLODING
from game.saves import SPECTATOR


@pytest.mark.parametrize("game_id", ["exploding-kittens", "imploding-kittens", "zombie-kittens"])
@pytest.mark.parametrize("seed", [1, 2])
def test_the_shared_view_holds_no_hand_and_nothing_known_alone(game_id, seed):
    rules = get(game_id)
    match = Match(rules, rules.configure(4), seed)
    rng = random.Random(seed)
    checked = 0
    while not match.is_over() and checked < 400:
        view = match.view(SPECTATOR)
        assert view.hand == (), "the shared view carries a hand"
        assert all(cards == () for cards in view.known_hands), "the shared view knows a card in a hand"
        public_top = ((0, IMPLODING),) if view.imploding_up and tuple(match.state.draw[:1]) == (IMPLODING,) else ()
        assert view.known_pile in ((), public_top), "the shared view knows a card in the pile"
        assert sum(view.hand_counts) == sum(map(len, match.state.hands))  # the counts are public
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
        checked += 1
    assert checked > 20
