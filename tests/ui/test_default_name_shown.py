"""The name of a person who typed none ("You", the settings' default) in the reader's language
(issue 39): the table writes it as the reader's word for it ("Du", "Tú") on its plates, and
every name field shows that word; it is kept as "You" (settings, saves), so it follows a change
of language, and a name typed is kept as typed."""

from __future__ import annotations

import pygame
import pytest
from test_language import drawn_words
from uikit import first_look, frames

from game import i18n
from game.names import OWN_NAME, shown_name, typed_name
from game.saves import Seat
from game.ui.scenes.network import HostSetupScene, JoinScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.widgets import TextField


def _name_field(scene) -> TextField:
    return next(w for w in scene.group.widgets if isinstance(w, TextField) and w.get() in ("Du", "You", "Tú"))


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_table_writes_the_default_name_in_the_readers_language(make_app):
    app = make_app(size=(1280, 720))
    seats = [Seat(OWN_NAME, "human"), Seat("Mittens", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, pace=0.05)
    app.push(table)
    frames(app, 5)
    assert table.names == ["Du", "Mittens"]
    words = drawn_words(app)
    assert any(w.startswith("Du") for w in words) and not any("You" in w for w in words), words
    i18n.set_language("es")  # a change of language: at once
    assert table.names == ["Tú", "Mittens"]
    assert table.seats[0].name == OWN_NAME  # what a save keeps


@pytest.mark.parametrize("language", ["de"], indirect=True)
@pytest.mark.parametrize("screen", [NewGameScene, HostSetupScene, JoinScene, SettingsScene])
def test_a_name_field_shows_the_default_name_in_the_readers_language(make_app, screen):
    app = make_app(size=(1280, 720))
    assert app.settings.player_name == OWN_NAME
    scene = first_look(app, screen(app))
    field = _name_field(scene)
    assert field.get() == "Du"
    assert any("Du" in w for w in drawn_words(app)) and not any("You" in w for w in drawn_words(app))


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_default_name_is_kept_as_you_and_a_typed_name_as_typed(make_app):
    app = make_app(size=(1280, 720))
    scene = first_look(app, SettingsScene(app))
    field = _name_field(scene)
    field.type_text("x")
    assert app.settings.player_name == "Dux"
    field.put(field.get()[:-1])  # Backspace: the default again
    assert app.settings.player_name == OWN_NAME
    game = NewGameScene(app)
    app.reset(game)
    _name_field(game).type_text("a")
    assert game.seats()[0].name == "Dua"


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_shown_and_typed_names(language):
    i18n.set_language(language)
    assert shown_name(OWN_NAME) == "Tú" and shown_name("Ann") == "Ann" and shown_name("Player 2") == "Jugador 2"
    assert typed_name("Tú") == OWN_NAME and typed_name("Ann") == "Ann" and typed_name("You") == "You"


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_a_seat_left_with_its_default_name_is_kept_as_the_default_for_its_seat(make_app):
    """A new game set up in Spanish keeps a seat left as "Jugador 2" as "Player 2" (the default for
    seat 2), so a German reader later reads "Spieler 2" in Saved games, the History and a replay's
    viewpoints; a name typed as the reader's default ("Jugador 1", a setup remembered from before) is kept so too."""
    from random_games import finished
    from uikit import key

    from game import history, saves
    from game.saves import SavedGame
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.saved_games import SavedGamesScene

    app = make_app(size=(1280, 720))
    scene = first_look(app, NewGameScene(app))
    scene._set_players(2)
    scene._set_kind(1, "human")  # a person in seat 2: the default name for it
    frames(app)
    fields = [w for w in scene.group.widgets if isinstance(w, TextField)]
    assert [field.get() for field in fields] == ["Tú", "Jugador 2"]
    scene.group.focus(fields[0])
    for _ in "Tú":
        key(app, pygame.K_BACKSPACE)
    frames(app)
    for letter in "Jugador 1":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    frames(app)
    seats = scene.seats()
    assert [s.name for s in seats] == ["Player 1", "Player 2"]  # as kept in saves and the history
    match = new_match(scene.game_id, seats, scene.options[scene.game_id], seed=2)
    assert saves.save_slot(SavedGame.from_match(match, seats), "Partida")[1] is None
    done = finished(scene.game_id, 2, 4)
    assert history.record(SavedGame.from_match(done, seats), done) is None

    i18n.set_language("de")
    for screen in (SavedGamesScene(app), HistoryScene(app)):
        app.reset(screen)
        frames(app, 2)
        words = " ".join(drawn_words(app))
        assert "Spieler" in words and "Jugador" not in words and "Player" not in words, words
    from game.ui.scenes.replay import ReplayScene

    views = [words for _view, words in ReplayScene(app, SavedGame.from_match(done, seats)).viewpoints()]
    assert any("Spieler 2" in words for words in views) and not any("Player" in words for words in views), views
