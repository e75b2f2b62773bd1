"""A Match: one game in progress. It ties a ruleset to an event log and the current state.

The contract:
- `act(seat, action)` is the only way to change a game: decide, log, evolve, notify.
- Every action is recorded as a `Step` (who, what, the events it caused). The setup is the
  events dealt from the seed; each action's random numbers come from a generator keyed by the
  seed and the log's length at that moment, so the same seed and the same actions always give
  the same events, however often a game was saved and resumed.
- `Match.proved` rebuilds a game from a seed and its steps and checks every event against what
  the rules produce: a log the rules could not have produced raises `Unproved`, never plays.
- The seed is the dealer's secret: nothing outside the engine and the save file reads it (bots
  get their own, independent random sources).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..i18n import _
from .actions import Action
from .errors import IllegalAction
from .events import EVERYONE, Event
from .pending import Pending
from .records import maker
from .ruleset import GameConfig, Result, Ruleset

Subscriber = Callable[[Event], None]


@dataclass(frozen=True, slots=True)
class Step:
    """One action as it was taken: the seat, the action, and every event it caused."""

    seat: int
    action: Action
    events: tuple[Event, ...]


# `Step(seat, action, events)` without the frozen dataclass's slower __init__ (one an action).
_new_step = maker(Step)
# A step taken before (at this table or another) is the same immutable value: the match keeps the
# shared one, with its events and action, so a log holds mostly references (a host holds hundreds
# of games: a seat's pass, a draw, a turn's start recur in every one).
_shared_step = lru_cache(maxsize=8192)(_new_step)


def _step(seat: int, action: Action, events: tuple[Event, ...]) -> Step:
    """The `Step`, shared with an equal one taken before when there is one."""
    try:
        return _shared_step(seat, action, events)
    except TypeError:  # an event with an unhashable field (none of the five games has one): its own
        return _new_step(seat, action, events)


class Unproved(ValueError):
    """A recorded game the rules could not have produced; the message says where it differs."""


class ActionRandom(random.Random):
    """The random numbers of one action, seeded on first use (most actions draw none).

    `key` is the seed's text, or (seed, log length), written as "seed/length" only when a
    number is first drawn (most actions draw none, so most keys are never written)."""

    def __init__(self, key: str | tuple[int, int]):  # no super().__init__: seeding is the cost this defers
        self._key = key
        self._seeded = False
        self.gauss_next = None

    def rekey(self, key: str | tuple[int, int]) -> ActionRandom:
        """This generator, unseeded, for another action's `key` (one per thread is reused)."""
        self._key = key
        self._seeded = False
        self.gauss_next = None
        if "random" in self.__dict__:  # seeded before: back to the seeding methods
            del self.random, self.getrandbits
        return self

    def _ensure(self) -> None:
        if not self._seeded:
            self._seeded = True
            key = self._key
            super().seed(key if isinstance(key, str) else f"{key[0]}/{key[1]}")
            # Seeded: later numbers come straight from the generator (a shuffle draws dozens).
            self.random = super().random  # type: ignore[method-assign]
            self.getrandbits = super().getrandbits  # type: ignore[method-assign]

    def random(self) -> float:
        self._ensure()
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._ensure()
        return super().getrandbits(k)


def action_random(seed: int, log_length: int) -> random.Random:
    """The generator `decide` gets for the action taken when the log is `log_length` long."""
    return ActionRandom((seed, log_length))


class _ThreadRandom(threading.local):
    """One `ActionRandom` for every match acting on a thread (each 2.5 KB: one per match was as
    much again as a host's table of many games' log); `act` rekeys it for each action."""

    def __init__(self) -> None:
        self.random = ActionRandom("")


_randoms = _ThreadRandom()


