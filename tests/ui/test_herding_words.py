"""Herding Cats says what a newcomer sees (issue 36, points 12 and 13): a cell's score tells what
it is made of (with no herd, "No herd yet: 4 for 7 cards in hand"; after the herd's cards, what the
hand adds), the empty claim spot says what it is for, names stay whole where the unit can be
shortened instead ("Mittens · 12+ pts", not "Mitt... · 12+ points"), and the declare panel never
says "any of the six" while listing five: it says why one is missing."""

from __future__ import annotations

import pygame
import pytest
from fit import _forget_caches, misfits, recording
from uikit import told

from game import i18n
from game.engine import Match, get
from game.i18n import _, ngettext
from game.rules.herding import events as ev
from game.rules.herding import narrate
from game.rules.herding.cards import a_card
from game.saves import Seat
from game.ui import text
from game.ui.games.herding import centre
from game.ui.games.herding.kit import KIT
from game.ui.games.herding.panels import PrivateChoice
from game.ui.games.herding.words import you
from game.ui.table.painter import log_reader
from game.ui.table.scene import TableScene

HANDS = (("kitten", "show_cat", "alley_cat", "catnip", "kitten", "alley_cat", "laser_pointer"),
         ("kitten", "alley_cat", "catnip", "show_cat", "kitten", "alley_cat", "laser_pointer"),
         ("show_cat", "kitten", "catnip", "alley_cat", "kitten", "alley_cat", "laser_pointer"))
REMOVED = (("catnip", "animal_control"),) * 3


