"""Speech backends: a running screen reader, offline text-to-speech, or silence.

Each backend has one small interface (`Backend`): `speak(words, interrupt)`, `stop()`,
`set_rate(wpm)`, `set_language(code)` and `close()`. All of them are called only from the narrator's worker thread, so
a slow one never holds up a frame. `choose_backend` tries the candidates in order at start and
keeps the first that works; a missing package or one that raises is skipped, never shown as a
traceback. The optional packages (SPEECH_PACKAGES, the `speech` extra in pyproject.toml) are
installed by the one command `install_hint` gives, from any folder.

`set_language` chooses a voice that speaks the player's language where the engine offers voices
(offline speech; SAPI5 and Speech Dispatcher through a screen-reader package), keeping the engine's
own voice when it already speaks it: True when one speaks it, False when none does (the narrator
then says so), None where a screen reader speaks with the voice its user chose in it.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import sys
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...i18n import N_, _

SPEECH_PACKAGES = ("accessible_output2", "pyttsx3")  # pyproject.toml's `speech` extra (a test keeps them alike)


def install_hint(frozen: bool) -> str:
    """Why there is no speech, and what gets it from where this program runs: pip into its own Python
    (Nine Lives is not on PyPI, so no `nine-lives[...]`); a packaged build takes no packages later."""
    if frozen:
        return NO_SPEECH_BUILT
    return NO_SPEECH_HERE.format(command=INSTALL_COMMAND)


# The notices are made in English (in the narrator's thread) and translated where shown (`notice_words`).
NO_SPEECH_BUILT = N_("No speech in this build: it was packaged without the speech packages.")
# TRANSLATORS: {command} is the command that installs speech
NO_SPEECH_HERE = N_("No speech on this computer: install it with {command}")
INSTALL_COMMAND = f"python -m pip install {' '.join(SPEECH_PACKAGES)}"
INSTALL_HINT = install_hint(getattr(sys, "frozen", False))
NO_VOICE = N_("No speech: no screen reader is running and offline text-to-speech did not start.")


def notice_words(notice: str) -> str:
    """A narration notice (English, as the narrator keeps it) in the current language."""
    if notice == install_hint(frozen=False):
        return _(NO_SPEECH_HERE).format(command=INSTALL_COMMAND)
    return _(notice) if notice else ""


class Backend(Protocol):
    name: str

    def speak(self, words: str, interrupt: bool) -> None: ...

    def stop(self) -> None: ...

    def set_rate(self, wpm: int) -> None: ...

    def set_language(self, code: str) -> bool | None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Voice:
    """One of an engine's voices: its id, its name and the languages it says it speaks (as the
    engine writes them: "de_DE", "es-ES", eSpeak's b"\x05de")."""

    id: str
    name: str = ""
    languages: tuple[str | bytes, ...] = ()


def _folded(words: str) -> str:
    """Lower case without accents ("Español" -> "espanol")."""
    return "".join(c for c in unicodedata.normalize("NFKD", words.lower()) if not unicodedata.combining(c))


def _language_names(code: str) -> set[str]:
    """A language's names a voice's name may carry: in English and in itself ("german", "deutsch")."""
    from ...i18n import name

    names = {_folded(name(code))}
    with contextlib.suppress(Exception):  # Babel (CLDR) names it in English
        from babel import Locale

        names.add(_folded(Locale.parse(code).english_name or ""))
    return names - {""}


def _primary(tag: str | bytes) -> str:
    """A language tag's language ("de_DE", "es-419", b"\x05de" -> "de", "es", "de")."""
    if isinstance(tag, bytes):
        tag = tag.lstrip(bytes(range(32))).decode("ascii", "ignore")
    return re.split(r"[-_.@]", tag.strip().lower())[0]


def speaks(voice: Voice, code: str) -> bool:
    """Whether `voice` speaks language `code`: by the languages it names, else by its id or name
    ("TTS_MS_DE-DE_HEDDA", "gmw/de", "Microsoft Helena Desktop - Spanish (Spain)")."""
    if voice.languages:
        return any(_primary(tag) == code for tag in voice.languages)
    said = _folded(f"{voice.id} {voice.name}")
    if re.search(rf"(?<![a-z]){code}[-_][a-z]{{2}}(?![a-z])|(?:^|/){code}$", _folded(voice.id)):
        return True
    return any(re.search(rf"(?<![a-z]){re.escape(n)}(?![a-z])", said) for n in _language_names(code))


def voice_for(code: str, voices: Sequence[Voice], current: str = "") -> str | None:
    """The id of a voice speaking `code`: the current one when it does, else the first that does;
    None when none does."""
    mine = [v for v in voices if speaks(v, code)]
    if any(v.id == current for v in mine):
        return current
    return mine[0].id if mine else None


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

    def set_language(self, code: str) -> bool | None:
        return None  # says nothing in any language

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

    def set_language(self, code: str) -> bool | None:
        """A voice for `code` where the output offers voices (SAPI5's by name, Speech Dispatcher's
        by language); None for a screen reader, which speaks with the voice its user chose."""
        output = self._output
        if hasattr(output, "list_voices") and hasattr(output, "set_voice"):  # SAPI5
            names = list(output.list_voices())
            chosen = voice_for(code, [Voice(n, n) for n in names], output.get_voice())
            if chosen is not None:
                output.set_voice(chosen)
            return chosen is not None
        client = getattr(output, "_client", None)
        if client is not None and hasattr(client, "set_language"):  # Speech Dispatcher
            spoken = {_primary(language) for _name, language, *_rest in client.list_synthesis_voices()}
            if code in spoken:
                client.set_language(code)
            return code in spoken
        return None


class OfflineSpeech:
    """Offline text-to-speech through `pyttsx3` (SAPI5, NSSpeechSynthesizer, eSpeak)."""

    name = "offline speech"

    def __init__(self) -> None:
        if sys.platform.startswith("linux") and shutil.which("aplay") is None:
            raise Unavailable("eSpeak through pyttsx3 plays its sound with aplay, which is missing")
        try:
            import pyttsx3

            self._engine = pyttsx3.init()
            self._own_voice = str(self._engine.getProperty("voice") or "")  # the engine's, as the system set it
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

    def set_language(self, code: str) -> bool | None:
        """The system's own voice when it speaks `code`, else the first voice that does."""
        voices = [Voice(str(v.id), str(getattr(v, "name", "") or ""), tuple(getattr(v, "languages", None) or ()))
                  for v in self._engine.getProperty("voices") or ()]
        chosen = voice_for(code, voices, self._own_voice)
        if chosen is not None:
            self._engine.setProperty("voice", chosen)
        return chosen is not None

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
