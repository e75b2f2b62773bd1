"""The Kombat rules pages are one message each, their numbers written out for the translator; they
must still say what the deck table in cards.py says, so a change of the deck shows here."""

from game import i18n
from game.rules.kombat import cards as kc
from game.rules.kombat.games import KOMBAT_KITTENS
from game.rules.kombat.rules_text import pages


def _page(heading: str) -> str:
    return dict(pages())[heading]


def test_the_deck_page_says_the_deck_table():
    deck = _page("The deck")
    assert f"ranks {', '.join(map(str, kc.RANKS))} (no 8)" in deck
    assert f"({', '.join(s.title() for s in kc.SUITS)})" in deck
    assert f"Treasure by rank: {', '.join(f'{r}: {kc.VALUE[r]}' for r in kc.RANKS)}." in deck
    assert f"{kc.DOGS} Dogs, worth {kc.DOG_VALUE}," in deck
    assert f"starts with {kc.HAND_SIZE} cards; {kc.DOGS_FIRST_DECK} Dogs go into the draw pile" in deck
    assert kc.COPIES * len(kc.SUITS) == 10 and "ten of each rank" in deck


def test_the_other_pages_say_the_deck_table():
    assert _page("Battle").startswith(f"{kc.ROUNDS} rounds:")
    assert f"fewer than {kc.HAND_SIZE} cards draws up to {kc.HAND_SIZE}" in _page("After a battle")
    assert _page("Scoring").startswith(f"Treasure values plus {kc.SET_BONUS} for each complete set")


def test_the_registry_gives_the_pages_in_the_current_language():
    """The registry's pages are made when read, each heading and text in the current language (they
    were kept in English, and Kombat's rules page read English in German and Spanish)."""
    assert list(KOMBAT_KITTENS.info.rules) == pages()
    i18n.set_language("de")
    try:
        assert list(KOMBAT_KITTENS.info.rules) == [(i18n._(h), i18n._(t)) for h, t in pages()]
        assert KOMBAT_KITTENS.info.rules[0][0] == "Ziel"
    finally:
        i18n.set_language(i18n.SOURCE)
