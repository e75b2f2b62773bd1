"""Scenario files: a fixed table, a script of actions, and the expected outcome.

The format is documented in docs/scenarios.md. `load` checks a file and raises
ScenarioError (one line) when it is malformed; `run` plays it and lists the differences.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import i18n, storage
from .engine.actions import Action
from .engine.arbiter import next_seat
from .engine.errors import ConfigError, IllegalAction
from .engine.events import Event
from .engine.match import Match
from .engine.pending import DecisionKind
from .engine.registry import get
from .engine.ruleset import GameConfig, Ruleset
from .i18n import N_, _, ngettext
from .names import clean_name
from .saves import SavedGame, new_game_uid
from .storage import BadFile

TABLE_KEYS = {"hands", "draw", "discard", "removed", "first", "custom_deck"}  # a fixed table's keys
TOP_KEYS = {"name", "game", "options", "seats", "seed", "script", "expect", "description", "record", *TABLE_KEYS}
RECORD_KEYS = {"seed", "setup", "steps"}  # a recorded game's start, as a saved game holds it
EXPECT_KEYS = {"alive", "hands", "hand_counts", "draw", "discard", "current", "turns", "direction",
               "pending", "winner", "events", "log"}
PENDING_KEYS = {"kind", "seats", "prompt"}
MAX_BYTES = 1024 * 1024  # a scenario file is read up to this size
MAX_SEED = 2**64 - 1
MAX_TITLE = 200  # characters of a scenario's name kept for the report


class ScenarioError(ValueError):
    """A scenario file that cannot be run as written."""


@dataclass
class Step:
    """One checked script step: who acts ("all" passes for every seat in a response window)."""

    number: int
    seat: int | str
    action: Action
    illegal: bool = False


@dataclass
class Scenario:
    name: str
    ruleset: Ruleset
    match: Match
    names: list[str]
    script: list[Step]
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
    """Read and check a scenario file (any content gives a Scenario or a one-line ScenarioError)."""
    return build(parse(read(path), str(path)), str(path))


def read(path: str | Path) -> bytes:
    """The file's bytes: only a regular file, and at most MAX_BYTES of it."""
    try:
        return storage.read_named_file(path, MAX_BYTES)
    except BadFile as exc:
        raise ScenarioError(_("{file} cannot be read: {reason}").format(file=path, reason=exc)) from None


def parse(raw: bytes, source: str) -> Any:
    """The JSON in `raw`; anything odd (bad syntax, a number of thousands of digits, too deep
    nesting, not UTF-8) is one line in the author's words."""
    try:
        return storage.parse_json(raw)
    except BadFile as exc:
        raise ScenarioError(_("{file} is not a usable JSON file: {reason}").format(file=source, reason=exc)) from None


def build(data: Any, source: str = "scenario") -> Scenario:
    """A runnable scenario from parsed JSON; every value is checked here, before anything runs."""
    if not isinstance(data, dict):
        raise ScenarioError(_("{file}: a scenario is a JSON object").format(file=source))
    game_keys = _game_keys(data.get("game"))
    unknown = set(data) - TOP_KEYS - game_keys
    if unknown:
        raise ScenarioError(ngettext("{file}: unknown key {keys}", "{file}: unknown keys {keys}", len(unknown)).format(
            file=source, keys=_listed(unknown)))
    both = set(data) & (TABLE_KEYS | game_keys) if "record" in data else set()
    if both:
        raise ScenarioError(_("{file}: a scenario holds a table or a 'record', not both (remove {keys})").format(
            file=source, keys=_listed(both)))
    for key in ("game", "seats", "script", *(() if "record" in data else ("hands",))):  # "draw": by the game
        if key not in data:
            raise ScenarioError(_("{file}: missing '{key}'").format(file=source, key=key))
    try:
        return _build(data, source)
    except ConfigError as exc:
        # TRANSLATORS: {file} is a scenario file's name, {problem} what is wrong in it.
        raise ScenarioError(_("{file}: {problem}").format(file=source, problem=exc)) from None


def _build(data: dict[str, Any], source: str) -> Scenario:
    name = _typed(data, "name", str, source)
    _typed(data, "description", str, "")
    seats = _typed(data, "seats", list)
    if not seats or not all(isinstance(s, str) for s in seats):
        raise ConfigError(_("'seats' must be a list of names (strings), one per player"))
    ruleset = get(_typed(data, "game", str))
    options = _typed(data, "options", dict, {})
    config = ruleset.configure(len(seats), options)
    setup = recorded(ruleset, config, data["record"]) if "record" in data else ruleset.scenario_setup(config, data)
    seed = _typed(data, "seed", int, 0)
    if not 0 <= seed <= MAX_SEED:
        raise ConfigError(_("'seed' must be a whole number from 0 to {high}").format(high=MAX_SEED))
    script = [_step(i, raw, config.players) for i, raw in enumerate(_typed(data, "script", list), 1)]
    expect = _typed(data, "expect", dict, {})
    _check_expect(expect, config.players, ruleset.scenario_expectations(config.players))
    match = Match(ruleset, config, seed, log=setup)
    names = [clean_name(s, default=_("Seat {n}").format(n=i + 1)) for i, s in enumerate(seats)]
    return Scenario(" ".join(name.split())[:MAX_TITLE] or source, ruleset, match, names, script, expect, len(setup))


