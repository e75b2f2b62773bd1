"""Herding Cats cards: every card type, its title, herd value and rules text, and the deck table.

Card ids are lower-case words joined by underscores, none shared with another family's ids, so
`qualified(card)` ("herding:kitten") is a safe name anywhere cards of several games meet.
Counts are data, kept in one table (`DECK`) so a player who owns the physical game can change them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...i18n import N_, _, format_number, ngettext, pgettext

FAMILY = "herding"

KITTEN = "kitten"
SHOW_CAT = "show_cat"
ALLEY_CAT = "alley_cat"
CATNIP = "catnip"
ANIMAL_CONTROL = "animal_control"
LASER_POINTER = "laser_pointer"


@dataclass(frozen=True, slots=True)
class CardType:
    """A card as players read it: its title, herd value and what it does (English, marked: `title`
    and `text` give them in the current language)."""

    id: str
    title: str
    value: int
    text: str


CARD_TYPES: dict[str, CardType] = {
    c.id: c
    for c in (
        CardType(KITTEN, N_("Kitten"), 2, N_("Worth 2 in your herd. No effect.")),
        CardType(SHOW_CAT, N_("Show Cat"), 5, N_("Worth 5 in your herd, or 7 if your herd has a Kitten at scoring.")),
        CardType(ALLEY_CAT, N_("Alley Cat"), 1, N_("Pick a hidden card from an opponent's hand: they discard it. "
                                                    "Worth 1 in your herd.")),
        CardType(CATNIP, N_("Catnip"), 1, N_("Pick a hidden card from an opponent's hand: it joins your herd face "
                                              "down. Worth 1 in your herd.")),
        CardType(ANIMAL_CONTROL, N_("Animal Control"), 0, N_("Pick a face-down card in an opponent's herd: it is "
                                                              "discarded. Worth 0.")),
        CardType(LASER_POINTER, N_("Laser Pointer"), 0, N_("Discard it from your hand or herd instead of the card "
                                                            "an attack picked. Worth 0.")),
    )
}

# The order cards are listed in everywhere (rules pages, legal moves, scenario defaults).
ORDER: tuple[str, ...] = tuple(CARD_TYPES)

# Every player's own deck, by type: the one table of counts.
DECK: dict[str, int] = {KITTEN: 3, SHOW_CAT: 1, ALLEY_CAT: 2, CATNIP: 1, ANIMAL_CONTROL: 1, LASER_POINTER: 1}
HAND_SIZE = 7  # dealt from the 9; the other 2 are removed unseen
SHOW_CAT_WITH_KITTEN = 7  # a Show Cat's value when its herd has a Kitten

# Declared identities that name an opponent, and what of theirs they pick from.
HAND_ATTACKS = frozenset({ALLEY_CAT, CATNIP})
HERD_ATTACKS = frozenset({ANIMAL_CONTROL})
ATTACKS = HAND_ATTACKS | HERD_ATTACKS


def title(card: str) -> str:
    """The card's name in the current language."""
    return _(CARD_TYPES[card].title)


def text(card: str) -> str:
    """The card's rules text in the current language."""
    return _(CARD_TYPES[card].text)


def a_card(card: str) -> str:
    """ "a Kitten", "an Alley Cat": the card named as what something is ("It is {card}")."""
    return {
        KITTEN: pgettext("what a card is: It is ...", "a Kitten"),
        SHOW_CAT: pgettext("what a card is: It is ...", "a Show Cat"),
        ALLEY_CAT: pgettext("what a card is: It is ...", "an Alley Cat"),
        CATNIP: pgettext("what a card is: It is ...", "a Catnip"),
        ANIMAL_CONTROL: pgettext("what a card is: It is ...", "an Animal Control"),
        LASER_POINTER: pgettext("what a card is: It is ...", "a Laser Pointer"),
    }[card]


def a_card_object(card: str) -> str:
    """ "a Kitten", "an Alley Cat": the card as what is done to ("Bea discards {card}")."""
    return {
        KITTEN: pgettext("a card as object: Bea discards ...", "a Kitten"),
        SHOW_CAT: pgettext("a card as object: Bea discards ...", "a Show Cat"),
        ALLEY_CAT: pgettext("a card as object: Bea discards ...", "an Alley Cat"),
        CATNIP: pgettext("a card as object: Bea discards ...", "a Catnip"),
        ANIMAL_CONTROL: pgettext("a card as object: Bea discards ...", "an Animal Control"),
        LASER_POINTER: pgettext("a card as object: Bea discards ...", "a Laser Pointer"),
    }[card]


def counted(card: str, n: int) -> str:
    """ "3 Kittens", "1 Show Cat": a number of one card, as the rules count a deck."""
    return {
        KITTEN: ngettext("{n} Kitten", "{n} Kittens", n),
        SHOW_CAT: ngettext("{n} Show Cat", "{n} Show Cats", n),
        ALLEY_CAT: ngettext("{n} Alley Cat", "{n} Alley Cats", n),
        CATNIP: ngettext("{n} Catnip", "{n} Catnips", n),
        ANIMAL_CONTROL: ngettext("{n} Animal Control", "{n} Animal Controls", n),
        LASER_POINTER: ngettext("{n} Laser Pointer", "{n} Laser Pointers", n),
    }[card].format(n=format_number(n))


def value(card: str) -> int:
    """The card's printed herd value (a Show Cat's bonus is scoring's business)."""
    return CARD_TYPES[card].value


def qualified(card: str) -> str:
    """The card's id with its family, unique among every game's cards."""
    return f"{FAMILY}:{card}"


def deck_size() -> int:
    return sum(DECK.values())


def deck() -> Counter[str]:
    return Counter(DECK)
