"""The Kittens table speaks the chosen language (issue 39): its status line, banners, plates,
piles and the game-over recap are whole sentences looked up when shown, so German reads as
German, and a change of language shows at once (the card faces' kind words too)."""

from __future__ import annotations

import pytest
from fit import drawn_lines
from uikit import draw_the_exploding_kitten, kittens_table

from game import i18n
from game.saves import Seat
from game.ui.games.kittens.cards import CARDS
from game.ui.table.scene import TableScene


def drawn_words(app) -> str:
    return " | ".join(drawn_lines(app))


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_table_reads_german(make_app):
    app = make_app((1024, 640), text_scale=2.0)
    kittens_table(app)
    words = drawn_words(app)
    assert "Du bist am Zug: Spiel Karten, dann zieh" in words
    assert "Nachziehstapel: 5" in words and "Ablage: 0" in words and "KATZE" in words
    assert "Reihenfolge" in words and "rechtsrum" in words and "Danach: Mittens" in words
    assert "Karte ziehen" in words
    assert "turn" not in words and "Draw" not in words and "Discard" not in words


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_game_over_recap_reads_german(make_app):
    """You draw the Exploding Kitten with no Defuse: Mittens wins; the recap says when you went out."""
    app = make_app((1024, 640), text_scale=2.0)
    table, match = kittens_table(app)
    draw_the_exploding_kitten(app, table, match)
    assert "Mittens gewinnt!" in drawn_words(app)
    out, played = table.kit.recap(table)
    assert out.startswith("Du bist in Zug ") and out.endswith(" explodiert.")
    assert played == "Gespielte Karten: Du 0 und Mittens 0."


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_a_change_of_language_shows_at_once(make_app):
    app = make_app((1280, 720))
    table, _match = kittens_table(app, first=1)
    assert CARDS.looks["defuse"].kind == "RETTER"
    assert table.status_words() == "Mittens ist am Zug"
    i18n.set_language("es")
    assert CARDS.looks["defuse"].kind == "SALVADOR"
    assert table.status_words() == "Turno de Mittens"
    assert "Turno de Mittens" in drawn_words(app)
    i18n.set_language("en")
    assert CARDS.looks["defuse"].kind == "SAVER"
    assert table.status_words() == "Mittens's turn"


@pytest.mark.parametrize("language", ["de", "es", "qps"], indirect=True)
@pytest.mark.parametrize(("game", "players"), [("exploding-kittens", 5), ("imploding-kittens", 6),
                                               ("zombie-kittens", 2)])
def test_the_kittens_tables_fit_in_each_language(make_app, game, players):
    """At 1024x640 with 200% text every decision's screen fits in German, Spanish and the
    pseudo-language (about 40% longer than English), whatever the pytest --language."""
    from test_fit import NAMES, play_and_check

    from game.ui.table.setup import new_match

    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in NAMES[: players - 1]]
    table = TableScene(app, new_match(game, seats, {}, seed=1), seats, journal=False, pace=0.01)
    app.push(table)
    assert play_and_check(app, table, seed=1)


def test_an_out_players_words_keep_the_out_word_in_a_narrow_plate():
    from game.ui import text
    from game.ui.table import hud

    words = "MUERTO · 5 cartas"  # Zombie Kittens' dead player in Spanish: longer than "DEAD · 5 cards"
    assert hud.out_words(words, 20, text.width(words, 20)) == words
    assert hud.out_words(words, 20, text.width(words, 20) - 1) == "MUERTO"
    assert hud.out_words("RAUS", 20, 1) == "RAUS"  # (one word: as it is)


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_log_and_the_plates_follow_a_change_of_language(make_app):
    """Lines already told and the backdrop drawn are made again in the new language."""
    app = make_app((1920, 1080))
    table, _match = kittens_table(app)
    table.painter._log_surface()
    german = table.log_lines()
    assert german == ["Die Karten sind verteilt. Du fängst an."]
    assert "2 Karten · danach" in drawn_words(app)
    i18n.set_language("es")
    app.frame(1 / 60)
    assert table.log_lines() != german
    words = drawn_words(app)
    assert "2 cartas · después" in words and "Karten" not in words
