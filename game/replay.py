"""A recorded game that can be shown at any point of its log: the replay viewer's model.

A `Replay` holds a proved game's whole log and the state after every `every`-th event (a
checkpoint, cloned so later events cannot change it); the state after any number of events is
the nearest checkpoint at or before it, cloned and stepped forward with `evolve`. So a jump
anywhere, backward or forward, costs one clone and fewer than `every` events, and is exact:
the same fold of `evolve` the game itself was. A view is only asked of the table between moves
(`stops`: after the deal and after each action's events; halfway through an action some games
cannot say who is asked), so the viewer rests there and animates each event of a move in turn.
Turns are found once, from the public summary. No pygame here: the command line and the table
both use it.
"""

from __future__ import annotations

import bisect
import itertools
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .engine import EVERYONE, Event, Match
from .engine.ruleset import GameConfig, Ruleset
from .i18n import _

if TYPE_CHECKING:
    from .saves import SavedGame, Seat

CHECKPOINT_EVERY = 32  # events between kept states


def viewers(seats: Sequence[Seat], over: bool, here: Sequence[int] | None = None) -> tuple[int, ...] | None:
    """Whose views of a recorded game may be shown: every view (None), every card face up
    included, once the game is over; while it is still going on, only its one person's seat,
    and none when no person or several sit at it (nothing can tell which of them is asking).
    A network game (`here`: the seats played on this computer) is shown only from those seats,
    over or not: the other people's hands were never on this screen. The command line, the
    replay viewer and exports all follow this."""
    if here is not None:
        return tuple(here)
    if over:
        return None
    people = tuple(i for i, seat in enumerate(seats) if seat.is_human)
    return people if len(people) == 1 else ()


