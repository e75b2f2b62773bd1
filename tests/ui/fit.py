"""Does the screen fit its window? `misfits(app)` draws the current frame once while recording
what it draws, and says in words what is clipped or overlapping (an empty list: it fits).

Recorded while the visible scenes draw: every line of text (where, on which surface, whether it
was cut short with "..." or is wider than the width it was wrapped to) and every panel. Then:

- every control of every visible scene lies inside the window, inside its parent (a menu's
  panel, a table panel's box, the table's bar and hand), and does not intersect another control
  of the same screen; a menu's controls may scroll (only its viewport must fit), a table's may
  not, except the hand, which scrolls sideways with a mark at each end that has cards beyond it;
- every card in the hand shows whole, and a pointed-at card, which rises, stays clear of the
  buttons;
- every line of text on the window lies inside the window and inside a panel or a table region,
  is not cut short, is no wider than its column, and is not drawn over another line (unless a
  panel drawn in between covers the first: a tooltip or a dialog over the table);
- a table's log holds at least `LOG_MEASURE` characters a line.

The helper knows the app's screens (menus, the table, table panels), not any one game: each
family's table is checked by the same rules.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

from game.ui import draw, text
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.table.scene import TableScene

LOG_MEASURE = "Marmalade drew a card"  # a log line at least this long fits on one line
NO_SCROLL = {"TitleScene"}  # screens whose every control shows without scrolling


@dataclass
class Line:
    surface: pygame.Surface
    rect: pygame.Rect
    words: str
    order: int
    clip: pygame.Rect  # the surface's clip when it was drawn (a scrolling column's viewport)
    cut: bool = False  # shortened with "..."
    overflow: bool = False  # wider than the width it was wrapped to


@dataclass
class Recording:
    lines: list[Line] = field(default_factory=list)
    panels: list[tuple[pygame.Surface, pygame.Rect, int]] = field(default_factory=list)
    cut: set[str] = field(default_factory=set)
    wraps: list[tuple[int, int]] = field(default_factory=list)  # (size, width) of every wrap asked
    count: int = 0

    def tick(self) -> int:
        self.count += 1
        return self.count


@contextlib.contextmanager
def recording() -> Iterator[Recording]:
    """Record the text and panels drawn inside the block."""
    rec = Recording()
    blit_text, blit_wrapped, ellipsize, panel = text.blit_text, text.blit_wrapped, text.ellipsize, draw.panel

    def rec_blit_text(surface, words, size, colour, pos, anchor="topleft", bold=False):
        rect = blit_text(surface, words, size, colour, pos, anchor, bold)
        rec.lines.append(Line(surface, rect, words, rec.tick(), surface.get_clip(), cut=words in rec.cut))
        return rect

    def rec_blit_wrapped(surface, words, size, colour, rect, align="left", bold=False):
        rec.wraps.append((size, rect.width))
        y = rect.top
        for line in text.wrap(words, size, rect.width, bold):
            w = text.width(line, size, bold)
            x = rect.centerx - w // 2 if align == "center" else rect.left
            box = pygame.Rect(x, y, w, text.line_height(size, bold))
            rec.lines.append(Line(surface, box, line, rec.tick(), surface.get_clip(), overflow=w > rect.width))
            y += text.line_height(size, bold)
        return blit_wrapped(surface, words, size, colour, rect, align, bold)

    def rec_ellipsize(words, size, max_width, bold=False):
        out = ellipsize(words, size, max_width, bold)
        if out != text.clean(words):
            rec.cut.add(out)
        return out

    def rec_panel(surface, rect, pal, radius, alpha=240, edge=None, fill=None):
        rec.panels.append((surface, pygame.Rect(rect), rec.tick()))
        return panel(surface, rect, pal, radius, alpha, edge, fill)

    text.blit_text, text.blit_wrapped, text.ellipsize, draw.panel = (rec_blit_text, rec_blit_wrapped, rec_ellipsize,
                                                                     rec_panel)
    try:
        yield rec
    finally:
        text.blit_text, text.blit_wrapped, text.ellipsize, draw.panel = blit_text, blit_wrapped, ellipsize, panel


def _forget_caches(scene: object) -> None:
    """A table draws its plates, status and log once into a cached surface: draw them anew."""
    painter = getattr(scene, "painter", None)
    if painter is not None:
        painter._backdrop_cache = None
        painter._log_cache = None


def drawn_lines(app: App) -> list[str]:
    """Every line of words the top scene draws now, its cached plates, status and log drawn anew."""
    _forget_caches(app.stack.top)
    with recording() as rec:
        app.stack.draw(app.screen)
    return [line.words for line in rec.lines]


def misfits(app: App) -> list[str]:
    """What on the current screen is clipped or overlapping, in words (nothing: it fits)."""
    screen = app.screen
    window = app.metrics.rect
    problems: list[str] = []
    scenes = app.stack.visible()
    per_scene: list[tuple[object, Recording]] = []
    screen.fill(app.palette.felt_dark)
    for scene in scenes:
        _forget_caches(scene)
        with recording() as rec:
            scene.draw(screen)
        per_scene.append((scene, rec))
    for scene, rec in per_scene:
        name = type(scene).__name__
        if isinstance(scene, TableScene):
            problems += [f"{name}: {p}" for p in _table(scene, rec, window)]
        elif isinstance(scene, MenuScene):
            problems += [f"{name}: {p}" for p in _menu(scene, window)]
        problems += [f"{name}: {p}" for p in _lines(rec, screen, _regions(scene), _labels(scene))]
    return problems


def _regions(scene: object) -> list[pygame.Rect]:
    """Where a scene's text may be: its panels and, at the table, its regions."""
    if isinstance(scene, TableScene):
        g = scene.geo
        out = [*g.plates.values(), g.centre, g.bar, g.hand, *([g.log] if g.log else [])]
        if scene.panel is not None:
            out.append(scene.panel.rect)
        return out
    if isinstance(scene, MenuScene):
        return [scene.panel]
    return []


