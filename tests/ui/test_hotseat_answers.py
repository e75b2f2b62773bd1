"""Hot-seat response windows, played by posted key presses as three people at one device would.

Anyone may claim a window ("I want to answer"); the device passes to them; they see their own
hand and play or step back. Nobody can play another person's card, and nothing the table shows
to everyone (frames, log, sounds) differs between a person who held a Nope and one who did not.
"""

from __future__ import annotations

import hashlib

import pygame
from uikit import key

from game.engine import Action, Match, get
from game.i18n import _
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.panels import ChoicePanel, RevealPanel
from game.ui.table.scene import ENTER_GRACE, TableScene

PEOPLE = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cal", "human")]
PILE = ("tacocat", "cattermelon", "exploding_kitten", "beard_cat", "exploding_kitten", "shuffle", "favor")


def table_for(app, bea_holds: str, ann_card: str = "skip") -> TableScene:
    """Ann to play first; Bea's third card is `bea_holds` (a Nope, or a card that cannot answer)."""
    rules = get("exploding-kittens")
    hands = (("defuse", ann_card, "tacocat"), ("defuse", "beard_cat", bea_holds), ("defuse", "cattermelon", "skip"))
    match = Match(rules, rules.configure(3, {}), seed=5, log=[Dealt(hands, PILE, 0)])
    table = TableScene(app, match, PEOPLE, fresh=False, journal=False, pace=0.05)
    app.push(table)
    return table


class Recorder:
    """Everything the shared screen shows: frames while nobody's cards are up, sounds, the log."""

    def __init__(self, app, table: TableScene):
        self.app, self.table = app, table
        self.public: list[str] = []
        self.sounds: list[str] = []
        self.acts: list[tuple[int, Action, int | None]] = []
        play = app.sound.play
        app.sound.play = lambda name, *a, **k: (self.sounds.append(name), play(name, *a, **k))[1]
        act = table.act
        table.act = lambda seat, action: (self.acts.append((seat, action, table.viewer)), act(seat, action))[1]

    def frame(self, n: int = 1) -> None:
        for _i in range(n):
            self.app.frame(0.05)
            if self.table.viewer is None:
                self.public.append(hashlib.sha1(pygame.image.tobytes(self.app.screen, "RGB")).hexdigest())

    def until(self, condition, limit: int = 2000) -> None:
        for _i in range(limit):
            if condition():
                return
            self.frame()
        raise AssertionError("condition never met")


def press(rec: Recorder, *keys: int) -> None:
    """Press keys as a person would: not within the moment a new question ignores Enter."""
    for k in keys:
        rec.until(lambda: rec.table.clock - rec.table.asked_at >= ENTER_GRACE)
        key(rec.app, k)
        rec.frame()


def claim_and_step_back(rec: Recorder, person: int, position: int) -> bool:
    """`person` claims the window from the shared view, takes the device, and steps back.
    Returns whether their own screen offered a Nope."""
    table = rec.table
    rec.until(lambda: table.in_window() and table.viewer is None and table.panel is None
              and not isinstance(rec.app.stack.top, PassDeviceScene))
    press(rec, pygame.K_n)
    if isinstance(table.panel, ChoicePanel):  # several people could answer: say who
        press(rec, *([pygame.K_DOWN] * position), pygame.K_RETURN)
    assert isinstance(rec.app.stack.top, PassDeviceScene) and rec.app.stack.top.name == PEOPLE[person].name
    press(rec, pygame.K_RETURN)  # "I'm Bea: show my cards"
    assert table.viewer == person
    labels = {b.label: b.enabled for b in table.bar_buttons}
    assert set(labels) == {_("Nope!"), _("Step back")}
    press(rec, pygame.K_RETURN)  # the focus is on Step back
    assert table.viewer is None
    return labels[_("Nope!")]


def play_the_first_window(app, bea_holds: str) -> tuple[Recorder, list[bool]]:
    table = table_for(app, bea_holds)
    rec = Recorder(app, table)
    take_turn(rec, 0, "skip")  # Ann plays Skip: Bea and Cal claim the window
    offered = [claim_and_step_back(rec, 1, 0), claim_and_step_back(rec, 2, 1)]
    rec.until(lambda: table.match.view(0).current == 1)  # the countdown closed the window
    take_turn(rec, 1, None)  # Bea draws
    take_turn(rec, 2, "skip")  # Cal plays his Skip: Ann and Bea both claim this window too
    offered += [claim_and_step_back(rec, 0, 0), claim_and_step_back(rec, 1, 1)]
    rec.until(lambda: table.match.view(0).current == 0)
    rec.frame(40)
    return rec, offered