class Replay:
    """A game's log with states kept every `every` events; `state_at(n)` is the state after the
    first `n` events. `stops` are the positions between moves (the deal's end, then the end of
    each action's events); `turn_starts[k]` is the stop where turn k + 1 began."""

    def __init__(self, ruleset: Ruleset, config: GameConfig, events: Sequence[Event], setup_length: int,
                 move_lengths: Sequence[int], every: int = CHECKPOINT_EVERY):
        self.ruleset = ruleset
        self.config = config
        self.events = tuple(events)
        self.setup_length = setup_length
        self.stops = list(itertools.accumulate(move_lengths, initial=setup_length))
        if self.stops[-1] != len(self.events):
            raise ValueError("the moves do not add up to the log")
        self.every = max(1, every)
        self._checkpoints: list[Any] = []
        self.turn_starts: list[int] = []
        self._walk()

    @classmethod
    def of_match(cls, match: Match, every: int = CHECKPOINT_EVERY) -> Replay:
        return cls(match.ruleset, match.config, match.log, match.setup_length,
                   [len(step.events) for step in match.steps], every)

    def _walk(self) -> None:
        """Fold the whole log once: keep the checkpoints and note where each turn begins."""
        rules = self.ruleset
        state = rules.blank(self.config)
        last_turn: int | None = None
        stops = set(self.stops)
        for n, event in enumerate(self.events):
            if n % self.every == 0:
                self._checkpoints.append(rules.clone(state))
            state = rules.evolve(state, event)
            if n + 1 in stops:
                turn = rules.summary(state).turn
                if turn is not None and turn != last_turn:
                    self.turn_starts.append(n + 1 if last_turn is not None else self.setup_length)
                    last_turn = turn
        if len(self.events) % self.every == 0:
            self._checkpoints.append(rules.clone(state))
        if not self.turn_starts:
            self.turn_starts = [self.setup_length]

    # ---- reading ---------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.events)

    def state_at(self, n: int) -> Any:
        """A fresh state after the first `n` events (clamped to the log)."""
        n = max(0, min(n, len(self.events)))
        index = min(n // self.every, len(self._checkpoints) - 1)
        state = self.ruleset.clone(self._checkpoints[index])
        for event in self.events[index * self.every:n]:
            state = self.ruleset.evolve(state, event)
        return state

    def feed(self, seat: int) -> list[Event]:
        """The whole log as `seat` saw it (`EVERYONE`: every card face up)."""
        if seat == EVERYONE:
            return list(self.events)
        return [self.ruleset.redact(e, seat) for e in self.events]

    @property
    def turns(self) -> int:
        return len(self.turn_starts)

    def turn_at(self, n: int) -> int:
        """The turn (from 1) being played after `n` events; 0 during the deal."""
        return bisect.bisect_right(self.turn_starts, n)

    def turn_start(self, turn: int) -> int:
        """Events before turn `turn` (1 to `turns`) began; the deal for 0, the end past the last."""
        if turn <= 0:
            return 0
        if turn > self.turns:
            return len(self.events)
        return self.turn_starts[turn - 1]

    def stop_after(self, n: int) -> int:
        """The first stop after `n` (the end at the end)."""
        i = bisect.bisect_right(self.stops, n)
        return self.stops[min(i, len(self.stops) - 1)]

    def stop_before(self, n: int) -> int:
        """The last stop before `n` (the deal's end at the start)."""
        i = bisect.bisect_left(self.stops, n)
        return self.stops[max(0, i - 1)]

    def next_turn(self, n: int) -> int:
        """Where the turn after the one at `n` begins (the end after the last)."""
        return self.turn_start(self.turn_at(n) + 1)

    def previous_turn(self, n: int) -> int:
        """The start of the turn at `n`, or of the turn before when `n` is its start."""
        turn = self.turn_at(n)
        start = self.turn_start(turn)
        return self.turn_start(turn - 1) if start >= n else start


def jump_times(replay: Replay, jumps: int = 200, seed: int = 1, targets: Sequence[int] = ()) -> dict[str, float]:
    """Milliseconds a jump takes, the state rebuilt and every seat's view asked of it (mean and
    worst): to each of `targets` in turn, or else to `jumps` random points between moves."""
    import random

    rng = random.Random(seed)
    times = []
    for target in targets or [rng.choice(replay.stops) for _jump in range(jumps)]:
        start = time.perf_counter()
        state = replay.state_at(target)
        for seat in range(replay.config.players):
            replay.ruleset.view(state, seat)
        times.append((time.perf_counter() - start) * 1000)
    return {"mean_ms": sum(times) / len(times), "worst_ms": max(times)}


class NotWritable(ValueError):
    """A point of a replay that a scenario file cannot hold; the message is one line."""


def move_at(replay: Replay, n: int) -> int:
    """How many whole moves are played after `n` events (a point inside a move counts the moves
    before it: that move's decision is the one still to make)."""
    return bisect.bisect_right(replay.stops, n) - 1


def scenario_at(saved: SavedGame, replay: Replay, n: int, seed: int) -> dict[str, Any]:
    """The game after `n` events as a "play from here" scenario file (docs/scenarios.md): the
    recorded start (seed, deal and the moves up to that point, which the file proves again when
    loaded), an empty script, and `seed` for what follows. A point inside a move starts before
    that move. Checked by building it back: the table must be exactly the one replayed. Raises
    `NotWritable` at the game's end, or if the file would not give that table back."""
    from .scenario import ScenarioError, build

    rules = replay.ruleset
    moves = move_at(replay, n)
    stop = replay.stops[moves]
    state = replay.state_at(stop)
    if rules.pending(state) is None:
        raise NotWritable(_("Play from here needs a game still going on: this is its end."))
    record = replace(saved, steps=saved.steps[:moves]).to_json()
    turn = replay.turn_at(stop)
    data: dict[str, Any] = {
        # A scenario's name is a title for people, written in the language of the moment it is written.
        "name": (_("{game}: play from turn {turn}") if turn else _("{game}: play from the deal")).format(
            game=_(rules.info.name), turn=turn),
        "game": rules.info.id, "options": dict(replay.config.options), "seats": [s.name for s in saved.seats],
        "record": {key: record[key] for key in ("seed", "setup", "steps")}, "seed": seed, "script": [],
    }
    try:
        again = build(data).match
    except ScenarioError as exc:
        raise NotWritable(_("Play from here cannot write this point: {reason}").format(reason=exc)) from None
    if rules.snapshot(again.state) != rules.snapshot(state) or again.pending != rules.pending(state):
        raise NotWritable(_("Play from here cannot write this point: the file does not give this table back."))
    return data
