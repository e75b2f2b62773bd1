"""The new-game setup last started (game, seats' names and kinds, each game's table options),
remembered for the next new game. One small versioned JSON file, written atomically; a bad
file is set aside with a message and the defaults are used.

This only reads and writes; the new-game screen checks what it reads against the games it
offers (an option is kept only if the game still takes it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import storage
from .engine import OptionValue
from .i18n import N_, _
from .names import clean_name
from .saves import OPTION_TYPES, SEAT_KINDS, Seat
from .settings import MAX_NAME_LENGTH

FORMAT = 1
MAX_SEATS = 16  # names and kinds remembered, one per seat the screen has shown
MAX_GAMES = 64  # games whose options are remembered
MAX_OPTIONS = 64  # options remembered per game
WHAT = N_("new game setup")  # the file, in "Your {what} file could not be read (...)"


@dataclass(frozen=True, slots=True)
class LastSetup:
    """What the new-game screen last started: `seats` holds every seat's name and kind the
    screen had (more than `players` when the table was smaller than before)."""

    game_id: str
    players: int
    seats: tuple[Seat, ...]
    options: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game_id,
            "players": self.players,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "options": {game: dict(values) for game, values in self.options.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LastSetup:
        """Parse the file's content; raises BadFile when it is not a setup."""
        game_id, players = data.get("game"), data.get("players")
        if not isinstance(game_id, str) or type(players) is not int or not 0 < players <= MAX_SEATS:
            raise storage.BadFile(_("its game or player count is unreadable"))
        return cls(clean_name(game_id, 60), players, _seats(data.get("seats")), _options(data.get("options", {})))


def _seats(raw: Any) -> tuple[Seat, ...]:
    if not isinstance(raw, list) or not 0 < len(raw) <= MAX_SEATS or not all(isinstance(s, dict) for s in raw):
        raise storage.BadFile(_("its seats are unreadable"))
    seats = []
    for number, s in enumerate(raw, 1):
        kind = s.get("kind")
        if kind not in SEAT_KINDS:
            raise storage.BadFile(_("seat {number} has an unknown player kind").format(number=number))
        seats.append(Seat(clean_name(s.get("name"), MAX_NAME_LENGTH, default=f"Player {number}"), kind))
    return tuple(seats)


def _options(raw: Any) -> dict[str, dict[str, OptionValue]]:
    ok = isinstance(raw, dict) and len(raw) <= MAX_GAMES and all(
        isinstance(values, dict) and len(values) <= MAX_OPTIONS
        and all(type(v) in OPTION_TYPES for v in values.values()) for values in raw.values())
    if not ok:
        raise storage.BadFile(_("its table options are unreadable"))
    return {str(game): dict(values) for game, values in raw.items()}


def load_last_setup(path: Path | None = None) -> tuple[LastSetup | None, str | None]:
    """The setup last started (None if there is none), and a message if the file was bad."""
    return storage.load_json(path or default_path(), _(WHAT), FORMAT, LastSetup.from_json)


def save_last_setup(setup: LastSetup, path: Path | None = None) -> str | None:
    """Remember `setup`; None, or a one-line message if it could not be written."""
    try:
        storage.atomic_write_json(path or default_path(), setup.to_json())
    except OSError as exc:
        return _("The new game setup could not be remembered ({reason}).").format(reason=exc.strerror or exc)
    return None


def default_path() -> Path:
    return storage.paths().config_dir / "new_game.json"

