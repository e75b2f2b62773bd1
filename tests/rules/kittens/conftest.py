"""Helpers for the Exploding / Imploding / Zombie Kittens rules tests.

Test states are built by evolving a `Dealt` event onto a blank table, so every test fixes the
hands, the draw pile (top first) and the discard pile exactly. The helpers are served as the
`ek`, `ik` and `zk` fixtures (a `Table` bound to each game's ruleset), so no test imports this file.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import pytest

from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.rules.kittens import EXPLODING_KITTENS, IMPLODING_KITTENS, ZOMBIE_KITTENS
from game.rules.kittens.events import Dealt
from game.rules.kittens.ruleset import KittensRules
from game.rules.kittens.state import RESPOND, KittensState


def action(kind: str, cards: Iterable[str] = (), **fields: Any) -> Action:
    """An Action with `cards` (and `order`) given as any iterable."""
    if "order" in fields:
        fields["order"] = tuple(fields["order"])
    return Action(kind, tuple(cards), **fields)


class Table:
    """One game's ruleset plus the few moves every test needs."""

    action = staticmethod(action)

    def __init__(self, rules: KittensRules):
        self.r = rules

    # ---- building states -----------------------------------------------------------------
    def deal(
        self,
        hands: list[list[str]],
        draw: list[str],
        first: int = 0,
        discard: Iterable[str] = (),
        removed: Iterable[str] = (),
        **options: bool,
    ) -> KittensState:
        """A table of len(hands) players, set up exactly as given; options as table options."""
        r = self.r
        state = r.blank(r.configure(len(hands), options))
        dealt = Dealt(tuple(tuple(h) for h in hands), tuple(draw), first, tuple(discard), tuple(removed))
        return r.evolve(state, dealt)

    # ---- acting ---------------------------------------------------------------------------
    def act(self, state: KittensState, seat: int, act: Action | str, seed: int = 0, **fields: Any) -> list[Event]:
        """Decide `act` for `seat` and evolve its events onto `state` (in place); the events."""
        if isinstance(act, str):
            act = action(act, **fields)
        events = self.r.decide(state, seat, act, random.Random(seed))
        for event in events:
            self.r.evolve(state, event)
        return events

    def play(
        self, state: KittensState, seat: int, *cards: str, target: int | None = None, card: str | None = None,
        answer: bool = True, seed: int = 0,
    ) -> list[Event]:
        """`seat` plays `cards`; with `answer`, every seat in the window then passes."""
        events = self.act(state, seat, action("play", cards, target=target, card=card), seed=seed)
        if answer:
            events += self.pass_all(state, seed=seed)
        return events

    def nope(self, state: KittensState, seat: int) -> list[Event]:
        return self.act(state, seat, action("nope", ["nope"]))

    def pass_all(self, state: KittensState, seed: int = 0) -> list[Event]:
        """Every seat still in the open response window passes, lowest seat first."""
        events: list[Event] = []
        while state.phase == RESPOND:
            seat = min(self.r.pending(state).seats)
            events += self.act(state, seat, "pass", seed=seed)
        return events

    def draw(self, state: KittensState, seat: int | None = None) -> list[Event]:
        return self.act(state, state.current if seat is None else seat, "draw")

    def illegal(
        self, state: KittensState, seat: int, act: Action | str, match: str | None = None, **fields: Any
    ) -> str:
        """Assert that `act` is rejected with IllegalAction and changes nothing; its message."""
        if isinstance(act, str):
            act = action(act, **fields)
        before = self.r.snapshot(state)
        with pytest.raises(IllegalAction, match=match) as caught:
            self.r.decide(state, seat, act, random.Random(0))
        assert self.r.snapshot(state) == before
        assert str(caught.value)  # a message, never a bare exception
        return str(caught.value)

    # ---- reading ---------------------------------------------------------------------------
    def legal(self, state: KittensState, seat: int) -> list[Action]:
        return self.r.legal_actions(state, seat)

    def pending(self, state: KittensState) -> tuple[str, list[int], str] | None:
        p = self.r.pending(state)
        return None if p is None else (str(p.kind), sorted(p.seats), p.prompt)

    def view(self, state: KittensState, seat: int) -> Any:
        return self.r.view(state, seat)

    def redacted(self, events: list[Event], seat: int) -> list[Event]:
        return [self.r.redact(e, seat) for e in events]

    @staticmethod
    def kinds(events: list[Event]) -> list[str]:
        return [e.kind for e in events]


@pytest.fixture
def ek() -> Table:
    return Table(EXPLODING_KITTENS)


@pytest.fixture
def ik() -> Table:
    return Table(IMPLODING_KITTENS)


@pytest.fixture
def zk() -> Table:
    return Table(ZOMBIE_KITTENS)
