"""What Hard's search needs for Herding Cats: a quick playout policy and its heuristic prior.

The playout policy runs on sampled states (never the real one) and reads only what the acting
seat could know there: its own hand and herd, and what it has learned of the others.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.herding.cards import ANIMAL_CONTROL, DECK, LASER_POINTER
from ...rules.herding.moves import INTERCEPT_UP, PASS, declare, intercept, targets
from ...rules.herding.state import CHALLENGE, INTERCEPT, LP_CHALLENGE, TURN, HerdingState
from ...rules.herding.view import HerdingView
from .medium import medium_policy

CHALLENGE_ACTION = Action("challenge")
BLUFF_RATE = 0.15
CHALLENGE_RATE = 0.1


def playout_policy(state: HerdingState, seat: int, rng: random.Random) -> Action | None:
    """Mostly honest play of a random card at a random target; challenge what it knows is a
    bluff (and now and then anything); intercept with a real Laser Pointer. None: any legal move."""
    phase = state.phase
    if phase == TURN:
        return _turn(state, seat, rng)
    if phase in (CHALLENGE, LP_CHALLENGE):
        return CHALLENGE_ACTION if _sure_bluff(state, seat) or rng.random() < CHALLENGE_RATE else PASS
    if phase == INTERCEPT:
        return _intercept(state, seat)
    return None


def _turn(state: HerdingState, seat: int, rng: random.Random) -> Action | None:
    hand = state.hands[seat]
    card = rng.choice(hand)
    identity = rng.choice(list(DECK)) if rng.random() < BLUFF_RATE else card
    aims = targets(state, seat, identity)
    if not aims:
        return None
    return declare(card, identity, rng.choice(aims))


def _sure_bluff(state: HerdingState, seat: int) -> bool:
    """Every copy of the claimed card is known, by this seat, to have left the claimant's hand."""
    if state.claim is not None:
        claimant, card = state.claim.seat, LASER_POINTER
        if state.play is not None and state.play.identity == ANIMAL_CONTROL:
            return False
    elif state.play is not None:
        claimant, card = state.play.seat, state.play.identity
    else:
        return False
    return state.gone[seat][claimant].count(card) >= DECK[card]


def _intercept(state: HerdingState, seat: int) -> Action:
    play, picked = state.play, state.selected
    assert play is not None and picked is not None
    if play.identity == ANIMAL_CONTROL:
        if LASER_POINTER in state.herd_up[seat]:
            return INTERCEPT_UP
        row = state.herd_down[seat]
    else:
        row = state.hands[seat]
    if LASER_POINTER in row[:picked] + row[picked + 1:] and row[picked] != LASER_POINTER:
        return intercept(LASER_POINTER)
    return PASS


def prior(view: HerdingView, legal: list[Action], rng: random.Random, belief: object) -> Action:
    """The move the search must beat: Medium's."""
    return medium_policy(view, legal, rng)
