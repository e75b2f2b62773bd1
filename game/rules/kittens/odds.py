"""The chance that the next card drawn is a Kitten, from what one seat knows."""

from __future__ import annotations

from .cards import KITTENS
from .view import KittensView


def kitten_odds(view: KittensView) -> float:
    """Probability that the top card is a Kitten, given only `view`.

    A known top card decides it; otherwise the Kittens not seen elsewhere in the pile are
    spread evenly over the positions this seat has not seen.
    """
    known = dict(view.known_pile)
    if 0 in known:
        return 1.0 if known[0] in KITTENS else 0.0
    unseen_kittens = view.kittens_in_pile - sum(card in KITTENS for card in known.values())
    unseen_places = view.draw_count - len(known)
    return unseen_kittens / unseen_places if unseen_places > 0 else 0.0
