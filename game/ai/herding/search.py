"""What Hard's search needs for Herding Cats: the moves worth searching, a quick playout policy
on Medium's lines, its heuristic prior, and what a finished playout is worth (`final_share`).

`prune` keeps, of the declarations, the truthful ones and one bluff per identity (with the card
the player minds losing least), each at its richest targets; of a blind pick just one (every
hidden card looks alike); of a challenge window, the one answer when the claim is known true
or known false. The playout policy runs on sampled states (never the real one)
and reads only what the acting seat could know there: its own hand and herd, what it has
learned of the others, and the public table. `Model` is that policy with each opponent's own
habits, learnt by the belief from the public log: how honest it is and how readily it challenges.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from math import comb

from ...engine.actions import Action
from ...rules.herding.cards import (
    ALLEY_CAT,
    ANIMAL_CONTROL,
    ATTACKS,
    CATNIP,
    DECK,
    HAND_ATTACKS,
    KITTEN,
    LASER_POINTER,
    ORDER,
    SHOW_CAT,
    deck_size,
)
from ...rules.herding.moves import INTERCEPT_UP, PASS, declare, intercept, targets
from ...rules.herding.scoring import hand_bonus, herd_value
from ...rules.herding.state import CHALLENGE, INTERCEPT, LP_CHALLENGE, TURN, HerdingState
from ...rules.herding.view import HerdingView
from .belief import HerdingBelief
from .knowledge import AVERAGE, claim_chance
from .medium import BLUFF_RATE, KEEP, medium_policy, richness

CHALLENGE_ACTION = Action("challenge")
DECK_SIZE = deck_size()
SEARCHED_TARGETS = 2  # the richest targets of a declaration the search compares
SHARE_SPREAD = 2.0  # points: how fast a final score margin turns a share into all or nothing
WIN_BONUS = 1.0  # points added to the winners' scores (a tie-breaker's winner is the winner)
# Medium's thresholds: challenge a claim less likely true than this.
THRESHOLD_HURTS, THRESHOLD_OTHER, THRESHOLD_INTERCEPT = 0.5, 0.3, 0.25
GAIN = {CATNIP: 2.8, ALLEY_CAT: 1.8, ANIMAL_CONTROL: 1.8, LASER_POINTER: 0.0}
# (unknown cards, copies among them, cards drawn from them): the chance to draw a copy.
HOLDS = {
    (u, c, k): 1.0 - comb(u - c, k) / comb(u, k)
    for u in range(1, DECK_SIZE + 1) for c in range(1, u + 1) for k in range(1, u + 1)
}


# ---- the moves worth searching ------------------------------------------------------------------
def prune(view: HerdingView, legal: list[Action]) -> list[Action]:
    """The candidate moves: all but declarations and blind picks as they are."""
    kind = legal[0].kind
    if kind == "pick":
        return legal[:1]  # blind: the hidden cards are in an order nobody else knows
    if CHALLENGE_ACTION in legal:
        sure = claim_chance(view)  # a claim known true is let stand; one known false, challenged
        return [PASS] if sure == 1.0 else [CHALLENGE_ACTION] if sure == 0.0 else legal
    if kind != "declare":
        return legal
    hand = view.hand
    cheap = min(hand, key=lambda c: (KEEP[c], c))
    keep = []
    for action in legal:
        card, identity = action.cards[0], action.card
        if card == identity or (card == cheap and identity != LASER_POINTER):
            keep.append(action)
    return _richest(view, keep)


def _richest(view: HerdingView, declarations: list[Action]) -> list[Action]:
    """Each (card, identity) at its `SEARCHED_TARGETS` richest targets, in the legal order."""
    by_play: dict[tuple[str, str | None], list[Action]] = {}
    for action in declarations:
        by_play.setdefault((action.cards[0], action.card), []).append(action)
    chosen = set()
    for (_, identity), options in by_play.items():
        if identity in ATTACKS and len(options) > SEARCHED_TARGETS:
            options = sorted(options, key=lambda a: (-richness(view, a.target, identity), a.target))
        chosen.update(options[:SEARCHED_TARGETS])
    return [a for a in declarations if a in chosen]


# ---- what a finished sample is worth ------------------------------------------------------------
def final_share(state: HerdingState, seat: int) -> float:
    """`seat`'s share of a finished sample: a soft-max over the final scores, the winners'
    raised by `WIN_BONUS`, so a near miss is worth more than a rout (a steadier signal for a
    search of few playouts than win or lose alone)."""
    if state.scores is None:
        return 0.0
    winners = state.winners or ()
    worth = [(points + (WIN_BONUS if p in winners else 0.0)) / SHARE_SPREAD for p, points in enumerate(state.scores)]
    top = max(worth)
    weights = [math.exp(w - top) for w in worth]
    return weights[seat] / sum(weights)


# ---- the playout policy ---------------------------------------------------------------------------
class Model:
    """The playout policy, with a habit per opponent: `challenge_rate[p]`, how often p challenges a
    claim its counting would let stand (default: never, like Medium)."""

    def __init__(self, challenge_rate: Mapping[int, float] | None = None):
        self.challenge_rate = dict(challenge_rate or {})

    def __call__(self, state: HerdingState, seat: int, rng: random.Random) -> Action | None:
        phase = state.phase
        if phase == TURN:
            return _turn(state, seat, rng)
        if phase in (CHALLENGE, LP_CHALLENGE):
            if _claim_chance(state, seat) < _threshold(state, seat):
                return CHALLENGE_ACTION
            rate = self.challenge_rate.get(seat, 0.0)
            return CHALLENGE_ACTION if rate and rng.random() < rate else PASS
        if phase == INTERCEPT:
            return _intercept(state, seat)
        return None  # a blind pick: any


playout_policy = Model()


def model(belief: HerdingBelief) -> Model:
    """The playout policy with each opponent's looseness in challenging, as the belief learnt it."""
    seen = belief.windows.keys() - {belief.seat}
    return Model({p: belief.loose(p) for p in seen})


