"""Small overlays: a yes/no question, a message to acknowledge, a name to type."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...i18n import N_, _
from ...settings import key_words
from ..widgets import Button, Label, Risk, TextField, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


class ConfirmScene(MenuScene):
    """Ask a question; `on_yes` runs only on the yes button. Esc means no."""

    overlay = True
    width_chars = 30

    def __init__(self, app: App, question: str, on_yes: Callable[[], None], yes: str = "",
                 no: str = "", detail: str = ""):
        super().__init__(app)
        self.heading = question
        self.detail = detail
        self.on_yes = on_yes
        self.yes = yes or _("Yes")
        self.no = no or _("No")

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(self.detail, dim=True)] if self.detail else []
        return widgets + [Button(self.no, self.back), Button(self.yes, self._yes, style="danger")]

    def spoken_title(self) -> str:
        return f"{self.heading} {self.detail}" if self.detail else self.heading

    def _yes(self) -> None:
        self.app.stack.remove(self)
        self.on_yes()


def risk(app: App, question: str, yes: str, no: str = "", detail: str = "", always: bool = False) -> Risk:
    """A risky choice's question (see `Risk`): asked once in a `ConfirmScene` whose focused
    default is `no`; the choice is made only on `yes`."""
    return Risk(lambda then: app.push(ConfirmScene(app, question, then, yes=yes, no=no or _("Go back"), detail=detail)),
                always)


class MessageScene(MenuScene):
    """Tell the player something (a file that could not be read, ...)."""

    overlay = True
    width_chars = 36
    button = (N_("OK"), "")  # the one button's label (translated where shown) and its key ("escape"), if any

    def __init__(self, app: App, heading: str, message: str):
        super().__init__(app)
        self.heading = heading
        self.message = message

    def build(self) -> list[Widget]:
        label, hint = self.button
        return [Label(self.message), Button(_(label), self.back, style="primary", hint=key_words(hint) if hint else "")]


class NameScene(MenuScene):
    """Ask for a name, filled in with `default`: Enter (or the `ok` button) gives the typed name
    to `on_name`, Esc cancels. The dialog stays open until `close` (a caller may ask more first)."""

    overlay = True
    width_chars = 40

    def __init__(self, app: App, heading: str, default: str, on_name: Callable[[str], None], ok: str = "",
                 label: str = "", max_length: int = 60):
        super().__init__(app)
        self.heading = heading
        self.name = default
        self.on_name = on_name
        self.ok = ok or _("OK")
        self.label = label or _("Name")
        self.max_length = max_length

    def build(self) -> list[Widget]:
        return [
            TextField(self.label, lambda: self.name, self._put, self.max_length, on_enter=self._ok),
            Label(_("Type to change it, Backspace deletes, Enter saves, Esc cancels."), dim=True),
            Button(self.ok, self._ok, style="primary"),
            Button(_("Cancel"), self.back),
        ]

    def _put(self, name: str) -> None:
        self.name = name

    def _ok(self) -> None:
        self.on_name(self.name)

    def close(self) -> None:
        if self in self.app.stack:
            self.app.stack.remove(self)
