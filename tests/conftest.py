"""Shared test setup: keep every file the program writes inside a temporary home."""

import os

import pytest

# Multicast (finding tables on the network, game.net.discovery) is off for every test and for
# every program a test starts: this machine may send to loopback addresses only.
os.environ["NINE_LIVES_NO_MULTICAST"] = "1"
# ... and every host listens on loopback only, whatever "Let other computers join" says
# (game.net.addresses).
os.environ["NINE_LIVES_LOOPBACK_ONLY"] = "1"


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path / "home"))


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
