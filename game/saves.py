"""Saved games. A saved game is its seed, its deal and every action with the events it caused;
loading proves it (`Match.proved`: the rules decide each action again) before anything is used.

- The autosave journal (`Journal`) is one JSON line per event, and after each action a commit
  line naming the action, fsynced before `act` returns: a crash or a SIGKILL loses no finished
  action, and a game never resumes halfway through one. A cut-off last line is tolerated.
- Save slots are one JSON file each under the saves directory: list, load, delete. A slot's
  first line is its header (its preview, signed on its own), so the load screen lists slots by
  reading a few kilobytes each; the whole game is proved only when it is opened.
- Every record is signed as it is written (`game.signing`, this installation's key): a slot and
  a kept game whole, the journal by a running signature on each commit line. A record whose
  signature fails (edited: a CPU's level, kind or seed, a game id; copied from another kind of
  record; written by hand or on another computer) is refused like a forged move.
- A `Preview` (for Continue and the load screen) is built from public facts of a proved game.
- Every game has a unique id (`uid`), kept across Continue and named saves, so statistics
  count it once.
- A file that fails (a forged deal or move, an unknown CPU level, a table that disagrees with
  its deal, a format this version cannot check) is set aside with a message, never played.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
import uuid
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, NamedTuple

from . import signing, storage
from .ai.levels import LEVELS
from .engine import Action, Event, Match, OptionValue, event_from_json, get
from .engine.errors import ConfigError
from .engine.match import Step, Unproved
from .engine.ruleset import Ruleset
from .i18n import N_, _, format_list, ngettext
from .jsonbytes import compact
from .names import OWN_NAME, clean_name, default_name, shown_name
from .stats import GAME_ID

FORMAT = 3
SPECTATOR = -2  # a viewer who is no seat: sees only what the whole table sees
SEAT_KINDS = ("human", *LEVELS)  # a seat is a person or a CPU of one of these levels
OPTION_TYPES = (bool, int, str)  # the JSON types of an OptionValue (never a float)
SAVE_NAME_MAX = 60  # characters of a save's display name
RETRY_SECONDS = 5.0  # a failed autosave tries again at the next action after this long
# TRANSLATORS: what happens to a saved game whose file could not be read: "Your ... file could not be read (...);
# it will not be played (kept as ...)."
NOT_PLAYED = N_("it will not be played")
TOO_OLD = N_("it was made by an older version; it cannot be checked")
NOT_SIGNED = N_("it was made by an older version, before saved games were signed; it cannot be checked")
SLOT, SLOT_HEAD, JOURNAL, HISTORY = "slot", "slot-header", "journal", "history"  # what a signature is for

_uids: weakref.WeakKeyDictionary[Match, str] = weakref.WeakKeyDictionary()


def new_game_uid() -> str:
    """A fresh unique id for a game."""
    return uuid.uuid4().hex


def game_uid(match: Match) -> str:
    """The unique id of the game `match` plays: kept from its save, else drawn on first ask."""
    uid = _uids.get(match)
    if uid is None:
        uid = _uids[match] = new_game_uid()
    return uid


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a display name, "human" or a CPU level, and a CPU's own random seed
    (drawn when it first sits down, never from the deal; kept so a resumed game plays on)."""

    name: str
    kind: str = "human"
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.seed is not None:
            out["seed"] = self.seed
        return out

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def _step_json(step: Step) -> dict[str, Any]:
    return {"seat": step.seat, "action": step.action.to_json(), "events": [e.to_json() for e in step.events]}