def _labels(scene: object) -> set[str]:
    widgets = [*getattr(getattr(scene, "group", None), "widgets", []), *getattr(scene, "bar_buttons", [])]
    return {w.label for w in widgets if isinstance(getattr(w, "label", None), str)}


def _lines(rec: Recording, screen: pygame.Surface, regions: list[pygame.Rect], labels: set[str]) -> list[str]:
    """`labels`: controls' own words (a "Save game..." button is not cut short)."""
    problems = []
    window = screen.get_rect()
    for line in rec.lines:
        where = f"{line.words!r} at {tuple(line.rect)}"
        cut_by_words = line.words.endswith("...") and " " in line.words.strip() and line.words not in labels
        if line.cut or line.words in rec.cut or cut_by_words:
            problems.append(f"text cut short: {where}")
        if line.overflow:
            problems.append(f"text wider than its column: {where}")
        if not line.clip.contains(line.rect):
            continue  # a row of a scrolling column, partly scrolled out of view
        if line.surface is not screen:
            if not line.surface.get_rect().contains(line.rect):
                problems.append(f"text outside its panel's surface {line.surface.get_size()}: {where}")
            continue
        if not window.contains(line.rect):
            problems.append(f"text outside the window: {where}")
            continue
        panels = [r for s, r, _ in rec.panels if s is screen]
        if not any(r.contains(line.rect) for r in [*regions, *panels]):
            problems.append(f"text outside every panel: {where}")
    on_screen = [line for line in rec.lines
                 if line.surface is screen and line.words.strip() and line.clip.contains(line.rect)]
    for a, b in itertools.combinations(on_screen, 2):
        if a.rect == b.rect or not a.rect.colliderect(b.rect):
            continue
        first, last = sorted((a, b), key=lambda line: line.order)
        covered = any(s is screen and first.order < order < last.order and r.contains(last.rect)
                      for s, r, order in rec.panels)
        if not covered:
            problems.append(f"text over text: {first.words!r} {tuple(first.rect)} and {last.words!r} "
                            f"{tuple(last.rect)}")
    return problems


def _disjoint(named: list[tuple[str, pygame.Rect]]) -> list[str]:
    return [f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}"
            for (a, ra), (b, rb) in itertools.combinations(named, 2) if ra.colliderect(rb)]


def _words(widget: object) -> str:
    for attr in ("label", "words", "card"):
        value = getattr(widget, attr, None)
        if isinstance(value, str) and value:
            return f"{type(widget).__name__} {value!r}"
    return type(widget).__name__


