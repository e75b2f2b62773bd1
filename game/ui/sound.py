"""The app's side of sound: cues played through `game.audio`, and their captions on screen.

Every cue has a caption, shown when the captions setting is on, so no sound carries
information that is not also written. Without an audio device the cues stay silent and the
captions still work.
"""

from __future__ import annotations

import contextlib

from .. import audio
from ..settings import Settings

CAPTION_SECONDS = 2.5


class Sound:
    """Plays cues and keeps the captions to show."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.captions: list[tuple[str, float]] = []  # (caption, seconds left on screen)
        self._audio = audio.Audio(settings)
        self._music = False

    def apply(self, settings: Settings) -> None:
        self.settings = settings
        self._audio.apply(settings)

    def play(self, cue: str, caption: str | None = None) -> None:
        """Play a named sound (see `game.audio.SOUNDS`), e.g. "explosion" or "card_attack";
        `caption` says more than the sound's own ("Bea: Meow" for "[A cat meows]")."""
        own = self._audio.play(cue)
        self._caption(own if caption is None else caption)

    def caption(self, words: str) -> None:
        """Words shown with the captions (when they are on) though no sound goes with them."""
        self._caption(words)

    def ui(self, cue: str) -> None:
        """An interface sound ("ui_move", "ui_click", "ui_back"): it only echoes what is already
        on screen (the focus moved, a button was chosen), so it gets no caption."""
        self._audio.play(cue)

    def music(self, tension: float) -> None:
        """Start the tension loop, or aim it at `tension` (0..1) if it is playing."""
        if not self._music:
            self._music = True
            self._caption(self._audio.start_music(tension, wait=False))  # a frame never waits for it
        else:
            self._caption(self._audio.set_tension(tension) or "")

    def stop_music(self) -> None:
        if self._music:
            self._music = False
            self._audio.stop_music()

    def _caption(self, words: str) -> None:
        if words and self.settings.captions:
            self.captions.append((words, CAPTION_SECONDS))
            del self.captions[:-3]

    def update(self, dt: float) -> None:
        self._audio.update(dt)
        self.captions = [(c, t - dt) for c, t in self.captions if t - dt > 0]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._audio.close()