@dataclass(frozen=True, slots=True)
class SavedGame:
    """Everything needed to rebuild and prove a game: which game, the table, the seed, the
    deal and every action with its events, and the game's unique id."""

    game_id: str
    players: int
    options: Mapping[str, OptionValue]
    seats: tuple[Seat, ...]
    seed: int
    setup: tuple[Event, ...]
    steps: tuple[Step, ...]
    uid: str = field(default_factory=new_game_uid)
    saved_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    name: str = ""
    # A network game hosted here: the seats played at this screen, the only views its replay
    # shows (`game.replay.viewers`); None for a game played wholly at this computer.
    here: tuple[int, ...] | None = None
    # ... and the moves its CPU made there for a person (their time ran out, they were away or
    # left): (seat, first event, end) each, so its log says them as the CPU's.
    stand_ins: tuple[tuple[int, int, int], ...] = ()

    @classmethod
    def from_match(cls, match: Match, seats: Sequence[Seat], name: str = "",
                   here: tuple[int, ...] | None = None,
                   stand_ins: Sequence[tuple[int, int, int]] = ()) -> SavedGame:
        return cls(
            game_id=match.ruleset.info.id,
            players=match.config.players,
            options=dict(match.config.options),
            seats=tuple(seats),
            seed=match.seed,
            setup=tuple(match.setup),
            steps=tuple(match.steps),
            uid=game_uid(match),
            name=name,
            here=here,
            stand_ins=tuple(stand_ins),
        )

    @property
    def stand_in_steps(self) -> dict[int, tuple[int, int]]:
        """The moves a CPU made for a person at a table hosted here: first event -> (seat, end)."""
        return {first: (seat, end) for seat, first, end in self.stand_ins}

    @property
    def events(self) -> tuple[Event, ...]:
        """The whole log: the deal, then every action's events."""
        return self.setup + tuple(e for step in self.steps for e in step.events)

    @property
    def ruleset(self) -> Ruleset:
        return get(self.game_id)

    def to_match(self, progress: Callable[[float], None] | None = None) -> Match:
        """The game, rebuilt and proved by the rules. Raises BadFile where the record differs.
        `progress` hears the share proved (0 to 1) as it goes."""
        total = max(1, len(self.steps))
        on_step = None if progress is None else (lambda n: progress(n / total))
        try:
            ruleset = self.ruleset
            config = ruleset.configure(self.players, dict(self.options))
            match = Match.proved(ruleset, config, self.seed, self.setup, self.steps, on_step)
        except (ConfigError, Unproved) as exc:
            raise storage.BadFile(str(exc)[:120]) from None
        except Exception as exc:  # a record this version's rules cannot replay
            reason = type(exc).__name__
            raise storage.BadFile(_("its moves cannot be replayed ({reason})").format(reason=reason)) from None
        _uids[match] = self.uid
        return match

    def header_json(self) -> dict[str, Any]:
        """Everything but the deal and the moves."""
        return {
            "format": FORMAT,
            "game_id": self.game_id,
            "players": self.players,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "uid": self.uid,
            "saved_at": self.saved_at,
            "name": self.name,
            **({} if self.here is None else {"here": list(self.here)}),
            **({"stand_ins": [list(m) for m in self.stand_ins]} if self.stand_ins else {}),
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.header_json(), "setup": [e.to_json() for e in self.setup],
                "steps": [_step_json(step) for step in self.steps]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], setup: Sequence[Any] | None = None,
                  steps: Sequence[Any] | None = None) -> SavedGame:
        """Parse a save (or a journal header plus its deal and steps); raises BadFile.

        This only reads: `to_match` proves the game.
        """
        game_id = data.get("game_id")
        try:
            ruleset = get(game_id) if isinstance(game_id, str) else None
        except ConfigError:
            ruleset = None
        if ruleset is None:
            raise storage.BadFile(_("it is for an unknown game ({game})").format(game=clean_name(str(game_id), 40)))
        seats = parse_seats(data.get("seats"))
        players, seed, options = data.get("players"), data.get("seed"), data.get("options", {})
        if type(players) is not int or players != len(seats) or type(seed) is not int:
            raise storage.BadFile(_("its table is unreadable"))
        if not isinstance(options, dict) or not all(type(v) in OPTION_TYPES for v in options.values()):
            raise storage.BadFile(_("its options are unreadable"))  # `to_match` checks each by its kind
        uid = data.get("uid")
        if not isinstance(uid, str) or not GAME_ID.fullmatch(uid):
            raise storage.BadFile(_("it has no game id"))
        raw_setup = data.get("setup") if setup is None else setup
        raw_steps = data.get("steps") if steps is None else steps
        if not isinstance(raw_setup, list | tuple) or not isinstance(raw_steps, list | tuple):
            raise storage.BadFile(_("it has no moves"))
        types = ruleset.event_types
        try:
            parsed_setup = tuple(event_from_json(e, types) for e in raw_setup)
            parsed_steps = tuple(_parse_step(s, types) for s in raw_steps)
        except (ValueError, TypeError) as exc:
            raise storage.BadFile(_("a move is unreadable: {reason}").format(reason=clean_name(str(exc), 60))) from None
        here = data.get("here")
        if here is not None and (not isinstance(here, list) or len(set(here)) != len(here)
                                 or not all(type(s) is int and 0 <= s < players for s in here)):
            raise storage.BadFile(_("its seats played here are unreadable"))
        events = len(parsed_setup) + sum(len(step.events) for step in parsed_steps)
        stand_ins = parse_stand_ins(data.get("stand_ins", []), players, events)
        return cls(
            game_id=game_id,
            players=players,
            options=options,
            seats=seats,
            seed=seed,
            setup=parsed_setup,
            steps=parsed_steps,
            uid=uid,
            saved_at=clean_name(data.get("saved_at"), 40),
            name=clean_name(data.get("name"), SAVE_NAME_MAX),
            here=None if here is None else tuple(here),
            stand_ins=stand_ins,
        )


def parse_stand_ins(raw: Any, players: int, events: int) -> tuple[tuple[int, int, int], ...]:
    """The moves a CPU made for a person, read back: (seat, first event, end) each, within the
    record's seats and events; raises BadFile."""
    ok = isinstance(raw, list) and all(
        isinstance(s, list) and len(s) == 3 and all(type(x) is int for x in s)
        and 0 <= s[0] < players and 0 <= s[1] < s[2] <= events for s in raw)
    if not ok:
        raise storage.BadFile(_("its moves made by a CPU for a person are unreadable"))
    return tuple((s, first, end) for s, first, end in raw)


def parse_seats(raw: Any, kinds: Sequence[str] = SEAT_KINDS) -> tuple[Seat, ...]:
    """Seats from a file: names cleaned, kinds only "human" or a known CPU level (or `kinds`)."""
    if not isinstance(raw, list) or not all(isinstance(s, dict) for s in raw):
        raise storage.BadFile(_("its seats are unreadable"))
    seats = []
    for number, s in enumerate(raw, 1):
        kind, seed = s.get("kind"), s.get("seed")
        if not isinstance(kind, str) or kind not in kinds:
            raise storage.BadFile(_("seat {number} has an unknown player kind ({kind})").format(
                number=number, kind=clean_name(str(kind), 20)))
        if seed is not None and type(seed) is not int:
            raise storage.BadFile(_("its seats are unreadable"))
        seats.append(Seat(clean_name(s.get("name"), default=default_name(True, number - 1)), kind, seed))
    return tuple(seats)


