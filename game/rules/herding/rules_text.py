"""The rules as players read them in the game, in sections. Card texts come from cards.py;
where seed 004 leaves a digital table guessing, our rulings are written out here too.

The pages are written in the current language each time they are read (`PAGES`), so the rules
screen shows a change of language at once; the deck's counts come from cards.py's table."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import overload

from ...i18n import _, format_list, format_number, pgettext
from .cards import CARD_TYPES, DECK, HAND_SIZE, counted, deck_size, text, title

Section = tuple[str, str]


def pages() -> list[Section]:
    """Every section (heading, text), in the current language."""
    deck = format_list([counted(c, n) for c, n in DECK.items()])
    cards = "\n".join(f"{title(c)}: {text(c)}" for c in CARD_TYPES)  # each text says its worth
    removed = deck_size() - HAND_SIZE
    return [
        (_("The game"), _("2 to 6 players. Everyone has the same {total} cards ({deck}), draws {hand} and removes "
                          "{removed} unseen: nobody ever sees them. There is no drawing. Build the best herd.").format(
            total=format_number(deck_size()), deck=deck, hand=format_number(HAND_SIZE),
            removed=format_number(removed))),
        (pgettext("rules page heading", "Your turn"), _(
            "Play one card face down and declare it as any of the six cards, whatever it really is. Alley Cat "
            "and Catnip name an opponent with a card in hand; Animal Control names an opponent with a face-down "
            "herd card. A declaration with no such opponent cannot be made. If the declaration stands, the card "
            "joins your herd face down as what you declared.")),
        (_("Challenges"), _("After a declaration anyone else may challenge; the first to do so is the only "
                            "challenger. The card is shown. A bluff is discarded, its effect does not happen, the "
                            "challenger picks a hidden card of the bluffer's hand to discard, and the turn ends. A "
                            "true declaration: the declarer picks a hidden card of the challenger's hand to "
                            "discard, and the effect goes on. A player with no cards in hand loses nothing.")),
        (_("Attacks"), _("Alley Cat: pick a hidden card of the target's hand; it is shown and discarded. Catnip: "
                         "pick a hidden card of the target's hand; it joins your herd face down (only you two see "
                         "what it is). Animal Control: pick a face-down card of the target's herd; it is shown and "
                         "discarded. Face-up herd cards are protected.")),
        (_("Ineffective against itself"), _(
            "If the picked card is the attack's own kind (a hand card's printed type, a herd card's herd "
            "identity), nothing is lost: a hand card is shown and mixed back into the hand at a random place, a "
            "herd card turns face up (and is protected from then on). The attacker's card is discarded face up "
            "as what it was declared.")),
        (_("Laser Pointer"), _(
            "Before the picked card is shown, its owner may claim a Laser Pointer instead: from the hand against "
            "Alley Cat and Catnip, from the herd against Animal Control (a face-up Laser Pointer may be used "
            "too). The claim can be challenged like a declaration. If it stands, the presented card goes instead "
            "of the picked one (discarded, or taken into the Catnip player's herd) as a Laser Pointer, the picked "
            "card stays hidden, and the attacker's card still joins their herd. A true claim that was challenged "
            "also costs the challenger a card picked blind. A bluff that is caught is discarded face up and the "
            "attack goes on; no other penalty.")),
        (_("Claims that stand"), _(
            "A claim nobody overturns makes a card what it was claimed to be: a declared card joins the herd as "
            "what was declared, a thwarted attack is discarded as what it was declared, a presented card goes as "
            "a Laser Pointer. Only a challenge shows what a card really is.")),
        (_("Hidden places"), _(
            "Hands are held in their owner's order and each card joins a herd at a place only its owner knows, "
            "so picking someone's card 3 is a blind pick. A card shown and returned to a hand is mixed back in at "
            "a random place: everyone knows the hand holds it, only its holder sees where.")),
        (_("Edge cases"), _(
            "If a hand attack's target has no card left when the attack comes (it lost its last card to a "
            "challenge), nothing is picked and the attacker's card joins their herd.")),
        (_("End and scoring"), _(
            "At the end of a turn, if anyone has no cards in hand, the game ends. Herds: Kitten 2, Show Cat 5 (7 "
            "if that herd has a Kitten), Alley Cat 1, Catnip 1, Animal Control 0, Laser Pointer 0. Everyone adds "
            "1 point per 2 cards in hand, rounded up. Most points wins; a tie is a shared win, unless the table's "
            "tie-breaker is on: then most face-down herd cards, then most herd cards.")),
        (_("Cards"), cards),
    ]


class Pages(Sequence[Section]):
    """The rules pages as `GameInfo.rules` holds them: written anew, in the current language,
    whenever they are read."""

    def __init__(self, write: Callable[[], list[Section]]):
        self._write = write

    def __len__(self) -> int:
        return len(self._write())

    @overload
    def __getitem__(self, index: int) -> Section: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Section]: ...

    def __getitem__(self, index: int | slice) -> Section | Sequence[Section]:
        return self._write()[index]

    def __iter__(self) -> Iterator[Section]:
        return iter(self._write())

    def __repr__(self) -> str:
        return f"Pages({len(self)} sections)"


PAGES = Pages(pages)
