"""A CPU's thinking time never shows what it holds, at the app's own table (issue 36, point 3).

Twins: two tables whose deals differ only in one hidden card (Mittens, a Hard CPU, holds a Nope
at one and a cat card at the other; the pile holds the other card, deep down), with the same
random numbers for the CPUs and their reaction times, played by the same person (who draws on
their turn and holds nothing that answers, so their windows may close early) at the same frame
rate. Hard's search runs on a clock the test controls: a playout takes 4 ms of it, so a search
takes as many frames whatever the machine. Up to where the twins' public courses part (the Nope
played, or the swapped card drawn and played), every event must come at the same table time.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest
from uikit import key, unseen_frames

from game.ai import ismcts
from game.ai.seeds import repeatable
from game.engine import Match, get
from game.saves import SPECTATOR, Seat
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.table import scene as table_scene
from game.ui.table.scene import TableScene

HARD = 1
CATS = ("tacocat", "cattermelon", "beard_cat", "hairy_potato_cat", "rainbow_ralphing_cat")
FRAME = 1 / 60
PLAYOUT = 0.004  # seconds of the test's clock one playout takes


@pytest.fixture
def search_clock(monkeypatch):
    """Hard's search reads a clock that moves 4 ms a playout; its CPUs think in the app's own
    process (a few ms of that clock a frame: one playout), so a search takes a fixed number of frames."""
    clock = SimpleNamespace(t=0.0)
    work = ismcts.Search._work

    def timed_work(search):
        clock.t += PLAYOUT
        work(search)

    monkeypatch.setattr(ismcts, "time", SimpleNamespace(perf_counter=lambda: clock.t))
    monkeypatch.setattr(ismcts.Search, "_work", timed_work)
    monkeypatch.setattr(table_scene, "_start_thinker", lambda: None)
    return clock


def _deals():
    """Deals (seeds) where the person and Mittens hold no Nope and Mittens holds a cat card."""
    rules = get("exploding-kittens")
    for seed in range(100):
        hands = Match(rules, rules.configure(3, {}), seed).log[0].hands
        if "nope" not in hands[0] + hands[HARD] and set(CATS) & set(hands[HARD]):
            yield seed


def _play(app, seed: int, nope: bool, frames: int = 2400) -> list[tuple[float, dict]]:
    """Every event of the twin as a watcher sees it, with the table time it came."""
    rules = get("exploding-kittens")
    config = rules.configure(3, {})
    dealt = Match(rules, config, seed).log[0]
    if nope:  # Mittens's first cat card and the pile's deepest Nope change places
        hand, pile = list(dealt.hands[HARD]), list(dealt.draw)
        cat, deep = next(i for i, c in enumerate(hand) if c in CATS), max(i for i, c in enumerate(pile) if c == "nope")
        hand[cat], pile[deep] = pile[deep], hand[cat]
        hands = (*dealt.hands[:HARD], tuple(hand), *dealt.hands[HARD + 1:])
        dealt = replace(dealt, hands=hands, draw=tuple(pile))
    seats = [Seat("You", "human"), Seat("Mittens", "hard"), Seat("Biscuit", "medium")]
    with repeatable(seed):
        match = Match(rules, config, seed, log=[dealt])
        table = TableScene(app, match, seats, fresh=False, journal=False)
    app.push(table)
    timed: list[tuple[float, dict]] = []
    for _ in range(frames):
        if table.match.is_over() or not table.match.view(0).alive[0]:
            break
        shown = len(table.match.log)
        _person(app, table)
        unseen_frames(app, 1, FRAME)
        timed += [(round(table.clock, 6), rules.redact(e, SPECTATOR).to_json()) for e in table.match.log[shown:]]
    app.pop()
    return timed


def _person(app, table) -> None:
    """The person draws on their turn and takes every default; they never hold a Nope."""
    if isinstance(app.stack.top, ConfirmScene):
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        return
    if table.shown_upto < len(table.feeds[0]):
        return
    decision = table.my_decision()
    if decision is not None and decision[1] == "turn" and table.panel is None:
        key(app, app.key_for("draw"))
    elif decision is not None and decision[1] == "give_card" and table.panel is None:
        key(app, pygame.K_1)  # a Favor asked of them: their first card
        key(app, pygame.K_RETURN)
    elif table.panel is not None or decision is not None:
        key(app, pygame.K_RETURN)


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_a_hard_cpu_answers_at_the_same_table_times_with_or_without_a_nope(make_app, search_clock, speed):
    app = make_app(cpu_speed=speed, response_timer=4)
    compared = 0
    for seed in _deals():
        with_nope, without = _play(app, seed, nope=True), _play(app, seed, nope=False)
        same = 0
        while same < min(len(with_nope), len(without)) and with_nope[same][1] == without[same][1]:
            same += 1
        assert [t for t, _ in with_nope[:same]] == [t for t, _ in without[:same]], f"deal {seed}"
        compared += sum(1 for _, e in with_nope[:same] if e["type"] == "Passed" and e["seat"] == HARD)
        if compared >= 8:
            break
    assert compared >= 8, "too few windows compared to tell anything"