def _parse_step(raw: Any, types: dict[str, type[Event]]) -> Step:
    """One recorded action; raises ValueError or TypeError when malformed."""
    if not isinstance(raw, dict) or set(raw) != {"seat", "action", "events"}:
        raise ValueError(_("a step must hold seat, action and events"))
    seat, events = raw["seat"], raw["events"]
    if type(seat) is not int or not isinstance(events, list):
        raise ValueError(_("a step's seat or events are unreadable"))
    return Step(seat, Action.from_json(raw["action"]), tuple(event_from_json(e, types) for e in events))


def _too_old(data: dict[str, Any]) -> dict[str, Any]:
    raise storage.BadFile(_(TOO_OLD))


def _not_signed(data: dict[str, Any]) -> dict[str, Any]:
    raise storage.BadFile(_(NOT_SIGNED))


# format 1 kept only events: nothing to prove its moves by; format 2 was not signed
UPGRADERS = {1: _too_old, 2: _not_signed}


def signed(purpose: str, record: Mapping[str, Any]) -> dict[str, Any]:
    """`record` with this installation's signature for `purpose` under "sig"."""
    return {**record, "sig": signing.sign(purpose, dict(record))}


def check_signed(purpose: str, data: Mapping[str, Any]) -> None:
    """Raise BadFile unless `data` carries this installation's signature for `purpose`."""
    if not signing.valid(purpose, {k: v for k, v in data.items() if k != "sig"}, data.get("sig")):
        raise storage.BadFile(_(signing.UNSIGNED))


# ---- previews ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Preview:
    """What a load screen may show of a saved game: public facts only, never a card."""

    game_name: str
    seats: tuple[Seat, ...]
    waiting_for: tuple[int, ...]  # seats the game waits on (the player to move first)
    current: int | None  # whose turn, if the game has turns
    hand_counts: tuple[int, ...] | None
    alive: tuple[bool, ...]  # False for a seat that is out
    draw_count: int | None
    turn_number: int  # turns finished (0 while the first is played, and for a game without turns)
    over: bool
    winners: tuple[int, ...]
    saved_at: str
    name: str = ""
    scores: tuple[int, ...] | None = None  # for a game that keeps score

    def summary(self) -> str:
        """One line of facts in the current language, e.g. "Exploding Kittens - turn 12 - Mia to
        play - 3 players" (`game_name` is the game's English name, translated here); the person who
        typed no name ("You") reads "your turn", "won by you", a default name as the table words it."""
        parts = [_(self.game_name)]
        if self.turn_number:
            # TRANSLATORS: one fact of a saved game's line: "Exploding Kittens - turn 12 - Mia to play - 3 players".
            parts.append(_("turn {n}").format(n=self.turn_number))
        if self.scores is not None:
            parts.append(_("score {scores}").format(scores="-".join(str(s) for s in self.scores)))
        if self.over:
            names = [self.seats[w].name for w in self.winners]
            if names == [OWN_NAME]:
                # TRANSLATORS: a fact of a saved game's line: the person at this computer won it
                parts.append(_("won by you"))
            else:
                parts.append(_("won by {names}").format(names=format_list([shown_name(n) for n in names]))
                             if names else _("won by nobody"))
        else:
            who = self.current if self.current is not None else (self.waiting_for or (None,))[0]
            if who is not None and 0 <= who < len(self.seats):
                name = self.seats[who].name
                # TRANSLATORS: a fact of a saved game's line: it is the turn of the person at this computer
                parts.append(_("your turn") if name == OWN_NAME else _("{name} to play").format(name=shown_name(name)))
        parts.append(ngettext("{n} player", "{n} players", len(self.seats)).format(n=len(self.seats)))
        return " - ".join(parts)


def preview_of(ruleset: Ruleset, state: Any, saved: SavedGame) -> Preview:
    """Build a preview from the game's public summary of `state` (`Ruleset.summary`)."""
    facts = ruleset.summary(state)
    pending = ruleset.pending(state)
    result = ruleset.result(state)
    return Preview(
        game_name=ruleset.info.name,
        seats=saved.seats,
        waiting_for=tuple(sorted(pending.seats)) if pending else (),
        current=facts.current if result is None else None,
        hand_counts=facts.hand_counts,
        alive=tuple(seat not in facts.out for seat in range(len(saved.seats))),
        draw_count=facts.draw_left,
        turn_number=(facts.turn or 1) - 1,
        over=result is not None,
        winners=tuple(result.winners) if result else (),
        saved_at=saved.saved_at,
        name=saved.name,
        scores=facts.scores,
    )


def preview(saved: SavedGame) -> Preview:
    """Replay `saved` and preview it. Raises BadFile if it cannot be replayed."""
    match = saved.to_match()
    return preview_of(match.ruleset, match.state, saved)


