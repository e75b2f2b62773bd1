"""The game log as a dialog over the table: where a window has no room for the log's column
beside the table (large text in a small window), the L key opens this instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..table.scene import TableScene


class GameLogScene(MenuScene):
    """Every line of the log so far, the newest last and in view; L or Esc goes back."""

    overlay = True
    width_chars = 44

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Game log")

    def __init__(self, app: App, table: TableScene):
        super().__init__(app)
        self.table = table

    def build(self) -> list[Widget]:
        lines = self.table.log_lines()
        widgets: list[Widget] = [Label(line, role="small", dim=i < len(lines) - 1) for i, line in enumerate(lines)]
        back = Button(_("Back to the table"), self.back, style="primary", hint=self.app.key_name("log"))
        return [*(widgets or [Label(_("Nothing has happened yet."), dim=True)]), back]

    def relayout(self) -> None:
        super().relayout()
        self.group.focus(self.group.widgets[-1])  # the newest lines in view

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == self.app.key_for("log"):
            self.back()
            return True
        return super().handle_event(event)
