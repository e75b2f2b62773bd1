"""Speech backends: a running screen reader, offline text-to-speech, or silence.

Each backend has one small interface (`Backend`): `speak(words, interrupt)`, `stop()`,
`set_rate(wpm)` and `close()`. All of them are called only from the narrator's worker thread, so
a slow one never holds up a frame. `choose_backend` tries the candidates in order at start and
keeps the first that works; a missing package or one that raises is skipped, never shown as a
traceback. The optional packages (SPEECH_PACKAGES, the `speech` extra in pyproject.toml) are
installed by the one command `install_hint` gives, from any folder.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import sys
from collections.abc import Callable, Sequence
from typing import Any, Protocol

SPEECH_PACKAGES = ("accessible_output2", "pyttsx3")  # pyproject.toml's `speech` extra (a test keeps them alike)


def install_hint(frozen: bool) -> str:
    """Why there is no speech, and what gets it from where this program runs: pip into its own Python
    (Nine Lives is not on PyPI, so no `nine-lives[...]`); a packaged build takes no packages later."""
    if frozen:
        return "No speech in this build: it was packaged without the speech packages."
    return f"No speech on this computer: install it with python -m pip install {' '.join(SPEECH_PACKAGES)}"


INSTALL_HINT = install_hint(getattr(sys, "frozen", False))
NO_VOICE = "No speech: no screen reader is running and offline text-to-speech did not start."


class Backend(Protocol):
    name: str

    def speak(self, words: str, interrupt: bool) -> None: ...

    def stop(self) -> None: ...

    def set_rate(self, wpm: int) -> None: ...

    def close(self) -> None: ...


class Unavailable(Exception):
    """A backend cannot speak on this computer (its package is missing, or nothing listens)."""


class Silent:
    """Says nothing: narration is off or no speech is available."""

    name = "silent"

    def speak(self, words: str, interrupt: bool) -> None:
        pass

    def stop(self) -> None:
        pass

    def set_rate(self, wpm: int) -> None:
        pass

    def close(self) -> None:
        pass


class ScreenReader:
    """A running screen reader (NVDA, JAWS, VoiceOver, SAPI, speech-dispatcher) through
    `accessible_output2`; it speaks at the reader's own rate."""

    name = "screen reader"

    def __init__(self) -> None:
        try:
            with contextlib.redirect_stdout(io.StringIO()):  # the package prints about missing modules
                from accessible_output2.outputs.auto import Auto

                self._auto = Auto()
                self._output = self._auto.get_first_available_output()
        except Exception as exc:  # a foreign package: any failure means "not here"
            raise Unavailable(f"no screen reader ({exc.__class__.__name__})") from exc
        if self._output is None:
            raise Unavailable("no screen reader is running")
        self.name = f"screen reader ({type(self._output).__name__})"

    def speak(self, words: str, interrupt: bool) -> None:
        self._output.speak(words, interrupt=interrupt)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._output.silence()

    def set_rate(self, wpm: int) -> None:
        pass  # the reader's own setting rules

    def close(self) -> None:
        pass


class OfflineSpeech:
    """Offline text-to-speech through `pyttsx3` (SAPI5, NSSpeechSynthesizer, eSpeak)."""

    name = "offline speech"

    def __init__(self) -> None:
        if sys.platform.startswith("linux") and shutil.which("aplay") is None:
            raise Unavailable("eSpeak through pyttsx3 plays its sound with aplay, which is missing")
        try:
            import pyttsx3

            self._engine = pyttsx3.init()
        except Exception as exc:  # a foreign package: any failure means "not here"
            raise Unavailable(f"no offline speech ({exc.__class__.__name__})") from exc

    def speak(self, words: str, interrupt: bool) -> None:
        self._engine.say(words)
        self._engine.runAndWait()

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._engine.stop()

    def set_rate(self, wpm: int) -> None:
        self._engine.setProperty("rate", wpm)

    def save(self, words: str, path: str) -> None:
        """Speak `words` into a sound file instead of the speakers."""
        self._engine.save_to_file(words, path)
        self._engine.runAndWait()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._engine.stop()


CANDIDATES: tuple[Callable[[], Any], ...] = (ScreenReader, OfflineSpeech)


def choose_backend(candidates: Sequence[Callable[[], Any]] = CANDIDATES) -> tuple[Backend, str]:
    """The first candidate that starts, and a one-line notice for Settings ("" when one speaks): how
    to install speech, or, when it is installed, that nothing could speak."""
    for make in candidates:
        try:
            return make(), ""
        except Exception:  # Unavailable, or anything a foreign package raises
            continue
    return Silent(), NO_VOICE if speech_installed() else INSTALL_HINT


def screen_reader_running() -> bool:
    """Whether a screen reader is running now (it is started, asked and let go)."""
    try:
        reader = ScreenReader()
    except Exception:  # Unavailable, or anything a foreign package raises
        return False
    reader.close()
    return True


def speech_installed() -> bool:
    """Whether a speech package is installed at all (a quick look, nothing is started)."""
    from importlib.util import find_spec

    return any(find_spec(name) is not None for name in SPEECH_PACKAGES)
