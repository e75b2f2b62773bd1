"""Imploding Kittens setup (RULINGS "Imploding Kittens", seed 003 expansion steps 1-9)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine.errors import ConfigError
from game.rules.kittens import IMPLODING_KITTENS as R
from game.rules.kittens.cards import (
    BASE_DECK,
    DEFUSE,
    EXPANSION_DECK,
    EXPLODING,
    FERAL,
    IMPLODING,
    KITTENS,
    NOPE,
    REVERSE,
)

EXPANSION_TYPES = ["reverse", "draw_from_the_bottom", "feral_cat", "alter_the_future", "targeted_attack"]


def dealt(players: int, seed: int = 5, **options: bool):
    config = R.configure(players, options)
    (event,) = R.setup(config, random.Random(seed))
    return event, R.initial_state(config, seed)


def test_the_expansion_is_20_cards():
    assert sum(EXPANSION_DECK.values()) == 20
    assert EXPANSION_DECK == {
        IMPLODING: 1, REVERSE: 4, "draw_from_the_bottom": 4, FERAL: 4, "alter_the_future": 4,
        "targeted_attack": 3,
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hands_are_six_cards_plus_one_defuse(players):
    _, state = dealt(players)
    for hand in state.hands:
        assert len(hand) == 7
        assert hand.count(DEFUSE) == 1
        assert not KITTENS & set(hand)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_kittens_are_the_imploding_kitten_plus_players_minus_two_exploding(players):
    event, state = dealt(players)
    assert state.draw.count(IMPLODING) == 1
    assert state.draw.count(EXPLODING) == players - 2
    assert sum(c in KITTENS for c in state.draw) == players - 1
    assert list(event.removed).count(EXPLODING) == 4 - (players - 2)
    assert not state.imploding_up  # it starts face down


def test_two_players_play_one_exploding_and_the_imploding_kitten():
    # RULINGS: "with 2 players, 1 Exploding Kitten and the Imploding Kitten, and whoever dies
    # first loses" (seed 003 says the same).
    event, state = dealt(2)
    assert sorted(c for c in state.draw if c in KITTENS) == [EXPLODING, IMPLODING]
    assert list(event.removed).count(EXPLODING) == 3
    assert R.view(state, 0).kittens_in_pile == 2


def test_with_two_players_whoever_dies_first_loses_exploding(ik):
    s = ik.deal([["skip"], ["skip"]], [EXPLODING, "tacocat", IMPLODING])
    events = ik.draw(s)
    assert ik.kinds(events) == ["CardDrawn", "Eliminated", "GameWon"]
    assert s.winner == 1 and ik.r.result(s).winners == (1,)
    assert s.draw == ["tacocat", IMPLODING]  # the game ends with a Kitten still in the pile


def test_with_two_players_whoever_dies_first_loses_imploding(ik):
    s = ik.deal([["skip"], ["skip"]], [IMPLODING, "tacocat", EXPLODING])
    ik.draw(s)
    ik.act(s, 0, "place", position=0)
    events = ik.draw(s)  # seat 1 draws it face up
    assert ik.kinds(events) == ["CardDrawn", "Eliminated", "GameWon"]
    assert s.winner == 0 and s.draw == ["tacocat", EXPLODING]


def test_a_left_out_type_cannot_be_named_for_three_of_a_kind(ik):
    s = ik.deal([[NOPE, NOPE, NOPE], ["skip"], ["attack"]], ["tacocat"], reverse=False)
    names = {a.card for a in ik.legal(s, 0) if len(a.cards) == 3}
    assert REVERSE not in names and FERAL in names and EXPLODING not in names
    ik.illegal(s, 0, "play", cards=[NOPE] * 3, target=1, card=REVERSE)


@pytest.mark.parametrize(("players", "back"), [(2, 2), (3, 2), (4, 2), (5, 1), (6, 0)])
def test_extra_defuses_back(players, back):
    event, state = dealt(players)
    assert state.draw.count(DEFUSE) == back
    assert list(event.removed).count(DEFUSE) == 6 - players - back


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_card_of_both_decks_is_somewhere(players):
    _, state = dealt(players)
    zones = Counter(state.draw) + Counter(state.removed)
    for hand in state.hands:
        zones += Counter(hand)
    assert zones == Counter(BASE_DECK) + Counter(EXPANSION_DECK)
    assert sum(zones.values()) == 76


@pytest.mark.parametrize("left_out", EXPANSION_TYPES)
def test_a_left_out_expansion_type_is_in_no_zone(left_out):
    _, state = dealt(4, seed=9, **{left_out: False})
    every = list(state.draw) + list(state.removed) + [c for h in state.hands for c in h]
    assert left_out not in every
    expected = Counter(BASE_DECK) + Counter(EXPANSION_DECK)
    del expected[left_out]
    assert Counter(every) == expected
    for other in EXPANSION_TYPES:  # the other expansion types are still in
        if other != left_out:
            assert other in every


def test_all_expansion_types_out_still_plays_the_imploding_kitten():
    _, state = dealt(6, **{t: False for t in EXPANSION_TYPES})
    assert state.draw.count(IMPLODING) == 1 and state.draw.count(EXPLODING) == 4
    every = Counter(state.draw) + Counter(state.removed) + sum((Counter(h) for h in state.hands), Counter())
    assert every == Counter(BASE_DECK) + Counter({IMPLODING: 1})


def test_options_and_player_range():
    assert R.info.id == "imploding-kittens"
    assert (R.info.min_players, R.info.max_players) == (2, 6)
    options = R.configure(2).options
    assert options == {
        "stacking_attacks": False, "special_combos": True, **{t: True for t in EXPANSION_TYPES},
    }
    for players in (1, 7):
        with pytest.raises(ConfigError, match="2 to 6"):
            R.configure(players)
    with pytest.raises(ConfigError, match="no option 'big_hands'"):
        R.configure(3, {"big_hands": True})
    with pytest.raises(ConfigError, match="no option 'imploding_kitten'"):
        R.configure(3, {"imploding_kitten": False})


def test_the_direction_of_play_starts_clockwise_and_is_in_every_view(ik):
    s = ik.deal([["skip"], ["skip"], ["skip"]], ["tacocat", EXPLODING])
    assert s.direction == 1
    assert all(ik.view(s, seat).direction == 1 for seat in range(3))
