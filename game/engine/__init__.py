"""The game-agnostic core: actions, events, pending decisions, rulesets, matches.

It names no card and no game, and imports no pygame.
"""

from .actions import Action
from .errors import ConfigError, IllegalAction
from .events import EVERYONE, Event, event_from_json
from .match import Match
from .pending import DecisionKind, Pending
from .registry import all_games, get, register
from .ruleset import GameConfig, GameInfo, OptionKind, OptionSpec, OptionValue, Result, Ruleset, Summary

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
    "OptionKind",
    "OptionSpec",
    "OptionValue",
    "Pending",
    "Result",
    "Ruleset",
    "Summary",
    "all_games",
    "event_from_json",
    "get",
    "register",
]
