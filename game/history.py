"""Game history: every finished game kept as its proved record, with a small index.

The history folder (under the data folder) holds one file per game, `<uid>.json`, exactly what a
saved game holds (`SavedGame.to_json`: seed, deal, every action with its events), and
`index.json`: for each game its id, when it ended, its seats and levels, its winners and its
length, newest last. Both are written atomically. The index keeps the last `limit` games (the
`history_limit` setting); the files of older ones are removed. An unreadable index is set
aside with a message and rebuilt from the game files; an unreadable game file is set aside
with a message when it is opened, and leaves the index. Opening an entry proves it
(`SavedGame.to_match`) before anything is shown.

The index is only a cache of facts proved from the game files: each game file and each index
row is signed with this installation's key as it is written (`game.signing`). Reading the index
checks every row: a row whose signature fails (edited winners, seats or game) is made again
from its game file, proved, or dropped when that file is gone or unusable; a repeated row is
dropped; and the player is told how many rows were dropped or made again.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from . import signing, storage
from .engine import Match
from .engine.errors import ConfigError
from .engine.registry import get
from .i18n import N_, _, format_list, format_number, ngettext
from .names import clean_name, default_name, shown_name
from .rules.words import YOU, played_for, stand_in_lines
from .saves import FORMAT as SAVE_FORMAT
from .saves import HISTORY, SEAT_KINDS, UPGRADERS, SavedGame, Seat, check_signed, parse_seats, signed
from .seen import CPU, SEEN, SeenGame, SeenReplay
from .stats import GAME_ID, RULESET_ID

Kept = SavedGame | SeenGame  # a game proved by the rules, or a network game as this computer saw it

FORMAT = 2  # format 1's rows were not signed
ROW = "history-row"  # what an index row's signature is for
DEFAULT_LIMIT = 200
INDEX_NAME = "index.json"
NOT_SHOWN = N_("it is not shown")
# TRANSLATORS: who sits at a seat of a kept game, in brackets after the name: "Mia (Medium)", "Player 1 (person)".
LEVEL_WORDS = {"human": N_("person"), "random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"),
               "hard": N_("Hard"), CPU: N_("CPU")}


def level_words(kind: str) -> str:
    """Who sits at a seat ("person", "Medium"), in the current language."""
    return _(LEVEL_WORDS[kind]) if kind in LEVEL_WORDS else kind


def seats_words(names: Sequence[str], seats: Sequence[Seat]) -> str:
    """ "Player 1 (person), Mia (Medium), ...": each seat's name and who sat there."""
    return ", ".join(f"{n} ({level_words(s.kind)})" for n, s in zip(names, seats, strict=True))


def history_dir() -> Path:
    """Where the history lives (read on every call, like every path)."""
    return storage.paths().history_dir


