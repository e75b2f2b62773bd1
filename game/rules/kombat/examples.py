"""One worked example per Kombat Kittens card, shown with the card's rule (F1, the rules pages).

Each is a short story at a table of Ann, Bo and Cy, worked out from the deck table in cards.py:
the straights the card's rank makes along 1-2-3-4-5-6-7-9, a hand it wins or loses, and what it
is worth as treasure. The Dog has its own story.
"""

from __future__ import annotations

from . import cards as kc


def _straights(rank: int) -> list[tuple[int, int, int]]:
    """The straights (three ranks in a row, nothing wrapping round) that hold `rank`."""
    runs = [kc.RANKS[i:i + 3] for i in range(len(kc.RANKS) - 2)]
    return [run for run in runs if rank in run]  # type: ignore[misc]


def _run(run: tuple[int, ...]) -> str:
    return "-".join(map(str, run))


def _points(value: int) -> str:
    return f"{value} point{'s' if value != 1 else ''}"


def _kitten(card: str) -> str:
    rank, suit = kc.rank(card), (kc.suit(card) or "").title()
    runs = _straights(rank)
    best, lowest = kc.RANKS[-3:], kc.RANKS[:3]
    others = [r for run in runs[-1:] for r in run if r != rank]
    made = f"Ann plays the {kc.title(card)} with a {others[0]} and a {others[1]}: {_run(runs[-1])}"
    if tuple(runs[-1]) == tuple(best):
        made += ", the best straight there is (there is no 8)"
    elif tuple(runs[-1]) == tuple(lowest):
        made += ", the lowest straight (nothing wraps round: 9-1-2 is no straight)"
    made += ", which beats Bo's pair of 9s: any straight beats a pair."
    value = kc.value(card)
    worth = (f" Later Cy beats Ann in a battle and takes the {kc.title(card)} she played as treasure: worth "
             f"{_points(value)}"
             f"{', the most a Kitten is worth' if value == max(kc.VALUE.values()) else ''}"
             f"{', the least' if value == min(kc.VALUE.values()) else ''}, and it counts as the {suit} of a "
             f"set of all five suits ({kc.SET_BONUS} more points).")
    return made + worth


def _dog() -> str:
    return (f"Bo draws a Dog when drawing back up: it is set aside and Bo draws another card. When all "
            f"drawing is done, Ann, Bo and Cy fight a Dogfight at once; Cy's three 4s beat the rest, and "
            f"Cy takes the Dog, worth {kc.DOG_VALUE} points (it has no suit, so it completes no set).")


EXAMPLES: dict[str, str] = {**{card: _kitten(card) for card in kc.KITTENS}, kc.DOG: _dog()}
