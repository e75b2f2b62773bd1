"""A card chosen while the table is still catching up (the window on the CPU's Favor closing, its
last moves still to show) stays chosen when the table asks the person for it; a choice made for
another decision does not carry over."""

from __future__ import annotations

import pygame
from test_table_issue13 import plays_first, run_until, table_for
from uikit import frames, key

from game.i18n import _
from game.rules.kittens import events as ev
from game.rules.kittens.cards import title
from game.ui.table.scene import ENTER_GRACE

HANDS = (("defuse", "tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip"))


def favor_asked_early(make_app):
    """The table the moment the gift is the person's, before the table has shown the moves before it."""
    app = make_app(response_timer=2)
    table = table_for(app, HANDS, first=1)
    plays_first(table, 1, target=0)
    run_until(app, table, lambda: table.my_decision() == (0, "give_card"), limit=6000)
    assert table.shown_upto < len(table.feeds[table.seen_as])  # still catching up
    return app, table


def settle_and_give(app, table) -> None:
    frames(app, 30)
    assert table.hand.selection == {"tacocat": 1}
    assert table.bar_buttons[0].label == _("Give {card} to {name}").format(card=title("tacocat"), name="Mittens")
    run_until(app, table, lambda: table.clock - table.asked_at >= ENTER_GRACE)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    given = [e for e in table.match.log if isinstance(e, ev.CardMoved)]
    assert given and given[-1].card == "tacocat"


def test_a_card_chosen_by_key_while_catching_up_stays_chosen(make_app):
    app, table = favor_asked_early(make_app)
    key(app, pygame.K_1 + [g.card for g in table.hand.groups].index("tacocat"))
    settle_and_give(app, table)


def test_a_card_clicked_while_catching_up_stays_chosen(make_app):
    app, table = favor_asked_early(make_app)
    group = next(g for g in table.hand.groups if g.card == "tacocat")
    frames(app, 0)
    pos = group.face_rect.center if group.face_rect.width else group.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    settle_and_give(app, table)


def test_a_choice_made_for_another_decision_is_cleared(make_app):
    app, table = favor_asked_early(make_app)
    frames(app, 30)
    table.hand.selection = {"tacocat": 1}
    table.hand.chosen_for = (0, "turn")  # chosen when the person was asked something else
    table.flow.decision_key = None  # the table asks again
    frames(app, 2)
    assert table.hand.selection == {}
    assert table.bar_buttons[0].label == _("Give {name} a card (choose one)").format(name="Mittens")


def test_a_kept_choice_lays_the_controls_out_twice_not_three_times(make_app, monkeypatch):
    app, table = favor_asked_early(make_app)
    key(app, pygame.K_1 + [g.card for g in table.hand.groups].index("tacocat"))
    laid: list[int] = []
    rebuild, drive = table.rebuild_controls, table.flow._drive_human
    monkeypatch.setattr(table, "rebuild_controls", lambda **kw: (laid.append(1), rebuild(**kw))[1])

    def counted(seat, prompt):
        laid.clear()
        drive(seat, prompt)
        asked.append(len(laid))

    asked: list[int] = []
    monkeypatch.setattr(table.flow, "_drive_human", counted)
    frames(app, 30)
    assert table.hand.selection == {"tacocat": 1}
    assert asked and asked[0] <= 2  # chosen again, then laid out for the new decision
