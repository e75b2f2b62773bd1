"""Saved games. A saved game is its event log: loading replays it (a pure fold of `evolve`).

- The autosave journal (`Journal`) is one JSON line per event, and after each action a commit
  line, fsynced before `act` returns: a crash or a SIGKILL loses no finished action, and a
  game never resumes halfway through one. A cut-off last line is tolerated.
- Save slots are one JSON file each under the saves directory: list, load, delete.
- A `Preview` (for Continue and the load screen) is built from public facts only.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from . import storage
from .engine import Event, Match, event_from_json, get
from .engine.errors import ConfigError
from .engine.ruleset import Ruleset

FORMAT = 1
SPECTATOR = -2  # a viewer who is no seat: sees only what the whole table sees
SEAT_KINDS = ("human", "easy", "medium", "hard")  # usual kinds; any bot level name is accepted
TURN_EVENT = "TurnBegan"  # games that number their turns log an event of this kind per turn


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


@dataclass(frozen=True, slots=True)
class SavedGame:
    """Everything needed to rebuild a game: which game, the table, the seed and the log."""

    game_id: str
    players: int
    options: Mapping[str, bool]
    seats: tuple[Seat, ...]
    seed: int
    events: tuple[Event, ...]
    saved_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    name: str = ""

    @classmethod
    def from_match(cls, match: Match, seats: Sequence[Seat], name: str = "") -> SavedGame:
        return cls(
            game_id=match.ruleset.info.id,
            players=match.config.players,
            options=dict(match.config.options),
            seats=tuple(seats),
            seed=match.seed,
            events=tuple(match.log),
            name=name,
        )

    @property
    def ruleset(self) -> Ruleset:
        return get(self.game_id)

    def to_match(self) -> Match:
        """The game, rebuilt by replaying the log. Raises BadFile if it cannot be replayed."""
        try:
            ruleset = self.ruleset
            config = ruleset.configure(self.players, dict(self.options))
            return Match(ruleset, config, self.seed, log=self.events)
        except ConfigError as exc:
            raise storage.BadFile(str(exc)) from None
        except Exception as exc:  # a log this version's rules cannot replay
            raise storage.BadFile(f"its moves cannot be replayed ({type(exc).__name__})") from None

    def header_json(self) -> dict[str, Any]:
        """Everything but the events."""
        return {
            "format": FORMAT,
            "game_id": self.game_id,
            "players": self.players,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "saved_at": self.saved_at,
            "name": self.name,
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.header_json(), "events": [e.to_json() for e in self.events]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], events: Sequence[Any] | None = None) -> SavedGame:
        """Parse a save (or a journal header plus its event lines); raises BadFile."""
        game_id = data.get("game_id")
        try:
            ruleset = get(game_id) if isinstance(game_id, str) else None
        except ConfigError:
            ruleset = None
        if ruleset is None:
            raise storage.BadFile(f"it is for an unknown game ({str(game_id)[:40]})")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("kind"), str) and s["kind"]
            for s in raw_seats
        ):
            raise storage.BadFile("its seats are unreadable")
        if not all(type(s.get("seed", 0)) is int for s in raw_seats):
            raise storage.BadFile("its seats are unreadable")
        seats = tuple(Seat(s["name"], s["kind"], s.get("seed")) for s in raw_seats)
        players, seed, options = data.get("players"), data.get("seed"), data.get("options", {})
        if type(players) is not int or players != len(seats) or type(seed) is not int:
            raise storage.BadFile("its table is unreadable")
        if not isinstance(options, dict):
            raise storage.BadFile("its options are unreadable")
        raw_events = data.get("events") if events is None else events
        if not isinstance(raw_events, list):
            raise storage.BadFile("it has no moves")
        try:
            parsed = tuple(event_from_json(e, ruleset.event_types) for e in raw_events)
        except (ValueError, TypeError) as exc:
            raise storage.BadFile(f"a move is unreadable: {str(exc)[:60]}") from None
        return cls(
            game_id=game_id,
            players=players,
            options=options,
            seats=seats,
            seed=seed,
            events=parsed,
            saved_at=str(data.get("saved_at", "")),
            name=str(data.get("name", "")),
        )


# ---- previews ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Preview:
    """What a load screen may show of a saved game: public facts only, never a card."""

    game_name: str
    seats: tuple[Seat, ...]
    waiting_for: tuple[int, ...]  # seats the game waits on (the player to move first)
    current: int | None  # whose turn, if the game has turns
    hand_counts: tuple[int, ...] | None
    alive: tuple[bool, ...] | None
    draw_count: int | None
    turn_number: int
    over: bool
    winners: tuple[int, ...]
    saved_at: str
    name: str = ""

    def summary(self) -> str:
        """One line, e.g. "Exploding Kittens - turn 12 - Mia to play - 3 players"."""
        parts = [self.game_name]
        if self.turn_number:
            parts.append(f"turn {self.turn_number}")
        if self.over:
            names = ", ".join(self.seats[w].name for w in self.winners) or "nobody"
            parts.append(f"won by {names}")
        else:
            who = self.current if self.current is not None else (self.waiting_for or (None,))[0]
            if who is not None and 0 <= who < len(self.seats):
                parts.append(f"{self.seats[who].name} to play")
        parts.append(f"{len(self.seats)} players")
        return " - ".join(parts)


def preview_of(ruleset: Ruleset, state: Any, saved: SavedGame) -> Preview:
    """Build a preview from the spectator's view of `state` (counts, never cards)."""
    view = ruleset.view(state, SPECTATOR)
    pending = ruleset.pending(state)
    result = ruleset.result(state)

    def counts(name: str) -> tuple[Any, ...] | None:
        value = getattr(view, name, None)
        return tuple(value) if value is not None else None

    current = getattr(view, "current", None)
    draw = getattr(view, "draw_count", None)
    return Preview(
        game_name=ruleset.info.name,
        seats=saved.seats,
        waiting_for=tuple(sorted(pending.seats)) if pending else (),
        current=current if isinstance(current, int) and result is None else None,
        hand_counts=counts("hand_counts"),
        alive=counts("alive"),
        draw_count=draw if isinstance(draw, int) else None,
        turn_number=sum(1 for e in saved.events if e.kind == TURN_EVENT),
        over=result is not None,
        winners=tuple(result.winners) if result else (),
        saved_at=saved.saved_at,
        name=saved.name,
    )


