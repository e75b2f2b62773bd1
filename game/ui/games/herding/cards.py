"""The Herding Cats cards as drawn: a colour, a picture and a word each, registered with
`cards_art` on import. Colour never carries meaning alone: every identity has its own picture
and its title on the face, and the kind word says what the card does ("HERD", "ATTACK"...)."""

from __future__ import annotations

from ....i18n import N_, _
from ....rules.herding import cards as hc
from ...cards_art import CardLook, CardSet, Looks, register
from ...theme import RGB
from .icons import PAINTERS

FAMILY = hc.FAMILY

# A subset of the Kittens card colours, already checked to stay apart (CIEDE2000 >= 11) in normal
# vision and every simulated colour blindness: each identity is a group of its own.
CARD_COLOURS: dict[str, RGB] = {
    hc.KITTEN: (255, 170, 17),
    hc.SHOW_CAT: (255, 34, 187),
    hc.ALLEY_CAT: (102, 68, 51),
    hc.CATNIP: (51, 136, 119),
    hc.ANIMAL_CONTROL: (34, 153, 255),
    hc.LASER_POINTER: (238, 34, 0),
}

# The kind word on each face, and each card's worked example for the rules pages: English,
# marked, and translated when a look is made (`Looks`).
KIND_WORDS: dict[str, str] = {
    hc.KITTEN: N_("WORTH 2"),
    hc.SHOW_CAT: N_("WORTH 5/7"),
    hc.ALLEY_CAT: N_("ATTACK"),
    hc.CATNIP: N_("STEAL"),
    hc.ANIMAL_CONTROL: N_("HERD ATTACK"),
    hc.LASER_POINTER: N_("DEFENCE"),
}

EXAMPLES: dict[str, str] = {
    hc.KITTEN: N_("Ann plays a card face down and says Kitten. Nobody challenges: it joins her herd as a Kitten."),
    hc.SHOW_CAT: N_("Bea's herd holds a Show Cat and a Kitten at the end: the Show Cat is worth 7."),
    hc.ALLEY_CAT: N_("Ann declares Alley Cat on Bea and picks her card 2: a Kitten, so Bea discards it."),
    hc.CATNIP: N_("Ann declares Catnip on Bea and picks card 4; Bea presents a Laser Pointer, which goes to "
                  "Ann's herd instead."),
    hc.ANIMAL_CONTROL: N_("Ann sends Animal Control at Bea's herd; the picked card is Animal Control too: "
                          "it turns face up, protected."),
    hc.LASER_POINTER: N_("Bea discards the Laser Pointer from her herd; the card Ann picked stays hidden."),
}

ORDER = {card: i for i, card in enumerate(hc.ORDER)}


def _look(card: str) -> CardLook:
    """How `card` reads, in the current language."""
    c = hc.CARD_TYPES[card]
    return CardLook(_(c.title), _(c.text), _(KIND_WORDS[card]), card, _(EXAMPLES[card]))


CARDS = register(CardSet(
    FAMILY,
    Looks(hc.CARD_TYPES, _look),
    CARD_COLOURS,
    PAINTERS,
    ORDER,
))
