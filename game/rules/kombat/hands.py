"""Hand ranking, the one home of it: three of a kind, straight, pair, high card.

A key is a tuple that compares like the hands: a higher key is a better hand, equal keys tie.
Straights run along 1,2,3,4,5,6,7,9 (6-7-9 is the top one) and never wrap.

`name` writes a hand as the game's record keeps it (`BattleDecided.hands`, in saved games and
on the wire): always in English, so a saved game proves the same in any language. `spoken` says
such a record in the current language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from ...i18n import _
from .cards import order as place
from .cards import rank

HIGH, PAIR, STRAIGHT, THREE = 0, 1, 2, 3
NONE = (-1,)  # no hand at all (no cards): below every hand


def key_of_ranks(ranks: Iterable[int]) -> tuple[int, ...]:
    """The key of up to three ranks (fewer only in a tie-break with too few cards)."""
    top = sorted(ranks, reverse=True)
    if not top:
        return NONE
    if len(top) == 3:
        a, b, c = top
        if a == b == c:
            return (THREE, a)
        if place(a) - place(b) == 1 and place(b) - place(c) == 1:
            return (STRAIGHT, a)
        if a == b or b == c:
            pair, kicker = (a, c) if a == b else (b, a)
            return (PAIR, pair, kicker)
    elif len(top) == 2 and top[0] == top[1]:
        return (PAIR, top[0], 0)
    return (HIGH, *top)


def best(cards: Iterable[str]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The best three of `cards` (all of them if three or fewer): its key and the cards."""
    return _best(tuple(cards))


@lru_cache(maxsize=1 << 16)
def _best(cards: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    if len(cards) <= 3:
        return key_of_ranks(rank(c) for c in cards), cards
    return max(((key_of_ranks(rank(c) for c in trio), trio) for trio in combinations(cards, 3)),
               key=lambda pair: pair[0])


def key(cards: Iterable[str]) -> tuple[int, ...]:
    return best(cards)[0]


def name(cards: Iterable[str]) -> str:
    """The best hand as the record keeps it (English, whatever the language: see `spoken`):
    "Straight, 6-7-9", "Pair of 4s, 7 kicker", "High card 9-5-2"."""
    k, trio = best(cards)
    if k == NONE:
        return "No cards"
    ranks = "-".join(str(r) for r in sorted(rank(c) for c in trio))
    if k[0] == THREE:
        return f"Three of a kind, {k[1]}s"
    if k[0] == STRAIGHT:
        return f"Straight, {ranks}"
    if k[0] == PAIR:
        return f"Pair of {k[1]}s" + (f", {k[2]} kicker" if k[2] else "")
    return "High card " + "-".join(str(r) for r in sorted((rank(c) for c in trio), reverse=True))


# The record's forms (`name`), each with its words in the current language.
_RECORDS = (
    (re.compile(r"No cards"), lambda m: _("No cards")),
    # TRANSLATORS: a three-card poker hand: three cards of one rank ("Three of a kind, 4s")
    (re.compile(r"Three of a kind, (\d)s"), lambda m: _("Three of a kind, {rank}s").format(rank=m[1])),
    # TRANSLATORS: a three-card poker hand: three ranks in a row ("Straight, 5-6-7")
    (re.compile(r"Straight, ([\d-]+)"), lambda m: _("Straight, {ranks}").format(ranks=m[1])),
    # TRANSLATORS: a three-card poker hand: two cards of one rank and the third card, the kicker
    (re.compile(r"Pair of (\d)s, (\d) kicker"),
     lambda m: _("Pair of {rank}s, {kicker} kicker").format(rank=m[1], kicker=m[2])),
    (re.compile(r"Pair of (\d)s"), lambda m: _("Pair of {rank}s").format(rank=m[1])),
    # TRANSLATORS: a three-card poker hand with no pair and no straight, named by its ranks ("High card 9-5-2")
    (re.compile(r"High card ([\d-]+)"), lambda m: _("High card {ranks}").format(ranks=m[1])),
)


def spoken(record: str) -> str:
    """A hand as `name` records it, in the current language (anything else as it is)."""
    for pattern, words in _RECORDS:
        found = pattern.fullmatch(record)
        if found:
            return words(found)
    return record
