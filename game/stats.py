"""The player's statistics: games, wins, losses and win streaks, per game and per CPU level.

A `Stats` value is immutable; `recorded` returns a new one. `record_game` is the one call the
app makes when a game ends (load, record, save).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import storage

FORMAT = 1
HUMANS_ONLY = "human"  # the difficulty key for a game with no CPU opponent


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
            raise storage.BadFile("a count is not a whole number")
        record = cls(**values)
        if record.wins + record.losses > record.played or record.streak > record.best_streak:
            raise storage.BadFile("the counts do not add up")
        return record


@dataclass(frozen=True, slots=True)
class Stats:
    """Everything: all games together, by game id, and by opponent difficulty."""

    overall: Record = Record()
    by_game: Mapping[str, Record] = field(default_factory=dict)
    by_difficulty: Mapping[str, Record] = field(default_factory=dict)

    def game(self, game_id: str) -> Record:
        return self.by_game.get(game_id, Record())

    def difficulty(self, level: str) -> Record:
        return self.by_difficulty.get(level, Record())

    def recorded(self, game_id: str, won: bool, opponent_levels: Iterable[str] = ()) -> Stats:
        """These stats plus one finished game.

        ``opponent_levels`` are the CPU levels at the table ("easy", "hard"...); each distinct
        level counts the game once. With none (people only) it counts under ``HUMANS_ONLY``.
        """
        levels = sorted({lv for lv in opponent_levels if lv != HUMANS_ONLY}) or [HUMANS_ONLY]
        by_difficulty = dict(self.by_difficulty)
        for level in levels:
            by_difficulty[level] = self.difficulty(level).add(won)
        by_game = {**self.by_game, game_id: self.game(game_id).add(won)}
        return replace(self, overall=self.overall.add(won), by_game=by_game, by_difficulty=by_difficulty)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "overall": self.overall.to_json(),
            "by_game": {k: r.to_json() for k, r in sorted(self.by_game.items())},
            "by_difficulty": {k: r.to_json() for k, r in sorted(self.by_difficulty.items())},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Stats:
        """Parse a stats file's content; raises BadFile (or TypeError) when it is unusable."""
        tables = []
        for key in ("by_game", "by_difficulty"):
            table = data.get(key, {})
            if not isinstance(table, dict) or not all(isinstance(v, dict) for v in table.values()):
                raise storage.BadFile(f"'{key}' is not a table")
            tables.append({str(k): Record.from_json(v) for k, v in table.items()})
        overall = data.get("overall", {})
        if not isinstance(overall, dict):
            raise storage.BadFile("'overall' is not a table")
        return cls(Record.from_json(overall), *tables)


def load_stats(path: Path | None = None) -> tuple[Stats, str | None]:
    """The saved statistics (empty if none), and a message for the player if the file was bad."""
    stats, message = storage.load_json(path or storage.paths().stats, "statistics", FORMAT, Stats.from_json)
    return stats or Stats(), message


def save_stats(stats: Stats, path: Path | None = None) -> str | None:
    """Write the statistics atomically. Returns None, or a message if the disk refused."""
    try:
        storage.atomic_write_json(path or storage.paths().stats, stats.to_json())
    except OSError as exc:
        return f"Your statistics could not be saved ({exc.strerror or exc})."
    return None


def record_game(
    game_id: str, won: bool, opponent_levels: Iterable[str] = (), path: Path | None = None
) -> tuple[Stats, str | None]:
    """Load, add one finished game, save. Returns the new stats and any message for the player."""
    stats, message = load_stats(path)
    stats = stats.recorded(game_id, won, opponent_levels)
    return stats, save_stats(stats, path) or message
