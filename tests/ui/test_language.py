"""Choosing the language in the app (issue 39): the Settings row changes every screen at once, the
pseudo-language really reaches the screen, and the first start takes the system's language."""

from __future__ import annotations

import pytest

from game import i18n
from game.settings import Settings
from game.ui import text
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import Button, Choice


def drawn_words(app) -> list[str]:
    """Every line of words the next frame draws."""
    words: list[str] = []
    real = text.render

    def spy(line, *args, **kwargs):
        words.append(line)
        return real(line, *args, **kwargs)

    text.render = spy
    try:
        app.frame(1 / 60)
    finally:
        text.render = real
    return words


def buttons(scene) -> list[str]:
    return [w.label for w in scene.group.widgets if isinstance(w, Button)]


@pytest.mark.parametrize("language", ["qps"], indirect=True)
def test_with_the_pseudo_language_the_title_and_settings_come_out_pseudo(make_app):
    """End to end: marked words, the catalogue lookup, the widgets and the font renderer."""
    app = make_app(size=(1024, 640))
    app.reset(TitleScene(app))
    words = drawn_words(app)
    assert i18n.pseudo("Quick game") in words and "Quick game" not in words
    assert all(label.startswith("[") for label in buttons(app.stack.top))
    app.push(SettingsScene(app))
    words = drawn_words(app)
    assert i18n.pseudo("Settings") in " ".join(words) and i18n.pseudo("Done") in words
    for label in (i18n.pseudo("Colours"), i18n.pseudo("Off"), i18n.pseudo("Seeing and reading")):
        assert any(label in line for line in words), label


def _language_row(scene) -> Choice:
    [row] = [w for w in scene.group.widgets if isinstance(w, Choice) and w.label in ("Language", "Sprache", "Idioma")]
    return row


@pytest.mark.english  # it steps the row from English
def test_the_language_row_applies_at_once_to_every_screen(make_app, monkeypatch):
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    app = make_app(size=(1024, 640), text_scale=2.0)
    app.reset(TitleScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.frame(1 / 60)
    row = _language_row(settings)
    assert [words for _code, words in row.options] == ["English", "Deutsch", "Español", i18n.PSEUDO_NAME]
    row.step(1)  # Deutsch: no restart
    app.frame(1 / 60)
    assert app.settings.language == "de" and i18n.current() == "de"
    assert settings.heading == "Einstellungen" and "Fertig" in buttons(settings)
    assert _language_row(settings).value_text() == "Deutsch"
    assert "Schnelles Spiel" in buttons(app.stack.scenes[0])  # the title under it too
    _language_row(settings).step(1)
    app.frame(1 / 60)
    assert "Partida rápida" in buttons(app.stack.scenes[0]) and settings.heading == "Ajustes"
    _language_row(settings).step(-2)
    app.frame(1 / 60)
    assert "Quick game" in buttons(app.stack.scenes[0]) and settings.heading == "Settings"


@pytest.mark.english  # without the developer switch
def test_without_the_developer_switch_the_released_languages_are_offered(make_app):
    app = make_app()
    app.push(SettingsScene(app))
    assert [words for _code, words in _language_row(app.stack.top).options] == ["English", "Deutsch", "Español"]


def test_card_faces_are_drawn_again_in_the_new_language(make_app, monkeypatch):
    from game.ui import cards_art

    make_app()
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    cards_art._face.cache_clear()
    cards_art.face("nope", 120, "standard")
    assert cards_art._face.cache_info().currsize == 1
    i18n.set_language("es" if i18n.current() == "de" else "de")  # another language than the app's
    assert cards_art._face.cache_info().currsize == 0


def test_the_first_start_takes_the_system_language_when_it_is_offered(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "es_ES")
    monkeypatch.setattr(i18n, "RELEASED", ("de", "es"))
    app = App(Settings(), size=(1024, 640), persist=False, fps=0)
    try:
        assert i18n.current() == "es"
        app.push(SettingsScene(app, first_run=True))
        assert app.stack.top.heading == "Te damos la bienvenida a Nine Lives"
    finally:
        app.close()
    monkeypatch.setenv("LANGUAGE", "fr")  # not shipped: English
    app = App(Settings(), size=(1024, 640), persist=False, fps=0)
    try:
        assert i18n.current() == "en"
    finally:
        app.close()
