"""Every family's card looks are made in the current language, and shown as they are: the card set
and the faces translated them a second time (a pseudo-language face read '[[Défüsé ~] ~]'), and
Herding's looks held the English, so a German hand's narration said 'Show Cat' (issue 39)."""

from __future__ import annotations

from game import i18n
from game.rules.herding import cards as herding_rules
from game.rules.kittens import cards as kittens_rules
from game.rules.kombat import cards as kombat_rules
from game.ui.games.herding.cards import CARDS as HERDING
from game.ui.games.kittens.cards import CARDS as KITTENS
from game.ui.games.kombat.cards import CARDS as KOMBAT


def test_a_cards_title_is_translated_once_in_every_family(monkeypatch):
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    i18n.set_language(i18n.PSEUDO)
    made = {"defuse": kittens_rules.title("defuse"), "show_cat": i18n._(herding_rules.CARD_TYPES["show_cat"].title),
            "tabby_6": kombat_rules.title("tabby_6")}  # each as the rules word it, in the current language
    assert made["defuse"].count("[") == 1
    for cards, card in ((KITTENS, "defuse"), (HERDING, "show_cat"), (KOMBAT, "tabby_6")):
        assert cards.title(card) == cards.looks[card].title == made[card], card


def test_herding_looks_speak_the_current_language():
    i18n.set_language("de")
    look = HERDING.looks["show_cat"]
    assert look.title == i18n._("Show Cat") != "Show Cat"
    assert look.text == i18n._("Worth 5 in your herd, or 7 if your herd has a Kitten at scoring.")
    i18n.set_language("es")
    assert HERDING.title("show_cat") == i18n._("Show Cat")
