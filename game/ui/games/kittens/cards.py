"""The Kittens cards as drawn: colour groups, one set of colours for every palette, icons, the
kind word on each face and the order of a hand; registered with `cards_art` on import.

Colour never carries meaning alone: every card type also has its own icon and its title.
"""

from __future__ import annotations

from ....i18n import N_, _
from ....rules.kittens import cards as kc
from ....rules.kittens.examples import example
from ...cards_art import CardLook, CardSet, Looks, register
from ...theme import RGB
from .icons import PAINTERS

FAMILY = "kittens"

# Card type -> colour group. Cards of one group share a colour; icon and title tell them apart.
CARD_GROUP: dict[str, str] = {
    kc.EXPLODING: "exploding",
    kc.IMPLODING: "imploding",
    kc.DEFUSE: "defuse",
    kc.ATTACK: "attack",
    kc.TARGETED_ATTACK: "attack",
    kc.SKIP: "skip",
    kc.REVERSE: "skip",
    kc.FAVOR: "favor",
    kc.SHUFFLE: "shuffle",
    kc.SEE_FUTURE: "future",
    kc.ALTER_FUTURE: "future",
    kc.NOPE: "nope",
    kc.DRAW_BOTTOM: "bottom",
    kc.TACOCAT: "cat",
    kc.RAINBOW: "cat",
    kc.POTATO: "cat",
    kc.BEARD: "cat",
    kc.CATTERMELON: "cat",
    kc.FERAL: "feral",
    kc.ZOMBIE: "zombie",
    kc.GRAVE_ROBBER: "zombie",
    kc.ATTACK_DEAD: "attack",
    kc.SUPER_SKIP: "skip",
    kc.FEED_DEAD: "now",
    kc.CLAIRVOYANCE: "now",
    kc.CLONE: "clone",
    kc.DIG_DEEPER: "bottom",
    kc.SWAP_ENDS: "bottom",
    kc.GHOUL_CAT: "cat",
    kc.MUMMY_CAT: "cat",
    kc.BONY_CAT: "cat",
    kc.TOMBSTONE_CAT: "cat",
}

# One set of card colours for every palette, chosen so that every pair stays at a CIEDE2000
# distance of at least 11 in normal vision and under Machado 2009 protanopia, deuteranopia and
# tritanopia simulation (severity 1): the colour-blind palettes change the table, not the cards.
CARD_COLOURS: dict[str, RGB] = {
    "exploding": (238, 34, 0),
    "imploding": (34, 0, 136),
    "defuse": (51, 136, 119),
    "attack": (255, 170, 17),
    "skip": (34, 153, 255),
    "favor": (255, 34, 187),
    "shuffle": (102, 68, 51),
    "future": (0, 238, 255),
    "nope": (17, 0, 17),
    "bottom": (136, 170, 119),
    "cat": (255, 245, 110),
    "feral": (204, 187, 187),
    "zombie": (51, 85, 102),
    "now": (102, 0, 204),
    "clone": (221, 255, 204),
}

# TRANSLATORS: the kind word on a card face's bottom band, in capitals: one short word each
KIND_WORDS = {"kitten": N_("KITTEN"), "defuse": N_("SAVER"), "action": N_("ACTION"), "nope": N_("NOPE"),
              "cat": N_("CAT"), "now": N_("NOW")}

# Hand groups are shown in this order: saving cards, then actions, then cats.
ORDER = {card: i for i, card in enumerate(kc.CARD_TYPES)}
ORDER.update({kc.DEFUSE: -3, kc.ZOMBIE: -3, kc.NOPE: -2})

def _look(card: str) -> CardLook:
    """How `card` reads in the current language (made when asked for: a change of language shows at
    once; `cards_art` forgets its drawn faces then)."""
    kind = KIND_WORDS.get(kc.CARD_TYPES[card].kind)
    return CardLook(kc.title(card), kc.card_text(card), _(kind) if kind else kc.CARD_TYPES[card].kind.upper(),
                    CARD_GROUP.get(card, "cat"), example(card))


# A card type with no art of its own yet (a new card being written) is drawn as a cat card with
# the Feral Cat's picture, so the table never fails on it; every card of today has its own.
CARDS = register(CardSet(
    FAMILY,
    Looks(kc.CARD_TYPES, _look),
    CARD_COLOURS,
    {cid: PAINTERS.get(cid, PAINTERS[kc.FERAL]) for cid in kc.CARD_TYPES},
    ORDER,
))
