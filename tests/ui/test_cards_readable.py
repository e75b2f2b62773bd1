"""Issue 13, points 5 and 12: at 1024x640 and 1920x1080, 100% and 200% text, the table's cards are
as readable as the text setting asks, badges sit clear of titles, notes and the log's heading are
cut only between words, the direction of play shows with its label, and the log column is narrow."""

from __future__ import annotations

import itertools

import pygame
import pytest
from uikit import frames, key

from game import i18n
from game.saves import Seat
from game.settings import TEXT_SCALES
from game.ui import cards_art, text
from game.ui.games.kittens.cards import CARDS
from game.ui.table import geometry, hud
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SIZES = [(1024, 640), (1920, 1080)]
SCALES = [1.0, 2.0]
BIG_HAND = ["attack", "defuse", "favor", "nope", "see_the_future", "shuffle", "skip", "tacocat", "beard_cat",
            "cattermelon", "hairy_potato_cat", "rainbow_ralphing_cat", "favor", "skip"]


def table_at(make_app, size, scale, **settings) -> TableScene:
    app = make_app(size=size, text_scale=scale, **settings)
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium"), Seat("Pickles", "medium")]
    match = new_match("exploding-kittens", seats, {"big_hands": True}, seed=5)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    for _ in range(400):
        app.frame(1 / 30)
        if table.my_decision():
            break
    return table


def smallest_title(width: int) -> int:
    return min(cards_art.layout(look.title, look.kind, width).title_size for look in CARDS.looks.values())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("odds", [False, True])
@pytest.mark.parametrize("players", [2, 6])
def test_card_titles_are_as_large_as_the_text_setting_asks(make_app, size, scale, odds, players):
    app = make_app(size=size, text_scale=scale)
    g = geometry.compute(app.metrics, players, 0, True, odds)
    need = app.metrics.card_title
    assert smallest_title(g.hand_card_w) >= need and smallest_title(g.pile_card_w) >= need
    assert need >= round(8 * scale * app.metrics.u) - 1  # titles grow with the text setting
    screen = app.metrics.rect
    regions = [*g.plates.values(), g.centre, g.bar, g.hand, *([g.log] if g.log else [])]  # (no room: L opens it)
    assert all(screen.contains(r) for r in regions)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(regions, 2))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_hand_titles_are_never_covered_and_badges_sit_clear(make_app, size, scale):
    """At every text size the hand's count badge ("x2") and "chosen" badge cover neither a card's
    title nor its kind word at its foot (in the compact layout Spanish read "GATO" with its start
    under "x2")."""
    table = table_at(make_app, size, scale)
    app = table.app
    table.hand.set_cards(BIG_HAND)
    table.relayout()
    frames(app, 2)
    twice = [g.card for g in table.hand.groups if g.count > 1 and g.shown]
    key(app, pygame.K_1 + [g.card for g in table.hand.groups].index(twice[0]))  # one of a pair chosen
    frames(app, 2)
    assert table.hand.selection == {twice[0]: 1}
    shown = [g for g in table.hand.groups if g.shown]
    assert shown and len(shown) <= len(table.hand.groups)
    faces = [g.face_rect for g in shown]
    words = []  # every shown card's title and kind word, where it is drawn
    for g in shown:
        lay, drawn = cards_art.layout(CARDS.title(g.card), CARDS.looks[g.card].kind, g.face_rect.width), g.drawn_rect(
            app.metrics)
        words += [(g.card, lay.title.move(drawn.topleft)), (g.card, lay.kind.move(drawn.topleft))]
    assert not any(a.colliderect(b) for a, b in itertools.combinations(faces, 2))  # no card covers a title
    for g in shown:
        face = g.face_rect
        assert app.metrics.rect.contains(face)  # the whole card shows
        drawn = g.drawn_rect(app.metrics)  # (a chosen card rises, its badges with it)
        for badge, box, _size in g.badges(app.metrics, drawn):
            # Above the card, or (the compact layout, large text) on its picture: never on a card's words.
            assert box.bottom < drawn.top or drawn.top <= box.top <= box.bottom <= drawn.bottom, badge
            assert app.metrics.rect.contains(box), badge
            assert not [card for card, rect in words if box.colliderect(rect)], badge
            assert not any(box.colliderect(b.rect) for b in table.bar_buttons), badge
    # Every card can be brought into view by the keyboard.
    for g in table.hand.groups:
        table.controls.focus(g)
        table._keep_focus_in_view()
        assert g.shown and app.metrics.rect.contains(g.rect)