class Match:
    """The only way to change a game: `act` decides, logs, evolves and notifies.

    Subscribers are registered per seat and receive each event as that seat sees it;
    `EVERYONE` receives the full events (the autosave journal). `log` is every event (the
    setup first), `steps` every action since the setup.

    `log` given: a fixed table (a scenario file) instead of the deal from `seed`.
    """

    def __init__(self, ruleset: Ruleset, config: GameConfig, seed: int, log: Iterable[Event] = ()):
        self.ruleset = ruleset
        self.config = config
        self.seed = seed
        self.log: list[Event] = []
        self.steps: list[Step] = []
        self._subscribers: list[tuple[int, Subscriber]] = []
        self._after_action: list[Callable[[Step], None]] = []
        self.state: Any = ruleset.blank(config)
        setup = list(log) or ruleset.setup(config, random.Random(seed))
        for event in setup:
            self.log.append(event)
            self.state = ruleset.evolve(self.state, event)
        self.setup_length = len(self.log)

    @classmethod
    def proved(cls, ruleset: Ruleset, config: GameConfig, seed: int, setup: Sequence[Event],
               steps: Sequence[Step], on_step: Callable[[int], None] | None = None) -> Match:
        """The game `steps` record, rebuilt by the rules; `Unproved` where the record differs.

        The setup must be the deal of `seed`, and each step's events exactly what deciding its
        action produces. Nothing is trusted: a forged hand, an invented event or a move out of
        turn is found at the first place it differs. `on_step(n)` hears after each of the first
        n steps is proved (a progress line).
        """
        match = cls(ruleset, config, seed)
        if list(setup) != match.log:
            raise Unproved(_("its deal is not the one its table deals"))
        for number, step in enumerate(steps, 1):
            try:
                events = match.act(step.seat, step.action)
            except IllegalAction as exc:
                # TRANSLATORS: said of a saved game that does not check out; {reason} says why the move is refused.
                raise Unproved(_("move {number} is not allowed ({reason})").format(number=number, reason=exc)) from None
            if tuple(events) != tuple(step.events):
                # TRANSLATORS: {move} is the kind of move (play, draw...: never translated).
                raise Unproved(_("move {number} ({move}) did not happen as written").format(
                    number=number, move=step.action.kind))
            if on_step is not None:
                on_step(number)
        return match

    # ---- reading -------------------------------------------------------------------------
    @property
    def pending(self) -> Pending | None:
        return self.ruleset.pending(self.state)

    @property
    def setup(self) -> list[Event]:
        """The events that dealt the game."""
        return self.log[: self.setup_length]

    def legal_actions(self, seat: int) -> list[Action]:
        return self.ruleset.legal_actions(self.state, seat)

    def view(self, seat: int) -> Any:
        return self.ruleset.view(self.state, seat)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state)

    def is_over(self) -> bool:
        return self.ruleset.is_over(self.state)

    def events_for(self, seat: int) -> list[Event]:
        """The whole log as `seat` sees it."""
        return [self.ruleset.redact(e, seat) for e in self.log]

    # ---- changing ------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply `seat`'s action. Raises IllegalAction (nothing changes) if it is not allowed."""
        ruleset = self.ruleset
        log = self.log
        state = self.state
        events = ruleset.decide(state, seat, action, _randoms.random.rekey((self.seed, len(log))))
        step = _step(seat, action, tuple(events))
        evolve = ruleset.evolve
        for event in step.events:  # (the shared step's: equal to `events`)
            log.append(event)
            self.state = state = evolve(state, event)
            if self._subscribers:
                self._notify(event)
        self.steps.append(step)
        if self._after_action:
            for callback in list(self._after_action):
                callback(step)
        return events

    def subscribe(self, seat: int, callback: Subscriber) -> Callable[[], None]:
        """Send every future event, as `seat` sees it, to `callback`. Returns an unsubscribe."""
        entry = (seat, callback)
        self._subscribers.append(entry)
        return lambda: self._subscribers.remove(entry) if entry in self._subscribers else None

    def after_action(self, callback: Callable[[Step], None]) -> Callable[[], None]:
        """Call `callback` with each action's `Step` once its events are applied (the autosave
        journal commits whole actions). Returns an unsubscribe."""
        self._after_action.append(callback)
        return lambda: self._after_action.remove(callback) if callback in self._after_action else None

    def _notify(self, event: Event) -> None:
        for seat, callback in list(self._subscribers):
            callback(event if seat == EVERYONE else self.ruleset.redact(event, seat))

    # ---- replay --------------------------------------------------------------------------
    def replayed_state(self) -> Any:
        """The state rebuilt from the log alone: a pure fold of `evolve`."""
        state = self.ruleset.blank(self.config)
        for event in self.log:
            state = self.ruleset.evolve(state, event)
        return state
