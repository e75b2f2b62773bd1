"""The contract every game implements, in the decide/evolve shape.

`decide` holds every rule: it checks an action and returns the events it causes, drawing any
random numbers it needs and writing their outcome into the events. `evolve` applies one event
and never checks or draws. A game's log therefore replays to the same state without a seed.

For speed, `evolve` updates the state in place and returns it; anything that needs the old
state keeps a `clone`. `decide` never changes the state.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from .actions import Action
from .errors import ConfigError, IllegalAction
from .events import Event
from .pending import Pending

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A table option: a stable name (used on the command line and in saves), a default, help."""

    name: str
    default: bool
    label: str
    help: str = ""


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the registry, the command line and the app show about a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    summary: str = ""
    # The rules as players read them: (heading, text) sections.
    rules: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class GameConfig:
    """A validated table: player count and every option's value."""

    players: int
    options: dict[str, bool] = field(default_factory=dict)

    def option(self, name: str) -> bool:
        return self.options[name]


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended: the winning seats (several for a shared win)."""

    winners: tuple[int, ...]


class Ruleset(ABC, Generic[S]):
    """One game's rules. Stateless: every method takes the state it works on."""

    info: GameInfo
    # Event classes by name, for loading logs.
    event_types: dict[str, type[Event]]

    # ---- configuration -------------------------------------------------------------------
    def configure(self, players: int, options: dict[str, Any] | None = None) -> GameConfig:
        """Check a player count and options; fill in defaults. Raises ConfigError."""
        info = self.info
        if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
            raise ConfigError(
                f"{info.name} is for {info.min_players} to {info.max_players} players, not {players}"
            )
        known = {spec.name: spec for spec in info.options}
        values = {name: spec.default for name, spec in known.items()}
        for name, value in (options or {}).items():
            if name not in known:
                names = ", ".join(known) or "none"
                raise ConfigError(f"{info.name} has no option '{name}' (options: {names})")
            if not isinstance(value, bool):
                raise ConfigError(f"option '{name}' must be true or false, not {value!r}")
            values[name] = value
        self.check_config(players, values)
        return GameConfig(players, values)

    def check_config(self, players: int, options: dict[str, bool]) -> None:
        """Game-specific checks of a combination of options; raise ConfigError."""

    # ---- the game ------------------------------------------------------------------------
    @abstractmethod
    def blank(self, config: GameConfig) -> S:
        """The empty table before setup: the start of every replay."""

    @abstractmethod
    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        """The events that deal the game (shuffles, hands, first player)."""

    def initial_state(self, config: GameConfig, seed: int) -> S:
        state = self.blank(config)
        for event in self.setup(config, random.Random(seed)):
            state = self.evolve(state, event)
        return state

    @abstractmethod
    def decide(self, state: S, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Every rule. Returns the events `action` causes; raises IllegalAction otherwise."""

    @abstractmethod
    def evolve(self, state: S, event: Event) -> S:
        """Apply one event (in place). No checks, no randomness."""

    @abstractmethod
    def pending(self, state: S) -> Pending | None:
        """The one decision the game waits for; None once it is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every action `seat` may take now (empty when it is not asked)."""

    @abstractmethod
    def view(self, state: S, seat: int) -> Any:
        """What `seat` may know: its own cards, public facts, what it has learned."""

    def redact(self, event: Event, seat: int) -> Event:
        """`event` as `seat` sees it."""
        return event.seen_by(seat)

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """The result once the game is over, else None."""

    def is_over(self, state: S) -> bool:
        return self.result(state) is not None

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy, cheap enough for search."""

    @abstractmethod
    def snapshot(self, state: S) -> Any:
        """A comparable, JSON-ready picture of the whole state (for replay checks and tests)."""

    # ---- scenario files ----------------------------------------------------------------------
    def scenario_setup(self, config: GameConfig, data: dict[str, Any]) -> list[Event]:
        """The setup events for a scenario's fixed table (hands, piles...). ConfigError if bad."""
        raise ConfigError(f"{self.info.name} has no scenario support")

    def scenario_facts(self, state: S) -> dict[str, Any]:
        """The facts a scenario may expect, by the names docs/scenarios.md gives them."""
        raise ConfigError(f"{self.info.name} has no scenario support")

    # ---- self-checks (simulate --check and the tests) -------------------------------------
    def invariants(self, state: S) -> list[str]:
        """What is wrong with `state` (cards lost, counts broken); empty when all holds."""
        return []

    def hidden_variant(self, state: S, seat: int, rng: random.Random) -> S | None:
        """A different state that `seat` cannot tell apart from `state`, or None if there is
        nothing hidden to vary. Used to prove that views leak nothing."""
        return None

    def describe(self, event: Event, names: list[str]) -> str:
        """One line for the game log, in the words of the table."""
        return event.kind

    # ---- helpers shared by every game ------------------------------------------------------
    def check_legal(self, state: S, seat: int, action: Action) -> None:
        """Raise IllegalAction with a clear reason unless `action` is legal for `seat`."""
        pending = self.pending(state)
        if pending is None:
            raise IllegalAction("the game is over")
        if seat not in pending.seats:
            raise IllegalAction(f"seat {seat} is not asked to act now (waiting for {_seats(pending.seats)})")
        legal = self.legal_actions(state, seat)
        if action in legal:
            return
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds:
            raise IllegalAction(f"'{action.kind}' is not possible now; seat {seat} may: {', '.join(kinds)}")
        raise IllegalAction(self.why_illegal(state, seat, action) or f"'{action}' is not allowed now")

    def why_illegal(self, state: S, seat: int, action: Action) -> str | None:
        """A game's own wording for why an action of a legal kind is still illegal."""
        return None


def _seats(seats: Iterable[int]) -> str:
    return ", ".join(str(s) for s in sorted(seats))
