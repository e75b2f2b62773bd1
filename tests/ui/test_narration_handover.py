"""Hot-seat narration at a hand-over: speech still queued for the one who held the device is
dropped when it changes hands, and what one person alone learned (a card given to a Favor)
is never spoken while the shared view is up, nor to the other person."""

from __future__ import annotations

import random
import threading

import pygame
from narration_kit import Recording, narrate_into
from test_hotseat import choose_keys
from uikit import key

from game.engine import Match, get
from game.i18n import _
from game.rules.kittens import events as ev
from game.saves import Seat
from game.ui.narration import words as w
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


class Gated(Recording):
    """Speech that waits at a gate: while it is shut, lines queue up behind the one being said."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.gate.set()

    def speak(self, words: str, interrupt: bool) -> None:
        self.gate.wait(10)
        super().speak(words, interrupt)


def said_into(app, into: list[str]) -> None:
    """Note every line the app asks to be said (queued or focused), as the narrator keeps it."""
    narrator = app.narrator
    for name in ("say", "focus"):
        original = getattr(narrator, name)

        def noted(words: str, original=original) -> None:
            into.append(" ".join(words.split()))
            original(words)

        setattr(narrator, name, noted)


def test_speech_queued_for_the_one_holding_the_device_is_dropped_when_it_changes_hands(make_app):
    app = make_app(response_timer=2)
    speech = Gated()
    narrate_into(app, speech)
    puts: list[str] = []
    said_into(app, puts)
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Mittens", "easy")]
    match = new_match("exploding-kittens", seats, {}, seed=4)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    rng = random.Random(4)
    held_from = heard_from = None
    checked = 0
    for frame in range(20000):
        if isinstance(app.stack.top, GameOverScene) or checked >= 3:
            break
        before = table.viewer
        if before is not None and held_from is None:  # a person holds it: their lines pile up
            app.narrator.flush()
            held_from, heard_from = len(puts), len(speech.lines)
            speech.gate.clear()
        if not isinstance(app.stack.top, PassDeviceScene) or frame % 4 == 3:
            for k in choose_keys(table, rng):
                key(app, k)
        frame_from = len(puts)
        app.frame(0.05)
        if held_from is not None and table.viewer != before:  # the device changed hands this frame
            held_only = set(puts[held_from:frame_from]) - set(puts[frame_from:])
            speech.gate.set()
            app.narrator.flush()
            late = speech.since(heard_from)[1:]  # the line being said at the hand-over may finish
            assert not set(late) & held_only, f"queued speech outlived the hand-over: {set(late) & held_only}"
            checked += len(held_only) >= 3
            held_from = None
        elif held_from is None:
            app.narrator.flush()
    speech.gate.set()
    assert checked >= 3, "no hand-over found speech queued"


def test_a_card_stolen_from_a_person_is_never_spoken_on_the_shared_view(make_app):
    """Cal steals from Ann with a pair; the Nope window hands the device to nobody, so the steal
    resolves on the shared view: it says a card was taken, never which (only Cal and Ann know)."""
    app = make_app(response_timer=2)
    speech = Recording()
    narrate_into(app, speech)
    rules = get("exploding-kittens")
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cal", "human")]
    hands = (("tacocat",), ("nope",), ("beard_cat", "beard_cat"))  # Ann's one card: Tacocat, never shown
    pile = ("cattermelon", "skip", "exploding_kitten", "attack", "see_the_future", "skip", "exploding_kitten")
    match = Match(rules, rules.configure(3, {}), seed=2, log=[ev.Dealt(hands, pile, 2)])
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    taco = w.card_title(table, "tacocat")
    played = False
    shared, to_cal = [], []
    for _i in range(3000):
        before = table.viewer
        if isinstance(app.stack.top, PassDeviceScene):
            key(app, pygame.K_RETURN)
        elif table.my_decision() == (2, "turn") and not played:
            played = table.act(2, next(a for a in match.legal_actions(2) if "beard_cat" in repr(a)))
        start = len(speech.lines)
        app.frame(0.05)
        app.narrator.flush()
        lines = speech.since(start)
        if before is None and table.viewer is None:
            shared += lines
        if table.viewer == 2:
            to_cal += lines
        if played and match.state.hands[2] and table.viewer == 2:
            break
    moved = [e for e in match.log if isinstance(e, ev.CardMoved)]
    assert moved and moved[0].card == "tacocat" and moved[0].how == "steal"
    assert _("{name} took a card from {target}").format(name="Cal", target="Ann") in shared  # the shared view was up
    assert not [line for line in shared if taco in line], "the shared view said the card stolen"
    assert any(taco in line for line in to_cal)  # Cal, who took it, is told when the device is back
