"""One worked example per Kittens card, shown beside the card's rule on the rules pages.

The rules themselves live in cards.py (each card's text) and rules_text.py (the pages); these
are short stories of a card in play at a table of Ann, Bo and Cy, written to the same rulings.
"""

from __future__ import annotations

from . import cards as kc

EXAMPLES: dict[str, str] = {
    kc.EXPLODING: "Bo draws an Exploding Kitten and holds no Defuse: Bo explodes, and Bo's hand and the "
                  "Kitten go to the discard pile. Ann and Cy play on.",
    kc.IMPLODING: "Ann draws the Imploding Kitten face down and secretly puts it back face up, third from "
                  "the top. When it reaches the top everyone sees it, and whoever draws it then implodes.",
    kc.DEFUSE: "Cy draws an Exploding Kitten, plays a Defuse and slides the Kitten back second from the "
               "top. Nobody else knows where; Cy's turn is over. Had Cy been attacked and owed 2 turns, "
               "Cy would still take the second.",
    kc.NOPE: "Ann plays Favor on Bo. Bo plays a Nope: the Favor is cancelled. Cy Nopes the Nope, so the "
             "Favor happens after all.",
    kc.ATTACK: "Ann plays an Attack instead of drawing. Bo must now take 2 turns in a row, drawing a card "
               "at the end of each.",
    kc.SKIP: "Bo fears the top card, plays a Skip and ends the turn without drawing. Play passes to Cy.",
    kc.FAVOR: "Cy plays Favor on Ann. Ann picks a card to give Cy, and gives away a Tacocat rather "
              "than a Defuse.",
    kc.SHUFFLE: "Ann saw an Exploding Kitten on top with See the Future; Bo, who is next, plays Shuffle, "
                "and now nobody knows where it is.",
    kc.SEE_FUTURE: "Bo plays See the Future and privately sees Skip, Exploding Kitten, Nope. Bo draws the "
                   "Skip safely and keeps the secret.",
    kc.TACOCAT: "Ann plays two Tacocats together and takes a random card from Cy's hand: a Defuse.",
    kc.RAINBOW: "Bo plays two Rainbow-Ralphing Cats as a pair and steals a random card from Ann.",
    kc.POTATO: "Cy has one Hairy Potato Cat and plays two of a kind with Shuffles instead: a random card "
               "from Bo.",
    kc.BEARD: "Ann plays three Beard Cats, names Defuse and asks Bo: Bo has one and must hand it over.",
    kc.CATTERMELON: "A single Cattermelon does nothing; Cy keeps it until a second one arrives for a pair.",
    kc.REVERSE: "With Ann, Bo, Cy and Di playing in that order, Bo plays Reverse: Bo's turn ends without "
                "a draw and Ann plays next, then Di.",
    kc.DRAW_BOTTOM: "Cy knows an Exploding Kitten is on top, plays Draw from the Bottom and ends the turn "
                    "with the bottom card instead.",
    kc.FERAL: "Ann plays a Feral Cat with a Cattermelon as a pair and steals a random card from Bo.",
    kc.ALTER_FUTURE: "Bo plays Alter the Future, sees Kitten, Skip, Attack, and puts them back as Skip, "
                     "Attack, Kitten, then keeps playing.",
    kc.TARGETED_ATTACK: "Cy plays Targeted Attack on Ann. Ann takes 2 turns and play continues from Ann, "
                        "skipping Bo.",
    kc.ZOMBIE: "Bo is dead. Ann draws an Exploding Kitten and plays a Zombie Kitten: Bo comes back to "
               "life, and Ann secretly puts both Kittens back into the draw pile.",
    kc.ATTACK_DEAD: "Bo is dead. Cy plays Attack of the Dead, and Ann, who is next, must take 3 turns in "
                    "a row.",
    kc.SUPER_SKIP: "Ann was attacked and owes 2 turns. A Super Skip ends both without drawing.",
    kc.FEED_DEAD: "Ann plays Feed the Dead on her turn and chooses dead Bo: Ann, then Cy, each give Bo a "
                  "card of their own choice.",
    kc.CLAIRVOYANCE: "Cy plays a Zombie Kitten; Ann answers with Clairvoyance and sees where both Kittens "
                     "go back into the pile.",
    kc.CLONE: "The discard pile's top card is a Skip. Bo plays Clone: it acts as a Skip, so Bo ends the "
              "turn without drawing.",
    kc.GRAVE_ROBBER: "Ann plays Grave Robber. Dead Bo puts a card from their hand into the draw pile "
                     "face down (a Nope, but only Bo knows that), and the pile is shuffled.",
    kc.DIG_DEEPER: "Cy plays Dig Deeper, peeks at the top card, sees an Exploding Kitten, leaves it and "
                   "draws the second card instead.",
    kc.SWAP_ENDS: "Bo knows the top card is a Kitten, plays Swap Top and Bottom, and the Kitten goes to "
                  "the bottom of the pile.",
    kc.GHOUL_CAT: "Ann plays two Ghoul Cats together and takes a random card from living Cy.",
    kc.MUMMY_CAT: "Bo plays two Mummy Cats as a pair and steals a random card from Ann.",
    kc.BONY_CAT: "Cy plays three Bony Cats, names Zombie Kitten and asks Ann, who has none: Cy gets "
                 "nothing.",
    kc.TOMBSTONE_CAT: "A single Tombstone Cat does nothing; Ann waits for a second one to make a pair.",
}
