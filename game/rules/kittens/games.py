"""The Kittens family's games, as the registry lists them."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo, OptionSpec
from .cards import ALTER_FUTURE, DRAW_BOTTOM, FERAL, REVERSE, TARGETED_ATTACK, ZOMBIE, title
from .rules_text import exploding_pages, imploding_pages, zombie_pages
from .ruleset import KittensRules, Variant
from .zombie import ZOMBIE_RULES, ZombieRules

STACKING = OptionSpec(
    "stacking_attacks", False, "Stacking attacks",
    "An attacked player who plays an Attack passes on their remaining turns plus 2.",
)
COMBOS = OptionSpec(
    "special_combos", True, "Special combos",
    "Pairs of any title, three of a kind naming a card, five different titles. "
    "Off: only pairs of matching cat cards.",
)
BIG_HANDS = OptionSpec("big_hands", False, "Big hands", "Deal 7 cards plus a Defuse instead of 4.")

EXPLODING_KITTENS = register(
    KittensRules(
        GameInfo(
            id="exploding-kittens",
            name="Exploding Kittens",
            min_players=2,
            max_players=5,
            options=(BIG_HANDS, STACKING, COMBOS),
            summary="Draw cards until someone draws an Exploding Kitten. The last player alive wins.",
            rules=tuple(exploding_pages()),
            family="kittens",
        ),
        Variant(expansion=False, hand_size=4, big_hand_size=7),
    )
)

IMPLODING_KITTENS = register(
    KittensRules(
        GameInfo(
            id="imploding-kittens",
            name="Imploding Kittens",
            min_players=2,
            max_players=6,
            options=(STACKING, COMBOS)
            + tuple(
                OptionSpec(card, True, title(card), f"Put the {title(card)} cards in the deck.")
                for card in (REVERSE, DRAW_BOTTOM, FERAL, ALTER_FUTURE, TARGETED_ATTACK)
            ),
            summary="Exploding Kittens with the expansion: the Imploding Kitten, Reverse, "
            "Targeted Attack and more, for up to 6 players.",
            rules=tuple(imploding_pages()),
            family="kittens",
        ),
        Variant(expansion=True, hand_size=6),
    )
)

EXTENDED_SET = OptionSpec(
    "extended_set", False, "Extended set",
    "Add Alter the Future, Draw from the Bottom, Targeted Attack, Swap Top and Bottom and Feral "
    "Cat, 2 each.",
)

ZOMBIE_KITTENS = register(
    ZombieRules(
        GameInfo(
            id="zombie-kittens",
            name="Zombie Kittens",
            min_players=2,
            max_players=5,
            options=(EXTENDED_SET,),
            summary="The dead stay at the table: a Zombie Kitten saves you and brings a dead player "
            "back to life. NOW cards can be played any time, even when dead.",
            rules=tuple(zombie_pages()),
            family="kittens",
        ),
        Variant(
            expansion=False, hand_size=7, saver=ZOMBIE, small_spares=1, rules=ZOMBIE_RULES,
            fixed_options={"stacking_attacks": True, "special_combos": True},
        ),
    )
)
