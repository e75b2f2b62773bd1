"""Kombat Kittens, as the registry lists it."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo
from ...i18n import N_
from .rules_text import pages
from .ruleset import KombatRules

KOMBAT_KITTENS = register(
    KombatRules(
        GameInfo(
            id="kombat-kittens",
            # TRANSLATORS: the game's name (keep it as the game is sold in your language)
            name=N_("Kombat Kittens"),
            min_players=2,
            max_players=5,
            summary=N_("Battle with three face-down cards at a time, call in helpers, fight Dogfights "
                       "and capture the most treasure."),
            rules=tuple(pages()),
            family="kombat",
        )
    )
)
