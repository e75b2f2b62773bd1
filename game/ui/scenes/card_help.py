"""A card's rules, one key away anywhere (F1): the card the mouse points at, else the one the
keyboard focus is on, with its face, its title, its rule and a worked example.

`open_card_help` asks the scenes on screen from the top down for the card under the mouse where a
scene draws cards that take no focus (`AT_MOUSE`: the discard pile, the rules pages), then for the
widgets pointed at and focused (`WIDGETS`, by scene class), and shows the first that is a card
(`Widget.shown_card`). With no card there, a pointed or focused widget that explains itself
(`Widget.tip`: a score, a treasure row) has its explanation shown instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import cards_art
from ..scene import Scene
from ..table.scene import TableScene
from ..widgets import Button, Label, Widget
from .dialogs import MessageScene
from .discard import CardRow, DiscardScene
from .menu import MenuScene, back_key
from .rules import CardEntry, CardRule, RulesScene

if TYPE_CHECKING:
    from ..app import App


class CardHelpScene(MenuScene):
    """One card's rules over the scene below; Esc, F1 or Back closes it."""

    overlay = True
    width_chars = 44

    def __init__(self, app: App, family: str, card: str):
        super().__init__(app)
        self.family = family
        self.card = card
        self.art = cards_art.card_set(family)

    @property
    def heading(self) -> str:  # type: ignore[override]
        return self.art.title(self.card)

    def build(self) -> list[Widget]:
        example = self.art.example(self.card)
        entry = CardEntry((self.card,), (self.art.title(self.card),), self.art.text(self.card),
                          (example,) if example else ())
        widgets: list[Widget] = [CardRule(entry, self.art)]
        if not example:
            widgets.append(Label(_("The Rules page, from the title screen, has this game's rules in full."),
                                 dim=True))
        widgets.append(Button(_("Back"), self.back, style="primary", hint=back_key()))
        return widgets


class TipHelpScene(MessageScene):
    """What a number or mark on the screen means (a widget's `tip`), over the scene below."""

    width_chars = 44
    button = (N_("Back"), "escape")


def _table_widgets(scene: Scene) -> list[Widget | None]:
    """At the table: the open panel's pointed and focused widgets, else the hand's and the bar's,
    then the chosen cards (a number key chooses one and moves the focus to Play)."""
    assert isinstance(scene, TableScene)
    if scene.panel is not None:
        return [scene.panel.group.hover, scene.panel.group.focused]
    return [scene.controls.hover, scene.controls.focused, *(g for g in scene.hand.groups if g.chosen)]


def _menu_widgets(scene: Scene) -> list[Widget | None]:
    assert isinstance(scene, MenuScene)
    return [scene.group.hover, scene.group.focused]


WIDGETS: dict[type, Callable[[Scene], list[Widget | None]]] = {TableScene: _table_widgets, MenuScene: _menu_widgets}


def _family(card: str, art: cards_art.CardSet | None = None) -> tuple[str, str] | None:
    if art is not None and card in art.looks:
        return art.family, card
    found = next((s for s in cards_art.card_sets() if card in s.looks), None)
    return None if found is None else (found.family, card)


Point = tuple[int, int]


def _discard_card_at(scene: Scene, pos: Point) -> tuple[str, str] | None:
    """The face under `pos` in the discard pile's rows (laid out as `CardRow.draw` draws them)."""
    assert isinstance(scene, DiscardScene)
    for row in scene.group.widgets:
        if isinstance(row, CardRow) and row.rect.collidepoint(pos):
            w, gap = CardRow.card_w(scene.app), scene.app.metrics.px(8)
            index = (pos[0] - row.rect.left) // (w + gap)
            if 0 <= index < len(row.cards) and (pos[0] - row.rect.left) % (w + gap) < w:
                return _family(row.cards[index], row.art)
    return None


def _rules_card_at(scene: Scene, pos: Point) -> tuple[str, str] | None:
    """The face under `pos` on a rules page (where `CardRule.draw` last drew them)."""
    assert isinstance(scene, RulesScene)
    viewport = scene.group.viewport
    if viewport is None or not viewport.collidepoint(pos):
        return None
    for rule in scene.group.widgets:
        if isinstance(rule, CardRule) and rule.rect.collidepoint(pos):  # its faces as last drawn, where it is now
            for card, face in zip(rule.entry.cards, rule.faces, strict=False):
                if face.collidepoint(pos) and rule.rect.contains(face):
                    return _family(card, rule.art)
    return None


AT_MOUSE: dict[type, Callable[[Scene, Point], tuple[str, str] | None]] = {
    DiscardScene: _discard_card_at, RulesScene: _rules_card_at}


def _lookup(table: dict[type, Callable], kind: type) -> Callable | None:
    """The entry for `kind` or its nearest base class."""
    return next((table[k] for k in kind.__mro__ if k in table), None)


def pointed(app: App, mouse: Point | None = None) -> tuple[str, str] | None:
    """(family, card) pointed at (first) or focused on the topmost scene that has one."""
    for scene in reversed(app.stack.scenes):
        at_mouse = _lookup(AT_MOUSE, type(scene))
        found = at_mouse(scene, mouse or pygame.mouse.get_pos()) if at_mouse is not None else None
        if found is not None:
            return found
        widgets = _lookup(WIDGETS, type(scene))
        for widget in widgets(scene) if widgets is not None else []:
            shown = widget.shown_card() if widget is not None else None
            found = _family(*shown) if shown is not None else None
            if found is not None:
                return found
            if widget is not None and widget.tip() is not None:
                return None  # a number pointed at, before the focused card: `pointed_tip` explains it
        if not scene.overlay:
            return None  # nothing under a full screen is seen
    return None


def pointed_tip(app: App) -> tuple[str, str] | None:
    """The explanation of the widget pointed at, else focused, on the topmost scene that has one."""
    for scene in reversed(app.stack.scenes):
        widgets = _lookup(WIDGETS, type(scene))
        for widget in widgets(scene) if widgets is not None else []:
            tip = widget.tip() if widget is not None else None
            if tip is not None:
                return tip
        if not scene.overlay:
            return None
    return None


def open_card_help(app: App) -> bool:
    """F1: show the pointed card's rules, or what the pointed number means (or close them when
    they are up); whether anything opened."""
    top = app.stack.top
    if isinstance(top, (CardHelpScene, TipHelpScene)):
        app.pop()
        return False
    found = pointed(app)
    if found is not None:
        app.push(CardHelpScene(app, *found))
        return True
    tip = pointed_tip(app)
    if tip is None:
        return False
    app.push(TipHelpScene(app, *tip))
    return True
