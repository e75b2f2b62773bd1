"""Statistics, drawn: win rate by game and by CPU level as bars, and the last games as a strip.

Every bar has its rate and its count of games written beside it, and every mark of the strip a
letter (W won, L lost), so no colour carries meaning alone. Each bar row and the strip can be
focused, so the keyboard walks (and scrolls) through them; Esc or Back leaves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ... import i18n, stats
from ...engine import all_games
from ...i18n import _, ngettext, pgettext
from .. import text
from ..layout import MIN_FONT
from ..table.seats import SEAT_KIND_LABELS
from ..theme import mix
from ..widgets import Button, Label, Widget, focus_ink
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

MIN_BAR_CHARS = 6  # a bar is at least this many body-text sizes long beside its words
TRACK_MIX = 0.45  # a bar's empty track: the panel this far towards its edge colour


def rate_words(record: stats.Record) -> str:
    """The number beside a bar: its rate and how many games it counts."""
    if not record.played:
        return _("no games yet")
    # TRANSLATORS: beside a bar of the win rate: "{percent}" is e.g. "50%"
    return ngettext("{percent}, {wins} of {n} won", "{percent}, {wins} of {n} won", record.played).format(
        percent=i18n.format_percent(round(record.win_rate * 100)), wins=i18n.format_number(record.wins),
        n=i18n.format_number(record.played))


def won_letter() -> str:
    # TRANSLATORS: the one letter on a game won in the strip of the last games
    return pgettext("a game won", "W")


def lost_letter() -> str:
    # TRANSLATORS: the one letter on a game lost in the strip of the last games
    return pgettext("a game lost", "L")


def abbreviations(names: dict[str, str]) -> dict[str, str]:
    """A short, distinct tag for each game id (the initials of its name: "EK")."""
    tags: dict[str, str] = {}
    for game_id, name in names.items():
        tag = "".join(word[0] for word in name.split() if word[0].isalnum()).upper() or game_id[:2].upper()
        base, n = tag, 2
        while tag in tags.values():
            tag, n = f"{base}{n}", n + 1
        tags[game_id] = tag
    return tags


class _Drawn:
    """What a widget drew last: each line of words and where (for the layout tests)."""

    def __init__(self) -> None:
        self.words: list[tuple[str, pygame.Rect]] = []

    def put(self, surface: pygame.Surface, words: str, size: int, colour, pos: tuple[int, int],
            anchor: str = "topleft") -> pygame.Rect:
        rect = text.blit_text(surface, words, size, colour, pos, anchor)
        self.words.append((words, rect))
        return rect


class BarChart:
    """Rows of (name, record) sharing one column for names and one for numbers, so bars line up
    (across every section the rows are added in)."""

    def __init__(self) -> None:
        self.rows: list[BarRow] = []

    def add(self, rows: Sequence[tuple[str, stats.Record]]) -> list[BarRow]:
        """New rows for a section of the chart."""
        made = [BarRow(self, name, record) for name, record in rows]
        self.rows += made
        return made

    def columns(self, width: int, app: App) -> tuple[int, int] | None:
        """(name column, number column) widths when a row fits on one line, else None (stacked)."""
        size, pad = app.metrics.font("body"), app.metrics.pad
        names = max(text.width(r.name, size) for r in self.rows)
        numbers = max(text.width(r.words, size) for r in self.rows)
        need = names + numbers + MIN_BAR_CHARS * size + 4 * pad
        return (names, numbers) if need <= width else None


class BarRow(Widget):
    """One bar: the name, a bar as long as the win rate, the rate and count beside it."""

    def __init__(self, chart: BarChart, name: str, record: stats.Record):
        super().__init__()
        self.chart = chart
        self.name = name
        self.record = record
        self.words = rate_words(record)
        self.track = pygame.Rect(0, 0, 0, 0)  # the bar's full length
        self.fill = pygame.Rect(0, 0, 0, 0)  # the part that shows the win rate
        self.drawn = _Drawn()

    def _stacked_lines(self, width: int, app: App) -> tuple[list[str], bool]:
        """The name's lines, and whether the numbers fit beside the bar when stacked."""
        size, pad = app.metrics.font("body"), app.metrics.pad
        inner = width - 2 * pad
        beside = text.width(self.words, size) + MIN_BAR_CHARS * size + pad <= inner
        return text.wrap(self.name, size, inner), beside

    def height_for(self, width: int, app: App) -> int:
        m = app.metrics
        step = text.line_height(m.font("body"))
        if self.chart.columns(width, app) is not None:
            return max(m.row, step + m.pad)
        lines, beside = self._stacked_lines(width, app)
        below = 1 if beside else 2
        return (len(lines) + below) * step + m.pad

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        self._box(surface, app, focused, hovered)
        self.drawn = _Drawn()
        m, pal = app.metrics, app.palette
        size, pad = m.font("body"), m.pad
        ink = focus_ink(app, focused, pal.text)
        step = text.line_height(size)
        inner = self.rect.inflate(-2 * pad, 0)
        columns = self.chart.columns(self.rect.width, app)
        if columns is not None:
            names, numbers = columns
            self.drawn.put(surface, self.name, size, ink, (inner.left, self.rect.centery), "midleft")
            self.drawn.put(surface, self.words, size, ink, (inner.right, self.rect.centery), "midright")
            track = pygame.Rect(inner.left + names + pad, 0, inner.width - names - numbers - 2 * pad, 0)
            self._bar(surface, app, focused, track, self.rect.centery)
            return
        lines, beside = self._stacked_lines(self.rect.width, app)
        y = self.rect.top + pad // 2
        for line in lines:
            self.drawn.put(surface, line, size, ink, (inner.left, y))
            y += step
        if beside:
            words = self.drawn.put(surface, self.words, size, ink, (inner.right, y + step // 2), "midright")
            self._bar(surface, app, focused, pygame.Rect(inner.left, 0, words.left - pad - inner.left, 0),
                      y + step // 2)
            return
        self._bar(surface, app, focused, pygame.Rect(inner.left, 0, inner.width, 0), y + step // 2)
        self.drawn.put(surface, self.words, size, ink, (inner.left, y + step))

    def _bar(self, surface: pygame.Surface, app: App, focused: bool, track: pygame.Rect, centre_y: int) -> None:
        """The track and, over it, the win rate's share of it."""
        pal = app.palette
        track.height = max(6, round(text.line_height(app.metrics.font("body")) * 0.55))
        track.centery = centre_y
        colour = focus_ink(app, focused, pal.accent)
        back = mix(pal.focus, pal.accent_text, 0.25) if focused else mix(pal.panel, pal.panel_edge, TRACK_MIX)
        radius = track.height // 2
        pygame.draw.rect(surface, back, track, border_radius=radius)
        self.track = track
        self.fill = pygame.Rect(track.left, track.top, round(track.width * self.record.win_rate), track.height)
        if self.fill.width:
            pygame.draw.rect(surface, colour, self.fill, border_radius=min(radius, self.fill.width // 2))


class ResultStrip(Widget):
    """The last games, oldest at the left and newest at the right (wrapping onto more rows):
    a mark per game with W or L on it, in the palette's good or danger colour, and the game's
    tag under it."""

    def __init__(self, results: Sequence[stats.Result], tags: dict[str, str]):
        super().__init__()
        self.results = list(results)
        self.tags = tags
        self.marks: list[pygame.Rect] = []  # one per result, in order
        self.drawn = _Drawn()

    def _grid(self, width: int, app: App) -> tuple[int, int, int]:
        """(mark size, gap, marks per row) for `width`."""
        size, pad = app.metrics.font("body"), app.metrics.pad
        widest = max((text.width(self._tag(r), app.metrics.font("small")) for r in self.results), default=0)
        mark = max(round(text.line_height(size) * 1.25), widest + pad // 2)
        gap = max(2, mark // 4)
        per_row = max(1, (width - 2 * pad + gap) // (mark + gap))
        return mark, gap, per_row

    def _tag(self, result: stats.Result) -> str:
        tag = self.tags.get(result.game, result.game)
        return f"{tag}*" if result.network else tag  # * a network game

    def height_for(self, width: int, app: App) -> int:
        mark, gap, per_row = self._grid(width, app)
        rows = -(-len(self.results) // per_row)
        tag_h = text.line_height(app.metrics.font("small"))
        return rows * (mark + tag_h + gap) - gap + app.metrics.pad

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        self._box(surface, app, focused, hovered)
        self.drawn = _Drawn()
        m, pal = app.metrics, app.palette
        mark, gap, per_row = self._grid(self.rect.width, app)
        small = m.font("small")
        tag_h = text.line_height(small)
        self.marks = []
        for i, result in enumerate(self.results):
            row, col = divmod(i, per_row)
            box = pygame.Rect(self.rect.left + m.pad + col * (mark + gap),
                              self.rect.top + m.pad // 2 + row * (mark + tag_h + gap), mark, mark)
            fill = pal.good if result.won else pal.danger
            pygame.draw.rect(surface, fill, box, border_radius=mark // 4 if result.won else mark // 8)
            pygame.draw.rect(surface, pal.accent_text, box, max(1, m.px(2)),
                             border_radius=mark // 4 if result.won else mark // 8)
            letter = won_letter() if result.won else lost_letter()  # a letter, or a few: kept inside its mark
            size = text.fit_size(letter, m.font("body"), mark - 2 * max(1, m.px(6)), minimum=m.px(MIN_FONT))
            self.drawn.put(surface, letter, size, pal.accent_text, box.center, "center")
            self.drawn.put(surface, self._tag(result), small, focus_ink(app, focused, pal.text_dim),
                           (box.centerx, box.bottom), "midtop")
            self.marks.append(box)


class StatisticsScene(MenuScene):
    width_chars = 60

    def __init__(self, app: App):
        super().__init__(app)
        self.stats, self.message = stats.load_stats()
        self._chart()

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Statistics")

    def _chart(self) -> None:
        """The bars and the strip, in the current language."""
        self.names = {r.info.id: _(r.info.name) for r in all_games()}
        self.chart = BarChart()
        self.by_game = self.chart.add([(_("All games"), self.stats.overall),
                                       *((name, self.stats.game(gid)) for gid, name in self.names.items())])
        # TRANSLATORS: a bar's name: the games against a CPU of a level ({cpu} is e.g. "CPU Easy")
        levels = [(_("Against {cpu}").format(cpu=_(label)), self.stats.difficulty(level))
                  for level, label in SEAT_KIND_LABELS.items() if level != stats.HUMANS_ONLY]
        people = self.stats.difficulty(stats.HUMANS_ONLY)
        self.by_level = self.chart.add(levels + ([(_("People only"), people)] if people.played else []))
        self.strip = ResultStrip(self.stats.recent, abbreviations(self.names)) if self.stats.recent else None

    def build(self) -> list[Widget]:
        self._chart()
        s = self.stats
        widgets: list[Widget] = []
        if self.message:
            widgets.append(Label(self.message, dim=True))
        totals = self._totals(s.overall)
        widgets.append(Label(_("No games on this computer yet.") if s.network.played and not s.overall.played
                             else totals))
        if s.network.played:
            n = s.network
            words = ngettext("Network games, counted apart: {n} played, {wins} won, {losses} lost, as each game's "
                             "host reported.", "Network games, counted apart: {n} played, {wins} won, {losses} lost, "
                             "as each game's host reported.", n.played)
            widgets.append(Label(words.format(n=i18n.format_number(n.played), wins=i18n.format_number(n.wins),
                                              losses=i18n.format_number(n.losses)), dim=True))
        widgets.append(Label(_("Win rate by game"), role="heading"))
        widgets += self.by_game
        widgets.append(Label(_("Win rate by CPU level"), role="heading"))
        widgets += self.by_level
        last = ngettext("Last {n} games", "Last {n} games", len(s.recent)).format(n=i18n.format_number(len(s.recent)))
        widgets.append(Label(last if len(s.recent) > 1 else _("Last games"), role="heading"))
        if self.strip is None:
            widgets.append(Label(_("No games yet: finish a game against CPUs and it shows here."), dim=True))
        else:
            widgets.append(self.strip)
            widgets.append(Label(self._legend(), dim=True))
        widgets.append(Button(_("History: watch your games again"), self._history))
        widgets.append(Button(_("Back"), self.back, style="primary"))
        return widgets

    def _history(self) -> None:
        from .history import HistoryScene

        self.app.push(HistoryScene(self.app))

    @staticmethod
    def _totals(r: stats.Record) -> str:
        if not r.played:
            return _("No games yet.")
        words = ngettext("{n} played, {wins} won, {losses} lost. Winning streak {streak}, best {best}.",
                         "{n} played, {wins} won, {losses} lost. Winning streak {streak}, best {best}.", r.played)
        return words.format(n=i18n.format_number(r.played), wins=i18n.format_number(r.wins),
                            losses=i18n.format_number(r.losses), streak=i18n.format_number(r.streak),
                            best=i18n.format_number(r.best_streak))

    def _legend(self) -> str:
        """What the strip's letters and tags mean (only the games it shows)."""
        assert self.strip is not None
        shown = dict.fromkeys(r.game for r in self.stats.recent)
        # TRANSLATORS: a game's tag in the strip and its name, e.g. "EK Exploding Kittens"
        tags = i18n.format_list([_("{tag} {game}").format(tag=self.strip.tags.get(g, g), game=self.names.get(g, g))
                                 for g in shown])
        letters = {"won": won_letter(), "lost": lost_letter(), "tags": tags}
        if any(r.network for r in self.stats.recent):
            # TRANSLATORS: the strip's legend: {won} and {lost} are its letters; {tags} the games' tags and names
            return _("{won} won, {lost} lost; oldest at the left, newest at the right. {tags}; "
                     "* a network game.").format(**letters)
        return _("{won} won, {lost} lost; oldest at the left, newest at the right. {tags}.").format(**letters)
