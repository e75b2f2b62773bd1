"""Hot-seat privacy: "Pass the device to NAME". Under it the table shows only public things."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import draw
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


class PassDeviceScene(MenuScene):
    """Covers the table until NAME says they have the device."""

    overlay = True
    width_chars = 30

    def __init__(self, app: App, name: str, on_ready: Callable[[], None], *,
                 on_cancel: Callable[[], None] | None = None, why: str = ""):
        super().__init__(app)
        self.name = name
        self.heading = f"Pass the device to {name}" + (f" {why}" if why else "")
        self.on_ready = on_ready
        self.on_cancel = on_cancel

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [
            Label(f"{self.name}, take the device. Everyone else, look away: {self.name}'s cards are next.",
                  dim=True),
            Button(f"I'm {self.name}: show my cards", self._ready, style="primary"),
        ]
        if self.on_cancel is not None:
            widgets.append(Button("Back to the table", self._cancel))
        widgets.append(Button("Menu", self._menu))
        return widgets

    def _ready(self) -> None:
        self.app.stack.remove(self)
        self.on_ready()

    def _cancel(self) -> None:
        self.app.stack.remove(self)
        if self.on_cancel is not None:
            self.on_cancel()

    def _menu(self) -> None:
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        if below is not None and hasattr(below, "open_pause"):
            below.open_pause()

    def back(self) -> None:
        self._menu()

    def draw_background(self, surface: pygame.Surface) -> None:
        draw.shade(surface, 200)
