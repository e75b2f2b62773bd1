"""An out player's plate keeps its words whole beside the mark that says they are out: a dead
Zombie Kittens player's grave (their face-up Kitten and a tombstone) lies right of the plate's
name and words, never over them, and still shows; at 1024x640 and 1920x1080, 100% and 200% text,
in English and German. Checked as `fit` checks a screen: the words drawn are recorded, the grave
found by its own colours where the table drew it."""

from __future__ import annotations

import pygame
import pytest
from fit import misfits, recording

from game.rules.kittens.cards import EXPLODING
from game.saves import Seat
from game.ui import cards_art
from game.ui.games.kittens import rising
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

LOOKS = [((1024, 640), 2.0), ((1024, 640), 1.0), ((1920, 1080), 1.0), ((1920, 1080), 2.0)]
SEATS = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Mittens", "Biscuit", "Pickles", "Marmalade")]
KITTEN, STONE = (255, 0, 255), (0, 255, 255)  # the grave's parts, painted in colours nothing else uses
DEAD = {1: 1, 4: 12}  # seat: the cards they keep (Marmalade, the longest name, with a two-digit count)


def zombie_table(make_app, size, scale) -> TableScene:
    app = make_app(size=size, text_scale=scale, palette="deuteranopia")
    table = TableScene(app, new_match("zombie-kittens", SEATS, {}, seed=3), SEATS, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    return table


def painted(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int]) -> pygame.Rect | None:
    """The box of `area`'s pixels in `colour` (None: none)."""
    mask = pygame.mask.from_threshold(surface.subsurface(area), colour, (1, 1, 1, 255))
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]).move(area.topleft) if boxes else None


def drawn_with_graves(table: TableScene, monkeypatch) -> list:
    """Draw the table once, each Exploding Kitten face and tombstone in its own colour: the lines
    of words drawn on the window (and on the backdrop blitted whole onto it)."""
    face = cards_art.face

    def solid_kitten(card, width, *args, **kwargs):
        img = face(card, width, *args, **kwargs)
        if card != EXPLODING:
            return img
        solid = pygame.Surface(img.get_size())
        solid.fill(KITTEN)
        return solid

    monkeypatch.setattr(cards_art, "face", solid_kitten)
    monkeypatch.setattr(rising, "STONE", STONE)
    with recording() as rec:
        table.painter._backdrop_cache = None
        table.draw(table.app.screen)
    monkeypatch.undo()
    window = table.app.screen.get_size()  # the plates are drawn on the table's backdrop, the window's size
    return [line for line in rec.lines if line.surface.get_size() == window]


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize(("size", "scale"), LOOKS)
def test_a_dead_players_grave_leaves_the_plates_words_whole(make_app, monkeypatch, language, size, scale):
    table = zombie_table(make_app, size, scale)
    shown = table.shown
    for seat, count in DEAD.items():
        shown.alive[seat], shown.counts[seat] = False, count
    lines = drawn_with_graves(table, monkeypatch)
    m = table.app.metrics
    for seat in DEAD:
        plate = table.geo.plates[seat]
        words = [line for line in lines if plate.colliderect(line.rect)]
        kitten, stone = painted(table.app.screen, plate, KITTEN), painted(table.app.screen, plate, STONE)
        assert kitten is not None and stone is not None, "no grave on the dead player's plate"
        assert kitten.width >= m.px(16), kitten  # a card, not a speck
        for part in (kitten, stone):
            assert plate.contains(part)
            over = [line.words for line in words if part.colliderect(line.rect)]
            assert not over, f"the grave {tuple(part)} over {over}"
        assert [line.words for line in words] == [table.names[seat], words[1].words], words
        status = words[1].words
        assert status in shown.out_forms(seat) or status == shown.out_forms(seat)[-1].partition(" · ")[0], status
        assert not any(line.cut or line.words.endswith("...") for line in words)
    assert not misfits(table.app)


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_the_count_stays_in_a_narrow_dead_plate(make_app, monkeypatch, language):
    """At 1024x640 with 200% text a dead player's words keep their cards' count beside the grave:
    the whole words where they fit ("DEAD · 1 card"), else the short form ("DEAD · 12")."""
    table = zombie_table(make_app, (1024, 640), 2.0)
    shown = table.shown
    for seat, count in DEAD.items():
        shown.alive[seat], shown.counts[seat] = False, count
    lines = drawn_with_graves(table, monkeypatch)
    for seat, count in DEAD.items():
        plate = table.geo.plates[seat]
        status = [line.words for line in lines if plate.colliderect(line.rect)][1]
        assert status in shown.out_forms(seat) and str(count) in status, status


GAMES = {"exploding-kittens": 5, "imploding-kittens": 6, "zombie-kittens": 5, "herding-cats": 6, "kombat-kittens": 5}
NAMES = ("Mittens", "Biscuit", "Pickles", "Marmalade", "Waffles", "Noodle")


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_a_spectators_plates_keep_every_name_whole_one_out(make_app, monkeypatch, language, game):
    """A table of CPUs seen as a spectator has a plate for every seat: at 1024x640 with 200% text,
    six plates are 155 px wide and 'Marmalade' (153 px at its size) was cut to 'Marmal...'. A
    plate's name is drawn smaller where it must (to 3/4 of its size), whole; with Marmalade out,
    the mark that says so (a cross, a grave) lies over none of the plate's words."""
    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    seats = [Seat(n, "easy") for n in NAMES[: GAMES[game]]]
    table = TableScene(app, new_match(game, seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    assert table.viewer is not None and table.viewer < 0 and len(table.geo.plates) == len(seats)
    out = NAMES.index("Marmalade")
    table.shown.alive[out] = False
    crosses: list[pygame.Rect] = []
    line = pygame.draw.line

    def spy_line(surface, colour, start, end, width=1):
        if colour == app.palette.danger:
            crosses.append(pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]) + width,
                                       abs(end[1] - start[1]) + width))
        return line(surface, colour, start, end, width)

    monkeypatch.setattr(pygame.draw, "line", spy_line)
    lines = drawn_with_graves(table, monkeypatch)
    for seat, plate in table.geo.plates.items():
        words = [line for line in lines if plate.colliderect(line.rect)]
        assert words[0].words == table.names[seat] and plate.contains(words[0].rect), [w.words for w in words]
        assert not any(line.cut or line.words.endswith("...") for line in words), [w.words for w in words]
    plate = table.geo.plates[out]
    words = [line for line in lines if plate.colliderect(line.rect)]
    marks = [r for r in crosses if plate.colliderect(r)] + [r for r in (painted(app.screen, plate, KITTEN),
                                                                        painted(app.screen, plate, STONE)) if r]
    assert marks, "no mark on the plate of a player who is out"
    assert not [(tuple(r), w.words) for r in marks for w in words if r.colliderect(w.rect)]
