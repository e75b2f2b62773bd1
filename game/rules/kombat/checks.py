"""Self-checks for Kombat states: invariants, and hidden variants for leak tests."""

from __future__ import annotations

import random
from collections import Counter

from .cards import DOG, HAND_SIZE
from .moves import asked
from .state import COMMIT_PHASES, OVER, KombatState


def zones(state: KombatState) -> Counter[str]:
    """Every card at the table, wherever it lies."""
    cards = Counter(state.draw) + Counter(state.litter)
    for zone in (*state.hands, *state.treasure, *state.commits.values()):
        cards.update(zone)
    if state.fight is not None:
        for played in state.fight.played.values():
            cards.update(played)
    cards[DOG] += state.kept_dogs + state.dogs_aside
    return +cards


def invariants(state: KombatState) -> list[str]:
    """Every way `state` breaks the rules' bookkeeping."""
    problems = []
    total = Counter(dict(state.total))
    have = zones(state)
    if have != total:
        problems.append(f"cards not conserved: {dict((have - total) + (total - have))}")
    if any(DOG in hand for hand in state.hands) or any(DOG in c for c in state.commits.values()):
        problems.append("a Dog is in a hand")
    if state.phase != OVER:
        if not asked(state):
            problems.append(f"phase {state.phase} asks nobody")
        if state.phase not in COMMIT_PHASES and state.commits:
            problems.append("commits outside a commit phase")
        if state.phase == "pick" and state.fight is not None:
            problems.append("a new turn with a fight still on the table")
        if state.phase == "pick" and state.dogs_aside:
            problems.append("a turn begins with a Dogfight owed")
        if state.phase == "pick" and state.draw and any(len(h) < HAND_SIZE for h in state.hands):
            problems.append("a turn begins with a short hand and cards to draw")
    elif not state.winners or state.scores is None:
        problems.append("the game is over without a winner")
    return problems


def hidden_variant(state: KombatState, seat: int, rng: random.Random) -> KombatState | None:
    """Swap two Kittens `seat` cannot see (in other hands, others' face-down commits, or the
    draw pile), keeping every Dog in place. None if there are not two such places."""
    spots: list[tuple[str, int, int]] = []
    spots += [("draw", -1, i) for i, c in enumerate(state.draw) if c != DOG]
    for holder, hand in enumerate(state.hands):
        if holder != seat:
            spots += [("hand", holder, i) for i in range(len(hand))]
    for holder, cards in state.commits.items():
        if holder != seat:
            spots += [("commit", holder, i) for i in range(len(cards))]
    variant = state.clone()
    zone = {"draw": lambda _: variant.draw, "hand": lambda h: variant.hands[h]}
    for _ in range(8):
        if len(spots) < 2:
            return None
        a, b = rng.sample(spots, 2)
        same_hand = a[:2] == b[:2] and a[0] != "draw"  # a hand is a set: no change
        if _card(variant, a) != _card(variant, b) and not same_hand:
            break
    else:
        return None
    ca, cb = _card(variant, a), _card(variant, b)
    for spot, card in ((a, cb), (b, ca)):
        if spot[0] == "commit":
            cards = list(variant.commits[spot[1]])
            cards[spot[2]] = card
            variant.commits[spot[1]] = tuple(cards)
        else:
            zone[spot[0]](spot[1])[spot[2]] = card
    return variant


def _card(state: KombatState, spot: tuple[str, int, int]) -> str:
    kind, holder, index = spot
    if kind == "draw":
        return state.draw[index]
    if kind == "hand":
        return state.hands[holder][index]
    return state.commits[holder][index]
