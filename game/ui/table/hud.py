"""Drawing the table's fixed parts for every family: player plates and the log."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

import pygame

from ...i18n import _, format_number, ngettext
from .. import cards_art, draw, text
from ..layout import MIN_FONT
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


OutMark = Callable[[pygame.Surface, int, pygame.Rect], bool]
"""A family's own mark in an out player's plate: draws it for a seat in a room (the part of the
plate its words leave free, `out_room`) and says whether it did; where it did not, the red cross
goes there."""


def draw_plates(surface: pygame.Surface, app: App, g: TableGeometry, shown: ShownTable, names: list[str],
                kinds: list[str], thinking: int | None, clock: float, notes: dict[int, str],
                mark: OutMark | None = None) -> None:
    """Every other player: name, card count, a fan of backs, whose turn, who is next, thinking, out.

    Arrows between the plates point the way play goes; `notes` are short-lived words
    ("lets it happen") shown in a plate's status line. An out player's plate keeps room at its
    right for the mark that says so (the family's `mark`, else a red cross), never over its words.
    """
    m = app.metrics
    pal = app.palette
    small = m.font("small")
    step = text.line_height(small)
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
        inner, (name, name_size), out_words_shown = (
            (words_room(app, g, rect, False), plate_name(names[seat], small, plate_inner(app, g, rect).width), "")
            if alive else out_plate(app, g, shown, names, seat))  # (the words an out player's mark goes beside)
        below_name = line2 = inner.top + step
        lines = 1
        if seat in notes:  # "lets it happen" under the name, or "Mittens asks you for help" over it
            fitted = fitted_note(notes[seat], names[seat], small, inner, rect.bottom)
            if fitted is None:
                notes = {s: w for s, w in notes.items() if s != seat}  # too long: `draw_long_notes` shows it
            else:
                notes = {**notes, seat: fitted[0]}
                lines = max(1, (rect.bottom - line2) // step)
                if fitted[1]:
                    line2, lines = inner.top, lines + 1
        name_right = words_right = inner.left
        if line2 > inner.top:
            text.blit_text(surface, name, name_size, pal.text, (inner.left, inner.top))
            name_right += text.width(name, name_size)
        widest = ""  # an animated status's widest form
        if seat in notes:
            status = notes[seat]
            colour = pal.accent
        elif not alive:
            status = out_words_shown
            colour = pal.danger
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
        fan_top = line2 + step + m.px(4)
        w = g.plate_card_w
        # A fan of backs where it fits (none in the compact layout, nor with every card face up).
        fan = alive and count and not g.hand_lines and fan_top + round(w * cards_art.ASPECT) <= rect.bottom
        words, counted = (plate_words(count, status, small, inner.width, bool(fan), widest)
                          if alive and seat not in notes else (status, ""))
        for k, line in enumerate(whole_words(words, small, inner.width, lines)):
            text.blit_text(surface, line, small, colour, (inner.left, line2 + k * step))
            words_right = max(words_right, inner.left + text.width(line, small))
        if not alive:
            room = out_room(app, g, rect, name_right, words_right)
            if mark is None or not mark(surface, seat, room):
                _cross(surface, out_mark(room, below_name, m.px(4)), pal.danger, max(3, m.px(5)))
        if seat in notes:
            continue  # a note covers the fan for its moment
        if fan:  # a fan of backs, one per card (at most 8 drawn)
            room = inner.width - (text.width(counted, small) + m.px(6) if counted else 0)
            shown_cards = min(count, 8)
            step_x = max(0.0, min(w * 0.6, (room - w) / max(1, shown_cards - 1))) if shown_cards > 1 else 0
            back = cards_art.back(w, pal.name)
            for k in range(shown_cards):
                surface.blit(back, (round(inner.left + k * step_x), fan_top))
            if counted:
                label = text.render(counted, small, pal.text)
                surface.blit(label, label.get_rect(midright=(inner.right, fan_top + round(w * cards_art.ASPECT) // 2)))


def plate_inner(app: App, g: TableGeometry, rect: pygame.Rect) -> pygame.Rect:
    """The room for words inside a plate."""
    return rect.inflate(-2 * plate_side(app.metrics), -2 * g.plate_pad)


def words_room(app: App, g: TableGeometry, rect: pygame.Rect, out: bool) -> pygame.Rect:
    """The room for a plate's words; an `out` player's leaves room at its right for the mark that
    says so (at least `mark_least`)."""
    inner = plate_inner(app, g, rect)
    if out:
        inner.width -= mark_least(app)
    return inner


def mark_least(app: App) -> int:
    """The least width an out player's mark keeps at a plate's right, beside its words."""
    return app.metrics.px(44)


def out_room(app: App, g: TableGeometry, rect: pygame.Rect, name_right: int, words_right: int) -> pygame.Rect:
    """Where an out player's mark goes in their plate: right of its name (which ends at
    `name_right`) and its words under it (at `words_right`, at least `mark_least` short of the
    plate's end), over the name and status lines (not the hand's lines under them, face up);
    where a long name leaves no such room beside it, under the name, beside the words."""
    gap = app.metrics.px(4)
    inner = plate_inner(app, g, rect)
    below_name = inner.top + text.line_height(app.metrics.font("small"))
    bottom = below_name + text.line_height(app.metrics.font("small")) if g.hand_lines else rect.bottom - gap
    left = max(name_right, words_right) + gap
    if rect.right - gap - left >= mark_least(app):
        return pygame.Rect(left, rect.top + gap, rect.right - gap - left, bottom - rect.top - gap)
    left = words_right + gap
    return pygame.Rect(left, below_name, rect.right - gap - left, bottom - below_name)


def out_plate(app: App, g: TableGeometry, shown: ShownTable, names: list[str],
              seat: int) -> tuple[pygame.Rect, tuple[str, int], str]:
    """How an out player's plate words them (`draw_plates`): the room for its words, its name with
    that name's text size, and its out words ("DEAD · 5 cards", as far as they fit)."""
    rect = g.plates[seat]
    small = app.metrics.font("small")
    inner = words_room(app, g, rect, True)
    return inner, plate_name(names[seat], small, plate_inner(app, g, rect).width), out_status(
        shown.out_forms(seat), small, inner.width)