@dataclass(frozen=True, slots=True)
class Entry:
    """One finished game as the History screen lists it: public facts only."""

    uid: str
    game_id: str
    finished_at: str  # ISO date and time, UTC
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    events: int  # the log's length
    turns: int  # turns played (0 for a game without turns)
    network: bool = False  # a network game: hosted here (proved), or as this computer saw it (`game.seen`)

    @property
    def game_name(self) -> str:
        """The game's name in the current language (its id for a game this version does not know)."""
        try:
            return _(get(self.game_id).info.name)
        except ConfigError:
            return self.game_id

    def seats_words(self) -> str:
        """ "Player 1 (person), Mittens (Medium), ...": the names the export and the replay use."""
        return seats_words(seat_names([s.name for s in self.seats]), self.seats)

    def winner_words(self) -> str:
        """ "won by Ann and Bea", or "no winner", in the current language."""
        read = seat_names([s.name for s in self.seats])
        names = [read[w] for w in self.winners if 0 <= w < len(self.seats)]
        # TRANSLATORS: after a kept game's name and date in the History list: "Exploding Kittens, today: won by Ann".
        return _("won by {names}").format(names=format_list(names)) if names else _("no winner")

    def length_words(self) -> str:
        """ "12 turns, 80 events" (or "80 events" for a game without turns), in the current language."""
        events = ngettext("{n} event", "{n} events", self.events).format(n=format_number(self.events))
        if not self.turns:
            return events
        turns = ngettext("{n} turn", "{n} turns", self.turns).format(n=format_number(self.turns))
        # TRANSLATORS: a kept game's length: {turns} is "12 turns", {events} "80 events".
        return _("{turns}, {events}").format(turns=turns, events=events)

    def to_json(self) -> dict[str, Any]:
        row = {"uid": self.uid, "game_id": self.game_id, "finished_at": self.finished_at,
               "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
               "winners": list(self.winners), "events": self.events, "turns": self.turns}
        return {**row, "network": True} if self.network else row

    @classmethod
    def from_json(cls, data: Any) -> Entry:
        """One index row; raises BadFile when it is not one."""
        if not isinstance(data, dict):
            raise storage.BadFile(_("an entry is not a table"))
        uid, game_id = data.get("uid"), data.get("game_id")
        if not isinstance(uid, str) or not GAME_ID.fullmatch(uid):
            raise storage.BadFile(_("an entry has no game id"))
        if not isinstance(game_id, str) or not RULESET_ID.fullmatch(game_id):
            raise storage.BadFile(_("an entry names no game"))
        network = data.get("network", False)
        if type(network) is not bool:
            raise storage.BadFile(_("an entry is unreadable"))
        seats = parse_seats(data.get("seats"), (*SEAT_KINDS, CPU) if network else SEAT_KINDS)
        winners, events, turns = data.get("winners"), data.get("events"), data.get("turns")
        if not isinstance(winners, list) or not all(type(w) is int and 0 <= w < len(seats) for w in winners):
            raise storage.BadFile(_("an entry's winners are unreadable"))
        if type(events) is not int or type(turns) is not int or events < 0 or turns < 0:
            raise storage.BadFile(_("an entry's length is unreadable"))
        return cls(uid, game_id, clean_name(data.get("finished_at"), 40), seats, tuple(winners), events, turns,
                   network)


def entry_of(kept: Kept, finished_at: str | None = None) -> Entry:
    """The index row of a kept game read from its file (proved, or a network record)."""
    if isinstance(kept, SeenGame):
        return Entry(uid=kept.uid, game_id=kept.game_id, finished_at=finished_at or kept.saved_at,
                     seats=kept.seats, winners=kept.winners, events=len(kept.events),
                     turns=SeenReplay(kept).turns if kept.moments else 0, network=True)
    return entry_for(kept, kept.to_match(), finished_at)


def entry_for(saved: SavedGame, match: Match, finished_at: str | None = None) -> Entry:
    """The index row of a finished game (`match` is `saved` proved)."""
    result = match.result()
    summary = match.ruleset.summary(match.state)
    return Entry(
        uid=saved.uid,
        game_id=saved.game_id,
        finished_at=finished_at or saved.saved_at or datetime.now(UTC).isoformat(timespec="seconds"),
        seats=tuple(Seat(s.name, s.kind) for s in saved.seats),
        winners=tuple(result.winners) if result else (),
        events=len(match.log),
        turns=summary.turn or 0,
        network=saved.here is not None,
    )


# ---- the index --------------------------------------------------------------------------------


def _parse_index(data: Mapping[str, Any]) -> list[Any]:
    """The index's rows, unchecked (`_checked_rows` checks each)."""
    rows = data.get("games")
    if not isinstance(rows, list):
        raise storage.BadFile(_("it lists no games"))
    return rows


def _old_index(data: dict[str, Any]) -> dict[str, Any]:
    raise storage.BadFile(_("it was made by an older version"))


def _row_json(entry: Entry) -> dict[str, Any]:
    row = entry.to_json()
    return {**row, "sig": signing.sign(ROW, row)}


def _signed_entry(row: Any) -> Entry | None:
    """The entry a row holds if this installation wrote it, else None."""
    if not isinstance(row, dict) or not signing.valid(ROW, {k: v for k, v in row.items() if k != "sig"},
                                                      row.get("sig")):
        return None
    try:
        return Entry.from_json(row)
    except storage.BadFile:
        return None


