"""A seat's place in a kit's centre as a focusable spot, and the details screen it opens.

A kit draws its centre itself; a `SeatSpot` lets the mouse and the keyboard reach one seat's part
of it (a treasure row, a herd cell) and opens that seat's `SeatDetails`. Kits say where the spot
is (`place`) and what it opens (`details`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from ...i18n import N_, _
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
        # TRANSLATORS: narration of a spot on the table: {tip} is what its number means ("Bea's score: 7 points")
        return f"{tip[0]}. {tip[1]}" if full else _("{tip}, button").format(tip=tip[0])


class SeatDetails(MenuScene):
    """An overlay about one seat, headed "Your <subject>" or "Ann's <subject>"."""

    overlay = True
    width_chars = 48
    subject: ClassVar[str] = "place"  # (older form: glued into "Your place"; set the two headings instead)
    your_heading: ClassVar[str] = N_("Your place")  # marked only: translated when shown
    their_heading: ClassVar[str] = N_("{name}'s place")

    def __init__(self, app: App, table: TableScene, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        cls = type(self)
        if cls.subject != "place" and cls.your_heading == SeatDetails.your_heading:  # a family not swept yet
            whose = "Your" if seat == table.viewer else f"{table.names[seat]}'s"
            self.heading = f"{whose} {self.subject}"
        elif seat == table.viewer:
            self.heading = _(cls.your_heading)
        else:
            self.heading = _(cls.their_heading).format(name=table.names[seat])