def mark_room(app: App, g: TableGeometry, shown: ShownTable, names: list[str], seat: int) -> pygame.Rect:
    """Where the mark of `seat`, out, shows in its plate (with no note in it): right of its name
    and its out words, as `draw_plates` words them (`out_plate`)."""
    inner, (name, size), status = out_plate(app, g, shown, names, seat)
    small = app.metrics.font("small")
    return out_room(app, g, g.plates[seat], inner.left + text.width(name, size),
                    inner.left + text.width(status, small))


def plate_name(name: str, size: int, width: int) -> tuple[str, int]:
    """A plate's name and its text size: whole, drawn smaller where it is wider than the plate
    (to 3/4 of `size`: 'Marmalade' in a spectator's six plates at 200% text); only a name still
    too long loses its end."""
    fitted = text.fit_size(name, size, width, minimum=size * 3 // 4)
    return text.ellipsize(name, fitted, width), fitted


def note_fits(app: App, g: TableGeometry, seat: int, note: str, name: str, out: bool = False) -> bool:
    """Whether `note` fits in `seat`'s plate (else it hangs from the plate over the table); `out`:
    the seat is out of the game (its mark keeps room in the plate)."""
    rect = g.plates.get(seat)
    if rect is None:
        return True
    return fitted_note(note, name, app.metrics.font("small"), words_room(app, g, rect, out), rect.bottom) is not None


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
                    notes: dict[int, str], out: Collection[int] = ()) -> None:
    """Notes too long for their plate (with large text): each on a box hanging from its plate over
    the table for its moment (`note_boxes`), drawn after the middle so nothing covers it (`out`:
    the seats out of the game, whose plates keep room for their mark)."""
    m = app.metrics
    pal = app.palette
    for box, lines, size in note_boxes(app, g, names, notes, out).values():
        draw.panel(surface, box, pal, m.px(12), alpha=255, edge=pal.accent)  # opaque: no plate words through it
        for k, line in enumerate(lines):
            text.blit_text(surface, line, size, pal.accent,
                           (box.left + plate_side(m), box.top + g.plate_pad + k * text.line_height(size)))


