"""Whole Zombie Kittens games at the table, played by posted key presses only: one person against
three CPUs to the end (making every kind of Zombie decision that comes up, choosing from what
is offered), and a hot-seat game where nothing private is drawn under a pass-the-device screen."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from uikit import key, unseen_frames

from game.rules.kittens import events as ev
from game.saves import Seat
from game.ui.games.kittens.panels import ArrangePanel, DigPanel, PlacePanel
from game.ui.games.kittens.zombie import PROMPTS
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.discard import DiscardScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table import hand as hand_module
from game.ui.table.panels import ChoicePanel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

# Cards the player likes to play on their turn, so the Zombie cards come up.
KEEN = ("feed_the_dead", "grave_robber", "dig_deeper", "clone", "attack_of_the_dead", "super_skip", "shuffle",
        "favor", "swap_top_and_bottom")


def choose_keys(table: TableScene, rng: random.Random) -> list[int]:
    """What a person at the keyboard would press now: any option offered, never a fixed script."""
    top = table.app.stack.top
    if isinstance(top, PassDeviceScene):
        return [pygame.K_RETURN]
    if isinstance(top, DiscardScene):
        return [pygame.K_ESCAPE]
    if isinstance(top, ConfirmScene):  # a risky move asks first (issue 28): go back, or yes on purpose
        return [pygame.K_RETURN] if rng.random() < 0.5 else [pygame.K_TAB, pygame.K_RETURN]
    if table.clock - table.asked_at < 0.35:
        return []  # a new question: Enter waits a moment
    panel = table.panel
    if isinstance(panel, ChoicePanel):
        return [pygame.K_DOWN] * rng.randrange(len(panel.options)) + [pygame.K_RETURN]
    if isinstance(panel, ArrangePanel):
        return [pygame.K_TAB] * len(panel.slots) + [pygame.K_RETURN]
    if isinstance(panel, DigPanel):
        return ([pygame.K_TAB] if rng.random() < 0.5 else []) + [pygame.K_RETURN]
    if isinstance(panel, PlacePanel):
        return [rng.choice((pygame.K_END, pygame.K_RIGHT, pygame.K_HOME)), pygame.K_RETURN]
    if panel is not None:
        return [pygame.K_RETURN]
    if table.in_window():
        return [pygame.K_n] if rng.random() < 0.4 else [pygame.K_RETURN]
    decision = table.my_decision()
    if decision is None:
        return []
    if decision[1] != "turn":  # a card of the hand: a gift, a Feed the Dead card, a Grave Robber card
        return [pygame.K_1, pygame.K_RETURN]
    for want in KEEN:
        for i, group in enumerate(table.hand.groups[:9]):
            if group.card == want and rng.random() < 0.6:
                return [pygame.K_1 + i, pygame.K_RETURN]
    return [pygame.K_d]


def play(table: TableScene, rng: random.Random, on_frame=None, limit: int = 30_000, drawn: bool = True) -> Counter:
    """Play to the game-over screen; the prompts the people were asked, counted once each
    (`drawn=False`: for a test of the game's course only, the frames are not drawn)."""
    app = table.app
    asked: Counter = Counter()
    last = None
    for _ in range(limit):
        if isinstance(app.stack.top, GameOverScene):
            break
        decision = table.my_decision()
        if decision is not None and decision != last:
            asked[decision[1]] += 1
        last = decision
        if not isinstance(app.stack.top, PassDeviceScene) or rng.random() < 0.3:
            for k in choose_keys(table, rng):
                key(app, k)
        if drawn:
            app.frame(0.05)
        else:
            unseen_frames(app, 1, 0.05)
        if on_frame is not None:
            on_frame()
    assert isinstance(app.stack.top, GameOverScene), f"stalled at {table.match.pending}"
    return asked


def people_answers(match, people) -> Counter:
    """NOW cards and Nopes the people played into someone's window."""
    out: Counter = Counter()
    in_window = False
    for e in match.log:
        if isinstance(e, ev.CardsPlayed):
            if e.seat in people and in_window:
                out[e.cards[0]] += 1
            in_window = True
        elif isinstance(e, ev.Noped) and e.seat in people:
            out["nope"] += 1
        elif isinstance(e, ev.TurnBegan | ev.PlayFinished | ev.PlayResolved):
            in_window = isinstance(e, ev.PlayFinished)
    return out


def test_one_person_plays_zombie_kittens_to_the_end_against_three_cpus(make_app):
    """Over a few games the person meets every Zombie prompt, and answers windows with Nope and
    NOW cards, dead or alive."""
    asked: Counter = Counter()
    answered: Counter = Counter()
    dead_answers = 0
    for seed in (2, 5, 7, 9):
        app = make_app(response_timer=3)
        seats = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Mittens", "Biscuit", "Pickles")]
        match = new_match("zombie-kittens", seats, {"extended_set": True}, seed=seed)
        table = TableScene(app, match, seats, journal=False, pace=0.05)
        app.push(table)
        asked += play(table, random.Random(seed), drawn=False)  # prompts and answers are checked, not pictures
        assert match.is_over()
        answered += people_answers(match, {0})
        dead = False
        for e in match.log:
            if isinstance(e, ev.Died | ev.Resurrected) and getattr(e, "risen", e.seat) == 0:
                dead = isinstance(e, ev.Died)
            elif dead and isinstance(e, ev.Noped | ev.CardsPlayed) and e.seat == 0:
                dead_answers += 1
        app.close()
    assert set(PROMPTS) <= set(asked), asked
    assert answered["nope"] and set(answered) - {"nope"}, answered  # a Nope and a NOW card in windows
    assert dead_answers, "the person never answered a window while dead"


@pytest.mark.parametrize("seed", [4, 6])
def test_hot_seat_zombie_game_keeps_every_private_choice_private(make_app, monkeypatch, seed):
    app = make_app(response_timer=2)
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Mittens", "easy")]
    match = new_match("zombie-kittens", seats, {"extended_set": True}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    drawn: list[int] = []
    original = hand_module.CardGroup.draw

    def spy(self, surface, app_, focused, hovered):
        drawn.append(1)
        return original(self, surface, app_, focused, hovered)

    monkeypatch.setattr(hand_module.CardGroup, "draw", spy)
    passes = []

    def check() -> None:
        if any(isinstance(s, PassDeviceScene) for s in app.stack.scenes):
            passes.append(table.match.pending.prompt if table.match.pending else None)
            assert table.viewer is None and table.private_drawn is None
            assert not drawn, "a hand was drawn under the pass-the-device screen"
            assert table.panel is None or not table.panel.private
        drawn.clear()

    asked = play(table, random.Random(seed), on_frame=check)
    assert passes and set(asked) & set(PROMPTS), asked
