"""Hot-seat privacy: "Pass the device to NAME". Under it the table shows only public things.

When a host's clock times the decision being passed (a network table played hot-seat at the
host's screen), the time left shows under the panel: nothing about anyone's hand."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...i18n import N_, _, ngettext
from .. import draw, text
from ..table.painter import time_bar
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

# Each reason to pass the device is a whole sentence (a translator may put {name} anywhere in it):
# the heading of each `purpose` a table passes it for, translated where shown.
HEADINGS = {
    "": N_("Pass the device to {name}"),
    # TRANSLATORS: a hot-seat table asks someone to answer (e.g. a Nope); {name} takes the device
    "answer": N_("Pass the device to {name} to answer."),
}


class PassDeviceScene(MenuScene):
    """Covers the table until NAME says they have the device."""

    overlay = True
    width_chars = 30

    def __init__(self, app: App, name: str, on_ready: Callable[[], None], *,
                 on_cancel: Callable[[], None] | None = None, purpose: str = "",
                 clock: Callable[[], float | None] | None = None):
        super().__init__(app)
        self.clock = clock  # the seconds left on the decision as a host's clock counts them, else None
        self.clock_total: float | None = None  # the seconds left when the clock was first seen
        self.name = name
        self.purpose = purpose  # a key of HEADINGS
        self.on_ready = on_ready
        self.on_cancel = on_cancel

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _(HEADINGS[self.purpose]).format(name=self.name)

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [
            Label(_("{name}, take the device. Everyone else, look away: {name}'s cards are next.").format(
                name=self.name), dim=True),
            Button(_("I'm {name}: show my cards").format(name=self.name), self._ready, style="primary"),
        ]
        if self.on_cancel is not None:
            widgets.append(Button(_("Back to the table"), self._cancel))
        widgets.append(Button(_("Menu"), self._menu))
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

    def seconds_left(self) -> float | None:
        """The seconds left on the decision passed, while a host's clock times it, else None."""
        return self.clock() if self.clock is not None else None

    def spoken_title(self) -> str:
        """The heading, and the time left when a host's clock runs ("..., 42 s left for Bea")."""
        clock = self.time_words()
        # TRANSLATORS: the pass screen's heading, then the time left, e.g. "42 s left for Bea"
        return _("{heading}, {time}").format(heading=self.heading, time=clock) if clock else self.heading

    def time_words(self, left: float | None = None) -> str:
        """"42 s left for Bea" while a host's clock times the decision passed, else "" (`left`: the
        seconds already read from the clock)."""
        left = self.seconds_left() if left is None else left
        return "" if left is None else self.left_words(math.ceil(left))

    def left_words(self, seconds: int) -> str:
        """ "42 s left for Bea"."""
        return ngettext("{n} s left for {name}", "{n} s left for {name}", seconds).format(
            n=i18n.format_number(seconds), name=self.name)

    def left_short(self, seconds: int) -> str:
        """ "42 s left", where the whole line does not fit."""
        return ngettext("{n} s left", "{n} s left", seconds).format(n=i18n.format_number(seconds))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        left = self.seconds_left()
        if left is None:
            return
        words = self.time_words(left)
        self.clock_total = max(self.clock_total or 0.0, left, 0.1)  # the bar runs down from the first seen
        m = self.app.metrics
        area = pygame.Rect(self.panel.left, 0, self.panel.width, text.line_height(m.font("small")) + m.pad)
        area.top = min(self.panel.bottom + m.pad, m.height - area.height)
        time_bar(surface, self.app, area, left / self.clock_total, words, self.left_words(999),
                 short=self.left_short(math.ceil(left)))
