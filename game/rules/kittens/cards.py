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

KITTENS = frozenset({EXPLODING, IMPLODING})
CATS = frozenset({TACOCAT, RAINBOW, POTATO, BEARD, CATTERMELON})
# Cards that do something when played alone on your turn.
ACTIONS = frozenset(
    {ATTACK, SKIP, FAVOR, SHUFFLE, SEE_FUTURE, REVERSE, DRAW_BOTTOM, ALTER_FUTURE, TARGETED_ATTACK}
)
# Actions that need a chosen player.
TARGETED = frozenset({FAVOR, TARGETED_ATTACK})


@dataclass(frozen=True, slots=True)
class CardType:
    """A card as players read it: its title and what it does."""

    id: str
    title: str
    text: str
    kind: str  # "kitten", "defuse", "action", "nope", "cat"


CARD_TYPES: dict[str, CardType] = {
    c.id: c
    for c in (
        CardType(EXPLODING, "Exploding Kitten",
                 "Shown at once when drawn. Defuse it or explode: you are out.", "kitten"),
        CardType(IMPLODING, "Imploding Kitten",
                 "Drawn face down: put it back face up anywhere, in secret. Drawn face up: you implode "
                 "and are out. It cannot be defused or Noped.", "kitten"),
        CardType(DEFUSE, "Defuse", "Play when you draw an Exploding Kitten, then put the Kitten back "
                 "anywhere in the draw pile, in secret. Your turn is over.", "defuse"),
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
