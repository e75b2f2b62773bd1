"""Each card sounds like itself: within a game family, no two cards' sounds are easily confused
(`sound_measure.distance`: spectrum and envelope). Before, Super Skip was Skip played twice,
Attack of the Dead was Attack with a drone under it and Tombstone Cat a low meow like Beard Cat's."""

from __future__ import annotations

import itertools
from functools import cache

import numpy as np
import pytest
import sound_measure as sm

from game import audio
from game.rules.herding.cards import CARD_TYPES as HERDING_CARDS
from game.rules.kittens.cards import CARD_TYPES as KITTENS_CARDS
from game.ui.games.herding.sounds import declared
from game.ui.games.kittens.sounds import card_sound

APART = 10.0  # the least distance between two cards' sounds in one family
FAMILIES = {
    "kittens": sorted({card_sound(c) for c in KITTENS_CARDS}),
    "herding": sorted(declared(c) for c in HERDING_CARDS),
}
ONCE_ALIKE = [("card_beard_cat", "card_tombstone_cat"), ("card_attack", "card_attack_of_the_dead"),
              ("card_skip", "card_super_skip")]


@cache
def samples(name: str) -> np.ndarray:
    return sm.read(audio.sound_file(name))


def distance(a: str, b: str) -> float:
    return sm.distance(samples(a), samples(b))


@pytest.mark.parametrize("family", FAMILIES)
def test_no_two_cards_of_a_family_sound_alike(family: str) -> None:
    close = {(a, b): round(distance(a, b), 1) for a, b in itertools.combinations(FAMILIES[family], 2)
             if distance(a, b) < APART}
    assert not close, close


def test_the_pairs_once_alike_are_now_far_apart() -> None:
    """Well past the least distance (they measured 12.3, 6.5 and 7.4 before)."""
    far = {pair: round(distance(*pair), 1) for pair in ONCE_ALIKE}
    assert all(d >= APART * 1.5 for d in far.values()), far


def test_the_distance_finds_a_sound_played_twice_too_close() -> None:
    """The measure itself: a sound is its own, quieter or not; played twice over it is still too
    close (as the old Super Skip was); a different kind of sound is far."""
    skip = samples("card_skip")
    assert sm.distance(skip, skip) == 0.0
    assert sm.distance(skip, skip * 0.5) == pytest.approx(0.0, abs=1e-6)
    assert sm.distance(skip, np.concatenate((skip, skip))) < APART
    assert sm.distance(skip, samples("explosion")) > 2 * APART
