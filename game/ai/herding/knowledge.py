"""What a Herding Cats seat can reckon from its view: how likely a claim is true, how rich a herd is."""

from __future__ import annotations

from collections import Counter
from math import comb

from ...rules.herding.cards import DECK, LASER_POINTER, ORDER, deck, value
from ...rules.herding.scoring import herd_value
from ...rules.herding.view import HerdingView

AVERAGE = sum(DECK[c] * value(c) for c in ORDER) / sum(DECK.values())


def chance_holds(view: HerdingView, p: int, card: str, extra: int = 0) -> float:
    """The chance that p held a `card` among its hand (plus `extra` cards already played from
    it), reckoned from p's deck less what this seat knows has left p's hand."""
    known = Counter(view.known_hands[p])
    if known[card]:
        return 1.0
    pool = deck() - Counter(view.gone[p]) - known
    unknown = sum(pool.values())
    slots = min(unknown, view.hand_counts[p] - sum(known.values()) + extra)
    copies = pool[card]
    if copies == 0 or slots <= 0:
        return 0.0
    return 1.0 - comb(unknown - copies, slots) / comb(unknown, slots)


def claim_chance(view: HerdingView) -> float:
    """How likely the claim now open is true, from what this seat knows."""
    if view.claim is not None:
        c = view.claim
        if c.face_up or c.card is not None:
            return 1.0 if c.card == LASER_POINTER else 0.0
        assert view.play is not None
        if view.play.identity == "animal_control":
            known = view.known_herds[c.seat]
            if LASER_POINTER in known:
                return 0.9
            unknown = view.herd_down_counts[c.seat] - len(known)
            return 1.0 - (1.0 - DECK[LASER_POINTER] / 9) ** max(0, unknown - 1) if unknown > 1 else 0.1
        return chance_holds(view, c.seat, LASER_POINTER)
    play = view.play
    assert play is not None
    if play.card is not None:
        return 1.0 if play.card == play.identity else 0.0
    return chance_holds(view, play.seat, play.identity, extra=1)


def known_value(view: HerdingView, p: int) -> float:
    """p's herd value as this seat reckons it: known cards, the rest at the deck's average."""
    if p == view.seat:
        return herd_value(view.herd + view.herds_up[p])
    known = view.known_herds[p] + view.herds_up[p]
    unknown = view.herd_down_counts[p] - len(view.known_herds[p])
    return herd_value(known) + AVERAGE * unknown


def standing(view: HerdingView, p: int) -> float:
    """p's reckoned score: herd plus hand bonus."""
    return known_value(view, p) + (view.hand_counts[p] + 1) // 2