# ---- the autosave journal ------------------------------------------------------------------
#
# One JSON object per line: a header, then the deal's events and {"commit": <events so far>};
# then for each action its events and {"commit": <events so far>, "seat": s, "action": {...}},
# written together and fsynced once. Loading keeps the actions up to the last commit, so a game
# never resumes in the middle of an action, and a line cut off by a crash is simply not there.


class Journal:
    """Writes every action's events to the autosave file, durably, as they happen.

    `Journal.start` (re)writes the file atomically with the header and the game so far, then
    commits each action when the match reports it done. A write error turns the autosave off
    (`error` says why; the game goes on) and it is tried again, whole, at the first action
    `RETRY_SECONDS` later. `finish` when the game is over removes the autosave; `close` keeps it
    (for Continue). The file holds every hidden card: it is readable by its owner only.
    """

    def __init__(self, match: Match, seats: Sequence[Seat], path: Path,
                 clock: Callable[[], float] = time.monotonic, each_action: bool = True):
        self.match = match
        self.seats = tuple(seats)
        self.path = path
        self.error: str | None = None
        self.written = 0  # events committed to disk
        self._steps_written = 0
        self._file: IO[bytes] | None = None
        self._clock = clock
        self._failed_at: float | None = None
        self._wrote = False  # the file at `path` is this journal's (finish may remove it)
        self._chain: _Chain | None = None  # the signature of what is on disk so far
        self._unsynced: tuple[int, int] | None = None  # written, not yet fsynced: (events, steps)
        self._dirty = False  # committed by a log elsewhere (`logged`), this file not yet fsynced
        self._stop = match.after_action(lambda _step: self.sync()) if each_action else lambda: None

    @classmethod
    def start(cls, match: Match, seats: Sequence[Seat], path: Path | None = None,
              clock: Callable[[], float] = time.monotonic, each_action: bool = True) -> Journal:
        """Start journaling `match` (a new game, or one just loaded from any save).

        Close any earlier journal of the same file first. If the autosave cannot be written,
        the journal is off, `error` says why, and it tries again later. With `each_action`
        false, the owner calls `sync` itself, or `write` then `durable` (the network host
        does, off its event loop, before it tells anyone an action happened), or `logged` once
        a log of its own holds the lines `write` returned (the host-wide log).
        """
        journal = cls(match, seats, Path(path) if path else storage.paths().autosave, clock, each_action)
        journal._open()
        return journal

    @property
    def on(self) -> bool:
        """Whether every action is being written."""
        return self._file is not None

    def _open(self) -> None:
        """Write the whole game so far atomically, then keep the file open for commits."""
        saved = SavedGame.from_match(self.match, self.seats)
        data, self._chain = journal_file(saved)
        count = len(saved.events)
        try:
            storage.atomic_write_bytes(self.path, data, private=True)  # every hidden card is in it
            # Unbuffered: each commit is written whole and at once, so a buffer (4 KB a table on a
            # host of hundreds) would only hold a copy.
            self._file = open(self.path, "ab", buffering=0)  # noqa: SIM115 - held open for the whole game
        except OSError as exc:
            self._off(exc)
            return
        self.error = None
        self._failed_at = None
        self._wrote = True
        self.written = count
        self._steps_written = len(saved.steps)
        self._unsynced = None
        self._dirty = False  # (written whole and fsynced)

    def _off(self, exc: OSError) -> None:
        self.error = _("Autosave is off: {reason}.").format(reason=(exc.strerror or str(exc)).rstrip("."))
        self._failed_at = self._clock()
        self._unsynced = None  # the whole game is written again at the retry
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    @property
    def behind(self) -> bool:
        """Whether the match has actions this journal has not committed yet."""
        return self._steps_written < len(self.match.steps) or self._unsynced is not None

    def sync(self) -> None:
        """Write the actions not yet written (or, once the retry time has passed, try again to
        write the whole game after a failed write)."""
        if self._file is not None:
            self.commit()
        elif self._failed_at is not None and self._clock() - self._failed_at >= RETRY_SECONDS:
            self._open()

    def commit(self) -> None:
        """Write the actions the match took since the last commit, then fsync."""
        self.write()
        self.durable()

    def write(self) -> Written | None:
        """Write the actions the match took since the last commit, not yet fsynced: `durable`
        commits them (a group commit writes many journals, then fsyncs them together), or
        `logged` once a log elsewhere holds the lines returned."""
        steps = self.match.steps[self._steps_written + (self._unsynced or (0, 0))[1]:]
        if self._file is None or self._chain is None or not steps:
            return None
        count, taken = self._unsynced or (self.written, 0)
        after = self._chain.sig
        data = b""
        for step in steps:
            count += len(step.events)
            events = [e.to_json() for e in step.events]
            data += b"".join(_line(e) for e in events) + _line(self._chain.seal(events, _commit_line(count, step)))
        try:
            _write_all(self._file, data)
        except OSError as exc:
            self._off(exc)
            return None
        self._unsynced = (count, taken + len(steps))
        return Written(after, data, self._chain.sig)

    def durable(self) -> None:
        """fsync what `write` wrote (and what was `logged`): only then is it committed."""
        if (self._unsynced is None and not self._dirty) or self._file is None:
            return
        try:
            os.fsync(self._file.fileno())
        except OSError as exc:
            self._off(exc)
            return
        self._dirty = False
        self._committed()

    def logged(self) -> None:
        """What `write` wrote is durable in a log elsewhere (the host-wide log, fsynced): it is
        committed, and this file is fsynced later (`settle`, or at `close`)."""
        if self._unsynced is None:
            return
        self._committed()
        self._dirty = True

    def _committed(self) -> None:
        """What `write` wrote is committed: it counts as written."""
        if self._unsynced is not None:
            count, taken = self._unsynced
            self._unsynced = None
            self.written = count
            self._steps_written += taken

    def settle(self) -> bool:
        """fsync what was `logged` (from any thread: a log's checkpoint); whether every line
        committed is in this file on disk (false: the log must keep them)."""
        file = self._file
        if not self._dirty:
            return True
        if file is None:  # closed: `close` fsynced it, unless that failed
            return not self._dirty
        try:
            os.fsync(file.fileno())
        except (OSError, ValueError):  # (closed meanwhile: `close` fsynced it, unless that failed)
            return not self._dirty
        self._dirty = False
        return True

    def close(self) -> None:
        """Stop journaling; the file stays for Continue (fsynced first when only a log held its
        last lines)."""
        self._stop()
        self._failed_at = None
        if self._file is not None:
            with contextlib.suppress(OSError):
                if self._dirty:
                    os.fsync(self._file.fileno())
                    self._dirty = False
                self._file.close()
            self._file = None

    def discard(self) -> None:
        """Stop journaling a game whose files are about to go (closed on purpose): nothing more
        of it need reach the disk."""
        self._dirty = False
        self.close()

    def finish(self) -> None:
        """The game is over (and its result recorded): stop journaling and remove the autosave
        (only a file this journal wrote: never one it could not replace)."""
        self.discard()
        if self._wrote:
            remove_autosave(self.path)


