"""Helpers for the CPU tests: stacked Kittens tables, and walking a game with bots."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

import pytest

from game.engine import Action, Match, get
from game.rules.kittens.events import Dealt
from game.rules.kittens.state import KittensState


class Table:
    """Build exact Kittens states and move them on."""

    def __init__(self, game: str = "exploding-kittens"):
        self.r = get(game)

    def deal(self, hands: list[list[str]], draw: list[str], first: int = 0, discard: Iterable[str] = (),
             **options: bool) -> KittensState:
        """A stacked table; the deck's other cards are set aside (public), so counts add up."""
        config = self.r.configure(len(hands), options)
        rest = Counter(self.r.deck(config)) - Counter(draw) - Counter(discard)
        for hand in hands:
            rest -= Counter(hand)
        dealt = Dealt(tuple(map(tuple, hands)), tuple(draw), first, tuple(discard), tuple(sorted(rest.elements())))
        return self.r.evolve(self.r.blank(config), dealt)

    def act(self, state: KittensState, seat: int, action: Action, seed: int = 0) -> KittensState:
        for event in self.r.decide(state, seat, action, random.Random(seed)):
            state = self.r.evolve(state, event)
        return state

    def ask(self, state: KittensState, seat: int) -> tuple[object, list[Action]]:
        """What a bot in `seat` is given: its view and its legal actions."""
        return self.r.view(state, seat), self.r.legal_actions(state, seat)


@pytest.fixture
def ek() -> Table:
    return Table("exploding-kittens")


@pytest.fixture
def ik() -> Table:
    return Table("imploding-kittens")


@pytest.fixture
def zk() -> Table:
    return Table("zombie-kittens")


def play_match(match: Match, bots: list, on_decision=None) -> list[str]:
    """Play `match` to the end with `bots` (one per seat); the actions taken, as text."""
    for seat, bot in enumerate(bots):
        match.subscribe(seat, bot.observe)
    taken = []
    while not match.is_over():
        seat = min(match.pending.seats)
        view, legal = match.view(seat), match.legal_actions(seat)
        action = bots[seat].choose(view, legal)
        if on_decision:
            on_decision(seat, view, legal, bots[seat])
        assert action in legal
        match.act(seat, action)
        taken.append(f"{seat}:{action}")
    return taken


@pytest.fixture
def play():
    """`play(match, bots, on_decision=None)`: play a match to the end (see `play_match`)."""
    return play_match
