"""The Herding Cats family's CPU players, as the level factory looks them up."""

from __future__ import annotations

from ...rules.herding.determinize import determinize
from ..ismcts import SearchHooks
from .belief import HerdingBelief
from .easy import easy_policy
from .medium import medium_policy
from .search import final_share, model, playout_policy, prior, prune

EASY = easy_policy
MEDIUM = medium_policy
HOOKS = SearchHooks(
    determinize=determinize, playout=playout_policy, prune=prune, prior=prior, belief=HerdingBelief, model=model,
    reward=final_share,
)