def _checked_rows(rows: list[Any], directory: Path) -> tuple[list[Entry], str | None]:
    """The index's rows checked (see the module's notes), oldest first, and what was changed."""
    entries: list[Entry] = []
    seen: set[str] = set()
    repeated = remade = dropped = 0
    for row in rows:
        uid = row.get("uid") if isinstance(row, dict) else None
        if not isinstance(uid, str) or not GAME_ID.fullmatch(uid):
            dropped += 1
            continue
        if uid in seen:
            repeated += 1
            continue
        seen.add(uid)
        entry = _signed_entry(row)
        if entry is None:  # edited: made again from its game, proved
            saved, _message = load_game(uid, directory)
            if saved is None:
                dropped += 1
                continue
            entry, remade = entry_of(saved, clean_name(row.get("finished_at"), 40)), remade + 1
        elif not _game_path(uid, directory).is_file():
            dropped += 1
            continue
        entries.append(entry)
    return entries, _changes_words(repeated, remade, dropped)


def _changes_words(repeated: int, remade: int, dropped: int) -> str | None:
    """What checking the index changed, as a sentence for the player, or None."""
    parts = []
    if repeated:
        parts.append(ngettext("{n} row listed a game twice and was dropped",
                              "{n} rows listed a game twice and were dropped", repeated).format(
            n=format_number(repeated)))
    if remade:
        parts.append(ngettext("{n} row did not match its game and was made again from it",
                              "{n} rows did not match their games and were made again from them", remade).format(
            n=format_number(remade)))
    if dropped:
        parts.append(ngettext("{n} row named a game that is not kept and was dropped",
                              "{n} rows named a game that is not kept and were dropped", dropped).format(
            n=format_number(dropped)))
    # TRANSLATORS: {changes} is one or more of "2 rows listed a game twice and were dropped", joined by "; ".
    return _("In the list of your history, {changes}.").format(changes="; ".join(parts)) if parts else None


def _game_path(uid: str, directory: Path) -> Path:
    if not GAME_ID.fullmatch(uid):
        raise ValueError(f"not a game id: {uid!r}")
    return directory / f"{uid}.json"


def write_index(entries: Sequence[Entry], directory: Path) -> None:
    storage.atomic_write_json(directory / INDEX_NAME, {"format": FORMAT, "games": [_row_json(e) for e in entries]})


def _rebuilt(directory: Path) -> list[Entry]:
    """The index again from the game files (each proved; a bad one is set aside), oldest first."""
    entries = []
    for path in sorted(directory.glob("*.json")):
        if path.name == INDEX_NAME or not GAME_ID.fullmatch(path.stem):
            continue
        saved, _message = load_game(path.stem, directory)
        if saved is not None:
            entries.append(entry_of(saved))
    entries.sort(key=lambda e: e.finished_at)
    return entries


def load_index(directory: Path | None = None) -> tuple[list[Entry], str | None]:
    """Every game in the history, newest first, each row checked (`_checked_rows`), and a
    message when rows were dropped or made again, or the index was unreadable (it is set aside
    and rebuilt from the game files). A changed index is written back."""
    directory = directory or history_dir()
    # TRANSLATORS: {what} of "Your {what} file could not be read (...)"; then what happens instead.
    rows, message = storage.load_json(directory / INDEX_NAME, _("game history"), FORMAT, _parse_index,
                                      {1: _old_index}, instead=_("it is rebuilt from the games kept"))
    if rows is None:
        entries = _rebuilt(directory) if message is not None else []
    else:
        entries, message = _checked_rows(rows, directory)
    if message is not None:
        with contextlib.suppress(OSError):
            write_index(entries, directory)
    return list(reversed(entries)), message


def record(saved: SavedGame, match: Match, limit: int = DEFAULT_LIMIT, directory: Path | None = None) -> str | None:
    """Keep a finished game (once per uid) and trim the history to the last `limit` games.
    Returns None, or a message for the player."""
    return _keep(saved, entry_for(saved, match), limit, directory)


