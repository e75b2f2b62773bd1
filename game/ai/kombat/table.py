"""The Kombat family's CPU players, as the level factory looks them up."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.kombat.games import KOMBAT_KITTENS
from ...rules.kombat.view import KombatView
from ..ismcts import Budget, SearchHooks
from .easy import easy_policy
from .medium import medium_policy
from .search import commit, horizon_reward, horizon_sample, playout_policy, prune
from .shrewd import shrewd_policy

EASY = easy_policy
MEDIUM = medium_policy


# Hard: the generic search over near-horizon Kombat samples scored by each seat's chance to win
# from there, its own judgement (`shrewd_policy`) as the move to beat, Medium's habits for every
# seat in playouts (commits each from the committing seat's own view). Its playouts end after one
# turn, so it can afford more of them than the default budget, and overrules its judgement on a
# smaller paired margin.
def _prior(view: KombatView, legal: list[Action], rng: random.Random, belief: object) -> Action:
    return shrewd_policy(view, legal, rng)


HOOKS = SearchHooks(
    determinize=horizon_sample, playout=playout_policy, commit=commit, prune=prune, prior=_prior,
    reward=horizon_reward,
    budgets={KOMBAT_KITTENS.info.id: Budget(iterations=200, per_move=50, min_iterations=80, confidence=1.0)},
)