def preview(saved: SavedGame) -> Preview:
    """Replay `saved` and preview it. Raises BadFile if it cannot be replayed."""
    match = saved.to_match()
    return preview_of(match.ruleset, match.state, saved)


# ---- the autosave journal ------------------------------------------------------------------
#
# One JSON object per line: a header, then events; after the events of each action a line
# {"commit": <events so far>}, written together and fsynced once. Loading keeps the events up
# to the last commit, so a game never resumes in the middle of an action, and a line cut off
# by a crash is simply not there.


class Journal:
    """Writes every action's events to the autosave file, durably, as they happen.

    `Journal.start` (re)writes the file atomically with the header and the log so far, then
    commits each action's events when the match reports the action done. A write error stops
    journaling and is kept in `error`; the game goes on. `finish` when the game is over
    removes the autosave; `close` keeps it (for Continue).
    """

    def __init__(self, match: Match, path: Path, file: IO[bytes] | None, written: int):
        self.match = match
        self.path = path
        self.error: str | None = None
        self.written = written  # events committed to disk
        self._file: IO[bytes] | None = file
        self._stop: Callable[[], None] = lambda: None

    @classmethod
    def start(cls, match: Match, seats: Sequence[Seat], path: Path | None = None) -> Journal:
        """Start journaling `match` (a new game, or one just loaded from any save).

        Close any earlier journal of the same file first. If the autosave cannot be written,
        the journal does nothing and `error` says why.
        """
        path = Path(path) if path else storage.paths().autosave
        saved = SavedGame.from_match(match, seats)
        lines = [saved.header_json()] + [e.to_json() for e in saved.events] + [{"commit": len(saved.events)}]
        try:
            storage.atomic_write_bytes(path, b"".join(_line(obj) for obj in lines))
            file = open(path, "ab")  # noqa: SIM115 - held open for the whole game
        except OSError as exc:
            journal = cls(match, path, None, 0)
            journal.error = f"Autosave is off: {exc.strerror or exc}."
            return journal
        journal = cls(match, path, file, len(saved.events))
        journal._stop = match.after_action(lambda _step: journal.commit())
        return journal

    def commit(self) -> None:
        """Write the events the match logged since the last commit, then fsync."""
        log = self.match.log
        if self._file is None or len(log) == self.written:
            return
        data = b"".join(_line(e.to_json()) for e in log[self.written :]) + _line({"commit": len(log)})
        try:
            self._file.write(data)
            self._file.flush()
            os.fsync(self._file.fileno())
            self.written = len(log)
        except OSError as exc:
            self.error = f"Autosave stopped: {exc.strerror or exc}."
            self.close()

    def close(self) -> None:
        """Stop journaling; the file stays for Continue."""
        self._stop()
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    def finish(self) -> None:
        """The game is over: stop journaling and remove the autosave."""
        self.close()
        with contextlib.suppress(OSError):
            os.unlink(self.path)


