"""The Herding Cats family's game, as the registry lists it."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo, OptionSpec
from .rules_text import pages
from .ruleset import HerdingRules

TIE_BREAKER = OptionSpec(
    "tie_breaker", False, "Tie-breaker",
    "Break a tie in points by most face-down herd cards, then most herd cards. Off: a tie is a shared win.",
)

HERDING_CATS = register(
    HerdingRules(
        GameInfo(
            id="herding-cats",
            name="Herding Cats",
            min_players=2,
            max_players=6,
            options=(TIE_BREAKER,),
            summary="Play a card face down and say what it is. Bluff, challenge, steal and "
            "intercept to build the best herd.",
            rules=tuple(pages()),
            family="herding",
        )
    )
)
