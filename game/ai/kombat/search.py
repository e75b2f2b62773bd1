"""What Hard's search needs for Kombat: samples with a near horizon, Medium's habits as the
playout policy, and dominated choices pruned. Every choice is made from a view: the root's
from the searcher's own, a playout's commit from the committing seat's own view of the sample.

The horizon: a full game is some 250 moves, and a playout to its end costs more than a
decision can spend. A sample ends the game after the next few turns (`KombatState.last_turn`).
A horizon counted in turns, not cards, cannot be brought nearer by a choice (a forfeit's extra
card, a helper's draw).

A sample that ends at the horizon is not scored as a win or a loss (the leader at the
horizon): one turn rarely changes who leads, so every choice would score the same.
`horizon_reward` scores it as each seat's chance to win from there, by its treasure and the
hand it holds for the battles to come, with a margin that counts for less the more of the
game is left.
"""

from __future__ import annotations

import math
import random

from ...engine.actions import Action
from ...rules.kombat.cards import HAND_SIZE, ROUNDS, rank, score
from ...rules.kombat.determinize import determinize
from ...rules.kombat.moves import legal_actions
from ...rules.kombat.state import DOG_TIE, DOGFIGHT, HELP, ROUND, TAKE, TIEBREAK, KombatState
from ...rules.kombat.view import KombatView, view
from .medium import medium_policy
from .sense import best_plan, gain, strength

HORIZON_TURNS = 1  # turns played out in a sample: this one (and its Dogfights)
TAKE_KEPT = 4  # treasure choices searched: the best few by their worth to the taker
CARD_PHASES = (ROUND, HELP, DOGFIGHT, DOG_TIE)
HAND_WORTH = 3.0  # points a best possible hand is worth over a worst one, in battles to come
CARDS_PER_TURN = 7  # about how many cards a turn draws: the game's clock
SPREAD_PER_TURN = 1.7  # how much a score margin may still swing, per square root of turns left


def horizon_sample(seen: KombatView, rng: random.Random) -> KombatState:
    """A state `seen.seat` cannot tell from the real one, whose game ends after the next
    `HORIZON_TURNS` turns (or sooner, at its real end)."""
    state = determinize(seen, rng)
    state.last_turn = seen.turn_number + HORIZON_TURNS - 1
    return state


def horizon_reward(state: KombatState, seat: int) -> float:
    """`seat`'s chance to win from a finished sample: the real result at the game's real end,
    else a soft-max over every seat's treasure score plus the worth of its hand, whose spread
    grows with the square root of the turns left."""
    if state.last_turn is None or state.turn_number < state.last_turn or (state.ending and state.deck != 1):
        return 1.0 / len(state.winners) if seat in state.winners else 0.0
    left = len(state.draw) + (len(state.litter) if state.deck == 1 else 0)
    spread = 1.0 + SPREAD_PER_TURN * math.sqrt(left / CARDS_PER_TURN)
    worth = [(score(treasure) + HAND_WORTH * _hand_strength(hand)) / spread
             for treasure, hand in zip(state.treasure, state.hands, strict=True)]
    top = max(worth)
    weights = [math.exp(w - top) for w in worth]
    return weights[seat] / sum(weights)


def _hand_strength(hand: list[str]) -> float:
    """How the best three-card hand in `hand` ranks among all hands, 0 to 1."""
    if len(hand) < ROUNDS:
        return strength(best_plan((), tuple(hand), len(hand))[0]) * len(hand) / HAND_SIZE
    return strength(best_plan((), tuple(hand), ROUNDS)[0])


def playout_policy(state: KombatState, seat: int, rng: random.Random) -> Action:
    """Medium's move for `seat`, from its own view of the sample."""
    return medium_policy(view(state, seat, None), legal_actions(state, seat), rng)


def commit(seen: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """A face-down choice as Medium would make it from this view (forfeits included)."""
    return medium_policy(seen, legal, rng)


def prune(seen: KombatView, legal: list[Action]) -> list[Action]:
    """The choices worth searching: one card of each rank (a suit changes no hand), one final
    hand of each rank set, the treasure worth the most to the taker."""
    phase = seen.phase
    if phase in CARD_PHASES:
        return _one_per(legal, lambda a: (a.kind, rank(a.card) if a.card else 0))
    if phase == TIEBREAK:
        return _one_per(legal, lambda a: tuple(sorted(rank(c) for c in a.cards)))
    if phase == TAKE and len(legal) > TAKE_KEPT:
        loser = seen.fight.loser if seen.fight else None
        worth = {a: gain(seen, a.cards) + (gain(seen, (a.card,), loser) if a.card else 0.0) for a in legal}
        ranked = sorted(legal, key=lambda a: -worth[a])[:TAKE_KEPT]
        return [a for a in legal if a in ranked]
    return legal


def _one_per(legal: list[Action], kind) -> list[Action]:
    """The first action of each kind, in the legal order."""
    seen: set = set()
    kept = []
    for action in legal:
        k = kind(action)
        if k not in seen:
            seen.add(k)
            kept.append(action)
    return kept
