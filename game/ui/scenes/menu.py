"""The shape every menu screen shares: a heading, a column of widgets in a panel, Esc goes back.

A subclass lists its widgets in `build`; they are laid out again whenever the window or the
text scale changes, and the column scrolls when it is taller than the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...settings import key_words
from .. import draw, text
from ..scene import Scene
from ..widgets import FocusGroup, Widget

if TYPE_CHECKING:
    from ..app import App


def back_key() -> str:
    """The key that leaves a menu screen (Escape), as a button's hint names it in the reader's
    language ("Esc")."""
    return key_words("escape")


class MenuScene(Scene):
    """A full-screen menu (or, with `overlay`, a dialog over the scene below)."""

    heading = ""
    # Panel width in body-text characters (it never exceeds the window).
    width_chars = 34
    # Up to this many columns of controls, side by side, when one column would have to scroll.
    columns = 1

    def __init__(self, app: App):
        super().__init__(app)
        self.group = FocusGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)

    # ---- building ----------------------------------------------------------------------
    def build(self) -> list[Widget]:
        """The widgets, top to bottom."""
        return []

    def rebuild(self) -> None:
        """Build the widgets again (after a change of what is shown), keeping the focus row."""
        self.relayout()

    def relayout(self) -> None:
        m = self.app.metrics
        keep, was = self.group.index, getattr(self.group.focused, "label", None)
        scroll = self.group.scroll
        self.group = FocusGroup(self.build())
        self.group.index = _refocus(self.group, keep, was)
        self.group.scroll = scroll
        want = round(m.font("body") * 0.55 * self.width_chars) + 4 * m.pad
        width = min(m.width - 4 * m.pad, max(m.px(560), want))
        heading_h = self._heading_height(width)
        top = m.pad * 2
        self.panel = pygame.Rect(0, top, width, m.height - 2 * top)
        self.panel.centerx = m.width // 2
        area = self.panel.inflate(-4 * m.pad, 0)
        area.top = self.panel.top + heading_h + 2 * m.pad
        area.height = self.panel.bottom - 2 * m.pad - area.top
        self.group.layout_column(area, m.px(10), self.app)
        columns = 1
        while self.group.max_scroll and columns < self.columns:
            columns += 1  # too tall for one column: a wider panel with more
            self.panel.width = min(m.width - 4 * m.pad, columns * width)
            self.panel.centerx = m.width // 2
            area = pygame.Rect(self.panel.left + 2 * m.pad, area.top, self.panel.width - 4 * m.pad, area.height)
            self.group.layout_columns(area, m.px(10), self.app, columns)
        # Shrink the panel around short content.
        used = min(area.height, self.group.content_height)
        self.panel.height = heading_h + 4 * m.pad + used
        self.panel.centery = m.height // 2
        area.top = self.panel.top + heading_h + 2 * m.pad
        area.height = used
        if columns > 1:
            self.group.layout_columns(area, m.px(10), self.app, columns)
        else:
            self.group.layout_column(area, m.px(10), self.app)

    def _heading_height(self, width: int) -> int:
        if not self.heading:
            return 0
        return text.wrapped_height(self.heading, self.app.metrics.font("title"), width - 4 * self.app.metrics.pad)

    def spoken_title(self) -> str:
        return self.heading

    def spoken_focus(self, full: bool = False) -> str:
        return self.group.spoken(full)

    # ---- input ---------------------------------------------------------------------------
    def back(self) -> None:
        """Esc: leave this screen."""
        self.app.stack.remove(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, self.app.key_for("pause")):
            self.app.sound.ui("ui_back")
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key == self.app.key_for("confirm") and self.group.focused:
            self.app.sound.ui("ui_click")
            self.group.focused.activate()
            return True
        before = self.group.focused
        used = self.group.handle_event(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            moved = event.type == pygame.KEYDOWN and self.group.focused is not before
            self.app.sound.ui("ui_move" if moved else "ui_click")
        # A menu owns the screen: nothing reaches the scenes below.
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                              pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.MOUSEMOTION)

    # ---- drawing -------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        if self.overlay:
            draw.shade(surface, 150)
        else:
            surface.blit(draw.felt(surface.get_size(), pal.felt, pal.felt_dark), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        m = self.app.metrics
        pal = self.app.palette
        draw.shadow(surface, self.panel, m.px(18), m.px(8))
        draw.panel(surface, self.panel, pal, m.px(18), alpha=245)
        if self.heading:
            head = self.panel.inflate(-4 * m.pad, 0)
            head.top = self.panel.top + m.pad
            text.blit_wrapped(surface, self.heading, m.font("title"), pal.accent, head, align="center")
        self.group.draw(surface, self.app, show_focus=self.app.stack.top is self)


def _refocus(group: FocusGroup, keep: int, label: str | None) -> int:
    """The focus after a rebuild: the control that had it (by its label, nearest its old row),
    else the same row unless that is now a risky control, else the group's safe default."""
    widgets = group.widgets

    def usable(i: int) -> bool:
        return 0 <= i < len(widgets) and widgets[i].focusable

    same = [i for i, w in enumerate(widgets) if label is not None and getattr(w, "label", None) == label and usable(i)]
    if same:
        return min(same, key=lambda i: abs(i - keep))
    if usable(keep) and widgets[keep].risk is None:
        return keep
    return group.index