def note_boxes(app: App, g: TableGeometry, names: list[str], notes: dict[int, str],
               out: Collection[int] = ()) -> dict[int, tuple[pygame.Rect, list[str], int]]:
    """Where each note too long for its plate hangs: its box, lines (named: the box covers the
    name; broken only between words) and text size. A box keeps to the rows above the status line,
    which it never covers (what the table asks stays readable): it spans its plate and the fewest
    whole plates beside it that show no note of their own (none shows half its words) to hold its
    words there, at their size where it can, else drawn smaller (to 3/4 of their size), else over
    plates showing a short note of their own; where even that cannot hold them (six long notes at
    once in a spectator's narrow plates), smaller still, to the smallest text size; only words that
    do not fit even so are left out at the end of the box ("...")."""
    m = app.metrics
    small = m.font("small")
    side, gap = plate_side(m), m.px(4)
    row = sorted(g.plates, key=lambda seat: g.plates[seat].left)
    long = {seat: named_note(note, names[seat]) for seat, note in notes.items() if seat in g.plates
            and fitted_note(note, names[seat], small, words_room(app, g, g.plates[seat], seat in out),
                            g.plates[seat].bottom) is None}
    free = {seat for seat in row if seat not in notes}  # plates a box may cover for its moment
    coverable = {seat for seat in row if seat not in long}  # and, where it must, a short note with them

    def room(box: pygame.Rect, size: int) -> int:
        """The lines a box from its plates' top down to the status line holds."""
        return max(1, (g.status.top - gap - box.top - 2 * g.plate_pad) // text.line_height(size))

    def fits(words: str, size: int, box: pygame.Rect) -> list[str] | None:
        lines = text.wrap(words, size, box.width - 2 * side, break_words=False)
        whole = all(text.width(line, size) <= box.width - 2 * side for line in lines)  # no word wider than a line
        return lines if whole and (g.status.top <= box.top or len(lines) <= room(box, size)) else None

    placed = {}
    sizes = range(small, small * 3 // 4 - 1, -1)
    least = min(small, m.px(MIN_FONT))  # the smallest text size
    smaller = range(small * 3 // 4 - 1, least - 1, -1)
    for seat in sorted(long, key=row.index):
        words, own = long[seat], row.index(seat)
        runs = [row[start:start + k] for k in range(1, len(row) + 1)
                for start in sorted(range(max(0, own - k + 1), min(own, len(row) - k) + 1),
                                    key=lambda start, k=k: abs(2 * start + k - 1 - 2 * own))]
        clear = [run for run in runs if all(s == seat or s in free for s in run)]
        noted = [run for run in runs if all(s == seat or s in coverable for s in run)]
        for size, run in [*itertools.product(sizes, clear), *itertools.product(sizes, noted),
                          *itertools.product(smaller, clear), *itertools.product(smaller, noted)]:
            box = g.plates[run[0]].union(g.plates[run[-1]])
            lines = fits(words, size, box)
            if lines is not None:
                free -= set(run)
                coverable -= set(run)
                placed[seat] = (box, lines, size)
                break
        else:  # its own plate, at the smallest size, its last words left out
            box = g.plates[seat].copy()
            width = box.width - 2 * side
            wrapped = text.wrap(words, least, width)
            placed[seat] = (box, cut_lines(wrapped, least, width, room(box, least)), least)
        box, lines, size = placed[seat]  # over its plates whole, and as long as its words
        box.height = max(box.height, len(lines) * text.line_height(size) + 2 * g.plate_pad)
    return placed


def out_status(forms: Sequence[str], size: int, width: int) -> str:
    """An out player's plate words: the first of `forms` (longest first: "DEAD · 5 cards",
    "DEAD · 5") that fits `width`, else the last shortened by `out_words`."""
    return next((words for words in forms if text.width(words, size) <= width), out_words(forms[-1], size, width))


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


def out_mark(room: pygame.Rect, below_name: int, gap: int) -> pygame.Rect:
    """Where an out player's cross goes in the `room` its words leave (`out_room`): under the
    name line, at its right end."""
    side = max(gap, min(room.width - 2 * gap, room.bottom - below_name - gap))
    return pygame.Rect(room.right - side - 2 * gap, below_name + gap, side, side)


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
