"""The Herding Cats decision panels: a blind pick among hidden cards, the Laser Pointer prompt,
and a choice whose options show the viewer's own cards (private).

A blind pick shows backs in the holder's fixed order, numbered, and nothing else: the chooser
picks a place, not a card. The Laser Pointer prompt is the defender's alone: their own hand (or
face-down herd) in its order, the picked card raised and pulsing, with its identity written out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

import pygame

from ....engine import Action
from ....i18n import _, format_number
from ....rules.herding.cards import title
from ... import cards_art, draw, text
from ...cards_art import ASPECT
from ...table.panels import ENTER, ChoicePanel, Hint, IconButton, Panel
from ...widgets import Risk, Widget
from .cards import CARDS, FAMILY
from .layout import READABLE_W


class PrivateChoice(ChoicePanel):
    """A choice among options that show the viewer's own cards (what to declare a card as)."""

    private = True


class Slot(Widget):
    """One hidden card of a blind pick."""

    def __init__(self, panel: BlindPickPanel, index: int):
        super().__init__()
        self.panel = panel
        self.index = index

    def activate(self) -> None:
        self.panel.on_pick(self.index)

    def draw(self, surface: pygame.Surface, app, focused: bool, hovered: bool) -> None:
        pal = app.palette
        lift = app.metrics.px(10) if focused or hovered else 0
        r = self.rect.move(0, -lift)
        surface.blit(cards_art.back(r.width, pal.name), r)
        if focused:
            draw.focus_ring(surface, r, pal, cards_art.radius(r.width), max(2, app.metrics.px(3)))
        small = app.metrics.font("small")
        text.blit_text(surface, format_number(self.index + 1), small, pal.text,
                       (r.centerx, self.rect.bottom + app.metrics.px(4)), "midtop")


