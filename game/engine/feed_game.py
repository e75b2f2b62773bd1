"""A game as one screen sees it through `Feed`s: the table reads it as it reads a `Match`.

The table asks a game for `pending`, `view(seat)`, `legal_actions(seat)`, `act(seat, action)`,
`events_for(seat)` and `subscribe(seat, ...)`, `result()`, `is_over()`, `config` and
`ruleset`. A local table hands it the `Match` itself; a table whose game runs elsewhere (a
host) hands it a `FeedGame`: one feed per seat this screen plays (several in hot-seat), and
one for the shared view (a watcher's feed, `SPECTATOR`). Only those seats may be asked of it.

- Events reach subscribers on `poll()`, which the screen calls once a frame on its own thread,
  so a feed that fills in another thread never changes the table between two reads. The result
  is taken on `poll()` too, with the events before it: the game is over for the table only once
  it has been handed every event of the game.
- An action sent is shown only once its feed confirms it: until then `pending` is None (the
  table waits) and no second action can be sent; a refused one comes back in `refused`.
- `seconds_left()` is the open window's time as the game's own clock counts it.
- Quick reactions relayed to the table collect in `heard` (the screen takes them); `react`
  sends one for a seat played here.
- When a seat played here ran out of time and the host's CPU made that decision for it, the
  (seat, decision kind) collects in `timed_out` (the screen takes them and says so).
- `stand_ins` holds each move a CPU made for a person's seat (their time ran out, they were away
  or left), numbered as `events_for` numbers its events: first event -> (seat, end).
- While the game is `held` (its host has not started it) nothing is pending and no seat has a
  move: the screen says whom it waits for instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..i18n import _
from .actions import Action
from .errors import IllegalAction
from .events import Event
from .feed import Feed, Link, SeatState
from .pending import Pending
from .ruleset import GameConfig, Result, Ruleset

Subscriber = Callable[[Event], None]


class FeedGame:
    def __init__(self, feeds: dict[int, Feed]):
        if not feeds:
            raise ValueError("a game seen through feeds needs at least one feed")
        self.feeds = feeds
        seats = sorted(s for s in feeds if s >= 0)
        self.main: Feed = feeds[seats[0]] if seats else next(iter(feeds.values()))
        assert self.main.ruleset is not None and self.main.config is not None, "a feed not yet welcomed"
        self.ruleset: Ruleset = self.main.ruleset
        self.config: GameConfig = self.main.config
        self.here = tuple(seats)  # the seats this screen plays
        self._shown: dict[int, list[Event]] = {seat: [] for seat in feeds}
        self._subscribers: dict[int, list[Subscriber]] = {seat: [] for seat in feeds}
        self._sent: tuple[Feed, int] | None = None  # (feed, the action's id) until confirmed
        self.refused: str | None = None  # why the host refused the last action, until read
        self.heard: list[tuple[int, str]] = []  # (seat, reaction id) relayed since the screen took them
        self.reaction_refused: str | None = None  # why the last reaction sent here was refused, until read
        self._reactions_seen = 0
        self.timed_out: list[tuple[int, str]] = []  # (seat here, decision kind) a CPU made when time ran out
        self._timeouts_seen: dict[int, int] = {}
        self.stand_ins: dict[int, tuple[int, int]] = {}  # a CPU's move for a person: first event -> (seat, end)
        self._stand_ins_seen: dict[int, int] = {}  # feed -> its marks taken
        self._base = self.main.first  # the number of the first event shown (`events_for(...)[0]`)
        self._result: Result | None = None  # the main feed's result as of the last poll
        self.poll()

    # ---- events ---------------------------------------------------------------------------------
    def poll(self) -> None:
        """Hand subscribers the events every feed received since the last poll."""
        result = self.main.result()  # read first: a feed holds a result's events before the result
        for seat, feed in self.feeds.items():
            shown = self._shown[seat]
            have = feed.first + len(feed.events)
            if have <= len(shown):
                continue
            start = len(shown) - feed.first
            new = list(feed.events[max(0, start):])
            shown += new
            for event in new:
                for callback in list(self._subscribers[seat]):
                    callback(event)
        for viewer, feed in self.feeds.items():  # (each feed's marks come before its events: none is missed)
            marks = feed.stand_ins[self._stand_ins_seen.get(viewer, 0):]
            self._stand_ins_seen[viewer] = self._stand_ins_seen.get(viewer, 0) + len(marks)
            for seat, first, end in marks:
                self.stand_ins[first - self._base] = (seat, end - self._base)
        new = self.main.reactions[self._reactions_seen:]
        self._reactions_seen += len(new)
        self.heard += new
        for seat in self.here:
            feed = self.feeds[seat]
            seen = self._timeouts_seen.get(seat, 0)
            self.timed_out += [(seat, kind) for kind in feed.timeouts[seen:]]
            self._timeouts_seen[seat] = len(feed.timeouts)
            if feed.reaction_refused:
                self.reaction_refused, feed.reaction_refused = feed.reaction_refused, None
        if self._sent is not None:
            feed, number = self._sent
            if number in feed.acks:  # the host applied it (its events came first) or refused it
                self._sent = None
                self.refused = feed.acks[number]
        self._result = result

    def events_for(self, seat: int) -> list[Event]:
        return list(self._shown[seat])

    def subscribe(self, seat: int, callback: Subscriber) -> Callable[[], None]:
        self._subscribers[seat].append(callback)
        return lambda: self._subscribers[seat].remove(callback)

    @property
    def steps(self) -> range:
        """One number per event shown so far (the table keys a decision on how many)."""
        return range(len(self._shown[self.main.seat]))

    # ---- the game as this screen may know it ------------------------------------------------------
    @property
    def held(self) -> bool:
        """The game has not begun: its host starts it (nothing is asked of anyone until then)."""
        return self.main.held

    @property
    def host_name(self) -> str:
        return self.main.host_name

    @property
    def pending(self) -> Pending | None:
        return None if self._sent is not None or self.main.held else self.main.pending

    def view(self, seat: int) -> Any:
        return self.feeds[seat].view()

    def legal_actions(self, seat: int) -> list[Action]:
        feed = self.feeds.get(seat)
        return [] if feed is None or self._sent is not None or self.main.held else feed.legal_actions()

    def act(self, seat: int, action: Action) -> None:
        """Send `action` for `seat` (IllegalAction when its feed does not offer it now)."""
        if action not in self.legal_actions(seat):
            raise IllegalAction(_("seat {seat} cannot do that now").format(seat=seat + 1))
        number = self.feeds[seat].act(action)
        self.refused = None
        if number is not None:  # confirmed later (a host's feed): wait for its ack
            self._sent = (self.feeds[seat], number)

    def react(self, seat: int, reaction: str) -> None:
        """Send a quick reaction from `seat` (one played here)."""
        if seat not in self.here:
            raise ValueError(f"seat {seat + 1} is not played here")
        self.feeds[seat].react(reaction)

    def result(self) -> Result | None:
        return self._result

    def is_over(self) -> bool:
        return self._result is not None

    # ---- the connection ----------------------------------------------------------------------------
    def seconds_left(self) -> float | None:
        return self.main.seconds_left()

    @property
    def seats(self) -> tuple[SeatState, ...]:
        return self.main.seats

    @property
    def link(self) -> Link:
        return self.main.link

    @property
    def problem(self) -> str | None:
        return self.main.problem

    def leave(self) -> None:
        """Leave on purpose (a CPU takes this screen's seats at once), where a feed can."""
        for seat in self.here:
            leave = getattr(self.feeds[seat], "leave", None)
            if leave is not None:
                leave()

    def close(self) -> None:
        for feed in self.feeds.values():
            close = getattr(feed, "close", None)
            if close is not None:
                close()
