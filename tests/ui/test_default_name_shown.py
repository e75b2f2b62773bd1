"""The name of a person who typed none ("You", the settings' default) in the reader's language
(issue 39): the table writes it as the reader's word for it ("Du", "Tú") on its plates, and
every name field shows that word; it is kept as "You" (settings, saves), so it follows a change
of language, and a name typed is kept as typed."""

from __future__ import annotations

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