def recorded(ruleset: Ruleset, config: GameConfig, record: Any) -> list[Event]:
    """The log of a recorded game's start ("play from here"): its seed, deal and actions as a
    saved game holds them, proved by the rules (each action decided again); ConfigError if the
    record is malformed or is not a game of this table."""
    if not isinstance(record, dict) or set(record) != RECORD_KEYS:
        raise ConfigError(_("'record' must be an object with exactly 'seed', 'setup' and 'steps' (a saved game's)"))
    saved = {"game_id": ruleset.info.id, "players": config.players, "options": dict(config.options),
             "seats": [{"name": f"Seat {i + 1}", "kind": "human"} for i in range(config.players)],
             "uid": new_game_uid(), **record}
    try:
        return SavedGame.from_json(saved).to_match().log
    except BadFile as exc:
        raise ConfigError(_("'record' is not a game this table plays: {reason}").format(reason=exc)) from None


def _game_keys(game: Any) -> frozenset[str]:
    """The table keys a game adds to the shared ones (none for an unknown game: `_build` says so)."""
    try:
        return get(game).scenario_table_keys if isinstance(game, str) else frozenset()
    except ConfigError:
        return frozenset()


def _typed(data: dict[str, Any], key: str, kind: type, default: Any = None) -> Any:
    value = data.get(key, default)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ConfigError(must_be(key, _(_KIND_WORDS[kind])))
    return value


# TRANSLATORS: what a scenario file's value must be, in "'seats' must be a list".
_KIND_WORDS = {str: N_("a string"), list: N_("a list"), dict: N_("an object"), int: N_("a whole number"),
               bool: N_("true or false")}


def must_be(key: str, words: str) -> str:
    """ "'seed' must be a whole number": what a key of a scenario file must hold."""
    # TRANSLATORS: {key} is a key of a scenario file ('seed', 'expect.hands'), {words} what it must hold ("a list").
    return _("'{key}' must be {words}").format(key=key, words=words)


def _listed(names: Any) -> str:
    return ", ".join(str(n)[:40] for n in sorted(map(str, names))[:8])


def _step(number: int, raw: Any, players: int) -> Step:
    """A script step, checked: a seat number or "all", an action, and `illegal` true or false."""
    if not isinstance(raw, dict) or "seat" not in raw or "kind" not in raw:
        raise ConfigError(_("script step {number} needs 'seat' and 'kind'").format(number=number))
    seat, illegal = raw["seat"], raw.get("illegal", False)
    if not isinstance(illegal, bool):
        raise ConfigError(_("script step {number}: 'illegal' must be true or false").format(number=number))
    if seat != "all" and not _seat_number(seat, players):
        raise ConfigError(_("script step {number}: seat must be a seat number from 0 to {last} or \"all\"").format(
            number=number, last=players - 1))
    fields = {k: v for k, v in raw.items() if k not in ("seat", "illegal")}
    try:
        action = Action.from_json(fields)
    except ValueError as exc:
        raise ConfigError(_("script step {number}: {problem}").format(number=number, problem=str(exc)[:160])) from None
    if seat == "all" and (action.kind != "pass" or illegal):
        raise ConfigError(_("script step {number}: seat \"all\" may only pass").format(number=number))
    return Step(number, seat, action, illegal)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_number(value: Any, players: int) -> bool:
    return _whole(value) and 0 <= value < players


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _check_expect(expect: dict[str, Any], players: int, extra: dict[str, tuple[Any, str]]) -> None:
    """Raise ConfigError unless every expectation has the type its comparison needs (`extra`:
    the game's own expectations, each with its check and words)."""
    unknown = set(expect) - EXPECT_KEYS - set(extra)
    if unknown:
        raise ConfigError(ngettext("unknown expectation {keys}", "unknown expectations {keys}", len(unknown)).format(
            keys=_listed(unknown)))
    last = players - 1
    # TRANSLATORS: what an expectation of a scenario file must hold, in "'expect.hands' must be ...".
    checks: dict[str, tuple[Any, str]] = {
        "alive": (lambda v: isinstance(v, list) and len(v) == players and all(isinstance(a, bool) for a in v),
                  ngettext("a list of {n} true/false value", "a list of {n} true/false values", players).format(
                      n=players)),
        "hands": (lambda v: isinstance(v, dict) and all(_seat_key(k, players) and _strings(c) for k, c in v.items()),
                  _('an object from seat numbers ("0" to "{last}") to lists of card ids').format(last=last)),
        "hand_counts": (lambda v: isinstance(v, list) and len(v) == players and all(_whole(n) for n in v),
                        ngettext("a list of {n} whole number", "a list of {n} whole numbers", players).format(
                            n=players)),
        "draw": (_strings, _("a list of card ids")),
        "discard": (_strings, _("a list of card ids")),
        "current": (lambda v: _seat_number(v, players), _("a seat from 0 to {last}").format(last=last)),
        "turns": (_whole, _("a whole number")),
        "direction": (lambda v: _whole(v) and v in (1, -1), _("1 or -1")),
        "pending": (_pending_ok, _('null, or an object with any of "kind", "seats" (seat numbers), "prompt"')),
        "winner": (lambda v: v is None or _seat_number(v, players),
                   _("null or a seat from 0 to {last}").format(last=last)),
        "events": (_strings, _("a list of event kinds")),
        "log": (_strings, _("a list of log lines (in English)")),
        **extra,
    }
    for key, value in expect.items():
        ok, words = checks[key]
        if not ok(value):
            raise ConfigError(must_be(f"expect.{key}", words))


