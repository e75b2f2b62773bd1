"""The player's statistics: games, wins, losses and win streaks, per game and per CPU level.

A `Stats` value is immutable; `recorded` returns a new one. `record_result` is the one call
the app makes when a game ends (load, record, save). Each game is counted once: the stats keep
the ids of the games they counted (the most recent `KEEP_IDS`) and ignore a repeat. The last
`KEEP_RECENT` results (which game, won or lost) are kept in order for the statistics screen.

The file is signed with this installation's key (`game.signing`) each time it is written and
checked when it is read: an edited or copied statistics file is set aside with a message, and
the counts start again. Only games played here reach `record_result`: the app counts a game it
played to its end, or one continued from a save whose signature and moves were checked.

Network games (`record_network`) are counted apart, once per game id, in `network`, and
marked in the recent results. They are not added to the counts above, which stay games proved
by the rules on this computer against its CPUs (or hot-seat): a client's result is what the
host reported (the hidden cards were never here), and the other seats were people elsewhere
or the host's CPUs, not a CPU level chosen here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import signing, storage
from .i18n import N_, _

FORMAT = 4
SIGNED_FOR = "stats"  # the signature's purpose
OLD_UNSIGNED = N_("it was written by an older version that did not sign it, so it cannot be checked")
HUMANS_ONLY = "human"  # the difficulty key for a game with no CPU opponent
KEEP_IDS = 1000  # ids of counted games remembered
KEEP_RECENT = 20  # results remembered in order
GAME_ID = re.compile(r"[0-9a-f]{8,64}")  # the form of a game's unique id (saves.new_game_uid)
RULESET_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")  # the form of a game's id ("exploding-kittens")


@dataclass(frozen=True, slots=True)
class Record:
    """Counts for one slice of games. A streak counts consecutive wins."""

    played: int = 0
    wins: int = 0
    losses: int = 0
    streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        """Wins / played, 0.0 before the first game."""
        return self.wins / self.played if self.played else 0.0

    def add(self, won: bool) -> Record:
        streak = self.streak + 1 if won else 0
        return Record(
            played=self.played + 1,
            wins=self.wins + won,
            losses=self.losses + (not won),
            streak=streak,
            best_streak=max(self.best_streak, streak),
        )

    def to_json(self) -> dict[str, int]:
        return {
            "played": self.played,
            "wins": self.wins,
            "losses": self.losses,
            "streak": self.streak,
            "best_streak": self.best_streak,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Record:
        values = {name: data.get(name, 0) for name in ("played", "wins", "losses", "streak", "best_streak")}
        if not all(type(v) is int and v >= 0 for v in values.values()):
            raise storage.BadFile(_("a count is not a whole number"))
        record = cls(**values)
        if record.wins + record.losses > record.played or record.streak > record.best_streak:
            raise storage.BadFile(_("the counts do not add up"))
        return record


@dataclass(frozen=True, slots=True)
class Result:
    """One finished game: which game it was (its id) and whether the player won."""

    game: str
    won: bool
    network: bool = False  # a network game (`record_network`)

    def to_json(self) -> dict[str, Any]:
        out = {"game": self.game, "won": self.won}
        return {**out, "network": True} if self.network else out

    @classmethod
    def from_json(cls, data: Any) -> Result:
        if not isinstance(data, dict) or type(data.get("won")) is not bool:
            raise storage.BadFile(_("a recent result is not a game and won or lost"))
        game, network = data.get("game"), data.get("network", False)
        if not isinstance(game, str) or not RULESET_ID.fullmatch(game) or type(network) is not bool:
            raise storage.BadFile(_("a recent result names no game"))
        return cls(game, data["won"], network)


@dataclass(frozen=True, slots=True)
class Stats:
    """Everything: all games together, by game id, and by opponent difficulty."""

    overall: Record = Record()
    by_game: Mapping[str, Record] = field(default_factory=dict)
    by_difficulty: Mapping[str, Record] = field(default_factory=dict)
    counted: tuple[str, ...] = ()  # ids of the games counted, oldest first
    recent: tuple[Result, ...] = ()  # the last KEEP_RECENT results, oldest first
    network: Record = Record()  # network games, apart from the counts above (see the module's notes)

    def game(self, game_id: str) -> Record:
        return self.by_game.get(game_id, Record())

    def difficulty(self, level: str) -> Record:
        return self.by_difficulty.get(level, Record())

    def recorded(self, game_id: str, won: bool, opponent_levels: Iterable[str] = (), uid: str | None = None) -> Stats:
        """These stats plus one finished game (unchanged if the game `uid` was counted before).

        ``opponent_levels`` are the CPU levels at the table ("easy", "hard"...); each distinct
        level counts the game once. With none (people only) it counts under ``HUMANS_ONLY``.
        """
        if uid is not None and uid in self.counted:
            return self
        counted = self.counted if uid is None else (*self.counted, uid)[-KEEP_IDS:]
        levels = sorted({lv for lv in opponent_levels if lv != HUMANS_ONLY}) or [HUMANS_ONLY]
        by_difficulty = dict(self.by_difficulty)
        for level in levels:
            by_difficulty[level] = self.difficulty(level).add(won)
        by_game = {**self.by_game, game_id: self.game(game_id).add(won)}
        recent = (*self.recent, Result(game_id, won))[-KEEP_RECENT:]
        return replace(self, overall=self.overall.add(won), by_game=by_game, by_difficulty=by_difficulty,
                       counted=counted, recent=recent)

    def network_recorded(self, game_id: str, won: bool, uid: str) -> Stats:
        """These stats plus one network game (unchanged if the game `uid` was counted before)."""
        if uid in self.counted:
            return self
        return replace(self, network=self.network.add(won), counted=(*self.counted, uid)[-KEEP_IDS:],
                       recent=(*self.recent, Result(game_id, won, network=True))[-KEEP_RECENT:])

    def to_json(self) -> dict[str, Any]:
        """The file's content, unsigned (`save_stats` signs it)."""
        extra = {"network": self.network.to_json()} if self.network.played else {}
        return {
            **extra,
            "format": FORMAT,
            "overall": self.overall.to_json(),
            "by_game": {k: r.to_json() for k, r in sorted(self.by_game.items())},
            "by_difficulty": {k: r.to_json() for k, r in sorted(self.by_difficulty.items())},
            "counted": list(self.counted),
            "recent": [r.to_json() for r in self.recent],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stats:
        """Parse a stats file's content; raises BadFile (or TypeError) when it is unusable."""
        tables = []
        for key in ("by_game", "by_difficulty"):
            table = data.get(key, {})
            if not isinstance(table, dict) or not all(isinstance(v, dict) for v in table.values()):
                raise storage.BadFile(_("'{key}' is not a table").format(key=key))
            tables.append({str(k): Record.from_json(v) for k, v in table.items()})
        overall = data.get("overall", {})
        if not isinstance(overall, dict):
            raise storage.BadFile(_("'overall' is not a table"))
        counted = data.get("counted", [])
        if not isinstance(counted, list) or not all(isinstance(u, str) and GAME_ID.fullmatch(u) for u in counted):
            raise storage.BadFile(_("'counted' is not a list of game ids"))
        recent = data.get("recent", [])
        if not isinstance(recent, list):
            raise storage.BadFile(_("'recent' is not a list"))
        network = data.get("network", {})
        if not isinstance(network, dict):
            raise storage.BadFile(_("'network' is not a table"))
        return cls(Record.from_json(overall), *tables, counted=tuple(counted[-KEEP_IDS:]),
                   recent=tuple(Result.from_json(r) for r in recent[-KEEP_RECENT:]),
                   network=Record.from_json(network))


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "counted": []}  # games counted before ids were kept


