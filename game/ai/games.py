"""Which policies and search hooks each game brings. Adding a game: one module with
EASY, MEDIUM and HOOKS (a `determinize` at least), and one line in FAMILIES."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from ..engine.ruleset import Ruleset
from .bot import Policy
from .ismcts import SearchHooks

# Game id -> module holding that game's CPU players.
FAMILIES = {
    "exploding-kittens": "game.ai.kittens.table",
    "imploding-kittens": "game.ai.kittens.table",
}


@dataclass(frozen=True, slots=True)
class GameAI:
    easy: Policy
    medium: Policy
    hooks: SearchHooks


def ai_for(ruleset: Ruleset) -> GameAI:
    """The CPU players of `ruleset`'s game; ValueError if it has none yet."""
    name = FAMILIES.get(ruleset.info.id)
    if name is None:
        raise ValueError(f"no CPU players for {ruleset.info.name} yet")
    module = importlib.import_module(name)
    return GameAI(module.EASY, module.MEDIUM, module.HOOKS)
