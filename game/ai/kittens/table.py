"""The Kittens family's CPU players, as the level factory looks them up.

One family, three games: Zombie Kittens' table rules (the dead stay at the table) pick its own
Easy, Medium and Hard's prior; the belief (with its sampler and its model of each opponent),
playouts and pruning serve every game of the family.

In Zombie Kittens, Hard's search overrules its own judgement (`zombie_shrewd`) only when sure,
at 3 paired standard errors: a 4-player game there is long and its playouts noisy, and the
judgement alone already beats Medium by some 15 points (measured in issue 14's note).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine.actions import Action
from ...rules.kittens.determinize import determinize
from ...rules.kittens.games import ZOMBIE_KITTENS
from ...rules.kittens.view import KittensView
from ..ismcts import Budget, SearchHooks
from .belief import KittensBelief
from .easy import easy_policy
from .medium import medium_policy
from .search import PlayoutModel, out_for_good, playout_policy, prune
from .shrewd import shrewd_policy
from .zombie import zombie_easy, zombie_medium, zombie_shrewd


def easy(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    return zombie_easy(view, legal, rng) if view.rules.undead else easy_policy(view, legal, rng)


def medium(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    return zombie_medium(view, legal, rng) if view.rules.undead else medium_policy(view, legal, rng)


def prior(view: KittensView, legal: list[Action], rng: random.Random, belief: Any) -> Action:
    return zombie_shrewd(view, legal, rng, belief) if view.rules.undead else shrewd_policy(view, legal, rng, belief)


EASY = easy
MEDIUM = medium
HOOKS = SearchHooks(
    determinize=determinize, playout=playout_policy, prune=prune, prior=prior, belief=KittensBelief,
    model=PlayoutModel.of, settled=out_for_good, budgets={ZOMBIE_KITTENS.info.id: Budget(confidence=3.0)},
)
