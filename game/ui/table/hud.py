"""Drawing the table's fixed parts for every family: player plates and the log."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pygame

from ...i18n import _, format_number, ngettext
from .. import cards_art, draw, text
from .geometry import TableGeometry, plate_side
from .shown import ShownTable

if TYPE_CHECKING:
    from ..app import App


def next_seat(shown: ShownTable, seat: int) -> int:
    """The living seat after `seat` in the direction of play."""
    n = shown.players
    s = (seat + shown.direction) % n
    for _step in range(n):
        if shown.alive[s]:
            return s
        s = (s + shown.direction) % n
    return seat


def draw_plates(surface: pygame.Surface, app: App, g: TableGeometry, shown: ShownTable, names: list[str],
                kinds: list[str], thinking: int | None, clock: float, notes: dict[int, str]) -> None:
    """Every other player: name, card count, a fan of backs, whose turn, who is next, thinking, out.

    Arrows between the plates point the way play goes; `notes` are short-lived words
    ("lets it happen") shown in a plate's status line.
    """
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    begun = shown.winner is None and shown.current is not None and not shown.dealing  # someone's turn shows
    following = next_seat(shown, shown.current) if begun else None
    _direction_arrows(surface, app, g, shown.direction)
    for seat, rect in g.plates.items():
        alive = shown.alive[seat]
        current = seat == shown.current and alive and begun
        edge = pal.accent if current else pal.panel_edge
        draw.panel(surface, rect, pal, m.px(12), alpha=225 if alive else 150, edge=edge)
        if current:
            pygame.draw.rect(surface, pal.accent, rect.inflate(m.px(4), m.px(4)), max(2, m.px(4)),
                             border_radius=m.px(14))
        inner = plate_inner(app, g, rect)
        name = text.ellipsize(names[seat], small, inner.width)
        line2 = inner.top + text.line_height(small)
        if not alive:  # a red cross under the plate's lower part: the name above it stays clear
            _cross(surface, out_mark(rect, line2, m.px(4)), pal.danger, max(3, m.px(5)))
        lines = 1
        if seat in notes:  # "lets it happen" under the name, or "Mittens asks you for help" over it
            fitted = fitted_note(notes[seat], names[seat], small, inner, rect.bottom)
            if fitted is None:
                notes = {s: w for s, w in notes.items() if s != seat}  # too long: `draw_long_notes` shows it
            else:
                notes = {**notes, seat: fitted[0]}
                lines = max(1, (rect.bottom - line2) // text.line_height(small))
                if fitted[1]:
                    line2, lines = inner.top, lines + 1
        if line2 > inner.top:
            text.blit_text(surface, name, small, pal.text, (inner.left, inner.top))
        widest = ""  # an animated status's widest form
        if not alive:
            status = out_words(shown.out_word(seat), small, inner.width)
            colour = pal.danger
        elif seat in notes:
            status = notes[seat]
            colour = pal.accent
        elif thinking == seat:
            # TRANSLATORS: in a CPU's plate while it chooses its move (dots are added after it)
            thinking_word = _("thinking")
            status, widest = thinking_word + "." * (1 + int(clock * 3) % 3), thinking_word + "..."
            colour = pal.focus
        elif current:
            status = shown.plate_status(seat)
            colour = pal.accent
        elif seat == following:
            # TRANSLATORS: in the plate of the player who plays next
            status = _("next")
            colour = pal.text
        else:
            # TRANSLATORS: in a plate: what kind of player sits there (a computer player or a person)
            status = _("CPU") if kinds[seat] != "human" else _("player")
            colour = pal.text_dim
        count = shown.counts[seat]
        fan_top = line2 + text.line_height(small) + m.px(4)
        w = g.plate_card_w
        # A fan of backs where it fits (none in the compact layout, nor with every card face up).
        fan = alive and count and not g.hand_lines and fan_top + round(w * cards_art.ASPECT) <= rect.bottom
        words, counted = (plate_words(count, status, small, inner.width, bool(fan), widest)
                          if alive and seat not in notes else (status, ""))
        for k, line in enumerate(whole_words(words, small, inner.width, lines)):
            text.blit_text(surface, line, small, colour, (inner.left, line2 + k * text.line_height(small)))
        if seat in notes:
            continue  # a note covers the fan for its moment
        if fan:  # a fan of backs, one per card (at most 8 drawn)
            room = inner.width - (text.width(counted, small) + m.px(6) if counted else 0)
            shown_cards = min(count, 8)
            step = max(0.0, min(w * 0.6, (room - w) / max(1, shown_cards - 1))) if shown_cards > 1 else 0
            back = cards_art.back(w, pal.name)
            for k in range(shown_cards):
                surface.blit(back, (round(inner.left + k * step), fan_top))
            if counted:
                label = text.render(counted, small, pal.text)
                surface.blit(label, label.get_rect(midright=(inner.right, fan_top + round(w * cards_art.ASPECT) // 2)))


def plate_inner(app: App, g: TableGeometry, rect: pygame.Rect) -> pygame.Rect:
    """The room for words inside a plate."""
    return rect.inflate(-2 * plate_side(app.metrics), -2 * g.plate_pad)


def note_fits(app: App, g: TableGeometry, seat: int, note: str, name: str) -> bool:
    """Whether `note` fits in `seat`'s plate (else it hangs from the plate over the table)."""
    rect = g.plates.get(seat)
    if rect is None:
        return True
    return fitted_note(note, name, app.metrics.font("small"), plate_inner(app, g, rect), rect.bottom) is not None


