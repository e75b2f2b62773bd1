"""Herding Cats' middle at a small window with large text (1024x640, 200%), six players: the cells
never overlap each other or the claim spot, every part of a cell stays inside it, and every herd
is readable: its cards grouped as chips by identity with their counts, each chip as tall as a
line of text with a picture most of that size, the viewer's own face-down identities among them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules.herding.cards import ORDER
from game.saves import Seat
from game.ui import text
from game.ui.games.herding import centre
from game.ui.games.herding.layout import READABLE_W, chip_width, chips, compute
from game.ui.games.herding.shown import HerdingShown
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SMALL = (1024, 640)


def _table(make_app, size, scale, players=6, viewer_human=True) -> TableScene:
    app = make_app(size, text_scale=scale)
    seats = [Seat("Annabelle" if i == 0 else f"Cpu{i}", "human" if i == 0 and viewer_human else "medium")
             for i in range(players)]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=4), seats, journal=False, pace=0.05)
    app.push(table)
    app.frame(0.05)
    return table


def _crowded(players: int, viewer: int) -> HerdingShown:
    """Big herds: the viewer's own with every identity face down, the others with unknown, known
    and face-up cards, and discards."""
    shown = HerdingShown(viewer=viewer, players=players, counts=[3] * players, current=1)
    shown.herd = list(ORDER[:4]) + ["kitten", "kitten"]
    for seat in range(players):
        shown.down[seat] = len(shown.herd) if seat == viewer else 5
        shown.up[seat] = ["kitten", "alley_cat"] if seat % 2 else ["show_cat"]
        shown.known[seat] = [] if seat == viewer else ["catnip", "kitten"]
        shown.discards[seat] = ["laser_pointer", "catnip"][: seat % 3]
    return shown


def _apart(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for a, b in itertools.combinations(rects, 2))


@pytest.mark.parametrize("human", [True, False], ids=["a person's view", "spectator"])
def test_six_cells_fit_apart_at_1024x640_with_200_percent_text(make_app, human):
    table = _table(make_app, SMALL, 2.0, viewer_human=human)
    m = table.app.metrics
    line = text.line_height(m.font("small"))
    for lay in (centre.layout(table),):
        assert len(lay.cells) == 6
        cells = [c.rect for c in lay.cells.values()]
        assert _apart([*cells, lay.play, lay.claim]) and _apart([*cells, lay.words])
        for cell in lay.cells.values():
            assert lay.area.contains(cell.rect)
            parts = [cell.name, cell.discard, cell.row]
            assert all(cell.rect.contains(p) for p in parts) and _apart(parts)
            if not cell.grouped:  # herd cards as readable as READABLE_W asks
                assert lay.chip_w >= m.px(READABLE_W)
                continue
            assert cell.chip_h >= line and cell.row.height >= cell.chip_h
            assert cell.name.width >= text.width("Bea · 99+", m.font("small"))
            assert cell.discard.width >= chip_width(m, line, 2)  # its picture and a two-digit count


def test_every_herd_is_drawn_as_readable_chips_inside_its_cell(make_app):
    # 150% text: beside the log column the herd cards would be unreadable, so they are chips (at 200%
    # the log opens over the table, and the middle is wide enough for rows of cards).
    table = _table(make_app, (1024, 640), 1.5)
    m = table.app.metrics
    lay = centre.layout(table)
    assert all(cell.grouped for cell in lay.cells.values())
    shown = _crowded(6, table.viewer)
    small = m.font("small")
    for seat, cell in lay.cells.items():
        herd = centre.herd_chips(shown, seat)
        places, left = chips(m, cell, [c.count for c in herd])
        assert left == 0, f"seat {seat}: {left} chips do not fit"
        assert _apart(places) and all(cell.row.contains(r) for r in places)
        for chip, r in zip(herd, places, strict=True):
            assert r.height >= text.line_height(small)
            if chip.count > 1:
                assert r.width >= r.height + text.width(f"x{chip.count}", small)  # the count has its room
        assert sum(c.count for c in herd) == shown.down[seat] + len(shown.up[seat])
    own = centre.herd_chips(shown, table.viewer)
    assert [(c.identity, c.count) for c in own if not c.up] == [
        (card, shown.herd.count(card)) for card in ORDER if card in shown.herd]
    other = centre.herd_chips(shown, 1)
    assert [(c.identity, c.count, c.up) for c in other] == [
        ("kitten", 1, False), ("catnip", 1, False), (None, 3, False), ("kitten", 1, True), ("alley_cat", 1, True)]


def test_the_table_draws_at_that_size_without_a_name_over_its_discards(make_app):
    table = _table(make_app, SMALL, 2.0)
    table.shown = _crowded(6, table.viewer)
    table.app.frame(0.05)
    lay = centre.layout(table)
    m = table.app.metrics
    for seat, cell in lay.cells.items():
        words = centre.fit_name(centre.name_words(table, table.shown, seat), m.font("small"), cell.name.width)
        assert text.width(words, m.font("small")) <= cell.name.width
        score = table.shown.score(seat)[0]  # whole, with its unit where there is room ("points", then "pts")
        tails = [form.format(name="", score=f"{score}{plus}") for form in centre.name_forms(score, False)
                 for plus in ("", "+")]
        assert any(words.endswith(tail) for tail in tails), words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_roomy_windows_keep_herds_as_rows_of_cards(make_app, size):
    table = _table(make_app, size, 1.0, players=4)
    lay = compute(table.app.metrics, table.geo, 4, table.seen_as)
    assert not any(c.grouped for c in lay.cells.values())
    assert lay.chip_w >= table.app.metrics.px(56)


@pytest.mark.parametrize(("players", "scale"), [(2, 1.0), (5, 2.0), (7, 1.5), (10, 2.0)])
def test_a_middle_of_middle_need_holds_a_line_of_chips_in_every_cell(players, scale):
    """The promise the table's geometry relies on: `middle_need` is enough for each grouped cell's
    name line and one line of chips."""
    from game.ui.games.herding.layout import _grouped_cells, middle_need
    from game.ui.layout import Metrics

    pygame.init()  # (fonts: measured here before any app is made when this test runs first)
    m = Metrics(1024, 640, scale)
    line = text.line_height(m.font("small"))
    grid = pygame.Rect(0, 0, 1000, middle_need(m, players))
    cells = _grouped_cells(m, grid, list(range(players)), line)
    assert all(cell.row.height >= cell.chip_h >= line for cell in cells.values())
    assert all(chips(m, cell, [1])[1] == 0 for cell in cells.values())  # a chip fits in each
