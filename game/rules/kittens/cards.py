"""Kittens cards: every card type, its title and rules text, and each game's deck table.

Card counts are data, kept here in one table per game so a player who owns the physical game
can change them.
"""

from __future__ import annotations

from dataclasses import dataclass

EXPLODING = "exploding_kitten"
IMPLODING = "imploding_kitten"
DEFUSE = "defuse"
ATTACK = "attack"
SKIP = "skip"
FAVOR = "favor"
SHUFFLE = "shuffle"
SEE_FUTURE = "see_the_future"
NOPE = "nope"
TACOCAT = "tacocat"
RAINBOW = "rainbow_ralphing_cat"
POTATO = "hairy_potato_cat"
BEARD = "beard_cat"
CATTERMELON = "cattermelon"
REVERSE = "reverse"
DRAW_BOTTOM = "draw_from_the_bottom"
FERAL = "feral_cat"
ALTER_FUTURE = "alter_the_future"
TARGETED_ATTACK = "targeted_attack"
# Zombie Kittens (seed 000); the four cat names are ours (RULINGS).
ZOMBIE = "zombie_kitten"
ATTACK_DEAD = "attack_of_the_dead"
SUPER_SKIP = "super_skip"
FEED_DEAD = "feed_the_dead"
CLAIRVOYANCE = "clairvoyance"
CLONE = "clone"
GRAVE_ROBBER = "grave_robber"
DIG_DEEPER = "dig_deeper"
SWAP_ENDS = "swap_top_and_bottom"
GHOUL_CAT = "ghoul_cat"
MUMMY_CAT = "mummy_cat"
BONY_CAT = "bony_cat"
TOMBSTONE_CAT = "tombstone_cat"

KITTENS = frozenset({EXPLODING, IMPLODING})
CATS = frozenset({TACOCAT, RAINBOW, POTATO, BEARD, CATTERMELON, GHOUL_CAT, MUMMY_CAT, BONY_CAT, TOMBSTONE_CAT})
# Cards that do something when played alone on your turn.
ACTIONS = frozenset(
    {ATTACK, SKIP, FAVOR, SHUFFLE, SEE_FUTURE, REVERSE, DRAW_BOTTOM, ALTER_FUTURE, TARGETED_ATTACK,
     ATTACK_DEAD, SUPER_SKIP, FEED_DEAD, CLONE, GRAVE_ROBBER, DIG_DEEPER, SWAP_ENDS}
)
# Actions that need a chosen player.
TARGETED = frozenset({FAVOR, TARGETED_ATTACK, FEED_DEAD})
# Actions that need somebody dead.
NEEDS_DEAD = frozenset({ATTACK_DEAD, FEED_DEAD, GRAVE_ROBBER})
# Cards a Nope cannot cancel once played.
UNNOPABLE = frozenset({ZOMBIE})


@dataclass(frozen=True, slots=True)
class CardType:
    """A card as players read it: its title and what it does."""

    id: str
    title: str
    text: str
    kind: str  # "kitten", "defuse", "action", "nope", "cat", "now"


