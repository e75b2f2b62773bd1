"""Kittens cards: every card type, its title and rules text, and each game's deck table.

Card counts are data, kept here in one table per game so a player who owns the physical game
can change them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _

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
    """A card as players read it: its title and what it does (English, marked: `title` and
    `card_text` give them in the current language; the id never changes, it goes on the wire)."""

    id: str
    title: str
    text: str
    kind: str  # "kitten", "defuse", "action", "nope", "cat", "now"


CAT_TEXT = N_("A cat card: play it in pairs or combos.")

CARD_TYPES: dict[str, CardType] = {
    c.id: c
    for c in (
        CardType(EXPLODING, N_("Exploding Kitten"),
                 N_("Shown at once when drawn. Defuse it or explode: you are out."), "kitten"),
        CardType(IMPLODING, N_("Imploding Kitten"),
                 N_("Drawn face down: put it back face up anywhere, in secret. Drawn face up: you implode "
                    "and are out. It cannot be defused or Noped."), "kitten"),
        CardType(DEFUSE, N_("Defuse"), N_("Play when you draw an Exploding Kitten, then put the Kitten back "
                 "anywhere in the draw pile, in secret. That ends this turn; turns still owed are still yours."),
                 "defuse"),
        CardType(ATTACK, N_("Attack"), N_("End your turn(s) without drawing. The next player takes 2 turns."),
                 "action"),
        CardType(SKIP, N_("Skip"), N_("End one turn without drawing."), "action"),
        CardType(FAVOR, N_("Favor"), N_("Another player of your choice gives you a card of their choice."), "action"),
        CardType(SHUFFLE, N_("Shuffle"), N_("Shuffle the draw pile."), "action"),
        CardType(SEE_FUTURE, N_("See the Future"), N_("Privately look at the top 3 cards of the draw pile."),
                 "action"),
        CardType(NOPE, N_("Nope"), N_("Cancel any action except a Kitten or a Defuse, at any time, even on "
                 "another player's turn. A Nope can be Noped."), "nope"),
        CardType(TACOCAT, N_("Tacocat"), CAT_TEXT, "cat"),
        CardType(RAINBOW, N_("Rainbow-Ralphing Cat"), CAT_TEXT, "cat"),
        CardType(POTATO, N_("Hairy Potato Cat"), CAT_TEXT, "cat"),
        CardType(BEARD, N_("Beard Cat"), CAT_TEXT, "cat"),
        CardType(CATTERMELON, N_("Cattermelon"), CAT_TEXT, "cat"),
        CardType(REVERSE, N_("Reverse"), N_("Reverse the direction of play and end one turn without drawing. "
                 "With 2 players it is a Skip."), "action"),
        CardType(DRAW_BOTTOM, N_("Draw from the Bottom"), N_("End your turn by drawing the bottom card of the "
                 "draw pile."), "action"),
        CardType(FERAL, N_("Feral Cat"), N_("Stands for any cat card in pairs and three of a kind."), "cat"),
        CardType(ALTER_FUTURE, N_("Alter the Future"), N_("Privately look at the top 3 cards and put them back "
                 "in any order. Keep playing."), "action"),
        CardType(TARGETED_ATTACK, N_("Targeted Attack"), N_("End your turn(s) without drawing. A player of your "
                 "choice takes 2 turns, and play continues from them."), "action"),
        CardType(ZOMBIE, N_("Zombie Kitten"), N_("Play it when you draw an Exploding Kitten. If anyone is dead, "
                 "bring one of them back to life: put both Kittens back in the draw pile, in secret. "
                 "Otherwise put your Kitten back in secret. That ends this turn; turns still owed are still "
                 "yours. It cannot be Noped."),
                 "defuse"),
        CardType(ATTACK_DEAD, N_("Attack of the Dead"), N_("End your turn(s) without drawing. The next player "
                 "takes your remaining turns plus 3 for every dead player. Only when somebody is dead."),
                 "action"),
        CardType(SUPER_SKIP, N_("Super Skip"), N_("End all of your turns without drawing."), "action"),
        CardType(FEED_DEAD, N_("Feed the Dead"), N_("NOW card. Choose a dead player: every living player gives "
                 "them a card of the giver's choice."), "now"),
        CardType(CLAIRVOYANCE, N_("Clairvoyance"), N_("NOW card, only when a Zombie Kitten is played: you see "
                 "where the Kittens are put back."), "now"),
        CardType(CLONE, N_("Clone"), N_("On your turn: acts as the action card on top of the discard pile "
                 "(not a Clone, Kitten, Zombie Kitten or cat), if you could play that card now."),
                 "action"),
        CardType(GRAVE_ROBBER, N_("Grave Robber"), N_("Every dead player puts a card of their choice into the "
                 "draw pile face down, then it is shuffled. Only when somebody is dead."), "action"),
        CardType(DIG_DEEPER, N_("Dig Deeper"), N_("Instead of your normal draw: look at the top card in "
                 "private, then draw it, or leave it and draw the second card (which you keep)."),
                 "action"),
        CardType(SWAP_ENDS, N_("Swap Top and Bottom"), N_("Swap the top and bottom cards of the draw pile. "
                 "Keep playing."), "action"),
        CardType(GHOUL_CAT, N_("Ghoul Cat"), CAT_TEXT, "cat"),
        CardType(MUMMY_CAT, N_("Mummy Cat"), CAT_TEXT, "cat"),
        CardType(BONY_CAT, N_("Bony Cat"), CAT_TEXT, "cat"),
        CardType(TOMBSTONE_CAT, N_("Tombstone Cat"), CAT_TEXT, "cat"),
    )
}


def title(card: str) -> str:
    """A card's name as players read it, in the current language (the English is `CARD_TYPES`')."""
    return _(CARD_TYPES[card].title)


def card_text(card: str) -> str:
    """What a card does, in the current language."""
    return _(CARD_TYPES[card].text)


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
