"""Browsing the discard pile: every card in it, newest first (it is public), in its family's art."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...i18n import _, ngettext
from ..cards_art import ASPECT, CardSet
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


class CardRow(Widget):
    """A row of small card faces (not focusable)."""

    focusable = False

    def __init__(self, cards: list[str], art: CardSet):
        super().__init__()
        self.cards = cards
        self.art = art

    def height_for(self, width: int, app: App) -> int:
        return round(self.card_w(app) * ASPECT)

    @staticmethod
    def card_w(app: App) -> int:
        return app.metrics.px(84)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        w = self.card_w(app)
        gap = app.metrics.px(8)
        x = self.rect.left
        for card in self.cards:
            surface.blit(self.art.face(card, w, app.palette.name), (x, self.rect.top))
            x += w + gap


class DiscardScene(MenuScene):
    overlay = True
    width_chars = 48

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Discard pile")

    def __init__(self, app: App, cards: list[str], art: CardSet):
        super().__init__(app)
        self.cards = cards
        self.art = art

    def build(self) -> list[Widget]:
        m = self.app.metrics
        if not self.cards:
            return [Label(_("The discard pile is empty.")), Button(_("Close"), self.back, style="primary")]
        counts = Counter(self.cards)
        title = self.art.title
        # TRANSLATORS: a card of the discard pile and how many of it there are, e.g. "Nope x3"
        summary = ", ".join(_("{card} x{n}").format(card=title(c), n=i18n.format_number(n))
                            for c, n in sorted(counts.items(), key=lambda kv: title(kv[0])))
        newest = list(reversed(self.cards))
        width = max(m.px(300), self.panel.width - 4 * m.pad) if self.panel.width else m.px(600)
        per_row = max(1, (width + m.px(8)) // (CardRow.card_w(self.app) + m.px(8)))
        rows: list[Widget] = [CardRow(newest[i:i + per_row], self.art) for i in range(0, len(newest), per_row)]
        count = ngettext("{n} card, newest first.", "{n} cards, newest first.", len(self.cards))
        return [Label(count.format(n=i18n.format_number(len(self.cards))), dim=True), *rows,
                Label(summary, role="small"), Button(_("Close"), self.back, style="primary")]

    def relayout(self) -> None:
        super().relayout()
        super().relayout()  # the rows need the panel width from the first pass

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.group.viewport.height // 2 if self.group.viewport else 100
            self.group.scroll_by(step if event.key == pygame.K_PAGEDOWN else -step)
            return True
        return super().handle_event(event)
