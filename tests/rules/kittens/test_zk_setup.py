"""Zombie Kittens setup (RULINGS "Zombie Kittens": card table, players, deck by player count, setup)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import ConfigError, get
from game.rules.kittens.cards import (
    ALTER_FUTURE,
    DRAW_BOTTOM,
    EXPLODING,
    FERAL,
    SWAP_ENDS,
    TARGETED_ATTACK,
    ZOMBIE,
    ZOMBIE_SPLIT,
)

RULES = get("zombie-kittens")


def table(players: int, **options):
    config = RULES.configure(players, options)
    return config, RULES.initial_state(config, 11)


def test_registered_in_the_kittens_family_for_2_to_5_players():
    assert RULES.info.family == "kittens" and RULES.info.name == "Zombie Kittens"
    assert (RULES.info.min_players, RULES.info.max_players) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(ConfigError, match="2 to 5 players"):
            RULES.configure(bad)
    assert [spec.name for spec in RULES.info.options] == ["extended_set"]
    assert RULES.info.option("extended_set").default is False


def test_the_card_table_is_24_with_paw_print_33_without_57_in_all():
    assert sum(paw for paw, _ in ZOMBIE_SPLIT.values()) == 24
    assert sum(plain for _, plain in ZOMBIE_SPLIT.values()) == 33


@pytest.mark.parametrize("players, cards", [(2, 24), (3, 33), (4, 57), (5, 57)])
def test_deck_by_player_count_plus_4_kittens_and_6_zombie_kittens(players, cards):
    deck = RULES.deck(RULES.configure(players))
    assert deck[EXPLODING] == 4 and deck[ZOMBIE] == 6
    assert sum(deck.values()) - 10 == cards


@pytest.mark.parametrize("players, spare", [(2, 1), (3, 1), (4, 2), (5, 1)])
def test_setup_one_zombie_kitten_and_seven_cards_each_kittens_and_spares(players, spare):
    _, s = table(players)
    for hand in s.hands:
        assert len(hand) == 8 and hand.count(ZOMBIE) >= 1 and EXPLODING not in hand
    assert s.draw.count(EXPLODING) == players - 1
    # Each hand got exactly one Zombie Kitten; the spares went into the pile.
    assert s.draw.count(ZOMBIE) == spare
    assert Counter(s.removed) == Counter({EXPLODING: 4 - (players - 1), ZOMBIE: 6 - players - spare})
    assert RULES.invariants(s) == []


def test_extended_set_adds_two_of_each_card():
    plain = RULES.deck(RULES.configure(4))
    extended = RULES.deck(RULES.configure(4, {"extended_set": True}))
    added = Counter(extended) - Counter(plain)
    assert dict(added) == {ALTER_FUTURE: 2, DRAW_BOTTOM: 2, TARGETED_ATTACK: 2, SWAP_ENDS: 2, FERAL: 2}


def test_attacks_always_stack_and_special_combos_are_fixed_but_no_five_different():
    _, s = table(3)
    assert s.options["stacking_attacks"] and s.options["special_combos"]
    assert not s.rules.five_different and s.rules.undead


def test_rules_text_pages_name_every_card_of_the_deck():
    text = "\n".join(body for _, body in RULES.info.rules)
    from game.rules.kittens.cards import title

    for card in RULES.deck(RULES.configure(4, {"extended_set": True})):
        assert title(card) in text, card
    headings = [h for h, _ in RULES.info.rules]
    assert "Death and resurrection" in headings and "NOW cards and response windows" in headings
