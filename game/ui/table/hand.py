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

from ...i18n import _, format_number, ngettext
from .. import cards_art, draw, text
from ..cards_art import ASPECT, CardSet
from ..layout import MIN_FONT
from ..widgets import Widget

if TYPE_CHECKING:
    from ..app import App
    from ..layout import Metrics


def choose_first(count: int | None = 1) -> str:
    """What a hand play that waits for its cards (`count`, None: some) says when chosen too soon."""
    if count == 1:
        return _("Choose a card first: click it or press its number key")
    if count is None:
        return _("Choose cards first: click them or press their number keys")
    return ngettext("Choose {n} card first: click them or press their number keys",
                    "Choose {n} cards first: click them or press their number keys", count).format(
        n=format_number(count))


class CardGroup(Widget):
    """All the viewer's cards of one type."""

    def __init__(self, hand: HandView, card: str, count: int):
        super().__init__()
        self.hand = hand
        self.card = card
        self.count = count
        self.face_rect = pygame.Rect(0, 0, 0, 0)
        self.choosable = False  # cards can be chosen now (your turn, or a Favor); focus works always
        self.shown = True  # in view (a hand too wide for the table scrolls)

    def shown_card(self) -> tuple[str, CardSet | None] | None:
        return self.card, self.hand.art

    @property
    def chosen(self) -> int:
        return self.hand.selection.get(self.card, 0)

    def activate(self) -> None:
        if self.choosable:
            self.hand.pick(self.card)

    def spoken(self, full: bool = False) -> str:
        """ "Defuse, card 1 of 8, 2 of them, selected" (and the card's rules when `full`)."""
        look = self.hand.art.looks.get(self.card)  # (in the current language)
        groups = self.hand.groups
        place = groups.index(self) + 1 if self in groups else 0
        # TRANSLATORS: narration of a card in the hand: {card} its name, {place} of {count} groups of cards
        words = _("{card}, card {place} of {count}").format(
            card=look.title if look else self.card, place=format_number(place), count=format_number(len(groups)))
        if self.count > 1:
            # TRANSLATORS: narration: {card} is "Defuse, card 1 of 8", followed by how many of it the hand holds
            words = ngettext("{card}, {n} of them", "{card}, {n} of them", self.count).format(
                card=words, n=format_number(self.count))
        if self.chosen and self.count == 1:
            words = _("{card}, selected").format(card=words)
        elif self.chosen:
            words = ngettext("{card}, {n} selected", "{card}, {n} selected", self.chosen).format(
                card=words, n=format_number(self.chosen))
        if full and look is not None:
            words = _("{card}. {text}").format(card=words, text=look.text)
        return words

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        m = app.metrics
        pal = app.palette
        w = self.face_rect.width
        base = self.drawn_rect(m, hovered or focused)
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
        for words, box, size in self.badges(m, base):
            pygame.draw.rect(surface, pal.accent, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, (0, 0, 0), box, 1, border_radius=box.height // 2)
            text.blit_text(surface, words, size, pal.accent_text, box.center, "center")

    def drawn_rect(self, m: Metrics, pointed: bool = False) -> pygame.Rect:
        """Where the card is drawn: lifted a little when chosen or `pointed` at (focused or hovered)."""
        lift = m.px(16) if self.chosen else (m.px(6) if pointed else 0)
        face = self.face_rect
        depth = (min(self.count, 3) - 1) * max(2, face.width // 18)  # a stack's cards behind
        top = min([face.top - depth, *(box.top for _words, box, _size in self.badges(m, face))])  # badges over it
        room = max(0, top - self.hand.ceiling)  # it never rises into the buttons
        return self.face_rect.move(0, -min(lift, room))

    def badges(self, m: Metrics, card: pygame.Rect) -> list[tuple[str, pygame.Rect, int]]:
        """The count and "chosen" badges of the card at `card` (words, box, text size): above it
        (in the compact layout, on its picture just above its kind word), clear of its title and
        kind word, the count on the left and the choice on the right, in text of the player's size.
        Where the card is too narrow for both side by side, the choice goes on the picture (in the
        compact layout, over the count). On the card, words wider than it are drawn smaller (never
        below the smallest text size)."""
        # TRANSLATORS: a badge on a card in the hand: how many of it are chosen (keep it short)
        chosen = ((ngettext("{n} chosen", "{n} chosen", self.chosen).format(n=format_number(self.chosen))
                   if self.count > 1 else _("chosen")) if self.chosen else "")
        inside = self.hand.badges_on_cards
        many = f"x{format_number(self.count)}" if self.count > 1 else ""  # a sign, not a word: the same everywhere
        out: list[tuple[str, pygame.Rect, int]] = []
        for words, left in ((many, True), (chosen, False)):
            if not words:
                continue
            box, size = self._badge(m, words, card, inside, left)
            if out and box.colliderect(out[0][1].inflate(m.px(4), 0)):  # too narrow for both side by side
                if inside:
                    box.bottom = out[0][1].top - m.px(2)
                else:
                    box, size = self._badge(m, words, card, True, left)
            out.append((words, box, size))
        return out

    def _badge(self, m: Metrics, words: str, card: pygame.Rect, on_card: bool, left: bool) -> tuple[pygame.Rect, int]:
        """Where one badge goes, and its text size: above the card, or `on_card` over its picture
        just above the rule over its kind word (centred on it where even the smallest text is wider)."""
        small = m.font("small")
        size = small
        inset = m.px(4) if on_card else 0
        if on_card:
            least = min(small, m.px(MIN_FONT))
            while size > least and text.width(words, size) + size // 2 > card.width - 2 * inset:
                size -= 1
        box = pygame.Rect(0, 0, text.width(words, size) + size // 2, text.line_height(size) + size // 6)
        box.bottom = card.top + self.hand.art.layout(self.card, card.width).kind.top - m.px(2) if on_card else (
            card.top - m.px(3))
        if on_card and box.width > card.width - 2 * inset:
            box.centerx = card.centerx
        elif left:
            box.left = card.left + inset
        else:
            box.right = card.right - inset
        return box, size


class HandView:
    """The hand's groups, their places and the current selection."""

    def __init__(self, on_change: Callable[[], None], art: CardSet):
        self.art = art
        self.groups: list[CardGroup] = []
        self.selection: dict[str, int] = {}
        self.limit: int | None = None  # at most this many cards may be chosen (1 for a Favor)
        self.chosen_for: tuple[int, str] | None = None  # the (seat, prompt) the selection was made for
        self.on_change = on_change
        self._cards: tuple[str, ...] = ()
        self.area = pygame.Rect(0, 0, 0, 0)  # where the hand is laid out
        self.ceiling = 0  # how high a card and its badges may rise (under the action bar)
        self.badges_on_cards = False  # count badges on the cards' feet (the compact layout)
        self.first = 0  # the first group in view, when the hand scrolls
        self.scroll_left: pygame.Rect | None = None  # where "more cards this way" is drawn and clicked
        self.scroll_right: pygame.Rect | None = None

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
        self.selection = self._within(self.selection)

    def _within(self, selection: dict[str, int]) -> dict[str, int]:
        """The part of `selection` still in the hand, no more of a card than the hand holds."""
        counts = Counter(self._cards)
        return {c: min(n, counts[c]) for c, n in selection.items() if counts.get(c)}

    def choose(self, selection: dict[str, int]) -> None:
        """Choose these cards again, those still in the hand, if no more than the limit."""
        kept = self._within(selection)
        if kept and (self.limit is None or sum(kept.values()) <= self.limit):
            self.selection = kept
            self.on_change()

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
        return tuple(sorted(c for c, n in self.selection.items() for _k in range(n)))

    def layout(self, area: pygame.Rect, card_w: int, badges_on_cards: bool = False, ceiling: int | None = None) -> None:
        """Place the groups side by side, whole, at the bottom of `area` and centred in it, never
        covering one another: a hand too wide scrolls, with a "more" mark at each end that has
        cards beyond it. A card that rises (chosen, pointed at) rises with its badges no higher
        than `ceiling` (the top of `area` by default)."""
        self.area = area.copy()
        self.ceiling = area.top if ceiling is None else ceiling
        self.badges_on_cards = badges_on_cards
        self.scroll_left = self.scroll_right = None
        n = len(self.groups)
        if not n:
            return
        h = round(card_w * ASPECT)
        gap = max(4, card_w // 8)
        step = card_w + gap
        fits = max(1, (area.width + gap) // step)
        if n > fits:
            mark = max(card_w // 3, 24)
            fits = max(1, (area.width - 2 * mark + gap) // step)
            self.first = max(0, min(self.first, n - fits))
        else:
            self.first = 0
        in_view = range(self.first, min(n, self.first + fits))
        total = step * len(in_view) - gap
        x = area.centerx - total // 2
        top = area.bottom - h
        for i, g in enumerate(self.groups):
            g.shown = i in in_view
            if not g.shown:
                g.face_rect = g.rect = pygame.Rect(-10 * card_w, top, card_w, h)  # off the table
                continue
            g.face_rect = pygame.Rect(x, top, card_w, h)
            g.rect = pygame.Rect(x, top, card_w, area.bottom - top)  # what shows
            x += step
        if n > fits:
            if self.first > 0:
                self.scroll_left = pygame.Rect(area.left, top, max(card_w // 3, 24), area.bottom - top)
            if self.first + fits < n:
                self.scroll_right = pygame.Rect(area.right - max(card_w // 3, 24), top, max(card_w // 3, 24),
                                                area.bottom - top)

    def hidden_counts(self) -> tuple[int, int]:
        """Groups out of view to the left and to the right."""
        shown = [i for i, g in enumerate(self.groups) if g.shown]
        if not shown:
            return 0, 0
        return shown[0], len(self.groups) - 1 - shown[-1]

    def scroll(self, delta: int) -> bool:
        """Move the view `delta` groups along; whether it moved."""
        before = self.first
        self.first = max(0, self.first + delta)
        return self.first != before

    def bring_into_view(self, group: CardGroup) -> bool:
        """Scroll so `group` is in view; whether the view moved."""
        if group not in self.groups or group.shown:
            return False
        shown = [i for i, g in enumerate(self.groups) if g.shown]
        index = self.groups.index(group)
        self.first = index if index < shown[0] else index - len(shown) + 1
        return True

    def group_at(self, pos: tuple[int, int]) -> CardGroup | None:
        for g in self.groups:
            if g.shown and g.rect.collidepoint(pos):
                return g
        return None
