"""A plate's status line keeps its form while "thinking..." animates (the count's word "cards"
never comes and goes with the dots), keeps "cards" by dropping the dots first, and a note too
long for its plate hangs in an opaque box (the plate's own words never show through it)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.i18n import _, format_number, ngettext
from game.saves import Seat
from game.ui import text
from game.ui.table import hud
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SEATS = [Seat("You", "human"), Seat("Bea", "medium"), Seat("Cal", "medium"), Seat("Player 4", "medium")]


def table_at(make_app, size, scale) -> TableScene:
    app = make_app(size=size, text_scale=scale, palette="deuteranopia", captions=True)
    table = TableScene(app, new_match("exploding-kittens", SEATS, {}, seed=5), SEATS, journal=False, pace=0.05)
    app.push(table)
    app.frame(1 / 30)
    return table


def plate_lines(monkeypatch, table: TableScene, thinking: int, clock: float) -> list[str]:
    """The words drawn on the plates with `thinking` thinking at `clock`."""
    drawn: list[str] = []
    original = text.blit_text

    def record(surface, words, *args, **kwargs):
        drawn.append(words)
        return original(surface, words, *args, **kwargs)

    monkeypatch.setattr(text, "blit_text", record)
    hud.draw_plates(table.app.screen, table.app, table.geo, table.shown, table.names, table.kinds, thinking,
                    clock, {})
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize(("size", "scale"), [((1024, 640), 1.75), ((1024, 640), 2.0), ((1920, 1080), 1.75)])
def test_thinking_keeps_its_plate_line_form_while_the_dots_move(make_app, monkeypatch, size, scale):
    table = table_at(make_app, size, scale)
    thinking = _("thinking")
    for seat in table.geo.plates:
        count = table.shown.counts[seat]
        cards = ngettext("{n} card", "{n} cards", count).format(n=format_number(count))
        lines = [next(w for w in plate_lines(monkeypatch, table, seat, clock) if thinking in w)
                 for clock in (0.0, 0.34, 0.67)]
        assert {line.split(" · ")[0] for line in lines} in ({cards}, {format_number(count)}), lines
        if lines[0].startswith(f"{count} · "):  # "cards" dropped only when even the dotless line is too wide
            inner = hud.plate_inner(table.app, table.geo, table.geo.plates[seat])
            assert text.width(f"{cards} · {thinking}", table.app.metrics.font("small")) > inner.width


def test_cards_stays_before_the_dots_when_the_line_is_narrow():
    pygame.font.init()
    size = 20
    cards = "5 cards · thinking"
    width = text.width(cards, size)
    for dots in (".", "..", "..."):
        assert hud.plate_words(5, "thinking" + dots, size, width, False, "thinking...") == (cards, "")
    assert hud.plate_words(5, "thinking.", size, width - 1, False, "thinking...") == ("5 · thinking.", "")


def test_a_long_note_hangs_in_an_opaque_box(make_app):
    table = table_at(make_app, (1024, 640), 2.0)
    app, g = table.app, table.geo
    seat = max(g.plates, key=lambda s: g.plates[s].left)
    note = "Player 4 put it back somewhere in the draw pile"
    inner = hud.plate_inner(app, g, g.plates[seat])
    assert hud.fitted_note(note, table.names[seat], app.metrics.font("small"), inner, g.plates[seat].bottom) is None
    surface = pygame.Surface(app.screen.get_size())
    for colour in ((255, 255, 255), (0, 0, 0)):  # whatever is under it, the box looks the same
        surface.fill(colour)
        hud.draw_long_notes(surface, app, g, table.names, {seat: note})
        plate = g.plates[seat]
        spot = (plate.right - app.metrics.px(6), plate.centery)  # inside the box, right of the words
        assert tuple(surface.get_at(spot))[:3] == app.palette.panel, colour


def test_every_size_keeps_a_steady_thinking_line():
    """Pure words: at any width, the three dot counts give lines of the same form."""
    pygame.font.init()
    for width, count in itertools.product(range(80, 400, 7), (4, 13)):
        forms = {hud.plate_words(count, "thinking" + "." * k, 20, width, False, "thinking...")[0].split(" · ")[0]
                 for k in (1, 2, 3)}
        assert len(forms) == 1, (width, count, forms)


def _status_and_note_boxes(app, table):
    """Draw the table: what it drew, its status line's pieces (whole, asserted) and the note boxes
    drawn over a plate after the status line (and when the status line was drawn)."""
    from fit import recording

    with recording() as rec:
        table.painter._backdrop_cache = None
        table.draw(app.screen)
    status_words = table.painter._status_words()
    status = [line for line in rec.lines if line.words and line.words in status_words and
              table.geo.status.colliderect(line.rect)]
    assert " ".join(line.words for line in status) == status_words
    after = min(line.order for line in status)
    boxes = [rect for surface, rect, order in rec.panels if order > after and surface.get_size() == (1024, 640)
             and any(rect.colliderect(plate) for plate in table.geo.plates.values())]
    return rec, status, boxes, after


@pytest.mark.parametrize(("game", "players", "notes"), [
    ("imploding-kittens", 6, {2: "Biscuit leaves the top card, draws the next"}),
    # Feed the Dead: every living player feeds the dead one at once
    ("zombie-kittens", 5, {1: "Mittens feeds a card to Marmalade", 2: "Biscuit feeds a card to Marmalade",
                           3: "Pickles feeds a card to Marmalade", 4: "Marmalade lets it happen"})])
def test_long_notes_never_cover_the_status_line(make_app, game, players, notes):
    """At 1024x640 with 200% text, notes too long for their plates hang over the table beside each
    other, every word shown, and the status line under the plates (what the table asks) stays
    clear of them, whole; a box covers a plate's words whole or not at all (no 'malade' left of
    'Marmalade' beside it)."""
    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Mittens", "Biscuit", "Pickles", "Marmalade",
                                                                "Waffles")[: players - 1]]
    table = TableScene(app, new_match(game, seats, {}, seed=1), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    for seat, note in notes.items():
        table.note(seat, note, 5.0)
    app.frame(1 / 30)
    if game == "zombie-kittens":
        table.shown.alive[4] = False  # Marmalade, fed
    rec, status, boxes, _after = _status_and_note_boxes(app, table)
    assert boxes, "no note hangs from its plate"
    drawn = " ".join(line.words for line in rec.lines)
    for note in notes.values():
        assert note.partition(" ")[2] in drawn, note  # every word of it, after its name
    for box in boxes:
        assert app.screen.get_rect().contains(box)
        covered = [line.words for line in status if box.colliderect(line.rect)]
        assert not covered, f"a note's box {tuple(box)} covers the status line {covered}"
    assert not [(a, b) for a, b in itertools.combinations(boxes, 2) if a.colliderect(b)]
    for surface, box, order in rec.panels:  # a box hides a plate's words whole or not at all
        if box in boxes:
            halved = [line.words for line in rec.lines if line.surface is surface and line.order < order
                      and box.colliderect(line.rect) and not box.contains(line.rect)]
            assert not halved, f"a note's box {tuple(box)} covers part of {halved}"


@pytest.mark.parametrize(("game", "dead"), [("imploding-kittens", (2, 4)), ("zombie-kittens", (1, 3))])
def test_a_spectators_plates_full_of_long_notes_never_cover_the_status_line(make_app, game, dead):
    """A spectator (every seat a CPU) at 1024x640 with 200% text, some players dead: every plate
    shows a long note at once (each put an Exploding Kitten back, as the log words it), so no note
    has a free plate beside it to spread into. Each note keeps to its own plate's rows above the
    status line, drawn smaller (never below the smallest text size), broken only between words, and
    the status line stays whole and uncovered (words that do not fit even at the smallest size, as
    the pseudo-language's, are left out at the end: "...")."""
    from game.rules.kittens.events import KittenPlaced
    from game.ui.layout import MIN_FONT
    from game.ui.table.painter import narrate

    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    names = ("Mittens", "Biscuit", "Pickles", "Marmalade", "Waffles", "Pudding")
    seats = [Seat(n, "easy") for n in names[: 6 if game == "imploding-kittens" else 5]]  # (Zombie: 5 at most)
    match = new_match(game, seats, {}, seed=1)
    table = TableScene(app, match, seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    assert len(table.geo.plates) == len(seats)  # nobody's hand: every seat a plate
    notes = {seat: narrate(match.ruleset, KittenPlaced(seat, "exploding_kitten", None), table.names, None)
             for seat in table.geo.plates}
    for seat, note in notes.items():
        table.note(seat, note, 60.0)
    for seat in dead:
        table.shown.alive[seat] = False
    rec, status, boxes, after = _status_and_note_boxes(app, table)
    assert len(boxes) == len(notes)  # every note too long for its plate: each hangs in a box
    for box in boxes:
        covered = [line.words for line in status if box.colliderect(line.rect)]
        assert not covered, f"a note's box {tuple(box)} covers the status line {covered}"
        assert box.bottom <= table.geo.status.top
    least = text.line_height(app.metrics.px(MIN_FONT))
    for seat, note in notes.items():
        box = next(box for box in boxes if box.collidepoint(table.geo.plates[seat].center))
        lines = [line for line in rec.lines if line.order > after and box.contains(line.rect)]
        shown = hud.named_note(note, table.names[seat])  # over its plate's name: the name with it
        words = " ".join(line.words for line in lines)
        assert all(line.rect.height >= least for line in lines)
        if words.endswith("...") and words != shown:  # (the pseudo-language's twice as long: at the smallest size)
            assert shown.startswith(words.removesuffix("...")) and lines[0].rect.height == least
            continue
        assert words == shown  # every word, none cut between letters
