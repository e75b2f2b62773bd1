"""Self-checks for Herding Cats states: invariants, and hidden variants for leak tests."""

from __future__ import annotations

import random
from collections import Counter

from .cards import ANIMAL_CONTROL, ORDER, deck
from .state import OVER, TURN, HerdingState


def invariants(state: HerdingState) -> list[str]:
    """Every way `state` breaks the rules' bookkeeping."""
    problems = []
    n = state.players
    zones = (state.hands, state.removed, state.herd_down, state.herd_up, state.discards)
    count = sum(len(z) for rows in zones for z in rows) + (1 if state.play is not None else 0)
    if count != state.total:
        problems.append(f"cards not conserved: {count} at the table, {state.total} dealt")
    full = deck()
    for p in range(n):
        if len(state.removed[p]) != 2:
            problems.append(f"seat {p} has {len(state.removed[p])} removed cards, not 2")
        own = Counter(state.hands[p]) + Counter(state.removed[p]) + Counter(state.gone[p][p])
        if own != full:
            problems.append(f"seat {p}'s own deck does not add up: {dict(own)}")
        for v in range(n):
            if v == p:
                continue
            if Counter(state.known_hand[v][p]) - Counter(state.hands[p]):
                problems.append(f"seat {v} remembers cards seat {p} does not hold")
            if Counter(state.gone[v][p]) - Counter(state.gone[p][p]):
                problems.append(f"seat {v} thinks cards left seat {p}'s hand that did not")
            if Counter(state.known_herd[v][p]) - Counter(state.herd_down[p]):
                problems.append(f"seat {v} remembers herd cards seat {p} does not have")
    for cards in (*state.hands, *state.herd_down, *state.herd_up, *state.discards):
        unknown = set(cards) - set(ORDER)
        if unknown:
            problems.append(f"unknown cards: {sorted(unknown)}")
    if state.phase == TURN and not all(state.hands):
        problems.append("a turn began with an empty hand")
    if state.phase == OVER and (not state.winners or state.scores is None):
        problems.append("the game is over without a winner")
    if state.phase != OVER and state.winners is not None:
        problems.append("winners while the game goes on")
    return problems


def hidden_variant(state: HerdingState, seat: int, rng: random.Random) -> HerdingState | None:
    """A state `seat` cannot tell apart: another player's hand or face-down herd reordered, a
    hand card swapped with a removed one, or a face-down herd card it knows nothing of changed.
    None if there is nothing hidden to vary."""
    options = []
    for p in range(state.players):
        if p == seat:
            continue
        if len(set(state.hands[p])) > 1:
            options.append(("hand_order", p))
        if len(set(state.herd_down[p])) > 1 and state.phase != OVER:
            options.append(("herd_order", p))
        if state.hands[p] and not state.known_hand[seat][p] and set(state.removed[p]) - set(state.hands[p]):
            options.append(("removed", p))
        unknown = Counter(state.herd_down[p]) - Counter(state.known_herd[seat][p])
        if unknown and state.phase != OVER and state.claim is None:
            options.append(("herd_card", p))
    if not options:
        return None
    kind, p = rng.choice(options)
    variant = state.clone()
    if kind == "hand_order":
        _reorder(variant.hands[p], rng, keep=_fixed_hand(state, p))
    elif kind == "herd_order":
        _reorder(variant.herd_down[p], rng, keep=_fixed_herd(state, p))
    elif kind == "removed":
        hand, removed = variant.hands[p], variant.removed[p]
        swaps = [(i, j) for i in range(len(hand)) if i not in _fixed_hand(state, p)
                 for j in range(len(removed)) if removed[j] != hand[i]]
        if not swaps:
            return None
        i, j = rng.choice(swaps)
        hand[i], removed[j] = removed[j], hand[i]
    else:
        unknown = Counter(state.herd_down[p]) - Counter(state.known_herd[seat][p])
        places = [i for i, c in enumerate(state.herd_down[p]) if c in unknown and i not in _fixed_herd(state, p)]
        if not places:
            return None
        i = rng.choice(places)
        variant.herd_down[p][i] = rng.choice([c for c in ORDER if c != state.herd_down[p][i]])
    for other in range(state.players):  # the others' memories of what changed need not hold
        if other not in (seat, p):
            variant.known_hand[other][p].clear()
            variant.known_herd[other][p].clear()
            variant.gone[other][p].clear()
    return variant


def _fixed_hand(state: HerdingState, p: int) -> set[int]:
    """Places in p's hand the game refers to right now (a picked or presented card)."""
    fixed = set()
    play = state.play
    if play is not None and play.target == p and state.selected is not None and play.identity != ANIMAL_CONTROL:
        fixed.add(state.selected)
    if state.claim is not None and state.claim.seat == p and not state.claim.face_up:
        fixed.add(state.claim.index)
    return fixed


def _fixed_herd(state: HerdingState, p: int) -> set[int]:
    fixed = set()
    play = state.play
    if play is not None and play.target == p and state.selected is not None and play.identity == ANIMAL_CONTROL:
        fixed.add(state.selected)
    if state.claim is not None and state.claim.seat == p and not state.claim.face_up:
        fixed.add(state.claim.index)
    return fixed


def _reorder(cards: list[str], rng: random.Random, keep: set[int]) -> None:
    """Shuffle `cards` in place, leaving the places in `keep` alone."""
    free = [i for i in range(len(cards)) if i not in keep]
    values = [cards[i] for i in free]
    rng.shuffle(values)
    for i, v in zip(free, values, strict=True):
        cards[i] = v

