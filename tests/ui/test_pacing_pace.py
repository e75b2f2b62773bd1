"""The table's base pace, in game time: the next CPU thinks while the move before it still
shows, another player's draw flies briskly and yours whole, the NOPE stamp lets the next window
open, and the CPU speed setting and reduced motion still set the pace (issue 28, point 6)."""

from __future__ import annotations

import pygame
from uikit import key

from game.engine import Action, Match, get
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.settings import CPU_DELAYS
from game.ui.table.anims import FlyCard, Stamp
from game.ui.table.director import BRISK
from game.ui.table.flow import AFTER_ANIMATION
from game.ui.table.scene import PACE, TableScene

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "favor", "exploding_kitten")
HANDS = (("defuse", "tacocat"), ("defuse", "cattermelon"), ("defuse", "beard_cat"))
DT = 1 / 60


def a_round(app) -> tuple[float, list[tuple[int | None, float]]]:
    """You draw; Mittens and Biscuit (who can only draw) draw. The seconds of game time from your
    draw to your next turn, and each card flight's (who drew, length) in order."""
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3, {}), seed=3, log=[Dealt(HANDS, PILE, 0)])
    seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    table = TableScene(app, match, seats, fresh=False, journal=False)
    app.push(table)
    for _ in range(60):
        app.frame(DT)
    assert table.my_decision() == (0, "turn")
    key(app, app.key_for("draw"))
    seen: list[tuple[int | None, FlyCard]] = []  # the flights themselves (an id may be reused)
    for frame in range(1, 1200):
        app.frame(DT)
        for a in table.anims.items:
            if isinstance(a, FlyCard) and not any(a is b for _, b in seen):
                seen.append((table.shown.current, a))
        if table.shown_upto >= len(table.feeds[0]) and table.my_decision() == (0, "turn"):
            return frame * DT, [(who, a.tween.duration) for who, a in seen]
    raise AssertionError("your turn never came back")


def test_the_next_cpu_thinks_while_the_draw_before_it_still_flies(make_app):
    """A round of two CPU draws: each CPU's delay runs while the card before it flies, so once the
    table is still it waits only about AFTER_ANIMATION (not its whole delay after every flight)."""
    seconds, flights = a_round(make_app())
    assert len(flights) == 3
    flown = sum(length for _, length in flights)
    in_series = flown + 2 * CPU_DELAYS["normal"] * 0.8  # each CPU's shortest delay after the table is still
    assert seconds < in_series
    assert seconds < flown + 2 * (AFTER_ANIMATION + 0.15) + 0.1  # the delays ran under the flights


def test_another_players_draw_is_brisk_and_yours_is_whole(make_app):
    _, flights = a_round(make_app())
    mine, *theirs = [length for _, length in flights]
    assert abs(mine - 0.45) < 1e-9
    assert theirs and all(abs(length - 0.45 * BRISK) < 1e-9 for length in theirs)


def test_reduced_motion_and_the_cpu_speed_setting_still_set_the_pace(make_app):
    rounds = {speed: a_round(make_app(cpu_speed=speed))[0] for speed in ("slow", "normal", "fast")}
    assert rounds["slow"] > rounds["normal"] > rounds["fast"]
    _, flights = a_round(make_app(reduced_motion=True))
    assert all(length <= 0.2 * PACE["normal"] + 1e-9 for _, length in flights)


def test_the_nope_stamp_lets_the_window_on_the_nope_open(make_app):
    """Mittens plays a Skip and Biscuit Nopes it: the window to Nope back opens while the NOPE
    stamp still shows (it holds the table only with reduced flashing)."""
    for calm in (False, True):
        app = make_app(reduced_flashing=calm)
        rules = get("exploding-kittens")
        hands = (("defuse", "nope"), ("defuse", "skip"), ("defuse", "nope"))
        match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(hands, PILE, 1)])
        match.act(1, Action("play", cards=("skip",)))
        match.act(0, Action("pass"))
        match.act(2, Action("nope"))
        seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
        table = TableScene(app, match, seats, fresh=False, journal=False)
        table.shown_upto -= 1  # show Biscuit's Nope
        app.push(table)
        stamped_window = False
        for _ in range(180):
            app.frame(DT)
            stamp = any(isinstance(a, Stamp) for a in table.anims.items)
            stamped_window = stamped_window or (stamp and table.in_window())
        assert stamped_window != calm
        pygame.event.clear()
