"""Pacing with one person at the table: their window closes once nothing can answer it; a play
aimed at nobody here gets a short window (any key gives the whole countdown), one aimed at them
the whole countdown, whatever they hold (issue 28, point 6)."""

from __future__ import annotations

import pygame
from uikit import key

from game.engine import Action, Match, get
from game.rules.kittens.events import Dealt
from game.saves import SPECTATOR, Seat
from game.ui.table.flow import READABLE, SHORT, WINDOWS
from game.ui.table.scene import TableScene

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "favor", "exploding_kitten")


def window_seconds(app, person_holds: str, cpu_plays: str = "skip", press_at: float | None = None,
                   people: int = 1, by: int = 1) -> float:
    """Seconds of game time from a CPU's play (seat `by`'s: Mittens, or Biscuit just before you;
    on you if it takes a target) beginning to show to your window closing; `press_at`: a key
    pressed that long after it showed."""
    rules = get("exploding-kittens")
    cpu = ("defuse", cpu_plays)
    if people == 1:
        hands = (("defuse", person_holds), cpu if by == 1 else ("defuse", "tacocat"),
                 cpu if by == 2 else ("defuse", "tacocat"))
        seats = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    else:
        hands = (("defuse", person_holds), cpu, ("defuse", person_holds))
        seats = [Seat("Ann", "human"), Seat("Mittens", "medium"), Seat("Cal", "human")]
    match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(hands, PILE, by)])
    table = TableScene(app, match, seats, fresh=False, journal=False)
    bot = table.cpus[by].bot  # the CPU opens with its card (on the person where it takes a target)
    bot.policy = lambda view, legal, rng: next((a for a in legal if a.kind == "play" and a.target in (None, 0)),
                                               legal[0])
    app.push(table)
    opened = None
    for frame in range(3000):
        app.frame(1 / 60)
        if opened is None and table.flow.window_id > 0:
            opened = frame  # the play began to show: it is readable from here
        if opened is not None and press_at is not None and frame - opened == round(press_at * 60):
            key(app, pygame.K_h)
        pending = table.match.pending
        if opened is not None and (pending is None or pending.kind not in WINDOWS or 0 not in pending.seats):
            return (frame - opened) / 60
    raise AssertionError("the window never closed")


def test_a_window_closes_early_when_the_person_cannot_answer(make_app):
    quick = window_seconds(make_app(response_timer=4), "tacocat")
    assert READABLE - 0.05 <= quick < 2.5  # a readable moment, then on: nothing could answer


def test_a_play_aimed_at_nobody_here_gets_a_short_window_even_with_a_nope(make_app):
    short = window_seconds(make_app(response_timer=4), "nope")
    assert SHORT - 0.05 <= short < 2.5  # a Skip: not the 4-second countdown, though a Nope could answer


def test_a_play_aimed_at_you_keeps_the_whole_countdown(make_app):
    assert window_seconds(make_app(response_timer=4), "nope", cpu_plays="favor") >= 4.0  # a Favor on you
    assert window_seconds(make_app(response_timer=4), "nope", cpu_plays="attack", by=2) >= 4.0  # an Attack on you
    assert window_seconds(make_app(response_timer=4), "nope", cpu_plays="attack") < 2.5  # it falls on Biscuit


def test_any_key_holds_a_short_window_open(make_app):
    held = window_seconds(make_app(response_timer=4), "nope", press_at=0.5)
    assert held >= 4.0 + 0.5


def test_the_setting_off_stops_for_every_play(make_app):
    full = window_seconds(make_app(response_timer=4, only_affecting_me=False), "nope")
    assert full >= 4.0  # with a Nope in hand the person gets the whole countdown


def test_in_hot_seat_the_short_window_is_the_same_whatever_the_people_hold(make_app):
    """Public facts only: the window on a Skip lasts as long whether the people hold a Nope or not."""
    holding = window_seconds(make_app(response_timer=4), "nope", people=2)
    empty = window_seconds(make_app(response_timer=4), "tacocat", people=2)
    assert holding == empty and holding < 2.5


def zombie_match(looked: bool) -> Match:
    """Zombie Kittens: you (holding Clairvoyance) go first and draw, having seen the future first
    if `looked`; Mittens draws an Exploding Kitten and plays a Zombie Kitten, so it goes back in
    secret: the window on it is open."""
    rules = get("zombie-kittens")
    ek = "exploding_kitten"
    mine = ("see_the_future", "clairvoyance") if looked else ("clairvoyance", "tacocat")
    hands = (mine, ("zombie_kitten",), ("tacocat", "cattermelon"))
    match = Match(rules, rules.configure(3, {}), seed=1, log=[Dealt(hands, ("tacocat", ek, "tacocat", ek), 0)])
    if looked:
        match.act(0, Action("play", cards=("see_the_future",)))
        while match.pending.prompt == "nope":
            match.act(min(match.pending.seats), Action("pass"))
    match.act(0, Action("draw"))
    match.act(1, Action("draw"))
    match.act(1, Action("play", cards=("zombie_kitten",)))
    assert match.pending.prompt == "nope" and match.view(0).play.cards == ("zombie_kitten",)
    return match


def zombie_window(app, looked: bool, people: int = 1) -> float:
    """Seconds of game time the window on the Zombie Kitten stays open for you."""
    match = zombie_match(looked)
    seats = [Seat("You", "human"), Seat("Mittens", "medium"),
             Seat("Cal", "human") if people == 2 else Seat("Biscuit", "medium")]
    app.push(TableScene(app, match, seats, fresh=False, journal=False))
    for frame in range(1, 1200):
        app.frame(1 / 60)
        if match.pending is None or match.pending.prompt != "nope" or 0 not in match.pending.seats:
            return frame / 60
    raise AssertionError("the window never closed")


def test_a_kitten_put_back_after_you_looked_is_aimed_at_you():
    """Decided from each seat's own view: you looked at the future, Biscuit never did; a
    spectator's view (public facts only) never saw the pile."""
    from game.ui.games.kittens.kit import aimed_at

    match = zombie_match(looked=True)
    assert aimed_at(match.view(0), 0)
    assert not aimed_at(match.view(2), 2)
    assert not aimed_at(match.view(SPECTATOR), 0)
    assert not aimed_at(zombie_match(looked=False).view(0), 0)


def test_a_kitten_put_back_after_you_looked_keeps_the_whole_countdown(make_app):
    """At the table: after your look the window to play Clairvoyance runs the whole countdown;
    without it, the short one."""
    assert zombie_window(make_app(response_timer=4), looked=True) >= 4.0
    assert zombie_window(make_app(response_timer=4), looked=False) < 2.5


def test_in_hot_seat_a_look_does_not_change_the_shared_timing(make_app):
    """The whole table sees a hot-seat window's timing: it reads public facts only, so a look
    (whose cards only you saw) does not lengthen it."""
    assert zombie_window(make_app(response_timer=4), looked=True, people=2) < 2.5