CARD_TYPES: dict[str, CardType] = {
    c.id: c
    for c in (
        CardType(EXPLODING, "Exploding Kitten",
                 "Shown at once when drawn. Defuse it or explode: you are out.", "kitten"),
        CardType(IMPLODING, "Imploding Kitten",
                 "Drawn face down: put it back face up anywhere, in secret. Drawn face up: you implode "
                 "and are out. It cannot be defused or Noped.", "kitten"),
        CardType(DEFUSE, "Defuse", "Play when you draw an Exploding Kitten, then put the Kitten back "
                 "anywhere in the draw pile, in secret. That ends this turn; turns still owed are still yours.",
                 "defuse"),
        CardType(ATTACK, "Attack", "End your turn(s) without drawing. The next player takes 2 turns.", "action"),
        CardType(SKIP, "Skip", "End one turn without drawing.", "action"),
        CardType(FAVOR, "Favor", "Another player of your choice gives you a card of their choice.", "action"),
        CardType(SHUFFLE, "Shuffle", "Shuffle the draw pile.", "action"),
        CardType(SEE_FUTURE, "See the Future", "Privately look at the top 3 cards of the draw pile.", "action"),
        CardType(NOPE, "Nope", "Cancel any action except a Kitten or a Defuse, at any time, even on "
                 "another player's turn. A Nope can be Noped.", "nope"),
        CardType(TACOCAT, "Tacocat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(RAINBOW, "Rainbow-Ralphing Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(POTATO, "Hairy Potato Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(BEARD, "Beard Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(CATTERMELON, "Cattermelon", "A cat card: play it in pairs or combos.", "cat"),
        CardType(REVERSE, "Reverse", "Reverse the direction of play and end one turn without drawing. "
                 "With 2 players it is a Skip.", "action"),
        CardType(DRAW_BOTTOM, "Draw from the Bottom", "End your turn by drawing the bottom card of the "
                 "draw pile.", "action"),
        CardType(FERAL, "Feral Cat", "Stands for any cat card in pairs and three of a kind.", "cat"),
        CardType(ALTER_FUTURE, "Alter the Future", "Privately look at the top 3 cards and put them back "
                 "in any order. Keep playing.", "action"),
        CardType(TARGETED_ATTACK, "Targeted Attack", "End your turn(s) without drawing. A player of your "
                 "choice takes 2 turns, and play continues from them.", "action"),
        CardType(ZOMBIE, "Zombie Kitten", "Play it when you draw an Exploding Kitten. If anyone is dead, "
                 "bring one of them back to life: put both Kittens back in the draw pile, in secret. "
                 "Otherwise put your Kitten back in secret. That ends this turn; turns still owed are still "
                 "yours. It cannot be Noped.",
                 "defuse"),
        CardType(ATTACK_DEAD, "Attack of the Dead", "End your turn(s) without drawing. The next player "
                 "takes your remaining turns plus 3 for every dead player. Only when somebody is dead.",
                 "action"),
        CardType(SUPER_SKIP, "Super Skip", "End all of your turns without drawing.", "action"),
        CardType(FEED_DEAD, "Feed the Dead", "NOW card. Choose a dead player: every living player gives "
                 "them a card of the giver's choice.", "now"),
        CardType(CLAIRVOYANCE, "Clairvoyance", "NOW card, only when a Zombie Kitten is played: you see "
                 "where the Kittens are put back.", "now"),
        CardType(CLONE, "Clone", "On your turn: acts as the action card on top of the discard pile "
                 "(not a Clone, Kitten, Zombie Kitten or cat), if you could play that card now.",
                 "action"),
        CardType(GRAVE_ROBBER, "Grave Robber", "Every dead player puts a card of their choice into the "
                 "draw pile face down, then it is shuffled. Only when somebody is dead.", "action"),
        CardType(DIG_DEEPER, "Dig Deeper", "Instead of your normal draw: look at the top card in "
                 "private, then draw it, or leave it and draw the second card (which you keep).",
                 "action"),
        CardType(SWAP_ENDS, "Swap Top and Bottom", "Swap the top and bottom cards of the draw pile. "
                 "Keep playing.", "action"),
        CardType(GHOUL_CAT, "Ghoul Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(MUMMY_CAT, "Mummy Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(BONY_CAT, "Bony Cat", "A cat card: play it in pairs or combos.", "cat"),
        CardType(TOMBSTONE_CAT, "Tombstone Cat", "A cat card: play it in pairs or combos.", "cat"),
    )
}


def title(card: str) -> str:
    return CARD_TYPES[card].title


def nameable(deck: dict[str, int]) -> tuple[str, ...]:
    """Titles a player may name for three of a kind: every card of the table but the Kittens."""
    return tuple(sorted(c for c in deck if c not in KITTENS))


# ---- deck tables -------------------------------------------------------------------------

# Exploding Kittens base game, 56 cards.
BASE_DECK: dict[str, int] = {
    EXPLODING: 4, DEFUSE: 6, ATTACK: 4, SKIP: 4, FAVOR: 4, SHUFFLE: 4, SEE_FUTURE: 5, NOPE: 5,
    TACOCAT: 4, RAINBOW: 4, POTATO: 4, BEARD: 4, CATTERMELON: 4,
}

# Imploding Kittens expansion, 20 cards. Each type but the Imploding Kitten can be left out.
EXPANSION_DECK: dict[str, int] = {
    IMPLODING: 1, REVERSE: 4, DRAW_BOTTOM: 4, FERAL: 4, ALTER_FUTURE: 4, TARGETED_ATTACK: 3,
}

# Zombie Kittens, 57 cards (RULINGS): (with the paw print, without). Two players use the paw-print
# cards, three the others, four or five all of them.
ZOMBIE_SPLIT: dict[str, tuple[int, int]] = {
    NOPE: (2, 3), ATTACK: (1, 2), ATTACK_DEAD: (1, 2), SKIP: (1, 2), SUPER_SKIP: (1, 1),
    SEE_FUTURE: (2, 2), SHUFFLE: (1, 2), FEED_DEAD: (1, 2), CLAIRVOYANCE: (1, 2), CLONE: (1, 2),
    GRAVE_ROBBER: (1, 1), FAVOR: (1, 2), DIG_DEEPER: (2, 2),
    GHOUL_CAT: (2, 2), MUMMY_CAT: (2, 2), BONY_CAT: (2, 2), TOMBSTONE_CAT: (2, 2),
}
# Outside the 57: the Kittens and the Zombie Kittens, whatever the player count.
ZOMBIE_KITTENS: dict[str, int] = {EXPLODING: 4, ZOMBIE: 6}
# The optional extended set ("extended_set"), 2 each.
ZOMBIE_EXTENDED: dict[str, int] = {
    ALTER_FUTURE: 2, DRAW_BOTTOM: 2, TARGETED_ATTACK: 2, SWAP_ENDS: 2, FERAL: 2,
}


def zombie_deck(players: int, extended: bool) -> dict[str, int]:
    """Every card of a Zombie Kittens table of `players`: its split of the 57, the Kittens and
    Zombie Kittens, and the extended set if chosen."""
    deck: dict[str, int] = {}
    for card, (paw, plain) in ZOMBIE_SPLIT.items():
        count = paw if players == 2 else plain if players == 3 else paw + plain
        if count:
            deck[card] = count
    deck.update(ZOMBIE_KITTENS)
    if extended:
        deck.update(ZOMBIE_EXTENDED)
    return deck