class BlindPickPanel(Panel):
    """Choose one of `count` hidden cards by its place (number keys 1-9 too)."""

    def __init__(self, app, heading: str, detail: str, count: int, on_pick: Callable[[int], None], card_w: int):
        super().__init__(app, heading, detail)
        self.count = count
        self.on_pick = on_pick
        self.card_w = card_w
        self.slots = [Slot(self, i) for i in range(count)]

    def widgets(self) -> list[Widget]:
        return list(self.slots)

    def hint(self, action: Action) -> Hint | None:
        if action.position is None:
            return None
        return self.slots[action.position], _("Choose card {position}").format(
            position=format_number(action.position + 1)), ENTER

    def place(self, body: pygame.Rect) -> None:
        m = self.app.metrics
        label = text.line_height(m.font("small")) + m.px(4)
        gap = m.px(10)
        room_h = body.height - label - m.px(12)
        w = min(self.card_w, round(room_h / ASPECT), (body.width - (self.count - 1) * gap) // max(1, self.count))
        w = max(m.px(24), w)
        step = w + gap
        if step * (self.count - 1) + w > body.width:  # overlap rather than leave the panel
            step = max(4, (body.width - w) // max(1, self.count - 1))
        total = step * (self.count - 1) + w
        x = body.centerx - total // 2
        y = body.top + m.px(12)
        for slot in self.slots:
            slot.rect = pygame.Rect(x, y, w, round(w * ASPECT))
            x += step

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < self.count:
                self.on_pick(index)
            return True
        return super().handle_event(event)


class InterceptPanel(Panel):
    """The defender's Laser Pointer prompt: their cards in order, the picked one pulsing, and what
    they may present (honestly or not), or let the attack go on."""

    private = True

    def __init__(self, app, heading: str, detail: str, cards: Sequence[str], picked: int,
                 options: Sequence[tuple[str, str | None, Callable[[], None]]], card_w: int,
                 risks: Mapping[str, Risk] | None = None):
        super().__init__(app, heading, detail)
        self.cards = list(cards)
        self.picked = picked
        self.options = list(options)
        self.risks = dict(risks or {})  # the bluffs: never focused first, asked about by keyboard
        self.card_w = card_w
        self.rects: list[pygame.Rect] = []
        self.time = 0.0

    def widgets(self) -> list[Widget]:
        return [IconButton(label, action, card, art=CARDS, risk=self.risks.get(label))
                for label, card, action in self.options]

    def update(self, dt: float) -> None:
        self.time += dt

    def _side_by_side(self, width: int) -> bool:
        """Whether a body `width` wide holds the cards (readable) beside the choices."""
        m = self.app.metrics
        n = max(1, len(self.cards))
        cards_w = width - min(width, m.px(560)) - 2 * m.pad
        return cards_w >= n * m.px(READABLE_W) + (n - 1) * m.px(8)

    def body_height(self, width: int) -> int:
        """Every choice in sight, and the cards readable with the picked one's label over them:
        the panel grows over the table (up to the window) before its choices scroll."""
        m = self.app.metrics
        gap = m.px(8)
        choices_w = min(width, m.px(560))
        buttons = sum(w.height_for(choices_w, self.app) + gap for w in self.group.widgets) - gap
        cards = text.line_height(m.font("small")) + m.px(16) + round(m.px(READABLE_W) * ASPECT)
        if self._side_by_side(width):
            return max(buttons, cards)
        return cards + gap + buttons

    def place(self, body: pygame.Rect) -> None:
        """The cards over the choices; side by side (cards left) where the panel is wide enough,
        so every choice is in sight and the cards stay large."""
        m = self.app.metrics
        label = text.line_height(m.font("small"))
        gap = m.px(8)
        n = max(1, len(self.cards))
        choices_w = min(body.width, m.px(560))
        readable = m.px(READABLE_W)
        cards_w = body.width - choices_w - 2 * m.pad
        if self._side_by_side(body.width):
            w = max(readable, min(self.card_w, round((body.height - label - m.px(16)) / ASPECT),
                                  (cards_w - (n - 1) * gap) // n))
            top = body.top + max(label + m.px(16), (body.height - round(w * ASPECT)) // 2)
            self._place_cards(pygame.Rect(body.left, top, cards_w, round(w * ASPECT)), w)
            self.group.layout_column(pygame.Rect(body.right - choices_w, body.top, choices_w, body.height), gap,
                                     self.app)
            return
        buttons_h = sum(w.height_for(choices_w, self.app) + gap for w in self.group.widgets)
        # The choices first (all of them in sight where they fit), the cards what is left, never
        # smaller than READABLE_W wide; the choices scroll below them if need be.
        room = max(round(readable * ASPECT), body.height - buttons_h - label - m.px(24))
        w = max(m.px(24), min(self.card_w, round(room / ASPECT), (body.width - (n - 1) * gap) // n))
        self._place_cards(pygame.Rect(body.left, body.top + label + m.px(16), body.width, round(w * ASPECT)), w)
        top = (self.rects[0].bottom if self.rects else body.top + label + m.px(16)) + gap
        self.group.layout_column(pygame.Rect(body.centerx - choices_w // 2, top, choices_w, body.bottom - top), gap,
                                 self.app)

    def _place_cards(self, area: pygame.Rect, w: int) -> None:
        """The cards in a row `w` wide, centred in `area` (overlapping when they must)."""
        gap = self.app.metrics.px(8)
        n = max(1, len(self.cards))
        step = w + gap
        if step * (n - 1) + w > area.width:
            step = max(4, (area.width - w) // max(1, n - 1))
        x = area.centerx - (step * (n - 1) + w) // 2
        self.rects = [pygame.Rect(x + i * step, area.top, w, round(w * ASPECT)) for i in range(len(self.cards))]

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        pal = self.app.palette
        small = m.font("small")
        still = self.app.settings.reduced_motion or self.app.settings.reduced_flashing
        for i, (card, r) in enumerate(zip(self.cards, self.rects, strict=False)):
            if i == self.picked:
                continue
            surface.blit(cards_art.face(card, r.width, pal.name, FAMILY), r)
        if 0 <= self.picked < len(self.rects):
            r = self.rects[self.picked].move(0, -m.px(10))
            surface.blit(cards_art.face(self.cards[self.picked], r.width, pal.name, FAMILY), r)
            beat = 1.0 if still else 0.5 + 0.5 * math.sin(self.time * 4)
            width = max(2, round(m.px(3) + m.px(3) * beat))
            pygame.draw.rect(surface, pal.focus, r.inflate(width * 2, width * 2), width,
                             border_radius=cards_art.radius(r.width) + width)
            words, where = self.picked_label()
            text.blit_text(surface, words, small, pal.accent, where.topleft)

    def picked_label(self) -> tuple[str, pygame.Rect]:
        """The picked card's label and where it shows: over the card, kept inside the body."""
        m = self.app.metrics
        small = m.font("small")
        words = _("Card {position}, {card}").format(position=format_number(self.picked + 1),
                                                      card=title(self.cards[self.picked]))
        r = self.rects[self.picked].move(0, -m.px(10))
        where = pygame.Rect(0, 0, text.width(words, small), text.line_height(small))
        where.midbottom = (r.centerx, r.top - m.px(4))
        return words, where.clamp(self.body) if where.width <= self.body.width else where
