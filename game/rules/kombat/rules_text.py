"""The Kombat Kittens rules as players read them in the game, our rulings included.

Each heading and text is one message, marked here and translated where shown (the rules pages).
The numbers are written out in the words (a translator sees the whole page); the tests hold
them to the deck table in cards.py, so a change of the deck shows where the text must follow."""

from __future__ import annotations

from ...i18n import N_

Section = tuple[str, str]


def pages() -> list[Section]:
    """The rules, in sections (heading, text), in English: `_()` each where shown."""
    return [
        (N_("Goal"), N_("Win battles to capture treasure. A battle is won by the better three-card hand, ranked as "
         "in poker (three of a kind, a straight, a pair, the high card: see Hands). The most treasure (plus "
         "suit bonuses) at the end wins.")),
        (N_("The deck"), N_("Kitten cards of ranks 1, 2, 3, 4, 5, 6, 7, 9 (no 8) in five suits (Tabby, Calico, "
         "Siamese, Tuxedo, Ginger), ten of each rank. Treasure by rank: 1: 4, 2: 4, 3: 3, 4: 3, 5: 2, 6: 2, 7: 1, "
         "9: 1. 5 Dogs, worth 5, with no rank or suit. The discard pile is the Litter Box. Everyone starts with "
         "5 cards; 2 Dogs go into the draw pile (the middle and the bottom), the rest wait for the second "
         "deck.")),
        (N_("Your turn"), N_("Pick an opponent to battle. With 3 or more players, each side may ask one player "
         "who is not battling for help (the attacker asks first); the asked player accepts or "
         "declines, and nobody helps both sides.")),
        (N_("Battle"), N_("3 rounds: in each, both players choose a card face down, then both are "
         "revealed at once. Instead of choosing a card you may forfeit, which loses the battle "
         "(ruling: a forfeit is chosen face down too, and revealed with the other card, which then "
         "counts as played). A side that forfeits ends the battle at once: its helper plays no card. "
         "After the rounds, each helper plays one card, revealed at once. Each side's hand is its best "
         "three cards (of three, or four with a helper).")),
        (N_("Hands"), N_("Three-card poker hands, high to low: three of a kind; straight (three ranks in a row "
         "along 1-2-3-4-5-6-7-9, so 6-7-9 is the top straight, and nothing wraps round); pair (the higher "
         "pair wins, then the third card); high card (compared from the top). Fully equal hands tie.")),
        (N_("Treasure"), N_("2 players: the winner takes one of the loser's played cards, never treasure. "
         "3-5 players: one of the losing side's played cards and one of the main loser's captured "
         "treasure (two played cards if they have none); the winner may give one of the two to "
         "their helper. Captured cards lie face up. The other played cards go to the Litter Box. "
         "A forfeit before any card is revealed still loses: with 3-5 players the winner takes one "
         "card of the main loser's captured treasure (nothing if there is none); with 2 players, "
         "nothing. If both sides forfeit at once, nobody wins and nothing is taken (ruling).")),
        (N_("Ties"), N_("No treasure; the played cards go to the Litter Box, and each player of the battle "
         "draws as many cards as they played instead of drawing up to five.")),
        (N_("After a battle"), N_("Everybody with fewer than 5 cards draws up to 5, starting with the player "
         "whose turn it is; a forfeiting player then draws one extra card (their helper does not).")),
        (N_("Dogs and Dogfights"), N_("A Dog drawn is set aside face up and replaced with the next card. "
         "When all drawing is done, a Dogfight: everybody battles at once (three rounds, face down, "
         "forfeits allowed, no helpers); the best hand takes the Dog. Tied best hands reveal one "
         "more card each at once, the highest rank wins, repeated until one wins (a tied player "
         "with no card left drops out). Ruling: if everybody forfeits, the Dog goes to the Litter "
         "Box. After a Dogfight everybody draws up to five and forfeiters draw one extra.")),
        (N_("The second deck"), N_("After the first deck's last Dogfight the Litter Box is shuffled into a "
         "new draw pile, the kept Dogs at about one third, two thirds and the bottom. If anyone "
         "needs cards and the pile is empty, the Litter Box is shuffled into a pile first. The "
         "Dogfight for the second deck's bottom Dog ends the game. The game also ends, scored as "
         "usual, when a whole round of turns passes (everyone has had a turn) with no card revealed "
         "in any battle or Dogfight: players who only forfeit cannot make it endless.")),
        (N_("Scoring"), N_("Treasure values plus 5 for each complete set of the five suits "
         "among your captured Kittens. Tied top scores: the tied players draw up to five and each "
         "play a three-card hand at once; the best hand wins, repeated if tied (after five tied "
         "hands, or with no cards left, they share the win: ruling).")),
    ]
