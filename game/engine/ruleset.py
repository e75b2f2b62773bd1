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
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from ..i18n import _
from .actions import Action
from .errors import ConfigError, IllegalAction
from .events import Event
from .pending import Pending

S = TypeVar("S")


# A table option's value: true/false, a whole number or one word of a list.
OptionValue = bool | int | str

TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")


class OptionKind(StrEnum):
    """What values a table option takes."""

    FLAG = "flag"  # true or false
    NUMBER = "number"  # a whole number from `low` to `high`
    CHOICE = "choice"  # one of `choices`


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A table option: a stable name (used on the command line and in saves), a default, help.

    An option is true/false unless it names another kind: `OptionKind.NUMBER` with `low` and
    `high`, or `OptionKind.CHOICE` with `choices`. `parse` reads the command line's text,
    `check` a value from a save or a screen; both raise ConfigError with one clear line.
    """

    name: str
    default: OptionValue
    label: str
    help: str = ""
    kind: OptionKind = OptionKind.FLAG
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind == OptionKind.NUMBER and self.low > self.high:
            raise ValueError(f"option '{self.name}': its range {self.low} to {self.high} is empty")
        if self.kind == OptionKind.CHOICE and not self.choices:
            raise ValueError(f"option '{self.name}' offers no choices")
        self.check(self.default)  # a bad default is a programming error, found on import

    def values(self) -> str:
        """The values it takes, in words: "true or false", "a whole number from 2 to 9"..."""
        if self.kind == OptionKind.NUMBER:
            return _("a whole number from {low} to {high}").format(low=self.low, high=self.high)
        if self.kind == OptionKind.CHOICE:
            # TRANSLATORS: {choices} are the option's values as typed on the command line (never translated).
            return _("one of {choices}").format(choices=", ".join(self.choices))
        # TRANSLATORS: the values a yes/no option takes on the command line, typed in English: true, false.
        return _("true or false")

    def check(self, value: Any) -> OptionValue:
        """`value` if this option takes it, else ConfigError."""
        if self.kind == OptionKind.FLAG:
            ok = isinstance(value, bool)
        elif self.kind == OptionKind.NUMBER:
            ok = isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high
        else:
            ok = isinstance(value, str) and value in self.choices
        if not ok:
            # TRANSLATORS: {option} is an option's name as typed (never translated); {values} says what it takes.
            raise ConfigError(_("option '{option}' must be {values}, not {value}").format(
                option=self.name, values=self.values(), value=repr(value)))
        return value

    def parse(self, text: str) -> OptionValue:
        """The value the command line's `text` names; ConfigError if it names none."""
        word = text.strip().lower()
        if self.kind == OptionKind.FLAG and word in TRUE_WORDS + FALSE_WORDS:
            return word in TRUE_WORDS
        if self.kind == OptionKind.NUMBER and word.lstrip("+-").isdigit() and len(word) <= 18:
            return self.check(int(word))
        if self.kind == OptionKind.CHOICE:
            return self.check(next((c for c in self.choices if c.lower() == word), text))
        shown = text if len(text) <= 40 else text[:40] + "..."
        raise ConfigError(_("option '{option}' takes {values}, not {value}").format(
            option=self.name, values=self.values(), value=repr(shown)))

    def format(self, value: OptionValue) -> str:
        """`value` as the command line writes it (`parse` reads it back)."""
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the registry, the command line and the app show about a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    summary: str = ""
    # The rules as players read them: (heading, text) sections (`Pages`: made in the language of
    # the moment they are read).
    rules: Sequence[tuple[str, str]] = ()
    # The family of games it belongs to: the package name of its rules, CPUs and
    # table kit (game/rules/<family>/, game/ai/<family>/, game/ui/games/<family>/).
    family: str = ""

    def option(self, name: str) -> OptionSpec:
        """The option called `name`; ConfigError naming the game's options if there is none."""
        for spec in self.options:
            if spec.name == name:
                return spec
        if not self.options:
            raise ConfigError(_("{game} has no option '{option}' (it has no options)").format(
                game=_(self.name), option=name))
        names = ", ".join(spec.name for spec in self.options)
        raise ConfigError(_("{game} has no option '{option}' (options: {options})").format(
            game=_(self.name), option=name, options=names))


class Pages(Sequence[tuple[str, str]]):
    """A game's rules pages, made by `make` each time they are read, so that they are always in
    the current language (a game's `GameInfo` is made once, at import)."""

    def __init__(self, make: Callable[[], Sequence[tuple[str, str]]]):
        self._make = make

    def __getitem__(self, index):  # type: ignore[override]
        return self._make()[index]

    def __len__(self) -> int:
        return len(self._make())

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self._make())


