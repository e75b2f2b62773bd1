"""A seat's place in a kit's centre as a focusable spot, and the details screen it opens.

A kit draws its centre itself; a `SeatSpot` lets the mouse and the keyboard reach one seat's part
of it (a treasure row, a herd cell) and opens that seat's `SeatDetails`. Kits say where the spot
is (`place`) and what it opens (`details`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from ..scenes.menu import MenuScene
from ..widgets import Widget

if TYPE_CHECKING:
    from ..app import App
    from ..scene import Scene
    from .scene import TableScene

NOWHERE = pygame.Rect(0, 0, 0, 0)


class SeatSpot(Widget):
    """One seat's part of the centre: always where the kit draws it, drawn with the centre."""

    def __init__(self, table: TableScene, seat: int):
        super().__init__()
        self.table = table
        self.seat = seat

    def place(self) -> pygame.Rect | None:
        """Where the seat's part is drawn now (None: not drawn)."""
        raise NotImplementedError

    def details(self) -> Scene:
        """The screen choosing the spot opens."""
        raise NotImplementedError

    @property
    def rect(self) -> pygame.Rect:  # type: ignore[override]
        return self.place() or NOWHERE

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass  # always where the kit draws it

    def activate(self) -> None:
        self.table.app.push(self.details())

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pass  # drawn with the centre (its focus ring by the kit)

    def spoken(self, full: bool = False) -> str:
        """What the spot's number means, as its tip says it ("Bea's score: 7 points"); `full` adds how."""
        tip = self.tip()
        if tip is None:
            return ""
        return f"{tip[0]}. {tip[1]}" if full else f"{tip[0]}, button"


class SeatDetails(MenuScene):
    """An overlay about one seat, headed "Your <subject>" or "Ann's <subject>"."""

    overlay = True
    width_chars = 48
    subject: ClassVar[str] = "place"

    def __init__(self, app: App, table: TableScene, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        whose = "Your" if seat == table.viewer else f"{table.names[seat]}'s"
        self.heading = f"{whose} {self.subject}"
