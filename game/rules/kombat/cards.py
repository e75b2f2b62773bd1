"""The Kombat Kittens deck: one table of counts and values (RULINGS: Kombat Kittens).

A Kitten card's id is `<suit>_<rank>` ("tabby_6"); the deck holds two of each. A Dog's id is
`dog`. Change the counts here and the whole game follows.
"""

from __future__ import annotations

from ...i18n import N_, _

SUITS = ("tabby", "calico", "siamese", "tuxedo", "ginger")
# Ranks in order, low to high: there is no 8, so 7 and 9 are neighbours.
RANKS = (1, 2, 3, 4, 5, 6, 7, 9)
COPIES = 2  # of each rank in each suit: 10 of a rank, 16 of a suit, 80 Kittens
# Treasure by rank: weak cards are precious, strong cards are cheap.
VALUE = {1: 4, 2: 4, 3: 3, 4: 3, 5: 2, 6: 2, 7: 1, 9: 1}
DOG = "dog"
DOGS = 5
DOG_VALUE = 5
DOGS_FIRST_DECK = 2  # one in the middle of the first pile, one at the bottom; the rest kept
HAND_SIZE = 5
ROUNDS = 3
SET_BONUS = 5  # per complete set of the five suits among captured Kittens

KITTENS = tuple(f"{suit}_{rank}" for suit in SUITS for rank in RANKS)
DECK: dict[str, int] = {**{card: COPIES for card in KITTENS}, DOG: DOGS}
_INDEX = {rank: i for i, rank in enumerate(RANKS)}


def _rank(card: str) -> int:
    return 0 if card == DOG else int(card.rsplit("_", 1)[1])


_RANK_OF = {card: _rank(card) for card in DECK}


def rank(card: str) -> int:
    """A Kitten's rank (a Dog has none: 0)."""
    found = _RANK_OF.get(card)
    return _rank(card) if found is None else found


def suit(card: str) -> str | None:
    """A Kitten's suit (a Dog has none)."""
    return None if card == DOG else card.rsplit("_", 1)[0]


def order(rank_: int) -> int:
    """A rank's place in 1,2,3,4,5,6,7,9 (so 7 and 9 are next to each other)."""
    return _INDEX[rank_]


def value(card: str) -> int:
    """Treasure value: 5 for a Dog, else by rank."""
    return DOG_VALUE if card == DOG else VALUE[rank(card)]


# Each suit's name, as its cards' titles and the rules say it (translated where shown).
SUIT_NAMES = {"tabby": N_("Tabby"), "calico": N_("Calico"), "siamese": N_("Siamese"), "tuxedo": N_("Tuxedo"),
              "ginger": N_("Ginger")}


def suit_name(suit_: str) -> str:
    """A suit's name in the current language ("Tabby")."""
    return _(SUIT_NAMES[suit_])


def title(card: str) -> str:
    """"Dog" or "Tabby 6", in the current language."""
    if card == DOG:
        # TRANSLATORS: the Dog card of Kombat Kittens (worth 5 points, no rank, no suit)
        return _("Dog")
    # TRANSLATORS: a Kombat Kittens card's name: its suit's name and its rank ("Tabby 6")
    return _("{suit} {rank}").format(suit=suit_name(suit(card) or ""), rank=rank(card))


def suit_sets(cards: list[str] | tuple[str, ...]) -> int:
    """Complete sets of the five suits among `cards` (Dogs have no suit)."""
    counts = dict.fromkeys(SUITS, 0)
    for card in cards:
        kind = _SUIT_OF[card] if card in _SUIT_OF else suit(card)
        if kind in counts:
            counts[kind] += 1
    return min(counts.values())


def score(treasure: list[str] | tuple[str, ...]) -> int:
    """Treasure values plus the suit bonus."""
    return sum(_VALUE_OF[c] if c in _VALUE_OF else value(c) for c in treasure) + SET_BONUS * suit_sets(treasure)


# Each card's suit and value, looked up rather than worked out (scores are counted often).
_SUIT_OF = {card: suit(card) for card in DECK}
_VALUE_OF = {card: value(card) for card in DECK}
