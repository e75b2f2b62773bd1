"""Drawing the table: a cached backdrop, then the hand, buttons, panels, animations and messages.

The backdrop (felt, plates, status line, the family's centre of the table, and log) is drawn
again only when something in it changed; most frames blit it whole, so frames stay cheap. While
the device is being passed, everything is drawn as a spectator sees it.
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ...i18n import _
from ...rules.words import played_for, reader
from .. import draw, text
from . import geometry, hud
from .hand import CardGroup

if TYPE_CHECKING:
    from ..widgets import Widget
    from .scene import TableScene


class TablePainter:
    """Draws one table scene; keeps its caches."""

    def __init__(self, table: TableScene):
        self.table = table
        self._log_cache: tuple[tuple, pygame.Surface] | None = None
        self._backdrop_cache: tuple[tuple, pygame.Surface] | None = None
        self._canvas: pygame.Surface | None = None
        self._told: tuple[tuple[Any, Any], list[str | None]] = ((None, None), [])  # (feed, reader): a line per event
        self.tip_box: pygame.Rect | None = None  # where the last drawing showed a spot's tip

    def log_lines(self) -> list[str]:
        """The game log so far, in the words of the table, as the one looking may read it (each
        event narrated once: the lines grow with the feed)."""
        t = self.table
        rules = t.match.ruleset
        feed = t.log_feed()
        you = log_reader(t)
        upto = t.log_upto()
        (was, told_for), told = self._told
        now = (t.seen_as, tuple(t.names), i18n.current())
        if was is not feed or told_for != now or len(told) > len(feed):
            told = []  # (the names came or changed, or the language: every line is told again)
            self._told = ((feed, now), told)
        marks = t.stand_in_marks(feed) if len(told) < upto else {}
        told.extend(narrate(rules, e, t.names, you, marks.get(n)) if rules.shown_in_log(e) else None
                    for n, e in enumerate(feed[len(told): upto], len(told)))
        return [line for line in told[:upto] if line is not None]

    def caption_area(self) -> pygame.Rect | None:
        """Where the app writes sound captions: the top of the log, kept free for them."""
        t = self.table
        g = t.geo
        if g.log is None:
            return self._free_area()
        m = t.app.metrics
        small = m.font("small")
        head = hud.log_header(t.app.key_name("log"), small, g.log.width - 2 * m.pad)
        top = g.log.top + m.pad + len(head) * text.line_height(small) + m.pad // 2
        return pygame.Rect(g.log.left + m.pad, top, g.log.width - 2 * m.pad, hud.caption_rows(t.app))

    def _free_area(self) -> pygame.Rect:
        """Without a log column, room on the table that covers no control, card or pile: beside an
        open panel, else the wider side of the piles (beside the discard pile or the direction of
        play); the status line's row when none has room for a caption."""
        t = self.table
        g = t.geo
        m = t.app.metrics
        small = m.font("small")
        row = text.line_height(small) + m.px(8)
        bottom = (min(g.countdown.top, g.odds.top) if not g.compact else g.countdown.top) - m.pad // 4
        label = max(text.width(geometry.draw_pile_label(88), small), text.width(geometry.discard_label(88), small))
        if t.panel is not None:  # below it, else above it, else over its heading (never its options)
            box = t.panel.rect
            top = box.bottom + m.pad // 2
            end = g.bar.top if t.bar_buttons else g.hand.top  # the action bar's buttons, else the hand
            choices = [pygame.Rect(g.centre.left, top, g.centre.width, end - m.pad // 2 - top),
                       pygame.Rect(g.centre.left, m.pad // 2, g.centre.width, box.top - m.pad),
                       pygame.Rect(box.left + m.pad, box.top + m.pad, box.width - 2 * m.pad,
                                   t.panel.body.top - box.top - m.pad)]
        else:
            right = max(g.discard.right, g.discard.centerx + label // 2) + m.pad
            left = min(g.cone.left, g.draw_pile.centerx - label // 2) - m.pad
            choices = sorted([pygame.Rect(right, g.discard.top, g.centre.right - right, bottom - g.discard.top),
                              pygame.Rect(g.centre.left, g.cone.top, left - g.centre.left, bottom - g.cone.top)],
                             key=lambda r: -r.width)
        for area in choices:
            if area.height >= row and area.width >= small * 6:
                return area
        return g.status.copy()

    def _log_surface(self) -> pygame.Surface:
        """The log panel, drawn again only when a line, the scroll or the look changed."""
        t = self.table
        assert t.geo.log is not None
        key = (t.seen_as, t.log_upto(), tuple(t.names), t.log_scroll, t.geo.log.size, t.app.palette.name,
               t.app.metrics, t.app.key_name("log"), t.app.settings.captions, i18n.current())
        if self._log_cache is None or self._log_cache[0] != key:
            lines = self.log_lines()
            surf = hud.render_log(t.app, t.geo.log.size, lines, t.log_scroll, t.app.key_name("log"))
            self._log_cache = (key, surf)
        return self._log_cache[1]

    def draw(self, surface: pygame.Surface) -> None:
        """The whole table; shaken as a whole during an explosion (never with reduced motion)."""
        t = self.table
        offset = t.anims.shake() if not t.app.settings.reduced_motion else (0, 0)
        target = surface
        if offset != (0, 0):
            if self._canvas is None or self._canvas.get_size() != surface.get_size():
                self._canvas = pygame.Surface(surface.get_size())
            target = self._canvas
        self._draw_table(target)
        if target is not surface:
            surface.fill(t.app.palette.felt_dark)
            surface.blit(target, offset)

    def _draw_table(self, surface: pygame.Surface) -> None:
        t = self.table
        app = t.app
        m = app.metrics
        pal = app.palette
        g = t.geo
        surface.blit(self._backdrop(surface.get_size()), (0, 0))
        t.private_drawn = None
        for seat in t.targets:  # players that can be chosen by a click
            ring = g.plates[seat].inflate(m.px(8), m.px(8))
            pygame.draw.rect(surface, pal.focus, ring, max(2, m.px(4)), border_radius=m.px(14))
        self._draw_countdown(surface)
        self._draw_autosave_notice(surface)  # under the hand, the card info and panels
        t.draw_on_felt(surface)
        focused = t.controls.focused if t.panel is None else None
        # A player out of the game who still holds cards (the dead keep theirs in some games) sees them.
        if t.viewer is not None and t.viewer >= 0 and (t.shown.alive[t.viewer] or t.shown.hand):
            shown = [group for group in t.hand.groups if group.shown]
            for group in shown:
                if group is not focused and group is not t.controls.hover:
                    group.draw(surface, app, False, False)
            for group in shown:
                if group is focused or group is t.controls.hover:
                    group.draw(surface, app, group is focused, group is t.controls.hover)
            self._draw_scroll_marks(surface)
            if t.hand.groups:
                t.private_drawn = t.viewer
        elif t.viewer is not None and t.viewer >= 0 and t.shown.winner is None:  # a game over is over
            text.blit_text(surface, _("You are out. Watch the others play on."), m.font("body"), pal.text,
                           g.hand.center, "center")
        self._draw_bar(surface)
        pointed = t.controls.hover if isinstance(t.controls.hover, CardGroup) else focused
        if t.panel is None and isinstance(pointed, CardGroup) and pointed in t.hand.groups:
            self._draw_card_info(surface, pointed)
        self.tip_box = None
        if t.panel is None and not isinstance(pointed, CardGroup):
            self._draw_tip(surface, t.controls.hover if t.controls.hover in t.centre_widgets else focused)
        if t.panel is not None:
            t.panel.draw(surface)
            if t.panel.private:
                t.private_drawn = t.viewer
        t.anims.draw(surface)
        if t.toast:
            size = m.font("body")
            words = t.toast[0]
            width = min(g.main.width - 4 * m.pad, text.width(words, size) + 2 * m.pad)
            lines = text.wrap(words, size, width - 2 * m.pad)
            box = pygame.Rect(0, 0, width, len(lines) * text.line_height(size) + m.pad)
            box.midbottom = (g.main.centerx, g.bar.top - m.pad)
            draw.panel(surface, box, pal, m.px(10), alpha=245, edge=pal.accent)
            text.blit_wrapped(surface, words, size, pal.text, box.inflate(-2 * m.pad, -m.pad // 2), align="center")

    def _draw_scroll_marks(self, surface: pygame.Surface) -> None:
        """At each end of a hand that scrolls, an arrow and how many cards are that way."""
        t = self.table
        m = t.app.metrics
        pal = t.app.palette
        left, right = t.hand.hidden_counts()
        for mark, count, way in ((t.hand.scroll_left, left, -1), (t.hand.scroll_right, right, 1)):
            if mark is None or not count:
                continue
            draw.panel(surface, mark, pal, m.px(8), alpha=235, edge=pal.accent)
            cx, cy, half = mark.centerx, mark.top + mark.height // 3, max(4, mark.width // 4)
            pygame.draw.polygon(surface, pal.accent, [(cx + way * half, cy), (cx - way * half, cy - half),
                                                      (cx - way * half, cy + half)])
            small = m.font("small")
            text.blit_text(surface, str(count), small, pal.text, (cx, cy + half + m.px(4)), "midtop")

    def autosave_notice(self) -> str:
        """Words shown on the table while the autosave is off ("" while it works)."""
        journal = self.table.journal
        return (journal.error or "") if journal is not None and not journal.on else ""

    def _draw_autosave_notice(self, surface: pygame.Surface) -> None:
        """A small lasting notice in the bottom-left of the table area while the autosave is off."""
        words = self.autosave_notice()
        if not words:
            return
        t = self.table
        m = t.app.metrics
        pal = t.app.palette
        small = m.font("small")
        words = text.ellipsize(words, small, t.geo.centre.width // 2)
        box = pygame.Rect(0, 0, text.width(words, small) + 2 * m.pad, text.line_height(small) + m.pad // 2)
        box.bottomleft = (t.geo.centre.left, t.geo.bar.top - m.pad // 2)
        draw.panel(surface, box, pal, m.px(8), alpha=235, edge=pal.danger)
        text.blit_text(surface, words, small, pal.text, box.center, "center")

    def _draw_card_info(self, surface: pygame.Surface, group: CardGroup) -> None:
        """The pointed-at card's title and rules in text of the player's size, above the hand."""
        t = self.table
        m = t.app.metrics
        cards = t.kit.cards
        bottom = group.face_rect.top - m.px(24)
        if t.bar_buttons:  # never over the buttons or the countdown: they are live controls
            bottom = min(bottom, t.geo.countdown.top - m.pad // 2)
        self._info_box(surface, cards.title(group.card), cards.text(group.card), (group.face_rect.centerx, bottom),
                       cards.colour(group.card))

    def _draw_tip(self, surface: pygame.Surface, widget: Widget | None) -> None:
        """What a pointed-at or focused spot of the centre means (its `tip`), just below it (above it
        when there is no room below)."""
        t = self.table
        if widget is None or widget not in t.centre_widgets:
            return
        tip, rect = widget.tip(), widget.rect
        if tip is None or rect.width == 0:
            return
        # A tip is asked for by pointing or focus: it never hides the action bar's buttons (a
        # replay's Play and Back, a turn's moves), the controls at hand.
        above = t.geo.bar.top - t.app.metrics.pad // 2 if t.bar_buttons else None
        self.tip_box = self._info_box(surface, *tip, (rect.centerx, rect.bottom + t.app.metrics.px(6)),
                                      t.app.palette.accent, below=True, avoid=rect, above=above)

    def _info_box(self, surface: pygame.Surface, heading: str, words: str, anchor: tuple[int, int], edge: object,
                  below: bool = False, avoid: pygame.Rect | None = None, above: int | None = None) -> pygame.Rect:
        """A box of `heading` and `words` in text of the player's size, its top (`below`) or its
        bottom at `anchor`, kept inside the table (above the line `above` where it has the room)
        and off `avoid`; returns where it was drawn."""
        t = self.table
        m = t.app.metrics
        pal = t.app.palette
        head, body = m.font("body"), m.font("small")
        width = min(t.geo.main.width - 2 * m.pad, max(m.px(320), round(body * 16)))
        inner_w = width - 2 * m.pad
        height = (text.wrapped_height(heading, head, inner_w) + text.wrapped_height(words, body, inner_w)
                  + m.pad * 3 // 2)
        box = pygame.Rect(0, 0, width, height)
        if below:
            box.midtop = anchor
        else:
            box.midbottom = anchor
        area = t.geo.main.inflate(-m.pad, -m.pad)
        if above is not None and above - area.top >= height:
            area.height = above - area.top
        box.clamp_ip(area)
        if avoid is not None and box.colliderect(avoid):  # no room below: above the spot instead
            box.bottom = avoid.top - m.px(6)
            box.clamp_ip(area)
        draw.panel(surface, box, pal, m.px(10), alpha=250, edge=edge)
        inner = box.inflate(-2 * m.pad, -m.pad)
        used = text.blit_wrapped(surface, heading, head, pal.accent, inner)
        inner.top += used
        text.blit_wrapped(surface, words, body, pal.text, inner)
        return box

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that changes only with the game or a pulse: felt, plates, status, the centre, log.

        Drawn again only when something in it changed; most frames blit it whole.
        """
        t = self.table
        shown = t.table_shown()
        words = self._status_words()
        key = (size, t.app.metrics, t.app.palette.name, t.seen_as, tuple(t.geo.main), words, t.shown_upto,
               t.log_scroll, shown.key(),
               t.flow.thinking, int(t.clock * 3) if t.flow.thinking is not None else 0, t.kit.centre_key(t),
               tuple((seat, words) for seat, (words, _left) in sorted(t.notes.items())),
               tuple(t.names), tuple(t.kinds),  # a network table learns them as people sit down
               i18n.current())  # every word drawn in it
        if self._backdrop_cache is not None and self._backdrop_cache[0] == key:
            return self._backdrop_cache[1]
        surface = self._backdrop_cache[1] if self._backdrop_cache else None
        if surface is None or surface.get_size() != size:
            surface = pygame.Surface(size)
        app = t.app
        g = t.geo
        pal = app.palette
        surface.blit(draw.felt(size, pal.felt, pal.felt_dark), (0, 0))
        notes = {seat: words for seat, (words, _left) in t.notes.items()}
        own_mark = getattr(t.kit, "draw_out_mark", None)
        hud.draw_plates(surface, app, g, shown, t.names, t.kinds, t.flow.thinking, t.clock, notes,
                        (lambda on, seat, room: own_mark(on, t, seat, room)) if own_mark else None)
        self._draw_status(surface, words)
        t.kit.draw_centre(surface, t)
        hud.draw_long_notes(surface, app, g, t.names, notes, [seat for seat in g.plates if not shown.alive[seat]])
        if g.log is not None:
            surface.blit(self._log_surface(), g.log)
        self._backdrop_cache = (key, surface)
        return surface

    def _status_words(self) -> str:
        """The line over the middle: the family's words, the winner once there is one."""
        t = self.table
        if t.shown.winner is not None:
            return _("You win!") if t.shown.winner == t.viewer else _("{name} wins!").format(
                name=t.names[t.shown.winner])
        return t.status_words()

    def _draw_status(self, surface: pygame.Surface, words: str) -> None:
        t = self.table
        m = t.app.metrics
        g = t.geo
        room = g.status.width - 4 * m.pad
        body = m.font("body")
        rows = max(1, g.status.height // text.line_height(body))
        # One line, as large as fits (a heading; in a one-line status, body text or smaller); else
        # whole words on the lines the status has.
        top = m.font("heading") if rows > 1 else body
        size = text.fit_size(words, top, room, minimum=body if rows > 1 else m.font("small"))
        lines = [words] if text.width(words, size) <= room else hud.whole_words(words, size, room, rows)
        for k, line in enumerate(lines):
            text.blit_text(surface, line, size, t.app.palette.text,
                           (g.status.centerx, g.status.top + k * text.line_height(size)), "midtop")

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        t = self.table
        w = t.flow.window
        if w is None or not t.in_window() or not t.clock_running():
            return
        m = t.app.metrics
        pal = t.app.palette
        area = t.geo.countdown
        if w.held or w.timer is None:
            if w.held:
                words = _("The countdown waits while someone answers")
            elif t.flow.hot_seat:
                words = _("No timer: claim to answer, or Go on")
            else:
                # TRANSLATORS: {answer} is the answer button's words ("Nope!"); "Let it happen" is the other button
                words = _("No timer: choose {answer} or Let it happen").format(answer=_(t.kit.answer_label))
            small = m.font("small")
            text.blit_text(surface, text.ellipsize(words, small, area.width), small, pal.text, area.center, "center")
            return
        left = max(0.0, w.timer.left)
        words, widest = countdown_words(left, w.short), countdown_words(15.0, w.short)
        # Where the invitation to hold it open has no room, the seconds alone (a key still holds it).
        time_bar(surface, t.app, area, left / max(0.1, w.total), words, widest, countdown_words(left, False))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        t = self.table
        focused = t.controls.focused if t.panel is None else None  # a panel holds the focus
        for b in t.bar_buttons:
            b.draw(surface, t.app, b is focused, b is t.controls.hover)


def countdown_words(left: float, short: bool) -> str:
    """A window's countdown: "12.5 s", or "12.5 s: any key for more time" when it was cut short."""
    seconds = tenths(left)
    # TRANSLATORS: a countdown in seconds ("12.5 s"); the longer one when a key gives more time
    return (_("{seconds} s: any key for more time") if short else _("{seconds} s")).format(seconds=seconds)


def tenths(number: float) -> str:
    """`number` with one decimal, as the current language writes it ("12.5", "12,5")."""
    if i18n.current() in (i18n.SOURCE, i18n.PSEUDO):
        return f"{number:.1f}"
    from babel.numbers import format_decimal

    return format_decimal(round(number, 1), format="#,##0.0", locale=i18n.babel_locale())


def time_bar(surface: pygame.Surface, app: Any, area: pygame.Rect, fraction: float, words: str,
             widest: str, short: str = "") -> None:
    """A countdown in `area`: a bar `fraction` full, then `words` (room kept for `widest`), or
    `short` words where those do not fit."""
    m, pal = app.metrics, app.palette
    small = m.font("small")
    label_w = min(text.width(widest, small), area.width // 2)
    bar = pygame.Rect(0, 0, max(m.px(40), min(area.width - label_w - 2 * m.pad, m.px(420))), max(8, m.px(12)))
    bar.center = (area.centerx - label_w // 2, area.centery)
    draw.progress_bar(surface, bar, min(1.0, max(0.0, fraction)), pal.good, pal.panel)
    room = max(0, area.right - bar.right - m.pad)
    if short and text.width(words, small) > room:
        words = short
    text.blit_text(surface, text.ellipsize(words, small, room), small, pal.text, (bar.right + m.pad, bar.centery),
                   "midleft")


def time_bar_least(app: Any, short: str) -> int:
    """The narrowest area in which `time_bar` shows its `short` words whole beside its shortest bar
    (the words' room is half the area, at most)."""
    m = app.metrics
    return 2 * max(text.width(short, m.font("small")) + 1, m.px(40) + 2 * m.pad)


def log_reader(table: TableScene) -> int | None:
    """The seat the log calls "you": the one looking; with nobody's view up (a watcher, the device
    passed, every hand shown) the one seat named "You" if there is one (`words.reader`), as kept:
    in any language, whatever word the table writes for it. The table's own words
    (`Director.reader`) read the same seat as "you"."""
    return reader(table.kept_names, table.seen_as if table.seen_as >= 0 else None)


def narrate(rules: Any, event: Any, names: list[str], you: int | None, stand_in: int | None = None) -> str:
    """One log line for the reader `you` (None: a spectator), in the second person for them. A
    ruleset whose `describe` takes no `you` reads the one seat called "You" as its reader.
    `stand_in`: the seat a CPU made this move for ("A CPU played for you: ...")."""
    if _reads_you(rules.describe):
        line = rules.describe(event, names, you=you)
    elif you is None:
        line = rules.describe(event, names)
    else:
        line = rules.describe(event, [("You" if i == you else n) for i, n in enumerate(names)])
    return line if stand_in is None else played_for(line, stand_in, names, you)


@lru_cache(maxsize=64)
def _reads_you(describe: Any) -> bool:
    """Whether a ruleset's `describe` takes the reader (asked once per ruleset, not per line)."""
    return "you" in inspect.signature(describe).parameters
