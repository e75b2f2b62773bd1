"""Which policies and search hooks each game brings, by family.

The convention: a family's CPU players live in `game/ai/<family>/table.py`, a module holding
EASY and MEDIUM (policies) and HOOKS (the `SearchHooks` of Hard; its sampler defaults to the
ruleset's own `determinize`). Nothing here names a game; `register_ai` adds a family from
elsewhere (the tests' toy games).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.registry import family_module
from ..engine.ruleset import Ruleset
from ..i18n import _
from .bot import Policy
from .ismcts import SearchHooks


@dataclass(frozen=True, slots=True)
class GameAI:
    easy: Policy
    medium: Policy
    hooks: SearchHooks


_REGISTERED: dict[str, GameAI] = {}


def register_ai(family: str, ai: GameAI) -> None:
    """The CPU players of a family that is not under game/ai (a test's own game)."""
    _REGISTERED[family] = ai


def ai_for(ruleset: Ruleset) -> GameAI:
    """The CPU players of `ruleset`'s game; ValueError if its family has none yet."""
    family = ruleset.info.family
    if family in _REGISTERED:
        return _REGISTERED[family]
    module = family_module(__package__, family, "table")
    if module is None:
        raise ValueError(_("no CPU players for {game} yet").format(game=_(ruleset.info.name)))
    return GameAI(module.EASY, module.MEDIUM, module.HOOKS)


def has_ai(ruleset: Ruleset) -> bool:
    """Whether `ruleset`'s game has CPU players."""
    try:
        ai_for(ruleset)
    except ValueError:
        return False
    return True
