"""Menu widgets and the focus group that moves between them by keyboard and mouse.

Every widget can be reached with Tab or the arrow keys and chosen with Enter (or Space), or
clicked. One look means "focused" everywhere: the widget is filled with the palette's focus
colour, its words turn dark, and a ring surrounds it. Nothing else is ever filled that way: a
primary or a destructive button is marked by a coloured bar at its left edge, and the
hovered widget is only tinted.
A `FocusGroup` lays its widgets out in a column and scrolls when they do not fit.
Each widget says what it is for narration (`spoken`): its name, role and state, in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, _
from ..names import shown_name, typed_name
from . import draw, text
from .layout import MIN_FONT
from .theme import mix

if TYPE_CHECKING:
    from .app import App
    from .cards_art import CardSet

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class Risk:
    """An irreversible choice that loses something (forfeit, a bluff, drawing a Kitten you can
    see, leaving a game). A risky widget is never the focused default of a group, and chosen by
    keyboard it asks once first: `ask(then)` puts the question and runs `then` on yes (a click
    is deliberate; with `always` a click asks too). `game.ui.scenes.dialogs.risk` makes one."""

    ask: Callable[[Callable[[], None]], None]
    always: bool = False


class Widget:
    """A rectangle that can be focused, drawn and chosen."""

    focusable = True
    risk: Risk | None = None  # a risky choice (see `Risk`)

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True

    def height_for(self, width: int, app: App) -> int:
        return app.metrics.row

    def shown_card(self) -> tuple[str, CardSet | None] | None:
        """The card this widget shows, with the card set it is drawn from if known (F1 tells its
        rules); None for a widget that shows no card."""
        return None

    def tip(self) -> tuple[str, str] | None:
        """What a number or mark on this widget means, as (heading, words): shown beside it while
        it is pointed at or focused, and by F1; None for a widget that needs no explaining."""
        return None

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        raise NotImplementedError

    def activate(self) -> None:
        """Chosen with Enter or a click."""

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def refused(self) -> bool:
        """Chosen while unavailable: says what to do first, if it can; True when it did."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Keys other than moving focus and confirming; True when used."""
        return False

    def spoken(self, full: bool = False) -> str:
        """Its name, role and state for narration ("Draw a card, button"); `full` adds detail."""
        return ""

    def _box(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool, fill: Any = None) -> None:
        """The widget's background: the focus look when focused, else `fill` (tinted on hover)."""
        pal = app.palette
        radius = app.metrics.px(10)
        base = fill or pal.panel
        if focused:
            base = pal.focus
        elif hovered and self.enabled:
            base = mix(base, pal.focus, 0.18)
        pygame.draw.rect(surface, base, self.rect, border_radius=radius)
        pygame.draw.rect(surface, pal.panel_edge, self.rect, max(1, app.metrics.px(2)), border_radius=radius)
        if focused:
            draw.focus_ring(surface, self.rect, pal, radius, max(2, app.metrics.px(3)))


def focus_ink(app: App, focused: bool, colour: Any) -> Any:
    """Words on a widget: dark on the focus fill, else `colour`."""
    return app.palette.accent_text if focused else colour


def mark_colour(app: App, style: str) -> Any:
    """The edge bar that marks a primary or destructive button (None for a plain one)."""
    return {"primary": app.palette.accent, "danger": app.palette.danger}.get(style)


class Label(Widget):
    """Text that is not focusable: a heading or a paragraph, wrapped to the width."""

    focusable = False

    def __init__(self, words: str, role: str = "body", dim: bool = False, bold: bool = False,
                 reserve: Sequence[str] = ()):
        super().__init__()
        self.words = words
        self.role = role
        self.dim = dim
        self.bold = bold
        self.reserve = tuple(reserve)  # other words it may show: it is as tall as the tallest, so nothing moves

    def height_for(self, width: int, app: App) -> int:
        size = app.metrics.font(self.role)
        return max(text.wrapped_height(words, size, width, self.bold) for words in (self.words, *self.reserve))

    def spoken(self, full: bool = False) -> str:
        return self.words

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        colour = app.palette.text_dim if self.dim else app.palette.text
        text.blit_wrapped(surface, self.words, app.metrics.font(self.role), colour, self.rect, bold=self.bold)


