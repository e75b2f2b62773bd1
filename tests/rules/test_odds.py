"""The odds meter reads only the seat's view."""

from game.engine import Match, get
from game.rules.kittens.events import Dealt, FutureSeen
from game.rules.kittens.odds import kitten_odds


def table(draw, known=None):
    rules = get("exploding-kittens")
    state = rules.blank(rules.configure(3))
    rules.evolve(state, Dealt((("defuse",), ("defuse",), ("defuse",)), tuple(draw), 0))
    if known:
        rules.evolve(state, FutureSeen(0, tuple(draw[:known])))
    return rules, state


def test_odds_are_kittens_over_cards_when_nothing_is_known():
    rules, state = table(["tacocat", "exploding_kitten", "skip", "exploding_kitten"])
    assert kitten_odds(rules.view(state, 0)) == 2 / 4


def test_a_seen_top_card_decides_the_odds():
    rules, state = table(["exploding_kitten", "tacocat", "skip", "exploding_kitten"], known=3)
    assert kitten_odds(rules.view(state, 0)) == 1.0
    assert kitten_odds(rules.view(state, 1)) == 2 / 4  # seat 1 saw nothing


def test_seen_cards_are_taken_out_of_the_unknown():
    rules, state = table(["tacocat", "skip", "exploding_kitten", "attack", "exploding_kitten"], known=3)
    # Seat 0 knows the top three hold one Kitten: the other is in one of 2 unseen places,
    # but the top card is a known Tacocat.
    assert kitten_odds(rules.view(state, 0)) == 0.0


def test_odds_stay_within_bounds_over_a_whole_game():
    import random

    rules = get("imploding-kittens")
    match = Match(rules, rules.configure(4), seed=5)
    rng = random.Random(5)
    while match.pending is not None:
        for seat in range(4):
            assert 0.0 <= kitten_odds(match.view(seat)) <= 1.0
        seat = rng.choice(sorted(match.pending.seats))
        match.act(seat, rng.choice(match.legal_actions(seat)))
