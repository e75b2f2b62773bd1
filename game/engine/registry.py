"""The games this program knows, by stable id."""

from __future__ import annotations

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
        raise ConfigError(f"unknown game '{game_id}' (games: {', '.join(sorted(_GAMES))})") from None


def all_games() -> list[Ruleset]:
    _load_builtin()
    return list(_GAMES.values())


def _load_builtin() -> None:
    # The rules packages register themselves on import; the engine names none of them.
    import importlib

    importlib.import_module("game.rules")
