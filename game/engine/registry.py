"""The games this program knows, by stable id."""

from __future__ import annotations

import importlib
from types import ModuleType

from ..i18n import _
from .errors import ConfigError
from .ruleset import Ruleset

_GAMES: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a game; its id must be new and it must name its family."""
    game_id = ruleset.info.id
    if not ruleset.info.family:
        raise ValueError(f"game '{game_id}' names no family")
    if game_id in _GAMES:
        raise ValueError(f"game id '{game_id}' registered twice")
    _GAMES[game_id] = ruleset
    return ruleset


def get(game_id: str) -> Ruleset:
    """The ruleset for `game_id`; ConfigError naming the known ids if there is none."""
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        # TRANSLATORS: {game} is the game id typed, {games} the known ids (never translated).
        raise ConfigError(_("unknown game {game} (games: {games})").format(
            game=_quoted(game_id), games=", ".join(sorted(_GAMES)))) from None


def _quoted(text: object, most: int = 40) -> str:
    """A game id as a message shows it: quoted, escaped and cut short, so the line stays short."""
    text = str(text).encode("unicode_escape").decode("ascii")
    return f"'{text if len(text) <= most else text[:most] + '...'}'"


def all_games() -> list[Ruleset]:
    _load_builtin()
    return list(_GAMES.values())


def _load_builtin() -> None:
    # The rules packages register themselves on import; the engine names none of them.
    importlib.import_module("game.rules")


def family_module(package: str, family: str, module: str) -> ModuleType | None:
    """`package.<family>.<module>` (a family's CPUs or table kit, found by convention), or None
    when the family has none. A missing import inside the family's own code is a bug: it raises."""
    if not family:
        return None
    name = f"{package}.{family.replace('-', '_')}.{module}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise
        return None
