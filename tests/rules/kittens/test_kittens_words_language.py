"""The Kittens family's words are made when shown, in the language of that moment (issue 39): a
log line, a card's name and text, the rules pages, a CPU's stand-in line. A saved game's events
carry ids only, so the same events read in German after a change of language, and in English again
after the next."""

import re

import pytest
from random_games import every_view, played_at_random

from game import i18n
from game.engine import Match, get
from game.rules.kittens import events as ev
from game.rules.kittens.cards import ATTACK, DEFUSE, EXPLODING, FEED_DEAD, FERAL, TACOCAT, card_text, title
from game.rules.kittens.examples import example
from game.rules.kittens.narrate import cards_words, describe
from game.rules.words import played_for

NAMES = ["Ann", "Bo", "Cy"]


def test_a_log_line_is_a_whole_sentence_in_the_current_language_for_each_shape():
    drawn = ev.CardDrawn(0, ATTACK)
    moved = ev.CardMoved(1, 0, DEFUSE, "favor")
    assert describe(drawn, NAMES, 0) == "You drew Attack"
    i18n.set_language("de")
    assert describe(drawn, NAMES, 0) == "Du hast Angriff gezogen"
    assert describe(drawn, NAMES, 1) == "Ann hat Angriff gezogen"
    assert describe(moved, NAMES, 1) == "Du hast Ann Entschärfung gegeben"  # you, to another
    assert describe(moved, NAMES, 0) == "Bo hat dir Entschärfung gegeben"  # another, to you
    assert describe(moved, NAMES, 2) == "Bo hat Ann Entschärfung gegeben"  # another, to another
    i18n.set_language("es")
    assert describe(drawn, NAMES, 0) == "Robaste Ataque"
    assert describe(moved, NAMES, 0) == "Bo te dio Desactivación"
    i18n.set_language("en")
    assert describe(moved, NAMES, 0) == "Bo gave Defuse to you"


def test_counts_lists_and_places_follow_the_language():
    i18n.set_language("de")
    assert cards_words((TACOCAT, TACOCAT)) == "2 x Tacokatze"
    assert cards_words((TACOCAT, FERAL)) == "Tacokatze und Wilde Katze"
    assert describe(ev.TurnBegan(1, 3, True), NAMES, 0) == "Bo ist am Zug (3 Züge)"
    placed = ev.KittenPlaced(0, EXPLODING, 2)
    assert describe(placed, NAMES, 0) == ("Du hast das Explodierende Kätzchen an Position 3 in den Nachziehstapel "
                                          "zurückgelegt")
    assert describe(ev.TurnBegan(0, 1), NAMES, 0) == "Du bist am Zug"  # the log's line, not the rules' heading
    assert dict(get("exploding-kittens").info.rules)["Dein Zug"].startswith("Spiele so viele Karten")
    i18n.set_language("es")
    assert cards_words((TACOCAT, FERAL)) == "Tacogato y Gato Salvaje"
    assert describe(ev.TurnBegan(0, 1), NAMES, 0) == "Tu turno"


def test_feed_the_dead_played_on_oneself_reads_yourself_and_themselves():
    played = ev.CardsPlayed(1, (FEED_DEAD,), 1)
    assert describe(played, NAMES, 1) == "You played Feed the Dead on yourself"
    assert describe(played, NAMES, 0) == "Bo played Feed the Dead on themselves"


def test_card_names_texts_and_examples_are_translated_where_shown_and_ids_stay():
    i18n.set_language("de")
    assert title(EXPLODING) == "Explodierendes Kätzchen"
    assert card_text(ATTACK).startswith("Beende deinen Zug")
    assert example(ATTACK).startswith("Ann spielt einen Angriff")
    assert EXPLODING == "exploding_kitten"  # the id on the wire and in saves never changes
    i18n.set_language("en")
    assert title(EXPLODING) == "Exploding Kitten"


@pytest.mark.parametrize("game", ["exploding-kittens", "imploding-kittens", "zombie-kittens"])
def test_the_rules_pages_are_made_in_the_language_of_the_moment_they_are_read(game):
    info = get(game).info
    english = list(info.rules)
    assert english[0][0] == "Goal"
    i18n.set_language("de")
    german = list(info.rules)
    assert len(german) == len(english) and german[0][0] == "Ziel"
    assert german[2][0] == "Dein Zug"  # (a heading: the log and the table say "Du bist am Zug")
    assert all(g != e for g, e in zip(german, english, strict=True))  # every heading and text
    i18n.set_language("en")
    assert list(info.rules) == english


def test_a_stand_in_line_is_in_the_current_language():
    i18n.set_language("es")
    assert played_for("Robaste una carta", 0, NAMES, 0) == "Una CPU jugó por ti: Robaste una carta"
    assert played_for("Ann robó una carta", 0, NAMES, 1) == "Una CPU jugó por Ann: Ann robó una carta"
    assert played_for("x", 7, NAMES, 1) == "Una CPU jugó por Jugador 8: x"


def test_a_refusal_and_a_table_error_are_in_the_current_language():
    rules = get("exploding-kittens")
    i18n.set_language("de")
    with pytest.raises(ValueError, match="Exploding Kittens ist für 2 bis 5 Spieler, nicht für 9"):
        rules.configure(9)


def test_a_local_feed_given_no_names_calls_its_seats_players_in_the_current_language():
    from game.engine.feed import LocalFeed

    rules = get("exploding-kittens")
    i18n.set_language("de")
    feed = LocalFeed(Match(rules, rules.configure(2), 1), 0)
    assert [s.name for s in feed.seats] == ["Spieler 1", "Spieler 2"]


# Words of the English log lines that German and Spanish never use (names here are P0, P1...).
ENGLISH = {"you", "played", "drew", "the", "turn", "card", "cards", "pile", "from", "and", "on", "put", "back",
           "gave", "took", "is", "has", "goes", "first", "nothing", "happens", "choosing", "wins", "exploded"}
SPELT_ALIKE = {"de": set(), "es": {"has"}}  # the language's own words spelt as one of those ("¡Has ganado!")


@pytest.mark.parametrize("code", ["de", "es"])
def test_whole_games_are_told_without_an_english_word(code):
    i18n.set_language(code)
    english = ENGLISH - SPELT_ALIKE[code]
    left = set()
    for game_id, players, options in [("exploding-kittens", 4, {"special_combos": True}), ("imploding-kittens", 5, {}),
                                      ("zombie-kittens", 5, {"extended_set": True})]:
        names = [f"P{i}" for i in range(players)]
        for seed in range(3):
            for viewer, event in every_view(played_at_random(game_id, players, options, seed), players):
                line = describe(event, names, viewer)
                if {w.lower() for w in re.findall(r"[A-Za-z]+", line)} & english or "{" in line:
                    left.add(line)
    assert not left, sorted(left)[:10]
