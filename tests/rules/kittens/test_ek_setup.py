"""Exploding Kittens setup (RULINGS "Setup", seed 003 steps 1-7, seed 001 big hands)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine.errors import ConfigError
from game.engine.pending import DecisionKind
from game.rules.kittens import EXPLODING_KITTENS as R
from game.rules.kittens.cards import BASE_DECK, DEFUSE, EXPLODING, KITTENS


def dealt(players: int, seed: int = 3, **options: bool):
    config = R.configure(players, options)
    (event,) = R.setup(config, random.Random(seed))
    return event, R.initial_state(config, seed)


def test_the_base_deck_is_56_cards_of_13_types():
    assert sum(BASE_DECK.values()) == 56
    assert len(BASE_DECK) == 13
    assert BASE_DECK[EXPLODING] == 4 and BASE_DECK[DEFUSE] == 6


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_standard_hands_are_four_cards_plus_one_defuse(players):
    event, state = dealt(players)
    assert len(event.hands) == players
    for hand in state.hands:
        assert len(hand) == 5
        assert hand.count(DEFUSE) == 1  # Defuses are taken out before the deal
        assert not KITTENS & set(hand)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_big_hands_are_seven_cards_plus_one_defuse(players):
    _, state = dealt(players, big_hands=True)
    for hand in state.hands:
        assert len(hand) == 8
        assert hand.count(DEFUSE) == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("big", [False, True])
def test_players_minus_one_exploding_kittens_go_into_the_pile(players, big):
    event, state = dealt(players, big_hands=big)
    assert state.draw.count(EXPLODING) == players - 1
    assert list(event.removed).count(EXPLODING) == 4 - (players - 1)


@pytest.mark.parametrize(("players", "back"), [(2, 2), (3, 2), (4, 2), (5, 1)])
def test_extra_defuses_back_two_with_two_or_three_players_else_six_minus_players(players, back):
    event, state = dealt(players)
    assert state.draw.count(DEFUSE) == back
    assert list(event.removed).count(DEFUSE) == 6 - players - back
    assert state.removed == event.removed  # the set-aside cards are public


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("big", [False, True])
def test_every_card_is_dealt_drawn_or_removed(players, big):
    _, state = dealt(players, big_hands=big)
    zones = Counter(state.draw) + Counter(state.removed)
    for hand in state.hands:
        zones += Counter(hand)
    assert zones == Counter(BASE_DECK)
    assert state.discard == []


def test_the_draw_pile_is_shuffled_with_the_kittens_in_it():
    # Over a few seeds the Kittens do not sit in one place: they were shuffled in.
    spots = {dealt(4, seed).__getitem__(1).draw.index(EXPLODING) for seed in range(12)}
    assert len(spots) > 3


def test_first_player_is_chosen_at_random_and_starts_with_one_turn():
    firsts = set()
    for seed in range(40):
        event, state = dealt(4, seed)
        firsts.add(event.first)
        assert state.current == event.first and state.turns == 1 and not state.attacked
        pending = R.pending(state)
        assert pending.kind == DecisionKind.TURN and pending.seats == {event.first}
    assert firsts == {0, 1, 2, 3}


def test_same_seed_same_deal():
    assert dealt(3, 11)[0] == dealt(3, 11)[0]
    assert dealt(3, 11)[0] != dealt(3, 12)[0]


def test_option_names_and_defaults():
    assert R.info.id == "exploding-kittens"
    assert (R.info.min_players, R.info.max_players) == (2, 5)
    defaults = R.configure(3).options
    assert defaults == {"big_hands": False, "stacking_attacks": False, "special_combos": True}


@pytest.mark.parametrize("players", [0, 1, 6])
def test_player_count_out_of_range_is_refused(players):
    with pytest.raises(ConfigError, match="2 to 5"):
        R.configure(players)


def test_unknown_and_non_boolean_options_are_refused():
    with pytest.raises(ConfigError, match="no option 'reverse'"):
        R.configure(3, {"reverse": False})
    with pytest.raises(ConfigError, match="true or false"):
        R.configure(3, {"big_hands": 1})


def test_the_dealt_event_hides_other_hands_and_the_pile():
    event, _ = dealt(3)
    seen = R.redact(event, 1)
    assert seen.hands[1] == event.hands[1]
    assert seen.hands[0] == ("?",) * 5 and seen.hands[2] == ("?",) * 5
    assert seen.draw == ("?",) * len(event.draw)  # its size is public, its cards are not
    assert seen.removed == event.removed