class Button(Widget):
    """A labelled button; `style` is "normal", "primary" or "danger"."""

    def __init__(self, label: str, on_click: Callable[[], None], style: str = "normal", hint: str = "",
                 risk: Risk | None = None, explains: bool = False):
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hint = hint  # e.g. the key that also does it, shown at the right
        self.risk = risk
        self.explains = explains  # chosen while unavailable, `on_click` still runs: it says what is missing

    def height_for(self, width: int, app: App) -> int:
        lines = self._lines(app, width - 2 * app.metrics.pad)
        return max(app.metrics.row, sum(text.line_step(line, size, True) for line, size in lines) + app.metrics.pad)

    def _lines(self, app: App, width: int) -> list[tuple[str, int]]:
        """Its words on lines of `width`, broken only between words: a word wider than the button
        is drawn smaller, whole (never 'Reprodu' / 'cir')."""
        return text.word_lines(self._words(), app.metrics.font("body"), max(10, width), bold=True,
                               minimum=app.metrics.px(MIN_FONT))

    def _words(self) -> str:
        return f"{self.label}  [{self.hint}]" if self.hint else self.label

    def spoken(self, full: bool = False) -> str:
        said = _("{name}, button") if self.enabled else _("{name}, button, unavailable")
        words = said.format(name=self.label or self._words())
        if self.hint and full:
            words = _("{words}, key {key}").format(words=words, key=self.hint)
        return words

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.palette
        fill = pal.panel if self.enabled else mix(pal.panel, pal.panel_edge, 0.35)
        self._box(surface, app, focused, hovered, fill)
        self._mark(surface, app, focused)
        ink = pal.danger if self.style == "danger" else pal.text
        ink = focus_ink(app, focused, ink if self.enabled else pal.text_dim)
        lines = self._lines(app, self.rect.width - 2 * app.metrics.pad)
        steps = [text.line_step(line, size, True) for line, size in lines]
        y = self.rect.centery - sum(steps) // 2
        for (line, size), step in zip(lines, steps, strict=True):
            text.blit_text(surface, line, size, ink, (self.rect.centerx, y), "midtop", bold=True)
            y += step

    def _mark(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        """A primary or destructive button's bar at its left edge (dark on the focus fill)."""
        colour = mark_colour(app, self.style)
        if colour is None or not self.enabled:
            return
        m = app.metrics
        bar = pygame.Rect(0, 0, max(4, m.px(8)), self.rect.height - 2 * max(3, m.px(6)))
        bar.midleft = (self.rect.left + max(3, m.px(6)), self.rect.centery)
        pygame.draw.rect(surface, focus_ink(app, focused, colour), bar, border_radius=bar.width // 2)

    def activate(self) -> None:
        """Chosen by keyboard: a risky button asks first; an unavailable one says why, if it can."""
        if not self.enabled:
            self.refused()
            return
        if self.risk is not None:
            self.risk.ask(self.on_click)
        else:
            self.on_click()

    def refused(self) -> bool:
        if self.explains:
            self.on_click()
        return self.explains

    def click(self, pos: tuple[int, int]) -> None:
        """Chosen by a click: deliberate, so it asks only when the risk says `always`."""
        if not self.enabled:
            return
        if self.risk is not None and self.risk.always:
            self.risk.ask(self.on_click)
        else:
            self.on_click()


class _Setting(Widget):
    """A row with a label at the left and a value at the right (stacked when narrow)."""

    def __init__(self, label: str):
        super().__init__()
        self.label = label

    def value_text(self) -> str:
        raise NotImplementedError

    def spoken(self, full: bool = False) -> str:
        words = _("{label}: {value}, {role}").format(label=self.label, value=self.value_text(), role=_(self.role_words))
        return _("{words}, Left and Right change it").format(words=words) if full else words

    role_words = N_("setting")  # what it is, said by narration

    def _stacked(self, width: int, app: App) -> bool:
        size = app.metrics.font("body")
        need = text.width(self.label, size) + text.width(self._shown_value(), size, True) + 5 * app.metrics.pad
        return need > width

    def _shown_value(self) -> str:
        return f"<  {self.value_text()}  >"

    def height_for(self, width: int, app: App) -> int:
        if not self._stacked(width, app):
            return app.metrics.row
        size = app.metrics.font("body")
        inner = width - 2 * app.metrics.pad
        lines = len(text.wrap(self.label, size, inner)) + len(text.wrap(self._shown_value(), size, inner, True))
        return lines * text.line_height(size) + app.metrics.pad

    def _row_frame(self, surface: pygame.Surface, app: App, focused: bool,
                   hovered: bool) -> tuple[int, int, pygame.Rect, Any, Any]:
        """Draw the row's box; return the text size, the padding, the room inside and the two inks
        (label, value) for the focus state."""
        self._box(surface, app, focused, hovered)
        pal = app.palette
        pad = app.metrics.pad
        return (app.metrics.font("body"), pad, self.rect.inflate(-2 * pad, 0),
                focus_ink(app, focused, pal.text), focus_ink(app, focused, pal.accent))

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        size, pad, inner, ink, value_ink = self._row_frame(surface, app, focused, hovered)
        if self._stacked(self.rect.width, app):
            top = pygame.Rect(inner.left, self.rect.top + pad // 2, inner.width, self.rect.height)
            used = text.blit_wrapped(surface, self.label, size, ink, top)
            value_rect = pygame.Rect(inner.left, top.top + used, inner.width, self.rect.height)
            text.blit_wrapped(surface, self._shown_value(), size, value_ink, value_rect, bold=True)
            return
        text.blit_text(surface, self.label, size, ink, (inner.left, self.rect.centery), "midleft")
        text.blit_text(surface, self._shown_value(), size, value_ink, (inner.right, self.rect.centery), "midright",
                       bold=True)


class Toggle(_Setting):
    """On or off, shown in words."""

    role_words = N_("switch")

    def __init__(self, label: str, get: Callable[[], bool], put: Callable[[bool], None]):
        super().__init__(label)
        self.get = get
        self.put = put

    def value_text(self) -> str:
        return _("On") if self.get() else _("Off")

    def _shown_value(self) -> str:
        return f"[ {self.value_text()} ]"

    def activate(self) -> None:
        self.put(not self.get())

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.activate()
            return True
        return False


class Choice(_Setting):
    """One value out of several: Left/Right (or a click on "<" or ">") step through them, the way
    the arrow points, and stop at the ends (an arrow shows only where there is a step to take).
    The arrows stay put whatever the value: they frame the widest value's room."""

    role_words = N_("choice")

    def __init__(self, label: str, options: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 put: Callable[[Any], None]):
        super().__init__(label)
        self.options = list(options)
        self.get = get
        self.put = put
        self.value_box = pygame.Rect(0, 0, 0, 0)  # where the value and its arrows were drawn

    def _index(self) -> int:
        values = [v for v, _words in self.options]
        current = self.get()
        return values.index(current) if current in values else 0

    def value_text(self) -> str:
        return self.options[self._index()][1]

    def all_words(self) -> list[str]:
        """Every value's words (the widest sets where the arrows stand)."""
        return [words for _value, words in self.options]

    def ends(self) -> tuple[bool, bool]:
        """Whether the value is the first, and whether it is the last."""
        i = self._index()
        return i <= 0, i >= len(self.options) - 1

    def step(self, delta: int) -> None:
        i = self._index()
        to = max(0, min(len(self.options) - 1, i + delta))
        if to != i:
            self.put(self.options[to][0])

    def spoken(self, full: bool = False) -> str:
        first, last = self.ends()
        words = super().spoken(full)
        where = _("first value") if first and not last else _("last value") if last and not first else ""
        return _("{words}, {where}").format(words=words, where=where) if where and full else words

    def _shown_value(self) -> str:
        first, last = self.ends()
        return f"{' ' if first else '<'}  {self.value_text()}  {' ' if last else '>'}"

    def _box_width(self, app: App) -> int:
        size = app.metrics.font("body")
        widest = max((text.width(w, size, True) for w in self.all_words()), default=0)
        return widest + 2 * text.width("<  ", size, True)

    def _stacked(self, width: int, app: App) -> bool:
        need = text.width(self.label, app.metrics.font("body")) + self._box_width(app) + 5 * app.metrics.pad
        return need > width

    def height_for(self, width: int, app: App) -> int:
        if not self._stacked(width, app):
            return app.metrics.row
        size = app.metrics.font("body")
        inner = width - 2 * app.metrics.pad
        value_lines = 1 if self._box_width(app) <= inner else 2
        return (len(text.wrap(self.label, size, inner)) + value_lines) * text.line_height(size) + app.metrics.pad

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        size, pad, inner, ink, value_ink = self._row_frame(surface, app, focused, hovered)
        width = min(inner.width, self._box_width(app))
        if self._stacked(self.rect.width, app):
            top = pygame.Rect(inner.left, self.rect.top + pad // 2, inner.width, self.rect.height)
            used = text.blit_wrapped(surface, self.label, size, ink, top)
            line = text.line_height(size)
            self.value_box = pygame.Rect(inner.left, top.top + used, width, self.rect.bottom - top.top - used)
            self.value_box.height = min(self.value_box.height, 2 * line)
        else:
            text.blit_text(surface, self.label, size, ink, (inner.left, self.rect.centery), "midleft")
            self.value_box = pygame.Rect(inner.right - width, self.rect.top, width, self.rect.height)
        box = self.value_box
        first, last = self.ends()
        mid = box.centery if not self._stacked(self.rect.width, app) else box.top + text.line_height(size) // 2
        if not first:
            text.blit_text(surface, "<", size, value_ink, (box.left, mid), "midleft", bold=True)
        if not last:
            text.blit_text(surface, ">", size, value_ink, (box.right, mid), "midright", bold=True)
        arrow = text.width("<  ", size, True)
        words = pygame.Rect(box.left + arrow, box.top, max(10, box.width - 2 * arrow), box.height)
        lines = text.wrap(self.value_text(), size, words.width, bold=True)
        step = text.line_height(size)
        y = mid - step // 2 - (len(lines) - 1) * step // 2
        for one in lines:
            text.blit_text(surface, one, size, value_ink, (words.centerx, y), "midtop", bold=True)
            y += step

    def activate(self) -> None:
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        # The value's left half (the "<") steps back, its right half (the ">") and the label forward.
        box = self.value_box
        back = box.width > 0 and box.left - self.rect.height // 2 <= pos[0] < box.centerx
        self.step(-1 if back else 1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False


class TextField(_Setting):
    """Editable text: type while focused; Backspace deletes; Enter runs `on_enter` if given."""

    role_words = N_("text field")

    def __init__(self, label: str, get: Callable[[], str], put: Callable[[str], None], max_length: int = 20,
                 on_enter: Callable[[], None] | None = None):
        super().__init__(label)
        self.get = get
        self.put = put
        self.max_length = max_length
        self.on_enter = on_enter
        self.editing = False

    def activate(self) -> None:
        if self.on_enter is not None:
            self.on_enter()

    def value_text(self) -> str:
        return self.get()

    def _shown_value(self) -> str:
        return f"{self.get()}_" if self.editing else _("{name}  (edit)").format(name=self.get())

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        self.editing = focused
        super().draw(surface, app, focused, hovered)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.put(self.get()[:-1])
            return True
        return False

    def type_text(self, words: str) -> None:
        new = (self.get() + words)[: self.max_length]
        self.put("".join(ch for ch in new if ch.isprintable()))


class NameField(TextField):
    """A TextField for a person's name: the name of one who typed none ("You") shows as the
    reader's word for it and is kept as "You", so it follows a change of language; a typed name
    is kept as typed (`names.shown_name`, `names.typed_name`)."""

    def __init__(self, label: str, get: Callable[[], str], put: Callable[[str], None], max_length: int = 20,
                 on_enter: Callable[[], None] | None = None):
        super().__init__(label, lambda: shown_name(get()), lambda text: put(typed_name(text)), max_length, on_enter)


class SecretField(TextField):
    """A TextField for a password: its text is shown, and read aloud, as stars."""

    def value_text(self) -> str:
        return "*" * len(self.get())

    def _shown_value(self) -> str:
        return f"{self.value_text()}_" if self.editing else _("{name}  (edit)").format(name=self.value_text())


class FocusGroup:
    """The focusable widgets of a screen, in order, laid out in a scrolling column."""

    def __init__(self, widgets: Sequence[Widget] = ()):
        self.widgets: list[Widget] = list(widgets)
        self.index = self.safe_default()
        self.hover: Widget | None = None
        self.viewport: pygame.Rect | None = None
        self.scroll = 0
        self._base: dict[int, pygame.Rect] = {}
        self._content_height = 0
        self._per = 0  # laid out in columns: the widgets in each (Left and Right go across)

    # ---- layout --------------------------------------------------------------------------
    def layout_column(self, area: pygame.Rect, gap: int, app: App) -> None:
        """Stack the widgets in `area`; scroll when they are taller than it."""
        y = 0
        self._base = {}
        for w in self.widgets:
            h = w.height_for(area.width, app)
            self._base[id(w)] = pygame.Rect(area.left, area.top + y, area.width, h)
            y += h + gap
        self._content_height = max(0, y - gap)
        self._per = 0
        self.viewport = area.copy()
        self.scroll = min(self.scroll, self.max_scroll)
        self._place()
        self._show_focused()

    def layout_columns(self, area: pygame.Rect, gap: int, app: App, columns: int) -> None:
        """Lay the widgets out in `columns` side by side (the first ones down the left, in order),
        rows as tall as their tallest widget; scroll when they are taller than `area`."""
        per = -(-len(self.widgets) // max(1, columns))
        width = (area.width - gap * (columns - 1)) // columns
        heights = [w.height_for(width, app) for w in self.widgets]
        self._base = {}
        y = 0
        for row in range(per):
            cells = range(row, len(self.widgets), per)
            tall = max(heights[i] for i in cells)
            for col, i in enumerate(cells):
                left = area.left + col * (width + gap)
                self._base[id(self.widgets[i])] = pygame.Rect(left, area.top + y, width, tall)
            y += tall + gap
        self._content_height = max(0, y - gap)
        self._per = per if columns > 1 else 0
        self.viewport = area.copy()
        self.scroll = min(self.scroll, self.max_scroll)
        self._place()
        self._show_focused()

    @property
    def content_height(self) -> int:
        """The column's full height (it scrolls when taller than the viewport)."""
        return self._content_height

    @property
    def max_scroll(self) -> int:
        if self.viewport is None:
            return 0
        return max(0, self._content_height - self.viewport.height)

    def scroll_by(self, pixels: int) -> None:
        """Scroll the column (positive: further down)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))
        self._place()

    def _place(self) -> None:
        for w in self.widgets:
            base = self._base.get(id(w))
            if base is not None:
                w.rect = base.move(0, -self.scroll)

    def _show_focused(self) -> None:
        w = self.focused
        if w is None or self.viewport is None or id(w) not in self._base:
            return
        base = self._base[id(w)]
        top = base.top - self.viewport.top
        if top - self.scroll < 0:
            self.scroll = top
        elif top + base.height - self.scroll > self.viewport.height:
            self.scroll = top + base.height - self.viewport.height
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self._place()

    def focus_in_view(self) -> None:
        """After a scroll by the mouse: when the focused widget left the viewport, the focus goes
        to the nearest focusable widget wholly in view, so Enter never chooses a hidden row."""
        vp = self.viewport
        w = self.focused
        if vp is None or w is None or vp.contains(w.rect):
            return
        seen = [i for i, x in enumerate(self.widgets) if x.focusable and x.enabled and vp.contains(x.rect)]
        if seen:
            self.index = min(seen, key=lambda i: abs(i - self.index))

    # ---- focus ---------------------------------------------------------------------------
    @property
    def focused(self) -> Widget | None:
        if 0 <= self.index < len(self.widgets):
            return self.widgets[self.index]
        return None

    def focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.index = self.widgets.index(widget)
            self._show_focused()

    def safe_default(self, among: Sequence[Widget] | None = None, last: bool = False) -> int:
        """The index of the focused default: the first (or `last`) focusable, enabled widget (of
        `among`, if given) that is not risky; a risky one only when nothing else can be chosen."""
        pool = [w for w in (self.widgets if among is None else among) if w in self.widgets]
        choosable = [w for w in pool if w.focusable and w.enabled]
        safe = [w for w in choosable if w.risk is None]
        order = safe or choosable
        if not order:
            return -1 if among is None else self.index
        return self.widgets.index(order[-1] if last else order[0])

    def _first_focusable(self, start: int, step: int) -> int:
        n = len(self.widgets)
        for k in range(n):
            i = (start + k * step) % n
            if self.widgets[i].focusable and self.widgets[i].enabled:
                return i
        return -1

    def spoken(self, full: bool = False) -> str:
        """The focused widget's words for narration; one with none is named by its place."""
        widget = self.focused
        if widget is None:
            return ""
        return widget.spoken(full) or self.place_words(widget)

    def place_words(self, widget: Widget) -> str:
        """ "Option 3 of 7": a widget that has no words of its own, by its place among the focusable."""
        choosable = [w for w in self.widgets if w.focusable]
        if widget not in choosable:
            return ""
        return _("Option {number} of {count}").format(number=choosable.index(widget) + 1, count=len(choosable))

    def move(self, step: int) -> None:
        if not self.widgets:
            return
        start = (self.index + step) % len(self.widgets) if self.index >= 0 else 0
        self.index = self._first_focusable(start, step)
        self._show_focused()

    def move_across(self, direction: int) -> None:
        """In columns: to the same row of the column beside (-1 left, 1 right; its last widget
        when that column is shorter), staying put at the edge."""
        per, n = self._per, len(self.widgets)
        if self.index < 0:
            self.move(direction)
            return
        column = self.index // per + direction
        if column < 0 or column * per >= n:
            return
        target = min(self.index + direction * per, n - 1)
        if self.widgets[target].focusable and self.widgets[target].enabled:
            self.index = target
            self._show_focused()

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        if self.viewport is not None and not self.viewport.collidepoint(pos):
            return None
        for w in self.widgets:
            if w.focusable and w.rect.collidepoint(pos):
                return w
        return None

    # ---- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            focused = self.focused
            if focused is not None and focused.key(event):
                return True
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self._per:
                self.move_across(1 if event.key == pygame.K_RIGHT else -1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.move(1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move(-1)
                return True
            if event.key in CONFIRM_KEYS and focused is not None:
                if isinstance(focused, TextField) and event.key == pygame.K_SPACE:
                    return False  # typed as text
                focused.activate()
                return True
            return False
        if event.type == pygame.TEXTINPUT and isinstance(self.focused, TextField):
            self.focused.type_text(event.text)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.widget_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            w = self.widget_at(event.pos)
            if w is not None and w.enabled:
                self.focus(w)
                w.click(event.pos)
                return True
            return w is not None and w.refused()  # not yet: it may say what to do first
        if event.type == pygame.MOUSEWHEEL and self.max_scroll:
            self.scroll_by(-event.y * 40)
            return True
        return False

    def draw(self, surface: pygame.Surface, app: App, show_focus: bool = True) -> None:
        """Draw the column; `show_focus` False under a dialog, so only the dialog shows focus."""
        clip = surface.get_clip()
        if self.viewport is not None:
            # Leave room for focus rings just outside the column.
            surface.set_clip(self.viewport.inflate(app.metrics.px(16), app.metrics.px(8)))
        for w in self.widgets:
            if self.viewport is not None and not w.rect.colliderect(self.viewport):
                continue  # scrolled out: not even a sliver of it shows in the room kept for rings
            w.draw(surface, app, show_focus and w is self.focused, show_focus and w is self.hover)
        surface.set_clip(clip)
        if self.max_scroll and self.viewport is not None:
            self._scrollbar(surface, app)

    def _scrollbar(self, surface: pygame.Surface, app: App) -> None:
        vp = self.viewport
        assert vp is not None
        bar = pygame.Rect(vp.right + app.metrics.px(10), vp.top, app.metrics.px(6), vp.height)
        pygame.draw.rect(surface, app.palette.panel_edge, bar, border_radius=bar.width // 2)
        frac = vp.height / (self._content_height or 1)
        thumb = bar.copy()
        thumb.height = max(bar.width * 3, round(bar.height * frac))
        thumb.top = bar.top + round((bar.height - thumb.height) * self.scroll / (self.max_scroll or 1))
        pygame.draw.rect(surface, app.palette.text, thumb, border_radius=bar.width // 2)
