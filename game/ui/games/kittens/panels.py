"""The Kittens decision panels: put a Kitten back in the draw pile, Alter the Future, Dig Deeper."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ....i18n import _, format_number, ngettext, pgettext
from ....rules.kittens.cards import ALTER_FUTURE, DIG_DEEPER, title
from ....settings import key_words
from ... import cards_art, draw, text
from ...cards_art import ASPECT
from ...layout import Metrics
from ...table.geometry import card_width_for_titles
from ...table.panels import ENTER, Hint, Panel, choose_words, then_list
from ...widgets import Button, Widget

if TYPE_CHECKING:
    from ....engine import Action
    from ...app import App

FAMILY = "kittens"


def least_card_w(m: Metrics) -> int:
    """The narrowest card a panel shows: its title as large as the text setting asks, and at least
    56 design pixels wide. Panels ask room for the table's card width (the hand's or the pile's),
    grow over the window for it, and shrink their cards to fit it but never under this."""
    return max(m.px(56), card_width_for_titles(m))


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

    def spoken(self, full: bool = False) -> str:
        # TRANSLATORS: narration of the slider choosing where a Kitten goes; {place} is "Position 3: 2 cards above it"
        words = _("Where it goes, slider: {place}").format(place=self.panel.describe())
        if full:
            return _("{slider}. Left and Right move it one card, Home and End to the top or bottom").format(
                slider=words)
        return words

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
        kitten = cards_art.face(self.panel.kitten, card_w, pal.name, FAMILY)
        for slot in range(slots):
            if slot != pos:
                surface.blit(back, (round(strip.left + slot * step), y))
        # The Kitten, raised above the pile at its place, drawn last so it is never covered.
        x = round(strip.left + pos * step)
        lift = m.px(16)
        surface.blit(kitten, (x, y - lift))
        pygame.draw.rect(surface, pal.accent, (x - 2, y - lift - 2, card_w + 4, card_h + 4), max(2, m.px(3)),
                         border_radius=cards_art.radius(card_w))
        # TRANSLATORS: the two ends of the draw pile, over a row of cards
        text.blit_text(surface, pgettext("pile", "Top"), small, pal.text, (strip.left, self.rect.top), "topleft")
        text.blit_text(surface, pgettext("pile", "Bottom"), small, pal.text, (strip.right, self.rect.top), "topright")
        where = self.panel.describe()
        text.blit_text(surface, where, small, pal.accent, (self.rect.centerx, y + card_h + m.px(8)), "midtop")
        if focused:
            draw.focus_ring(surface, self.rect, pal, m.px(8), max(2, m.px(3)))


class PlacePanel(Panel):
    """Put a Kitten back into the draw pile at any position (0 = top), in secret."""

    private = True

    def __init__(self, app: App, kitten: str, pile: int, on_place: Callable[[int], None], card_w: int,
                 heading: str | None = None, detail: str | None = None):
        if detail is None and kitten == "exploding_kitten":
            detail = _("You defused it. Choose where it goes in the draw pile; nobody else will know.")
        elif detail is None:
            detail = _("You drew it face down. Choose where it goes in the draw pile; nobody else will know.")
        # TRANSLATORS: {card} is a Kitten's card name
        super().__init__(app, heading or _("Put the {card} back").format(card=title(kitten)), detail)
        self.kitten = kitten
        self.pile = pile  # cards in the pile now
        self.position = 0
        self.on_place = on_place
        self.card_w = self.preferred_w = card_w
        self.slider = PileSlider(self)

    def widgets(self) -> list[Widget]:
        return [self.slider,
                Button(pgettext("pile", "Top"), lambda: self._set(0)),
                Button(pgettext("pile", "Bottom"), lambda: self._set(self.pile)),
                Button(_("Put it here"), self.confirm, style="primary")]

    def hint(self, action: Action) -> Hint | None:
        if action.position is None:
            return None
        slider, top, bottom, confirm = self.group.widgets
        enter = ENTER
        if self.position == action.position:
            return confirm, choose_words(confirm.label), enter
        if action.position == 0:
            return top, choose_words(top.label), enter
        if action.position == self.pile:
            return bottom, choose_words(bottom.label), enter
        right = action.position > self.position
        way = key_words("right" if right else "left")  # the arrow key, as settings name it
        steps = abs(action.position - self.position)
        n = format_number(steps)
        if right:
            words = ngettext("Press Right once to move the Kitten", "Press Right {n} times to move the Kitten", steps)
        else:
            words = ngettext("Press Left once to move the Kitten", "Press Left {n} times to move the Kitten", steps)
        return slider, words.format(n=n), way

    def _buttons_h(self, width: int) -> int:
        """The height of the row of three buttons across `width`."""
        each = (width - 2 * self.app.metrics.pad) // 3
        return max(b.height_for(each, self.app) for b in self.group.widgets[1:])

    def _rest_h(self, width: int) -> int:
        """The slider's height but its card's, plus the button row and the gap over it."""
        m = self.app.metrics
        return m.px(34) + 2 * text.line_height(m.font("small")) + m.pad + self._buttons_h(width)

    def body_height(self, width: int) -> int:
        return self._rest_h(width) + round(max(least_card_w(self.app.metrics), self.preferred_w) * ASPECT)

    def place(self, body: pygame.Rect) -> None:
        """The pile across the top of the panel, the three buttons in a row under it."""
        m = self.app.metrics
        buttons = self.group.widgets[1:]
        width = (body.width - 2 * m.pad) // 3
        button_h = self._buttons_h(body.width)
        room = body.height - self._rest_h(body.width)
        self.card_w = max(least_card_w(m), min(self.preferred_w, round(room / ASPECT)))
        self.slider.rect = pygame.Rect(body.left, body.top, body.width, self.slider.height_for(body.width, self.app))
        x = body.left
        for b in buttons:
            b.rect = pygame.Rect(x, body.bottom - button_h, width, button_h)
            x += width + m.pad

    def _set(self, position: int) -> None:
        self.position = position
        self.group.focus(self.slider)

    def move(self, delta: int) -> None:
        self.position = max(0, min(self.pile, self.position + delta))

    def describe(self) -> str:
        if self.position == 0:
            return _("On top: the next card drawn")
        if self.position == self.pile:
            return ngettext("At the bottom, under the {n} card", "At the bottom, under all {n} cards",
                            self.pile).format(n=format_number(self.pile))
        return ngettext("Position {place}: {n} card above it", "Position {place}: {n} cards above it",
                        self.position).format(place=format_number(self.position + 1), n=format_number(self.position))

    def confirm(self) -> None:
        self.on_place(self.position)


class CardSlot(Widget):
    """One card in a row of cards (Alter the Future)."""

    def __init__(self, panel: ArrangePanel, index: int):
        super().__init__()
        self.panel = panel
        self.index = index

    def shown_card(self) -> tuple[str, None]:
        return self.panel.cards[self.panel.order[self.index]], None

    def activate(self) -> None:
        self.panel.choose(self.index)

    def spoken(self, full: bool = False) -> str:
        panel = self.panel
        card, place, count = title(panel.cards[panel.order[self.index]]), self.index + 1, len(panel.slots)
        # TRANSLATORS: narration of a card in the Alter the Future row: {card} its name, {place} of {count}
        if self.index == 0:
            words = _("{card}, place {place} of {count}, the top")
        else:
            words = _("{card}, place {place} of {count}")
        words = words.format(card=card, place=format_number(place), count=format_number(count))
        if panel.held == self.index:
            words = _("{card}, picked up").format(card=words)
        return words

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
        surface.blit(cards_art.face(card, r.width, pal.name, FAMILY), r)
        if self.panel.held == self.index:
            pygame.draw.rect(surface, pal.accent, r.inflate(6, 6), max(3, app.metrics.px(4)),
                             border_radius=cards_art.radius(r.width) + 3)
        if focused:
            draw.focus_ring(surface, r, pal, cards_art.radius(r.width), max(2, app.metrics.px(3)))


class ArrangePanel(Panel):
    """Alter the Future: put the top cards back in any order. Choose a card, then where it goes."""

    private = True

    def __init__(self, app: App, cards: tuple[str, ...], on_done: Callable[[tuple[int, ...]], None], card_w: int):
        super().__init__(app, title(ALTER_FUTURE), _("Choose a card, then the card to swap it with (or move it "
                                                       "with Left/Right). The leftmost card is the top of the pile."))
        self.cards = cards
        self.order = list(range(len(cards)))
        self.held: int | None = None
        self.on_done = on_done
        self.card_w = card_w
        self.rows = 1
        self.slots = [CardSlot(self, i) for i in range(len(cards))]
        self.done = Button(_("Put them back in this order"), lambda: self.on_done(tuple(self.order)), style="primary")

    def widgets(self) -> list[Widget]:
        return [*self.slots, self.done]

    def hint(self, action: Action) -> Hint | None:
        """Swap cards until the row reads the action's order: the first card out of place, then the
        card to put there."""
        if not action.order:
            return None
        order = tuple(action.order)
        wrong = next((i for i, want in enumerate(order) if self.order[i] != want), None)
        enter = ENTER
        if wrong is None:
            return self.done, choose_words(self.done.label), enter
        if self.held is not None and self.held != wrong:
            return self.slots[self.held], _("Put this card down: choose it again"), enter
        if self.held is None:
            card = title(self.cards[self.order[wrong]])
            return self.slots[wrong], _("Choose the {card} to move it").format(card=card), enter
        there = self.order.index(order[wrong])
        card = title(self.cards[order[wrong]])
        return self.slots[there], _("Choose the {card} to swap them").format(card=card), enter

    def spoken(self) -> str:
        order = then_list([title(self.cards[i]) for i in self.order])
        # TRANSLATORS: narration of Alter the Future: {panel} is its heading and text, {cards} the cards in order
        return _("{panel} From the top: {cards}.").format(panel=super().spoken(), cards=order)

    def _per_row(self, width: int, w: int) -> int:
        """How many cards `w` wide fit side by side in `width`."""
        gap = self.app.metrics.px(24)
        return max(1, min(len(self.slots), (width + gap) // (w + gap)))

    def _height(self, width: int, w: int) -> int:
        """The body's height with cards `w` wide: rows of labelled cards, then the button."""
        m = self.app.metrics
        rows = -(-len(self.slots) // self._per_row(width, w))
        row_h = text.line_height(m.font("small")) + m.pad + round(w * ASPECT)
        return rows * row_h + (rows - 1) * m.pad // 2 + m.pad + self.done.height_for(min(width, m.px(520)), self.app)

    def body_height(self, width: int) -> int:
        return self._height(width, max(least_card_w(self.app.metrics), self.card_w))

    def place(self, body: pygame.Rect) -> None:
        """The cards in one row when they fit (else in rows), each as wide as the room allows but no
        narrower than `least_card_w`; the button under them."""
        m = self.app.metrics
        least = least_card_w(m)
        w = max(least, self.card_w)
        while w > least and self._height(body.width, w) > body.height:
            w = max(least, w - m.px(4))
        h = round(w * ASPECT)
        gap = m.px(24)
        per_row = self._per_row(body.width, w)
        self.rows = -(-len(self.slots) // per_row)
        small = text.line_height(m.font("small"))
        y = body.top + small + m.pad
        for start in range(0, len(self.slots), per_row):
            row = self.slots[start:start + per_row]
            x = body.centerx - (len(row) * w + (len(row) - 1) * gap) // 2
            for slot in row:
                slot.rect = pygame.Rect(x, y, w, h)
                x += w + gap
            y += h + m.pad // 2 + small + m.pad
        bw = min(body.width, m.px(520))
        button_h = self.done.height_for(bw, self.app)
        self.done.rect = pygame.Rect(body.centerx - bw // 2, body.bottom - button_h, bw, button_h)

    def draw_body(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        pal = self.app.palette
        small = m.font("small")
        for i, slot in enumerate(self.slots):
            # TRANSLATORS: over the cards of Alter the Future: the first is "Top", the others "2.", "3."
            label = pgettext("pile", "Top") if i == 0 else _("{n}.").format(n=format_number(i + 1))
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


class DigPanel(Panel):
    """Dig Deeper: the top card, seen by the viewer alone; draw it, or leave it and draw the next."""

    private = True

    def __init__(self, app: App, top: str, can_leave: bool, on_draw: Callable[[], None],
                 on_leave: Callable[[], None], card_w: int):
        super().__init__(app, title(DIG_DEEPER), _("Only you see the top card. Draw it, or leave it on top and "
                                                     "draw the card under it instead (you must keep that one)."))
        self.top = top
        self.card_w = card_w
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.take = Button(_("Draw the {card}").format(card=title(top)) if top != "?" else _("Draw the top card"),
                           on_draw, style="primary")
        self.leave = Button(_("Leave it: draw the card under it"), on_leave)
        self.leave.enabled = can_leave

    def widgets(self) -> list[Widget]:
        return [self.take, self.leave]

    def hint(self, action: Action) -> Hint | None:
        if action.position is None:
            return None
        button = self.take if action.position == 0 else self.leave
        return button, choose_words(button.label), ENTER

    def _buttons_h(self, width: int) -> int:
        each = (width - 3 * self.app.metrics.pad) // 2
        return max(b.height_for(each, self.app) for b in (self.take, self.leave))

    def body_height(self, width: int) -> int:
        card_h = round(max(least_card_w(self.app.metrics), self.card_w) * ASPECT)
        return card_h + self.app.metrics.pad + self._buttons_h(width)

    def place(self, body: pygame.Rect) -> None:
        """The card in the middle, the two choices side by side under it."""
        m = self.app.metrics
        width = (body.width - 3 * m.pad) // 2
        button_h = self._buttons_h(body.width)
        room = body.height - button_h - m.pad
        w = max(least_card_w(m), min(self.card_w, round(room / ASPECT)))
        self.card_rect = pygame.Rect(0, 0, w, round(w * ASPECT))
        self.card_rect.midtop = (body.centerx, body.top)
        y = self.card_rect.bottom + m.pad
        self.take.rect = pygame.Rect(body.left + m.pad, y, width, button_h)
        self.leave.rect = pygame.Rect(self.take.rect.right + m.pad, y, width, button_h)

    def draw_body(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        art = (cards_art.face(self.top, self.card_rect.width, pal.name, FAMILY) if self.top != "?"
               else cards_art.back(self.card_rect.width, pal.name))
        surface.blit(art, self.card_rect)
