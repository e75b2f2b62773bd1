"""A button that cannot be used yet says what to do first when chosen, instead of nothing: the
Favor's "Give Mittens a card (choose one)", focused when the gift is asked, and the turn's
"Play (choose cards)" clicked before any card is chosen. Nothing is given or played meanwhile."""

from __future__ import annotations

import pygame
from test_table_issue13 import plays_first, run_until, table_for
from uikit import frames, key

from game.i18n import _
from game.rules.kittens.cards import title
from game.ui.table.scene import ENTER_GRACE


def test_enter_on_the_gift_button_before_choosing_says_how_to_choose(make_app):
    app = make_app(response_timer=2)
    table = table_for(app, (("tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip")), first=1)
    plays_first(table, 1, target=0)
    run_until(app, table, lambda: table.my_decision() == (0, "give_card"), limit=6000)
    give = table.controls.focused
    assert give is table.bar_buttons[0] and not give.enabled  # the focused default, waiting for a card
    run_until(app, table, lambda: table.clock - table.asked_at >= ENTER_GRACE)
    events = len(table.match.log)
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.toast is not None and table.toast[0] == _("Choose a card first: click it or press its number key")
    assert len(table.match.log) == events and table.match.pending.prompt == "give_card"  # nothing given


def test_clicking_play_with_no_card_chosen_says_how_to_choose(make_app):
    app = make_app()
    table = table_for(app, (("tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip")))
    run_until(app, table, lambda: table.my_decision() == (0, "turn"))
    play = table.bar_buttons[0]
    events = len(table.match.log)
    assert play.label == _("Play (choose cards)") and not play.enabled
    run_until(app, table, lambda: table.clock - table.asked_at >= ENTER_GRACE)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=play.rect.center))
    frames(app)
    assert table.toast is not None and table.toast[0] == _("Choose cards first: click them or press their number keys")
    assert table.match.pending.prompt == "turn" and len(table.match.log) == events


def test_kombat_enter_on_choose_a_card_says_how(make_app):
    from test_choice_scroll import SEATS

    from game.ui.games.kombat.kit import CARD_PROMPTS
    from game.ui.table.scene import TableScene
    from game.ui.table.setup import new_match

    app = make_app(reduced_motion=True, cpu_speed="instant")
    match = new_match("kombat-kittens", SEATS, {}, seed=1)
    table = TableScene(app, match, SEATS, journal=False, pace=0.05)
    app.push(table)
    for _panel in ("Battle whom? Bea", "Ask for help? Fight alone"):
        run_until(app, table, lambda: table.panel is not None and table.clock - table.asked_at >= ENTER_GRACE)
        key(app, pygame.K_RETURN)
        frames(app)
    run_until(app, table, lambda: table.my_decision() is not None and table.my_decision()[1] in CARD_PROMPTS
              and table.panel is None and table.clock - table.asked_at >= ENTER_GRACE, limit=6000)
    play = table.controls.focused
    assert play is table.bar_buttons[0] and not play.enabled and play.label == _("Choose a card (number keys)")
    events = len(match.log)
    key(app, pygame.K_RETURN)
    frames(app)
    assert table.toast is not None and table.toast[0] == _("Choose a card first: click it or press its number key")
    assert len(match.log) == events


def test_giving_away_a_defuse_by_key_is_asked_once(make_app):
    from game.rules.kittens import events as ev
    from game.ui.scenes.dialogs import ConfirmScene

    app = make_app(response_timer=2)
    table = table_for(app, (("defuse", "tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip")), first=1)
    plays_first(table, 1, target=0)
    run_until(app, table, lambda: table.my_decision() == (0, "give_card") and table.bar_buttons
              and table.clock - table.asked_at >= ENTER_GRACE, limit=6000)
    frames(app, 60)  # the table settled on the question
    slot = [g.card for g in table.hand.groups].index("defuse")
    key(app, pygame.K_1 + slot)
    frames(app)
    give = table.controls.focused
    assert give is table.bar_buttons[0]
    assert give.label == _("Give {card} to {name}").format(card=title("defuse"), name="Mittens")
    run_until(app, table, lambda: table.clock - table.asked_at >= ENTER_GRACE)
    key(app, pygame.K_RETURN)  # "1, Enter": the Defuse would be gone
    frames(app, 2)
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.heading == _("Give away your Defuse?")
    key(app, pygame.K_RETURN)  # the focused default: choose another card
    frames(app, 2)
    assert app.stack.top is table and not [e for e in table.match.log if isinstance(e, ev.CardMoved)]
    key(app, pygame.K_1 + slot)  # the Defuse put back
    key(app, pygame.K_1 + [g.card for g in table.hand.groups].index("tacocat"))
    frames(app)
    give = table.bar_buttons[0]
    assert give.label == _("Give {card} to {name}").format(card=title("tacocat"), name="Mittens") and give.risk is None
