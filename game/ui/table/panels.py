"""Decision panels over the middle of the table: pick a player, name a card, put a Kitten back,
reorder the future, take from the discard pile, look at the future.

A panel is modal while it is open: it gets the keyboard (arrows/Tab move, Enter chooses) and
the mouse, and its widgets scroll when the text is large.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ...rules.kittens.cards import title
from .. import cards_art, draw, text
from ..cards_art import ASPECT
from ..widgets import Button, FocusGroup, Widget

if TYPE_CHECKING:
    from ..app import App


class IconButton(Button):
    """A button with a card icon before its words."""

    def __init__(self, label: str, on_click: Callable[[], None], card: str | None = None, style: str = "normal"):
        super().__init__(label, on_click, style)
        self.card = card

    def height_for(self, width: int, app: App) -> int:
        size = app.metrics.font("body")
        icon = round(size * 1.4) if self.card else 0
        lines = text.wrap(self.label, size, max(10, width - 3 * app.metrics.pad - icon), bold=True)
        return max(app.metrics.row, len(lines) * text.line_height(size) + app.metrics.pad)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        if not self.card:
            super().draw(surface, app, focused, hovered)
            return
        pal = app.palette
        self._box(surface, app, focused, hovered, pal.accent if self.style == "primary" else None)
        ink = pal.accent_text if self.style == "primary" else pal.text
        size = app.metrics.font("body")
        icon_size = round(size * 1.4)
        pad = app.metrics.pad
        pygame.draw.circle(surface, pal.card_face, (self.rect.left + pad + icon_size // 2, self.rect.centery),
                           icon_size // 2 + 2)
        art = cards_art.icon(self.card, icon_size - 4, pal.name)
        surface.blit(art, art.get_rect(center=(self.rect.left + pad + icon_size // 2, self.rect.centery)))
        area = pygame.Rect(self.rect.left + 2 * pad + icon_size, self.rect.top, 0, 0)
        area.width = self.rect.right - pad - area.left
        lines = text.wrap(self.label, size, max(10, area.width), bold=True)
        step = text.line_height(size)
        y = self.rect.centery - len(lines) * step // 2
        for line in lines:
            text.blit_text(surface, line, size, ink, (area.left, y), bold=True)
            y += step


class Panel:
    """Base: a heading and a focus group in a box."""

    modal = True

    def __init__(self, app: App, heading: str, detail: str = ""):
        self.app = app
        self.heading = heading
        self.detail = detail
        self.group = FocusGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)

    def widgets(self) -> list[Widget]:
        return []

    def layout(self, area: pygame.Rect) -> None:
        m = self.app.metrics
        keep = self.group.index
        self.group = FocusGroup(self.widgets())
        if 0 <= keep < len(self.group.widgets) and self.group.widgets[keep].focusable:
            self.group.index = keep
        self.rect = area.copy()
        inner = area.inflate(-2 * m.pad, -2 * m.pad)
        y = inner.top + text.wrapped_height(self.heading, m.font("heading"), inner.width)
        if self.detail:
            y += text.wrapped_height(self.detail, m.font("body"), inner.width)
        self.body = pygame.Rect(inner.left, y + m.pad // 2, inner.width, inner.bottom - y - m.pad // 2)
        self.place(self.body)

    def place(self, body: pygame.Rect) -> None:
        """Lay the widgets out in `body` (default: a scrolling column, centred, not too wide)."""
        m = self.app.metrics
        width = min(body.width - 2 * m.pad, max(m.px(420), round(m.font("body") * 18)))
        column = pygame.Rect(body.centerx - width // 2, body.top, width, body.height)
        self.group.layout_column(column, m.px(8), self.app)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        pal = self.app.palette
        draw.panel(surface, self.rect, pal, m.px(16), alpha=255)
        inner = self.rect.inflate(-2 * m.pad, -2 * m.pad)
        used = text.blit_wrapped(surface, self.heading, m.font("heading"), pal.accent, inner, align="center")
        if self.detail:
            inner.top += used
            text.blit_wrapped(surface, self.detail, m.font("body"), pal.text, inner, align="center")
        self.draw_body(surface)
        self.group.draw(surface, self.app)

    def draw_body(self, surface: pygame.Surface) -> None:
        pass


class ChoicePanel(Panel):
    """Pick one of several options (players, card names, discard cards, who Nopes)."""

    def __init__(self, app: App, heading: str, options: Sequence[tuple[str, str | None, Callable[[], None]]],
                 detail: str = "", cancel: Callable[[], None] | None = None):
        super().__init__(app, heading, detail)
        self.options = list(options)
        self.cancel = cancel

    def widgets(self) -> list[Widget]:
        out: list[Widget] = [IconButton(label, action, card) for label, card, action in self.options]
        if self.cancel:
            out.append(Button("Back", self.cancel))
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.cancel and event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return True
        return super().handle_event(event)


class PileSlider(Widget):
    """Where in the draw pile: Left/Right move one place, Page Up/Down five, Home/End top/bottom."""

    def __init__(self, panel: PlacePanel):
        super().__init__()
        self.panel = panel

    def height_for(self, width: int, app: App) -> int:
        return round(self.panel.card_w * ASPECT) + app.metrics.px(34) + 2 * text.line_height(app.metrics.font("small"))

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5,
                 pygame.K_HOME: -10_000, pygame.K_END: 10_000}
        if event.key in moves:
            self.panel.move(moves[event.key])
            return True
        return False

    def activate(self) -> None:
        self.panel.confirm()

    def click(self, pos: tuple[int, int]) -> None:
        strip = self.strip()
        slots = self.panel.pile + 1
        frac = (pos[0] - strip.left) / max(1, strip.width)
        self.panel.position = max(0, min(slots - 1, round(frac * (slots - 1))))

    def strip(self) -> pygame.Rect:
        return self.rect.inflate(-self.rect.width // 10, 0)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        m = app.metrics
        pal = app.palette
        small = m.font("small")
        strip = self.strip()
        card_w = self.panel.card_w
        card_h = round(card_w * ASPECT)
        n = self.panel.pile
        pos = self.panel.position
        y = self.rect.top + text.line_height(small) + m.px(18)
        slots = n + 1
        step = (strip.width - card_w) / max(1, slots - 1) if slots > 1 else 0
        back = cards_art.back(card_w, pal.name)
        kitten = cards_art.face(self.panel.kitten, card_w, pal.name)
        for slot in range(slots):
            if slot != pos:
                surface.blit(back, (round(strip.left + slot * step), y))
        # The Kitten, raised above the pile at its place, drawn last so it is never covered.
        x = round(strip.left + pos * step)
        lift = m.px(16)
        surface.blit(kitten, (x, y - lift))
        pygame.draw.rect(surface, pal.accent, (x - 2, y - lift - 2, card_w + 4, card_h + 4), max(2, m.px(3)),
                         border_radius=cards_art.radius(card_w))
        text.blit_text(surface, "Top", small, pal.text, (strip.left, self.rect.top), "topleft")
        text.blit_text(surface, "Bottom", small, pal.text, (strip.right, self.rect.top), "topright")
        where = self.panel.describe()
        text.blit_text(surface, where, small, pal.accent, (self.rect.centerx, y + card_h + m.px(8)), "midtop")
        if focused:
            draw.focus_ring(surface, self.rect, pal, m.px(8), max(2, m.px(3)))


class PlacePanel(Panel):
    """Put a Kitten back into the draw pile at any position (0 = top), in secret."""

    def __init__(self, app: App, kitten: str, pile: int, on_place: Callable[[int], None], card_w: int):
        verb = "defused it" if kitten == "exploding_kitten" else "drew it face down"
        super().__init__(app, f"Put the {title(kitten)} back", f"You {verb}. Choose where it goes in the "
                         "draw pile; nobody else will know.")
        self.kitten = kitten
        self.pile = pile  # cards in the pile now
        self.position = 0
        self.on_place = on_place
        self.card_w = card_w
        self.slider = PileSlider(self)

    def widgets(self) -> list[Widget]:
        return [self.slider,
                Button("Top", lambda: self._set(0)),
                Button("Bottom", lambda: self._set(self.pile)),
                Button("Put it here", self.confirm, style="primary")]

    def place(self, body: pygame.Rect) -> None:
        """The pile across the top of the panel, the three buttons in a row under it."""
        m = self.app.metrics
        buttons = self.group.widgets[1:]
        width = (body.width - 2 * m.pad) // 3
        button_h = max(b.height_for(width, self.app) for b in buttons)
        small = text.line_height(m.font("small"))
        room = body.height - button_h - m.pad - m.px(34) - 2 * small
        self.card_w = max(m.px(36), min(self.card_w, round(room / ASPECT)))
        self.slider.rect = pygame.Rect(body.left, body.top, body.width, self.slider.height_for(body.width, self.app))
        x = body.left
        for b in buttons:
            b.rect = pygame.Rect(x, self.slider.rect.bottom + m.pad // 2, width, button_h)
            x += width + m.pad

    def _set(self, position: int) -> None:
        self.position = position
        self.group.focus(self.slider)

    def move(self, delta: int) -> None:
        self.position = max(0, min(self.pile, self.position + delta))

    def describe(self) -> str:
        if self.position == 0:
            return "On top: the next card drawn"
        if self.position == self.pile:
            return f"At the bottom, under all {self.pile} cards"
        return f"Position {self.position + 1}: {self.position} card{'s' if self.position > 1 else ''} above it"

    def confirm(self) -> None:
        self.on_place(self.position)


class CardSlot(Widget):
    """One card in a row of cards (Alter the Future)."""

    def __init__(self, panel: ArrangePanel, index: int):
        super().__init__()
        self.panel = panel
        self.index = index

    def activate(self) -> None:
        self.panel.choose(self.index)

    def key(self, event: pygame.event.Event) -> bool:
        if self.panel.held == self.index and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.panel.shift(self.index, -1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.palette
        card = self.panel.cards[self.panel.order[self.index]]
        lift = app.metrics.px(14) if self.panel.held == self.index else 0
        r = self.rect.move(0, -lift)
        surface.blit(cards_art.face(card, r.width, pal.name), r)
        if self.panel.held == self.index:
            pygame.draw.rect(surface, pal.accent, r.inflate(6, 6), max(3, app.metrics.px(4)),
                             border_radius=cards_art.radius(r.width) + 3)
        if focused:
            draw.focus_ring(surface, r, pal, cards_art.radius(r.width), max(2, app.metrics.px(3)))


class ArrangePanel(Panel):
    """Alter the Future: put the top cards back in any order. Choose a card, then where it goes."""

    def __init__(self, app: App, cards: tuple[str, ...], on_done: Callable[[tuple[int, ...]], None], card_w: int):
        super().__init__(app, "Alter the Future", "Choose a card, then the card to swap it with (or move it "
                         "with Left/Right). The leftmost card is the top of the pile.")
        self.cards = cards
        self.order = list(range(len(cards)))
        self.held: int | None = None
        self.on_done = on_done
        self.card_w = card_w
        self.slots = [CardSlot(self, i) for i in range(len(cards))]
        self.done = Button("Put them back in this order", lambda: self.on_done(tuple(self.order)), style="primary")

    def widgets(self) -> list[Widget]:
        return [*self.slots, self.done]

    def place(self, body: pygame.Rect) -> None:
        m = self.app.metrics
        small = text.line_height(m.font("small"))
        button_h = self.done.height_for(min(body.width, m.px(520)), self.app)
        room = body.height - button_h - small - 3 * m.pad
        w = max(m.px(50), min(self.card_w, round(room / ASPECT)))
        h = round(w * ASPECT)
        gap = m.px(24)
        total = len(self.slots) * w + (len(self.slots) - 1) * gap
        x = body.centerx - total // 2
        y = body.top + small + m.pad
        for slot in self.slots:
            slot.rect = pygame.Rect(x, y, w, h)
            x += w + gap
        bw = min(body.width, m.px(520))
        self.done.rect = pygame.Rect(body.centerx - bw // 2, y + h + m.pad, bw, button_h)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        pal = self.app.palette
        small = m.font("small")
        for i, slot in enumerate(self.slots):
            label = "Top" if i == 0 else f"{i + 1}."
            text.blit_text(surface, label, small, pal.text_dim, (slot.rect.centerx, slot.rect.top - m.pad), "midbottom")

    def choose(self, index: int) -> None:
        if self.held is None:
            self.held = index
        else:
            a, b = self.held, index
            self.order[a], self.order[b] = self.order[b], self.order[a]
            self.held = None

    def shift(self, index: int, delta: int) -> None:
        other = index + delta
        if 0 <= other < len(self.order):
            self.order[index], self.order[other] = self.order[other], self.order[index]
            self.held = other
            self.group.focus(self.slots[other])


class RevealPanel(Panel):
    """See the Future: the top cards, face up, for the viewer only."""

    def __init__(self, app: App, cards: tuple[str, ...], on_ok: Callable[[], None], card_w: int,
                 heading: str = "The top of the draw pile"):
        super().__init__(app, heading, "Only you see these. The leftmost card is the next one drawn.")
        self.cards = cards
        self.card_w = card_w
        self.ok = Button("Got it", on_ok, style="primary")
        self.rects: list[pygame.Rect] = []
        self.time = 0.0  # the cards turn over one after another

    def update(self, dt: float) -> None:
        self.time += dt

    def _turn(self, index: int) -> float:
        """How far card `index` has turned over, 0 (back) to 1 (face)."""
        return max(0.0, min(1.0, (self.time - 0.15 - index * 0.18) / 0.3))

    def widgets(self) -> list[Widget]:
        return [self.ok]

    def place(self, body: pygame.Rect) -> None:
        m = self.app.metrics
        small = text.line_height(m.font("small"))
        bw = min(body.width, m.px(420))
        button_h = self.ok.height_for(bw, self.app)
        room = body.height - button_h - small - 3 * m.pad
        w = max(m.px(50), min(self.card_w, round(room / ASPECT)))
        h = round(w * ASPECT)
        gap = m.px(24)
        total = len(self.cards) * w + max(0, len(self.cards) - 1) * gap
        x = body.centerx - total // 2
        y = body.top + small + m.pad
        self.rects = []
        for _ in self.cards:
            self.rects.append(pygame.Rect(x, y, w, h))
            x += w + gap
        self.ok.rect = pygame.Rect(body.centerx - bw // 2, y + h + m.pad, bw, button_h)
        self.group.index = 0

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        pal = self.app.palette
        small = m.font("small")
        still = self.app.settings.reduced_motion
        for i, (card, r) in enumerate(zip(self.cards, self.rects, strict=False)):
            turn = self._turn(i)
            if still or turn >= 1:
                img = cards_art.face(card, r.width, pal.name)
                if still and turn < 1:
                    img = img.copy()
                    img.set_alpha(round(255 * turn))
            else:  # a flip: the back narrows to nothing, then the face widens
                img = cards_art.back(r.width, pal.name) if turn < 0.5 else cards_art.face(card, r.width, pal.name)
                width = max(1, round(r.width * abs(1 - 2 * turn)))
                img = pygame.transform.smoothscale(img, (width, r.height))
            surface.blit(img, img.get_rect(center=r.center))
            label = "Top" if i == 0 else f"{i + 1}."
            text.blit_text(surface, label, small, pal.text_dim, (r.centerx, r.top - m.pad // 2), "midbottom")
        if not self.cards:
            text.blit_text(surface, "The draw pile is empty.", m.font("body"), pal.text, self.body.center, "center")