def note_words(note: str, name: str) -> str:
    """A plate's note without the name the plate already shows."""
    return note.removeprefix(f"{name} ")


def named_note(note: str, name: str) -> str:
    """A note drawn over its plate's name, with the name: "Mittens asks you for help"."""
    return note if note.startswith(f"{name} ") else f"{name}: {note}"


def fitted_note(note: str, name: str, size: int, inner: pygame.Rect, bottom: int) -> tuple[str, bool] | None:
    """How a plate shows a note: (words, over the name). Under the name without it ("lets it
    happen"); when that is too long, over the name with it, so whose note it is still shows;
    None when neither fits (it hangs from the plate: `draw_long_notes`)."""
    step = text.line_height(size)
    under = max(1, (bottom - inner.top - step) // step)
    short = note_words(note, name)
    if len(text.wrap(short, size, inner.width)) <= under:
        return short, False
    named = named_note(note, name)
    if len(text.wrap(named, size, inner.width)) <= under + 1:
        return named, True
    return None


def draw_long_notes(surface: pygame.Surface, app: App, g: TableGeometry, names: list[str],
                    notes: dict[int, str]) -> None:
    """Notes too long for their plate (with large text): each on a box hanging from its plate over
    the table for its moment, drawn after the middle so nothing covers it."""
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    step = text.line_height(small)
    for seat, note in notes.items():
        plate = g.plates.get(seat)
        if plate is None:
            continue
        inner = plate_inner(app, g, plate)
        if fitted_note(note, names[seat], small, inner, plate.bottom) is not None:
            continue  # it fits in the plate, over the name at most (`draw_plates` drew it)
        lines = text.wrap(named_note(note, names[seat]), small, inner.width)  # the box covers the name
        box = pygame.Rect(plate.left, plate.top, plate.width, len(lines) * step + 2 * g.plate_pad)
        draw.panel(surface, box, pal, m.px(12), alpha=255, edge=pal.accent)  # opaque: no plate words through it
        for k, line in enumerate(lines):
            text.blit_text(surface, line, small, pal.accent, (inner.left, inner.top + k * step))


def out_words(words: str, size: int, width: int) -> str:
    """An out player's plate words ("DEAD · 5 cards"), shortened to what fits: the parts after a
    " · " go first, so the word that says they are out is never cut ("DEAD")."""
    while text.width(words, size) > width and " · " in words:
        words = words.rpartition(" · ")[0]
    return words


def plate_words(count: int, status: str, size: int, width: int, fan: bool, widest: str = "") -> tuple[str, str]:
    """A plate's status line ("5 cards · next") and the count to show beside its fan instead,
    when the line has no room for it (large text); without a fan, the status without its dots
    ("5 cards · thinking"), else a shorter line ("5 · next"), else (a long word in a narrow plate)
    the count alone: the plate's edge still marks whose turn it is. `widest`: an animated status's
    widest form ("thinking..."), which decides, so the line keeps its form while the dots move."""
    cards = ngettext("{n} card", "{n} cards", count).format(n=format_number(count))
    widest = widest or status
    if text.width(f"{cards} · {widest}", size) <= width:
        return f"{cards} · {status}", ""
    if fan:
        return status, format_number(count)
    bare = widest.rstrip(".")
    if bare != widest and text.width(f"{cards} · {bare}", size) <= width:
        return f"{cards} · {bare}", ""
    number = format_number(count)
    if text.width(f"{number} · {widest}", size) <= width:
        return f"{number} · {status}", ""
    return number, ""


def whole_words(words: str, size: int, width: int, lines: int) -> list[str]:
    """`words` wrapped to at most `lines` lines of `width`, cut only between words (then "...")."""
    return cut_lines(text.wrap(words, size, width), size, width, lines)


def cut_lines(wrapped: list[str], size: int, width: int, lines: int) -> list[str]:
    """Wrapped lines, at most `lines` of them: the last kept ends in "..." where some are left out
    (cut only between words)."""
    if len(wrapped) <= lines:
        return wrapped
    kept = wrapped[:lines]
    last = kept[-1].split(" ")
    while last and text.width(" ".join(last) + "...", size) > width:
        last.pop()
    kept[-1] = " ".join(last) + "..." if last else "..."
    return kept


def _direction_arrows(surface: pygame.Surface, app: App, g: TableGeometry, direction: int) -> None:
    """A chevron in each gap between plates, pointing the way play goes (seat order runs left to right)."""
    m = app.metrics
    plates = sorted(g.plates.values(), key=lambda r: r.left)
    for a, b in itertools.pairwise(plates):
        cx, cy = (a.right + b.left) // 2, a.centery
        half = max(3, min(m.px(7), (b.left - a.right) // 2 - 1))
        dx = half * direction
        pygame.draw.lines(surface, app.palette.accent, False,
                          [(cx - dx, cy - half * 2), (cx + dx, cy), (cx - dx, cy + half * 2)], max(2, m.px(3)))


def out_mark(plate: pygame.Rect, below_name: int, gap: int) -> pygame.Rect:
    """Where an out player's cross goes: under the name line, at the plate's right end."""
    side = max(gap, plate.bottom - below_name - 2 * gap)
    return pygame.Rect(plate.right - side - 3 * gap, below_name + gap, side, side)


def _cross(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int) -> None:
    pygame.draw.line(surface, colour, rect.topleft, rect.bottomright, width)
    pygame.draw.line(surface, colour, rect.bottomleft, rect.topright, width)


def caption_rows(app: App) -> int:
    """Height kept at the top of the log for sound captions (when they are on)."""
    return 3 * (text.line_height(app.metrics.font("small")) + app.metrics.px(8)) if app.settings.captions else 0


def log_header(key_name: str, size: int, width: int) -> list[str]:
    """The log's heading in whole words: "Game log (L hides)" on one line or two."""
    # TRANSLATORS: the heading of the game log: {key} is the key that hides it ("L")
    return text.wrap(_("Game log ({key} hides)").format(key=key_name), size, width)


def render_log(app: App, size: tuple[int, int], lines: list[str], scroll: int, key_name: str) -> pygame.Surface:
    """The game log panel, newest at the bottom; `scroll` lines back from the newest."""
    m = app.metrics
    pal = app.palette
    surface = pygame.Surface(size)
    surface.fill(pal.panel)
    rect = surface.get_rect()
    pygame.draw.line(surface, pal.panel_edge, rect.topleft, rect.bottomleft, max(1, m.px(2)))
    small = m.font("small")
    inner = rect.inflate(-2 * m.pad, -2 * m.pad)
    head = log_header(key_name, small, inner.width)
    for k, line in enumerate(head):
        text.blit_text(surface, line, small, pal.accent, (inner.left, inner.top + k * text.line_height(small)))
    top = inner.top + len(head) * text.line_height(small) + m.pad // 2 + caption_rows(app)
    step = text.line_height(small)
    y = inner.bottom
    end = len(lines) - max(0, scroll)
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(inner.left, top, inner.width, inner.bottom - top))
    for i in range(end - 1, -1, -1):
        wrapped = text.wrap(lines[i], small, inner.width)
        y -= len(wrapped) * step + m.px(4)
        if y < top:
            break  # only whole entries
        colour = pal.text if i == end - 1 else pal.text_dim
        for k, line in enumerate(wrapped):
            text.blit_text(surface, line, small, colour, (inner.left, y + k * step))
    surface.set_clip(clip)
    return surface
