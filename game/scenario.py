"""Scenario files: a fixed table, a script of actions, and the expected outcome.

The format is documented in docs/scenarios.md. `load` checks a file and raises
ScenarioError (one line) when it is malformed; `run` plays it and lists the differences.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.actions import Action
from .engine.errors import ConfigError, IllegalAction
from .engine.match import Match
from .engine.pending import DecisionKind
from .engine.registry import get
from .engine.ruleset import Ruleset

TOP_KEYS = {"name", "game", "options", "seats", "hands", "draw", "discard", "removed", "first", "seed",
            "script", "expect", "description"}
EXPECT_KEYS = {"alive", "hands", "hand_counts", "draw", "discard", "current", "turns", "direction",
               "pending", "winner", "events", "log"}


class ScenarioError(ValueError):
    """A scenario file that cannot be run as written."""


@dataclass
class Scenario:
    name: str
    ruleset: Ruleset
    match: Match
    names: list[str]
    script: list[dict[str, Any]]
    expect: dict[str, Any]
    setup_events: int


@dataclass
class Outcome:
    name: str
    differences: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.differences


def load(path: str | Path) -> Scenario:
    """Read and check a scenario file."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScenarioError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path} is not valid JSON: {exc}") from None
    return build(data, str(path))


def build(data: Any, source: str = "scenario") -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(f"{source}: a scenario is a JSON object")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"{source}: unknown key(s) {', '.join(sorted(unknown))}")
    for key in ("game", "seats", "hands", "draw", "script"):
        if key not in data:
            raise ScenarioError(f"{source}: missing '{key}'")
    try:
        ruleset = get(_typed(data, "game", str))
        seats = _typed(data, "seats", list)
        config = ruleset.configure(len(seats), _typed(data, "options", dict, {}))
    except ConfigError as exc:
        raise ScenarioError(f"{source}: {exc}") from None
    try:
        setup = ruleset.scenario_setup(config, data)
    except ConfigError as exc:
        raise ScenarioError(f"{source}: {exc}") from None
    script = _typed(data, "script", list)
    for i, step in enumerate(script, 1):
        if not isinstance(step, dict) or "seat" not in step or "kind" not in step:
            raise ScenarioError(f"{source}: script step {i} needs 'seat' and 'kind'")
    expect = _typed(data, "expect", dict, {})
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        raise ScenarioError(f"{source}: unknown expectation(s) {', '.join(sorted(unknown))}")
    seed = _typed(data, "seed", int, 0)
    match = Match(ruleset, config, seed, log=setup)
    return Scenario(str(data.get("name", source)), ruleset, match, [str(s) for s in seats], script, expect,
                    len(setup))


def _typed(data: dict[str, Any], key: str, kind: type, default: Any = None) -> Any:
    value = data.get(key, default)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise ScenarioError(f"'{key}' must be a {kind.__name__}")
    return value


def run(scenario: Scenario) -> Outcome:
    """Play the script and compare the result with the expectations."""
    match, ruleset = scenario.match, scenario.ruleset
    outcome = Outcome(scenario.name)
    for number, step in enumerate(scenario.script, 1):
        problem = _run_step(match, step, number)
        if problem:
            outcome.differences.append(problem)
            break
    outcome.log = [ruleset.describe(e, scenario.names) for e in match.log]
    if not outcome.differences:
        outcome.differences = compare(scenario, scenario.expect)
    return outcome


def _run_step(match: Match, step: dict[str, Any], number: int) -> str | None:
    fields = {k: v for k, v in step.items() if k not in ("seat", "illegal")}
    try:
        action = Action.from_json(fields)
    except ValueError as exc:
        raise ScenarioError(f"script step {number}: {exc}") from None
    seat = step["seat"]
    if seat == "all":
        pending = match.pending
        if action.kind != "pass" or pending is None or pending.kind != DecisionKind.RESPONSE:
            return f"step {number}: 'all' may only pass in an open response window"
        while (pending := match.pending) is not None and pending.kind == DecisionKind.RESPONSE:
            match.act(min(pending.seats), action)
        return None
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < match.config.players:
        raise ScenarioError(f"script step {number}: seat must be a seat number or \"all\"")
    if step.get("illegal"):
        before = match.ruleset.snapshot(match.state)
        try:
            match.act(seat, action)
        except IllegalAction:
            if match.ruleset.snapshot(match.state) != before:
                return f"step {number}: rejecting {action} changed the state"
            return None
        return f"step {number}: seat {seat} {action} was expected to be illegal but was accepted"
    try:
        match.act(seat, action)
    except IllegalAction as exc:
        return f"step {number}: seat {seat} {action} was rejected: {exc}"
    return None


def compare(scenario: Scenario, expect: dict[str, Any]) -> list[str]:
    """The differences between the expectations and the match as it stands."""
    match = scenario.match
    actual = scenario.ruleset.scenario_facts(match.state)
    pending = match.pending
    actual["pending"] = None if pending is None else {
        "kind": pending.kind.value, "seats": sorted(pending.seats), "prompt": pending.prompt}
    actual["events"] = [e.kind for e in match.log[scenario.setup_events:]]
    actual["log"] = [scenario.ruleset.describe(e, scenario.names) for e in match.log[scenario.setup_events:]]
    result = match.result()
    actual["winner"] = None if result is None else result.winners[0]
    out = []
    for key, wanted in expect.items():
        got = actual[key]
        if key == "hands":
            if not isinstance(wanted, dict):
                raise ScenarioError("'expect.hands' maps seat numbers to lists of cards")
            for seat, cards in wanted.items():
                have = sorted(got[int(seat)])
                if sorted(cards) != have:
                    out.append(f"hand of seat {seat}: expected {sorted(cards)}, got {have}")
        elif key == "pending" and isinstance(wanted, dict) and got is not None:
            for part, value in wanted.items():
                have = got.get(part)
                value = sorted(value) if part == "seats" else value
                if value != have:
                    out.append(f"pending {part}: expected {value!r}, got {have!r}")
        elif wanted != got:
            out.append(f"{key}: expected {wanted!r}, got {got!r}")
    return out
