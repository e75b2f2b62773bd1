"""The rules as players read them in the game, in sections. Card texts come from cards.py;
where seed 004 leaves a digital table guessing, our rulings are written out here too."""

from __future__ import annotations

from .cards import CARD_TYPES, DECK, HAND_SIZE


def pages() -> list[tuple[str, str]]:
    deck = ", ".join(f"{n} {CARD_TYPES[c].title}" for c, n in DECK.items())
    cards = "\n".join(f"{t.title}: {t.text}" for t in CARD_TYPES.values())  # each text says its worth
    return [
        ("The game", f"2 to 6 players. Everyone has the same 9 cards ({deck}), draws {HAND_SIZE} and "
         "removes 2 unseen: nobody ever sees them. There is no drawing. Build the best herd."),
        ("Your turn", "Play one card face down and declare it as any of the six cards, whatever it "
         "really is. Alley Cat and Catnip name an opponent with a card in hand; Animal Control names an "
         "opponent with a face-down herd card. A declaration with no such opponent cannot be made. "
         "If the declaration stands, the card joins your herd face down as what you declared."),
        ("Challenges", "After a declaration anyone else may challenge; the first to do so is the only "
         "challenger. The card is shown. A bluff is discarded, its effect does not happen, the challenger "
         "picks a hidden card of the bluffer's hand to discard, and the turn ends. A true declaration: "
         "the declarer picks a hidden card of the challenger's hand to discard, and the effect goes on. "
         "A player with no cards in hand loses nothing."),
        ("Attacks", "Alley Cat: pick a hidden card of the target's hand; it is shown and discarded. "
         "Catnip: pick a hidden card of the target's hand; it joins your herd face down (only you two "
         "see what it is). Animal Control: pick a face-down card of the target's herd; it is shown and "
         "discarded. Face-up herd cards are protected."),
        ("Ineffective against itself", "If the picked card is the attack's own kind (a hand card's "
         "printed type, a herd card's herd identity), nothing is lost: a hand card is shown and mixed "
         "back into the hand at a random place, a herd card turns face up (and is protected from then "
         "on). The attacker's card is discarded face up as what it was declared."),
        ("Laser Pointer", "Before the picked card is shown, its owner may claim a Laser Pointer instead: "
         "from the hand against Alley Cat and Catnip, from the herd against Animal Control (a face-up "
         "Laser Pointer may be used too). The claim can be challenged like a declaration. If it stands, "
         "the presented card goes instead of the picked one (discarded, or taken into the Catnip "
         "player's herd) as a Laser Pointer, the picked card stays hidden, and the attacker's card still "
         "joins their herd. A true claim that was challenged also costs the challenger a card picked "
         "blind. A bluff that is caught is discarded face up and the attack goes on; no other penalty."),
        ("Claims that stand", "A claim nobody overturns makes a card what it was claimed to be: a "
         "declared card joins the herd as what was declared, a thwarted attack is discarded as what it "
         "was declared, a presented card goes as a Laser Pointer. Only a challenge shows what a card "
         "really is."),
        ("Hidden places", "Hands are held in their owner's order and each card joins a herd at a place "
         "only its owner knows, so picking someone's card 3 is a blind pick. A card shown and returned to "
         "a hand is mixed back in at a random place: everyone knows the hand holds it, only its holder "
         "sees where."),
        ("Edge cases", "If a hand attack's target has no card left when the attack comes (it lost its last "
         "card to a challenge), nothing is picked and the attacker's card joins their herd."),
        ("End and scoring", "At the end of a turn, if anyone has no cards in hand, the game ends. Herds: "
         "Kitten 2, Show Cat 5 (7 if that herd has a Kitten), Alley Cat 1, Catnip 1, Animal Control 0, "
         "Laser Pointer 0. Everyone adds 1 point per 2 cards in hand, rounded up. Most points wins; a tie "
         "is a shared win, unless the table's tie-breaker is on: then most face-down herd cards, then "
         "most herd cards."),
        ("Cards", cards),
    ]
