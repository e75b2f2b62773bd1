"""Shared test setup: keep every file the program writes inside a temporary home."""

import os

import pytest
from hypothesis import settings

# Speed is never pass or fail here: no generated example fails for taking long (a loaded
# machine is slow; bench prints the figures).
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")

# Multicast (finding tables on the network, game.net.discovery) is off for every test and for
# every program a test starts: this machine may send to loopback addresses only.
os.environ["NINE_LIVES_NO_MULTICAST"] = "1"
# ... and every host listens on loopback only, whatever "Let other computers join" says
# (game.net.addresses).
os.environ["NINE_LIVES_LOOPBACK_ONLY"] = "1"
# Tests read English words unless they choose a language: the system's language is English here,
# and the developer switch (unreleased languages, the pseudo-language) is off unless a test sets it.
os.environ["LANGUAGE"] = "en"
os.environ.pop("NINE_LIVES_DEV_LANGUAGES", None)


def pytest_addoption(parser):
    parser.addoption("--language", default="en",
                     help="the language every app a UI test makes speaks (with the developer switch on), e.g. qps: "
                          "pytest tests/ui/test_fit.py --language qps")


def pytest_configure(config):
    config.addinivalue_line("markers", "english: the test is about English words themselves (or about choosing a "
                                       "language): its apps speak English whatever --language says")


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _english_after():
    """Each test ends in English, whatever language it chose."""
    yield
    from game import i18n

    i18n.set_language(i18n.SOURCE)


@pytest.fixture
def language(request, monkeypatch) -> str:
    """The language a test's apps speak: its parameter (indirect), else English for a test marked
    `english`, else pytest's --language (English by default); any but English turns the developer
    switch on, so unreleased languages are offered."""
    from game import i18n

    code = getattr(request, "param", None) or (
        i18n.SOURCE if request.node.get_closest_marker("english") else request.config.getoption("--language"))
    if code != i18n.SOURCE:
        monkeypatch.setenv(i18n.DEV_ENV, "1")
    return code


@pytest.fixture
def conversion_held(monkeypatch):
    """The tension music converts only once the returned event is set, and never on the main thread
    (where a frame would wait for it); nothing a closed mixer converted earlier is reused."""
    import threading

    from game import audio

    monkeypatch.setattr(audio, "_CONVERTED", {})
    gate = threading.Event()
    real = audio.music_wav

    def held(layer: str):
        assert threading.current_thread() is not threading.main_thread(), "a frame waited for the music"
        assert gate.wait(60)
        return real(layer)

    monkeypatch.setattr(audio, "music_wav", held)
    return gate