def _menu(scene: MenuScene, window: pygame.Rect) -> list[str]:
    problems = []
    if not window.contains(scene.panel):
        problems.append(f"panel {tuple(scene.panel)} outside the window")
    group = scene.group
    if group.viewport is not None and not scene.panel.contains(group.viewport):
        problems.append(f"scrolling area {tuple(group.viewport)} outside the panel {tuple(scene.panel)}")
    base = [(w, group._base[id(w)]) for w in group.widgets if id(w) in group._base]
    for w, r in base:
        if r.left < scene.panel.left or r.right > scene.panel.right:
            problems.append(f"{_words(w)} {tuple(r)} sticks out of the panel {tuple(scene.panel)}")
    problems += _disjoint([(_words(w), r) for w, r in base if w.focusable])
    if type(scene).__name__ in NO_SCROLL and group.max_scroll:
        hidden = [_words(w) for w, _ in base if not group.viewport.contains(w.rect)]
        problems.append(f"controls off the screen until it scrolls: {', '.join(hidden)}")
    return problems


def _table(table: TableScene, rec: Recording, window: pygame.Rect) -> list[str]:
    problems = []
    g = table.geo
    m = table.app.metrics
    for name, r in [("hand", g.hand), ("bar", g.bar), ("centre", g.centre), *[(f"plate {s}", r) for s, r in
                                                                              g.plates.items()]]:
        if not window.contains(r):
            problems.append(f"{name} {tuple(r)} outside the window")
    controls: list[tuple[str, pygame.Rect]] = []
    for b in table.bar_buttons:
        controls.append((_words(b), b.rect))
        if not g.bar.contains(b.rect):
            problems.append(f"{_words(b)} {tuple(b.rect)} outside the bar {tuple(g.bar)}")
    groups = [grp for grp in table.hand.groups if grp.shown] if table.viewer is not None and table.viewer >= 0 else []
    for grp in groups:
        controls.append((_words(grp), grp.rect))
        if not window.contains(grp.face_rect):
            problems.append(f"hand card {grp.card!r} shows only {tuple(grp.face_rect.clip(window))} of "
                            f"{tuple(grp.face_rect)}")
        risen = grp.drawn_rect(m, pointed=True)
        for b in table.bar_buttons:
            if risen.colliderect(b.rect):
                problems.append(f"pointed-at card {grp.card!r} {tuple(risen)} rises under {_words(b)}")
    hidden = table.hand.hidden_counts()
    if (hidden[0] and table.hand.scroll_left is None) or (hidden[1] and table.hand.scroll_right is None):
        problems.append(f"hand cards out of view with no way to them: {hidden}")
    if table.panel is not None:
        panel = table.panel
        if not window.contains(panel.rect):
            problems.append(f"panel {tuple(panel.rect)} outside the window")
        if panel.modal:  # it holds the input: what it covers is out of play while it is open
            controls = [(name, r) for name, r in controls if not r.colliderect(panel.rect)]
        view = panel.group.viewport or panel.rect  # a panel's column may scroll
        if not panel.rect.contains(view):
            problems.append(f"scrolling area {tuple(view)} outside its panel {tuple(panel.rect)}")
        for w in panel.group.widgets:
            if not w.focusable or not w.rect.colliderect(view):
                continue  # scrolled out of view
            shown = w.rect.clip(view) if panel.group.viewport else w.rect
            if not panel.rect.contains(shown) or w.rect.left < view.left or w.rect.right > view.right:
                problems.append(f"{_words(w)} {tuple(w.rect)} outside its panel {tuple(panel.rect)}")
            controls.append((_words(w), shown))
    else:
        for w in table.centre_widgets:
            r = w.rect
            if r.width and r.height:
                controls.append((_words(w), r))
                if not window.contains(r):
                    problems.append(f"{_words(w)} {tuple(r)} outside the window")
    problems += _disjoint(controls)
    if g.log is not None:
        small = m.font("small")
        inner = g.log.width - 2 * m.pad
        if inner < text.width(LOG_MEASURE, small):
            problems.append(f"the log's lines hold less than {LOG_MEASURE!r} ({inner} px)")
    return problems

