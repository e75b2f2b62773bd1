"""Narration speaks in the player's language (issue 39): the speech engine is asked for a voice of
that language at the start and at every change; where it has none, the app says so once, in the
player's language, spoken and as a caption."""

from __future__ import annotations

import sys
import types

import pytest
from narration_kit import Recording, narrate_into
from uikit import frames

from game import i18n
from game.ui import app as app_module
from game.ui.narration import Narrator, backends
from game.ui.narration.backends import OfflineSpeech, Voice, speaks, voice_for

ESPEAK = [Voice("gmw/en", "English (Great Britain)", (b"\x05en-gb",)), Voice("gmw/de", "German", (b"\x05de",)),
          Voice("roa/es", "Spanish (Spain)", (b"\x05es",))]
SAPI = [Voice("HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Speech\\Voices\\Tokens\\TTS_MS_EN-US_ZIRA_11.0",
              "Microsoft Zira Desktop - English (United States)"),
        Voice("HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Speech\\Voices\\Tokens\\TTS_MS_DE-DE_HEDDA_11.0",
              "Microsoft Hedda Desktop - German")]
MAC = [Voice("com.apple.voice.compact.en-US.Samantha", "Samantha", ("en_US",)),
       Voice("com.apple.voice.compact.de-DE.Anna", "Anna", ("de_DE",)),
       Voice("com.apple.voice.compact.es-MX.Paulina", "Paulina", ("es_MX",))]


@pytest.mark.parametrize(("voices", "code", "wanted"), [
    (ESPEAK, "de", "gmw/de"), (ESPEAK, "es", "roa/es"), (ESPEAK, "en", "gmw/en"),
    (SAPI, "de", SAPI[1].id), (SAPI, "es", None), (SAPI, "en", SAPI[0].id),
    (MAC, "es", MAC[2].id), (MAC, "de", MAC[1].id)])
def test_a_voice_is_found_for_the_language_however_the_engine_names_it(voices, code, wanted):
    assert voice_for(code, voices) == wanted


def test_the_engines_own_voice_is_kept_when_it_speaks_the_language():
    own_german = Voice("gmw/de-AT", "German (Austria)", (b"\x05de-at",))
    assert voice_for("de", [*ESPEAK, own_german], current=own_german.id) == own_german.id
    assert voice_for("es", [*ESPEAK, own_german], current=own_german.id) == "roa/es"
    assert not speaks(Voice("Microsoft Helena Desktop - Spanish (Spain)", "Helena"), "de")
    assert speaks(Voice("x", "Jorge", ("es-ES",)), "es") and not speaks(Voice("x", "Jorge", ("es-ES",)), "en")


class FakeEngine:
    """pyttsx3's engine as far as voices go."""

    def __init__(self, voices: list[Voice], voice: str):
        self.properties = {"voices": [types.SimpleNamespace(id=v.id, name=v.name, languages=list(v.languages))
                                      for v in voices], "voice": voice, "rate": 200}

    def getProperty(self, name):
        return self.properties[name]

    def setProperty(self, name, value):
        self.properties[name] = value


def test_offline_speech_takes_a_voice_of_the_language_and_keeps_its_own_where_none(monkeypatch):
    engine = FakeEngine(SAPI, voice=SAPI[0].id)
    monkeypatch.setitem(sys.modules, "pyttsx3", types.SimpleNamespace(init=lambda: engine))
    monkeypatch.setattr(backends.shutil, "which", lambda name: f"/usr/bin/{name}")
    speech = OfflineSpeech()
    assert speech.set_language("de") is True and engine.properties["voice"] == SAPI[1].id
    assert speech.set_language("es") is False and engine.properties["voice"] == SAPI[1].id  # as it was
    assert speech.set_language("en") is True and engine.properties["voice"] == SAPI[0].id  # the system's own


class Voices(Recording):
    """A recording engine with voices for some languages only."""

    def __init__(self, has: tuple[str, ...]):
        super().__init__()
        self.has = has
        self.asked: list[str] = []

    def set_language(self, code: str) -> bool:
        with self.lock:
            self.asked.append(code)
        return code in self.has


def settle(app) -> None:
    """Frames until the narrator has taken every change and spoken every line."""
    for _ in range(3):
        frames(app, 2)
        assert app.narrator.flush()


@pytest.mark.english  # it changes the language from English
def test_the_voice_follows_the_language_and_a_missing_one_is_said_once_in_that_language(make_app, monkeypatch):
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    app = make_app(captions=True)
    engine = Voices(has=("en", "de"))
    narrate_into(app, engine)
    app.apply_settings(app.settings.adjusted(language="de"))
    settle(app)
    assert engine.asked[-1] == "de" and app.narrator.voiceless == ""
    app.apply_settings(app.settings.adjusted(language="es"))
    settle(app)
    assert engine.asked[-1] == "es" and app.narrator.voiceless == "es"
    said = app_module.no_voice_words()
    assert said.startswith("En este ordenador no hay")  # Spanish, as the player reads
    assert engine.lines.count(said) == 1
    assert said in [words for words, _ in app.sound.captions]
    settle(app)
    assert engine.lines.count(said) == 1  # once
    app.apply_settings(app.settings.adjusted(language="qps"))  # the pseudo-language's words are English
    settle(app)
    assert engine.asked[-1] == "en" and app.narrator.voiceless == ""


def test_at_the_start_the_engine_is_asked_for_the_players_language(make_app, monkeypatch):
    engine = Voices(has=("en",))
    monkeypatch.setattr(app_module, "Narrator", lambda: Narrator(lambda: (engine, "")))
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    app = make_app(language="de", narration=True)
    settle(app)
    assert engine.asked == ["de"] and app.narrator.voiceless == "de"
    assert engine.lines[0] == app_module.no_voice_words() and "Stimme" in engine.lines[0]


def test_a_screen_reader_speaks_with_its_users_voice_and_nothing_is_said_about_it(make_app, monkeypatch):
    engine = Recording()  # a reader: no voices to choose
    monkeypatch.setattr(app_module, "Narrator", lambda: Narrator(lambda: (engine, "")))
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    app = make_app(language="es", narration=True)
    settle(app)
    assert app.narrator.voiceless == "" and app_module.no_voice_words() not in engine.lines
