"""Weighing a sampled Kittens state by a belief, without breaking it.

Both helpers only swap cards between places the seat cannot see (unseen pile positions, the
unknown part of other hands), so the sample stays one the seat cannot tell from the real state:
`view(state, seat) == view` before and after. Kittens never move into a hand.
"""

from __future__ import annotations

import random

from ...rules.kittens.cards import EXPLODING, KITTENS
from ...rules.kittens.state import KittensState
from ...rules.kittens.view import KittensView


def _unseen_positions(state: KittensState, view: KittensView) -> list[int]:
    known = {p for p, _ in view.known_pile}
    return [p for p in range(len(state.draw)) if p not in known]


def kittens_on_top(state: KittensState, view: KittensView, chances: list[float], rng: random.Random) -> None:
    """Put an unseen Exploding Kitten at each unseen top position `d` with `chances[d]` (a
    top placer's Kittens, one under the other)."""
    draw = state.draw
    unseen = _unseen_positions(state, view)
    fixed: set[int] = set()
    for depth, chance in enumerate(chances):
        if depth not in unseen or rng.random() >= chance:
            continue
        fixed.add(depth)
        if draw[depth] == EXPLODING:
            continue
        spare = [p for p in unseen if draw[p] == EXPLODING and p not in fixed]
        if spare:
            p = rng.choice(spare)
            draw[depth], draw[p] = draw[p], draw[depth]


def favour(state: KittensState, view: KittensView, card: str, expected: dict[int, float],
           rng: random.Random) -> None:
    """Give each seat of `expected` about its expected number of `card` among its unseen
    cards (its whole part, and its fraction by chance), trading with unseen pile cards."""
    pile = _unseen_positions(state, view)
    draw = state.draw
    for seat, count in sorted(expected.items()):
        hand = state.hands[seat]
        first = len(view.known_hands[seat])  # the sample deals the known cards first
        wanted = int(count) + (rng.random() < count % 1)
        slots = list(range(first, len(hand)))
        having = [i for i in slots if hand[i] == card]
        if len(having) > wanted:
            homes = [p for p in pile if draw[p] != card and draw[p] not in KITTENS]
            rng.shuffle(homes)
            for i, p in zip(having[wanted:], homes, strict=False):
                hand[i], draw[p] = draw[p], hand[i]
        elif len(having) < wanted:
            others = [i for i in slots if hand[i] != card]
            rng.shuffle(others)
            sources = [p for p in pile if draw[p] == card]
            rng.shuffle(sources)
            for i, p in zip(others[: wanted - len(having)], sources, strict=False):
                hand[i], draw[p] = draw[p], hand[i]
