"""Scoring: the one home of herd values, the hand bonus, and who wins."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import KITTEN, SHOW_CAT, SHOW_CAT_WITH_KITTEN, value


def herd_value(herd: Sequence[str]) -> int:
    """The sum of a herd's identities; a Show Cat is worth 7 when the herd has a Kitten."""
    kitten = KITTEN in herd
    return sum(SHOW_CAT_WITH_KITTEN if card == SHOW_CAT and kitten else value(card) for card in herd)


def hand_bonus(cards: int) -> int:
    """1 point per 2 cards in hand, rounded up."""
    return (cards + 1) // 2


def score(herd: Sequence[str], hand_size: int) -> int:
    return herd_value(herd) + hand_bonus(hand_size)


def winners(scores: Sequence[int], face_down: Sequence[int], herd_sizes: Sequence[int],
            tie_breaker: bool) -> tuple[int, ...]:
    """The seats with the most points; ties are shared, unless the tie-breaker is on: then
    most face-down herd cards, then most herd cards (a tie after both is still shared)."""
    seats = range(len(scores))
    if tie_breaker:
        best = max((scores[s], face_down[s], herd_sizes[s]) for s in seats)
        return tuple(s for s in seats if (scores[s], face_down[s], herd_sizes[s]) == best)
    top = max(scores)
    return tuple(s for s in seats if scores[s] == top)
