"""The Herding Cats rules pages are written in the language chosen when they are read, and the
deck they describe is the deck table's."""

from game import i18n
from game.engine.registry import get
from game.rules.herding.cards import DECK, HAND_SIZE, counted


def test_the_pages_follow_the_language_when_read():
    rules = get("herding-cats").info.rules
    assert rules[0][0] == "The game"
    i18n.set_language("de")
    assert [heading for heading, _body in rules][:2] == ["Das Spiel", "Dein Zug"]
    assert "Kätzchen: Zählt 2 in deiner Herde. Keine Wirkung." in rules[-1][1].split("\n")
    i18n.set_language("es")
    assert rules[-1][0] == "Cartas"


def test_the_first_page_counts_the_deck_table():
    first = get("herding-cats").info.rules[0][1]
    assert all(counted(card, n) in first for card, n in DECK.items())
    assert f"draws {HAND_SIZE} and removes {sum(DECK.values()) - HAND_SIZE} unseen" in first
