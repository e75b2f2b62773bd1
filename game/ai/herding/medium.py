"""Medium: honest most of the time, bluffs where a bluff is cheap, challenges claims its card
counting makes unlikely, intercepts with a real Laser Pointer, and attacks the richest herd."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.herding.cards import (
    ALLEY_CAT,
    ANIMAL_CONTROL,
    CATNIP,
    DECK,
    KITTEN,
    LASER_POINTER,
    SHOW_CAT,
)
from ...rules.herding.view import HerdingView
from .knowledge import claim_chance, known_value, standing

CHALLENGE = Action("challenge")
PASS = Action("pass")
BLUFF_RATE = 0.3          # how often it bluffs when a bluff is cheap
INTERCEPT_BLUFF_RATE = 0.15
# What keeping a card in hand is worth to it, beyond the hand bonus: a Laser Pointer guards.
KEEP = {LASER_POINTER: 2.0, ANIMAL_CONTROL: 0.5, ALLEY_CAT: 0.8, CATNIP: 1.0, KITTEN: 1.5, SHOW_CAT: 3.0}


def medium_policy(view: HerdingView, legal: list[Action], rng: random.Random) -> Action:
    kinds = {a.kind for a in legal}
    if "declare" in kinds:
        return _declare(view, legal, rng)
    if CHALLENGE in legal:
        return CHALLENGE if claim_chance(view) < _threshold(view) else PASS
    if "intercept" in kinds or "intercept_up" in kinds:
        return _intercept(view, legal, rng)
    return rng.choice(legal)  # a blind pick: every hidden card looks alike


def _threshold(view: HerdingView) -> float:
    """Challenge below this chance of truth: higher when the claim hurts it or is worth a lot."""
    me = view.seat
    play = view.play
    if view.claim is not None:
        return 0.5 if play is not None and play.seat == me else 0.25
    if play is None:
        return 0.0
    if play.target == me or play.identity == SHOW_CAT:
        return 0.5
    return 0.3


def _gain(view: HerdingView, identity: str) -> float:
    """What a declaration that stands brings: its herd value and its effect."""
    herd = view.herd + view.herds_up[view.seat]
    if identity == SHOW_CAT:
        return 7.0 if KITTEN in herd or KITTEN in view.hand else 5.0
    if identity == KITTEN:
        return 4.0 if SHOW_CAT in herd and KITTEN not in herd else 2.0
    return {CATNIP: 2.8, ALLEY_CAT: 1.8, ANIMAL_CONTROL: 1.8, LASER_POINTER: 0.0}[identity]


def _declare(view: HerdingView, legal: list[Action], rng: random.Random) -> Action:
    hand = view.hand
    cheap = min(hand, key=lambda c: (KEEP[c], c))
    best_claim = max(DECK, key=lambda c: (_gain(view, c), c))
    removed = [c for c in DECK if c not in hand and view.gone[view.seat].count(c) < DECK[c]]
    if len(hand) > 1 and cheap != best_claim and rng.random() < BLUFF_RATE:
        for identity in (SHOW_CAT, KITTEN):  # plausible: a copy it never showed
            if identity in removed or (identity == KITTEN and hand.count(KITTEN) == 0):
                action = _with_target(view, legal, cheap, identity)
                if action is not None:
                    return action
    card = max(set(hand), key=lambda c: (_gain(view, c) - KEEP[c] * 0.4 * (len(hand) > 1), c))
    return _with_target(view, legal, card, card) or rng.choice(legal)


def _with_target(view: HerdingView, legal: list[Action], card: str, identity: str) -> Action | None:
    """The declaration of `card` as `identity`, at the richest legal target."""
    options = [a for a in legal if a.cards == (card,) and a.card == identity]
    if not options:
        return None
    return max(options, key=lambda a: (-1 if a.target is None else richness(view, a.target, identity),
                                       -(a.target or 0)))


def richness(view: HerdingView, target: int, identity: str) -> float:
    """How much an attack of `identity` on `target` would take, as this seat reckons it."""
    if identity == ANIMAL_CONTROL:
        return known_value(view, target)
    return standing(view, target) + 0.1 * view.hand_counts[target]


def _intercept(view: HerdingView, legal: list[Action], rng: random.Random) -> Action:
    """Intercept with a real Laser Pointer when it has one; now and then bluff to save a prize."""
    up = Action("intercept_up")
    if up in legal:
        return up
    real = Action("intercept", card=LASER_POINTER)
    if real in legal:
        return real
    picked = _picked(view)
    if picked in (SHOW_CAT, KITTEN) and rng.random() < INTERCEPT_BLUFF_RATE:
        others = [a for a in legal if a.kind == "intercept"]
        if others:
            return min(others, key=lambda a: (KEEP.get(a.card or "", 0), a.card))
    return PASS


def _picked(view: HerdingView) -> str | None:
    """The card the attacker picked of this seat's hand or herd (it knows its own cards)."""
    if view.play is None or view.selected is None:
        return None
    row = view.herd if view.play.identity == ANIMAL_CONTROL else view.hand
    return row[view.selected] if view.selected < len(row) else None
