"""One worked example per Kittens card, shown beside the card's rule on the rules pages.

The rules themselves live in cards.py (each card's text) and rules_text.py (the pages); these
are short stories of a card in play at a table of Ann, Bo and Cy, written to the same rulings.
English, marked: `example` gives one in the current language.
"""

from __future__ import annotations

from ...i18n import N_, _
from . import cards as kc

EXAMPLES: dict[str, str] = {
    kc.EXPLODING: N_("Bo draws an Exploding Kitten and holds no Defuse: Bo explodes, and Bo's hand and the "
                  "Kitten go to the discard pile. Ann and Cy play on."),
    kc.IMPLODING: N_("Ann draws the Imploding Kitten face down and secretly puts it back face up, third from "
                  "the top. When it reaches the top everyone sees it, and whoever draws it then implodes."),
    kc.DEFUSE: N_("Cy draws an Exploding Kitten, plays a Defuse and slides the Kitten back second from the "
               "top. Nobody else knows where; Cy's turn is over. Had Cy been attacked and owed 2 turns, "
               "Cy would still take the second."),
    kc.NOPE: N_("Ann plays Favor on Bo. Bo plays a Nope: the Favor is cancelled. Cy Nopes the Nope, so the "
             "Favor happens after all."),
    kc.ATTACK: N_("Ann plays an Attack instead of drawing. Bo must now take 2 turns in a row, drawing a card "
               "at the end of each."),
    kc.SKIP: N_("Bo fears the top card, plays a Skip and ends the turn without drawing. Play passes to Cy."),
    kc.FAVOR: N_("Cy plays Favor on Ann. Ann picks a card to give Cy, and gives away a Tacocat rather "
              "than a Defuse."),
    kc.SHUFFLE: N_("Ann saw an Exploding Kitten on top with See the Future; Bo, who is next, plays Shuffle, "
                "and now nobody knows where it is."),
    kc.SEE_FUTURE: N_("Bo plays See the Future and privately sees Skip, Exploding Kitten, Nope. Bo draws the "
                   "Skip safely and keeps the secret."),
    kc.TACOCAT: N_("Ann plays two Tacocats together and takes a random card from Cy's hand: a Defuse."),
    kc.RAINBOW: N_("Bo plays two Rainbow-Ralphing Cats as a pair and steals a random card from Ann."),
    kc.POTATO: N_("Cy has one Hairy Potato Cat and plays two of a kind with Shuffles instead: a random card "
               "from Bo."),
    kc.BEARD: N_("Ann plays three Beard Cats, names Defuse and asks Bo: Bo has one and must hand it over."),
    kc.CATTERMELON: N_("A single Cattermelon does nothing; Cy keeps it until a second one arrives for a pair."),
    kc.REVERSE: N_("With Ann, Bo, Cy and Di playing in that order, Bo plays Reverse: Bo's turn ends without "
                "a draw and Ann plays next, then Di."),
    kc.DRAW_BOTTOM: N_("Cy knows an Exploding Kitten is on top, plays Draw from the Bottom and ends the turn "
                    "with the bottom card instead."),
    kc.FERAL: N_("Ann plays a Feral Cat with a Cattermelon as a pair and steals a random card from Bo."),
    kc.ALTER_FUTURE: N_("Bo plays Alter the Future, sees Kitten, Skip, Attack, and puts them back as Skip, "
                     "Attack, Kitten, then keeps playing."),
    kc.TARGETED_ATTACK: N_("Cy plays Targeted Attack on Ann. Ann takes 2 turns and play continues from Ann, "
                        "skipping Bo."),
    kc.ZOMBIE: N_("Bo is dead. Ann draws an Exploding Kitten and plays a Zombie Kitten: Bo comes back to "
               "life, and Ann secretly puts both Kittens back into the draw pile."),
    kc.ATTACK_DEAD: N_("Bo is dead. Cy plays Attack of the Dead, and Ann, who is next, must take 3 turns in "
                    "a row."),
    kc.SUPER_SKIP: N_("Ann was attacked and owes 2 turns. A Super Skip ends both without drawing."),
    kc.FEED_DEAD: N_("Ann plays Feed the Dead on her turn and chooses dead Bo: Ann, then Cy, each give Bo a "
                  "card of their own choice."),
    kc.CLAIRVOYANCE: N_("Cy plays a Zombie Kitten; Ann answers with Clairvoyance and sees where both Kittens "
                     "go back into the pile."),
    kc.CLONE: N_("The discard pile's top card is a Skip. Bo plays Clone: it acts as a Skip, so Bo ends the "
              "turn without drawing."),
    kc.GRAVE_ROBBER: N_("Ann plays Grave Robber. Dead Bo puts a card from their hand into the draw pile "
                     "face down (a Nope, but only Bo knows that), and the pile is shuffled."),
    kc.DIG_DEEPER: N_("Cy plays Dig Deeper, peeks at the top card, sees an Exploding Kitten, leaves it and "
                   "draws the second card instead."),
    kc.SWAP_ENDS: N_("Bo knows the top card is a Kitten, plays Swap Top and Bottom, and the Kitten goes to "
                  "the bottom of the pile."),
    kc.GHOUL_CAT: N_("Ann plays two Ghoul Cats together and takes a random card from living Cy."),
    kc.MUMMY_CAT: N_("Bo plays two Mummy Cats as a pair and steals a random card from Ann."),
    kc.BONY_CAT: N_("Cy plays three Bony Cats, names Zombie Kitten and asks Ann, who has none: Cy gets "
                 "nothing."),
    kc.TOMBSTONE_CAT: N_("A single Tombstone Cat does nothing; Ann waits for a second one to make a pair."),
}


def example(card: str) -> str:
    """`card`'s worked example in the current language ("" for a card with none)."""
    text = EXAMPLES.get(card)
    return _(text) if text else ""