class Written(NamedTuple):
    """What one `Journal.write` appended: its lines, the signature of the commit line they follow
    (`after`) and of their own last commit line (`sig`)."""

    after: str
    data: bytes
    sig: str


def journal_tail(raw: bytes) -> tuple[int, str | None]:
    """Where a journal's last whole commit line ends, and its signature (0 and None when there
    is none): what lines written after a crash may be appended to (`Written.after`)."""
    end = raw.rfind(b"\n") + 1  # whole lines only
    while end > 0:
        start = raw.rfind(b"\n", 0, end - 1) + 1
        try:
            obj = json.loads(raw[start:end])
        except ValueError:
            obj = None
        if isinstance(obj, dict) and "commit" in obj and isinstance(obj.get("sig"), str):
            return end, obj["sig"]
        end = start
    return 0, None


def _commit_line(count: int, step: Step) -> dict[str, Any]:
    return {"commit": count, "seat": step.seat, "action": step.action.to_json()}


class _Chain:
    """The journal's running signature. It starts from the header; each commit line carries the
    signature of the one before it, the events since and the commit itself, so every committed
    line up to the last commit is signed, and a line cut off by a crash costs only its action.
    What is signed is each line's `signing.canonical` bytes, made by `jsonbytes.compact` (a
    journal holds no float: events, actions and options are ints, strings, bools and None)."""

    def __init__(self, header: Mapping[str, Any]):
        self.key = signing.key()  # found once: a chain is signed with one key
        self.sig = signing.sign_bytes(JOURNAL, compact(dict(header), sort_keys=True), self.key)

    def _next(self, events: Sequence[Any], commit: Mapping[str, Any]) -> str:
        data = self.sig.encode("ascii") + b"".join(b"\n" + compact(o, sort_keys=True) for o in (*events, dict(commit)))
        return signing.sign_bytes(JOURNAL, data, self.key)

    def seal(self, events: Sequence[Any], commit: Mapping[str, Any]) -> dict[str, Any]:
        """The commit line to write after `events`, signed."""
        self.sig = self._next(events, commit)
        return {**commit, "sig": self.sig}

    def check(self, events: Sequence[Any], line: Mapping[str, Any]) -> None:
        """Follow a commit line read back; raises BadFile if its signature fails."""
        sig = line.get("sig")
        if not signing.same(self._next(events, {k: v for k, v in line.items() if k != "sig"}), sig):
            raise storage.BadFile(_(signing.UNSIGNED))
        self.sig = sig


def journal_bytes(header: Mapping[str, Any], setup: Sequence[Any],
                  steps: Sequence[Mapping[str, Any]]) -> tuple[bytes, _Chain]:
    """A whole journal file, signed: the header, the deal and each step (as `SavedGame.to_json`
    writes them), each followed by its commit line; and the chain to go on signing with."""
    chain = _Chain(header)
    lines = [dict(header), *setup, chain.seal(setup, {"commit": len(setup)})]
    count = len(setup)
    for step in steps:
        events = list(step["events"])
        count += len(events)
        lines += [*events, chain.seal(events, {"commit": count, "seat": step["seat"], "action": step["action"]})]
    return b"".join(_line(obj) for obj in lines), chain


def _line(obj: Any) -> bytes:
    """A journal's line: `obj` compact, as the json module writes it (no float in a journal)."""
    return compact(obj) + b"\n"


def has_autosave(path: Path | None = None) -> bool:
    """Whether anything is at the autosave's path (cheap, opens nothing; load it to know whether
    it is usable: a FIFO or a folder there is set aside by loading, with a message)."""
    return os.path.lexists(Path(path) if path else storage.paths().autosave)


