"""The game-agnostic core: actions, events, pending decisions, rulesets, matches.

It names no card and no game, and imports no pygame.
"""

from .actions import Action
from .errors import ConfigError, IllegalAction
from .events import EVERYONE, Event, event_from_json
from .match import Match
from .pending import DecisionKind, Pending
from .registry import all_games, get, register
from .ruleset import GameConfig, GameInfo, OptionSpec, Result, Ruleset

__all__ = [
    "EVERYONE",
    "Action",
    "ConfigError",
    "DecisionKind",
    "Event",
    "GameConfig",
    "GameInfo",
    "IllegalAction",
    "Match",
    "OptionSpec",
    "Pending",
    "Result",
    "Ruleset",
    "all_games",
    "event_from_json",
    "get",
    "register",
]
