"""The screens' own words in German, Spanish and the pseudo-language (issue 39): New game, the
network screens, Saved games, Statistics (numbers and percentages as each language writes them),
the pause menu and the replay's words. Every word these screens draw is marked: in the
pseudo-language none is left in plain English."""

from __future__ import annotations

import pytest
from test_language import drawn_words
from test_statistics_drawn import PLAYED, recorded  # noqa: F401 (a fixture)
from uikit import first_look

from game import i18n
from game.ui.scenes.game_over import winners_heading
from game.ui.scenes.network import HostSetupScene, JoinScene, NetworkScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.statistics import BarRow, StatisticsScene, lost_letter, won_letter
from game.ui.scenes.unfinished import with_whom

NAMES = {"You", "Mittens", "Biscuit", "Pickles", "Noodle", "Waffles", "Pumpkin", "Socks", "Marmalade"}


PSEUDO_MARKS = set("[]~àçéîñöüýÅÇÉÎÑÖÜÝ")


def english_left(words: list[str], allowed: str = "") -> list[str]:
    """Drawn lines in plain English: no mark of the pseudo-language (a wrapped line of a pseudo
    message keeps its accents), not a name, a number, an arrow or a key; nor in `allowed`."""
    return [w for w in words if w.strip() and not PSEUDO_MARKS & set(w) and w not in NAMES and w not in "<>"
            and not any(c.isdigit() for c in w) and w not in ("Esc", "Enter", "Tab") and w not in allowed]


@pytest.mark.parametrize("language", ["qps"], indirect=True)
@pytest.mark.parametrize("screen", [NewGameScene, NetworkScene, HostSetupScene, JoinScene, SavedGamesScene])
def test_every_word_of_these_screens_is_marked(make_app, screen):
    app = make_app(size=(1280, 720))
    scene = first_look(app, screen(app))
    words = drawn_words(app)
    blocked = getattr(getattr(scene, "discovery", None), "blocked", "") or ""  # the network code's words (net)
    assert words and not english_left(words, blocked), english_left(words, blocked)
    assert i18n.pseudo(app.stack.top.heading) in words or app.stack.top.heading.startswith("[")


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_statistics_write_numbers_and_rates_in_german(make_app, recorded):  # noqa: F811
    app = make_app(size=(1280, 720))
    scene = first_look(app, StatisticsScene(app))
    rows = {row.name: row.words for row in scene.group.widgets if isinstance(row, BarRow)}
    assert rows["Alle Spiele"] == "45\xa0%, 5 von 11 gewonnen"  # CLDR's German percentage: a space before %
    assert any(name.startswith("Gegen ") and words.startswith("100\xa0%") for name, words in rows.items())
    assert scene.heading == "Statistik" and (won_letter(), lost_letter()) == ("G", "V")
    words = " ".join(drawn_words(app))
    assert "11 gespielt, 5 gewonnen, 6 verloren." in words and " won" not in words
    assert len(PLAYED) == 11


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_new_game_and_the_lobby_words_in_spanish(make_app):
    app = make_app(size=(1280, 720))
    scene = first_look(app, NewGameScene(app))
    labels = [getattr(w, "label", "") for w in scene.group.widgets]
    assert scene.heading == "Nueva partida" and "Empezar la partida" in labels
    assert "Nombre del asiento 1" in labels and "En el asiento 2" in labels
    host = first_look(app, HostSetupScene(app))
    labels = [getattr(w, "label", "") for w in host.group.widgets]
    assert "Abrir la mesa" in labels and "Empezar la partida" not in labels  # the host's own button
    assert host.kind_options()[0] == ("net", "Libre para una persona en la red")


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_winners_and_names_are_joined_as_the_language_joins_them(make_app):
    make_app()  # the app sets the language
    names = ["Ana", "Bea", "Cal"]
    assert winners_heading((1,), names, [0]) == "¡Gana Bea!"
    assert winners_heading((0,), names, [0]) == "¡Has ganado!"  # as every game says it (Kittens' log said "¡Ganaste!")
    assert winners_heading((0, 1, 2), names, [0]) == "¡Tú y Bea y Cal compartís la victoria!"
    assert winners_heading((1, 2), names, [0]) == "¡Bea y Cal comparten la victoria!"


def test_with_whom_joins_the_names_as_english_does(make_app):
    from game.saves import SavedGame, Seat

    saved = SavedGame.__new__(SavedGame)
    object.__setattr__(saved, "seats", (Seat("Ann", "human"), Seat("Bea", "easy"), Seat("Cal", "hard")))
    assert with_whom(saved) == "Bea and Cal"


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_network_narration_and_speech_notices_in_german(make_app):
    from game.engine.feed import SeatLink
    from game.ui.narration.backends import INSTALL_COMMAND, INSTALL_HINT, NO_VOICE, notice_words
    from game.ui.narration.network import seat_words

    make_app()  # the app sets the language
    assert seat_words("Bea", 1, SeatLink.CONNECTED, SeatLink.RECONNECTING, 30.2) == \
        "Die Verbindung von Bea ist abgebrochen: Der Platz wird 31 Sekunden freigehalten"
    assert seat_words("Bea", 1, SeatLink.OPEN, SeatLink.CONNECTED, None) == "Bea hat Platz 2 genommen"
    assert notice_words(NO_VOICE).startswith("Keine Sprachausgabe: Kein Bildschirmleser")
    hint = notice_words(INSTALL_HINT)
    assert hint.startswith("Keine Sprachausgabe") and (INSTALL_COMMAND in hint or "Version" in hint)


def test_a_sentence_start_keeps_the_capitals_inside():
    """The History list's length line: German nouns keep their capitals ('36 Züge, 155 Ereignisse'
    read '36 züge, 155 ereignisse' with str.capitalize)."""
    from game.ui.scenes.history import sentence_start

    assert sentence_start("36 Züge, 155 Ereignisse") == "36 Züge, 155 Ereignisse"
    assert sentence_start("about 12 turns") == "About 12 turns"
