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
    """Put unseen Exploding Kittens at the unseen top positions: at depth `d` with chance
    `chances[d]` in all, one under the other (one placer's habit: the second only if the
    first is there)."""
    draw = state.draw
    unseen = _unseen_positions(state, view)
    fixed: set[int] = set()
    above = 1.0
    for depth, chance in enumerate(chances):
        if depth not in unseen or rng.random() * above >= chance:
            break
        above = chance
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
    wanted = {seat: int(count) + (rng.random() < count % 1) for seat, count in sorted(expected.items())}
    # Surplus first, into the pile, so the seats short of the card find it there.
    for seat, want in wanted.items():
        hand = state.hands[seat]
        having = [i for i in range(len(view.known_hands[seat]), len(hand)) if hand[i] == card]
        homes = [p for p in pile if draw[p] != card and draw[p] not in KITTENS]
        rng.shuffle(homes)
        for i, p in zip(having[want:], homes, strict=False):
            hand[i], draw[p] = draw[p], hand[i]
    for seat, want in wanted.items():
        hand = state.hands[seat]
        slots = range(len(view.known_hands[seat]), len(hand))  # the sample deals known cards first
        short = want - sum(hand[i] == card for i in slots)
        if short <= 0:
            continue
        others = [i for i in slots if hand[i] != card]
        sources = [p for p in pile if draw[p] == card]
        rng.shuffle(others)
        rng.shuffle(sources)
        for i, p in zip(others[:short], sources, strict=False):
            hand[i], draw[p] = draw[p], hand[i]