def record_seen(seen: SeenGame, limit: int = DEFAULT_LIMIT, directory: Path | None = None) -> str | None:
    """Keep a network game as this computer saw it (`game.seen`), as `record` keeps a game."""
    return _keep(seen, entry_of(seen), limit, directory)


def _keep(saved: Kept, entry: Entry, limit: int, directory: Path | None) -> str | None:
    directory = directory or history_dir()
    if limit <= 0:
        return None
    newest_first, message = load_index(directory)
    entries = [e for e in reversed(newest_first) if e.uid != saved.uid]
    entries.append(entry)
    dropped, kept = entries[:-limit], entries[-limit:]
    try:
        write_game(saved, directory)
        write_index(kept, directory)
    except OSError as exc:
        return _("This game could not be kept in the history ({reason}).").format(reason=exc.strerror or exc)
    for old in dropped:
        with contextlib.suppress(OSError, ValueError):
            os.unlink(_game_path(old.uid, directory))
    return message


def write_game(saved: Kept, directory: Path) -> None:
    """Write a kept game's file, signed (a network record under its own purpose)."""
    purpose = SEEN if isinstance(saved, SeenGame) else HISTORY
    storage.atomic_write_json(_game_path(saved.uid, directory), signed(purpose, saved.to_json()))


def _parse_game(data: dict[str, Any]) -> Kept:
    if data.get("seen") is True:
        check_signed(SEEN, data)
        return SeenGame.from_json(data)
    check_signed(HISTORY, data)
    saved = SavedGame.from_json(data)
    match = saved.to_match()  # it must prove
    if not match.is_over():
        raise storage.BadFile(_("its game is not finished"))
    return saved


def load_game(uid: str, directory: Path | None = None) -> tuple[Kept | None, str | None]:
    """A kept game, proved (or a network record, its signature checked); or (None, message)
    when it is missing or unusable (set aside)."""
    directory = directory or history_dir()
    # TRANSLATORS: {what} of "Your {what} file could not be read (...)".
    saved, message = storage.load_json(_game_path(uid, directory), _("kept game"), SAVE_FORMAT, _parse_game,
                                       UPGRADERS, limit=storage.SAVE_LIMIT, instead=_(NOT_SHOWN))
    if saved is None and message is None:
        message = _("That game is no longer in the history.")
    return saved, message


def forget(uid: str, directory: Path | None = None) -> None:
    """Take a game whose file is gone or unusable out of the index."""
    directory = directory or history_dir()
    newest_first, _message = load_index(directory)
    with contextlib.suppress(OSError):
        write_index([e for e in reversed(newest_first) if e.uid != uid], directory)


# ---- export -------------------------------------------------------------------------------------


def seat_names(names: Sequence[str]) -> list[str]:
    """The one name of each seat of a kept game wherever it is read after the game (the History
    list, the replay, the exported log), which nobody reads as "you": a seat named "You" (the
    table's name for its one person) is "Player N", so every line is in the third person. Default
    names are worded as the table words them ("CPU 3" is "Computer 3" in German: `shown_name`)."""
    return [shown_name(default_name(True, i) if name.casefold() == YOU.casefold() else name)
            for i, name in enumerate(names)]


def export_names(saved: Kept) -> list[str]:
    """The seats' names in an exported log (`seat_names`)."""
    return seat_names([s.name for s in saved.seats])


def heading(saved: Kept, seat: int | None = None) -> str:
    """ "Exploding Kittens, 3 players: Player 1 (person), Mia (Medium), ..." and, for a seat's
    log, whose view it is."""
    names = export_names(saved)
    fields = {"game": _(saved.ruleset.info.name), "n": len(saved.seats), "seats": seats_words(names, saved.seats)}
    if isinstance(saved, SeenGame):  # only what was seen here: say so
        seat = saved.here[0] if seat is None else seat
        return ngettext("{game}, {n} player: {seats}. Played over the network; as {name} saw it, with the result "
                        "the host reported",
                        "{game}, {n} players: {seats}. Played over the network; as {name} saw it, with the result "
                        "the host reported", len(saved.seats)).format(name=names[seat], **fields)
    if seat is None:
        # TRANSLATORS: an exported log's first line: "Exploding Kittens, 3 players: Player 1 (person), Mia (Medium)".
        return ngettext("{game}, {n} player: {seats}", "{game}, {n} players: {seats}", len(saved.seats)).format(
            **fields)
    return ngettext("{game}, {n} player: {seats}. As {name} saw it", "{game}, {n} players: {seats}. As {name} saw it",
                    len(saved.seats)).format(name=names[seat], **fields)


