"""Narration: the game spoken through a screen reader or offline speech (issue 18).

`Narrator` is the one interface (a worker thread owns the backend chosen at start: a running
screen reader, else offline text-to-speech, else silence); `ScreenVoice` speaks each screen's
title and focused control; `table.TableVoice` speaks a game at the table; `words` holds the
generic words a family kit may replace (`spoken_table`).
"""

from .backends import INSTALL_HINT, Silent, choose_backend, speech_installed
from .narrator import Narrator
from .screen import ScreenVoice

__all__ = ["INSTALL_HINT", "Narrator", "ScreenVoice", "Silent", "choose_backend", "speech_installed"]
