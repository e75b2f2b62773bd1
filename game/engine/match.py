"""A Match: one game in progress. It ties a ruleset to an event log and the current state."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from .actions import Action
from .events import EVERYONE, Event
from .pending import Pending
from .ruleset import GameConfig, Result, Ruleset

Subscriber = Callable[[Event], None]


class Match:
    """The only way to change a game: `act` decides, logs, evolves and notifies.

    Subscribers are registered per seat and receive each event as that seat sees it;
    `EVERYONE` receives the full events (the autosave journal).
    """

    def __init__(self, ruleset: Ruleset, config: GameConfig, seed: int, log: Iterable[Event] = ()):
        self.ruleset = ruleset
        self.config = config
        self.seed = seed
        self.log: list[Event] = []
        self._subscribers: list[tuple[int, Subscriber]] = []
        self._after_action: list[Callable[[list[Event]], None]] = []
        self.state: Any = ruleset.blank(config)
        setup = list(log) or ruleset.setup(config, random.Random(seed))
        for event in setup:
            self.log.append(event)
            self.state = ruleset.evolve(self.state, event)
        # Continuing a loaded game draws fresh, still reproducible, random numbers.
        self._rng = random.Random(f"{seed}/{len(self.log)}")

    # ---- reading -------------------------------------------------------------------------
    @property
    def pending(self) -> Pending | None:
        return self.ruleset.pending(self.state)

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
        events = self.ruleset.decide(self.state, seat, action, self._rng)
        for event in events:
            self.log.append(event)
            self.state = self.ruleset.evolve(self.state, event)
            self._notify(event)
        for callback in list(self._after_action):
            callback(events)
        return events

    def subscribe(self, seat: int, callback: Subscriber) -> Callable[[], None]:
        """Send every future event, as `seat` sees it, to `callback`. Returns an unsubscribe."""
        entry = (seat, callback)
        self._subscribers.append(entry)
        return lambda: self._subscribers.remove(entry) if entry in self._subscribers else None

    def after_action(self, callback: Callable[[list[Event]], None]) -> Callable[[], None]:
        """Call `callback` with all of an action's events once they are applied (the autosave
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