def test_plate_notes_and_the_log_heading_are_cut_only_between_words(make_app):
    make_app()  # fonts need pygame started, whichever test runs first
    note = "Pickles has no card to give and looks at the future"
    for width in (80, 150, 260):
        lines = hud.whole_words(note, 20, width, 2)
        assert all(text.width(line, 20) <= width for line in lines)
        words = " ".join(lines).removesuffix("...").split()
        assert words == note.split()[: len(words)]
    for size, scale in itertools.product(SIZES, SCALES):
        app = make_app(size=size, text_scale=scale)
        g = geometry.compute(app.metrics, 4, 0, True)
        if g.log is None:
            continue  # no room for the column: the L key opens the log over the table
        small = app.metrics.font("small")
        head = hud.log_header("L", small, g.log.width - 2 * app.metrics.pad)
        assert " ".join(head) == i18n._("Game log ({key} hides)").format(key="L")
        assert all(text.width(line, small) <= g.log.width - 2 * app.metrics.pad for line in head)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_direction_of_play_shows_with_its_label(make_app, monkeypatch, size, scale):
    drawn: list[str] = []
    original = text.blit_text

    def spy(surface, words, *args, **kwargs):
        drawn.append(words)
        return original(surface, words, *args, **kwargs)

    monkeypatch.setattr(text, "blit_text", spy)
    table = table_at(make_app, size, scale)
    table.painter._backdrop_cache = None
    surface = pygame.Surface(table.app.screen.get_size())
    table.draw(surface)
    accent = table.app.palette.accent
    cone = table.geo.cone
    inked = sum(surface.get_at((x, y))[:3] == accent for x in range(cone.left, cone.right, 2)
                for y in range(cone.top, cone.bottom, 2))
    assert inked > 10 and i18n._("Turn order") in drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_log_takes_at_most_a_fifth_of_the_window(make_app, size):
    app = make_app(size=size)
    g = geometry.compute(app.metrics, 4, 0, True)
    assert g.log.width <= app.metrics.width // 5 + 1


def test_a_plate_keeps_its_status_whole_with_large_text(make_app):
    """"3 cards · next" in a wide plate; with large text the count moves beside the fan of backs
    (or, without a fan, to a short "3 · next"), and the status itself is never cut."""
    for size, scale in itertools.product(SIZES, SCALES):
        app = make_app(size=size, text_scale=scale)
        small = app.metrics.font("small")
        g = geometry.compute(app.metrics, 4, 0, True)
        width = next(iter(g.plates.values())).width - 2 * app.metrics.px(10)
        cards = i18n.ngettext("{n} card", "{n} cards", 13).format(n=13)
        for status in ("next", "thinking...", "attacking", "their turn"):
            for fan in (True, False):
                words, counted = hud.plate_words(13, status, small, width, fan)
                if counted:
                    assert (words, counted) == (status, "13") and fan
                else:
                    assert words in (f"{cards} · {status}", f"13 · {status}")
                assert status in words
                assert words == f"{cards} · {status}" or text.width(f"{cards} · {status}", small) > width
    three = i18n.ngettext("{n} card", "{n} cards", 3).format(n=3)
    assert hud.plate_words(3, "next", 20, 2000, True) == (f"{three} · next", "")
    assert hud.plate_words(3, "next", 20, 40, True) == ("next", "3")
    short = text.width("3 · next", 20)
    assert hud.plate_words(3, "next", 20, short, False) == ("3 · next", "")
    assert hud.plate_words(3, "next", 20, short - 1, False) == ("3", "")  # (a long word in another language)
