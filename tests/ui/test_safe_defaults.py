"""Issue 28, points 3 and 4: the focused default of every decision is the safe, ordinary choice.
An irreversible choice that loses something (Forfeit, a bluff, dying, drawing a Kitten you can
see) is never focused first and, chosen by keyboard, asks once; drawing a face-up Imploding
Kitten is announced on the draw button and asked about by key and by click."""

from __future__ import annotations

import random

import pygame
import pytest
from uikit import frames, key, start_of, unseen_frames

from game.engine import Action, Match, get
from game.i18n import N_, _
from game.rules.herding import events as hev
from game.rules.herding.cards import title as herd_title
from game.rules.herding.moves import declare, pick
from game.rules.kittens import events as kev
from game.rules.kittens.cards import EXPLODING, IMPLODING
from game.rules.kittens.cards import title as kitten_title
from game.rules.kombat import events as kombat_ev
from game.saves import Seat
from game.ui.games.herding.panels import InterceptPanel
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.table.panels import RevealPanel
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.setup import new_match

FORFEIT = N_("Forfeit (lose, draw 1 more)")


def risky_starts() -> tuple[str, ...]:
    """How a choice which loses something for good starts, in the reader's language."""
    return (_(FORFEIT), start_of("Bluff: present {card} as a Laser Pointer"),
            _("Die: keep your hand and answer from the grave"),
            *(_("Draw the {card}").format(card=kitten_title(card)) for card in (EXPLODING, IMPLODING)))


def _focused(table: TableScene):
    group = table.panel.group if table.panel is not None else table.controls
    return group.focused


def _label(widget) -> str:
    return getattr(widget, "label", "")


def _risky(widget) -> bool:
    return _label(widget).startswith(risky_starts())


def _wait_past_grace(app, table: TableScene) -> None:
    for _i in range(40):
        app.frame(0.05)
        if table.clock - table.asked_at > ENTER_GRACE + 0.05 and table.my_decision() is not None:
            return
    raise AssertionError("the question never settled")


@pytest.mark.parametrize("game, players, risky", [("exploding-kittens", 4, False), ("imploding-kittens", 4, False),
                                                  ("zombie-kittens", 4, False), ("kombat-kittens", 3, True),
                                                  ("herding-cats", 3, False)])
def test_no_decision_of_any_family_focuses_a_risky_choice(app, game, players, risky):
    """You and CPUs, a whole game: at every decision you are asked (the bar or a panel), the
    focus is on a choice that loses nothing (and where the game offers risky ones, they were
    offered along the way). The Kittens' risky moments have their own tests below."""
    seats = [Seat("You", "human")] + [Seat(f"Cpu{i}", "easy") for i in range(1, players)]
    match = new_match(game, seats, {}, seed=11)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    rng = random.Random(3)
    offered = asked = 0
    for _i in range(20_000):
        if match.is_over():
            break
        unseen_frames(app, 1, 0.05)  # the focus is checked, not a picture
        if isinstance(table.panel, RevealPanel) and not table.anims.blocking:  # cards shown to you alone
            assert not _risky(table.panel.group.focused)
            table.panel.ok.on_click()  # "Got it", as a person does (else the table waits for them)
            continue
        decision = table.my_decision()
        if decision is None or table.anims.blocking:
            continue
        group = table.panel.group if table.panel is not None else table.controls
        focused = group.focused
        asked += 1
        offered += any(_risky(w) for w in group.widgets)
        assert not _risky(focused), f"{decision[1]}: {_label(focused)!r} has the focus"
        assert focused is None or focused.risk is None
        legal = [a for a in match.legal_actions(0) if a.kind not in ("forfeit", "die")] or match.legal_actions(0)
        table.act(0, rng.choice(legal))
    assert match.is_over(), "the game was played to its end"
    assert asked > 5 and (offered or not risky), "the game offered risky choices"