def _from_format_2(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "recent": []}  # results finished before their order was kept


def _from_format_3(data: dict[str, Any]) -> dict[str, Any]:
    raise storage.BadFile(_(OLD_UNSIGNED))  # anyone could have written it


def unsigned_stats(data: dict[str, Any]) -> Stats:
    """Statistics an older version wrote (formats 1 to 3, unsigned); raises BadFile. Only
    `game.upgrade` reads them, once, when this installation's key is made."""
    if type(data.get("format")) is not int or not 1 <= data["format"] <= 3:
        raise storage.BadFile(_("not statistics from before signing"))
    return Stats.from_json(storage.upgrade(data, 3, {1: _from_format_1, 2: _from_format_2}))


def _checked(data: dict[str, Any]) -> Stats:
    if not signing.valid(SIGNED_FOR, {k: v for k, v in data.items() if k != "sig"}, data.get("sig")):
        raise storage.BadFile(_(signing.UNSIGNED))
    return Stats.from_json(data)


def load_stats(path: Path | None = None) -> tuple[Stats, str | None]:
    """The saved statistics (empty if none), and a message for the player if the file was bad."""
    # TRANSLATORS: {what} of "Your {what} file could not be read (...)"; then what happens instead.
    stats, message = storage.load_json(path or storage.paths().stats, _("statistics"), FORMAT, _checked,
                                       {1: _from_format_1, 2: _from_format_2, 3: _from_format_3},
                                       instead=_("the statistics start again"))
    return stats or Stats(), message


def save_stats(stats: Stats, path: Path | None = None) -> str | None:
    """Write the statistics atomically. Returns None, or a message if the disk refused."""
    try:
        data = stats.to_json()
        storage.atomic_write_json(path or storage.paths().stats, {**data, "sig": signing.sign(SIGNED_FOR, data)})
    except storage.Unreadable:
        return _("Your statistics file could not be read; it is left as it is and this game is not counted.")
    except OSError as exc:
        return _("Your statistics could not be saved ({reason}).").format(reason=exc.strerror or exc)
    return None


def record_game(
    game_id: str, won: bool, opponent_levels: Iterable[str] = (), path: Path | None = None, uid: str | None = None
) -> tuple[Stats, str | None]:
    """Load, add one finished game (once per `uid`), save. Returns the stats and any message."""
    stats, message = load_stats(path)
    updated = stats.recorded(game_id, won, opponent_levels, uid)
    if updated is stats:
        return stats, message
    return updated, save_stats(updated, path) or message


def record_result(uid: str, game_id: str, kinds: Sequence[str], winners: Sequence[int],
                  path: Path | None = None) -> str | None:
    """Count a finished game for the one person at its table; nothing for a table of several
    people or none, or a game already counted. Returns a message for the player, if any."""
    humans = [i for i, kind in enumerate(kinds) if kind == HUMANS_ONLY]
    if len(humans) != 1 or not winners:
        return None
    levels = [k for k in kinds if k != HUMANS_ONLY]
    return record_game(game_id, humans[0] in winners, levels, path, uid)[1]


def record_network(uid: str, game_id: str, here: Sequence[int], winners: Sequence[int],
                   path: Path | None = None) -> str | None:
    """Count a finished network game for the one person playing it at this computer (`here`),
    once per game id, as a network game; nothing for several people here or none. Returns a
    message for the player, if any."""
    if len(here) != 1 or not winners:
        return None
    stats, message = load_stats(path)
    updated = stats.network_recorded(game_id, here[0] in winners, uid)
    return message if updated is stats else save_stats(updated, path) or message
