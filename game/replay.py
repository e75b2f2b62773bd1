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
from typing import Any

from .engine import EVERYONE, Event, Match
from .engine.ruleset import GameConfig, Ruleset

CHECKPOINT_EVERY = 32  # events between kept states


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


def jump_times(replay: Replay, jumps: int = 200, seed: int = 1) -> dict[str, float]:
    """Milliseconds a jump to a random point takes (mean and worst over `jumps`)."""
    import random

    rng = random.Random(seed)
    times = []
    for _ in range(jumps):
        target = rng.choice(replay.stops)
        start = time.perf_counter()
        state = replay.state_at(target)
        for seat in range(replay.config.players):
            replay.ruleset.view(state, seat)
        times.append((time.perf_counter() - start) * 1000)
    return {"mean_ms": sum(times) / len(times), "worst_ms": max(times)}


class NotWritable(ValueError):
    """A point of a replay that a scenario file cannot hold; the message is one line."""


def scenario_at(replay: Replay, names: Sequence[str], n: int) -> dict[str, Any]:
    """The table after `n` events as a scenario file ("play from here", docs/scenarios.md), with
    an empty script. Raises `NotWritable` when the format cannot hold that table: a family with
    table keys of its own, or a table the written file would not give back exactly (whose turn,
    the turns owed, the direction, who is still in, the decision waited for)."""
    from .engine.errors import ConfigError
    from .scenario import ScenarioError, build

    rules = replay.ruleset
    name = rules.info.name
    if rules.scenario_table_keys:
        raise NotWritable(f"Play from here is not available for {name}: a scenario file cannot hold its "
                          "table in the middle of a game.")
    state = replay.state_at(n)
    facts = rules.scenario_facts(state)
    pending = rules.pending(state)
    if pending is None:
        raise NotWritable("Play from here needs a game still going on: this is its end.")
    if not all(facts.get("alive", ())):
        raise NotWritable("Play from here needs every player still in: a scenario file cannot say who is out.")
    data: dict[str, Any] = {
        "name": f"{name}: play from turn {replay.turn_at(n)}", "game": rules.info.id,
        "options": dict(replay.config.options), "seats": list(names), "hands": facts["hands"],
        "draw": facts["draw"], "discard": facts["discard"], "first": facts["current"], "script": [],
    }
    try:
        built = build(data)
    except (ScenarioError, ConfigError) as exc:
        raise NotWritable(f"Play from here cannot write this point: {exc}") from None
    again = built.match
    if rules.scenario_facts(again.state) != facts or again.pending != pending:
        raise NotWritable("Play from here works at the start of a turn with every player still in and one "
                          "turn owed; step to such a point.")
    return data