def _kombat_round(app) -> TableScene:
    seats = [Seat("You", "human"), Seat("Cpu", "easy")]
    match = new_match("kombat-kittens", seats, {}, seed=2)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    for _i in range(3000):
        if table.my_decision() is not None and table.my_decision()[1] == "battle_card":
            break
        decision = table.my_decision()
        if decision is not None and decision[1] == "pick_opponent":
            table.act(0, match.legal_actions(0)[0])
        app.frame(0.05)
    assert table.my_decision()[1] == "battle_card"
    _wait_past_grace(app, table)
    return table


def _forfeits(table: TableScene) -> int:
    return sum(1 for step in table.match.steps if step.seat == 0 and step.action.kind == "forfeit")


def test_a_stray_enter_in_a_kombat_round_never_forfeits(app):
    """The round opens with the focus on Play (waiting for a card), not on Forfeit: Enter does nothing."""
    table = _kombat_round(app)
    forfeit = next(b for b in table.bar_buttons if b.label == _(FORFEIT))
    assert table.controls.focused is table.bar_buttons[0] and table.controls.focused is not forfeit
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    assert _forfeits(table) == 0 and table.my_decision() is not None


def test_forfeit_by_keyboard_asks_once_and_a_click_does_not(app):
    table = _kombat_round(app)
    forfeit = next(b for b in table.bar_buttons if b.label == _(FORFEIT))
    table.controls.focus(forfeit)
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.heading == _("Forfeit this battle?")
    assert _label(ask.group.focused) == _("Keep fighting")  # the safe answer has the focus
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    assert app.stack.top is table and _forfeits(table) == 0
    table.controls.focus(next(b for b in table.bar_buttons if b.label == _(FORFEIT)))
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # "Forfeit", on purpose
    frames(app, 3, 0.05)
    assert _forfeits(table) == 1
    assert any(isinstance(e, kombat_ev.BattleDecided) for e in table.feeds[0])


def test_forfeit_by_click_needs_no_question(app):
    table = _kombat_round(app)
    forfeit = next(b for b in table.bar_buttons if b.label == _(FORFEIT))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=forfeit.rect.center))
    frames(app, 2, 0.05)
    assert _forfeits(table) == 1 and not isinstance(app.stack.top, ConfirmScene)


def _laser_pointer_prompt(app, yours: tuple[str, ...]) -> TableScene:
    """Bea declares Catnip on you and picks your card 1: your Laser Pointer prompt."""
    rules = get("herding-cats")
    bea = ("catnip", "kitten", "kitten", "show_cat", "alley_cat", "alley_cat", "laser_pointer")
    deal = hev.Dealt((yours, bea), (("kitten", "alley_cat"), ("kitten", "animal_control")), 1)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    table.act(1, declare("catnip", "catnip", 0))
    for _i in range(400):
        if table.in_window():
            break
        app.frame(0.05)
    table.let_it_happen()
    for _i in range(400):
        if match.pending.prompt == "select":
            break
        app.frame(0.05)
    table.act(1, pick(0))
    for _i in range(400):
        if isinstance(table.panel, InterceptPanel):
            break
        app.frame(0.05)
    _wait_past_grace(app, table)
    return table


def test_the_laser_pointer_prompt_without_a_laser_pointer_focuses_let_it_happen(app):
    table = _laser_pointer_prompt(app, ("kitten", "show_cat", "kitten", "show_cat", "alley_cat", "catnip",
                                        "animal_control"))
    labels = [label for label, _, _ in table.panel.options]
    assert labels[0].startswith(start_of("Bluff: present {card} as a Laser Pointer"))  # bluffs are offered...
    assert _label(_focused(table)) == _("No Laser Pointer: let it happen")  # ...but never chosen by Enter
    key(app, pygame.K_UP)  # onto the last bluff
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.heading.startswith(start_of("Bluff with your {card}?"))
    key(app, pygame.K_RETURN)  # Go back
    frames(app, 2, 0.05)
    assert app.stack.top is table and isinstance(table.panel, InterceptPanel)
    assert not any(isinstance(e, hev.Intercepted) for e in table.feeds[0])


