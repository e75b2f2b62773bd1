"""The narrator's backend chooser (with fakes) and its worker: speech never holds up a frame."""

from __future__ import annotations

import time

import pygame
from narration_kit import Recording, narrate_into
from uikit import key

from game.saves import Seat
from game.ui.narration import INSTALL_HINT, Narrator, Silent, choose_backend
from game.ui.narration.backends import Unavailable
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


class Fake:
    def __init__(self, name: str, fails: Exception | None = None):
        if fails is not None:
            raise fails
        self.name = name

    def speak(self, words, interrupt): pass

    def stop(self): pass

    def set_rate(self, wpm): pass

    def close(self): pass


def test_the_first_backend_that_starts_is_chosen():
    reader = lambda: Fake("reader")  # noqa: E731
    tts = lambda: Fake("tts")  # noqa: E731
    assert choose_backend([reader, tts])[0].name == "reader"
    missing = lambda: Fake("reader", Unavailable("no screen reader is running"))  # noqa: E731
    backend, notice = choose_backend([missing, tts])
    assert backend.name == "tts" and notice == ""


def test_a_backend_that_raises_anything_is_skipped_and_silence_says_why(monkeypatch):
    from game.ui.narration import backends

    broken = lambda: Fake("x", RuntimeError("driver exploded"))  # noqa: E731
    imports = lambda: Fake("y", ImportError("No module named pyttsx3"))  # noqa: E731
    monkeypatch.setattr(backends, "speech_installed", lambda: False)
    backend, notice = choose_backend([broken, imports])
    assert isinstance(backend, Silent) and notice == INSTALL_HINT
    assert "\n" not in notice
    monkeypatch.setattr(backends, "speech_installed", lambda: True)  # installed, yet nothing speaks
    backend, notice = choose_backend([broken, imports])
    assert isinstance(backend, Silent) and notice == backends.NO_VOICE and "install" not in notice


def test_a_backend_that_fails_while_speaking_goes_silent_with_a_notice(capsys):
    class Breaks(Recording):
        def speak(self, words, interrupt):
            raise OSError("audio device gone")

    narrator = Narrator(lambda: (Breaks(), ""))
    narrator.configure(True, 180)
    narrator.say("one")
    narrator.say("two")
    assert narrator.flush()
    assert isinstance(narrator.backend, Silent) and "silent" in narrator.notice
    narrator.close()
    assert capsys.readouterr().err == ""  # no traceback reaches the player


def test_focus_is_newest_wins_and_hush_forgets():
    slow = Recording(delay=0.2)
    narrator = Narrator(lambda: (slow, ""))
    narrator.configure(True, 220)
    narrator.say("Bea played Attack")
    time.sleep(0.05)  # being spoken now
    for words in ("Defuse, card 1 of 3", "Nope, card 2 of 3", "Skip, card 3 of 3"):
        narrator.focus(words)
    narrator.say("Your turn")
    assert narrator.flush()
    assert slow.lines == ["Bea played Attack", "Skip, card 3 of 3", "Your turn"]
    assert slow.interrupts == [False, True, False] and slow.rates == [220]
    narrator.say("You drew a Defuse")
    narrator.hush()
    assert narrator.last == ""
    narrator.close()


def test_off_says_nothing_and_starts_nothing():
    made = []
    narrator = Narrator(lambda: made.append(1) or (Recording(), ""))
    narrator.say("hello")
    narrator.focus("hello")
    assert narrator.flush() and not made and narrator.last == ""


def test_a_sleeping_backend_does_not_slow_frames(make_app):
    """Each line takes the backend three seconds; no frame waits for it (a frame that did would
    take three seconds, far beyond any pause the machine's load causes)."""
    app = make_app()
    slow = Recording(delay=3.0)
    narrate_into(app, slow)
    seats = [Seat("You", "human"), Seat("Mittens", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, pace=0.05)
    app.push(table)
    start = time.perf_counter()
    for i in range(60):
        if i % 10 == 0:
            key(app, pygame.K_h)  # a hear key: more speech every few frames
        app.frame(0.05)
    took = time.perf_counter() - start
    assert app.narrator.last, "nothing was narrated"
    assert len(slow.lines) <= 1 + took / 3.0  # the backend fell behind, speaking one line at a time...
    assert max(app.frame_ms) < 2500  # ...and no frame waited for it


def test_the_speech_hint_names_a_command_that_works_where_the_game_runs():
    """Nine Lives is not on PyPI: the hint installs the `speech` extra's own packages into the
    game's Python, the README gives the same command, and a packaged build says it has none."""
    import re
    import tomllib
    from pathlib import Path

    from game.ui.narration.backends import SPEECH_PACKAGES, install_hint

    root = Path(__file__).resolve().parents[2]
    extra = tomllib.loads((root / "pyproject.toml").read_text())["project"]["optional-dependencies"]["speech"]
    assert [re.split(r"[<>=!~ ;\[]", req, maxsplit=1)[0] for req in extra] == list(SPEECH_PACKAGES)
    command = f"python -m pip install {' '.join(SPEECH_PACKAGES)}"
    assert install_hint(frozen=False).endswith(command) and "nine-lives[" not in install_hint(frozen=False)
    assert command in (root / "README.md").read_text()
    assert "pip" not in install_hint(frozen=True) and "packaged" in install_hint(frozen=True)
