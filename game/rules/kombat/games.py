"""Kombat Kittens, as the registry lists it."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo
from .rules_text import pages
from .ruleset import KombatRules

KOMBAT_KITTENS = register(
    KombatRules(
        GameInfo(
            id="kombat-kittens",
            name="Kombat Kittens",
            min_players=2,
            max_players=5,
            summary="Battle with three face-down cards at a time, call in helpers, fight Dogfights "
            "and capture the most treasure.",
            rules=tuple(pages()),
            family="kombat",
        )
    )
)
