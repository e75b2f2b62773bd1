"""Small overlays: a yes/no question and a message to acknowledge."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


class ConfirmScene(MenuScene):
    """Ask a question; `on_yes` runs only on the yes button. Esc means no."""

    overlay = True
    width_chars = 30

    def __init__(self, app: App, question: str, on_yes: Callable[[], None], yes: str = "Yes",
                 no: str = "No", detail: str = ""):
        super().__init__(app)
        self.heading = question
        self.detail = detail
        self.on_yes = on_yes
        self.yes = yes
        self.no = no

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(self.detail, dim=True)] if self.detail else []
        return widgets + [Button(self.no, self.back), Button(self.yes, self._yes, style="danger")]

    def _yes(self) -> None:
        self.app.stack.remove(self)
        self.on_yes()


class MessageScene(MenuScene):
    """Tell the player something (a file that could not be read, ...)."""

    overlay = True
    width_chars = 36

    def __init__(self, app: App, heading: str, message: str):
        super().__init__(app)
        self.heading = heading
        self.message = message

    def build(self) -> list[Widget]:
        return [Label(self.message), Button("OK", self.back, style="primary")]