def _gain(state: HerdingState, seat: int, identity: str) -> float:
    """Medium's worth of a declaration that stands."""
    if identity == SHOW_CAT:
        own = state.herd_down[seat] + state.herd_up[seat] + state.hands[seat]
        return 7.0 if KITTEN in own else 5.0
    if identity == KITTEN:
        herd = state.herd_down[seat] + state.herd_up[seat]
        return 4.0 if SHOW_CAT in herd and KITTEN not in herd else 2.0
    return GAIN[identity]


def _turn(state: HerdingState, seat: int, rng: random.Random) -> Action | None:
    """Medium's declaration: now and then a cheap bluff as a card it could still hold, else the
    card best played truthfully, at the richest target."""
    hand = state.hands[seat]
    gains = {c: _gain(state, seat, c) for c in ORDER}
    cheap = min(hand, key=lambda c: (KEEP[c], c))
    best = max(ORDER, key=lambda c: (gains[c], c))
    if len(hand) > 1 and cheap != best and rng.random() < BLUFF_RATE:
        gone = state.gone[seat][seat]
        for identity in (SHOW_CAT, KITTEN):  # plausible: not in hand, and a copy it never showed
            if identity not in hand and (identity == KITTEN or gone.count(identity) < DECK[identity]):
                return declare(cheap, identity, None)
    worth = 0.4 * (len(hand) > 1)
    card = max(set(hand), key=lambda c: (gains[c] - KEEP[c] * worth, c))
    aims = targets(state, seat, card)
    if not aims:
        return None
    if card in ATTACKS:
        return declare(card, card, max(aims, key=lambda t: (_standing(state, seat, t, card), -t)))  # type: ignore[arg-type]
    return declare(card, card, None)


def _standing(state: HerdingState, seat: int, p: int, identity: str) -> float:
    """How rich p looks to `seat`: known herd identities, the rest at the deck's average."""
    known = state.known_herd[seat][p]
    herd = known + state.herd_up[p]
    value = herd_value(herd) + AVERAGE * (len(state.herd_down[p]) - len(known))
    if identity in HAND_ATTACKS:
        hand = len(state.hands[p])
        value += hand_bonus(hand) + 0.1 * hand
    return value


def _chance_holds(state: HerdingState, seat: int, p: int, card: str, extra: int) -> float:
    """The chance, as `seat` reckons it, that p holds `card` among its hand (and `extra` cards
    just played from it): p's deck less what `seat` knows left it (or, if more, p's public
    discards) and what it knows p holds."""
    known = state.known_hand[seat][p]
    if card in known:
        return 1.0
    gone = state.gone[seat][p]
    if len(state.discards[p]) > len(gone):
        gone = state.discards[p]
    copies = DECK[card] - gone.count(card)
    unknown = DECK_SIZE - len(gone) - len(known)
    slots = min(unknown, len(state.hands[p]) - len(known) + extra)
    if copies <= 0 or slots <= 0 or unknown <= 0:
        return 0.0
    if copies > unknown:
        return 1.0
    return HOLDS[unknown, copies, slots]


def _claim_chance(state: HerdingState, seat: int) -> float:
    """How likely the open claim is true, as `seat` reckons it (Medium's reckoning)."""
    claim, play = state.claim, state.play
    if claim is not None:
        if claim.face_up:
            return 1.0
        if play is not None and play.identity == ANIMAL_CONTROL:
            known = state.known_herd[seat][claim.seat]
            if LASER_POINTER in known:
                return 0.9
            unknown = len(state.herd_down[claim.seat]) - len(known)
            return 1.0 - (1.0 - DECK[LASER_POINTER] / DECK_SIZE) ** (unknown - 1) if unknown > 1 else 0.1
        return _chance_holds(state, seat, claim.seat, LASER_POINTER, 0)
    assert play is not None
    return _chance_holds(state, seat, play.seat, play.identity, 1)


def _threshold(state: HerdingState, seat: int) -> float:
    play = state.play
    if state.claim is not None:
        return THRESHOLD_HURTS if play is not None and play.seat == seat else THRESHOLD_INTERCEPT
    if play is None:
        return 0.0
    return THRESHOLD_HURTS if play.target == seat or play.identity == SHOW_CAT else THRESHOLD_OTHER


def _intercept(state: HerdingState, seat: int) -> Action:
    """Intercept with a real Laser Pointer (never the picked card itself)."""
    play, picked = state.play, state.selected
    assert play is not None and picked is not None
    if play.identity == ANIMAL_CONTROL:
        if LASER_POINTER in state.herd_up[seat]:
            return INTERCEPT_UP
        row = state.herd_down[seat]
    else:
        row = state.hands[seat]
    if row[picked] != LASER_POINTER and LASER_POINTER in row:
        return intercept(LASER_POINTER)
    return PASS


def prior(view: HerdingView, legal: list[Action], rng: random.Random, belief: object) -> Action:
    """The move the search must beat: Medium's."""
    return medium_policy(view, legal, rng)
