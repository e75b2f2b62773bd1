"""A recording speech backend and an app with narration on, for the narration tests."""

from __future__ import annotations

import threading
import time

from game.ui.app import App
from game.ui.narration import Narrator


class Recording:
    """Remembers every line spoken (and whether it interrupted); `delay` makes each line slow."""

    name = "recording"

    def __init__(self, delay: float = 0.0):
        self.lines: list[str] = []
        self.interrupts: list[bool] = []
        self.rates: list[int] = []
        self.delay = delay
        self.lock = threading.Lock()

    def speak(self, words: str, interrupt: bool) -> None:
        if self.delay:
            time.sleep(self.delay)
        with self.lock:
            self.lines.append(words)
            self.interrupts.append(interrupt)

    def stop(self) -> None:
        pass

    def set_rate(self, wpm: int) -> None:
        self.rates.append(wpm)

    def close(self) -> None:
        pass

    def since(self, start: int) -> list[str]:
        with self.lock:
            return list(self.lines[start:])


def narrate_into(app: App, backend: Recording) -> Narrator:
    """Give `app` a narrator speaking into `backend`, and turn narration on."""
    app.narrator.close()
    app.narrator = Narrator(lambda: (backend, ""))
    app.voice.narrator = app.narrator
    app.apply_settings(app.settings.adjusted(narration=True))
    return app.narrator
