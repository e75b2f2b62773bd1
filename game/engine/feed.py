"""A seat's feed: everything one seat is shown of a game, and the one way it acts.

The table reads a `Feed` instead of a `Match`, so it plays the same on a local game
(`LocalFeed`) or over the network (`game.net.client.NetClient`) without knowing which:
- `events`: what the seat was shown, numbered: `events[i]` is event number `first + i`
  (`first` is 0 unless a fresh view started the feed part-way through the game);
- `view()`, `pending`, `legal_actions()`, `result()`: as the seat may know them now;
- `act(action)`: ask for an action. A local feed applies it at once (IllegalAction if it is
  not allowed) and returns None; a network feed sends it and returns its id, "confirmed later":
  the action shows only once the host has applied it, and `acks[id]` then says None (applied)
  or why it was refused;
- `held`: the game has not begun (its host starts it): nobody is offered a move;
- `seconds_left()`: the time left in the open window as the host counts it (None: untimed);
- `link` and `seats`: how this feed and each seat are connected (`problem`: why it is GONE);
  `host_name`: the person hosting ("" for a local game or a host that gives none);
- `react(id)` sends a quick reaction (an id of `game.net.reactions.REACTIONS`); `reactions`
  lists every (seat, id) the table was sent, in order; `reaction_refused` says why this
  seat's last one was not sent on (too many);
- `timeouts`: the decisions (a `DecisionKind` value: "turn", "choice", "commit") the host's
  stand-in CPU made for this seat because its time ran out, in order;
- `stand_ins`: every move a CPU made for a person's seat (their time ran out, they were away or
  left) among the events sent, as (seat, first event's number, the number after its last), in
  order (each arrives no later than its events);
- `version` goes up with every change, so a screen can redraw only when it moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from ..i18n import _
from .actions import Action
from .events import Event
from .match import Match
from .pending import Pending
from .ruleset import GameConfig, Result, Ruleset


class Link(StrEnum):
    """How a feed reaches its game."""

    LOCAL = "local"  # the game is in this process
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"  # the connection dropped: retrying by itself
    GONE = "gone"  # the host refused us or is gone for good (`problem` says why)


class SeatLink(StrEnum):
    """Who plays a seat now, as every seat may see it."""

    OPEN = "open"  # waiting for a person on the network
    CONNECTED = "connected"  # a person on the network
    RECONNECTING = "reconnecting"  # that person dropped; the seat is held (`stand_in_at`)
    STAND_IN = "stand_in"  # a CPU plays it until the person comes back
    LEFT = "left"  # the person left; a CPU plays it for good
    HERE = "here"  # a person at the host's screen
    CPU = "cpu"


@dataclass(frozen=True, slots=True)
class SeatState:
    name: str
    link: SeatLink
    stand_in_at: float | None = None  # RECONNECTING: the time.monotonic() at which a CPU takes over
    level: str = ""  # CPU: its level as the host said it ("easy", ...), or "" (none said)

    def seconds_left(self, now: float) -> float | None:
        """RECONNECTING: the seconds until a CPU takes the seat, at monotonic time `now`."""
        return None if self.stand_in_at is None else max(0.0, self.stand_in_at - now)


class Feed(Protocol):
    seat: int
    ruleset: Ruleset
    config: GameConfig
    events: list[Event]
    first: int
    version: int
    link: Link
    problem: str | None
    held: bool
    acks: dict[int, str | None]  # an id `act` returned -> None once applied, else why it was refused
    reactions: list[tuple[int, str]]
    reaction_refused: str | None
    timeouts: list[str]
    stand_ins: list[tuple[int, int, int]]

    @property
    def pending(self) -> Pending | None: ...

    def view(self) -> Any: ...

    def legal_actions(self) -> list[Action]: ...

    def act(self, action: Action) -> int | None: ...

    def react(self, reaction: str) -> None: ...

    def result(self) -> Result | None: ...

    def seconds_left(self) -> float | None: ...

    @property
    def seats(self) -> tuple[SeatState, ...]: ...

    @property
    def host_name(self) -> str: ...


class LocalFeed:
    """A seat's feed of a `Match` in this process (a person at this screen, or a test)."""

    link = Link.LOCAL
    first = 0
    problem = None
    held = False
    host_name = ""
    reaction_refused = None

    def __init__(self, match: Match, seat: int, names: list[str] | None = None):
        self.match = match
        self.seat = seat
        self.ruleset = match.ruleset
        self.config = match.config
        self.events: list[Event] = match.events_for(seat)
        self.version = 0
        self.acks: dict[int, str | None] = {}  # never used: a local action is applied at once
        self.reactions: list[tuple[int, str]] = []
        self.timeouts: list[str] = []  # never filled: a local table waits as long as its people like
        self.stand_ins: list[tuple[int, int, int]] = []  # never filled: nobody plays for a person here
        self._names = names or [_("Player {number}").format(number=s + 1) for s in range(match.config.players)]
        self._stop = match.subscribe(seat, self._seen)

    def _seen(self, event: Event) -> None:
        self.events.append(event)
        self.version += 1

    @property
    def pending(self) -> Pending | None:
        return self.match.pending

    def view(self) -> Any:
        return self.match.view(self.seat)

    def legal_actions(self) -> list[Action]:
        return self.match.legal_actions(self.seat) if self.seat >= 0 else []

    def act(self, action: Action) -> None:
        self.match.act(self.seat, action)  # applied now: nothing to confirm later

    def react(self, reaction: str) -> None:
        self.reactions.append((self.seat, reaction))  # nobody else to tell: shown here at once
        self.version += 1

    def result(self) -> Result | None:
        return self.match.result()

    def seconds_left(self) -> float | None:
        return None

    @property
    def seats(self) -> tuple[SeatState, ...]:
        return tuple(SeatState(name, SeatLink.HERE) for name in self._names)

    def close(self) -> None:
        self._stop()