@dataclass(frozen=True, slots=True)
class GameConfig:
    """A validated table: player count and every option's value."""

    players: int
    options: dict[str, OptionValue] = field(default_factory=dict)

    def option(self, name: str) -> OptionValue:
        return self.options[name]


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended: the winning seats (several for a shared win)."""

    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Summary:
    """The public facts of a state, for save previews and statistics. Nothing hidden: any
    seat's view could tell them. A field is None where the game has no such thing."""

    current: int | None  # whose turn it is (None for a game without turns, or once over)
    turn: int | None  # the number of the turn being played, from 1
    out: tuple[int, ...]  # seats out of the game, in the order they went out
    scores: tuple[int, ...] | None = None
    draw_left: int | None = None  # cards left in the draw pile
    hand_counts: tuple[int, ...] | None = None  # cards in each hand


class Ruleset(ABC, Generic[S]):
    """One game's rules. Stateless: every method takes the state it works on."""

    info: GameInfo
    # Event classes by name, for loading logs.
    event_types: dict[str, type[Event]]
    # `determinize(view, rng)`: a full state, drawn at random, that the view's seat cannot tell
    # apart from the real one: `view(determinize(v, rng), v.seat)` must equal `v` (the checks
    # verify it). Hard's search samples with it. None for a game that has none.
    determinize: ClassVar[Callable[..., Any] | None] = None

    # ---- configuration -------------------------------------------------------------------
    def configure(self, players: int, options: dict[str, Any] | None = None) -> GameConfig:
        """Check a player count and options; fill in defaults. Raises ConfigError."""
        info = self.info
        if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
            raise ConfigError(_("{game} is for {low} to {high} players, not {players}").format(
                game=_(info.name), low=info.min_players, high=info.max_players, players=players))
        values = {spec.name: spec.default for spec in info.options}
        for name, value in (options or {}).items():
            values[name] = info.option(name).check(value)
        self.check_config(players, values)
        return GameConfig(players, values)

    def parse_options(self, texts: Mapping[str, str]) -> dict[str, OptionValue]:
        """Options written as text (the command line's NAME=VALUE), read by each option's kind.
        ConfigError, one clear line, for an unknown name or a value the option does not take."""
        return {name: self.info.option(name).parse(text) for name, text in texts.items()}

    def check_config(self, players: int, options: dict[str, OptionValue]) -> None:
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
        """What `seat` may know: its own cards, public facts, what it has learned.

        A view is immutable and hashable, and equal views mean the seat cannot tell the states
        apart: the search keys its nodes by views, and the checks compare them.
        """

    @abstractmethod
    def summary(self, state: S) -> Summary:
        """The public facts of `state`: whose turn, turn number, who is out, scores, pile."""

    def shown_in_log(self, event: Event) -> bool:
        """Whether the game log shows `event` (the game marks bookkeeping events `in_log = False`)."""
        return event.in_log

    def is_pass(self, action: Action) -> bool:
        """Whether `action` declines to answer (a first-come race is between those who do not)."""
        return action.kind == "pass"

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
    # Table keys this game's scenario files may add to the shared ones (read by scenario_setup).
    scenario_table_keys: ClassVar[frozenset[str]] = frozenset()

    def scenario_expectations(self, players: int) -> dict[str, tuple[Callable[[Any], bool], str]]:
        """Expectations this game adds to the shared ones: each key's check of a value's type
        and the words for what it must be. `scenario_facts` gives their actual values."""
        return {}

    def scenario_setup(self, config: GameConfig, data: dict[str, Any]) -> list[Event]:
        """The setup events for a scenario's fixed table (hands, piles...). ConfigError if bad."""
        raise ConfigError(_("{game} has no scenario support").format(game=_(self.info.name)))

    def scenario_facts(self, state: S) -> dict[str, Any]:
        """The facts a scenario may expect, by the names docs/scenarios.md gives them."""
        raise ConfigError(_("{game} has no scenario support").format(game=_(self.info.name)))

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
            raise IllegalAction(_("the game is over"))
        if seat not in pending.seats:
            # TRANSLATORS: {seat} and {seats} are seat numbers (from 0), as the command line and network give them.
            raise IllegalAction(_("seat {seat} is not asked to act now (waiting for {seats})").format(
                seat=seat, seats=_seats(pending.seats)))
        legal = self.legal_actions(state, seat)
        if action in legal:
            return
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds:
            # TRANSLATORS: {move} and {moves} are kinds of moves as typed (play, draw...: never translated).
            raise IllegalAction(_("'{move}' is not possible now; seat {seat} may: {moves}").format(
                move=action.kind, seat=seat, moves=", ".join(kinds)))
        raise IllegalAction(self.why_illegal(state, seat, action) or _("'{move}' is not allowed now").format(
            move=action))

    def why_illegal(self, state: S, seat: int, action: Action) -> str | None:
        """A game's own wording for why an action of a legal kind is still illegal."""
        return None


def _seats(seats: Iterable[int]) -> str:
    return ", ".join(str(s) for s in sorted(seats))