def table_at(make_app, size, scale, herds=((), (), ())) -> TableScene:
    rules = get("herding-cats")
    deal = ev.Dealt(HANDS, REMOVED, 0, herds=herds, herds_up=((), (), ()), discards=((), (), ()))
    match = Match(rules, rules.configure(3, {}), seed=5, log=[deal])
    app = make_app(size, text_scale=scale, palette="deuteranopia")
    table = TableScene(app, match, [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")],
                       fresh=False, journal=False, pace=0.05)
    app.push(table)
    app.frame(0.05)
    return table


def drawn_words(table: TableScene) -> list[str]:
    centre._CELLS.clear()
    _forget_caches(table)
    with recording() as rec:
        table.app.stack.draw(table.app.screen)
    return [line.words for line in rec.lines]


@pytest.mark.parametrize("size, scale", [((1024, 640), 2.0), ((1920, 1080), 1.0)])
def test_a_score_with_no_herd_says_it_is_the_hand(make_app, size, scale):
    table = table_at(make_app, size, scale)
    words = " ".join(drawn_words(table))  # lines joined: words wrapped on two lines read as one
    forms = name_forms(4)  # (the words in the language of the run)
    assert any(form.format(name=you(), score=4) in words for form in forms)
    assert any(form.format(name="Mittens", score=4) in words for form in forms)
    assert any(_("No herd yet: {hand}").format(hand=form) in words for form in hand_forms(4, 7))
    assert any(_(form) in words for form in centre.EMPTY_SPOT_WORDS[:2])  # the empty claim spot is labelled
    assert misfits(table.app) == []


@pytest.mark.parametrize("size, scale", [((1024, 640), 2.0), ((1920, 1080), 1.0)])
def test_after_the_herd_the_hand_s_part_is_said(make_app, size, scale):
    """Mittens' herd holds a Show Cat nobody else can name: "Mittens · 4+ points", and after
    its card "+ 4 for 7 cards in hand" (or the shorter "in hand" where room is short)."""
    table = table_at(make_app, size, scale, herds=((), ("show_cat",), ()))
    words = " ".join(drawn_words(table))
    assert any(form.format(name="Mittens", score="4+") in words for form in name_forms(4))
    if i18n.current() == i18n.SOURCE or size[0] > 1024:  # (at 1024x640 200% German and Spanish
        # leave the hand's part out whole: none of their forms fits the two short lines left there)
        assert any(f"+ {form}" in words for form in hand_forms(4, 7)), words[-200:]



def name_forms(points: int) -> list[str]:
    """A cell's name line as the test expects it: in English with its unit (whole or short); in
    another language (longer) the unit may be left out too, the name still whole."""
    forms = centre.name_forms(points, False)
    return forms[:2] if i18n.current() == i18n.SOURCE else forms


def hand_forms(points: int, cards: int) -> list[str]:
    """ "4 for 7 cards in hand" and its short form, in the language of the run."""
    forms = [ngettext("{points} for {n} card in hand", "{points} for {n} cards in hand", cards),
             ngettext("{points} for {n} in hand", "{points} for {n} in hand", cards)]
    return [form.format(points=points, n=cards) for form in forms]


def test_hand_words_fall_back_to_what_fits():
    pygame.init()
    size = 16
    long = "No herd yet: 4 for 7 cards in hand"
    assert centre.hand_words(4, 7, False, size, text.width(long, size)) == [long]
    assert centre.hand_words(1, 1, True, size, 999) == ["+ 1 for 1 card in hand"]
    assert centre.hand_words(4, 7, False, size, text.width("No herd", size)) == ["No herd"]
    assert centre.hand_words(4, 7, True, size, text.width("+ 4", size)) == []


def test_names_stay_whole_before_the_unit_is_kept():
    """Room for the whole name with "pts", not with "points": the unit is shortened, not the name."""
    pygame.init()
    size = 16
    mittens, cal = centre.NameLine("Mittens", 12, False, False), centre.NameLine("Cal", 1, True, False)
    room = text.width("Mittens · 12+ pts", size) + 1
    assert centre.fit_name(mittens, size, room) == "Mittens · 12+ pts"
    room = text.width("Mittens · 12+", size) + 1
    assert centre.fit_name(mittens, size, room) == "Mittens · 12+"
    assert centre.fit_name(cal, size, 999) == "Cal · 1 point"
    assert centre.fit_name(cal, size, text.width("Cal · 1 pt", size)) == "Cal · 1 pt"


def test_a_name_that_looks_like_a_score_is_never_read_as_one(make_app):
    """The line is built from its parts: a name holding " · " or "points" stays whole (the unit
    was found by reading the line's own text back, so "Dot · 5 points" had its own "points"
    shortened: "Dot · 5 pts · 7 points")."""
    table = table_at(make_app, (1280, 720), 1.0)
    table.names = [*table.names[:2], "Dot · 5 points", *table.names[3:]]
    points, complete = table.shown.score(2)
    score = f"{points}{'' if complete else '+'}"
    size = 16
    short = centre.name_forms(points, False)[1].format(name="Dot · 5 points", score=score)
    assert centre.fit_name(centre.name_words(table, table.shown, 2), size, text.width(short, size)) == short


def test_one_point_is_singular(make_app):
    table = table_at(make_app, (1280, 720), 1.0)
    table.shown.counts[2] = 1
    assert centre.name_words(table, table.shown, 2).words == ngettext(
        "{name} · {score} point", "{name} · {score} points", 1).format(name="Biscuit", score=1)


def test_the_declare_panel_says_why_a_card_is_not_offered(make_app):
    """No herds yet: Animal Control cannot be declared, so five are listed, and the panel says why."""
    table = table_at(make_app, (1280, 720), 1.0)
    group = next(g for g in table.hand.groups if g.card == "kitten")
    group.activate()
    KIT.buttons(table, 0, "declare")[0].on_click()
    panel = table.panel
    assert isinstance(panel, PrivateChoice)
    assert len(panel.options) == 5 and "animal_control" not in [card for _, card, _ in panel.options]
    assert panel.detail != _("Any of the six: whoever challenges sees the real card.")
    assert _("Animal Control is not offered: no opponent has a face-down herd card.") in panel.detail


@pytest.mark.parametrize("language", ["en", "qps"], indirect=True)
def test_the_status_line_is_whole_on_one_line(make_app, language):
    """Your turn's status at 1024x640 with 200% text: the longest form that fits the line at its
    least size ("Your turn: choose a card to play face down, then declare it", shorter in a
    longer language), never one the table must cut short."""
    table = table_at(make_app, (1024, 640), 2.0)
    m = table.app.metrics
    words = KIT.status(table)
    assert text.width(words, m.font("small")) <= table.geo.status.width - 4 * m.pad, words
    if language == "en":
        assert words == "Your turn: choose a card to play face down, then declare it"


@pytest.mark.parametrize("shared_view", [False, True])
def test_the_table_says_the_logs_line_to_the_logs_reader(make_app, shared_view):
    """Where the table says what the log says (the deal, a turn, no intercept, a card lost, no card to pick
    or to lose, another's pass, a true claim) it says the log's line, and a claim the log's words
    without what the card really is; "you" is the log's reader, with the shared view up too (a
    device passed: the seat named "You"), never "You has no card to pick"."""
    table = table_at(make_app, (1280, 720), 1.0)
    if shared_view:
        table.look_away()
    names, you = table.names, log_reader(table)
    assert you == 0  # (the seat named "You", whatever word the language writes for it)
    deals = [ev.Dealt(HANDS, REMOVED, first, herds=((), (), ()), herds_up=((), (), ()), discards=((), (), ()))
             for first in (0, 1)]
    for event in (*deals, ev.TurnBegan(1, 2), ev.TurnBegan(0, 3), ev.InterceptDeclined(1), ev.InterceptDeclined(0),
                  ev.CardRemoved(1, 0, "kitten"), ev.CardRemoved(0, 2, "kitten"), ev.NothingToTake(1, 0),
                  ev.NoPenalty(0, "turn"), ev.NoPenalty(2, "turn"), ev.Passed(1),
                  ev.ClaimRevealed(0, "kitten", True, "play"), ev.ClaimRevealed(2, "kitten", True, "play")):
        assert narrate.describe(event, names, you) in told(table, event), event
    if you is not None:
        assert told(table, ev.Passed(you)) == []  # (you know you let it stand)
    declared = ev.Declared(1, "catnip", 0, "kitten")
    claim = narrate.describe(ev.Declared(1, "catnip", 0, None), names, you)
    assert narrate.describe(declared, names, you) == _("{claim} (really {card})").format(claim=claim,
                                                                                        card=a_card("kitten"))
    assert told(table, declared) == [claim]
