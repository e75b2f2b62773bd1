"""A game seen through feeds is over for its table only once the table has been handed every event
before the result: a feed filled by another thread (a network connection) may get the game's last
events and its result between the table's poll and its look at the result. The table then showed
the game over before its last moves (tests/ui/test_net_stand_in_lines.py, under load: a seat's log
one line short of the host's)."""

from __future__ import annotations

import random

from game.engine import Match, get
from game.engine.feed import LocalFeed
from game.engine.feed_game import FeedGame
from game.saves import SPECTATOR


def play_to_the_end(match: Match, rng: random.Random) -> None:
    while not match.is_over():
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))


def started(seed: int) -> tuple[Match, FeedGame, list]:
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3), seed)
    game = FeedGame({0: LocalFeed(match, 0), SPECTATOR: LocalFeed(match, SPECTATOR)})
    handed: list = []
    game.subscribe(0, handed.append)
    return match, game, handed


def test_the_end_is_seen_on_the_poll_that_hands_on_the_last_events():
    match, game, handed = started(4)
    play_to_the_end(match, random.Random(4))  # the feeds hold it all, as a connection's thread fills them
    assert not game.is_over() and game.result() is None  # nothing handed on yet
    game.poll()
    assert game.is_over() and game.result() == match.result()
    assert game.events_for(0) == match.events_for(0) and handed[-1] == match.events_for(0)[-1]


def test_an_end_arriving_during_a_poll_waits_for_the_next_poll():
    match, game, handed = started(5)
    rng = random.Random(5)

    def the_rest_arrives(_event) -> None:  # the other thread runs mid-poll: the rest of the game comes
        if not match.is_over():
            play_to_the_end(match, rng)

    game.subscribe(0, the_rest_arrives)
    seat = min(match.pending.seats)
    match.act(seat, sorted(match.legal_actions(seat), key=repr)[0])
    game.poll()  # hands on the first move's events; the end came after this poll looked
    assert match.is_over() and not game.is_over()
    game.poll()
    assert game.is_over() and game.events_for(0) == match.events_for(0) and handed[-1] == match.events_for(0)[-1]