def _line(obj: Any) -> bytes:
    return (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def has_autosave(path: Path | None = None) -> bool:
    """Whether there is an autosave file (cheap; load it to know whether it is usable)."""
    return (Path(path) if path else storage.paths().autosave).is_file()


def _journal_lines(raw: bytes) -> list[Any]:
    """Parse journal lines; a last line cut off mid-write is dropped. Raises BadFile."""
    lines = raw.split(b"\n")
    try:
        objs = [json.loads(line) for line in lines[:-1] if line.strip()]
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise storage.BadFile("it is damaged") from None
    with contextlib.suppress(UnicodeDecodeError, json.JSONDecodeError):
        if lines[-1].strip():  # no newline after it: keep it only if it is whole
            objs.append(json.loads(lines[-1]))
    return objs


def _committed_events(objs: list[Any]) -> list[Any]:
    """The events up to the last commit line (each commit must count the events before it)."""
    events: list[Any] = []
    committed = 0
    for obj in objs:
        if isinstance(obj, dict) and set(obj) == {"commit"}:
            if obj["commit"] != len(events):
                raise storage.BadFile("its moves are out of order")
            committed = len(events)
        else:
            events.append(obj)
    if not committed:
        raise storage.BadFile("it holds no finished move")
    return events[:committed]


def load_autosave(path: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """The autosaved game, or None; a message for the player if the file was unusable.

    Events after the last commit (an action cut short by a crash) are dropped silently.
    """
    path = Path(path) if path else storage.paths().autosave
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"The autosaved game could not be opened ({exc.strerror or exc})."
    try:
        objs = _journal_lines(raw)
        if not objs or not isinstance(objs[0], dict):
            raise storage.BadFile("it is empty or damaged")
        header = storage.upgrade(objs[0], FORMAT, {})
        saved = SavedGame.from_json(header, _committed_events(objs[1:]))
        saved.to_match()  # it must replay
    except storage.BadFile as exc:
        return None, storage.reject(path, "autosaved game", str(exc))
    return saved, None


# ---- save slots ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One entry of the load screen."""

    slot: str  # the file's stem, used to load and delete
    preview: Preview


def slot_id(name: str) -> str:
    """A file-safe slot id from a display name ("Friday night!" -> "friday-night")."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40]
    return slug or "save"


def _slot_path(slot: str, directory: Path | None) -> Path:
    if slot != slot_id(slot):
        raise ValueError(f"not a slot id: {slot!r}")
    return (directory or storage.paths().saves_dir) / f"{slot}.json"


def save_slot(saved: SavedGame, name: str, directory: Path | None = None) -> tuple[str, str | None]:
    """Save under display `name` (replacing a slot of the same id). Returns (slot id, error)."""
    slot = slot_id(name)
    data = {**SavedGame.to_json(saved), "name": name, "saved_at": datetime.now(UTC).isoformat(timespec="seconds")}
    try:
        storage.atomic_write_json(_slot_path(slot, directory), data)
    except OSError as exc:
        return slot, f"The game could not be saved ({exc.strerror or exc})."
    return slot, None


def _parse_slot(data: dict[str, Any]) -> SavedGame:
    saved = SavedGame.from_json(data)
    saved.to_match()
    return saved


def load_slot(slot: str, directory: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """A saved game by slot id, or (None, message) if it is missing or unusable (moved aside)."""
    path = _slot_path(slot, directory)
    saved, message = storage.load_json(path, f"saved game '{slot}'", FORMAT, _parse_slot)
    if saved is None and message is None:
        message = f"There is no saved game '{slot}'."
    return saved, message


def list_slots(directory: Path | None = None) -> tuple[list[SlotInfo], list[str]]:
    """Every usable save, newest first, and one message per unusable file (moved aside)."""
    directory = directory or storage.paths().saves_dir
    infos: list[SlotInfo] = []
    messages: list[str] = []
    for path in sorted(directory.glob("*.json")) if directory.is_dir() else []:
        if path.stem != slot_id(path.stem):
            continue
        saved, message = load_slot(path.stem, directory)
        if saved is None:
            messages.append(message or "")
            continue
        infos.append(SlotInfo(path.stem, preview(saved)))
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