def text_log(saved: Kept, seat: int | None = None) -> list[str]:
    """The log, one line an event, in the third person (`export_names`): every card face up,
    or as `seat` saw it."""
    from .engine import EVERYONE

    rules = saved.ruleset
    names = export_names(saved)
    viewer = EVERYONE if seat is None else seat
    events = saved.feeds.get(viewer, saved.events) if isinstance(saved, SeenGame) else saved.events
    shown = [rules.redact(event, viewer) for event in events]
    marks = stand_in_lines(saved.stand_in_steps, shown, rules.shown_in_log)
    lines = []
    for n, event in enumerate(shown):
        if rules.shown_in_log(event):
            line = rules.describe(event, names)
            lines.append(played_for(line, marks[n], names, None) if n in marks else line)
    return lines


def exports_dir() -> Path:
    """Where exported logs and scenarios go (read on every call, like every path)."""
    return storage.paths().exports_dir


def _stem(saved: Kept) -> str:
    return f"{saved.game_id}-{(saved.saved_at or 'game')[:10]}-{saved.uid[:8]}"


def export_scenario(saved: SavedGame, scenario: Mapping[str, Any], turn: int, move: int,
                    folder: Path | None = None) -> tuple[Path | None, str | None]:
    """Write a "play from here" scenario (`game.replay.scenario_at`) of a kept game, from `move`
    (moves played) in `turn`, into `folder` (default: `exports_dir()`). Returns the file
    written, or a message."""
    path = (folder or exports_dir()) / f"{_stem(saved)}-turn{turn}-move{move}.json"
    try:
        storage.atomic_write_json(path, dict(scenario))
    except OSError as exc:
        return None, _("The scenario could not be saved ({reason}).").format(reason=exc.strerror or exc)
    return path, None


def seat_record(saved: Kept, seat: int, over: bool) -> dict[str, Any]:
    """What `seat` (from 0) saw of the game as JSON: the table, and every event redacted for
    that seat; never the seed, the CPUs' seeds, another hand or the deck's order."""
    rules = saved.ruleset
    events = saved.feeds[seat] if isinstance(saved, SeenGame) else [rules.redact(e, seat) for e in saved.events]
    return {"game_id": saved.game_id, "players": saved.players, "options": dict(saved.options),
            "seats": [{"name": s.name, "kind": s.kind} for s in saved.seats], "seat": seat + 1, "over": over,
            "events": [e.to_json() for e in events]}


def export(saved: Kept, folder: Path | None = None) -> tuple[list[Path], str | None]:
    """Write a kept game as a readable text log and as its JSON record into `folder` (default:
    `exports_dir()`): every card face up, or, of a network game, only as the seat played here
    saw it. Returns the files written, or a message."""
    folder = folder or exports_dir()
    stem = _stem(saved)
    hosted = isinstance(saved, SavedGame) and saved.here is not None
    seat = saved.here[0] if isinstance(saved, SavedGame) and saved.here else None
    if hosted and seat is None:
        return [], _("A network game watched here is not exported: nobody's view of it can be chosen.")
    text = "\n".join([heading(saved, seat), "", *text_log(saved, seat)]) + "\n"
    record = seat_record(saved, seat, True) if isinstance(saved, SavedGame) and seat is not None else saved.to_json()
    paths = [folder / f"{stem}.txt", folder / f"{stem}.json"]
    try:
        storage.atomic_write_bytes(paths[0], text.encode("utf-8"))
        storage.atomic_write_json(paths[1], {**record, "format": SAVE_FORMAT})
    except OSError as exc:
        return [], _("The game could not be exported ({reason}).").format(reason=exc.strerror or exc)
    return paths, None
