"""A screen's title and its focused control are spoken one after the other, each ending once."""

from __future__ import annotations

from game.ui.narration.screen import ScreenVoice


class Heard:
    enabled = True

    def __init__(self):
        self.lines: list[str] = []

    def focus(self, words: str) -> None:
        self.lines.append(words)


class Asking:
    """A screen whose title is a question, as a confirmation's is."""

    def spoken_title(self) -> str:
        return "Forfeit this battle?"

    def spoken_focus(self, full: bool = False) -> str:
        return "Keep fighting, button"


def test_a_question_is_spoken_without_a_stray_full_stop():
    heard = Heard()
    ScreenVoice(heard).watch(Asking())  # type: ignore[arg-type]
    assert heard.lines == ["Forfeit this battle? Keep fighting, button"]
    assert "?." not in heard.lines[0]
