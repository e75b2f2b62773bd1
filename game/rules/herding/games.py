"""The Herding Cats family's game, as the registry lists it."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo, OptionSpec
from ...i18n import N_
from .rules_text import PAGES
from .ruleset import HerdingRules

TIE_BREAKER = OptionSpec(
    "tie_breaker", False, N_("Tie-breaker"),
    N_("Break a tie in points by most face-down herd cards, then most herd cards. Off: a tie is a shared win."),
)

HERDING_CATS = register(
    HerdingRules(
        GameInfo(
            id="herding-cats",
            # TRANSLATORS: a game's name: as the game is sold in your language (often kept in English).
            name=N_("Herding Cats"),
            min_players=2,
            max_players=6,
            options=(TIE_BREAKER,),
            summary=N_("Play a card face down and say what it is. Bluff, challenge, steal and "
                       "intercept to build the best herd."),
            rules=PAGES,  # written in the current language whenever they are read
            family="herding",
        )
    )
)
