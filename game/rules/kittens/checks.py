"""Self-checks for Kittens states: invariants, and hidden variants for leak tests."""

from __future__ import annotations

import random
from collections import Counter

from .cards import EXPLODING, KITTENS
from .state import OVER, KittensState


def invariants(state: KittensState, deck: dict[str, int]) -> list[str]:
    """Every way `state` breaks the rules' bookkeeping."""
    problems = []
    zones = Counter(state.draw) + Counter(state.discard) + Counter(state.removed)
    for hand in state.hands:
        zones.update(hand)
    if state.drawn_kitten:
        zones[state.drawn_kitten] += 1
    graves = len(state.out_order) if state.rules.undead else 0  # face up in front of the dead
    zones[EXPLODING] += graves + state.to_place
    if zones != Counter(deck):
        diff = (zones - Counter(deck)) + (Counter(deck) - zones)
        problems.append(f"cards not conserved: {dict(diff)}")
    living = sum(state.alive)
    if state.phase != OVER:
        # Every Kitten dealt into the pile stays there until it eliminates someone.
        dealt = sum(n for c, n in deck.items() if c in KITTENS) - sum(c in KITTENS for c in state.removed)
        expected = dealt - len(state.out_order)
        in_pile = sum(1 for c in state.draw if c in KITTENS) + (1 if state.drawn_kitten else 0) + state.to_place
        if in_pile != expected or in_pile < living - 1:
            problems.append(f"{in_pile} Kittens in the pile with {living} players alive (expected {expected})")
        if not state.alive[state.current]:
            problems.append(f"seat {state.current} is out but has the turn")
        if state.turns < 1:
            problems.append(f"{state.turns} turns owed")
    elif state.winner is None or living != 1 or not state.alive[state.winner]:
        problems.append("the game is over without a single living winner")
    for seat, known in enumerate(state.knows):
        for pos, card in known.items():
            if pos >= len(state.draw) or state.draw[pos] != card:
                problems.append(f"seat {seat} remembers {card} at {pos}, which is wrong")
    for seat, row in enumerate(state.seen_in_hand):
        for holder, cards in enumerate(row):
            if Counter(cards) - Counter(state.hands[holder]):
                problems.append(f"seat {seat} remembers cards seat {holder} does not hold")
    return problems


def hidden_variant(state: KittensState, seat: int, rng: random.Random) -> KittensState | None:
    """Swap two cards `seat` cannot see (in other hands it knows nothing of, or at pile
    positions it has not seen), keeping every Kitten where it is. None if there are none."""
    spots: list[tuple[str, int, int]] = []  # (zone, owner, index)
    known_pile = set(state.knows[seat])
    if state.imploding_up and state.draw and state.draw[0] in KITTENS:
        known_pile.add(0)
    for i, card in enumerate(state.draw):
        if i not in known_pile and card not in KITTENS:
            spots.append(("draw", -1, i))
    for holder, hand in enumerate(state.hands):
        if holder != seat and not state.seen_in_hand[seat][holder]:
            spots.extend(("hand", holder, i) for i in range(len(hand)))
    if len(spots) < 2:
        return None
    variant = state.clone()
    a, b = rng.sample(spots, 2)
    zone_a = variant.draw if a[0] == "draw" else variant.hands[a[1]]
    zone_b = variant.draw if b[0] == "draw" else variant.hands[b[1]]
    zone_a[a[2]], zone_b[b[2]] = zone_b[b[2]], zone_a[a[2]]
    # Other seats' memories of the swapped places would now be wrong: a variant only has to
    # look the same to `seat`, so let the others forget.
    for other in range(state.players):
        if other != seat:
            variant.knows[other].clear()
            for row in variant.seen_in_hand[other]:
                row.clear()
    return variant
