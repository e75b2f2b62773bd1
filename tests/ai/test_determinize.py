"""A sampled state looks to its seat exactly like the real one, and respects every rule."""

from __future__ import annotations

import random

import pytest

from game.engine import get
from game.rules.kittens.cards import DEFUSE, EXPLODING, IMPLODING, KITTENS, SKIP, TACOCAT
from game.rules.kittens.determinize import determinize

TABLES = [
    ("exploding-kittens", 4, {"big_hands": True}),
    ("exploding-kittens", 2, {}),
    ("exploding-kittens", 5, {"special_combos": False}),
    ("imploding-kittens", 3, {}),
    ("imploding-kittens", 6, {}),
]


def random_states(game: str, players: int, options: dict, games: int):
    """Every state of a few random games, with each move's seat."""
    r = get(game)
    config = r.configure(players, options)
    for seed in range(games):
        rng = random.Random(seed)
        state = r.initial_state(config, seed)
        while True:
            yield state
            pending = r.pending(state)
            if pending is None:
                break
            seat = rng.choice(sorted(pending.seats))
            for event in r.decide(state, seat, rng.choice(r.legal_actions(state, seat)), rng):
                state = r.evolve(state, event)


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_every_seat_sees_the_sample_as_the_real_state(game, players, options):
    r = get(game)
    rng = random.Random(7)
    checked = 0
    for i, state in enumerate(random_states(game, players, options, games=6)):
        if i % 3:
            continue
        for seat in range(players):
            view = r.view(state, seat)
            sample = determinize(view, rng)
            assert r.view(sample, seat) == view
            assert r.invariants(sample) == []
            checked += 1
    assert checked > 50


def test_samples_vary_only_what_the_seat_cannot_see(ek):
    state = ek.deal([[DEFUSE, SKIP], [TACOCAT, SKIP, DEFUSE]], [TACOCAT, EXPLODING, SKIP, TACOCAT, DEFUSE])
    view = ek.r.view(state, 0)
    samples = [determinize(view, random.Random(seed)) for seed in range(40)]
    assert all(s.hands[0] == [DEFUSE, SKIP] for s in samples)
    assert len({tuple(sorted(s.hands[1])) for s in samples}) > 1
    assert all(s.draw.count(EXPLODING) == 1 for s in samples)
    assert all(not set(s.hands[1]) & KITTENS for s in samples)


def test_known_cards_stay_where_the_seat_saw_them(ek):
    state = ek.deal([[DEFUSE, "see_the_future"], [TACOCAT, SKIP, DEFUSE]], [TACOCAT, EXPLODING, SKIP, TACOCAT, DEFUSE])
    state = ek.act(state, 0, ek.r.legal_actions(state, 0)[1])  # See the Future
    state = ek.act(state, 1, ek.r.legal_actions(state, 1)[0])  # pass: the window closes
    view = ek.r.view(state, 0)
    assert dict(view.known_pile) == {0: TACOCAT, 1: EXPLODING, 2: SKIP}
    for seed in range(20):
        assert determinize(view, random.Random(seed)).draw[:3] == [TACOCAT, EXPLODING, SKIP]


def test_face_up_imploding_kitten_is_never_on_an_unseen_top(ik):
    state = ik.deal([[DEFUSE, SKIP], [DEFUSE, SKIP], [DEFUSE]], [IMPLODING, TACOCAT, TACOCAT, EXPLODING])
    state = ik.act(state, 0, ik.r.legal_actions(state, 0)[0])  # draw the Imploding Kitten
    assert ik.r.pending(state).prompt == "place_imploding"
    state = ik.act(state, 0, next(a for a in ik.r.legal_actions(state, 0) if a.position == 2))
    view = ik.r.view(state, 1)
    assert view.imploding_up and 0 not in dict(view.known_pile)
    for seed in range(30):
        sample = determinize(view, random.Random(seed))
        assert sample.draw[0] != IMPLODING and IMPLODING in sample.draw


def test_a_face_up_imploding_kitten_below_an_unseen_top_always_finds_its_place(ik):
    """The pile is an unseen Exploding Kitten over the face-up Imploding Kitten: the sampler
    must put the Imploding Kitten second whatever order it draws in."""
    state = ik.deal([[DEFUSE, SKIP], [DEFUSE, SKIP], [DEFUSE]], [IMPLODING, TACOCAT, EXPLODING])
    state = ik.act(state, 0, ik.r.legal_actions(state, 0)[0])  # draw the Imploding Kitten
    state = ik.act(state, 0, next(a for a in ik.r.legal_actions(state, 0) if a.position == 2))
    state = ik.act(state, 1, ik.r.legal_actions(state, 1)[0])  # seat 1 draws the Tacocat
    view = ik.r.view(state, 2)
    assert view.draw_count == 2 and view.imploding_up and not view.known_pile
    for seed in range(30):
        sample = determinize(view, random.Random(seed))
        assert sample.draw == [EXPLODING, IMPLODING]
        assert ik.r.view(sample, 2) == view