def _seat_key(key: str, players: int) -> bool:
    return key.isascii() and key.isdigit() and len(key) <= 3 and int(key) < players


def _pending_ok(value: Any) -> bool:
    if value is None:
        return True
    if not isinstance(value, dict) or set(value) - PENDING_KEYS:
        return False
    return (isinstance(value.get("kind", ""), str) and isinstance(value.get("prompt", ""), str)
            and all(_whole(s) for s in value.get("seats", [])) and isinstance(value.get("seats", []), list))


def run(scenario: Scenario) -> Outcome:
    """Play the script and compare the result with the expectations."""
    match, ruleset = scenario.match, scenario.ruleset
    outcome = Outcome(scenario.name)
    for step in scenario.script:
        problem = _run_step(match, step)
        if problem:
            outcome.differences.append(problem)
            break
    outcome.log = [ruleset.describe(e, scenario.names) for e in match.log]
    if not outcome.differences:
        outcome.differences = compare(scenario, scenario.expect)
    return outcome


def _run_step(match: Match, step: Step) -> str | None:
    """Play one step; a difference to report, or None. No table, however odd, crashes the run."""
    number, action = step.number, step.action
    try:
        if step.seat == "all":
            return _pass_all(match, action, number)
        if step.illegal:
            return _refused(match, step)
        match.act(int(step.seat), action)
    except IllegalAction as exc:
        return _("step {number}: seat {seat} {action} was rejected: {reason}").format(
            number=number, seat=step.seat, action=action, reason=exc)
    except Exception as exc:  # a custom table the rules cannot play on (an empty draw pile, ...)
        return _("step {number}: seat {seat} {action} cannot be played on this table ({reason})").format(
            number=number, seat=step.seat, action=action, reason=type(exc).__name__)
    return None


def _pass_all(match: Match, action: Action, number: int) -> str | None:
    pending = match.pending
    if pending is None or pending.kind != DecisionKind.RESPONSE:
        return _("step {number}: 'all' may only pass in an open response window").format(number=number)
    order = random.Random(number)  # every seat passes; the arbiter's order, repeatable
    while (pending := match.pending) is not None and pending.kind == DecisionKind.RESPONSE:
        match.act(next_seat(pending, order), action)
    return None


def _refused(match: Match, step: Step) -> str | None:
    seat = int(step.seat)
    before = match.ruleset.snapshot(match.state)
    try:
        match.act(seat, step.action)
    except IllegalAction:
        if match.ruleset.snapshot(match.state) != before:
            return _("step {number}: rejecting {action} changed the state").format(
                number=step.number, action=step.action)
        return None
    return _("step {number}: seat {seat} {action} was expected to be illegal but was accepted").format(
        number=step.number, seat=seat, action=step.action)


def compare(scenario: Scenario, expect: dict[str, Any]) -> list[str]:
    """The differences between the expectations and the match as it stands."""
    match = scenario.match
    actual = scenario.ruleset.scenario_facts(match.state)
    pending = match.pending
    actual["pending"] = None if pending is None else {
        "kind": pending.kind.value, "seats": sorted(pending.seats), "prompt": pending.prompt}
    actual["events"] = [e.kind for e in match.log[scenario.setup_events:]]
    if "log" in expect:  # a file's log lines are English, whatever the language of the run
        with i18n.speaking(i18n.SOURCE):
            actual["log"] = [scenario.ruleset.describe(e, scenario.names) for e in match.log[scenario.setup_events:]]
    result = match.result()
    actual["winner"] = None if result is None else result.winners[0]
    out = []
    for key, wanted in expect.items():
        got = actual[key]
        if key == "hands":
            for seat, cards in wanted.items():
                have = sorted(got[int(seat)])
                if sorted(cards) != have:
                    out.append(_("hand of seat {seat}: expected {wanted}, got {got}").format(
                        seat=seat, wanted=sorted(cards), got=have))
        elif key == "pending" and isinstance(wanted, dict) and got is not None:
            for part, value in wanted.items():
                have = got.get(part)
                value = sorted(value) if part == "seats" else value
                if value != have:
                    out.append(_("pending {part}: expected {wanted}, got {got}").format(
                        part=part, wanted=repr(value), got=repr(have)))
        elif wanted != got:
            # TRANSLATORS: {key} is an expectation's key (current, turns, winner...), kept as the file names it.
            out.append(_("{key}: expected {wanted}, got {got}").format(key=key, wanted=repr(wanted), got=repr(got)))
    return out