def take_turn(rec: Recorder, person: int, card: str | None) -> None:
    """`person` takes the device for their turn and plays `card`, or draws."""
    table = rec.table
    rec.until(lambda: isinstance(rec.app.stack.top, PassDeviceScene) and rec.app.stack.top.name == PEOPLE[person].name)
    press(rec, pygame.K_RETURN)  # "I'm Ann: show my cards"
    assert table.viewer == person
    rec.until(lambda: table.my_decision() is not None)
    if card is None:
        press(rec, pygame.K_d)
        return
    slot = [g.card for g in table.hand.groups].index(card)
    press(rec, pygame.K_1 + slot, pygame.K_RETURN)


def test_a_window_answered_by_claims_looks_the_same_whoever_held_a_nope(make_app):
    with_nope, offered_a = play_the_first_window(make_app(response_timer=2), "nope")
    without, offered_b = play_the_first_window(make_app(response_timer=2), "tacocat")
    # Each saw their own hand: only Bea, in the game where she holds one, was offered a Nope.
    assert offered_a == [True, False, False, True] and offered_b == [False] * 4
    assert with_nope.public == without.public, "a shared frame differs with a Nope in Bea's hand"
    assert with_nope.sounds == without.sounds
    assert with_nope.table.log_lines() == without.table.log_lines()
    assert len(with_nope.public) > 50


def test_nobody_plays_a_card_for_another_person(make_app):
    rec, _offered = play_the_first_window(make_app(response_timer=2), "nope")
    assert rec.acts, "nothing was played"
    for seat, action, viewer in rec.acts:
        assert action.kind == "pass" or viewer == seat, (seat, action, viewer)
    nopes = [e for e in rec.table.match.log if e.kind == "Noped"]
    assert not nopes  # Bea held one but stepped back: nobody else could play it


def test_the_claimant_can_nope_and_the_shared_view_returns(make_app):
    app = make_app(response_timer=2)
    table = table_for(app, "nope")
    rec = Recorder(app, table)
    take_turn(rec, 0, "skip")
    rec.until(lambda: table.in_window() and table.viewer is None)
    press(rec, pygame.K_n, pygame.K_RETURN, pygame.K_RETURN)  # Bea claims and takes the device
    assert table.viewer == 1
    press(rec, pygame.K_n)  # her own Nope
    assert [e.kind for e in table.match.log[-1:]] == ["Noped"] and table.match.steps[-1].seat == 1
    assert table.viewer is None  # her hand left the screen at once


def test_a_claim_stops_the_clock_and_going_back_restarts_it(make_app):
    app = make_app(response_timer=2)
    table = table_for(app, "tacocat")
    rec = Recorder(app, table)
    take_turn(rec, 0, "skip")
    rec.until(lambda: table.in_window() and table.viewer is None)
    press(rec, pygame.K_n)
    left = table.flow.window.timer.left
    rec.frame(100)  # five seconds choosing who answers: the countdown waits
    assert table.flow.window.timer.left == left and table.in_window()
    press(rec, pygame.K_ESCAPE)  # back: nobody claims after all
    assert table.panel is None and not table.flow.window.held
    rec.until(lambda: not table.in_window())


def test_a_look_at_the_future_during_the_shared_view_is_shown_when_the_device_returns(make_app):
    app = make_app(response_timer=2)
    table = table_for(app, "tacocat", ann_card="see_the_future")
    rec = Recorder(app, table)
    take_turn(rec, 0, "see_the_future")
    rec.until(lambda: isinstance(app.stack.top, PassDeviceScene) and app.stack.top.name == "Ann")
    assert not isinstance(table.panel, RevealPanel)  # not under the pass screen
    press(rec, pygame.K_RETURN)
    rec.until(lambda: isinstance(table.panel, RevealPanel))
    assert table.panel.cards == PILE[:3]


def test_a_stray_enter_in_the_shared_view_lets_it_happen_and_claims_nothing(make_app):
    app = make_app(response_timer=5)
    table = table_for(app, "nope")
    rec = Recorder(app, table)
    take_turn(rec, 0, "skip")
    rec.until(lambda: table.in_window() and table.viewer is None and table.panel is None
              and not isinstance(app.stack.top, PassDeviceScene))
    assert table.controls.focused.label == _("Go on: nobody answers")
    press(rec, pygame.K_RETURN)  # Ann's second Enter, meant for nothing
    assert not table.flow.window or not table.flow.window.held
    assert table.panel is None and not isinstance(app.stack.top, PassDeviceScene)
    assert not table.in_window()  # everyone let it happen: no five seconds to wait
    assert not [e for e in table.match.log if e.kind == "Noped"]
