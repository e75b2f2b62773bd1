"""Decision panels over the middle of the table, for every family: the base, a choice among
options (a player, a card name, who answers) and a reveal of cards to the viewer alone. A
family's own panels (its kit) build on `Panel`.

A panel is modal while it is open: it gets the keyboard (arrows/Tab move, Enter chooses) and
the mouse, and its widgets scroll when the text is large. A `private` panel shows the viewer's
own cards (the table notes whose private cards a frame showed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from ...i18n import _, format_number, pgettext
from .. import cards_art, draw, text
from ..cards_art import ASPECT, CardSet
from ..widgets import Button, FocusGroup, Risk, Widget, focus_ink

if TYPE_CHECKING:
    from ...engine import Action
    from ..app import App

Hint = tuple[Widget, str, str]  # the control to use next, words for it, and the key that uses it (in words)
ENTER = ""  # a Hint's key when it is Enter: the lesson names it as all its hints do (`lessons.guide.enter_key`)


def choose_words(label: str) -> str:
    """What a newcomer is told to do with a button: "Choose Put it here"."""
    # TRANSLATORS: a hint while learning: {button} is the words on the button to choose
    return _("Choose {button}").format(button=label)


def then_list(words: Sequence[str]) -> str:
    """Cards in the order they come, for narration: "Nope, then Skip, then Attack"."""
    if not words:
        return ""
    out = words[0]
    for word in words[1:]:
        # TRANSLATORS: cards in order, one after another ("Nope, then Skip"): {first} may hold several already
        out = _("{first}, then {next}").format(first=out, next=word)
    return out


class IconButton(Button):
    """A button with a card icon before its words."""

    def __init__(self, label: str, on_click: Callable[[], None], card: str | None = None, style: str = "normal",
                 art: CardSet | None = None, risk: Risk | None = None):
        super().__init__(label, on_click, style, risk=risk)
        self.card = card
        self.art = art

    def shown_card(self) -> tuple[str, CardSet | None] | None:
        return None if self.card is None else (self.card, self.art)

    def height_for(self, width: int, app: App) -> int:
        size = app.metrics.font("body")
        icon = round(size * 1.4) if self.card else 0
        lines = text.wrap(self.label, size, max(10, width - 3 * app.metrics.pad - icon), bold=True)
        return max(app.metrics.row, sum(text.line_step(line, size, True) for line in lines) + app.metrics.pad)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        if not self.card:
            super().draw(surface, app, focused, hovered)
            return
        pal = app.palette
        self._box(surface, app, focused, hovered)  # one focus look: the fill means focus, nothing else
        self._mark(surface, app, focused)
        ink = focus_ink(app, focused, pal.text)
        size = app.metrics.font("body")
        icon_size = round(size * 1.4)
        pad = app.metrics.pad
        pygame.draw.circle(surface, pal.card_face, (self.rect.left + pad + icon_size // 2, self.rect.centery),
                           icon_size // 2 + 2)
        art = cards_art.icon(self.card, icon_size - 4, pal.name, family=self.art.family if self.art else None)
        surface.blit(art, art.get_rect(center=(self.rect.left + pad + icon_size // 2, self.rect.centery)))
        area = pygame.Rect(self.rect.left + 2 * pad + icon_size, self.rect.top, 0, 0)
        area.width = self.rect.right - pad - area.left
        lines = text.wrap(self.label, size, max(10, area.width), bold=True)
        steps = [text.line_step(line, size, True) for line in lines]
        y = self.rect.centery - sum(steps) // 2
        for line, step in zip(lines, steps, strict=True):
            text.blit_text(surface, line, size, ink, (area.left, y), bold=True)
            y += step


class Panel:
    """Base: a heading and a focus group in a box."""

    modal = True
    private = False  # it shows the viewer's own cards

    def __init__(self, app: App, heading: str, detail: str = ""):
        self.app = app
        self.heading = heading
        self.detail = detail
        self.group = FocusGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)

    def widgets(self) -> list[Widget]:
        return []

    def hint(self, action: Action) -> Hint | None:
        """The control a newcomer uses next to make `action` here (Learn to play points at it);
        None when this panel has no control of its own for it."""
        return None

    def spoken(self) -> str:
        """What the panel asks, for narration: its heading and detail."""
        return " ".join(words if words.endswith((".", "!", "?", ":")) else f"{words}."
                        for words in (self.heading, self.detail) if words)

    def layout(self, area: pygame.Rect) -> None:
        m = self.app.metrics
        keep = self.group.index
        self.group = FocusGroup(self.widgets())
        if 0 <= keep < len(self.group.widgets) and self.group.widgets[keep].focusable:
            self.group.index = keep
        self.rect = self.frame(area)
        inner = self.rect.inflate(-2 * m.pad, -2 * m.pad)
        y = inner.top + self.head_height(inner.width)
        self.body = pygame.Rect(inner.left, y + m.pad // 2, inner.width, inner.bottom - y - m.pad // 2)
        self.place(self.body)

    def head_height(self, width: int) -> int:
        """The height of the heading and the detail, wrapped to `width`."""
        m = self.app.metrics
        height = text.wrapped_height(self.heading, m.font("heading"), width)
        if self.detail:
            height += text.wrapped_height(self.detail, m.font("body"), width)
        return height

    def body_height(self, width: int) -> int:
        """The least body height the widgets need at `width` (0: they fit any height, e.g. by scrolling)."""
        return 0

    def frame(self, area: pygame.Rect) -> pygame.Rect:
        """The panel's box: `area`, made taller when the body needs more height than it leaves:
        down over the hand and the bar (out of play while it is open), up over the plates only
        where the window ends (a plate half covered reads as cut words)."""
        m = self.app.metrics
        width = area.width - 2 * m.pad
        need = self.head_height(width) + m.pad // 2 + self.body_height(width) + 2 * m.pad
        if need <= area.height:
            return area.copy()
        window = m.rect.inflate(-2 * m.pad, -2 * m.pad)
        rect = pygame.Rect(area.left, area.top, area.width, min(window.height, need))
        return rect.clamp(window)

    def column_width(self, body_width: int) -> int:
        """The default column's width in a body `body_width` wide: centred, not too wide."""
        m = self.app.metrics
        return min(body_width - 2 * m.pad, max(m.px(420), round(m.font("body") * 18)))

    def column_height(self, body_width: int) -> int:
        """The default column's full height: every widget, with the gaps between them."""
        width = self.column_width(body_width)
        widgets = self.group.widgets
        return sum(w.height_for(width, self.app) for w in widgets) + max(0, len(widgets) - 1) * self.app.metrics.px(8)

    def place(self, body: pygame.Rect) -> None:
        """Lay the widgets out in `body` (default: a scrolling column, centred, not too wide)."""
        width = self.column_width(body.width)
        column = pygame.Rect(body.centerx - width // 2, body.top, width, body.height)
        self.group.layout_column(column, self.app.metrics.px(8), self.app)

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self.group.handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            self.group.focus_in_view()
        return used

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
    """Pick one of several options (players, card names, discard cards, who Nopes). `risks`: the
    options (by their words) that lose something irreversibly; never focused first, and asked
    about once when chosen by keyboard (see `Risk`)."""

    def __init__(self, app: App, heading: str, options: Sequence[tuple[str, str | None, Callable[[], None]]],
                 detail: str = "", cancel: Callable[[], None] | None = None, art: CardSet | None = None,
                 risks: Mapping[str, Risk] | None = None):
        super().__init__(app, heading, detail)
        self.options = list(options)
        self.cancel = cancel
        self.art = art
        self.risks = dict(risks or {})

    def body_height(self, width: int) -> int:
        """Every option in view: the panel grows over the table (up to the window) before it
        scrolls, so a choice at large text never hides behind empty felt."""
        return self.column_height(width)

    def widgets(self) -> list[Widget]:
        out: list[Widget] = [IconButton(label, action, card, art=self.art, risk=self.risks.get(label))
                             for label, card, action in self.options]
        if self.cancel:
            out.append(Button(_("Back"), self.cancel))
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.cancel and event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel()
            return True
        return super().handle_event(event)


class RevealPanel(Panel):
    """Cards shown face up to the viewer only (See the Future: the top of the draw pile)."""

    private = True
    LEAST_CARD_W = 50  # the cards' least width, in design pixels

    def __init__(self, app: App, cards: tuple[str, ...], on_ok: Callable[[], None], card_w: int,
                 heading: str | None = None, detail: str | None = None, art: CardSet | None = None):
        super().__init__(app, heading or _("The top of the draw pile"),
                         detail or _("Only you see these. The leftmost card is the next one drawn."))
        self.cards = cards
        self.art = art
        self.family = art.family if art else None
        self.card_w = card_w
        self.ok = Button(_("Got it"), on_ok, style="primary")
        self.rects: list[pygame.Rect] = []
        self.time = 0.0  # the cards turn over one after another

    def update(self, dt: float) -> None:
        self.time += dt

    def _turn(self, index: int) -> float:
        """How far card `index` has turned over, 0 (back) to 1 (face)."""
        return max(0.0, min(1.0, (self.time - 0.15 - index * 0.18) / 0.3))

    def widgets(self) -> list[Widget]:
        return [self.ok]

    def spoken(self) -> str:
        titles = [self.art.looks[c].title if self.art and c in self.art.looks else c for c in self.cards]
        cards = then_list(titles) if titles else _("no cards")
        # TRANSLATORS: narration of the cards seen: {panel} is the heading and text, {cards} the cards in order
        return _("{panel} {cards}.").format(panel=super().spoken(), cards=cards)

    def body_height(self, width: int) -> int:
        """The cards at their least size (`LEAST_CARD_W`), their labels and Got it: the panel grows
        over the table for them (at 1024x640 with 200% text Got it hung below the panel)."""
        m = self.app.metrics
        least_card_h = round(m.px(self.LEAST_CARD_W) * ASPECT)
        button_h = self.ok.height_for(min(width, m.px(420)), self.app)
        return text.line_height(m.font("small")) + least_card_h + button_h + 3 * m.pad

    def place(self, body: pygame.Rect) -> None:
        m = self.app.metrics
        small = text.line_height(m.font("small"))
        bw = min(body.width, m.px(420))
        button_h = self.ok.height_for(bw, self.app)
        room = body.height - button_h - small - 3 * m.pad
        w = max(m.px(self.LEAST_CARD_W), min(self.card_w, round(room / ASPECT)))
        h = round(w * ASPECT)
        gap = m.px(24)
        total = len(self.cards) * w + max(0, len(self.cards) - 1) * gap
        x = body.centerx - total // 2
        y = body.top + small + m.pad
        self.rects = []
        for _card in self.cards:
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
                img = cards_art.face(card, r.width, pal.name, self.family)
                if still and turn < 1:
                    img = img.copy()
                    img.set_alpha(round(255 * turn))
            else:  # a flip: the back narrows to nothing, then the face widens
                img = (cards_art.back(r.width, pal.name) if turn < 0.5
                       else cards_art.face(card, r.width, pal.name, self.family))
                width = max(1, round(r.width * abs(1 - 2 * turn)))
                img = pygame.transform.smoothscale(img, (width, r.height))
            surface.blit(img, img.get_rect(center=r.center))
            # TRANSLATORS: over the cards seen: the first is "Top", the others "2.", "3."
            label = pgettext("pile", "Top") if i == 0 else _("{n}.").format(n=format_number(i + 1))
            text.blit_text(surface, label, small, pal.text_dim, (r.centerx, r.top - m.pad // 2), "midbottom")
        if not self.cards:
            text.blit_text(surface, _("The draw pile is empty."), m.font("body"), pal.text, self.body.center, "center")
