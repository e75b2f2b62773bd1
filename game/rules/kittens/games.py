"""The Kittens family's games, as the registry lists them.

Names, summaries and option words are English marked with `N_`: whoever shows them translates
them (`_(info.name)`); the rules pages are made in the current language when read (`Pages`)."""

from __future__ import annotations

from ...engine.registry import register
from ...engine.ruleset import GameInfo, OptionSpec, Pages
from ...i18n import N_
from .cards import ALTER_FUTURE, CARD_TYPES, DRAW_BOTTOM, FERAL, REVERSE, TARGETED_ATTACK, ZOMBIE
from .rules_text import exploding_pages, imploding_pages, zombie_pages
from .ruleset import KittensRules, Variant
from .zombie import ZOMBIE_RULES, ZombieRules

STACKING = OptionSpec(
    "stacking_attacks", False, N_("Stacking attacks"),
    N_("An attacked player who plays an Attack passes on their remaining turns plus 2."),
)
COMBOS = OptionSpec(
    "special_combos", True, N_("Special combos"),
    N_("Pairs of any title, three of a kind naming a card, five different titles. "
       "Off: only pairs of matching cat cards."),
)
BIG_HANDS = OptionSpec("big_hands", False, N_("Big hands"), N_("Deal 7 cards plus a Defuse instead of 4."))
# Each expansion card's option: its label is the card's title (a message of cards.py), its help one of these.
CARD_OPTION_HELP = {
    REVERSE: N_("Put the Reverse cards in the deck."),
    DRAW_BOTTOM: N_("Put the Draw from the Bottom cards in the deck."),
    FERAL: N_("Put the Feral Cat cards in the deck."),
    ALTER_FUTURE: N_("Put the Alter the Future cards in the deck."),
    TARGETED_ATTACK: N_("Put the Targeted Attack cards in the deck."),
}

EXPLODING_KITTENS = register(
    KittensRules(
        GameInfo(
            id="exploding-kittens",
            # TRANSLATORS: a game's name: as the game is sold in your language (often kept in English).
            name=N_("Exploding Kittens"),
            min_players=2,
            max_players=5,
            options=(BIG_HANDS, STACKING, COMBOS),
            summary=N_("Draw cards until someone draws an Exploding Kitten. The last player alive wins."),
            rules=Pages(exploding_pages),
            family="kittens",
        ),
        Variant(expansion=False, hand_size=4, big_hand_size=7),
    )
)

IMPLODING_KITTENS = register(
    KittensRules(
        GameInfo(
            id="imploding-kittens",
            # TRANSLATORS: a game's name: as the game is sold in your language (often kept in English).
            name=N_("Imploding Kittens"),
            min_players=2,
            max_players=6,
            options=(STACKING, COMBOS)
            + tuple(
                OptionSpec(card, True, CARD_TYPES[card].title, help) for card, help in CARD_OPTION_HELP.items()
            ),
            summary=N_("Exploding Kittens with the expansion: the Imploding Kitten, Reverse, "
                       "Targeted Attack and more, for up to 6 players."),
            rules=Pages(imploding_pages),
            family="kittens",
        ),
        Variant(expansion=True, hand_size=6),
    )
)

EXTENDED_SET = OptionSpec(
    "extended_set", False, N_("Extended set"),
    N_("Add Alter the Future, Draw from the Bottom, Targeted Attack, Swap Top and Bottom and Feral "
       "Cat, 2 each."),
)

ZOMBIE_KITTENS = register(
    ZombieRules(
        GameInfo(
            id="zombie-kittens",
            # TRANSLATORS: a game's name: as the game is sold in your language (often kept in English).
            name=N_("Zombie Kittens"),
            min_players=2,
            max_players=5,
            options=(EXTENDED_SET,),
            summary=N_("The dead stay at the table: a Zombie Kitten saves you and brings a dead player "
                       "back to life. NOW cards can be played any time, even when dead."),
            rules=Pages(zombie_pages),
            family="kittens",
        ),
        Variant(
            expansion=False, hand_size=7, saver=ZOMBIE, small_spares=1, rules=ZOMBIE_RULES,
            fixed_options={"stacking_attacks": True, "special_combos": True},
        ),
    )
)