def test_the_laser_pointer_prompt_with_one_focuses_the_true_claim(app):
    table = _laser_pointer_prompt(app, ("kitten", "laser_pointer", "kitten", "show_cat", "alley_cat", "catnip",
                                        "animal_control"))
    assert _label(_focused(table)) == _("Present your Laser Pointer (from your hand)")


def test_a_bluffed_declaration_chosen_by_keyboard_asks_first(app):
    table = _laser_pointer_prompt(app, ("kitten", "laser_pointer", "kitten", "show_cat", "alley_cat", "catnip",
                                        "animal_control"))
    table.act(0, next(a for a in table.match.legal_actions(0) if a.kind == "pass"))
    for _i in range(2000):
        decision = table.my_decision()
        if decision is not None and decision[1] == "declare":
            break
        if table.in_window():
            table.let_it_happen()
        app.frame(0.05)
    _wait_past_grace(app, table)
    key(app, pygame.K_1)  # a Kitten
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    assert _label(_focused(table)).startswith(start_of("{card}: the truth ({effect})", card=herd_title("kitten")))
    key(app, pygame.K_DOWN)  # a bluff
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    bluff = start_of("Bluff: declare your {card} as {claim}?", card=herd_title("kitten"))
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.heading.startswith(bluff)


# ---- point 4: a face-up Imploding Kitten on top ---------------------------------------------------------
def _imploding_on_top(app) -> TableScene:
    """Bea draws the Imploding Kitten and puts it back face up on top: your turn."""
    rules = get("imploding-kittens")
    hands = (("defuse", "skip", "tacocat"), ("defuse", "nope", "beard_cat"))
    deal = kev.Dealt(hands, (IMPLODING, "tacocat", "exploding_kitten", "cattermelon"), 1)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    table.act(1, Action("draw"))
    table.act(1, Action("place", position=0))
    for _i in range(400):
        if table.my_decision() is not None:
            break
        app.frame(0.05)
    assert table.my_decision() == (0, "turn")
    _wait_past_grace(app, table)
    return table


def _drawn(table: TableScene) -> int:
    return sum(1 for step in table.match.steps if step.seat == 0 and step.action.kind == "draw")


def test_the_draw_button_warns_of_a_face_up_imploding_kitten(app):
    table = _imploding_on_top(app)
    draw = table.bar_buttons[-1]
    assert kitten_title(IMPLODING) in draw.label
    assert table.controls.focused is not draw  # Enter never draws it
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    assert _drawn(table) == 0


@pytest.mark.parametrize("how", ["key", "click", "button by keyboard"])
def test_drawing_a_face_up_imploding_kitten_asks_first(app, how):
    table = _imploding_on_top(app)
    draw = table.bar_buttons[-1]
    if how == "key":
        key(app, app.key_for("draw"))
    elif how == "click":
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=draw.rect.center))
    else:
        table.controls.focus(draw)
        key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.heading == _("Draw the {card}?").format(card=kitten_title(IMPLODING))
    assert _label(ask.group.focused) == _("Go back")
    key(app, pygame.K_RETURN)
    frames(app, 2, 0.05)
    assert _drawn(table) == 0 and app.stack.top is table
    key(app, app.key_for("draw"))
    frames(app, 2, 0.05)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # Draw the Imploding Kitten, on purpose
    frames(app, 3, 0.05)
    assert _drawn(table) == 1 and not table.match.view(0).alive[0]


def test_an_ordinary_draw_asks_nothing(app):
    rules = get("imploding-kittens")
    hands = (("defuse", "skip", "tacocat"), ("defuse", "nope", "beard_cat"))
    deal = kev.Dealt(hands, ("tacocat", IMPLODING, "exploding_kitten", "cattermelon"), 0)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    frames(app, 3, 0.05)
    _wait_past_grace(app, table)
    assert table.bar_buttons[-1].label == _("Draw a card") and table.controls.focused is table.bar_buttons[-1]
    key(app, app.key_for("draw"))
    frames(app, 2, 0.05)
    assert _drawn(table) == 1