def autosave_game_id(path: Path | None = None) -> str | None:
    """The id of the game the autosave holds, read from its first line for a label such as
    "Continue (Zombie Kittens)": nothing is checked here (loading proves the whole file). None
    when it cannot be read so (none there, not a regular file, no such first line)."""
    path = Path(path) if path else storage.paths().autosave
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # (a pipe would wait)
            return None
        with open(path, "rb") as file:
            first = file.read(HEAD_LIMIT).split(b"\n", 1)[0]
        game_id = storage.parse_json(first).get("game_id")
    except (OSError, ValueError, AttributeError, storage.BadFile):
        return None
    return game_id if isinstance(game_id, str) else None


def remove_autosave(path: Path | None = None) -> None:
    """Remove the autosave (its game is over and counted)."""
    with contextlib.suppress(OSError):
        os.unlink(Path(path) if path else storage.paths().autosave)


def _journal_lines(raw: bytes) -> list[Any]:
    """Parse journal lines; a last line cut off mid-write is dropped. Raises BadFile."""
    lines = raw.split(b"\n")
    try:
        objs = [storage.parse_json(line) for line in lines[:-1] if line.strip()]
    except storage.BadFile as exc:
        raise storage.BadFile(_("it is damaged: {reason}").format(reason=exc)) from None
    with contextlib.suppress(storage.BadFile):
        if lines[-1].strip():  # no newline after it: keep it only if it is whole
            objs.append(storage.parse_json(lines[-1]))
    return objs


def _journal_record(header: Mapping[str, Any], objs: list[Any],
                    signed: bool = True) -> tuple[list[Any], list[dict[str, Any]]]:
    """The deal and the steps up to the last commit line (each commit counts the events before
    it; the first is the deal's, each later one names its action), every commit's signature
    checked; or, not `signed`, an older version's journal, whose commits carry none (only
    `game.upgrade` reads one, once). Raises BadFile."""
    chain = _Chain(header) if signed else None
    sig = {"sig"} if signed else set()
    setup: list[Any] | None = None
    steps: list[dict[str, Any]] = []
    pending: list[Any] = []
    count = 0
    for obj in objs:
        if not (isinstance(obj, dict) and "commit" in obj):
            pending.append(obj)
            continue
        if type(obj["commit"]) is not int or obj["commit"] != count + len(pending):
            raise storage.BadFile(_("its moves are out of order"))
        if chain is not None:
            chain.check(pending, obj)
        if setup is None:
            if set(obj) != {"commit", *sig}:
                raise storage.BadFile(_("its deal is unreadable"))
            setup = pending
        elif set(obj) == {"commit", "seat", "action", *sig}:
            steps.append({"seat": obj["seat"], "action": obj["action"], "events": pending})
        else:
            raise storage.BadFile(_("a move is unreadable"))
        count += len(pending)
        pending = []
    if setup is None:
        raise storage.BadFile(_("it holds no finished move"))
    return setup, steps


def unsigned_journal(raw: bytes) -> SavedGame:
    """The game in a journal written before records were signed (format 2), proved; raises
    BadFile. Only `game.upgrade` reads one, once, when this installation's key is made."""
    objs = _journal_lines(raw)
    if not objs or not isinstance(objs[0], dict) or objs[0].get("format") != 2:
        raise storage.BadFile(_("it is not a journal from before signing"))
    setup, steps = _journal_record(objs[0], objs[1:], signed=False)
    saved = SavedGame.from_json(objs[0], setup, steps)
    saved.to_match()  # it must prove
    return saved


def _write_all(file: IO[bytes], data: bytes) -> None:
    """Write `data` whole to an unbuffered file (a write may take only part of it)."""
    view = memoryview(data)
    while view:
        written = file.write(view)
        if not written:
            raise OSError(f"{file.name}: nothing written")
        view = view[written:]


def journal_file(saved: SavedGame) -> tuple[bytes, _Chain]:
    """A whole autosave journal of `saved`, signed, and the chain to go on signing with."""
    return journal_bytes(saved.header_json(), [e.to_json() for e in saved.setup],
                         [_step_json(step) for step in saved.steps])


