"""Kombat Kittens, as the registry lists it."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo, Pages
from ...i18n import N_, _
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
            rules=Pages(lambda: [(_(heading), _(text)) for heading, text in pages()]),  # in the current language
            family="kombat",
        )
    )
)
