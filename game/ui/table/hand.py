"""The viewer's hand, grouped by card type (in the family's order), with a selection for plays,
combos and gifts.

Each group is one focusable slot (number keys 1-9 pick slots): choosing it selects one more
card of that type, and after the last one, none again. Right-click takes one back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import cards_art, draw, text
from ..cards_art import ASPECT, CardSet
from ..widgets import Widget

if TYPE_CHECKING:
    from ..app import App


class CardGroup(Widget):
    """All the viewer's cards of one type."""

    def __init__(self, hand: HandView, card: str, count: int):
        super().__init__()
        self.hand = hand
        self.card = card
        self.count = count
        self.face_rect = pygame.Rect(0, 0, 0, 0)
        self.choosable = False  # cards can be chosen now (your turn, or a Favor); focus works always

    @property
    def chosen(self) -> int:
        return self.hand.selection.get(self.card, 0)

    def activate(self) -> None:
        if self.choosable:
            self.hand.pick(self.card)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        m = app.metrics
        pal = app.palette
        w = self.face_rect.width
        lift = m.px(16) if self.chosen else (m.px(6) if hovered or focused else 0)
        base = self.face_rect.move(0, -lift)
        depth = min(self.count, 3)
        step = max(2, w // 18)
        for k in range(depth - 1, -1, -1):
            r = base.move(k * step, -k * step)
            draw.shadow(surface, r, cards_art.radius(w), max(2, w // 24), alpha=70)
            surface.blit(self.hand.art.face(self.card, w, pal.name), r)
        if not self.choosable:
            dim = pygame.Surface(base.size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, 110))
            surface.blit(dim, base)
        if self.chosen:
            pygame.draw.rect(surface, pal.accent, base.inflate(m.px(6), m.px(6)), max(3, m.px(4)),
                             border_radius=cards_art.radius(w) + m.px(3))
        if focused:
            draw.focus_ring(surface, base, pal, cards_art.radius(w), max(2, m.px(3)))
        size = m.font("small")  # readable at every text scale, even on shrunken cards
        if self.count > 1:
            badge = f"x{self.count}"
            label = text.render(badge, size, pal.accent_text)
            # Top left: the part of a group that the next group never covers.
            box = label.get_rect(topleft=(base.left - m.px(6), base.top - m.px(10))).inflate(size // 2, size // 6)
            pygame.draw.rect(surface, pal.accent, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, (0, 0, 0), box, 1, border_radius=box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))
        if self.chosen:
            label = text.render(f"{self.chosen} chosen" if self.count > 1 else "chosen", size, pal.accent_text)
            box = label.get_rect(midbottom=(base.centerx, base.bottom - m.px(4))).inflate(size // 2, size // 6)
            pygame.draw.rect(surface, pal.accent, box, border_radius=box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))


class HandView:
    """The hand's groups, their places and the current selection."""

    def __init__(self, on_change: Callable[[], None], art: CardSet):
        self.art = art
        self.groups: list[CardGroup] = []
        self.selection: dict[str, int] = {}
        self.limit: int | None = None  # at most this many cards may be chosen (1 for a Favor)
        self.on_change = on_change
        self._cards: tuple[str, ...] = ()

    def set_cards(self, cards: list[str] | tuple[str, ...]) -> None:
        """Show these cards; the selection keeps what is still there."""
        cards = tuple(sorted(cards, key=lambda c: (self.art.order.get(c, 99), c)))
        if cards == self._cards and self.groups:
            return
        self._cards = cards
        counts = Counter(cards)
        old = {g.card: g for g in self.groups}
        self.groups = []
        for card in dict.fromkeys(cards):
            group = old.get(card) or CardGroup(self, card, counts[card])
            group.count = counts[card]
            self.groups.append(group)
        self.selection = {c: min(n, counts[c]) for c, n in self.selection.items() if counts.get(c)}

    def clear(self) -> None:
        if self.selection:
            self.selection = {}
            self.on_change()

    def pick(self, card: str) -> None:
        count = next((g.count for g in self.groups if g.card == card), 0)
        now = self.selection.get(card, 0)
        if self.limit == 1:
            self.selection = {} if now else {card: 1}
        else:
            nxt = now + 1 if now < count else 0
            if self.limit is not None and sum(self.selection.values()) - now + nxt > self.limit:
                nxt = 0
            self.selection[card] = nxt
            if not nxt:
                del self.selection[card]
        self.on_change()

    def unpick(self, card: str) -> None:
        if self.selection.get(card):
            self.selection[card] -= 1
            if not self.selection[card]:
                del self.selection[card]
            self.on_change()

    def chosen_cards(self) -> tuple[str, ...]:
        return tuple(sorted(c for c, n in self.selection.items() for _ in range(n)))

    def layout(self, area: pygame.Rect, card_w: int) -> None:
        """Place the groups centred in `area`, overlapping when they do not fit side by side."""
        n = len(self.groups)
        if not n:
            return
        gap = max(4, card_w // 8)
        step = card_w + gap
        if n * step - gap > area.width:
            step = max(card_w // 3, (area.width - card_w) // max(1, n - 1))
        total = step * (n - 1) + card_w
        x = area.centerx - total // 2
        h = round(card_w * ASPECT)
        for g in self.groups:
            g.face_rect = pygame.Rect(x, area.bottom - h, card_w, h)
            # The part that can be clicked: what is not covered by the next group.
            g.rect = pygame.Rect(x, area.bottom - h - card_w // 6, min(step, card_w), h + card_w // 6)
            x += step
        self.groups[-1].rect.width = card_w

    def group_at(self, pos: tuple[int, int]) -> CardGroup | None:
        for g in self.groups:
            if g.rect.collidepoint(pos):
                return g
        return None
