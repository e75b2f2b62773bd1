"""One worked example per Kombat Kittens card, shown with the card's rule (F1, the rules pages).

Each is a short story at a table of Ann, Bo and Cy, worked out from the deck table in cards.py:
the straights the card's rank makes along 1-2-3-4-5-6-7-9, a hand it wins or loses, and what it
is worth as treasure. The Dog has its own story. `example` tells it in the current language.
"""

from __future__ import annotations

from ...i18n import _, ngettext
from . import cards as kc


def _straights(rank: int) -> list[tuple[int, int, int]]:
    """The straights (three ranks in a row, nothing wrapping round) that hold `rank`."""
    runs = [kc.RANKS[i:i + 3] for i in range(len(kc.RANKS) - 2)]
    return [run for run in runs if rank in run]  # type: ignore[misc]


def _run(run: tuple[int, ...]) -> str:
    return "-".join(map(str, run))


def _made(card: str) -> str:
    """The straight the card makes, and what it beats."""
    run = tuple(_straights(kc.rank(card))[-1])
    a, b = (r for r in run if r != kc.rank(card))
    fields = {"card": kc.title(card), "a": a, "b": b, "run": _run(run)}
    if run == tuple(kc.RANKS[-3:]):
        return _("Ann plays the {card} with a {a} and a {b}: {run}, the best straight there is (there is no 8), "
                 "which beats Bo's pair of 9s: any straight beats a pair.").format(**fields)
    if run == tuple(kc.RANKS[:3]):
        return _("Ann plays the {card} with a {a} and a {b}: {run}, the lowest straight (nothing wraps round: "
                 "9-1-2 is no straight), which beats Bo's pair of 9s: any straight beats a pair.").format(**fields)
    return _("Ann plays the {card} with a {a} and a {b}: {run}, which beats Bo's pair of 9s: any straight beats "
             "a pair.").format(**fields)


def _worth(card: str) -> str:
    """What the card is worth as treasure."""
    n, card_name = kc.value(card), kc.title(card)
    if n == max(kc.VALUE.values()):
        return ngettext("Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                        "{n} point, the most a Kitten is worth.",
                        "Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                        "{n} points, the most a Kitten is worth.", n).format(card=card_name, n=n)
    if n == min(kc.VALUE.values()):
        return ngettext("Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                        "{n} point, the least a Kitten is worth.",
                        "Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                        "{n} points, the least a Kitten is worth.", n).format(card=card_name, n=n)
    return ngettext("Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                    "{n} point.",
                    "Later Cy beats Ann in a battle and takes the {card} she played as treasure: it is worth "
                    "{n} points.", n).format(card=card_name, n=n)


def _set(card: str) -> str:
    """The card's part in a set of the five suits."""
    n = kc.SET_BONUS
    return ngettext("It counts as the {suit} of a set of all five suits ({n} more point).",
                    "It counts as the {suit} of a set of all five suits ({n} more points).", n).format(
        suit=kc.suit_name(kc.suit(card) or ""), n=n)


def _dog() -> str:
    n = kc.DOG_VALUE
    return ngettext("Bo draws a Dog when drawing back up: it is set aside and Bo draws another card. When all "
                    "drawing is done, Ann, Bo and Cy fight a Dogfight at once; Cy's three 4s beat the rest, and "
                    "Cy takes the Dog, worth {n} point (it has no suit, so it completes no set).",
                    "Bo draws a Dog when drawing back up: it is set aside and Bo draws another card. When all "
                    "drawing is done, Ann, Bo and Cy fight a Dogfight at once; Cy's three 4s beat the rest, and "
                    "Cy takes the Dog, worth {n} points (it has no suit, so it completes no set).", n).format(n=n)


def example(card: str) -> str:
    """The card's worked example, in the current language."""
    if card == kc.DOG:
        return _dog()
    return f"{_made(card)} {_worth(card)} {_set(card)}"