def load_autosave(path: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """The autosaved game, proved, or None; a message for the player if the file was unusable
    (it has been set aside). An action cut short by a crash is dropped silently."""
    path = Path(path) if path else storage.paths().autosave
    # TRANSLATORS: {what} of "Your {what} file could not be read (...)".
    what = _("autosaved game")
    raw, message = storage.read_user_file(path, what, storage.SAVE_LIMIT, instead=_(NOT_PLAYED))
    if raw is None:
        return None, message
    try:
        objs = _journal_lines(raw)
        if not objs or not isinstance(objs[0], dict):
            raise storage.BadFile(_("it is empty or damaged"))
        header = storage.upgrade(objs[0], FORMAT, UPGRADERS)
        setup, steps = _journal_record(header, objs[1:])
        saved = SavedGame.from_json(header, setup, steps)
        saved.to_match()  # it must prove
    except storage.BadFile as exc:
        return None, storage.reject(path, what, str(exc), instead=_(NOT_PLAYED))
    return saved, None


# ---- save slots ----------------------------------------------------------------------------
#
# A slot is one JSON object whose first line is its header: {"format": 3, "slot": <preview>,
# "slot_sig": <the header's signature>, then on the next line the record (`SavedGame.to_json`)
# and "sig", the signature of everything before it. The load screen reads only the first
# `HEAD_LIMIT` bytes of each slot; the record is read and proved when the slot is opened.

HEAD_LIMIT = 64 * 1024  # bytes read to list a slot
# The longest of 750 games played to the end by random moves (150 per game, every option on,
# fewest and most players) took 62 KB as a slot (Kombat Kittens, 5 players, 296 moves); the
# cap leaves room for games sixty times as long.
SLOT_LIMIT = 4 * 1024 * 1024
TOO_LARGE = N_("it is far larger than any real game (over {limit} MB, when a long game takes about 60 KB)")


def too_large() -> str:
    """Why a slot file too large is refused, in the current language."""
    return _(TOO_LARGE).format(limit=SLOT_LIMIT // 2**20)


class Cancelled(BaseException):
    """Raised by a progress callback to stop proving a slot nobody waits for any more (a
    BaseException: a stop, not an error, that nothing on the way may catch)."""


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One entry of the load screen, from the slot's header."""

    slot: str  # the file's stem, used to load and delete
    preview: Preview


def slot_id(name: str) -> str:
    """A file-safe slot id from a display name ("Friday night!" -> "friday-night")."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40].rstrip("-")  # (cut at a dash: none at the end)
    return slug or "save"


def _slot_path(slot: str, directory: Path | None) -> Path:
    if slot != slot_id(slot):
        raise ValueError(f"not a slot id: {slot!r}")
    return (directory or storage.paths().saves_dir) / f"{slot}.json"


def _what(slot: str) -> str:
    """The file, as "Your {what} file could not be read (...)" names it."""
    return _("saved game '{name}'").format(name=slot)


def head_json(game_id: str, preview: Preview) -> dict[str, Any]:
    """A slot's header: its preview (public facts only: no seed, no card)."""
    return {
        "game_id": game_id, "name": preview.name, "saved_at": preview.saved_at,
        "seats": [{"name": s.name, "kind": s.kind} for s in preview.seats],
        "waiting_for": list(preview.waiting_for), "current": preview.current,
        "hand_counts": None if preview.hand_counts is None else list(preview.hand_counts),
        "alive": list(preview.alive), "draw_count": preview.draw_count, "turn_number": preview.turn_number,
        "over": preview.over, "winners": list(preview.winners),
        "scores": None if preview.scores is None else list(preview.scores),
    }


def _ints(value: Any, optional: bool = False) -> tuple[int, ...] | None:
    if value is None and optional:
        return None
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise storage.BadFile(_("its header is unreadable"))
    return tuple(value)


def _preview_from_head(head: Any) -> Preview:
    """The preview a slot's header holds; raises BadFile."""
    if not isinstance(head, dict):
        raise storage.BadFile(_("its header is unreadable"))
    try:
        ruleset = get(head.get("game_id"))
    except (ConfigError, TypeError):
        raise storage.BadFile(_("it is for an unknown game")) from None
    seats = tuple(Seat(s.name, s.kind) for s in parse_seats(head.get("seats")))
    alive = head.get("alive")
    current, draw_count, turn, over = (head.get(k) for k in ("current", "draw_count", "turn_number", "over"))
    if (not isinstance(alive, list) or not all(type(a) is bool for a in alive) or type(over) is not bool
            or type(turn) is not int or not all(v is None or type(v) is int for v in (current, draw_count))):
        raise storage.BadFile(_("its header is unreadable"))
    return Preview(
        game_name=ruleset.info.name, seats=seats, waiting_for=_ints(head.get("waiting_for")) or (),
        current=current, hand_counts=_ints(head.get("hand_counts"), True), alive=tuple(alive),
        draw_count=draw_count, turn_number=turn, over=over, winners=_ints(head.get("winners")) or (),
        saved_at=clean_name(head.get("saved_at"), 40), name=clean_name(head.get("name"), SAVE_NAME_MAX),
        scores=_ints(head.get("scores"), True),
    )


def slot_bytes(record: Mapping[str, Any], head: Mapping[str, Any]) -> bytes:
    """A slot file: `head` (`head_json`) on the first line, then `record` (`SavedGame.to_json`),
    each signed."""
    first: dict[str, Any] = {"format": FORMAT, "slot": dict(head)}
    first["slot_sig"] = signing.sign(SLOT_HEAD, first)
    rest = {k: v for k, v in record.items() if k not in first and k != "sig"}
    rest["sig"] = signing.sign(SLOT, {**first, **rest})
    top, body = (json.dumps(part, separators=(",", ":"), ensure_ascii=False) for part in (first, rest))
    return (top[:-1] + ",\n" + body[1:] + "\n").encode("utf-8")


def slot_file(saved: SavedGame, state: Any) -> bytes:
    """The bytes of a slot holding `saved`, whose game is now at `state`: header and record, signed."""
    return slot_bytes(saved.to_json(), head_json(saved.game_id, preview_of(saved.ruleset, state, saved)))


def state_of(saved: SavedGame) -> Any:
    """The state `saved`'s log leads to, folded without proving (for a game this session played)."""
    rules = saved.ruleset
    state = rules.blank(rules.configure(saved.players, dict(saved.options)))
    for event in saved.events:
        state = rules.evolve(state, event)
    return state


def save_slot(saved: SavedGame, name: str, directory: Path | None = None,
              state: Any = None) -> tuple[str, str | None]:
    """Save under display `name` (replacing a slot of the same id). `state` is the game's state
    now (folded from its log if not given). Returns (slot id, error)."""
    slot = slot_id(name)
    name = clean_name(name, SAVE_NAME_MAX, default=slot)
    saved = replace(saved, name=name, saved_at=datetime.now(UTC).isoformat(timespec="seconds"))
    data = slot_file(saved, state_of(saved) if state is None else state)
    if len(data) > SLOT_LIMIT:
        return slot, _("The game could not be saved: it is longer than a saved game may be.")
    try:
        storage.atomic_write_bytes(_slot_path(slot, directory), data, private=True)  # an unfinished game's deck
    except OSError as exc:
        return slot, _("The game could not be saved ({reason}).").format(reason=exc.strerror or exc)
    return slot, None


def slot_exists(name: str, directory: Path | None = None) -> bool:
    """Whether saving under display `name` would replace a save (names that differ only in
    case or punctuation share a slot)."""
    path = _slot_path(slot_id(name), directory)
    return path.exists() or path.is_symlink()


def _head_of(raw: bytes) -> Preview:
    """The preview on a slot's first line, its signature checked; raises BadFile."""
    line, newline, _rest = raw.partition(b"\n")
    if not newline or not line.endswith(b","):
        raise storage.BadFile(_("its first line is not a header"))
    first = storage.parse_json(line[:-1] + b"}")
    if not isinstance(first, dict):
        raise storage.BadFile(_("its first line is not a header"))
    storage.upgrade(first, FORMAT, UPGRADERS)
    if not signing.valid(SLOT_HEAD, {k: first.get(k) for k in ("format", "slot")}, first.get("slot_sig")):
        raise storage.BadFile(_(signing.UNSIGNED))
    return _preview_from_head(first.get("slot"))


def _whole_head(data: dict[str, Any]) -> Preview:
    check_signed(SLOT, data)
    return _preview_from_head(data.get("slot"))


def slot_info(slot: str, directory: Path | None = None) -> tuple[SlotInfo | None, str | None]:
    """A slot as the load screen lists it, read from its header (a few kilobytes): its preview,
    or (None, message) when it is unusable (set aside). Nothing is proved here: `open_slot`."""
    path = _slot_path(slot, directory)
    raw, message = storage.read_user_file(path, _what(slot), HEAD_LIMIT, _(NOT_PLAYED), start=True)
    if raw is None:
        return None, message
    with contextlib.suppress(OSError):
        if path.stat().st_size > SLOT_LIMIT:
            return None, storage.reject(path, _what(slot), too_large(), _(NOT_PLAYED))
    try:
        return SlotInfo(slot, _head_of(raw)), None
    except (storage.BadFile, ValueError, TypeError):
        pass
    # Not our header (an older version's file, or one laid out again): read it whole to say why.
    found, message = storage.load_json(path, _what(slot), FORMAT, _whole_head, UPGRADERS, limit=SLOT_LIMIT,
                                       instead=_(NOT_PLAYED), too_large=too_large())
    return (None, message) if found is None else (SlotInfo(slot, found), None)


def open_slot(slot: str, directory: Path | None = None, progress: Callable[[float], None] | None = None,
              ) -> tuple[tuple[SavedGame, Match] | None, str | None]:
    """A saved game by slot id with its match, signature checked and proved (`progress` hears
    the share done, and may raise `Cancelled`); or (None, message) if it is missing or unusable
    (set aside)."""
    def parse(data: dict[str, Any]) -> tuple[SavedGame, Match]:
        check_signed(SLOT, data)
        saved = SavedGame.from_json(data)
        return saved, saved.to_match(progress)

    path = _slot_path(slot, directory)
    found, message = storage.load_json(path, _what(slot), FORMAT, parse, UPGRADERS, limit=SLOT_LIMIT,
                                       instead=_(NOT_PLAYED), too_large=too_large())
    if found is None and message is None:
        message = _("There is no saved game '{name}'.").format(name=slot)
    return found, message


def load_slot(slot: str, directory: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """A saved game by slot id, proved, or (None, message) if it is missing or unusable (moved aside)."""
    found, message = open_slot(slot, directory)
    return (None, message) if found is None else (found[0], None)


def list_slots(directory: Path | None = None) -> tuple[list[SlotInfo], list[str]]:
    """Every save as its header lists it, newest first, and one message per unusable file
    (moved aside). Only the headers are read: a slot is proved when it is opened."""
    directory = directory or storage.paths().saves_dir
    infos: list[SlotInfo] = []
    messages: list[str] = []
    for path in sorted(directory.glob("*.json")) if directory.is_dir() else []:
        if path.stem != slot_id(path.stem):
            continue
        info, message = slot_info(path.stem, directory)
        if info is None:
            if message:  # none when it went (deleted, or set aside by a Load) since the folder was read
                messages.append(message)
            continue
        infos.append(info)
    infos.sort(key=lambda i: i.preview.saved_at, reverse=True)
    return infos, messages


def delete_slot(slot: str, directory: Path | None = None) -> bool:
    """Remove a save; False if there was none."""
    try:
        os.unlink(_slot_path(slot, directory))
    except (OSError, ValueError):
        return False
    storage.fsync_dir(directory or storage.paths().saves_dir)
    return True
