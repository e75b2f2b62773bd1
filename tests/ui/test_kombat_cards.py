"""Kombat card faces and words: every Kitten card and the Dog drawn in code, suits told apart by
symbol and word (never colour alone), faces cached per family; battles named by their ranking."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules.kombat import cards as kc
from game.ui import cards_art
from game.ui.games.kombat.cards import CARDS, FAMILY, suit_icon
from game.ui.games.kombat.words import beats, hand_words, tie
from game.ui.theme import PALETTES


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()
    yield


def test_every_card_has_a_face_with_its_suit_word_and_value():
    assert set(CARDS.looks) == {*kc.KITTENS, kc.DOG}
    assert len(kc.KITTENS) == 40  # 5 suits x 8 ranks, two copies each in the deck
    for card in kc.KITTENS:
        look = CARDS.looks[card]
        assert (kc.suit(card) or "").title() in look.title and str(kc.rank(card)) in look.title
        assert str(kc.value(card)) in look.kind
    assert CARDS.looks[kc.DOG].title == "Dog" and "5" in CARDS.looks[kc.DOG].kind


def test_faces_are_cached_per_family_card_size_and_palette():
    a = cards_art.face("tabby_6", 90, "standard", FAMILY)
    assert cards_art.face("tabby_6", 90, "standard", FAMILY) is a
    assert cards_art.face("tabby_6", 90, "deuteranopia", FAMILY) is not a
    assert cards_art.face("tabby_7", 90, "standard", FAMILY) is not a
    assert a.get_size() == cards_art.card_size(90)


def _grey(surface: pygame.Surface) -> list[float]:
    w, h = surface.get_size()
    flat = pygame.Surface((w, h))
    flat.fill((255, 255, 255))
    flat.blit(surface, (0, 0))
    return [0.2126 * r + 0.7152 * g + 0.0722 * b for x in range(w) for y in range(h)
            for r, g, b, _ in [flat.get_at((x, y))]]


@pytest.mark.parametrize("pal", ["standard", "deuteranopia", "protanopia", "tritanopia", "high_contrast"])
def test_suit_symbols_differ_in_shape_without_colour(pal):
    """Seen in grey (as a colour-blind player might), every suit's symbol and the Dog still differ."""
    greys = {s: _grey(suit_icon(s, 24, pal)) for s in (*kc.SUITS, None)}
    for a, b in itertools.combinations(greys, 2):
        diff = sum(abs(x - y) for x, y in zip(greys[a], greys[b], strict=True)) / len(greys[a])
        assert diff >= 6, (a, b, round(diff, 1))


@pytest.mark.parametrize("pal", list(PALETTES))
def test_same_rank_different_suits_differ_in_grey(pal):
    """Two Kittens of one rank differ by more than colour: their symbols differ in grey."""
    faces = {s: _grey(cards_art.face(f"{s}_4", 64, pal, FAMILY)) for s in kc.SUITS}
    for a, b in itertools.combinations(faces, 2):
        diff = sum(abs(x - y) for x, y in zip(faces[a], faces[b], strict=True)) / len(faces[a])
        assert diff >= 3, (a, b, round(diff, 1))


def test_battles_are_named_by_their_ranking():
    assert beats(["tabby_6", "calico_7", "ginger_9"], ["tabby_5", "siamese_5", "tuxedo_1"]) == \
        "A straight 6-7-9 beats a pair of 5s"
    assert beats(["tabby_4", "calico_4", "ginger_4"], ["tabby_6", "calico_7", "ginger_9"]) == \
        "Three 4s beats a straight 6-7-9"
    assert beats(["tabby_5", "calico_5", "ginger_7"], ["siamese_5", "tuxedo_5", "ginger_2"]) == \
        "A pair of 5s with a 7 beats a pair of 5s with a 2"
    assert hand_words(["tabby_9", "calico_1", "ginger_2"]) == "high card 9-2-1"  # 9-1-2 does not wrap
    assert hand_words(["tabby_9", "calico_7", "ginger_6", "tuxedo_2"]) == "a straight 6-7-9"  # best three of four
    assert tie(["tabby_3", "calico_3", "ginger_1"]) == "A tie: a pair of 3s with a 1 each"


def test_every_card_has_an_example_the_rules_bear_out():
    """F1 on any Kombat card shows a worked example; its straight is one by the rules' hand
    ranking, and it beats a pair; the treasure value is the card's."""
    import re

    from game.rules.kombat.hands import key, name

    for card in CARDS.looks:
        example = CARDS.looks[card].example
        assert example, card
        if card == kc.DOG:
            assert f"worth {kc.DOG_VALUE} points" in example
            continue
        run = re.search(r"(\d)-(\d)-(\d)", example)
        assert run is not None, card
        trio = [f"{s}_{r}" for s, r in zip(("tabby", "calico", "ginger"), run.groups(), strict=True)]
        trio[0] = card if str(kc.rank(card)) == run[1] else trio[0]
        assert kc.rank(card) in map(int, run.groups()), card
        assert name(trio).startswith("Straight"), (card, trio)
        assert key(trio) > key(["tuxedo_9", "siamese_9", "tabby_1"])  # beats Bo's pair of 9s
        value = kc.value(card)
        assert f"worth {value} point{'s' if value != 1 else ''}" in example, card


def test_card_names_texts_and_examples_follow_the_language():
    """A Kombat card's look is made in the language of the moment: its title ("Tabby 6"), rule,
    value band and worked example are German after a change to German, English again after."""
    from game import i18n

    assert CARDS.looks["tabby_6"].title == "Tabby 6" and CARDS.title(kc.DOG) == "Dog"
    i18n.set_language("de")
    look = CARDS.looks["tabby_6"]
    assert look.title == "Tigerkatze 6" and look.kind == "2 PUNKTE" and look.text.startswith("Wert 6, Farbe Tigerkatze")
    assert "Tigerkatze 6" in look.example and "Straße" in look.example
    assert CARDS.looks[kc.DOG].title == "Hund" and "5 Punkte" in CARDS.looks[kc.DOG].example
    i18n.set_language("en")
    assert CARDS.looks["tabby_6"].title == "Tabby 6" and CARDS.looks["tabby_6"].kind == "2 POINTS"
    assert len(CARDS.looks) == len(kc.DECK) and set(CARDS.looks) == set(kc.DECK)
