"""The rules, a page per game, as the registry gives them (every card and our rulings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine import all_games, get
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


class RulesScene(MenuScene):
    width_chars = 52

    def __init__(self, app: App, game_id: str, overlay: bool = False):
        super().__init__(app)
        self.game_id = game_id
        self.overlay = overlay

    @property
    def heading(self) -> str:  # type: ignore[override]
        return f"Rules: {get(self.game_id).info.name}"

    def build(self) -> list[Widget]:
        info = get(self.game_id).info
        widgets: list[Widget] = []
        for ruleset in all_games():
            if ruleset.info.id != self.game_id and ruleset.info.rules:
                widgets.append(Button(f"Show {ruleset.info.name}", lambda g=ruleset.info.id: self._show(g)))
        widgets.append(Button("Back", self.back, style="primary", hint="Esc"))
        if info.summary:
            widgets.append(Label(info.summary, dim=True))
        for heading, body in info.rules:
            widgets.append(Label(heading, role="heading"))
            widgets.append(Label(body))
        return widgets

    def _show(self, game_id: str) -> None:
        self.game_id = game_id
        self.group.scroll = 0
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            g = self.group
            page = g.viewport.height if g.viewport else 300
            step = {pygame.K_UP: -page // 6, pygame.K_DOWN: page // 6, pygame.K_PAGEUP: -page * 9 // 10,
                    pygame.K_PAGEDOWN: page * 9 // 10, pygame.K_HOME: -10**6, pygame.K_END: 10**6}[event.key]
            g.scroll_by(step)
            return True
        return super().handle_event(event)
