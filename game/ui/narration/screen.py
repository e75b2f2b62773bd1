"""Every screen's narration: its title when it comes up, and the focused control whenever the
focus moves or the focused control's state changes ("Reduced motion: On, switch")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .narrator import Narrator

if TYPE_CHECKING:
    from ..scene import Scene


class ScreenVoice:
    def __init__(self, narrator: Narrator):
        self.narrator = narrator
        self._scene: Scene | None = None
        self._focus = ""

    def watch(self, top: Scene | None, full: bool = False) -> None:
        """Called once a frame with the top scene: speak what changed (newest wins)."""
        if not self.narrator.enabled or top is None:
            self._scene, self._focus = None, ""
            return
        parts = []
        new_screen = top is not self._scene
        if new_screen:
            self._scene = top
            parts.append(top.spoken_title())
        focus = top.spoken_focus(full)
        if focus != self._focus or new_screen:
            self._focus = focus
            parts.append(focus)
        words = joined(parts)
        if words:
            self.narrator.focus(words)


def joined(parts: list[str]) -> str:
    """Spoken parts one after another: a full stop between them, unless a part already ends
    as a question or an exclamation ("Forfeit this battle? Keep fighting, button")."""
    words = ""
    for part in filter(None, (p.rstrip(".") for p in parts)):
        words += ("" if not words else " " if words.endswith(("?", "!")) else ". ") + part
    return words
