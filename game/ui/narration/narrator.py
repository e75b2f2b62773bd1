"""The narrator: the one interface every screen speaks through.

`say` queues a line (log lines, prompts, countdowns, results: spoken in order); `focus` speaks the
newly focused control at once, newest wins (queued focus lines are dropped and the speech is
interrupted); `hush` drops everything queued (the device changes hands). Nothing here waits:
a worker thread owns the backend, so a slow or failing backend never holds up a frame. The
backend is chosen in that thread when narration is first turned on (`backends.choose_backend`);
until then, and when nothing can speak, `notice` says why in one line. `set_language` has the
backend choose a voice for the player's language (now, and at every change); `voiceless` names a
language it has no voice for, so the app can say so.
"""

from __future__ import annotations

import contextlib
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from ...i18n import N_
from .backends import Backend, Silent, choose_backend

MAX_QUEUED = 40  # lines waiting at most; older ones are dropped (speech fell behind the game)
# Notices for Settings, kept in English (made in the worker thread) and translated where shown
# (backends.notice_words).
LOOKING = N_("Looking for speech on this computer...")
STOPPED = N_("Speech stopped working (the backend failed); narration is silent")
NOT_STARTED = N_("Speech could not start; narration is silent")


@dataclass(frozen=True)
class Line:
    words: str
    focus: bool = False  # a focus line: a newer one replaces it and interrupts what is spoken


class Narrator:
    """Speaks lines on a worker thread. `choose` picks the backend (tests pass their own)."""

    def __init__(self, choose: Callable[[], tuple[Backend, str]] = choose_backend):
        self._choose = choose
        self.enabled = False
        self.rate = 180
        self.backend: Backend | None = None
        self.notice = ""  # one line for Settings when nothing can speak
        self.last = ""  # the last line queued, for Repeat
        self.language = "en"  # the language the backend is asked to speak
        self.voiceless = ""  # a language the backend has no voice for ("" when it has, or chooses none)
        self._voice_language: str | None = None  # the language the backend was last asked to speak
        self._queue: deque[Line] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._cut = False  # the next line interrupts the speech (after a hush)
        self._closed = False
        self._thread: threading.Thread | None = None

    # ---- settings ------------------------------------------------------------------------
    def configure(self, enabled: bool, rate: int) -> None:
        """Turn narration on or off and set its speed; the first time on starts the worker."""
        with self._cond:
            self.enabled = enabled
            self.rate = rate
            if not enabled:
                self._queue.clear()
            self._cond.notify()
        if enabled and self._thread is None and not self._closed:
            self.notice = LOOKING
            self._thread = threading.Thread(target=self._work, name="narrator", daemon=True)
            self._thread.start()

    def set_language(self, code: str) -> None:
        """Speak `code` from now on: the worker asks the backend for a voice before its next line."""
        with self._cond:
            self.language = code
            self._cond.notify()

    # ---- speaking (never waits) -----------------------------------------------------------
    def say(self, words: str) -> None:
        """Queue a line; it is spoken after what is queued before it."""
        self._put(Line(words))

    def focus(self, words: str) -> None:
        """Speak the focused control now: newer focus lines replace older ones not yet spoken."""
        self._put(Line(words, focus=True))

    def hush(self) -> None:
        """Drop every line not yet spoken and forget the last one (another person takes the
        device); the next line cuts off whatever is still being spoken."""
        with self._cond:
            self._queue.clear()
            self.last = ""
            self._cut = True

    def _put(self, line: Line) -> None:
        words = " ".join(line.words.split())
        if not self.enabled or not words:
            return
        line = Line(words, line.focus)
        with self._cond:
            self.last = words
            if line.focus:
                self._queue = deque(q for q in self._queue if not q.focus)
            self._queue.append(line)
            while len(self._queue) > MAX_QUEUED:
                self._queue.popleft()
            self._cond.notify()

    # ---- the worker -------------------------------------------------------------------------
    def _work(self) -> None:
        backend, _notice = self._start_backend()
        rate = None
        while True:
            with self._cond:
                while not self._closed and not self._work_waiting():
                    self._busy = False
                    self._cond.notify_all()
                    self._cond.wait()
                if self._closed:
                    break
                line = self._queue.popleft() if self._queue else None
                self._busy = True
                want, wanted_language = self.rate, self.language
                if line is not None:
                    interrupt, self._cut = line.focus or self._cut, False
            if wanted_language != self._voice_language:
                self._choose_voice(backend, wanted_language)
            if line is None:
                continue
            try:
                if want != rate:
                    backend.set_rate(want)
                    rate = want
                backend.speak(line.words, interrupt)
            except Exception:  # a backend that fails goes silent, never a traceback
                backend = Silent()
                self.backend = backend
                self.notice = STOPPED
        with contextlib.suppress(Exception):  # closing a broken backend: nothing to tell
            backend.close()

    def _work_waiting(self) -> bool:
        """A line to speak, or a language to find a voice for (called holding the lock)."""
        return self.enabled and (bool(self._queue) or self.language != self._voice_language)

    def _choose_voice(self, backend: Backend, language: str) -> None:
        """Have the backend speak `language`; remember when it has no voice for it."""
        choose = getattr(backend, "set_language", None)  # a backend without voices to choose: None
        try:
            found = choose(language) if choose is not None else None
        except Exception:  # a foreign package: no voice chosen, speech goes on as it was
            found = False
        with self._cond:
            self.voiceless = language if found is False else ""
            self._voice_language = language

    def _start_backend(self) -> tuple[Backend, str]:
        try:
            backend, notice = self._choose()
        except Exception:  # the chooser itself failed: silence
            backend, notice = Silent(), NOT_STARTED
        self.backend = backend
        self.notice = notice
        return backend, notice

    # ---- tests and shutdown -------------------------------------------------------------------
    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued line has been spoken and the voice chosen for the language (tests);
        False if it took too long."""
        if self._thread is None:
            return True
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._busy and self.backend is not None
                                       and (self._voice_language == self.language or not self.enabled), timeout)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._queue.clear()
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=0.5)  # a backend stuck in speech is a daemon thread: left to end
